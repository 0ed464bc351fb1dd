// Every date form XMLDate reads, each with the instant and offset it stands for, and texts that
// are not dates. The expected instants were computed apart from Xylem (Python's `datetime`).

import Foundation
import Testing
import Xylem

/// A date text, the instant it stands for (seconds since 1970 and nanoseconds) and its offset.
struct DateCase: Sendable, CustomTestStringConvertible {
    let text: String
    let seconds: Int64
    let nanoseconds: Int
    let offset: Int

    init(_ text: String, _ seconds: Int64, nanoseconds: Int = 0, offset: Int = 0) {
        self.text = text
        self.seconds = seconds
        self.nanoseconds = nanoseconds
        self.offset = offset
    }

    var instant: Double { Double(seconds) + Double(nanoseconds) / 1e9 }
    var testDescription: String { "\"\(text)\"" }
}

let iso8601DateCases: [DateCase] = [
    DateCase("2003-12-13T18:30:02Z", 1_071_340_202),
    DateCase("2003-12-13T18:30:02.25+01:00", 1_071_336_602, nanoseconds: 250_000_000, offset: 3600),
    DateCase("2003-12-13T18:30:02.123456789-05:30", 1_071_360_002, nanoseconds: 123_456_789, offset: -19800),
    DateCase("2003-12-13T18:30:02.1234567891234-05:30", 1_071_360_002, nanoseconds: 123_456_789, offset: -19800),
    DateCase("2003-12-13T18:30Z", 1_071_340_200),
    DateCase("2003-12-13", 1_071_273_600),
    DateCase("2003-12", 1_070_236_800),
    DateCase("2003", 1_041_379_200),
    DateCase("2004-02-29T00:00:00Z", 1_078_012_800),
    DateCase("2003-12-13 18:30:02+0100", 1_071_336_602, offset: 3600),
    DateCase("2003-12-13t18:30:02z", 1_071_340_202),
    DateCase("2003-12-13T18:30:02", 1_071_340_202),
    DateCase("2003-12-13T18:30:02-00:00", 1_071_340_202),
    DateCase("2003-12-13T18:30:02+09", 1_071_307_802, offset: 32400),
    DateCase("2003-12-13T18:30:02,5Z", 1_071_340_202, nanoseconds: 500_000_000),
    DateCase("1969-07-20T20:17:40Z", -14_182_940),
    DateCase("1600-03-01T00:00:00Z", -11_670_912_000),
    DateCase("2016-12-31T23:59:60Z", 1_483_228_800),
    DateCase("\n  2003-12-13T18:30:02Z\t", 1_071_340_202),
]

