// Kept nodes write themselves back through the streaming writer, with the prefixes they were
// read with where those are still free.

extension XMLNode: XMLWritable {
    /// Writes the node: an element with its subtree, text, or a comment.
    public func write<Sink: XMLByteSink>(to writer: inout XMLWriter<Sink>) throws {
        switch self {
        case .element(let element): try element.write(to: &writer)
        case .text(let text): try writer.text(text)
        case .comment(let comment): try writer.comment(comment)
        }
    }
}

extension XMLElementNode: XMLWritable {
    /// Writes the element, its declarations, attributes and subtree. An element with text among
    /// its children (mixed content) is written inline even by an indenting writer, since white
    /// space added between its children would change its text; one that holds only elements is
    /// laid out.
    public func write<Sink: XMLByteSink>(to writer: inout XMLWriter<Sink>) throws {
        try writer.startElement(name)
        for declaration in namespaceDeclarations {
            // Declarations are spelling: one that clashes with the prefix the writer chose is left out.
            try? writer.declareNamespace(prefix: declaration.prefix, uri: declaration.uri)
        }
        for attribute in attributes {
            try writer.attribute(attribute.name, attribute.value)
        }
        if children.contains(where: \.isText) { try writer.text("") }
        for child in children {
            try child.write(to: &writer)
        }
        try writer.endElement()
    }
}

extension XMLNode {
    /// Whether the node is text.
    fileprivate var isText: Bool {
        if case .text = self { return true }
        return false
    }
}
