// Importing a feed from a URL: the body is spooled to a temporary file as it arrives (memory stays
// constant whatever its size), then imported from there under the URL and the response's
// validator, so that an interrupted import of the same response resumes.

// FileHandle is Foundation's; GRDB loads Foundation anyway.
import Foundation
import Xylem
import XylemFeeds
import XylemHTTP

extension FeedDatabase {
    /// Fetches the feed at `url` and imports it; the stored row's `url` is `url` as given, the
    /// base of relative links is the final URL after redirects, the response's charset is the
    /// document's encoding, and the response's `ETag` and `Last-Modified` are stored in
    /// `feed_http` for ``FeedSync``.
    ///
    /// - Throws: `HTTPStatusError` and `HTTPFetchError` for a failed fetch (nothing is imported),
    ///   and what ``importFeed(_:url:source:reader:options:progress:)`` throws.
    public func importFeed(
        from url: String, fetcher: HTTPFetcher, reader: FeedReader = FeedReader(),
        options: ImportOptions = ImportOptions(), progress: (@Sendable (ImportProgress) -> Void)? = nil
    ) async throws -> FeedImportResult {
        let response = try await fetcher.fetch(HTTPFetchRequest(url: url))
        let spool = FileManager.default.temporaryDirectory
            .appendingPathComponent("xylem-import-\(UInt64.random(in: 0...UInt64.max)).xml").path
        defer { try? FileManager.default.removeItem(atPath: spool) }
        try await Self.spool(response.body, to: spool)
        var reader = reader
        if reader.documentURL == nil { reader.documentURL = response.url }
        if reader.options.encoding == nil { reader.options.encoding = response.charset }
        let validator = response.etag ?? response.lastModified
        let database = self
        let chosen = reader
        // The import is synchronous (it drives its own transactions): off the caller's task.
        let result = try await Task.detached {
            try database.importFeed(
                .file(spool), url: url, source: .url(url, validator: validator), reader: chosen, options: options,
                progress: progress)
        }.value
        try await storeValidators(feedID: result.feedID, etag: response.etag, lastModified: response.lastModified)
        return result
    }

    /// Writes the body to `path`, chunk by chunk.
    private static func spool(_ body: HTTPBody, to path: String) async throws {
        guard FileManager.default.createFile(atPath: path, contents: nil),
            let handle = FileHandle(forWritingAtPath: path)
        else {
            throw SpoolError(path: path)
        }
        defer { try? handle.close() }
        for try await chunk in body {
            try handle.write(contentsOf: chunk)
        }
    }

    /// Stores the validators of a feed's last response, and when it was fetched.
    func storeValidators(feedID: Int64, etag: String?, lastModified: String?) async throws {
        let now = StoredDate.text(Date())
        try await writer.write { db in
            try db.execute(
                sql: """
                    INSERT INTO feed_http (feed_id, etag, last_modified, checked) VALUES (?, ?, ?, ?)
                    ON CONFLICT (feed_id) DO UPDATE SET
                        etag = excluded.etag, last_modified = excluded.last_modified, checked = excluded.checked
                    """, arguments: [feedID, etag, lastModified, now])
        }
    }
}

/// The temporary file for a downloaded body could not be created.
struct SpoolError: Error, CustomStringConvertible {
    var path: String
    var description: String { "cannot create the temporary file \(path)" }
}
