// The XMLCoder write contender: the benchmark model read whole with Xylem and turned into
// XMLCoder's Codable types (untimed), then encoded by XMLEncoder into the document's Data.

import BenchKit
import Foundation
import XMLCoder
import Xylem

extension ContenderLabel {
    /// XMLCoder's `XMLEncoder` encoding the benchmark model.
    static let xmlCoderWrite = ContenderLabel(key: "write-xmlcoder", name: "XMLCoder XMLEncoder")
}

extension BenchmarkContender {
    /// XMLCoder's `XMLEncoder` on the same entries as the benchmark model, with the Atom and Google
    /// Data namespaces declared on the root and an XML declaration; the timed part is `encode`,
    /// which makes the whole document as `Data`, and handing it to the output.
    static let xmlCoderWrite = BenchmarkContender(.xmlCoderWrite) { path, consumer in
        try WriteRun.run(path, consumer) { path in
            let feed = try XMLReader().read(BenchmarkFeed.self, from: .file(path))
            return (CoderFeed(feed), feed.entries.count)
        } write: { feed, output in
            let data = try XMLEncoder().encode(
                feed, withRootKey: "feed",
                rootAttributes: ["xmlns": BenchmarkNamespaces.atom, "xmlns:gd": BenchmarkNamespaces.gd],
                header: XMLHeader(version: 1.0, encoding: "UTF-8"))
            try data.withUnsafeBytes { try output.write($0) }
        }
    }
}
