// Parallel record reads: the same records, in the same order, as a read on one thread, from
// memory and from files, with cuts that land between records and cuts that do not.

import Foundation
import Testing
import Xylem

private let atom = "http://www.w3.org/2005/Atom"

private struct SlicedEntry: XMLReadable, Equatable {
    var id = ""
    var title = ""
    var rank = 0
    static let xmlDescription = XMLDescription(SlicedEntry.init, namespaces: ["": atom]) {
        Text("id", \.id)
        Text("title", \.title)
        Value("rank", \.rank)
    }
}

private func feedXML(entries count: Int) -> String {
    var xml = "<?xml version=\"1.0\"?>\n<feed xmlns=\"\(atom)\"><title>Feed</title>\n"
    for index in 0..<count {
        xml += "<entry><id>urn:e:\(index)</id><title>Entry \(index) &amp; é</title><rank>\(index * 3)</rank>"
        xml += "<link href=\"http://x/\(index)\"/></entry>\n"
    }
    return xml + "</feed>\n"
}

private let entryPath = XMLRecordPath("feed/entry", namespaces: ["": atom])

private func reader(workers: Int, sliceSize: Int) -> XMLReader {
    var options = XMLReader.Options()
    options.parallelism = .init(workers: workers, sliceSize: sliceSize)
    return XMLReader(options: options)
}

@Suite("Parallel reads")
struct ParallelReadTests {
    @Test("parallel readRecords hands over the records of a read on one thread, in order")
    func parallelRecordsInOrder() throws {
        let xml = feedXML(entries: 300)
        var sequential: [SlicedEntry] = []
        try XMLReader().readRecords(SlicedEntry.self, at: entryPath, from: .string(xml)) {
            sequential.append($0)
            return .continue
        }
        for workers in [2, 3] {
            for sliceSize in [64, 500, 4096] {
                var parallel: [SlicedEntry] = []
                let summary = try reader(workers: workers, sliceSize: sliceSize).readRecords(
                    SlicedEntry.self, at: entryPath, from: .string(xml)
                ) {
                    parallel.append($0)
                    return .continue
                }
                #expect(parallel == sequential, "\(workers) workers, slices of \(sliceSize)")
                #expect(summary.recordCount == 300)
            }
        }
    }
}
