// A small path language over the model, so that the corpus test's expectations stay a readable
// table of `path: value` rows: `entries[2].link[edit].href`, `feed.title`,
// `entries[0].element[gs:cell].attr[inputValue]`. Extension elements are looked up among the typed
// extension values and the unknown elements alike (each written out and parsed as an XMLTree), so
// that a row holds whether or not a service layer has declared the element yet.

import Xylem
import XylemAtom

enum CorpusQuery {
    /// The value at `path`, or nil when anything along it is absent.
    static func value(at path: String, in document: GDataCorpus.Document) throws -> String? {
        var subject: Subject? = .document(document)
        for segment in segments(path) {
            guard let current = subject else { return nil }
            subject = try current.step(segment.name, segment.argument)
        }
        guard let subject else { return nil }
        guard case .text(let text) = subject else { throw QueryError("\(path) does not end at a value") }
        return text
    }

    /// Prefixes the paths may use for extension elements.
    static let prefixes: [String: String] = AtomNamespaces.prefixes.merging([
        "gAcl": "http://schemas.google.com/acl/2007", "docs": "http://schemas.google.com/docs/2007",
        "exif": "http://schemas.google.com/photos/exif/2007", "gphoto": "http://schemas.google.com/photos/2007",
        "thr": "http://purl.org/syndication/thread/1.0", "gcs": "http://schemas.google.com/codesearch/2006",
    ]) { current, _ in current }

    private static func segments(_ path: String) -> [(name: String, argument: String?)] {
        var result: [(String, String?)] = []
        var name = "", argument: String?, depth = 0
        for character in path {
            switch character {
            case "[" where depth == 0:
                depth = 1
                argument = ""
            case "]" where depth == 1:
                depth = 0
            case "." where depth == 0:
                result.append((name, argument))
                name = ""
                argument = nil
            default:
                if depth == 1 { argument?.append(character) } else { name.append(character) }
            }
        }
        result.append((name, argument))
        return result
    }

    static func clark(_ prefixed: String) throws -> String {
        let parts = prefixed.split(separator: ":", maxSplits: 1).map(String.init)
        guard parts.count == 2 else { return "{\(AtomNamespaces.atom)}\(prefixed)" }
        guard let uri = prefixes[parts[0]] else { throw QueryError("unknown prefix in \(prefixed)") }
        return "{\(uri)}\(parts[1])"
    }
}

struct QueryError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// Something a path has reached.
private enum Subject {
    case document(GDataCorpus.Document)
    case feed(AtomFeed)
    case entry(AtomEntry)
    case link(AtomLink)
    case person(AtomPerson)
    case category(AtomCategory)
    case workspace(AtomWorkspace)
    case collection(AtomCollection)
    case tree(XMLTree)
    case text(String)

    func step(_ name: String, _ argument: String?) throws -> Subject? {
        switch self {
        case .document(let document): return try step(document, name, argument)
        case .feed(let feed): return try step(feed, name, argument)
        case .entry(let entry): return try step(entry, name, argument)
        case .link(let link): return try step(link, name)
        case .person(let person): return try step(person, name)
        case .category(let category): return try step(category, name)
        case .workspace(let workspace): return try step(workspace, name, argument)
        case .collection(let collection): return try step(collection, name, argument)
        case .tree(let tree): return try step(tree, name, argument)
        case .text: throw QueryError("nothing after a value (\(name))")
        }
    }

    private func step(_ document: GDataCorpus.Document, _ name: String, _ argument: String?) throws -> Subject? {
        switch (document, name) {
        case (.feed(let feed), "feed"): return .feed(feed)
        case (.feed(let feed), "entries"): return try index(argument, feed.entries).map { .entry($0.entry) }
        case (.feed(let feed), "entryTypes"):
            return .text(feed.entries.map { String(describing: type(of: $0)) }.joined(separator: ","))
        case (.entry(let entry), "entry"): return .entry(entry.entry)
        case (.entry(let entry), "entryTypes"): return .text(String(describing: type(of: entry)))
        case (.service(let service), "workspace"): return try index(argument, service.workspaces).map(Subject.workspace)
        default: throw QueryError("\(name) is not a root of this document")
        }
    }

