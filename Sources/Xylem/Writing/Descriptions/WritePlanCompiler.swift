// Compiles a description's write entries into a write plan: resolves each written name with the
// description's namespaces (choosing its preferred prefix), and groups the lines that share a path
// prefix or a wrapper under one element, placed where the first of them was declared.

/// Builds a ``WritePlan`` from write entries, one line at a time.
struct WritePlanCompiler<Model> {
    /// An element shared by lines, while the plan is built.
    final class Group {
        let name: XMLQualifiedName?
        var attributes: [AttributeWrite] = []
        var items: [Item] = []

        init(name: XMLQualifiedName?) {
            self.name = name
        }

        enum Item {
            case node(WriteNode)
            case group(Group)
        }

        /// The group's content as plan nodes.
        func nodes() -> [WriteNode] {
            items.map { item in
                switch item {
                case .node(let node): node
                case .group(let group):
                    .group(
                        name: group.name ?? XMLQualifiedName(""), attributes: group.attributes, children: group.nodes())
                }
            }
        }

        /// The group of `name` among this group's items, made (after the items so far) if new.
        func child(named name: XMLQualifiedName) -> Group {
            for item in items {
                if case .group(let group) = item, group.name == name { return group }
            }
            let group = Group(name: name)
            items.append(.group(group))
            return group
        }
    }

    let namespaces: [String: String]
    let root = Group(name: nil)
    var ownText: ((UnsafePointer<Model>) throws -> WriteText?)?
    var extensions: ((UnsafePointer<Model>) -> XMLExtensions)?
    var problems: [String] = []
    var uses: [NamespaceUse] = []
    var nestedSources: [() -> [any DescriptionWritingNode]] = []

    init(namespaces: [String: String]) {
        self.namespaces = namespaces
    }

    mutating func add(_ entry: WriteEntry<Model>) {
        switch entry {
        case .attribute(let written, let text):
            guard let (segments, last) = DescriptionPath.attribute(written) else {
                problems.append("attribute path '\(written)' does not end in '@name'")
                return
            }
            guard let name = resolve(last, isAttribute: true, role: "attribute"), let group = group(at: segments)
            else { return }
            group.attributes.append(AttributeWrite(name: name, of: Model.self, text: text))
        case .element(let names, let wrapper, let content):
            var path = wrapper.map(DescriptionPath.segments(of:)) ?? []
            var leaves = names
            if names.count == 1 {
                var segments = DescriptionPath.segments(of: names[0])
                leaves = [segments.removeLast()]
                path += segments
            } else if let pathName = names.first(where: { DescriptionPath.segments(of: $0).count > 1 }) {
                // Counted as segments: a Clark name's URI (`{http://…}item`) has slashes of its own.
                problems.append("the case '\(pathName)' of a choice has a path; give the path as the wrapper")
                return
            }
            let resolved = leaves.compactMap { resolve($0, isAttribute: false, role: "element") }
            guard resolved.count == leaves.count, let group = group(at: path) else { return }
            group.items.append(.node(Self.node(resolved, content)))
            if case .objects(let objects) = content { nestedSources.append(objects.nested) }
        case .ownText(let text):
            ownText = text
        case .extensions(let get, let declared):
            extensions = get
            for declaration in declared {
                let name = declaration.name
                if !name.namespaceURI.isEmpty { uses.append(NamespaceUse(prefix: name.prefix, uri: name.namespaceURI)) }
            }
            nestedSources.append { declared.map { $0.writing() } }
        }
    }

    private static func node(_ names: [XMLQualifiedName], _ content: ElementContent<Model>) -> WriteNode {
        switch content {
        case .text(let text): .text(names[0], text)
        case .texts(let texts): .texts(names[0], texts)
        case .raw(let markup): .raw(names[0], markup)
        case .objects(let objects): .objects(names, objects)
        }
    }

    /// The group at `path` below the root, made where missing.
    private mutating func group(at path: [String]) -> Group? {
        var group = root
        for segment in path {
            guard let name = resolve(segment, isAttribute: false, role: "path element") else { return nil }
            group = group.child(named: name)
        }
        return group
    }

    /// The qualified name of a written name (`title`, `gd:etag`, `{uri}local`), with the prefix
    /// the description prefers for its namespace; nil, and a problem noted, when it does not resolve.
    mutating func resolve(_ written: String, isAttribute: Bool, role: String) -> XMLQualifiedName? {
        let name: XMLQualifiedName
        if written.hasPrefix("{") {
            guard let clark = XMLQualifiedName(clarkNotation: written) else {
                problems.append("\(role) '\(written)' is not a name")
                return nil
            }
            name = XMLQualifiedName(
                namespaceURI: clark.namespaceURI, localName: clark.localName,
                prefix: preferredPrefix(for: clark.namespaceURI, isAttribute: isAttribute))
        } else if let colon = written.firstIndex(of: ":") {
            let prefix = String(written[..<colon])
            let local = String(written[written.index(after: colon)...])
            if prefix == "xml" {
                name = XMLQualifiedName(namespaceURI: XMLQualifiedName.xmlNamespaceURI, localName: local, prefix: "xml")
            } else if let uri = namespaces[prefix], !prefix.isEmpty {
                name = XMLQualifiedName(namespaceURI: uri, localName: local, prefix: prefix)
            } else {
                problems.append(
                    "\(role) '\(written)' uses the prefix '\(prefix)', which the description does not declare")
                return nil
            }
        } else if isAttribute {
            name = XMLQualifiedName(written)
        } else {
            name = XMLQualifiedName(namespaceURI: namespaces[""] ?? "", localName: written, prefix: "")
        }
        if name.localName.isEmpty {
            problems.append("\(role) '\(written)' has no local name")
            return nil
        }
        if !name.namespaceURI.isEmpty, name.namespaceURI != XMLQualifiedName.xmlNamespaceURI {
            uses.append(NamespaceUse(prefix: name.prefix, uri: name.namespaceURI))
        }
        return name
    }

    /// The description's prefix for `uri`: the default namespace's for elements when it is that
    /// namespace, otherwise the first prefix in alphabetical order; empty when none is declared.
    private func preferredPrefix(for uri: String, isAttribute: Bool) -> String {
        if !isAttribute, namespaces[""] == uri { return "" }
        return namespaces.filter { !$0.key.isEmpty && $0.value == uri }.map(\.key).sorted().first ?? ""
    }
}
