// The event loop behind every description-driven read: a stack of frames, one per open mapped
// element, walked by expat's callbacks. No recursion, no String per name, no allocation per event
// beyond the objects being built.

/// Receives expat's events for one read and builds objects from compiled plans.
struct ReadEngine {
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

    /// One open element that structures the read: an object, a wrapper, a skipped element, or a
    /// searched-through element of a record set.
    struct Frame {
        // Unowned: every table is owned by a plan that a description (a static) keeps alive, or
        // by the engine's root table, and skipping reference counting here saves a retain and a
        // release per element.
        unowned(unsafe) let table: ElementTable
        /// The object that values found under this frame are written into.
        let target: AnyObjectBuilder
        /// How the object of this frame reaches its parent; nil for transparent frames and records.
        let deliver: ((AnyObjectBuilder, AnyObjectBuilder) -> Void)?
        /// Whether the object of this frame goes to the record sink when it closes.
        let isRecord: Bool
        /// Where the object's own text starts in `text`, or -1 when it is not collected.
        let ownTextStart: Int
        /// Where this element's name starts in `pathNames`.
        let nameStart: Int
        let nameLength: Int
        /// 1-based index among same-named siblings.
        let index: Int32
        /// Where this frame's children's sibling counters start in `siblings`.
        let siblingStart: Int
    }

    let driver: ExpatDriver
    let options: XMLReader.Options
    /// Where records go, for streaming reads.
    let sink: RecordSink?
    /// Owns the tables made for this read (the root's, a record path's), which frames borrow.
    let rootTable: ElementTable

    var frames: [Frame] = []
    var mode: Mode = .normal
    /// Depth inside the current leaf, ignored subtree or capture (1 at its own element).
    var modeDepth = 0
    var modeSetter: ValueSetter?
    var modeTextStart = 0
    /// The element that entered the current mode, for paths: start and length in `pathNames`.
    var modeNameStart = 0
    var modeNameLength = 0
    var modeIndex: Int32 = 0
    /// Total element depth, for the depth limit.
    var depth = 0
    /// Whether unknown content is kept in the types that ask for it (``XMLReader/Options/unknownContent``).
    let keepsUnknown: Bool

    /// The unknown elements being kept, outermost first, and their size so far.
    var keptNodes: [XMLElementNode] = []
    var keptBytes = 0
    /// Where the kept element started in its object's own text, or -1 when the object reads none.
    var keptTextOffset = -1

    /// The events of the element whose kind is being decided, and what decides it.
    var replay = ReplayBuffer()
    var buffering: KindBuffering?
    /// The position of the event being replayed, which errors report instead of expat's.
    var replayPosition: EventPosition?
    /// Whether character data in normal mode belongs to the top frame's own text.
    var topCollectsText = false

    /// Collected text: the own text of open objects, then the current leaf or capture, in stack order.
    var text = GrowableBuffer<UInt8>(capacity: 4096)
    /// The full expat names of the open frames (and the mode element), for error paths.
    var pathNames = GrowableBuffer<UInt8>(capacity: 1024)
    /// Per open frame, how many children of each name hash it has seen so far.
    var siblings = GrowableBuffer<SiblingCount>(capacity: 256)

    /// Namespace bindings in scope, innermost last, and how many the next start tag declares.
    var bindings: [(prefix: String, uri: String)] = []
    var bindingsDeclaredSinceLastStart = 0
    /// Bindings declared inside the current capture: prefix, URI and the capture depth of the
    /// element that declared them.
    var captureBindings: [(prefix: String, uri: String, depth: Int)] = []

    private(set) var failure: XMLReadError?
    /// An error thrown by the record consumer, rethrown to the caller as it is.
    private(set) var consumerError: (any Error)?
    /// Whether the record consumer asked to stop; the read then ends without an error.
    private(set) var stoppedByConsumer = false
    private(set) var warnings: [XMLReadError] = []

