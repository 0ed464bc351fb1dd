// The counts of a statistics pass as a value: what a collector has counted so far, what it
// counted between two moments, and the sum of the parts of a document read apart (a parallel
// pass), added in document order so that every name keeps the spelling it was first seen with.

/// The counts and names of a statistics pass, or of a part of one.
struct StatisticsTally {
    var elementCount = 0
    var attributeCount = 0
    var maxDepth = 0
    var textByteCount = 0
    /// Element names as expat gives them ("uri\u{1}local\u{1}prefix"), in first-seen order.
    var elementNames = NameCounter()
    /// Names of attributes that are in a namespace.
    var attributeNames = NameCounter()
    /// Namespace declarations as "uri\u{1}prefix".
    var declarations = NameCounter()

    /// What a collector counted between `earlier` and `later`, two of its tallies; the depth is
    /// the deepest it reached by then.
    static func difference(_ later: StatisticsTally, _ earlier: StatisticsTally) -> StatisticsTally {
        var part = StatisticsTally()
        part.elementCount = later.elementCount - earlier.elementCount
        part.attributeCount = later.attributeCount - earlier.attributeCount
        part.textByteCount = later.textByteCount - earlier.textByteCount
        part.maxDepth = later.maxDepth
        part.elementNames = difference(later.elementNames, earlier.elementNames)
        part.attributeNames = difference(later.attributeNames, earlier.attributeNames)
        part.declarations = difference(later.declarations, earlier.declarations)
        return part
    }

    private static func difference(_ later: NameCounter, _ earlier: NameCounter) -> NameCounter {
        var part = NameCounter()
        later.forEach { key, count in
            key.withUnsafeBufferPointer { key in part.add(key, count: count - earlier.count(of: key)) }
        }
        return part
    }

    /// Adds the counts of the part of the document that follows.
    mutating func add(_ part: StatisticsTally) {
        elementCount += part.elementCount
        attributeCount += part.attributeCount
        textByteCount += part.textByteCount
        maxDepth = max(maxDepth, part.maxDepth)
        Self.add(part.elementNames, to: &elementNames)
        Self.add(part.attributeNames, to: &attributeNames)
        Self.add(part.declarations, to: &declarations)
    }

    private static func add(_ part: NameCounter, to total: inout NameCounter) {
        part.forEach { key, count in key.withUnsafeBufferPointer { total.add($0, count: count) } }
    }
}

extension StatisticsCollector {
    /// What the collector has counted so far.
    var tally: StatisticsTally {
        StatisticsTally(
            elementCount: elementCount, attributeCount: attributeCount, maxDepth: maxDepth,
            textByteCount: textByteCount, elementNames: elementNames, attributeNames: attributeNames,
            declarations: declarations)
    }
}
