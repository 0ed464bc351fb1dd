// Buffered line output for `xylem atom`: to standard output, or to an anonymous temporary file
// that holds the entries' lines until the feed's line, which needs the whole feed read, is out.

import Xylem
import XylemToolSupport

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Lines written to a descriptor in blocks (`print` would flush per line on pipes and terminals).
final class AtomLineOutput {
    private let sink: XMLFileSink
    /// The lines not yet written, JSON written into it directly.
    private var buffer = JSONWriter()
    private static let blockSize = 64 * 1024
    /// The descriptor, for reading a spool back.
    let descriptor: Int32

    /// Standard output.
    static func standardOutput() -> AtomLineOutput {
        AtomLineOutput(descriptor: 1, closes: false)
    }

    /// A temporary file that is already unlinked, so that nothing is left behind however the
    /// command ends; it goes away when closed.
    static func spool() throws -> AtomLineOutput {
        let directory = getenv("TMPDIR").map { String(cString: $0) } ?? "/tmp"
        var template = Array((directory + "/xylem-atom-XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else {
            throw AtomCommandError("cannot create a temporary file in \(directory): \(AtomInput.systemError())")
        }
        _ = template.withUnsafeBufferPointer { unlink($0.baseAddress!) }
        return AtomLineOutput(descriptor: descriptor, closes: true)
    }

    private init(descriptor: Int32, closes: Bool) {
        self.descriptor = descriptor
        sink = XMLFileSink(fileDescriptor: descriptor, closeWhenDone: closes)
    }

    func writeLine(_ line: String) throws {
        buffer.append(encoded: line)
        try endLine()
    }

    /// A line that `body` writes into the buffer, without an intermediate `String`.
    func writeLine(_ body: (inout JSONWriter) -> Void) throws {
        body(&buffer)
        try endLine()
    }

    private func endLine() throws {
        buffer.endLine()
        if buffer.bytes.count >= Self.blockSize { try flush() }
    }

    func flush() throws {
        guard !buffer.bytes.isEmpty else { return }
        try buffer.bytes.withUnsafeBytes { try sink.write($0) }
        buffer.removeAll()
    }

    /// Copies everything written to this spool, from its start, to `output`.
    func copy(to output: AtomLineOutput) throws {
        try flush()
        try output.flush()
        guard lseek(descriptor, 0, SEEK_SET) == 0 else {
            throw AtomCommandError("cannot rewind the temporary file: \(AtomInput.systemError())")
        }
        var block = [UInt8](repeating: 0, count: Self.blockSize)
        while true {
            let count = block.withUnsafeMutableBytes { read(descriptor, $0.baseAddress!, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count >= 0 else {
                throw AtomCommandError("cannot read the temporary file: \(AtomInput.systemError())")
            }
            if count == 0 { return }
            try block.withUnsafeBytes { try output.sink.write(UnsafeRawBufferPointer(rebasing: $0[..<count])) }
        }
    }
}
