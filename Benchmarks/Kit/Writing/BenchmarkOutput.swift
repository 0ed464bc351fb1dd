// Where a write contender's bytes go: counted in the timed runs, so that no file system time is
// in the figures, and also written to a file in the verification run, which reads them back.

import Xylem

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A byte sink that counts what it is given and, when made with a path, writes it there too.
///
/// Every write contender writes to one, Xylem's writer through ``XMLByteSink`` and Foundation's
/// and XMLCoder's whole output at once through ``write(_:)``.
///
/// ```swift
/// let output = BenchmarkOutput()
/// var writer = XMLWriter(to: output)
/// try writer.write(feed)
/// try writer.finish()
/// print(output.bytes)
/// ```
public final class BenchmarkOutput: XMLByteSink {
    /// The bytes received so far.
    public private(set) var bytes = 0
    /// The file written, or -1 when the bytes are only counted.
    private var descriptor: Int32 = -1
    private let path: String?

    /// A sink that only counts.
    public init() {
        path = nil
    }

    /// A sink that counts and writes to the file at `path`, created or truncated.
    public init(path: String) throws {
        descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw BenchmarkError("cannot create \(path): \(String(cString: strerror(errno)))")
        }
        self.path = path
    }

    deinit {
        if descriptor >= 0 { _ = systemClose(descriptor) }
    }

    /// Counts `block` and writes it to the file, if there is one.
    public func write(_ block: UnsafeRawBufferPointer) throws {
        bytes += block.count
        guard descriptor >= 0, var next = block.baseAddress else { return }
        var remaining = block.count
        while remaining > 0 {
            let written = systemWrite(descriptor, next, remaining)
            if written < 0 {
                if errno == EINTR { continue }
                throw BenchmarkError("cannot write \(path ?? "the output"): \(String(cString: strerror(errno)))")
            }
            next += written
            remaining -= written
        }
    }

    /// Closes the file, if there is one.
    public func close() throws {
        guard descriptor >= 0 else { return }
        let closing = descriptor
        descriptor = -1
        if systemClose(closing) != 0 {
            throw BenchmarkError("cannot close \(path ?? "the output"): \(String(cString: strerror(errno)))")
        }
    }
}

// `close` and `write` are shadowed by the sink's own methods inside the class.
private func systemClose(_ descriptor: Int32) -> Int32 { close(descriptor) }
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}
