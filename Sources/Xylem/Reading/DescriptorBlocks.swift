// A descriptor read to its end in blocks that the caller keeps: what a reader that looks at a
// document's first bytes before parsing it (the `xylem` tool, XylemFeeds' `FeedReader`) hands back
// to the parser ahead of the rest. The core's own reads fill the parser's buffer directly instead.

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The blocks of one descriptor, of ``XMLInput/blockSize`` bytes at most; a read failure ends them
/// and is kept in ``failure``.
package final class DescriptorBlocks {
    private var descriptor: Int32
    private let closes: Bool
    /// Why reading failed (the system's message), nil while it has not.
    package private(set) var failure: String?

    /// Blocks of `descriptor`, which is closed at the end when `closes` says so.
    package init(descriptor: Int32, closes: Bool) {
        self.descriptor = descriptor
        self.closes = closes
    }

    deinit { close() }

    /// The next block, or nil at the end or after a failure.
    package func next() -> [UInt8]? {
        guard descriptor >= 0, failure == nil else { return nil }
        var block = [UInt8](repeating: 0, count: XMLInput.blockSize)
        while true {
            let count = block.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress!, $0.count) }
            if count < 0 && errno == EINTR { continue }
            if count < 0 { failure = String(cString: strerror(errno)) }
            guard count > 0 else { return nil }
            block.removeLast(block.count - count)
            return block
        }
    }

    /// Stops reading, and closes the descriptor if it is to be closed.
    package func close() {
        if closes && descriptor >= 0 { _ = systemClose(descriptor) }
        descriptor = -1
    }
}

// POSIX `read` and `close`, named apart so that the methods above do not shadow them.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}

private func systemClose(_ descriptor: Int32) -> Int32 {
    close(descriptor)
}

/// The blocks already read to look at a document's head, then the rest of its blocks: what the
/// parser is given, so that a pipe is read once.
package struct HeadThenBlocks: Sequence, IteratorProtocol {
    private var head: [UInt8]?
    private let rest: () -> [UInt8]?

    /// `head`, then the blocks `rest` gives until it gives nil.
    package init(head: [UInt8], rest: @escaping () -> [UInt8]?) {
        self.head = head
        self.rest = rest
    }

    package mutating func next() -> [UInt8]? {
        if let head {
            self.head = nil
            return head
        }
        return rest()
    }
}
