// Record streaming as an AsyncSequence. Parsing is pulled by the consumer: the reader parses the
// next chunk only when the records of the previous one have been taken, so it never runs more than
// one chunk ahead, and a slow consumer slows the reading instead of filling memory. The iterator
// runs on the caller's executor (`next(isolation:)`): a loop on the main actor does not hop to
// another executor and back for each record.

/// The records at a path, read lazily as the sequence is iterated.
///
/// ```swift
/// for try await entry in XMLReader().records(Entry.self, at: "feed/entry", from: .file(path)) {
///     print(entry.title)
/// }
/// ```
///
/// Breaking out of the loop ends the read and closes the input. Task cancellation is checked
/// before each chunk and ends the iteration with `CancellationError`. Files are read with blocking
/// reads on the iterating task, one block (256 KiB) at a time. When the document has an error,
/// every record completed before it is handed out first, then the error is thrown.
///
/// A `for try await` loop reads on the executor it runs on, without switching executors per
/// record: on the main actor, records are parsed and delivered on the main actor, as fast as
/// `readRecords` delivers them. The file's blocking reads then
/// happen there too; iterate from a task of its own to keep them off an actor that must respond.
public struct XMLRecordSequence<Record>: AsyncSequence {
    public typealias Element = Record
    public typealias Failure = any Error

    enum Source {
        case input(XMLInput)
        case async(() -> AsyncChunkSource)
    }

    let reader: XMLReader
    let reading: RecordReading<Record>
    let path: XMLRecordPath
    let source: Source
    let progress: ((XMLProgress) -> Void)?

    /// Creates the iterator; the input is opened on the first call to `next()`.
    public func makeAsyncIterator() -> Iterator {
        Iterator(sequence: self)
    }

    /// Reads records on demand.
    public struct Iterator: AsyncIteratorProtocol {
        private let sequence: XMLRecordSequence
        private var state: State?
        private var done = false

        final class State {
            let session: ParseSession
            let sink: BufferingRecordSink<Record>
            var pump: InputPump?
            let asyncSource: AsyncChunkSource?
            let total: Int?
            /// A read on several threads (see ``XMLReader/Parallelism``), which reads the input itself.
            let parallel: ParallelRecordRead<Record>?
            var parallelEnded = false
            /// An error met while records completed before it were still to be handed out.
            var failure: (any Error)?

            init(
                session: ParseSession, sink: BufferingRecordSink<Record>, pump: InputPump?,
                asyncSource: AsyncChunkSource?, total: Int?, parallel: ParallelRecordRead<Record>? = nil
            ) {
                self.session = session
                self.sink = sink
                self.pump = pump
                self.asyncSource = asyncSource
                self.total = total
                self.parallel = parallel
            }

            /// Whether the input has been read to its end.
            var isFinished: Bool { parallel == nil ? session.isFinished : parallelEnded }
        }

        init(sequence: XMLRecordSequence) {
            self.sequence = sequence
        }

        /// The next record, or nil at the end of the document, read on the generic executor.
        ///
        /// A `for try await` loop calls ``next(isolation:)`` instead, which stays on the loop's
        /// executor.
        public mutating func next() async throws -> Record? {
            try await next(isolation: nil)
        }

        /// The next record, or nil at the end of the document, read on `actor`'s executor (the
        /// caller's: a `for try await` loop passes its own isolation).
        ///
        /// ```swift
        /// @MainActor func titles(of path: String) async throws -> [String] {
        ///     var titles: [String] = []
        ///     for try await entry in XMLReader().records(Entry.self, at: "feed/entry", from: .file(path)) {
        ///         titles.append(entry.title)  // no executor switch per entry
        ///     }
        ///     return titles
        /// }
        /// ```
        public mutating func next(isolation actor: isolated (any Actor)?) async throws -> Record? {
            if done { return nil }
            do {
                let state = try self.state ?? start()
                self.state = state
                while true {
                    if let record = state.sink.next() { return record }
                    if let failure = state.failure { throw failure }
                    if state.isFinished {
                        finish()
                        return nil
                    }
                    try Task.checkCancellation()
                    // Records the chunk completed before an error come out first, as a sequential
                    // read hands them out; the error follows them.
                    do {
                        try await step(state, isolation: actor)
                    } catch {
                        state.failure = error
                    }
                }
            } catch {
                finish()
                throw error
            }
        }

