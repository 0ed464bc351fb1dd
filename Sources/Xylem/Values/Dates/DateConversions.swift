// The built-in date conversions: ISO 8601 (RFC 3339, W3C-DTF), RFC 822 (RFC 1123 and the
// variants feeds carry) and either, for `Date` properties (written back in UTC) and for `XMLDate`
// properties (written back as they were read). All of them read with the one scanner: a date in
// the syntax the conversion expects reads silently, a date in the other reads with a warning, and
// a text that is no date is refused.

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension XMLConversion where Value == Date {
    /// Reads ISO 8601 dates as RFC 3339 and W3C-DTF write them: `2008-07-17T12:34:56Z`,
    /// `2008-07-17T12:34:56.789-07:00`, `2008-07-17 12:34:56+0000`, `2008-07-17T12:34Z`, and the
    /// dates `2008-07-17`, `2008-07` and `2008` (the first instant of the period, in UTC). A time
    /// without a zone is read as UTC. A date in RFC 822's syntax is read too, with a warning (an
    /// ``XMLConversionWarning``).
    ///
    /// Writes the date in UTC, `2008-07-17T12:34:56Z`, with the fraction of a second it has, in
    /// milliseconds or microseconds (`2008-07-17T12:34:56.789Z`, `2008-07-17T12:34:56.789012Z`).
    ///
    /// ```swift
    /// XMLChildValue("updated", \.updated, using: .iso8601)
    /// ```
    public static var iso8601: XMLConversion<Date> {
        XMLConversion(
            expected: "ISO 8601 date",
            bytes: { text in try DateReading.instant(text, expecting: XMLDate.Form.Syntax.iso8601) },
            format: DateConversionFormats.utcISO8601)
    }

    /// Reads RFC 822 dates as RFC 1123 writes them, `Tue, 10 Jun 2003 04:00:00 GMT`, and as feeds
    /// write them (see <doc:Dates>): without the weekday, the seconds or the time, with a
    /// one-digit day, a two-digit year, the names in full, the month first, in `UT`, `GMT`, `Z`, a
    /// North American zone (`EST`, `PT`, …), `MET`, a military letter or `±hhmm`, in any letter
    /// case and with extra spaces. A date without a zone is read as UTC. A date in ISO 8601's
    /// syntax is read too, with a warning (an ``XMLConversionWarning``).
    ///
    /// Writes the date in UTC as RFC 1123 does, in whole seconds: `Tue, 10 Jun 2003 09:00:00 GMT`.
    ///
    /// ```swift
    /// XMLChildValue("pubDate", \.published, using: .rfc822)
    /// ```
    public static var rfc822: XMLConversion<Date> {
        XMLConversion(
            expected: "RFC 822 date",
            bytes: { text in try DateReading.instant(text, expecting: XMLDate.Form.Syntax.rfc822) },
            format: { XMLDate($0, format: .rfc1123).xmlText })
    }

    /// Reads a date in any form that `iso8601` or `rfc822` reads, without a warning: for
    /// elements whose publishers do not agree on one syntax.
    ///
    /// Writes the date as `iso8601` does.
    public static var anyDate: XMLConversion<Date> {
        XMLConversion(
            expected: "date",
            bytes: { text in try DateReading.instant(text, expecting: nil) },
            format: DateConversionFormats.utcISO8601)
    }
}

extension XMLConversion where Value == XMLDate {
    /// Reads what `XMLConversion.iso8601` reads for a `Date`, keeping the offset and the form, an
    /// RFC 822 date with a warning; writes the date back in the form it was read.
    public static var iso8601: XMLConversion<XMLDate> {
        XMLConversion(
            expected: "ISO 8601 date",
            bytes: { text in try DateReading.date(text, expecting: XMLDate.Form.Syntax.iso8601) },
            format: \.xmlText)
    }

    /// Reads what `XMLConversion.rfc822` reads for a `Date`, keeping the offset and the form, an
    /// ISO 8601 date with a warning; writes the date back in the form it was read.
    public static var rfc822: XMLConversion<XMLDate> {
        XMLConversion(
            expected: "RFC 822 date",
            bytes: { text in try DateReading.date(text, expecting: XMLDate.Form.Syntax.rfc822) },
            format: \.xmlText)
    }

    /// Reads a date in either syntax without a warning, as ``XMLDate``'s own
    /// ``XMLDate/init(xmlText:)`` does (a mapping without a conversion uses that), with the
    /// expected type named `date` in errors.
    public static var anyDate: XMLConversion<XMLDate> {
        XMLConversion(
            expected: "date",
            bytes: { text in try DateReading.date(text, expecting: nil) },
            format: \.xmlText)
    }
}

/// Reading for the conversions: the scanner, and the warning when the syntax is not the one
/// expected (nil expects either).
enum DateReading {
    /// The date in `text`. Throws `XMLConversionFailure` when it is no date, and an
    /// `XMLConversionWarning` holding the date when it is in the other syntax than `syntax`.
    @inline(__always)
    static func date(_ text: XMLText, expecting syntax: UInt8?) throws -> XMLDate {
        guard let date = text.withUTF8(DateScanner.any) else { throw XMLConversionFailure() }
        if let syntax, date.form.syntax != syntax { throw warning(date, value: date) }
        return date
    }

    /// The instant of the date in `text`, as `date(_:expecting:)` reads it; a warning holds the
    /// instant.
    @inline(__always)
    static func instant(_ text: XMLText, expecting syntax: UInt8?) throws -> Date {
        guard let date = text.withUTF8(DateScanner.any) else { throw XMLConversionFailure() }
        if let syntax, date.form.syntax != syntax { throw warning(date, value: date.date) }
        return date.date
    }

    @inline(never)
    private static func warning(_ date: XMLDate, value: any Sendable) -> XMLConversionWarning {
        let message =
            date.form.syntax == XMLDate.Form.Syntax.rfc822 ? "read as an RFC 822 date" : "read as an ISO 8601 date"
        return XMLConversionWarning(value: value, message: message)
    }
}

enum DateConversionFormats {
    /// `2008-07-17T12:34:56Z`, with the date's fraction of a second in milliseconds or
    /// microseconds when it has one.
    @Sendable
    static func utcISO8601(_ date: Date) -> String { XMLDate(date).xmlText }
}
