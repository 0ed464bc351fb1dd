// The Swift types behind generated shapes. Swift cannot declare a type at run time, but a generic
// type instantiated with a new argument is a new type: a case number written in binary as nested
// phantom types (`B1<B0<B1<End>>>`) makes `FuzzStruct<B1<B0<B1<End>>>>` a type of its own, whose
// computed `xmlDescription` reads its shape from the registry by `ObjectIdentifier`.

import Xylem

/// A phantom type that spells a number in binary.
protocol NumberTag {}
enum End: NumberTag {}
enum B0<Rest: NumberTag>: NumberTag {}
enum B1<Rest: NumberTag>: NumberTag {}

/// A model type of the fuzzer: values live in one slot per description line (or in the few
/// stored properties), so that any shape fits any generated type.
protocol FuzzModel: XMLReadable, XMLExtensible, Sendable {
    init()
    var slots: [any Sendable] { get set }
    var storedString: String { get }
    var storedOptionalString: String? { get }
    var storedInt: Int { get }
    var storedOptionalInt: Int? { get }
    var storedXMLString: XMLString { get }
    var storedOptionalXMLString: XMLString? { get }
    var storedDouble: Double { get }

    /// Key paths to the stored properties, formed in the concrete type so that they are plain
    /// stored-property paths (a path through the protocol requirement would not be).
    static func storedPath(_ property: StoredProperty) -> AnyKeyPath
    static var extensionsPath: WritableKeyPath<Self, XMLExtensions> { get }
}

extension FuzzModel {
    /// The shape of this type.
    static var shape: ModelShape { ModelRegistry.shared.shape(of: Self.self) }

    /// The value of slot `index`, as the line's type (key paths through this subscript are not
    /// stored-property paths: the engine writes through the key path).
    subscript<Value: Sendable>(slot index: Int) -> Value {
        get { slots[index] as! Value }
        set { slots[index] = newValue }
    }

    /// Empty slots for a value of this type.
    static func emptySlots() -> [any Sendable] {
        shape.lines.map(EmptyValues.initial(for:))
    }
}

/// A generated structure model.
struct FuzzStruct<Tag: NumberTag>: FuzzModel, @unchecked Sendable {
    var slots: [any Sendable]
    var storedString = ""
    var storedOptionalString: String?
    var storedInt = 0
    var storedOptionalInt: Int?
    var storedXMLString = XMLString()
    var storedOptionalXMLString: XMLString?
    var storedDouble = 0.0
    var extensions = XMLExtensions()

    init() { slots = Self.emptySlots() }

    static var xmlDescription: XMLDescription<Self> { ModelRegistry.shared.description(of: Self.self) }

    static func storedPath(_ property: StoredProperty) -> AnyKeyPath {
        switch property {
        case .string: \Self.storedString
        case .optionalString: \Self.storedOptionalString
        case .int: \Self.storedInt
        case .optionalInt: \Self.storedOptionalInt
        case .xmlString: \Self.storedXMLString
        case .optionalXMLString: \Self.storedOptionalXMLString
        case .double: \Self.storedDouble
        }
    }

    static var extensionsPath: WritableKeyPath<Self, XMLExtensions> { \Self.extensions }
}

/// A generated final class model: handed over by reference, so the engine never reuses its builders.
final class FuzzClass<Tag: NumberTag>: FuzzModel, @unchecked Sendable {
    var slots: [any Sendable]
    var storedString = ""
    var storedOptionalString: String?
    var storedInt = 0
    var storedOptionalInt: Int?
    var storedXMLString = XMLString()
    var storedOptionalXMLString: XMLString?
    var storedDouble = 0.0
    var extensions = XMLExtensions()

    init() { slots = Self.emptySlots() }

    static var xmlDescription: XMLDescription<FuzzClass> { ModelRegistry.shared.description(of: FuzzClass.self) }

