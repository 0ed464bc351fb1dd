// The public streaming XML writer: the type, its documentation, and the document-level calls
// (declaration, flush, finish). It is a thin typed front over the non-generic WriterEngine.

/// Writes an XML document as a stream of calls, escaping text and attributes, declaring namespaces
/// where they are first needed, and optionally indenting.
///
/// ```swift
/// let atom = "http://www.w3.org/2005/Atom", gd = "http://schemas.google.com/g/2005"
/// var writer = XMLWriter(to: XMLMemorySink(), indentation: "  ")
/// try writer.startDocument()
/// try writer.startElement(XMLQualifiedName(namespaceURI: atom, localName: "feed"))
/// try writer.declareNamespace(prefix: "gd", uri: gd)
/// try writer.startElement("entry")
/// try writer.attribute(XMLQualifiedName(namespaceURI: gd, localName: "etag", prefix: "gd"), "W/\"C0\"")
/// try writer.startElement("title")
/// try writer.text("Fish & Chips")
/// try writer.finish()
/// print(writer.sink.string)
/// // <?xml version="1.0" encoding="UTF-8"?>
/// // <feed xmlns="http://www.w3.org/2005/Atom" xmlns:gd="http://schemas.google.com/g/2005">
/// //   <entry gd:etag="W/&quot;C0&quot;">
/// //     <title>Fish &amp; Chips</title>
/// //   </entry>
/// // </feed>
/// ```
///
/// **Output.** The document is UTF-8. Output is collected in a buffer of ``bufferSize`` bytes and
/// handed to the ``sink`` when it fills, on ``flush()`` and on ``finish()``; read the sink's content
/// after finishing. Elements with nothing in them are written `<name/>`.
///
/// **Escaping.** Text escapes `&`, `<`, `>` and carriage returns; attribute values escape `&`, `<`,
/// `"`, tabs, line feeds and carriage returns, so that every string reads back exactly. Characters
/// XML 1.0 does not allow are rejected, as are names that are not XML names.
///
/// **Namespaces.** A name whose namespace is not in scope is declared on the element being written,
/// with the name's preferred prefix, or `ns1`, `ns2`, … when that prefix means another namespace
/// here. A binding in scope is reused rather than declared again, so ``declareNamespace(prefix:uri:)``
/// on the root declares a namespace once for the whole document.
///
/// **Indentation.** With an `indentation`, elements that contain only elements, comments and
/// processing instructions are laid out one child per line. An element is written inline from its
/// first text, CDATA or raw markup on, with all its descendants, since white space added to mixed
/// content would change it. The writer streams, so it cannot know that text will follow: when mixed
/// content begins with a child element, write an empty ``text(_:)`` first to keep it inline.
///
/// **Errors.** A call that is not valid where the writer is throws an ``XMLWriteError`` before
/// writing anything, and the writer stays usable; a failure of the sink ends the document (every
/// later call throws it again).
public struct XMLWriter<Sink: XMLByteSink> {
    /// The size of the output buffer, 64 KiB: sinks receive blocks of at most this size, except
    /// for single strings larger than the buffer, which are handed over directly.
    public static var bufferSize: Int { 64 * 1024 }

    var engine: WriterEngine

    /// Creates a writer.
    ///
    /// - Parameters:
    ///   - sink: Where the bytes go: ``XMLMemorySink``, ``XMLFileSink``, ``XMLClosureSink`` or your own.
    ///   - indentation: The white space for one level of indentation, such as `"  "` or `"\t"`, or
    ///     nil (the default) for compact output without added white space. Spaces and tabs only.
    public init(to sink: Sink, indentation: String? = nil) {
        precondition(
            indentation?.allSatisfy { $0 == " " || $0 == "\t" } ?? true,
            "XMLWriter indentation may contain only spaces and tabs")
        engine = WriterEngine(sink: sink, indentation: indentation, bufferSize: Self.bufferSize)
    }

    /// The destination. It holds the whole document only after ``finish()`` (or everything written
    /// so far after ``flush()``).
    public var sink: Sink {
        // The engine holds exactly the sink this writer was created with.
        engine.output.sink as! Sink
    }

    /// The number of open elements: 0 before the root element and after it ends.
    public var depth: Int { engine.frames.count }

    /// Writes the XML declaration, `<?xml version="1.0" encoding="UTF-8"?>`, and a line break.
    ///
    /// It is optional, and must come before anything else.
    /// - Parameters:
    ///   - version: The XML version, `1.0` by default (any `1.x` is accepted; the writer follows the
    ///     XML 1.0 rules).
    ///   - encoding: The encoding to declare, or nil to leave it out. The writer produces UTF-8 only,
    ///     so anything other than `UTF-8` (in any case) is rejected.
    ///   - standalone: `true` or `false` to write `standalone="yes"` or `"no"`, nil to leave it out.
    /// - Throws: ``XMLWriteError`` when something was written before, or for an unsupported version
    ///   or encoding.
    public mutating func startDocument(version: String = "1.0", encoding: String? = "UTF-8", standalone: Bool? = nil)
        throws
    {
        try engine.startDocument(version: version, encoding: encoding, standalone: standalone)
    }

    /// Hands everything written so far to the sink, such as an unfinished start tag.
    public mutating func flush() throws {
        try engine.flush()
    }

    /// Ends every open element, then hands the rest of the output to the sink. Calling it again
    /// does nothing; any other call afterwards throws.
    ///
    /// A sink that needs closing, such as an ``XMLFileSink`` opened from a path, is not closed.
    /// - Throws: ``XMLWriteError`` of kind ``XMLWriteError/Kind-swift.enum/invalidState`` when no
    ///   root element was written (the writer stays open), or the sink's failure.
    public mutating func finish() throws {
        try engine.finish()
    }
}

// The writer's only non-Sendable part is the engine's `any XMLByteSink`, which always holds a
// `Sink`; so the writer is as Sendable as its sink.
extension XMLWriter: @unchecked Sendable where Sink: Sendable {}
