// The repairing read mode end to end: each kind of damage web documents carry is mended, reported
// once with its place, and the rest of the document is read; strict reads refuse the same bytes.

import Foundation
import Testing
import Xylem

extension CoreReaderTests {
    @Suite("Repairing reads")
    struct RepairReadTests {
        /// Reads a channel whose item 2 carries `title`, with repairs on.
        private func repaired(title: String) throws -> (RepairChannel, [XMLReadError]) {
            let document = RepairDocuments.channel(items: 3, damaged: [2: title])
            return try RepairDocuments.reader().readWithWarnings(RepairChannel.self, from: .string(document))
        }

        @Test(
            "each kind of damage in a title is mended into the text a browser shows",
            arguments: [
                ("Fish & Chips", "Fish & Chips", "a bare '&' written as &amp;"),
                ("caf&eacute;&nbsp;x", "café\u{A0}x", "undefined entity &eacute; read as HTML's U+00E9 (é)"),
                ("a &bogus; b", "a &bogus; b", "undefined entity &bogus; kept as text"),
                ("1 < 2", "1 < 2", "a '<' that starts no markup written as &lt;"),
                ("nul\u{0}here", "nulhere", "character U+0000, which XML does not allow, removed"),
                ("<b>bold", "bold", "<b> not closed: closed by </title>"),
                ("text</p> more", "text more", "stray end tag </p> removed: no such element is open"),
                ("a ]]> b", "a ]]> b", "']]>' in text: its '>' written as &gt;"),
                ("&#0;zero", "zero", "reference &#0; to a character XML does not allow removed"),
            ])
        func textDamage(damage: String, expected: String, reason: String) throws {
            let (channel, warnings) = try repaired(title: damage)
            #expect(channel.items.map(\.title) == ["Item 1", expected, "Item 3"])
            #expect(channel.items.map(\.id) == ["1", "2", "3"])
            let warning = try #require(warnings.first)
            #expect(warnings.count == (damage.contains("&nbsp;") ? 2 : 1))
            guard case .repaired(_, let said) = warning.kind else {
                Issue.record("not a repair: \(warning)")
                return
            }
            #expect(said.hasPrefix(reason))
            #expect(warning.line == 5)
            #expect(warning.path.hasPrefix("channel/item[2]"))
        }

        @Test("the same damage fails a strict read, with expat's error at the same line")
        func strictRefuses() throws {
            for damage in ["Fish & Chips", "caf&eacute;", "1 < 2", "nul\u{0}here", "<b>bold", "text</p>"] {
                let document = RepairDocuments.channel(items: 3, damaged: [2: damage])
                let error = try #require(throws: XMLReadError.self) {
                    try RepairDocuments.reader(.fail).read(RepairChannel.self, from: .string(document))
                }
                #expect(error.kind.name == "malformed")
                #expect(error.line == 5)
            }
        }

        @Test("a latin-1 byte in a UTF-8 document is read as windows-1252 reads it")
        func invalidBytes() throws {
            var bytes = Array(RepairDocuments.channel(items: 2, damaged: [1: "caf_ na_ve _"]).utf8)
            // "café naïve" in latin-1, and a windows-1252 euro sign.
            let marker = Array("caf_ na_ve _".utf8)
            let start = try #require(bytes.firstRange(of: marker)).lowerBound
            bytes[start + 3] = 0xE9
            bytes[start + 7] = 0xEF
            bytes[start + 11] = 0x80
            let (channel, warnings) = try RepairDocuments.reader().readWithWarnings(
                RepairChannel.self, from: .bytes(bytes))
            #expect(channel.items.first?.title == "café naïve €")
            #expect(warnings.count == 1)
            #expect(warnings.first?.description.contains("3 times on this line") == true)
            #expect(warnings.first?.path == "channel/item/title")
        }

