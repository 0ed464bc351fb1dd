// `xylem feed` and `xylem atom` on broken documents, as a user meets them: repaired by default,
// every repair a warning on standard error, the summary counting them and the exit status 0;
// refused with --strict. Skipped when the program has not been built.

import Foundation
import Testing

@Suite("xylem feed and atom on broken documents")
struct RepairCommandTests {
    static let brokenFeed = """
        <rss version="2.0"><channel><title>Fish & Chips</title>
          <item><guid>a</guid><title>caf&eacute;</title></item>
          <item><guid>b</guid><description>bold <b>text</description></item>
          <item><guid>c</guid><title>end</p></title></item>
        </channel></rss>
        """

    @Test(
        "xylem feed repairs a feed on standard input and counts the repairs",
        .enabled(if: FeedCommandTests.program != nil))
    func feedFromStandardInput() throws {
        let (out, err, status) = try FeedCommandTests.run(["feed", "-"], input: Self.brokenFeed)
        #expect(status == 0)
        let lines = out.split(separator: "\n").map(String.init)
        #expect(lines.first == #"{"object":"feed","format":"rss","version":"2.0","title":"Fish & Chips"}"#)
        #expect(lines.dropFirst().first == #"{"object":"item","id":"a","title":"café","link":"a"}"#)
        #expect(lines.last == #"{"object":"summary","itemCount":3,"repairs":4}"#)
        let warnings = err.split(separator: "\n")
        #expect(warnings.count == 4)
        #expect(warnings.allSatisfy { $0.hasPrefix("xylem: warning: line ") && $0.contains("repaired: ") })
        #expect(warnings.last?.contains("at rss/channel/item[3]/title") == true)
    }

    @Test("xylem feed --strict refuses the same feed", .enabled(if: FeedCommandTests.program != nil))
    func feedStrict() throws {
        let (_, err, status) = try FeedCommandTests.run(["feed", "--strict", "-"], input: Self.brokenFeed)
        #expect(status != 0)
        #expect(err.hasPrefix("xylem: line 1, column "))
        #expect(err.contains("malformed XML"))
    }

    @Test(
        "xylem feed reads a broken file, started over after the strict attempt, with the same items",
        .enabled(if: FeedCommandTests.program != nil))
    func feedFromFile() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("xylem-broken-\(UUID()).xml")
        try Data(Self.brokenFeed.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let (fromFile, fileErr, fileStatus) = try FeedCommandTests.run(["feed", file.path], input: "")
        let (fromPipe, pipeErr, _) = try FeedCommandTests.run(["feed", "-"], input: Self.brokenFeed)
        #expect(fileStatus == 0)
        #expect(fromFile == fromPipe)
        #expect(fileErr == pipeErr)
    }

    @Test(
        "xylem atom counts the entries of a truncated feed, and --strict refuses it",
        .enabled(if: FeedCommandTests.program != nil))
    func atomTruncated() throws {
        var atom = #"<feed xmlns="http://www.w3.org/2005/Atom"><title>T</title>"#
        for index in 1...5 { atom += "<entry><id>e\(index)</id><title>Entry &amp; \(index)</title></entry>\n" }
        let cut = String(atom.prefix(atom.count - 20))
        let (out, err, status) = try FeedCommandTests.run(["atom", "--count", "-"], input: cut)
        #expect(status == 0)
        #expect(out == "5\n")
        #expect(err.contains("repaired: the input ends inside <title>"))
        let (_, _, strictStatus) = try FeedCommandTests.run(["atom", "--count", "--strict", "-"], input: cut)
        #expect(strictStatus != 0)
    }
}
