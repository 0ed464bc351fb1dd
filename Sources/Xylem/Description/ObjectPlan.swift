// The compiled, immutable form of a description that the reader walks: name tables and erased
// setters. Built once per type; shared by every read on every thread.

import Synchronization

/// The number of the next ``ObjectAction``, which keys the spare builders of a read.
private let nextObjectActionID = Atomic<Int>(0)

/// Writes a converted value into the object under construction. Throws ``ValueRejected`` when the
/// text does not convert, or the error of a custom conversion; an ``XMLConversionWarning`` after
/// storing a value read with a warning. (A class, so that handing one around costs one reference
/// count, not one per captured closure.)
@usableFromInline
final class ValueSetter {
    /// The name of the expected type, for error messages.
    let expected: String
    let apply: (AnyObjectBuilder, XMLText) throws -> Void
    /// For an `XMLString` or `XMLString?` stored property of a struct: its byte offset in the
    /// model, where the engine stores the value itself (-1 otherwise). Models built on
    /// `XMLString` have dozens of such properties; one engine path for all of them replaces a
    /// specialized closure per property, which is shorter and keeps the instruction cache small.
    let storedStringOffset: Int
    let storedStringIsOptional: Bool
    /// The builder class whose storage `storedStringOffset` is an offset into, so that debug
    /// builds check every store made at that offset (see `ReadEngine.apply`).
    let storedStringOwner: ObjectIdentifier?
    /// The bit of the required line the setter belongs to (see ``RequiredLines``), set on the
    /// object when a value is stored; 0 for lines that are not required.
    let requiredBit: UInt64

    @usableFromInline
    init(
        expected: String, storedStringOffset: Int = -1, storedStringIsOptional: Bool = false,
        storedStringOwner: ObjectIdentifier? = nil, apply: @escaping (AnyObjectBuilder, XMLText) throws -> Void
    ) {
        precondition(storedStringOffset < 0 || storedStringOwner != nil, "a stored offset without its owner")
        self.expected = expected
        self.apply = apply
        self.storedStringOffset = storedStringOffset
        self.storedStringIsOptional = storedStringIsOptional
        self.storedStringOwner = storedStringOwner
        self.requiredBit = 0
    }

    /// A copy of `setter` for a required line whose bit is `requiredBit`.
    init(copying setter: ValueSetter, requiredBit: UInt64) {
        expected = setter.expected
        apply = setter.apply
        storedStringOffset = setter.storedStringOffset
        storedStringIsOptional = setter.storedStringIsOptional
        storedStringOwner = setter.storedStringOwner
        self.requiredBit = requiredBit
    }
}

/// The text did not represent a value of the expected type (an `XMLValue` initializer returned nil).
@usableFromInline
struct ValueRejected: Error {
    @usableFromInline init() {}
}

/// How to build a nested object and hand it to its parent when its end tag is reached. (A class,
/// so that handing one around costs one reference count instead of three.)
@usableFromInline
final class ObjectAction {
    /// A number unique in the process, which keys the spare builders of a read (see
    /// `SpareBuilders`).
    let id: Int
    let make: () -> AnyObjectBuilder
    /// The plan of the objects `make` builds, without building one.
    let plan: () -> ObjectPlan
    let deliver: (_ parent: AnyObjectBuilder, _ child: AnyObjectBuilder) -> Void
    /// The bit of the required line the action belongs to, set on the parent when an object is
    /// delivered; 0 for lines that are not required.
    let requiredBit: UInt64

    @usableFromInline
    init(
        make: @escaping () -> AnyObjectBuilder, plan: @escaping () -> ObjectPlan,
        deliver: @escaping (_ parent: AnyObjectBuilder, _ child: AnyObjectBuilder) -> Void
    ) {
        self.id = nextObjectActionID.wrappingAdd(1, ordering: .relaxed).oldValue
        self.make = make
        self.plan = plan
        self.deliver = deliver
        self.requiredBit = 0
    }

    /// A copy of `action` for a required line whose bit is `requiredBit`.
    init(copying action: ObjectAction, requiredBit: UInt64) {
        self.id = nextObjectActionID.wrappingAdd(1, ordering: .relaxed).oldValue
        make = action.make
        plan = action.plan
        deliver = action.deliver
        self.requiredBit = requiredBit
    }

    /// A copy of `action` whose objects are built by `make` and read with `plan`, another plan of
    /// the same model type (one that streams some of its children), delivered as `action` does.
    init(copying action: ObjectAction, make: @escaping () -> AnyObjectBuilder, plan: @escaping () -> ObjectPlan) {
        self.id = nextObjectActionID.wrappingAdd(1, ordering: .relaxed).oldValue
        self.make = make
        self.plan = plan
        deliver = action.deliver
        requiredBit = action.requiredBit
    }
}

