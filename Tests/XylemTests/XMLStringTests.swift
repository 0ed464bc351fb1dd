// XMLString properties: the text read is the text kept, whether the values are used during the
// read, kept after it, kept from some records while others are dropped (the reader reuses the
// storage of dropped records), or sent to another task while the read goes on.

import Testing
import Xylem

private struct Post: XMLReadable, Equatable {
    var id = XMLString()
    var title: XMLString?
    var body = XMLString()
    var tags: [XMLString] = []
    var score = 0
    static let xmlDescription = XMLDescription({ Post() }) {
        XMLAttribute("id", \.id)
        XMLChildValue("title", \.title)
        XMLChildValue("body", \.body)
        XMLChildValues("tag", \.tags)
        XMLChildValue("score", \.score)
    }
}

private struct Note: XMLReadable {
    var text = XMLString()
    static let xmlDescription = XMLDescription({ Note() }) {
        XMLTextContent(\.text)
    }
}

/// A class model (its properties have no fixed offset) and a nested struct property: the reader
/// stores XMLString values through their key paths there.
private final class Card: XMLReadable, @unchecked Sendable {
    var name = XMLString()
    var note: XMLString?
    static let xmlDescription = XMLDescription({ Card() }) {
        XMLAttribute("name", \.name)
        XMLChildValue("note", \.note)
    }
}

private struct Wrapped: XMLReadable {
    struct Inner { var name = XMLString(); var note: XMLString? }
    var inner = Inner()
    var cards: [Card] = []
    static let xmlDescription = XMLDescription({ Wrapped() }) {
        XMLAttribute("name", \.inner.name)
        XMLChildValue("note", \.inner.note)
        XMLChildren("card", \.cards)
    }
}

/// Post `n`'s XML: every value says which post it belongs to, and some are long or not ASCII.
private func postXML(_ n: Int) -> String {
    let body = String(repeating: "Ünïcødé \(n) & more ", count: n % 7 == 0 ? 400 : 1 + n % 5)
    let escapedBody = body.replacingOccurrences(of: "&", with: "&amp;")
    return "<post id=\"p\(n)\"><title>T&lt;\(n)&gt;</title><body>\(escapedBody)</body>"
        + "<tag>a\(n)</tag><tag>b\(n)</tag><score>\(n)</score></post>"
}

private func expectedPost(_ n: Int) -> (id: String, title: String, body: String, tags: [String]) {
    let body = String(repeating: "Ünïcødé \(n) & more ", count: n % 7 == 0 ? 400 : 1 + n % 5)
    return ("p\(n)", "T<\(n)>", body, ["a\(n)", "b\(n)"])
}

private func check(_ post: Post, _ n: Int) {
    let expected = expectedPost(n)
    #expect(post.id.string == expected.id)
    #expect(post.title?.string == expected.title)
    #expect(post.body.string == expected.body)
    #expect(post.tags.map(\.string) == expected.tags)
    #expect(post.score == n)
}

@Suite("XMLString")
struct XMLStringTests {
    @Test("attribute, element and own text values read as written, entities decoded")
    func readsValues() throws {
        let post = try XMLReader().read(Post.self, from: postXML(3))
        check(post, 3)
        let note = try XMLReader().read(Note.self, from: "<note>caf\u{E9} &#x1F600; <![CDATA[<raw>]]></note>")
        #expect(note.text.string == "caf\u{E9} \u{1F600} <raw>")
        #expect(note.text.utf8Count == note.text.string.utf8.count)
    }

    @Test("values kept from some streamed records stay intact while the reader reuses dropped records' storage")
    func keptRecordsSurviveReuse() throws {
        let xml = "<feed>" + (0..<600).map(postXML).joined() + "</feed>"
        var kept: [(Int, Post)] = []
        var index = 0
        try XMLReader().readRecords(Post.self, at: "feed/post", from: .string(xml)) { post in
            check(post, index)
            if index % 50 == 3 { kept.append((index, post)) }
            index += 1
            return .continue
        }
        #expect(index == 600)
        #expect(kept.count == 12)
        for (n, post) in kept { check(post, n) }
    }