let rfc822DateCases: [DateCase] = [
    DateCase("Tue, 10 Jun 2003 04:00:00 GMT", 1_055_217_600),
    DateCase("Tue, 10 Jun 2003 04:00:00 EST", 1_055_235_600, offset: -18000),
    DateCase("10 Jun 2003 04:00:00 GMT", 1_055_217_600),
    DateCase("Sun, 1 Jun 2003 04:00:00 +0000", 1_054_440_000),
    DateCase("Tue, 10 Jun 03 04:00:00 GMT", 1_055_217_600),
    DateCase("Thu, 10 Jun 99 04:00:00 GMT", 928_987_200),
    DateCase("Mon, 10 Jun 103 04:00:00 GMT", 1_055_217_600),
    DateCase("Tue, 10 Jun 2003 04:00 GMT", 1_055_217_600),
    DateCase("Tue, 10 Jun 2003 04:00:00 UT", 1_055_217_600),
    DateCase("Tue, 10 Jun 2003 04:00:00 Z", 1_055_217_600),
    DateCase("Tue, 10 Jun 2003 04:00:00 UTC", 1_055_217_600),
    DateCase("Tue, 10 Jun 2003 04:00:00 EDT", 1_055_232_000, offset: -14400),
    DateCase("Tue, 10 Jun 2003 04:00:00 CST", 1_055_239_200, offset: -21600),
    DateCase("Tue, 10 Jun 2003 04:00:00 CDT", 1_055_235_600, offset: -18000),
    DateCase("Tue, 10 Jun 2003 04:00:00 MST", 1_055_242_800, offset: -25200),
    DateCase("Tue, 10 Jun 2003 04:00:00 MDT", 1_055_239_200, offset: -21600),
    DateCase("Tue, 10 Jun 2003 04:00:00 PST", 1_055_246_400, offset: -28800),
    DateCase("Tue, 10 Jun 2003 04:00:00 PDT", 1_055_242_800, offset: -25200),
    DateCase("Tue, 10 Jun 2003 04:00:00 AKST", 1_055_250_000, offset: -32400),
    DateCase("Tue, 10 Jun 2003 04:00:00 NST", 1_055_230_200, offset: -12600),
    DateCase("Tue, 10 Jun 2003 04:00:00 A", 1_055_221_200, offset: -3600),
    DateCase("Tue, 10 Jun 2003 04:00:00 M", 1_055_260_800, offset: -43200),
    DateCase("Tue, 10 Jun 2003 04:00:00 N", 1_055_214_000, offset: 3600),
    DateCase("Tue, 10 Jun 2003 04:00:00 Y", 1_055_174_400, offset: 43200),
    DateCase("Tue, 10 Jun 2003 04:00:00 -0000", 1_055_217_600),
    DateCase("Tue, 10 Jun 2003 04:00:00 +0530", 1_055_197_800, offset: 19800),
    DateCase("Tue, 10 Jun 2003 04:00:00 +05:30", 1_055_197_800, offset: 19800),
    DateCase("Tue, 10 Jun 2003 04:00:00+0200", 1_055_210_400, offset: 7200),
    DateCase("Tue, 10 Jun 2003 04:00GMT", 1_055_217_600),
    DateCase("TUE, 10 JUN 2003 04:00:00 gmt", 1_055_217_600),
    DateCase("  Tue,   10   Jun   2003   04:00:00   GMT  ", 1_055_217_600),
    DateCase("Tue,\t10 Jun 2003\n04:00:00 GMT", 1_055_217_600),
    DateCase("Tuesday, 10 June 2003 04:00:00 GMT", 1_055_217_600),
    DateCase("Wed, 17 Sept 2003 4:05:06 PDT", 1_063_796_706, offset: -25200),
    DateCase("Tue 10 Jun 2003 04:00:00 GMT", 1_055_217_600),
    DateCase("Tue, 10 Jun 2003 04:00:00", 1_055_217_600),
    DateCase("Fri, 29 Feb 2008 23:59:59 +0100", 1_204_325_999, offset: 3600),
    // A wrong weekday (10 June 2003 was a Tuesday) does not make the date unreadable.
    DateCase("Mon, 10 Jun 2003 04:00:00 GMT", 1_055_217_600),
]

let notDates = [
    "", "   ", "yesterday", "17/07/2008", "2008-13-01", "2008-02-30", "2003-02-29T00:00:00Z", "2008-07-17T24:00:00Z",
    "2008-07-17T12:60:00Z", "2008-07-17T12:34:61Z", "2008-07-17T12:34:56+24:00", "2008-07-17T12:34:56+05:60",
    "2008-07-17T12:34:56.Z", "2008-07-17T12:34:56Zjunk", "2008-07-17T12", "2008-07-17T12:3", "20080717", "08-07-17",
    "2008-7-17", "2008-07-17Z", "Tue, 10 Jun 2003 04:00:00 XYZ", "Tue, 32 Jun 2003 04:00:00 GMT",
    "Tue, 31 Jun 2003 04:00:00 GMT", "Tue, 10 Jux 2003 04:00:00 GMT", "Tue, 10 Jun 2003 24:00:00 GMT",
    "Tue, 10 Jun 2003 04:0:00 GMT", "Tue, 10 Jun 2003 GMT", "Tue, 10 Jun 2 04:00:00 GMT",
    "Tue, 10 Jun 20033 04:00:00 GMT", "Tu, 10 Jun 2003 04:00:00 GMT", "Tuesdays, 10 Jun 2003 04:00:00 GMT",
    "Tue, 10 Jun 2003 04:00:00 +05", "Tue, 10 Jun 2003 04:00:00 GMT extra", "Tue, 0 Jun 2003 04:00:00 GMT",
    "Tue, 10 Jun 2003 04:00:00 J", "Tue, 100 Jun 2003 04:00:00 GMT", "10Jun 2003 04:00:00 GMT",
]

@Suite("Reading dates")
struct DateReadingTests {
    @Test("ISO 8601 forms read as the right instant and offset", arguments: iso8601DateCases)
    func iso8601(_ sample: DateCase) throws {
        let date = try #require(XMLDate(sample.text))
        #expect(date.date.timeIntervalSince1970 == sample.instant)
        #expect(date.utcOffset == sample.offset)
        #expect(date.format.syntax == .iso8601)
        let converted = try XMLText.lending(sample.text) { try XMLConversion<Date>.iso8601.read($0) }
        #expect(converted == date.date)
        #expect(try XMLText.lending(sample.text) { try XMLConversion<XMLDate>.iso8601.read($0) } == date)
        #expect(XMLText.lending(sample.text) { XMLDate(xmlText: $0) } == date)
    }

