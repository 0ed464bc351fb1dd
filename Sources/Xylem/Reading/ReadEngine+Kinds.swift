// Elements whose type is chosen at run time: from the start tag's kind attribute at once, or
// from a kind category among the children. Unless the element can be read live as the default
// type (see ReadEngine+LiveKinds.swift), its events are kept in a bounded buffer until the
// category decides, then replayed into the chosen type.

/// What the engine knows while it buffers an element whose kind is not chosen yet.
struct KindBuffering {
    /// Unmanaged: selectors live in the tables, for the whole read.
    let selector: Unmanaged<KindSelector>
    let isRecord: Bool
    /// The element's depth (its children's categories choose; its end, or a direct child's,
    /// decides) and its index among same-named siblings.
    let depth: Int
    let index: Int32
    /// How many namespace declarations its start tag made (still in scope while buffering).
    let declaredHere: Int
    /// How many bindings were in scope after its start tag: the replay declares its children's again.
    let bindingCount: Int
    /// The best choice a category has made so far (its index in the selector's choices, -1 for
    /// the default), and its score (2 = exact).
    var best: (index: Int, score: Int)?
    /// For events kept after a live read stopped (see `taintLive`): the frame of the element's
    /// live object, which the replay goes on with; -1 when the whole element is kept.
    var resumesFrame = -1
    /// For a live read that stopped: the bindings in scope before the first kept event, and the
    /// depth the replay starts from.
    var savedBindings: [(prefix: String, uri: String)] = []
    var replayDepth = 0
}

extension ReadEngine {
    @inline(never)
    mutating func beginKinds(
        _ selector: KindSelector, isRecord: Bool, cName: UnsafePointer<CChar>, name: ExpatName, index: Int32,
        attributes: UnsafeMutablePointer<UnsafePointer<CChar>?>, declaredHere: Int
    ) {
        if liveDepth >= 0 {
            // A kind element inside an element read live: the chosen type might read it otherwise.
            return taintLive(cName, name: name, index: index, attributes: attributes, declaredHere: declaredHere)
        }
        if replayPosition == nil, let plans = selector.livePlans, defaultMapsAll(attributes, plans) {
            // The usual case, in one pass over the attributes: no kind attribute, and nothing
            // the default does not map.
            return startLive(
                selector, isRecord: isRecord, name: name, index: index, attributes: attributes,
                declaredHere: declaredHere)
        }
        if let chosen = selector.choice(fromAttributes: attributes) ?? (selector.choosesByCategory ? nil : -1) {
            if let problem = selector.problem(ofChoiceAt: chosen) {
                enterMode(.ignoring, name: name, index: index)  // so that the error's path names the element
                return failDescription(problem)
            }
            beginObject(
                selector.action(at: chosen), isRecord: isRecord, name: name, index: index,
                attributes: attributes, declaredHere: declaredHere)
            return
        }
        if beginLive(
            selector, isRecord: isRecord, name: name, index: index, attributes: attributes, declaredHere: declaredHere)
        {
            return
        }
        enterMode(.buffering, name: name, index: index)
        buffering = KindBuffering(
            selector: Unmanaged.passUnretained(selector), isRecord: isRecord, depth: depth, index: index,
            declaredHere: declaredHere,
            bindingCount: bindings.count)
        replay.removeAll()
        replay.appendStart(cName, attributes, at: currentPosition)
        checkReplaySize()
    }

    mutating func bufferStart(_ cName: UnsafePointer<CChar>, _ attributes: UnsafeMutablePointer<UnsafePointer<CChar>?>)
    {
        replay.appendStart(cName, attributes, at: currentPosition)
        if let state = buffering, depth == state.depth + 1, let selector = buffering?.selector,
            let best = selector._withUnsafeGuaranteedRef({ $0.choice(fromChild: ExpatName(cName), attributes) }),
            best.score > (buffering?.best?.score ?? 0)
        {
            buffering?.best = best
        }
        checkReplaySize()
    }

    mutating func bufferText(_ bytes: UnsafePointer<CChar>, _ count: Int) {
        replay.appendText(bytes, count)
        checkReplaySize()
    }

    mutating func bufferComment(_ data: UnsafePointer<CChar>) {
        replay.appendComment(data)
        checkReplaySize()
    }

    mutating func bufferProcessingInstruction(_ target: UnsafePointer<CChar>, _ data: UnsafePointer<CChar>?) {
        replay.appendProcessingInstruction(target, data)
        checkReplaySize()
    }

