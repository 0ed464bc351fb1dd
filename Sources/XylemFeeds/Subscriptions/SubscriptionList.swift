// The feeds a reader subscribes to, read from the files feed readers import and export: an OPML
// document, or a plain list of URLs, one a line.

import Xylem

/// A feed to subscribe to: its URL, with what a subscription list says about it.
public struct Subscription: Sendable, Hashable {
    /// The feed's URL (OPML's `xmlUrl`, or a line of a list of URLs), without the white space
    /// around it.
    public var url: String
    /// The feed's name in the list (OPML's `text`, else its `title`).
    public var title: String?
    /// The site the feed is of (OPML's `htmlUrl`).
    public var siteURL: String?
    /// The titles of the folders the feed is in, outermost first (the OPML outlines around it).
    public var categories: [String]

    /// A subscription to the feed at `url`.
    public init(url: String, title: String? = nil, siteURL: String? = nil, categories: [String] = []) {
        self.url = url
        self.title = title
        self.siteURL = siteURL
        self.categories = categories
    }
}

/// The feeds of a subscription list: an OPML document, as feed readers export it, or a text file
/// of feed URLs.
///
/// ```swift
/// let list = try SubscriptionList.read(contentsOf: "subscriptions.opml")
/// for subscription in list.feeds {
///     let folder = subscription.categories.joined(separator: "/")
///     print(folder, subscription.title ?? subscription.url, subscription.url)
/// }
/// ```
///
/// A document whose first character after white space is `<` is OPML (1.0 or 2.0): every
/// `outline` with an `xmlUrl` attribute in its `body` is a feed, whatever its `type`, and the
/// outlines around it are its folders. It is read as feed readers read feeds
/// (`XMLReader.Options.feedReading`), so that what exports often get wrong (a bare `&` in a
/// title, an HTML entity) is repaired. Anything else is a list of URLs: one a line, the white
/// space around each left out, blank lines and lines starting with `#` skipped.
///
/// A URL listed twice is kept once, where it first appears.
public struct SubscriptionList: Sendable, Hashable {
    /// The feeds, in the list's order.
    public var feeds: [Subscription]

    /// A list of `feeds`.
    public init(feeds: [Subscription] = []) {
        self.feeds = feeds
    }

    /// Reads an OPML document or a list of URLs.
    ///
    /// - Throws: ``SubscriptionListError``: an XML document whose root is not `opml`, or that
    ///   cannot be read even repaired.
    public static func read(_ bytes: [UInt8]) throws -> SubscriptionList {
        guard SubscriptionListSniffer.isMarkup(bytes) else {
            return SubscriptionList(unique: URLListReader.subscriptions(in: bytes))
        }
        return SubscriptionList(unique: try OPMLReader.subscriptions(in: bytes))
    }

    /// Reads the OPML document or the list of URLs in the file at `path`.
    ///
    /// - Throws: ``SubscriptionListError``: a file that cannot be read, or one whose XML is no
    ///   OPML or cannot be read even repaired; the error names the file.
    public static func read(contentsOf path: String) throws -> SubscriptionList {
        let bytes: [UInt8]
        do {
            bytes = try FeedInput.file(path).open().readAll(after: [])
        } catch let error as FeedReadError {
            throw SubscriptionListError(.unreadableFile(error.description), path: path)
        }
        do {
            return try read(bytes)
        } catch var error as SubscriptionListError {
            error.path = path
            throw error
        }
    }

    /// The list of `feeds` with each URL once, where it first appears.
    private init(unique feeds: [Subscription]) {
        var seen = Set<String>()
        self.init(feeds: feeds.filter { seen.insert($0.url).inserted })
    }
}

/// Why a subscription list could not be read.
public struct SubscriptionListError: Error, CustomStringConvertible, Sendable {
    /// What went wrong.
    public enum Kind: Sendable {
        /// The document is XML, and its root element is not `opml`: `root` names it with its
        /// namespace (`<rss> (no namespace)`), `line` is where it starts.
        case notOPML(root: String, line: Int)
        /// The document is XML that cannot be read, even repaired: the reader's error, with the
        /// line and column.
        case unreadableXML(XMLReadError)
        /// The file cannot be opened or read: a message naming the file, with the system's reason.
        case unreadableFile(String)
    }

    /// What went wrong.
    public var kind: Kind
    /// The file read, when the list was read from one.
    public var path: String?

    /// An error of `kind`, in the file at `path` when there is one.
    public init(_ kind: Kind, path: String? = nil) {
        self.kind = kind
        self.path = path
    }

    /// A one-line message naming the file and what went wrong.
    public var description: String {
        let reason: String
        switch kind {
        case .notOPML(let root, let line):
            reason = "line \(line): the root element is \(root), not <opml>: not a subscription list"
        case .unreadableXML(let error):
            reason = "not a readable OPML document: \(error)"
        case .unreadableFile(let message):
            return message
        }
        guard let path else { return reason }
        return "\(path): \(reason)"
    }
}

/// Tells OPML from a list of URLs: markup starts with `<` after white space (and a byte order
/// mark), in UTF-8 or, after its byte order mark, UTF-16.
enum SubscriptionListSniffer {
    static func isMarkup(_ bytes: [UInt8]) -> Bool {
        if bytes.starts(with: [0xFE, 0xFF]) { return firstCodeUnit(of: bytes.dropFirst(2), bigEndian: true) == 0x3C }
        if bytes.starts(with: [0xFF, 0xFE]) { return firstCodeUnit(of: bytes.dropFirst(2), bigEndian: false) == 0x3C }
        let text = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? bytes.dropFirst(3) : bytes[...]
        return text.first { !String.isFeedWhitespace($0) } == 0x3C
    }

    /// The first UTF-16 code unit that is not white space.
    private static func firstCodeUnit(of bytes: ArraySlice<UInt8>, bigEndian: Bool) -> UInt16? {
        var index = bytes.startIndex
        while index + 1 < bytes.endIndex {
            let (high, low) = bigEndian ? (bytes[index], bytes[index + 1]) : (bytes[index + 1], bytes[index])
            let unit = UInt16(high) << 8 | UInt16(low)
            if high != 0 || !String.isFeedWhitespace(low) { return unit }
            index += 2
        }
        return nil
    }
}

/// Reads a list of URLs: one a line, as UTF-8.
enum URLListReader {
    static func subscriptions(in bytes: [UInt8]) -> [Subscription] {
        let text = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? bytes.dropFirst(3) : bytes[...]
        // Lines end with LF, CRLF or CR; the CR of a CRLF is white space, trimmed with the rest.
        return text.split(omittingEmptySubsequences: true) { $0 == 0x0A || $0 == 0x0D }
            .map { String(decoding: $0, as: UTF8.self).trimmingFeedWhitespace() }
            .filter { !$0.isEmpty && !$0.hasPrefix("#") }
            .map { Subscription(url: $0) }
    }
}
