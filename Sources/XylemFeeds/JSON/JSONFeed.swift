// JSON Feed 1.0 and 1.1, decoded with Foundation's `JSONDecoder` (from FoundationEssentials where
// it exists, so no XML or ICU library comes with it): the one format of the module that is not XML.

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A JSON Feed document (https://jsonfeed.org, versions 1.0 and 1.1).
///
/// Unlike the XML formats, a JSON Feed is decoded whole, with Foundation's `JSONDecoder`, before
/// its items are handed over: JSON Feeds are small, and the format has no streaming reader here.
///
/// ```swift
/// let feed = try JSONFeed.decode(from: bytes)
/// print(feed.title ?? "", feed.items.count)
/// ```
public struct JSONFeed: Decodable, Sendable, Equatable {
    /// `version`: the format's URL.
    public var version: String?
    /// `title`.
    public var title: String?
    /// `home_page_url`.
    public var homePageURL: String?
    /// `feed_url`.
    public var feedURL: String?
    /// `description`.
    public var description: String?
    /// `next_url`.
    public var nextURL: String?
    /// `icon`.
    public var icon: String?
    /// `favicon`.
    public var favicon: String?
    /// `authors` (1.1), or the single `author` of 1.0.
    public var authors: [Author]?
    /// `author` (1.0).
    public var author: Author?
    /// `language` (1.1).
    public var language: String?
    /// `expired`.
    public var expired: Bool?
    /// `hubs`.
    public var hubs: [Hub]?
    /// `items`.
    public var items: [Item] = []

    enum CodingKeys: String, CodingKey {
        case version, title, description, icon, favicon, authors, author, language, expired, hubs, items
        case homePageURL = "home_page_url", feedURL = "feed_url", nextURL = "next_url"
    }

    /// Decodes a JSON Feed document.
    public static func decode(from bytes: [UInt8]) throws -> JSONFeed {
        try JSONDecoder().decode(JSONFeed.self, from: Data(bytes))
    }

    /// An author.
    public struct Author: Decodable, Sendable, Equatable {
        /// `name`.
        public var name: String?
        /// `url`.
        public var url: String?
        /// `avatar`.
        public var avatar: String?
    }

    /// A WebSub hub.
    public struct Hub: Decodable, Sendable, Equatable {
        /// `type`, such as `WebSub`.
        public var type: String?
        /// `url`.
        public var url: String?
    }

    /// An item.
    public struct Item: Decodable, Sendable, Equatable {
        /// `id` (a string; numbers are accepted and written in decimal).
        public var id: String?
        /// `url`.
        public var url: String?
        /// `external_url`.
        public var externalURL: String?
        /// `title`.
        public var title: String?
        /// `content_html`.
        public var contentHTML: String?
        /// `content_text`.
        public var contentText: String?
        /// `summary`.
        public var summary: String?
        /// `image`.
        public var image: String?
        /// `banner_image`.
        public var bannerImage: String?
        /// `date_published`, as written (RFC 3339).
        public var datePublished: String?
        /// `date_modified`, as written.
        public var dateModified: String?
        /// `authors`.
        public var authors: [Author]?
        /// `author` (1.0).
        public var author: Author?
        /// `tags`.
        public var tags: [String]?
        /// `language`.
        public var language: String?
        /// `attachments`.
        public var attachments: [Attachment]?

        enum CodingKeys: String, CodingKey {
            case id, url, title, summary, image, authors, author, tags, language, attachments
            case externalURL = "external_url", contentHTML = "content_html", contentText = "content_text"
            case bannerImage = "banner_image", datePublished = "date_published", dateModified = "date_modified"
        }

        /// Decodes an item; an `id` written as a number is read as its decimal text.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            if let text = try? container.decodeIfPresent(String.self, forKey: .id) {
                id = text
            } else if let number = try? container.decodeIfPresent(Int.self, forKey: .id) {
                id = String(number)
            }
            url = try container.decodeIfPresent(String.self, forKey: .url)
            externalURL = try container.decodeIfPresent(String.self, forKey: .externalURL)
            title = try container.decodeIfPresent(String.self, forKey: .title)
            contentHTML = try container.decodeIfPresent(String.self, forKey: .contentHTML)
            contentText = try container.decodeIfPresent(String.self, forKey: .contentText)
            summary = try container.decodeIfPresent(String.self, forKey: .summary)
            image = try container.decodeIfPresent(String.self, forKey: .image)
            bannerImage = try container.decodeIfPresent(String.self, forKey: .bannerImage)
            datePublished = try container.decodeIfPresent(String.self, forKey: .datePublished)
            dateModified = try container.decodeIfPresent(String.self, forKey: .dateModified)
            authors = try container.decodeIfPresent([Author].self, forKey: .authors)
            author = try container.decodeIfPresent(Author.self, forKey: .author)
            tags = try container.decodeIfPresent([String].self, forKey: .tags)
            language = try container.decodeIfPresent(String.self, forKey: .language)
            attachments = try container.decodeIfPresent([Attachment].self, forKey: .attachments)
        }
    }

    /// An attached file.
    public struct Attachment: Decodable, Sendable, Equatable {
        /// `url`.
        public var url: String?
        /// `mime_type`.
        public var mimeType: String?
        /// `title`.
        public var title: String?
        /// `size_in_bytes`.
        public var sizeInBytes: Int?
        /// `duration_in_seconds`.
        public var durationInSeconds: Double?

        enum CodingKeys: String, CodingKey {
            case url, title
            case mimeType = "mime_type", sizeInBytes = "size_in_bytes", durationInSeconds = "duration_in_seconds"
        }
    }
}