    mutating func bufferEnd(_ cName: UnsafePointer<CChar>) {
        replay.appendEnd(cName, at: currentPosition)
        modeElement.depth -= 1
        // An exact category match decides once the category element has closed; otherwise the
        // element's end decides, with the best wildcard match or the default type.
        // (Depths are the engine's, not the mode's: after a live read, keeping starts inside.)
        guard let state = buffering else { return }
        if depth == state.depth, let best = state.best, best.score == 2 {
            replayBuffered(choosing: best.index)
        } else if depth < state.depth {
            replayBuffered(choosing: state.best?.index ?? -1)
        }
    }

    /// Ends buffering: builds the chosen type from the buffered events, then reads on live.
    private mutating func replayBuffered(choosing index: Int) {
        guard let state = buffering else { return }
        if let problem = state.selector._withUnsafeGuaranteedRef({ $0.problem(ofChoiceAt: index) }) {
            return failDescription(problem)
        }
        let chosenAction = state.selector._withUnsafeGuaranteedRef { $0.action(at: index) }
        buffering = nil
        leaveMode()
        // Take the events out, so that a kind element inside them can buffer anew (into the
        // spare buffer, kept so that no replay allocates one).
        var events: ReplayBuffer
        if let spare = spareReplay.take() {
            events = spare
        } else {
            events = ReplayBuffer()
        }
        swap(&events, &replay)
        // A replay inside a replay (a kind element within the buffered one) hands the outer
        // replay's position back when it ends.
        let outerPosition = replayPosition
        replayEvents(&events, of: state, choosing: index, chosenAction: chosenAction)
        events.removeAll()
        if mode != .buffering, replay.count == 0 {
            // Read on with the older buffer; the fresh one becomes the spare (unless a replay
            // inside this one left a spare already, and it is freed here).
            swap(&events, &replay)
        }
        if spareReplay == nil { spareReplay = consume events }
        replayPosition = outerPosition
    }

    /// Builds the chosen kind's object from the buffered `events`.
    private mutating func replayEvents(
        _ events: inout ReplayBuffer, of state: KindBuffering, choosing index: Int,
        chosenAction: Unmanaged<ObjectAction>
    ) {
        // The buffered children's declarations are made again as their events replay. When an
        // exact category decides in its end tag, expat has not yet undeclared that category's
        // own namespaces: drop them here, or they would be in scope twice, and the element's own
        // start tag would be replayed with the category's declarations as its own.
        var isFirst = true
        if state.resumesFrame >= 0 {
            // After a live read: the live object becomes the chosen kind's (or stays), and the
            // kept events go on with it, in the scope they were kept in.
            if index >= 0 { convertLive(frame: state.resumesFrame, to: index, of: state.selector) }
            if mode == .stopped { return }
            bindings = state.savedBindings
            isFirst = false
        } else if bindings.count > state.bindingCount {
            bindings.removeSubrange(state.bindingCount...)
        }
        let currentDepth = depth
        depth = state.resumesFrame >= 0 ? state.replayDepth : state.depth
        events.forEach { event in
            switch event {
            case .start(let name, let attributes, let position):
                replayPosition = position
                if isFirst {
                    beginObject(
                        chosenAction, isRecord: state.isRecord, name: ExpatName(name), index: state.index,
                        attributes: attributes, declaredHere: state.declaredHere)
                } else {
                    startElement(name, attributes)
                }
                isFirst = false
            case .text(let bytes, let count):
                characters(bytes, count)
            case .end(let name, let position):
                replayPosition = position
                endElement(name)
            case .namespaceStart(let prefix, let uri):
                namespaceStarted(prefix, uri)
            case .namespaceEnd(let prefix):
                namespaceEnded(prefix)
            case .comment(let data):
                comment(data)
            case .processingInstruction(let target, let data):
                processingInstruction(target, data)
            }
            return mode != .stopped
        }
        if mode != .stopped { depth = currentDepth }
    }

    /// The position of the event at hand: a replayed event's own when a kind element inside a
    /// replayed one buffers anew, otherwise expat's.
    var currentPosition: EventPosition {
        replayPosition ?? EventPosition(line: driver.line, column: driver.column, byteOffset: driver.byteOffset)
    }

    mutating func checkReplaySize() {
        if replay.count > options.maxReplayBytes {
            fail(limitError(.replayBuffer(options.maxReplayBytes)))
        }
    }
}

extension ReadEngine {
    /// Ends the read with the problem a kind's description has, found when it was first chosen,
    /// at the element being read.
    @inline(never)
    mutating func failDescription(_ problem: XMLReadError) {
        fail(positioned(problem.kind, underlying: problem.underlying))
    }
}
