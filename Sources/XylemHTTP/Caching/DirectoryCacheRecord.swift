// What a directory cache keeps per URL besides the body: the metadata file's contents and the
// names of the files of an entry, derived from the URL by a hash that is the same in every run.

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The contents of an entry's metadata file.
struct DirectoryCacheRecord: Codable, Equatable {
    /// The layout of the file; a file of another layout is no entry.
    static let currentFormat = 1

    var format = DirectoryCacheRecord.currentFormat
    /// The URL the entry is for: another URL with the same hash must not get it.
    var url: String
    var metadata: HTTPCacheEntry.Metadata
    /// The body file's name in the directory.
    var bodyFile: String
    /// The body file's length: another length means the body is not this record's.
    var bodyBytes: Int

    init(url: String, metadata: HTTPCacheEntry.Metadata, bodyFile: String, bodyBytes: Int) {
        self.url = url
        self.metadata = metadata
        self.bodyFile = bodyFile
        self.bodyBytes = bodyBytes
    }

    /// The record in a metadata file's bytes; nil when they are not one of this layout.
    init?(decoding bytes: [UInt8]) {
        guard let record = try? JSONDecoder().decode(DirectoryCacheRecord.self, from: Data(bytes)),
            record.format == Self.currentFormat, record.bodyBytes >= 0
        else { return nil }
        self = record
    }

    /// The file's bytes.
    func encoded() -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        // Strings, optionals and integers always encode: there is no float to fail on.
        return Array(try! encoder.encode(self))
    }
}

/// The names of one URL's files.
struct CacheFileNames {
    /// The URL's hash, in hexadecimal: the prefix of all its files' names.
    let key: String

    init(url: String) {
        key = Self.hexadecimal(Self.fnv1a64(url.utf8))
    }

    /// The metadata file.
    var metadata: String { key + ".json" }

    /// A committed body.
    func body(token: String) -> String { key + "." + token + ".body" }

    /// A body being written.
    func temporaryBody(token: String) -> String { body(token: token) + ".tmp" }

    /// Metadata being written.
    func temporaryMetadata(token: String) -> String { key + "." + token + ".json.tmp" }

    /// Whether `name` is a committed body of this key: a metadata file never names a file
    /// outside the directory or of another entry.
    func isBodyFile(_ name: String) -> Bool {
        let prefix = key + "."
        let suffix = ".body"
        guard name.hasPrefix(prefix), name.hasSuffix(suffix) else { return false }
        let token = name.utf8.dropFirst(prefix.utf8.count).dropLast(suffix.utf8.count)
        return token.count == 16 && token.allSatisfy(Self.isHexadecimalDigit)
    }

    /// A token no other writer picks: 64 random bits.
    static func newToken() -> String { hexadecimal(UInt64.random(in: .min ... .max)) }

    /// FNV-1a, 64 bits: a hash that stays the same across runs, unlike `Hasher`'s.
    static func fnv1a64(_ bytes: some Sequence<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xcbf29ce484222325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash &*= 0x100000001b3
        }
        return hash
    }

    /// 16 lowercase hexadecimal digits.
    static func hexadecimal(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    private static func isHexadecimalDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
    }
}
