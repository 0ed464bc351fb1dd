// What the transcoder needs of a conversion to UTF-8: the system's iconv, or a decoder of Xylem's
// own for an encoding that browsers decode otherwise than iconv does (WHATWGBig5Decoder.swift).

/// Converts one encoding's bytes to UTF-8, a piece at a time. Not for use by two threads at once.
protocol UTF8Conversion: AnyObject {
    /// Converts from `input` into `output`; returns how many bytes of each were used and why it
    /// stopped.
    func convert(
        _ input: UnsafeRawBufferPointer, into output: UnsafeMutableRawBufferPointer
    ) -> (consumed: Int, produced: Int, stop: Iconv.Stop)

    /// Writes what a stateful encoding needs to return to its initial state; returns the bytes
    /// written, or nil when `output` is too small.
    func finish(into output: UnsafeMutableRawBufferPointer) -> Int?

    /// Returns the conversion to its initial state, dropping any partial input.
    func reset()
}

extension Iconv: UTF8Conversion {}

enum UTF8Conversions {
    /// A fresh conversion from `source` (an encoding name as the catalog knows it) to UTF-8, or
    /// nil when neither Xylem nor iconv knows the name.
    static func make(from source: String) -> (any UTF8Conversion)? {
        if source == WHATWGBig5Decoder.name { return WHATWGBig5Decoder() }
        return Iconv(from: source, to: "UTF-8")
    }

    /// How many bytes of `source` the UTF-8 text `utf8` was converted from, or nil when that
    /// cannot be told: the text is encoded back (a stateless encoding gives a character the same
    /// bytes wherever it stands).
    static func sourceLength(of utf8: UnsafeRawBufferPointer, in source: String) -> Int? {
        if source == WHATWGBig5Decoder.name { return WHATWGBig5Decoder.sourceLength(of: utf8) }
        guard !EncodingCatalog.isStateful(source), let encoder = Iconv(from: "UTF-8", to: source) else { return nil }
        var remaining = utf8
        var length = 0
        var scratch = [UInt8](repeating: 0, count: 4096)
        while !remaining.isEmpty {
            let (used, made, stop) = scratch.withUnsafeMutableBytes { encoder.convert(remaining, into: $0) }
            length += made
            remaining = UnsafeRawBufferPointer(rebasing: remaining[used...])
            if stop == .invalid || stop == .incomplete { return nil }
        }
        length += scratch.withUnsafeMutableBytes { encoder.finish(into: $0) } ?? 0
        return length
    }
}
