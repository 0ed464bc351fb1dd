// Where a slice's records wait to be handed over, and how they go back to the worker that built
// them to be let go of there. Raw storage rather than arrays: the records are moved in, lent
// out and destroyed one at a time, in code that is generic over the record type and would
// otherwise look up an array's conformances at run time for each record.

/// The records of one slice, in document order.
final class RecordBuffer<Record> {
    private var base: UnsafeMutablePointer<Record>
    private(set) var count = 0
    private var capacity: Int

    init(capacity: Int = 64) {
        self.capacity = max(1, capacity)
        base = .allocate(capacity: self.capacity)
    }

    deinit {
        base.deinitialize(count: count)
        base.deallocate()
    }

    /// Adds a record at the end.
    func append(_ record: consuming Record) {
        if count == capacity {
            let grown = UnsafeMutablePointer<Record>.allocate(capacity: 2 * capacity)
            grown.moveInitialize(from: base, count: count)
            base.deallocate()
            base = grown
            capacity *= 2
        }
        (base + count).initialize(to: record)
        count += 1
    }

    /// Lends record `index` to `body`: moved out and back, never copied.
    func lend(_ index: Int, to body: (Record) throws -> Bool) rethrows -> Bool {
        precondition(index >= 0 && index < count, "a record outside the buffer")
        let record = (base + index).move()
        let result: Bool
        do {
            result = try body(record)
        } catch {
            (base + index).initialize(to: consume record)
            throw error
        }
        (base + index).initialize(to: consume record)
        return result
    }

    /// Lets go of the last record.
    func dropLast() {
        guard count > 0 else { return }
        count -= 1
        (base + count).deinitialize(count: 1)
    }
}

/// The records a worker built that the reader handed over, let go of on the worker's thread one
/// at a time, one for each record the worker builds. Memory allocators keep freed memory per
/// thread: freed on the reader's thread, the records' memory would leave the worker's
/// allocations with none to reuse; freed all at once on the worker's, it would overflow the
/// allocator's per-thread cache and go back to its shared lists, or to the system. One freed for
/// one built, as in a read on one thread, the next record's memory is the last one's.
struct RetiringRecords<Record> {
    private var current: RecordBuffer<Record>?
    private var waiting: [RecordBuffer<Record>] = []

    /// Takes the buffers in `leftovers` (``RecordBuffer``s of this record type).
    mutating func adopt(_ leftovers: inout [AnyObject]) {
        for leftover in leftovers {
            let buffer = unsafeDowncast(leftover, to: RecordBuffer<Record>.self)
            if current == nil { current = buffer } else { waiting.append(buffer) }
        }
        leftovers.removeAll()
    }

    /// Lets go of one record, if any is waiting.
    @inline(__always)
    mutating func dropOne() {
        guard let buffer = current else { return }
        buffer.dropLast()
        if buffer.count == 0 { current = waiting.popLast() }
    }
}
