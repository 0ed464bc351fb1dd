// Hand-declared, non-generic models with `static let` descriptions, which generated shapes use
// as children and extensions beside the generated types: the way most users declare models.

import Xylem

enum FixedModels {
    static let fixedURI = "urn:fuzz:fixed"
    static let stampURI = "urn:fuzz:stamp"

    /// A structure with attributes, a trimmed text and wrapped values, in a default namespace.
    static let pointShape = ModelShape(
        id: -1, form: .structure, descriptionForm: .stored, namespaces: ["": fixedURI], alternates: [:],
        lines: [
            .attribute(
                WrittenName(written: "x", uri: "", local: "x"), ScalarSpec(type: .int, isOptional: false),
                storage: .stored(.int)),
            .attribute(
                WrittenName(written: "y", uri: "", local: "y"), ScalarSpec(type: .double, isOptional: true),
                storage: .slot),
            .text(
                WrittenName(written: "label", uri: fixedURI, local: "label"), trimmed: true, optional: false,
                storage: .stored(.string)),
            .values(
                WrittenName(written: "tag", uri: fixedURI, local: "tag"), ScalarSpec(type: .string, isOptional: false),
                wrapper: WrittenName(written: "tags", uri: fixedURI, local: "tags")),
        ])

    /// A final class with its own text, an `xml:lang` attribute, and unknown content kept.
    static let noteShape = ModelShape(
        id: -2, form: .finalClass, descriptionForm: .stored, namespaces: [:], alternates: [:],
        lines: [
            .textContent(ScalarSpec(type: .string, isOptional: false), storage: .stored(.string)),
            .attribute(
                WrittenName(written: "xml:lang", uri: "http://www.w3.org/XML/1998/namespace", local: "lang"),
                ScalarSpec(type: .string, isOptional: true), storage: .stored(.optionalString)),
            .extensions(keepUnknown: true, declarations: []),
        ])

    /// An extension element with an attribute and an optional number.
    static let stampShape = ModelShape(
        id: -3, form: .extensionElement(ExpandedName(uri: stampURI, local: "stamp"), prefix: "st"),
        descriptionForm: .stored, namespaces: ["st": stampURI], alternates: [:],
        lines: [
            .attribute(
                WrittenName(written: "when", uri: "", local: "when"), ScalarSpec(type: .string, isOptional: false),
                storage: .slot),
            .value(
                WrittenName(written: "st:n", uri: stampURI, local: "n"), ScalarSpec(type: .int64, isOptional: true),
                storage: .slot),
        ])

    static let all: [(shape: ModelShape, type: any FuzzModel.Type)] = [
        (pointShape, FixedPoint.self), (noteShape, FixedNote.self), (stampShape, FixedStamp.self),
    ]

    static var ids: [ModelID] { all.map(\.shape.id) }
}

struct FixedPoint: FuzzModel, Sendable {
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

    static let xmlDescription = DescriptionMaker.make(FixedPoint.self, shape: FixedModels.pointShape)

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

final class FixedNote: FuzzModel, @unchecked Sendable {
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

    static let xmlDescription = DescriptionMaker.make(FixedNote.self, shape: FixedModels.noteShape)

    static func storedPath(_ property: StoredProperty) -> AnyKeyPath {
        switch property {
        case .string: \FixedNote.storedString
        case .optionalString: \FixedNote.storedOptionalString
        case .int: \FixedNote.storedInt
        case .optionalInt: \FixedNote.storedOptionalInt
        case .xmlString: \FixedNote.storedXMLString
        case .optionalXMLString: \FixedNote.storedOptionalXMLString
        case .double: \FixedNote.storedDouble
        }
    }

    static var extensionsPath: WritableKeyPath<FixedNote, XMLExtensions> { \FixedNote.extensions }
}

struct FixedStamp: FuzzModel, XMLExtension, Sendable {
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

    static let xmlDescription = DescriptionMaker.make(FixedStamp.self, shape: FixedModels.stampShape)
    static let xmlName = XMLQualifiedName(namespaceURI: FixedModels.stampURI, localName: "stamp", prefix: "st")

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

    func write<Sink: XMLByteSink>(to writer: inout XMLWriter<Sink>) throws {
        try writer.startElement(Self.xmlName)
        try writer.endElement()
    }

    static func == (lhs: Self, rhs: Self) -> Bool {
        NeutralValue.of(lhs) == NeutralValue.of(rhs)
    }
}
