// The names of the elements a repair filter has open, kept in one byte buffer so that a start
// tag costs no allocation, with a count by name for the deep levels so that telling whether a
// name is open costs no more than a hash however deep the document.

/// The open elements' names, outermost first.
struct OpenElements {
    private var bytes: [UInt8] = []
    /// Where each name ends in `bytes`.
    private var ends: [Int] = []
    /// How many elements of each name are open below the first ``shallowDepth`` levels (those
    /// are searched one by one: most documents need no hashing).
    private var deepCounts: [[UInt8]: Int] = [:]
    static let shallowDepth = 32

    var isEmpty: Bool { ends.isEmpty }
    var count: Int { ends.count }

    /// The name at `level` (0 is the root's).
    func name(at level: Int) -> ArraySlice<UInt8> {
        bytes[(level == 0 ? 0 : ends[level - 1])..<ends[level]]
    }

    /// The innermost element's name.
    var innermost: ArraySlice<UInt8>? { isEmpty ? nil : name(at: count - 1) }

    mutating func push(_ name: [UInt8]) {
        if count >= Self.shallowDepth { deepCounts[name, default: 0] += 1 }
        bytes.append(contentsOf: name)
        ends.append(bytes.count)
    }

    /// Forgets the innermost element.
    mutating func pop() {
        let start = count == 1 ? 0 : ends[count - 2]
        if count > Self.shallowDepth {
            let name = Array(bytes[start...])
            let left = deepCounts[name, default: 1] - 1
            deepCounts[name] = left > 0 ? left : nil
        }
        ends.removeLast()
        bytes.removeSubrange(start...)
    }

    /// Whether an element named `name` is open.
    func contains(_ name: [UInt8]) -> Bool {
        if innermost?.elementsEqual(name) == true { return true }
        for level in 0..<min(count, Self.shallowDepth) where self.name(at: level).elementsEqual(name) { return true }
        return deepCounts[name, default: 0] > 0
    }

    /// How many elements are open inside the innermost one named `name`, which must be open.
    func levels(inside name: [UInt8]) -> Int {
        var inside = 0
        while !self.name(at: count - 1 - inside).elementsEqual(name) { inside += 1 }
        return inside
    }
}
