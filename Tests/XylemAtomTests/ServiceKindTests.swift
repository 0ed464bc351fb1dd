import Testing
import Xylem

@testable import XylemAtom

@Suite("Service kinds")
struct ServiceKindTests {
    static let namespaces = """
        xmlns="http://www.w3.org/2005/Atom" xmlns:gd="http://schemas.google.com/g/2005" \
        xmlns:gCal="http://schemas.google.com/gCal/2005" xmlns:gs="http://schemas.google.com/spreadsheets/2006" \
        xmlns:gsx="http://schemas.google.com/spreadsheets/2006/extended" xmlns:gContact="http://schemas.google.com/contact/2008"
        """
    static let eventCategory =
        #"<category scheme="http://schemas.google.com/g/2005#kind" term="http://schemas.google.com/g/2005#event"/>"#
    static let webContentLink = """
        <link rel="http://schemas.google.com/gCal/2005/webContent" href="http://a/icon.png">\
        <gCal:webContent url="http://a/page" width="300" height="200">\
        <gCal:webContentGadgetPref name="color" value="red"/></gCal:webContent></link>
        """

    static func feed(_ entries: String) -> String {
        "<feed \(namespaces)><title>t</title>\(entries)</feed>"
    }

    @Test("every kind's and extension's description is valid (reads check them only when first met)")
    func everyKindValid() throws {
        try AtomKinds.entries.validate()
        #expect(AtomKinds.entries.typeNames.count >= 19)
        try AtomFeed.xmlDescription.validateAll()
    }

    @Test("gd:kind chooses the type at once, over a later category, and is kept on the entry")
    func chosenByKindAttribute() throws {
        let contactCategory =
            #"<category scheme="http://schemas.google.com/g/2005#kind" term="http://schemas.google.com/contact/2008#contact"/>"#
        let xml = Self.feed(
            """
            <entry gd:kind="calendar#event"><id>urn:1</id></entry>            <entry gd:kind="calendar#event" gd:etag="e"><id>urn:2</id>\(contactCategory)</entry>            <entry gd:etag="e"><id>urn:3</id>\(contactCategory)</entry>
            """)
        let feed = try XMLReader().read(AtomFeed.self, from: xml)
        #expect(feed.entries.map(\.kindTypeName) == ["CalendarEvent", "CalendarEvent", "Contact"])
        #expect(feed.entries.map(\.entry.kind) == ["calendar#event", "calendar#event", nil])
        #expect(feed.entries.map(\.entry.etag) == [nil, "e", "e"])
    }

    @Test("a calendar event is chosen by its kind category even when it comes last, with typed extensions")
    func calendarEvent() throws {
        let xml = Self.feed(
            """
            <entry><id>urn:e1</id><title>Dinner</title>
              <gd:when startTime="2026-11-22T19:00:00Z" endTime="2026-11-22T21:00:00Z"><gd:reminder minutes="10"/></gd:when>
              <gd:where valueString="Home"/>
              <gd:who email="a@b.c" rel="http://schemas.google.com/g/2005#event.organizer"><gd:attendeeStatus value="accepted"/><gCal:additionalGuests value="2"/></gd:who>
              <gd:eventStatus value="http://schemas.google.com/g/2005#event.confirmed"/>
              <gCal:sendEventNotifications value="true"/>
              \(Self.webContentLink)
              \(Self.eventCategory)
            </entry>
            """)
        let feed = try XMLReader().read(AtomFeed.self, from: xml)
        let event = try #require(feed.entries.first as? CalendarEvent)
        #expect(event.when.first?.startTime == "2026-11-22T19:00:00Z")
        #expect(event.when.first?.reminders.first?.minutes == "10")
        #expect(event.locations.first?.valueString == "Home")
        #expect(event.participants.first?.attendeeStatus?.value == "accepted")
        #expect(event.participants.first?.extension(GCalAdditionalGuests.self)?.intValue == 2)
        #expect(event.status?.value == "http://schemas.google.com/g/2005#event.confirmed")
        #expect(event.sendsEventNotifications == true)
        // Declared for links inside events: a typed value on the link.
        let webContent = try #require(event.entry.links.first?.webContent)
        #expect(webContent.url == "http://a/page")
        #expect(webContent.gadgetPreferences.first?.value == "red")
        #expect(event.entry.links.first?.extensions.unknownElements.isEmpty == true)
    }

