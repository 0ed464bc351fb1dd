// A streaming mender of XML that is not well-formed, in front of expat in a repairing read. It
// passes well-formed input through unchanged (so that a read started over over it meets the same
// events up to the first damage) and rewrites only what expat would refuse: undefined entities,
// a bare '&' or '<', invalid bytes, forbidden characters, stray and missing end tags, broken
// attributes, misplaced declarations and truncation. Each mend is recorded in a RepairLog and a
// marker is written where it was made (see RepairLog). Newlines are never added or removed, so
// line numbers stay those of the document; columns after a mend on the same line may shift.
//
// Input is decoded into units first: ASCII bytes, whole UTF-8 characters, and (where a byte is
// not valid UTF-8) the character windows-1252 gives that byte, as browsers decode it. The state
// machine then works on units, in +Content, +Tags and +Markup.

/// Mends a document's bytes (UTF-8, or an ASCII-compatible single-byte encoding) as they stream.
///
/// Its state is touched by the one thread that feeds it, through methods that call nothing
/// outside the filter, so no two accesses to a property can overlap: the stored properties skip
/// the runtime's exclusivity checks, which cost more than the copying itself. Debug builds check
/// instead that ``push(_:isFinal:)`` is never entered twice at once.
final class RepairFilter {
    /// How the bytes encode characters.
    enum Form {
        case utf8
        /// One byte per character, ASCII included (ISO-8859-1, windows-1252 and the like).
        case singleByte
    }

    enum State {
        case text
        case lessThan
        case bang
        case comment
        case cdata
        case processingTarget
        case processingData
        case doctype
        case startName
        case inTag
        case attributeName
        case afterAttributeName
        case beforeValue
        case quotedValue
        case unquotedValue
        case tagSlash
        case endName
        case afterEndName
        case reference
        /// After content that follows the root element: everything is dropped.
        case droppingRest
    }

    let form: Form
    let log: RepairLog
    /// Whether the read knows HTML 4's entities in documents whose type names a DTD that declares
    /// them (``XMLReader/Options/builtInHTMLEntities``), and whether this document's does.
    let builtInHTMLEntities: Bool
    @exclusivity(unchecked) var htmlEntitiesDeclared = false
    let maxRepairs: Int
    let maxDTDLength: Int

    /// What the filter wrote since it last handed its output over.
    @exclusivity(unchecked) var output: [UInt8] = []

    // Position of the unit being handled: line (1-based), characters before it on its line,
    // byte offset in the input.
    @exclusivity(unchecked) var line = 1
    @exclusivity(unchecked) var column = 0
    @exclusivity(unchecked) var offset = 0
    @exclusivity(unchecked) var afterCR = false
    /// The byte offset of the unit being handled.
    @exclusivity(unchecked) var unitOffset = 0

    // Decoding.
    @exclusivity(unchecked) private var pendingBytes: [UInt8] = []
    @exclusivity(unchecked) private var pendingNeed = 0
    /// Whether a UTF-8 sequence is unfinished (the fast path then waits).
    var pendingSequence: Int { pendingNeed }
    @exclusivity(unchecked) private var pendingOffset = 0

    @exclusivity(unchecked) var state = State.text
    /// Where the construct being read (a tag, a reference, a comment) started.
    @exclusivity(unchecked) var markLine = 1
    @exclusivity(unchecked) var markColumn = 1
    @exclusivity(unchecked) var markOffset = 0

    /// The open elements.
    @exclusivity(unchecked) var openNames = OpenElements()
    @exclusivity(unchecked) var rootStarted = false
    @exclusivity(unchecked) var rootEnded = false
    /// Whether anything was written yet (an XML declaration must come first).
    @exclusivity(unchecked) var wroteAnything = false
    @exclusivity(unchecked) var sawDoctype = false
    /// Entities the internal subset declares (general ones).
    @exclusivity(unchecked) var declaredEntities: Set<[UInt8]> = []
    /// Whether the document type names an external subset or uses parameter entities.
    @exclusivity(unchecked) var entitiesMayBeDeclaredElsewhere = false

    /// The highest repair id recorded and the highest one a marker covers.
    @exclusivity(unchecked) var lastRepair = 0
    @exclusivity(unchecked) private var lastMarked = 0
    /// Set when the repairs passed ``maxRepairs``.
    @exclusivity(unchecked) private(set) var exceededLimit = false

