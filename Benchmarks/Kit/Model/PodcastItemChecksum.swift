// The podcast race's proof that its contenders read the same items: the fields every podcast
// reader needs, folded into a BenchmarkChecksum item by item, in document order.

/// The fields of one podcast item that the podcast race's contenders compare.
public struct PodcastItemFields: Sendable, Equatable {
    /// The `guid`.
    public var guid = ""
    /// The title, entities decoded.
    public var title = ""
    /// `pubDate` as seconds since 1970 (UTC); `Int.min` when it did not read.
    public var published = Int.min
    /// The first enclosure's URL and length in bytes.
    public var enclosureURL = ""
    /// The first enclosure's length in bytes; -1 when absent.
    public var enclosureLength = -1
    /// `itunes:duration` in seconds; -1 when absent or unreadable.
    public var duration = -1
    /// `itunes:episode`; -1 when absent.
    public var episode = -1
    /// `itunes:explicit` read as a yes (`yes`, `true`, `explicit`).
    public var explicit = false

    /// Empty fields, filled in by a contender.
    public init() {}
}

extension BenchmarkChecksum {
    /// Folds a podcast item into the checksum.
    public mutating func add(_ item: PodcastItemFields) {
        countEntry()
        hash(item.guid)
        hash(item.title)
        hash(item.published)
        hash(item.enclosureURL)
        hash(item.enclosureLength)
        hash(item.duration)
        hash(item.episode)
        hash(item.explicit ? 1 : 0)
    }
}

/// Receives a podcast contender's items: counts them (the timed runs) or folds them into a
/// checksum (the verification run).
public struct PodcastSink {
    private let consumer: BenchmarkConsumer
    private var count = 0
    private var checksum = BenchmarkChecksum()

    /// A sink for `consumer`.
    public init(_ consumer: BenchmarkConsumer) {
        self.consumer = consumer
    }

    /// Whether the items' fields are needed (the verification run).
    public var needsFields: Bool { consumer == .checksum }

    /// Takes one item; `fields` is asked for only in the verification run.
    public mutating func take(_ fields: @autoclosure () -> PodcastItemFields) {
        if consumer == .checksum { checksum.add(fields()) } else { count += 1 }
    }

    /// What the contender reports.
    public var result: BenchmarkResult {
        consumer == .checksum ? BenchmarkResult(checksum) : BenchmarkResult(entries: count)
    }
}

/// `h:m:s`, `m:s` or seconds as seconds, as podcast readers compute `itunes:duration`; -1 when the
/// text is none of them. Shared by the contenders that do not use XylemFeeds.
public func podcastDurationSeconds(_ text: String) -> Int {
    var total = 0
    var parts = 0
    for part in text.split(separator: ":", omittingEmptySubsequences: false) {
        guard let value = Int(part.split(separator: ".").first ?? part) else { return -1 }
        total = total * 60 + value
        parts += 1
    }
    return (1...3).contains(parts) ? total : -1
}
