import Testing
import Xylem

@testable import XylemAtom

@Suite("Google Data extensions")
struct GDataExtensionTests {
    static let namespaces = """
        xmlns="http://www.w3.org/2005/Atom" xmlns:gd="http://schemas.google.com/g/2005" \
        xmlns:batch="http://schemas.google.com/gdata/batch" xmlns:gCal="http://schemas.google.com/gCal/2005" \
        xmlns:x="urn:x"
        """
    static let eventCategory =
        #"<category scheme="http://schemas.google.com/g/2005#kind" term="http://schemas.google.com/g/2005#event"/>"#

    static func entry(_ body: String) throws -> any AtomEntryProtocol {
        try XMLReader().read(AtomKinds.entries, from: "<entry \(namespaces)><id>urn:e</id>\(body)</entry>")
    }

    /// Reads what `entry` writes, and expects it equal.
    static func expectRoundTrip(_ entry: any AtomEntryProtocol) throws {
        let again = try XMLReader().read(AtomKinds.entries, from: try entry.xmlString())
        #expect(again.isEqual(to: entry))
    }

    @Test("every entry reads gd:deleted, gd:resourceId, gd:rating, gd:feedLink, gd:comments and batch elements")
    func everyEntry() throws {
        let entry = try Self.entry(
            """
            <gd:deleted/><gd:resourceId>doc:123</gd:resourceId>
            <gd:rating value="4" min="1" max="5" average="3.50" numRaters="12" rel="overall"/>
            <gd:feedLink href="http://f" rel="r" countHint="7" readOnly="true"><feed><id>urn:inline</id></feed></gd:feedLink>
            <gd:comments rel="c"><gd:feedLink href="http://comments"/></gd:comments>
            <batch:id>item-1</batch:id><batch:operation type="update"/>
            <batch:status code="409" reason="Conflict" content-type="text/plain">Changed meanwhile</batch:status>
            """)
        #expect(entry is AtomEntry)
        #expect(entry.isDeleted)
        #expect(entry.resourceId == "doc:123")
        let rating = try #require(entry.rating)
        #expect(rating.value == "4" && rating.min == "1" && rating.max == "5" && rating.rel == "overall")
        #expect(rating.average == "3.50" && rating.averageValue == 3.5 && rating.numRatersValue == 12)
        let feedLink = try #require(entry.feedLinks.first)
        #expect(feedLink.href == "http://f" && feedLink.countHint == "7" && feedLink.readOnly == "true")
        // The inline feed is kept, in document order, for writing back.
        #expect(feedLink.extensions.unknownElements.first?.name.localName == "feed")
        #expect(entry.comments?.rel == "c" && entry.comments?.feedLink?.href == "http://comments")
        #expect(entry.batchID == "item-1")
        #expect(entry.batchOperation?.type == "update")
        #expect(entry.batchStatus?.codeValue == 409 && entry.batchStatus?.reason == "Conflict")
        #expect(entry.batchStatus?.contentType == "text/plain" && entry.batchStatus?.text == "Changed meanwhile")
        let written = try entry.xmlString()
        // Numbers are written as they were read.
        #expect(written.contains(#"average="3.50""#))
        try Self.expectRoundTrip(entry)
    }

    @Test("batch:operation is declared on feeds")
    func feedBatchOperation() throws {
        let xml = "<feed \(Self.namespaces)><batch:operation type=\"insert\"/><entry><id>urn:e</id></entry></feed>"
        let feed = try XMLReader().read(AtomFeed.self, from: xml)
        #expect(feed.extension(BatchOperation.self)?.type == "insert")
        #expect(feed.extensions.unknownElements.isEmpty)
    }

    @Test("gd:when, gd:where, gd:who, gd:reminder and gd:originalEvent of an event")
    func eventExtensions() throws {
        let entry = try Self.entry(
            """
            \(Self.eventCategory)
            <gd:when startTime="2026-11-22T19:00:00.000Z" endTime="2026-11-22T21:00:00.000Z" valueString="tonight">
              <gd:reminder minutes="15" method="alert"/><gd:reminder absoluteTime="2026-11-22T18:00:00Z" method="email"/>
            </gd:when>
            <gd:where valueString="Room 1" rel="http://schemas.google.com/g/2005#event" label="Main">
              <gd:entryLink href="http://place" readOnly="true"><entry><id>urn:place</id></entry></gd:entryLink>
            </gd:where>
            <gd:who email="a@b.c" rel="http://schemas.google.com/g/2005#event.attendee" valueString="Ann">
              <gd:attendeeType value="http://schemas.google.com/g/2005#event.optional"/>
              <gd:attendeeStatus value="http://schemas.google.com/g/2005#event.tentative"/>
              <gd:entryLink href="http://contact"/>
            </gd:who>
            <gd:originalEvent id="orig" href="http://orig"><gd:when startTime="2026-11-21"/></gd:originalEvent>
            <gd:reminder days="1"/>
            <gd:visibility value="http://schemas.google.com/g/2005#event.private"/>
            <gd:transparency value="http://schemas.google.com/g/2005#event.transparent"/>
            <gCal:sequence value="3"/><gCal:uid value="uid-1"/>
            """)
        let event = try #require(entry as? CalendarEvent)
        let when = try #require(event.when.first)
        #expect(when.valueString == "tonight" && when.endTime == "2026-11-22T21:00:00.000Z")
        #expect(when.start?.text == "2026-11-22T19:00:00.000Z")
        #expect(when.reminders.map(\.method) == ["alert", "email"])
        #expect(when.reminders.last?.absoluteTime == "2026-11-22T18:00:00Z")
        let place = try #require(event.locations.first)
        #expect(place.label == "Main" && place.entryLink?.href == "http://place" && place.entryLink?.readOnly == "true")
        #expect(place.entryLink?.extensions.unknownElements.first?.name.localName == "entry")
        let who = try #require(event.participants.first)
        #expect(who.valueString == "Ann" && who.email == "a@b.c")
        #expect(who.attendeeType?.value == "http://schemas.google.com/g/2005#event.optional")
        #expect(who.attendeeStatus?.value == "http://schemas.google.com/g/2005#event.tentative")
        #expect(who.entryLink?.href == "http://contact")
        #expect(event.originalEvent?.id == "orig" && event.originalEvent?.when?.startTime == "2026-11-21")
        #expect(event.reminders.first?.days == "1")
        #expect(event.visibility?.value == "http://schemas.google.com/g/2005#event.private")
        #expect(event.transparency?.value == "http://schemas.google.com/g/2005#event.transparent")
        #expect(event.sequence == 3 && event.uid == "uid-1")
        #expect(event.extensions.unknownElements.isEmpty)
        try Self.expectRoundTrip(event)
    }