    // Scratch state of the constructs (see the extensions).
    @exclusivity(unchecked) var name: [UInt8] = []
    @exclusivity(unchecked) var scratch: [UInt8] = []
    @exclusivity(unchecked) var quote: UInt8 = 0
    @exclusivity(unchecked) var runCount = 0
    @exclusivity(unchecked) var tagHadGarbage = false
    /// The attributes of the start tag being read, to find duplicates.
    @exclusivity(unchecked) var attributeNames = OpenElements()
    @exclusivity(unchecked) var skippingAttribute = false
    @exclusivity(unchecked) var needsSpace = false
    @exclusivity(unchecked) var spaceAfterName: [UInt8] = []
    @exclusivity(unchecked) var slashInValue = false
    @exclusivity(unchecked) var referenceReturn = State.text
    @exclusivity(unchecked) var doctypeBracketDepth = 0
    @exclusivity(unchecked) var doctypeInComment = false
    @exclusivity(unchecked) var processingIsDeclaration = false
    /// The XML declaration after `<?xml`, held until it is whole.
    @exclusivity(unchecked) var declaration: [UInt8] = []
    @exclusivity(unchecked) var droppingProcessing = false
    /// Whether a "<?" that starts no instruction is being dropped, up to the next '>'.
    @exclusivity(unchecked) var bogusProcessing = false

    init(form: Form, log: RepairLog, builtInHTMLEntities: Bool, maxRepairs: Int, maxDTDLength: Int) {
        self.form = form
        self.log = log
        self.builtInHTMLEntities = builtInHTMLEntities
        self.maxRepairs = maxRepairs
        self.maxDTDLength = maxDTDLength
    }

    #if DEBUG
    /// Whether ``push(_:isFinal:)`` is running (the check that stands for the exclusivity checks).
    private var isPushing = false
    #endif

    /// Invalid sequences of a transcoded document that the transcoder replaced by U+FFFD: where
    /// each U+FFFD starts in the filter's input, and what to say of it.
    @exclusivity(unchecked) private var substitutions: [(offset: Int, reason: String)] = []
    @exclusivity(unchecked) private var nextSubstitution = Int.max

    /// Takes note of sequences the transcoder replaced, to report each where the filter meets it.
    func noteSubstitutions(_ sequences: [(utf8Index: Int, bytes: [UInt8])], encoding: String) {
        for (index, bytes) in sequences {
            let shown = bytes.map { "0x" + String($0, radix: 16, uppercase: true) }.joined(separator: " ")
            substitutions.append(
                (index, "\(bytes.count == 1 ? "byte" : "bytes") \(shown) not valid \(encoding): read as U+FFFD"))
        }
        nextSubstitution = substitutions.first?.offset ?? Int.max
    }

    /// Reports the replaced sequence whose U+FFFD starts at the current offset.
    private func reportSubstitution() {
        let (_, reason) = substitutions.removeFirst()
        nextSubstitution = substitutions.first?.offset ?? Int.max
        repair(code: 4, reason: reason, merging: "substituted", at: (line, column + 1, offset))
    }

    /// Mends `bytes`, the next piece of the document, into ``output``; with `isFinal`, also ends
    /// what the document left open. Returns false once the repairs passed the limit.
    func push(_ bytes: UnsafeRawBufferPointer, isFinal: Bool) -> Bool {
        #if DEBUG
        precondition(!isPushing, "a repair filter entered twice at once")
        isPushing = true
        defer { isPushing = false }
        #endif
        output.reserveCapacity(output.count + bytes.count + bytes.count / 8)
        var index = 0
        while index < bytes.count {
            // A run stops at the next replaced sequence, which is reported where it stands.
            let end =
                nextSubstitution == Int.max ? bytes.count : min(bytes.count, index + max(0, nextSubstitution - offset))
            index = copyRun(bytes, from: index, to: end)
            guard index < bytes.count else { break }
            if offset == nextSubstitution { reportSubstitution() }
            decode(bytes[index])
            offset += 1
            index += 1
        }
        if isFinal { finish() }
        return !exceededLimit
    }

    /// Lends what was written to `body`, then starts a new piece in the same storage.
    func handOver(_ body: (UnsafeRawBufferPointer) -> Bool) -> Bool {
        defer { output.removeAll(keepingCapacity: true) }
        return output.withUnsafeBytes(body)
    }

    // MARK: Decoding

    private func decode(_ byte: UInt8) {
        if pendingNeed > 0 {
            if Self.continues(pendingBytes, with: byte) {
                pendingBytes.append(byte)
                pendingNeed -= 1
                if pendingNeed == 0 { finishSequence() }
                return
            }
            invalidSequence()
        }
        guard byte >= 0x80 else { return unit(UInt32(byte), at: offset) }
        guard form == .utf8 else { return unit(UInt32(byte), at: offset) }
        let need: Int
        switch byte {
        case 0xC2...0xDF: need = 1
        case 0xE0...0xEF: need = 2
        case 0xF0...0xF4: need = 3
        default:
            return invalidByte(byte, at: offset)
        }
        pendingBytes = [byte]
        pendingNeed = need
        pendingOffset = offset
    }

