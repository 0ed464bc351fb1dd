// The form of a date's text, kept with every XMLDate so that it is written as it was read: which
// syntax, down to which unit (and how many digits of a second's fraction), which zone spelling,
// and the small variations (a weekday, a one-digit day, a two-digit year, the month first) that
// feeds carry. Packed into four bytes.

extension XMLDate {
    /// The layout of a date's text, as stored: four bytes.
    struct Form: Hashable, Sendable {
        /// 0: ISO 8601 (RFC 3339, W3C-DTF); 1: RFC 822 / RFC 1123.
        var syntax: UInt8
        /// 0 year, 1 month, 2 day, 3 minute, 4 second, 4 + n: n digits of fraction (1–9).
        var precision: UInt8
        /// How the offset is written: one of the `Zone` codes, or `Zone.named` + an index into
        /// `DateZones.names`.
        var zone: UInt8
        /// `Flags` bits.
        var flags: UInt8

        enum Syntax {
            static let iso8601: UInt8 = 0
            static let rfc822: UInt8 = 1
        }

        enum Precision {
            static let year: UInt8 = 0
            static let month: UInt8 = 1
            static let day: UInt8 = 2
            static let minute: UInt8 = 3
            static let second: UInt8 = 4
        }

        enum Zone {
            /// No designator: the time is read as UTC.
            static let none: UInt8 = 0
            /// `Z` (ISO 8601).
            static let zulu: UInt8 = 1
            /// `+01:00`.
            static let numericColon: UInt8 = 2
            /// `+0100`.
            static let numeric: UInt8 = 3
            /// `+01` (ISO 8601, hours only).
            static let numericHours: UInt8 = 4
            /// A name of `DateZones.names`, from this code up.
            static let named: UInt8 = 32
        }

        enum Flags {
            /// RFC 822: a weekday before the date.
            static let weekday: UInt8 = 1
            /// ISO 8601: a space between date and time instead of `T`.
            static let spaceSeparator: UInt8 = 2
            /// RFC 822: days below 10 without a leading zero.
            static let oneDigitDay: UInt8 = 4
            /// RFC 822: the year in two digits (1950–2049).
            static let twoDigitYear: UInt8 = 8
            /// RFC 822: the year in three digits (years after 1900).
            static let threeDigitYear: UInt8 = 16
            /// `-0000` or `-00:00`: UTC, the publisher's offset unknown (RFC 2822, RFC 3339).
            static let unknownOffset: UInt8 = 32
            /// RFC 822: the month before the day, as `asctime` and JavaScript write dates
            /// (`Thu Aug 30 2012 17:26:16 +0200`).
            static let monthFirst: UInt8 = 64
            /// ISO 8601: a space before the zone (`2003-12-31 10:14:55 +01:00`). ISO 8601 dates
            /// never have their month first, so the two share a bit.
            static let spaceBeforeZone: UInt8 = 64
            /// RFC 822 with the month first: the year after the time and zone, as `asctime`
            /// writes it (`Sun Jan  4 16:29:06 2004`).
            static let yearLast: UInt8 = 128
        }

        func has(_ flag: UInt8) -> Bool { flags & flag != 0 }
    }

    /// How a date's text is laid out: the syntax, the smallest unit written, and the spelling of
    /// the offset.
    ///
    /// A date read from text keeps the format it was read in; these presets are for dates made in
    /// code:
    ///
    /// ```swift
    /// XMLDate(now, format: .rfc3339).xmlText                      // 2024-05-01T08:30:00Z
    /// XMLDate(now, utcOffset: 7200, format: .rfc3339).xmlText     // 2024-05-01T10:30:00+02:00
    /// XMLDate(now, format: .rfc1123).xmlText                      // Wed, 01 May 2024 08:30:00 GMT
    /// XMLDate(now, format: .w3cDate).xmlText                      // 2024-05-01
    /// ```
    public struct Format: Sendable, Hashable, CustomStringConvertible {
        let form: Form

        init(_ form: Form) {
            self.form = form
        }

        /// The two syntaxes dates are written in.
        public enum Syntax: Sendable, Hashable {
            /// ISO 8601 as RFC 3339 and W3C-DTF profile it: `2003-12-13T18:30:02.25+01:00`, `2003-12`.
            case iso8601
            /// RFC 822 as RFC 1123 amends it: `Sat, 13 Dec 2003 18:30:02 GMT`.
            case rfc822
        }

        /// The smallest unit a date's text states.
        public enum Precision: Int, Sendable, Hashable, Comparable {
            case year, month, day, minute, second
            /// Seconds with a fraction; ``Format/fractionDigits`` says how many digits.
            case fraction

            public static func < (lhs: Precision, rhs: Precision) -> Bool { lhs.rawValue < rhs.rawValue }
        }

        /// The syntax.
        public var syntax: Syntax { form.syntax == Form.Syntax.rfc822 ? .rfc822 : .iso8601 }

        /// The smallest unit written.
        public var precision: Precision {
            Precision(rawValue: Int(min(form.precision, 5))) ?? .fraction
        }

        /// How many digits of a second's fraction are written (0 unless ``precision`` is
        /// ``Precision/fraction``).
        public var fractionDigits: Int { form.precision > Form.Precision.second ? Int(form.precision) - 4 : 0 }

        /// RFC 3339: `2003-12-13T18:30:02Z`, or with the offset, `2003-12-13T18:30:02-05:00`.
        public static let rfc3339 = Format(
            Form(syntax: Form.Syntax.iso8601, precision: Form.Precision.second, zone: Form.Zone.zulu, flags: 0))

        /// RFC 3339 with `digits` digits of a second's fraction (1–9; 0 for none):
        /// `2003-12-13T18:30:02.250Z`. Fractions are rounded to the digits written.
        public static func rfc3339(fractionDigits digits: Int) -> Format {
            let precision = Form.Precision.second + UInt8(max(0, min(9, digits)))
            return Format(Form(syntax: Form.Syntax.iso8601, precision: precision, zone: Form.Zone.zulu, flags: 0))
        }

        /// RFC 1123: `Sat, 13 Dec 2003 18:30:02 GMT`, or with the offset, `Sat, 13 Dec 2003
        /// 13:30:02 -0500`.
        public static let rfc1123 = Format(
            Form(
                syntax: Form.Syntax.rfc822, precision: Form.Precision.second, zone: Form.Zone.named + DateZones.gmt,
                flags: Form.Flags.weekday))

        /// A W3C-DTF calendar date, `2003-12-13`: the day in the date's offset, without a time.
        public static let w3cDate = Format(
            Form(syntax: Form.Syntax.iso8601, precision: Form.Precision.day, zone: Form.Zone.none, flags: 0))

        /// The layout as a pattern in the letters of Unicode's date patterns, such as
        /// `EEE, d MMM yy HH:mm zzz` or `yyyy-MM-dd'T'HH:mm:ss.SSXXX`.
        public var description: String { DateWriter.pattern(of: form) }
    }
}
