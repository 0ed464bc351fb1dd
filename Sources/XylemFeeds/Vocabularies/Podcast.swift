// The Podcasting 2.0 namespace (`podcast:`): its elements as extension types with their
// attributes, kept as written; numbers and dates are typed where the namespace defines them.

import Xylem

/// The Podcasting 2.0 namespace: one extension type per element, declared for channels and items
/// by ``declarations``.
///
/// ```swift
/// for transcript in item.extensions(Podcast.Transcript.self) { print(transcript.url ?? "") }
/// ```
public enum Podcast {
    static func name(_ localName: String) -> XMLQualifiedName { FeedNamespaces.name(.podcast, localName) }

    /// `podcast:guid`: the show's permanent identifier.
    public typealias GUID = FeedText<GUIDName>
    /// `podcast:medium`: `podcast`, `music`, `video`, …
    public typealias Medium = FeedText<MediumName>
    /// The name of `podcast:guid`.
    public enum GUIDName: FeedElementName { public static let xmlName = name("guid") }
    /// The name of `podcast:medium`.
    public enum MediumName: FeedElementName { public static let xmlName = name("medium") }

    /// The extension lines of the namespace, for a channel's or an item's description.
    public static var declarations: [XMLExtensionDeclaration] { declarations(OnTheObject()) }

    /// The namespace's declarations at `place`.
    static func declarations(_ place: some ExtensionPlacement) -> [XMLExtensionDeclaration] {
        [
            place.declare(GUID.self), place.declare(Medium.self), place.declare(Transcript.self),
            place.declare(Chapters.self), place.declare(Funding.self), place.declare(Person.self),
            place.declare(Location.self), place.declare(Season.self), place.declare(Episode.self),
            place.declare(Locked.self), place.declare(Trailer.self), place.declare(License.self),
            place.declare(Images.self), place.declare(Soundbite.self), place.declare(AlternateEnclosure.self),
            place.declare(ValueBlock.self), place.declare(LiveItem.self), place.declare(Podroll.self),
            place.declare(RemoteItem.self), place.declare(Txt.self), place.declare(UpdateFrequency.self),
        ]
    }
}

extension Podcast {
    /// `podcast:transcript`: a transcript or captions file.
    public struct Transcript: XMLExtension, XMLExtensible {
        /// The element's name.
        public static let xmlName = Podcast.name("transcript")
        /// The file's URL, its media type, its language and `rel` (`captions`).
        public var url: String?
        /// The file's media type, such as `text/vtt`.
        public var type: String?
        /// The transcript's language.
        public var language: String?
        /// `captions` when the file is captions.
        public var rel: String?
        /// Unknown attributes and content.
        public var extensions = XMLExtensions()
        /// An empty transcript.
        public init() {}
        /// How the type is read and written.
        public static let xmlDescription = feedDescription({ Transcript() }) {
            XMLAttribute("url", \.url)
            XMLAttribute("type", \.type)
            XMLAttribute("language", \.language)
            XMLAttribute("rel", \.rel)
            XMLExtensionPoint(\.extensions, keepUnknown: true)
        }
    }

    /// `podcast:chapters`: the chapters file.
    public struct Chapters: XMLExtension, XMLExtensible {
        /// The element's name.
        public static let xmlName = Podcast.name("chapters")
        /// The file's URL.
        public var url: String?
        /// The file's media type, such as `application/json+chapters`.
        public var type: String?
        /// Unknown attributes and content.
        public var extensions = XMLExtensions()
        /// An empty element.
        public init() {}
        /// How the type is read and written.
        public static let xmlDescription = feedDescription({ Chapters() }) {
            XMLAttribute("url", \.url)
            XMLAttribute("type", \.type)
            XMLExtensionPoint(\.extensions, keepUnknown: true)
        }
    }

