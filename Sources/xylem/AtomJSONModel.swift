// How `xylem atom` shows the XylemAtom model as JSON: one object per feed, entry or service
// document, with the keys in the order the command's help lists them.

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

    /// An entry of any kind type; with `only`, just those keys (the others are not even made).
    static func entry(_ kind: any AtomEntryProtocol, only keys: Set<String>? = nil) -> JSONLineObject {
        let entry = kind.entry
        func wants(_ key: String) -> Bool { keys?.contains(key) ?? true }
        var object = JSONLineObject()
        if wants("object") { object.add("object", "entry") }
        if wants("type") { object.add("type", typeName(of: kind)) }
        if wants("id") { object.add("id", entry.id) }
        if wants("title") { object.add("title", entry.title?.value) }
        if wants("updated") { object.add("updated", entry.updated?.text) }
        if wants("published") { object.add("published", entry.published?.text) }
        if wants("edited") { object.add("edited", entry.edited?.text) }
        if wants("etag") { object.add("etag", entry.etag) }
        if wants("kind") { object.add("kind", entry.kind) }
        if wants("links") { object.add("links", entry.links.map(link)) }
        if wants("authors") { object.add("authors", entry.authors.map(person)) }
        if wants("categories") { object.add("categories", entry.categories.map(category)) }
        if let content = entry.content {
            // Out-of-line content has no text; its `src` says where it is.
            if wants("content"), content.src == nil || !content.value.isEmpty { object.add("content", content.value) }
            if wants("contentType") { object.add("contentType", content.type) }
            if wants("contentSource") { object.add("contentSource", content.src) }
        }
        if wants("summary") { object.add("summary", entry.summary?.value) }
        if wants("extensions") || wants("unknown") {
            var extensions = JSONLineObject()
            addExtensions(entry.extensions, to: &extensions)
            for member in extensions.members where wants(member.key) { object.add(member.key, encoded: member.value) }
        }
        return object
    }

    /// Writes an entry of any kind type as one object, the same as ``entry(_:)`` encodes it;
    /// with an `offset` (the record's byte offset in its document), a leading `"_offset"` member.
    static func writeEntry(_ kind: any AtomEntryProtocol, offset: Int?, to writer: inout JSONWriter) {
        let entry = kind.entry
        writer.object { object in
            object.member("_offset", offset)
            object.member("object", "entry")
            object.member("type", typeName(of: kind))
            object.member("id", entry.id)
            object.member("title", entry.title?.value)
            object.member("updated", entry.updated?.text)
            object.member("published", entry.published?.text)
            object.member("edited", entry.edited?.text)
            object.member("etag", entry.etag)
            object.member("kind", entry.kind)
            object.member("links", objects: entry.links) { link, value in
                link.member("rel", value.rel)
                link.member("href", value.href)
                link.member("type", value.type)
                link.member("title", value.title)
            }
            object.member("authors", objects: entry.authors) { person, value in
                person.member("name", value.name)
                person.member("email", value.email)
                person.member("uri", value.uri)
            }
            object.member("categories", objects: entry.categories) { category, value in
                category.member("scheme", value.scheme)
                category.member("term", value.term)
                category.member("label", value.label)
            }
            if let content = entry.content {
                // Out-of-line content has no text; its `src` says where it is.
                if content.src == nil || !content.value.isEmpty { object.member("content", content.value) }
                object.member("contentType", content.type)
                object.member("contentSource", content.src)
            }
            object.member("summary", entry.summary?.value)
            let (names, unknown) = extensionFacts(entry.extensions)
            object.member("extensions", names)
            object.member("unknown", unknown)
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

    /// The kind type's name; the generic entry is shown as `Entry`, as the issue names it.
    static func typeName(of entry: any AtomEntryProtocol) -> String {
        entry is AtomEntry ? "Entry" : String(describing: type(of: entry))
    }

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
