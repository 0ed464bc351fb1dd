// A root element of which nothing matched the description warns, naming what the document had
// instead: the same name in another namespace, or a near name. Roots that matched anything, or
// whose description asks for nothing in particular, read without a warning.

import Synchronization
import Testing
import Xylem

private let gpxNamespace = "http://www.topografix.com/GPX/1/1"

/// A GPX model written without the GPX namespace: its lines expect names in no namespace.
private struct BareGPX: XMLReadable, Equatable {
    var version = ""
    var tracks: [BareTrack] = []
    var waypoints: [BareTrack] = []

    static let xmlDescription = XMLDescription(BareGPX.init) {
        XMLAttribute("version", \.version)
        XMLChildren("trk", \.tracks)
        XMLChildren("wpt", \.waypoints)
    }
}

private struct BareTrack: XMLReadable, Equatable {
    var name = ""
    static let xmlDescription = XMLDescription(BareTrack.init) {
        XMLChildText("name", \.name)
    }
}

/// A misspelled line, and one that expects an element the documents below do not have.
private struct Post: XMLReadable, Equatable {
    var title = ""
    var summary = ""
    static let xmlDescription = XMLDescription(Post.init) {
        XMLChildText("titel", \.title)
        XMLChildText("abstract", \.summary)
    }
}

private struct AttributesOnly: XMLReadable, Equatable {
    var id = ""
    static let xmlDescription = XMLDescription(AttributesOnly.init) {
        XMLAttribute("id", \.id)
        XMLIgnore("note")
    }
}

private struct Keeper: XMLReadable, XMLExtensible, Equatable {
    var title = ""
    var extensions = XMLExtensions()
    static let xmlDescription = XMLDescription(Keeper.init) {
        XMLChildText("title", \.title)
        XMLExtensionPoint(\.extensions, keepUnknown: true)
    }
}

private struct Rating: XMLExtension {
    static let xmlName = XMLQualifiedName(namespaceURI: "urn:test:gd", localName: "rating", prefix: "gd")
    var value = 0
    static let xmlDescription = XMLDescription(Rating.init) { XMLAttribute("value", \.value) }
}

private struct Rated: XMLReadable, XMLExtensible, Equatable {
    var title = ""
    var extensions = XMLExtensions()
    static let xmlDescription = XMLDescription(Rated.init) {
        XMLChildText("title", \.title)
        XMLExtensionPoint(\.extensions, keepUnknown: false) { XMLExtensionDeclaration(Rating.self) }
    }
}

@Suite("A root that matched nothing")
struct UnmatchedRootTests {
    private static let gpx = """
        <gpx xmlns="\(gpxNamespace)" version="1.1" creator="test">
          <wpt lat="1" lon="2"><name>Start</name></wpt>
          <trk><name>Morning</name><trkseg><trkpt lat="1" lon="2"/></trkseg></trk>
        </gpx>
        """

    @Test("a model without the document's namespace reads empty and warns, naming the namespace")
    func namespaceLeftOut() throws {
        let (value, warnings) = try XMLReader().readWithWarnings(BareGPX.self, from: .string(Self.gpx))
        // The unprefixed attribute is in no namespace and matches; it does not hide the mistake.
        #expect(value == BareGPX(version: "1.1"))
        let warning = try #require(warnings.first)
        #expect(warnings.count == 1)
        guard case .nothingMatched(let type, let details) = warning.kind else {
            Issue.record("expected a nothingMatched warning, got \(warning)")
            return
        }
        #expect(type == "BareGPX")
        #expect(details.contains("<trk> in \(gpxNamespace) where the description expects <trk> (no namespace)"))
        #expect(details.contains("<wpt> in \(gpxNamespace) where the description expects <wpt> (no namespace)"))
        // At the root's end tag.
        #expect(warning.path == "gpx")
        #expect(warning.line == 4 && warning.column == 1)
        #expect("\(warning)".contains("no child element matched a line of the description of BareGPX"))
    }

