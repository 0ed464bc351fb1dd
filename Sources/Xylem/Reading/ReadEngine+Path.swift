// Where the engine is, in words: the element path with sibling indices, and positioned errors.

extension ReadEngine {
    /// The path of open elements, such as `catalog/book[2]/pages`, with `@attribute` appended
    /// when an attribute is named. Elements inside an ignored subtree or a leaf are not tracked;
    /// the path ends at the element that started it.
    func currentPath(attribute: ExpatName? = nil) -> String {
        var parts: [String] = []
        for position in 1..<max(1, frames.count) {
            let frame = frames[position]
            parts.append(pathPart(start: frame.nameStart, length: frame.nameLength, index: frame.index))
        }
        let top = frames[frames.count - 1]
        if pathNames.count > top.nameStart + top.nameLength, modeElement.nameLength > 0 {
            parts.append(
                pathPart(start: modeElement.nameStart, length: modeElement.nameLength, index: modeElement.index))
        }
        if let attribute {
            parts.append("@" + ExpatNameParts(bytes: Array(attribute.full)).qualifiedName)
        }
        return parts.joined(separator: "/")
    }

    private func pathPart(start: Int, length: Int, index: Int32) -> String {
        let name = ExpatNameParts(bytes: Array(UnsafeBufferPointer(start: pathNames.base + start, count: length)))
            .qualifiedName
        return index > 1 ? "\(name)[\(index)]" : name
    }

    /// An error of `kind` at the current position and path.
    func positioned(_ kind: XMLReadError.Kind, underlying: (any Error)? = nil, attribute: ExpatName? = nil)
        -> XMLReadError
    {
        XMLReadError(
            kind: kind, line: replayPosition?.line ?? driver.line, column: replayPosition?.column ?? driver.column,
            byteOffset: replayPosition?.byteOffset ?? driver.byteOffset,
            path: currentPath(attribute: attribute), underlying: underlying)
    }

    /// The error that ended a failed parse: the engine's own, the driver's (a limit, an
    /// encoding), or expat's malformation in plain words.
    func errorAfterStop() -> XMLReadError {
        if let failure { return failure }
        if let terminal = driver.repairing?.terminalError { return terminal }
        // Text passed its limit and the input ended (or broke) before the next tag.
        if mode == .overflowed { return limitError(.textLength(options.maxTextLength)) }
        let (kind, underlying) = driver.stopReason(openElement: innermostOpenElement, openDepth: depth)
        return positioned(kind, underlying: underlying)
    }

    /// The qualified name of the innermost open element, when the engine tracks it (not inside
    /// an ignored subtree, a leaf or a capture below its first level).
    private var innermostOpenElement: String? {
        let start: Int
        let length: Int
        switch mode {
        case .normal:
            guard frames.count > 1 else { return nil }
            start = frames[frames.count - 1].nameStart
            length = frames[frames.count - 1].nameLength
        case .ignoring, .leaf, .raw, .keeping, .buffering:
            guard modeElement.depth == 1 else { return nil }
            start = modeElement.nameStart
            length = modeElement.nameLength
        case .stopped, .overflowed:
            return nil
        }
        return ExpatNameParts(bytes: Array(UnsafeBufferPointer(start: pathNames.base + start, count: length)))
            .qualifiedName
    }
}
