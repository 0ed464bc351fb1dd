// Apple's podcast vocabulary (`itunes:`): its elements as extension types, with the values podcast
// apps need (explicit as a yes or no, durations in seconds) read from the text feeds write.

import Xylem

/// The iTunes podcast vocabulary: one extension type per element, declared for channels and items
/// by ``declarations``.
///
/// ```swift
/// let seconds = item.extension(ITunes.Duration.self)?.seconds
/// ```
public enum ITunes {
    static func name(_ localName: String) -> XMLQualifiedName { FeedNamespaces.name(.iTunes, localName) }

    /// `itunes:author`.
    public typealias Author = FeedText<AuthorName>
    /// `itunes:title`.
    public typealias Title = FeedText<TitleName>
    /// `itunes:subtitle`.
    public typealias Subtitle = FeedText<SubtitleName>
    /// `itunes:summary`.
    public typealias Summary = FeedText<SummaryName>
    /// `itunes:keywords`: comma-separated keywords.
    public typealias Keywords = FeedText<KeywordsName>
    /// `itunes:type`: `episodic` or `serial`.
    public typealias ShowType = FeedText<TypeName>
    /// `itunes:episodeType`: `full`, `trailer` or `bonus`.
    public typealias EpisodeType = FeedText<EpisodeTypeName>
    /// `itunes:new-feed-url`: where the podcast moved.
    public typealias NewFeedURL = FeedText<NewFeedURLName>
    /// `itunes:block`: `Yes` hides the show or episode (see ``FeedText/isYes``).
    public typealias Block = FeedText<BlockName>
    /// `itunes:complete`: `Yes` when no more episodes will come.
    public typealias Complete = FeedText<CompleteName>
    /// `itunes:episode`: the episode number.
    public typealias Episode = FeedInteger<EpisodeName>
    /// `itunes:season`: the season number.
    public typealias Season = FeedInteger<SeasonName>

    /// The name of `itunes:author`.
    public enum AuthorName: FeedElementName { public static let xmlName = name("author") }
    /// The name of `itunes:title`.
    public enum TitleName: FeedElementName { public static let xmlName = name("title") }
    /// The name of `itunes:subtitle`.
    public enum SubtitleName: FeedElementName { public static let xmlName = name("subtitle") }
    /// The name of `itunes:summary`.
    public enum SummaryName: FeedElementName { public static let xmlName = name("summary") }
    /// The name of `itunes:keywords`.
    public enum KeywordsName: FeedElementName { public static let xmlName = name("keywords") }
    /// The name of `itunes:type`.
    public enum TypeName: FeedElementName { public static let xmlName = name("type") }
    /// The name of `itunes:episodeType`.
    public enum EpisodeTypeName: FeedElementName { public static let xmlName = name("episodeType") }
    /// The name of `itunes:new-feed-url`.
    public enum NewFeedURLName: FeedElementName { public static let xmlName = name("new-feed-url") }
    /// The name of `itunes:block`.
    public enum BlockName: FeedElementName { public static let xmlName = name("block") }
    /// The name of `itunes:complete`.
    public enum CompleteName: FeedElementName { public static let xmlName = name("complete") }
    /// The name of `itunes:episode`.
    public enum EpisodeName: FeedElementName { public static let xmlName = name("episode") }
    /// The name of `itunes:season`.
    public enum SeasonName: FeedElementName { public static let xmlName = name("season") }

    /// The extension lines of the vocabulary, for a channel's or an item's description.
    public static var declarations: [XMLExtensionDeclaration] { declarations(OnTheObject()) }

    /// The vocabulary's declarations at `place`.
    static func declarations(_ place: some ExtensionPlacement) -> [XMLExtensionDeclaration] {
        [
            place.declare(Author.self), place.declare(Title.self), place.declare(Subtitle.self),
            place.declare(Summary.self), place.declare(Keywords.self), place.declare(ShowType.self),
            place.declare(EpisodeType.self), place.declare(NewFeedURL.self), place.declare(Block.self),
            place.declare(Complete.self), place.declare(Episode.self), place.declare(Season.self),
            place.declare(Explicit.self), place.declare(Duration.self), place.declare(Image.self),
            place.declare(Owner.self), place.declare(Category.self),
        ]
    }
}

extension ITunes {
    /// `itunes:explicit`, in any of its spellings: `yes`, `true` and `explicit` are explicit;
    /// `no`, `false` and `clean` are not.
    public struct Explicit: XMLExtension, XMLExtensible {
        /// The element's name.
        public static let xmlName = ITunes.name("explicit")
        /// The text, as written.
        public var text = ""
        /// Unknown attributes.
        public var extensions = XMLExtensions()

        /// An element holding `text`.
        public init(_ text: String = "") { self.text = text }

        /// How the type is read and written.
        public static let xmlDescription = feedDescription({ Explicit() }) {
            XMLTextContent(\.text)
            XMLExtensionPoint(\.extensions, keepUnknown: true)
        }

        /// Whether the show or episode is explicit; nil when the text is none of the spellings.
        public var isExplicit: Bool? {
            switch text.trimmingFeedWhitespace().lowercased() {
            case "yes", "true", "explicit": return true
            case "no", "false", "clean": return false
            default: return nil
            }
        }
    }

