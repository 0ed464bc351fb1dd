// Raw inner-XML capture: re-serializes the events inside a captured element, escaping text and
// attribute values and re-declaring the namespace prefixes the captured markup uses, so that the
// captured string is well-formed and namespace-complete on its own.

extension ReadEngine {
    // MARK: Namespace scope (tracked always; used only by captures)

    mutating func namespaceStarted(_ prefix: UnsafePointer<CChar>?, _ uri: UnsafePointer<CChar>?) {
        if mode == .buffering { replay.appendNamespaceStart(prefix, uri) }
        bindings.append((prefix.map { String(cString: $0) } ?? "", uri.map { String(cString: $0) } ?? ""))
        bindingsDeclaredSinceLastStart += 1
    }

    mutating func namespaceEnded(_ prefix: UnsafePointer<CChar>?) {
        if mode == .buffering { replay.appendNamespaceEnd(prefix) }
        let name = prefix.map { String(cString: $0) } ?? ""
        if let index = bindings.lastIndex(where: { $0.prefix == name }) {
            bindings.remove(at: index)
        }
    }

    // MARK: Markup inside a capture

    mutating func captureStart(
        _ cName: UnsafePointer<CChar>, _ attributes: UnsafeMutablePointer<UnsafePointer<CChar>?>, declaredHere: Int
    ) {
        closeCapturedStartTag()
        let name = ExpatNameParts(bytes: ExpatName(cName).full)
        appendASCII("<")
        appendString(name.qualifiedName)
        for binding in bindings.suffix(declaredHere) {
            declare(prefix: binding.prefix, uri: binding.uri)
        }
        ensureDeclared(prefix: name.prefix, uri: name.namespaceURI, isElement: true)
        var position = 0
        var pairs: [(ExpatNameParts, UnsafePointer<CChar>)] = []
        while let attributeName = attributes[position], let value = attributes[position + 1] {
            let parts = ExpatNameParts(bytes: ExpatName(attributeName).full)
            ensureDeclared(prefix: parts.prefix, uri: parts.namespaceURI, isElement: false)
            pairs.append((parts, value))
            position += 2
        }
        for (parts, value) in pairs {
            appendASCII(" ")
            appendString(parts.qualifiedName)
            appendASCII("=\"")
            appendEscaped(
                UnsafeRawPointer(value).assumingMemoryBound(to: UInt8.self), cStringLength(value), inAttribute: true)
            appendASCII("\"")
        }
        // The '>' waits for what comes next: an element with nothing inside is written `<br/>`.
        capture.startTagOpen = true
        if text.count > options.maxTextLength { textOverflowed() }
    }

    mutating func captureEnd(_ cName: UnsafePointer<CChar>) {
        if capture.startTagOpen {
            capture.startTagOpen = false
            appendASCII("/>")
        } else {
            let name = ExpatNameParts(bytes: ExpatName(cName).full)
            appendASCII("</")
            appendString(name.qualifiedName)
            appendASCII(">")
        }
        while let last = capture.bindings.last, last.depth >= modeElement.depth {
            capture.bindings.removeLast()
        }
    }

    /// Ends the start tag written last, when something goes inside its element.
    @inline(__always)
    private mutating func closeCapturedStartTag() {
        if capture.startTagOpen {
            capture.startTagOpen = false
            appendASCII(">")
        }
    }

    mutating func captureText(_ bytes: UnsafePointer<CChar>, _ count: Int) {
        closeCapturedStartTag()
        appendEscaped(UnsafeRawPointer(bytes).assumingMemoryBound(to: UInt8.self), count, inAttribute: false)
    }

    mutating func comment(_ data: UnsafePointer<CChar>) {
        if mode == .keeping { return keepComment(data) }
        if mode == .buffering { return bufferComment(data) }
        guard mode == .raw else { return }
        closeCapturedStartTag()
        appendASCII("<!--")
        appendString(String(cString: data))
        appendASCII("-->")
    }

    mutating func processingInstruction(_ target: UnsafePointer<CChar>, _ data: UnsafePointer<CChar>?) {
        if replayPosition == nil, let refusal = NamespaceResolver.refusal(processingInstructionTarget: target) {
            return fail(positioned(.malformed(code: refusal.code, reason: refusal.reason)))
        }
        if mode == .buffering { return bufferProcessingInstruction(target, data) }
        guard mode == .raw else { return }
        closeCapturedStartTag()
        appendASCII("<?")
        appendString(String(cString: target))
        if let data, data.pointee != 0 {
            appendASCII(" ")
            appendString(String(cString: data))
        }
        appendASCII("?>")
    }

    // MARK: Declarations

    /// Makes sure `prefix` (or the default namespace, for elements) means `uri` inside the capture.
    private mutating func ensureDeclared(prefix: String, uri: String, isElement: Bool) {
        if prefix == "xml" { return }
        if prefix.isEmpty && !isElement { return }  // unprefixed attributes have no namespace
        let current = capture.bindings.uri(for: prefix) ?? ""
        if current != uri { declare(prefix: prefix, uri: uri) }
    }

    private mutating func declare(prefix: String, uri: String) {
        if capture.bindings.uri(for: prefix) == uri { return }
        capture.bindings.bind(prefix, to: uri, depth: modeElement.depth)
        appendASCII(prefix.isEmpty ? " xmlns=\"" : " xmlns:")
        if !prefix.isEmpty {
            appendString(prefix)
            appendASCII("=\"")
        }
        var uri = uri
        uri.withUTF8 { appendEscaped($0.baseAddress ?? UnsafePointer(bitPattern: 1)!, $0.count, inAttribute: true) }
        appendASCII("\"")
    }

    // MARK: Output

    private mutating func appendASCII(_ string: StaticString) {
        text.append(string)
    }

    private mutating func appendString(_ string: String) {
        text.append(string)
    }

    /// Appends bytes with markup characters escaped. Carriage returns and, in attributes, tabs and
    /// line feeds are written as character references, since a parser would normalize them away.
    private mutating func appendEscaped(_ bytes: UnsafePointer<UInt8>, _ count: Int, inAttribute: Bool) {
        var runStart = 0
        for index in 0..<count {
            let replacement: StaticString?
            switch bytes[index] {
            case UInt8(ascii: "&"): replacement = "&amp;"
            case UInt8(ascii: "<"): replacement = "&lt;"
            case UInt8(ascii: ">"): replacement = "&gt;"
            case UInt8(ascii: "\""): replacement = inAttribute ? "&quot;" : nil
            case 0x0D: replacement = "&#13;"
            case 0x0A: replacement = inAttribute ? "&#10;" : nil
            case 0x09: replacement = inAttribute ? "&#9;" : nil
            default: replacement = nil
            }
            guard let replacement else { continue }
            text.append(UnsafeBufferPointer(start: bytes + runStart, count: index - runStart))
            appendASCII(replacement)
            runStart = index + 1
        }
        text.append(UnsafeBufferPointer(start: bytes + runStart, count: count - runStart))
    }
}
