// `xylem feed`'s item lines written straight into the output's buffer, with the keys and rules of
// `FeedJSONModel.item(_:)`: items are most of a feed's output, and building each as Strings cost
// more than reading it.

import XylemFeeds
import XylemToolSupport

extension FeedJSONModel {
    /// Writes one item as one object, the same as ``item(_:)`` encodes it; with an `offset` (the
    /// record's byte offset in its document), a leading `"_offset"` member.
    static func writeItem(_ item: FeedItem, offset: Int?, to writer: inout JSONWriter) {
        writer.object { object in
            object.member("_offset", offset)
            object.member("object", "item")
            object.member("id", item.id)
            object.member("title", item.title)
            object.member("link", item.link)
            object.member("published", date(item.published))
            object.member("updated", date(item.updated))
            object.member("authors", objects: item.authors, writePerson)
            object.member("categories", item.categories)
            object.member("summary", item.summary)
            object.member("content", item.content)
            object.member("comments", item.comments)
            object.member("enclosures", objects: item.enclosures) { object, enclosure in
                object.member("url", enclosure.url)
                object.member("length", enclosure.length)
                object.member("type", enclosure.type)
            }
            if let fields = item.iTunes { object.member("itunes", nonEmptyObject: { writeITunes(fields, to: &$0) }) }
            if let fields = item.podcast {
                object.member("podcast", nonEmptyObject: { writePodcast(fields, to: &$0) })
            }
            if let fields = item.media { object.member("media", nonEmptyObject: { writeMedia(fields, to: &$0) }) }
            object.member("deleted", item.isDeleted ? true : nil)
        }
    }

    private static func writePerson(_ object: inout JSONWriter, _ person: FeedPerson) {
        object.member("name", person.name)
        object.member("email", person.email)
        object.member("uri", person.uri)
    }

    private static func writeITunes(_ fields: FeedItemITunes, to object: inout JSONWriter) {
        object.member("duration", fields.duration)
        object.member("episode", fields.episode)
        object.member("season", fields.season)
        object.member("episodeType", fields.episodeType)
        object.member("explicit", fields.explicit)
        object.member("image", fields.image)
        object.member("title", fields.title)
        object.member("block", fields.block)
        object.member("author", fields.author)
        object.member("subtitle", fields.subtitle)
        object.member("summary", fields.summary)
        object.member("keywords", fields.keywords)
    }

    private static func writePodcast(_ fields: FeedItemPodcast, to object: inout JSONWriter) {
        object.member("transcripts", objects: fields.transcripts) { object, transcript in
            object.member("url", transcript.url)
            object.member("type", transcript.type)
            object.member("language", transcript.language)
            object.member("rel", transcript.rel)
        }
        if let chapters = fields.chapters {
            object.member(
                "chapters",
                nonEmptyObject: { object in
                    object.member("url", chapters.url)
                    object.member("type", chapters.type)
                })
        }
        object.member("persons", objects: fields.persons) { object, person in
            object.member("name", person.name)
            object.member("role", person.role)
            object.member("group", person.group)
            object.member("img", person.img)
            object.member("href", person.href)
        }
        object.member("soundbites", objects: fields.soundbites) { object, soundbite in
            object.member("startTime", soundbite.startTime)
            object.member("duration", soundbite.duration)
            object.member("title", soundbite.title.isEmpty ? nil : soundbite.title)
        }
        object.member("season", fields.season?.number)
        object.member("episode", fields.episode?.number)
        object.member("location", fields.location.map(\.name))
    }

    private static func writeMedia(_ fields: FeedItemMedia, to object: inout JSONWriter) {
        object.member("thumbnails", fields.thumbnails)
        object.member("contents", objects: fields.contents) { object, content in
            object.member("url", content.url)
            object.member("type", content.type)
            object.member("medium", content.medium)
            object.member("fileSize", content.fileSize)
            object.member("duration", content.duration)
        }
        object.member("title", fields.title)
        object.member("description", fields.description)
    }
}
