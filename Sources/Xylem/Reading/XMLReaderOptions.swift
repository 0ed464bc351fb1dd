// The knobs of a read: strictness, the document's encoding, external entities, and the limits
// that keep hostile input bounded. Every limit has a safe default; see the README's
// "Hostile input" section for why each exists.

extension XMLReader {
    /// What a read does when text does not convert to the mapped type.
    public enum ConversionFailurePolicy: Sendable, Equatable {
        /// Stop at the first failure and throw it (the default).
        case fail
        /// Leave the property unchanged, record a warning, and finish the read.
        case skip
    }

    /// Settings for a read: strictness, encoding, external entities and limits.
    ///
    /// The defaults are safe for input from anywhere: no external entity or DTD is ever loaded,
    /// entity expansion is bounded, and every limit below ends a read that exceeds it with an
    /// ``XMLReadError`` of kind ``XMLReadError/Kind/limit(_:)`` naming the limit.
    ///
    /// ```swift
    /// var options = XMLReader.Options()
    /// options.maxTotalBytes = 10_000_000      // refuse anything larger than 10 MB
    /// options.encoding = "windows-1252"       // the HTTP header said so
    /// let feed = try XMLReader(options: options).read(Feed.self, from: body)
    /// ```
    public struct Options: Sendable {
        /// What to do when text does not convert. Defaults to ``ConversionFailurePolicy/fail``.
        public var conversionFailures: ConversionFailurePolicy = .fail
        /// The most warnings a read keeps; later ones are left out (the handler still sees them).
        public var maxWarnings = 1_000
        /// Called with each warning as the read records it, before the record it belongs to is
        /// handed over: the way streaming reads (``XMLRecordSequence``) see warnings as they
        /// happen. Called on the reading thread, for every warning, past ``maxWarnings`` too.
        public var warningHandler: (@Sendable (XMLReadError) -> Void)?

        // MARK: Malformed input

        /// What a read does with input that is not well-formed XML: stop at the first error (the
        /// default, ``MalformedInputPolicy/fail``), or mend it and read on
        /// (``MalformedInputPolicy/repair``, which ``feedReading`` sets). See also
        /// ``maxRepairs`` and ``maxRepairRereadBytes``.
        public var malformedInput = MalformedInputPolicy.fail
        /// The limits of a repairing read (``maxRepairs``, ``maxRepairRereadBytes``).
        var repairLimits = RepairLimits()

        // MARK: Leniency (bundled in ``feedReading``)

        /// How names whose prefix no declaration binds are read. Defaults to
        /// ``UndeclaredPrefixPolicy/reject``.
        public var undeclaredPrefixes = UndeclaredPrefixPolicy.reject
        /// Whether a document whose document type names the RSS 0.91 DTD or an XHTML 1.x DTD knows
        /// the HTML 4 entities those DTDs declare (`&eacute;`, `&nbsp;`, `&mdash;`), from a table
        /// built into Xylem: no DTD is loaded. Default false.
        public var builtInHTMLEntities = false
        /// How the encoding a document declares (and ``encoding``) is named. Defaults to
        /// ``EncodingLabelPolicy/iana``.
        public var encodingLabels = EncodingLabelPolicy.iana

        // MARK: Encoding

        /// The document's encoding when it is known from outside (an HTTP `charset`, a database
        /// column), overriding its XML declaration; nil (the default) trusts the document's byte
        /// order mark and declaration. Any name the system's `iconv` knows is accepted.
        public var encoding: String?

        // MARK: External entities

        /// Loads external entities and external DTD subsets. Nil by default: they are never
        /// loaded, no file is opened and no URL is fetched, and a reference to an external entity
        /// reads as nothing. Install a resolver only for trusted documents.
        public var externalEntityResolver: XMLExternalEntityResolver?

        // MARK: Limits

        /// The deepest element nesting accepted (the root is level 1). Default 10,000.
        public var maxDepth = 10_000
        /// The most input bytes a read accepts, counted before any transcoding; nil (the default)
        /// for no limit.
        public var maxTotalBytes: Int?
        /// The most attributes on one element, defaults from a DTD included. Default 10,000.
        public var maxAttributes = 10_000
        /// The most text collected at once for the values being read (a text or raw-XML value and
        /// the own text of the objects around it), in bytes. Default 64 MiB. Collection stops at
        /// the limit and the read fails at the next tag.
        public var maxTextLength = 64 * 1024 * 1024
        /// The longest single piece of markup the parser must hold whole: a start tag with its
        /// attributes, an element name, a comment, a processing instruction, a declaration.
        /// Text is streamed and not subject to it. Default 10 MiB.
        public var maxMarkupLength = 10 * 1024 * 1024
        /// The longest document type declaration (`<!DOCTYPE …>` with its internal subset), in
        /// bytes. Default 1 MiB.
        public var maxDTDLength = 1024 * 1024
        /// The longest chain of entity references inside entity values (`&a;` whose value holds
        /// `&b;` …). Default 40. Deep chains are refused before they are expanded.
        public var maxEntityNesting = 40
        /// How many times entity expansion may multiply the input (expat's billion-laughs
        /// protection): output bytes per input byte, checked once ``entityAmplificationThreshold``
        /// bytes have been expanded. Default 100; values below 1 count as 1.
        public var maxEntityAmplification = 100.0
        /// How many bytes entity expansion may produce before ``maxEntityAmplification`` is
        /// enforced. Default 8 MiB.
        public var entityAmplificationThreshold = 8 * 1024 * 1024
        /// The most bytes of events kept for one element whose type is chosen by a kind category
        /// (see ``XMLKinds``) before the category is seen. Default 4 MiB.
        public var maxReplayBytes = 4 * 1024 * 1024
        /// The most bytes of unknown content kept at once in one unknown element's tree (see
        /// ``XMLExtensionPoint``). Default 16 MiB.
        public var maxUnknownBytes = 16 * 1024 * 1024

        // MARK: Unknown content

        /// Whether unmapped elements and attributes are kept in types whose ``XMLExtensionPoint`` line
        /// asks for it. Default ``UnknownContentPolicy/keep``; ``UnknownContentPolicy/ignore``
        /// reads faster when nothing will be written back.
        public var unknownContent = UnknownContentPolicy.keep

        // MARK: Threads

        /// How many threads a streamed record read or a statistics pass may use (see
        /// ``Parallelism``). Default ``Parallelism/sequential``: the caller's thread alone.
        public var parallelism = Parallelism.sequential

        /// The default options: strict conversions, no external entities, safe limits.
        public init() {}
    }

    /// What a read does with elements and attributes that no description or extension maps,
    /// in types that keep unknown content.
    public enum UnknownContentPolicy: Sendable {
        /// Keep them as ``XMLElementNode`` and ``XMLAttributeNode`` values, for writing back.
        case keep
        /// Pass over them, as in types that do not keep unknown content.
        case ignore
    }
}
