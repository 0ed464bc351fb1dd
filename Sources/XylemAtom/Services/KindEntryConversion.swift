// Every registered kind type wraps an AtomEntry and reads the entry's elements and attributes
// with the shared entry lines (AtomEntry.description), adding only extension declarations. In a
// feed, each kind is therefore read as an AtomEntry whose plan declares the kind's extensions,
// and made into the kind type when the entry ends: an entry read before its kind category
// decided goes on in place, with the same tables, and every kind runs the same AtomEntry code.

import Xylem

/// A kind type that wraps an ``AtomEntry`` and adds extension declarations.
protocol AtomKindEntry: AtomEntryProtocol {
    /// The kind's value holding `entry`. Each type sets its one stored property itself: making an
    /// empty kind and then assigning the entry built and destroyed a whole empty entry for every
    /// converted one, in code that only converted entries run and that is seldom in the cache.
    init(entry: consuming AtomEntry)
    /// The extensions the kind declares, beside the entry's own.
    static var kindDeclarations: [XMLExtensionDeclaration] { get }
}

extension AtomKinds {
    /// A kind chosen by its `gd:kind` value or its category, read as an ``AtomEntry`` with the
    /// kind's extensions declared and made into `type` when the entry ends.
    static func convertibleKind<T: AtomKindEntry>(
        _ type: T.Type, kind: String? = nil, scheme: String, term: String
    ) -> XMLKind<any AtomEntryProtocol> {
        XMLKind(
            type, kind: kind, scheme: scheme, term: term, extending: AtomEntry.self, declaring: { T.kindDeclarations },
            wrapping: { T(entry: $0) }, unwrapping: { $0.entry }
        ) { $0 }
    }
}

extension CalendarEvent: AtomKindEntry {}
extension Contact: AtomKindEntry {}
extension ContactGroup: AtomKindEntry {}
extension YouTubeVideo: AtomKindEntry {}
extension YouTubeFavorite: AtomKindEntry {}
extension YouTubePlaylist: AtomKindEntry {}
extension YouTubePlaylistLink: AtomKindEntry {}
extension YouTubeSubscription: AtomKindEntry {}
extension YouTubeUserEvent: AtomKindEntry {}
extension YouTubeContact: AtomKindEntry {}
extension YouTubeCaptionTrack: AtomKindEntry {}
extension YouTubeUserProfile: AtomKindEntry {}
extension SpreadsheetTable: AtomKindEntry {}
extension SpreadsheetRecord: AtomKindEntry {}
extension Spreadsheet: AtomKindEntry {}
extension SpreadsheetWorksheet: AtomKindEntry {}
extension SpreadsheetCell: AtomKindEntry {}
extension SpreadsheetList: AtomKindEntry {}
