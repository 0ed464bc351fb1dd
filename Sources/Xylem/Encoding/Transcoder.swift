// Streaming conversion of a document to UTF-8 for expat, for encodings expat cannot read itself.
// Characters split across chunks are carried over; an invalid byte sequence becomes a 0xFF byte,
// which expat rejects at exactly that place, so the error gets expat's line, column and element
// path. Byte offsets in expat's UTF-8 are mapped back to the original bytes on demand.

/// Converts one document from its encoding to UTF-8, chunk by chunk.
final class Transcoder {
    /// Where the first invalid byte sequence was found.
    struct InvalidSequence {
        /// Its offset in the original input.
        let offset: Int
        /// The bytes that make it invalid.
        let bytes: [UInt8]
        /// Where the 0xFF standing for it is in the UTF-8 given to expat.
        let utf8Index: Int
    }

    /// The encoding's name as declared or configured.
    let source: String
    private let converter: any UTF8Conversion
    /// Bytes to drop at the start (a byte order mark that iconv must not see twice).
    private var skip: Int
    /// The end of a character cut by a chunk boundary, waiting for the next chunk.
    private var carry: [UInt8] = []
    /// The UTF-8 of the last chunk, reused between chunks.
    private(set) var output: [UInt8] = []
    /// Original bytes converted so far (a carried-over partial character is not counted).
    private(set) var consumed = 0
    /// UTF-8 bytes produced so far.
    private(set) var produced = 0
    private(set) var invalid: InvalidSequence?
    /// Whether an invalid sequence becomes U+FFFD and conversion goes on (a repairing read), rather
    /// than ending it.
    var substitutesInvalid = false
    /// The sequences replaced so far and not taken yet: where their U+FFFD starts in the UTF-8
    /// output, counted from the first byte converted, and their bytes.
    var substituted: [(utf8Index: Int, bytes: [UInt8])] = []

    init?(source: String, skip: Int) {
        guard let converter = UTF8Conversions.make(from: source) else { return nil }
        self.source = source
        self.converter = converter
        self.skip = skip
    }

    /// Converts `bytes` (after anything carried over) into ``output``. After an invalid
    /// sequence, `output` ends with a 0xFF byte and nothing more is converted.
    func convert(_ bytes: UnsafeRawBufferPointer, isFinal: Bool) {
        output.removeAll(keepingCapacity: true)
        guard invalid == nil else { return }
        var bytes = bytes
        if skip > 0 {
            let dropped = min(skip, bytes.count)
            skip -= dropped
            consumed += dropped
            bytes = UnsafeRawBufferPointer(rebasing: bytes[dropped...])
        }
        if carry.isEmpty {
            convertRun(bytes)
        } else {
            joinCarry(bytes)
        }
        if isFinal, invalid == nil {
            if carry.isEmpty {
                flushState()
            } else {
                // The document ends inside a character.
                if substitutesInvalid { consumed += substitute(carry) } else { markInvalid(carry) }
                carry.removeAll()
            }
        }
        produced += output.count
    }

    /// Finishes the character cut by the last chunk boundary with the first bytes of `bytes`,
    /// then converts the rest of `bytes` in place.
    private func joinCarry(_ bytes: UnsafeRawBufferPointer) {
        // No character is longer than 16 bytes, so the carried bytes and the next 16 complete it.
        let window = carry + bytes.prefix(16)
        let carried = carry.count
        carry.removeAll()
        let converted = window.withUnsafeBytes { convertRun($0) }
        guard invalid == nil, bytes.count > 16 else { return }
        if converted < carried {
            carry = Array(window[converted...]) + Array(bytes.dropFirst(16))
            return
        }
        carry.removeAll()  // a tail cut by the window's end, not the input's: it is converted below
        convertRun(UnsafeRawBufferPointer(rebasing: bytes[(converted - carried)...]))
    }

