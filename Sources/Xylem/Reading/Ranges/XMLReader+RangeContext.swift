// The planner's side of byte-range reads: the context read from the document's head, and the
// cuts that split a document into ranges of about a given size.

extension XMLReader {
    /// The longest head (prolog and the ancestors' start tags, up to the first place between
    /// records) that a range context takes.
    static let maxRangeHead = 16 * 1024 * 1024

    /// The context every byte-range read of the records at `path` in `input` shares, read from
    /// the document's head (its prolog and the start tags of the records' ancestors).
    ///
    /// `input` must be a file or bytes in memory, in UTF-8 or an encoding that keeps ASCII's
    /// bytes (ISO-8859-1, US-ASCII, …). Throws ``XMLRangeError`` when the document cannot be read
    /// by range (records that are the root element, no place between records, entities whose
    /// expansions a range's parser could not bound), and ``XMLReadError`` for a head that is
    /// not well-formed.
    public func rangeContext(of input: XMLInput, at path: XMLRecordPath) throws -> XMLRangeContext {
        try withRangeSource(input) { source in try rangeContext(of: source, at: path) }
    }

    /// The ranges of `input` for readers of about `targetSize` bytes each, in order: the first
    /// begins at 0 and the last ends at the document's size, and each ends where the next
    /// begins, at a cut where a range's reader can begin (see ``readRecords(_:at:in:of:context:_:)``).
    /// A stretch with no cut of its own joins the range before.
    public func planRanges(of input: XMLInput, context: XMLRangeContext, targetSize: Int) throws -> [Range<Int>] {
        guard targetSize > 0 else { throw XMLRangeError("the target size of a range must be positive") }
        return try withRangeSource(input) { source in
            try checkContext(context, for: source)
            let cuts = RangeCuts(
                source: source, context: context, recordName: Self.recordName(context.recordPath), options: options)
            var bounds = [0]
            var target = targetSize
            while target < source.size {
                let last = bounds[bounds.count - 1]
                let from = max(target, last + 1, context.recordsStart + 1)
                if let cut = try cuts.cut(for: from, limit: min(source.size, target + targetSize)), cut > last,
                    cut < source.size
                {
                    bounds.append(cut)
                }
                target += targetSize
            }
            bounds.append(source.size)
            return zip(bounds, bounds.dropFirst()).map { $0..<$1 }
        }
    }

    /// The context of `source`'s records at `path`.
    func rangeContext(of source: SliceSource, at path: XMLRecordPath) throws -> XMLRangeContext {
        let segments = path.segments
        guard segments.count >= 2, let recordName = segments.last else {
            throw XMLRangeError("the records at '\(path.path)' are the root element: there is only one")
        }
        try checkRangeOptions()
        var headOptions = options
        headOptions.warningHandler = nil
        let session = try ParseSession(
            options: headOptions, rootTable: path.rootTable(recordAction: .ignore),
            holder: ObjectBuilder<Void>(plan: .holder, value: ()))
        let watch = SliceWatch(ancestorDepth: segments.count - 1, keepsAncestorTags: true)
        ReadEngine.watchSlices(session.engine, with: watch)
        let finder = RecordCutFinder(recordName: recordName)
        let headLimit = min(source.size + 1, Self.maxRangeHead)
        var position = 0
        while true {
            guard let cut = try finder.firstCut(in: source, atOrAfter: position + 1, below: headLimit) else {
                throw XMLRangeError(
                    byteOffset: position,
                    "no place between records at '\(path.path)' in the document's first \(headLimit - 1) bytes")
            }
            guard try source.feed(position..<cut, to: session.driver, toEnd: false) else {
                throw session.engine.pointee.errorAfterStop()
            }
            position = cut
            if session.engine.pointee.sliceBoundary() != nil { break }
        }
        guard session.driver.readsASCIISuperset else {
            throw XMLRangeError("the document's encoding does not keep ASCII's bytes: it cannot be cut into ranges")
        }
        guard let tags = watch.knownAncestorTags, let rootOffset = watch.rootTagOffset, rootOffset >= 0,
            rootOffset < position
        else {
            throw XMLRangeError(
                byteOffset: position, "the start tags around the records are not in the document's own bytes")
        }
        let prolog = try source.withBytes(0..<rootOffset) { Array($0) }
        let priming = prolog + tags.joined()
        guard let facts = priming.withUnsafeBytes({ PrologProbe.facts(of: $0, options: options) }),
            facts.boundsAmplification(below: options.maxEntityAmplification)
        else {
            throw XMLRangeError(
                "the document's entities could expand past the amplification limit in a range's parser: read it whole")
        }
        return XMLRangeContext(
            documentSize: source.size, recordPath: path.path, recordsStart: position,
            ancestorDepth: segments.count - 1, priming: priming, prologLength: rootOffset)
    }

    /// Throws unless the options let a range be read apart from the rest of its document.
    func checkRangeOptions() throws {
        guard options.malformedInput == .fail else {
            throw XMLRangeError("a range is read strictly: malformed input cannot be repaired one range at a time")
        }
        guard options.externalEntityResolver == nil else {
            throw XMLRangeError("a range cannot be read with an external entity resolver")
        }
    }

    /// Throws unless `context` was made for the document of `source`.
    func checkContext(_ context: XMLRangeContext, for source: SliceSource) throws {
        guard source.size == context.documentSize else {
            throw XMLRangeError(
                "the document has \(source.size) bytes, its range context was made for one of \(context.documentSize)")
        }
        let head = try source.withBytes(0..<context.prologLength) { Array($0) }
        guard head.elementsEqual(context.priming.prefix(context.prologLength)) else {
            throw XMLRangeError("the document's prolog is not the one its range context was made from")
        }
    }

    /// The record element's name in a path as written.
    static func recordName(_ path: String) -> String {
        XMLRecordPath(path).segments.last ?? path
    }

    /// Runs `body` with the bytes of `input` readable at any offset.
    func withRangeSource<Result>(_ input: XMLInput, _ body: (SliceSource) throws -> Result) throws -> Result {
        func memory(_ bytes: UnsafeRawBufferPointer) throws -> Result {
            try body(SliceSource(borrowing: bytes))
        }
        let result: Result??
        switch input.storage {
        case .data(let data):
            result = try data.withUnsafeBytes { try memory($0) }
        case .bytes(let bytes):
            result = try bytes.withUnsafeBytes { try memory($0) }
        case .string(let string):
            result = try string.utf8.withContiguousStorageIfAvailable { try memory(UnsafeRawBufferPointer($0)) }
        case .file(let path):
            result = try SliceSource.file(path: path).map(body)
        case .descriptor(let descriptor):
            result = try SliceSource.descriptor(descriptor).map(body)
        case .chunks, .unsupported:
            result = nil
        }
        guard let result, let value = result else {
            throw XMLRangeError("a range is read from a regular file or bytes in memory, not from a stream")
        }
        return value
    }
}
