// The benchmark corpus: a deterministic GData-style Atom feed of any number of entries, streamed
// to a file descriptor in large writes. Same entries and seed, same bytes, on every machine.

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes a GData-style Atom feed for benchmarks.
///
/// The feed uses the Atom namespace as default namespace plus the `gd`, `openSearch` and `app`
/// extensions. Each entry has a `gd:etag` attribute with `&quot;` entities, `id`, `published`,
/// `updated`, `app:edited`, two or three categories (the first a `#kind` category), a title with an
/// `&amp;` entity (non-ASCII in about a quarter of them), HTML content with escaped markup and a
/// CDATA section, two to four links, one or two authors, `gd:rating` (attributes only),
/// `gd:visible`, `gd:count`, sometimes `gd:where`, and sometimes an extension element that no
/// model maps.
///
/// ```swift
/// let bytes = try CorpusGenerator(entries: 1_000, seed: 7).write(toFile: "/tmp/feed.xml")
/// ```
///
/// Entry *i* depends only on the seed and *i*, so a smaller corpus with the same seed holds the
/// same first entries. Output runs well above 200 MB/s: bytes are built in a 4 MiB buffer and
/// written in blocks.
public struct CorpusGenerator: Sendable {
    /// Entries per megabyte (10⁶ bytes) of output, measured: an entry is 1.86 kB on average.
    public static let entriesPerMegabyte = 537

    /// The default number of entries: a file of about 100 MB.
    public static let defaultEntries = 53_700

    /// The default seed.
    public static let defaultSeed: UInt64 = 1

    /// How many `entry` elements the feed holds.
    public var entries: Int
    /// The seed of the pseudo-random choices.
    public var seed: UInt64

    /// Creates a generator of `entries` entries from `seed`.
    public init(entries: Int = CorpusGenerator.defaultEntries, seed: UInt64 = CorpusGenerator.defaultSeed) {
        self.entries = max(0, entries)
        self.seed = seed
    }

    /// The number of entries that makes a file of about `megabytes` × 10⁶ bytes.
    public static func entries(forMegabytes megabytes: Double) -> Int {
        max(1, Int((megabytes * Double(entriesPerMegabyte)).rounded()))
    }

    /// A failed write to the output.
    public struct WriteError: Error, CustomStringConvertible {
        /// The `errno` of the failed call.
        public var errno: Int32
        /// What failed, for `open` failures the path.
        public var context = "write"

        /// The context and the system's message for the error.
        public var description: String {
            "\(context): \(String(cString: strerror(errno)))"
        }
    }

    /// Writes the feed to an open file descriptor, which stays open.
    ///
    /// - Returns: The number of bytes written.
    @discardableResult
    public func write(to descriptor: Int32) throws -> Int {
        let writer = ByteWriter(descriptor: descriptor)
        writeHeader(writer)
        for index in 0..<entries {
            try writer.makeRoom()
            writeEntry(index, writer)
        }
        try writer.makeRoom()
        writer.append("</feed>\n")
        try writer.flush()
        return writer.total
    }

    /// Creates (or truncates) the file at `path` and writes the feed into it.
    ///
    /// - Returns: The number of bytes written.
    @discardableResult
    public func write(toFile path: String) throws -> Int {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard descriptor >= 0 else { throw WriteError(errno: errno, context: path) }
        defer { close(descriptor) }
        return try write(to: descriptor)
    }

    /// The XML declaration, the root start tag with every namespace, and the feed's own elements.
    private func writeHeader(_ out: ByteWriter) {
        out.append(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <feed xmlns="http://www.w3.org/2005/Atom" xmlns:gd="http://schemas.google.com/g/2005" \
            xmlns:openSearch="http://a9.com/-/spec/opensearch/1.1/" xmlns:app="http://www.w3.org/2007/app" \
            xmlns:xb="urn:example:xylem-bench" gd:etag="W/&quot;CorpusFeed
            """)
        out.append(Int(truncatingIfNeeded: seed % 1_000_000))
        out.append(".&quot;\">\n  <id>tag:example.com,2026:feed-")
        out.append(Int(truncatingIfNeeded: seed % 1_000_000))
        out.append(
            """
            </id>
              <updated>2026-01-01T00:00:00.000Z</updated>
              <title type="text">Xylem benchmark feed &amp; friends</title>
              <subtitle type="html">A &lt;em&gt;generated&lt;/em&gt; corpus</subtitle>
              <link rel="self" type="application/atom+xml" href="https://example.com/feeds/default"/>
              <author>
                <name>Corpus Generator</name>
                <email>corpus@example.com</email>
              </author>
              <generator version="1.0" uri="https://example.com/xylem">XylemBenchKit</generator>
              <openSearch:totalResults>
            """)
        out.append(entries)
        out.append(
            "</openSearch:totalResults>\n  <openSearch:startIndex>1</openSearch:startIndex>\n  <openSearch:itemsPerPage>"
        )
        out.append(entries)
        out.append("</openSearch:itemsPerPage>\n")
    }
}