    @Test("gCal:webContent in a link of a plain entry is unknown content, kept and written back")
    func webContentOutsideEvent() throws {
        let xml = Self.feed("<entry><id>urn:p</id>\(Self.webContentLink)</entry>")
        let feed = try XMLReader().read(AtomFeed.self, from: xml)
        let entry = try #require(feed.entries.first as? AtomEntry)
        let link = try #require(entry.links.first)
        #expect(link.webContent == nil)
        #expect(link.extensions.unknownElements.first?.name.localName == "webContent")
        let again = try XMLReader().read(AtomFeed.self, from: try feed.xmlString())
        #expect(again.entries.first?.entry.links.first?.extensions.unknownElements == link.extensions.unknownElements)
    }

    @Test("gd:kind on the start tag chooses the kind without a category")
    func gdKindAttribute() throws {
        let xml = Self.feed(
            #"<entry gd:kind="contacts#contact"><id>urn:c</id><gd:email address="x@y.z" primary="true"/></entry>"#)
        let feed = try XMLReader().read(AtomFeed.self, from: xml)
        let contact = try #require(feed.entries.first as? Contact)
        #expect(contact.primaryEmail == "x@y.z")
        #expect(contact.entry.kind == "contacts#contact")
    }

    @Test("spreadsheet kinds use their own category scheme; cells, worksheets and list columns read")
    func spreadsheets() throws {
        let scheme = "http://schemas.google.com/spreadsheets/2006"
        let xml = Self.feed(
            """
            <entry><id>urn:w</id><category scheme="\(scheme)" term="\(scheme)#worksheet"/><gs:rowCount>100</gs:rowCount><gs:colCount>20</gs:colCount></entry>
            <entry><id>urn:c</id><category scheme="\(scheme)" term="\(scheme)#cell"/><gs:cell row="1" col="2" inputValue="=A1*2" numericValue="6.0">6</gs:cell></entry>
            <entry><id>urn:l</id><gsx:name>Fred</gsx:name><gsx:score>3.5</gsx:score><category scheme="\(scheme)" term="\(scheme)#list"/></entry>
            """)
        let feed = try XMLReader().read(AtomFeed.self, from: xml)
        #expect(feed.entries.map(\.kindTypeName) == ["SpreadsheetWorksheet", "SpreadsheetCell", "SpreadsheetList"])
        let worksheet = try #require(feed.entries[0] as? SpreadsheetWorksheet)
        #expect(worksheet.rowCount == 100 && worksheet.columnCount == 20)
        let cell = try #require((feed.entries[1] as? SpreadsheetCell)?.cell)
        #expect(
            cell.rowIndex == 1 && cell.columnIndex == 2 && cell.inputValue == "=A1*2" && cell.number == 6
                && cell.text == "6")
        let row = try #require(feed.entries[2] as? SpreadsheetList)
        #expect(row.columns.map(\.name) == ["name", "score"])
        #expect(row.value(forColumn: "score") == "3.5")
        #expect(row.value(forColumn: "missing") == nil)
        #expect(row.columnValues == ["name": "Fred", "score": "3.5"])
    }

    @Test("each kind reads, writes and reads back to an equal value")
    func roundTrips() throws {
        let xml = Self.feed(
            """
            <entry><id>urn:e</id>\(Self.eventCategory)<gd:when startTime="2026-01-01"/><gd:recurrence>RRULE:FREQ=DAILY</gd:recurrence>\(Self.webContentLink)</entry>
            <entry gd:kind="contacts#contact"><id>urn:c</id><gd:phoneNumber rel="mobile">123</gd:phoneNumber><gd:organization><gd:orgName>Org</gd:orgName></gd:organization><gContact:groupMembershipInfo href="g" deleted="false"/></entry>
            <entry><id>urn:d</id><gd:deleted/><gd:rating average="4.5" numRaters="10"/><gd:extendedProperty name="p"><my><x a="1"/></my></gd:extendedProperty></entry>
            """)
        let feed = try XMLReader().read(AtomFeed.self, from: xml)
        #expect(feed.entries.map(\.kindTypeName) == ["CalendarEvent", "Contact", "AtomEntry"])
        let generic = feed.entries[2]
        #expect(generic.isDeleted)
        #expect(generic.rating?.averageValue == 4.5)
        // The property's XML is in the feed's default namespace, and says so when taken out.
        #expect(generic.extendedProperties.first?.xml == #"<my xmlns="http://www.w3.org/2005/Atom"><x a="1"/></my>"#)
        let again = try XMLReader().read(AtomFeed.self, from: try feed.xmlString())
        #expect(again == feed)
        #expect((again.entries[0] as? CalendarEvent)?.recurrence == "RRULE:FREQ=DAILY")
        #expect((again.entries[1] as? Contact)?.organizations.first?.name == "Org")
    }

