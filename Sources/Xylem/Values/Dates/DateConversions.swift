// The built-in date conversions: ISO 8601 (RFC 3339, W3C-DTF), RFC 822 (RFC 1123 and the
// variants feeds carry) and either, for `Date` properties (written back in UTC) and for `XMLDate`
// properties (written back as they were read).

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension XMLConversion where Value == Date {
    /// Reads ISO 8601 dates as RFC 3339 and W3C-DTF write them: `2008-07-17T12:34:56Z`,
    /// `2008-07-17T12:34:56.789-07:00`, `2008-07-17 12:34:56+0000`, `2008-07-17T12:34Z`, and the
    /// dates `2008-07-17`, `2008-07` and `2008` (the first instant of the period, in UTC). A time
    /// without a zone is read as UTC.
    ///
    /// Writes the date in UTC, `2008-07-17T12:34:56Z`, with milliseconds when it has a fraction of
    /// a second (`2008-07-17T12:34:56.789Z`).
    ///
    /// ```swift
    /// Value("updated", \.updated, using: .iso8601)
    /// ```
    public static var iso8601: XMLConversion<Date> {
        XMLConversion(
            expected: "ISO 8601 date",
            bytes: { text in
                guard let date = text.withUTF8(DateScanner.iso8601) else { throw XMLConversionFailure() }
                return date.date
            },
            format: DateConversionFormats.utcISO8601)
    }

    /// Reads RFC 822 dates as RFC 1123 writes them, `Tue, 10 Jun 2003 04:00:00 GMT`, and as feeds
    /// write them: without the weekday, with a one-digit day, a two-digit year or no seconds, in
    /// `UT`, `GMT`, `Z`, a North American zone (`EST`, `PDT`, …), a military letter or `±hhmm`,
    /// in any letter case and with extra spaces. A date without a zone is read as UTC.
    ///
    /// Writes the date in UTC as RFC 1123 does: `Tue, 10 Jun 2003 09:00:00 GMT`.
    ///
    /// ```swift
    /// Value("pubDate", \.published, using: .rfc822)
    /// ```
    public static var rfc822: XMLConversion<Date> {
        XMLConversion(
            expected: "RFC 822 date",
            bytes: { text in
                guard let date = text.withUTF8(DateScanner.rfc822) else { throw XMLConversionFailure() }
                return date.date
            },
            format: { XMLDate($0, format: .rfc1123).xmlText })
    }

    /// Reads a date in any form that ``iso8601-swift.type.property`` or ``rfc822-swift.type.property``
    /// reads: for elements whose publishers do not agree on one (RSS's `pubDate`, Dublin Core's
    /// `dc:date`).
    ///
    /// Writes the date as ``iso8601-swift.type.property`` does.
    public static var anyDate: XMLConversion<Date> {
        XMLConversion(
            expected: "date",
            bytes: { text in
                guard let date = text.withUTF8(DateScanner.any) else { throw XMLConversionFailure() }
                return date.date
            },
            format: DateConversionFormats.utcISO8601)
    }
}

extension XMLConversion where Value == XMLDate {
    /// Reads what ``XMLConversion/iso8601-swift.type.property`` reads for a `Date`, keeping the
    /// offset and the form; writes the date back in the form it was read.
    public static var iso8601: XMLConversion<XMLDate> {
        XMLConversion(
            expected: "ISO 8601 date",
            bytes: { text in
                guard let date = text.withUTF8(DateScanner.iso8601) else { throw XMLConversionFailure() }
                return date
            },
            format: \.xmlText)
    }

    /// Reads what ``XMLConversion/rfc822-swift.type.property`` reads for a `Date`, keeping the
    /// offset and the form; writes the date back in the form it was read.
    public static var rfc822: XMLConversion<XMLDate> {
        XMLConversion(
            expected: "RFC 822 date",
            bytes: { text in
                guard let date = text.withUTF8(DateScanner.rfc822) else { throw XMLConversionFailure() }
                return date
            },
            format: \.xmlText)
    }

    /// Reads a date in either syntax, as ``XMLDate``'s own ``XMLDate/init(xmlText:)`` does (a
    /// mapping without a conversion uses that), with the expected type named `date` in errors.
    public static var anyDate: XMLConversion<XMLDate> {
        XMLConversion(
            expected: "date",
            bytes: { text in
                guard let date = text.withUTF8(DateScanner.any) else { throw XMLConversionFailure() }
                return date
            },
            format: \.xmlText)
    }
}

enum DateConversionFormats {
    /// `2008-07-17T12:34:56Z`, or with milliseconds when the date has a fraction of a second.
    @Sendable
    static func utcISO8601(_ date: Date) -> String {
        let value = XMLDate(date)
        guard value.nanoseconds != 0 else { return value.xmlText }
        return XMLDate(date, format: .rfc3339(fractionDigits: 3)).xmlText
    }
}
