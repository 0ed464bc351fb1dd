// Where a parallel read may cut its input: just after a '>' that only whitespace separates from
// a start tag named like the records. A cut is a guess, found in the bytes without parsing them:
// the same bytes may be inside a comment, a CDATA section or a processing instruction, which the
// parse of the slice before the cut finds out (see SliceWatch).

/// Finds candidate cuts in a document's bytes. Deterministic: every worker that looks for the
/// cut after an offset finds the same one, so slices tile the document without coordination.
struct RecordCutFinder: Sendable {
    /// The local names of the record elements (any prefix is accepted); nil for any element.
    let localNames: [[UInt8]]?

    /// The most whitespace between a '>' and the record's start tag for the pair to make a cut.
    static let maxWhitespace = 256
    /// The longest qualified name looked at.
    static let maxName = 512
    /// Bytes the first window reads from a file: a cut is usually a record's length away.
    static let firstWindowSize = 4 * 1024
    /// Bytes a window reads at most (each one reads twice as many as the one before).
    static let windowSize = 256 * 1024

    /// A finder for records named `name` (`entry`, `atom:entry`, `{uri}entry`; `*` for any).
    init(recordName name: String) {
        var local = Substring(name)
        if let brace = local.lastIndex(of: "}") { local = local[local.index(after: brace)...] }
        if let colon = local.lastIndex(of: ":") { local = local[local.index(after: colon)...] }
        localNames = local == "*" || local.isEmpty ? nil : [Array(local.utf8)]
    }

    /// A finder for records with any of `localNames`.
    init(localNames: [String]) {
        self.localNames = localNames.map { Array($0.utf8) }
    }

    /// Bytes needed after a '<' to decide whether it starts a candidate.
    private var lookahead: Int { 2 + Self.maxName }
    /// Bytes needed before a '<' to find the '>' of its cut.
    private static let lookbehind = maxWhitespace + 1

    // MARK: Searching

    /// The first cut `p` with `from <= p < limit`, or nil.
    func firstCut(in source: SliceSource, atOrAfter from: Int, below limit: Int) throws -> Int? {
        let from = max(0, from)
        let limit = min(limit, source.size + 1)
        guard from < limit else { return nil }
        // A cut at p has its '<' at most maxWhitespace + 1 bytes later.
        let tagLimit = min(source.size, limit + Self.maxWhitespace + 1)
        var tagStart = from
        var windowSize = Self.firstWindowSize
        while tagStart < tagLimit {
            let windowStart = max(0, tagStart - Self.lookbehind)
            let windowEnd = min(source.size, tagStart + windowSize + lookahead)
            windowSize = min(Self.windowSize, 2 * windowSize)
            let result: (cut: Int?, scannedTo: Int, passed: Bool) = try source.withBytes(windowStart..<windowEnd) {
                window in
                // Tags whose names reach past the window are looked at in the next one.
                let scanEnd = windowEnd == source.size ? windowEnd : windowEnd - lookahead
                var q = tagStart
                while q < min(scanEnd, tagLimit) {
                    guard let found = Self.nextOpen(in: window, base: windowStart, from: q, to: min(scanEnd, tagLimit))
                    else { return (nil, min(scanEnd, tagLimit), false) }
                    if let cut = cut(before: found, in: window, base: windowStart), cut >= from {
                        return cut < limit ? (cut, found, false) : (nil, found, true)
                    }
                    q = found + 1
                }
                return (nil, min(scanEnd, tagLimit), false)
            }
            if let cut = result.cut { return cut }
            if result.passed { return nil }
            guard result.scannedTo > tagStart else { return nil }
            tagStart = result.scannedTo
        }
        return nil
    }

    /// The last cut `p` with `from <= p < limit`, or nil.
    func lastCut(in source: SliceSource, atOrAfter from: Int, below limit: Int) throws -> Int? {
        let from = max(0, from)
        let limit = min(limit, source.size)
        // Tags are looked at from the end of the document back.
        var tagEnd = min(source.size, limit + Self.maxWhitespace + 1)
        var windowSize = Self.firstWindowSize
        while tagEnd > from {
            let windowStart = max(0, tagEnd - windowSize - Self.lookbehind)
            windowSize = min(Self.windowSize, 2 * windowSize)
            let windowEnd = min(source.size, tagEnd + lookahead)
            let scanStart = windowStart == 0 ? 0 : windowStart + Self.lookbehind
            let found: Int?? = try source.withBytes(windowStart..<windowEnd) { window in
                var q = tagEnd - 1
                while q >= max(scanStart, from) {
                    guard
                        let open = Self.previousOpen(
                            in: window, base: windowStart, from: q, downTo: max(scanStart, from))
                    else { return nil }
                    if let cut = cut(before: open, in: window, base: windowStart), cut < limit {
                        return cut >= from ? .some(cut) : .some(nil)
                    }
                    q = open - 1
                }
                return nil
            }
            if let found { return found }
            guard scanStart > from, scanStart < tagEnd else { return nil }
            tagEnd = scanStart
        }
        return nil
    }

    // MARK: One candidate

    /// The cut for a '<' at document offset `q` (the offset after the '>' before it), when the
    /// '<' starts a record start tag preceded by a '>' and whitespace only; nil otherwise.
    /// `window` holds the document's bytes from offset `base`.
    func cut(before q: Int, in window: UnsafeRawBufferPointer, base: Int) -> Int? {
        let index = q - base
        let nameStart = index + 1
        guard nameStart < window.count else { return nil }
        let first = window[nameStart]
        guard Self.startsName(first) else { return nil }
        var end = nameStart
        let nameLimit = min(window.count, nameStart + Self.maxName)
        while end < nameLimit, !Self.endsName(window[end]) { end += 1 }
        guard end < window.count, Self.endsName(window[end]) else { return nil }
        if let localNames {
            var localStart = end
            while localStart > nameStart, window[localStart - 1] != UInt8(ascii: ":") { localStart -= 1 }
            let local = UnsafeRawBufferPointer(rebasing: window[localStart..<end])
            guard localNames.contains(where: { $0.elementsEqual(local) }) else { return nil }
        }
        var before = index - 1
        while before >= 0, index - before <= Self.maxWhitespace, Self.isWhitespace(window[before]) { before -= 1 }
        guard before >= 0, window[before] == UInt8(ascii: ">") else { return nil }
        return base + before + 1
    }

    private static func nextOpen(in window: UnsafeRawBufferPointer, base: Int, from: Int, to: Int) -> Int? {
        var index = from - base
        let end = to - base
        while index < end {
            if window[index] == UInt8(ascii: "<") { return base + index }
            index += 1
        }
        return nil
    }

    private static func previousOpen(in window: UnsafeRawBufferPointer, base: Int, from: Int, downTo: Int) -> Int? {
        var index = from - base
        let end = downTo - base
        while index >= end {
            if window[index] == UInt8(ascii: "<") { return base + index }
            index -= 1
        }
        return nil
    }

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
    }

    /// Whether a byte can start an element name (so not `!`, `?`, `/`).
    private static func startsName(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"),
            UInt8(ascii: ":"), 0x80...0xFF:
            return true
        default:
            return false
        }
    }

    /// Whether a byte ends a start tag's name.
    private static func endsName(_ byte: UInt8) -> Bool {
        isWhitespace(byte) || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "/")
    }
}
