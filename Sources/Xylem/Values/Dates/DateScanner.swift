// Reads dates from UTF-8 bytes by hand: ISO 8601 as RFC 3339 and W3C-DTF profile it, and RFC 822
// with the variations feeds carry. One pass over the bytes, no allocation, no calendar object;
// each reader records the form of the text (see XMLDate+Format) so that it can be written back.

enum DateScanner {
    typealias Bytes = UnsafeBufferPointer<UInt8>
    typealias Form = XMLDate.Form

    /// A date in either syntax. ISO 8601 starts with the year's four digits; RFC 822 with a
    /// weekday or a day of one or two digits, so the third byte tells them apart.
    @inline(__always)
    static func any(_ text: Bytes) -> XMLDate? {
        guard let (start, end) = trimmed(text) else { return nil }
        if end - start >= 3, isDigit(text[start]), isDigit(text[start + 2]) {
            return iso8601(text, from: start, to: end)
        }
        return rfc822(text, from: start, to: end)
    }

    /// An ISO 8601 date, ignoring surrounding whitespace.
    static func iso8601(_ text: Bytes) -> XMLDate? {
        guard let (start, end) = trimmed(text) else { return nil }
        return iso8601(text, from: start, to: end)
    }

    /// An RFC 822 date, ignoring surrounding whitespace.
    static func rfc822(_ text: Bytes) -> XMLDate? {
        guard let (start, end) = trimmed(text) else { return nil }
        return rfc822(text, from: start, to: end)
    }

    // MARK: ISO 8601

    /// `YYYY`, `YYYY-MM`, `YYYY-MM-DD`, or a date and a time: `T` (or `t`, or a space), `hh:mm`,
    /// optionally `:ss` and a fraction after `.` or `,`, then `Z`, `±hh:mm`, `±hhmm`, `±hh` or
    /// nothing (read as UTC).
    static func iso8601(_ text: Bytes, from start: Int, to end: Int) -> XMLDate? {
        var index = start
        guard end - index >= 4, let high = twoDigits(text, index), let low = twoDigits(text, index + 2) else {
            return nil
        }
        let year = high * 100 + low
        index += 4
        var form = Form(syntax: Form.Syntax.iso8601, precision: Form.Precision.year, zone: Form.Zone.none, flags: 0)
        var month = 1
        var day = 1
        var clock = 0
        var nanoseconds = 0
        var offset = 0
        if index < end {
            guard end - index >= 3, text[index] == UInt8(ascii: "-"), let value = twoDigits(text, index + 1),
                value >= 1, value <= 12
            else { return nil }
            month = value
            form.precision = Form.Precision.month
            index += 3
        }
        if index < end {
            guard end - index >= 3, text[index] == UInt8(ascii: "-"), let value = twoDigits(text, index + 1),
                value >= 1, value <= CivilCalendar.length(ofMonth: month, year: year)
            else { return nil }
            day = value
            form.precision = Form.Precision.day
            index += 3
        }
        if index < end {
            let separator = text[index]
            if separator == UInt8(ascii: " ") {
                form.flags |= Form.Flags.spaceSeparator
            } else if separator | 0x20 != UInt8(ascii: "t") {
                return nil
            }
            guard end - index >= 6, let hour = twoDigits(text, index + 1), hour <= 23,
                text[index + 3] == UInt8(ascii: ":"), let minute = twoDigits(text, index + 4), minute <= 59
            else { return nil }
            clock = hour * 3600 + minute * 60
            form.precision = Form.Precision.minute
            index += 6
            if index < end, text[index] == UInt8(ascii: ":") {
                guard end - index >= 3, let second = twoDigits(text, index + 1), second <= 60 else { return nil }
                clock += second
                form.precision = Form.Precision.second
                index += 3
                if index < end, text[index] == UInt8(ascii: ".") || text[index] == UInt8(ascii: ",") {
                    index += 1
                    guard let (fraction, digits, next) = fraction(text, from: index, to: end) else { return nil }
                    nanoseconds = fraction
                    form.precision = Form.Precision.second + UInt8(min(digits, 9))
                    index = next
                }
            }
            guard let (zone, zoneOffset, next) = isoZone(text, from: index, to: end, form: &form) else { return nil }
            form.zone = zone
            offset = zoneOffset
            index = next
        }
        guard index == end else { return nil }
        return make(year: year, month: month, day: day, clock: clock, nanoseconds: nanoseconds, offset: offset, form)
    }

