// How `xylem atom` shows the XylemAtom model as JSON: one object per feed, entry or service
// document, with the keys in the order the command's help lists them.

import Synchronization
import Xylem
import XylemAtom
import XylemToolSupport

enum AtomJSONModel {
    /// The feed's own data (its entries are printed separately) and how many entries it had.
    static func feed(_ feed: AtomFeed, entryCount: Int) -> JSONLineObject {
        var object = JSONLineObject()
        object.add("object", "feed")
        object.add("type", "Feed")
        object.add("id", feed.id)
        object.add("title", feed.title?.value)
        object.add("subtitle", feed.subtitle?.value)
        object.add("updated", feed.updated?.text)
        object.add("etag", feed.etag)
        object.add("kind", feed.kind)
        object.add("links", feed.links.map(link))
        object.add("authors", feed.authors.map(person))
        object.add("categories", feed.categories.map(category))
        object.add("totalResults", feed.totalResults)
        object.add("startIndex", feed.startIndex)
        object.add("itemsPerPage", feed.itemsPerPage)
        object.add("entryCount", entryCount)
        addExtensions(feed.extensions, to: &object)
        return object
    }

    /// Writes an entry of any kind type as one object; with an `offset` (the record's byte offset
    /// in its document), a leading `"_offset"` member; with `only`, just those keys (the others
    /// are not even made).
    static func writeEntry(
        _ kind: any AtomEntryProtocol, offset: Int?, only keys: Set<String>? = nil, to writer: inout JSONWriter
    ) {
        let entry = kind.entry
        func wants(_ key: String) -> Bool { keys?.contains(key) ?? true }
        writer.object { object in
            object.member("_offset", offset)
            if wants("object") { object.member("object", "entry") }
            if wants("type") { object.member("type", typeName(of: kind)) }
            if wants("id") { object.member("id", entry.id) }
            if wants("title") { object.member("title", entry.title?.value) }
            if wants("updated") { object.member("updated", entry.updated?.text) }
            if wants("published") { object.member("published", entry.published?.text) }
            if wants("edited") { object.member("edited", entry.edited?.text) }
            if wants("etag") { object.member("etag", entry.etag) }
            if wants("kind") { object.member("kind", entry.kind) }
            if wants("links") {
                object.member("links", objects: entry.links) { link, value in
                    link.member("rel", value.rel)
                    link.member("href", value.href)
                    link.member("type", value.type)
                    link.member("title", value.title)
                }
            }
            if wants("authors") {
                object.member("authors", objects: entry.authors) { person, value in
                    person.member("name", value.name)
                    person.member("email", value.email)
                    person.member("uri", value.uri)
                }
            }
            if wants("categories") {
                object.member("categories", objects: entry.categories) { category, value in
                    category.member("scheme", value.scheme)
                    category.member("term", value.term)
                    category.member("label", value.label)
                }
            }
            if let content = entry.content {
                // Out-of-line content has no text; its `src` says where it is.
                if wants("content"), content.src == nil || !content.value.isEmpty {
                    object.member("content", content.value)
                }
                if wants("contentType") { object.member("contentType", content.type) }
                if wants("contentSource") { object.member("contentSource", content.src) }
            }
            if wants("summary") { object.member("summary", entry.summary?.value) }
            if wants("extensions") || wants("unknown") {
                let (names, unknown) = extensionFacts(entry.extensions)
                if wants("extensions") { object.member("extensions", names) }
                if wants("unknown") { object.member("unknown", unknown) }
            }
        }
    }

    /// A service document with its workspaces and collections.
    static func service(_ service: AtomService) -> JSONLineObject {
        var object = JSONLineObject()
        object.add("object", "service")
        object.add("workspaces", service.workspaces.map(workspace))
        addExtensions(service.extensions, to: &object)
        return object
    }

    /// The kind type's name; the generic entry is shown as `Entry`.
    static func typeName(of entry: any AtomEntryProtocol) -> String {
        let entryType = type(of: entry)
        let key = ObjectIdentifier(entryType)
        if let name = typeNames.withLock({ $0[key] }) { return name }
        // `String(describing:)` of a type goes through dynamic casts and printing each time; once
        // per type is enough.
        let name = key == ObjectIdentifier(AtomEntry.self) ? "Entry" : String(describing: entryType)
        typeNames.withLock { $0[key] = name }
        return name
    }

    /// The names `typeName(of:)` has given, by type.
    private static let typeNames = Mutex<[ObjectIdentifier: String]>([:])

    private static func workspace(_ workspace: AtomWorkspace) -> JSONLineObject {
        var object = JSONLineObject()
        object.add("title", workspace.title?.value)
        object.add("collections", workspace.collections.map(collection))
        return object
    }

    private static func collection(_ collection: AtomCollection) -> JSONLineObject {
        var object = JSONLineObject()
        object.add("href", collection.href)
        object.add("title", collection.title?.value)
        object.add("accept", collection.accept)
        return object
    }

    private static func link(_ link: AtomLink) -> JSONLineObject {
        var object = JSONLineObject()
        object.add("rel", link.rel)
        object.add("href", link.href)
        object.add("type", link.type)
        object.add("title", link.title)
        return object
    }

    private static func person(_ person: AtomPerson) -> JSONLineObject {
        var object = JSONLineObject()
        object.add("name", person.name)
        object.add("email", person.email)
        object.add("uri", person.uri)
        return object
    }

    private static func category(_ category: AtomCategory) -> JSONLineObject {
        var object = JSONLineObject()
        object.add("scheme", category.scheme)
        object.add("term", category.term)
        object.add("label", category.label)
        return object
    }

    /// The names of the typed extensions (each once, first seen first) and how many elements and
    /// attributes no description knew, directly on the object.
    private static func addExtensions(_ extensions: XMLExtensions, to object: inout JSONLineObject) {
        let (names, unknown) = extensionFacts(extensions)
        object.add("extensions", names)
        object.add("unknown", unknown)
    }

    /// The typed extensions' names, each once, first seen first, and the count of unknown
    /// elements and attributes (nil when none).
    private static func extensionFacts(_ extensions: XMLExtensions) -> (names: [String], unknown: Int?) {
        var names: [String] = []
        for value in extensions.values {
            let name = type(of: value).xmlName.description
            if !names.contains(name) { names.append(name) }
        }
        let unknown = extensions.unknownElementCount + extensions.unknownAttributes.count
        return (names, unknown == 0 ? nil : unknown)
    }
}
