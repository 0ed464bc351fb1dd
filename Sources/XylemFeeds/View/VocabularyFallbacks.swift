// The view's fields that the vocabularies fill in when the format's own element is absent: Dublin
// Core's title, creators, subjects, dates, language and rights, iTunes's author and summary, Media
// RSS's title and description. Every format's view takes them in the same order, after its own.

import Xylem

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension ExtensionLookup {
    /// A feed's title: `dc:title`.
    var feedTitle: String? { first(DublinCore.Title.self)?.text }

    /// An item's title: `dc:title`, else `media:title`.
    var itemTitle: String? { feedTitle ?? first(MediaRSS.Title.self)?.text }

    /// A feed's description: `dc:description`, else `itunes:summary`, else `itunes:subtitle`.
    var feedDescription: String? {
        first(DublinCore.Description.self)?.text ?? first(ITunes.Summary.self)?.text
            ?? first(ITunes.Subtitle.self)?.text
    }

    /// An item's summary: `dc:description`, else `itunes:summary`, else `media:description` (the
    /// item's own or its first group's).
    var itemSummary: String? {
        first(DublinCore.Description.self)?.text ?? first(ITunes.Summary.self)?.text
            ?? FeedItemMedia.description(in: self)
    }

    /// The authors: the `dc:creator` elements, else `itunes:author`.
    var authors: [FeedPerson] {
        let creators = all(DublinCore.Creator.self).map { FeedPerson(name: $0.text) }
        if !creators.isEmpty { return creators }
        return first(ITunes.Author.self).map { [FeedPerson(name: $0.text)] } ?? []
    }

    /// The `dc:subject` elements, categories beside the format's own.
    var subjects: [String] { all(DublinCore.Subject.self).map(\.text) }

    /// When the feed or the item last changed: `dc:date`, else `dcterms:modified`.
    var modified: Date? { first(DublinCore.Date.self)?.date?.date ?? first(DublinCore.Modified.self)?.date?.date }

    /// When the item was published: `dcterms:issued`.
    var issued: Date? { first(DublinCore.Issued.self)?.date?.date }

    /// The language: `dc:language`.
    var language: String? { first(DublinCore.Language.self)?.text }

    /// The rights: `dc:rights`.
    var rights: String? { first(DublinCore.Rights.self)?.text }

    /// The identifier: `dc:identifier`.
    var identifier: String? { first(DublinCore.Identifier.self)?.text }

    /// The picture's link as written: `itunes:image`.
    var image: String? { first(ITunes.Image.self)?.link }

    /// The full content: `content:encoded`.
    var encodedContent: String? { first(ContentModule.Encoded.self)?.text }
}
