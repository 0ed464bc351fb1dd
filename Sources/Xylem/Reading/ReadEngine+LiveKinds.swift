// Undecided kinds read live: when every kind a category can choose converts from the default
// kind's value, an element whose kind is not known at its start tag is read at once as the
// default type, as if chosen. When the category decides, the default's builder keeps its value
// (default chosen) or hands it, converted, to a builder of the chosen type, which takes over the
// frame; nothing is kept or read twice. Keeping the element's events for a replay would cost more
// than the replay itself: each kept event asks expat for its line and column, which makes expat
// count lines over the whole document.
//
// The first event inside the element that the chosen type might read differently (an element
// the default does not map, at any depth, or a kind element inside) ends the live read: from that
// event on, the events are kept as for any undecided element, and when the category decides, the
// live object is converted (or kept) as it stands and the kept events are replayed into it.

/// What the engine knows about the element read live as its default kind.
struct LiveKind {
    /// Unmanaged: selectors live in the tables, for the whole read.
    let selector: Unmanaged<KindSelector>
    /// The element's frame in the stack, and its depth.
    let frame: Int
    let depth: Int
    /// The best choice a category has made so far (see ``KindBuffering/best``).
    var best: (index: Int, score: Int)?
}

extension ReadEngine {
    /// Starts reading an undecided element live as the default kind, when the selector's kinds
    /// convert from it and the start tag has no attribute the default does not map (which the
    /// chosen type might map); false when the element must be kept for a replay instead.
    mutating func beginLive(
        _ selector: KindSelector, isRecord: Bool, name: ExpatName, index: Int32,
        attributes: UnsafeMutablePointer<UnsafePointer<CChar>?>, declaredHere: Int
    ) -> Bool {
        guard liveDepth < 0, let plans = selector.livePlans else { return false }
        let attributeNames = plans._withUnsafeGuaranteedRef { $0.defaultAttributeNames }
        var position = 0
        while let attribute = attributes[position] {
            if attributeNames.lookup(ExpatName(attribute: attribute)) == nil { return false }
            position += 2
        }
        startLive(
            selector, isRecord: isRecord, name: name, index: index, attributes: attributes, declaredHere: declaredHere)
        return true
    }

    /// Whether the default kind maps every attribute of a start tag from expat and none of them
    /// is the kind attribute: the element can be read live at once. Found through the attribute
    /// memo, whose entries the default's object then finds again for its own attributes.
    mutating func defaultMapsAll(
        _ attributes: UnsafeMutablePointer<UnsafePointer<CChar>?>, _ plans: Unmanaged<LivePlans>
    ) -> Bool {
        let (table, names, kindSlot) = plans._withUnsafeGuaranteedRef {
            ($0.defaultPlanID, $0.defaultAttributeNames, $0.kindAttributeSlot)
        }
        syncAttributeMemo()
        var position = 0
        while let cName = attributes[position] {
            position += 2
            let slot = attributeSlot(cName, in: table, names: names, memo: true)
            if slot < 0 || slot == kindSlot { return false }
        }
        return true
    }

    /// Reads an undecided element live as the default kind.
    mutating func startLive(
        _ selector: KindSelector, isRecord: Bool, name: ExpatName, index: Int32,
        attributes: UnsafeMutablePointer<UnsafePointer<CChar>?>, declaredHere: Int
    ) {
        beginObject(
            Unmanaged.passUnretained(selector.fallbackAction), isRecord: isRecord, name: name, index: index,
            attributes: attributes, declaredHere: declaredHere)
        if mode == .stopped { return }
        live = LiveKind(selector: Unmanaged.passUnretained(selector), frame: frames.count - 1, depth: depth, best: nil)
        liveDepth = depth
        liveChildDepth = depth + 1
        liveCategoryHash = selector.categoryHash
    }

    /// A direct child of the live element whose name has the category's hash starts: a category
    /// among them may choose the kind.
    @inline(never)
    mutating func liveChildStarts(_ name: ExpatName, _ attributes: UnsafeMutablePointer<UnsafePointer<CChar>?>) {
        guard let selector = live?.selector else { return }
        let best = selector._withUnsafeGuaranteedRef { $0.choice(fromChild: name, attributes) }
        if let best, best.score > (live?.best?.score ?? 0) { live?.best = best }
    }

    /// An end tag at the live element's depth or its children's, in normal mode: an exact category
    /// decides once it has closed, otherwise the element's end decides, as for kept elements.
    @inline(never)
    mutating func liveEnds() {
        guard let state = live else { return popFrame() }
        if depth < state.depth {
            decideLive(choosing: state.best?.index ?? -1)
            if mode != .stopped { popFrame() }
            return
        }
        popFrame()
        if mode != .stopped, let best = live?.best, best.score == 2 { decideLive(choosing: best.index) }
    }

    /// Ends the live read: the default's object stays, or becomes the chosen kind's.
    private mutating func decideLive(choosing index: Int) {
        guard let state = live else { return }
        endLive()
        guard index >= 0 else { return }
        if let problem = state.selector._withUnsafeGuaranteedRef({ $0.problem(ofChoiceAt: index) }) {
            return failDescription(problem)
        }
        convertLive(frame: state.frame, to: index, of: state.selector)
    }

    private mutating func endLive() {
        live = nil
        liveDepth = -1
        liveChildDepth = -1
    }

    /// Something inside the live element that the chosen type might read differently starts:
    /// keep it and every later event until the category decides (see `replayBuffered`). Its
    /// start tag has been counted among its siblings; the replay counts it again, so the count
    /// is taken back here.
    @inline(never)
    mutating func taintLive(
        _ cName: UnsafePointer<CChar>, name: ExpatName, index: Int32,
        attributes: UnsafeMutablePointer<UnsafePointer<CChar>?>,
        declaredHere: Int
    ) {
        guard let state = live else { return }
        endLive()
        uncount(name)
        let frame = frames[state.frame]
        let outer = bindings.count - declaredHere
        enterMode(.buffering, name: name, index: index)
        buffering = KindBuffering(
            selector: state.selector, isRecord: frame.isRecord, depth: state.depth, index: frame.index, declaredHere: 0,
            bindingCount: outer, best: state.best, resumesFrame: state.frame, savedBindings: Array(bindings[..<outer]),
            replayDepth: depth - 1)
        replay.removeAll()
        // The start tag's own declarations were made before it: keep them, so that the replay
        // declares them again just before it.
        for binding in bindings[outer...] {
            binding.prefix.withCString { prefix in
                binding.uri.withCString { uri in
                    replay.appendNamespaceStart(binding.prefix.isEmpty ? nil : prefix, binding.uri.isEmpty ? nil : uri)
                }
            }
        }
        replay.appendStart(cName, attributes, at: currentPosition)
        checkReplaySize()
    }

    /// Takes back the sibling count of the element starting now in the top frame.
    private mutating func uncount(_ name: ExpatName) {
        let top = frames[frames.count - 1]
        if let slot = top.table.names.lookupSlot(name) {
            keyCounts[top.keyCountStart + Int(slot.keyIndex)] -= 1
            return
        }
        if let position = siblingPosition(of: name, from: top.siblingStart) {
            siblings[position].count -= 1
        }
    }
}
