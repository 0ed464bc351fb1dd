// Elements, attributes and namespace declarations: start and end tags, with each name's prefix
// chosen (and declared when not in scope) as the name is written. Every check comes before the
// first byte of a call is written, so a rejected call leaves the output as it was.

extension WriterEngine {
    mutating func startElement(_ name: XMLQualifiedName) throws {
        try checkWritable()
        if frames.isEmpty && rootStarted {
            throw XMLWriteError(
                kind: .invalidState, message: "<\(name)> would be a second root element; a document has one")
        }
        try validate(name, what: "element")
        let uri = name.namespaceURI
        let chosen: (prefix: String, declare: Bool)
        if uri.isEmpty {
            // A name in no namespace inside a default namespace needs xmlns="".
            chosen = ("", scope.uri(for: "") != "")
        } else if isXMLNamespace(uri) {
            chosen = ("xml", false)
        } else {
            chosen = scope.choosePrefix(uri: uri, preferred: name.prefix, isElement: true)
        }
        if chosen.declare { try checkURI(uri) }

        try beginNode()
        frames.append(
            ElementFrame(
                prefix: chosen.prefix, localName: name.localName, bindingStart: scope.bindings.count,
                isInline: frames.last?.isInline ?? false))
        rootStarted = true
        startTagOpen = true
        if !tagAttributes.isEmpty { tagAttributes.removeAll(keepingCapacity: true) }
        try output.append(UInt8(ascii: "<"))
        try writeName(prefix: chosen.prefix, localName: name.localName)
        if chosen.declare { try writeDeclaration(prefix: chosen.prefix, uri: uri) }
    }

    mutating func endElement() throws {
        try checkWritable()
        guard let frame = frames.last else {
            throw XMLWriteError(kind: .invalidState, message: "endElement() without an open element")
        }
        if startTagOpen {
            startTagOpen = false
            try output.append("/>")
        } else {
            if let indentUnit, frame.hasIndentedChildren, !frame.isInline {
                try newLine(depth: frames.count - 1, unit: indentUnit)
            }
            try output.append("</")
            try writeName(prefix: frame.prefix, localName: frame.localName)
            try output.append(UInt8(ascii: ">"))
        }
        frames.removeLast()
        scope.unwind(to: frame.bindingStart)
        try endTopLevelNode()
    }

    mutating func attribute(_ name: XMLQualifiedName, _ value: String) throws {
        try checkWritable()
        guard startTagOpen else {
            throw XMLWriteError(
                kind: .invalidState,
                message:
                    "attribute '\(name)' must come right after startElement, before the content of \(currentElementDescription)"
            )
        }
        try validate(name, what: "attribute")
        let uri = name.namespaceURI
        if uri.isEmpty && name.localName == "xmlns" {
            throw XMLWriteError(
                kind: .namespace, message: "declare namespaces with declareNamespace(prefix:uri:), not as attributes")
        }
        if tagAttributes.contains(where: {
            quicklyEqual($0.localName, name.localName) && quicklyEqual($0.namespaceURI, uri)
        }) {
            throw XMLWriteError(
                kind: .duplicateAttribute,
                message: "\(currentElementDescription) already has attribute '\(name.clarkNotation)'")
        }
        let chosen: (prefix: String, declare: Bool)
        if uri.isEmpty {
            chosen = ("", false)
        } else if isXMLNamespace(uri) {
            chosen = ("xml", false)
        } else {
            chosen = scope.choosePrefix(uri: uri, preferred: name.prefix, isElement: false)
        }
        if chosen.declare { try checkURI(uri) }
        try withUTF8Bytes(of: value) { bytes in
            let firstReplaced = try checkedCharacters(
                bytes, context: .attribute, what: "the value of attribute '\(name)'")
            if chosen.declare { try writeDeclaration(prefix: chosen.prefix, uri: uri) }
            tagAttributes.append(XMLQualifiedName(namespaceURI: uri, localName: name.localName, prefix: chosen.prefix))
            try output.append(UInt8(ascii: " "))
            try writeName(prefix: chosen.prefix, localName: name.localName)
            try output.append("=\"")
            if let firstReplaced {
                try XMLEscaping.appendEscaped(bytes, from: firstReplaced, context: .attribute, to: &output)
            } else {
                try output.append(bytes)
            }
            try output.append(UInt8(ascii: "\""))
        }
    }

