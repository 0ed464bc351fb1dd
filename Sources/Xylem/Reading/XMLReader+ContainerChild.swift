// Streaming records that sit inside one child object of the root as well as directly in it (an
// RSS channel's items): each is handed out with the root and that child as read so far, and the
// child itself, its own data read whole, is handed out when it closes.

extension XMLReader {
    /// Reads the root element as `Container`, handing the child elements `name` of its child
    /// object `child` (and of the root itself, when its description maps them) to `handler` one
    /// by one as they close, with the container and that child as read so far, instead of being
    /// collected; each child, when it closes, goes to `closed`. Returns the container (without
    /// those records).
    ///
    /// ```swift
    /// // <rss><channel><title>…</title><item>…</item><item>…</item></channel></rss>
    /// let (rss, summary) = try XMLReader().readContainer(
    ///     RSS.self, streaming: "item", as: Item.self, alsoInside: "channel", as: Channel.self,
    ///     from: .file(path)
    /// ) { item, rss, channel in
    ///     print(channel?.title ?? "beside the channel", item.title)
    ///     return .continue
    /// } closed: { channel, rss in
    ///     print("end of", channel.title)
    ///     return .continue
    /// }
    /// ```
    ///
    /// Use it where the other `readContainer` methods cannot reach the records because they are
    /// one object further down, in an object with data of its own to keep (its attributes, its
    /// elements, its unknown content, read as its description reads them), which flattening it
    /// would lose. The container's description must map `child` directly as an object of type
    /// `Inner` (``XMLChild`` or ``XMLChildren``), and `Inner`'s must map `name` directly; the
    /// container's may map `name` directly too.
    ///
    /// A record inside the child is handed with the child as read so far (its attributes and the
    /// elements before the record) and the container as read so far, which does not hold the
    /// open child yet. A record directly in the container is handed with `nil`. When the child
    /// closes, it is set in the container as its line says, without the records, then handed to
    /// `closed` with the container that now holds it: a caller can tell one child from the next,
    /// and knows what the child holds after its last record.
    ///
    /// The read runs on one thread, whatever ``Options/parallelism`` says.
    ///
    /// - Parameters:
    ///   - container: The type of the root element.
    ///   - name: The elements handed out one by one.
    ///   - type: The type they are read as.
    ///   - child: The child element of the root whose elements `name` are handed out too.
    ///   - innerType: The type `child` is read as.
    ///   - namespaces: The prefixes `name` and `child` use.
    ///   - input: The document.
    ///   - progress: Called after each chunk with the bytes read so far.
    ///   - prolog: Called once with the comments and processing instructions before the root
    ///     element: before the first record is handed over, or after the read when there is none.
    ///   - handler: Called with each record, the container as read so far, and the child as read
    ///     so far when the record is inside it; return ``XMLStreamControl/stop`` to end the read.
    ///   - closed: Called with each child as it closes (without its records) and the container;
    ///     return ``XMLStreamControl/stop`` to end the read.
    /// - Throws: ``XMLReadError`` of kind ``XMLReadError/Kind/invalidDescription(_:)`` when the
    ///   descriptions do not map `child` and `name` so, before any input is read; any error the
    ///   read meets; an error `handler` or `closed` throws, unchanged.
    public func readContainer<Container: XMLReadable, Inner: XMLReadable, Record: XMLReadable>(
        _ container: Container.Type, streaming name: String, as type: Record.Type,
        alsoInside child: String, as innerType: Inner.Type, namespaces: [String: String] = [:],
        from input: XMLInput, progress: ((XMLProgress) -> Void)? = nil,
        prolog: ([XMLMiscItem]) throws -> Void = { _ in },
        _ handler: (Record, Container, Inner?) throws -> XMLStreamControl,
        closed: (Inner, Container) throws -> XMLStreamControl = { _, _ in .continue }
    ) throws -> (container: Container, summary: StreamSummary) {
        let description = Container.cachedDescription
        try PlanGraph.validate(description.plan)
        let reading = RecordReading.single(type)
        try reading.validate()
        let streaming = try description.plan.streaming(
            name, inside: child, as: Inner.self, namespaces: namespaces, action: reading.action)
        return try withoutActuallyEscaping(handler) { handler in
            try withoutActuallyEscaping(closed) { closed in
                try withoutActuallyEscaping(prolog) { prolog in
                    // The prolog is complete once the root element has started, before the first record.
                    let handOver = PrologHandOver(prolog)
                    let sink = InnerContainerRecordSink<Record, Container, Inner>(
                        extract: reading.extract, child: streaming.child,
                        record: { record, container, inner in
                            try handOver.deliver()
                            return try handler(record, container, inner)
                        },
                        closed: { inner, container in
                            try handOver.deliver()
                            return try closed(inner, container)
                        })
                    return try readRepairing(input) { attempt in
                        let read = try ContainerSession(
                            description: description, plan: streaming.plan, options: options, sink: sink,
                            attempt: attempt)
                        sink.read = read
                        handOver.driver = read.session.driver
                        try read.session.feed(input, progress: progress)
                        try handOver.deliver()
                        let summary = read.summary(
                            recordCount: sink.count - sink.closedChildren, bytesRead: read.session.bytesRead,
                            stoppedEarly: read.session.isStopped, warnings: read.session.warnings)
                        return (try read.container(stopped: read.session.isStopped), summary)
                    }
                }
            }
        }
    }
}

