// Dates as real feeds write them: every form, the instant it stands for and how it is written back;
// and the texts that look like dates but are not, refused rather than rolled over. The instants
// are the ones Python's feedparser 6 gives for the same texts, checked one by one; the few forms
// feedparser does not read (noted) were worked out with Python's `datetime`.

import Foundation
import Testing
import Xylem

/// A date text as feeds write it, the instant and offset it stands for, and its text once written
/// back.
struct FeedDateForm: Sendable, CustomTestStringConvertible {
    let text: String
    let seconds: Int64
    let nanoseconds: Int
    let offset: Int
    let written: String

    init(_ text: String, _ seconds: Int64, nanoseconds: Int = 0, offset: Int = 0, written: String? = nil) {
        self.text = text
        self.seconds = seconds
        self.nanoseconds = nanoseconds
        self.offset = offset
        self.written = written ?? text
    }

    var instant: Double { Double(seconds) + Double(nanoseconds) / 1e9 }
    var testDescription: String { "\"\(text)\"" }
}

/// Zone names, military letters and spellings of UTC, each after `Thu, 01 Jan 2004 19:48:21`.
let zoneForms: [FeedDateForm] = [
    ("MET", 1_072_982_901, 3600), ("MEST", 1_072_979_301, 7200), ("AT", 1_073_000_901, -14400),
    ("ET", 1_073_004_501, -18000), ("CT", 1_073_008_101, -21600), ("MT", 1_073_011_701, -25200),
    ("PT", 1_073_015_301, -28800), ("EST", 1_073_004_501, -18000), ("EDT", 1_073_000_901, -14400),
    ("CST", 1_073_008_101, -21600), ("CDT", 1_073_004_501, -18000), ("MST", 1_073_011_701, -25200),
    ("MDT", 1_073_008_101, -21600), ("PST", 1_073_015_301, -28800), ("PDT", 1_073_011_701, -25200),
    ("AST", 1_073_000_901, -14400), ("ADT", 1_072_997_301, -10800), ("UT", 1_072_986_501, 0),
    ("GMT", 1_072_986_501, 0), ("Z", 1_072_986_501, 0), ("A", 1_072_990_101, -3600), ("N", 1_072_982_901, 3600),
    ("M", 1_073_029_701, -43200), ("Y", 1_072_943_301, 43200),
].map { zone, seconds, offset in FeedDateForm("Thu, 01 Jan 2004 19:48:21 \(zone)", seconds, offset: offset) }

