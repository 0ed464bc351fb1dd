// The full-size hostile documents of Scripts/hostile.sh, generated lazily in chunks so that the
// harness itself stays small and the peak memory measured is Xylem's.

import Xylem

/// One hostile document, how to read it, and the error it must end with (nil: it must read).
public struct HostileCase: Sendable {
    public let name: String
    public let summary: String
    /// The kind of error expected, by its case name (`limit`, `malformed`, …) and limit, if any.
    public let expected: String
    let configure: @Sendable (inout XMLReader.Options) -> Void
    let model: HostileModel
    /// Produces the document, a piece at a time.
    public let pieces: @Sendable () -> AnySequence<[UInt8]>

    enum HostileModel: Sendable {
        /// The root's own text is collected (so that expansions and text are kept).
        case text
        /// Only `<title>` is collected; everything else is passed over.
        case title
        /// The root has one mapped attribute.
        case attribute
        /// The inner XML of `<content>` is captured.
        case capture
    }

    /// The options the case is read with.
    public var options: XMLReader.Options {
        var options = XMLReader.Options()
        configure(&options)
        return options
    }
}

/// Repeats `piece` `count` times, between `head` and `tail`, as a lazy sequence of chunks of
/// about `chunkSize` bytes.
private func repeated(
    _ head: String, _ piece: String, _ count: Int, _ tail: String, chunkSize: Int = 65_536
) -> @Sendable () -> AnySequence<[UInt8]> {
    let head = Array(head.utf8)
    let tail = Array(tail.utf8)
    let unit = Array(piece.utf8)
    let perChunk = max(1, chunkSize / max(1, unit.count))
    return {
        AnySequence { () -> AnyIterator<[UInt8]> in
            var stage = 0
            var left = count
            return AnyIterator {
                switch stage {
                case 0:
                    stage = 1
                    return head
                case 1 where left > 0:
                    let batch = min(left, perChunk)
                    left -= batch
                    var chunk: [UInt8] = []
                    chunk.reserveCapacity(batch * unit.count)
                    for _ in 0..<batch { chunk += unit }
                    return chunk
                case 1:
                    stage = 2
                    return tail
                default:
                    return nil
                }
            }
        }
    }
}

