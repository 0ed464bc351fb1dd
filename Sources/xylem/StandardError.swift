// Writing to standard error without the C `stderr` global, which strict concurrency rejects.

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

enum StandardError {
    /// Whether standard error is a terminal, so that drawing on it in place makes sense.
    static var isTerminal: Bool { isatty(2) != 0 }

    /// Writes `text` whole, retrying short writes and interruptions.
    static func write(_ text: String) {
        var text = text
        text.withUTF8 { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = systemWrite(2, bytes.baseAddress! + offset, bytes.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return
                }
                offset += written
            }
        }
    }
}

/// POSIX `write`, named apart so the method above does not shadow it.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafePointer<UInt8>, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}
