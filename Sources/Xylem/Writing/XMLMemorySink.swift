// The in-memory destination: collects the document as bytes, readable as Data or String.

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A sink that keeps the document in memory.
///
/// The content is complete once the writer has been finished (or flushed):
///
/// ```swift
/// var writer = XMLWriter(to: XMLMemorySink())
/// try writer.startElement("greeting")
/// try writer.text("Hello & welcome")
/// try writer.finish()
/// print(writer.sink.string)   // <greeting>Hello &amp; welcome</greeting>
/// ```
public struct XMLMemorySink: XMLByteSink, Sendable {
    /// The bytes written so far (UTF-8).
    public private(set) var bytes: [UInt8] = []

    /// Creates an empty sink.
    public init() {}

    /// Appends `bytes`.
    public mutating func write(_ bytes: UnsafeRawBufferPointer) throws {
        self.bytes.append(contentsOf: bytes)
    }

    /// The bytes written so far, as `Data`.
    public var data: Data { Data(bytes) }

    /// The bytes written so far, decoded as UTF-8.
    public var string: String { String(decoding: bytes, as: UTF8.self) }
}
