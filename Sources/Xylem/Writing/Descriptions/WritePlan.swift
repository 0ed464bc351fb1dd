// A description's lines compiled for writing: names resolved with the description's namespaces,
// lines that share a path or a wrapper grouped under one element, in the order of their first line.

/// The address of the value a write plan writes, lent to the plan's nodes for one object. The
/// nodes are not generic over the model (see ``WriteNode``), so the address travels untyped; it
/// remembers its type, and binding it to another type stops a debug build.
struct ModelAddress {
    private let raw: UnsafeRawPointer
    private let type: ObjectIdentifier

    init<Model>(_ pointer: UnsafePointer<Model>) {
        raw = UnsafeRawPointer(pointer)
        type = ObjectIdentifier(Model.self)
    }

    /// The address as a pointer to `Model`, which must be the type it was made from.
    func bound<Model>(to _: Model.Type) -> UnsafePointer<Model> {
        assert(type == ObjectIdentifier(Model.self), "a write node was lent a value of another type")
        return raw.assumingMemoryBound(to: Model.self)
    }
}

/// An attribute a plan writes: its resolved name and how to get its text. (A class, so that
/// walking a plan's attributes costs one reference count each, not one per field.)
final class AttributeWrite {
    let name: XMLQualifiedName
    let text: (ModelAddress) throws -> WriteText?

    init(name: XMLQualifiedName, text: @escaping (ModelAddress) throws -> WriteText?) {
        self.name = name
        self.text = text
    }
}

/// One element (or group of elements) a plan writes.
///
/// Not generic over the model: its closures take the value's address, lent once per object by the
/// plan, and bind it to `Model` inside closures made where `Model` is known. Generic node types
/// made the plan's unspecialized loops ask the runtime for the node type's metadata (a hashed
/// cache lookup) for every attribute and element written.
///
/// A plain kind rather than an enum with payloads: plans live as long as the process, and an enum
/// keeps its case in the spare bits of a payload's pointer, which hides the objects it points at
/// from LeakSanitizer's pointer scan (it reported the kept plans as leaks). A class, so that
/// walking a plan's nodes costs one reference count each, not one per field.
final class WriteNode {
    enum Kind {
        /// An element that lines share by path or wrapper: written when any of its attributes or
        /// children has something to write.
        case group
        /// One element with the text of `text`, or none when it is nil.
        case text
        /// One element per string of `texts`.
        case texts
        /// One element whose content is the markup of `text`, written as it is once checked.
        case raw
        /// The elements of `writeObjects`.
        case objects
    }

    let kind: Kind
    /// The element's name; for `objects`, the line's names in its order.
    let names: [XMLQualifiedName]
    let attributes: [AttributeWrite]
    let children: [WriteNode]
    let text: (ModelAddress) throws -> WriteText?
    let texts: (ModelAddress) throws -> [String]
    /// For `objects`: whether there is nothing to write, and the write of every object.
    let hasNoObjects: (ModelAddress) -> Bool
    let writeObjects: (ModelAddress, [XMLQualifiedName], inout DescriptionWriter) throws -> Void

    private init(
        kind: Kind, names: [XMLQualifiedName], attributes: [AttributeWrite] = [], children: [WriteNode] = [],
        text: @escaping (ModelAddress) throws -> WriteText? = { _ in nil },
        texts: @escaping (ModelAddress) throws -> [String] = { _ in [] },
        hasNoObjects: @escaping (ModelAddress) -> Bool = { _ in true },
        writeObjects: @escaping (ModelAddress, [XMLQualifiedName], inout DescriptionWriter) throws -> Void = {
            _, _, _ in
        }
    ) {
        self.kind = kind
        self.names = names
        self.attributes = attributes
        self.children = children
        self.text = text
        self.texts = texts
        self.hasNoObjects = hasNoObjects
        self.writeObjects = writeObjects
    }

    var name: XMLQualifiedName { names[0] }

    static func group(name: XMLQualifiedName, attributes: [AttributeWrite], children: [WriteNode]) -> WriteNode {
        WriteNode(kind: .group, names: [name], attributes: attributes, children: children)
    }

