// What a parse watches, beyond what reading needs, when its input is cut into slices: whether it
// is inside a CDATA section (expat hands such text over as it comes, so a cut there leaves no
// unfinished token to give it away), the start tags of the elements above the records (the next
// slices' parsers are primed with them), and whether a long token made the driver gather bytes
// (which a read on one thread may check at other points: see SliceCheck).

/// Watches one parser of a parallel read; kept by its driver (``ExpatDriver/sliceWatch``).
final class SliceWatch {
    /// The depth of the records' parent element: the elements at depths 1 through this one are
    /// the records' ancestors.
    let ancestorDepth: Int
    /// Whether start tags at ancestor depths are kept (a session that may see ancestors change).
    let keepsAncestorTags: Bool
    /// CDATA sections open now.
    var openCDATASections = 0
    /// The start tags of the open ancestors as written, outermost first; nil for one that expat
    /// could not show (an element that came from an entity's replacement text).
    private(set) var ancestorTags: [[UInt8]?] = []
    /// The offset of the root element's start tag in the parser's input.
    private(set) var rootTagOffset: Int?
    /// Whether the driver met a token long enough to gather bytes for it.
    var heldLongToken = false
    /// Whether the parser's offset of each record's start tag is kept (a byte-range read reports
    /// where each record begins).
    let tracksRecordStarts: Bool
    /// The parser's offset of the last start tag at the records' depth: the record being read,
    /// once its end tag hands it over. For a record from an entity's replacement text, the
    /// offset of the entity reference.
    var recordStart = -1

    init(ancestorDepth: Int, keepsAncestorTags: Bool, tracksRecordStarts: Bool = false) {
        self.ancestorDepth = ancestorDepth
        self.keepsAncestorTags = keepsAncestorTags
        self.tracksRecordStarts = tracksRecordStarts
    }

    /// Keeps the start tag of an element opening at `depth` (its parent's depth, 0 for the
    /// root), `bytes` as expat holds them (nil when it cannot show them), found at `offset`.
    func ancestorStarts(atDepth depth: Int, bytes: UnsafeRawBufferPointer?, offset: Int) {
        if depth == 0, rootTagOffset == nil { rootTagOffset = offset }
        if ancestorTags.count > depth { ancestorTags.removeLast(ancestorTags.count - depth) }
        while ancestorTags.count < depth { ancestorTags.append(nil) }
        ancestorTags.append(bytes.map { Array($0) })
    }

    /// The tags of the open ancestors when every one of them is known.
    var knownAncestorTags: [[UInt8]]? {
        guard ancestorTags.count >= ancestorDepth else { return nil }
        var tags: [[UInt8]] = []
        for tag in ancestorTags.prefix(ancestorDepth) {
            guard let tag else { return nil }
            tags.append(tag)
        }
        return tags
    }
}
