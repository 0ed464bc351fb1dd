// Xylem's date readers against Foundation's: dates that Foundation's formatters write, in RFC 822
// and ISO 8601 shapes over a wide span of instants and offsets, read as the same instant by
// both; and hand-made variants read the same wherever Foundation reads them at all.

import Foundation
import Testing
import Xylem

/// A small deterministic generator (SplitMix64), so that a failure names a reproducible case.
private struct SampleGenerator {
    var state: UInt64

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }

    mutating func next(below bound: Int) -> Int { Int(next() % UInt64(bound)) }
}

/// Offsets publishers write, in minutes.
private let offsets = [0, 60, 120, 330, 345, 540, 600, 720, 840, -60, -210, -300, -420, -480, -600, -720]

private func rfc822Formatter(_ pattern: String, offsetMinutes: Int) -> DateFormatter {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(secondsFromGMT: offsetMinutes * 60)
    formatter.dateFormat = pattern
    return formatter
}

@Suite("Dates against Foundation")
struct DateDifferentialTests {
    @Test(
        "RFC 822 dates that DateFormatter writes read as the instant and offset it meant",
        arguments: [
            "EEE, dd MMM yyyy HH:mm:ss Z", "dd MMM yyyy HH:mm:ss Z", "EEE, d MMM yyyy HH:mm Z",
            "EEE, dd MMM yy HH:mm:ss Z", "EEEE, dd MMMM yyyy HH:mm:ss Z",
        ])
    func rfc822(pattern: String) throws {
        var generator = SampleGenerator(state: UInt64(pattern.utf8.count))
        let parser = rfc822Formatter(pattern, offsetMinutes: 0)
        for _ in 0..<300 {
            // 1950 to 2044: inside both the span two-digit years stand for in RFC 2822 (1950–2049)
            // and the one DateFormatter reads them in (the 100 years from 80 years ago).
            let seconds = -631_152_000 + Double(generator.next(below: 2_997_993_600))
            let offset = offsets[generator.next(below: offsets.count)]
            let text = rfc822Formatter(pattern, offsetMinutes: offset).string(
                from: Date(timeIntervalSince1970: seconds))
            let foundation = try #require(parser.date(from: text), "Foundation reads \(text)")
            let date = try #require(XMLDate(text), "\(text)")
            #expect(date.date == foundation, "\(text)")
            #expect(date.utcOffset == offset * 60, "\(text)")
            let converted = try XMLText.lending(text) { try XMLConversion<Date>.rfc822.read($0) }
            #expect(converted == foundation, "\(text)")
        }
    }

    @Test("RFC 822 dates in GMT that DateFormatter writes read the same")
    func rfc822GMT() throws {
        var generator = SampleGenerator(state: 7)
        let formatter = rfc822Formatter("EEE, dd MMM yyyy HH:mm:ss 'GMT'", offsetMinutes: 0)
        for _ in 0..<300 {
            let seconds = Double(generator.next(below: 4_102_444_800))  // 1970 to 2100
            let text = formatter.string(from: Date(timeIntervalSince1970: seconds))
            let date = try #require(XMLDate(text), "\(text)")
            #expect(date.date == formatter.date(from: text), "\(text)")
            #expect(date.xmlText == text)
        }
    }

    @Test(
        "ISO 8601 dates that ISO8601DateFormatter writes read as the instant it meant",
        arguments: [false, true])
    func iso8601(fractional: Bool) throws {
        var generator = SampleGenerator(state: fractional ? 11 : 13)
        let parser = ISO8601DateFormatter()
        parser.formatOptions = fractional ? [.withInternetDateTime, .withFractionalSeconds] : [.withInternetDateTime]
        for _ in 0..<300 {
            let milliseconds = generator.next(below: 7_258_118_400_000) - 2_208_988_800_000  // 1900 to 2200
            let instant = Date(timeIntervalSince1970: Double(milliseconds) / 1000)
            let writer = ISO8601DateFormatter()
            writer.formatOptions = parser.formatOptions
            writer.timeZone = TimeZone(secondsFromGMT: offsets[generator.next(below: offsets.count)] * 60)
            let text = writer.string(from: instant)
            let foundation = try #require(parser.date(from: text), "Foundation reads \(text)")
            let date = try #require(XMLDate(text), "\(text)")
            #expect(abs(date.date.timeIntervalSince(foundation)) < 1e-6, "\(text)")
            #expect(date.utcOffset == writer.timeZone.secondsFromGMT(), "\(text)")
            let converted = try XMLText.lending(text) { try XMLConversion<Date>.iso8601.read($0) }
            #expect(abs(converted.timeIntervalSince(foundation)) < 1e-6, "\(text)")
            #expect(date.xmlText == text)
        }
    }

    @Test("variants read the same instant wherever DateFormatter reads them too")
    func variantsWhereFoundationAgrees() throws {
        let variants: [(String, String)] = [
            ("Tue, 10 Jun 2003 04:00:00 GMT", "EEE, dd MMM yyyy HH:mm:ss zzz"),
            ("Tue, 10 Jun 2003 04:00:00 EST", "EEE, dd MMM yyyy HH:mm:ss zzz"),
            ("Tue, 10 Jun 2003 04:00:00 PDT", "EEE, dd MMM yyyy HH:mm:ss zzz"),
            ("Tue, 10 Jun 2003 04:00:00 UTC", "EEE, dd MMM yyyy HH:mm:ss zzz"),
            ("Tue, 10 Jun 2003 04:00:00 +0200", "EEE, dd MMM yyyy HH:mm:ss Z"),
            ("Tue, 10 Jun 2003 04:00:00 -0930", "EEE, dd MMM yyyy HH:mm:ss Z"),
            ("Tue, 10 Jun 2003 04:00 +0200", "EEE, dd MMM yyyy HH:mm Z"),
            ("10 Jun 2003 04:00:00 +0200", "dd MMM yyyy HH:mm:ss Z"),
            ("Sun, 1 Jun 2003 04:00:00 +0000", "EEE, d MMM yyyy HH:mm:ss Z"),
            ("Tue, 10 Jun 03 04:00:00 +0000", "EEE, dd MMM yy HH:mm:ss Z"),
            ("Tuesday, 10 June 2003 04:00:00 +0000", "EEEE, dd MMMM yyyy HH:mm:ss Z"),
            ("2003-12-13T18:30:02+01:00", "yyyy-MM-dd'T'HH:mm:ssXXX"),
            ("2003-12-13T18:30:02Z", "yyyy-MM-dd'T'HH:mm:ssXXX"),
            ("2003-12-13T18:30:02.25-05:00", "yyyy-MM-dd'T'HH:mm:ss.SSXXX"),
            ("2003-12-13 18:30:02+0100", "yyyy-MM-dd HH:mm:ssZ"),
            ("2003-12-13T18:30Z", "yyyy-MM-dd'T'HH:mmXXX"),
            ("2003-12-13", "yyyy-MM-dd"),
        ]
        var agreed = 0
        for (text, pattern) in variants {
            guard let foundation = rfc822Formatter(pattern, offsetMinutes: 0).date(from: text) else { continue }
            agreed += 1
            let date = try #require(XMLDate(text), "\(text)")
            #expect(abs(date.date.timeIntervalSince(foundation)) < 1e-6, "\(text)")
        }
        // The comparison means something only if Foundation reads most of them.
        #expect(agreed >= variants.count - 4, "Foundation read \(agreed) of \(variants.count)")
    }
}
