// The one error type the writer throws: what kind of mistake or failure, and a message naming it.

/// An error raised while writing XML.
///
/// Every error ``XMLWriter`` throws is an `XMLWriteError`. Mistakes in the calls (``Kind-swift.enum/invalidState``,
/// names, characters, content, namespaces) are detected before anything of the failing call is
/// written, so the writer stays usable; after an ``Kind-swift.enum/io`` failure the output is incomplete and every
/// later call throws the same error.
///
/// ```swift
/// do {
///     try writer.text("bell \u{7}")
/// } catch let error as XMLWriteError {
///     print(error)   // invalid character: U+0007 at UTF-8 offset 5 of text is not allowed in XML 1.0
/// }
/// ```
public struct XMLWriteError: Error, CustomStringConvertible, Sendable {
    /// What went wrong.
    public enum Kind: Sendable, Equatable {
        /// A call that does not fit where the writer is: ending an element that was not started,
        /// an attribute after content, a second root element, text outside the root, writing after
        /// ``XMLWriter/finish()``.
        case invalidState
        /// An element, attribute, prefix or processing-instruction target that is not an XML name.
        case invalidName
        /// A character that XML 1.0 does not allow, such as U+0000–U+0008 or U+FFFE.
        case invalidCharacter
        /// Content that cannot be written as asked: a comment containing `--`, a processing
        /// instruction containing `?>`, an unsupported version or encoding in the XML declaration.
        case invalidContent
        /// A namespace mistake: an undeclared prefix, a prefix declared twice on one element with
        /// different URIs, a misuse of the reserved `xml` and `xmlns` prefixes.
        case namespace
        /// The same attribute (namespace URI and local name) twice on one element.
        case duplicateAttribute
        /// The byte sink failed; ``XMLWriteError/underlying`` holds its error when it threw one.
        case io
        /// A value that its description cannot write back: a conversion without a formatter, a
        /// choice or kind that matches no case, a type with no element name written on its own.
        case notWritable
        /// A conversion's formatter or a value's own writing code threw;
        /// ``XMLWriteError/underlying`` holds its error.
        case userCode
    }

    /// What went wrong.
    public var kind: Kind
    /// What exactly, in words.
    public var message: String
    /// The error thrown by the byte sink, for ``Kind-swift.enum/io`` failures.
    public var underlying: (any Error)?
    /// For a value written from a description, the elements open when it failed, outermost
    /// first, and the attribute being written: `feed/entry/title`, `feed/entry/link/@href`.
    /// Empty for a call made on the writer directly.
    public var path: String
    /// For a value written from a description, the type and the description line that wrote it:
    /// `AtomEntry.title`, `AtomLink.@href`. Empty otherwise.
    public var property: String

    /// Creates an error; sinks may throw one of kind ``Kind-swift.enum/io`` themselves.
    public init(kind: Kind, message: String, underlying: (any Error)? = nil, path: String = "", property: String = "") {
        self.kind = kind
        self.message = message
        self.underlying = underlying
        self.path = path
        self.property = property
    }

    /// The kind, where (for a value written from a description) and the message, in one line:
    /// `invalid character at feed/entry/title (AtomEntry.title): U+0007 at UTF-8 offset 5 of text …`.
    public var description: String {
        let label: String
        switch kind {
        case .invalidState: label = "invalid writer state"
        case .invalidName: label = "invalid name"
        case .invalidCharacter: label = "invalid character"
        case .invalidContent: label = "invalid content"
        case .namespace: label = "namespace error"
        case .duplicateAttribute: label = "duplicate attribute"
        case .io: label = "I/O error"
        case .notWritable: label = "not writable"
        case .userCode: label = "error in user code"
        }
        var place = path.isEmpty ? "" : " at \(path)"
        if !property.isEmpty { place += " (\(property))" }
        return "\(label)\(place): \(message)"
    }
}