    /// Converts a run of input, appending to `output`; leaves an incomplete tail in `carry` and
    /// records an invalid sequence. Returns how many bytes of `run` were converted.
    @discardableResult
    private func convertRun(_ run: UnsafeRawBufferPointer) -> Int {
        var position = 0
        while position < run.count {
            let room = max(64, (run.count - position) * 3 + 16)
            let start = output.count
            output.append(contentsOf: repeatElement(0, count: room))
            let (used, made, stop) = output.withUnsafeMutableBytes { buffer in
                converter.convert(
                    UnsafeRawBufferPointer(rebasing: run[position...]),
                    into: UnsafeMutableRawBufferPointer(rebasing: buffer[start..<start + room]))
            }
            output.removeLast(room - made)
            position += used
            consumed += used
            switch stop {
            case .complete, .outputFull:
                continue
            case .incomplete:
                carry = Array(run[position...])
                return position
            case .invalid:
                let sequence = Array(run[position..<min(position + 8, run.count)])
                guard substitutesInvalid else {
                    markInvalid(sequence)
                    return position
                }
                let length = substitute(sequence)
                position += length
                consumed += length
            }
        }
        return run.count
    }

    /// Ends a stateful encoding's output (an escape back to ASCII).
    private func flushState() {
        var tail = [UInt8](repeating: 0, count: 32)
        let count = tail.withUnsafeMutableBytes { converter.finish(into: $0) } ?? 0
        output.append(contentsOf: tail[..<count])
    }

    /// Writes U+FFFD for the invalid sequence at the start of `bytes` and remembers it; returns
    /// its length.
    private func substitute(_ bytes: [UInt8]) -> Int {
        let length = max(1, invalidLength(bytes))
        substituted.append((utf8Index: produced + output.count, bytes: Array(bytes.prefix(length))))
        output.append(contentsOf: [0xEF, 0xBF, 0xBD])
        converter.reset()
        return length
    }

    private func markInvalid(_ bytes: [UInt8]) {
        let length = invalidLength(bytes)
        invalid = InvalidSequence(
            offset: consumed, bytes: Array(bytes.prefix(length)), utf8Index: produced + output.count)
        output.append(0xFF)
    }

    /// How many of `bytes` (which start at an invalid sequence) it takes for a fresh converter to
    /// refuse them: the same however the input was split, unlike what happened to follow.
    private func invalidLength(_ bytes: [UInt8]) -> Int {
        guard let probe = UTF8Conversions.make(from: source), bytes.count > 1 else { return min(1, bytes.count) }
        var output = [UInt8](repeating: 0, count: 64)
        for length in 1...bytes.count {
            let stop = bytes.withUnsafeBytes { input in
                output.withUnsafeMutableBytes {
                    probe.convert(UnsafeRawBufferPointer(rebasing: input[..<length]), into: $0).stop
                }
            }
            probe.reset()
            switch stop {
            case .invalid: return length
            case .incomplete: continue
            case .complete, .outputFull: return 1
            }
        }
        return bytes.count  // the input ends inside a character: all of it
    }

    /// The offset in the original input of the byte at `utf8Index` in expat's UTF-8, given the
    /// UTF-8 from that byte to the end of what was transcoded: that text is encoded back and
    /// its length taken from the original bytes consumed. Nil when it does not encode back, or
    /// when the encoding is stateful (its bytes for a text depend on what precedes it).
    func originalOffset(ofUTF8Index utf8Index: Int, rest: UnsafeRawBufferPointer) -> Int? {
        var base = consumed
        var remaining = rest
        if let invalid {
            if utf8Index == invalid.utf8Index { return invalid.offset }
        }
        if let invalid {
            // The 0xFF standing for the invalid sequence ends the output: count back from it.
            if utf8Index < invalid.utf8Index, utf8Index + rest.count == invalid.utf8Index + 1 {
                base = invalid.offset
                remaining = UnsafeRawBufferPointer(rebasing: rest.dropLast())
            }
        }
        guard let length = UTF8Conversions.sourceLength(of: remaining, in: source) else { return nil }
        return max(0, base - length)
    }
}
