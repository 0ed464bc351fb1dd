// The protocol a model type adopts to be read from XML.

/// A type that Xylem can read from XML and write back, described once by a static
/// ``XMLDescription``.
///
/// ```swift
/// struct Author: XMLReadable {
///     var name = ""
///     var born: Int?
///
///     static let xmlDescription = XMLDescription(Author.init) {
///         XMLChildText("name", \.name)
///         XMLChildValue("born", \.born)
///     }
/// }
/// ```
///
/// Declare the description as a `static let` where you can. A computed description (a generic
/// type's must be one) is read once per type, the first time the type is read, and kept for the
/// life of the process: reads never see two descriptions of one type.
public protocol XMLReadable: XMLWritable {
    /// How elements and attributes map onto the properties of this type.
    static var xmlDescription: XMLDescription<Self> { get }
}