let rfc822FeedForms: [FeedDateForm] = [
    FeedDateForm("Thu, 01 Jan 2004 19:48:21 Etc/GMT", 1_072_986_501, written: "Thu, 01 Jan 2004 19:48:21 GMT"),
    FeedDateForm("Thu, 01 Jan 2004 19:48:21 Etc/UTC", 1_072_986_501, written: "Thu, 01 Jan 2004 19:48:21 UTC"),
    FeedDateForm(
        "Thu, 01 Jan 2004 19:48:21 GMT-01:01", 1_072_990_161, offset: -3660,
        written: "Thu, 01 Jan 2004 19:48:21 -01:01"),
    FeedDateForm(
        "Thu, 01 Jan 2004 19:48:21 GMT+0130", 1_072_981_101, offset: 5400,
        written: "Thu, 01 Jan 2004 19:48:21 +0130"),
    FeedDateForm(
        "thu, 01 jan 2004 19:48:21 met", 1_072_982_901, offset: 3600, written: "Thu, 01 Jan 2004 19:48:21 MET"),
    FeedDateForm("Thu, 01 Jan, 2004 19:48:21 GMT", 1_072_986_501, written: "Thu, 01 Jan 2004 19:48:21 GMT"),
    FeedDateForm(
        "Thursday, 01 January 2004 19:48:21 +0100", 1_072_982_901, offset: 3600,
        written: "Thu, 01 Jan 2004 19:48:21 +0100"),
    FeedDateForm("Thu, 1 Jan 2004 9:48:21 GMT", 1_072_950_501, written: "Thu, 1 Jan 2004 09:48:21 GMT"),
    FeedDateForm("Thu, 01 Jan 2004 19:48 GMT", 1_072_986_480),
    FeedDateForm("Wed, 31 Dec 2003 10:14:55 -0000", 1_072_865_695),
    // asctime, with and without a zone before the year.
    FeedDateForm("Sun Jan  4 16:29:06 2004", 1_073_233_746),
    FeedDateForm("Sun Jan  4 16:29:06 PST 2004", 1_073_262_546, offset: -28800),
    FeedDateForm(
        "Sun Jan 4 16:29:06 +0100 2004", 1_073_230_146, offset: 3600, written: "Sun Jan  4 16:29:06 +0100 2004"),
    FeedDateForm("Sun Jan  4 16:29:06 GMT 2004", 1_073_233_746),
    FeedDateForm("Sun Jan 04 16:29 2004", 1_073_233_740),
    // JavaScript's layout: the month first, the year before the time.
    FeedDateForm("Thu Aug 30 2012 17:26:16 +0200", 1_346_340_376, offset: 7200),
    FeedDateForm(
        "Thu Aug 30 2012 17:26:16 GMT+0200", 1_346_340_376, offset: 7200, written: "Thu Aug 30 2012 17:26:16 +0200"),
    FeedDateForm("Aug 30 2012 17:26:16 +0200", 1_346_340_376, offset: 7200),
    FeedDateForm("Thu Aug 30 2012 17:26 PT", 1_346_376_360, offset: -28800),
    // A date without a time: the start of the day, in UTC.
    FeedDateForm("Thu, 01 Jan 2004", 1_072_915_200),
    FeedDateForm("01 Jan 2004", 1_072_915_200),
    FeedDateForm("Jan 01 2004", 1_072_915_200),
    FeedDateForm("Thu Aug 30 2012", 1_346_284_800),
    // Two-digit years.
    FeedDateForm("Thu, 01 Jan 04 19:48:21 GMT", 1_072_986_501),
    FeedDateForm("Thu, 01 Jan 95 19:48:21 GMT", 788_989_701, written: "Sun, 01 Jan 95 19:48:21 GMT"),
    FeedDateForm("1 Jan 04 00:00 Z", 1_072_915_200),
]

let iso8601FeedForms: [FeedDateForm] = [
    FeedDateForm("2003", 1_041_379_200),
    FeedDateForm("2003-12", 1_070_236_800),
    FeedDateForm("2004-01-01", 1_072_915_200),
    FeedDateForm("2003-12-31T10:14Z", 1_072_865_640),
    FeedDateForm("2003-12-31 10:14:55Z", 1_072_865_695),
    FeedDateForm("2003-12-31 10:14:55 +01:00", 1_072_862_095, offset: 3600),
    FeedDateForm("2003-12-31 10:14:55 -01:30", 1_072_871_095, offset: -5400),
    FeedDateForm("2003-12-31T10:14:55 Z", 1_072_865_695),
    FeedDateForm("2003-12-31T10:14:55,5Z", 1_072_865_695, nanoseconds: 500_000_000, written: "2003-12-31T10:14:55.5Z"),
    FeedDateForm("2003-12-31T10:14:52.2073437Z", 1_072_865_692, nanoseconds: 207_343_700),
    FeedDateForm(
        "2003-12-31T10:14:55.123456789123-05:00", 1_072_883_695, nanoseconds: 123_456_789, offset: -18000,
        written: "2003-12-31T10:14:55.123456789-05:00"),
    // A leap second at the end of a UTC day: the first instant of the next day.
    FeedDateForm("2016-12-31T23:59:60Z", 1_483_228_800, written: "2017-01-01T00:00:00Z"),
    FeedDateForm("2016-12-31T18:59:60-05:00", 1_483_228_800, offset: -18000, written: "2016-12-31T19:00:00-05:00"),
]

