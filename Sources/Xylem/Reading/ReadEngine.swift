// The event loop behind every description-driven read: a stack of frames, one per open mapped
// element, walked by expat's callbacks. No recursion, no String per name, no allocation per event
// beyond the objects being built.

/// Receives expat's events for one read and builds objects from compiled plans.
struct ReadEngine: ~Copyable {
    /// What the engine does with events while inside a leaf, an ignored subtree or a capture.
    enum Mode {
        case normal
        /// Inside an unmapped or ignored subtree: count depth only.
        case ignoring
        /// Inside a mapped value element: collect all text until it closes.
        case leaf
        /// Inside a raw-XML capture: serialize everything until it closes.
        case raw
        /// A failure stopped the read; late callbacks are dropped.
        case stopped
        /// Collected text passed `maxTextLength`: no more is collected, and the read fails at the
        /// next tag (see ReadEngine+Limits.swift).
        case overflowed
        /// Inside an unknown element that the top object keeps: build an XMLElementNode tree.
        case keeping
        /// Inside an element whose kind is not chosen yet: keep its events for replay.
        case buffering
    }

    /// Which of the engine's text handlers expat calls, if any (see `syncTextHandler`).
    enum TextRoute {
        case none
        /// `characters`, which sends text where the mode says.
        case general
        /// `keepText`, inside a kept unknown element.
        case kept
    }

    /// One open element that structures the read: an object, a wrapper, a skipped element, or a
    /// searched-through element of a record set. Unretained references only (see PlanReferences.swift), so
    /// that pushing, reading and popping frames touches no reference count.
    struct Frame {
        /// The table the element's children are looked up in.
        let table: Unmanaged<ElementTable>
        /// The object that values found under this frame are written into. The frame owns one
        /// reference to it, taken when it is pushed and given up when it is popped (or by
        /// `deallocateBuffers` for frames still open when a read ends early).
        let target: Unmanaged<AnyObjectBuilder>
        /// The action that made this frame's object (it says how the object reaches its parent,
        /// and keys the spare builder); nil for transparent frames. Actions live in the tables.
        let action: Unmanaged<ObjectAction>?
        /// Whether the object of this frame goes to the record sink when it closes.
        let isRecord: Bool
        /// Where the object's own text starts in `text`, or -1 when it is not collected.
        let ownTextStart: Int
        /// Where this element's name starts in `pathNames`.
        let nameStart: Int
        let nameLength: Int
        /// 1-based index among same-named siblings.
        let index: Int32
        /// Where this frame's children's sibling counters start: by table key in `keyCounts`, by
        /// name (for names the table does not know) in `siblings`.
        let keyCountStart: Int
        let siblingStart: Int

        /// The target as a reference, for the paths that are not hot.
        var targetObject: AnyObjectBuilder { target.takeUnretainedValue() }
    }

    let driver: ExpatDriver
    let options: XMLReader.Options
    /// Where records go, for streaming reads: held here so that it lives as long as the engine,
    /// and reached through `sinkReference`.
    private let sink: RecordSink?
    /// The sink, unmanaged, so that handing a record to it touches no reference count.
    let sinkReference: Unmanaged<RecordSink>?
    /// Owns the tables made for this read (the root's, a record path's), which frames borrow.
    let rootTable: ElementTable

    var frames = GrowableBuffer<Frame>(capacity: 64)
    var mode: Mode = .normal
    /// The element that entered the current mode, and what the mode keeps of it.
    var modeElement = ModeElement()
    /// Total element depth, for the depth limit.
    var depth = 0
    /// Whether unknown content is kept in the types that ask for it (``XMLReader/Options/unknownContent``).
    let keepsUnknown: Bool

    /// Unknown elements being kept (the keeping mode), and the run of kept elements not yet stored.
    var kept = KeptUnknownState()

    /// The events of the element whose kind is being decided, and what decides it.
    var replay = ReplayBuffer()
    /// A second replay buffer, kept for the next replay (see `replayBuffered`).
    var spareReplay: ReplayBuffer?
    var buffering: KindBuffering?
    /// The element read live as its default kind until its kind category decides, its depth, and
    /// its children's depth; -1 when there is none (checked on every tag in normal mode).
    var live: LiveKind?
    var liveDepth = -1
    var liveChildDepth = -1
    /// The hash of the category element's name while an element is read live: its other
    /// children, most of them, are passed by with one comparison.
    var liveCategoryHash: UInt64 = 0
    /// The position of the event being replayed, which errors report instead of expat's.
    var replayPosition: EventPosition?
    /// How many elements of a streaming read's record path the document has had open at once (see
    /// `ElementTable.recordPathLevel`): a read that found no record fails when not even its
    /// root matched.
    var deepestRecordPathLevel: Int32 = 0
    /// Whether character data in normal mode belongs to the top frame's own text.
    var topCollectsText = false
    /// Which text handler expat calls (see `syncTextHandler`).
    var textRoute = TextRoute.general