    private func step(_ feed: AtomFeed, _ name: String, _ argument: String?) throws -> Subject? {
        switch name {
        case "id": return feed.id.map(Subject.text)
        case "title": return feed.title.map { .text($0.value) }
        case "subtitle": return feed.subtitle.map { .text($0.value) }
        case "updated": return feed.updated.map { .text($0.text) }
        case "etag": return feed.etag.map(Subject.text)
        case "fields": return feed.fields.map(Subject.text)
        case "base": return feed.base.map(Subject.text)
        case "icon": return feed.icon.map(Subject.text)
        case "logo": return feed.logo.map(Subject.text)
        case "generator": return feed.generator.map { .text($0.name) }
        case "totalResults": return feed.totalResults.map { .text(String($0)) }
        case "startIndex": return feed.startIndex.map { .text(String($0)) }
        case "itemsPerPage": return feed.itemsPerPage.map { .text(String($0)) }
        case "linkCount": return .text(String(feed.links.count))
        default:
            return try common(
                name, argument, links: feed.links, authors: feed.authors, categories: feed.categories,
                extensions: feed.extensions)
        }
    }

    private func step(_ entry: AtomEntry, _ name: String, _ argument: String?) throws -> Subject? {
        switch name {
        case "id": return entry.id.map(Subject.text)
        case "title": return entry.title.map { .text($0.value) }
        case "summary": return entry.summary.map { .text($0.value) }
        case "summaryType": return entry.summary?.type.map(Subject.text)
        case "content": return entry.content.map { .text($0.value) }
        case "contentType": return entry.content?.type.map(Subject.text)
        case "contentSrc": return entry.content?.src.map(Subject.text)
        case "contentLang": return entry.content?.lang.map(Subject.text)
        case "rights": return entry.rights.map { .text($0.value) }
        case "updated": return entry.updated.map { .text($0.text) }
        case "published": return entry.published.map { .text($0.text) }
        case "edited": return entry.edited.map { .text($0.text) }
        case "draft": return entry.control?.draft.map(Subject.text)
        case "controlElement": return try element(argument, entry.control?.extensions ?? XMLExtensions())
        case "etag": return entry.etag.map(Subject.text)
        case "fields": return entry.fields.map(Subject.text)
        case "kindTerm": return entry.kindTerm.map(Subject.text)
        case "linkCount": return .text(String(entry.links.count))
        default:
            return try common(
                name, argument, links: entry.links, authors: entry.authors, categories: entry.categories,
                extensions: entry.extensions)
        }
    }

    private func common(
        _ name: String, _ argument: String?, links: [AtomLink], authors: [AtomPerson], categories: [AtomCategory],
        extensions: XMLExtensions
    ) throws -> Subject? {
        switch name {
        case "link":
            guard let rel = argument else { throw QueryError("link needs a rel") }
            return links.link(rel: rel).map(Subject.link)
        case "links": return try index(argument, links).map(Subject.link)
        case "author": return try index(argument, authors).map(Subject.person)
        case "category": return try index(argument, categories).map(Subject.category)
        case "categoryCount": return .text(String(categories.count))
        case "element": return try element(argument, extensions)
        case "elementCount": return .text(String(try elements(argument, extensions).count))
        default: throw QueryError("no \(name) here")
        }
    }

    private func step(_ link: AtomLink, _ name: String) throws -> Subject? {
        switch name {
        case "href": return link.href.map(Subject.text)
        case "rel": return link.rel.map(Subject.text)
        case "type": return link.type.map(Subject.text)
        case "title": return link.title.map(Subject.text)
        case "length": return link.length.map(Subject.text)
        default: return try element(name, link.extensions)
        }
    }