    /// Up to nine digits of a fraction, as nanoseconds; further digits are read and dropped.
    @inline(__always)
    private static func fraction(_ text: Bytes, from start: Int, to end: Int) -> (Int, Int, Int)? {
        var index = start
        var value = 0
        while index < end, case let digit = text[index] &- UInt8(ascii: "0"), digit < 10 {
            if index - start < 9 { value = value * 10 + Int(digit) }
            index += 1
        }
        let digits = index - start
        guard digits > 0 else { return nil }
        for _ in min(digits, 9)..<9 { value *= 10 }
        return (value, digits, index)
    }

    /// The zone designator of an ISO 8601 time: its code, its offset in seconds, and where it ends.
    @inline(__always)
    private static func isoZone(_ text: Bytes, from start: Int, to end: Int, form: inout Form) -> (UInt8, Int, Int)? {
        guard start < end else { return (Form.Zone.none, 0, start) }
        let first = text[start]
        if first | 0x20 == UInt8(ascii: "z") { return (Form.Zone.zulu, 0, start + 1) }
        guard first == UInt8(ascii: "+") || first == UInt8(ascii: "-"), end - start >= 3,
            let hours = twoDigits(text, start + 1), hours <= 23
        else { return nil }
        var index = start + 3
        var minutes = 0
        var zone = Form.Zone.numericHours
        if index < end {
            if text[index] == UInt8(ascii: ":") {
                guard end - index >= 3, let value = twoDigits(text, index + 1) else { return nil }
                minutes = value
                zone = Form.Zone.numericColon
                index += 3
            } else {
                guard end - index >= 2, let value = twoDigits(text, index) else { return nil }
                minutes = value
                zone = Form.Zone.numeric
                index += 2
            }
            guard minutes <= 59 else { return nil }
        }
        let magnitude = hours * 3600 + minutes * 60
        if first == UInt8(ascii: "-") {
            if magnitude == 0 { form.flags |= Form.Flags.unknownOffset }
            return (zone, -magnitude, index)
        }
        return (zone, magnitude, index)
    }

    // MARK: RFC 822