    /// Collected text: the own text of open objects, then the current leaf or capture, in stack order.
    var text = GrowableBuffer<UInt8>(capacity: 4096)
    /// The full expat names of the open frames (and the mode element), for error paths.
    var pathNames = GrowableBuffer<UInt8>(capacity: 1024)
    /// Per open frame, how many children of each name it has seen so far.
    var siblings = GrowableBuffer<SiblingCount>(capacity: 256)
    /// The keys of the names `siblings` counts, one after another.
    var siblingNames = GrowableBuffer<UInt8>(capacity: 1024)
    /// Tables that find the counters of frames with many names (see SiblingIndex.swift).
    var siblingIndex = SiblingIndex()
    /// Per open frame, how many children of each of its table's names it has seen so far.
    var keyCounts = GrowableBuffer<Int32>(capacity: 256)
    /// Mapped attributes found by the address of their names (see AttributeMemo.swift).
    let attributeMemo = AttributeMemo()
    /// The resolver's attribute-name generation the memo's entries belong to.
    var attributeMemoGeneration = 0
    /// Builders of finished objects, ready for the next object of the same action.
    var spares = SpareBuilders()
    /// Where `XMLString` values of this read keep their bytes.
    let textPool = TextPool()

    /// Resolves the qualified names expat reports (it runs without namespace processing); behind
    /// a pointer, so that its callbacks into the engine do not overlap an access to the engine.
    let namespaces: UnsafeMutablePointer<NamespaceResolver>
    /// Namespace bindings in scope, innermost last, and how many the next start tag declares.
    var bindings: [(prefix: String, uri: String)] = []
    var bindingsDeclaredSinceLastStart = 0
    /// What the raw mode's capture has written so far.
    var capture = CaptureState()

    private(set) var failure: XMLReadError?
    /// An error thrown by the record consumer, rethrown to the caller as it is.
    var consumerError: (any Error)?
    /// Whether the record consumer asked to stop; the read then ends without an error.
    private(set) var stoppedByConsumer = false
    private(set) var warnings: [XMLReadError] = []
    /// Warnings reported so far, those past ``XMLReader/Options/maxWarnings`` included.
    private(set) var warningCount = 0
    /// In a read started over with repairs on: the records and warnings the first attempt
    /// handed over already, which this one does not hand over again.
    var recordsToSkip = 0
    var handledWarningsToSkip = 0
    /// Whether this parse sees every child of the root element, so that a root that matched
    /// nothing can be told (see ReadEngine+UnmatchedRoot.swift): false for the parses of a
    /// parallel read that start inside the document or pass slices by.
    var seesEveryRootChild = true

    init(
        driver: ExpatDriver, options: XMLReader.Options, rootTable: ElementTable, holder: AnyObjectBuilder,
        sink: RecordSink? = nil
    ) {
        self.driver = driver
        self.options = options
        self.sink = sink
        sinkReference = sink.map { Unmanaged.passUnretained($0) }
        self.rootTable = rootTable
        keepsUnknown = options.unknownContent == .keep
        namespaces = .allocate(capacity: 1)
        namespaces.initialize(to: NamespaceResolver(undeclaredPrefixes: options.undeclaredPrefixes))
        frames.append(
            Frame(
                table: Unmanaged.passUnretained(rootTable), target: Unmanaged.passRetained(holder), action: nil,
                isRecord: false,
                ownTextStart: -1, nameStart: 0, nameLength: 0, index: 1, keyCountStart: 0, siblingStart: 0))
        keyCounts.appendZeros(rootTable.nameView.keyCount)
    }

    // MARK: Start tags

    /// A start tag as expat reports it: its names resolved first (see NamespaceResolver).
    @inline(__always)
    mutating func resolvedStart(
        _ rawName: UnsafePointer<CChar>, _ rawAttributes: UnsafeMutablePointer<UnsafePointer<CChar>?>
    ) {
        let resolved:
            (
                name: ExpatName, memo: UnsafeMutablePointer<TableLookupMemo>,
                attributes: UnsafeMutablePointer<UnsafePointer<CChar>?>
            )
        do {
            let resolver = namespaces
            resolved = try resolver.pointee.start(rawName, rawAttributes) { prefix, uri in
                namespaceStarted(prefix, uri)
            }
        } catch {
            return namespaceRefused(error)
        }
        startElement(
            UnsafeRawPointer(resolved.name.base).assumingMemoryBound(to: CChar.self), resolved.attributes,
            measured: resolved.name,
            memo: resolved.memo)
    }

