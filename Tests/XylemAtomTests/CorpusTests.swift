// The GData corpus read through XylemAtom: every file parses, and holds the values read from it by
// hand (CorpusExpectations). Skipped, saying so, when the shared corpus is not next to the package.

import Testing
import Xylem
import XylemAtom

@Suite("GData corpus", .enabled(if: GDataCorpus.isAvailable, GDataCorpus.absence))
struct CorpusTests {
    @Test("the corpus holds the 36 files, and each has expectations")
    func everyFileIsExpected() {
        #expect(GDataCorpus.files.count == 36)
        #expect(Set(GDataCorpus.files) == Set(CorpusExpectation.all.map(\.file)))
        #expect(CorpusExpectation.all.count == 36)
    }

    @Test("every file parses into the model with its entries", arguments: CorpusExpectation.all)
    func parses(_ expected: CorpusExpectation) throws {
        let document = try GDataCorpus.read(expected.root, from: .file(GDataCorpus.path(expected.file)))
        switch document {
        case .feed(let feed): #expect(feed.entries.count == expected.entryCount)
        case .entry: #expect(expected.entryCount == 1)
        case .service: #expect(expected.entryCount == 0)
        }
    }

    @Test(
        "streaming a feed gives the same entries and feed as reading it whole",
        arguments: CorpusExpectation.all.filter { $0.root == .feed })
    func streams(_ expected: CorpusExpectation) throws {
        let path = GDataCorpus.path(expected.file)
        let whole = try XMLReader().read(AtomFeed.self, from: .file(path))
        var streamed: [any AtomEntryProtocol] = []
        let (feed, summary) = try AtomFeed.stream(from: .file(path)) { entry, _ in
            streamed.append(entry)
            return .continue
        }
        #expect(summary.recordCount == expected.entryCount)
        #expect(feed == whole.withoutEntries)
        #expect(streamed.count == whole.entries.count)
        for (one, other) in zip(streamed, whole.entries) { #expect(one.isEqual(to: other)) }
    }

    @Test("each file holds the values read from it by hand", arguments: CorpusExpectation.all)
    func values(_ expected: CorpusExpectation) throws {
        let document = try GDataCorpus.read(expected.root, from: .file(GDataCorpus.path(expected.file)))
        for (path, value) in expected.values {
            let found = try CorpusQuery.value(at: path, in: document)
            #expect(found == value, "\(expected.file): \(path)")
        }
    }

    @Test("each entry is of the kind type its kind category chooses", arguments: CorpusExpectation.all)
    func kindTypes(_ expected: CorpusExpectation) throws {
        let document = try GDataCorpus.read(expected.root, from: .file(GDataCorpus.path(expected.file)))
        let types: [String] =
            switch document {
            case .feed(let feed): feed.entries.map { String(describing: type(of: $0)) }
            case .entry(let entry): [String(describing: type(of: entry))]
            case .service: []
            }
        #expect(types == expected.types, "\(expected.file)")
    }
}
