// The record the examples read: the id, title and update time of each entry of an Atom feed.

import Foundation
import Xylem

/// One entry of an Atom feed, with what a list of headlines shows.
public struct Headline: XMLReadable, Equatable, Sendable {
    /// The entry's `<id>`.
    public var id = ""
    /// The entry's `<title>`, without surrounding white space.
    public var title = ""
    /// The entry's `<updated>` time, when it has one.
    public var updated: Date?

    /// An empty headline, which a read fills in.
    public init() {}

    /// A headline with the given values.
    public init(id: String, title: String, updated: Date?) {
        self.id = id
        self.title = title
        self.updated = updated
    }

    /// The Atom namespace.
    public static let atom = "http://www.w3.org/2005/Atom"

    /// Where a feed's entries are: `<entry>` elements inside the root `<feed>`.
    public static let entries = XMLRecordPath("feed/entry", namespaces: ["": atom])

    public static let xmlDescription = XMLDescription(Headline.init, namespaces: ["": atom]) {
        XMLChildText("id", \.id, trimmed: true)
        XMLChildText("title", \.title, trimmed: true)
        XMLChildValue("updated", \.updated, using: .iso8601)
    }
}
