// Every way of streaming records hands out the records a document completes before an error, then
// reports the error: a consumer sees the same records whether it reads with a callback, a loop, or
// pushed chunks, and whatever the chunking.

import Testing
import Xylem

private struct Line: XMLReadable, Equatable {
    var text = ""
    static let xmlDescription = XMLDescription({ Line() }) {
        XMLTextContent(\.text)
    }
}

private let broken = "<log><line>one</line><line>two</line></oops></log>"

private func isMismatchedTag(_ error: any Error) -> Bool {
    guard let error = error as? XMLReadError else { return false }
    return error.line == 1 && error.path.hasPrefix("log")
}

@Suite struct RecordsBeforeAnErrorTests {
    @Test func callbackReadHandsOutTheRecordsBeforeTheError() {
        var lines: [String] = []
        #expect {
            try XMLReader().readRecords(Line.self, at: "log/line", from: .string(broken)) { line in
                lines.append(line.text)
                return .continue
            }
        } throws: { isMismatchedTag($0) }
        #expect(lines == ["one", "two"])
    }

    @Test func sequenceHandsOutTheRecordsBeforeTheError() async {
        var lines: [String] = []
        await #expect {
            for try await line in XMLReader().records(Line.self, at: "log/line", from: .string(broken)) {
                lines.append(line.text)
            }
        } throws: { isMismatchedTag($0) }
        #expect(lines == ["one", "two"])
    }

    @Test func sequenceOfChunksHandsOutTheRecordsBeforeTheError() async {
        let chunks = AsyncStream<[UInt8]> { continuation in
            continuation.yield(Array(broken.utf8))
            continuation.finish()
        }
        var lines: [String] = []
        await #expect {
            for try await line in XMLReader().records(Line.self, at: "log/line", from: chunks) {
                lines.append(line.text)
            }
        } throws: { isMismatchedTag($0) }
        #expect(lines == ["one", "two"])
    }

    @Test(arguments: [1, 7, 23, broken.utf8.count])
    func pushParserHandsOutTheRecordsBeforeTheError(chunkSize: Int) throws {
        let parser = try XMLPushParser(Line.self, at: "log/line")
        let bytes = Array(broken.utf8)
        var lines: [String] = []
        var failure: (any Error)?
        var start = 0
        do {
            while start < bytes.count {
                let end = min(start + chunkSize, bytes.count)
                lines += try parser.feed(bytes[start..<end]).map(\.text)
                start = end
            }
            lines += try parser.finish().map(\.text)
        } catch {
            failure = error
        }
        #expect(lines == ["one", "two"])
        #expect(failure.map(isMismatchedTag) == true)
    }

    @Test func pushParserThrowsTheKeptErrorOnce() throws {
        let parser = try XMLPushParser(Line.self, at: "log/line")
        let lines = try parser.feed(Array(broken.utf8)).map(\.text)
        #expect(lines == ["one", "two"])
        #expect(throws: XMLReadError.self) { try parser.finish() }
        // After the error the parser is finished: a further call says so instead of parsing on.
        #expect(throws: XMLReadError.self) { try parser.feed(Array("<x/>".utf8)) }
    }
}
