// A cache on disk that outlives the process: per URL one small JSON file that names its body file,
// so that replacing an entry is a single rename and a reader sees the old entry or the new one.

/// A cache in a directory, kept between runs: a later program sends the stored validators and
/// answers a 304 from the stored body.
///
/// ```swift
/// var configuration = HTTPFetcher.Configuration()
/// configuration.cache = try DirectoryHTTPCache(directory: "/var/cache/feeds")
/// ```
///
/// Each URL has one entry, under a name hashed from the URL: `HASH.json` holds the URL, the
/// metadata and the name and length of the body file, `HASH.TOKEN.body`. A response's body is
/// written to a temporary file in the directory as it arrives, so memory stays flat however large
/// it is. On commit it is flushed to disk and renamed, and then the metadata file, written the
/// same way, replaces the old one by a rename: a reader sees either the old entry or the new one.
/// A metadata file whose body is missing or of another length, or that belongs to another URL
/// with the same hash, counts as no entry. When two writers for one URL commit, the last one
/// wins: replacing, updating and removing entries take the lock file `.lock` in the directory,
/// which several programs sharing the directory respect too.
///
/// Bodies are not bounded in size or number; remove the directory's files to empty the cache.
/// A program stopped in the middle of a write may leave a `.tmp` file, and one stopped in the
/// middle of a commit a `.body` file that no metadata names; neither is ever read, and both may
/// be deleted.
/// Files are created readable by their owner only, as bodies may come from authorized requests.
/// A body file is removed when its entry is replaced, so a body path from ``entry(for:)`` may
/// vanish if the same URL is committed again before it is opened.
public struct DirectoryHTTPCache: HTTPCache {
    /// A directory that cannot be created or used as a cache.
    public struct DirectoryError: Error, Sendable, Equatable, CustomStringConvertible {
        /// The path asked for, or the part of it that could not be created.
        public var path: String
        /// What went wrong, in the system's words when it reported an error.
        public var reason: String

        /// Creates the error.
        public init(path: String, reason: String) {
            self.path = path
            self.reason = reason
        }

        /// The path and the reason, in one line.
        public var description: String { "cannot use \(path) as a cache directory: \(reason)" }
    }

    /// The directory, as an absolute path without symbolic links.
    public let directory: String

    /// A cache in `directory`, created (with its missing parents) when it does not exist.
    ///
    /// - Throws: ``DirectoryError`` when the directory cannot be created, is not a directory, or
    ///   cannot be read, written and searched.
    public init(directory: String) throws {
        self.directory = try CacheDirectory.prepare(directory)
    }

    /// The entry stored for `url`, or nil; its body is a file in the directory.
    ///
    /// - Throws: ``HTTPFetchError`` of kind ``HTTPFetchError/Kind/cache(reason:)`` when the
    ///   metadata or body file exists but cannot be read.
    public func entry(for url: String) async throws -> HTTPCacheEntry? {
        let names = CacheFileNames(url: url)
        guard let record = try readRecord(names, url: url), record.url == url else { return nil }
        let bodyPath = path(record.bodyFile)
        guard try CacheFiles.regularFileSize(bodyPath, url: url) == record.bodyBytes else { return nil }
        return HTTPCacheEntry(metadata: record.metadata, body: .file(path: bodyPath))
    }

    /// A writer to a new temporary file in the directory; the entry is replaced when it commits.
    ///
    /// - Throws: ``HTTPFetchError`` of kind ``HTTPFetchError/Kind/cache(reason:)`` when the file
    ///   cannot be created.
    public func writer(for url: String, metadata: HTTPCacheEntry.Metadata) async throws -> (any HTTPCacheWriter)? {
        try DirectoryCacheWriter(cache: self, url: url, metadata: metadata)
    }

    /// Rewrites the metadata file of `url`'s entry, keeping its body; does nothing when there is
    /// no entry for `url`.
    ///
    /// - Throws: ``HTTPFetchError`` of kind ``HTTPFetchError/Kind/cache(reason:)`` when the file
    ///   cannot be read or replaced.
    public func update(_ metadata: HTTPCacheEntry.Metadata, for url: String) async throws {
        let names = CacheFileNames(url: url)
        try withCommitLock(url: url) {
            guard var record = try readRecord(names, url: url), record.url == url else { return }
            record.metadata = metadata
            let temporary = path(names.temporaryMetadata(token: CacheFileNames.newToken()))
            try CacheFiles.writeNewFile(temporary, bytes: record.encoded(), url: url)
            do {
                try CacheFiles.renameFile(temporary, to: path(names.metadata), url: url)
            } catch {
                CacheFiles.removeFileIfPresent(temporary)
                throw error
            }
            try CacheFiles.syncDirectory(directory, url: url)
        }
    }

    /// Removes the metadata and body files of `url`'s entry.
    ///
    /// - Throws: ``HTTPFetchError`` of kind ``HTTPFetchError/Kind/cache(reason:)`` when a file
    ///   cannot be read or removed.
    public func removeEntry(for url: String) async throws {
        let names = CacheFileNames(url: url)
        try withCommitLock(url: url) {
            guard let record = try readRecord(names, url: url), record.url == url else { return }
            try CacheFiles.removeFile(path(names.metadata), url: url)
            try CacheFiles.removeFile(path(record.bodyFile), url: url)
        }
    }

    /// The path of a file in the directory.
    func path(_ name: String) -> String { directory + "/" + name }

    /// The record in the metadata file of `names`, whoever's URL it holds; nil when there is no
    /// file or it is not a record of this cache (damaged, or naming a body of another hash).
    func readRecord(_ names: CacheFileNames, url: String) throws -> DirectoryCacheRecord? {
        guard let bytes = try CacheFiles.readSmallFile(path(names.metadata), limit: 1 << 20, url: url) else {
            return nil
        }
        guard let record = DirectoryCacheRecord(decoding: bytes), names.isBodyFile(record.bodyFile) else {
            return nil
        }
        return record
    }

    /// Runs `body` holding the directory's lock file, so that the steps of replacing, updating and
    /// removing entries of other programs and other tasks on the same directory do not
    /// interleave with these.
    func withCommitLock<Result>(url: String, _ body: () throws -> Result) throws -> Result {
        let lock = try CacheFiles.lockFile(path(".lock"), url: url)
        defer { CacheFiles.unlockFile(lock) }
        return try body()
    }
}
