// Making a directory usable as a cache: created with its missing parents, checked to be a
// directory the program may read and write, and named by its absolute path.

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

enum CacheDirectory {
    /// The absolute path of `path`, once it is a directory this program can use.
    static func prepare(_ path: String) throws(DirectoryHTTPCache.DirectoryError) -> String {
        guard !path.isEmpty else { throw DirectoryHTTPCache.DirectoryError(path: path, reason: "the path is empty") }
        try create(path)
        var information = stat()
        guard stat(path, &information) == 0 else { throw failure(path) }
        guard information.st_mode & S_IFMT == S_IFDIR else {
            throw DirectoryHTTPCache.DirectoryError(path: path, reason: "it is not a directory")
        }
        guard access(path, R_OK | W_OK | X_OK) == 0 else { throw failure(path) }
        guard let resolved = realpath(path, nil) else { throw failure(path) }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Creates `path` and its missing parents, readable by the owner only; an existing one is
    /// kept as it is.
    private static func create(_ path: String) throws(DirectoryHTTPCache.DirectoryError) {
        var prefix = path.hasPrefix("/") ? "/" : ""
        for component in path.split(separator: "/") {
            prefix += component
            if mkdir(prefix, 0o700) != 0 && errno != EEXIST { throw failure(prefix) }
            prefix += "/"
        }
    }

    private static func failure(_ path: String) -> DirectoryHTTPCache.DirectoryError {
        DirectoryHTTPCache.DirectoryError(path: path, reason: CacheFiles.systemReason())
    }
}