    /// Whether `byte` may follow `sequence` in valid UTF-8 (no overlong forms, no surrogates,
    /// nothing past U+10FFFF).
    private static func continues(_ sequence: [UInt8], with byte: UInt8) -> Bool {
        guard byte & 0xC0 == 0x80 else { return false }
        guard sequence.count == 1 else { return true }
        switch sequence[0] {
        case 0xE0: return byte >= 0xA0
        case 0xED: return byte <= 0x9F
        case 0xF0: return byte >= 0x90
        case 0xF4: return byte <= 0x8F
        default: return true
        }
    }

    private func finishSequence() {
        var scalar: UInt32
        switch pendingBytes.count {
        case 2: scalar = UInt32(pendingBytes[0] & 0x1F)
        case 3: scalar = UInt32(pendingBytes[0] & 0x0F)
        default: scalar = UInt32(pendingBytes[0] & 0x07)
        }
        for byte in pendingBytes.dropFirst() { scalar = scalar << 6 | UInt32(byte & 0x3F) }
        pendingBytes.removeAll(keepingCapacity: true)
        unit(scalar, at: pendingOffset)
    }

    /// The bytes of an unfinished sequence that the next byte does not continue: each is read
    /// as windows-1252 reads it.
    private func invalidSequence() {
        let bytes = pendingBytes
        let start = pendingOffset
        pendingBytes.removeAll(keepingCapacity: true)
        pendingNeed = 0
        for (index, byte) in bytes.enumerated() { invalidByte(byte, at: start + index) }
    }

    private func invalidByte(_ byte: UInt8, at byteOffset: Int) {
        let scalar = Self.windows1252(byte)
        repair(
            code: 4,
            reason: "byte 0x\(String(byte, radix: 16, uppercase: true)) is not UTF-8: read as windows-1252 "
                + Self.shown(scalar),
            merging: "invalid-byte", at: (line, column + 1, byteOffset))
        unit(scalar, at: byteOffset)
    }

    /// The character windows-1252 decodes `byte` (0x80 or above) to, as the WHATWG Encoding
    /// Standard defines it (its five unassigned bytes are the C1 controls of the same value).
    static func windows1252(_ byte: UInt8) -> UInt32 {
        guard byte >= 0x80, byte <= 0x9F else { return UInt32(byte) }
        return windows1252High[Int(byte) - 0x80]
    }

    private static let windows1252High: [UInt32] = [
        0x20AC, 0x81, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, 0x8D,
        0x017D, 0x8F, 0x90, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014, 0x02DC, 0x2122, 0x0161, 0x203A,
        0x0153, 0x9D, 0x017E, 0x0178,
    ]

    /// "U+00E9 (é)": a character as a warning shows it.
    static func shown(_ scalar: UInt32) -> String {
        let hex = String(scalar, radix: 16, uppercase: true)
        let code = "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        guard scalar >= 0x20, scalar != 0x7F, !(0x80...0x9F).contains(scalar), let character = Unicode.Scalar(scalar)
        else { return code }
        return "\(code) (\(Character(character)))"
    }

    // MARK: Units

    /// Handles one character.
    private func unit(_ scalar: UInt32, at byteOffset: Int) {
        unitOffset = byteOffset
        if Self.isForbidden(scalar) {
            repair(
                code: 4, reason: "character \(Self.shown(scalar)), which XML does not allow, removed",
                merging: "forbidden", at: (line, column + 1, byteOffset))
        } else {
            while !handle(scalar) {}
        }
        advance(scalar)
    }

    /// Whether XML 1.0 forbids the character in a document.
    static func isForbidden(_ scalar: UInt32) -> Bool {
        if scalar < 0x20 { return scalar != 0x09 && scalar != 0x0A && scalar != 0x0D }
        return scalar == 0xFFFE || scalar == 0xFFFF
    }

    private func advance(_ scalar: UInt32) {
        switch scalar {
        case 0x0A:
            if !afterCR { line += 1 }
            column = 0
            afterCR = false
        case 0x0D:
            line += 1
            column = 0
            afterCR = true
        default:
            column += 1
            afterCR = false
        }
    }

