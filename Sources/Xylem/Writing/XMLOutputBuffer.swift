// The writer's output buffer: collects bytes and hands them to the sink in large blocks, so that
// sinks see few calls however small the writes; writes larger than the buffer bypass it.
// Not generic: the sink is called once per block, so an existential costs nothing measurable,
// while generic writer code called from other modules would run unspecialized.

struct XMLOutputBuffer {
    /// The destination; it has received everything but the buffered bytes.
    var sink: any XMLByteSink
    /// The first error of the sink; once set, the output is incomplete and nothing more is written.
    private(set) var failure: XMLWriteError?
    /// Whether ``failure`` is set, cheaper to test on every call.
    private(set) var hasFailed = false
    /// Fixed-size storage, of which the first `used` bytes are pending. Its count never changes,
    /// so appending is a copy, without the growth checks of `Array.append`.
    private var storage: [UInt8]
    private var used = 0

    init(sink: any XMLByteSink, capacity: Int) {
        self.sink = sink
        storage = [UInt8](repeating: 0, count: capacity)
    }

    @inline(__always)
    mutating func append(_ byte: UInt8) throws {
        if used == storage.count { try flush() }
        storage[used] = byte
        used += 1
    }

    mutating func append(_ ascii: StaticString) throws {
        try append(UnsafeBufferPointer(start: ascii.utf8Start, count: ascii.utf8CodeUnitCount))
    }

    mutating func append(_ string: String) throws {
        var string = string
        try string.withUTF8 { try append($0) }
    }

    mutating func append(_ run: UnsafeBufferPointer<UInt8>) throws {
        guard let source = run.baseAddress, run.count > 0 else { return }
        if used + run.count > storage.count {
            try flush()
            if run.count >= storage.count {
                // A block at least as large as the buffer goes to the sink without being copied.
                try deliver(UnsafeRawBufferPointer(run))
                return
            }
        }
        let offset = used
        storage.withUnsafeMutableBufferPointer { buffer in
            (buffer.baseAddress! + offset).update(from: source, count: run.count)
        }
        used += run.count
    }

    mutating func append(_ run: [UInt8]) throws {
        try run.withUnsafeBufferPointer { try append($0) }
    }

    /// Hands the buffered bytes to the sink.
    mutating func flush() throws {
        guard used > 0 else { return }
        let count = used
        used = 0
        // Swap the storage out so that the sink can be called mutably while the bytes are borrowed.
        var block: [UInt8] = []
        swap(&block, &storage)
        defer { swap(&block, &storage) }
        try block.withUnsafeBytes { try deliver(UnsafeRawBufferPointer(rebasing: $0[..<count])) }
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
