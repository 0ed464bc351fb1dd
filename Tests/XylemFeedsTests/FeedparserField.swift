// feedparser's result fields mapped onto the feed view, for the fields the view models; the
// others (details, `_detail` dictionaries, sanitizing) are not compared.

import Foundation
import Xylem
import XylemFeeds

struct FeedparserField {
    enum Part: Equatable {
        case key(String)
        case index(Int)
    }

    let text: String
    let parts: [Part]

    /// The field, when the view models it.
    init?(_ text: String) {
        self.text = text
        var parts: [Part] = []
        var rest = Substring(text)
        let root = rest.prefix { $0 != "[" }
        parts.append(.key(String(root)))
        rest = rest.dropFirst(root.count)
        while rest.hasPrefix("[") {
            guard let close = rest.firstIndex(of: "]") else { return nil }
            let inner = rest[rest.index(after: rest.startIndex)..<close]
            if let number = Int(inner) {
                parts.append(.index(number))
            } else if inner.hasPrefix("'"), inner.hasSuffix("'"), inner.count >= 2 {
                parts.append(.key(String(inner.dropFirst().dropLast())))
            } else {
                return nil
            }
            rest = rest[rest.index(after: close)...]
        }
        guard rest.isEmpty else { return nil }
        self.parts = parts
        guard Self.supported(parts) else { return nil }
    }

    private static let feedKeys: Set<String> = [
        "title", "link", "language", "generator", "copyright", "rights", "itunes_explicit", "itunes_block",
        "newlocation", "subtitle", "tagline", "description", "updated_parsed",
    ]
    private static let entryKeys: Set<String> = [
        "title", "link", "id", "guid", "comments", "itunes_explicit", "itunes_block", "published_parsed",
        "updated_parsed", "summary", "description",
    ]

    private static func supported(_ parts: [Part]) -> Bool {
        switch parts.first {
        case .key("feed"):
            if parts.count == 2, case .key(let key) = parts[1] { return feedKeys.contains(key) }
            return parts == [.key("feed"), .key("image"), .key("href")]
        case .key("entries"):
            guard parts.count >= 3, case .index = parts[1], case .key(let key) = parts[2] else { return false }
            if parts.count == 3 { return entryKeys.contains(key) }
            if key == "enclosures", parts.count == 5, case .key(let inner) = parts[4] {
                return ["href", "url", "length", "type"].contains(inner)
            }
            if key == "media_thumbnail", parts.count == 5 { return parts[4] == .key("url") }
            if key == "content", parts.count == 5 { return parts[3] == .index(0) && parts[4] == .key("value") }
            return false
        default: return false
        }
    }

    /// Whether the view differs from feedparser here by design, and why.
    static func differsOnPurpose(_ file: String, _ field: FeedparserField, _ expected: PythonValue) -> Bool {
        let name = file.split(separator: "/").last.map(String.init) ?? file
        // Markup inside a text construct: feedparser gives the markup (sanitized, its links
        // resolved); the view gives Atom 1.0's XHTML as XylemAtom reads it and 0.3's text.
        if name.contains("inline_markup") || name.contains("naked_markup") { return true }
        if case .string(let text) = expected, text.contains("<"), file.contains("/base/") { return true }
        // Markup that feedparser serializes again (attributes sorted, `<br/>` as `<br />`, SVG
        // and MathML with their namespaces) or escapes where it doubts it is markup.
        if case .string(let text) = expected, text.contains("<"),
            file.contains("/namespace/") || name.contains("description_br") || name.contains("not_a_doctype")
                || name.contains("application_xml") || name.contains("escaped_markup")
        {
            return true
        }
        // feedparser trims white space around text; the view keeps text as read.
        if name == "item_description_not_a_doctype2.xml" { return true }
        // Elements that are not RSS: `summary`, `fullitem` and `xhtml:body` in an RSS item.
        if [
            "item_description_and_summary.xml", "item_summary_and_description.xml", "item_fullitem.xml",
            "item_xhtml_body.xml",
        ].contains(name) {
            return true
        }
        // Atom 1.0 has no `mode`: base64 text is decoded only in Atom 0.3.
        if name.contains("base64"), file.contains("/atom10/") || file.contains("/base/") { return true }
        // Identifiers are not links: the view keeps them as written.
        if field.parts.count == 3, field.parts[2] == .key("id") || field.parts[2] == .key("guid") {
            return file.contains("/base/")
        }
        // feedparser reads only `yes` (in lower case, without spaces) as a block, and only `yes`,
        // `explicit` and `clean` as explicit or not; the view reads every spelling podcast apps
        // accept, `true` and `false` included, in any case.
        if name.hasPrefix("itunes_channel_block_") || name.hasPrefix("itunes_item_block_") { return true }
        if name.hasPrefix("itunes_channel_explicit_") || name.hasPrefix("itunes_item_explicit_") {
            return true
        }
        // XML names are case-sensitive; an old `itunes:link rel="image"`; the language of an HTTP
        // header; RSS 0.92's `redirect`: none of them is modelled.
        return [
            "itunes_core_element_uppercase.xml", "itunes_channel_link_image.xml", "http_content_language.xml",
            "newlocation.xml",
        ].contains(name)
    }

