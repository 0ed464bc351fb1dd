// A root element whose children all passed the description by: a model written without the
// document's namespace, a misspelled line or a model of another vocabulary reads as an empty value
// without an error. The engine counts every child of an open frame anyway (by table key, and by
// name for the ones the table does not know), so when the root closes it can tell, from those
// counts alone, that nothing matched, and say what the document had instead. Nothing is added to
// the reading of any other element.

extension ReadEngine {
    /// The root element's frame is closing (it is still on the stack): warns when it had child
    /// elements and none of them matched a line of its description. See
    /// ``XMLReadError/Kind/nothingMatched(type:details:)`` for the rule.
    @inline(never)
    mutating func rootCloses() {
        let root = frames[1]
        guard seesEveryRootChild, root.action != nil, !root.isRecord else { return }
        // A child the table knows matched a line (or an XMLIgnore line): the usual case ends here.
        for position in root.keyCountStart..<(root.keyCountStart + root.table.names.keyCount) {
            if keyCounts[position] > 0 { return }
        }
        let unknown = unknownChildKeys(of: root)
        guard !unknown.isEmpty else { return }
        let builder = root.targetObject
        let plan = builder.plan
        guard root.table.isSame(as: Unmanaged.passUnretained(plan.elements)),
            !consumesUnknown(childrenOf: root, plan: plan)
        else { return }
        let expected = plan.elements.names.keys.filter { key in
            guard let slot = plan.elements.names.lookup(key: key) else { return false }
            return plan.elements.action(at: slot).kind != .ignore
        }
        guard !expected.isEmpty else { return }
        let details = UnmatchedRootDiagnosis(expected: expected, found: unknown).details
        warn(positioned(.nothingMatched(type: plan.typeName, details: details)))
    }

    /// The distinct names of the children of `frame` that its table does not know, in the order
    /// they first appeared, as keys (`uri\u{1}local`, or `local`); at most
    /// ``UnmatchedRootDiagnosis/namesLooked`` of them.
    private func unknownChildKeys(of frame: Frame) -> [[UInt8]] {
        var keys: [[UInt8]] = []
        for position in frame.siblingStart..<siblings.count where siblings[position].count > 0 {
            let sibling = siblings[position]
            keys.append(
                Array(
                    UnsafeBufferPointer(start: siblingNames.base + Int(sibling.keyStart), count: Int(sibling.keyLength))
                ))
            if keys.count == UnmatchedRootDiagnosis.namesLooked { break }
        }
        return keys
    }

    /// Whether an ``XMLExtensionPoint`` line of the root's type took children its lines do not map:
    /// as kept unknown content, or as declared extension elements.
    private func consumesUnknown(childrenOf frame: Frame, plan: ObjectPlan) -> Bool {
        guard plan.extensionStore != nil else { return false }
        if plan.keepsUnknown && keepsUnknown { return true }
        for declared in plan.extensionTables {
            guard declared.type == plan.modelType else { continue }
            for position in frame.siblingStart..<siblings.count where siblings[position].count > 0 {
                let sibling = siblings[position]
                let found = declared.table.names.lookupSlot(
                    hash: sibling.hash, key: siblingNames.base + Int(sibling.keyStart), length: Int(sibling.keyLength))
                if found != nil { return true }
            }
        }
        return false
    }
}

/// What a root element that matched nothing had instead of what its description expects: for each
/// element the description names, a child of the same local name in another namespace, or else of
/// a near name; and when no child explains any line, the children it had and the names expected.
struct UnmatchedRootDiagnosis {
    /// How many distinct unknown child names are looked at; a root with more is rare, and the
    /// first ones explain the mistake as well as all of them.
    static let namesLooked = 32
    /// How many names each list of the message shows.
    static let namesShown = 4
    /// The largest edit distance of a near name, and the shortest name that is compared: short
    /// names are within two edits of too many others.
    static let nearDistance = 2
    static let nearNameMinimumLength = 4

    /// The element names the description's lines expect, as keys.
    let expected: [[UInt8]]
    /// The distinct names of the root's children, as keys.
    let found: [[UInt8]]

    /// The explanation, for ``XMLReadError/Kind/nothingMatched(type:details:)``.
    var details: String {
        let foundNames = found.map { ExpatNameParts(bytes: $0) }
        var explained: Set<String> = []
        var pairs: [String] = []
        for key in expected {
            let name = ExpatNameParts(bytes: key)
            // Alternate namespaces give a line several keys of one local name: explained once.
            guard !explained.contains(name.localName), let index = bestMatch(for: name, among: foundNames) else {
                continue
            }
            explained.insert(name.localName)
            pairs.append(
                "\(RootElement.shown(key: found[index])) where the description expects \(RootElement.shown(key: key))")
        }
        if !pairs.isEmpty { return "the document has " + pairs.joined(separator: "; ") }
        return "the document has \(Self.list(found)) where the description expects \(Self.list(expected))"
    }

    /// The child that most likely stands for `name`: the same local name (in another namespace,
    /// or the child would have matched), else the nearest name within ``nearDistance`` edits.
    private func bestMatch(for name: ExpatNameParts, among children: [ExpatNameParts]) -> Int? {
        if let same = children.firstIndex(where: { $0.localName == name.localName }) { return same }
        let wanted = Array(name.localName.unicodeScalars)
        guard wanted.count >= Self.nearNameMinimumLength else { return nil }
        var best: (index: Int, distance: Int)?
        for (index, child) in children.enumerated() {
            let distance = Self.editDistance(wanted, Array(child.localName.unicodeScalars), limit: Self.nearDistance)
            if distance <= Self.nearDistance, distance < (best?.distance ?? .max) { best = (index, distance) }
        }
        return best?.index
    }

    private static func list(_ keys: [[UInt8]]) -> String {
        let shown = keys.prefix(namesShown).map { RootElement.shown(key: $0) }.joined(separator: ", ")
        return keys.count > namesShown ? shown + ", …" : shown
    }

    /// The optimal string alignment distance of `a` and `b` (insertions, deletions, substitutions
    /// and transpositions of neighbours), or `limit + 1` once it is certain to exceed `limit`.
    static func editDistance<Element: Equatable>(_ a: [Element], _ b: [Element], limit: Int) -> Int {
        if abs(a.count - b.count) > limit { return limit + 1 }
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
        var beforePrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            var rowMinimum = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, beforePrevious[j - 2] + 1)
                }
                current[j] = value
                rowMinimum = min(rowMinimum, value)
            }
            if rowMinimum > limit { return limit + 1 }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        return previous[b.count]
    }
}