extension HostileCase {
    public static let all: [HostileCase] = [
        HostileCase(
            name: "billion-laughs", summary: "10 levels of 10 entity references (10^9 'lol's)",
            expected: "limit(entityAmplification(100.0))", configure: { _ in }, model: .text,
            pieces: { AnySequence([billionLaughs()]) }),
        HostileCase(
            name: "quadratic-blowup", summary: "a 100 KB entity referenced 100,000 times (10 GB expanded)",
            expected: "limit(entityAmplification(100.0))", configure: { _ in }, model: .text,
            pieces: repeated(
                "<!DOCTYPE r [<!ENTITY big \"" + String(repeating: "x", count: 100_000) + "\">]><r>", "&big;", 100_000,
                "</r>")),
        HostileCase(
            name: "quadratic-blowup-text-limit",
            summary: "the same with amplification allowed: the 64 MiB text limit stops it",
            expected: "limit(textLength(67108864))", configure: { $0.maxEntityAmplification = 1e12 }, model: .text,
            pieces: repeated(
                "<!DOCTYPE r [<!ENTITY big \"" + String(repeating: "x", count: 100_000) + "\">]><r>", "&big;", 100_000,
                "</r>")),
        HostileCase(
            name: "xxe-file", summary: "an external entity naming file:///etc/passwd",
            expected: "none", configure: { _ in }, model: .title,
            pieces: {
                AnySequence([
                    Array(
                        "<!DOCTYPE r [<!ENTITY xxe SYSTEM \"file:///etc/passwd\">]><r><title>[&xxe;]</title></r>".utf8)
                ])
            }),
        HostileCase(
            name: "xxe-parameter", summary: "external parameter entity and external DTD subset naming /etc/passwd",
            expected: "none", configure: { _ in }, model: .title,
            pieces: {
                AnySequence([
                    Array(
                        "<!DOCTYPE r SYSTEM \"file:///etc/passwd\" [<!ENTITY % p SYSTEM \"file:///etc/passwd\"> %p;]><r><title>[]</title></r>"
                            .utf8)
                ])
            }),
        HostileCase(
            name: "entity-chain", summary: "a chain of 100,000 entities, each referring to the next",
            expected: "limit(entityNesting(40))", configure: { $0.maxDTDLength = 16 << 20 }, model: .text,
            pieces: { AnySequence([Array(entityChain(100_000).utf8)]) }),
        HostileCase(
            name: "deep-nesting", summary: "1,000,000 nested elements",
            expected: "limit(depth(10000))", configure: { _ in }, model: .title,
            pieces: repeated("<r>", "<a>", 1_000_000, String(repeating: "</a>", count: 1_000_000) + "</r>")),
        HostileCase(
            name: "deep-nesting-allowed",
            summary: "1,000,000 nested elements with maxDepth raised: read without recursion",
            expected: "none", configure: { $0.maxDepth = 2_000_000 }, model: .title,
            pieces: repeated(
                "<r>", "<a>", 1_000_000, String(repeating: "</a>", count: 1_000_000) + "<title>deep</title></r>")),
        HostileCase(
            name: "many-attributes", summary: "100,000 attributes on one element",
            expected: "limit(attributes(10000))", configure: { _ in }, model: .attribute,
            pieces: { AnySequence([Array(manyAttributes(100_000).utf8)]) }),
        HostileCase(
            name: "many-prefixes",
            summary: "9,999 prefixes declared on the root, then 1,000,000 prefixed elements of 5,000 names",
            expected: "none", configure: { _ in }, model: .title,
            pieces: repeated(
                "<r " + (0..<9_999).map { "xmlns:p\($0)=\"urn:p\($0)\"" }.joined(separator: " ") + ">",
                (0..<5_000).map { "<p0:e\($0)/>" }.joined(), 200, "<title>resolved</title></r>")),
        HostileCase(
            name: "many-prefixes-captured",
            summary: "a captured element's child declaring 9,999 prefixes, with 1,000,000 prefixed elements inside",
            expected: "none", configure: { _ in }, model: .capture,
            pieces: repeated(
                "<r><content><div " + (0..<9_999).map { "xmlns:p\($0)=\"urn:p\($0)\"" }.joined(separator: " ") + ">",
                "<p0:e/>", 1_000_000, "</div></content></r>")),
        HostileCase(
            name: "many-sibling-names",
            summary: "200,000 distinct unknown element names under one element (1.9 MB)",
            expected: "none", configure: { _ in }, model: .title, pieces: siblingNames(200_000)),
        HostileCase(
            name: "many-sibling-names-50k",
            summary: "the same with 50,000 names, to compare: the time must grow with the names, not their square",
            expected: "none", configure: { _ in }, model: .title, pieces: siblingNames(50_000)),
        HostileCase(
            name: "huge-text", summary: "a 100 MB text node in a mapped element",
            expected: "limit(textLength(67108864))", configure: { _ in }, model: .title,
            pieces: repeated("<r><title>", "0123456789abcdef", 100_000_000 / 16, "</title></r>")),
        HostileCase(
            name: "huge-text-unmapped", summary: "a 100 MB text node nobody asked for: streamed through",
            expected: "none", configure: { _ in }, model: .title,
            pieces: repeated("<r><other>", "0123456789abcdef", 100_000_000 / 16, "</other></r>")),
        HostileCase(
            name: "giant-name", summary: "a 100 MB element name",
            expected: "limit(markupLength(10485760))", configure: { _ in }, model: .title,
            pieces: repeated("<r><", "n", 100_000_000, "/></r>")),
        HostileCase(
            name: "giant-attribute", summary: "a 100 MB attribute value",
            expected: "limit(markupLength(10485760))", configure: { _ in }, model: .attribute,
            pieces: repeated("<r keep=\"", "v", 100_000_000, "\"/>")),
        HostileCase(
            name: "giant-attribute-1k-chunks", summary: "a 30 MB attribute value arriving in 1 KiB chunks",
            expected: "limit(markupLength(10485760))", configure: { _ in }, model: .attribute,
            pieces: repeated("<r keep=\"", "v", 30_000_000, "\"/>", chunkSize: 1024)),
        HostileCase(
            name: "dtd-flood", summary: "100 MB of entity declarations",
            expected: "limit(dtdLength(1048576))", configure: { _ in }, model: .text,
            pieces: repeated("<!DOCTYPE r [", "<!ENTITY e \"0123456789\">", 100_000_000 / 25, "]><r/>")),
        HostileCase(
            name: "total-bytes", summary: "a 100 MB document with maxTotalBytes = 10 MB",
            expected: "limit(totalBytes(10000000))", configure: { $0.maxTotalBytes = 10_000_000 }, model: .title,
            pieces: repeated("<r>", "<a>text</a>", 100_000_000 / 11, "</r>")),
    ]