    /// `itunes:duration`: seconds (`754`), `m:s` (`12:34`) or `h:m:s` (`1:02:03`), as written.
    public struct Duration: XMLExtension, XMLExtensible {
        /// The element's name.
        public static let xmlName = ITunes.name("duration")
        /// The text, as written.
        public var text = ""
        /// Unknown attributes.
        public var extensions = XMLExtensions()

        /// An element holding `text`.
        public init(_ text: String = "") { self.text = text }

        /// How the type is read and written.
        public static let xmlDescription = feedDescription({ Duration() }) {
            XMLTextContent(\.text)
            XMLExtensionPoint(\.extensions, keepUnknown: true)
        }

        /// The duration in whole seconds (a fraction is dropped); nil when the text is not one of
        /// the three forms.
        public var seconds: Int? { Self.seconds(in: text) }

        /// The seconds of `s`, `m:s` or `h:m:s`, read from the UTF-8 bytes.
        static func seconds(in text: String) -> Int? {
            var total = 0
            var part = 0
            var digits = 0
            var parts = 1
            var inFraction = false
            var sawSpaceAfter = false
            var started = false
            for byte in text.utf8 {
                if String.isFeedWhitespace(byte) {
                    if started { sawSpaceAfter = true }
                    continue
                }
                guard !sawSpaceAfter else { return nil }
                started = true
                switch byte {
                case UInt8(ascii: "0")...UInt8(ascii: "9"):
                    guard !inFraction else { continue }
                    digits += 1
                    guard digits <= 9 else { return nil }
                    part = part * 10 + Int(byte - UInt8(ascii: "0"))
                case UInt8(ascii: ":"):
                    guard !inFraction, digits > 0, parts < 3 else { return nil }
                    total = total * 60 + part
                    part = 0
                    digits = 0
                    parts += 1
                case UInt8(ascii: "."):
                    // Only the seconds may have a fraction ("754.2", "1:02:03.5").
                    guard !inFraction, digits > 0 else { return nil }
                    inFraction = true
                default:
                    return nil
                }
            }
            guard digits > 0 else { return nil }
            return total * 60 + part
        }
    }

    /// `itunes:image`: the artwork's URL in `href`.
    public struct Image: XMLExtension, XMLExtensible {
        /// The element's name.
        public static let xmlName = ITunes.name("image")
        /// The artwork's URL.
        public var href: String?
        /// `url`, which some feeds write instead of `href`.
        public var url: String?
        /// Unknown attributes and content.
        public var extensions = XMLExtensions()

        /// An image at `href`.
        public init(href: String? = nil) { self.href = href }

        /// How the type is read and written.
        public static let xmlDescription = feedDescription({ Image() }) {
            XMLAttribute("href", \.href)
            XMLAttribute("url", \.url)
            XMLExtensionPoint(\.extensions, keepUnknown: true)
        }

        /// The artwork's URL: `href`, or `url` where a feed wrote that instead.
        public var link: String? { href ?? url }
    }

    /// `itunes:owner`: the show's contact, with `itunes:name` and `itunes:email`.
    public struct Owner: XMLExtension, XMLExtensible {
        /// The element's name.
        public static let xmlName = ITunes.name("owner")
        /// `itunes:name`.
        public var name: String?
        /// `itunes:email`.
        public var email: String?
        /// Unknown attributes and content.
        public var extensions = XMLExtensions()

        /// An owner.
        public init(name: String? = nil, email: String? = nil) {
            self.name = name
            self.email = email
        }

        /// How the type is read and written.
        public static let xmlDescription = feedDescription({ Owner() }) {
            XMLChildText("itunes:name", \.name)
            XMLChildText("itunes:email", \.email)
            XMLExtensionPoint(\.extensions, keepUnknown: true)
        }
    }

    /// `itunes:category`: a category in `text`, with its subcategories nested inside.
    public struct Category: XMLExtension, XMLExtensible {
        /// The element's name.
        public static let xmlName = ITunes.name("category")
        /// The category's name.
        public var text: String?
        /// The subcategories, nested `itunes:category` elements.
        public var subcategories: [Category] = []
        /// Unknown attributes and content.
        public var extensions = XMLExtensions()

        /// A category named `text`.
        public init(_ text: String? = nil, subcategories: [Category] = []) {
            self.text = text
            self.subcategories = subcategories
        }

        /// How the type is read and written.
        public static let xmlDescription = feedDescription({ Category() }) {
            XMLAttribute("text", \.text)
            XMLChildren("itunes:category", \.subcategories)
            XMLExtensionPoint(\.extensions, keepUnknown: true)
        }

        /// The names from this category down, one path per innermost category:
        /// `[["Arts", "Design"], ["Arts", "Books"]]`, or `[["News"]]` without subcategories.
        public var paths: [[String]] {
            let own = text.map { [$0] } ?? []
            guard !subcategories.isEmpty else { return own.isEmpty ? [] : [own] }
            return subcategories.flatMap { sub in sub.paths.map { own + $0 } }
        }
    }
}
