// feedparser's test feeds (real-world feed shapes no one on this project wrote), read through
// the feed view: every well-formed one reads, and where its `Expect:` line states the value of a
// field the view models, the view has that value. Skipped when the shared corpus is absent.

import Foundation
import Testing
import Xylem
import XylemFeeds

enum FeedparserCorpus {
    /// `<package root>/../shared/corpus/feedparser`, found from this file's path.
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("../shared/corpus/feedparser").standardizedFileURL

    static var isAvailable: Bool {
        FileManager.default.fileExists(atPath: directory.appendingPathComponent("SOURCE.md").path)
    }

    static let absence = Comment(
        rawValue: "needs feedparser's test feeds (not in the repository) at \(directory.path), which are absent")

    /// The files under `folder`, relative to the corpus, sorted.
    static func files(in folder: String) -> [String] {
        let root = directory.appendingPathComponent(folder)
        guard let walker = FileManager.default.enumerator(atPath: root.path) else { return [] }
        return walker.compactMap { $0 as? String }.filter { $0.hasSuffix(".xml") }.map { folder + "/" + $0 }.sorted()
    }
}

@Suite("feedparser's feeds", .enabled(if: FeedparserCorpus.isAvailable, FeedparserCorpus.absence))
struct FeedparserCorpusTests {
    static let wellFormed = FeedparserCorpus.files(in: "wellformed")

    /// Reads a file as feedparser's tests do: from `http://127.0.0.1:8097/tests/…`, or from the
    /// `Content-Location` its comment gives as an HTTP header.
    static func read(_ file: String) throws -> Feed {
        let path = FeedparserCorpus.directory.appendingPathComponent(file).path
        let head = String(decoding: (FileManager.default.contents(atPath: path) ?? Data()).prefix(600), as: UTF8.self)
        var documentURL = "http://127.0.0.1:8097/tests/" + file
        if let range = head.range(of: "Content-Location:") {
            let rest = head[range.upperBound...]
            documentURL = String(rest[..<(rest.firstIndex(of: "\n") ?? rest.endIndex)]).trimmed
        }
        return try FeedReader(documentURL: documentURL).read(.file(path))
    }

    /// Files that are no feed of the formats the view reads, or not well-formed XML.
    static func isOutOfScope(_ file: String) -> Bool {
        // Microsoft's Channel Definition Format is not one of the formats.
        file.contains("/cdf") || file.hasSuffix("cdf_item_abstract_xml_base.xml")
            // Its leading comment holds `--`, which XML does not allow in a comment.
            || file.hasSuffix("entry_title_type_empty-no-crash.xml")
    }

    @Test("every well-formed feed reads")
    func everyFeedReads() {
        #expect(Self.wellFormed.count > 900)
        var failures: [String] = []
        for file in Self.wellFormed where !Self.isOutOfScope(file) {
            do { _ = try Self.read(file) } catch { failures.append("\(file): \(error)") }
        }
        #expect(failures == [])
    }

    @Test("ill-formed feeds read or fail with an error, never crash")
    func illFormedFeeds() {
        let files = FeedparserCorpus.files(in: "illformed")
        #expect(!files.isEmpty)
        var read = 0
        for file in files where (try? Self.read(file)) != nil { read += 1 }
        #expect(read <= files.count)
    }

    @Test("the view has the values feedparser's expectations state for the fields it models")
    func expectations() throws {
        var checked = 0
        var mismatches: [String] = []
        for file in Self.wellFormed {
            let text = String(
                decoding: try Data(contentsOf: FeedparserCorpus.directory.appendingPathComponent(file)), as: UTF8.self)
            guard let line = FeedparserExpectation.line(in: text) else { continue }
            let clauses = FeedparserExpectation.clauses(of: line).compactMap { clause in
                FeedparserField(clause.field).map { ($0, clause.value) }
            }
            guard !clauses.isEmpty, let feed = try? Self.read(file) else { continue }
            for (field, expected) in clauses where !FeedparserField.differsOnPurpose(file, field, expected) {
                checked += 1
                let actual = field.value(in: feed)
                if !FeedparserField.matches(actual, expected) {
                    mismatches.append("\(file): \(field.text) is \(String(describing: actual)), expected \(expected)")
                }
            }
        }
        // The expectations name about 180 values of fields the view models.
        #expect(checked > 150)
        #expect(mismatches == [])
    }
}
