// `xylem split`, then `xylem atom --range` and `xylem records --range` on each range, run as a
// worker runs them: the built `xylem` program on a feed with entry tags planted in comments,
// CDATA sections, processing instructions and an entity, and a prefixed entry. Skipped when the
// program has not been built (see FeedCommandTests).

import Foundation
import Testing

@Suite("xylem split and --range")
struct RangeCommandTests {
    /// A feed of `count` entries (ids `e0`, `e1`, …), with false entry tags planted between and
    /// inside them, entries from an entity (ids `ent`) and prefixed entries.
    static func plantedFeed(count: Int) -> String {
        var xml = "<?xml version=\"1.0\"?>\n<!DOCTYPE feed [<!ENTITY e \"<entry><id>ent</id></entry>\">]>\n"
        xml += "<feed xmlns=\"http://www.w3.org/2005/Atom\"><title>t</title>\n"
        let padding = String(repeating: "words and more words ", count: 10)
        for index in 0..<count {
            switch index % 9 {
            case 1: xml += "<!-- c> <entry><id>fake-comment</id></entry> -->\n"
            case 3: xml += "<?pi x> <entry><id>fake-pi</id></entry> ?>\n"
            case 5: xml += "&e;\n"
            default: break
            }
            let name = index % 7 == 6 ? "a:entry" : "entry"
            let declaration = name == "entry" ? "" : " xmlns:a=\"http://www.w3.org/2005/Atom\""
            let id = name == "entry" ? "id" : "a:id"
            xml += "<\(name)\(declaration) n=\"x > y\"><\(id)>e\(index)</\(id)><summary>\(padding)</summary>"
            if index % 4 == 2 { xml += "<content><![CDATA[ x> <entry><id>fake-cdata</id></entry> ]]></content>" }
            xml += "</\(name)>\n"
        }
        return xml + "</feed>\n"
    }

    static func ids(inLines output: String) throws -> [String] {
        try output.split(separator: "\n").compactMap { line in
            let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
            return object?["object"] as? String == "feed" ? nil : object?["id"] as? String
        }
    }