        @Test("attributes: duplicates, missing quotes and values are mended in the tag")
        func attributes() throws {
            let document = """
                <channel><item><id>1</id><link href="/a" href="/b"/></item>
                <item><id>2</id><link href=/c/d rel=x/></item>
                <item><id>3</id><link checked href='/e'/></item></channel>
                """
            let (channel, warnings) = try RepairDocuments.reader().readWithWarnings(
                RepairChannel.self, from: .string(document))
            #expect(channel.items.map(\.link) == ["/a", "/c/d", "/e"])
            #expect(warnings.map(\.line) == [1, 2, 2, 3], "\(warnings)")
            #expect(warnings.first?.description.contains("duplicate attribute href of <link>") == true)
        }

        @Test("a truncated document delivers the partial record and flags it")
        func truncated() throws {
            let whole = RepairDocuments.channel(items: 3)
            let cut = String(whole.prefix(upTo: try #require(whole.range(of: "<title>Item 3")).upperBound))
            var records: [RepairItem] = []
            let summary = try RepairDocuments.reader().readRecords(
                RepairItem.self, at: "channel/item", from: .string(cut)
            ) { item in
                records.append(item)
                return .continue
            }
            #expect(records.map(\.id) == ["1", "2", "3"])
            #expect(records.last?.title == "Item 3")
            let warning = try #require(summary.warnings.first)
            #expect(warning.path == "channel/item[3]/title")
            #expect(warning.description.contains("the input ends inside <title>"))
            #expect(throws: XMLReadError.self) {
                try RepairDocuments.reader(.fail).readRecords(RepairItem.self, at: "channel/item", from: .string(cut)) {
                    _ in .continue
                }
            }
        }

        @Test("records before the damage are handed over once, and every record after it")
        func noRecordTwice() throws {
            let document = RepairDocuments.channel(items: 50, damaged: [20: "a & b", 40: "c &nbsp; d"])
            for input in [XMLInput.string(document), .chunks(Array(document.utf8).chunked(into: 97))] {
                var ids: [String] = []
                let handled = HandledWarnings()
                var options = XMLReader.Options()
                options.malformedInput = .repair
                options.warningHandler = { handled.append($0) }
                let summary = try XMLReader(options: options).readRecords(
                    RepairItem.self, at: "channel/item", from: input
                ) { item in
                    ids.append(item.id)
                    return .continue
                }
                #expect(ids == (1...50).map(String.init))
                #expect(summary.recordCount == 50)
                #expect(summary.warnings.map(\.path) == ["channel/item[20]/title", "channel/item[40]/title"])
                #expect(handled.all.map(\.path) == summary.warnings.map(\.path))
            }
        }

        @Test("past maxRepairs the read throws the first error, naming the limit")
        func repairLimit() throws {
            let document = RepairDocuments.channel(items: 5, damaged: [1: "&", 2: "&", 3: "&"])
            var options = XMLReader.Options()
            options.malformedInput = .repair
            options.maxRepairs = 2
            let error = try #require(throws: XMLReadError.self) {
                try XMLReader(options: options).read(RepairChannel.self, from: .string(document))
            }
            #expect(error.kind.name == "malformed")
            #expect(error.line == 4)
            #expect(error.underlying is RepairLimitReached)
            options.maxRepairs = 3
            #expect(throws: Never.self) {
                try XMLReader(options: options).read(RepairChannel.self, from: .string(document))
            }
        }

        @Test("past maxRepairRereadBytes a read that would start over throws the first error")
        func rereadLimit() throws {
            let document = RepairDocuments.channel(items: 40, damaged: [30: "&"])
            var options = XMLReader.Options()
            options.malformedInput = .repair
            options.maxRepairRereadBytes = 100
            let error = try #require(throws: XMLReadError.self) {
                try XMLReader(options: options).read(RepairChannel.self, from: .string(document))
            }
            #expect(error.line == 33)
            // A stream is mended as it arrives and reads nothing twice: no limit applies.
            let channel = try XMLReader(options: options).read(
                RepairChannel.self, from: .chunks([Array(document.utf8)]))
            #expect(channel.items.count == 40)
        }

        @Test("a document cannot forge a repair marker")
        func forgedMarker() throws {
            // The damage in the first item makes the read start over with repairs on.
            let document = "<channel><item>&</item><title>a<?xylem-repair 1?>b</title></channel>"
            let (channel, warnings) = try RepairDocuments.reader().readWithWarnings(
                RepairChannel.self, from: .string(document))
            #expect(channel.title == "ab")
            #expect(warnings.count == 2)
            #expect(warnings.last?.description.contains("which Xylem reserves") == true)
        }

        @Test("misplaced declarations and content outside the root element are removed")
        func outsideRoot() throws {
            let document = "  <?xml version=\"1.0\"?>\n<channel><title>t</title></channel>\njunk<channel/>"
            let (channel, warnings) = try RepairDocuments.reader().readWithWarnings(
                RepairChannel.self, from: .string(document))
            #expect(channel.title == "t")
            #expect(warnings.map(\.line) == [1, 3, 3])
            #expect(warnings.last?.description.contains("content after the root element ignored") == true)
            #expect(warnings.allSatisfy { $0.kind.name == "repaired" })
        }

        @Test("well-formed documents read the same, and with no warning, in both modes")
        func cleanInput() throws {
            let document = RepairDocuments.channel(items: 10)
            let strict = try RepairDocuments.reader(.fail).read(RepairChannel.self, from: .string(document))
            let (repaired, warnings) = try RepairDocuments.reader().readWithWarnings(
                RepairChannel.self, from: .chunks([Array(document.utf8)]))
            #expect(strict == repaired)
            #expect(warnings.isEmpty)
        }
    }
}

