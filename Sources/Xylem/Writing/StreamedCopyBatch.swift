// Records of a document copied as it is read, held back a few at a time and written together:
// reading and writing record by record keeps switching between the reader's code and the
// writer's, which measured about a third slower than writing a few dozen records at once (each
// side then runs warm). XylemAtom's and XylemFeeds' streamed copies hold their entries and items
// in one.

/// The records read and not yet written, at most ``capacity`` of them: memory stays bounded by a
/// few records, whatever the size of the document.
package struct StreamedCopyBatch<Record> {
    /// How many records are held back before they are written: 32 at a time was as fast as
    /// writing them all after the read; each at once, about 35 % slower (RSS items and Atom
    /// entries alike).
    package static var capacity: Int { 32 }

    private var records: [Record] = []

    package init() {}

    /// Adds a record, and writes the batch with `write` when it is full.
    package mutating func add(_ record: Record, writingWith write: (Record) throws -> Void) rethrows {
        if records.isEmpty { records.reserveCapacity(Self.capacity) }
        records.append(record)
        if records.count == Self.capacity { try flush(writingWith: write) }
    }

    /// Writes the records held back; call it before writing anything else, to keep document order.
    package mutating func flush(writingWith write: (Record) throws -> Void) rethrows {
        for record in records { try write(record) }
        records.removeAll(keepingCapacity: true)
    }
}