/// Forms feedparser does not read, whose instants follow from the rules in the Dates article.
let formsBeyondFeedparser: [FeedDateForm] = [
    // A leap second in RFC 822.
    FeedDateForm("Sat, 31 Dec 2016 23:59:60 GMT", 1_483_228_800, written: "Sun, 01 Jan 2017 00:00:00 GMT"),
    // A fraction of a second in RFC 822.
    FeedDateForm("Thu, 01 Jan 2004 19:48:21.25 GMT", 1_072_986_501, nanoseconds: 250_000_000),
    // An offset without a colon in ISO 8601 (feedparser's W3C-DTF reader takes `-0130` for `-01:00`).
    FeedDateForm("2003-12-31 10:14:55 -0130", 1_072_871_095, offset: -5400),
    // A two-digit year from 50 to 89 is in the 1900s, as RFC 2822 reads it (feedparser: the 2000s).
    FeedDateForm("Wed, 01 Jan 75 19:48:21 GMT", 157_837_701),
]

/// Dates with a field out of its range, or with text after them: refused, never rolled over.
let outOfRangeDates = [
    "2003-12-31T25:14:55Z", "2003-12-31T24:00:00Z", "2003-12-31T10:61:55Z", "2003-12-31T10:14:61Z",
    "2003-12-99", "2003-13", "2004-02-30T10:00:00Z", "2003-02-29", "2003-12-31T10:14:55+25:00",
    "2013-01-28T11:30:00-06:00Textra", "2003-12-31T10:14:55Z 2004", "2003-12-31 10:14:55 +01:00 CET",
    // A second 60 anywhere but at the end of a UTC day.
    "2016-12-31T12:34:60Z", "2016-12-31T23:59:60+01:00", "Sat, 31 Dec 2016 12:34:60 GMT",
    "Thu, 99 Jan 2004 19:48:21 GMT", "Mon, 30 Feb 2004 19:48:21 GMT", "Thu, 01 Jan 2004 25:48:21 GMT",
    "Thu, 01 Jan 2004 19:61:21 GMT", "Thu, 01 Jan 2004 19:48:61 GMT", "Thu, 01 Jan 2004 19:48:21 GMT extra",
    "Thu, 01 Jan 2004 19:48:21 XYZ", "Thu, 01 Jan 2004 19:48:21 CET", "Thu, 01 Jan 2004 19:48:21 UTC+01:00",
    "Thu, 01 Jan 2004 19:48:21 GMT+1", "Thu, 01 Jan 2004 19:48:21 GMT+25:00", "Thu, 01 Jan 2004 19:48:21 Etc/GMT+5",
    "Thu, 01 Jan 2004 19:48:21 Etc/EST", "Thu, 01 Jan 2004 19:48:21.", "Thu, 01 Jan 2004 GMT",
    "Thu, 01, Jan 2004 19:48:21 GMT", "Thu01 Jan 2004 19:48:21 GMT", "Sun Jan  4 16:29:06",
    "Sun Jan  4 16:29:06 2004 extra", "Sun Jan 32 16:29:06 2004", "Sun Feb 30 16:29:06 2004",
    "Sun Jan  4 16:29:06 XYZ 2004", "Thu Aug 30 2012 17:26:16 +0200 (CEST)", "Aug 2012", "Jan 01",
]

@Suite("Dates as feeds write them")
struct DateFeedFormsTests {
    @Test(
        "each form reads as the instant feedparser gives and writes back in its form",
        arguments: zoneForms + rfc822FeedForms + iso8601FeedForms + formsBeyondFeedparser)
    func form(_ sample: FeedDateForm) throws {
        let date = try #require(XMLDate(sample.text))
        #expect(date.date.timeIntervalSince1970 == sample.instant)
        #expect(date.utcOffset == sample.offset)
        #expect(date.xmlText == sample.written)
        #expect(XMLDate(date.xmlText) == date, "written \(date.xmlText)")
        #expect(try XMLText.lending(sample.text) { try XMLConversion<Date>.anyDate.read($0) } == date.date)
    }

