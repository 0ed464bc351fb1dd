// Where streamed records go when their end tag closes: straight to a caller's closure, or into a
// small buffer that an async sequence or a push parser drains after each chunk.

/// Receives each finished record; returns false to stop the read.
class RecordSink {
    /// How many records the engine handed to the sink, counted by the engine before each
    /// `accept`. (Only the engine's thread touches a sink: no dynamic exclusivity checks.)
    @exclusivity(unchecked) final var count = 0

    /// Takes a finished record; `container` is the object the record was found in (the read's
    /// holder when the record path crosses no object).
    func accept(_ builder: AnyObjectBuilder, in container: AnyObjectBuilder) throws -> Bool {
        preconditionFailure("RecordSink.accept must be overridden")
    }
}

/// Hands each record to a closure as soon as it closes.
final class CallbackRecordSink<Record>: RecordSink {
    private let extract: (AnyObjectBuilder) -> Record
    private let handler: (Record) throws -> XMLStreamControl

    init(extract: @escaping (AnyObjectBuilder) -> Record, _ handler: @escaping (Record) throws -> XMLStreamControl) {
        self.extract = extract
        self.handler = handler
    }

    override func accept(_ builder: AnyObjectBuilder, in container: AnyObjectBuilder) throws -> Bool {
        try handler(extract(builder)) == .continue
    }
}

/// Keeps the records of the current chunk until the consumer takes them.
final class BufferingRecordSink<Record>: RecordSink {
    private(set) var records: [Record] = []
    private var taken = 0
    private let extract: (AnyObjectBuilder) -> Record

    init(extract: @escaping (AnyObjectBuilder) -> Record) {
        self.extract = extract
    }

    override func accept(_ builder: AnyObjectBuilder, in container: AnyObjectBuilder) throws -> Bool {
        records.append(extract(builder))
        return true
    }

    /// Adds a record read elsewhere (by a parallel read's worker; the parallel read counts it).
    func append(_ record: Record) {
        records.append(record)
    }

    /// Removes and returns the next buffered record, oldest first.
    func next() -> Record? {
        guard taken < records.count else { return nil }
        let record = records[taken]
        taken += 1
        if taken == records.count {
            records.removeAll(keepingCapacity: true)
            taken = 0
        }
        return record
    }

    /// Removes and returns all buffered records.
    func drain() -> [Record] {
        defer {
            records.removeAll(keepingCapacity: true)
            taken = 0
        }
        return taken == 0 ? records : Array(records[taken...])
    }
}

/// What a record consumer tells the reader after each record.
public enum XMLStreamControl: Sendable {
    /// Read on.
    case `continue`
    /// Stop reading now; the read ends without an error.
    case stop
}

/// Hands each record to a closure with its container object as read so far.
final class ContainerRecordSink<Record, Container>: RecordSink {
    private let extract: (AnyObjectBuilder) -> Record
    /// The consumer, given the container in place: taken `inout` here, the builder's own value
    /// is lent to the consumer's closure, where passing a value read from storage would copy
    /// the whole container for every record.
    private let handler: (Record, inout Container) throws -> XMLStreamControl

    init(
        extract: @escaping (AnyObjectBuilder) -> Record,
        _ handler: @escaping (Record, Container) throws -> XMLStreamControl
    ) {
        self.extract = extract
        self.handler = { record, container in try handler(record, container) }
    }

    override func accept(_ builder: AnyObjectBuilder, in container: AnyObjectBuilder) throws -> Bool {
        try deliver(extract(builder), in: container)
    }

    /// Hands a record to the consumer with the container `container` builds (also for records
    /// a parallel read's workers built).
    func deliver(_ record: Record, in container: AnyObjectBuilder) throws -> Bool {
        try handler(record, &container.storage(as: Container.self).pointee) == .continue
    }
}
