// Where the engine is, in words: the element path with sibling indices, and positioned errors.

extension ReadEngine {
    /// The path of open elements, such as `catalog/book[2]/pages`, with `@attribute` appended
    /// when an attribute is named. Elements inside an ignored subtree or a leaf are not tracked;
    /// the path ends at the element that started it.
    func currentPath(attribute: ExpatName? = nil) -> String {
        var parts: [String] = []
        for frame in frames.dropFirst() {
            parts.append(pathPart(start: frame.nameStart, length: frame.nameLength, index: frame.index))
        }
        let top = frames[frames.count - 1]
        if pathNames.count > top.nameStart + top.nameLength, modeNameLength > 0 {
            parts.append(pathPart(start: modeNameStart, length: modeNameLength, index: modeIndex))
        }
        if let attribute {
            parts.append("@" + ExpatNameParts(bytes: Array(attribute.full)).qualifiedName)
        }
        return parts.joined(separator: "/")
    }

    private func pathPart(start: Int, length: Int, index: Int32) -> String {
        let name = ExpatNameParts(bytes: Array(UnsafeBufferPointer(start: pathNames.base + start, count: length))).qualifiedName
        return index > 1 ? "\(name)[\(index)]" : name
    }

    /// An error of `kind` at the current position and path.
    func positioned(_ kind: XMLReadError.Kind, underlying: (any Error)? = nil, attribute: ExpatName? = nil) -> XMLReadError {
        XMLReadError(
            kind: kind, line: driver.line, column: driver.column, byteOffset: driver.byteOffset,
            path: currentPath(attribute: attribute), underlying: underlying)
    }

    /// The error that ended a failed parse: the engine's own, or expat's malformation.
    func errorAfterStop() -> XMLReadError {
        if let failure { return failure }
        if let (code, reason) = driver.malformation {
            return positioned(.malformed(code: code, reason: reason))
        }
        return positioned(.malformed(code: -1, reason: "parsing stopped for an unknown reason"))
    }
}
