// What each attribute name is to namespaces, remembered by the address expat hands it at. Without
// namespace processing expat keeps one copy of each attribute name for the whole parse (in its
// DTD's string pool, neither changed nor freed before the parser is: see AttributeMemo.swift) and
// hands that address on every start tag that has the attribute. So the check that a name has no
// colon and is not "xmlns" is made once per name, not once per attribute; and a prefixed name (a
// GData entry's `gd:etag`) needs neither the colon scan nor the measuring, hashing and cache probe
// that expand it. An expanded name is valid only while the resolver's attribute-name cache keeps
// it, so a prefixed entry carries the cache's generation and counts only while that holds.

/// A small direct-mapped memo from attribute-name addresses to what the names are: plain, or
/// prefixed with their expanded form.
struct AttributeNameMemo: ~Copyable {
    /// What the memo knows of a name.
    enum Known {
        /// No prefix, not a declaration: handed on as expat gave it.
        case plain
        /// Prefixed, with its expanded name.
        case prefixed(ExpatName)
    }

    private struct Slot {
        var name: UnsafeRawPointer?
        /// For a prefixed name, the cache generation its expanded form belongs to.
        var generation: Int
        /// The expanded form of a prefixed name; nil for a plain name.
        var expanded: ExpatName?
    }

    private static let indexBits = 7
    private static var empty: Slot { Slot(name: nil, generation: 0, expanded: nil) }
    private let slots: UnsafeMutablePointer<Slot>

    init() {
        slots = .allocate(capacity: 1 << Self.indexBits)
        slots.initialize(repeating: Self.empty, count: 1 << Self.indexBits)
    }

    deinit {
        slots.deallocate()
    }

    /// Forgets every name (their addresses may now hold other names).
    func removeAll() {
        slots.update(repeating: Self.empty, count: 1 << Self.indexBits)
    }

    @inline(__always)
    private func slot(_ name: UnsafePointer<CChar>) -> UnsafeMutablePointer<Slot> {
        slots
            + Int(
                truncatingIfNeeded: (UInt64(UInt(bitPattern: UnsafeRawPointer(name))) &* 0x9E37_79B9_7F4A_7C15)
                    &>> UInt64(64 - Self.indexBits))
    }

    /// What is remembered of `name`, a prefixed name only while the cache stays at `generation`.
    @inline(__always)
    func known(_ name: UnsafePointer<CChar>, generation: Int) -> Known? {
        let slot = slot(name)
        guard slot.pointee.name == UnsafeRawPointer(name) else { return nil }
        guard let expanded = slot.pointee.expanded else { return .plain }
        return slot.pointee.generation == generation ? .prefixed(expanded) : nil
    }

    /// Remembers that `name` is plain.
    @inline(__always)
    func rememberPlain(_ name: UnsafePointer<CChar>) {
        slot(name).pointee = Slot(name: UnsafeRawPointer(name), generation: 0, expanded: nil)
    }

    /// Remembers the expanded form of prefixed `name`, valid while the cache stays at `generation`.
    @inline(__always)
    func rememberPrefixed(_ name: UnsafePointer<CChar>, as expanded: ExpatName, generation: Int) {
        slot(name).pointee = Slot(name: UnsafeRawPointer(name), generation: generation, expanded: expanded)
    }
}
