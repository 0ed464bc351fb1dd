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
        /// Makes a closure that returns the next chunk's bytes, or nil at the end.
        case chunks(() -> () -> [UInt8]?)
        /// An input that cannot be read, with the reason.
        case unsupported(String)
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
    /// A file URL, read in blocks. Other URLs fail with an I/O error when read: fetch them
    /// yourself and pass the body as ``chunks(_:)`` or to ``XMLPushParser``.
    public static func url(_ url: URL) -> XMLInput {
        url.isFileURL
            ? XMLInput(storage: .file(url.path))
            : XMLInput(storage: .unsupported("\(url.absoluteString) is not a file URL"))
    }
    /// An open file descriptor (a pipe, a socket, standard input), read in blocks until end of file.
    /// The descriptor is not closed.
    public static func fileDescriptor(_ descriptor: Int32) -> XMLInput { XMLInput(storage: .descriptor(descriptor)) }

    /// Any sequence of byte chunks (`[UInt8]`, `ArraySlice<UInt8>`, `Data`, …), parsed as they come.
    /// Chunk boundaries may fall anywhere, inside a tag or a multi-byte character.
    public static func chunks<S: Sequence>(_ chunks: S) -> XMLInput where S.Element: Collection<UInt8> {
        XMLInput(
            storage: .chunks({
                var iterator = chunks.makeIterator()
                return { iterator.next().map { Array($0) } }
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
        case .descriptor(let descriptor):
            var info = stat()
            guard fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
            return Int(info.st_size) - Int(lseek(descriptor, 0, SEEK_CUR))
        case .chunks, .unsupported: return nil
        }
    }

    /// Feeds the whole input to `driver`. Returns false when the parser stopped (malformed input
    /// or a handler's error); throws for I/O failures and whatever `progress` throws. `progress`
    /// gets the bytes consumed so far after each chunk.
    func feed(_ driver: ExpatDriver, progress: (Int) throws -> Void) throws -> Bool {
        var pump = try makePump()
        while true {
            let step = try pump.next(driver)
            guard step.parsed else { return false }
            try progress(pump.consumed)
            if step.finished { return true }
        }
    }

    /// A pull-style reader of this input, one chunk per call.
    func makePump() throws -> InputPump {
        switch storage {
        case .data(let data): return InputPump(source: .data(data))
        case .bytes(let bytes): return InputPump(source: .bytes(bytes))
        case .string(let string):
            // Native strings are contiguous UTF-8 and are read in place; others are copied once.
            let contiguous = string.utf8.withContiguousStorageIfAvailable { _ in true } ?? false
            return InputPump(source: contiguous ? .string(string) : .bytes(Array(string.utf8)))
        case .file(let path):
            let descriptor = open(path, O_RDONLY)
            guard descriptor >= 0 else {
                throw XMLReadError(kind: .io("cannot open \(path): \(String(cString: strerror(errno)))"))
            }
            return InputPump(source: .descriptor(DescriptorOwner(descriptor, name: path, closes: true)))
        case .descriptor(let descriptor):
            return InputPump(
                source: .descriptor(DescriptorOwner(descriptor, name: "file descriptor \(descriptor)", closes: false)))
        case .chunks(let makeIterator):
            return InputPump(source: .chunks(makeIterator()))
        case .unsupported(let reason):
            throw XMLReadError(kind: .io(reason))
        }
    }
}
