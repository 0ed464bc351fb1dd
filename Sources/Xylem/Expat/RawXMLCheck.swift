// The well-formedness check of XML written as it is (an XMLInnerXML mapping's value): the markup is
// parsed as the content of an element, so that a value that would break the document it is written
// into is refused before any of it is written.

import CExpat

/// Checks markup meant to be written verbatim as an element's content.
enum RawXMLCheck {
    /// Why `markup` is not well-formed content, or nil when it is. Namespaces are checked too: a
    /// prefix the markup does not declare itself (as a capture does) is refused, since the writer
    /// chooses the prefixes around it and the output would not read back.
    static func problem(in markup: String) -> String? {
        if !markup.utf8.contains(UInt8(ascii: "<")) && !markup.utf8.contains(UInt8(ascii: "&")) { return nil }
        guard let parser = XML_ParserCreateNS(nil, 0x01) else { return "the check could not start a parser" }
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

extension RawXMLCheck {
    /// What the namespace scan of markup has seen.
    private struct NamespaceScan {
        var elements = 0
        var foundNoNamespace = false
    }

    /// Whether `markup` holds an element in no namespace. A capture declares the namespaces its
    /// names use (see ``XMLInnerXML``), but an unprefixed name in no namespace takes the default
    /// namespace of wherever the markup is written, so the writer must undeclare it there.
    static func hasElementInNoNamespace(_ markup: String) -> Bool {
        guard markup.utf8.contains(UInt8(ascii: "<")) else { return false }
        // The separator is a byte no name holds; a name without it is in no namespace.
        guard let parser = XML_ParserCreateNS(nil, 0x01) else { return true }
        defer { XML_ParserFree(parser) }
        var scan = NamespaceScan()
        withUnsafeMutablePointer(to: &scan) { pointer in
            XML_SetUserData(parser, pointer)
            XML_SetStartElementHandler(parser) { userData, name, _ in
                guard let userData, var byte = name else { return }
                let scan = userData.assumingMemoryBound(to: NamespaceScan.self)
                scan.pointee.elements += 1
                // The first element is the wrapper the markup is parsed in.
                guard scan.pointee.elements > 1 else { return }
                while byte.pointee != 0 && byte.pointee != 0x01 { byte += 1 }
                if byte.pointee == 0 { scan.pointee.foundNoNamespace = true }
            }
            let document = "<r>" + markup + "</r>"
            document.utf8CString.withUnsafeBufferPointer { bytes in
                _ = XML_Parse(parser, bytes.baseAddress, Int32(bytes.count - 1), 1)
            }
        }
        return scan.foundNoNamespace
    }
}
