// The writer's machinery behind the public XMLWriter: its state (open elements, namespace scope,
// the start tag still open for attributes), the XML declaration, flushing and finishing, and the
// layout helpers. It is not generic, so it runs at full speed when called from other modules.

struct WriterEngine {
    var output: XMLOutputBuffer
    /// The UTF-8 of one level of indentation, or nil for compact output.
    let indentUnit: [UInt8]?
    var scope = NamespaceScope()
    var frames: [ElementFrame] = []

    /// Whether the innermost element's start tag is still open (`<name attr="…"` without `>`),
    /// so that attributes and declarations may follow.
    var startTagOpen = false
    /// The attributes of the open start tag, each with the prefix it was written with: to reject
    /// duplicates, and declarations that would change what an attribute's prefix means.
    var tagAttributes: [XMLQualifiedName] = []
    /// Local names and prefixes found to be XML names.
    var checkedNames = CheckedStrings()

    /// Whether anything has been written (the XML declaration must come first).
    var hasOutput = false
    /// Whether the root element has been started; a second one would not be well-formed.
    var rootStarted = false
    /// Whether raw markup was written outside any element (it may hold the root).
    var rawMarkupAtTopLevel = false
    var isFinished = false
    /// The write plans of the model types this writer has written, by type: finding a type's
    /// description in the process-wide cache takes a lock and a hashed lookup, which cost more
    /// than writing a small object. A document meets few types, so a short list scanned from the
    /// most recent is enough, and it lasts as long as the writer, so that a stream of records
    /// written one call at a time looks each type up once. Plans never change once compiled.
    var writePlans: [(type: ObjectIdentifier, plan: AnyObject)] = []

    init(sink: any XMLByteSink, indentation: String?, bufferSize: Int) {
        output = XMLOutputBuffer(sink: sink, capacity: bufferSize)
        indentUnit = indentation.map { Array($0.utf8) }
    }

    mutating func startDocument(version: String, encoding: String?, standalone: Bool?) throws {
        try checkWritable()
        guard !hasOutput else {
            throw XMLWriteError(kind: .invalidState, message: "the XML declaration must come before anything else")
        }
        let digits = version.utf8.dropFirst(2)
        guard version.utf8.starts(with: "1.".utf8), !digits.isEmpty,
            digits.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) })
        else {
            throw XMLWriteError(kind: .invalidContent, message: "'\(version)' is not an XML 1.x version number")
        }
        if let encoding, encoding.lowercased() != "utf-8" {
            throw XMLWriteError(kind: .invalidContent, message: "the writer produces UTF-8 only, not \(encoding)")
        }
        hasOutput = true
        try output.append("<?xml version=\"")
        try output.append(version)
        if let encoding {
            try output.append("\" encoding=\"")
            try output.append(encoding)
        }
        if let standalone {
            try output.append(standalone ? "\" standalone=\"yes" : "\" standalone=\"no")
        }
        try output.append("\"?>\n")
    }

    mutating func flush() throws {
        if let failure = output.failure { throw failure }
        output.makeUnique()
        try output.flush()
    }

    mutating func finish() throws {
        if let failure = output.failure { throw failure }
        if isFinished { return }
        output.makeUnique()
        guard rootStarted || rawMarkupAtTopLevel else {
            throw XMLWriteError(kind: .invalidState, message: "a document needs a root element, and none was written")
        }
        while !frames.isEmpty { try endElement() }
        try output.flush()
        isFinished = true
    }

    // MARK: State shared by the writing calls

    /// Throws when nothing more may be written: after a sink failure or after finishing. Every
    /// writing call starts here, so it is also where a copied writer takes its own buffer.
    @inline(__always)
    mutating func checkWritable() throws {
        if output.hasFailed || isFinished { try explainUnwritable() }
        output.makeUnique()
    }

    private func explainUnwritable() throws {
        if let failure = output.failure { throw failure }
        if isFinished {
            throw XMLWriteError(kind: .invalidState, message: "the document is finished; nothing more can be written")
        }
    }

    /// Ends the open start tag with `>`: content follows.
    mutating func closeStartTag() throws {
        guard startTagOpen else { return }
        startTagOpen = false
        try output.append(UInt8(ascii: ">"))
    }

    /// Prepares for a node that indentation lays out on its own line (an element, comment or
    /// processing instruction): ends the parent's start tag and, unless the parent is inline,
    /// starts a new line at the node's depth.
    mutating func beginNode() throws {
        try closeStartTag()
        hasOutput = true
        guard let indentUnit, let parent = frames.indices.last, !frames[parent].isInline else { return }
        frames[parent].hasIndentedChildren = true
        try newLine(depth: frames.count, unit: indentUnit)
    }

    /// Marks the innermost element as holding character data, so that nothing is indented in it.
    mutating func beginCharacterData() throws {
        try closeStartTag()
        hasOutput = true
        if let last = frames.indices.last { frames[last].isInline = true }
    }

    mutating func newLine(depth: Int, unit: [UInt8]) throws {
        try output.append(0x0A)
        for _ in 0..<depth { try output.append(unit) }
    }

    /// Ends a node written outside the root element: with indentation, each has its own line.
    mutating func endTopLevelNode() throws {
        if indentUnit != nil && frames.isEmpty { try output.append(0x0A) }
    }

    /// The open elements' names, outermost first, for the place of an error.
    var openPath: String {
        frames.map(\.qualifiedName).joined(separator: "/")
    }

    /// The innermost element's name, for messages.
    var currentElementDescription: String {
        frames.last.map { "<\($0.qualifiedName)>" } ?? "the document"
    }
}

/// An open element: its name as written, where its namespace declarations begin, and its layout.
struct ElementFrame {
    /// The prefix the element is written with, or `""`.
    let prefix: String
    let localName: String
    /// The number of bindings in scope before this element's own declarations.
    let bindingStart: Int
    /// Whether the element holds character data, or is inside one that does: nothing is indented.
    var isInline: Bool
    /// Whether a child node was put on its own line, so that the end tag goes on its own line too.
    var hasIndentedChildren = false

    /// `prefix:local` or `local`, for messages.
    var qualifiedName: String { prefix.isEmpty ? localName : "\(prefix):\(localName)" }
}