    /// `[weekday[,]] day month year hour:minute[:second] [zone]`, with any amount of whitespace
    /// between the parts and any letter case: a weekday of three letters or more (`Tue`, `Tues`,
    /// `Tuesday`), a day of one or two digits, a month of three letters or more (`Jun`, `June`,
    /// `Sept`), a year of two digits (1950–2049), three (after 1900) or four, an hour of one or
    /// two digits, and a zone that is `±hhmm`, `±hh:mm`, a name (`UT`, `GMT`, `UTC`, North
    /// American zones) or a military letter, or nothing (read as UTC). The weekday is not checked
    /// against the date: feeds get it wrong more often than the date.
    static func rfc822(_ text: Bytes, from start: Int, to end: Int) -> XMLDate? {
        var index = start
        var form = Form(syntax: Form.Syntax.rfc822, precision: Form.Precision.second, zone: Form.Zone.none, flags: 0)
        if index < end, isLetter(text[index]) {
            let wordEnd = letters(text, from: index, to: end)
            guard isPrefix(text, from: index, to: wordEnd, ofAnyOf: weekdayNames) != nil else { return nil }
            form.flags |= Form.Flags.weekday
            index = skipSpaces(text, from: wordEnd, to: end)
            if index < end, text[index] == UInt8(ascii: ",") { index = skipSpaces(text, from: index + 1, to: end) }
        }
        guard let (day, dayDigits, afterDay) = number(text, from: index, to: end, maxDigits: 2), day >= 1 else {
            return nil
        }
        if dayDigits == 1 { form.flags |= Form.Flags.oneDigitDay }
        guard let monthStart = spaces(text, from: afterDay, to: end) else { return nil }
        let monthEnd = letters(text, from: monthStart, to: end)
        guard let monthIndex = isPrefix(text, from: monthStart, to: monthEnd, ofAnyOf: monthNames),
            let yearStart = spaces(text, from: monthEnd, to: end),
            let (writtenYear, yearDigits, afterYear) = number(text, from: yearStart, to: end, maxDigits: 4),
            yearDigits >= 2
        else { return nil }
        let month = monthIndex + 1
        var year = writtenYear
        switch yearDigits {
        case 2:
            year += writtenYear < 50 ? 2000 : 1900
            form.flags |= Form.Flags.twoDigitYear
        case 3:
            year += 1900
            form.flags |= Form.Flags.threeDigitYear
        default:
            break
        }
        guard day <= CivilCalendar.length(ofMonth: month, year: year),
            let hourStart = spaces(text, from: afterYear, to: end),
            let (hour, _, afterHour) = number(text, from: hourStart, to: end, maxDigits: 2), hour <= 23,
            end - afterHour >= 3, text[afterHour] == UInt8(ascii: ":"),
            let minute = twoDigits(text, afterHour + 1), minute <= 59
        else { return nil }
        var clock = hour * 3600 + minute * 60
        index = afterHour + 3
        if index < end, text[index] == UInt8(ascii: ":") {
            guard end - index >= 3, let second = twoDigits(text, index + 1), second <= 60 else { return nil }
            clock += second
            index += 3
        } else {
            form.precision = Form.Precision.minute
        }
        index = skipSpaces(text, from: index, to: end)
        var offset = 0
        if index < end {
            guard let (zone, zoneOffset, next) = rfc822Zone(text, from: index, to: end, form: &form) else { return nil }
            form.zone = zone
            offset = zoneOffset
            index = skipSpaces(text, from: next, to: end)
        }
        guard index == end else { return nil }
        return make(year: year, month: month, day: day, clock: clock, nanoseconds: 0, offset: offset, form)
    }

    /// An RFC 822 zone: `±hhmm` (or `±hh:mm`), or a name of `DateZones`.
    @inline(__always)
    private static func rfc822Zone(_ text: Bytes, from start: Int, to end: Int, form: inout Form) -> (
        UInt8, Int, Int
    )? {
        let first = text[start]
        if first == UInt8(ascii: "+") || first == UInt8(ascii: "-") {
            guard end - start >= 5, let hours = twoDigits(text, start + 1), hours <= 23 else { return nil }
            var index = start + 3
            var zone = Form.Zone.numeric
            if text[index] == UInt8(ascii: ":") {
                zone = Form.Zone.numericColon
                index += 1
            }
            guard end - index >= 2, let minutes = twoDigits(text, index), minutes <= 59 else { return nil }
            let magnitude = hours * 3600 + minutes * 60
            if first == UInt8(ascii: "-") && magnitude == 0 { form.flags |= Form.Flags.unknownOffset }
            return (zone, first == UInt8(ascii: "-") ? -magnitude : magnitude, index + 2)
        }
        let wordEnd = letters(text, from: start, to: end)
        let length = wordEnd - start
        guard length >= 1, length <= 4 else { return nil }
        var packed: UInt32 = 0
        for position in 0..<length { packed |= UInt32(text[start + position] | 0x20) << (8 * UInt32(position)) }
        guard let name = DateZones.index(ofPacked: packed, length: length) else { return nil }
        return (Form.Zone.named + name, Int(DateZones.names[Int(name)].minutes) * 60, wordEnd)
    }