/// Hands each record to a closure with the container and, for a record inside the container's
/// streamed child, that child, both as read so far; and each child, as it closes, to another
/// after setting it in the container. (The child reaches the sink as a record does, so that an
/// error thrown or a stop asked for when it closes ends the read as it does for a record.)
final class InnerContainerRecordSink<Record, Container, Inner>: RecordSink {
    private let extract: (AnyObjectBuilder) -> Record
    /// The action that builds the child; its plan is this read's own.
    private let child: ObjectAction
    private let childPlan: ObjectPlan
    private let record: (Record, Container, Inner?) throws -> XMLStreamControl
    private let closed: (Inner, Container) throws -> XMLStreamControl
    /// How many children have closed (the engine counts them among the records it hands over).
    private(set) var closedChildren = 0
    /// The read, whose builder of the container this sink hands over (weak: the read's session
    /// holds this sink).
    weak var read: ContainerSession<Container>?

    init(
        extract: @escaping (AnyObjectBuilder) -> Record, child: ObjectAction,
        record: @escaping (Record, Container, Inner?) throws -> XMLStreamControl,
        closed: @escaping (Inner, Container) throws -> XMLStreamControl
    ) {
        self.extract = extract
        self.child = child
        childPlan = child.plan()
        self.record = record
        self.closed = closed
    }

    override func accept(_ builder: AnyObjectBuilder, in parent: AnyObjectBuilder) throws -> Bool {
        // Records and children close inside the open container: its builder exists.
        guard let container = read?.containerBuilder else { return false }
        if builder.plan === childPlan {
            closedChildren += 1
            let inner = builder.storage(as: Inner.self).pointee
            child.deliver(parent, builder)
            parent.requiredSeen |= child.requiredBit
            return try closed(inner, container.storage(as: Container.self).pointee) == .continue
        }
        let handed = extract(builder)
        let containerValue = container.storage(as: Container.self).pointee
        if parent.plan === childPlan {
            return try record(handed, containerValue, parent.storage(as: Inner.self).pointee) == .continue
        }
        return try record(handed, containerValue, nil) == .continue
    }
}

extension ObjectPlan {
    /// A copy of this plan whose child object `child`, of type `Inner`, hands its child elements
    /// `name` to the read's sink, as this plan's own elements `name` do when it maps them, and is
    /// handed to the sink itself when it closes; with the action that builds that child.
    func streaming<Inner: XMLReadable>(
        _ name: String, inside child: String, as _: Inner.Type, namespaces: [String: String],
        action: ElementAction
    ) throws -> (plan: ObjectPlan, child: ObjectAction) {
        let innerName = displayName(of: Inner.self)
        guard let slot = try slot(of: child, namespaces: namespaces, role: "streamed element's parent"),
            case .object(let childAction) = elements.actions[slot],
            childAction.plan().modelType == ObjectIdentifier(Inner.self)
        else {
            throw XMLReadError(
                kind: .invalidDescription(
                    "\(typeName) does not map '\(child)' directly as an object of \(innerName)"))
        }
        let inner = Inner.cachedDescription
        guard let innerSlot = try inner.plan.slot(of: name, namespaces: namespaces, role: "streamed element") else {
            throw XMLReadError(
                kind: .invalidDescription("\(innerName) does not map the streamed element '\(name)' directly"))
        }
        let innerPlan = inner.plan.replacing([(innerSlot, action)])
        let make = inner.make
        let streamingChild = ObjectAction(
            copying: childAction, make: { ObjectBuilder<Inner>(plan: innerPlan, make: make) }, plan: { innerPlan })
        var replacements: [(slot: Int, action: ElementAction)] = [(slot, .record(streamingChild))]
        if let own = try self.slot(of: name, namespaces: namespaces, role: "streamed element") {
            replacements.append((own, action))
        }
        return (replacing(replacements), streamingChild)
    }
}
