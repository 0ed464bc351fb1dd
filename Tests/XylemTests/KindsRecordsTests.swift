// Kinds in streamed records (callbacks, async sequences, push parsers, parallel reads), and the
// limits and errors of replaying: what is buffered, and errors found while replaying that point
// where the problem is in the document.

import Foundation
import Testing
import Xylem

extension CoreReaderTests.ReplayKindFixtures {
    @Suite("Kinds: records, limits and errors")
    struct KindsRecordsTests {
        // MARK: Records

        private static let mixedFeed = feed(
            "<entry><id>1</id>\(category(kindScheme, eventTerm))<priority>1</priority></entry>",
            "<entry><id>2</id><priority>2</priority>\(category(kindScheme, eventTerm))</entry>",
            "<entry gd:kind=\"contacts#contact\"><id>3</id></entry>",
            "<entry><id>4</id><title>plain</title></entry>",
            "<entry><id>5</id>\(category(tagScheme, "x"))</entry>",
            eventEntry(categoryAt: 6))

        @Test("parallel streamed reads of one registry, which share its selector, each choose the same kinds")
        func parallelRecords() async throws {
            let expected = try XMLReader().read(Feed.self, from: Self.mixedFeed).entries
            let results = try await withThrowingTaskGroup(of: [AnyEntry].self) { group in
                for _ in 0..<16 {
                    group.addTask {
                        var entries: [AnyEntry] = []
                        try XMLReader().readRecords(entryKinds, at: entryPath, from: .string(Self.mixedFeed)) {
                            entries.append($0)
                            return .continue
                        }
                        return entries
                    }
                }
                var results: [[AnyEntry]] = []
                for try await entries in group { results.append(entries) }
                return results
            }
            #expect(results.count == 16)
            for entries in results { #expect(entries == expected) }
        }

        @Test("records: callback, async sequence and push parser give the entries the description gives")
        func records() async throws {
            let expected = try XMLReader().read(Feed.self, from: Self.mixedFeed).entries
            #expect(expected.map(\.caseName) == ["event", "event", "contact", "plain", "tagged", "event"])

            var called: [AnyEntry] = []
            let summary = try XMLReader().readRecords(entryKinds, at: entryPath, from: .string(Self.mixedFeed)) {
                called.append($0)
                return .continue
            }
            #expect(called == expected)
            #expect(summary.recordCount == expected.count)

            var streamed: [AnyEntry] = []
            for try await entry in XMLReader().records(entryKinds, at: entryPath, from: .string(Self.mixedFeed)) {
                streamed.append(entry)
            }
            #expect(streamed == expected)

            let parser = try XMLPushParser(entryKinds, at: entryPath)
            var pushed: [AnyEntry] = []
            for byte in Array(Self.mixedFeed.utf8) {
                pushed += try parser.feed([byte])
            }
            pushed += try parser.finish()
            #expect(pushed == expected)
            #expect(pushed.last?.event?.content == expected.last?.event?.content)
            if let last = pushed.last?.event, let expectedLast = expected.last?.event {
                expectSameKeptContent(last, expectedLast)
            }
        }

        @Test("a type registered under several kinds is delivered through the transform of the kind that chose it")
        func sameTypeUnderSeveralKinds() async throws {
            let xml = feed(
                "<entry><id>1</id></entry>",
                "<entry gd:kind=\"special#entry\"><id>2</id></entry>",
                "<entry><id>3</id></entry>")
            let expected: [AnyEntry] = [
                .plain(PlainEntry(id: "1")), .special(PlainEntry(id: "2")), .plain(PlainEntry(id: "3")),
            ]
            #expect(try XMLReader().read(AmbiguousFeed.self, from: xml).entries == expected)

            var called: [AnyEntry] = []
            try XMLReader().readRecords(ambiguousKinds, at: entryPath, from: .string(xml)) {
                called.append($0)
                return .continue
            }
            #expect(called == expected)

            var streamed: [AnyEntry] = []
            for try await entry in XMLReader().records(ambiguousKinds, at: entryPath, from: .string(xml)) {
                streamed.append(entry)
            }
            #expect(streamed == expected)

            let parser = try XMLPushParser(ambiguousKinds, at: entryPath)
            #expect(try parser.feed(Array(xml.utf8)) + parser.finish() == expected)

            #expect(
                try XMLReader().read(ambiguousKinds, from: "<entry xmlns=\"\(atom)\"><id>r</id></entry>")
                    == .plain(PlainEntry(id: "r")))

            var contained: [AnyEntry] = []
            let (container, summary) = try XMLReader().readContainer(
                AmbiguousFeed.self, streaming: "entry", as: ambiguousKinds, namespaces: ["": atom], from: .string(xml)
            ) { entry, _ in
                contained.append(entry)
                return .continue
            }
            #expect(contained == expected)
            #expect(summary.recordCount == 3)
            #expect(container.entries.isEmpty)
        }

