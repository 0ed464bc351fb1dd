// The only owner of an expat parser: creation in namespace-triplet mode, feeding bytes, and
// answering "where am I" for errors and progress. Event handlers are installed by the sinks.

import CExpat

/// One expat parser, configured for Xylem's name format.
final class ExpatDriver {
    let parser: XML_Parser

    /// Creates a namespace-aware parser whose names are "uri\u{1}local\u{1}prefix" triplets.
    init() throws {
        guard let parser = XML_ParserCreateNS(nil, XML_Char(bitPattern: expatNameSeparator)) else {
            throw XMLReadError(kind: .io("expat could not allocate a parser"))
        }
        XML_SetReturnNSTriplet(parser, 1)
        self.parser = parser
    }

    deinit {
        XML_ParserFree(parser)
    }

    /// Hands `userData` to every handler.
    func setUserData(_ userData: UnsafeMutableRawPointer) {
        XML_SetUserData(parser, userData)
    }

    /// Parses bytes owned by the caller. Returns false when parsing stopped on an error.
    @discardableResult
    func parse(_ bytes: UnsafeRawBufferPointer, isFinal: Bool) -> Bool {
        let pointer = bytes.baseAddress?.assumingMemoryBound(to: CChar.self)
        return XML_Parse(parser, pointer, Int32(bytes.count), isFinal ? 1 : 0) != XML_STATUS_ERROR
    }

    /// A buffer inside expat to read up to `count` bytes into, avoiding a copy.
    func buffer(count: Int) -> UnsafeMutableRawPointer? {
        XML_GetBuffer(parser, Int32(count))
    }

    /// Parses `count` bytes previously written into ``buffer(count:)``.
    @discardableResult
    func parseBuffer(count: Int, isFinal: Bool) -> Bool {
        XML_ParseBuffer(parser, Int32(count), isFinal ? 1 : 0) != XML_STATUS_ERROR
    }

    /// Stops parsing from inside a handler; the current `parse` call then returns false.
    func stop() {
        XML_StopParser(parser, 0)
    }

    /// The 1-based line of the current event (or of the error after a failed parse).
    var line: Int { Int(XML_GetCurrentLineNumber(parser)) }
    /// The 1-based column, in bytes, of the current event.
    var column: Int { Int(XML_GetCurrentColumnNumber(parser)) + 1 }
    /// The byte offset of the current event.
    var byteOffset: Int { Int(XML_GetCurrentByteIndex(parser)) }

    /// Expat's error, if the last parse failed for a reason of its own.
    var malformation: (code: Int, reason: String)? {
        let code = XML_GetErrorCode(parser)
        guard code != XML_ERROR_NONE, code != XML_ERROR_ABORTED else { return nil }
        let reason = XML_ErrorString(code).map { String(cString: $0) } ?? "unknown error"
        return (Int(code.rawValue), reason)
    }
}