    @Test("a misspelled line warns with the near name the document has")
    func misspelledLine() throws {
        let xml = "<post><title>Hello</title><body>…</body></post>"
        let (value, warnings) = try XMLReader().readWithWarnings(Post.self, from: .string(xml))
        #expect(value == Post())
        #expect(warnings.map(\.kind.name) == ["nothingMatched"])
        let reason = try #require(warnings.first).reason
        #expect(
            reason.contains(
                "the document has <title> (no namespace) where the description expects <titel> (no namespace)"))
        // A line with no name near any child is not explained by a guess.
        #expect(!reason.contains("<abstract>"))
    }

    @Test("without a likely cause, the warning lists the children and the names expected")
    func noLikelyCause() throws {
        let xml = "<post><a/><b/><a/></post>"
        let (_, warnings) = try XMLReader().readWithWarnings(Post.self, from: .string(xml))
        #expect(
            warnings.map(\.reason) == [
                "no child element matched a line of the description of Post: the document has <a> (no namespace), "
                    + "<b> (no namespace) where the description expects <titel> (no namespace), <abstract> (no namespace)"
            ])
    }

    @Test("the warning is a warning in strict reads too, handed to the handler once, and returned by every whole read")
    func strictReadsWarn() throws {
        let seen = Mutex<[XMLReadError]>([])
        var options = XMLReader.Options()
        options.warningHandler = { warning in seen.withLock { $0.append(warning) } }
        #expect(options.conversionFailures == .fail)
        let reader = XMLReader(options: options)
        #expect(try reader.read(BareGPX.self, from: Self.gpx) == BareGPX(version: "1.1"))
        #expect(seen.withLock { $0.map(\.kind.name) } == ["nothingMatched"])
        let document = try reader.readDocument(BareGPX.self, from: .string(Self.gpx))
        #expect(document.warnings.map(\.kind.name) == ["nothingMatched"])
    }

    @Test(
        "a root that matched anything, had no children, or whose description names no element reads without a warning",
        arguments: [
            "<post><title>Hello</title><abstract>A</abstract></post>",
            "<post><title>Hello</title><abstract>matched</abstract><body/></post>",
            "<post/>",
            "<post>only text</post>",
        ])
    func nothingToReport(_ xml: String) throws {
        #expect(try XMLReader().readWithWarnings(Post.self, from: .string(xml)).warnings.isEmpty)
    }

    @Test("lines that only ignore elements, attributes and own text do not make a description expect children")
    func attributesOnly() throws {
        let (value, warnings) = try XMLReader().readWithWarnings(
            AttributesOnly.self, from: .string("<item id=\"7\"><other/></item>"))
        #expect(value.id == "7")
        #expect(warnings.isEmpty)
    }

    @Test("an XMLExtensionPoint line that keeps unknown content or takes a declared extension matched")
    func extensionsMatch() throws {
        let kept = try XMLReader().readWithWarnings(Keeper.self, from: .string("<post><titel>t</titel></post>"))
        #expect(kept.warnings.isEmpty)
        #expect(kept.value.extensions.unknownElements.count == 1)
        // The same type, read with unknown content passed over, matched nothing.
        var options = XMLReader.Options()
        options.unknownContent = .ignore
        let passed = try XMLReader(options: options).readWithWarnings(
            Keeper.self, from: .string("<post><titel>t</titel></post>"))
        #expect(passed.warnings.map(\.kind.name) == ["nothingMatched"])

        let rated = "<post xmlns:gd=\"urn:test:gd\"><gd:rating value=\"4\"/><titel>t</titel></post>"
        let declared = try XMLReader().readWithWarnings(Rated.self, from: .string(rated))
        #expect(declared.warnings.isEmpty)
        #expect(declared.value.extensions.first(Rating.self)?.value == 4)
    }

    @Test("nested objects are not checked: an element with nothing a model maps is common")
    func nestedObjectsAreNotChecked() throws {
        let xml = "<gpx><trk><desc>no name</desc></trk></gpx>"
        let (value, warnings) = try XMLReader().readWithWarnings(BareGPX.self, from: .string(xml))
        #expect(value.tracks == [BareTrack()])
        #expect(warnings.isEmpty)
    }

    @Test("a root element other than the one the description names is still an error")
    func wrongRootIsAnError() {
        struct Named: XMLReadable {
            var title = ""
            static let xmlDescription = XMLDescription(Named.init, element: "post") { XMLChildText("title", \.title) }
        }
        let error = #expect(throws: XMLReadError.self) {
            try XMLReader().read(Named.self, from: "<article><title>t</title></article>")
        }
        #expect(error?.kind.name == "unexpectedRoot")
    }

    @Test("a container read warns in its summary when its root matched nothing")
    func containerRead() throws {
        var records = 0
        let (value, summary) = try XMLReader().readContainer(
            BareGPX.self, streaming: "trk", as: BareTrack.self, from: .string(Self.gpx)
        ) { _, _ in
            records += 1
            return .continue
        }
        #expect(records == 0)
        #expect(value.tracks.isEmpty)
        #expect(summary.warnings.map(\.kind.name) == ["nothingMatched"])
    }
}
