// Pull-style reading of an input: each call parses one chunk, so that a whole read, an async
// record sequence (which parses only when its consumer asks) and progress reporting all share
// one loop. Files and descriptors are read straight into expat's buffer.

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Owns (or borrows) a file descriptor and closes it when owned.
final class DescriptorOwner {
    let descriptor: Int32
    let name: String
    private let closes: Bool
    /// The size of a regular file when it was opened; nil for pipes, sockets and the like.
    let fileSize: Int?

    init(_ descriptor: Int32, name: String, closes: Bool) {
        self.descriptor = descriptor
        self.name = name
        self.closes = closes
        var status = stat()
        fileSize = fstat(descriptor, &status) == 0 && (status.st_mode & S_IFMT) == S_IFREG ? Int(status.st_size) : nil
    }

    /// How many bytes to read next, `consumed` bytes in: a block, or for a regular file smaller
    /// than that, what is left of it and a byte more (to meet its end in the same read). A small
    /// document then does not make expat allocate a block-sized buffer, whose memory the
    /// allocator gives back to the system after each read and takes again, page by page, for
    /// the next: that made reading a 2.6 KB file several times slower. (Reading goes on until the
    /// end whatever the size said, so a descriptor not at the file's start, or a growing file,
    /// reads whole too.)
    func readSize(consumed: Int) -> Int {
        guard let fileSize else { return XMLInput.blockSize }
        return min(XMLInput.blockSize, max(4096, fileSize - consumed + 1))
    }

    deinit {
        if closes { close(descriptor) }
    }
}

/// Reads an input one chunk per call into a driver.
struct InputPump {
    enum Source {
        case data(Data)
        case bytes([UInt8])
        /// A string whose UTF-8 view is contiguous.
        case string(String)
        case descriptor(DescriptorOwner)
        case chunks(() -> [UInt8]?)
    }

    /// What one call did: whether expat accepted the chunk, and whether it was the last.
    struct Step {
        let parsed: Bool
        let finished: Bool
    }

    let source: Source
    /// Bytes handed to the parser so far.
    private(set) var consumed = 0
    /// Where descriptor blocks are read when the driver cannot take them in place (transcoding,
    /// or bytes gathered after a chunk's last '>').
    private var scratch: [UInt8] = []

    init(source: Source) {
        self.source = source
    }

    /// Parses the next chunk of input.
    mutating func next(_ driver: ExpatDriver) throws -> Step {
        switch source {
        case .data(let data):
            return data.withUnsafeBytes { nextSlice(of: $0, driver) }
        case .bytes(let bytes):
            return bytes.withUnsafeBytes { nextSlice(of: $0, driver) }
        case .string(let string):
            // Only contiguous strings get here (see XMLInput.makePump).
            return string.utf8.withContiguousStorageIfAvailable { nextSlice(of: UnsafeRawBufferPointer($0), driver) }
                ?? Step(parsed: false, finished: true)
        case .descriptor(let owner):
            guard driver.readsInPlace else { return try nextTranscodedBlock(owner, driver) }
            let size = owner.readSize(consumed: consumed)
            guard let buffer = driver.buffer(count: size) else {
                throw XMLReadError(kind: .io("expat could not allocate a \(size)-byte buffer"))
            }
            let count = try Self.readBlock(owner, into: buffer, count: size)
            consumed += count
            return Step(parsed: driver.parseBuffer(count: count, isFinal: count == 0), finished: count == 0)
        case .chunks(let nextChunk):
            guard let chunk = nextChunk() else {
                return Step(
                    parsed: driver.parse(UnsafeRawBufferPointer(start: nil, count: 0), isFinal: true), finished: true)
            }
            consumed += chunk.count
            return Step(parsed: chunk.withUnsafeBytes { driver.parse($0, isFinal: false) }, finished: false)
        }
    }

    /// Reads a block into the pump's own buffer, for a driver that cannot take it in place. The
    /// buffer is only as large as the reads need (see `DescriptorOwner.readSize`).
    private mutating func nextTranscodedBlock(_ owner: DescriptorOwner, _ driver: ExpatDriver) throws -> Step {
        let size = owner.readSize(consumed: consumed)
        if scratch.count < size { scratch = [UInt8](repeating: 0, count: size) }
        let count = try scratch.withUnsafeMutableBytes { try Self.readBlock(owner, into: $0.baseAddress!, count: size) }
        consumed += count
        let parsed = scratch.withUnsafeBytes {
            driver.parse(UnsafeRawBufferPointer(rebasing: $0[..<count]), isFinal: count == 0)
        }
        return Step(parsed: parsed, finished: count == 0)
    }

    /// Reads up to `size` bytes from a descriptor, retrying interruptions; 0 at the end.
    private static func readBlock(_ owner: DescriptorOwner, into buffer: UnsafeMutableRawPointer, count size: Int)
        throws -> Int
    {
        var count: Int
        repeat {
            count = read(owner.descriptor, buffer, size)
        } while count < 0 && errno == EINTR
        if count < 0 {
            throw XMLReadError(kind: .io("cannot read \(owner.name): \(String(cString: strerror(errno)))"))
        }
        return count
    }

    private mutating func nextSlice(of bytes: UnsafeRawBufferPointer, _ driver: ExpatDriver) -> Step {
        let end = min(bytes.count, consumed + XMLInput.blockSize)
        let slice = UnsafeRawBufferPointer(rebasing: bytes[consumed..<end])
        consumed = end
        let finished = end == bytes.count
        return Step(parsed: driver.parse(slice, isFinal: finished), finished: finished)
    }
}
