// What a channel read whole holds beyond the same channel as read up to its first item: the
// elements that came after the items, which a copy written as it is read writes after them.

import Xylem

extension RSSChannel {
    /// What this channel holds that `earlier`, the same channel as read up to its first item, did
    /// not: the elements that came after the first item. Attributes are left out (they were all
    /// read with the start tag), and so are the items.
    ///
    /// A single element read again after the items (a second `title`) replaced the first in this
    /// channel: it is part of what came after, so that a copy that writes both reads back as the
    /// channel read whole does.
    func readAfter(_ earlier: RSSChannel) -> RSSChannel {
        var late = RSSChannel()
        func single<Value: Equatable>(_ property: WritableKeyPath<RSSChannel, Value?>) {
            if self[keyPath: property] != earlier[keyPath: property] {
                late[keyPath: property] = self[keyPath: property]
            }
        }
        func repeated<Element>(_ property: WritableKeyPath<RSSChannel, [Element]>) {
            late[keyPath: property] = Array(self[keyPath: property].dropFirst(earlier[keyPath: property].count))
        }
        single(\.title)
        single(\.link)
        single(\.description)
        single(\.language)
        single(\.copyright)
        single(\.managingEditor)
        single(\.webMaster)
        single(\.pubDate)
        single(\.lastBuildDate)
        single(\.generator)
        single(\.docs)
        single(\.ttl)
        single(\.image)
        single(\.rating)
        single(\.textInput)
        repeated(\.categories)
        repeated(\.skipHours)
        repeated(\.skipDays)
        late.extensions = extensions.readAfter(earlier.extensions)
        return late
    }
}

extension XMLExtensions {
    /// The extension values and unknown elements read after those of `earlier`, the same
    /// object's extensions as read up to a point: both are kept in document order.
    func readAfter(_ earlier: XMLExtensions) -> XMLExtensions {
        var late = XMLExtensions()
        late.values = Array(values.dropFirst(earlier.values.count))
        late.unknownElements = Array(unknownElements.dropFirst(earlier.unknownElements.count))
        return late
    }
}
