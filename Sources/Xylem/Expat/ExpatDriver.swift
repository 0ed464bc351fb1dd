// The only owner of an expat parser: creation without namespace processing (Xylem resolves names
// itself: see NamespaceResolver) with the safe settings
// (entity-amplification limits, no external entities unless a resolver is installed, Xylem's
// encoding handler) and answering "where am I" for errors and progress. Feeding is in
// ExpatDriver+Feeding (encodings, total bytes) and +Checkpoints (calls into expat, held input);
// DTD and entity handling in +Entities; error reasons in +Errors. Event handlers are installed by
// the sinks (ReadEngine, StatisticsCollector).

import CExpat

/// One expat parser, configured for Xylem's name format and safe defaults.
final class ExpatDriver {
    /// How the driver hands input to expat.
    enum FeedMode {
        /// The encoding is not decided yet; the first bytes are being looked at.
        case sniffing
        /// Bytes go to expat unchanged.
        case direct
        /// Bytes are transcoded to UTF-8 first.
        case transcoding(Transcoder)
    }

    /// The option values the driver enforces itself.
    struct Settings {
        let maxTotalBytes: Int?
        let maxMarkupLength: Int
        let maxDTDLength: Int
        let maxEntityNesting: Int
        let maxEntityAmplification: Double
        let resolver: XMLExternalEntityResolver?
        let encodingLabels: XMLReader.EncodingLabelPolicy
        let builtInHTMLEntities: Bool

        init(_ options: XMLReader.Options) {
            maxTotalBytes = options.maxTotalBytes
            maxMarkupLength = options.maxMarkupLength
            maxDTDLength = options.maxDTDLength
            maxEntityNesting = options.maxEntityNesting
            maxEntityAmplification = options.maxEntityAmplification >= 1 ? options.maxEntityAmplification : 1
            resolver = options.externalEntityResolver
            encodingLabels = options.encodingLabels
            builtInHTMLEntities = options.builtInHTMLEntities
        }
    }

    let parser: XML_Parser
    let settings: Settings

    /// A problem the driver found itself (a limit, an encoding, a resolver's error). The sink
    /// that reports it adds the position and element path.
    var failure: (kind: XMLReadError.Kind, underlying: (any Error)?)?

    // Feeding state (see ExpatDriver+Feeding.swift).
    var mode = FeedMode.sniffing
    /// The first bytes, kept while they are too few to decide the encoding.
    var prefix: [UInt8] = []
    /// Input bytes accepted, before any transcoding.
    var inputBytes = 0
    /// Bytes handed to expat (UTF-8 when transcoding): expat's byte indices count these.
    var parsedBytes = 0
    /// Bytes of that stream passed to ``deliver(_:isFinal:inExpatBuffer:)``: parsed or gathered.
    var deliveredBytes = 0
    /// Bytes held back from expat (a chunk's tail after its last '>', or the input while a long
    /// token is unfinished), and where in the stream they are parsed at the latest
    /// (see ExpatDriver+Checkpoints.swift).
    var gathered: [UInt8] = []
    /// The gathered bytes while expat parses them (see `parseGathered`).
    var gatheredInParse: [UInt8] = []
    var gatherUntil: Int?
    /// Whether gathering also ends at the next '>' (it holds a chunk's tail, not a long token).
    var gatherToTagEnd = false
    /// Where the last token expat has not finished starts, in `parsedBytes` terms.
    var lastEventIndex = 0
    /// How characters are laid out in the bytes expat reads (UTF-8 when transcoding), and the
    /// byte order of UTF-16 when it is known.
    var textFamily = TextFamily.utf8
    var utf16BigEndian: Bool?
    /// What ``buffer(count:)`` last returned.
    var expatBuffer: UnsafeMutableRawPointer?

    // DTD state (see ExpatDriver+Entities.swift).
    /// Where the document type declaration started, while it is open.
    var doctypeStart: Int?
    var entityGuard: EntityNestingGuard
    /// The parsers of external entities being read, innermost last.
    var entityParsers: [XML_Parser] = []
    /// Called after an external entity's parser is freed, with the names it handed out.
    var entityParserFreed: (() -> Void)?
    /// The text handler every external entity's parser gets. A read engine removes its handler
    /// from the main parser while text does not matter, and an entity's parser copies the main
    /// parser's handlers when it is made: this one keeps the entity's text coming.
    var entityTextHandler: XML_CharacterDataHandler?
    /// The prolog and epilog items, when the read records them (see DocumentMiscRecorder).
    var documentMisc: DocumentMiscRecorder?
    /// A repairing read's filter and log (see ExpatDriver+Repair.swift); nil in a strict read.
    var repairing: RepairingInput?
    /// What a parallel read watches in this parser, when it reads a slice (see SliceWatch).
    var sliceWatch: SliceWatch?
    /// The last encoding name expat asked Xylem about, and its table when it was single-byte.
    var askedEncoding: String?
    var singleByteTable: SingleByteTable?

