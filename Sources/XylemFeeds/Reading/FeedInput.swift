// Where a feed comes from, read in blocks: the reader looks at the first blocks to tell the format,
// then hands them back to the parser ahead of the rest, so a pipe is read once, as it arrives.

import Xylem

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A feed document's bytes: in memory, in a file, on a descriptor or in blocks from elsewhere.
///
/// ```swift
/// let feed = try FeedReader().read(.file("podcast.xml"))
/// let piped = try FeedReader().read(.fileDescriptor(0))
/// ```
public struct FeedInput {
    let open: () throws -> FeedChunks
    /// The file's path, for a file: once the format is known, the parser reads the file itself,
    /// straight into its buffer (and on several cores when the options allow), instead of
    /// through blocks copied out of it.
    let path: String?
    /// The bytes, for bytes in memory: the parser reads them in place, and a repairing read can
    /// read them again (see ``Xylem/XMLReader/MalformedInputPolicy``).
    let memory: [UInt8]?

    /// Whether the input may be read on another thread than the one that made it: a file or bytes
    /// in memory, whose reading captures nothing of the caller's (a sequence of chunks might).
    package var readsOnAnyThread: Bool { path != nil || memory != nil }

    init(path: String? = nil, memory: [UInt8]? = nil, _ open: @escaping () throws -> FeedChunks) {
        self.open = open
        self.path = path
        self.memory = memory
    }

    /// Bytes in memory.
    public static func bytes(_ bytes: [UInt8]) -> FeedInput {
        FeedInput(memory: bytes) { FeedChunks(blocks: [bytes]) }
    }

    /// A string, read as UTF-8 whatever its XML declaration says.
    public static func string(_ string: String) -> FeedInput {
        .bytes(Array(string.utf8))
    }

    /// A file, read in blocks.
    public static func file(_ path: String) -> FeedInput {
        FeedInput(path: path) {
            let descriptor = systemOpen(path)
            guard descriptor >= 0 else { throw FeedReadError("cannot open \(path): \(systemError())") }
            return FeedChunks(descriptor: descriptor, closes: true, name: path)
        }
    }

    /// A descriptor you hold, such as standard input (`0`), read to its end; it is not closed.
    public static func fileDescriptor(_ descriptor: Int32) -> FeedInput {
        FeedInput { FeedChunks(descriptor: descriptor, closes: false, name: "descriptor \(descriptor)") }
    }

    /// Blocks of bytes from any sequence, such as a network body.
    public static func chunks<S: Sequence>(_ chunks: S) -> FeedInput where S.Element: Collection<UInt8> {
        FeedInput {
            var iterator = chunks.makeIterator()
            return FeedChunks { iterator.next().map { Array($0) } }
        }
    }
}

/// A failure to get at a feed's bytes, or a document that is no feed.
public struct FeedReadError: Error, CustomStringConvertible, Sendable {
    /// What went wrong.
    public let description: String

    init(_ description: String) { self.description = description }
}

/// The blocks of one read of a ``FeedInput``; a read failure ends the blocks and is kept.
final class FeedChunks {
    private var nextBlock: () -> [UInt8]?
    private(set) var error: FeedReadError?
    private var cleanup: (() -> Void)?

    init(_ next: @escaping () -> [UInt8]?) {
        nextBlock = next
    }

    convenience init(blocks: [[UInt8]]) {
        var remaining = blocks[...]
        self.init { remaining.popFirst() }
    }

    convenience init(descriptor: Int32, closes: Bool, name: String) {
        let blocks = DescriptorBlocks(descriptor: descriptor, closes: closes)
        self.init { blocks.next() }
        errorSource = { blocks.failure.map { FeedReadError("cannot read \(name): \($0)") } }
        cleanup = { blocks.close() }
    }

    private var errorSource: () -> FeedReadError? = { nil }

    deinit { close() }

    /// Releases the descriptor now, when the blocks are no longer needed.
    func close() {
        cleanup?()
        cleanup = nil
    }

    /// The next block, or nil at the end.
    func next() -> [UInt8]? {
        let block = nextBlock()
        if block == nil { error = errorSource() }
        return block
    }

    /// Every block left, joined after `head`.
    func readAll(after head: [UInt8]) throws -> [UInt8] {
        var bytes = head
        while let block = next() { bytes += block }
        if let error { throw error }
        return bytes
    }
}

private func systemOpen(_ path: String) -> Int32 { open(path, O_RDONLY | O_CLOEXEC) }
private func systemError() -> String { String(cString: strerror(errno)) }