    static func text<Model>(
        _ name: XMLQualifiedName, _ text: @escaping (UnsafePointer<Model>) throws -> WriteText?
    ) -> WriteNode {
        WriteNode(kind: .text, names: [name], text: { try text($0.bound(to: Model.self)) })
    }

    static func texts<Model>(
        _ name: XMLQualifiedName, _ texts: @escaping (UnsafePointer<Model>) throws -> [String]
    ) -> WriteNode {
        WriteNode(kind: .texts, names: [name], texts: { try texts($0.bound(to: Model.self)) })
    }

    static func raw<Model>(_ name: XMLQualifiedName, _ markup: @escaping (UnsafePointer<Model>) -> String?) -> WriteNode
    {
        WriteNode(kind: .raw, names: [name], text: { markup($0.bound(to: Model.self)).map(WriteText.string) })
    }

    static func objects<Model>(_ names: [XMLQualifiedName], _ objects: ObjectsWrite<Model>) -> WriteNode {
        let isEmpty = objects.isEmpty
        let write = objects.write
        return WriteNode(
            kind: .objects, names: names,
            hasNoObjects: { isEmpty($0.bound(to: Model.self)) },
            writeObjects: { try write($0.bound(to: Model.self), $1, &$2) })
    }
}

extension AttributeWrite {
    /// An attribute whose text comes from `text`, given the address of the value a plan of
    /// `Model` writes.
    convenience init<Model>(
        name: XMLQualifiedName, of _: Model.Type, text: @escaping (UnsafePointer<Model>) throws -> WriteText?
    ) {
        self.init(name: name, text: { try text($0.bound(to: Model.self)) })
    }
}

/// How to write a value of `Model` as an element.
final class WritePlan<Model>: @unchecked Sendable {
    // Immutable after init.
    let typeName: String
    /// The element the type is written as on its own, if its description names one.
    let elementName: XMLQualifiedName?
    let attributes: [AttributeWrite]
    let ownText: ((UnsafePointer<Model>) throws -> WriteText?)?
    let extensions: ((UnsafePointer<Model>) -> XMLExtensions)?
    let nodes: [WriteNode]
    /// For each namespace URI the description reads under further URIs, those URIs: a name is
    /// written in one of them when the document declared it and not the description's own.
    let alternateURIs: [(uri: String, alternates: [String])]
    /// Mistakes found while resolving names; writing with the plan throws the first.
    let problems: [String]
    /// The namespaces of the plan's own names.
    let namespaceUses: [NamespaceUse]
    /// The descriptions of the nested types and declared extensions.
    let nested: () -> [any DescriptionWritingNode]
    private let documentNamespaceCache = PublishedOnce<RootNamespaces>()

    /// Every namespace a document whose outermost element is of this type may use in mapped names,
    /// in the order first met: declared on that element, so that nested elements declare none.
    var documentNamespaces: [NamespaceUse] {
        documentNamespaceCache.value {
            RootNamespaces(rootType: ObjectIdentifier(Model.self), rootUses: namespaceUses, nested: nested())
        }.uses
    }

    init(_ writing: DescriptionWriting<Model>) {
        var compiler = WritePlanCompiler<Model>(namespaces: writing.namespaces)
        for entry in writing.entries { compiler.add(entry) }
        typeName = writing.typeName
        alternateURIs = writing.alternates.sorted { $0.key < $1.key }.compactMap { prefix, uris in
            guard let uri = writing.namespaces[prefix], !uris.isEmpty else { return nil }
            return (uri, uris)
        }
        elementName = writing.elementName.flatMap { compiler.resolve($0, isAttribute: false, role: "element") }
        attributes = compiler.root.attributes
        ownText = compiler.ownText
        extensions = compiler.extensions
        nodes = compiler.root.nodes()
        problems = compiler.problems
        namespaceUses = compiler.uses
        let nestedSources = compiler.nestedSources
        nested = { nestedSources.flatMap { $0() } }
    }

