// Dates are written back in the form they were read: the same syntax, precision, zone spelling
// and digits, in canonical letter case and spacing. Dates made in code are written in the format
// they were given. Expected texts were worked out by hand from the instants.

import Foundation
import Testing
import Xylem

private struct Episode: XMLReadable, Equatable {
    var published: XMLDate?
    var updated: XMLDate?
    var recorded: Date?

    static let xmlDescription = XMLDescription(Episode.init, element: "item") {
        XMLChildValue("pubDate", \.published)
        XMLAttribute("updated", \.updated, using: .iso8601)
        XMLChildValue("recorded", \.recorded, using: .rfc822)
    }
}

@Suite("Writing dates")
struct DateWritingTests {
    @Test(
        "a date read is written back in its form",
        arguments: [
            ("2003-12-13T18:30:02Z", "2003-12-13T18:30:02Z"),
            ("2003-12-13T18:30:02.25+01:00", "2003-12-13T18:30:02.25+01:00"),
            ("2003-12-13T18:30:02.123456789-05:30", "2003-12-13T18:30:02.123456789-05:30"),
            ("2003-12-13T18:30:02.000Z", "2003-12-13T18:30:02.000Z"),
            ("2003-12-13T18:30Z", "2003-12-13T18:30Z"),
            ("2003-12-13", "2003-12-13"),
            ("2003-12", "2003-12"),
            ("2003", "2003"),
            ("2003-12-13 18:30:02+0100", "2003-12-13 18:30:02+0100"),
            ("2003-12-13t18:30:02z", "2003-12-13T18:30:02Z"),
            ("2003-12-13T18:30:02", "2003-12-13T18:30:02"),
            ("2003-12-13T18:30:02-00:00", "2003-12-13T18:30:02-00:00"),
            ("2003-12-13T18:30:02+09", "2003-12-13T18:30:02+09"),
            ("2003-12-13T18:30:02,5Z", "2003-12-13T18:30:02.5Z"),
            ("1969-07-20T20:17:40Z", "1969-07-20T20:17:40Z"),
            ("Tue, 10 Jun 2003 04:00:00 GMT", "Tue, 10 Jun 2003 04:00:00 GMT"),
            ("Tue, 10 Jun 2003 04:00:00 EST", "Tue, 10 Jun 2003 04:00:00 EST"),
            ("10 Jun 2003 04:00:00 GMT", "10 Jun 2003 04:00:00 GMT"),
            ("Sun, 1 Jun 2003 04:00:00 +0000", "Sun, 1 Jun 2003 04:00:00 +0000"),
            ("Sun, 01 Jun 2003 04:00:00 +0000", "Sun, 01 Jun 2003 04:00:00 +0000"),
            ("Tue, 10 Jun 03 04:00:00 GMT", "Tue, 10 Jun 03 04:00:00 GMT"),
            ("Thu, 10 Jun 99 04:00:00 GMT", "Thu, 10 Jun 99 04:00:00 GMT"),
            ("Tue, 10 Jun 103 04:00:00 GMT", "Tue, 10 Jun 103 04:00:00 GMT"),
            ("Tue, 10 Jun 2003 04:00 GMT", "Tue, 10 Jun 2003 04:00 GMT"),
            ("Tue, 10 Jun 2003 04:00:00 UT", "Tue, 10 Jun 2003 04:00:00 UT"),
            ("Tue, 10 Jun 2003 04:00:00 Z", "Tue, 10 Jun 2003 04:00:00 Z"),
            ("Tue, 10 Jun 2003 04:00:00 A", "Tue, 10 Jun 2003 04:00:00 A"),
            ("Tue, 10 Jun 2003 04:00:00 -0000", "Tue, 10 Jun 2003 04:00:00 -0000"),
            ("Tue, 10 Jun 2003 04:00:00 +05:30", "Tue, 10 Jun 2003 04:00:00 +05:30"),
            ("Tue, 10 Jun 2003 04:00:00", "Tue, 10 Jun 2003 04:00:00"),
            ("TUE, 10 JUN 2003 04:00:00 gmt", "Tue, 10 Jun 2003 04:00:00 GMT"),
            ("  Tue,   10   Jun   2003   04:00:00   GMT  ", "Tue, 10 Jun 2003 04:00:00 GMT"),
            ("Tuesday, 10 June 2003 04:00:00 GMT", "Tue, 10 Jun 2003 04:00:00 GMT"),
            ("Wed, 17 Sept 2003 4:05:06 PDT", "Wed, 17 Sep 2003 04:05:06 PDT"),
            ("Tue 10 Jun 2003 04:00:00 GMT", "Tue, 10 Jun 2003 04:00:00 GMT"),
            ("Mon, 10 Jun 2003 04:00:00 GMT", "Tue, 10 Jun 2003 04:00:00 GMT"),
            ("TUESDAY  10 june 2003 4:00:00 gmt", "Tue, 10 Jun 2003 04:00:00 GMT"),
            ("Thu, 01 Jan, 2004 19:48:21 GMT-01:01", "Thu, 01 Jan 2004 19:48:21 -01:01"),
            ("Sun Jan 4 16:29:06 2004", "Sun Jan  4 16:29:06 2004"),
            ("2003-12-31 10:14:55 Z", "2003-12-31 10:14:55 Z"),
            ("2003-12-31T10:14:52.2073437Z", "2003-12-31T10:14:52.2073437Z"),
        ])
    func writtenAsRead(text: String, written: String) throws {
        let date = try #require(XMLDate(text))
        #expect(date.xmlText == written)
        #expect(XMLDate(date.xmlText) == date)
    }

