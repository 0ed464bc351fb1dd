// The writer's output buffer: collects bytes and hands them to the sink in large blocks, so that
// sinks see few calls however small the writes; writes larger than the buffer bypass it.
// Not generic: the sink is called once per block, so an existential costs nothing measurable,
// while generic writer code called from other modules would run unspecialized.

/// The buffer's memory: allocated once, freed with the last copy of the buffer.
final class OutputStorage {
    let base: UnsafeMutablePointer<UInt8>
    let capacity: Int

    init(capacity: Int) {
        self.capacity = capacity
        base = .allocate(capacity: capacity)
    }

    deinit {
        base.deallocate()
    }
}

struct XMLOutputBuffer {
    /// The destination; it has received everything but the buffered bytes.
    var sink: any XMLByteSink
    /// The first error of the sink; once set, the output is incomplete and nothing more is written.
    private(set) var failure: XMLWriteError?
    /// Whether ``failure`` is set, cheaper to test on every call.
    private(set) var hasFailed = false
    /// Keeps ``base`` allocated. Appends write through ``base`` directly: an array would check
    /// its uniqueness on every append, which cost as much as the copy itself; the writer checks
    /// it once per call instead (``makeUnique()``).
    private var storage: OutputStorage
    /// The first `used` bytes of the storage are pending.
    private var base: UnsafeMutablePointer<UInt8>
    private let capacity: Int
    private var used = 0

    init(sink: any XMLByteSink, capacity: Int) {
        self.sink = sink
        storage = OutputStorage(capacity: capacity)
        base = storage.base
        self.capacity = capacity
    }

    /// Gives this buffer storage of its own if a copy of the writer shares it, so that copies of
    /// a writer keep their pending bytes apart, as copies of an array would.
    @inline(__always)
    mutating func makeUnique() {
        if !isKnownUniquelyReferenced(&storage) { copyStorage() }
    }

    @inline(never)
    private mutating func copyStorage() {
        let copy = OutputStorage(capacity: capacity)
        copy.base.update(from: base, count: used)
        storage = copy
        base = copy.base
    }

    @inline(__always)
    mutating func append(_ byte: UInt8) throws {
        if used == capacity { try flush() }
        base[used] = byte
        used += 1
    }

    @inline(__always)
    mutating func append(_ ascii: StaticString) throws {
        try append(UnsafeBufferPointer(start: ascii.utf8Start, count: ascii.utf8CodeUnitCount))
    }

    mutating func append(_ string: String) throws {
        try withUTF8Bytes(of: string) { try append($0) }
    }

    @inline(__always)
    mutating func append(_ run: UnsafeBufferPointer<UInt8>) throws {
        let count = run.count
        if used + count <= capacity, let source = run.baseAddress {
            (base + used).update(from: source, count: count)
            used += count
        } else {
            try appendSlowly(run)
        }
    }

    /// Appends a run that does not fit in what is left of the buffer (or is empty).
    @inline(never)
    private mutating func appendSlowly(_ run: UnsafeBufferPointer<UInt8>) throws {
        guard let source = run.baseAddress, run.count > 0 else { return }
        try flush()
        if run.count >= capacity {
            // A block at least as large as the buffer goes to the sink without being copied.
            try deliver(UnsafeRawBufferPointer(run))
            return
        }
        base.update(from: source, count: run.count)
        used = run.count
    }

    mutating func append(_ run: [UInt8]) throws {
        try run.withUnsafeBufferPointer { try append($0) }
    }

    /// Hands the buffered bytes to the sink.
    mutating func flush() throws {
        guard used > 0 else { return }
        let count = used
        used = 0
        try deliver(UnsafeRawBufferPointer(start: base, count: count))
    }

    private mutating func deliver(_ block: UnsafeRawBufferPointer) throws {
        if let failure { throw failure }
        do {
            try sink.write(block)
        } catch {
            let failure =
                error as? XMLWriteError
                ?? XMLWriteError(kind: .io, message: "the sink failed: \(error)", underlying: error)
            self.failure = failure
            hasFailed = true
            throw failure
        }
    }
}
