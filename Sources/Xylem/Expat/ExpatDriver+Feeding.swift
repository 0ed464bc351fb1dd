// The way in: the total-bytes limit, then the encoding gate (look at the first bytes, then pass
// bytes through unchanged or transcode them to UTF-8). UTF-8, UTF-16, ISO-8859-1, US-ASCII and
// single-byte documents go to expat without a copy of Xylem's. ExpatDriver+Checkpoints.swift
// hands the result to expat.

import CExpat

extension ExpatDriver {
    /// Uses `label` as the document's encoding whatever it declares (``XMLReader/Options/encoding``),
    /// read as ``XMLReader/Options/encodingLabels`` says.
    func useEncoding(_ label: String) throws {
        var name = label
        if settings.encodingLabels == .whatwg, let encoding = WHATWGEncodingLabels.encoding(forLabel: label) {
            name = encoding
        }
        switch EncodingCatalog.support(for: name) {
        case .expat:
            XML_SetEncoding(parser, name)
            textFamily = EncodingSniffer.family(ofExpatEncoding: name)
            switch name.uppercased() {
            case "UTF-16BE": utf16BigEndian = true
            case "UTF-16LE": utf16BigEndian = false
            default: break
            }
            mode = .direct
        case .singleByte:
            XML_SetEncoding(parser, name)
            textFamily = .singleByte
            mode = .direct
        case .utf8Alias:
            XML_SetEncoding(parser, "UTF-8")
            mode = .direct
        case .transcoded:
            guard let transcoder = Transcoder(source: name, skip: 0) else {
                throw XMLReadError(kind: .unsupportedEncoding(name))
            }
            XML_SetEncoding(parser, "UTF-8")
            mode = .transcoding(transcoder)
        case .unknown:
            throw XMLReadError(kind: .unsupportedEncoding(name))
        }
    }

    /// Applies the total-bytes limit, routes the bytes, then checks the limits on what expat holds.
    func feed(_ bytes: UnsafeRawBufferPointer, isFinal: Bool, inExpatBuffer: Bool) -> Bool {
        guard failure == nil else { return false }
        var bytes = bytes
        var isFinal = isFinal
        var exceeded: Int?
        if let maximum = settings.maxTotalBytes, inputBytes + bytes.count > maximum {
            // Parse what is allowed, so that the error points where the limit was crossed.
            bytes = UnsafeRawBufferPointer(rebasing: bytes[..<max(0, maximum - inputBytes)])
            isFinal = false
            exceeded = maximum
        }
        inputBytes += bytes.count
        guard route(bytes, isFinal: isFinal, inExpatBuffer: inExpatBuffer) else { return false }
        if let exceeded { return fail(.limit(.totalBytes(exceeded))) }
        return true
    }

    private func route(_ bytes: UnsafeRawBufferPointer, isFinal: Bool, inExpatBuffer: Bool) -> Bool {
        switch mode {
        case .direct:
            if repairing != nil { return deliverRepaired(bytes, isFinal: isFinal) }
            return deliver(bytes, isFinal: isFinal, inExpatBuffer: inExpatBuffer)
        case .transcoding(let transcoder):
            if repairing != nil { transcoder.substitutesInvalid = true }
            transcoder.convert(bytes, isFinal: isFinal)
            // After an invalid sequence the output ends with a 0xFF byte: parsing it as the final
            // piece makes expat report it, with its own line, column and path.
            let final = isFinal || transcoder.invalid != nil
            let parsed = transcoder.output.withUnsafeBytes {
                repairing != nil
                    ? deliverRepaired($0, isFinal: final) : deliver($0, isFinal: final, inExpatBuffer: false)
            }
            if parsed, let invalid = transcoder.invalid {
                return fail(
                    .malformed(
                        code: Int(XML_ERROR_INVALID_TOKEN.rawValue),
                        reason: Self.invalidSequenceReason(invalid, in: transcoder.source)))
            }
            return parsed
        case .sniffing:
            return sniff(bytes, isFinal: isFinal, inExpatBuffer: inExpatBuffer)
        }
    }

    /// Decides the encoding from the first bytes, keeping them while they are too few.
    private func sniff(_ bytes: UnsafeRawBufferPointer, isFinal: Bool, inExpatBuffer: Bool) -> Bool {
        if prefix.isEmpty,
            let decision = EncodingSniffer.decide(bytes, isFinal: isFinal, labels: settings.encodingLabels)
        {
            guard adopt(decision) else { return false }
            noteByteOrder(bytes)
            return route(bytes, isFinal: isFinal, inExpatBuffer: inExpatBuffer)
        }
        // Only the first `window` bytes can matter; the rest of this chunk stays where it is.
        let taken = min(bytes.count, max(0, EncodingSniffer.window - prefix.count))
        prefix.append(contentsOf: bytes[..<taken])
        let restIsFinal = isFinal
        let prefixIsFinal = isFinal && taken == bytes.count
        guard
            let decision = prefix.withUnsafeBytes({
                EncodingSniffer.decide($0, isFinal: prefixIsFinal, labels: settings.encodingLabels)
            })
        else {
            return true
        }
        guard adopt(decision) else { return false }
        prefix.withUnsafeBytes { noteByteOrder($0) }
        let buffered = prefix
        prefix = []
        // The rest must be copied if it sits in expat's buffer, which parsing the prefix may move.
        let rest = inExpatBuffer && taken < bytes.count ? Array(bytes[taken...]) : nil
        guard buffered.withUnsafeBytes({ route($0, isFinal: prefixIsFinal, inExpatBuffer: false) }) else {
            return false
        }
        guard taken < bytes.count else { return true }
        if let rest {
            return rest.withUnsafeBytes { route($0, isFinal: restIsFinal, inExpatBuffer: false) }
        }
        return route(UnsafeRawBufferPointer(rebasing: bytes[taken...]), isFinal: restIsFinal, inExpatBuffer: false)
    }

    /// Remembers the byte order of a UTF-16 document from its first bytes, as expat reads them:
    /// big-endian when the first byte is 0 or starts the byte order mark FE FF.
    private func noteByteOrder(_ first: UnsafeRawBufferPointer) {
        guard textFamily == .utf16, let byte = first.first else { return }
        utf16BigEndian = byte == 0x00 || byte == 0xFE
    }

    /// Switches to the feed mode a decision calls for.
    private func adopt(_ decision: EncodingDecision) -> Bool {
        switch decision {
        case .expat(let family):
            textFamily = family
            mode = .direct
        case .utf8:
            XML_SetEncoding(parser, "UTF-8")
            mode = .direct
        case .named(let name):
            XML_SetEncoding(parser, name)
            textFamily = .singleByte
            mode = .direct
        case .transcode(let source, let skip):
            guard let transcoder = Transcoder(source: source, skip: skip) else {
                return fail(.unsupportedEncoding(source))
            }
            XML_SetEncoding(parser, "UTF-8")
            mode = .transcoding(transcoder)
        case .unsupported(let name):
            return fail(.unsupportedEncoding(name))
        }
        return true
    }

    /// The reason for an invalid byte sequence in a transcoded document.
    static func invalidSequenceReason(_ invalid: Transcoder.InvalidSequence, in encoding: String) -> String {
        let shown = invalid.bytes.map { "0x" + String($0, radix: 16, uppercase: true).leftPadded(to: 2) }
        return "invalid \(encoding): " + (shown.count == 1 ? "byte " : "bytes ") + shown.joined(separator: " ")
    }
}

extension String {
    /// The string with zeros in front, up to `width` characters.
    func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
