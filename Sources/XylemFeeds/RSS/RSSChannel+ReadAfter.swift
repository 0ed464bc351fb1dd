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
        var remainder = StreamedCopyRemainder(of: self, after: earlier, into: RSSChannel())
        remainder.single(\.title)
        remainder.single(\.link)
        remainder.single(\.description)
        remainder.single(\.language)
        remainder.single(\.copyright)
        remainder.single(\.managingEditor)
        remainder.single(\.webMaster)
        remainder.single(\.pubDate)
        remainder.single(\.lastBuildDate)
        remainder.single(\.generator)
        remainder.single(\.docs)
        remainder.single(\.ttl)
        remainder.single(\.image)
        remainder.single(\.rating)
        remainder.single(\.textInput)
        remainder.repeated(\.categories)
        remainder.repeated(\.skipHours)
        remainder.repeated(\.skipDays)
        remainder.extensions(\.extensions)
        return remainder.late
    }
}
