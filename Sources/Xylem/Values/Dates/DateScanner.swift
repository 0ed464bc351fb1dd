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
        if let date = rfc1123(text, from: start, to: end) { return date }
        var index = start
        var form = Form(syntax: Form.Syntax.rfc822, precision: Form.Precision.second, zone: Form.Zone.none, flags: 0)
        if index < end, isLetter(text[index]) {
            let wordEnd = letters(text, from: index, to: end)
            guard weekday(text, from: index, to: wordEnd) != nil else { return nil }
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
        guard let monthIndex = month(text, from: monthStart, to: monthEnd),
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

    /// The layout nearly every feed writes, `Tue, 10 Jun 2003 04:00:00 GMT`, read at fixed
    /// positions; nil for any other layout (or a date that is not valid), which the general
    /// reader then reads or refuses.
    @inline(__always)
    private static func rfc1123(_ text: Bytes, from start: Int, to end: Int) -> XMLDate? {
        // The offsets stay below `end`, which is at most the buffer's count: they cannot overflow.
        guard end - start >= 27, text[start &+ 3] == UInt8(ascii: ","), text[start &+ 4] == UInt8(ascii: " "),
            text[start &+ 7] == UInt8(ascii: " "), text[start &+ 11] == UInt8(ascii: " "),
            text[start &+ 16] == UInt8(ascii: " "), text[start &+ 19] == UInt8(ascii: ":"),
            text[start &+ 22] == UInt8(ascii: ":"), text[start &+ 25] == UInt8(ascii: " "),
            let day = twoDigits(text, start &+ 5), let century = twoDigits(text, start &+ 12),
            let yearInCentury = twoDigits(text, start &+ 14), let hour = twoDigits(text, start &+ 17), hour <= 23,
            let minute = twoDigits(text, start &+ 20), minute <= 59, let second = twoDigits(text, start &+ 23),
            second <= 60, weekday(text, from: start, to: start &+ 3) != nil,
            let monthIndex = month(text, from: start &+ 8, to: start &+ 11)
        else { return nil }
        let year = century * 100 + yearInCentury
        guard day >= 1, day <= CivilCalendar.length(ofMonth: monthIndex + 1, year: year) else { return nil }
        var form = Form(
            syntax: Form.Syntax.rfc822, precision: Form.Precision.second, zone: Form.Zone.none,
            flags: Form.Flags.weekday)
        let zone: UInt8
        let offset: Int
        if end - start == 29, lowercasedTriple(text, start &+ 26) == 0x746D67 {  // gmt
            (zone, offset) = (Form.Zone.named + DateZones.gmt, 0)
        } else {
            guard let (named, zoneOffset, next) = rfc822Zone(text, from: start &+ 26, to: end, form: &form),
                next == end
            else { return nil }
            (zone, offset) = (named, zoneOffset)
        }
        form.zone = zone
        return make(
            year: year, month: monthIndex + 1, day: day, clock: hour * 3600 + minute * 60 + second, nanoseconds: 0,
            offset: offset, form)
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
        return (Form.Zone.named + name, DateZones.minutes(ofIndex: name) * 60, wordEnd)
    }

    /// The weekday (0 is Sunday) that the letters from `start` to `end` name: its first three
    /// letters, or more of its name (`Tues`, `Tuesday`), in any case.
    @inline(__always)
    private static func weekday(_ text: Bytes, from start: Int, to end: Int) -> Int? {
        guard end - start >= 3 else { return nil }
        let index: Int
        switch lowercasedTriple(text, start) {
        case 0x6E7573: index = 0  // sun
        case 0x6E6F6D: index = 1  // mon
        case 0x657574: index = 2  // tue
        case 0x646577: index = 3  // wed
        case 0x756874: index = 4  // thu
        case 0x697266: index = 5  // fri
        case 0x746173: index = 6  // sat
        default: return nil
        }
        guard end - start == 3 || continues(text, from: start, to: end, name: weekdayName(index)) else { return nil }
        return index
    }

    /// The month (0 is January) that the letters from `start` to `end` name: its first three
    /// letters, or more of its name (`Sept`, `June`), in any case.
    @inline(__always)
    private static func month(_ text: Bytes, from start: Int, to end: Int) -> Int? {
        guard end - start >= 3 else { return nil }
        let index: Int
        switch lowercasedTriple(text, start) {
        case 0x6E616A: index = 0  // jan
        case 0x626566: index = 1  // feb
        case 0x72616D: index = 2  // mar
        case 0x727061: index = 3  // apr
        case 0x79616D: index = 4  // may
        case 0x6E756A: index = 5  // jun
        case 0x6C756A: index = 6  // jul
        case 0x677561: index = 7  // aug
        case 0x706573: index = 8  // sep
        case 0x74636F: index = 9  // oct
        case 0x766F6E: index = 10  // nov
        case 0x636564: index = 11  // dec
        default: return nil
        }
        guard end - start == 3 || continues(text, from: start, to: end, name: monthName(index)) else { return nil }
        return index
    }

    /// Three letters lower-cased and packed from the lowest byte (`"Jun"` is `0x6E756A`).
    @inline(__always)
    private static func lowercasedTriple(_ text: Bytes, _ start: Int) -> UInt32 {
        UInt32(text[start] | 0x20) | UInt32(text[start &+ 1] | 0x20) << 8 | UInt32(text[start &+ 2] | 0x20) << 16
    }

    /// Whether the letters from `start` to `end` (more than three) begin `name`, ignoring case.
    @inline(never)
    private static func continues(_ text: Bytes, from start: Int, to end: Int, name: StaticString) -> Bool {
        guard end - start <= name.utf8CodeUnitCount else { return false }
        for offset in 3..<(end - start) where text[start + offset] | 0x20 != name.utf8Start[offset] { return false }
        return true
    }

    private static func weekdayName(_ index: Int) -> StaticString {
        switch index {
        case 0: "sunday"
        case 1: "monday"
        case 2: "tuesday"
        case 3: "wednesday"
        case 4: "thursday"
        case 5: "friday"
        default: "saturday"
        }
    }

    private static func monthName(_ index: Int) -> StaticString {
        switch index {
        case 0: "january"
        case 1: "february"
        case 2: "march"
        case 3: "april"
        case 4: "may"
        case 5: "june"
        case 6: "july"
        case 7: "august"
        case 8: "september"
        case 9: "october"
        case 10: "november"
        default: "december"
        }
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
        let ones = text[index &+ 1] &- UInt8(ascii: "0")
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