        @Test("the record consumer can stop during a replayed entry")
        func stopDuringReplay() throws {
            // Broken after the first entry: stopping there must avoid the error.
            let xml =
                feed("<entry><id>1</id><title>T</title>\(category(kindScheme, eventTerm))</entry>", "<entry><id>2</id>")
                + "<<<"
            var seen: [String] = []
            let summary = try XMLReader().readRecords(entryKinds, at: entryPath, from: .string(xml)) { entry in
                seen.append(entry.id)
                return .stop
            }
            #expect(seen == ["1"])
            #expect(summary.recordCount == 1)
            #expect(summary.stoppedEarly)

            // A wildcard match decides at the end tag too, so the record is handed over while replaying.
            let wildcard = feed("<entry><id>w</id>\(category(tagScheme, "t"))</entry>", "<entry>") + "<<<"
            seen = []
            try XMLReader().readRecords(entryKinds, at: entryPath, from: .string(wildcard)) { entry in
                seen.append(entry.caseName)
                return .stop
            }
            #expect(seen == ["tagged"])
        }

        @Test("an error thrown by the record consumer during a replayed entry is rethrown unchanged")
        func consumerErrorDuringReplay() throws {
            struct Refused: Error, Equatable {}
            let xml = feed("<entry><id>1</id>\(category(tagScheme, "t"))</entry>", "<entry><id>2</id></entry>")
            #expect(throws: Refused()) {
                try XMLReader().readRecords(entryKinds, at: entryPath, from: .string(xml)) { _ in throw Refused() }
            }
        }

        // MARK: Limits and errors

        @Test("buffering more than maxReplayBytes before the category fails with the element's path")
        func replayLimit() throws {
            var options = XMLReader.Options()
            options.maxReplayBytes = 400
            let filler = String(repeating: "<title>some text to buffer</title>\n", count: 40)
            let xml = feed(
                "<entry><id>1</id>\(category(kindScheme, eventTerm))</entry>",
                "<entry><id>2</id>\n\(filler)\(category(kindScheme, eventTerm))</entry>")
            let error = try #require(throws: XMLReadError.self) {
                _ = try XMLReader(options: options).read(Feed.self, from: xml)
            }
            #expect(error.kind == .limit(.replayBuffer(400)))
            #expect(error.path == "feed/entry[2]")
            #expect(error.line > 3)
            #expect(error.line < 40)
            #expect(error.column > 0)
            #expect("\(error)".contains("maxReplayBytes"))

