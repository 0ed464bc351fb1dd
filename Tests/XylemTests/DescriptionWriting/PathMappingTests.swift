// Path mappings: a line may name an element (or an attribute) a level or more down, without a
// wrapper type; lines that share a path prefix read from, and write into, one shared element.

import Testing
import Xylem

private let itunes = "http://www.itunes.com/dtds/podcast-1.0.dtd"

private struct Episode: XMLReadable, Equatable {
    var title = ""
    var authorName: String?
    var authorEmail: String?
    var imageURL: String?
    var imageWidth: Int?
    var tags: [String] = []
    var deep: String?

    static let xmlDescription = XMLDescription(Episode.init, element: "item", namespaces: ["itunes": itunes]) {
        XMLChildText("title", \.title)
        XMLChildText("author/name", \.authorName)
        XMLChildText("author/email", \.authorEmail)
        XMLAttribute("itunes:image/@href", \.imageURL)
        XMLAttribute("itunes:image/@width", \.imageWidth)
        XMLChildValues("tags/tag", \.tags)
        XMLChildText("a/b/c", \.deep)
    }
}

/// The same document read with wrapper types instead of paths.
private struct WrappedEpisode: XMLReadable, Equatable {
    struct Author: XMLReadable, Equatable {
        var name: String?
        var email: String?
        static let xmlDescription = XMLDescription(Author.init) {
            XMLChildText("name", \.name)
            XMLChildText("email", \.email)
        }
    }

    struct Image: XMLReadable, Equatable {
        var href: String?
        var width: Int?
        static let xmlDescription = XMLDescription(Image.init) {
            XMLAttribute("href", \.href)
            XMLAttribute("width", \.width)
        }
    }

    var title = ""
    var author: Author?
    var image: Image?
    var tags: [String] = []

    static let xmlDescription = XMLDescription(WrappedEpisode.init, namespaces: ["itunes": itunes]) {
        XMLChildText("title", \.title)
        XMLChild("author", \.author)
        XMLChild("itunes:image", \.image)
        XMLChildValues("tag", \.tags, wrapper: "tags")
    }
}

@Suite("Path mappings")
struct PathMappingTests {
    private let document = """
        <item xmlns:it="\(itunes)"><title>One</title>\
        <author><name>Ann</name><email>ann@example.com</email></author>\
        <it:image href="http://x/i.png" width="64" unmapped="1"/>\
        <tags><tag>a</tag><tag>b</tag></tags><a><b><c>deep</c></b></a></item>
        """

    @Test("paths read values one and more levels down, attributes of shared elements included")
    func readsThroughPaths() throws {
        let episode = try XMLReader().read(Episode.self, from: document)
        #expect(
            episode
                == Episode(
                    title: "One", authorName: "Ann", authorEmail: "ann@example.com", imageURL: "http://x/i.png",
                    imageWidth: 64, tags: ["a", "b"], deep: "deep"))
        let wrapped = try XMLReader().read(WrappedEpisode.self, from: document)
        #expect(wrapped.author?.name == episode.authorName && wrapped.image?.href == episode.imageURL)
    }

    @Test("lines that share a path are written under one element, where the first of them was declared")
    func writesGrouped() throws {
        let episode = try XMLReader().read(Episode.self, from: document)
        let xml = try episode.xmlString()
        #expect(
            xml
                == """
                <?xml version="1.0" encoding="UTF-8"?>
                <item xmlns:itunes="\(itunes)"><title>One</title>\
                <author><name>Ann</name><email>ann@example.com</email></author>\
                <itunes:image href="http://x/i.png" width="64"/>\
                <tags><tag>a</tag><tag>b</tag></tags><a><b><c>deep</c></b></a></item>
                """)
        #expect(try XMLReader().read(Episode.self, from: xml) == episode)
    }

    @Test("a shared element with nothing to write is left out; one field of it is enough to write it")
    func emptySharedElements() throws {
        var episode = Episode(title: "t")
        let root = "<item xmlns:itunes=\"\(itunes)\">"
        #expect(try episode.xmlString().hasSuffix("\(root)<title>t</title></item>"))
        episode.imageWidth = 8
        #expect(try episode.xmlString().hasSuffix("\(root)<title>t</title><itunes:image width=\"8\"/></item>"))
    }

    @Test("a path element also mapped on its own, or an attribute path without @, is a description problem")
    func pathProblems() {
        struct Clash: XMLReadable {
            var author = ""
            var name = ""
            static let xmlDescription = XMLDescription(Clash.init) {
                XMLChildText("author", \.author)
                XMLChildText("author/name", \.name)
            }
        }
        #expect(Clash.xmlDescription.problems == ["element 'author' is mapped as text and as path"])
        struct NoAt: XMLReadable {
            var href = ""
            static let xmlDescription = XMLDescription(NoAt.init) {
                XMLAttribute("image/href", \.href)
            }
        }
        #expect(NoAt.xmlDescription.problems == ["attribute path 'image/href' does not end in '@name'"])
    }

    @Test("paths are matched by namespace, whatever the document's prefix")
    func pathsByNamespace() throws {
        let xml = "<item><title>t</title><p:image xmlns:p=\"\(itunes)\" href=\"h\"/><image href=\"no\"/></item>"
        #expect(try XMLReader().read(Episode.self, from: xml).imageURL == "h")
    }
}
