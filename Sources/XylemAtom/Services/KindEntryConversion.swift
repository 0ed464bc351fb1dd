// Every registered kind type wraps an AtomEntry and reads the entry's elements and attributes
// with the shared entry lines (AtomEntry.description), so its value can be made from an
// AtomEntry read before the kind category decided: the reader then reads undecided entries live
// as AtomEntry and moves the entry into the chosen kind, instead of keeping and replaying them.

import Xylem

/// A kind type that an entry read as ``AtomEntry`` so far can become.
protocol AtomKindEntry: AtomEntryProtocol {
    init()
}

extension AtomKindEntry {
    /// The kind's value holding `entry`.
    init(converting entry: consuming AtomEntry) {
        self.init()
        self.entry = entry
    }
}

extension AtomKinds {
    /// A kind chosen by category, made from the ``AtomEntry`` read before the category.
    static func convertibleKind<T: AtomKindEntry>(
        _ type: T.Type, kind: String? = nil, scheme: String, term: String
    ) -> Kind<any AtomEntryProtocol> {
        Kind(type, kind: kind, scheme: scheme, term: term, from: AtomEntry.self, converting: { T(converting: $0) }) { $0 }
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
