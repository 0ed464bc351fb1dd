// The kind types of the service layers, registered in AtomKinds.entries.

import Xylem

extension AtomKinds {
    /// The service layers' entry kinds, most specific first.
    static var serviceKinds: [XMLKind<any AtomEntryProtocol>] {
        let gd = "http://schemas.google.com/g/2005"
        let spreadsheets = AtomNamespaces.spreadsheetsScheme
        let youTube = AtomNamespaces.yt
        return [
            kind(CalendarEvent.self, term: "\(gd)#event", gdKind: "calendar#event"),
            kind(Contact.self, term: "http://schemas.google.com/contact/2008#contact", gdKind: "contacts#contact"),
            kind(ContactGroup.self, term: "http://schemas.google.com/contact/2008#group", gdKind: "contacts#group"),
            kind(YouTubeVideo.self, term: "\(youTube)#video", gdKind: "youtube#video"),
            kind(YouTubeFavorite.self, term: "\(youTube)#favorite", gdKind: "youtube#favorite"),
            kind(YouTubePlaylist.self, term: "\(youTube)#playlist", gdKind: "youtube#playlist"),
            kind(YouTubePlaylistLink.self, term: "\(youTube)#playlistLink", gdKind: "youtube#playlistLink"),
            kind(YouTubeSubscription.self, term: "\(youTube)#subscription", gdKind: "youtube#subscription"),
            kind(YouTubeUserEvent.self, term: "\(youTube)#userEvent", gdKind: "youtube#userEvent"),
            kind(YouTubeContact.self, term: "\(youTube)#friend", gdKind: "youtube#friend"),
            kind(YouTubeCaptionTrack.self, term: "\(youTube)#captionTrack", gdKind: "youtube#captionTrack"),
            kind(YouTubeUserProfile.self, term: "\(youTube)#userProfile", gdKind: "youtube#userProfile"),
            kind(SpreadsheetTable.self, term: "\(spreadsheets)#table"),
            kind(SpreadsheetRecord.self, term: "\(spreadsheets)#record"),
            // The Spreadsheets API says its kinds under its own scheme, not the kind scheme.
            convertibleKind(Spreadsheet.self, scheme: spreadsheets, term: "\(spreadsheets)#spreadsheet"),
            convertibleKind(SpreadsheetWorksheet.self, scheme: spreadsheets, term: "\(spreadsheets)#worksheet"),
            convertibleKind(SpreadsheetCell.self, scheme: spreadsheets, term: "\(spreadsheets)#cell"),
            convertibleKind(SpreadsheetList.self, scheme: spreadsheets, term: "\(spreadsheets)#list"),
        ]
    }
}
