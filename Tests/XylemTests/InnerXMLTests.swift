// XMLInnerXML: the inner XML of an element captured as a well-formed, namespace-complete string.

import Testing
import Xylem

private struct Article: XMLReadable {
    var title = ""
    var body = ""
    var summary: String?

    static let xmlDescription = XMLDescription(Article.init) {
        XMLChildText("title", \.title)
        XMLInnerXML("body", \.body)
        XMLInnerXML("summary", \.summary)
    }
}

/// Reads a captured string back, to prove it is well-formed and namespace-complete on its own.
private struct Recaptured: XMLReadable {
    var bold = ""
    var plain = ""
    var link = ""
    var lang = ""
    var deep = ""

    static let xmlDescription = XMLDescription(Recaptured.init, namespaces: ["h": "urn:h", "d": "urn:d"]) {
        XMLChildText("h:b", \.bold)
        XMLChildText("p", \.plain)
        XMLChildText("d:p", \.deep)
        XMLFlatten("d:div")
        XMLAttribute("xml:lang", \.lang)
    }
}

private struct LinkHolder: XMLReadable {
    var href = ""
    var text = ""
    static let xmlDescription = XMLDescription(LinkHolder.init, namespaces: ["x": "urn:x"]) {
        XMLAttribute("x:href", \.href)
        XMLTextContent(\.text)
    }
}

private struct LinkList: XMLReadable {
    var links: [LinkHolder] = []
    static let xmlDescription = XMLDescription(LinkList.init, namespaces: ["x": "urn:x"]) {
        XMLChildren("x:a", \.links)
    }
}

private func body(_ inner: String, outer: String = "") throws -> String {
    try XMLReader().read(Article.self, from: "<article\(outer)><body>\(inner)</body></article>").body
}

extension CoreReaderTests {
    @Suite("XMLInnerXML")
    struct InnerXMLTests {
        @Test("markup is kept and text is escaped again")
        func markupAndText() throws {
            #expect(try body("A <b>bold</b> &lt;move&gt; &amp; more") == "A <b>bold</b> &lt;move&gt; &amp; more")
        }

        @Test("attribute values are escaped again, quotes included")
        func attributes() throws {
            let captured = try body("<a href=\"x?a=1&amp;b=&quot;2&quot;\" title='it&apos;s &lt;b&gt;'>l</a>")
            #expect(captured == "<a href=\"x?a=1&amp;b=&quot;2&quot;\" title=\"it's &lt;b&gt;\">l</a>")
        }

        @Test("comments and processing instructions are kept")
        func commentsAndPIs() throws {
            #expect(try body("a<!-- note --><?render fast?>b<?bare?>") == "a<!-- note --><?render fast?>b<?bare?>")
        }

        @Test("CDATA content is captured as escaped text")
        func cdata() throws {
            #expect(try body("<![CDATA[<raw> & \"stuff\"]]>") == "&lt;raw&gt; &amp; \"stuff\"")
        }

        @Test("character references come out as characters, markup-significant ones escaped")
        func characterReferences() throws {
            #expect(try body("&#x20AC;&#60;&#x26;é") == "€&lt;&amp;é")
        }

        @Test("an empty element captures the empty string; an absent optional capture is nil")
        func emptyAndAbsent() throws {
            let article = try XMLReader().read(Article.self, from: "<article><body/></article>")
            #expect(article.body == "")
            #expect(article.summary == nil)
            let present = try XMLReader().read(Article.self, from: "<article><summary><p/></summary></article>")
            #expect(present.summary == "<p/>")
        }

        @Test("elements with nothing inside are written as empty-element tags, whichever way the source wrote them")
        func emptyElementTags() throws {
            #expect(try body("a<br/>b<hr class=\"x\"></hr>") == "a<br/>b<hr class=\"x\"/>")
            #expect(try body("<p><b/><i></i></p>") == "<p><b/><i/></p>")
            // Anything inside (text, a comment, a processing instruction) keeps the end tag.
            #expect(try body("<p>t</p><q><!--c--></q><r><?pi d?></r>") == "<p>t</p><q><!--c--></q><r><?pi d?></r>")
        }

        @Test("a capture does not disturb the mappings around it")
        func surroundings() throws {
            let article = try XMLReader().read(
                Article.self, from: "<article><body><title>inner</title></body><title>outer</title></article>")
            #expect(article.title == "outer")
            #expect(article.body == "<title>inner</title>")
        }

        @Test("a prefix declared outside the captured element is declared again in the capture")
        func prefixRedeclared() throws {
            let captured = try body("A <h:b>bold</h:b> move", outer: " xmlns:h=\"urn:h\"")
            #expect(captured.contains("xmlns:h=\"urn:h\""))
            let reread = try XMLReader().read(Recaptured.self, from: "<wrap>\(captured)</wrap>")
            #expect(reread.bold == "bold")
        }

        @Test("a default namespace declared outside is declared again for unprefixed captured elements")
        func defaultNamespaceRedeclared() throws {
            struct Doc: XMLReadable {
                var body = ""
                static let xmlDescription = XMLDescription(Doc.init, namespaces: ["": "urn:d"]) {
                    XMLInnerXML("body", \.body)
                }
            }
            let doc = try XMLReader().read(
                Doc.self, from: "<doc xmlns=\"urn:d\"><body><div><p>deep</p></div></body></doc>")
            #expect(doc.body.contains("xmlns=\"urn:d\""))
            let reread = try XMLReader().read(Recaptured.self, from: "<wrap>\(doc.body)</wrap>")
            #expect(reread.deep == "deep")
            #expect(reread.plain == "")  // the captured <p> is in urn:d, not in no namespace
        }

        @Test("prefixed attributes, declarations inside the capture and xml:lang survive a re-read")
        func attributesAndInnerDeclarations() throws {
            let captured = try body(
                "<x:a x:href=\"one\">1</x:a><y:a xmlns:y=\"urn:x\" y:href=\"two\">2</y:a><p xml:lang=\"fr\">t</p>",
                outer: " xmlns:x=\"urn:x\"")
            let links = try XMLReader().read(LinkList.self, from: "<list>\(captured)</list>")
            #expect(links.links.map(\.href) == ["one", "two"])
            #expect(links.links.map(\.text) == ["1", "2"])
            #expect(captured.contains("xml:lang=\"fr\""))
            #expect(!captured.contains("xmlns:xml"))
        }

        @Test("a prefix rebound inside the capture means its outer namespace again after the inner scope")
        func prefixReboundInsideCapture() throws {
            let captured = try body(
                "<p:a><p:b xmlns:p=\"urn:inner\"><p:c/></p:b><p:d/></p:a>", outer: " xmlns:p=\"urn:outer\"")
            #expect(captured == "<p:a xmlns:p=\"urn:outer\"><p:b xmlns:p=\"urn:inner\"><p:c/></p:b><p:d/></p:a>")
        }

        @Test("whitespace characters a parser would normalize are written as references")
        func normalizedWhitespace() throws {
            let captured = try body("<a v=\"1&#9;2&#10;3\">x&#13;y</a>")
            #expect(captured == "<a v=\"1&#9;2&#10;3\">x&#13;y</a>")
            // Read back, the capture gives the original characters.
            struct Roundtrip: XMLReadable {
                var v = ""
                var text = ""
                static let xmlDescription = XMLDescription(Roundtrip.init) {
                    XMLAttribute("v", \.v)
                    XMLTextContent(\.text)
                }
            }
            let inner = try XMLReader().read(Roundtrip.self, from: captured)
            #expect(inner.v == "1\t2\n3")
            #expect(inner.text == "x\ry")
        }
    }
}
