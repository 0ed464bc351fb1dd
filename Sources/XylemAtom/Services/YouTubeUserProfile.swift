// A YouTube user's profile: the personal fields most clients show, typed; the others (books,
// movies, school, …) kept as unknown content and readable with `field(_:)`.

import Xylem

/// A YouTube user profile entry (kind `…/2007#userProfile`).
public struct YouTubeUserProfile: AtomEntryProtocol, Equatable {
    /// The entry's Atom and Google Data content.
    public var entry: AtomEntry
    /// An empty profile.
    public init() { entry = AtomEntry() }

    /// Wraps an entry that was read before its kind was known (see `AtomKindEntry`).
    init(entry: consuming AtomEntry) { self.entry = entry }
    /// How the type is read and written: the entry, with the profile's extensions declared.
    public static let xmlDescription = AtomEntry.description(YouTubeUserProfile.init, entry: \.entry) {
        kindDeclarations
    }

    /// The extensions the kind declares (read in feeds as an ``AtomEntry`` with them declared:
    /// see ``AtomKinds``).
    @XMLExtensionBuilder static var kindDeclarations: [XMLExtensionDeclaration] {
        XMLExtensionDeclaration(YTUsername.self)
        XMLExtensionDeclaration(YTFirstName.self)
        XMLExtensionDeclaration(YTLastName.self)
        XMLExtensionDeclaration(YTAge.self)
        XMLExtensionDeclaration(YTGender.self)
        XMLExtensionDeclaration(YTAboutMe.self)
        XMLExtensionDeclaration(YTLocation.self)
        XMLExtensionDeclaration(YTStatistics.self)
        XMLExtensionDeclaration(MediaThumbnail.self)
    }

    /// `yt:username`.
    public var username: String? {
        get { self.extension(YTUsername.self)?.text }
        set { setExtension(newValue.map { YTUsername(text: $0) }) }
    }

    /// `yt:firstName`.
    public var firstName: String? {
        get { self.extension(YTFirstName.self)?.text }
        set { setExtension(newValue.map { YTFirstName(text: $0) }) }
    }

    /// `yt:lastName`.
    public var lastName: String? {
        get { self.extension(YTLastName.self)?.text }
        set { setExtension(newValue.map { YTLastName(text: $0) }) }
    }

    /// `yt:age`, as a number.
    public var age: Int? { self.extension(YTAge.self)?.intValue }

    /// `yt:gender`, as written.
    public var gender: String? {
        get { self.extension(YTGender.self)?.text }
        set { setExtension(newValue.map { YTGender(text: $0) }) }
    }

    /// `yt:aboutMe`.
    public var aboutMe: String? {
        get { self.extension(YTAboutMe.self)?.text }
        set { setExtension(newValue.map { YTAboutMe(text: $0) }) }
    }

    /// `yt:location`: where the user lives.
    public var location: String? {
        get { self.extension(YTLocation.self)?.text }
        set { setExtension(newValue.map { YTLocation(text: $0) }) }
    }

    /// `yt:statistics`: views, subscribers and last access.
    public var statistics: YTStatistics? {
        get { self.extension(YTStatistics.self) }
        set { setExtension(newValue) }
    }

    /// `media:thumbnail`: the user's picture.
    public var thumbnail: MediaThumbnail? {
        get { self.extension(MediaThumbnail.self) }
        set { setExtension(newValue) }
    }

    /// The text of another `yt:` field of the profile, such as `books` or `school` (read from the
    /// kept unknown content, so it needs ``XMLReader/Options/unknownContent`` to keep it, the default).
    public func field(_ localName: String) -> String? {
        extensions.unknownElements.first { $0.name == AtomNamespaces.yt(localName) }?.textContent
    }
}
