// The XMLCoder contender: the whole file as Data, decoded by XMLDecoder into Decodable types, then
// converted to the benchmark model and folded into the checksum.

import BenchKit
import Foundation
import XMLCoder

extension BenchmarkContender {
    /// XMLCoder's `XMLDecoder` on the file's `Data`. On Linux it parses with `XMLParser(data:)`,
    /// which fails on inputs over 10,000,000 bytes.
    ///
    /// `trimValueWhitespaces` is off: with the default (on), XMLCoder drops text chunks that are
    /// only whitespace, so `north &amp; Ελληνικά` decodes as `north &Ελληνικά`.
    static let xmlCoder = BenchmarkContender(key: "xmlcoder", name: "XMLCoder XMLDecoder", byteLimit: linuxDataLimit) {
        path, consumer in
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        let feed = try XMLDecoder(trimValueWhitespaces: false).decode(CoderFeed.self, from: data)
        var sink = BenchmarkSink(consumer)
        for entry in feed.entry { sink.take(entry.model) }
        return sink.result
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