    /// `podcast:funding`: a page that takes donations, with its label as text.
    public struct Funding: XMLExtension, XMLExtensible {
        /// The element's name.
        public static let xmlName = Podcast.name("funding")
        /// The page's URL.
        public var url: String?
        /// The label.
        public var text = ""
        /// Unknown attributes and content.
        public var extensions = XMLExtensions()
        /// An empty element.
        public init() {}
        /// How the type is read and written.
        public static let xmlDescription = feedDescription({ Funding() }) {
            XMLTextContent(\.text)
            XMLAttribute("url", \.url)
            XMLExtensionPoint(\.extensions, keepUnknown: true)
        }
    }

    /// `podcast:person`: someone who takes part, named by the text.
    public struct Person: XMLExtension, XMLExtensible {
        /// The element's name.
        public static let xmlName = Podcast.name("person")
        /// The person's name.
        public var name = ""
        /// The role (`host`, `guest`, …) and its group.
        public var role: String?
        /// The group of the role (`cast`, `writing`, …).
        public var group: String?
        /// A picture of the person.
        public var img: String?
        /// A page about the person.
        public var href: String?
        /// Unknown attributes and content.
        public var extensions = XMLExtensions()
        /// An empty element.
        public init() {}
        /// How the type is read and written.
        public static let xmlDescription = feedDescription({ Person() }) {
            XMLTextContent(\.name)
            XMLAttribute("role", \.role)
            XMLAttribute("group", \.group)
            XMLAttribute("img", \.img)
            XMLAttribute("href", \.href)
            XMLExtensionPoint(\.extensions, keepUnknown: true)
        }
    }

    /// `podcast:location`: a place the show or episode is about, named by the text.
    public struct Location: XMLExtension, XMLExtensible {
        /// The element's name.
        public static let xmlName = Podcast.name("location")
        /// The place's name.
        public var name = ""
        /// A `geo:` URI.
        public var geo: String?
        /// An OpenStreetMap identifier.
        public var osm: String?
        /// Unknown attributes and content.
        public var extensions = XMLExtensions()
        /// An empty element.
        public init() {}
        /// How the type is read and written.
        public static let xmlDescription = feedDescription({ Location() }) {
            XMLTextContent(\.name)
            XMLAttribute("geo", \.geo)
            XMLAttribute("osm", \.osm)
            XMLExtensionPoint(\.extensions, keepUnknown: true)
        }
    }

    /// `podcast:season`: the season's number, with an optional name.
    public struct Season: XMLExtension, XMLExtensible {
        /// The element's name.
        public static let xmlName = Podcast.name("season")
        /// The season's number.
        public var number: Int?
        /// The season's name.
        public var name: String?
        /// Unknown attributes and content.
        public var extensions = XMLExtensions()
        /// An empty element.
        public init() {}
        /// How the type is read and written.
        public static let xmlDescription = feedDescription({ Season() }) {
            XMLTextContent(\.number)
            XMLAttribute("name", \.name)
            XMLExtensionPoint(\.extensions, keepUnknown: true)
        }
    }

    /// `podcast:episode`: the episode's number (it may have a fraction), with how to display it.
    public struct Episode: XMLExtension, XMLExtensible {
        /// The element's name.
        public static let xmlName = Podcast.name("episode")
        /// The episode's number.
        public var number: Double?
        /// The text apps show instead of the number.
        public var display: String?
        /// Unknown attributes and content.
        public var extensions = XMLExtensions()
        /// An empty element.
        public init() {}
        /// How the type is read and written.
        public static let xmlDescription = feedDescription({ Episode() }) {
            XMLTextContent(\.number)
            XMLAttribute("display", \.display)
            XMLExtensionPoint(\.extensions, keepUnknown: true)
        }
    }

