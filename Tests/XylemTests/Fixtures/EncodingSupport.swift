// Test helpers for documents in other encodings: text encoded with the system's iconv (so that
// expected bytes do not come from the code under test), and documents built around it.

import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Whether the system's iconv converts between UTF-8 and every one of `encodings`.
func xylemIconvKnows(_ encodings: [String]) -> Bool {
    encodings.allSatisfy { encoding in
        guard let descriptor = iconv_open(encoding, "UTF-8"), Int(bitPattern: descriptor) != -1 else { return false }
        iconv_close(descriptor)
        return true
    }
}

extension Trait where Self == ConditionTrait {
    /// For tests of encodings that glibc's iconv knows and other iconv libraries may lack (GNU
    /// libiconv, which Darwin uses, has the EBCDIC code pages only when built with its extra
    /// encodings). With glibc the test always runs, so that a missing conversion module fails
    /// it; elsewhere it runs where the system's iconv has them all, and is skipped, saying so,
    /// where it does not.
    static func needsGlibcIconv(_ encodings: String...) -> Self {
        #if canImport(Glibc)
        .enabled(if: true)
        #else
        .enabled(
            if: xylemIconvKnows(encodings),
            Comment(
                rawValue: "this system's iconv lacks \(encodings.joined(separator: ", ")), which glibc's has"))
        #endif
    }
}

/// `text` encoded in `encoding` by iconv; fails the test run if iconv cannot do it.
func xylemEncode(_ text: String, as encoding: String) -> [UInt8] {
    let descriptor = iconv_open(encoding, "UTF-8")
    guard let descriptor, Int(bitPattern: descriptor) != -1 else { fatalError("iconv does not know \(encoding)") }
    defer { iconv_close(descriptor) }
    var input = Array(text.utf8)
    var output = [UInt8](repeating: 0, count: input.count * 4 + 16)
    let produced = input.withUnsafeMutableBytes { inputBytes in
        output.withUnsafeMutableBytes { outputBytes in
            var inPointer = inputBytes.baseAddress?.assumingMemoryBound(to: CChar.self)
            var inLeft = inputBytes.count
            var outPointer = outputBytes.baseAddress?.assumingMemoryBound(to: CChar.self)
            var outLeft = outputBytes.count
            guard iconv(descriptor, &inPointer, &inLeft, &outPointer, &outLeft) != -1 else {
                fatalError("iconv cannot write \(text) in \(encoding)")
            }
            _ = iconv(descriptor, nil, nil, &outPointer, &outLeft)
            return outputBytes.count - outLeft
        }
    }
    return Array(output[..<produced])
}

/// A document declaring `encoding`, its body encoded in it.
func xylemDocument(_ body: String, encoding: String) -> [UInt8] {
    xylemEncode("<?xml version=\"1.0\" encoding=\"\(encoding)\"?>\n" + body, as: encoding)
}

/// Every way of cutting `bytes` into two chunks, plus a few three-chunk splits, plus single bytes.
func xylemSplits(_ bytes: [UInt8]) -> [[[UInt8]]] {
    var splits: [[[UInt8]]] = [bytes.map { [$0] }]
    for cut in 0...bytes.count {
        splits.append([Array(bytes[..<cut]), Array(bytes[cut...])])
    }
    for cut in stride(from: 1, to: bytes.count, by: 7) {
        let second = min(bytes.count, cut + 3)
        splits.append([Array(bytes[..<cut]), Array(bytes[cut..<second]), Array(bytes[second...])])
    }
    return splits
}
