// Foundation's readers and its tree serializer as benchmark contenders. They are compiled only
// into the programs that measure them (`xylem-bench-foundation`, `compare`), so that the `xylem`
// tool loads neither FoundationXML, libxml2 nor ICU.

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

    /// Foundation's `XMLDocument` serializing the tree it read (`xmlData`).
    public static let foundationDOMWrite = BenchmarkContender(
        .foundationDOMWrite, run: FoundationDOMWriteContender.run)

    /// Foundation's readers, in the order of the tables.
    public static let foundation: [BenchmarkContender] = [foundationXMLParser, foundationDOM]
    /// Foundation's writers.
    public static let foundationWrites: [BenchmarkContender] = [foundationDOMWrite]
    #else
    /// Foundation's readers, in the order of the tables (`XMLDocument` does not exist here).
    public static let foundation: [BenchmarkContender] = [foundationXMLParser]
    /// Foundation's writers: none without `XMLDocument`.
    public static let foundationWrites: [BenchmarkContender] = []
    #endif
}
