// Where the bytes come from: memory, a file (read in large blocks straight into expat's buffer),
// a file descriptor, or any sequence of byte chunks.

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

/// The bytes of an XML document: in memory, in a file, or arriving in chunks.
///
/// Files and descriptors are read in blocks of ``blockSize`` bytes directly into the parser's
/// buffer; nothing is loaded whole.
///
/// ```swift
/// try reader.read(Book.self, from: .file("catalog.xml"))
/// try reader.read(Book.self, from: .chunks(socketChunks))
/// ```
public struct XMLInput {
    enum Storage {
        case data(Data)
        case bytes([UInt8])
        case string(String)
        case file(String)
        case descriptor(Int32)
        case chunks((ExpatDriver, (Int) -> Void) throws -> Bool)
    }

    let storage: Storage

    /// The block size used for files and descriptors, and the slice size for memory.
    public static let blockSize = 256 * 1024

    /// A document held in `Data`.
    public static func data(_ data: Data) -> XMLInput { XMLInput(storage: .data(data)) }
    /// A document held in a byte array.
    public static func bytes(_ bytes: [UInt8]) -> XMLInput { XMLInput(storage: .bytes(bytes)) }
    /// A document held in a `String` (its UTF-8 form is parsed; an encoding declaration other than
    /// UTF-8 inside it would be wrong and is reported by the parser).
    public static func string(_ string: String) -> XMLInput { XMLInput(storage: .string(string)) }
    /// A file, read in blocks.
    public static func file(_ path: String) -> XMLInput { XMLInput(storage: .file(path)) }
    /// A file URL, read in blocks.
    public static func url(_ url: URL) -> XMLInput {
        XMLInput(storage: .file(url.isFileURL ? url.path : url.absoluteString))
    }
    /// An open file descriptor (a pipe, a socket, standard input), read in blocks until end of file.
    /// The descriptor is not closed.
    public static func fileDescriptor(_ descriptor: Int32) -> XMLInput { XMLInput(storage: .descriptor(descriptor)) }

    /// Any sequence of byte chunks (`[UInt8]`, `ArraySlice<UInt8>`, `Data`, …), parsed as they come.
    /// Chunk boundaries may fall anywhere, inside a tag or a multi-byte character.
    public static func chunks<S: Sequence>(_ chunks: S) -> XMLInput where S.Element: Collection<UInt8> {
        XMLInput(storage: .chunks({ driver, progress in
            var consumed = 0
            for chunk in chunks {
                let ok = chunk.withContiguousStorageIfAvailable { buffer in
                    driver.parse(UnsafeRawBufferPointer(buffer), isFinal: false)
                } ?? Array(chunk).withUnsafeBytes { driver.parse($0, isFinal: false) }
                guard ok else { return false }
                consumed += chunk.count
                progress(consumed)
            }
            return driver.parse(UnsafeRawBufferPointer(start: nil, count: 0), isFinal: true)
        }))
    }

    /// The total size in bytes when it is known before reading.
    var knownSize: Int? {
        switch storage {
        case .data(let data): return data.count
        case .bytes(let bytes): return bytes.count
        case .string(let string): return string.utf8.count
        case .file(let path):
            var info = stat()
            guard stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
            return Int(info.st_size)
        case .descriptor, .chunks: return nil
        }
    }

    /// Feeds the whole input to `driver`. Returns false when the parser stopped (malformed input
    /// or a handler's error); throws for I/O failures. `progress` gets the bytes consumed so far.
    func feed(_ driver: ExpatDriver, progress: (Int) -> Void) throws -> Bool {
        switch storage {
        case .data(let data):
            return data.withUnsafeBytes { Self.feedMemory($0, driver, progress) }
        case .bytes(let bytes):
            return bytes.withUnsafeBytes { Self.feedMemory($0, driver, progress) }
        case .string(let string):
            var string = string
            return string.withUTF8 { Self.feedMemory(UnsafeRawBufferPointer($0), driver, progress) }
        case .file(let path):
            let descriptor = open(path, O_RDONLY)
            guard descriptor >= 0 else {
                throw XMLReadError(kind: .io("cannot open \(path): \(String(cString: strerror(errno)))"))
            }
            defer { close(descriptor) }
            return try Self.feedDescriptor(descriptor, name: path, driver, progress)
        case .descriptor(let descriptor):
            return try Self.feedDescriptor(descriptor, name: "file descriptor \(descriptor)", driver, progress)
        case .chunks(let feed):
            return try feed(driver, progress)
        }
    }

    private static func feedMemory(_ bytes: UnsafeRawBufferPointer, _ driver: ExpatDriver, _ progress: (Int) -> Void) -> Bool {
        var offset = 0
        repeat {
            let end = min(bytes.count, offset + blockSize)
            let slice = UnsafeRawBufferPointer(rebasing: bytes[offset..<end])
            guard driver.parse(slice, isFinal: end == bytes.count) else { return false }
            offset = end
            progress(offset)
        } while offset < bytes.count
        return true
    }

    private static func feedDescriptor(
        _ descriptor: Int32, name: String, _ driver: ExpatDriver, _ progress: (Int) -> Void
    ) throws -> Bool {
        var consumed = 0
        while true {
            guard let buffer = driver.buffer(count: blockSize) else {
                throw XMLReadError(kind: .io("expat could not allocate a \(blockSize)-byte buffer"))
            }
            let count = read(descriptor, buffer, blockSize)
            if count < 0 {
                if errno == EINTR { continue }
                throw XMLReadError(kind: .io("cannot read \(name): \(String(cString: strerror(errno)))"))
            }
            guard driver.parseBuffer(count: count, isFinal: count == 0) else { return false }
            if count == 0 { return true }
            consumed += count
            progress(consumed)
        }
    }
}
