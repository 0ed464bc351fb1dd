// What a document is made of, gathered in one streaming pass without building anything: counts,
// depth, sizes, the element names in use and the namespaces they come from.

/// Counts and names describing one XML document, gathered in a single streaming pass.
///
/// Collecting statistics parses the whole input in bounded memory: only the distinct element
/// names and namespaces are kept, so a multi-gigabyte file costs no more memory than a small one
/// with the same vocabulary.
///
/// ```swift
/// let statistics = try XMLStatistics.collect(from: .file("catalog.xml"))
/// print(statistics.elementCount, statistics.maxDepth)
/// for name in statistics.elementNames.prefix(5) {
///     print(name.displayName, name.count)   // book 6, author 8, …
/// }
/// ```
public struct XMLStatistics: Sendable, Hashable {
    /// How many elements the document contains, the root included.
    public let elementCount: Int
    /// How many attributes the document's elements carry in total. Namespace declarations
    /// (`xmlns`, `xmlns:prefix`) are not attributes and are not counted.
    public let attributeCount: Int
    /// The deepest element nesting: 1 for a document that is only a root element.
    public let maxDepth: Int
    /// The bytes of character data (UTF-8) after entities are decoded, CDATA sections and
    /// whitespace between elements included.
    public let textByteCount: Int
    /// The bytes of input consumed.
    public let byteCount: Int
    /// The distinct element names, most frequent first; names used equally often are ordered by
    /// ``ElementName/displayName``.
    public let elementNames: [ElementName]
    /// The distinct namespace URIs used by element or attribute names or declared, ordered by URI.
    public let namespaces: [Namespace]

    /// One distinct element name and how often it occurs.
    ///
    /// Names are told apart by namespace URI and local name, as XML Namespaces define them:
    /// `dc:subject` and `terms:subject` bound to the same URI are one name.
    ///
    /// ```swift
    /// let subject = statistics.elementNames.first { $0.localName == "subject" }
    /// print(subject?.displayName ?? "")   // dc:subject
    /// ```
    public struct ElementName: Sendable, Hashable {
        /// The namespace URI, or `""` for a name in no namespace.
        public let namespaceURI: String
        /// The local part of the name.
        public let localName: String
        /// `prefix:local` with the first prefix the document used for this name, or the local
        /// name alone when it was first seen without a prefix.
        public let displayName: String
        /// How many elements have this name.
        public let count: Int
    }

    /// One namespace URI and the prefixes the document bound to it.
    ///
    /// ```swift
    /// for namespace in statistics.namespaces {
    ///     print(namespace.uri, namespace.prefixes)   // http://purl.org/dc/elements/1.1/ ["dc"]
    /// }
    /// ```
    public struct Namespace: Sendable, Hashable {
        /// The namespace URI.
        public let uri: String
        /// The prefixes used for this URI in names or declarations, sorted; `""` stands for the
        /// default namespace (`xmlns="…"`).
        public let prefixes: [String]
    }

    /// Parses `input` to its end and returns what it contains.
    ///
    /// The input is streamed: files and descriptors are read in blocks of
    /// ``XMLInput/blockSize`` bytes and nothing is built but the tallies. Nothing recurses, and
    /// the limits of `options` bound memory as they do in a read.
    ///
    /// ```swift
    /// let statistics = try XMLStatistics.collect(from: .file(path)) { read, total in
    ///     if let total { print("\(read * 100 / max(total, 1))%") }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - input: The document to read.
    ///   - options: The encoding, external entities and limits to apply (``XMLReader/Options``):
    ///     depth, attributes, total bytes, markup, DTD and entity limits end the pass with the same
    ///     ``XMLReadError/Kind/limit(_:)`` errors as a read. The limits on what a read collects or
    ///     keeps (text length, replay and unknown-content bytes) do not apply, since nothing is kept.
    ///   - progress: Called after each block with the bytes consumed so far and the input's total
    ///     size when it is known in advance (memory, regular files), on the calling thread.
    /// - Throws: ``XMLReadError`` with kind ``XMLReadError/Kind/malformed(code:reason:)`` and the
    ///   line, column and open element path of the problem when the input is not well-formed, or
    ///   ``XMLReadError/Kind/io(_:)`` when it cannot be read, or another kind when the options
    ///   refuse it (``XMLReadError/Kind/limit(_:)``, ``XMLReadError/Kind/unsupportedEncoding(_:)``).
    public static func collect(
        from input: XMLInput, options: XMLReader.Options = XMLReader.Options(),
        progress: ((_ bytesRead: Int, _ totalBytes: Int?) -> Void)? = nil
    ) throws -> XMLStatistics {
        if let statistics = try collectInParallel(from: input, options: options, progress: progress) {
            return statistics
        }
        return try collectInOrder(from: input, options: options, progress: progress)
    }

    /// The pass on the calling thread alone.
    static func collectInOrder(
        from input: XMLInput, options: XMLReader.Options,
        progress: ((_ bytesRead: Int, _ totalBytes: Int?) -> Void)?
    ) throws -> XMLStatistics {
        let driver = try ExpatDriver(options: options)
        let total = progress == nil ? nil : input.knownSize
        return try StatisticsCollector.withCollector(StatisticsCollector(driver: driver, options: options)) {
            collector in
            // Pumped here rather than through `XMLInput.feed` so that the final chunk is reported
            // too and the byte count is exact.
            var pump = try input.makePump()
            var reported = 0
            while true {
                let step = try pump.next(driver)
                guard step.parsed else { throw collector.pointee.errorAfterStop() }
                if let progress, pump.consumed != reported {
                    reported = pump.consumed
                    progress(reported, total)
                }
                if step.finished { break }
            }
            return collector.pointee.statistics(byteCount: pump.consumed)
        }
    }

    /// Assembled by ``StatisticsCollector`` at the end of a pass.
    init(
        elementCount: Int, attributeCount: Int, maxDepth: Int, textByteCount: Int, byteCount: Int,
        elementNames: [ElementName], namespaces: [Namespace]
    ) {
        self.elementCount = elementCount
        self.attributeCount = attributeCount
        self.maxDepth = maxDepth
        self.textByteCount = textByteCount
        self.byteCount = byteCount
        self.elementNames = elementNames
        self.namespaces = namespaces
    }
}
