// The Atom Publishing Protocol's publishing controls.

import Xylem

/// `app:control`: whether the entry is a draft, with unknown content kept.
public struct AppControl: XMLReadable, XMLExtensible, Sendable, Equatable {
    /// `app:draft`: `yes` or `no` as written.
    public var draft: String?
    /// Unknown content (such as YouTube's `yt:state`).
    public var extensions = XMLExtensions()

    /// Creates controls.
    public init(draft: String? = nil) {
        self.draft = draft
    }

    /// Whether the entry is a draft.
    public var isDraft: Bool { draft?.filter { !$0.isWhitespace } == "yes" }

    /// An empty value for the reader to fill in: every property at its default, set directly
    /// (the public initializer's defaulted parameters cost a copy of the whole value).
    fileprivate init(unread: Void) {}

    /// How the type is read and written: the Atom prefixes, its elements and attributes, and its extensions.
    public static let xmlDescription = atomDescription({ AppControl(unread: ()) }, element: "app:control") {
        XMLChildText("app:draft", \.draft)
        XMLExtensionPoint(\.extensions, keepUnknown: true)
    }
}
