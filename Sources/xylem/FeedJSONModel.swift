// How `xylem feed` shows the XylemFeeds view as JSON: one object for the feed and one per item,
// keys in the order the command's help lists them, and only for values that are present.

import Xylem
import XylemFeeds
import XylemToolSupport

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

enum FeedJSONModel {
    /// The feed's own fields (its items are printed separately).
    static func feed(_ feed: Feed) -> JSONLineObject {
        var object = JSONLineObject()
        object.add("object", "feed")
        object.add("format", feed.format.rawValue)
        object.add("version", feed.version)
        object.add("title", feed.title)
        object.add("link", feed.link)
        object.add("description", feed.description)
        object.add("language", feed.language)
        object.add("updated", date(feed.updated))
        object.add("published", date(feed.published))
        object.add("image", feed.image)
        object.add("authors", feed.authors.map(person))
        object.add("categories", feed.categories)
        object.add("generator", feed.generator)
        object.add("rights", feed.rights)
        object.add("self", feed.selfLink)
        object.add("next", feed.nextLink)
        object.add("hubs", feed.hubs)
        object.add("itunes", nonEmpty(feed.iTunes.map(iTunes)))
        object.add("podcast", nonEmpty(feed.podcast.map(podcast)))
        object.add("tombstones", feed.tombstones.map(tombstone))
        return object
    }

    /// One item.
    static func item(_ item: FeedItem) -> JSONLineObject {
        var object = JSONLineObject()
        object.add("object", "item")
        object.add("id", item.id)
        object.add("title", item.title)
        object.add("link", item.link)
        object.add("published", date(item.published))
        object.add("updated", date(item.updated))
        object.add("authors", item.authors.map(person))
        object.add("categories", item.categories)
        object.add("summary", item.summary)
        object.add("content", item.content)
        object.add("comments", item.comments)
        object.add("enclosures", item.enclosures.map(enclosure))
        object.add("itunes", nonEmpty(item.iTunes.map(iTunes)))
        object.add("podcast", nonEmpty(item.podcast.map(podcast)))
        object.add("media", nonEmpty(item.media.map(media)))
        object.add("deleted", item.isDeleted ? true : nil)
        return object
    }

    /// The feed's fields whose values `late` has and `early` had not (or had otherwise).
    static func lateFields(_ late: JSONLineObject, since early: JSONLineObject) -> JSONLineObject {
        var earlier: [String: String] = [:]
        for member in early.members { earlier[member.key] = member.value }
        var object = JSONLineObject()
        for member in late.members where earlier[member.key] != member.value {
            object.add(member.key, encoded: member.value)
        }
        return object
    }

    /// RFC 3339 in UTC: `2011-04-27T07:00:00Z`.
    static func date(_ date: Date?) -> String? {
        date.map { XMLDate($0, utcOffset: 0, format: .rfc3339).xmlText }
    }

    private static func nonEmpty(_ object: JSONLineObject?) -> JSONLineObject? {
        guard let object, !object.isEmpty else { return nil }
        return object
    }

    private static func person(_ person: FeedPerson) -> JSONLineObject {
        var object = JSONLineObject()
        object.add("name", person.name)
        object.add("email", person.email)
        object.add("uri", person.uri)
        return object
    }

    private static func tombstone(_ tombstone: FeedTombstone) -> JSONLineObject {
        var object = JSONLineObject()
        object.add("ref", tombstone.ref)
        object.add("when", date(tombstone.when))
        object.add("by", nonEmpty(tombstone.by.map(person)))
        object.add("comment", tombstone.comment)
        return object
    }

    private static func enclosure(_ enclosure: FeedEnclosure) -> JSONLineObject {
        var object = JSONLineObject()
        object.add("url", enclosure.url)
        object.add("length", enclosure.length)
        object.add("type", enclosure.type)
        return object
    }

