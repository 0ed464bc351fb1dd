// The comments and processing instructions outside the root element, recorded for a read that
// asks for them (XMLReader.readDocument); no other read has a recorder, and the engine's handlers
// look for one only at depth 0.

import CExpat

/// Collects a document's prolog and epilog items as expat reports them.
struct DocumentMiscRecorder {
    private(set) var prolog: [XMLMiscItem] = []
    private(set) var epilog: [XMLMiscItem] = []
    /// Set when the root element starts: items after it belong to the epilog.
    var rootStarted = false

    /// A comment or processing instruction at depth 0; `inDoctype` when it is inside the
    /// document type declaration, where it is not a prolog item.
    mutating func record(_ item: XMLMiscItem, inDoctype: Bool) {
        guard !inDoctype else { return }
        if rootStarted { epilog.append(item) } else { prolog.append(item) }
    }
}

extension ExpatDriver {
    /// Records a comment reported at depth 0, if this read records the prolog and epilog.
    func recordComment(_ data: UnsafePointer<XML_Char>) {
        guard documentMisc != nil else { return }
        documentMisc?.record(.comment(String(cString: data)), inDoctype: doctypeStart != nil)
    }

    /// Records a processing instruction reported at depth 0, if this read records the prolog
    /// and epilog.
    func recordProcessingInstruction(_ target: UnsafePointer<XML_Char>, _ data: UnsafePointer<XML_Char>?) {
        guard documentMisc != nil else { return }
        let item = XMLMiscItem.processingInstruction(
            target: String(cString: target), data: data.map { String(cString: $0) } ?? "")
        documentMisc?.record(item, inDoctype: doctypeStart != nil)
    }
}
