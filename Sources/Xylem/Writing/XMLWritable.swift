// The protocol of values that write themselves as XML elements through an XMLWriter.

/// A value that writes itself as XML: usually one element with its attributes and content.
///
/// Model types adopt it to be written back (the `XylemAtom` types do); kept ``XMLNode`` trees
/// and ``XMLExtension`` values adopt it so that a containing object can write them in place.
///
/// ```swift
/// extension Rating: XMLWritable {
///     func write<Sink: XMLByteSink>(to writer: inout XMLWriter<Sink>) throws {
///         try writer.startElement(Rating.xmlName)
///         try writer.attribute(XMLQualifiedName("value"), String(value))
///         try writer.endElement()
///     }
/// }
/// ```
public protocol XMLWritable {
    /// Writes the value at the writer's current position.
    func write<Sink: XMLByteSink>(to writer: inout XMLWriter<Sink>) throws
}

extension XMLWritable {
    /// The value written as a standalone UTF-8 document (with an XML declaration), for tests,
    /// logs and small payloads.
    ///
    /// - Parameter indentation: Pretty-prints with this indentation when given.
    public func xmlString(indentation: String? = nil) throws -> String {
        var writer = XMLWriter(to: XMLMemorySink(), indentation: indentation)
        try writer.startDocument()
        try write(to: &writer)
        try writer.finish()
        return writer.sink.string
    }
}