    private func step(_ person: AtomPerson, _ name: String) throws -> Subject? {
        switch name {
        case "name": return person.name.map(Subject.text)
        case "email": return person.email.map(Subject.text)
        case "uri": return person.uri.map(Subject.text)
        default: throw QueryError("no \(name) in a person")
        }
    }

    private func step(_ category: AtomCategory, _ name: String) throws -> Subject? {
        switch name {
        case "scheme": return category.scheme.map(Subject.text)
        case "term": return category.term.map(Subject.text)
        case "label": return category.label.map(Subject.text)
        default: throw QueryError("no \(name) in a category")
        }
    }

    private func step(_ workspace: AtomWorkspace, _ name: String, _ argument: String?) throws -> Subject? {
        switch name {
        case "title": return workspace.title.map { .text($0.value) }
        case "collection": return try index(argument, workspace.collections).map(Subject.collection)
        default: throw QueryError("no \(name) in a workspace")
        }
    }

    private func step(_ collection: AtomCollection, _ name: String, _ argument: String?) throws -> Subject? {
        switch name {
        case "href": return collection.href.map(Subject.text)
        case "title": return collection.title.map { .text($0.value) }
        case "accept": return .text(collection.accept.joined(separator: ","))
        case "element": return try element(argument, collection.extensions)
        default: throw QueryError("no \(name) in a collection")
        }
    }

    private func step(_ tree: XMLTree, _ name: String, _ argument: String?) throws -> Subject? {
        switch name {
        case "text": return .text(tree.text)
        case "attr":
            guard let argument else { throw QueryError("attr needs a name") }
            let key = argument.contains(":") ? try CorpusQuery.clark(argument) : argument
            return tree.attributes[key].map(Subject.text)
        case "element":
            guard let argument else { throw QueryError("element needs a name") }
            let (qualified, position) = Self.split(argument)
            let wanted = try CorpusQuery.clark(qualified)
            let matches = tree.elements.filter { $0.name == wanted }
            return position < matches.count ? .tree(matches[position]) : nil
        default: throw QueryError("no \(name) in an element")
        }
    }

    /// The `n`-th (0-based, `name#n`) extension element named `name`, typed or unknown.
    private func element(_ argument: String?, _ extensions: XMLExtensions) throws -> Subject? {
        guard let argument else { throw QueryError("element needs a name") }
        let (qualified, position) = Self.split(argument)
        let matches = try elements(qualified, extensions)
        return position < matches.count ? .tree(matches[position]) : nil
    }

    private func elements(_ qualified: String?, _ extensions: XMLExtensions) throws -> [XMLTree] {
        guard let qualified else { throw QueryError("element needs a name") }
        let wanted = try CorpusQuery.clark(qualified)
        var trees: [XMLTree] = []
        for value in extensions.values
        where "{\(type(of: value).xmlName.namespaceURI)}\(type(of: value).xmlName.localName)" == wanted {
            trees.append(try XMLTree.parse(Self.written(value)))
        }
        for node in extensions.unknownElements where node.name.clarkNotation == wanted {
            trees.append(try XMLTree.parse(Self.written(node)))
        }
        return trees
    }

    private static func written(_ value: some XMLWritable) throws -> String {
        var writer = XMLWriter(to: XMLMemorySink())
        try value.write(to: &writer)
        try writer.finish()
        return writer.sink.string
    }

    private static func split(_ argument: String) -> (String, Int) {
        let parts = argument.split(separator: "#", maxSplits: 1).map(String.init)
        return (parts[0], parts.count > 1 ? Int(parts[1]) ?? 0 : 0)
    }

    private func index<T>(_ argument: String?, _ values: [T]) throws -> T? {
        guard let argument, let index = Int(argument) else { throw QueryError("an index is needed") }
        return index < values.count ? values[index] : nil
    }
}
