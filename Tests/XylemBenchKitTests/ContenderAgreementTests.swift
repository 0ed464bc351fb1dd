// The contenders that build the benchmark model must build the same entries: the hand-written
// expat reader against Xylem, on a generated feed and on one with different prefixes; and the two
// floors must count the entries they stand for.

import Foundation
import Testing

@testable import XylemBenchKit
@testable import xylem_bench_foundation

@Suite("Benchmark contenders")
struct ContenderAgreementTests {
    @Test("the hand-written expat reader builds the same entries as Xylem and XMLParser")
    func handWrittenAgrees() throws {
        let corpus = try TemporaryCorpus(CorpusGenerator(entries: 300, seed: 11))
        defer { corpus.remove() }
        let xylem = try BenchmarkContender.xylem.run(corpus.path, .checksum)
        let byHand = try BenchmarkContender.handWrittenExpat.run(corpus.path, .checksum)
        let xmlParser = try BenchmarkContender.foundationXMLParser.run(corpus.path, .checksum)
        #expect(xylem.entries == 300)
        #expect(byHand == xylem)
        #expect(xmlParser == xylem)
        // Counting gives the same number of entries.
        #expect(try BenchmarkContender.handWrittenExpat.run(corpus.path, .count).entries == 300)
    }

    @Test("a run that reads the file several times reports the entries and time of all the reads")
    func repeatedReads() throws {
        let corpus = try TemporaryCorpus(CorpusGenerator(entries: 1, seed: 5))
        defer { corpus.remove() }
        let once = BenchmarkMeasurement.measure(.xylem, path: corpus.path, consumer: .checksum)
        let thrice = BenchmarkMeasurement.measure(.xylem, path: corpus.path, consumer: .checksum, repeats: 3)
        #expect(once.entries == 1)
        #expect(thrice.entries == 3)
        #expect(thrice.checksum == once.checksum)
        #expect(thrice.error == nil)
    }

    @Test("names are matched by namespace, whatever prefixes the feed uses")
    func prefixesDoNotMatter() throws {
        let corpus = try TemporaryCorpus(CorpusGenerator(entries: 20, seed: 3))
        defer { corpus.remove() }
        let original = try String(contentsOfFile: corpus.path, encoding: .utf8)
        // Atom under the prefix "a", Google Data under "g".
        var renamed = original.replacingOccurrences(
            of: "xmlns=\"http://www.w3.org/2005/Atom\"", with: "xmlns:a=\"http://www.w3.org/2005/Atom\""
        )
        .replacingOccurrences(of: "xmlns:gd=", with: "xmlns:g=").replacingOccurrences(of: "gd:", with: "g:")
        renamed = renamed.replacingOccurrences(
            of: #"<(/?)(?=[a-z])(?![a-zA-Z]+:)"#, with: "<$1a:", options: .regularExpression)
        let path = corpus.folder + "/renamed.xml"
        try renamed.write(toFile: path, atomically: true, encoding: .utf8)
        let expected = try BenchmarkContender.xylem.run(corpus.path, .checksum)
        #expect(try BenchmarkContender.xylem.run(path, .checksum) == expected)
        #expect(try BenchmarkContender.handWrittenExpat.run(path, .checksum) == expected)
        // The namespace-mode floor counts entries by namespace too; the plain floor, which
        // compares names as written, sees none under the prefix.
        #expect(try BenchmarkContender.rawExpatNamespaces.run(path, .count).entries == 20)
        #expect(try BenchmarkContender.rawExpat.run(path, .count).entries == 0)
    }

    @Test("both floors count every entry of a generated feed")
    func floorsCountEntries() throws {
        let corpus = try TemporaryCorpus(CorpusGenerator(entries: 150, seed: 7))
        defer { corpus.remove() }
        #expect(try BenchmarkContender.rawExpat.run(corpus.path, .count).entries == 150)
        #expect(try BenchmarkContender.rawExpatNamespaces.run(corpus.path, .count).entries == 150)
        #expect(BenchmarkContender.standard.prefix(2).map(\.key) == ["raw-expat", "raw-expat-ns"])
    }
}

@Suite("Foundation's contenders in their own program")
struct FoundationProgramTests {
    @Test("xylem-bench-foundation measures Foundation's readers, which build the entries Xylem builds")
    func foundationProgram() throws {
        let program = BenchmarkChild.programBesideCurrent("xylem-bench-foundation")
        try #require(BenchmarkChild.isExecutable(program), "built beside the tests: \(program)")
        let corpus = try TemporaryCorpus(CorpusGenerator(entries: 40, seed: 9))
        defer { corpus.remove() }
        var runner = ContenderRunner(runs: 2) { [program] + $0.arguments }
        runner.log = { _ in }
        let rows = runner.run(ContenderLabel.foundation, on: corpus.path)
        let expected = try BenchmarkContender.xylem.run(corpus.path, .checksum)
        #expect(rows.map(\.key) == ["xmlparser", "xmldocument"])
        for row in rows {
            let summary = try #require(row.summary, "\(row.name): \(row.failure ?? "no result")")
            #expect(summary.entries == 40)
            #expect(summary.checksum == expected.checksum?.hex)
            #expect(row.measurements.count == 2)
        }
    }

    @Test("the Foundation contenders' labels are those the tool's tables name")
    func labels() {
        #expect(BenchmarkContender.foundation.map(\.label) == ContenderLabel.foundation)
    }
}
