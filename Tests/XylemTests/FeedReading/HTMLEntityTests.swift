// HTML's entity names in documents whose type names a DTD that declares them (Netscape's RSS 0.91,
// the XHTML DTDs): known from a built-in table when the read asks for it, with nothing loaded;
// elsewhere, and by default, the document is read exactly as before.

import Foundation
import Synchronization
import Testing
import Xylem

private struct Item: XMLReadable, Equatable {
    var title = ""
    var link = ""

    static let xmlDescription = XMLDescription(Item.init) {
        XMLChildText("title", \.title)
        XMLAttribute("link/@href", \.link)
    }
}

private let netscape = """
    <!DOCTYPE rss PUBLIC "-//Netscape Communications//DTD RSS 0.91//EN" \
    "http://my.netscape.com/publish/formats/rss-0.91.dtd">
    """
private let xhtmlStrict = """
    <!DOCTYPE item PUBLIC "-//W3C//DTD XHTML 1.0 Strict//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-strict.dtd">
    """

private func document(_ doctype: String, title: String = "Caf&eacute;&nbsp;&mdash; &euro;5") -> String {
    """
    <?xml version="1.0"?>
    \(doctype)
    <item><title>\(title)</title><link href="/a?x=&copy;&amp;y=&hearts;"/></item>
    """
}

private var htmlEntities: XMLReader {
    var options = XMLReader.Options()
    options.builtInHTMLEntities = true
    return XMLReader(options: options)
}

@Suite("HTML entities")
struct HTMLEntityTests {
    @Test(
        "documents naming Netscape's RSS 0.91 DTD or an XHTML DTD read HTML's entities, in text and attributes",
        arguments: [netscape, xhtmlStrict])
    func known(doctype: String) throws {
        let item = try htmlEntities.read(Item.self, from: document(doctype))
        #expect(item.title == "Caf\u{E9}\u{A0}\u{2014} \u{20AC}5")
        #expect(item.link == "/a?x=\u{A9}&y=\u{2665}")
    }

    @Test("Latin-1, symbol and special entities stand for their characters")
    func sets() throws {
        let samples: [(String, String)] = [
            ("yuml", "\u{FF}"), ("iexcl", "\u{A1}"), ("szlig", "\u{DF}"), ("alpha", "\u{3B1}"), ("Omega", "\u{3A9}"),
            ("rArr", "\u{21D2}"), ("infin", "\u{221E}"), ("lang", "\u{2329}"), ("OElig", "\u{152}"),
            ("zwnj", "\u{200C}"), ("rsquo", "\u{2019}"), ("hellip", "\u{2026}"), ("trade", "\u{2122}"),
        ]
        let title = samples.map { "&\($0.0);" }.joined()
        let item = try htmlEntities.read(Item.self, from: document(netscape, title: title))
        #expect(item.title == samples.map(\.1).joined())
    }

    @Test("nothing is loaded: the resolver is not asked for a DTD the table stands for")
    func noFetch() throws {
        let asked = Mutex<[String]>([])
        var options = XMLReader.Options()
        options.builtInHTMLEntities = true
        options.externalEntityResolver = { entity in
            asked.withLock { $0.append(entity.systemID) }
            return nil
        }
        let item = try XMLReader(options: options).read(Item.self, from: document(netscape))
        #expect(item.title.hasPrefix("Caf\u{E9}"))
        #expect(asked.withLock { $0 }.isEmpty)
        // Another DTD is still the resolver's.
        _ = try XMLReader(options: options).read(
            Item.self, from: document("<!DOCTYPE item SYSTEM \"urn:other.dtd\">", title: "x"))
        #expect(asked.withLock { $0 } == ["urn:other.dtd"])
    }

    @Test("the internal subset's declarations come first and win")
    func internalSubsetWins() throws {
        let doctype = """
            <!DOCTYPE rss PUBLIC "-//Netscape Communications//DTD RSS 0.91//EN" \
            "http://my.netscape.com/publish/formats/rss-0.91.dtd" [<!ENTITY eacute "E">]>
            """
        #expect(try htmlEntities.read(Item.self, from: document(doctype, title: "Caf&eacute;")).title == "CafE")
    }

    @Test("without the option, or for another DTD, the entities are not known: read as before")
    func notKnown() throws {
        let plain = try XMLReader().read(Item.self, from: document(netscape, title: "Caf&eacute;!"))
        let otherDTD = try htmlEntities.read(
            Item.self,
            from: document("<!DOCTYPE item PUBLIC \"-//Foo//DTD Bar//EN\" \"bar.dtd\">", title: "Caf&eacute;!"))
        // A document with an external DTD may declare any entity there: expat passes over the
        // reference.
        #expect(plain.title == "Caf!")
        #expect(otherDTD.title == "Caf!")
    }

    @Test("a document without a document type still refuses an undeclared entity")
    func noDoctype() throws {
        let error = try xylemReadError(Item.self, from: document("", title: "Caf&eacute;"), reader: htmlEntities)
        #expect(error.kind.malformedCode == 11)
    }
}
