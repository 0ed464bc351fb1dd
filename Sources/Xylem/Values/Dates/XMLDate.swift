// A date as a document wrote it: the instant, the offset from UTC it was written in, and the form
// of the text, so that a date read from a feed is written back the way the feed wrote it.

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A point in time with the UTC offset and the form it was written in.
///
/// `XMLDate` reads every date form feeds and XML documents carry (see <doc:Dates>): RFC 3339 and
/// ISO 8601 timestamps with fractions of any length and offsets, W3C-DTF's partial dates (`2003`,
/// `2003-12`, `2003-12-13`), and RFC 822 / RFC 1123 dates with the variations found in the wild
/// (no weekday, no seconds or no time, a one-digit day, a two-digit year, names in full, a comma
/// after the month, `UT`, `GMT`, `GMT+01:00`, North American and Middle European zone names,
/// military letters, any letter case, extra spaces, the month-first layouts of `asctime` and
/// JavaScript). It refuses a field out of its range (hour 25, 30 February) and text after the
/// date rather than rolling them over or ignoring them. It parses the text's bytes by hand,
/// without `DateFormatter` and without allocating.
///
/// It keeps what the text said: ``date`` is the instant, ``utcOffset`` the offset the publisher
/// wrote it in, and ``format`` the form of the text, which ``xmlText`` writes again, down to the
/// digits of a second's fraction (`10:14:52.2073437Z` is written back with seven; nine are kept).
///
/// ```swift
/// struct Item: XMLReadable {
///     var published: XMLDate?
///     static let xmlDescription = XMLDescription(Item.init) {
///         XMLChildValue("pubDate", \.published)
///     }
/// }
///
/// let date = XMLDate("Tue, 10 Jun 2003 04:00:00 EST")!
/// date.date           // 2003-06-10 09:00:00 UTC
/// date.utcOffset      // -18000
/// date.xmlText        // "Tue, 10 Jun 2003 04:00:00 EST"
/// ```
///
/// Two values are equal when they are the same instant written the same way; compare ``date``
/// for the instant alone.
public struct XMLDate: Sendable, Hashable {
    /// Whole seconds since 1970-01-01T00:00:00Z.
    var seconds: Int64
    /// The fraction of the second, in nanoseconds (0 ..< 1,000,000,000).
    var nanoseconds: Int32
    /// Seconds east of UTC, a whole number of minutes.
    var offset: Int32
    var form: Form

    init(seconds: Int64, nanoseconds: Int32, offset: Int32, form: Form) {
        self.seconds = seconds
        self.nanoseconds = nanoseconds
        self.offset = offset
        self.form = form
    }

    /// A date for `date`, written with `utcOffset` in `format`.
    ///
    /// - Parameters:
    ///   - date: The instant.
    ///   - utcOffset: Seconds east of UTC the date is written in (`-18000` for five hours behind
    ///     UTC); rounded to whole minutes and kept within ±23:59.
    ///   - format: How ``xmlText`` writes the date. Defaults to RFC 3339 with the fraction of a
    ///     second the date has, in milliseconds or microseconds (`2003-12-13T18:30:02Z`,
    ///     `2003-12-13T18:30:02.250Z`, `2003-12-13T18:30:02.123456Z`): a `Date` holds about a
    ///     microsecond's precision, and all of it is written.
    public init(_ date: Date, utcOffset: Int = 0, format: Format? = nil) {
        seconds = 0
        nanoseconds = 0
        offset = 0
        form = Format.rfc3339.form
        self.date = date
        self.utcOffset = utcOffset
        if let format {
            form = format.form
        } else {
            form.precision = Form.Precision.second + UInt8(Self.fractionDigits(ofNanoseconds: Int(nanoseconds)))
        }
    }

    /// The digits that write `nanoseconds` to the microsecond: none for a whole second, three
    /// for whole milliseconds, six otherwise.
    private static func fractionDigits(ofNanoseconds nanoseconds: Int) -> Int {
        let microseconds = (nanoseconds + 500) / 1000
        if microseconds == 0 || microseconds == 1_000_000 { return 0 }
        return microseconds % 1000 == 0 ? 3 : 6
    }

    /// Reads a date in any of the forms ``init(xmlText:)`` reads, or returns nil.
    public init?(_ text: String) {
        var text = text
        guard let date = text.withUTF8({ DateScanner.any($0) }) else { return nil }
        self = date
    }

    /// The instant.
    public var date: Date {
        get { Date(timeIntervalSince1970: Double(seconds) + Double(nanoseconds) / 1e9) }
        set {
            let interval = newValue.timeIntervalSince1970
            guard interval.isFinite, abs(interval) < 1e15 else {
                seconds = 0
                nanoseconds = 0
                return
            }
            let whole = interval.rounded(.down)
            var fraction = Int64(((interval - whole) * 1e9).rounded())
            var seconds = Int64(whole)
            if fraction >= 1_000_000_000 {
                fraction -= 1_000_000_000
                seconds += 1
            }
            self.seconds = seconds
            nanoseconds = Int32(fraction)
        }
    }

    /// Seconds east of UTC that the date is written in: `-18000` for `EST` or `-05:00`, `0` for
    /// `Z`, `GMT` and dates written without a zone. Setting it rounds to whole minutes and keeps
    /// the offset within ±23:59; the instant does not change.
    public var utcOffset: Int {
        get { Int(offset) }
        set {
            let minutes = (Double(newValue) / 60).rounded()
            offset = Int32(max(-1439, min(1439, minutes.isFinite ? minutes : 0)) * 60)
        }
    }

    /// How ``xmlText`` writes the date: the form it was read in, or the one it was made with.
    public var format: Format {
        get { Format(form) }
        set { form = newValue.form }
    }
}

extension XMLDate: XMLValue {
    /// Reads a date in any form that `XMLConversion.anyDate` reads, ignoring
    /// surrounding whitespace.
    public init?(xmlText: XMLText) {
        guard let date = xmlText.withUTF8({ DateScanner.any($0) }) else { return nil }
        self = date
    }

    /// The date in its ``format``, in its ``utcOffset``.
    public var xmlText: String { DateWriter.text(of: self) }
}

extension XMLDate: LosslessStringConvertible {
    /// The date as ``xmlText`` writes it.
    public var description: String { xmlText }
}
