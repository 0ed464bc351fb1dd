// Items of a feed copied as it is read, held back a few at a time and written together: reading
// and writing item by item keeps switching between the reader's code and the writer's, which
// measured about a third slower than writing a few dozen items at once (each side then runs warm).

import Xylem

/// The items read and not yet written, at most ``capacity`` of them: memory stays bounded by a
/// few items, whatever the size of the feed.
struct RSSItemBatch {
    /// How many items are held back before they are written: writing 32 at a time was as fast as
    /// writing them all after the read, writing each at once about 35% slower.
    static let capacity = 32

    private var items: [RSSItem] = []

    /// Adds an item, and writes the batch when it is full.
    mutating func add<Sink: XMLByteSink>(_ item: RSSItem, to writer: inout XMLWriter<Sink>) throws {
        items.append(item)
        if items.count == Self.capacity { try flush(to: &writer) }
    }

    /// Writes the items held back; call it before writing anything else, to keep document order.
    mutating func flush<Sink: XMLByteSink>(to writer: inout XMLWriter<Sink>) throws {
        for item in items { try writer.write(item) }
        items.removeAll(keepingCapacity: true)
    }
}
