// Small writing steps shared by the model types: optional attributes and leaf elements.

import Xylem

extension XMLWriter {
    /// Writes `name="value"` when `value` is not nil.
    mutating func attribute(_ name: XMLQualifiedName, ifPresent value: String?) throws {
        if let value { try attribute(name, value) }
    }

    /// Writes `<name>text</name>` when `text` is not nil.
    mutating func leaf(_ name: XMLQualifiedName, _ text: String?) throws {
        guard let text else { return }
        try startElement(name)
        try self.text(text)
        try endElement()
    }

    /// Writes each value in order.
    mutating func each(_ values: [some XMLWritable]) throws {
        for value in values { try value.write(to: &self) }
    }

    /// Writes the value when present.
    mutating func optional(_ value: (some XMLWritable)?) throws {
        if let value { try value.write(to: &self) }
    }
}

/// Names without a namespace, for the plain attributes of Atom elements.
func plain(_ local: String) -> XMLQualifiedName { XMLQualifiedName(local) }

let xmlLang = XMLQualifiedName(namespaceURI: XMLQualifiedName.xmlNamespaceURI, localName: "lang", prefix: "xml")
let xmlBase = XMLQualifiedName(namespaceURI: XMLQualifiedName.xmlNamespaceURI, localName: "base", prefix: "xml")

extension XMLWriter {
    /// Writes a whole extension-style element: its kept namespace declarations, `attributes`
    /// (those that are nil are left out), the kept unknown attributes, optional text, `content`,
    /// then the extension values and kept unknown elements.
    mutating func element(
        _ name: XMLQualifiedName, attributes: KeyValuePairs<String, String?> = [:], extensions: XMLExtensions,
        text: String? = nil, content: (inout XMLWriter) throws -> Void = { _ in }
    ) throws {
        try startElement(name)
        try extensions.writeNamespaceDeclarations(to: &self)
        for (attributeName, value) in attributes {
            try attribute(plain(attributeName), ifPresent: value)
        }
        try extensions.writeAttributes(to: &self)
        if let text { try self.text(text) }
        try content(&self)
        try extensions.writeElements(to: &self)
        try endElement()
    }
}

extension XMLWriter {
    /// At the document's root element, declares the namespaces of the typed extension values in
    /// `extensions` once, so that they are not declared again on every element that uses them.
    /// Declarations the document was read with come first and win; a clash is left out.
    mutating func declareRootNamespaces(for extensions: [XMLExtensions]) {
        guard depth == 1 else { return }
        for storage in extensions {
            for value in storage.values {
                let name = type(of: value).xmlName
                guard !name.namespaceURI.isEmpty, !isNamespaceInScope(name.namespaceURI) else { continue }
                try? declareNamespace(prefix: name.prefix, uri: name.namespaceURI)
            }
        }
    }
}

extension XMLWriter {
    /// Writes the content of a text construct or `content` element: the XHTML `div` with its kept
    /// markup, or the text with kept unknown elements at the places they were read, then the
    /// extension values.
    mutating func textConstructContent(text: String, xhtml: String?, extensions: XMLExtensions) throws {
        guard let xhtml else { return try extensions.writeMixedContent(text, to: &self) }
        try startElement(AtomNamespaces.name(AtomNamespaces.xhtml, "div", "xhtml"))
        try rawMarkup(xhtml)
        try endElement()
        try extensions.writeElements(to: &self)
    }
}
