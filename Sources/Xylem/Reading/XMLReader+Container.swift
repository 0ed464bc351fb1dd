// Streaming the repeated children of a root object while building the object itself: a feed's
// own data is read into the feed, and its entries are handed out one by one instead of being
// collected, so a feed of any size is read in constant memory without losing its header.

extension XMLReader {
    /// Reads the root element as `Container`, except that its child elements `name` are handed
    /// to `handler` one by one as they close, each with a copy of the container as read so far,
    /// instead of being collected into it. Returns the container (without those children).
    ///
    /// ```swift
    /// let (feed, summary) = try XMLReader().readContainer(
    ///     Feed.self, streaming: "entry", as: Entry.self, namespaces: ["": atom], from: .file(path)
    /// ) { entry, feedSoFar in
    ///     print(feedSoFar.title, entry.title)
    ///     return .continue
    /// }
    /// ```
    ///
    /// The container's description must map `name` directly (not inside a wrapper). Elements
    /// that come after the first record are in the copies handed with later records and in the
    /// returned container.
    ///
    /// The comments and processing instructions around the root element are kept in the summary
    /// (``StreamSummary/prolog``, ``StreamSummary/epilog``). A caller that writes the document
    /// as it reads it gets the prolog before the first record, from `prolog`:
    ///
    /// ```swift
    /// try writer.startDocument()
    /// let (feed, summary) = try XMLReader().readContainer(
    ///     Feed.self, streaming: "entry", as: Entry.self, namespaces: ["": atom], from: .file(path),
    ///     prolog: { items in for item in items { try writer.write(item) } }
    /// ) { entry, feedSoFar in … }
    /// ```
    ///
    /// - Parameters:
    ///   - container: The type of the root element.
    ///   - name: The child elements handed out one by one.
    ///   - type: The type they are read as.
    ///   - namespaces: The prefixes `name` uses.
    ///   - input: The document.
    ///   - progress: Called after each chunk with the bytes read so far.
    ///   - prolog: Called once with the comments and processing instructions before the root
    ///     element: before the first record is handed over, or after the read when there is none.
    ///   - handler: Called with each record and the container as read so far; return
    ///     ``XMLStreamControl/stop`` to end the read.
    public func readContainer<Container: XMLReadable, Record: XMLReadable>(
        _ container: Container.Type, streaming name: String, as type: Record.Type,
        namespaces: [String: String] = [:], from input: XMLInput, progress: ((XMLProgress) -> Void)? = nil,
        prolog: ([XMLMiscItem]) throws -> Void = { _ in },
        _ handler: (Record, Container) throws -> XMLStreamControl
    ) throws -> (container: Container, summary: StreamSummary) {
        try readContainer(
            container, streaming: name, .single(type), namespaces: namespaces, from: input, progress: progress,
            prolog: prolog, handler)
    }

    /// Reads the root element as `Container`, handing its child elements `name` to `handler`
    /// one by one, each of the type its kind chooses among `kinds` (see ``XMLKinds``).
    public func readContainer<Container: XMLReadable, Record>(
        _ container: Container.Type, streaming name: String, as kinds: XMLKinds<Record>,
        namespaces: [String: String] = [:], from input: XMLInput, progress: ((XMLProgress) -> Void)? = nil,
        prolog: ([XMLMiscItem]) throws -> Void = { _ in },
        _ handler: (Record, Container) throws -> XMLStreamControl
    ) throws -> (container: Container, summary: StreamSummary) {
        try readContainer(
            container, streaming: name, .kinds(kinds), namespaces: namespaces, from: input, progress: progress,
            prolog: prolog, handler)
    }

    private func readContainer<Container: XMLReadable, Record>(
        _ container: Container.Type, streaming name: String, _ reading: RecordReading<Record>,
        namespaces: [String: String], from input: XMLInput, progress: ((XMLProgress) -> Void)?,
        prolog: ([XMLMiscItem]) throws -> Void,
        _ handler: (Record, Container) throws -> XMLStreamControl
    ) throws -> (container: Container, summary: StreamSummary) {
        let description = Container.cachedDescription
        try PlanGraph.validate(description.plan)
        try reading.validate()
        let plan = try description.plan.streaming(name, namespaces: namespaces, as: reading.action)
        return try withoutActuallyEscaping(handler) { handler in
            try withoutActuallyEscaping(prolog) { prolog in
                // The prolog is complete once the root element has started, before the first record.
                let handOver = PrologHandOver(prolog)
                var handedOver = 0
                let sink = ContainerRecordSink<Record, Container>(extract: reading.extract) { record, container in
                    try handOver.deliver()
                    handedOver += 1
                    return try handler(record, container)
                }
                let (parallel, failure) = try parallelFirst(handedOver: { handedOver }) { reader in
                    try reader.readContainerInParallel(
                        description, plan: plan, streaming: name, reading, from: input, sink: sink,
                        progress: progress, handOver: handOver)
                }
                if let result = parallel { return result }
                return try readRepairing(input, after: failure) { attempt in
                    let read = try ContainerSession(
                        description: description, plan: plan, options: options, sink: sink, attempt: attempt)
                    handOver.driver = read.session.driver
                    try read.session.feed(input, progress: progress)
                    try handOver.deliver()
                    let summary = read.summary(
                        recordCount: sink.count, bytesRead: read.session.bytesRead,
                        stoppedEarly: read.session.isStopped, warnings: read.session.warnings)
                    return (try read.container(stopped: read.session.isStopped), summary)
                }
            }
        }
    }
}