    /// Weekdays from Sunday, and months, lower-cased: a word names one when it is three letters
    /// or more of its name.
    private static let weekdayNames: [StaticString] = [
        "sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday",
    ]
    private static let monthNames: [StaticString] = [
        "january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
        "november", "december",
    ]

    /// The index of the name in `names` that the letters from `start` to `end` begin, ignoring
    /// case; at least three letters.
    @inline(__always)
    private static func isPrefix(_ text: Bytes, from start: Int, to end: Int, ofAnyOf names: [StaticString]) -> Int? {
        let length = end - start
        guard length >= 3 else { return nil }
        let first = text[start] | 0x20
        let second = text[start + 1] | 0x20
        let third = text[start + 2] | 0x20
        for (position, name) in names.enumerated() {
            let spelled = name.utf8Start
            guard spelled[0] == first, spelled[1] == second, spelled[2] == third else { continue }
            guard length <= name.utf8CodeUnitCount else { return nil }
            for offset in 3..<length where text[start + offset] | 0x20 != spelled[offset] { return nil }
            return position
        }
        return nil
    }

    // MARK: Pieces

    /// The first and last non-whitespace bytes (end exclusive), or nil when there are none.
    @inline(__always)
    static func trimmed(_ text: Bytes) -> (Int, Int)? {
        var start = 0
        var end = text.count
        while start < end, isSpace(text[start]) { start += 1 }
        while end > start, isSpace(text[end - 1]) { end -= 1 }
        return start < end ? (start, end) : nil
    }

    /// Two decimal digits at `index` (which the caller has checked are there) as a number.
    @inline(__always)
    private static func twoDigits(_ text: Bytes, _ index: Int) -> Int? {
        let tens = text[index] &- UInt8(ascii: "0")
        let ones = text[index + 1] &- UInt8(ascii: "0")
        guard tens < 10, ones < 10 else { return nil }
        return Int(tens) * 10 + Int(ones)
    }

    /// One to `maxDigits` digits: the number, how many digits, and where they end.
    @inline(__always)
    private static func number(_ text: Bytes, from start: Int, to end: Int, maxDigits: Int) -> (Int, Int, Int)? {
        var index = start
        var value = 0
        while index < end, case let digit = text[index] &- UInt8(ascii: "0"), digit < 10 {
            guard index - start < maxDigits else { return nil }
            value = value * 10 + Int(digit)
            index += 1
        }
        return index > start ? (value, index - start, index) : nil
    }

    /// Where the run of ASCII letters from `start` ends.
    @inline(__always)
    private static func letters(_ text: Bytes, from start: Int, to end: Int) -> Int {
        var index = start
        while index < end, isLetter(text[index]) { index += 1 }
        return index
    }

    /// Where the whitespace from `start` ends, or nil when there is none: the parts of an RFC
    /// 822 date are separated by at least one space.
    @inline(__always)
    private static func spaces(_ text: Bytes, from start: Int, to end: Int) -> Int? {
        let index = skipSpaces(text, from: start, to: end)
        return index > start && index < end ? index : nil
    }

    @inline(__always)
    private static func skipSpaces(_ text: Bytes, from start: Int, to end: Int) -> Int {
        var index = start
        while index < end, isSpace(text[index]) { index += 1 }
        return index
    }

    @inline(__always)
    private static func isDigit(_ byte: UInt8) -> Bool { byte &- UInt8(ascii: "0") < 10 }

    @inline(__always)
    private static func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) &- UInt8(ascii: "a") < 26 }

    @inline(__always)
    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    // MARK: The instant

    /// The date for a civil date and time written with `offset` seconds east of UTC.
    @inline(__always)
    private static func make(
        year: Int, month: Int, day: Int, clock: Int, nanoseconds: Int, offset: Int, _ form: Form
    ) -> XMLDate {
        let days = CivilCalendar.days(year: year, month: month, day: day)
        return XMLDate(
            seconds: Int64(days * 86_400 + clock - offset), nanoseconds: Int32(nanoseconds), offset: Int32(offset),
            form: form)
    }
}
