// Foundation's readers as benchmark contenders. They are compiled only into the programs that
// measure them (`xylem-bench-foundation`, `compare`), so that the `xylem` tool loads neither
// FoundationXML, libxml2 nor ICU.

#if BENCHMARKS_PACKAGE
import BenchKit
#else
import XylemBenchKit
#endif

extension BenchmarkContender {
    /// Foundation's `XMLParser` with a hand-written delegate.
    public static let foundationXMLParser = BenchmarkContender(
        .foundationXMLParser, run: FoundationXMLParserContender.run)

    #if os(macOS) || canImport(FoundationXML)
    /// Foundation's `XMLDocument`: the whole tree, then a walk over it.
    public static let foundationDOM = BenchmarkContender(.foundationDOM, run: FoundationDOMContender.run)

    /// Foundation's contenders, in the order of the tables.
    public static let foundation: [BenchmarkContender] = [foundationXMLParser, foundationDOM]
    #else
    /// Foundation's contenders, in the order of the tables (`XMLDocument` does not exist here).
    public static let foundation: [BenchmarkContender] = [foundationXMLParser]
    #endif
}