        private mutating func finish() {
            done = true
            state = nil
        }

        private func start() throws -> State {
            let sink = BufferingRecordSink<Record>(extract: sequence.reading.extract)
            if case .input(let input) = sequence.source,
                let parallel = try sequence.reader.parallelRecordSequence(
                    sequence.reading, at: sequence.path, from: input, sink: sink, progress: sequence.progress)
            {
                return State(
                    session: parallel.real, sink: sink, pump: nil, asyncSource: nil, total: input.knownSize,
                    parallel: parallel)
            }
            let session = try sequence.reader.makeRecordSession(sequence.reading, at: sequence.path, sink: sink)
            switch sequence.source {
            case .input(let input):
                return State(
                    session: session, sink: sink, pump: try input.makePump(), asyncSource: nil, total: input.knownSize)
            case .async(let makeSource):
                return State(session: session, sink: sink, pump: nil, asyncSource: makeSource(), total: nil)
            }
        }

        private func step(_ state: State, isolation actor: isolated (any Actor)?) async throws {
            if let parallel = state.parallel {
                // The parallel read reports progress itself.
                if try !parallel.step() { state.parallelEnded = true }
                return
            }
            if state.pump != nil {
                let step = try state.pump!.next(state.session.driver)
                try state.session.accept(step, consumed: state.pump!.consumed)
            } else if let source = state.asyncSource {
                _ = try await source.step(state.session)
            }
            sequence.progress?(XMLProgress(bytesRead: state.session.bytesRead, totalBytes: state.total))
        }
    }
}

extension XMLReader {
    /// The records at `path` in `input`, as an async sequence read on demand.
    ///
    /// As with ``readRecords(_:at:from:progress:_:)-(Record.Type,_,_,_,_)``, a document whose root
    /// element matches the path's first element but that lacks the deeper elements ends the
    /// sequence without a record and without an error; a root element of another name throws
    /// ``XMLReadError/Kind/recordPathNotFound(path:matched:)``.
    ///
    /// - Parameters:
    ///   - type: The type of the records.
    ///   - path: Where the records are, from the root element.
    ///   - input: The document.
    ///   - progress: Called on the iterating task after each chunk with the bytes read so far.
    public func records<Record: XMLReadable>(
        _ type: Record.Type, at path: XMLRecordPath, from input: XMLInput,
        progress: ((XMLProgress) -> Void)? = nil
    ) -> XMLRecordSequence<Record> {
        XMLRecordSequence(reader: self, reading: .single(type), path: path, source: .input(input), progress: progress)
    }

    /// The records at `path` in `input`, each of the type its kind chooses among `kinds`.
    public func records<Record>(
        _ kinds: XMLKinds<Record>, at path: XMLRecordPath, from input: XMLInput,
        progress: ((XMLProgress) -> Void)? = nil
    ) -> XMLRecordSequence<Record> {
        XMLRecordSequence(reader: self, reading: .kinds(kinds), path: path, source: .input(input), progress: progress)
    }

    /// The records at `path` in a document arriving as an async sequence of byte chunks
    /// (`[UInt8]`, `ArraySlice<UInt8>`, `Data`, …): a network body, a pipe, a decompressor.
    public func records<Record: XMLReadable, Chunks: AsyncSequence>(
        _ type: Record.Type, at path: XMLRecordPath, from chunks: Chunks,
        progress: ((XMLProgress) -> Void)? = nil
    ) -> XMLRecordSequence<Record> where Chunks.Element: Collection<UInt8> {
        XMLRecordSequence(
            reader: self, reading: .single(type), path: path, source: .async({ AsyncChunkSource(chunks) }),
            progress: progress)
    }

    /// Reads the root element as `T` from a document arriving as an async sequence of byte chunks.
    /// Task cancellation is checked between chunks.
    public func read<T: XMLReadable, Chunks: AsyncSequence>(
        _ type: T.Type, from chunks: Chunks
    ) async throws -> T where Chunks.Element: Collection<UInt8> {
        let (holder, table) = try rootReading(type)
        let session = try ParseSession(options: options, rootTable: table, holder: holder)
        let source = AsyncChunkSource(chunks)
        while try await source.step(session) {
            try Task.checkCancellation()
        }
        return try rootValue(holder)
    }
}