    static func storedPath(_ property: StoredProperty) -> AnyKeyPath {
        switch property {
        case .string: \FuzzClass.storedString
        case .optionalString: \FuzzClass.storedOptionalString
        case .int: \FuzzClass.storedInt
        case .optionalInt: \FuzzClass.storedOptionalInt
        case .xmlString: \FuzzClass.storedXMLString
        case .optionalXMLString: \FuzzClass.storedOptionalXMLString
        case .double: \FuzzClass.storedDouble
        }
    }

    static var extensionsPath: WritableKeyPath<FuzzClass, XMLExtensions> { \FuzzClass.extensions }
}

/// A generated extension element: a structure model that is also an ``XMLExtension``.
struct FuzzExtension<Tag: NumberTag>: FuzzModel, XMLExtension, @unchecked Sendable {
    var slots: [any Sendable]
    var storedString = ""
    var storedOptionalString: String?
    var storedInt = 0
    var storedOptionalInt: Int?
    var storedXMLString = XMLString()
    var storedOptionalXMLString: XMLString?
    var storedDouble = 0.0
    var extensions = XMLExtensions()

    init() { slots = Self.emptySlots() }

    static var xmlDescription: XMLDescription<Self> { ModelRegistry.shared.description(of: Self.self) }

    static var xmlName: XMLQualifiedName {
        guard case .extensionElement(let name, let prefix) = shape.form else {
            preconditionFailure("an extension type's shape is an extension element")
        }
        return XMLQualifiedName(namespaceURI: name.uri, localName: name.local, prefix: prefix)
    }

    static func storedPath(_ property: StoredProperty) -> AnyKeyPath {
        switch property {
        case .string: \Self.storedString
        case .optionalString: \Self.storedOptionalString
        case .int: \Self.storedInt
        case .optionalInt: \Self.storedOptionalInt
        case .xmlString: \Self.storedXMLString
        case .optionalXMLString: \Self.storedOptionalXMLString
        case .double: \Self.storedDouble
        }
    }

    static var extensionsPath: WritableKeyPath<Self, XMLExtensions> { \Self.extensions }

    /// Writing is not what the model fuzzer checks: an empty element stands for the value.
    func write<Sink: XMLByteSink>(to writer: inout XMLWriter<Sink>) throws {
        try writer.startElement(Self.xmlName)
        try writer.endElement()
    }

    static func == (lhs: Self, rhs: Self) -> Bool {
        NeutralValue.of(lhs) == NeutralValue.of(rhs)
    }
}

/// Any generated model, as the element type of choices and kinds.
struct AnyFuzzModel: @unchecked Sendable {
    let model: any FuzzModel
}

/// A string-backed enum, the raw-value conformance of ``XMLValue``.
enum FuzzColor: String, XMLValue, Sendable, CaseIterable {
    case red, green, blue
    case darkRed = "dark red"
}

/// Makes the distinct Swift types that shapes are attached to.
enum TypeMint {
    /// The phantom type spelling `number` (at least 1) in binary.
    static func tag(_ number: Int) -> any NumberTag.Type {
        precondition(number >= 1)
        if number == 1 { return B1<End>.self }
        let rest = tag(number >> 1)
        return number & 1 == 0 ? wrap0(rest) : wrap1(rest)
    }

    private static func wrap0<Rest: NumberTag>(_ rest: Rest.Type) -> any NumberTag.Type { B0<Rest>.self }
    private static func wrap1<Rest: NumberTag>(_ rest: Rest.Type) -> any NumberTag.Type { B1<Rest>.self }

    /// The model type of form `form` for number `number`.
    static func modelType(_ number: Int, form: ModelForm) -> any FuzzModel.Type {
        let tag = tag(number)
        switch form {
        case .structure: return structure(tag)
        case .finalClass: return finalClass(tag)
        case .extensionElement: return extensionElement(tag)
        }
    }

    private static func structure<Tag: NumberTag>(_ tag: Tag.Type) -> any FuzzModel.Type { FuzzStruct<Tag>.self }
    private static func finalClass<Tag: NumberTag>(_ tag: Tag.Type) -> any FuzzModel.Type { FuzzClass<Tag>.self }
    private static func extensionElement<Tag: NumberTag>(_ tag: Tag.Type) -> any FuzzModel.Type {
        FuzzExtension<Tag>.self
    }
}