    @Test("every form of the reading tables reads back as the same date once written")
    func readsBack() throws {
        for sample in iso8601DateCases + rfc822DateCases {
            let date = try #require(XMLDate(sample.text))
            let again = try #require(XMLDate(date.xmlText), "\(date.xmlText)")
            #expect(again == date, "\(sample.text) → \(date.xmlText)")
            #expect(again.description == date.xmlText)
        }
    }

    @Test("dates made in code are written in their format and offset")
    func madeInCode() {
        let instant = Date(timeIntervalSince1970: 1_071_340_202)  // 2003-12-13T18:30:02Z, a Saturday
        #expect(XMLDate(instant).xmlText == "2003-12-13T18:30:02Z")
        #expect(XMLDate(instant, utcOffset: 3600).xmlText == "2003-12-13T19:30:02+01:00")
        #expect(XMLDate(instant, utcOffset: -19800).xmlText == "2003-12-13T13:00:02-05:30")
        #expect(XMLDate(instant, format: .rfc1123).xmlText == "Sat, 13 Dec 2003 18:30:02 GMT")
        #expect(XMLDate(instant, utcOffset: -18000, format: .rfc1123).xmlText == "Sat, 13 Dec 2003 13:30:02 -0500")
        #expect(XMLDate(instant, utcOffset: -68400, format: .w3cDate).xmlText == "2003-12-12")
        #expect(XMLDate(instant, format: .w3cDate).xmlText == "2003-12-13")
        let fractional = Date(timeIntervalSince1970: 1_071_340_202.25)
        #expect(XMLDate(fractional, format: .rfc3339(fractionDigits: 3)).xmlText == "2003-12-13T18:30:02.250Z")
        #expect(XMLDate(fractional, format: .rfc3339(fractionDigits: 1)).xmlText == "2003-12-13T18:30:02.3Z")
        #expect(XMLDate(fractional, format: .rfc3339).xmlText == "2003-12-13T18:30:02Z")
        // Rounding the fraction to the digits written carries into the next day.
        let late = Date(timeIntervalSince1970: 1_071_359_999.9996)  // 23:59:59.9996
        #expect(XMLDate(late, format: .rfc3339(fractionDigits: 3)).xmlText == "2003-12-14T00:00:00.000Z")
        let early = Date(timeIntervalSince1970: -0.5)
        #expect(XMLDate(early, format: .rfc3339(fractionDigits: 1)).xmlText == "1969-12-31T23:59:59.5Z")
    }

    @Test(
        "a Date is written with the fraction it has: none, milliseconds or microseconds",
        arguments: [
            (1_071_340_202.0, "2003-12-13T18:30:02Z"), (1_071_340_202.25, "2003-12-13T18:30:02.250Z"),
            (1_071_340_202.123, "2003-12-13T18:30:02.123Z"), (1_071_340_202.123456, "2003-12-13T18:30:02.123456Z"),
            (1_071_340_202.000001, "2003-12-13T18:30:02.000001Z"), (-0.000_25, "1969-12-31T23:59:59.999750Z"),
        ])
    func fractionOfADate(seconds: Double, written: String) throws {
        let date = Date(timeIntervalSince1970: seconds)
        #expect(XMLDate(date).xmlText == written)
        #expect(try XMLConversion<Date>.iso8601.text(for: date) == written)
        #expect(try XMLConversion<Date>.anyDate.text(for: date) == written)
        // Read back, the instant is the same to the microsecond.
        let again = try XMLText.lending(written) { try XMLConversion<Date>.iso8601.read($0) }
        #expect(abs(again.timeIntervalSince(date)) < 5e-7)
    }

    @Test("a fraction read is written back with as many digits, up to nine")
    func fractionDigitsKept() throws {
        for (text, written) in [
            ("2003-12-31T10:14:52.2073437Z", "2003-12-31T10:14:52.2073437Z"),
            ("2003-12-31T10:14:52.2Z", "2003-12-31T10:14:52.2Z"),
            ("2003-12-31T10:14:52.000000Z", "2003-12-31T10:14:52.000000Z"),
            ("2003-12-31T10:14:52.1234567891Z", "2003-12-31T10:14:52.123456789Z"),
            ("Thu, 01 Jan 2004 19:48:21.250 GMT", "Thu, 01 Jan 2004 19:48:21.250 GMT"),
        ] {
            let date = try #require(XMLDate(text))
            #expect(date.xmlText == written)
            let converted = try XMLText.lending(text) { try XMLConversion<XMLDate>.anyDate.read($0) }
            #expect(try XMLConversion<XMLDate>.anyDate.text(for: converted) == written)
        }
    }

