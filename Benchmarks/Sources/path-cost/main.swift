// Compares a path mapping with the wrapper type it replaces: the same records read through
// `XMLChildText("author/name", …)` and `XMLAttribute("itunes:image/@href", …)`, and through nested types
// with their own descriptions. Paired rounds in one process, medians, and the ratio.
//
//   swift run -c release --package-path Benchmarks path-cost [--rounds N] [--items N] [--only paths|wrappers]
//
// `--only` reads one way once, for counting instructions with callgrind.

import Foundation
import Xylem

private let itunes = "http://www.itunes.com/dtds/podcast-1.0.dtd"

struct PathItem: XMLReadable {
    var title = ""
    var authorName: String?
    var authorEmail: String?
    var imageURL: String?

    static let xmlDescription = XMLDescription(PathItem.init, namespaces: ["itunes": itunes]) {
        XMLChildText("title", \.title)
        XMLChildText("author/name", \.authorName)
        XMLChildText("author/email", \.authorEmail)
        XMLAttribute("itunes:image/@href", \.imageURL)
    }
}

struct WrappedItem: XMLReadable {
    struct Author: XMLReadable {
        var name: String?
        var email: String?
        static let xmlDescription = XMLDescription(Author.init) {
            XMLChildText("name", \.name)
            XMLChildText("email", \.email)
        }
    }

    struct Image: XMLReadable {
        var href: String?
        static let xmlDescription = XMLDescription(Image.init) { XMLAttribute("href", \.href) }
    }

    var title = ""
    var author: Author?
    var image: Image?

    static let xmlDescription = XMLDescription(WrappedItem.init, namespaces: ["itunes": itunes]) {
        XMLChildText("title", \.title)
        XMLChild("author", \.author)
        XMLChild("itunes:image", \.image)
    }
}

func document(items: Int) -> [UInt8] {
    var xml = "<rss xmlns:itunes=\"\(itunes)\"><channel>"
    for index in 0..<items {
        xml += "<item><title>Episode \(index)</title><author><name>Host \(index % 7)</name>"
        xml += "<email>host\(index % 7)@example.com</email></author>"
        xml += "<itunes:image href=\"https://example.com/art/\(index).jpg\"/></item>\n"
    }
    return Array((xml + "</channel></rss>").utf8)
}

/// Reads every item and folds a few fields into a checksum, so that nothing is optimized away.
func readPaths(_ bytes: [UInt8]) throws -> Int {
    var sum = 0
    try XMLReader().readRecords(PathItem.self, at: "rss/channel/item", from: .bytes(bytes)) { item in
        sum &+= (item.authorName?.utf8.count ?? 0) &+ (item.imageURL?.utf8.count ?? 0)
        return .continue
    }
    return sum
}

func readWrappers(_ bytes: [UInt8]) throws -> Int {
    var sum = 0
    try XMLReader().readRecords(WrappedItem.self, at: "rss/channel/item", from: .bytes(bytes)) { item in
        sum &+= (item.author?.name?.utf8.count ?? 0) &+ (item.image?.href?.utf8.count ?? 0)
        return .continue
    }
    return sum
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.count % 2 == 1
        ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
}

let arguments = CommandLine.arguments
func option(_ name: String) -> String? {
    arguments.firstIndex(of: name).flatMap { arguments.indices.contains($0 + 1) ? arguments[$0 + 1] : nil }
}
let rounds = option("--rounds").flatMap(Int.init) ?? 15
let bytes = document(items: option("--items").flatMap(Int.init) ?? 200_000)

switch option("--only") {
case "paths": print(try readPaths(bytes))
case "wrappers": print(try readWrappers(bytes))
default:
    let (viaPaths, viaWrappers) = (try readPaths(bytes), try readWrappers(bytes))
    precondition(viaPaths == viaWrappers, "the two models must read the same values")
    var pathTimes: [Double] = []
    var wrapperTimes: [Double] = []
    var ratios: [Double] = []
    for round in 0..<rounds {
        // Alternate which goes first, so that neither always runs on a warmer machine.
        var times = [0.0, 0.0]
        for which in (round % 2 == 0 ? [0, 1] : [1, 0]) {
            let start = DispatchTime.now().uptimeNanoseconds
            _ = which == 0 ? try readPaths(bytes) : try readWrappers(bytes)
            times[which] = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        }
        pathTimes.append(times[0])
        wrapperTimes.append(times[1])
        ratios.append(times[0] / times[1])
    }
    let megabytes = Double(bytes.count) / 1e6
    print(String(format: "%.1f MB, %d rounds", megabytes, rounds))
    print(String(format: "paths:    median %.3f s, %.0f MB/s", median(pathTimes), megabytes / median(pathTimes)))
    print(String(format: "wrappers: median %.3f s, %.0f MB/s", median(wrapperTimes), megabytes / median(wrapperTimes)))
    print(String(format: "paths / wrappers time, median of paired rounds: %.3f", median(ratios)))
}
