// What the writer tests share: a document written into memory, and the error a call must throw.

import Foundation
import Testing
import Xylem

/// Writes a document into memory and returns it as a string.
func writtenXML(
    indentation: String? = nil, _ body: (inout XMLWriter<XMLMemorySink>) throws -> Void
) throws -> String {
    var writer = XMLWriter(to: XMLMemorySink(), indentation: indentation)
    try body(&writer)
    try writer.finish()
    return writer.sink.string
}

/// Runs `body` on a fresh writer and returns the `XMLWriteError` it must throw, checking its kind.
@discardableResult
func expectWriteError(
    _ kind: XMLWriteError.Kind, sourceLocation: SourceLocation = #_sourceLocation,
    _ body: (inout XMLWriter<XMLMemorySink>) throws -> Void
) throws -> XMLWriteError {
    var writer = XMLWriter(to: XMLMemorySink())
    let error = try #require(throws: XMLWriteError.self, sourceLocation: sourceLocation) { try body(&writer) }
    #expect(error.kind == kind, "\(error)", sourceLocation: sourceLocation)
    return error
}

func qualifiedName(_ uri: String, _ local: String, _ prefix: String = "") -> XMLQualifiedName {
    XMLQualifiedName(namespaceURI: uri, localName: local, prefix: prefix)
}
