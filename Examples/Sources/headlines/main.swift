// Prints the title of each entry of an Atom feed as soon as the entry has arrived over HTTP:
//
//   headlines URL                 reads the feed with AsyncHTTPClient
//   headlines --urlsession URL    reads it with URLSession
//
// Exits with status 1 and a one-line message when the request or the document fails.

import AsyncHTTPClient
import Foundation
import HTTPReading
import Xylem

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

var arguments = Array(CommandLine.arguments.dropFirst())
let useURLSession = arguments.first == "--urlsession"
if useURLSession { arguments.removeFirst() }
guard arguments.count == 1, let url = URL(string: arguments[0]) else {
    FileHandle.standardError.write(Data("usage: headlines [--urlsession] URL\n".utf8))
    exit(2)
}

do {
    var count = 0
    if useURLSession {
        for try await headline in URLSession.xmlRecords(Headline.self, at: Headline.entries, from: url) {
            print(headline.title)
            count += 1
        }
    } else {
        let headlines = try await HTTPClient.shared.xmlRecords(
            Headline.self, at: Headline.entries, from: url.absoluteString)
        for try await headline in headlines {
            print(headline.title)
            count += 1
        }
    }
    FileHandle.standardError.write(Data("\(count) entries\n".utf8))
} catch {
    FileHandle.standardError.write(Data("headlines: \(error)\n".utf8))
    exit(1)
}
