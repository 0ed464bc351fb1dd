// Test helpers for documents in other encodings: text encoded with the system's iconv (so that
// expected bytes do not come from the code under test), and documents built around it.

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

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
