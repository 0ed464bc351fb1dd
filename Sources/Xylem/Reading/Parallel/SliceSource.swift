// The bytes of a document that a parallel read can reach at any offset, from any thread: memory
// the caller keeps alive for the read, a copy made for an async sequence, or a regular file read
// with `pread`. Only the inputs that can be cut are here; pipes and chunk sequences are not.

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A document's bytes, readable at any offset.
// Unchecked Sendable: the bytes are never written after `init`, and `pread` takes its offset
// per call, so workers read the same source at once.
final class SliceSource: @unchecked Sendable {
    private enum Storage {
        case memory(UnsafeRawBufferPointer)
        case file(descriptor: Int32, start: Int, name: String)
    }

    private let storage: Storage
    /// The document's length in bytes when the read began.
    let size: Int
    /// Memory this source allocated and frees (a copy made for an async sequence).
    private let ownedCopy: UnsafeMutableRawBufferPointer?
    /// Closed when the source goes, for a file it opened itself.
    private let closesDescriptor: Bool

    /// Bytes the caller keeps alive and unchanged while the source is used.
    init(borrowing bytes: UnsafeRawBufferPointer) {
        storage = .memory(bytes)
        size = bytes.count
        ownedCopy = nil
        closesDescriptor = false
    }

    /// A copy of `bytes`, freed with the source.
    init(copying bytes: UnsafeRawBufferPointer) {
        let copy = UnsafeMutableRawBufferPointer.allocate(byteCount: max(1, bytes.count), alignment: 16)
        if let base = bytes.baseAddress, bytes.count > 0 {
            copy.baseAddress!.copyMemory(from: base, byteCount: bytes.count)
        }
        storage = .memory(UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(copy)[..<bytes.count]))
        size = bytes.count
        ownedCopy = copy
        closesDescriptor = false
    }

    /// A regular file open at `descriptor`, from `start` (the descriptor's offset) to its end.
    private init(descriptor: Int32, start: Int, size: Int, name: String, closes: Bool) {
        storage = .file(descriptor: descriptor, start: start, name: name)
        self.size = size
        ownedCopy = nil
        closesDescriptor = closes
    }

    deinit {
        ownedCopy?.deallocate()
        if closesDescriptor, case .file(let descriptor, _, _) = storage { close(descriptor) }
    }

    /// A source for a file path or a descriptor, when it is a regular file; nil for anything else
    /// (which is then read on one thread). Throws when the file cannot be opened, as a read would.
    static func file(path: String) throws -> SliceSource? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw XMLReadError(kind: .io("cannot open \(path): \(String(cString: strerror(errno)))"))
        }
        var status = stat()
        guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else {
            close(descriptor)
            return nil
        }
        return SliceSource(descriptor: descriptor, start: 0, size: Int(status.st_size), name: path, closes: true)
    }

    /// A source for an open descriptor of a regular file, from its current offset; nil otherwise.
    static func descriptor(_ descriptor: Int32) -> SliceSource? {
        var status = stat()
        guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else { return nil }
        let start = Int(lseek(descriptor, 0, SEEK_CUR))
        guard start >= 0 else { return nil }
        return SliceSource(
            descriptor: descriptor, start: start, size: max(0, Int(status.st_size) - start),
            name: "file descriptor \(descriptor)", closes: false)
    }

    /// The bytes in memory, for sources that have them there.
    var memory: UnsafeRawBufferPointer? {
        if case .memory(let bytes) = storage { return bytes }
        return nil
    }

    /// Leaves a borrowed descriptor at the end of what was read, as a read on one thread does.
    func finishDescriptor(at offset: Int) {
        guard !closesDescriptor, case .file(let descriptor, let start, _) = storage else { return }
        lseek(descriptor, off_t(start + offset), SEEK_SET)
    }

    /// Reads up to `count` bytes at `offset` into `buffer`, retrying interruptions; fewer only at
    /// the end of the file.
    func read(into buffer: UnsafeMutableRawPointer, at offset: Int, count: Int) throws -> Int {
        switch storage {
        case .memory(let bytes):
            let available = max(0, min(count, bytes.count - offset))
            if available > 0 { buffer.copyMemory(from: bytes.baseAddress! + offset, byteCount: available) }
            return available
        case .file(let descriptor, let start, let name):
            var done = 0
            while done < count {
                let result = pread(descriptor, buffer + done, count - done, off_t(start + offset + done))
                if result < 0 {
                    if errno == EINTR { continue }
                    throw XMLReadError(kind: .io("cannot read \(name): \(String(cString: strerror(errno)))"))
                }
                if result == 0 { break }
                done += result
            }
            return done
        }
    }

    /// Runs `body` with the bytes of `range` (clipped to the document), in place for memory and
    /// read into a temporary buffer for a file.
    func withBytes<Result>(_ range: Range<Int>, _ body: (UnsafeRawBufferPointer) throws -> Result) throws -> Result {
        let clipped = max(0, range.lowerBound)..<max(max(0, range.lowerBound), min(range.upperBound, size))
        if let bytes = memory {
            return try body(UnsafeRawBufferPointer(rebasing: bytes[clipped]))
        }
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: max(1, clipped.count), alignment: 16)
        defer { buffer.deallocate() }
        let count = try read(into: buffer.baseAddress!, at: clipped.lowerBound, count: clipped.count)
        return try body(UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(buffer)[..<count]))
    }

    /// Hands the bytes of `range` to `driver`, then, when `toEnd`, whatever the file holds beyond
    /// (a file may have grown since it was measured) and the end of input. Returns false when
    /// the parser stopped; `shouldStop` is asked between blocks.
    ///
    /// Blocks end where the driver's checkpoints are (see ExpatDriver+Checkpoints.swift), as a
    /// read on one thread's do: a block that ended elsewhere would have its bytes after the last
    /// '>' gathered and copied; the last block of a slice ends at a cut, just after a '>'.
    func feed(
        _ range: Range<Int>, to driver: ExpatDriver, toEnd: Bool, shouldStop: () -> Bool = { false }
    ) throws -> Bool {
        func blockLength(from offset: Int, end: Int?) -> Int {
            let toCheckpoint = XMLInput.blockSize - driver.deliveredBytes % XMLInput.blockSize
            return end.map { min(toCheckpoint, $0 - offset) } ?? toCheckpoint
        }
        if let bytes = memory {
            let clipped = min(range.lowerBound, bytes.count)..<min(range.upperBound, bytes.count)
            var offset = clipped.lowerBound
            repeat {
                let end = offset + blockLength(from: offset, end: clipped.upperBound)
                let isFinal = toEnd && end == clipped.upperBound
                guard driver.parse(UnsafeRawBufferPointer(rebasing: bytes[offset..<end]), isFinal: isFinal) else {
                    return false
                }
                offset = end
                if offset < clipped.upperBound, shouldStop() { return true }
            } while offset < clipped.upperBound
            return true
        }
        var scratch: UnsafeMutableRawBufferPointer?
        defer { scratch?.deallocate() }
        var offset = range.lowerBound
        while true {
            let wanted = blockLength(from: offset, end: toEnd ? nil : range.upperBound)
            if wanted == 0 { return true }
            let count: Int
            let parsed: Bool
            if driver.readsInPlace, let buffer = driver.buffer(count: wanted) {
                count = try read(into: buffer, at: offset, count: wanted)
                parsed = driver.parseBuffer(count: count, isFinal: toEnd && count == 0)
            } else {
                // Gathering a long token, the driver copies what it is given: read elsewhere.
                if scratch == nil { scratch = .allocate(byteCount: XMLInput.blockSize, alignment: 16) }
                let block = scratch!
                count = try read(into: block.baseAddress!, at: offset, count: wanted)
                parsed = driver.parse(
                    UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(block)[..<count]),
                    isFinal: toEnd && count == 0
                )
            }
            guard parsed else { return false }
            offset += count
            if toEnd ? count == 0 : (offset >= range.upperBound || count == 0) { return true }
            if shouldStop() { return true }
        }
    }
}