    /// An Atom feed whose root has `count` children of distinct names (`<n0/>`, `<n1/>`, …), none
    /// of which a description maps, then a title in no namespace: each name needs a sibling
    /// counter of its own, so that finding one by scanning the names before it is quadratic.
    static func siblingNames(_ count: Int) -> @Sendable () -> AnySequence<[UInt8]> {
        let head = Array("<feed xmlns=\"http://www.w3.org/2005/Atom\">".utf8)
        let tail = Array("<title xmlns=\"\">distinct</title></feed>".utf8)
        return {
            AnySequence { () -> AnyIterator<[UInt8]> in
                var next = 0
                var headSent = false
                return AnyIterator {
                    if !headSent {
                        headSent = true
                        return head
                    }
                    guard next <= count else { return nil }
                    guard next < count else {
                        next += 1
                        return tail
                    }
                    var chunk: [UInt8] = []
                    chunk.reserveCapacity(65_536 + 16)
                    while next < count, chunk.count < 65_536 {
                        chunk += Array("<n\(next)/>".utf8)
                        next += 1
                    }
                    return chunk
                }
            }
        }
    }

    static func billionLaughs() -> [UInt8] {
        var dtd = "<!ENTITY lol0 \"lol\">"
        for level in 1..<10 {
            dtd += "<!ENTITY lol\(level) \"" + String(repeating: "&lol\(level - 1);", count: 10) + "\">"
        }
        return Array("<!DOCTYPE lolz [\(dtd)]><lolz>&lol9;</lolz>".utf8)
    }

    static func entityChain(_ length: Int) -> String {
        var dtd = ""
        for index in 0..<length {
            dtd += index + 1 < length ? "<!ENTITY e\(index) \"&e\(index + 1);\">\n" : "<!ENTITY e\(index) \"end\">\n"
        }
        return "<!DOCTYPE r [\n\(dtd)]><r>&e0;</r>"
    }

    static func manyAttributes(_ count: Int) -> String {
        var xml = "<r keep=\"yes\""
        for index in 0..<count { xml += " a\(index)=\"\(index % 10)\"" }
        return xml + "/>"
    }

    /// Reads the case and describes the outcome in one line.
    public func run() -> (outcome: String, matched: Bool) {
        let reader = XMLReader(options: options)
        let input = XMLInput.chunks(pieces())
        do {
            let summary: String
            switch model {
            case .text: summary = "text of \(try reader.read(HostileText.self, from: input).text.utf8.count) bytes"
            case .title: summary = "title \"\(try reader.read(HostileTitle.self, from: input).title.prefix(40))\""
            case .attribute: summary = "keep=\"\(try reader.read(HostileAttribute.self, from: input).keep.prefix(40))\""
            case .capture:
                summary = "captured \(try reader.read(HostileCapture.self, from: input).content.utf8.count) bytes"
            }
            return ("read: \(summary)", expected == "none")
        } catch let error as XMLReadError {
            let kind: String
            switch error.kind {
            case .limit(let limit): kind = "limit(\(limit))"
            case .malformed(let code, _): kind = "malformed(\(code))"
            default: kind = "\(error.kind)"
            }
            return ("\(kind) — \(error.description.prefix(160))", kind == expected)
        } catch {
            return ("unexpected error: \(error)", false)
        }
    }
}

struct HostileText: XMLReadable {
    var text = ""
    static let xmlDescription = XMLDescription(HostileText.init) { XMLTextContent(\.text) }
}

struct HostileTitle: XMLReadable {
    var title = ""
    static let xmlDescription = XMLDescription(HostileTitle.init) { XMLChildText("title", \.title) }
}

struct HostileCapture: XMLReadable {
    var content = ""
    static let xmlDescription = XMLDescription(HostileCapture.init) { XMLInnerXML("content", \.content) }
}

struct HostileAttribute: XMLReadable {
    var keep = ""
    static let xmlDescription = XMLDescription(HostileAttribute.init) { XMLAttribute("keep", \.keep) }
}
