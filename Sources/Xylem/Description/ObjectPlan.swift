// The compiled, immutable form of a description that the reader walks: name tables and erased
// setters. Built once per type; shared by every read on every thread.

/// Writes a converted value into the object under construction. Throws ``ValueRejected`` when the
/// text does not convert, or the error of a custom conversion. (A class, so that handing one
/// around costs one reference count, not one per captured closure.)
@usableFromInline
final class ValueSetter {
    /// The name of the expected type, for error messages.
    let expected: String
    let apply: (AnyObjectBuilder, XMLText) throws -> Void

    @usableFromInline
    init(expected: String, apply: @escaping (AnyObjectBuilder, XMLText) throws -> Void) {
        self.expected = expected
        self.apply = apply
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
    let make: () -> AnyObjectBuilder
    /// The plan of the objects `make` builds, without building one.
    let plan: () -> ObjectPlan
    let deliver: (_ parent: AnyObjectBuilder, _ child: AnyObjectBuilder) -> Void

    @usableFromInline
    init(
        make: @escaping () -> AnyObjectBuilder, plan: @escaping () -> ObjectPlan,
        deliver: @escaping (_ parent: AnyObjectBuilder, _ child: AnyObjectBuilder) -> Void
    ) {
        self.make = make
        self.plan = plan
        self.deliver = deliver
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
    /// Transparent: the children are looked up in the table of the element's parent.
    case skip
    /// Pass over the whole subtree, counting depth only.
    case ignore
    /// Capture the inner XML of the element as text.
    case raw(ValueSetter)
    /// Build an object and hand it to the read's record sink instead of a parent.
    case record(ObjectAction)
    /// Build an object of the type a kind attribute or kind category chooses, and hand it to its
    /// parent (through the choice's action) or, for records, to the read's record sink.
    case kinds(KindSelector, isRecord: Bool)
}

/// The child elements a frame knows, and what to do with the ones it does not.
@usableFromInline
final class ElementTable: @unchecked Sendable {
    // Immutable after init; the closures inside are built from key paths and @Sendable user code.
    let names: NameTable
    let actions: [ElementAction]
    /// The action for an element not in `names`; nil means ignore it.
    let fallback: ElementAction?

    init(names: NameTable, actions: [ElementAction], fallback: ElementAction? = nil) {
        self.names = names
        self.actions = actions
        self.fallback = fallback
    }

    @inline(__always)
    func action(for name: ExpatName) -> ElementAction? {
        if let index = names.lookup(name) { return actions[Int(index)] }
        return fallback
    }
}

/// Everything the reader needs to build one model type.
@usableFromInline
final class ObjectPlan: @unchecked Sendable {
    // Immutable after init; see ElementTable.
    let typeName: String
    /// The model type, so that a graph walk recognizes a type whose description is computed
    /// (and so rebuilt) on every access.
    let modelType: ObjectIdentifier
    let elements: ElementTable
    let attributeNames: NameTable
    let attributeSetters: [ValueSetter]
    /// Set from the text directly inside the object's own element, if mapped.
    let ownText: ValueSetter?
    /// Completion hooks in declaration order.
    let completions: [(AnyObjectBuilder) throws -> Void]
    /// Problems found while compiling; a read with this plan fails before reading input.
    let problems: [String]
    /// Where extensions and unknown content go, and the extension elements declared; nil when the
    /// description has no ``Extensions`` line.
    let extensionRules: ExtensionRules?
    /// Whether the type keeps unknown content (when the read's options allow it).
    let keepsUnknown: Bool

    init(
        typeName: String, modelType: ObjectIdentifier, elements: ElementTable, attributeNames: NameTable,
        attributeSetters: [ValueSetter], ownText: ValueSetter?, completions: [(AnyObjectBuilder) throws -> Void],
        problems: [String], extensionRules: ExtensionRules? = nil
    ) {
        self.extensionRules = extensionRules
        keepsUnknown = extensionRules?.store?.keepsUnknown ?? false
        self.typeName = typeName
        self.modelType = modelType
        self.elements = elements
        self.attributeNames = attributeNames
        self.attributeSetters = attributeSetters
        self.ownText = ownText
        self.completions = completions
        self.problems = problems
    }
}

/// An object under construction, with its type erased so that one frame stack holds them all.
@usableFromInline
class AnyObjectBuilder {
    let plan: ObjectPlan
    /// For a record whose type a kinds registry chose, the index of the registered kind that chose
    /// it (-1 for the default kind and for every other object), so that the record is turned into
    /// the registry's type by that kind's transform even when several kinds share a model type.
    var kindIndex = -1

    @usableFromInline
    init(plan: ObjectPlan) {
        self.plan = plan
    }
}

/// An object of a known model type under construction.
@usableFromInline
final class ObjectBuilder<Model>: AnyObjectBuilder {
    // Only the engine's single thread touches a builder, one access at a time: skip the dynamic
    // exclusivity check that every write through a class property would otherwise pay.
    @exclusivity(unchecked) @usableFromInline var value: Model
    /// Makes the empty value that ``take()`` leaves behind; nil for class models, which are
    /// handed over by reference.
    @usableFromInline let makeEmpty: (@Sendable () -> Model)?

    @usableFromInline
    init(plan: ObjectPlan, value: Model) {
        self.value = value
        self.makeEmpty = nil
        super.init(plan: plan)
    }

    @usableFromInline
    init(description: XMLDescription<Model>) {
        self.value = description.make()
        self.makeEmpty = Model.self is AnyObject.Type ? nil : description.make
        super.init(plan: description.plan)
    }

    /// Moves the finished value out. Swapping in a fresh empty value (whose empty strings and
    /// arrays allocate nothing) hands the value over without retaining and releasing each of its
    /// fields, as copying it out of the builder would.
    @inlinable
    func take() -> Model {
        guard let makeEmpty else { return value }
        var finished = makeEmpty()
        swap(&finished, &value)
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
