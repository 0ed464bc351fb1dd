// gd:extendedProperty: a name with a value or with arbitrary XML, for a client's own data.

import Xylem

/// `gd:extendedProperty`: a client's own named value, given as the `value` attribute or as XML
/// inside the element (kept as nodes, in order, and written back as they were).
public struct GDExtendedProperty: XMLExtension, XMLExtensible {
    /// The element's name, with the prefix it is written with.
    public static let xmlName = AtomNamespaces.gd("extendedProperty")
    /// The property's name, such as `com.mycompany.myprop`.
    public var name: String?
    /// The property's value, when given as an attribute.
    public var value: String?
    /// The realm the property belongs to, when given.
    public var realm: String?
    /// The XML inside the element (in ``XMLExtensions/unknownElements``) and other unknown content.
    public var extensions = XMLExtensions()

    /// An empty property.
    public init() {}

    /// How the type is read and written.
    public static let xmlDescription = atomDescription(GDExtendedProperty.init) {
        XMLAttribute("name", \.name)
        XMLAttribute("value", \.value)
        XMLAttribute("realm", \.realm)
        XMLExtensionPoint(\.extensions, keepUnknown: true)
    }

    /// The XML inside the element, as markup (empty when the value is an attribute, or when the
    /// read passed over unknown content).
    public var xml: String {
        var writer = XMLWriter(to: XMLMemorySink())
        for element in extensions.unknownElements {
            try? element.write(to: &writer)
        }
        try? writer.flush()
        return writer.sink.string
    }

    /// Replaces the XML inside the element with `markup` (elements and text; prefixes it uses must
    /// be declared in it). The name, value and kept attributes stay.
    ///
    /// - Throws: ``XMLReadError`` when `markup` is not well-formed.
    public mutating func setXML(_ markup: String) throws {
        // Reading the element again, with its own attributes around the new markup, puts the
        // markup where a read puts it, so that writing and comparing treat both alike.
        var element = self
        element.extensions.values = []
        element.extensions.unknownElements = []
        var writer = XMLWriter(to: XMLMemorySink())
        try writer.writeStart(element)
        try writer.rawMarkup(markup)
        try writer.endElement()
        try writer.flush()
        self = try XMLReader().read(GDExtendedProperty.self, from: writer.sink.string)
    }
}
