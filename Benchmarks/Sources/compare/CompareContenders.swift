// The contenders of `compare`: those of `xylem bench`, Foundation's included, plus XMLCoder and
// SWXMLHash, readers and writers.

import BenchKit
import FoundationContenders

extension BenchmarkContender {
    /// Raw expat, Xylem, XMLParser, XMLDocument, XMLCoder and SWXMLHash, the floor first.
    static let all: [BenchmarkContender] = standard + foundation + [.xmlCoder, .swxmlHash]

    /// The writers: Xylem's from descriptions, XMLDocument's serializer and XMLCoder's encoder.
    static let allWrites: [BenchmarkContender] = standardWrites + foundationWrites + [.xmlCoderWrite]
}
