// A generated Atom feed whose entries' values follow from their index, and the model that reads
// them: the record-streaming tests, on one thread and on several, compare what they read with the
// entries the feed must give.

import Xylem

let indexedFeedNamespace = "http://www.w3.org/2005/Atom"

/// An entry of the indexed feed.
struct IndexedEntry: XMLReadable, Equatable {
    var id = ""
    var title = ""
    var rank = 0
    static let xmlDescription = XMLDescription(IndexedEntry.init, namespaces: ["": indexedFeedNamespace]) {
        XMLChildText("id", \.id)
        XMLChildText("title", \.title)
        XMLChildValue("rank", \.rank)
    }
}

/// Builds a feed with `count` entries whose values follow from their index.
func indexedFeedXML(entries count: Int) -> String {
    var xml = "<?xml version=\"1.0\"?>\n<feed xmlns=\"\(indexedFeedNamespace)\"><title>Feed</title>\n"
    for index in 0..<count {
        xml += "<entry><id>urn:e:\(index)</id><title>Entry \(index) &amp; é</title><rank>\(index * 3)</rank>"
        xml += "<link href=\"http://x/\(index)\"/></entry>\n"
    }
    return xml + "</feed>\n"
}

/// The entries `indexedFeedXML(entries: count)` holds.
func expectedIndexedEntries(_ count: Int) -> [IndexedEntry] {
    (0..<count).map { IndexedEntry(id: "urn:e:\($0)", title: "Entry \($0) & é", rank: $0 * 3) }
}
