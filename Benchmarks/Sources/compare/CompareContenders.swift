// The contenders of `compare`: those of `xylem bench`, Foundation's included, plus XMLCoder and
// SWXMLHash.

import BenchKit
import FoundationContenders

extension BenchmarkContender {
    /// Raw expat, Xylem, XMLParser, XMLDocument, XMLCoder and SWXMLHash, the floor first.
    static let all: [BenchmarkContender] = standard + foundation + [.xmlCoder, .swxmlHash]
}