/// Warnings a handler was called with, from the reading thread.
final class HandledWarnings: @unchecked Sendable {
    private let lock = NSLock()
    private var warnings: [XMLReadError] = []

    func append(_ warning: XMLReadError) { lock.withLock { warnings.append(warning) } }
    var all: [XMLReadError] { lock.withLock { warnings } }
}

extension Array {
    /// The array cut into pieces of `size` elements (the last one shorter).
    func chunked(into size: Int) -> [[Element]] {
        stride(from: 0, to: count, by: size).map { Array(self[$0..<Swift.min($0 + size, count)]) }
    }
}

extension CoreReaderTests.RepairReadTests {
    @Test("a parallel read hands its records once, then repairs on one thread")
    func parallel() throws {
        let document = RepairDocuments.channel(items: 3_000, damaged: [2_500: "x &nbsp; y"])
        var options = XMLReader.Options()
        options.malformedInput = .repair
        options.parallelism = XMLReader.Parallelism(workers: 2, sliceSize: 16 * 1024, slicesInFlight: 4)
        options.parallelism.minimumInputSize = 0
        var ids: [String] = []
        let summary = try XMLReader(options: options).readRecords(
            RepairItem.self, at: "channel/item", from: .string(document)
        ) { item in
            ids.append(item.id)
            return .continue
        }
        #expect(ids == (1...3_000).map(String.init))
        #expect(summary.warnings.map(\.path) == ["channel/item[2500]/title"])
        #expect(ids.count == Set(ids).count)
    }
}

extension CoreReaderTests.RepairReadTests {
    @Test("a sequence invalid in a transcoded encoding reads as U+FFFD, with a warning naming its bytes")
    func transcodedInvalidSequence() throws {
        let head = Array(#"<?xml version="1.0" encoding="Shift_JIS"?><channel><title>A"#.utf8)
        // 0x82 0xA0 is HIRAGANA LETTER A in Shift_JIS; 0xFF is no Shift_JIS byte.
        let bytes = head + [0x82, 0xA0, 0xFF] + Array("B</title><item><id>1</id></item></channel>".utf8)
        let (channel, warnings) = try RepairDocuments.reader().readWithWarnings(RepairChannel.self, from: .bytes(bytes))
        #expect(channel.title == "A\u{3042}\u{FFFD}B")
        #expect(channel.items.map(\.id) == ["1"])
        #expect(warnings.count == 1)
        #expect(warnings.first?.description.contains("byte 0xFF not valid") == true)
        #expect(warnings.first?.path == "channel/title")
        #expect(throws: XMLReadError.self) {
            try RepairDocuments.reader(.fail).read(RepairChannel.self, from: .bytes(bytes))
        }
    }
}
