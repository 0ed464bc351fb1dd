// The Podcasting 2.0 elements that hold other elements: alternate enclosures with their sources,
// value blocks with their recipients, live items, podrolls and remote items, and the rest of the
// namespace's attribute elements.

import Xylem

extension Podcast {
    /// `podcast:alternateEnclosure`: another rendition of the episode, with its sources.
    public struct AlternateEnclosure: XMLExtension, XMLExtensible {
        /// The element's name.
        public static let xmlName = Podcast.name("alternateEnclosure")
        /// The rendition's media type.
        public var type: String?
        /// Its size in bytes.
        public var length: Int?
        /// Its bit rate, in bits per second.
        public var bitrate: Double?
        /// Its height in pixels, for video.
        public var height: Int?
        /// Its language.
        public var lang: String?
        /// A title for choosing it.
        public var title: String?
        /// A relation grouping renditions.
        public var rel: String?
        /// Its codecs (RFC 6381).
        public var codecs: String?
        /// `true` for the rendition the enclosure also carries.
        public var isDefault: Bool?
        /// `podcast:source` elements: where the rendition is.
        public var sources: [Source] = []
        /// `podcast:integrity`: a hash or signature of the file.
        public var integrity: Integrity?
        /// Unknown attributes and content.
        public var extensions = XMLExtensions()
        /// An empty element.
        public init() {}
        /// How the type is read and written.
        public static let xmlDescription = feedDescription({ AlternateEnclosure() }) {
            XMLAttribute("type", \.type)
            XMLAttribute("length", \.length)
            XMLAttribute("bitrate", \.bitrate)
            XMLAttribute("height", \.height)
            XMLAttribute("lang", \.lang)
            XMLAttribute("title", \.title)
            XMLAttribute("rel", \.rel)
            XMLAttribute("codecs", \.codecs)
            XMLAttribute("default", \.isDefault)
            XMLChildren("podcast:source", \.sources)
            XMLChild("podcast:integrity", \.integrity)
            XMLExtensionPoint(\.extensions, keepUnknown: true)
        }
    }

    /// `podcast:source`: one place an alternate enclosure is.
    public struct Source: XMLReadable, XMLExtensible, Sendable, Equatable {
        /// The file's URI.
        public var uri: String?
        /// Its media type, when it differs from the enclosure's.
        public var contentType: String?
        /// Unknown attributes and content.
        public var extensions = XMLExtensions()
        /// An empty element.
        public init() {}
        /// How the type is read and written.
        public static let xmlDescription = feedDescription({ Source() }, element: "podcast:source") {
            XMLAttribute("uri", \.uri)
            XMLAttribute("contentType", \.contentType)
            XMLExtensionPoint(\.extensions, keepUnknown: true)
        }
    }

    /// `podcast:integrity`: an SRI hash or a PGP signature of a file.
    public struct Integrity: XMLReadable, XMLExtensible, Sendable, Equatable {
        /// `sri` or `pgp-signature`.
        public var type: String?
        /// The hash or signature.
        public var value: String?
        /// Unknown attributes and content.
        public var extensions = XMLExtensions()
        /// An empty element.
        public init() {}
        /// How the type is read and written.
        public static let xmlDescription = feedDescription({ Integrity() }, element: "podcast:integrity") {
            XMLAttribute("type", \.type)
            XMLAttribute("value", \.value)
            XMLExtensionPoint(\.extensions, keepUnknown: true)
        }
    }

    /// `podcast:value`: how listeners pay the show, split among recipients.
    public struct ValueBlock: XMLExtension, XMLExtensible {
        /// The element's name.
        public static let xmlName = Podcast.name("value")
        /// The currency layer, such as `lightning`.
        public var type: String?
        /// The payment method, such as `keysend`.
        public var method: String?
        /// The suggested amount.
        public var suggested: String?
        /// `podcast:valueRecipient` elements.
        public var recipients: [ValueRecipient] = []
        /// Unknown attributes and content.
        public var extensions = XMLExtensions()
        /// An empty element.
        public init() {}
        /// How the type is read and written.
        public static let xmlDescription = feedDescription({ ValueBlock() }) {
            XMLAttribute("type", \.type)
            XMLAttribute("method", \.method)
            XMLAttribute("suggested", \.suggested)
            XMLChildren("podcast:valueRecipient", \.recipients)
            XMLExtensionPoint(\.extensions, keepUnknown: true)
        }
    }

