// Telling a feed's format from its first bytes: JSON by its first character, XML by the root
// element's name and, for Atom, the namespace it declares (1.0's, or 0.3's).

import Xylem

/// What the first bytes of a document say it is.
enum FeedSniffer {
    enum Finding: Equatable {
        case format(FeedFormat)
        /// An XML document whose root is not a feed's (the name as written).
        case notAFeed(String)
        case needMore
    }

    /// The format of the document starting with `bytes`.
    static func find(in bytes: [UInt8]) -> Finding {
        var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
        guard index < bytes.count else { return .needMore }
        if bytes[index] == UInt8(ascii: "{") { return .format(.json) }
        guard case .found(let tag) = XMLRootStartTag.find(in: bytes) else { return .needMore }
        switch tag.localName {
        case "rss": return .format(.rss)
        case "RDF": return .format(.rdf)
        case "feed":
            // Atom 1.0 declares its namespace on the root; 0.3, the drafts before it and feeds in
            // no namespace are read as 0.3.
            return .format(tag.declaredNamespace == "http://www.w3.org/2005/Atom" ? .atom : .atom03)
        default: return .notAFeed(tag.name)
        }
    }
}
