// Writing values from their descriptions: the same description that reads a type writes it back,
// so a model is described once, for both directions.

extension XMLWriter {
    /// Writes `value` from its type's description, as the element the description names
    /// (``XMLDescription/init(_:element:namespaces:alternateNamespaces:_:)``), or as its
    /// ``XMLExtension/xmlName`` for an extension value.
    ///
    /// ```swift
    /// var writer = XMLWriter(to: XMLMemorySink(), indentation: "  ")
    /// try writer.startDocument()
    /// try writer.write(catalog)
    /// try writer.finish()
    /// ```
    ///
    /// Every line writes what it reads: attributes, text and values (formatted by their type or
    /// their conversion), nested objects and arrays (with their wrappers), choices (each element
    /// as its case), raw XML as it is, extension values and kept unknown content in their places.
    /// `nil` and empty arrays write nothing. The namespaces of everything a value may contain are
    /// declared once, on the outermost element written, with the description's prefixes.
    ///
    /// - Throws: ``XMLWriteError``: of kind ``XMLWriteError/Kind-swift.enum/notWritable`` when
    ///   the type names no element, when a conversion has no formatter, or when no case of a
    ///   choice takes a value; any other kind the writer throws.
    public mutating func write<T: XMLReadable>(_ value: T) throws {
        try write(value, as: Self.elementName(of: value))
    }

    /// Writes `value` from its type's description as an element named `name`.
    public mutating func write<T: XMLReadable>(_ value: T, as name: XMLQualifiedName) throws {
        try withUnsafeMutablePointer(to: &engine) { engine in
            var writer = DescriptionWriter(engine: engine)
            try writer.write(value, as: name)
        }
    }

    /// Starts `value`'s element from its type's description, with its namespace declarations, its
    /// attributes and its kept unknown attributes, and leaves the element open: write its content
    /// (``writeContent(_:)``, other elements), then end it with ``endElement()``.
    ///
    /// For writing an element whose children come from elsewhere as they are made, such as a
    /// feed whose entries are written as they are read:
    ///
    /// ```swift
    /// try writer.writeStart(feed)     // <feed …> with the namespaces of everything it may hold
    /// try writer.writeContent(feed)   // its title, links, …
    /// for try await entry in entries { try writer.write(entry) }
    /// try writer.endElement()         // </feed>
    /// ```
    ///
    /// The element is named as ``write(_:)-(T)`` names it.
    public mutating func writeStart<T: XMLReadable>(_ value: T) throws {
        try writeStart(value, as: Self.elementName(of: value))
    }

    /// Starts `value`'s element as `name` and leaves it open (see ``writeStart(_:)``).
    public mutating func writeStart<T: XMLReadable>(_ value: T, as name: XMLQualifiedName) throws {
        try withUnsafeMutablePointer(to: &engine) { engine in
            var writer = DescriptionWriter(engine: engine)
            try writer.writeStart(value, as: name)
        }
    }

    /// Writes `value`'s content from its type's description into the element open at the writer:
    /// its own text, its child elements in the description's order, then its extension values and
    /// kept unknown elements. Its attributes are not written (see ``writeStart(_:)``).
    public mutating func writeContent<T: XMLReadable>(_ value: T) throws {
        try withUnsafeMutablePointer(to: &engine) { engine in
            var writer = DescriptionWriter(engine: engine)
            try writer.writeContent(value)
        }
    }

    /// The element `value` is written as on its own: its description's, or its extension name.
    private static func elementName<T: XMLReadable>(of value: T) throws -> XMLQualifiedName {
        let plan = T.cachedDescription.writing.plan
        guard let name = plan.elementName ?? (value as? any XMLExtension).map({ type(of: $0).xmlName }) else {
            throw XMLWriteError(
                kind: .notWritable,
                message:
                    "\(plan.typeName)'s description names no element: give it one (element:) or write it with write(_:as:)"
            )
        }
        return name
    }

    /// Writes `value` from its type's description as an element named `name`, written as in a
    /// description (`entry`, `atom:entry`, `{uri}entry`) with the prefixes of `T`'s description.
    public mutating func write<T: XMLReadable>(_ value: T, as name: String) throws {
        let writing = T.cachedDescription.writing
        var compiler = WritePlanCompiler<T>(namespaces: writing.namespaces)
        guard let resolved = compiler.resolve(name, isAttribute: false, role: "element") else {
            throw XMLWriteError(kind: .namespace, message: compiler.problems.first ?? "'\(name)' is not a name")
        }
        try write(value, as: resolved)
    }
}

extension XMLReadable {
    /// Writes the value from its description (see ``XMLWriter/write(_:)``): every type with a
    /// description is ``XMLWritable``. A type may write itself otherwise by implementing this.
    public func write<Sink: XMLByteSink>(to writer: inout XMLWriter<Sink>) throws {
        try writer.write(self)
    }
}

extension XMLExtension {
    /// Writes the extension from its description as its ``xmlName``.
    public func write<Sink: XMLByteSink>(to writer: inout XMLWriter<Sink>) throws {
        try writer.write(self, as: Self.xmlName)
    }
}