    /// `podcast:valueRecipient`: one recipient of a value block and its share.
    public struct ValueRecipient: XMLReadable, XMLExtensible, Sendable, Equatable {
        /// The recipient's name.
        public var name: String?
        /// A key and value the recipient's wallet needs.
        public var customKey: String?
        /// The value of ``customKey``.
        public var customValue: String?
        /// The kind of address, such as `node`.
        public var type: String?
        /// The address.
        public var address: String?
        /// The recipient's share.
        public var split: Int?
        /// Whether the share is a fee taken first.
        public var fee: Bool?
        /// Unknown attributes and content.
        public var extensions = XMLExtensions()
        /// An empty element.
        public init() {}
        /// How the type is read and written.
        public static let xmlDescription = feedDescription({ ValueRecipient() }, element: "podcast:valueRecipient") {
            XMLAttribute("name", \.name)
            XMLAttribute("customKey", \.customKey)
            XMLAttribute("customValue", \.customValue)
            XMLAttribute("type", \.type)
            XMLAttribute("address", \.address)
            XMLAttribute("split", \.split)
            XMLAttribute("fee", \.fee)
            XMLExtensionPoint(\.extensions, keepUnknown: true)
        }
    }

    /// `podcast:liveItem`: a live stream, with an item's elements inside.
    public struct LiveItem: XMLExtension, XMLExtensible {
        /// The element's name.
        public static let xmlName = Podcast.name("liveItem")
        /// `pending`, `live` or `ended`.
        public var status: String?
        /// When the stream starts.
        public var start: XMLDate?
        /// When it ends.
        public var end: XMLDate?
        /// The item's elements: title, guid, enclosure, …
        public var item = RSSItem()
        /// An empty element.
        public init() {}
        /// How the type is read and written.
        public static let xmlDescription = feedDescription({ LiveItem() }) {
            XMLAttribute("status", \.status)
            XMLAttribute("start", \.start)
            XMLAttribute("end", \.end)
            RSSItem.mappings(\LiveItem.item)
        }
        /// The item's extensions.
        public var extensions: XMLExtensions {
            get { item.extensions }
            set { item.extensions = newValue }
        }
    }

    /// `podcast:podroll`: shows the podcast recommends.
    public struct Podroll: XMLExtension, XMLExtensible {
        /// The element's name.
        public static let xmlName = Podcast.name("podroll")
        /// `podcast:remoteItem` elements.
        public var remoteItems: [RemoteItem] = []
        /// Unknown attributes and content.
        public var extensions = XMLExtensions()
        /// An empty element.
        public init() {}
        /// How the type is read and written.
        public static let xmlDescription = feedDescription({ Podroll() }) {
            XMLChildren("podcast:remoteItem", \.remoteItems)
            XMLExtensionPoint(\.extensions, keepUnknown: true)
        }
    }

    /// `podcast:remoteItem`: a show or episode of another feed.
    public struct RemoteItem: XMLExtension, XMLExtensible {
        /// The element's name.
        public static let xmlName = Podcast.name("remoteItem")
        /// The other feed's `podcast:guid`.
        public var feedGuid: String?
        /// The other feed's URL.
        public var feedUrl: String?
        /// The episode's guid, for an episode.
        public var itemGuid: String?
        /// The other feed's medium.
        public var medium: String?
        /// Unknown attributes and content.
        public var extensions = XMLExtensions()
        /// An empty element.
        public init() {}
        /// How the type is read and written.
        public static let xmlDescription = feedDescription({ RemoteItem() }) {
            XMLAttribute("feedGuid", \.feedGuid)
            XMLAttribute("feedUrl", \.feedUrl)
            XMLAttribute("itemGuid", \.itemGuid)
            XMLAttribute("medium", \.medium)
            XMLExtensionPoint(\.extensions, keepUnknown: true)
        }
    }

    /// `podcast:txt`: free text for machines, such as a verification token, with its purpose.
    public struct Txt: XMLExtension, XMLExtensible {
        /// The element's name.
        public static let xmlName = Podcast.name("txt")
        /// The text.
        public var text = ""
        /// What it is for, such as `verify`.
        public var purpose: String?
        /// Unknown attributes and content.
        public var extensions = XMLExtensions()
        /// An empty element.
        public init() {}
        /// How the type is read and written.
        public static let xmlDescription = feedDescription({ Txt() }) {
            XMLTextContent(\.text)
            XMLAttribute("purpose", \.purpose)
            XMLExtensionPoint(\.extensions, keepUnknown: true)
        }
    }

    /// `podcast:updateFrequency`: how often new episodes come, described by the text.
    public struct UpdateFrequency: XMLExtension, XMLExtensible {
        /// The element's name.
        public static let xmlName = Podcast.name("updateFrequency")
        /// The description, such as `Weekly`.
        public var text = ""
        /// Whether the show is complete.
        public var complete: Bool?
        /// When the schedule starts.
        public var dtstart: XMLDate?
        /// The schedule as an iCalendar recurrence rule.
        public var rrule: String?
        /// Unknown attributes and content.
        public var extensions = XMLExtensions()
        /// An empty element.
        public init() {}
        /// How the type is read and written.
        public static let xmlDescription = feedDescription({ UpdateFrequency() }) {
            XMLTextContent(\.text)
            XMLAttribute("complete", \.complete)
            XMLAttribute("dtstart", \.dtstart)
            XMLAttribute("rrule", \.rrule)
            XMLExtensionPoint(\.extensions, keepUnknown: true)
        }
    }
}
