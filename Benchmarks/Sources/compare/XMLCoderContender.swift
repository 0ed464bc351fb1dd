// The XMLCoder contender: the whole file as Data, decoded by XMLDecoder into Decodable types, then
// converted to the benchmark model and folded into the checksum.

import Foundation
import XMLCoder
import XylemBenchKit

extension BenchmarkContender {
    /// XMLCoder's `XMLDecoder` on the file's `Data`. On Linux it parses with `XMLParser(data:)`,
    /// which fails on inputs over 10,000,000 bytes.
    ///
    /// `trimValueWhitespaces` is off: with the default (on), XMLCoder drops text chunks that are
    /// only whitespace, so `north &amp; Ελληνικά` decodes as `north &Ελληνικά`.
    static let xmlCoder = BenchmarkContender(key: "xmlcoder", name: "XMLCoder XMLDecoder", byteLimit: linuxDataLimit) { path in
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        let feed = try XMLDecoder(trimValueWhitespaces: false).decode(CoderFeed.self, from: data)
        var checksum = BenchmarkChecksum()
        for entry in feed.entry { checksum.add(entry.model) }
        return BenchmarkResult(checksum)
    }

    /// The input limit of `XMLParser(data:)`: 10,000,000 bytes on Linux, none elsewhere.
    static var linuxDataLimit: Int? {
        #if os(Linux)
        return 10_000_000
        #else
        return nil
        #endif
    }
}
