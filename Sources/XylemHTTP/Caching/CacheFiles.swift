// The file operations of the directory cache, on the POSIX calls, each failure turned into a
// cache error that names the file and the system's reason.

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// File operations that report failures as ``HTTPFetchError`` of kind
/// ``HTTPFetchError/Kind/cache(reason:)`` for the URL being cached.
enum CacheFiles {
    /// A new file, open for writing, readable by its owner only; fails if the name is taken.
    static func createNewFile(_ path: String, url: String) throws(HTTPFetchError) -> Int32 {
        let descriptor = retryingInterrupted { open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600) }
        guard descriptor >= 0 else { throw failure("create", path, url: url) }
        return descriptor
    }

    /// Writes all of `bytes`, however many calls it takes.
    static func writeAll(_ descriptor: Int32, _ bytes: [UInt8], path: String, url: String) throws(HTTPFetchError) {
        var code: Int32 = 0
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    code = errno
                    return
                }
                offset += written
            }
        }
        if code != 0 { throw failure("write", path, url: url, code: code) }
    }

    /// Waits until what was written to `descriptor` is on disk.
    static func flushToDisk(_ descriptor: Int32, path: String, url: String) throws(HTTPFetchError) {
        guard retryingInterrupted({ fsync(descriptor) }) == 0 else { throw failure("flush", path, url: url) }
    }

    static func closeDescriptor(_ descriptor: Int32) {
        // A close that fails after fsync succeeded loses nothing: there is nothing to report.
        _ = close(descriptor)
    }

    /// A new file holding `bytes`, on disk when this returns; removed again if that fails.
    static func writeNewFile(_ path: String, bytes: [UInt8], url: String) throws(HTTPFetchError) {
        let descriptor = try createNewFile(path, url: url)
        defer { closeDescriptor(descriptor) }
        do {
            try writeAll(descriptor, bytes, path: path, url: url)
            try flushToDisk(descriptor, path: path, url: url)
        } catch {
            removeFileIfPresent(path)
            throw error
        }
    }

    /// Renames `source` to `target` in one step, replacing `target`.
    static func renameFile(_ source: String, to target: String, url: String) throws(HTTPFetchError) {
        guard rename(source, target) == 0 else {
            let reason = systemReason(errno)
            throw HTTPFetchError(.cache(reason: "cannot rename \(source) to \(target): \(reason)"), url: url)
        }
    }

    /// Removes a file; one that is already gone is no failure.
    static func removeFile(_ path: String, url: String) throws(HTTPFetchError) {
        guard unlink(path) == 0 || errno == ENOENT else { throw failure("remove", path, url: url) }
    }

    /// Removes a file that is left over after a failure or a replacement; the outcome that
    /// matters has already been reported, so a failure here is not.
    static func removeFileIfPresent(_ path: String) {
        _ = unlink(path)
    }

    /// The file's bytes; nil when there is no such file or it is longer than `limit`.
    static func readSmallFile(_ path: String, limit: Int, url: String) throws(HTTPFetchError) -> [UInt8]? {
        let descriptor = retryingInterrupted { open(path, O_RDONLY | O_CLOEXEC) }
        guard descriptor >= 0 else {
            if errno == ENOENT { return nil }
            throw failure("open", path, url: url)
        }
        defer { closeDescriptor(descriptor) }
        var bytes = [UInt8](repeating: 0, count: limit + 1)
        var count = 0
        var code: Int32 = 0
        bytes.withUnsafeMutableBytes { buffer in
            while count < buffer.count {
                let received = read(descriptor, buffer.baseAddress! + count, buffer.count - count)
                if received < 0 {
                    if errno == EINTR { continue }
                    code = errno
                    return
                }
                if received == 0 { return }
                count += received
            }
        }
        if code != 0 { throw failure("read", path, url: url, code: code) }
        guard count <= limit else { return nil }
        bytes.removeSubrange(count...)
        return bytes
    }

    /// The length of a regular file; nil when there is no file at `path` or it is not a regular
    /// file.
    static func regularFileSize(_ path: String, url: String) throws(HTTPFetchError) -> Int? {
        var information = stat()
        guard stat(path, &information) == 0 else {
            if errno == ENOENT || errno == ENOTDIR { return nil }
            throw failure("inspect", path, url: url)
        }
        guard information.st_mode & S_IFMT == S_IFREG else { return nil }
        return Int(information.st_size)
    }

    /// Waits until the renames in `directory` are on disk.
    static func syncDirectory(_ directory: String, url: String) throws(HTTPFetchError) {
        let descriptor = retryingInterrupted { open(directory, O_RDONLY | O_CLOEXEC) }
        guard descriptor >= 0 else { throw failure("open", directory, url: url) }
        defer { closeDescriptor(descriptor) }
        // Some file systems cannot flush a directory (EINVAL); their renames are as durable as
        // they get.
        guard retryingInterrupted({ fsync(descriptor) }) == 0 || errno == EINVAL else {
            throw failure("flush", directory, url: url)
        }
    }

    /// Opens (creating it if needed) and locks `path` exclusively, waiting for any other holder:
    /// another descriptor of the file, in this program or another.
    static func lockFile(_ path: String, url: String) throws(HTTPFetchError) -> Int32 {
        let descriptor = retryingInterrupted { open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600) }
        guard descriptor >= 0 else { throw failure("open", path, url: url) }
        guard retryingInterrupted({ flock(descriptor, LOCK_EX) }) == 0 else {
            let error = failure("lock", path, url: url)
            closeDescriptor(descriptor)
            throw error
        }
        return descriptor
    }

    /// Releases a lock from ``lockFile(_:url:)``: closing the descriptor unlocks it.
    static func unlockFile(_ descriptor: Int32) {
        closeDescriptor(descriptor)
    }

    /// The system's words for a failure: by default the last one, `errno`.
    static func systemReason(_ code: Int32 = errno) -> String { String(cString: strerror(code)) }

    private static func failure(_ action: String, _ path: String, url: String, code: Int32 = errno) -> HTTPFetchError {
        HTTPFetchError(.cache(reason: "cannot \(action) \(path): \(systemReason(code))"), url: url)
    }

    private static func retryingInterrupted(_ call: () -> Int32) -> Int32 {
        var result = call()
        while result < 0 && errno == EINTR { result = call() }
        return result
    }
}