    private static func iTunes(_ fields: FeedITunes) -> JSONLineObject {
        var object = JSONLineObject()
        object.add("author", fields.author)
        object.add("explicit", fields.explicit)
        object.add("type", fields.type)
        object.add("image", fields.image)
        object.add("categories", fields.categories)
        object.add("owner", nonEmpty(fields.owner.map(owner)))
        object.add("block", fields.block)
        object.add("complete", fields.complete)
        object.add("newFeedURL", fields.newFeedURL)
        object.add("title", fields.title)
        object.add("subtitle", fields.subtitle)
        object.add("summary", fields.summary)
        object.add("keywords", fields.keywords)
        return object
    }

    private static func owner(_ owner: ITunes.Owner) -> JSONLineObject {
        var object = JSONLineObject()
        object.add("name", owner.name)
        object.add("email", owner.email)
        return object
    }

    private static func iTunes(_ fields: FeedItemITunes) -> JSONLineObject {
        var object = JSONLineObject()
        object.add("duration", fields.duration)
        object.add("episode", fields.episode)
        object.add("season", fields.season)
        object.add("episodeType", fields.episodeType)
        object.add("explicit", fields.explicit)
        object.add("image", fields.image)
        object.add("title", fields.title)
        object.add("block", fields.block)
        object.add("author", fields.author)
        object.add("subtitle", fields.subtitle)
        object.add("summary", fields.summary)
        object.add("keywords", fields.keywords)
        return object
    }

    private static func podcast(_ fields: FeedPodcast) -> JSONLineObject {
        var object = JSONLineObject()
        object.add("guid", fields.guid)
        object.add("locked", fields.locked)
        object.add(
            "funding",
            fields.funding.map { funding in
                var object = JSONLineObject()
                object.add("url", funding.url)
                object.add("text", funding.text.isEmpty ? nil : funding.text)
                return object
            })
        object.add("persons", fields.persons.map(person))
        object.add("medium", fields.medium)
        object.add("license", fields.license.map(\.name))
        object.add("location", fields.location.map(\.name))
        object.add(
            "trailers",
            fields.trailers.map { trailer in
                var object = JSONLineObject()
                object.add("title", trailer.title)
                object.add("url", trailer.url)
                object.add("pubdate", date(trailer.pubdate?.date))
                object.add("length", trailer.length)
                object.add("type", trailer.type)
                object.add("season", trailer.season)
                return object
            })
        object.add("updateFrequency", fields.updateFrequency.map(\.text))
        return object
    }

    private static func podcast(_ fields: FeedItemPodcast) -> JSONLineObject {
        var object = JSONLineObject()
        object.add(
            "transcripts",
            fields.transcripts.map { transcript in
                var object = JSONLineObject()
                object.add("url", transcript.url)
                object.add("type", transcript.type)
                object.add("language", transcript.language)
                object.add("rel", transcript.rel)
                return object
            })
        object.add(
            "chapters",
            nonEmpty(
                fields.chapters.map { chapters in
                    var object = JSONLineObject()
                    object.add("url", chapters.url)
                    object.add("type", chapters.type)
                    return object
                }))
        object.add("persons", fields.persons.map(person))
        object.add(
            "soundbites",
            fields.soundbites.map { soundbite in
                var object = JSONLineObject()
                object.add("startTime", soundbite.startTime)
                object.add("duration", soundbite.duration)
                object.add("title", soundbite.title.isEmpty ? nil : soundbite.title)
                return object
            })
        object.add("season", fields.season?.number)
        object.add("episode", fields.episode?.number)
        object.add("location", fields.location.map(\.name))
        return object
    }

    private static func person(_ person: Podcast.Person) -> JSONLineObject {
        var object = JSONLineObject()
        object.add("name", person.name)
        object.add("role", person.role)
        object.add("group", person.group)
        object.add("img", person.img)
        object.add("href", person.href)
        return object
    }

    private static func media(_ fields: FeedItemMedia) -> JSONLineObject {
        var object = JSONLineObject()
        object.add("thumbnails", fields.thumbnails)
        object.add(
            "contents",
            fields.contents.map { content in
                var object = JSONLineObject()
                object.add("url", content.url)
                object.add("type", content.type)
                object.add("medium", content.medium)
                object.add("fileSize", content.fileSize)
                object.add("duration", content.duration)
                return object
            })
        object.add("title", fields.title)
        object.add("description", fields.description)
        return object
    }
}
