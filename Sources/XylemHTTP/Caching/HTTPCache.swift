// What the fetcher needs of a cache for conditional GET: the validators of a URL's last response
// and, when kept, its decoded body; and a writer that stores a new body as it streams past.

/// A store of validators (`ETag`, `Last-Modified`) and bodies, keyed by the requested URL.
///
/// ``MemoryHTTPCache`` is the default; ``DirectoryHTTPCache`` keeps entries between runs. Write
/// your own to keep validators elsewhere (a database row per feed, say): an entry without a body
/// still makes requests conditional, and a 304 is then reported rather than answered.
public protocol HTTPCache: Sendable {
    /// The entry stored for `url`, or nil.
    func entry(for url: String) async throws -> HTTPCacheEntry?

    /// A writer for a new response to `url`, whose body it is handed chunk by chunk; nil when
    /// the cache does not keep this response. The entry replaces the old one only when the
    /// writer commits.
    func writer(for url: String, metadata: HTTPCacheEntry.Metadata) async throws -> (any HTTPCacheWriter)?

    /// Replaces the metadata of the entry for `url`, keeping its body: after a 304, whose
    /// headers may carry new validators.
    func update(_ metadata: HTTPCacheEntry.Metadata, for url: String) async throws

    /// Removes the entry for `url`.
    func removeEntry(for url: String) async throws
}

/// What a cache holds for one URL.
public struct HTTPCacheEntry: Sendable {
    /// The response's headers that a later conditional request and a read from the cache need.
    public struct Metadata: Sendable, Equatable, Codable {
        /// The `ETag` header, as sent (a weak one with its `W/`).
        public var etag: String?
        /// The `Last-Modified` header, as sent.
        public var lastModified: String?
        /// The `Content-Type` header: its charset is the body's encoding.
        public var contentType: String?
        /// The final URL the body came from, after redirects.
        public var finalURL: String?

        /// Creates metadata.
        public init(
            etag: String? = nil, lastModified: String? = nil, contentType: String? = nil, finalURL: String? = nil
        ) {
            self.etag = etag
            self.lastModified = lastModified
            self.contentType = contentType
            self.finalURL = finalURL
        }

        /// Whether a request can be made conditional with these validators.
        public var hasValidators: Bool { etag != nil || lastModified != nil }
    }

    /// Where a kept body is.
    public enum Body: Sendable, Equatable {
        /// In memory.
        case bytes([UInt8])
        /// In a file, read in blocks.
        case file(path: String)
    }

    /// The metadata.
    public var metadata: Metadata
    /// The decoded body, when the cache keeps it.
    public var body: Body?

    /// Creates an entry.
    public init(metadata: Metadata, body: Body?) {
        self.metadata = metadata
        self.body = body
    }
}

/// Stores one response's body as it is read; the entry becomes visible on ``commit()``.
public protocol HTTPCacheWriter: Sendable {
    /// Appends a chunk of the decoded body. Throwing abandons the entry, not the read.
    func write(_ chunk: [UInt8]) async throws
    /// Makes the entry the URL's, replacing the old one.
    func commit() async throws
    /// Drops what was written; the old entry stays.
    func discard() async
}
