// Reads dates from UTF-8 bytes by hand: ISO 8601 as RFC 3339 and W3C-DTF profile it, and RFC 822
// with the variations feeds carry (DateScanner+ISO8601, DateScanner+RFC822). One pass over the
// bytes, no allocation, no calendar object; each reader records the form of the text (see
// XMLDate+Format) so that it can be written back. Every field is checked against its range and
// the text must end where the date does: nothing is rolled over, nothing is ignored.

enum DateScanner {
    typealias Bytes = UnsafeBufferPointer<UInt8>
    typealias Form = XMLDate.Form

    /// A date in either syntax, ignoring surrounding whitespace. ISO 8601 starts with the year's
    /// four digits; RFC 822 with a weekday, a month, or a day of one or two digits: so the first
    /// and third bytes tell them apart, and no text reads in both.
    @inline(__always)
    static func any(_ text: Bytes) -> XMLDate? {
        guard let (start, end) = trimmed(text) else { return nil }
        if end - start >= 3, isDigit(text[start]), isDigit(text[start &+ 2]) {
            return iso8601(text, from: start, to: end)
        }
        return rfc822(text, from: start, to: end)
    }

    // MARK: The time of day

    /// A time of day as read: seconds since midnight, the fraction of the second, and whether the
    /// second was 60.
    struct Clock {
        var seconds: Int
        var nanoseconds = 0
        var leapSecond = false
    }

    /// `hh:mm`, optionally `:ss` and a fraction after `.` (or `,` where `comma` allows it), from
    /// `start`: the clock and where it ends, with `form`'s precision set to what it states. The
    /// hour is one digit or two where `oneDigitHour` allows it; hours run to 23, minutes to 59,
    /// seconds to 60 (see `make`).
    @inline(__always)
    static func clock(
        _ text: Bytes, from start: Int, to end: Int, oneDigitHour: Bool, comma: Bool, form: inout Form
    ) -> (Clock, Int)? {
        guard let (hour, hourDigits, afterHour) = number(text, from: start, to: end, maxDigits: 2),
            hourDigits == 2 || oneDigitHour, hour <= 23, end - afterHour >= 3, text[afterHour] == UInt8(ascii: ":"),
            let minute = twoDigits(text, afterHour &+ 1), minute <= 59
        else { return nil }
        var clock = Clock(seconds: hour * 3600 + minute * 60)
        form.precision = Form.Precision.minute
        var index = afterHour &+ 3
        guard index < end, text[index] == UInt8(ascii: ":") else { return (clock, index) }
        guard end - index >= 3, let second = twoDigits(text, index &+ 1), second <= 60 else { return nil }
        clock.seconds += second
        clock.leapSecond = second == 60
        form.precision = Form.Precision.second
        index += 3
        guard index < end, text[index] == UInt8(ascii: ".") || (comma && text[index] == UInt8(ascii: ",")) else {
            return (clock, index)
        }
        guard let (fraction, digits, next) = fraction(text, from: index &+ 1, to: end) else { return nil }
        clock.nanoseconds = fraction
        form.precision = Form.Precision.second + UInt8(min(digits, 9))
        return (clock, next)
    }

    /// A fraction of any length, as nanoseconds: its first nine digits, further digits read and
    /// dropped. Returns the nanoseconds, how many digits, and where they end.
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

    /// `±hhmm` or `±hh:mm` at `start` (the sign checked by the caller); with `hoursAlone`, also
    /// `±hh`. The offset in seconds, the zone code, and where it ends; `-0000` marks `form`'s
    /// offset unknown.
    @inline(__always)
    static func numericOffset(
        _ text: Bytes, from start: Int, to end: Int, hoursAlone: Bool, form: inout Form
    ) -> (Int, UInt8, Int)? {
        guard end - start >= 3, let hours = twoDigits(text, start &+ 1), hours <= 23 else { return nil }
        var index = start &+ 3
        var minutes = 0
        var zone = Form.Zone.numericHours
        if index < end, text[index] == UInt8(ascii: ":") {
            guard end - index >= 3, let value = twoDigits(text, index &+ 1) else { return nil }
            (minutes, zone, index) = (value, Form.Zone.numericColon, index &+ 3)
        } else if end - index >= 2, let value = twoDigits(text, index) {
            (minutes, zone, index) = (value, Form.Zone.numeric, index &+ 2)
        } else if !hoursAlone {
            return nil
        }
        guard minutes <= 59 else { return nil }
        let magnitude = hours * 3600 + minutes * 60
        guard text[start] == UInt8(ascii: "-") else { return (magnitude, zone, index) }
        if magnitude == 0 { form.flags |= Form.Flags.unknownOffset }
        return (-magnitude, zone, index)
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
    static func twoDigits(_ text: Bytes, _ index: Int) -> Int? {
        let tens = text[index] &- UInt8(ascii: "0")
        let ones = text[index &+ 1] &- UInt8(ascii: "0")
        guard tens < 10, ones < 10 else { return nil }
        return Int(tens) * 10 + Int(ones)
    }

    /// One to `maxDigits` digits: the number, how many digits, and where they end; nil when
    /// there is no digit or more than `maxDigits`.
    @inline(__always)
    static func number(_ text: Bytes, from start: Int, to end: Int, maxDigits: Int) -> (Int, Int, Int)? {
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
    static func letters(_ text: Bytes, from start: Int, to end: Int) -> Int {
        var index = start
        while index < end, isLetter(text[index]) { index += 1 }
        return index
    }

    @inline(__always)
    static func skipSpaces(_ text: Bytes, from start: Int, to end: Int) -> Int {
        var index = start
        while index < end, isSpace(text[index]) { index += 1 }
        return index
    }

    @inline(__always)
    static func isDigit(_ byte: UInt8) -> Bool { byte &- UInt8(ascii: "0") < 10 }

    @inline(__always)
    static func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) &- UInt8(ascii: "a") < 26 }

    @inline(__always)
    static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    // MARK: The instant

    /// The date for a civil date and a time written with `offset` seconds east of UTC.
    ///
    /// A second 60 is a leap second, which UTC inserts at the end of a day: it is read where the
    /// time is the last second of a UTC day (`23:59:60Z`, `00:59:60+01:00`), as the first instant
    /// of the next day, since counts of seconds since 1970 have no leap seconds. Anywhere else it
    /// would roll over into the next minute, and the date is refused.
    @inline(__always)
    static func make(
        year: Int, month: Int, day: Int, clock: Clock, offset: Int, _ form: Form
    ) -> XMLDate? {
        let days = CivilCalendar.days(year: year, month: month, day: day)
        let seconds = days * 86_400 + clock.seconds - offset
        guard !clock.leapSecond || seconds % 86_400 == 0 else { return nil }
        return XMLDate(
            seconds: Int64(seconds), nanoseconds: Int32(clock.nanoseconds), offset: Int32(offset), form: form)
    }
}