    /// An end tag as expat reports it; the namespaces its start tag declared end after it. Its
    /// name is left as written: only a capture and a kept replay use it, and only as `prefix:local`.
    @inline(__always)
    mutating func resolvedEnd(_ rawName: UnsafePointer<CChar>) {
        endElement(rawName)
        let resolver = namespaces
        resolver.pointee.endScope { prefix in namespaceEnded(prefix) }
    }

    @inline(never)
    private mutating func namespaceRefused(_ refusal: NamespaceResolver.Refusal) {
        fail(positioned(.malformed(code: refusal.code, reason: refusal.reason)))
    }

    /// A start tag kept for a replay, whose name is measured here.
    mutating func startElement(_ cName: UnsafePointer<CChar>, _ attributes: UnsafeMutablePointer<UnsafePointer<CChar>?>)
    {
        startElement(cName, attributes, measured: ExpatName(cName), memo: nil)
    }

    /// A start tag with its name measured; `memo` remembers the last table lookup of this name
    /// (nil for a replayed tag, whose name is not the resolver's).
    @inline(__always)
    mutating func startElement(
        _ cName: UnsafePointer<CChar>, _ attributes: UnsafeMutablePointer<UnsafePointer<CChar>?>,
        measured name: ExpatName,
        memo: UnsafeMutablePointer<TableLookupMemo>?
    ) {
        let declaredHere = bindingsDeclaredSinceLastStart
        bindingsDeclaredSinceLastStart = 0
        depth += 1
        switch mode {
        case .ignoring, .leaf:
            modeElement.depth += 1
            if depth > options.maxDepth { depthExceeded() }
            return
        case .raw:
            modeElement.depth += 1
            if depth > options.maxDepth { depthExceeded(); return }
            captureStart(cName, attributes, declaredHere: declaredHere)
            return
        case .keeping:
            modeElement.depth += 1
            if depth > options.maxDepth { depthExceeded(); return }
            keepStart(cName, attributes, declaredHere: declaredHere)
            return
        case .buffering:
            modeElement.depth += 1
            if depth > options.maxDepth { depthExceeded(); return }
            bufferStart(cName, attributes)
            return
        case .stopped:
            return
        case .overflowed:
            textLimitExceeded()
            return
        case .normal:
            break
        }
        if depth > options.maxDepth { depthExceeded(); return }
        let top = frames[frames.count - 1]
        let action: RawAction
        let index: Int32
        let found: (value: Int32, keyIndex: Int32)?
        let tableID = top.table.id
        if let memo, let remembered = memo.pointee.found(in: tableID) {
            found = remembered
        } else {
            found = top.table.names.lookupSlot(name).map { ($0.value, $0.keyIndex) }
            memo?.pointee.remember(found, in: tableID)
        }
        if let slot = found {
            action = top.table.action(at: slot.value)
            assert(
                slot.keyIndex >= 0 && Int(slot.keyIndex) < top.table.names.keyCount, "a key outside the table")
            let counter = top.keyCountStart + Int(slot.keyIndex)
            index = keyCounts[counter] + 1
            keyCounts[counter] = index
        } else {
            action = top.table.fallback
            index = countSibling(name, from: top.siblingStart)
        }
        if action.kind != .unmapped { endKeptRun() }
        if depth == liveChildDepth, name.hash == liveCategoryHash { liveChildStarts(name, attributes) }
        if action.kind == .unmapped {
            unmapped(cName, name: name, index: index, attributes: attributes, declaredHere: declaredHere)
            return
        }
        begin(action, cName: cName, name: name, index: index, attributes: attributes, declaredHere: declaredHere)
    }

    /// Starts what `action` says for the element opening now. Leaves, passed-over elements and
    /// objects are handled here; the rarer actions out of line, which keeps this path short.
    @inline(__always)
    mutating func begin(
        _ action: RawAction, cName: UnsafePointer<CChar>, name: ExpatName, index: Int32,
        attributes: UnsafeMutablePointer<UnsafePointer<CChar>?>, declaredHere: Int
    ) {
        switch action.kind {
        case .value:
            enterMode(.leaf, name: name, index: index)
            modeElement.setter = action.payload
            modeElement.textStart = text.count
        case .ignore, .unmapped:
            enterMode(.ignoring, name: name, index: index)
        case .object:
            beginObject(
                action.object, isRecord: false, name: name, index: index, attributes: attributes,
                declaredHere: declaredHere)
        default:
            beginRarely(
                action, cName: cName, name: name, index: index, attributes: attributes, declaredHere: declaredHere)
        }
    }