/// A session that reads the root element as `Container` with a plan that streams some of its
/// children to the session's sink, recording the comments and processing instructions around
/// the root, and the container it builds.
final class ContainerSession<Container> {
    let session: ParseSession
    private let holder: ObjectBuilder<Container?>
    private let opened = OpenedContainer<Container>()

    init(
        description: XMLDescription<Container>, plan: ObjectPlan, options: XMLReader.Options, sink: RecordSink,
        attempt: RepairAttempt? = nil
    ) throws {
        let holder = ObjectBuilder<Container?>(plan: .holder, value: nil)
        // Kept so that a read the consumer stops still returns the container as read so far.
        let opened = self.opened
        let root = ObjectAction(
            make: {
                let builder = ObjectBuilder<Container>(plan: plan, value: description.make())
                opened.builder = builder
                return builder
            }, plan: { plan }
        ) { parent, child in
            unsafeDowncast(parent, to: ObjectBuilder<Container?>.self).value =
                unsafeDowncast(child, to: ObjectBuilder<Container>.self).value
        }
        self.holder = holder
        session = try ParseSession(
            options: options, rootTable: XMLReader.rootTable(expecting: plan, .object(root)), holder: holder,
            sink: sink, attempt: attempt)
        ReadEngine.recordDocumentMisc(session.engine)
    }

    /// The builder of the container, once its start tag has been read.
    var containerBuilder: ObjectBuilder<Container>? { opened.builder }

    /// The container read: whole, or as read so far when the consumer stopped the read.
    func container(stopped: Bool) throws -> Container {
        if let value = holder.value { return value }
        if stopped, let builder = opened.builder { return builder.value }
        return try XMLReader().rootValue(holder)
    }

    /// The read's summary, with the comments and processing instructions around the root.
    func summary(recordCount: Int, bytesRead: Int, stoppedEarly: Bool, warnings: [XMLReadError])
        -> XMLReader.StreamSummary
    {
        let misc = session.driver.documentMisc ?? DocumentMiscRecorder()
        return XMLReader.StreamSummary(
            recordCount: recordCount, bytesRead: bytesRead, stoppedEarly: stoppedEarly, warnings: warnings,
            prolog: misc.prolog, epilog: misc.epilog)
    }
}

/// Hands a container read's prolog to the caller once, from the driver that records it.
final class PrologHandOver {
    private let prolog: ([XMLMiscItem]) throws -> Void
    /// The read's driver (which the record sink, and so this object, must not keep alive).
    weak var driver: ExpatDriver?
    private var delivered = false

    init(_ prolog: @escaping ([XMLMiscItem]) throws -> Void) {
        self.prolog = prolog
    }

    func deliver() throws {
        guard !delivered else { return }
        delivered = true
        try prolog(driver?.documentMisc?.prolog ?? [])
    }
}

/// The root builder of a container read, once its start tag has been seen.
private final class OpenedContainer<Container> {
    var builder: ObjectBuilder<Container>?
}

extension ObjectPlan {
    /// A copy of this plan whose child element `name` hands records to the read's sink.
    func streaming(_ name: String, namespaces: [String: String], as action: ElementAction) throws -> ObjectPlan {
        guard let index = try slot(of: name, namespaces: namespaces, role: "streamed element") else {
            throw XMLReadError(
                kind: .invalidDescription("\(typeName) does not map the streamed element '\(name)' directly"))
        }
        return replacing([(index, action)])
    }

    /// The slot in this plan's element table of child element `name`, nil when the plan does not
    /// map it directly; throws when `name` is not a name (`role` says what it names, for the error).
    func slot(of name: String, namespaces: [String: String], role: String) throws -> Int? {
        switch NameResolution.key(for: name, namespaces: namespaces, isAttribute: false) {
        case .success(let key): return elements.names.lookup(key: key).map(Int.init)
        case .failure(let error): throw XMLReadError(kind: .invalidDescription("\(role) \(error.message)"))
        }
    }

    /// A copy of this plan with the actions of some child elements replaced, by slot.
    func replacing(_ replacements: [(slot: Int, action: ElementAction)]) -> ObjectPlan {
        var actions = elements.actions
        for (slot, action) in replacements { actions[slot] = action }
        return ObjectPlan(
            typeName: typeName, modelType: modelType,
            elements: ElementTable(names: elements.names, actions: actions, fallback: elements.fallback.action),
            attributeNames: attributeNames, attributeSetters: attributeSetters.setters, ownText: ownText,
            completions: completions,
            problems: problems, extensionRules: extensionRules, rootElement: rootElement, required: required)
    }
}