    /// `podcast:locked`: `yes` when the feed must not be imported elsewhere, with the owner's email.
    public struct Locked: XMLExtension, XMLExtensible {
        /// The element's name.
        public static let xmlName = Podcast.name("locked")
        /// The text, as written (`yes` or `no`).
        public var text = ""
        /// The owner's email address.
        public var owner: String?
        /// Unknown attributes and content.
        public var extensions = XMLExtensions()
        /// An empty element.
        public init() {}
        /// How the type is read and written.
        public static let xmlDescription = feedDescription({ Locked() }) {
            XMLTextContent(\.text)
            XMLAttribute("owner", \.owner)
            XMLExtensionPoint(\.extensions, keepUnknown: true)
        }
        /// Whether the feed is locked; nil when the text is neither yes nor no.
        public var isLocked: Bool? {
            switch text.trimmingFeedWhitespace().lowercased() {
            case "yes", "true": return true
            case "no", "false": return false
            default: return nil
            }
        }
    }

    /// `podcast:trailer`: a trailer, titled by the text.
    public struct Trailer: XMLExtension, XMLExtensible {
        /// The element's name.
        public static let xmlName = Podcast.name("trailer")
        /// The trailer's title.
        public var title = ""
        /// The media file's URL.
        public var url: String?
        /// When it was published.
        public var pubdate: XMLDate?
        /// The file's size in bytes.
        public var length: Int?
        /// The file's media type.
        public var type: String?
        /// The season it introduces.
        public var season: Int?
        /// Unknown attributes and content.
        public var extensions = XMLExtensions()
        /// An empty element.
        public init() {}
        /// How the type is read and written.
        public static let xmlDescription = feedDescription({ Trailer() }) {
            XMLTextContent(\.title)
            XMLAttribute("url", \.url)
            XMLAttribute("pubdate", \.pubdate)
            XMLAttribute("length", \.length)
            XMLAttribute("type", \.type)
            XMLAttribute("season", \.season)
            XMLExtensionPoint(\.extensions, keepUnknown: true)
        }
    }

    /// `podcast:license`: the content's licence, named by the text, with a URL when it is not a
    /// well-known one.
    public struct License: XMLExtension, XMLExtensible {
        /// The element's name.
        public static let xmlName = Podcast.name("license")
        /// The licence's name or SPDX identifier.
        public var name = ""
        /// The licence's text.
        public var url: String?
        /// Unknown attributes and content.
        public var extensions = XMLExtensions()
        /// An empty element.
        public init() {}
        /// How the type is read and written.
        public static let xmlDescription = feedDescription({ License() }) {
            XMLTextContent(\.name)
            XMLAttribute("url", \.url)
            XMLExtensionPoint(\.extensions, keepUnknown: true)
        }
    }

    /// `podcast:images`: artwork in several sizes, as an HTML `srcset`.
    public struct Images: XMLExtension, XMLExtensible {
        /// The element's name.
        public static let xmlName = Podcast.name("images")
        /// The `srcset`, as written.
        public var srcset: String?
        /// Unknown attributes and content.
        public var extensions = XMLExtensions()
        /// An empty element.
        public init() {}
        /// How the type is read and written.
        public static let xmlDescription = feedDescription({ Images() }) {
            XMLAttribute("srcset", \.srcset)
            XMLExtensionPoint(\.extensions, keepUnknown: true)
        }
    }

    /// `podcast:soundbite`: a short part of the episode, titled by the text.
    public struct Soundbite: XMLExtension, XMLExtensible {
        /// The element's name.
        public static let xmlName = Podcast.name("soundbite")
        /// The title.
        public var title = ""
        /// Where it starts, in seconds.
        public var startTime: Double?
        /// How long it lasts, in seconds.
        public var duration: Double?
        /// Unknown attributes and content.
        public var extensions = XMLExtensions()
        /// An empty element.
        public init() {}
        /// How the type is read and written.
        public static let xmlDescription = feedDescription({ Soundbite() }) {
            XMLTextContent(\.title)
            XMLAttribute("startTime", \.startTime)
            XMLAttribute("duration", \.duration)
            XMLExtensionPoint(\.extensions, keepUnknown: true)
        }
    }
}
