// XMLStatistics applies the read limits of XMLReader.Options: each document below exceeds one
// limit, and the statistics pass must end with the same limit error a read of it gives.

import Testing
import Xylem

private struct Anything: XMLReadable {
    var title = ""
    static let xmlDescription = XMLDescription(Anything.init) {
        XMLChildText("title", \.title)
    }
}

/// A document that exceeds one limit of the options it is read with.
struct LimitCase: Sendable, CustomTestStringConvertible {
    let name: String
    let xml: String
    let options: XMLReader.Options
    let limit: XMLReadError.Limit
    var testDescription: String { name }

    init(_ name: String, _ xml: String, limit: XMLReadError.Limit, _ configure: (inout XMLReader.Options) -> Void) {
        self.name = name
        self.xml = xml
        var options = XMLReader.Options()
        configure(&options)
        self.options = options
        self.limit = limit
    }
}

@Suite struct StatisticsLimitTests {
    static let cases: [LimitCase] = [
        LimitCase("five levels where four are allowed", XylemHostile.nested("d", depth: 5), limit: .depth(4)) {
            $0.maxDepth = 4
        },
        LimitCase("three attributes where two are allowed", #"<r><e a="1" b="2" c="3"/></r>"#, limit: .attributes(2)) {
            $0.maxAttributes = 2
        },
        LimitCase(
            "namespace declarations count as attributes", #"<r xmlns="urn:a" xmlns:p="urn:p" p:a="1"/>"#,
            limit: .attributes(2)
        ) { $0.maxAttributes = 2 },
        LimitCase(
            "more input than allowed", "<r>" + String(repeating: "<e/>", count: 1_000) + "</r>",
            limit: .totalBytes(1_000)
        ) { $0.maxTotalBytes = 1_000 },
        LimitCase(
            "a comment longer than the markup limit", "<r><!--" + String(repeating: "c", count: 600_000) + "--></r>",
            limit: .markupLength(100_000)
        ) { $0.maxMarkupLength = 100_000 },
        LimitCase(
            "a document type declaration longer than allowed",
            "<!DOCTYPE r [" + String(repeating: "<!-- filler -->", count: 100) + "]><r/>", limit: .dtdLength(1_000)
        ) { $0.maxDTDLength = 1_000 },
        LimitCase(
            "a chain of three entities where two may nest", XylemHostile.entityChain(length: 3),
            limit: .entityNesting(2)
        ) {
            $0.maxEntityNesting = 2
        },
        LimitCase(
            "entity expansion amplifying the input", XylemHostile.quadraticBlowup(entitySize: 1_000, references: 1_000),
            limit: .entityAmplification(10)
        ) {
            $0.maxEntityAmplification = 10
            $0.entityAmplificationThreshold = 10_000
        },
    ]

    @Test("the statistics pass ends with the limit error a read gives", arguments: cases)
    func limit(_ entry: LimitCase) throws {
        let statistics = try #require(throws: XMLReadError.self) {
            try XMLStatistics.collect(from: .string(entry.xml), options: entry.options)
        }
        #expect(statistics.kind == .limit(entry.limit))
        let read = try #require(throws: XMLReadError.self) {
            try XMLReader(options: entry.options).read(Anything.self, from: entry.xml)
        }
        #expect(read.kind == statistics.kind)
    }

    @Test("depth and attributes exactly at their limits are accepted")
    func atTheLimits() throws {
        var options = XMLReader.Options()
        options.maxDepth = 4
        options.maxAttributes = 2
        let statistics = try XMLStatistics.collect(
            from: .string(#"<a><b><c><d x="1" y="2"/></c></b></a>"#), options: options)
        #expect(statistics.maxDepth == 4)
        #expect(statistics.attributeCount == 2)
    }

    @Test("the limit errors say where: the open elements, and the element with too many attributes")
    func paths() throws {
        var options = XMLReader.Options()
        options.maxDepth = 3
        options.maxAttributes = 1
        let deep = try #require(throws: XMLReadError.self) {
            try XMLStatistics.collect(from: .string("<a><b/><b><c><d/></c></b></a>"), options: options)
        }
        #expect(deep.kind == .limit(.depth(3)))
        #expect(deep.path == "a/b[2]/c")
        #expect(deep.column == 14)
        let wide = try #require(throws: XMLReadError.self) {
            try XMLStatistics.collect(from: .string(#"<a><p:b xmlns:p="urn:p" x="1"/></a>"#), options: options)
        }
        #expect(wide.kind == .limit(.attributes(1)))
        #expect(wide.path == "a/p:b")
        #expect(wide.column == 4)
    }

    @Test("the default depth limit stops 100,000 levels of nesting")
    func defaultDepth() throws {
        let error = try #require(throws: XMLReadError.self) {
            try XMLStatistics.collect(from: .string(XylemHostile.nested("a", depth: 100_000)))
        }
        #expect(error.kind == .limit(.depth(10_000)))
    }
}
