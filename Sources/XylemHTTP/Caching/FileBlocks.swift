// Reading a cached body back from its file, a block at a time, so that answering a 304 from a
// directory cache takes constant memory whatever the body's size.

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The blocks of a file, as an ``HTTPBody`` source.
final class FileBlocks: @unchecked Sendable {
    // Unchecked: read by one task at a time, as a body's iterator is.
    private let path: String
    private var descriptor: Int32 = -1
    private var done = false
    static let blockSize = 64 << 10

    init(path: String) {
        self.path = path
    }

    deinit { if descriptor >= 0 { close(descriptor) } }

    var source: HTTPBody.Source { HTTPBody.Source { try self.next() } }

    func next() throws -> [UInt8]? {
        guard !done else { return nil }
        if descriptor < 0 {
            descriptor = open(path, O_RDONLY | O_CLOEXEC)
            guard descriptor >= 0 else {
                done = true
                throw HTTPFetchError(
                    .cache(reason: "cannot open \(path): \(String(cString: strerror(errno)))"), url: path)
            }
        }
        var block = [UInt8](repeating: 0, count: Self.blockSize)
        while true {
            let count = block.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else {
                done = true
                throw HTTPFetchError(
                    .cache(reason: "cannot read \(path): \(String(cString: strerror(errno)))"), url: path)
            }
            if count == 0 {
                done = true
                close(descriptor)
                descriptor = -1
                return nil
            }
            block.removeSubrange(count...)
            return block
        }
    }
}
