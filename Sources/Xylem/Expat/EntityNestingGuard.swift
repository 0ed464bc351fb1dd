// Refuses chains of entity references deeper than a limit, as entities are declared and before
// any is expanded. Expat 2.5.0 expands entities by recursion, so a document declaring a chain of
// tens of thousands of entities would overflow the stack; this guard is what keeps it bounded.

/// Tracks entity declarations and the longest chain of references each one starts.
struct EntityNestingGuard {
    let limit: Int
    /// Per declared entity ("&name" or "%name"): the longest chain of declared entities it starts.
    private var depths: [String: Int] = [:]
    /// Per declared entity: the entities its value refers to.
    private var references: [String: [String]] = [:]
    /// Per name, declared or not: the declared entities that refer to it.
    private var referrers: [String: [String]] = [:]

    init(limit: Int) {
        self.limit = max(1, limit)
    }

    /// Records a declaration; returns false when it makes some chain longer than the limit.
    /// `value` is nil for an external entity, whose content is unknown until it is loaded.
    mutating func declare(name: String, isParameter: Bool, value: UnsafeBufferPointer<UInt8>?) -> Bool {
        let key = (isParameter ? "%" : "&") + name
        guard depths[key] == nil else { return true }  // the first declaration is the one that counts
        let referenced = value.map { Self.references(in: $0, isParameter: isParameter) } ?? []
        references[key] = referenced
        for target in referenced { referrers[target, default: []].append(key) }
        depths[key] = 0
        // Propagate: the new entity's depth, then every entity that refers to it, and so on.
        // Depths only grow and stop at the limit, so this ends, cycles included.
        var pending = [key]
        while let current = pending.popLast() {
            let depth = 1 + (references[current] ?? []).reduce(0) { max($0, depths[$1] ?? 0) }
            guard depth > depths[current] ?? 0 else { continue }
            if depth > limit { return false }
            depths[current] = depth
            pending.append(contentsOf: referrers[current] ?? [])
        }
        return true
    }

    /// The entities an entity's value refers to: `&name;` (not character references) and, in a
    /// parameter entity's value, `%name;` as well.
    static func references(in value: UnsafeBufferPointer<UInt8>, isParameter: Bool) -> [String] {
        var found: [String] = []
        var index = 0
        while index < value.count {
            let byte = value[index]
            index += 1
            guard byte == UInt8(ascii: "&") || (isParameter && byte == UInt8(ascii: "%")) else { continue }
            guard index < value.count, value[index] != UInt8(ascii: "#") else { continue }
            var end = index
            while end < value.count, isNameByte(value[end]) { end += 1 }
            guard end > index, end < value.count, value[end] == UInt8(ascii: ";") else { continue }
            let sigil = byte == UInt8(ascii: "&") ? "&" : "%"
            found.append(sigil + String(decoding: UnsafeBufferPointer(rebasing: value[index..<end]), as: UTF8.self))
            index = end + 1
        }
        return found
    }

    /// Bytes that can be part of an XML name (any non-ASCII byte is taken as part of one).
    private static func isNameByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"):
            return true
        case UInt8(ascii: "_"), UInt8(ascii: ":"), UInt8(ascii: "-"), UInt8(ascii: "."), 0x80...0xFF:
            return true
        default:
            return false
        }
    }
}
