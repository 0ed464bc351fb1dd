// The six contenders of `compare`: the four of `xylem bench` plus XMLCoder and SWXMLHash.

import XylemBenchKit

extension BenchmarkContender {
    /// Raw expat, Xylem, XMLParser, XMLDocument, XMLCoder and SWXMLHash, the floor first.
    static let all: [BenchmarkContender] = BenchmarkContender.standard + [.xmlCoder, .swxmlHash]
}
