// The Xylem write contenders: a feed read whole into a model (untimed), then written back from
// the model's descriptions through the public writing API, with an XML declaration, compact.

import Xylem
import XylemAtom

extension ContenderLabel {
    /// The benchmark model's feed written from its descriptions.
    public static let xylemWrite = ContenderLabel(
        key: "write-xylem", name: "Xylem, benchmark model from its descriptions")
    /// The XylemAtom model, unknown content kept, written back.
    public static let xylemAtomWrite = ContenderLabel(key: "write-xylem-atom", name: "XylemAtom feed, unknowns kept")
    /// Foundation's `XMLDocument` serializing the tree it read (`xmlData`). Its code is in the
    /// program `xylem-bench-foundation`.
    public static let foundationDOMWrite = ContenderLabel(
        key: "write-xmldocument", name: "Foundation XMLDocument.xmlData")
}

extension BenchmarkContender {
    /// The benchmark model (``BenchmarkFeed``) read whole, then written from its descriptions.
    public static let xylemWrite = BenchmarkContender(.xylemWrite) { path, consumer in
        try WriteRun.run(path, consumer) { path in
            let feed = try XMLReader().read(BenchmarkFeed.self, from: .file(path))
            return (feed, feed.entries.count)
        } write: { feed, output in
            var writer = XMLWriter(to: output)
            try writer.startDocument()
            try writer.write(feed, as: "feed")
            try writer.finish()
        }
    }

    /// The whole `XylemAtom` feed, every entry of its kind type with its unknown content, written
    /// back with `write(to:)`: whatever XylemAtom writes with, from its descriptions where it has
    /// them.
    public static let xylemAtomWrite = BenchmarkContender(.xylemAtomWrite) { path, consumer in
        try WriteRun.run(path, consumer) { path in
            let feed = try XMLReader().read(AtomFeed.self, from: .file(path))
            return (feed, feed.entries.count)
        } write: { feed, output in
            var writer = XMLWriter(to: output)
            try writer.startDocument()
            try feed.write(to: &writer)
            try writer.finish()
        }
    }

    /// The write contenders of `xylem bench` that need no more than Xylem. The table adds
    /// Foundation's (``ContenderLabel/foundationDOMWrite``), measured by a program of its own.
    public static let standardWrites: [BenchmarkContender] = [xylemWrite, xylemAtomWrite]
}
