// Reading OPML subscription lists: the outlines of the body, nested as folders, read through a
// description with the feed-reading options, so that the mistakes exports make are repaired.

import Xylem

/// Reads the feeds of an OPML document.
enum OPMLReader {
    /// The feeds among the document's outlines, in document order, each with its folders.
    static func subscriptions(in bytes: [UInt8]) throws -> [Subscription] {
        let document: OPMLDocument
        do {
            document = try XMLReader(options: .feedReading).read(OPMLDocument.self, from: .bytes(bytes))
        } catch let error as XMLReadError {
            if case .unexpectedRoot(_, let found) = error.kind {
                throw SubscriptionListError(.notOPML(root: found, line: error.line))
            }
            throw SubscriptionListError(.unreadableXML(error))
        }
        var subscriptions: [Subscription] = []
        collect(document.outlines, folders: [], into: &subscriptions)
        return subscriptions
    }

    /// Adds the feeds among `outlines` and the outlines inside them, depth first.
    private static func collect(_ outlines: [OPMLOutline], folders: [String], into list: inout [Subscription]) {
        for outline in outlines {
            let title = outline.title
            if let url = trimmedForView(outline.xmlURL), !url.isEmpty {
                list.append(
                    Subscription(
                        url: url, title: title,
                        siteURL: trimmedForView(outline.htmlURL).flatMap { $0.isEmpty ? nil : $0 },
                        categories: folders))
            }
            // An untitled folder adds no category; its outlines are still read.
            if !outline.outlines.isEmpty {
                collect(outline.outlines, folders: title.map { folders + [$0] } ?? folders, into: &list)
            }
        }
    }
}

/// An `<opml>` document: the outlines of its body.
struct OPMLDocument: XMLReadable {
    var outlines: [OPMLOutline] = []

    static let xmlDescription = XMLDescription({ OPMLDocument() }, element: "opml") {
        XMLChildren("outline", \.outlines, wrapper: "body")
    }
}

/// An `<outline>`: a feed when it has an `xmlUrl`, and a folder of the outlines inside it.
struct OPMLOutline: XMLReadable {
    var text: String?
    var titleAttribute: String?
    var xmlURL: String?
    var htmlURL: String?
    var outlines: [OPMLOutline] = []

    /// The name shown for the outline: `text`, which OPML requires, else `title`.
    var title: String? {
        for name in [text, titleAttribute] {
            if let trimmed = trimmedForView(name), !trimmed.isEmpty { return trimmed }
        }
        return nil
    }

    static let xmlDescription = XMLDescription({ OPMLOutline() }, element: "outline") {
        XMLAttribute("text", \.text)
        XMLAttribute("title", \.titleAttribute)
        XMLAttribute("xmlUrl", \.xmlURL)
        XMLAttribute("htmlUrl", \.htmlURL)
        XMLChildren("outline", \.outlines)
    }
}
