// `readContainer` on several threads: the container is read by the session that reads the
// document in order (its own data, and anything but records between them), and the workers read
// the records. A worker's slice counts only if nothing but records happened at the container's
// level in it; the container each record is handed with is the container as read in order.

extension XMLReader {
    /// `readContainer` on several threads, when the input and options allow it; nil otherwise.
    func readContainerInParallel<Container, Record>(
        _ description: XMLDescription<Container>, plan: ObjectPlan, streaming name: String,
        _ reading: RecordReading<Record>, from input: XMLInput, sink: ContainerRecordSink<Record, Container>,
        progress: ((XMLProgress) -> Void)?, handOver: PrologHandOver
    ) throws -> (container: Container, summary: StreamSummary)? {
        // A container that reads its own text would read the text between records.
        guard plan.ownText == nil else { return nil }
        return try withSliceSource(input) { source -> (container: Container, summary: StreamSummary) in
            let real = try ContainerSession(description: description, plan: plan, options: options, sink: sink)
            handOver.driver = real.session.driver
            var reference: ContainerSession<Container>?
            let sessions = SliceSessions<Record>(
                options: options,
                makeTable: {
                    let root = ObjectAction(
                        make: { ObjectBuilder<Container>(plan: plan, value: description.make()) }, plan: { plan }
                    ) { parent, child in
                        unsafeDowncast(parent, to: ObjectBuilder<Container?>.self).value =
                            unsafeDowncast(child, to: ObjectBuilder<Container>.self).value
                    }
                    return XMLReader.rootTable(expecting: plan, .object(root))
                },
                makeHolder: { ObjectBuilder<Container?>(plan: .holder, value: nil) }, extract: reading.extract,
                ancestorDepth: 1, readsContainer: true)
            let read = ParallelRecordRead(
                source: source, finder: RecordCutFinder(recordName: name), sessions: sessions,
                parallelism: options.parallelism, real: real.session, sink: sink, progress: progress,
                deliverWorkerRecord: { record in
                    // Workers start inside the container, so its builder exists.
                    guard let container = real.containerBuilder else { return false }
                    return try sink.deliver(record, in: container)
                },
                makeReference: { skipping in
                    let again = try ContainerSession(
                        description: description, plan: plan, options: options,
                        sink: SkippingRecordSink(skipping: skipping, target: sink))
                    reference = again
                    handOver.driver = again.session.driver
                    return (again.session, try input.makePump())
                })
            defer { read.shutDown() }
            try read.run()
            try handOver.deliver()
            let used = reference ?? real
            let summary = used.summary(
                recordCount: read.recordCount, bytesRead: read.bytesRead, stoppedEarly: read.stoppedEarly,
                warnings: read.warnings)
            return (try used.container(stopped: read.stoppedEarly), summary)
        }
    }
}
