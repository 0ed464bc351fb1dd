// How the engine holds compiled plans: unretained references to the plan classes themselves,
// read on the hot paths without touching a reference count. Every reference is valid while the
// plan or table it names lives, which is the whole read (tables belong to plans, plans to
// descriptions, kept for the process, and the read's own tables to its engine).

/// An ``ElementAction`` as a tag and a payload: the one form a table stores its actions in.
/// A table's actions each hold one reference to their payload, given up when the table is freed.
struct RawAction {
    enum Kind: UInt8 {
        /// No action: the element is not mapped (and the table has no fallback).
        case unmapped
        case value, object, group, skip, ignore, raw, record, kinds, recordKinds, unexpected
    }

    let kind: Kind
    /// The ``ValueSetter`` (value, raw), ``ObjectAction`` (object, record), the group's
    /// ``ElementTable`` (group; skip, when the flattened element's attributes are mapped),
    /// ``KindSelector`` (kinds) or ``UnexpectedRoot`` (unexpected).
    let payload: UnsafeMutableRawPointer?

    /// The action, holding one reference to its payload (see ``release()``).
    init(retaining action: ElementAction?) {
        func retained(_ object: AnyObject) -> UnsafeMutableRawPointer { Unmanaged.passRetained(object).toOpaque() }
        switch action {
        case nil: (kind, payload) = (.unmapped, nil)
        case .value(let setter): (kind, payload) = (.value, retained(setter))
        case .object(let object): (kind, payload) = (.object, retained(object))
        case .group(let table): (kind, payload) = (.group, retained(table))
        case .skip(let attributes): (kind, payload) = (.skip, attributes.map(retained))
        case .ignore: (kind, payload) = (.ignore, nil)
        case .raw(let setter): (kind, payload) = (.raw, retained(setter))
        case .record(let object): (kind, payload) = (.record, retained(object))
        case .unexpected(let root): (kind, payload) = (.unexpected, retained(root))
        case .kinds(let selector, let isRecord):
            (kind, payload) = (isRecord ? .recordKinds : .kinds, retained(selector))
        }
    }

    /// Gives up the reference ``init(retaining:)`` took.
    func release() {
        if let payload { Unmanaged<AnyObject>.fromOpaque(payload).release() }
    }

    /// The action as an enum, for building and checking plans (not for the read's hot paths).
    var action: ElementAction? {
        func object<T: AnyObject>(_: T.Type) -> T {
            Unmanaged<T>.fromOpaque(payload.unsafelyUnwrapped).takeUnretainedValue()
        }
        switch kind {
        case .unmapped: return nil
        case .value: return .value(object(ValueSetter.self))
        case .object: return .object(object(ObjectAction.self))
        case .group: return .group(object(ElementTable.self))
        case .skip: return .skip(payload == nil ? nil : object(ElementTable.self))
        case .ignore: return .ignore
        case .raw: return .raw(object(ValueSetter.self))
        case .record: return .record(object(ObjectAction.self))
        case .kinds, .recordKinds: return .kinds(object(KindSelector.self), isRecord: kind == .recordKinds)
        case .unexpected: return .unexpected(object(UnexpectedRoot.self))
        }
    }

    /// The payload of an object or record action.
    @inline(__always)
    var object: Unmanaged<ObjectAction> { Unmanaged.fromOpaque(payload.unsafelyUnwrapped) }

    /// The payload of a group action, and of a skip action that maps the element's attributes.
    @inline(__always)
    var group: Unmanaged<ElementTable> { Unmanaged.fromOpaque(payload.unsafelyUnwrapped) }

    /// The payload of a kinds action.
    @inline(__always)
    var selector: Unmanaged<KindSelector> { Unmanaged.fromOpaque(payload.unsafelyUnwrapped) }
}

/// Setters as unmanaged pointers in slot order, each holding one reference to its setter:
/// the one form tables and plans store their attribute setters in.
struct RetainedSetters {
    private let pointers: UnsafeMutablePointer<UnsafeMutableRawPointer>
    let count: Int

    init(_ setters: [ValueSetter]) {
        pointers = .allocate(capacity: max(1, setters.count))
        for (index, setter) in setters.enumerated() {
            (pointers + index).initialize(to: Unmanaged.passRetained(setter).toOpaque())
        }
        count = setters.count
    }