    @Test("an offset is rounded to minutes and kept within ±23:59; the instant stays")
    func offsets() {
        let instant = Date(timeIntervalSince1970: 1_071_340_202)
        var date = XMLDate(instant, utcOffset: 3629)
        #expect(date.utcOffset == 3600)
        date.utcOffset = 200_000
        #expect(date.utcOffset == 86_340)
        #expect(date.date == instant)
        #expect(date.xmlText == "2003-12-14T18:29:02+23:59")
    }

    @Test("a zone name is written while it fits the offset, and the offset in digits after it changes")
    func zoneNames() throws {
        var date = try #require(XMLDate("Tue, 10 Jun 2003 04:00:00 EST"))
        date.utcOffset = 3600
        #expect(date.xmlText == "Tue, 10 Jun 2003 10:00:00 +0100")
        date.utcOffset = -18000
        #expect(date.xmlText == "Tue, 10 Jun 2003 04:00:00 EST")
        var zulu = try #require(XMLDate("2003-12-13T18:30:02Z"))
        zulu.utcOffset = -7200
        #expect(zulu.xmlText == "2003-12-13T16:30:02-02:00")
    }

    @Test("changing the instant or the format keeps the rest")
    func changing() throws {
        var date = try #require(XMLDate("Sun, 1 Jun 2003 04:00 PDT"))
        date.date = Date(timeIntervalSince1970: 1_071_340_202)
        #expect(date.xmlText == "Sat, 13 Dec 2003 11:30 PDT")
        date.format = .rfc3339
        #expect(date.xmlText == "2003-12-13T11:30:02-07:00")
    }

    @Test("formats describe their layout as a date pattern")
    func patterns() throws {
        #expect(XMLDate.Format.rfc3339.description == "yyyy-MM-dd'T'HH:mm:ssXXX")
        #expect(XMLDate.Format.rfc1123.description == "EEE, dd MMM yyyy HH:mm:ss 'GMT'")
        #expect(XMLDate.Format.w3cDate.description == "yyyy-MM-dd")
        #expect(try #require(XMLDate("1 Jun 03 04:00 +0000")).format.description == "d MMM yy HH:mm xx")
        #expect(try #require(XMLDate("2003-12-13 18:30:02.25+01:00")).format.description == "yyyy-MM-dd HH:mm:ss.SSxxx")
        #expect(try #require(XMLDate("2003-12-13 18:30:02 +01:00")).format.description == "yyyy-MM-dd HH:mm:ss xxx")
        #expect(try #require(XMLDate("Sun Jan  4 16:29:06 2004")).format.description == "EEE MMM d HH:mm:ss yyyy")
        #expect(
            try #require(XMLDate("Thu Aug 30 2012 17:26:16 +0200")).format.description == "EEE MMM dd yyyy HH:mm:ss xx")
        #expect(try #require(XMLDate("Thu, 01 Jan 2004")).format.description == "EEE, dd MMM yyyy")
        #expect(
            try #require(XMLDate("1 Jan 2004 19:48:21.25 PT")).format.description == "d MMM yyyy HH:mm:ss.SS 'PT'")
    }

    @Test("the Date conversions write UTC: RFC 3339 for ISO 8601 and any date, RFC 1123 for RFC 822")
    func dateConversions() throws {
        let instant = Date(timeIntervalSince1970: 1_055_235_600)  // Tue, 10 Jun 2003 09:00:00 GMT
        #expect(try XMLConversion<Date>.rfc822.text(for: instant) == "Tue, 10 Jun 2003 09:00:00 GMT")
        #expect(try XMLConversion<Date>.iso8601.text(for: instant) == "2003-06-10T09:00:00Z")
        #expect(try XMLConversion<Date>.anyDate.text(for: instant) == "2003-06-10T09:00:00Z")
        let fractional = Date(timeIntervalSince1970: 1_055_235_600.5)
        #expect(try XMLConversion<Date>.anyDate.text(for: fractional) == "2003-06-10T09:00:00.500Z")
    }

    @Test("a model's dates read from a document are written back as the document had them")
    func throughDescriptions() throws {
        let xml = """
            <item updated="2003-12-13T18:30:02.25+01:00"><pubDate>Tue, 10 Jun 03 04:00 EST</pubDate>\
            <recorded>10 Jun 2003 04:00:00 EST</recorded></item>
            """
        let episode = try XMLReader().read(Episode.self, from: xml)
        #expect(episode.recorded == Date(timeIntervalSince1970: 1_055_235_600))
        var writer = XMLWriter(to: XMLMemorySink())
        try writer.write(episode)
        try writer.finish()
        #expect(
            writer.sink.string
                == """
                <item updated="2003-12-13T18:30:02.25+01:00"><pubDate>Tue, 10 Jun 03 04:00 EST</pubDate>\
                <recorded>Tue, 10 Jun 2003 09:00:00 GMT</recorded></item>
                """)
        #expect(try XMLReader().read(Episode.self, from: writer.sink.string) == episode)
    }
}