    /// The view's value of the field: nil when absent.
    func value(in feed: Feed) -> PythonValue? {
        if parts[0] == .key("feed") {
            switch parts[1] {
            case .key("title"): return feed.title.map(PythonValue.string)
            case .key("link"): return feed.link.map(PythonValue.string)
            case .key("language"): return feed.language.map(PythonValue.string)
            case .key("generator"): return feed.generator.map(PythonValue.string)
            case .key("copyright"), .key("rights"): return feed.rights.map(PythonValue.string)
            case .key("itunes_explicit"): return feed.iTunes?.explicit.map(PythonValue.boolean)
            case .key("itunes_block"): return feed.iTunes?.block.map(PythonValue.boolean)
            case .key("newlocation"): return feed.iTunes?.newFeedURL.map(PythonValue.string)
            case .key("subtitle"), .key("tagline"), .key("description"): return feed.description.map(PythonValue.string)
            case .key("updated_parsed"): return feed.updated.map(Self.tuple)
            case .key("image"): return feed.image.map(PythonValue.string)
            default: return nil
            }
        }
        guard case .index(let index) = parts[1], index < feed.items.count, case .key(let key) = parts[2] else {
            return nil
        }
        let item = feed.items[index]
        switch key {
        case "title": return item.title.map(PythonValue.string)
        case "link": return item.link.map(PythonValue.string)
        case "id", "guid": return item.id.map(PythonValue.string)
        case "comments": return item.comments.map(PythonValue.string)
        case "summary", "description": return item.summary.map(PythonValue.string)
        case "content": return item.content.map(PythonValue.string)
        case "itunes_explicit": return item.iTunes?.explicit.map(PythonValue.boolean)
        case "itunes_block": return item.iTunes?.block.map(PythonValue.boolean)
        case "published_parsed": return item.published.map(Self.tuple)
        case "updated_parsed": return item.updated.map(Self.tuple)
        case "enclosures":
            guard case .index(let number) = parts[3], number < item.enclosures.count else { return nil }
            let enclosure = item.enclosures[number]
            switch parts[4] {
            case .key("href"), .key("url"): return .string(enclosure.url)
            case .key("length"): return enclosure.length.map { .string(String($0)) }
            default: return enclosure.type.map(PythonValue.string)
            }
        case "media_thumbnail":
            guard case .index(let number) = parts[3], let thumbnails = item.media?.thumbnails,
                number < thumbnails.count
            else { return nil }
            return .string(thumbnails[number])
        default: return nil
        }
    }

    /// Whether the view's value is what feedparser states: its 0 and 1 are booleans too.
    static func matches(_ actual: PythonValue?, _ expected: PythonValue) -> Bool {
        switch (actual, expected) {
        case (nil, .null): return true
        case (.boolean(let value), .integer(let number)): return (value ? 1 : 0) == number
        case (.tuple(let left), .tuple(let right)): return left.prefix(6) == right.prefix(6)
        default: return actual == expected
        }
    }

    /// Python's `time.struct_time` fields of a date in UTC, as feedparser's `_parsed` values.
    static func tuple(_ date: Date) -> PythonValue {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        return .tuple([parts.year!, parts.month!, parts.day!, parts.hour!, parts.minute!, parts.second!])
    }
}