    /// Handles a character in the current state; false when the state changed and the character
    /// must be handled again in the new one.
    private func handle(_ scalar: UInt32) -> Bool {
        switch state {
        case .text: return text(scalar)
        case .lessThan: return lessThan(scalar)
        case .bang: return bang(scalar)
        case .comment: return comment(scalar)
        case .cdata: return cdata(scalar)
        case .processingTarget: return processingTarget(scalar)
        case .processingData: return processingData(scalar)
        case .doctype: return doctype(scalar)
        case .startName: return startName(scalar)
        case .inTag: return inTag(scalar)
        case .attributeName: return attributeName(scalar)
        case .afterAttributeName: return afterAttributeName(scalar)
        case .beforeValue: return beforeValue(scalar)
        case .quotedValue: return quotedValue(scalar)
        case .unquotedValue: return unquotedValue(scalar)
        case .tagSlash: return tagSlash(scalar)
        case .endName: return endName(scalar)
        case .afterEndName: return afterEndName(scalar)
        case .reference: return reference(scalar)
        case .droppingRest:
            if scalar == 0x0A || scalar == 0x0D { emit(scalar) }
            return true
        }
    }

    // MARK: Writing

    /// Writes a character.
    func emit(_ scalar: UInt32) {
        wroteAnything = true
        if skippingAttribute, scalar != 0x0A, scalar != 0x0D { return }
        if scalar < 0x80 || form == .singleByte {
            output.append(UInt8(truncatingIfNeeded: scalar))
            return
        }
        if scalar < 0x800 {
            output.append(UInt8(0xC0 | scalar >> 6))
        } else {
            if scalar < 0x10000 {
                output.append(UInt8(0xE0 | scalar >> 12))
            } else {
                output.append(UInt8(0xF0 | scalar >> 18))
                output.append(UInt8(0x80 | (scalar >> 12) & 0x3F))
            }
            output.append(UInt8(0x80 | (scalar >> 6) & 0x3F))
        }
        output.append(UInt8(0x80 | scalar & 0x3F))
    }

    /// Writes ASCII markup.
    func emit(_ ascii: StaticString) {
        wroteAnything = true
        if skippingAttribute { return }
        output.append(contentsOf: UnsafeBufferPointer(start: ascii.utf8Start, count: ascii.utf8CodeUnitCount))
    }

    func emit(bytes: [UInt8]) {
        wroteAnything = true
        if skippingAttribute { return }
        output.append(contentsOf: bytes)
    }

    /// Writes a character reference for `scalar`, which is safe in text and attribute values.
    func emitReference(_ scalar: UInt32) {
        emit("&#x")
        emit(bytes: Array(String(scalar, radix: 16, uppercase: true).utf8))
        emit(";")
    }

    // MARK: Repairs

    /// Records a repair at `place` (line, 1-based column, byte offset; the construct's start by
    /// default). `merging` names a kind of repair that counts once per line.
    func repair(code: Int, reason: String, merging: String? = nil, at place: (Int, Int, Int)? = nil) {
        let (line, column, byteOffset) = place ?? (markLine, markColumn, markOffset)
        let id = log.add(
            code: code, reason: reason, mergeKey: merging, line: line, column: column, byteOffset: byteOffset)
        lastRepair = max(lastRepair, id)
        if log.total > maxRepairs { exceededLimit = true }
        if state == .text { writeMarker() }
    }

    /// Writes a marker for the repairs not yet marked, where markers may stand: in content, or
    /// outside the root element once it has started or ended.
    func writeMarker() {
        guard lastRepair > lastMarked, rootStarted || rootEnded else { return }
        lastMarked = lastRepair
        output.append(contentsOf: "<?".utf8)
        output.append(contentsOf: RepairLog.markerTargetBytes)
        output.append(UInt8(ascii: " "))
        output.append(contentsOf: String(lastRepair).utf8)
        output.append(contentsOf: "?>".utf8)
    }

    /// Writes a marker before the root element's start tag, for repairs in the prolog.
    func writePrologMarker() {
        guard lastRepair > lastMarked else { return }
        lastMarked = lastRepair
        output.append(contentsOf: "<?".utf8)
        output.append(contentsOf: RepairLog.markerTargetBytes)
        output.append(contentsOf: " \(lastRepair)?>".utf8)
    }

    /// Remembers the current place as the start of a construct.
    func markHere() {
        markLine = line
        markColumn = column + 1
        markOffset = unitOffset
    }

    // MARK: End of input

    private func finish() {
        if pendingNeed > 0 { invalidSequence() }
        markHere()
        finishConstruct()
        guard !openNames.isEmpty else { return }
        let innermost = String(decoding: openNames.innermost ?? [], as: UTF8.self)
        let more = openNames.count > 1 ? " and \(openNames.count - 1) around it" : ""
        repair(
            code: 5, reason: "the input ends inside <\(innermost)>: it\(more) closed (truncated document)")
        writeMarker()
        while !openNames.isEmpty {
            emit("</")
            emit(bytes: Array(openNames.innermost ?? []))
            emit(">")
            openNames.pop()
        }
        rootEnded = true
    }
}