    init(
        driver: ExpatDriver, options: XMLReader.Options, rootTable: ElementTable, holder: AnyObjectBuilder,
        sink: RecordSink? = nil
    ) {
        self.driver = driver
        self.options = options
        self.sink = sink
        self.rootTable = rootTable
        keepsUnknown = options.unknownContent == .keep
        frames.reserveCapacity(64)
        frames.append(Frame(
            table: rootTable, target: holder, deliver: nil, isRecord: false, ownTextStart: -1, nameStart: 0,
            nameLength: 0, index: 1, siblingStart: 0))

    }

    // MARK: Start tags

    @inline(__always)
    mutating func startElement(_ cName: UnsafePointer<CChar>, _ attributes: UnsafeMutablePointer<UnsafePointer<CChar>?>) {
        let declaredHere = bindingsDeclaredSinceLastStart
        bindingsDeclaredSinceLastStart = 0
        depth += 1
        switch mode {
        case .ignoring, .leaf:
            modeDepth += 1
            if depth > options.maxDepth { depthExceeded() }
            return
        case .raw:
            modeDepth += 1
            if depth > options.maxDepth { depthExceeded(); return }
            captureStart(cName, attributes, declaredHere: declaredHere)
            return
        case .keeping:
            modeDepth += 1
            if depth > options.maxDepth { depthExceeded(); return }
            keepStart(cName, attributes, declaredHere: declaredHere)
            return
        case .buffering:
            modeDepth += 1
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
        let name = ExpatName(cName)
        let top = frames.count - 1
        let index = countSibling(name.hash, from: frames[top].siblingStart)
        let table = frames[top].table
        guard let action = table.action(for: name) else {
            unmapped(cName, name: name, index: index, attributes: attributes, declaredHere: declaredHere)
            return
        }
        begin(action, cName: cName, name: name, index: index, attributes: attributes, declaredHere: declaredHere)
    }

    /// Starts what `action` says for the element opening now.
    @inline(__always)
    mutating func begin(
        _ action: ElementAction, cName: UnsafePointer<CChar>, name: ExpatName, index: Int32,
        attributes: UnsafeMutablePointer<UnsafePointer<CChar>?>, declaredHere: Int
    ) {
        let top = frames.count - 1
        switch action {
        case .value(let setter):
            enterMode(.leaf, name: name, index: index)
            modeSetter = setter
            modeTextStart = text.count
        case .raw(let setter):
            enterMode(.raw, name: name, index: index)
            modeSetter = setter
            modeTextStart = text.count
            captureBindings.removeAll(keepingCapacity: true)
        case .ignore:
            enterMode(.ignoring, name: name, index: index)
        case .skip:
            pushFrame(table: frames[top].table, target: frames[top].target, deliver: nil, isRecord: false, collectsText: false, name: name, index: index)
        case .group(let groupTable):
            pushFrame(table: groupTable, target: frames[top].target, deliver: nil, isRecord: false, collectsText: false, name: name, index: index)
        case .object(let objectAction):
            beginObject(objectAction, isRecord: false, name: name, index: index, attributes: attributes, declaredHere: declaredHere)
        case .record(let objectAction):
            beginObject(objectAction, isRecord: true, name: name, index: index, attributes: attributes, declaredHere: declaredHere)
        case .kinds(let selector, let isRecord):
            beginKinds(selector, isRecord: isRecord, cName: cName, name: name, index: index, attributes: attributes, declaredHere: declaredHere)
        }
    }

    /// Pushes a frame for a new object and sets its attributes.
    @inline(__always)
    mutating func beginObject(
        _ objectAction: ObjectAction, isRecord: Bool, name: ExpatName, index: Int32,
        attributes: UnsafeMutablePointer<UnsafePointer<CChar>?>, declaredHere: Int
    ) {
        let builder = objectAction.make()
        let plan = builder.plan
        pushFrame(
            table: plan.elements, target: builder, deliver: isRecord ? nil : objectAction.deliver, isRecord: isRecord,
            collectsText: plan.ownText != nil, name: name, index: index)
        if let problem = plan.validationError {
            fail(problem)
            return
        }
        if plan.keepsUnknown && keepsUnknown {
            keepStartTag(of: builder, attributes: attributes, declaredHere: declaredHere)
        } else if !plan.attributeNames.isEmpty {
            applyAttributes(attributes, to: builder)
        }
    }

    @inline(__always)
    mutating func enterMode(_ newMode: Mode, name: ExpatName, index: Int32) {
        mode = newMode
        modeDepth = 1
        modeIndex = index
        modeNameStart = pathNames.count
        modeNameLength = name.fullLength
        pathNames.append(name.full)
    }

    @inline(__always)
    private mutating func pushFrame(
        table: ElementTable, target: AnyObjectBuilder, deliver: ((AnyObjectBuilder, AnyObjectBuilder) -> Void)?,
        isRecord: Bool, collectsText: Bool, name: ExpatName, index: Int32
    ) {
        let nameStart = pathNames.count
        pathNames.append(name.full)
        frames.append(Frame(
            table: table, target: target, deliver: deliver, isRecord: isRecord, ownTextStart: collectsText ? text.count : -1,
            nameStart: nameStart, nameLength: name.fullLength, index: index, siblingStart: siblings.count))
        topCollectsText = collectsText
    }

    /// Counts a child of the top frame by name hash and returns its 1-based index among siblings.
    @inline(__always)
    private mutating func countSibling(_ hash: UInt64, from start: Int) -> Int32 {
        var position = siblings.count - 1
        while position >= start {
            if siblings[position].hash == hash {
                siblings[position].count += 1
                return siblings[position].count
            }
            position -= 1
        }
        siblings.append(SiblingCount(hash: hash, count: 1))
        return 1
    }

    mutating func applyAttributes(
        _ attributes: UnsafeMutablePointer<UnsafePointer<CChar>?>, to builder: AnyObjectBuilder,
        unknown: ((ExpatName, UnsafePointer<CChar>) -> Void)? = nil
    ) {
        let plan = builder.plan
        var position = 0
        while let cName = attributes[position], let cValue = attributes[position + 1] {
            position += 2
            let name = ExpatName(cName)
            guard let slot = plan.attributeNames.lookup(name) else {
                unknown?(name, cValue)
                continue
            }
            let setter = plan.attributeSetters[Int(slot)]
            let valueBytes = UnsafeRawPointer(cValue).assumingMemoryBound(to: UInt8.self)
            let value = XMLText(UnsafeBufferPointer(start: valueBytes, count: cStringLength(cValue)))
            do {
                try setter.apply(builder, value)
            } catch {
                conversionFailed(error, setter: setter, text: value.string, attribute: name)
                if mode == .stopped { return }
            }
        }
    }

    // MARK: Text

    @inline(__always)
    mutating func characters(_ bytes: UnsafePointer<CChar>, _ count: Int) {
        switch mode {
        case .leaf:
            appendText(bytes, count)
        case .normal:
            if topCollectsText { appendText(bytes, count) }
        case .raw:
            captureText(bytes, count)
        case .keeping:
            keepText(bytes, count)
            return
        case .buffering:
            bufferText(bytes, count)
            return
        case .ignoring, .stopped, .overflowed:
            return
        }
        if text.count > options.maxTextLength {
            textOverflowed()
        }
    }

    @inline(__always)
    private mutating func appendText(_ bytes: UnsafePointer<CChar>, _ count: Int) {
        let pointer = UnsafeRawPointer(bytes).assumingMemoryBound(to: UInt8.self)
        text.append(UnsafeBufferPointer(start: pointer, count: count))
    }

    // MARK: End tags

    @inline(__always)
    mutating func endElement(_ cName: UnsafePointer<CChar>) {
        depth -= 1
        switch mode {
        case .ignoring:
            modeDepth -= 1
            if modeDepth == 0 { leaveMode() }
        case .leaf:
            modeDepth -= 1
            if modeDepth == 0 { finishValue() }
        case .raw:
            if modeDepth == 1 {
                modeDepth = 0
                finishValue()
            } else {
                captureEnd(cName)
                modeDepth -= 1
            }
        case .keeping:
            keepEnd()
        case .buffering:
            bufferEnd(cName)
        case .stopped:
            return
        case .overflowed:
            textLimitExceeded()
        case .normal:
            popFrame()
        }
    }

    @inline(__always)
    mutating func leaveMode() {
        mode = .normal
        pathNames.truncate(to: modeNameStart)
    }

    /// Converts the collected text of a leaf or capture and writes it into the top frame's target.
    private mutating func finishValue() {
        guard let setter = modeSetter else { return leaveMode() }
        if let failure = Self.applyCollectedText(setter, to: frames[frames.count - 1].target, text: text, from: modeTextStart) {
            conversionFailed(failure.error, setter: setter, text: failure.text, attribute: nil)
        }
        if mode == .stopped { return }
        text.truncate(to: modeTextStart)
        modeSetter = nil
        leaveMode()
    }

    /// Converts the text collected since `start` and writes it; returns the error and the text
    /// when the conversion fails.
    /// (Static, so that no copy of the engine is captured by the closure.)
    private static func applyCollectedText(
        _ setter: ValueSetter, to target: AnyObjectBuilder, text: GrowableBuffer<UInt8>, from start: Int
    ) -> (error: any Error, text: String)? {
        let value = XMLText(text.elements(from: start))
        do {
            try setter.apply(target, value)
            return nil
        } catch {
            return (error, value.string)
        }
    }

    /// Frees the engine's buffers; called once, by the session that owns the engine.
    func deallocateBuffers() {
        text.deallocate()
        pathNames.deallocate()
        siblings.deallocate()
        replay.deallocate()
    }

    private mutating func popFrame() {
        let frame = frames.removeLast()
        if frame.deliver != nil || frame.isRecord {
            let builder = frame.target
            if frame.ownTextStart >= 0, let setter = builder.plan.ownText {
                if let failure = Self.applyCollectedText(setter, to: builder, text: text, from: frame.ownTextStart) {
                    frames.append(frame)  // so that the error's path names the element
                    conversionFailed(failure.error, setter: setter, text: failure.text, attribute: nil)
                    if mode == .stopped { return }
                    frames.removeLast()
                }
                text.truncate(to: frame.ownTextStart)
            }
            for hook in builder.plan.completions {
                do {
                    try hook(builder)
                } catch {
                    frames.append(frame)  // so that the error's path names the element
                    fail(positioned(.userCode("the completion hook of \(builder.plan.typeName)"), underlying: error))
                    return
                }
            }
            if let deliver = frame.deliver {
                deliver(frames[frames.count - 1].target, builder)
            } else if let sink {
                do {
                    if try !sink.accept(builder, in: frames[frames.count - 1].target) { stopForConsumer() }
                } catch {
                    consumerError = error
                    stopForConsumer()
                }
            }
        }
        siblings.truncate(to: frame.siblingStart)
        pathNames.truncate(to: frame.nameStart)
        topCollectsText = frames[frames.count - 1].ownTextStart >= 0
    }

    // MARK: Failures

    /// Records the first failure and stops the parser.
    /// (Also the mode the engine is in after a consumer's stop, so late callbacks are dropped.)
    mutating func fail(_ error: XMLReadError) {
        guard mode != .stopped else { return }
        failure = error
        mode = .stopped
        driver.stop()
    }

    /// Ends the read because the record consumer asked to stop or threw.
    private mutating func stopForConsumer() {
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

    /// A conversion failed: an error in strict mode, a warning in lenient mode.
    private mutating func conversionFailed(_ error: any Error, setter: ValueSetter, text: String, attribute: ExpatName?) {
        let underlying: (any Error)? = error is ValueRejected ? nil : error
        let problem = positioned(.conversion(expected: setter.expected, text: text), underlying: underlying, attribute: attribute)
        if options.conversionFailures == .skip {
            if warnings.count < options.maxWarnings { warnings.append(problem) }
        } else {
            fail(problem)
        }
    }
}