    /// Writes `value` as an element named `name`: its attributes, its own text, its child
    /// elements in the description's order, then its extension values and kept unknown elements.
    func write(_ value: Model, as name: XMLQualifiedName, into writer: inout DescriptionWriter) throws {
        // The value is lent by address to every line below: none copies it to read a property.
        try withUnsafePointer(to: value) { value in
            let extensions = self.extensions?(value)
            try writeStart(value, as: name, extensions: extensions, into: &writer)
            try writeContent(value, extensions: extensions, into: &writer)
        }
        try writer.engine.pointee.endElement()
    }

    /// Starts an element named `name` for `value`, with its namespace declarations and attributes,
    /// and leaves it open for its content.
    func writeStart(_ value: Model, as name: XMLQualifiedName, into writer: inout DescriptionWriter) throws {
        try withUnsafePointer(to: value) { value in
            try writeStart(value, as: name, extensions: extensions?(value), into: &writer)
        }
    }

    /// Writes the content of `value` into the element open at the writer: its own text, its child
    /// elements in the description's order, then its extension values and kept unknown elements.
    func writeContent(_ value: Model, into writer: inout DescriptionWriter) throws {
        try withUnsafePointer(to: value) { value in
            try writeContent(value, extensions: extensions?(value), into: &writer)
        }
    }

    private func checkWritable() throws {
        if let problem = problems.first {
            throw XMLWriteError(kind: .notWritable, message: "\(typeName)'s description cannot be written: \(problem)")
        }
    }

    private func writeStart(
        _ value: UnsafePointer<Model>, as name: XMLQualifiedName, extensions: XMLExtensions?,
        into writer: inout DescriptionWriter
    ) throws {
        try checkWritable()
        // `name` was spelled by the description that chose it: the parent's, whose table reads it
        // (or this one, for a value written on its own).
        try writer.engine.pointee.startElement(name)
        // The declarations the value was read with come first, so that a document is written back
        // with its own prefixes and namespace URIs (see `spelled`).
        if let extensions, !extensions.namespaceDeclarations.isEmpty {
            try writer.withXMLWriter(KeptDeclarations(extensions: extensions))
        }
        if !writer.declaredNamespaces {
            writer.declaredNamespaces = true
            try declareDocumentNamespaces(in: &writer)
        }
        for attribute in attributes { try write(attribute, of: value, into: &writer) }
        if let extensions, !extensions.unknownAttributes.isEmpty {
            try writer.withXMLWriter(KeptAttributes(extensions: extensions))
        }
    }

    private func writeContent(
        _ value: UnsafePointer<Model>, extensions: XMLExtensions?, into writer: inout DescriptionWriter
    ) throws {
        try checkWritable()
        var wroteExtensionElements = false
        if let ownText {
            // nil is written as empty text (see below).
            let text = try ownText(value) ?? .string("")
            if let extensions, !extensions.unknownElements.isEmpty {
                // Kept elements go back at the offsets they were read at, inside the text.
                try writer.withXMLWriter(MixedContent(text: text.string, extensions: extensions))
                wroteExtensionElements = true
            } else if !text.isEmpty || writer.engine.pointee.indentUnit != nil {
                // Written even when empty by an indenting writer: text keeps it from laying out
                // the child elements, whose white space would become the object's own text.
                try writer.engine.pointee.text(text)
            }
        }
        for node in nodes { try write(node, of: value, into: &writer) }
        if let extensions, !wroteExtensionElements, !extensions.values.isEmpty || !extensions.unknownElements.isEmpty {
            try writer.withXMLWriter(ExtensionElements(extensions: extensions))
        }
    }

    /// Writes an attribute of the element open at the writer; an error names the attribute and
    /// the description line.
    private func write(
        _ attribute: AttributeWrite, of value: UnsafePointer<Model>, into writer: inout DescriptionWriter
    ) throws {
        do {
            if let text = try attribute.text(ModelAddress(value)) {
                try writer.engine.pointee.attribute(spelledAttribute(attribute.name, in: writer), text)
            }
        } catch var error as XMLWriteError where error.path.isEmpty {
            error.path = writer.engine.pointee.openPath + "/@" + attribute.name.description
            error.property = "\(typeName).@\(attribute.name)"
            throw error
        }
    }

