// Attribute names that need no namespace processing, remembered by address. Without namespace
// processing expat keeps one copy of each attribute name for the whole parse (in its DTD's string
// pool, neither changed nor freed before the parser is: see AttributeMemo.swift) and hands that
// address on every start tag that has the attribute; so the check that a name has no colon and is
// not "xmlns" is made once per name, not once per attribute.

/// A small direct-mapped set of name addresses.
struct PlainNameSet: ~Copyable {
    private static let indexBits = 7
    private let slots: UnsafeMutablePointer<UnsafeRawPointer?>

    init() {
        slots = .allocate(capacity: 1 << Self.indexBits)
        slots.initialize(repeating: nil, count: 1 << Self.indexBits)
    }

    deinit {
        slots.deallocate()
    }

    func removeAll() {
        slots.update(repeating: nil, count: 1 << Self.indexBits)
    }

    @inline(__always)
    private func index(_ name: UnsafeRawPointer) -> Int {
        Int(
            truncatingIfNeeded: (UInt64(UInt(bitPattern: name)) &* 0x9E37_79B9_7F4A_7C15)
                &>> UInt64(64 - Self.indexBits))
    }

    @inline(__always)
    func contains(_ name: UnsafePointer<CChar>) -> Bool {
        slots[index(UnsafeRawPointer(name))] == UnsafeRawPointer(name)
    }

    @inline(__always)
    func insert(_ name: UnsafePointer<CChar>) {
        slots[index(UnsafeRawPointer(name))] = UnsafeRawPointer(name)
    }
}