    @Test("setting typed extensions writes them")
    func settingExtensions() throws {
        var event = CalendarEvent()
        event.entry.id = "urn:new"
        var when = GDWhen()
        when.startTime = "2026-12-24"
        event.when = [when]
        event.sendsEventNotifications = false
        let written = try event.xmlString()
        // The extensions' namespaces are declared once, on the root element.
        #expect(written.contains(#"xmlns:gd="http://schemas.google.com/g/2005""#))
        #expect(written.contains(#"<gd:when startTime="2026-12-24"/>"#))
        #expect(written.contains(#"<gCal:sendEventNotifications value="false"/>"#))
        let read = try XMLReader().read(AtomKinds.entries, from: written)
        // No kind category was written, so the generic entry reads it; the values are there.
        #expect(read.extensions.unknownElements.count == 2)
    }
}

extension ServiceKindTests {
    @Test(
        "every kind chosen by a category after the first children is converted from the AtomEntry read so far, keeping nothing"
    )
    func kindsConvertedFromAtomEntry() throws {
        let kinds: [(type: String, scheme: String, term: String, gdKind: String?)] = [
            (
                "CalendarEvent", "http://schemas.google.com/g/2005#kind", "http://schemas.google.com/g/2005#event",
                "calendar#event"
            ),
            (
                "Contact", "http://schemas.google.com/g/2005#kind", "http://schemas.google.com/contact/2008#contact",
                "contacts#contact"
            ),
            (
                "YouTubeVideo", "http://schemas.google.com/g/2005#kind", "http://gdata.youtube.com/schemas/2007#video",
                "youtube#video"
            ),
            (
                "SpreadsheetCell", "http://schemas.google.com/spreadsheets/2006",
                "http://schemas.google.com/spreadsheets/2006#cell", nil
            ),
            (
                "AtomEntry", "http://schemas.google.com/g/2005#kind", "http://schemas.google.com/g/2005#unregistered",
                nil
            ),
        ]
        var options = XMLReader.Options()
        options.maxReplayBytes = 8
        for kind in kinds {
            let category = "<category scheme=\"\(kind.scheme)\" term=\"\(kind.term)\"/>"
            let children =
                "<id>urn:k</id><published>2026-01-01T00:00:00Z</published><updated>2026-01-02T00:00:00Z</updated>"
            let rest = "<title>T</title><link rel=\"alternate\" href=\"http://a\"/>"
            let late = try XMLReader(options: options).read(
                AtomFeed.self, from: Self.feed("<entry gd:etag=\"W/1\">\(children)\(category)\(rest)</entry>"))
            let early = try XMLReader().read(
                AtomFeed.self, from: Self.feed("<entry gd:etag=\"W/1\">\(category)\(children)\(rest)</entry>"))
            let entry = try #require(late.entries.first)
            #expect(entry.kindTypeName == kind.type)
            #expect(entry.entry.id == "urn:k")
            #expect(entry.entry.published != nil)
            #expect(entry.entry.etag == "W/1")
            #expect(entry.entry.title?.text == "T")
            var categoryFirst = try #require(early.entries.first).entry
            // Categories keep document order; the rest must be equal.
            categoryFirst.categories = entry.entry.categories
            #expect(entry.entry == categoryFirst)
            #expect(try #require(early.entries.first).kindTypeName == kind.type)
        }
    }
}
