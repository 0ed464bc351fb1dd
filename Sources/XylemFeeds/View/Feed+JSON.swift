// The feed view of JSON Feed documents.

import Xylem

extension Feed {
    /// The view of a JSON Feed, its links resolved against `documentURL`; dates are read in any
    /// form `XMLDate` reads, and texts that are no date are left out (``FeedReader`` reports
    /// both).
    public init(_ json: JSONFeed, documentURL: String? = nil) {
        self.init(jsonFeed: json, LinkResolver(base: documentURL))
        let resolver = LinkResolver(base: documentURL)
        items = json.items.map { FeedItem($0, resolver: resolver) }
    }

    /// The view of a JSON Feed's own fields (no items).
    init(jsonFeed json: JSONFeed, _ resolver: LinkResolver) {
        self.init(format: .json)
        version = json.version
        title = trimmedForView(json.title)
        link = resolver.resolve(json.homePageURL)
        description = json.description
        language = json.language.map(languageTag)
        image = resolver.resolve(json.icon ?? json.favicon)
        authors = (json.authors ?? json.author.map { [$0] } ?? []).map { FeedPerson($0, resolver) }
        selfLink = resolver.resolve(json.feedURL)
        nextLink = resolver.resolve(json.nextURL)
        hubs = (json.hubs ?? []).compactMap { resolver.resolve($0.url) }
    }
}

extension FeedItem {
    /// The view of a JSON Feed item.
    init(_ item: JSONFeed.Item, resolver: LinkResolver) {
        self.init()
        id = trimmedForView(item.id)
        title = trimmedForView(item.title)
        link = resolver.resolve(item.url ?? item.externalURL)
        published = item.datePublished.flatMap { XMLDate($0)?.date }
        updated = item.dateModified.flatMap { XMLDate($0)?.date }
        authors = (item.authors ?? item.author.map { [$0] } ?? []).map { FeedPerson($0, resolver) }
        categories = item.tags ?? []
        summary = item.summary
        content = item.contentHTML ?? item.contentText
        enclosures = (item.attachments ?? []).compactMap { attachment in
            resolver.resolve(attachment.url).map {
                FeedEnclosure(url: $0, length: attachment.sizeInBytes, type: attachment.mimeType)
            }
        }
    }
}

extension FeedPerson {
    init(_ author: JSONFeed.Author, _ resolver: LinkResolver) {
        self.init(name: author.name, uri: resolver.resolve(author.url))
    }
}

extension JSONFeed {
    /// The warnings about the items' dates, which JSON Feed writes in RFC 3339: one in RFC 822's
    /// syntax is read, with a warning of kind `unexpectedForm`; a text that is no date is left
    /// out, with a warning of kind `conversion` naming it. Each names its place as
    /// `items[3]/date_published`; JSON has no lines to give.
    var dateWarnings: [XMLReadError] {
        var warnings: [XMLReadError] = []
        for (position, item) in items.enumerated() {
            for (key, text) in [("date_published", item.datePublished), ("date_modified", item.dateModified)] {
                guard let text else { continue }
                let path = "items[\(position + 1)]/\(key)"
                do {
                    _ = try XMLText.lending(text) { try Self.dates.read($0) }
                } catch let warning as XMLConversionWarning {
                    warnings.append(
                        XMLReadError(
                            kind: .unexpectedForm(expected: "RFC 3339 date", text: text), path: path,
                            underlying: warning))
                } catch {
                    warnings.append(XMLReadError(kind: .conversion(expected: "RFC 3339 date", text: text), path: path))
                }
            }
        }
        return warnings
    }

    /// How JSON Feed's dates are read: ISO 8601's syntax expected.
    private static let dates = XMLConversion<XMLDate>.iso8601
}
