// The protocol of extension elements: typed values that may appear inside objects that declare
// them, in the spirit of the Google Data client's extension declarations.

/// A typed extension element, such as `gd:rating` or `gCal:webContent`: read with its own
/// description, kept in an object's ``XMLExtensions``, compared by value, and written back.
///
/// An extension is found only inside objects that declare it with an ``XMLExtensionDeclaration`` line in an
/// ``XMLExtensionPoint`` block, for themselves or for a descendant type.
///
/// ```swift
/// struct Rating: XMLExtension {
///     static let xmlName = XMLQualifiedName(namespaceURI: "http://schemas.google.com/g/2005", localName: "rating", prefix: "gd")
///     var value = 0
///     static let xmlDescription = XMLDescription(Rating.init) { XMLAttribute("value", \.value) }
///     func write<Sink: XMLByteSink>(to writer: inout XMLWriter<Sink>) throws { … }
/// }
/// ```
public protocol XMLExtension: XMLReadable, XMLWritable, Sendable, Equatable {
    /// The element name the extension is read from (its prefix is the one preferred for writing).
    static var xmlName: XMLQualifiedName { get }
}

extension XMLExtension {
    /// Whether `other` is an extension of the same type with an equal value.
    func isEqual(to other: any XMLExtension) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}
