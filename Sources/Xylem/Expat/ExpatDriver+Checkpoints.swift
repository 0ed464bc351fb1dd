// Handing bytes to expat at fixed checkpoints. Every 256 KiB of the stream expat reads (counted
// from its start, whatever the chunks were) the driver looks at what expat is holding: the
// unfinished token and the open document type declaration must stay within their limits. Because
// checkpoints do not depend on chunking, neither do the errors; for the same reason a chunk is
// parsed up to its last '>' and its tail with the next chunk, so that expat never stops inside a
// token or a character that a whole read would have seen in one piece. While a long
// token is arriving, bytes are gathered and parsed at doubling intervals: expat 2.5.0 re-scans an
// unfinished token on every call, which small chunks would make quadratic (expat 2.6 "reparse
// deferral" does the same; it is switched off so that both versions behave alike).

import CExpat

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// `XML_SetReparseDeferralEnabled`, which only expat 2.6 and later (and patched 2.5 builds) have.
private struct ReparseDeferralSetter: @unchecked Sendable {
    typealias Function = @convention(c) (XML_Parser?, XML_Bool) -> XML_Bool
    let function: Function?

    static let shared: ReparseDeferralSetter = {
        guard let symbol = DynamicSymbol.address(of: "XML_SetReparseDeferralEnabled") else {
            return ReparseDeferralSetter(function: nil)
        }
        return ReparseDeferralSetter(function: unsafeBitCast(symbol, to: Function.self))
    }()
}

extension ExpatDriver {
    /// The distance between checkpoints, in bytes of the stream expat reads.
    static let checkpointInterval = XMLInput.blockSize
    /// An unfinished token this long at a checkpoint makes the driver gather bytes before parsing.
    static let gatheringThreshold = 64 * 1024
    /// How many bytes expat's first call gets at least (unless the input is shorter): expat
    /// guesses the encoding from them (a zero first or second byte means UTF-16, even after
    /// XML_SetEncoding), so they must arrive together however the input is split.
    static let firstParseLength = 4
    /// The most bytes gathered before parsing, whatever the token's length.
    static let maxGathered = 64 * 1024 * 1024

    /// `count` rounded up to a multiple of the checkpoint interval.
    private static func alignedUp(_ count: Int) -> Int {
        (count + checkpointInterval - 1) / checkpointInterval * checkpointInterval
    }

    /// Turns off expat's own reparse deferral where it exists: the driver defers itself, at
    /// checkpoints that do not depend on chunking.
    func disableExpatDeferral() {
        _ = ReparseDeferralSetter.shared.function?(parser, 0)
    }

    /// Hands bytes in expat's encoding to expat, in pieces that end at checkpoints, gathering
    /// them while a long token is unfinished. `inExpatBuffer`: the bytes were read into the
    /// space ``buffer(count:)`` returned.
    func deliver(_ bytes: UnsafeRawBufferPointer, isFinal: Bool, inExpatBuffer: Bool) -> Bool {
        var offset = 0
        while true {
            let left = bytes.count - offset
            if let until = gatherUntil {
                var taken = min(left, until - deliveredBytes)
                var tagEnded = false
                // Expat's first call must get the first few bytes whole (see firstParseLength).
                let searchFrom = offset + min(taken, max(0, Self.firstParseLength - deliveredBytes))
                if gatherToTagEnd,
                    let end = firstTagEnd(
                        in: bytes, from: searchFrom, to: offset + taken, streamOffset: deliveredBytes - offset)
                {
                    taken = end - offset
                    tagEnded = true
                }
                gathered.append(contentsOf: bytes[offset..<offset + taken])
                offset += taken
                deliveredBytes += taken
                let final = isFinal && offset == bytes.count
                guard deliveredBytes == until || tagEnded || final else { return true }
                if inExpatBuffer && offset < bytes.count {
                    // Parsing from a copy may move expat's buffer, where the rest still is.
                    let rest = Array(bytes[offset...])
                    guard parseGathered(isFinal: false) else { return false }
                    gatherUntil = nil
                    gatherToTagEnd = false
                    if deliveredBytes % Self.checkpointInterval == 0, !checkpoint() { return false }
                    return rest.withUnsafeBytes { deliver($0, isFinal: isFinal, inExpatBuffer: false) }
                }
                guard parseGathered(isFinal: final) else { return false }
                gatherUntil = nil
                gatherToTagEnd = false
                if deliveredBytes % Self.checkpointInterval == 0, !checkpoint() { return false }
                if final { return true }
            } else {
                let taken = min(left, Self.checkpointInterval - deliveredBytes % Self.checkpointInterval)
                let final = isFinal && offset + taken == bytes.count
                if taken == 0 && !final { return true }
                // A chunk that ends elsewhere than at a checkpoint is parsed up to its last '>'
                // and the rest handed over with the next one: expat reports some errors
                // differently when a call ends inside a token or a character.
                var kept = 0
                if !final && taken == left && (deliveredBytes + taken) % Self.checkpointInterval != 0 {
                    kept = bytesAfterLastTagEnd(UnsafeRawBufferPointer(rebasing: bytes[offset..<offset + taken]))
                    if deliveredBytes + taken - kept < Self.firstParseLength { kept = taken }
                }
                let piece = UnsafeRawBufferPointer(rebasing: bytes[offset..<offset + taken - kept])
                if !piece.isEmpty || final {
                    guard parse(piece, isFinal: final, inExpatBuffer: inExpatBuffer) else { return false }
                }
                offset += piece.count
                deliveredBytes += piece.count
                if kept > 0 {
                    // Gathered until the next '>', no later than the next checkpoint.
                    gatherUntil = Self.alignedUp(deliveredBytes + 1)
                    gatherToTagEnd = true
                    continue
                }
                if piece.count > 0, deliveredBytes % Self.checkpointInterval == 0, !checkpoint() { return false }
                if final || offset == bytes.count { return true }
                if inExpatBuffer && gatherUntil != nil {
                    // Gathering parses from a copy, which may move expat's buffer: copy the rest first.
                    let rest = Array(bytes[offset...])
                    return rest.withUnsafeBytes { deliver($0, isFinal: isFinal, inExpatBuffer: false) }
                }
            }
        }
    }

