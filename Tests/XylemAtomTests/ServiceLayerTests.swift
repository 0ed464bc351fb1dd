import Testing
import Xylem

@testable import XylemAtom

@Suite("Service layers")
struct ServiceLayerTests {
    static let namespaces = """
        xmlns="http://www.w3.org/2005/Atom" xmlns:gd="http://schemas.google.com/g/2005" \
        xmlns:app="http://www.w3.org/2007/app" xmlns:media="http://search.yahoo.com/mrss/" \
        xmlns:yt="http://gdata.youtube.com/schemas/2007" xmlns:gContact="http://schemas.google.com/contact/2008" \
        xmlns:gs="http://schemas.google.com/spreadsheets/2006"
        """

    static func category(_ term: String, scheme: String = AtomNamespaces.kindScheme) -> String {
        #"<category scheme="\#(scheme)" term="\#(term)"/>"#
    }

    static func youTube(_ kind: String) -> String { category("http://gdata.youtube.com/schemas/2007#\(kind)") }

    static func feed(_ entries: String) throws -> AtomFeed {
        try XMLReader().read(AtomFeed.self, from: "<feed \(namespaces)><id>urn:f</id>\(entries)</feed>")
    }

    static let video = """
        <entry><id>urn:v</id>\(youTube("video"))
          <link rel="alternate" href="http://watch"><yt:token>tok</yt:token></link>
          <media:group>
            <media:title type="plain">A talk</media:title><media:description type="plain">About XML</media:description>
            <media:keywords>xml, swift</media:keywords><yt:duration seconds="3266"/><yt:private/>
            <media:category label="Howto" scheme="http://cat">Howto</media:category>
            <media:content url="http://v/1" type="video/3gpp" medium="video" isDefault="true" expression="full" duration="3266" yt:format="1"/>
            <media:player url="http://watch"/>
            <media:thumbnail url="http://t/0.jpg" width="130" height="97" time="00:27:13" yt:name="default"/>
            <yt:videoid>abc</yt:videoid><media:credit role="uploader">someone</media:credit>
          </media:group>
          <yt:statistics viewCount="177" favoriteCount="3"/><yt:rating numLikes="100" numDislikes="25"/>
          <gd:rating average="4.50" numRaters="2" min="1" max="5"/>
          <yt:accessControl action="comment" permission="allowed" type="group">friends</yt:accessControl>
          <yt:noembed/><yt:location>Zurich</yt:location><yt:recorded>2008-01-01</yt:recorded>
          <app:control><app:draft>yes</app:draft><yt:state name="rejected" reasonCode="32" helpUrl="http://help">bad format</yt:state></app:control>
        </entry>
        """

    @Test("a YouTube video reads its media group, statistics, ratings, access control and upload state")
    func youTubeVideo() throws {
        let video = try #require(try Self.feed(Self.video).entries.first as? YouTubeVideo)
        let group = try #require(video.mediaGroup)
        #expect(group.title == MediaText("A talk", type: "plain"))
        #expect(group.description?.text == "About XML" && group.keywords == "xml, swift")
        #expect(group.durationSeconds == 3266 && group.isPrivate && group.videoID == "abc")
        #expect(group.categories.first?.term == "Howto" && group.categories.first?.label == "Howto")
        let content = try #require(group.contents.first)
        #expect(content.youTubeFormat == "1" && content.isDefault == "true" && content.duration == "3266")
        #expect(group.playerURL == "http://watch")
        #expect(group.thumbnails.first?.time == "00:27:13")
        #expect(group.thumbnails.first?.extensions.unknownAttributes.first?.name.localName == "name")
        // media:credit is not modeled: kept in the group.
        #expect(group.extensions.unknownElements.map(\.name.localName) == ["credit"])
        #expect(video.statistics?.views == 177 && video.statistics?.favoriteCount == "3")
        #expect(video.likes?.likes == 100 && video.likes?.dislikes == 25)
        #expect(video.rating?.average == "4.50")
        #expect(video.accessControls.first?.text == "friends" && video.accessControls.first?.permission == "allowed")
        #expect(video.isNotEmbeddable && video.location == "Zurich" && video.recorded == "2008-01-01")
        let state = try #require(video.entry.control?.youTubeState)
        #expect(state.name == "rejected" && state.reasonCode == "32" && state.text == "bad format")
        // yt:token is not declared for links: kept there.
        #expect(video.entry.links.first?.extensions.unknownElements.first?.textContent == "tok")
        #expect(video.extensions.unknownElements.isEmpty)
    }