    @Test("a whole document's values outlive the read")
    func documentValuesOutliveRead() throws {
        struct Feed: XMLReadable {
            var posts: [Post] = []
            static let xmlDescription = XMLDescription({ Feed() }) { XMLChildren("post", \.posts) }
        }
        let feed = try XMLReader().read(Feed.self, from: "<feed>" + (0..<300).map(postXML).joined() + "</feed>")
        #expect(feed.posts.count == 300)
        for (n, post) in feed.posts.enumerated() { check(post, n) }
    }

    @Test("equality and hashing compare bytes; strings, literals and empty values")
    func equality() throws {
        let read = try XMLReader().read(Post.self, from: "<post id=\"x1\"><body></body></post>")
        #expect(read.id == XMLString("x1"))
        #expect(read.id == "x1")
        #expect(read.id == ("x1" as String))
        #expect(!(read.id == "x2"))
        #expect(read.id.hashValue == XMLString("x1").hashValue)
        #expect(read.body == XMLString())
        #expect(read.body.isEmpty)
        #expect(read.title == nil)
        #expect(Set([read.id, XMLString("x1"), XMLString("x2")]).count == 2)
        // Canonically equivalent but differently encoded text differs, as it does in XML.
        #expect(XMLString("\u{E9}") != XMLString("e\u{301}"))
        #expect("\(XMLString("shown"))" == "shown")
        #expect(String(XMLString("made")) == "made")
        var post = Post()
        post.body = "literal"
        #expect(post.body.string == "literal")
    }

    @Test("short values (held without storage) and longer ones compare and hash alike, around the boundary")
    func shortAndLong() throws {
        for length in 0...10 {
            let text = String(repeating: "é", count: length / 2) + String(repeating: "x", count: length % 2)
            let post = try XMLReader().read(
                Post.self, from: "<post id=\"\(text)\"><body>\(text)</body><tag>\(text)</tag></post>")
            #expect(post.id.string == text)
            #expect(post.id.utf8Count == text.utf8.count)
            #expect(post.id == post.body)
            #expect(post.id == XMLString(text))
            #expect(post.tags == [XMLString(text)])
            #expect(post.id.hashValue == XMLString(text).hashValue)
            #expect(post.id.isEmpty == text.isEmpty)
        }
        #expect(XMLString("1234567") != XMLString("12345678"))
        #expect(XMLString("1234567") != XMLString("123456"))
    }

    @Test("every length up to and past the inline limit keeps its exact bytes, wherever the value starts")
    func everyShortLength() throws {
        let alphabet = Array("abcdefghijklmnopqrstuvwxyz".utf8)
        for length in 0...18 {
            for shift in 0..<3 {
                // Distinct bytes, so that a byte taken from the wrong place or shifted wrongly shows;
                // the padding attribute moves where the value starts in expat's buffer.
                let text = String(decoding: alphabet[shift..<(shift + length)], as: UTF8.self)
                let padding = String(repeating: "p", count: shift)
                let post = try XMLReader().read(
                    Post.self, from: "<post pad=\"\(padding)\" id=\"\(text)\"><body>\(text)</body></post>")
                #expect(post.id.string == text)
                #expect(post.body.string == text)
                #expect(post.id.utf8Count == length)
                #expect(post.id == XMLString(text))
                #expect(post.id.withUTF8 { Array($0) } == Array(text.utf8))
            }
        }
    }

    @Test("class models and nested properties get their values too")
    func classAndNestedModels() throws {
        let xml =
            "<w name='outer name'><note>outer note text</note><card name='c1'><note>first card note</note></card><card name='second card'/></w>"
        let read = try XMLReader().read(Wrapped.self, from: xml)
        #expect(read.inner.name == "outer name")
        #expect(read.inner.note?.string == "outer note text")
        #expect(read.cards.map(\.name.string) == ["c1", "second card"])
        #expect(read.cards.map { $0.note?.string } == ["first card note", nil])
    }

    @Test("values sent to other tasks while the read goes on stay intact")
    func valuesCrossTasks() async throws {
        let xml = "<feed>" + (0..<400).map(postXML).joined() + "</feed>"
        var tasks: [Task<Bool, Never>] = []
        var index = 0
        try XMLReader().readRecords(Post.self, at: "feed/post", from: .string(xml)) { post in
            let n = index
            tasks.append(
                Task.detached {
                    let expected = expectedPost(n)
                    return post.id.string == expected.id && post.body.string == expected.body
                        && post.tags.map(\.string) == expected.tags
                })
            index += 1
            return .continue
        }
        for task in tasks { #expect(await task.value) }
    }
}