    @Test("the event elements are not declared for a plain entry, and are kept as unknown content there")
    func eventElementsOutsideEvents() throws {
        let entry = try Self.entry(#"<gd:when startTime="2026-01-01"/><gd:eventStatus value="x"/>"#)
        #expect(entry is AtomEntry)
        #expect(entry.extensions.values.isEmpty)
        #expect(entry.extensions.unknownElements.map(\.name.localName) == ["when", "eventStatus"])
        try Self.expectRoundTrip(entry)
    }

    @Test("unknown attributes and children of extension elements survive a round trip")
    func unknownsInsideExtensions() throws {
        let entry = try Self.entry(
            """
            <gd:rating average="1" x:why="because"><x:detail n="1">text</x:detail></gd:rating>
            <gd:comments><gd:feedLink href="h" x:flag="on"/><x:note/></gd:comments>
            """)
        let rating = try #require(entry.rating)
        #expect(rating.extensions.unknownAttributes.map(\.value) == ["because"])
        #expect(rating.extensions.unknownElements.first?.textContent == "text")
        #expect(entry.comments?.feedLink?.extensions.unknownAttributes.first?.name.localName == "flag")
        #expect(entry.comments?.extensions.unknownElements.first?.name.localName == "note")
        let written = try entry.xmlString()
        #expect(written.contains("because") && written.contains("<x:detail n=\"1\">text</x:detail>"))
        try Self.expectRoundTrip(entry)
    }

    @Test("gd:extendedProperty keeps its inner XML, shows it as markup and takes new markup")
    func extendedProperty() throws {
        let entry = try Self.entry(
            """
            <gd:extendedProperty name="simple" value="v"/>\
            <gd:extendedProperty name="xml"><x:settings><x:item key="a">1</x:item></x:settings></gd:extendedProperty>
            """)
        let properties = entry.extendedProperties
        #expect(properties.map(\.name) == ["simple", "xml"])
        #expect(properties[0].value == "v" && properties[0].xml.isEmpty)
        #expect(properties[1].xml == #"<x:settings xmlns:x="urn:x"><x:item key="a">1</x:item></x:settings>"#)
        try Self.expectRoundTrip(entry)

        var property = properties[0]
        try property.setXML(#"<p:pref xmlns:p="urn:p" on="yes"/>"#)
        #expect(property.name == "simple" && property.value == "v")
        #expect(property.xml == #"<p:pref xmlns:p="urn:p" on="yes"/>"#)
        var changed = entry
        changed.extendedProperties = [property]
        let again = try XMLReader().read(AtomKinds.entries, from: try changed.xmlString())
        #expect(again.extendedProperties == [property])
        #expect(throws: XMLReadError.self) { try property.setXML("<unclosed>") }
    }

    @Test("value and text constructs keep their spelling and parse on request")
    func constructs() throws {
        let status = GDEventStatus(value: "http://schemas.google.com/g/2005#event.canceled")
        #expect(try status.xmlString().contains(#"<gd:eventStatus"#))
        #expect(GCalSendEventNotifications(value: "true").boolValue == true)
        #expect(GCalSequence(value: "x").intValue == nil)
        #expect(GDRecurrence(text: "RRULE:FREQ=WEEKLY").text == "RRULE:FREQ=WEEKLY")
        #expect(GSRowCount(text: " 42 ").intValue == 42)
    }

    @Test("setting core extensions on a new entry writes them")
    func settingCoreExtensions() throws {
        var entry = AtomEntry()
        entry.id = "urn:new"
        entry.isDeleted = true
        entry.resourceId = "r:1"
        entry.batchID = "b1"
        entry.batchOperation = BatchOperation(type: "delete")
        var rating = GDRating()
        rating.value = "5"
        entry.rating = rating
        let written = try entry.xmlString()
        #expect(written.contains("<gd:deleted/>") && written.contains("<gd:resourceId>r:1</gd:resourceId>"))
        #expect(written.contains("<batch:id>b1</batch:id>") && written.contains(#"<batch:operation type="delete"/>"#))
        let again = try XMLReader().read(AtomKinds.entries, from: written)
        #expect(again.isEqual(to: entry))
        entry.isDeleted = false
        #expect(!(try entry.xmlString()).contains("deleted"))
    }
}
