// Prints the title of each entry of an Atom feed as soon as the entry has arrived over HTTP,
// read with URLSession:
//
//   headlines URL
//
// Exits with status 1 and a one-line message when the request or the document fails.

import Foundation
import HTTPReading
import Xylem

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count == 1, let url = URL(string: arguments[0]) else {
    FileHandle.standardError.write(Data("usage: headlines URL\n".utf8))
    exit(2)
}

do {
    var count = 0
    for try await headline in URLSession.xmlRecords(Headline.self, at: Headline.entries, from: url) {
        print(headline.title)
        count += 1
    }
    FileHandle.standardError.write(Data("\(count) entries\n".utf8))
} catch {
    FileHandle.standardError.write(Data("headlines: \(error)\n".utf8))
    exit(1)
}
