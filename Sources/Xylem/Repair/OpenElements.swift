// The names of the elements a repair filter has open (and of the attributes of the tag it reads),
// kept in one byte buffer so that a name costs no allocation, with a count by name past the
// first levels so that telling whether a name is there costs no more than a hash however many
// there are.

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

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

    /// Whether the innermost element is named `name`.
    func innermostIs(_ name: [UInt8]) -> Bool {
        !isEmpty && self.name(at: count - 1, is: name)
    }

    /// Whether the name at `level` is `name`.
    private func name(at level: Int, is name: [UInt8]) -> Bool {
        let start = level == 0 ? 0 : ends[level - 1]
        guard ends[level] - start == name.count, !name.isEmpty else { return false }
        return bytes.withUnsafeBufferPointer { stored in
            name.withUnsafeBufferPointer { wanted in
                memcmp(stored.baseAddress! + start, wanted.baseAddress!, name.count) == 0
            }
        }
    }

    /// Forgets every name, keeping the storage.
    mutating func removeAll() {
        bytes.removeAll(keepingCapacity: true)
        ends.removeAll(keepingCapacity: true)
        if !deepCounts.isEmpty { deepCounts.removeAll() }
    }

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
        bytes.removeLast(bytes.count - start)
    }

    /// Whether an element named `name` is open.
    func contains(_ name: [UInt8]) -> Bool {
        if innermostIs(name) { return true }
        for level in 0..<min(count, Self.shallowDepth) where self.name(at: level, is: name) { return true }
        return deepCounts[name, default: 0] > 0
    }

    /// How many elements are open inside the innermost one named `name`, which must be open.
    func levels(inside name: [UInt8]) -> Int {
        var inside = 0
        while !self.name(at: count - 1 - inside, is: name) { inside += 1 }
        return inside
    }
}