extension ObjectAction {
    /// The action that builds objects of `type` from its description and hands each finished
    /// one to `deliver`.
    @inlinable
    convenience init<T: XMLReadable>(
        building type: T.Type, deliver: @escaping (_ parent: AnyObjectBuilder, _ child: AnyObjectBuilder) -> Void
    ) {
        let handle = DescriptionHandle<T>()
        self.init(
            make: { ObjectBuilder<T>(description: handle.description) }, plan: { handle.description.plan },
            deliver: deliver)
    }
}

/// What the reader does when a child element opens.
@usableFromInline
enum ElementAction {
    /// Collect the text of the element's subtree and convert it.
    case value(ValueSetter)
    /// Build a nested object.
    case object(ObjectAction)
    /// A wrapper: its children are looked up in its own table and set on the same object.
    case group(ElementTable)
    /// Transparent: the children are looked up in the table of the element's parent. The table
    /// given, when there is one, maps the element's own attributes (lines that reach a flattened
    /// element's attributes by path); its element part is empty.
    case skip(ElementTable?)
    /// Pass over the whole subtree, counting depth only.
    case ignore
    /// Capture the inner XML of the element as text.
    case raw(ValueSetter)
    /// Build an object and hand it to the read's record sink instead of a parent.
    case record(ObjectAction)
    /// Build an object of the type a kind attribute or kind category chooses, and hand it to its
    /// parent (through the choice's action) or, for records, to the read's record sink.
    case kinds(KindSelector, isRecord: Bool)
    /// Fail the read: the element is not the root the description of the type read names.
    case unexpected(UnexpectedRoot)
}

/// The root element a read expected, for the error at another root. (A class, so that a raw
/// action holds it as one pointer.)
@usableFromInline
final class UnexpectedRoot: Sendable {
    let expected: String

    init(expected: String) {
        self.expected = expected
    }
}

/// The child elements a frame knows, and what to do with the ones it does not.
@usableFromInline
final class ElementTable: @unchecked Sendable {
    // Immutable after init; the closures inside are built from key paths and @Sendable user code.
    /// The table's identity (see PlanIdentity.swift), which memos of lookups in it key on.
    let id: UInt64
    let names: NameTable
    /// `names` as plain pointers, probed for every start tag (see ``NameTableView``).
    let nameView: NameTableView
    /// The actions in slot order, each holding a reference to its payload.
    private let rawActions: UnsafeMutablePointer<RawAction>
    /// How many actions the table holds: every slot a name lookup or a memo gives is below it.
    let actionCount: Int
    /// The action for an element not in `names`; `.unmapped` means ignore it.
    let fallback: RawAction
    /// For the table of an element that lines share by path (`image/@href`), the attributes of
    /// that element the lines map, set on the object the table belongs to.
    let attributeNames: NameTable
    let attributeNameView: NameTableView
    let attributeSetters: RetainedSetters
    /// For the tables of a record path, how many of the path's elements are open when the table
    /// is in use (1 below the root element); 0 for every other table.
    let recordPathLevel: Int32

    init(
        names: NameTable, actions: [ElementAction], fallback: ElementAction? = nil,
        attributeNames: NameTable = NameTable([]), attributeSetters: [ValueSetter] = [], recordPathLevel: Int32 = 0
    ) {
        id = PlanIdentity.next()
        self.names = names
        nameView = names.view
        rawActions = .allocate(capacity: max(1, actions.count))
        for (index, action) in actions.enumerated() {
            (rawActions + index).initialize(to: RawAction(retaining: action))
        }
        actionCount = actions.count
        self.fallback = RawAction(retaining: fallback)
        self.attributeNames = attributeNames
        attributeNameView = attributeNames.view
        self.attributeSetters = RetainedSetters(attributeSetters)
        self.recordPathLevel = recordPathLevel
    }

    deinit {
        for index in 0..<actionCount { rawActions[index].release() }
        rawActions.deallocate()
        fallback.release()
        attributeSetters.release()
    }

    @inline(__always)
    func action(for name: ExpatName) -> RawAction {
        if let index = nameView.lookup(name) { return action(at: index) }
        return fallback
    }

    /// The action in `slot`, a slot found for a name in this table (checked in debug builds).
    @inline(__always)
    func action(at slot: Int32) -> RawAction {
        assert(slot >= 0 && Int(slot) < actionCount, "an action slot outside the table")
        return rawActions[Int(slot)]
    }

    /// The actions in slot order, for building and checking plans (not for the read's hot paths).
    var actions: [ElementAction] { (0..<actionCount).map { rawActions[$0].action.unsafelyUnwrapped } }
}