    /// The unmanaged ``ValueSetter`` in `slot`, a slot found for a name in the owner's attribute
    /// names (checked in debug builds).
    @inline(__always)
    subscript(slot: Int32) -> UnsafeMutableRawPointer {
        assert(slot >= 0 && Int(slot) < count, "an attribute slot outside the setters")
        return pointers[Int(slot)]
    }

    /// The setters, for building plans.
    var setters: [ValueSetter] {
        (0..<count).map { Unmanaged<ValueSetter>.fromOpaque(pointers[$0]).takeUnretainedValue() }
    }

    /// Gives up the references and the storage; called once, by the owner's `deinit`.
    func release() {
        for index in 0..<count { Unmanaged<ValueSetter>.fromOpaque(pointers[index]).release() }
        pointers.deallocate()
    }
}

/// A table as the engine's frames hold it: no reference counting (see the top of this file).
extension Unmanaged where Instance == ElementTable {
    @inline(__always) var id: UInt64 { _withUnsafeGuaranteedRef { $0.id } }
    @inline(__always) var names: NameTableView { _withUnsafeGuaranteedRef { $0.nameView } }
    @inline(__always) var fallback: RawAction { _withUnsafeGuaranteedRef { $0.fallback } }
    @inline(__always) var attributeNames: NameTableView { _withUnsafeGuaranteedRef { $0.attributeNameView } }
    @inline(__always) var hasAttributes: Bool { _withUnsafeGuaranteedRef { !$0.attributeNameView.isEmpty } }
    @inline(__always) var recordPathLevel: Int32 { _withUnsafeGuaranteedRef { $0.recordPathLevel } }
    @inline(__always) func action(for name: ExpatName) -> RawAction {
        _withUnsafeGuaranteedRef { $0.action(for: name) }
    }
    @inline(__always) func action(at slot: Int32) -> RawAction { _withUnsafeGuaranteedRef { $0.action(at: slot) } }
    @inline(__always) func attributeSetter(at slot: Int32) -> UnsafeMutableRawPointer {
        _withUnsafeGuaranteedRef { $0.attributeSetters[slot] }
    }
    /// Whether two references name the same table.
    @inline(__always) func isSame(as other: Self) -> Bool { toOpaque() == other.toOpaque() }
}

/// A plan as the engine reads it for every object: no reference counting (see the top of this
/// file).
extension Unmanaged where Instance == ObjectPlan {
    @inline(__always) var id: UInt64 { _withUnsafeGuaranteedRef { $0.id } }
    @inline(__always) var elements: Unmanaged<ElementTable> {
        _withUnsafeGuaranteedRef { Unmanaged<ElementTable>.passUnretained($0.elements) }
    }
    @inline(__always) var attributeNames: NameTableView { _withUnsafeGuaranteedRef { $0.attributeNameView } }
    @inline(__always) func attributeSetter(at slot: Int32) -> UnsafeMutableRawPointer {
        _withUnsafeGuaranteedRef { $0.attributeSetters[slot] }
    }
    @inline(__always) var requiredMask: UInt64 { _withUnsafeGuaranteedRef { $0.required.mask } }
    /// The unmanaged ``ValueSetter`` of the object's own text, if mapped.
    @inline(__always) var ownText: UnsafeMutableRawPointer? {
        _withUnsafeGuaranteedRef { $0.ownText.map { Unmanaged<ValueSetter>.passUnretained($0).toOpaque() } }
    }
    @inline(__always) var hasCompletions: Bool { _withUnsafeGuaranteedRef { $0.hasCompletions } }
    @inline(__always) var hasProblems: Bool { _withUnsafeGuaranteedRef { $0.hasProblems } }
    @inline(__always) var keepsUnknown: Bool { _withUnsafeGuaranteedRef { $0.keepsUnknown } }
    @inline(__always) var storesExtensions: Bool { _withUnsafeGuaranteedRef { $0.extensionStore != nil } }
    @inline(__always) var modelType: ObjectIdentifier { _withUnsafeGuaranteedRef { $0.modelType } }
}
