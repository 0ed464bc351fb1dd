// The well-formedness check of XML written as it is (a RawXML mapping's value): the markup is
// parsed as the content of an element, so that a value that would break the document it is written
// into is refused before any of it is written.

import CExpat

/// Checks markup meant to be written verbatim as an element's content.
enum RawXMLCheck {
    /// Why `markup` is not well-formed content, or nil when it is.
    static func problem(in markup: String) -> String? {
        if !markup.utf8.contains(UInt8(ascii: "<")) && !markup.utf8.contains(UInt8(ascii: "&")) { return nil }
        guard let parser = XML_ParserCreate(nil) else { return "the check could not start a parser" }
        defer { XML_ParserFree(parser) }
        let document = "<r>" + markup + "</r>"
        let status = document.utf8CString.withUnsafeBufferPointer { bytes in
            XML_Parse(parser, bytes.baseAddress, Int32(bytes.count - 1), 1)
        }
        guard status == XML_STATUS_ERROR else { return nil }
        let reason = XML_ErrorString(XML_GetErrorCode(parser)).map { String(cString: $0) } ?? "not well-formed"
        let column = Int(XML_GetCurrentColumnNumber(parser))
        let line = Int(XML_GetCurrentLineNumber(parser))
        // The wrapper's three bytes come before the markup's first line.
        return "\(reason) at line \(line), column \(line == 1 ? max(column - 3, 0) : column) of the markup"
    }
}