/// Everything the reader needs to build one model type.
@usableFromInline
final class ObjectPlan: @unchecked Sendable {
    // Immutable after init; see ElementTable.
    /// The plan's identity (see PlanIdentity.swift), which memos of its attribute slots key on.
    let id: UInt64
    let typeName: String
    /// The model type: a kind that extends the default kind's declarations reads it with a plan
    /// of its own, which a builder of the default's plan may adopt only for the same type.
    let modelType: ObjectIdentifier
    let elements: ElementTable
    let attributeNames: NameTable
    /// `attributeNames` as plain pointers, probed for every attribute.
    let attributeNameView: NameTableView
    let attributeSetters: RetainedSetters
    /// Set from the text directly inside the object's own element, if mapped.
    let ownText: ValueSetter?
    /// Completion hooks in declaration order.
    let completions: [(AnyObjectBuilder) throws -> Void]
    let hasCompletions: Bool
    /// Problems found while compiling; a read with this plan fails before reading input.
    let problems: [String]
    /// Whether `problems` has any, checked for every object the plan builds.
    let hasProblems: Bool
    /// Where extensions and unknown content go, and the extension elements declared; nil when the
    /// description has no ``XMLExtensionPoint`` line.
    let extensionRules: ExtensionRules?
    /// `extensionRules?.store`, unretained (the rules hold it): nil when the type stores no
    /// extensions (its unmapped children are then passed over, not looked up).
    let extensionStore: Unmanaged<ExtensionStore>?
    /// The extension elements the type declares, one table per type they may appear in (the
    /// type itself or a descendant type), read by a linear scan: there are one to three. The
    /// tables are unretained (the rules hold them), so that the scan touches no reference count.
    let extensionTables: UnsafeMutableBufferPointer<(type: ObjectIdentifier, table: Unmanaged<ElementTable>)>
    /// Whether the type keeps unknown content (when the read's options allow it).
    let keepsUnknown: Bool
    /// The element the description names for the type, which a document read as the type must
    /// have as its root; nil when it names none.
    let rootElement: RootElement?
    /// The lines a value must have (see ``XMLDescriptionComponent/required()``).
    let required: RequiredLines

    init(
        typeName: String, modelType: ObjectIdentifier, elements: ElementTable, attributeNames: NameTable,
        attributeSetters: [ValueSetter], ownText: ValueSetter?, completions: [(AnyObjectBuilder) throws -> Void],
        problems: [String], extensionRules: ExtensionRules? = nil, rootElement: RootElement? = nil,
        required: RequiredLines = .none
    ) {
        id = PlanIdentity.next()
        self.rootElement = rootElement
        self.required = required
        self.extensionRules = extensionRules
        extensionStore = extensionRules?.store.map { Unmanaged.passUnretained($0) }
        let declarations = extensionRules?.declarations ?? [:]
        extensionTables = .allocate(capacity: declarations.count)
        _ = extensionTables.initialize(
            from: declarations.map { (type: $0.key, table: Unmanaged.passUnretained($0.value)) })
        keepsUnknown = extensionRules?.store?.keepsUnknown ?? false
        self.typeName = typeName
        self.modelType = modelType
        self.elements = elements
        self.attributeNames = attributeNames
        attributeNameView = attributeNames.view
        self.attributeSetters = RetainedSetters(attributeSetters)
        self.ownText = ownText
        self.completions = completions
        hasCompletions = !completions.isEmpty
        self.problems = problems
        hasProblems = !problems.isEmpty
    }

    deinit {
        attributeSetters.release()
        extensionTables.deallocate()
    }
}

/// An object under construction, with its type erased so that one frame stack holds them all.
@usableFromInline
class AnyObjectBuilder {
    /// The plan the object is read with. It changes only when a kind that shares the model type
    /// is chosen for an object read so far with the default kind's plan (see `adopt(_:)`).
    @exclusivity(unchecked) final private(set) var plan: ObjectPlan
    /// Where the value under construction lives (see `ObjectBuilder.storage`). Setters of stored
    /// properties write at an offset from it: reaching `storage` of a generic `ObjectBuilder`
    /// whose model type is itself generic asks the runtime for the class's metadata every time.
    @usableFromInline let rawStorage: UnsafeMutableRawPointer
    /// `plan`, read by the engine without touching the plan's reference count.
    @exclusivity(unchecked) final private(set) var unmanagedPlan: Unmanaged<ObjectPlan>
    /// For a record whose type a kinds registry chose, the index of the registered kind that chose
    /// it (-1 for the default kind and for every other object), so that the record is turned into
    /// the registry's type by that kind's transform even when several kinds share a model type.
    @exclusivity(unchecked) var kindIndex = -1
    /// Whether the builder holds a fresh empty value because its object was taken out, so that
    /// it can build the next object of its action (a class model's value is handed over by
    /// reference and leaves nothing behind, so its builders are never reused).
    // Only the engine's thread touches a builder: these flags need no dynamic exclusivity checks.
    @exclusivity(unchecked) @usableFromInline var holdsEmptyValue = false
    /// The bits of the required lines that gave the object a value so far (see ``RequiredLines``).
    @exclusivity(unchecked) final var requiredSeen: UInt64 = 0