    mutating func declareNamespace(prefix: String, uri: String) throws {
        try checkWritable()
        guard startTagOpen, let frame = frames.last else {
            throw XMLWriteError(
                kind: .invalidState,
                message:
                    "declareNamespace must come right after startElement, before the content of \(currentElementDescription)"
            )
        }
        if prefix == "xmlns" || isXMLNSNamespace(uri) {
            throw XMLWriteError(
                kind: .namespace, message: "the xmlns prefix and namespace are reserved and cannot be declared")
        }
        if prefix == "xml" || isXMLNamespace(uri) {
            if prefix == "xml" && isXMLNamespace(uri) { return }
            throw XMLWriteError(
                kind: .namespace,
                message: "the xml prefix is bound to \(xmlNamespaceURI) only, and that namespace to no other prefix")
        }
        if !prefix.isEmpty {
            guard XMLNameRules.isNCName(prefix) else {
                throw XMLWriteError(kind: .invalidName, message: "'\(prefix)' is not a valid namespace prefix")
            }
            if uri.isEmpty {
                throw XMLWriteError(
                    kind: .namespace, message: "XML 1.0 namespaces cannot undeclare the prefix '\(prefix)'")
            }
        }
        try checkURI(uri)
        if scope.uri(for: prefix) == uri { return }  // in scope already: never repeated
        let shown = prefix.isEmpty ? "the default namespace" : "the prefix '\(prefix)'"
        if scope.isDeclared(prefix, since: frame.bindingStart) {
            throw XMLWriteError(
                kind: .namespace,
                message: "\(shown) is already declared on <\(frame.qualifiedName)> as '\(scope.uri(for: prefix) ?? "")'"
            )
        }
        if frame.prefix == prefix || tagAttributes.contains(where: { $0.prefix == prefix && !$0.namespaceURI.isEmpty })
        {
            throw XMLWriteError(
                kind: .namespace,
                message:
                    "<\(frame.qualifiedName)> already uses \(shown) for '\(scope.uri(for: prefix) ?? "")'; declare it before the names that use it"
            )
        }
        try writeDeclaration(prefix: prefix, uri: uri)
    }

    // MARK: Helpers

    private mutating func writeName(prefix: String, localName: String) throws {
        if !prefix.isEmpty {
            try output.append(prefix)
            try output.append(UInt8(ascii: ":"))
        }
        try output.append(localName)
    }

    /// Binds `prefix` on the open element and writes ` xmlns:prefix="uri"` (or ` xmlns="uri"`).
    /// The URI has been checked.
    private mutating func writeDeclaration(prefix: String, uri: String) throws {
        scope.bind(prefix: prefix, uri: uri)
        if prefix.isEmpty {
            try output.append(" xmlns=\"")
        } else {
            try output.append(" xmlns:")
            try output.append(prefix)
            try output.append("=\"")
        }
        var uri = uri
        try uri.withUTF8 { try XMLEscaping.appendEscaped($0, context: .attribute, to: &output) }
        try output.append(UInt8(ascii: "\""))
    }

    /// Checks the local name, the prefix it may be written with, and the reserved namespace.
    /// The URI's characters are checked only when it is declared: one in scope was checked then.
    /// Names already found valid are remembered (``CheckedStrings``): a document repeats a few
    /// names many times, each checked once.
    private mutating func validate(_ name: XMLQualifiedName, what: String) throws {
        if !checkedNames.contains(name.localName) {
            guard XMLNameRules.isNCName(name.localName) else {
                throw XMLWriteError(kind: .invalidName, message: "'\(name.localName)' is not a valid \(what) name")
            }
            checkedNames.insert(name.localName)
        }
        if !name.namespaceURI.isEmpty && !name.prefix.isEmpty && !checkedNames.contains(name.prefix) {
            guard XMLNameRules.isNCName(name.prefix) else {
                throw XMLWriteError(
                    kind: .invalidName,
                    message: "'\(name.prefix)' is not a valid namespace prefix for \(what) '\(name.localName)'")
            }
            checkedNames.insert(name.prefix)
        }
        if isXMLNSNamespace(name.namespaceURI) {
            throw XMLWriteError(
                kind: .namespace, message: "no \(what) may be in the reserved namespace \(xmlnsNamespaceURI)")
        }
    }

    /// Checks that a namespace URI about to be declared holds only characters XML 1.0 allows.
    private func checkURI(_ uri: String) throws {
        var copy = uri
        _ = try copy.withUTF8 { try checkedCharacters($0, context: nil, what: "a namespace URI") }
    }

    /// Checks that `bytes` holds only characters XML 1.0 allows, and finds the first that must be
    /// escaped, if any.
    func checkedCharacters(
        _ bytes: UnsafeBufferPointer<UInt8>, context: XMLEscaping.Context?, what: @autoclosure () -> String
    ) throws -> Int? {
        do {
            return try XMLEscaping.scan(bytes, context: context)
        } catch {
            throw error.error(in: what())
        }
    }
}