    @Test("yt:state is declared inside the controls of YouTube kinds only")
    func stateOutsideYouTube() throws {
        let xml = #"<entry><id>urn:p</id><app:control><yt:state name="processing"/></app:control></entry>"#
        let entry = try #require(try Self.feed(xml).entries.first as? AtomEntry)
        #expect(entry.control?.youTubeState == nil)
        #expect(entry.control?.extensions.unknownElements.first?.name.localName == "state")
    }

    @Test("the other YouTube kinds are chosen by their categories and read their yt: elements")
    func otherYouTubeKinds() throws {
        let feed = try Self.feed(
            """
            <entry><id>urn:1</id>\(Self.youTube("favorite"))<media:group><media:title>Fav</media:title></media:group></entry>
            <entry><id>urn:2</id>\(Self.youTube("playlist"))<yt:position>2</yt:position><yt:statistics viewCount="5"/></entry>
            <entry><id>urn:3</id><yt:countHint>10</yt:countHint><yt:private/>\(Self.youTube("playlistLink"))</entry>
            <entry><id>urn:4</id>\(Self.youTube("subscription"))<yt:username>tech</yt:username><yt:queryString>swift</yt:queryString>\
            <yt:playlistId>PL1</yt:playlistId><yt:playlistTitle>Best</yt:playlistTitle><yt:countHint>2</yt:countHint></entry>
            <entry><id>urn:5</id>\(Self.youTube("userEvent"))<yt:username>wilma</yt:username><yt:videoid>vid</yt:videoid></entry>
            <entry><id>urn:6</id><yt:username>fred</yt:username><yt:status>accepted</yt:status>\(Self.youTube("friend"))</entry>
            <entry><id>urn:7</id>\(Self.youTube("captionTrack"))<app:control><yt:state name="failed"/></app:control><yt:derived>speechRecognition</yt:derived></entry>
            <entry><id>urn:8</id>\(Self.youTube("userProfile"))<yt:username>fred</yt:username><yt:firstName>Fred</yt:firstName>\
            <yt:lastName>Flintstone</yt:lastName><yt:age>33</yt:age><yt:gender>m</yt:gender><yt:aboutMe>Hi</yt:aboutMe>\
            <yt:location>Bedrock</yt:location><yt:books>Rocks</yt:books><yt:statistics viewCount="9" lastWebAccess="2008-01-01T00:00:00Z"/>\
            <media:thumbnail url="http://me.jpg"/></entry>
            """)
        #expect(
            feed.entries.map(\.kindTypeName) == [
                "YouTubeFavorite", "YouTubePlaylist", "YouTubePlaylistLink", "YouTubeSubscription", "YouTubeUserEvent",
                "YouTubeContact", "YouTubeCaptionTrack", "YouTubeUserProfile",
            ])
        #expect((feed.entries[0] as? YouTubeFavorite)?.mediaGroup?.title?.text == "Fav")
        let playlist = try #require(feed.entries[1] as? YouTubePlaylist)
        #expect(playlist.position == 2 && playlist.statistics?.views == 5)
        let link = try #require(feed.entries[2] as? YouTubePlaylistLink)
        #expect(link.countHint == 10 && link.isPrivate)
        let subscription = try #require(feed.entries[3] as? YouTubeSubscription)
        #expect(subscription.username == "tech" && subscription.queryString == "swift" && subscription.countHint == 2)
        #expect(subscription.playlistID == "PL1" && subscription.playlistTitle == "Best")
        let event = try #require(feed.entries[4] as? YouTubeUserEvent)
        #expect(event.username == "wilma" && event.videoID == "vid")
        let contact = try #require(feed.entries[5] as? YouTubeContact)
        #expect(contact.username == "fred" && contact.status == "accepted")
        let track = try #require(feed.entries[6] as? YouTubeCaptionTrack)
        #expect(track.derived == "speechRecognition" && track.entry.control?.youTubeState?.name == "failed")
        let profile = try #require(feed.entries[7] as? YouTubeUserProfile)
        #expect(profile.username == "fred" && profile.firstName == "Fred" && profile.lastName == "Flintstone")
        #expect(profile.age == 33 && profile.gender == "m" && profile.aboutMe == "Hi" && profile.location == "Bedrock")
        #expect(
            profile.statistics?.lastWebAccess == "2008-01-01T00:00:00Z" && profile.thumbnail?.url == "http://me.jpg")
        #expect(profile.field("books") == "Rocks")
    }

    @Test("YouTube kinds are chosen by gd:kind too")
    func youTubeGDKind() throws {
        let feed = try Self.feed(
            #"<entry gd:kind="youtube#playlist"><id>urn:p</id><yt:position>1</yt:position></entry>"#)
        #expect((feed.entries.first as? YouTubePlaylist)?.position == 1)
    }

    @Test("a contact reads its name and address in parts, birthday, websites, relations and fields")
    func contact() throws {
        let feed = try Self.feed(
            """
            <entry><id>urn:c</id>\(Self.category("http://schemas.google.com/contact/2008#contact"))
              <gd:name><gd:fullName>Fred Flintstone</gd:fullName><gd:givenName yomi="fu-re-do">Fred</gd:givenName><gd:familyName>Flintstone</gd:familyName></gd:name>
              <gd:structuredPostalAddress rel="http://schemas.google.com/g/2005#home" primary="true">
                <gd:formattedAddress>301 Cobblestone Way
            Bedrock</gd:formattedAddress><gd:street>301 Cobblestone Way</gd:street><gd:city>Bedrock</gd:city>
                <gd:postcode>12345</gd:postcode><gd:country code="US">United States</gd:country><gd:housename>Cave</gd:housename>
              </gd:structuredPostalAddress>
              <gContact:nickname>Rocks</gContact:nickname><gContact:birthday when="--12-01"/>
              <gContact:website href="http://example.com" rel="home-page"/><gContact:relation rel="partner">Wilma</gContact:relation>
              <gContact:userDefinedField key="Cat" value="Cheezeburger"/><gContact:hobby>bowling</gContact:hobby>
              <gd:im address="fred@aim" protocol="http://schemas.google.com/g/2005#AIM" rel="http://schemas.google.com/g/2005#home"/>
              <gd:postalAddress rel="work">1 Quarry</gd:postalAddress>
              <gd:organization rel="work"><gd:orgName>Slate Rock</gd:orgName><gd:orgTitle>Operator</gd:orgTitle></gd:organization>
            </entry>
            """)
        let contact = try #require(feed.entries.first as? Contact)
        let name = try #require(contact.name)
        #expect(
            name.fullName?.text == "Fred Flintstone" && name.givenName?.text == "Fred"
                && name.familyName?.text == "Flintstone")
        #expect(name.givenName?.extensions.unknownAttributes.first?.value == "fu-re-do")
        let address = try #require(contact.structuredPostalAddresses.first)
        #expect(address.primary == "true" && address.city?.text == "Bedrock" && address.postcode?.text == "12345")
        #expect(address.formattedAddress?.text == "301 Cobblestone Way\nBedrock")
        #expect(address.country?.text == "United States")
        #expect(address.country?.extensions.unknownAttributes.first?.value == "US")
        #expect(address.extensions.unknownElements.map(\.name.localName) == ["housename"])
        #expect(contact.nickname == "Rocks" && contact.birthday == "--12-01")
        #expect(contact.websites.first?.href == "http://example.com" && contact.websites.first?.rel == "home-page")
        #expect(contact.relations.first?.name == "Wilma" && contact.relations.first?.rel == "partner")
        #expect(
            contact.userDefinedFields.first?.key == "Cat" && contact.userDefinedFields.first?.value == "Cheezeburger")
        #expect(contact.imAddresses.first?.protocol == "http://schemas.google.com/g/2005#AIM")
        #expect(contact.postalAddresses.first?.address == "1 Quarry")
        #expect(contact.organizations.first?.title == "Operator")
        #expect(contact.extensions.unknownElements.map(\.name.localName) == ["hobby"])
    }

    @Test("a contact group is chosen by its category and reads its system group")
    func contactGroup() throws {
        let feed = try Self.feed(
            """
            <entry><id>urn:g</id><title>Friends</title>\(Self.category("http://schemas.google.com/contact/2008#group"))\
            <gContact:systemGroup id="Friends"/></entry>
            """)
        let group = try #require(feed.entries.first as? ContactGroup)
        #expect(group.systemGroup == "Friends" && group.entry.title?.text == "Friends")
    }

    @Test("spreadsheet, table and record kinds, with the record's fields")
    func spreadsheetKinds() throws {
        let scheme = "http://schemas.google.com/spreadsheets/2006"
        let feed = try Self.feed(
            """
            <entry><id>urn:s</id>\(Self.category("\(scheme)#spreadsheet", scheme: scheme))</entry>
            <entry><id>urn:t</id>\(Self.category("\(scheme)#table"))<gs:worksheet name="Sheet1"/></entry>
            <entry><id>urn:r</id>\(Self.category("\(scheme)#record"))<gs:field name="Name">Fred</gs:field><gs:field name="Age">33</gs:field></entry>
            """)
        #expect(feed.entries.map(\.kindTypeName) == ["Spreadsheet", "SpreadsheetTable", "SpreadsheetRecord"])
        let record = try #require(feed.entries[2] as? SpreadsheetRecord)
        #expect(record.fields.map(\.name) == ["Name", "Age"] && record.fields.map(\.value) == ["Fred", "33"])
    }

    @Test("every kind type reads, writes and reads back to an equal value, of the same type")
    func roundTripEveryKind() throws {
        let scheme = "http://schemas.google.com/spreadsheets/2006"
        let feed = try Self.feed(
            """
            \(Self.video)
            <entry><id>urn:1</id>\(Self.youTube("favorite"))<media:group><media:title>Fav</media:title></media:group></entry>
            <entry><id>urn:2</id>\(Self.youTube("playlist"))<yt:position>2</yt:position></entry>
            <entry><id>urn:3</id>\(Self.youTube("playlistLink"))<yt:countHint>10</yt:countHint><yt:private/></entry>
            <entry><id>urn:4</id>\(Self.youTube("subscription"))<yt:username>tech</yt:username></entry>
            <entry><id>urn:5</id>\(Self.youTube("userEvent"))<yt:videoid>vid</yt:videoid></entry>
            <entry><id>urn:6</id>\(Self.youTube("friend"))<yt:status>pending</yt:status></entry>
            <entry><id>urn:7</id>\(Self.youTube("captionTrack"))<yt:derived>asr</yt:derived></entry>
            <entry><id>urn:8</id>\(Self.youTube("userProfile"))<yt:age>33</yt:age><yt:books>Rocks</yt:books></entry>
            <entry><id>urn:9</id>\(Self.category("http://schemas.google.com/contact/2008#contact"))<gd:name><gd:givenName yomi="y">F</gd:givenName></gd:name>\
            <gd:structuredPostalAddress><gd:country code="US">US</gd:country></gd:structuredPostalAddress><gContact:birthday when="1990-12-01"/></entry>
            <entry><id>urn:10</id>\(Self.category("http://schemas.google.com/contact/2008#group"))<gContact:systemGroup id="Family"/></entry>
            <entry><id>urn:11</id>\(Self.category("\(scheme)#spreadsheet", scheme: scheme))</entry>
            <entry><id>urn:12</id>\(Self.category("\(scheme)#worksheet", scheme: scheme))<gs:rowCount>1.0</gs:rowCount></entry>
            <entry><id>urn:13</id>\(Self.category("\(scheme)#cell", scheme: scheme))<gs:cell row="1" col="1" numericValue="1.0">1</gs:cell></entry>
            <entry><id>urn:14</id>\(Self.category("\(scheme)#list", scheme: scheme))<gsx:name xmlns:gsx="http://schemas.google.com/spreadsheets/2006/extended">Fred</gsx:name></entry>
            <entry><id>urn:15</id>\(Self.category("\(scheme)#table"))<gs:data startRow="2"/></entry>
            <entry><id>urn:16</id>\(Self.category("\(scheme)#record"))<gs:field name="A">1</gs:field></entry>
            """)
        let types = feed.entries.map(\.kindTypeName)
        #expect(
            types == [
                "YouTubeVideo", "YouTubeFavorite", "YouTubePlaylist", "YouTubePlaylistLink", "YouTubeSubscription",
                "YouTubeUserEvent", "YouTubeContact", "YouTubeCaptionTrack", "YouTubeUserProfile", "Contact",
                "ContactGroup",
                "Spreadsheet", "SpreadsheetWorksheet", "SpreadsheetCell", "SpreadsheetList", "SpreadsheetTable",
                "SpreadsheetRecord",
            ])
        for entry in feed.entries {
            let written = try entry.xmlString()
            let again = try XMLReader().read(AtomKinds.entries, from: written)
            #expect(again.isEqual(to: entry), "\(entry.kindTypeName) did not survive: \(written)")
        }
        let again = try XMLReader().read(AtomFeed.self, from: try feed.xmlString())
        #expect(again == feed)
        // Spellings are kept: "1.0" stays "1.0".
        #expect((again.entries[13] as? SpreadsheetCell)?.cell?.numericValue == "1.0")
        #expect((again.entries[14] as? SpreadsheetList)?.value(forColumn: "name") == "Fred")
    }

    @Test("setting YouTube values writes them")
    func settingYouTubeValues() throws {
        var video = YouTubeVideo()
        video.entry.id = "urn:new"
        var group = MediaGroup()
        group.title = MediaText("New", type: "plain")
        group.isPrivate = true
        video.mediaGroup = group
        video.location = "Here"
        video.isNotEmbeddable = true
        let written = try video.xmlString()
        #expect(written.contains(#"<media:title type="plain">New</media:title>"#))
        #expect(written.contains("<yt:private/>") && written.contains("<yt:noembed/>"))
        #expect(written.contains("<yt:location>Here</yt:location>"))
    }
}