    @usableFromInline
    init(plan: ObjectPlan, rawStorage: UnsafeMutableRawPointer) {
        self.plan = plan
        self.rawStorage = rawStorage
        unmanagedPlan = Unmanaged.passUnretained(plan)
    }

    /// The value under construction as `Model`, the builder's model type (checked in debug
    /// builds). Reached through `rawStorage`, it needs no metadata of `ObjectBuilder<Model>`,
    /// which generic code that reaches `storage` asks the runtime for on every call.
    @inline(__always)
    final func storage<Model>(as model: Model.Type) -> UnsafeMutablePointer<Model> {
        property(at: 0, as: Model.self, of: model)
    }

    /// The stored property at byte `offset` of the value under construction, a `Model` (checked
    /// in debug builds), reached as ``storage(as:)`` is.
    @usableFromInline @inline(__always)
    final func property<Model, Value>(at offset: Int, as _: Value.Type, of _: Model.Type) -> UnsafeMutablePointer<Value>
    {
        assert(self is ObjectBuilder<Model>, "a builder of another type than \(Model.self)")
        return (rawStorage + offset).assumingMemoryBound(to: Value.self)
    }

    /// Reads the object from now on with `plan`, a plan of the same model type: the value read
    /// so far stays where it is (see ReadEngine+KindConversion.swift).
    final func adopt(_ plan: ObjectPlan) {
        precondition(
            plan.modelType == self.plan.modelType,
            "the plan of \(plan.typeName) adopted by a builder of \(self.plan.typeName), another model type")
        self.plan = plan
        unmanagedPlan = Unmanaged.passUnretained(plan)
    }
}

/// An object of a known model type under construction.
@usableFromInline
final class ObjectBuilder<Model>: AnyObjectBuilder {
    /// Where the value lives: allocated once per builder (builders are reused), so that setters
    /// write a property at a fixed address, and a finished value is moved out, not copied.
    @usableFromInline let storage: UnsafeMutablePointer<Model>
    /// Makes the empty value that ``take()`` leaves behind.
    @usableFromInline let makeEmpty: @Sendable () -> Model
    /// Whether ``take()`` moves the value out and leaves an empty one: false for class models,
    /// which are handed over by reference, and for builders made around a given value (holders).
    @usableFromInline let movesOut: Bool

    /// The value under construction.
    @inlinable
    var value: Model {
        get { storage.pointee }
        set { storage.pointee = newValue }
        _modify { yield &storage.pointee }
    }

    @usableFromInline
    init(plan: ObjectPlan, value: Model) {
        storage = .allocate(capacity: 1)
        storage.initialize(to: value)
        makeEmpty = { preconditionFailure("a builder made around a value is never emptied") }
        movesOut = false
        super.init(plan: plan, rawStorage: UnsafeMutableRawPointer(storage))
    }

    /// A builder for objects read with `plan` (a plan of `Model`), whose empty values `make` makes.
    @usableFromInline
    init(plan: ObjectPlan, make: @escaping @Sendable () -> Model) {
        storage = .allocate(capacity: 1)
        storage.initialize(to: make())
        makeEmpty = make
        movesOut = !(Model.self is AnyObject.Type)
        super.init(plan: plan, rawStorage: UnsafeMutableRawPointer(storage))
    }

    /// A builder for objects read with `description`.
    @usableFromInline
    convenience init(description: XMLDescription<Model>) {
        self.init(plan: description.plan, make: description.make)
    }

    deinit {
        storage.deinitialize(count: 1)
        storage.deallocate()
    }

    /// Moves the finished value out and leaves a fresh empty value (whose empty strings and
    /// arrays allocate nothing) in its place: the value is handed over without retaining and
    /// releasing each of its fields, as copying it out of the builder would.
    @inlinable
    func take() -> Model {
        guard movesOut else { return storage.pointee }
        let finished = storage.move()
        storage.initialize(to: makeEmpty())
        holdsEmptyValue = true
        return finished
    }
}

/// Readable names for types in messages: `Int` rather than `Optional<Int>`.
///
/// Built from the type's metadata with `_typeName`: `String(describing:)` on a metatype first
/// looks for `CustomStringConvertible` conformances, an uncached scan of every conformance record
/// in the process that cost about a million instructions per type when descriptions are built.
@usableFromInline
func displayName<T>(of type: T.Type) -> String {
    let name = _typeName(type, qualified: false)
    if name.hasPrefix("Optional<"), name.hasSuffix(">") {
        return String(name.dropFirst("Optional<".count).dropLast())
    }
    return name
}