    /// Writes one node of the plan; an error from its values names where it was written and the
    /// description line that wrote it (a catch costs nothing until something throws).
    private func write(_ node: WriteNode, of value: UnsafePointer<Model>, into writer: inout DescriptionWriter) throws {
        do {
            try writeNode(node, of: value, into: &writer)
        } catch var error as XMLWriteError where error.path.isEmpty {
            error.path = writer.engine.pointee.openPath
            if node.kind != .objects { error.property = "\(typeName).\(node.name)" }
            throw error
        }
    }

    private func writeNode(
        _ node: WriteNode, of value: UnsafePointer<Model>, into writer: inout DescriptionWriter
    ) throws {
        let address = ModelAddress(value)
        switch node.kind {
        case .text:
            guard let text = try node.text(address) else { return }
            try writer.engine.pointee.startElement(spelled(node.name, in: writer))
            if !text.isEmpty { try writer.engine.pointee.text(text) }
            try writer.engine.pointee.endElement()
        case .texts:
            for text in try node.texts(address) {
                try writer.engine.pointee.startElement(spelled(node.name, in: writer))
                if !text.isEmpty { try writer.engine.pointee.text(text) }
                try writer.engine.pointee.endElement()
            }
        case .raw:
            guard let markup = try node.text(address)?.string else { return }
            if let problem = RawXMLCheck.problem(in: markup) {
                throw XMLWriteError(
                    kind: .invalidContent,
                    message: "the raw XML of \(node.name) in \(typeName) is not well-formed: \(problem)")
            }
            // A capture declares the namespaces its names use, but leaves names in no namespace
            // unprefixed: under a default namespace they would join it. The element holding such
            // markup takes a prefix rather than the default namespace, and undeclares the default.
            let engine = writer.engine
            if RawXMLCheck.hasElementInNoNamespace(markup) {
                try engine.pointee.startElement(spelled(node.name, in: writer), avoidingDefault: true)
                if let bound = engine.pointee.scope.uri(for: ""), !bound.isEmpty {
                    try engine.pointee.declareNamespace(prefix: "", uri: "")
                }
            } else {
                try engine.pointee.startElement(spelled(node.name, in: writer))
            }
            if !markup.isEmpty { try writer.engine.pointee.rawMarkup(markup) }
            try writer.engine.pointee.endElement()
        case .objects:
            // The names are this description's, spelled here before the objects' own plans write
            // (copied only when one is spelled in another URI: this runs for every object written).
            var names = node.names
            if !alternateURIs.isEmpty {
                for index in names.indices {
                    let name = spelled(names[index], in: writer)
                    if name.namespaceURI != names[index].namespaceURI { names[index] = name }
                }
            }
            try node.writeObjects(address, names, &writer)
        case .group:
            guard try !Self.isEmpty(node, of: value) else { return }
            try writer.engine.pointee.startElement(spelled(node.name, in: writer))
            for attribute in node.attributes { try write(attribute, of: value, into: &writer) }
            for child in node.children { try write(child, of: value, into: &writer) }
            try writer.engine.pointee.endElement()
        }
    }

    /// `name`, or the same name in an alternate namespace URI of the description when the document
    /// declared that URI where the writer is and not the description's own (an OpenSearch name in
    /// the older `…/opensearchrss/1.0/` namespace of the document it was read from).
    func spelled(_ name: XMLQualifiedName, in writer: DescriptionWriter) -> XMLQualifiedName {
        guard !alternateURIs.isEmpty, let alternates = alternates(of: name.namespaceURI) else { return name }
        let engine = writer.engine
        if engine.pointee.scope.prefix(for: name.namespaceURI, allowDefault: true) != nil { return name }
        guard let uri = alternates.first(where: { engine.pointee.scope.prefix(for: $0, allowDefault: true) != nil })
        else { return name }
        return XMLQualifiedName(namespaceURI: uri, localName: name.localName, prefix: name.prefix)
    }

