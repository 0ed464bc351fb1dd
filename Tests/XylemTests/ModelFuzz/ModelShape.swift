// The shape of a generated model type: its namespaces and its description's lines, as plain data.
// The description the engine compiles, the documents the generator writes and the reference
// interpreter's reading are all derived from a shape, never from each other.

/// A model type of the fuzzer, named by the number minted into its Swift type (see TypeMint).
typealias ModelID = Int

/// A name as a description writes it, and the expanded names it matches in documents.
struct WrittenName: Hashable, Sendable, CustomStringConvertible {
    /// As written in the description: `local`, `prefix:local` or `{uri}local`.
    var written: String
    /// The expanded name it stands for.
    var uri: String
    var local: String
    /// Further namespace URIs the description matches as `uri` (its alternate namespaces).
    var alternateURIs: [String] = []

    /// Every expanded name the written name matches, the primary one first.
    var expandedNames: [ExpandedName] {
        [ExpandedName(uri: uri, local: local)] + alternateURIs.map { ExpandedName(uri: $0, local: local) }
    }

    func matches(_ name: ExpandedName) -> Bool {
        name.local == local && (name.uri == uri || alternateURIs.contains(name.uri))
    }

    var description: String { written }
}

/// A namespace URI and a local name: what identifies an element or attribute.
struct ExpandedName: Hashable, Sendable, CustomStringConvertible {
    var uri: String
    var local: String

    var description: String { uri.isEmpty ? local : "{\(uri)}\(local)" }
}

/// The scalar types a generated model reads.
enum ScalarType: CaseIterable, Sendable {
    case string, xmlString, int, int8, int16, int32, int64, uint8, uint16, uint32, uint64, double, bool, decimal,
        color
}

/// A scalar property's type: one of ``ScalarType``, optional or not.
struct ScalarSpec: Hashable, Sendable, CustomStringConvertible {
    var type: ScalarType
    var isOptional: Bool

    var description: String { "\(type)\(isOptional ? "?" : "")" }
}

/// Where a scalar line stores its value: a slot of the model's slot array (through a subscript
/// key path), or one of the few stored properties every generated model has (a key path the
/// engine may turn into a byte offset).
enum ScalarStorage: Hashable, Sendable {
    case slot
    case stored(StoredProperty)
}

/// The stored scalar properties of every generated model.
enum StoredProperty: CaseIterable, Hashable, Sendable {
    case string, optionalString, int, optionalInt, xmlString, optionalXMLString, double

    /// The scalar type the property holds.
    var spec: ScalarSpec {
        switch self {
        case .string: ScalarSpec(type: .string, isOptional: false)
        case .optionalString: ScalarSpec(type: .string, isOptional: true)
        case .int: ScalarSpec(type: .int, isOptional: false)
        case .optionalInt: ScalarSpec(type: .int, isOptional: true)
        case .xmlString: ScalarSpec(type: .xmlString, isOptional: false)
        case .optionalXMLString: ScalarSpec(type: .xmlString, isOptional: true)
        case .double: ScalarSpec(type: .double, isOptional: false)
        }
    }
}

/// What a completion hook does. Hooks touch only their own slot (and read others), so that their
/// effect can be predicted.
enum HookAction: Hashable, Sendable {
    /// Adds one to the hook's slot: a hook runs once per finished object.
    case count
    /// Stores how many values the list of line `line` holds: hooks run after the children are set.
    case countItems(line: Int)
    /// Throws ``MarkerFailure`` when the text of line `line` (an ``XMLChildText`` line) is ``MarkerFailure/marker``.
    case failOnMarker(line: Int)
}

/// The error a ``HookAction/failOnMarker(line:)`` hook throws.
struct MarkerFailure: Error, CustomStringConvertible {
    static let marker = "FAIL"
    var description: String { "the marker text was found" }
}

/// An extension element declared by an ``XMLExtensionPoint`` line: its type, and the type it may appear
/// inside (nil: the declaring type itself).
struct ExtensionDeclaration: Hashable, Sendable {
    var type: ModelID
    var inside: ModelID?
}

