// The protocol a model type adopts to be read from XML.

/// A type that Xylem can read from XML, described once by a static ``XMLDescription``.
///
/// ```swift
/// struct Author: XMLReadable {
///     var name = ""
///     var born: Int?
///
///     static let xmlDescription = XMLDescription(Author.init) {
///         Text("name", \.name)
///         Value("born", \.born)
///     }
/// }
/// ```
///
/// Declare the description as a `static let` so that it is built and validated once.
public protocol XMLReadable {
    /// How elements and attributes map onto the properties of this type.
    static var xmlDescription: XMLDescription<Self> { get }
}
