// Helpers shared by the suites: catching a read's error, naming error kinds, temporary files,
// and a thread-safe log for completion hooks.

import Foundation
import Synchronization
import Testing
import Xylem

extension XMLReadError.Kind {
    /// The case name alone, so that tests can assert the kind without its payload.
    var name: String {
        switch self {
        case .malformed: "malformed"
        case .conversion: "conversion"
        case .unexpectedForm: "unexpectedForm"
        case .userCode: "userCode"
        case .io: "io"
        case .limit: "limit"
        case .unsupportedEncoding: "unsupportedEncoding"
        case .invalidDescription: "invalidDescription"
        case .unexpectedRoot: "unexpectedRoot"
        case .missingRequired: "missingRequired"
        case .recordPathNotFound: "recordPathNotFound"
        case .repaired: "repaired"
        case .nothingMatched: "nothingMatched"
        }
    }

    /// The limit a `.limit` error names, or nil for other kinds.
    var exceededLimit: XMLReadError.Limit? {
        if case .limit(let limit) = self { return limit }
        return nil
    }

    /// The expat error code of a malformation, or nil for other kinds.
    var malformedCode: Int? {
        if case .malformed(let code, _) = self { return code }
        return nil
    }
}

/// Reads `xml` as `T` and returns the `XMLReadError` the read must throw.
func xylemReadError<T: XMLReadable>(
    _ type: T.Type, from input: XMLInput, reader: XMLReader = XMLReader(),
    sourceLocation: SourceLocation = #_sourceLocation
) throws -> XMLReadError {
    try #require(throws: XMLReadError.self, sourceLocation: sourceLocation) {
        _ = try reader.read(type, from: input)
    }
}

/// Reads `xml` as `T` and returns the `XMLReadError` the read must throw.
func xylemReadError<T: XMLReadable>(
    _ type: T.Type, from xml: String, reader: XMLReader = XMLReader(),
    sourceLocation: SourceLocation = #_sourceLocation
) throws -> XMLReadError {
    try xylemReadError(type, from: .string(xml), reader: reader, sourceLocation: sourceLocation)
}

/// A reader that records conversion failures as warnings instead of throwing.
func xylemLenientReader() -> XMLReader {
    var options = XMLReader.Options()
    options.conversionFailures = .skip
    return XMLReader(options: options)
}

/// A file in the temporary directory, removed by `remove()`.
struct XylemTempFile {
    let url: URL

    init(contents: Data, suffix: String = ".xml") throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("xylem-test-\(UUID().uuidString)\(suffix)")
        try contents.write(to: url)
    }

    init(contents: String) throws {
        try self.init(contents: Data(contents.utf8))
    }

    var path: String { url.path }

    func remove() {
        try? FileManager.default.removeItem(at: url)
    }
}

/// A thread-safe log that completion hooks append to, found through a task-local so that tests
/// running in parallel each see only their own entries.
final class XylemHookLog: Sendable {
    @TaskLocal static var current: XylemHookLog?

    private let storage = Mutex<[String]>([])

    var entries: [String] { storage.withLock { $0 } }

    func append(_ entry: String) {
        storage.withLock { $0.append(entry) }
    }

    /// Appends to the log of the running test, if it installed one.
    static func record(_ entry: String) {
        current?.append(entry)
    }
}

/// Bytes of a string in UTF-16 with a byte-order mark.
func xylemUTF16Bytes(_ string: String, bigEndian: Bool) -> [UInt8] {
    var bytes: [UInt8] = bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]
    for unit in Array(string.utf16) {
        let high = UInt8(unit >> 8)
        let low = UInt8(unit & 0xFF)
        bytes += bigEndian ? [high, low] : [low, high]
    }
    return bytes
}

/// Splits bytes into chunks of `size` (the last may be shorter).
func xylemChunked(_ bytes: [UInt8], size: Int) -> [[UInt8]] {
    stride(from: 0, to: bytes.count, by: size).map { Array(bytes[$0..<min($0 + size, bytes.count)]) }
}

/// The parent suite of every core-reader test, so that they can be run together with
/// `swift test --filter CoreReaderTests`.
@Suite("Core reader")
enum CoreReaderTests {}

/// A small deterministic random generator (SplitMix64), for property tests that must name a
/// reproducible input when they fail.
struct SeededRandom: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}