    /// The actions that are not leaves, passed-over elements or nested objects.
    @inline(never)
    mutating func beginRarely(
        _ action: RawAction, cName: UnsafePointer<CChar>, name: ExpatName, index: Int32,
        attributes: UnsafeMutablePointer<UnsafePointer<CChar>?>, declaredHere: Int
    ) {
        switch action.kind {
        case .raw:
            enterMode(.raw, name: name, index: index)
            modeElement.setter = action.payload
            modeElement.textStart = text.count
            capture.bindings.removeAll()
            capture.startTagOpen = false
        case .skip:
            let top = frames[frames.count - 1]
            pushFrame(
                table: top.table, target: top.target.retain(), action: nil, isRecord: false, collectsText: false,
                name: name, index: index)
            if action.payload != nil, attributes[0] != nil {
                applyGroupAttributes(attributes, table: action.group, to: top.target)
            }
        case .group:
            let top = frames[frames.count - 1]
            pushFrame(
                table: action.group, target: top.target.retain(), action: nil, isRecord: false, collectsText: false,
                name: name, index: index)
            if attributes[0] != nil, action.group.hasAttributes {
                applyGroupAttributes(attributes, table: action.group, to: top.target)
            }
            deepestRecordPathLevel = max(deepestRecordPathLevel, action.group.recordPathLevel)
        case .record:
            beginObject(
                action.object, isRecord: true, name: name, index: index, attributes: attributes,
                declaredHere: declaredHere)
        case .kinds, .recordKinds:
            action.selector._withUnsafeGuaranteedRef { selector in
                beginKinds(
                    selector, isRecord: action.kind == .recordKinds, cName: cName, name: name, index: index,
                    attributes: attributes, declaredHere: declaredHere)
            }
        case .unexpected:
            unexpectedRoot(name, expected: Unmanaged<UnexpectedRoot>.fromOpaque(action.payload.unsafelyUnwrapped))
        case .value, .ignore, .unmapped, .object:
            begin(action, cName: cName, name: name, index: index, attributes: attributes, declaredHere: declaredHere)
        }
    }

    /// Fails the read at a root element other than the one the description names.
    @inline(never)
    private mutating func unexpectedRoot(_ name: ExpatName, expected: Unmanaged<UnexpectedRoot>) {
        let key = Array(UnsafeBufferPointer(start: name.base, count: name.keyLength))
        let expected = expected.takeUnretainedValue().expected
        fail(positioned(.unexpectedRoot(expected: expected, found: RootElement.shown(key: key))))
    }

    @inline(__always)
    mutating func enterMode(_ newMode: Mode, name: ExpatName, index: Int32) {
        mode = newMode
        modeElement.depth = 1
        modeElement.index = index
        modeElement.nameStart = pathNames.count
        modeElement.nameLength = name.fullLength
        pathNames.append(name.full)
        syncTextHandler()
    }

    /// Pushes a frame that owns `target` (the caller hands over one reference).
    @inline(__always)
    mutating func pushFrame(
        table: Unmanaged<ElementTable>, target: Unmanaged<AnyObjectBuilder>, action: Unmanaged<ObjectAction>?,
        isRecord: Bool, collectsText: Bool, name: ExpatName, index: Int32
    ) {
        let nameStart = pathNames.count
        pathNames.append(name.full)
        frames.append(
            Frame(
                table: table, target: target, action: action, isRecord: isRecord,
                ownTextStart: collectsText ? text.count : -1,
                nameStart: nameStart, nameLength: name.fullLength, index: index, keyCountStart: keyCounts.count,
                siblingStart: siblings.count))
        keyCounts.appendZeros(table.names.keyCount)
        topCollectsText = collectsText
        syncTextHandler()
    }

    /// Counts a child of the top frame that its table does not know, by name, and returns its
    /// 1-based index among siblings. A frame's first few names are found by scanning its
    /// counters, the rest in its table (see SiblingIndex.swift).
    @inline(__always)
    private mutating func countSibling(_ name: ExpatName, from start: Int) -> Int32 {
        if siblings.count - start > SiblingIndex.scanLimit { return countIndexedSibling(name, from: start) }
        if let position = scanSiblings(for: name, from: start) {
            siblings[position].count += 1
            return siblings[position].count
        }
        appendSibling(name)
        if siblings.count - start > SiblingIndex.scanLimit { makeSiblingTable(from: start) }
        return 1
    }