    @Test(
        "the ranges' entries are the sequential read's, in order, at every split size",
        .enabled(if: FeedCommandTests.program != nil))
    func rangesMatchSequentialRead() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("xylem-range-\(UUID()).xml")
        let plan = FileManager.default.temporaryDirectory.appendingPathComponent("xylem-range-\(UUID()).json")
        defer {
            try? FileManager.default.removeItem(at: file)
            try? FileManager.default.removeItem(at: plan)
        }
        try Data(Self.plantedFeed(count: 1500).utf8).write(to: file)
        let sequential = try FeedCommandTests.run(["atom", "--strict", file.path], input: "")
        #expect(sequential.status == 0)
        let expected = try Self.ids(inLines: sequential.out)
        #expect(expected.count == 1500 + (0..<1500).filter { $0 % 9 == 5 }.count)
        #expect(!expected.contains { $0.hasPrefix("fake") })
        for bytes in [65_536, 100_000, 262_144] {
            let split = try FeedCommandTests.run(["split", file.path, "--bytes", String(bytes)], input: "")
            #expect(split.status == 0, "\(split.err)")
            try Data(split.out.utf8).write(to: plan)
            let object = try JSONSerialization.jsonObject(with: Data(split.out.utf8)) as? [String: Any]
            let ranges = try #require(object?["ranges"] as? [[String: Int]])
            #expect(ranges.count >= (try Data(contentsOf: file)).count / bytes, "\(bytes)-byte ranges")
            #expect(ranges.count > 1)
            var ids: [String] = []
            var offsets: [Int] = []
            for range in ranges {
                let bounds = "\(range["start"] ?? -1)-\(range["end"] ?? -1)"
                let read = try FeedCommandTests.run(
                    ["atom", file.path, "--range", bounds, "--context", plan.path], input: "")
                #expect(read.status == 0, "\(bounds): \(read.err)")
                ids += try Self.ids(inLines: read.out)
                for line in read.out.split(separator: "\n") {
                    #expect(line.hasPrefix("{\"_offset\":"))
                    let fields = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
                    offsets.append(fields?["_offset"] as? Int ?? -1)
                }
            }
            #expect(ids == expected, "\(bytes)-byte ranges")
            #expect(offsets == offsets.sorted() && offsets.first ?? -1 > 0)
        }
    }

    @Test(
        "xylem records reads any document's records by range, generically",
        .enabled(if: FeedCommandTests.program != nil))
    func genericRecords() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("xylem-records-\(UUID()).xml")
        let plan = FileManager.default.temporaryDirectory.appendingPathComponent("xylem-records-\(UUID()).json")
        defer {
            try? FileManager.default.removeItem(at: file)
            try? FileManager.default.removeItem(at: plan)
        }
        var xml = "<osm version=\"0.6\">\n"
        for index in 0..<2000 {
            xml += "<node id=\"\(index)\" lat=\"1.5\"><tag k=\"name\" v=\"n\(index)\"/><tag k=\"a\" v=\"b\"/>"
            xml += "<note>say &lt;hi&gt;</note></node>\n"
        }
        try Data((xml + "</osm>\n").utf8).write(to: file)
        let whole = try FeedCommandTests.run(["records", file.path, "--path", "osm/node"], input: "")
        #expect(whole.status == 0)
        let first = whole.out.split(separator: "\n").first.map(String.init)
        #expect(
            first
                == #"{"@id":"0","@lat":"1.5","tag":[{"@k":"name","@v":"n0"},{"@k":"a","@v":"b"}],"note":"say <hi>"}"#)
        let split = try FeedCommandTests.run(
            ["split", file.path, "--bytes", "20000", "--model", "records", "--path", "osm/node"], input: "")
        #expect(split.status == 0, "\(split.err)")
        try Data(split.out.utf8).write(to: plan)
        let object = try JSONSerialization.jsonObject(with: Data(split.out.utf8)) as? [String: Any]
        let ranges = try #require(object?["ranges"] as? [[String: Int]])
        var lines: [String] = []
        for range in ranges {
            let bounds = "\(range["start"] ?? -1)-\(range["end"] ?? -1)"
            let read = try FeedCommandTests.run(
                [
                    "records", file.path, "--path", "osm/node", "--range", bounds, "--context", plan.path,
                ], input: "")
            #expect(read.status == 0, "\(read.err)")
            lines += read.out.split(separator: "\n").map(String.init)
        }
        // The same records, each with its offset in front.
        let withoutOffsets = lines.map { $0.replacing(/^\{"_offset":\d+,/, with: "{") }
        #expect(withoutOffsets == whole.out.split(separator: "\n").map(String.init))
    }

    @Test("xylem records finds names in the root element's namespaces", .enabled(if: FeedCommandTests.program != nil))
    func recordsInNamespaces() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("xylem-ns-\(UUID()).xml")
        defer { try? FileManager.default.removeItem(at: file) }
        let xml = """
            <feed xmlns="http://www.w3.org/2005/Atom" xmlns:x="urn:x"><entry><id>a</id></entry>
            <x:item n="1"/><entry><id>b</id></entry></feed>
            """
        try Data(xml.utf8).write(to: file)
        let entries = try FeedCommandTests.run(["records", file.path, "--path", "feed/entry"], input: "")
        #expect(entries.out == "{\"id\":\"a\"}\n{\"id\":\"b\"}\n")
        let items = try FeedCommandTests.run(["records", file.path, "--path", "feed/x:item"], input: "")
        #expect(items.out == "{\"@n\":\"1\"}\n")
    }

    @Test(
        "a range that cannot be read prints a line with _error and fails", .enabled(if: FeedCommandTests.program != nil)
    )
    func errorLine() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("xylem-broken-\(UUID()).xml")
        let plan = FileManager.default.temporaryDirectory.appendingPathComponent("xylem-broken-\(UUID()).json")
        defer {
            try? FileManager.default.removeItem(at: file)
            try? FileManager.default.removeItem(at: plan)
        }
        let xml = Self.plantedFeed(count: 400).replacingOccurrences(of: "<id>e301</id>", with: "<id>e301</di>")
        try Data(xml.utf8).write(to: file)
        let split = try FeedCommandTests.run(["split", file.path, "--parts", "1"], input: "")
        try Data(split.out.utf8).write(to: plan)
        let size = xml.utf8.count
        let read = try FeedCommandTests.run(
            ["atom", file.path, "--range", "0-\(size)", "--context", plan.path], input: "")
        #expect(read.status == 1)
        let last = try #require(read.out.split(separator: "\n").last.map(String.init))
        let fields = try JSONSerialization.jsonObject(with: Data(last.utf8)) as? [String: Any]
        let message = try #require(fields?["_error"] as? String)
        #expect(message.contains("mismatched tag") && message.contains("line "))
        #expect((fields?["_offset"] as? Int ?? 0) > xml.utf8.count / 2)
        let narrow = try FeedCommandTests.run(
            ["atom", file.path, "--range", "0-\(size)", "--context", plan.path, "--fields", "id"], input: "")
        let first = try #require(narrow.out.split(separator: "\n").first.map(String.init))
        #expect(first.wholeMatch(of: /\{"_offset":\d+,"id":"e0"\}/) != nil, "\(first)")
        let missing = try FeedCommandTests.run(["atom", file.path, "--range", "0-10"], input: "")
        #expect(missing.status != 0 && missing.err.contains("--context"))
    }
}
