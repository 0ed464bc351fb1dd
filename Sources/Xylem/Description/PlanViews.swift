// The compiled plans seen as plain pointers, for the engine's hot paths. A frame, a lookup or a
// setter call through these touches no reference count: every pointer is unmanaged and valid
// while the plan or table that made it lives, which is the whole read (tables belong to plans,
// plans to descriptions, and the read's own tables to its engine).

/// An ``ElementAction`` as a tag and an unmanaged payload.
struct RawAction {
    enum Kind: UInt8 {
        /// No action: the element is not mapped (and the table has no fallback).
        case unmapped
        case value, object, group, skip, ignore, raw, record, kinds, recordKinds, unexpected
    }

    let kind: Kind
    /// The ``ValueSetter`` (value, raw), ``ObjectAction`` (object, record), the group's
    /// ``ElementTableView`` (group; skip, when the flattened element's attributes are mapped) or
    /// ``KindSelector`` (kinds), unretained.
    let payload: UnsafeMutableRawPointer?

    init(kind: Kind, payload: UnsafeMutableRawPointer?) {
        self.kind = kind
        self.payload = payload
    }

    init(_ action: ElementAction?) {
        switch action {
        case nil: self.init(kind: .unmapped, payload: nil)
        case .value(let setter): self.init(kind: .value, payload: Unmanaged.passUnretained(setter).toOpaque())
        case .object(let object): self.init(kind: .object, payload: Unmanaged.passUnretained(object).toOpaque())
        case .group(let table): self.init(kind: .group, payload: UnsafeMutableRawPointer(table.view))
        case .skip(let attributes):
            self.init(kind: .skip, payload: attributes.map { UnsafeMutableRawPointer($0.view) })
        case .ignore: self.init(kind: .ignore, payload: nil)
        case .raw(let setter): self.init(kind: .raw, payload: Unmanaged.passUnretained(setter).toOpaque())
        case .record(let object): self.init(kind: .record, payload: Unmanaged.passUnretained(object).toOpaque())
        case .unexpected(let root): self.init(kind: .unexpected, payload: Unmanaged.passUnretained(root).toOpaque())
        case .kinds(let selector, let isRecord):
            self.init(kind: isRecord ? .recordKinds : .kinds, payload: Unmanaged.passUnretained(selector).toOpaque())
        }
    }

    /// The payload of an object or record action.
    @inline(__always)
    var object: Unmanaged<ObjectAction> { Unmanaged.fromOpaque(payload.unsafelyUnwrapped) }

    /// The payload of a group action, and of a skip action that maps the element's attributes.
    @inline(__always)
    var group: UnsafePointer<ElementTableView> {
        UnsafePointer(payload.unsafelyUnwrapped.assumingMemoryBound(to: ElementTableView.self))
    }

    /// The payload of a kinds action.
    @inline(__always)
    var selector: Unmanaged<KindSelector> { Unmanaged.fromOpaque(payload.unsafelyUnwrapped) }
}

/// An ``ElementTable`` as plain pointers: its names, its actions in name order, and the
/// fallback for names it does not know.
struct ElementTableView {
    /// The table's identity (see PlanIdentity.swift), which memos of lookups in it key on.
    let id: UInt64
    let names: NameTableView
    let actions: UnsafeMutablePointer<RawAction>
    /// How many actions `actions` holds: every slot a name lookup or a memo gives is below it.
    let actionCount: Int
    let fallback: RawAction
    /// The attributes mapped on the table's own element, for elements that lines share by path;
    /// empty for the rest. Setters are unmanaged ``ValueSetter``s in slot order.
    let attributeNames: NameTableView
    let attributeSetters: UnsafeMutablePointer<UnsafeMutableRawPointer>
    let attributeSetterCount: Int
    /// For the tables of a record path, how many of the path's elements are open when the table
    /// is in use (1 below the root element); 0 for every other table.
    let recordPathLevel: Int32

    @inline(__always)
    func action(for name: ExpatName) -> RawAction {
        if let index = names.lookup(name) { return action(at: index) }
        return fallback
    }

    /// The action in `slot`, a slot found for a name in this table (checked in debug builds).
    @inline(__always)
    func action(at slot: Int32) -> RawAction {
        assert(slot >= 0 && Int(slot) < actionCount, "an action slot outside the table")
        return actions[Int(slot)]
    }

    /// The setter of attribute slot `slot` of the table's own element (checked in debug builds).
    @inline(__always)
    func attributeSetter(at slot: Int32) -> UnsafeMutableRawPointer {
        assert(slot >= 0 && Int(slot) < attributeSetterCount, "an attribute slot outside the table")
        return attributeSetters[Int(slot)]
    }
}

/// The parts of an ``ObjectPlan`` the engine reads for every object.
struct ObjectPlanView {
    /// The plan's identity (see PlanIdentity.swift), which memos of its attribute slots key on.
    let id: UInt64
    let elements: UnsafePointer<ElementTableView>
    let attributeNames: NameTableView
    /// Unmanaged ``ValueSetter``s in attribute-slot order.
    let attributeSetters: UnsafeMutablePointer<UnsafeMutableRawPointer>
    /// How many setters `attributeSetters` holds.
    let attributeSetterCount: Int
    /// The bits of the required lines (see ``RequiredLines``); 0 when none is required.
    let requiredMask: UInt64
    /// The unmanaged ``ValueSetter`` of the object's own text, if mapped.
    let ownText: UnsafeMutableRawPointer?
    let hasCompletions: Bool
    let hasProblems: Bool
    /// Whether the type keeps unknown content (when the read's options allow it).
    let keepsUnknown: Bool
    /// The unmanaged ``ExtensionStore`` when the type stores extensions (kept alive by the plan),
    /// nil when it stores none (its unmapped children are then passed over, not looked up).
    let extensionStore: UnsafeMutableRawPointer?
    /// The model type, which extension declarations name.
    let modelType: ObjectIdentifier
    /// The extension elements the type declares, one table per type they may appear in (the
    /// type itself or a descendant type), read by a linear scan: there are one to three.
    let extensionTables: UnsafeMutablePointer<ExtensionTableView>
    let extensionTableCount: Int

    /// The setter of attribute slot `slot`, a slot found for a name in `attributeNames`
    /// (checked in debug builds).
    @inline(__always)
    func attributeSetter(at slot: Int32) -> UnsafeMutableRawPointer {
        assert(slot >= 0 && Int(slot) < attributeSetterCount, "an attribute slot outside the plan")
        return attributeSetters[Int(slot)]
    }
}

/// The extension elements a plan declares for objects of one type.
struct ExtensionTableView {
    let type: ObjectIdentifier
    let table: UnsafePointer<ElementTableView>
}

/// Unmanaged ``ValueSetter`` pointers for an array of setters (which keeps them alive).
func unmanagedPointers(_ setters: [ValueSetter]) -> UnsafeMutablePointer<UnsafeMutableRawPointer> {
    let pointers = UnsafeMutablePointer<UnsafeMutableRawPointer>.allocate(capacity: max(1, setters.count))
    for (index, setter) in setters.enumerated() {
        (pointers + index).initialize(to: Unmanaged.passUnretained(setter).toOpaque())
    }
    return pointers
}