    /// Gives the top frame, whose counters have just passed the scan limit, a table of them.
    @inline(never)
    private mutating func makeSiblingTable(from start: Int) {
        siblingIndex.make(from: start, count: siblings.count - start, siblings: siblings.base, keys: siblingNames.base)
    }

    /// Counts a child of a top frame that has a table of its counters.
    @inline(never)
    private mutating func countIndexedSibling(_ name: ExpatName, from start: Int) -> Int32 {
        let found = siblingIndex.memoizedPosition(
            of: name, hash: name.hash, from: start, siblings: siblings.base, keys: siblingNames.base)
        if let position = found.position {
            siblings[position].count += 1
            return siblings[position].count
        }
        appendSibling(name)
        siblingIndex.added(siblings.count - 1, hash: found.hash, from: start)
        return 1
    }

    @inline(__always)
    private mutating func appendSibling(_ name: ExpatName) {
        let keyStart = siblingNames.count
        siblingNames.append(UnsafeBufferPointer(start: name.base, count: name.keyLength))
        siblings.append(
            SiblingCount(hash: name.hash, count: 1, keyStart: Int32(keyStart), keyLength: Int32(name.keyLength)))
    }

    /// Where the top frame's count of `name` is in `siblings` (from `start`), if it has one.
    func siblingPosition(of name: ExpatName, from start: Int) -> Int? {
        if siblings.count - start > SiblingIndex.scanLimit {
            return siblingIndex.position(of: name, from: start, siblings: siblings.base, keys: siblingNames.base)
                .position
        }
        return scanSiblings(for: name, from: start)
    }

    /// Finds the count of `name` among the few counters of a frame without a table.
    @inline(__always)
    private func scanSiblings(for name: ExpatName, from start: Int) -> Int? {
        var position = siblings.count - 1
        while position >= start {
            let sibling = siblings[position]
            if sibling.hash == name.hash, Int(sibling.keyLength) == name.keyLength,
                NameTableView.bytesEqual(siblingNames.base + Int(sibling.keyStart), name.base, name.keyLength)
            {
                return position
            }
            position -= 1
        }
        return nil
    }

    // MARK: Failures

    /// Records the first failure and stops the parser.
    /// (Also the mode the engine is in after a consumer's stop, so late callbacks are dropped.)
    @inline(never)
    mutating func fail(_ error: XMLReadError) {
        guard mode != .stopped else { return }
        failure = error
        mode = .stopped
        driver.stop()
    }

    /// Ends the read because the record consumer asked to stop or threw.
    @inline(never)
    mutating func stopForConsumer() {
        guard mode != .stopped else { return }
        stoppedByConsumer = true
        mode = .stopped
        driver.stop()
    }

    private mutating func depthExceeded() {
        fail(limitError(.depth(options.maxDepth)))
    }

    func limitError(_ limit: XMLReadError.Limit) -> XMLReadError {
        positioned(.limit(limit))
    }

    /// Keeps a warning (up to ``XMLReader/Options/maxWarnings``) and hands it to the warning
    /// handler, unless an earlier attempt of the read handed it over already.
    @inline(never)
    mutating func warn(_ problem: XMLReadError) {
        warningCount += 1
        if warnings.count < options.maxWarnings { warnings.append(problem) }
        if warningCount > handledWarningsToSkip { options.warningHandler?(problem) }
    }

    /// A conversion failed: an error in strict mode, a warning in lenient mode. A value read with
    /// a warning (an ``XMLConversionWarning``) is stored: a warning in either mode.
    @inline(never)
    mutating func conversionFailed(
        _ error: any Error, setter: Unmanaged<ValueSetter>, text: String, attribute: ExpatName?
    ) {
        let underlying: (any Error)? = error is ValueRejected ? nil : error
        let expected = setter.takeUnretainedValue().expected
        let readWithWarning = error is XMLConversionWarning
        let kind: XMLReadError.Kind
        if readWithWarning {
            kind = .unexpectedForm(expected: expected, text: text)
        } else {
            kind = .conversion(expected: expected, text: text)
        }
        let problem = positioned(kind, underlying: underlying, attribute: attribute)
        if readWithWarning || options.conversionFailures == .skip {
            warn(problem)
        } else {
            fail(problem)
        }
    }
}
