// Atom text constructs (title, subtitle, summary, rights): plain text, escaped HTML, or XHTML
// kept as markup.

import Xylem

/// An Atom text construct: `type="text"` (the default), `"html"` (escaped HTML as text) or
/// `"xhtml"` (markup inside an XHTML `div`, kept as a string).
///
/// Inside a feed or an entry, a construct is written as the element it was read from (`title`,
/// `summary`, …); on its own (`xmlString()`, `writer.write(text)`), as an Atom `title`, unless
/// named otherwise with `writer.write(text, as: "subtitle")`.
public struct AtomText: XMLReadable, XMLExtensible, Sendable, Equatable {
    /// `text`, `html` or `xhtml`; nil when the attribute is absent (text).
    @StoredAsXMLString public var type: String?
    /// The text, or the HTML source for `html`; for `xhtml`, the white space around the `div`.
    @StoredAsXMLString public var text: String
    /// For `xhtml`: the inner markup of the XHTML `div`.
    public var xhtml: String?
    /// `xml:lang`, when given on the element.
    @StoredAsXMLString public var lang: String?
    /// Unknown attributes and elements.
    public var extensions = XMLExtensions()

    /// Creates a text construct.
    public init(_ text: String = "", type: String? = nil) {
        self.text = text
        self.type = type
    }

    /// The readable text: the text, or the XHTML markup.
    public var value: String { xhtml ?? text }

    /// An empty value for the reader to fill in: every property at its default, set directly
    /// (the public initializer's defaulted parameters cost a copy of the whole value).
    fileprivate init(unread: Void) {}

    /// How the type is read and written: the Atom prefixes, its elements and attributes, and its extensions.
    public static let xmlDescription = atomDescription({ AtomText(unread: ()) }, element: "title") {
        XMLAttribute("type", \._type.xmlString)
        XMLAttribute("xml:lang", \._lang.xmlString)
        XMLTextContent(\._text.xmlString)
        XMLInnerXML("xhtml:div", \.xhtml)
        XMLExtensionPoint(\.extensions, keepUnknown: true)
    }
}