            // The same limit in a streaming read.
            let streamed = try #require(throws: XMLReadError.self) {
                try XMLReader(options: options).readRecords(entryKinds, at: entryPath, from: .string(xml)) { _ in
                    .continue
                }
            }
            #expect(streamed.kind == .limit(.replayBuffer(400)))
            #expect(streamed.path == "feed/entry[2]")
        }

        @Test("only what comes before the deciding category is buffered; a kind attribute buffers nothing")
        func replayLimitCountsOnlyTheUndecidedPart() throws {
            var options = XMLReader.Options()
            options.maxReplayBytes = 400
            let filler = String(repeating: "<title>some text that is not buffered</title>\n", count: 40)
            let xml = feed(
                "<entry><id>1</id>\(category(kindScheme, eventTerm))\(filler)</entry>",
                "<entry gd:kind=\"calendar#event\"><id>2</id>\(filler)</entry>")
            let entries = try XMLReader(options: options).read(Feed.self, from: xml).entries
            #expect(entries.compactMap(\.event).map(\.id) == ["1", "2"])
        }

        @Test("a conversion error while replaying points at the failing child, not at the end of the entry")
        func errorPositionDuringReplay() throws {
            func document(attribute: String) -> String {
                """
                <feed xmlns="\(atom)" xmlns:gd="\(gd)">
                <entry\(attribute)>
                  <id>1</id>
                  <title>T</title>   <priority>high</priority>
                  <summary>S</summary>
                  \(category(kindScheme, eventTerm))
                </entry>
                </feed>
                """
            }
            let live = try xylemReadError(Feed.self, from: document(attribute: " gd:kind=\"calendar#event\""))
            let buffered = try xylemReadError(Feed.self, from: document(attribute: ""))
            #expect(live.kind == .conversion(expected: "Int", text: "high"))
            #expect(buffered.kind == live.kind)
            #expect(buffered.path == "feed/entry/priority")
            #expect(buffered.path == live.path)
            #expect(buffered.line == 4)
            #expect(buffered.line == live.line)
            #expect(buffered.column == live.column)
            let offset = try #require(document(attribute: "").utf8.firstRange(of: "</priority>".utf8)).lowerBound
            #expect(
                buffered.byteOffset
                    == document(attribute: "").utf8.distance(from: document(attribute: "").utf8.startIndex, to: offset))
        }

        @Test("an error inside an element buffered within a buffered element points at the failing child")
        func errorPositionInNestedReplay() throws {
            func document(attribute: String) -> String {
                """
                <feed xmlns="\(atom)" xmlns:gd="\(gd)">
                <entry\(attribute)>
                  <id>1</id>
                  <sub>
                    <n>not a number</n>
                    <category scheme="urn:sub" term="a"/>
                  </sub>
                  \(category(kindScheme, eventTerm))
                </entry>
                </feed>
                """
            }
            // Only the inner element is buffered in the first read; both are in the second.
            let live = try xylemReadError(Feed.self, from: document(attribute: " gd:kind=\"calendar#event\""))
            let error = try xylemReadError(Feed.self, from: document(attribute: ""))
            #expect(error.kind == .conversion(expected: "Int", text: "not a number"))
            #expect(error.path == "feed/entry/sub/n")
            #expect(error.line == 5)
            #expect(live.line == 5)
            #expect(error.column == live.column)
            let xml = document(attribute: "")

            // And the nested replay gives the values when nothing fails.
            let valid = xml.replacingOccurrences(of: "not a number", with: "12")
            let event = try #require(try XMLReader().read(Feed.self, from: valid).entries.first?.event)
            #expect(event.subs == [.a(SubA(number: 12))])
        }

        @Test("an attribute conversion error while replaying points at the element's start tag")
        func attributeErrorDuringReplay() throws {
            func document(attribute: String) -> String {
                """
                <feed xmlns="\(atom)" xmlns:gd="\(gd)">
                <entry\(attribute)>
                  <id>1</id>
                  <gd:rating value="lots"/>
                  \(category(kindScheme, eventTerm))
                </entry>
                </feed>
                """
            }
            let live = try xylemReadError(Feed.self, from: document(attribute: " gd:kind=\"calendar#event\""))
            let error = try xylemReadError(Feed.self, from: document(attribute: ""))
            #expect(error.kind == .conversion(expected: "Int", text: "lots"))
            #expect(error.path == live.path)
            #expect(error.path.hasSuffix("@value"))
            #expect(error.line == 4)
            #expect(error.column == live.column)
        }
    }
}