    /// Where the first '>' in `bytes[start..<end]` ends (the index after it), or nil; in UTF-16 only
    /// a whole code unit counts. `streamOffset` is the stream offset of `bytes[0]`.
    private func firstTagEnd(in bytes: UnsafeRawBufferPointer, from start: Int, to end: Int, streamOffset: Int) -> Int?
    {
        guard textFamily == .utf16 else {
            return bytes[start..<end].firstIndex(of: UInt8(ascii: ">")).map { $0 + 1 }
        }
        guard let bigEndian = utf16BigEndian else { return nil }
        var index = start
        if (streamOffset + index) % 2 == 1 { index += 1 }
        while index + 2 <= end {
            let (first, second) = (bytes[index], bytes[index + 1])
            if bigEndian ? (first == 0 && second == 0x3E) : (first == 0x3E && second == 0) { return index + 2 }
            index += 2
        }
        return nil
    }

    /// How many bytes at the end of `bytes` (which start at stream offset `deliveredBytes`) follow
    /// its last '>' (all of them when there is none). In UTF-16 the '>' must be a whole code
    /// unit; when the byte order is unknown nothing is kept back.
    private func bytesAfterLastTagEnd(_ bytes: UnsafeRawBufferPointer) -> Int {
        var index = bytes.count
        guard textFamily == .utf16 else {
            while index > 0 {
                if bytes[index - 1] == UInt8(ascii: ">") { return bytes.count - index }
                index -= 1
            }
            return bytes.count
        }
        guard let bigEndian = utf16BigEndian else { return 0 }
        // Code units start at even stream offsets (a byte order mark is two bytes).
        if (deliveredBytes + index) % 2 == 1 { index -= 1 }
        while index >= 2 {
            let (first, second) = (bytes[index - 2], bytes[index - 1])
            if bigEndian ? (first == 0 && second == 0x3E) : (first == 0x3E && second == 0) {
                return bytes.count - index
            }
            index -= 2
        }
        return bytes.count
    }

    /// Parses the gathered bytes. They leave `gathered` first: while expat parses them it holds
    /// them, and an error raised from a handler meanwhile must not count them twice when its byte
    /// offset is mapped back to a transcoded document's bytes (see `byteOffset`).
    private func parseGathered(isFinal: Bool) -> Bool {
        swap(&gathered, &gatheredInParse)
        defer { gatheredInParse.removeAll(keepingCapacity: gatheredInParse.count <= Self.checkpointInterval) }
        return gatheredInParse.withUnsafeBytes { parse($0, isFinal: isFinal, inExpatBuffer: false) }
    }

    /// One call into expat.
    private func parse(_ bytes: UnsafeRawBufferPointer, isFinal: Bool, inExpatBuffer: Bool) -> Bool {
        parsedBytes += bytes.count
        if inExpatBuffer {
            // The bytes follow what expat already has, in its own buffer: parse them in place.
            return XML_ParseBuffer(parser, Int32(bytes.count), isFinal ? 1 : 0) != XML_STATUS_ERROR
        }
        let pointer = bytes.baseAddress?.assumingMemoryBound(to: CChar.self)
        return XML_Parse(parser, pointer, Int32(bytes.count), isFinal ? 1 : 0) != XML_STATUS_ERROR
    }

    /// At a checkpoint: fails when the unfinished token or the open document type declaration
    /// has grown past its limit, and decides whether to gather bytes before the next parse.
    private func checkpoint() -> Bool {
        let index = Int(XML_GetCurrentByteIndex(parser))
        if index >= 0 { lastEventIndex = index }
        let held = parsedBytes - lastEventIndex
        if held > settings.maxMarkupLength {
            return fail(.limit(.markupLength(settings.maxMarkupLength)))
        }
        if let start = doctypeStart, parsedBytes - start > settings.maxDTDLength {
            return fail(.limit(.dtdLength(settings.maxDTDLength)))
        }
        if held >= Self.gatheringThreshold {
            sliceWatch?.heldLongToken = true
            // Parse again once as many bytes as the token has arrived, at a checkpoint, but no
            // later than the checkpoint where the token would be too long.
            var until = deliveredBytes + Self.alignedUp(min(held, Self.maxGathered))
            until = min(until, Self.alignedUp(lastEventIndex + settings.maxMarkupLength + 1))
            if let start = doctypeStart { until = min(until, Self.alignedUp(start + settings.maxDTDLength + 1)) }
            gatherUntil = max(until, deliveredBytes + Self.checkpointInterval)
        } else {
            gatherUntil = nil
        }
        return true
    }
}