    /// Creates a parser that reports names as written; the sinks resolve them (NamespaceResolver)
    /// into the "uri\u{1}local\u{1}prefix" form the rest of Xylem reads.
    init(options: XMLReader.Options = XMLReader.Options()) throws {
        guard let parser = XML_ParserCreate(nil) else {
            throw XMLReadError(kind: .io("expat could not allocate a parser"))
        }
        self.parser = parser
        settings = Settings(options)
        entityGuard = EntityNestingGuard(limit: options.maxEntityNesting)
        configure(options)
        if let encoding = options.encoding {
            try useEncoding(encoding)
        }
    }

    deinit {
        XML_ParserFree(parser)
    }

    /// Turns on the protections that need no handler of the sink's.
    private func configure(_ options: XMLReader.Options) {
        // Expat's own defaults are the same (100×, 8 MiB); setting them makes the options real.
        XML_SetBillionLaughsAttackProtectionMaximumAmplification(parser, Float(settings.maxEntityAmplification))
        XML_SetBillionLaughsAttackProtectionActivationThreshold(
            parser, UInt64(max(0, options.entityAmplificationThreshold)))
        let this = Unmanaged.passUnretained(self).toOpaque()
        XML_SetUnknownEncodingHandler(parser, expatUnknownEncodingHandler, this)
        if settings.resolver != nil || settings.builtInHTMLEntities {
            // Only with a resolver, or for the HTML entities of the DTDs that declare them (see
            // HTMLEntities): expat then asks for the external DTD subset and parameter entities.
            XML_SetParamEntityParsing(parser, XML_PARAM_ENTITY_PARSING_UNLESS_STANDALONE)
            XML_SetExternalEntityRefHandler(parser, expatExternalEntityHandler)
            XML_SetExternalEntityRefHandlerArg(parser, this)
        }
        disableExpatDeferral()
        // No XML_SetHashSalt: expat picks a random salt per parser, which is what defeats
        // hash-flooding with crafted names.
    }

    /// Hands `userData` to every handler.
    func setUserData(_ userData: UnsafeMutableRawPointer) {
        XML_SetUserData(parser, userData)
    }

    /// Parses bytes owned by the caller. Returns false when parsing stopped on an error or a limit.
    @discardableResult
    func parse(_ bytes: UnsafeRawBufferPointer, isFinal: Bool) -> Bool {
        feed(bytes, isFinal: isFinal, inExpatBuffer: false)
    }

    /// Whether input can be read straight into expat's buffer (``buffer(count:)``); false while
    /// transcoding, when it must be read elsewhere and passed to ``parse(_:isFinal:)``.
    var readsInPlace: Bool {
        if case .transcoding = mode { return false }
        if repairing != nil { return false }
        return gatherUntil == nil
    }

    /// A buffer inside expat to read up to `count` bytes into, avoiding a copy.
    func buffer(count: Int) -> UnsafeMutableRawPointer? {
        expatBuffer = XML_GetBuffer(parser, Int32(clamping: count))
        return expatBuffer
    }

    /// Parses `count` bytes previously written into ``buffer(count:)``.
    @discardableResult
    func parseBuffer(count: Int, isFinal: Bool) -> Bool {
        feed(UnsafeRawBufferPointer(start: expatBuffer, count: count), isFinal: isFinal, inExpatBuffer: true)
    }

    /// Stops parsing from inside a handler; the current `parse` call then returns false.
    func stop() {
        XML_StopParser(entityParsers.last ?? parser, 0)
    }

    /// Records a problem of the driver's own and stops the parser.
    @discardableResult
    func fail(_ kind: XMLReadError.Kind, underlying: (any Error)? = nil) -> Bool {
        if failure == nil { failure = (kind, underlying) }
        stop()
        return false
    }

    /// The 1-based line of the current event (or of the error after a failed parse).
    var line: Int { Int(XML_GetCurrentLineNumber(parser)) }
    /// The 1-based column, in characters, of the current event.
    var column: Int { Int(XML_GetCurrentColumnNumber(parser)) + 1 }
    /// The offset in the input of the current event, in the document's own bytes even when it
    /// is transcoded; -1 when unknown.
    var byteOffset: Int {
        let index = Int(XML_GetCurrentByteIndex(parser))
        guard index >= 0, case .transcoding(let transcoder) = mode else { return index }
        guard let (buffer, offset) = inputContext() else { return -1 }
        // Everything transcoded after the event: what expat holds, what is gathered for it, and
        // what a failed parse left of the last chunk's UTF-8.
        let undelivered = max(0, min(transcoder.output.count, transcoder.produced - parsedBytes - gathered.count))
        let rest = Array(buffer[offset...]) + gathered + transcoder.output.suffix(undelivered)
        return rest.withUnsafeBytes { transcoder.originalOffset(ofUTF8Index: index, rest: $0) } ?? -1
    }

    /// The bytes expat still holds (up to 1 KiB before the current event, and everything after
    /// it that it was given) and the event's offset in them; nil when expat keeps no context.
    func inputContext() -> (UnsafeRawBufferPointer, Int)? {
        var offset: Int32 = 0
        var size: Int32 = 0
        guard let base = XML_GetInputContext(parser, &offset, &size), offset >= 0, size >= offset else { return nil }
        return (UnsafeRawBufferPointer(start: base, count: Int(size)), Int(offset))
    }
}