    @Test("RFC 822 forms read as the right instant and offset", arguments: rfc822DateCases)
    func rfc822(_ sample: DateCase) throws {
        let date = try #require(XMLDate(sample.text))
        #expect(date.date.timeIntervalSince1970 == sample.instant)
        #expect(date.utcOffset == sample.offset)
        #expect(date.format.syntax == .rfc822)
        let converted = try XMLText.lending(sample.text) { try XMLConversion<Date>.rfc822.read($0) }
        #expect(converted == date.date)
        #expect(try XMLText.lending(sample.text) { try XMLConversion<XMLDate>.rfc822.read($0) } == date)
    }

    @Test("the conversion for any date reads both syntaxes", arguments: iso8601DateCases + rfc822DateCases)
    func anyDate(_ sample: DateCase) throws {
        let date = try XMLText.lending(sample.text) { try XMLConversion<Date>.anyDate.read($0) }
        #expect(date.timeIntervalSince1970 == sample.instant)
    }

    @Test("each syntax's conversion reads the other's dates, with a warning holding the value")
    func otherSyntaxWithWarning() throws {
        for sample in rfc822DateCases {
            let expected = try #require(XMLDate(sample.text))
            let warning = try #require(throws: XMLConversionWarning.self) {
                try XMLText.lending(sample.text) { try XMLConversion<Date>.iso8601.read($0) }
            }
            #expect(warning.value as? Date == expected.date)
            #expect(warning.message == "read as an RFC 822 date")
            let kept = try #require(throws: XMLConversionWarning.self) {
                try XMLText.lending(sample.text) { try XMLConversion<XMLDate>.iso8601.read($0) }
            }
            #expect(kept.value as? XMLDate == expected)
        }
        for sample in iso8601DateCases {
            let expected = try #require(XMLDate(sample.text))
            let warning = try #require(throws: XMLConversionWarning.self) {
                try XMLText.lending(sample.text) { try XMLConversion<Date>.rfc822.read($0) }
            }
            #expect(warning.value as? Date == expected.date)
            #expect(warning.message == "read as an ISO 8601 date")
            let kept = try #require(throws: XMLConversionWarning.self) {
                try XMLText.lending(sample.text) { try XMLConversion<XMLDate>.rfc822.read($0) }
            }
            #expect(kept.value as? XMLDate == expected)
        }
    }

    @Test("texts that are not dates are refused by every reading", arguments: notDates)
    func notADate(_ text: String) {
        expectRefusedByEveryReading(text)
    }

    @Test("the precision of ISO 8601 dates is the unit they stop at")
    func precision() throws {
        let expected: [(String, XMLDate.Format.Precision, Int)] = [
            ("2003", .year, 0), ("2003-12", .month, 0), ("2003-12-13", .day, 0), ("2003-12-13T18:30Z", .minute, 0),
            ("2003-12-13T18:30:02Z", .second, 0), ("2003-12-13T18:30:02.250Z", .fraction, 3),
            ("Tue, 10 Jun 2003 04:00 GMT", .minute, 0), ("Tue, 10 Jun 2003 04:00:00 GMT", .second, 0),
        ]
        for (text, precision, digits) in expected {
            let format = try #require(XMLDate(text)).format
            #expect(format.precision == precision, "\(text)")
            #expect(format.fractionDigits == digits, "\(text)")
        }
    }
}

/// Checks that `text` is read as a date by none of the ways in: `XMLDate`'s initialisers and the
/// date conversions to `Date` and `XMLDate`.
func expectRefusedByEveryReading(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(XMLDate(text) == nil, sourceLocation: sourceLocation)
    #expect(XMLText.lending(text) { XMLDate(xmlText: $0) } == nil, sourceLocation: sourceLocation)
    for conversion in [XMLConversion<Date>.iso8601, .rfc822, .anyDate] {
        #expect(throws: XMLConversionFailure.self, sourceLocation: sourceLocation) {
            try XMLText.lending(text) { try conversion.read($0) }
        }
    }
    for conversion in [XMLConversion<XMLDate>.iso8601, .rfc822, .anyDate] {
        #expect(throws: XMLConversionFailure.self, sourceLocation: sourceLocation) {
            try XMLText.lending(text) { try conversion.read($0) }
        }
    }
}