    /// The name of an attribute, spelled as `spelled(_:in:)` spells element names, except that an
    /// attribute in no namespace stays in none: an unprefixed attribute never takes the default
    /// namespace, so an alternate of the default namespace (RSS in the Userland namespace) is for
    /// the elements only, as when reading.
    func spelledAttribute(_ name: XMLQualifiedName, in writer: DescriptionWriter) -> XMLQualifiedName {
        name.namespaceURI.isEmpty ? name : spelled(name, in: writer)
    }

    /// The alternate URIs of namespace `uri`, if the description has any. Every name written
    /// asks, so this compares lengths before bytes instead of hashing the URI.
    private func alternates(of uri: String) -> [String]? {
        let count = uri.utf8.count
        return alternateURIs.first { $0.uri.utf8.count == count && $0.uri == uri }?.alternates
    }

    /// Whether `node` writes nothing for `value`.
    private static func isEmpty(_ node: WriteNode, of value: UnsafePointer<Model>) throws -> Bool {
        let address = ModelAddress(value)
        switch node.kind {
        case .text, .raw: return try node.text(address) == nil
        case .texts: return try node.texts(address).isEmpty
        case .objects: return node.hasNoObjects(address)
        case .group:
            for attribute in node.attributes where try attribute.text(address) != nil { return false }
            for child in node.children where try !isEmpty(child, of: value) { return false }
            return true
        }
    }

    /// Declares, on the outermost element written from a description, the namespaces of every
    /// description a document of this type may contain, with their preferred prefixes; a prefix
    /// that already means another namespace here is left to the writer, which declares it where
    /// it is needed, and a namespace whose alternate URI the value's kept declarations bound is
    /// left out (its names are written in that URI).
    private func declareDocumentNamespaces(in writer: inout DescriptionWriter) throws {
        let engine = writer.engine
        for use in documentNamespaces {
            if use.uri.isEmpty || use.uri == XMLQualifiedName.xmlNamespaceURI { continue }
            if engine.pointee.scope.uri(for: use.prefix) != nil && !use.prefix.isEmpty { continue }
            if use.prefix.isEmpty {
                // The default namespace is declared by the element that uses it, unless free here:
                // not bound to another URI, and not used by this element for no namespace.
                if let bound = engine.pointee.scope.uri(for: ""), !bound.isEmpty { continue }
                if engine.pointee.frames.last?.prefix.isEmpty == true { continue }
            }
            if engine.pointee.scope.prefix(for: use.uri, allowDefault: true) != nil { continue }
            // A value read from a document that declared an alternate URI is written in that one.
            if let alternates = alternates(of: use.uri),
                alternates.contains(where: { engine.pointee.scope.prefix(for: $0, allowDefault: true) != nil })
            {
                continue
            }
            try engine.pointee.declareNamespace(prefix: use.prefix, uri: use.uri)
        }
    }
}

/// Writes an object's kept namespace declarations.
private struct KeptDeclarations: XMLWriterBody {
    let extensions: XMLExtensions
    func run<Sink: XMLByteSink>(_ writer: inout XMLWriter<Sink>) throws {
        try extensions.writeNamespaceDeclarations(to: &writer)
    }
}

/// Writes an object's kept unknown attributes.
private struct KeptAttributes: XMLWriterBody {
    let extensions: XMLExtensions
    func run<Sink: XMLByteSink>(_ writer: inout XMLWriter<Sink>) throws {
        try extensions.writeAttributes(to: &writer)
    }
}

/// Writes an object's own text with its kept elements at their offsets, then its extension values.
private struct MixedContent: XMLWriterBody {
    let text: String
    let extensions: XMLExtensions
    func run<Sink: XMLByteSink>(_ writer: inout XMLWriter<Sink>) throws {
        try extensions.writeMixedContent(text, to: &writer)
    }
}

/// Writes an object's extension values and kept unknown elements.
private struct ExtensionElements: XMLWriterBody {
    let extensions: XMLExtensions
    func run<Sink: XMLByteSink>(_ writer: inout XMLWriter<Sink>) throws {
        try extensions.writeElements(to: &writer)
    }
}
