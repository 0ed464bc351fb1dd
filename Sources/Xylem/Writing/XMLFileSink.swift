// The file destination: a path opened for writing, or a descriptor the caller already has (a pipe,
// a socket, standard output). Blocks come from the writer's buffer and go straight to write(2).

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A sink that writes to a file or a file descriptor.
///
/// The writer hands over blocks of ``XMLWriter/bufferSize`` bytes, each written with as few
/// `write(2)` calls as the system allows. A sink opened from a path owns its descriptor and
/// closes it in ``close()`` or when the sink goes away; close it yourself to learn about a failure.
///
/// ```swift
/// let file = try XMLFileSink(path: "/tmp/feed.xml")
/// var writer = XMLWriter(to: file, indentation: "  ")
/// try writer.startElement("feed")
/// try writer.finish()
/// try file.close()
/// ```
public final class XMLFileSink: XMLByteSink {
    private var descriptor: Int32
    private let ownsDescriptor: Bool
    private let name: String

    /// Creates (or truncates) the file at `path` and opens it for writing.
    ///
    /// - Parameters:
    ///   - path: The file to write.
    ///   - append: Whether to append to an existing file instead of replacing its content.
    /// - Throws: ``XMLWriteError`` of kind ``XMLWriteError/Kind-swift.enum/io`` when the file cannot be opened.
    public init(path: String, append: Bool = false) throws {
        let flags = O_WRONLY | O_CREAT | O_CLOEXEC | (append ? O_APPEND : O_TRUNC)
        let descriptor = open(path, flags, 0o666)
        guard descriptor >= 0 else {
            throw XMLWriteError(
                kind: .io, message: "cannot open \(path) for writing: \(String(cString: strerror(errno)))")
        }
        self.descriptor = descriptor
        self.ownsDescriptor = true
        self.name = path
    }

    /// Writes to an open descriptor.
    ///
    /// - Parameters:
    ///   - fileDescriptor: A descriptor open for writing.
    ///   - closeWhenDone: Whether ``close()`` (or the sink going away) closes the descriptor.
    public init(fileDescriptor: Int32, closeWhenDone: Bool = false) {
        self.descriptor = fileDescriptor
        self.ownsDescriptor = closeWhenDone
        self.name = "file descriptor \(fileDescriptor)"
    }

    deinit {
        if ownsDescriptor && descriptor >= 0 { _ = systemClose(descriptor) }
    }

    /// Writes all of `bytes`, repeating after partial writes and interruptions.
    public func write(_ bytes: UnsafeRawBufferPointer) throws {
        guard descriptor >= 0 else {
            throw XMLWriteError(kind: .io, message: "\(name) is closed")
        }
        guard var next = bytes.baseAddress else { return }
        var remaining = bytes.count
        while remaining > 0 {
            let written = systemWrite(descriptor, next, remaining)
            if written < 0 {
                if errno == EINTR { continue }
                throw XMLWriteError(kind: .io, message: "cannot write \(name): \(String(cString: strerror(errno)))")
            }
            next += written
            remaining -= written
        }
    }

    /// Closes the descriptor if the sink owns it; later writes fail. Calling it again does nothing.
    ///
    /// - Throws: ``XMLWriteError`` of kind ``XMLWriteError/Kind-swift.enum/io`` when the system reports a failure
    ///   (on some file systems, the first sign that data did not reach the disk).
    public func close() throws {
        guard descriptor >= 0 else { return }
        let closing = descriptor
        descriptor = -1
        guard ownsDescriptor else { return }
        if systemClose(closing) != 0 && errno != EINTR {
            throw XMLWriteError(kind: .io, message: "cannot close \(name): \(String(cString: strerror(errno)))")
        }
    }
}

// `close` and `write` are shadowed by the sink's own methods inside the class.
private func systemClose(_ descriptor: Int32) -> Int32 { close(descriptor) }
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}