    @Test("RFC 822 forms read in RFC 822's syntax", arguments: zoneForms + rfc822FeedForms)
    func rfc822Syntax(_ sample: FeedDateForm) throws {
        #expect(try #require(XMLDate(sample.text)).format.syntax == .rfc822)
        #expect(
            try XMLText.lending(sample.text) { try XMLConversion<Date>.rfc822.read($0) }.timeIntervalSince1970
                == sample.instant)
    }

    @Test("ISO 8601 forms read in ISO 8601's syntax", arguments: iso8601FeedForms)
    func iso8601Syntax(_ sample: FeedDateForm) throws {
        #expect(try #require(XMLDate(sample.text)).format.syntax == .iso8601)
        #expect(
            try XMLText.lending(sample.text) { try XMLConversion<Date>.iso8601.read($0) }.timeIntervalSince1970
                == sample.instant)
    }

    @Test("a field out of range or text after the date is refused by every reading", arguments: outOfRangeDates)
    func refused(_ text: String) {
        expectRefusedByEveryReading(text)
    }

    @Test("texts near the forms are read and written back consistently, or refused")
    func nearForms() throws {
        // Each form cut short, or with one byte changed, added or taken out (bytes that dates are
        // made of): the scanner must stay in bounds, and whatever it accepts must read back as
        // itself.
        let alphabet = Array("0123456789 :,.+-/TZtzAJMNPSaeimnrsu\t".utf8)
        var state: UInt64 = 0x5DEE_CE66
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        var accepted = 0
        var tried = 0
        for sample in zoneForms + rfc822FeedForms + iso8601FeedForms + formsBeyondFeedparser {
            let bytes = Array(sample.text.utf8)
            var variants = (0...bytes.count).map { Array(bytes[..<$0]) }
            for _ in 0..<300 {
                var changed = bytes
                changed[next(bytes.count)] = alphabet[next(alphabet.count)]
                variants.append(changed)
                var longer = bytes
                longer.insert(alphabet[next(alphabet.count)], at: next(bytes.count + 1))
                variants.append(longer)
                var shorter = bytes
                shorter.remove(at: next(bytes.count))
                variants.append(shorter)
            }
            for variant in variants {
                let text = String(decoding: variant, as: UTF8.self)
                tried += 1
                guard let date = XMLDate(text) else { continue }
                accepted += 1
                #expect(XMLDate(date.xmlText) == date, "\(text) → \(date.xmlText)")
                #expect(try XMLText.lending(text) { try XMLConversion<XMLDate>.anyDate.read($0) } == date)
            }
        }
        // Many single changes leave a date (another digit, another zone letter), most do not.
        #expect(accepted > tried / 20 && accepted < tried / 2, "\(accepted) of \(tried)")
    }

    @Test("the precision of a form is the unit it stops at, fractions digit by digit")
    func precision() throws {
        let expected: [(String, XMLDate.Format.Precision, Int)] = [
            ("Thu, 01 Jan 2004", .day, 0), ("Jan 01 2004", .day, 0), ("Sun Jan 04 16:29 2004", .minute, 0),
            ("Sun Jan  4 16:29:06 2004", .second, 0), ("Thu, 01 Jan 2004 19:48:21.25 GMT", .fraction, 2),
            ("2003-12-31T10:14:52.2073437Z", .fraction, 7), ("2003-12-31T10:14:55.123456789123Z", .fraction, 9),
        ]
        for (text, precision, digits) in expected {
            let format = try #require(XMLDate(text)).format
            #expect(format.precision == precision, "\(text)")
            #expect(format.fractionDigits == digits, "\(text)")
        }
    }
}
