// What identifies a document for a resumable import: a name that keys the stored position and a
// version that must match for an interrupted import to resume.

import Xylem

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What identifies a document, so that an interrupted import resumes only on the same document.
///
/// ```swift
/// let source = try ImportSource.file("/data/podcast.xml")
/// let fetched = ImportSource.url("https://example.com/feed.xml", validator: response.etag)
/// let mine = ImportSource(name: "catalog", version: "2024-06")
/// ```
public struct ImportSource: Sendable, Hashable {
    /// What keys the stored position: the file's absolute path, the URL, or a name of your own.
    public let name: String
    /// What must match for an import to resume; nil never resumes.
    public let version: String?

    /// Any identity of your own: `name` keys the stored position, `version` must match to resume
    /// (nil: the import cannot resume and starts over).
    public init(name: String, version: String?) {
        self.name = name
        self.version = version
    }

    /// A file: its absolute path, size and modification time (read from the file system), so
    /// that a file changed since an interrupted import is imported from its start.
    ///
    /// - Throws: An `XMLReadError` of kind `.io` when the file's
    ///   metadata cannot be read (a missing file), naming the path.
    public static func file(_ path: String) throws -> ImportSource {
        var information = stat()
        guard stat(path, &information) == 0, let resolved = realpath(path, nil) else {
            let reason = String(cString: strerror(errno))
            throw XMLReadError(kind: .io("cannot read the size and modification time of \(path): \(reason)"))
        }
        defer { free(resolved) }
        #if canImport(Darwin)
        let modified = information.st_mtimespec
        #else
        let modified = information.st_mtim
        #endif
        return ImportSource(
            name: String(cString: resolved),
            version: "size \(information.st_size), modified \(modified.tv_sec).\(modified.tv_nsec)")
    }

    /// A URL with the validator of its response (ETag, else Last-Modified); without a validator
    /// the import cannot resume (it starts over).
    public static func url(_ url: String, validator: String?) -> ImportSource {
        ImportSource(name: url, version: validator)
    }
}