/// One registered kind of a kinds registry.
struct KindEntry: Hashable, Sendable {
    var model: ModelID
    var kind: String?
    var scheme: String?
    var term: String?
}

/// A kinds registry: the kind attribute and category element, the registered kinds, the default.
struct KindsSpec: Hashable, Sendable {
    var attribute: WrittenName?
    var category: WrittenName?
    var namespaces: [String: String]
    var kinds: [KindEntry]
    var fallback: ModelID

    /// Every model the registry may build.
    var models: [ModelID] { [fallback] + kinds.map(\.model) }
}

/// One line of a generated description.
enum ShapeLine: Hashable, Sendable {
    case text(WrittenName, trimmed: Bool, optional: Bool, storage: ScalarStorage)
    case value(WrittenName, ScalarSpec, storage: ScalarStorage)
    case values(WrittenName, ScalarSpec, wrapper: WrittenName?)
    case attribute(WrittenName, ScalarSpec, storage: ScalarStorage)
    case textContent(ScalarSpec, storage: ScalarStorage)
    case child(WrittenName, ModelID, optional: Bool)
    case children(WrittenName, ModelID, wrapper: WrittenName?)
    case cases([CaseSpec], wrapper: WrittenName?)
    case kinds(WrittenName, KindsSpec, many: Bool, wrapper: WrittenName?)
    case skip(WrittenName)
    case ignore(WrittenName)
    case rawXML(WrittenName, optional: Bool)
    case onComplete(HookAction)
    case extensions(keepUnknown: Bool, declarations: [ExtensionDeclaration])

    /// The element or attribute name the line maps directly, if any (wrappers aside).
    var elementName: WrittenName? {
        switch self {
        case .text(let name, _, _, _), .value(let name, _, _), .values(let name, _, _), .child(let name, _, _),
            .children(let name, _, _), .kinds(let name, _, _, _), .skip(let name), .ignore(let name),
            .rawXML(let name, _):
            name
        case .attribute, .textContent, .cases, .onComplete, .extensions: nil
        }
    }

    /// The wrapper element the line's elements sit in, if any.
    var wrapper: WrittenName? {
        switch self {
        case .values(_, _, let wrapper), .children(_, _, let wrapper), .cases(_, let wrapper),
            .kinds(_, _, _, let wrapper):
            wrapper
        default: nil
        }
    }
}

/// A case of a ``ShapeLine/cases(_:wrapper:)`` line.
struct CaseSpec: Hashable, Sendable {
    var name: WrittenName
    var model: ModelID
}

/// How a generated model type is declared.
enum ModelForm: Hashable, Sendable {
    case structure
    case finalClass
    /// A structure that is also an ``XMLExtension`` with this element name.
    case extensionElement(ExpandedName, prefix: String)
}

/// How its description is provided.
enum DescriptionForm: Hashable, Sendable {
    /// `static var` that builds a new description on every access (every generic type written
    /// the obvious way).
    case computedEachTime
    /// `static var` that returns one description made on first access.
    case computedOnce
    /// `static let` (the hand-declared, non-generic models).
    case stored
}

/// A generated model type.
struct ModelShape: Hashable, Sendable {
    var id: ModelID
    var form: ModelForm
    var descriptionForm: DescriptionForm
    var namespaces: [String: String]
    var alternates: [String: [String]]
    var lines: [ShapeLine]

    /// The wrappers of the description, each once, in order of first use.
    var wrappers: [WrittenName] {
        var seen: [WrittenName] = []
        for line in lines { if let wrapper = line.wrapper, !seen.contains(wrapper) { seen.append(wrapper) } }
        return seen
    }

    /// The ``XMLExtensionPoint`` line's settings, when the description has one.
    var extensionsLine: (keepUnknown: Bool, declarations: [ExtensionDeclaration])? {
        for line in lines { if case .extensions(let keep, let declarations) = line { return (keep, declarations) } }
        return nil
    }

    /// The ``XMLTextContent`` line, when there is one.
    var textContentSpec: ScalarSpec? {
        for line in lines { if case .textContent(let spec, _) = line { return spec } }
        return nil
    }

    var isExtension: Bool {
        if case .extensionElement = form { return true }
        return false
    }
}
