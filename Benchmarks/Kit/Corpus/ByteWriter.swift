// The corpus generator's output buffer: bytes are gathered in one large block and handed to the
// file descriptor in big writes, so that generating runs at memory speed rather than syscall speed.

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A buffered writer to a file descriptor. Pieces appended must each be shorter than `reserve`.
final class ByteWriter {
    private let descriptor: Int32
    private let capacity: Int
    private let buffer: UnsafeMutablePointer<UInt8>
    private var count = 0
    /// The bytes written to the descriptor so far, plus those still buffered.
    private(set) var total = 0
    /// Room always kept free at the end, so small appends never check for a flush.
    private static let reserve = 64 * 1024

    init(descriptor: Int32, capacity: Int = 4 * 1024 * 1024) {
        self.descriptor = descriptor
        self.capacity = capacity
        buffer = .allocate(capacity: capacity)
    }

    deinit {
        buffer.deallocate()
    }

    /// Flushes when less than the reserve is left. Call between pieces of at most the reserve.
    @inline(__always)
    func makeRoom() throws {
        if count > capacity - Self.reserve { try flush() }
    }

    @inline(__always)
    func append(_ byte: UInt8) {
        buffer[count] = byte
        count += 1
        total += 1
    }

    @inline(__always)
    func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let base = bytes.baseAddress else { return }
        (buffer + count).update(from: base, count: bytes.count)
        count += bytes.count
        total += bytes.count
    }

    @inline(__always)
    func append(_ text: StaticString) {
        append(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    @inline(__always)
    func append(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { append($0) }
    }

    /// Appends `value` in decimal, zero-padded to `width` digits.
    func append(_ value: Int, width: Int = 1) {
        var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)  // 24 bytes of scratch
        withUnsafeMutableBytes(of: &digits) { scratch in
            var magnitude = value.magnitude
            var index = scratch.count
            repeat {
                index -= 1
                scratch[index] = UInt8(truncatingIfNeeded: 48 + magnitude % 10)
                magnitude /= 10
            } while magnitude > 0 || scratch.count - index < width
            if value < 0 { index -= 1; scratch[index] = UInt8(ascii: "-") }
            let written = scratch.count - index
            (buffer + count).update(
                from: scratch.baseAddress!.assumingMemoryBound(to: UInt8.self) + index, count: written)
            count += written
            total += written
        }
    }

    /// Writes everything buffered to the descriptor, retrying short writes and interruptions.
    func flush() throws {
        var offset = 0
        while offset < count {
            let written = write(descriptor, buffer + offset, count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                throw CorpusGenerator.WriteError(errno: errno)
            }
            offset += written
        }
        count = 0
    }
}
