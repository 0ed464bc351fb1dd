// ISO 8601 dates as RFC 3339 and W3C-DTF profile them, with the liberties feeds take: a space for
// the `T`, a space before the zone, a comma before the fraction, an offset without a colon or in
// hours, no zone at all.

extension DateScanner {
    /// `YYYY`, `YYYY-MM`, `YYYY-MM-DD`, or a date and a time: `T` (or `t`, or a space), `hh:mm`,
    /// optionally `:ss` and a fraction of any length after `.` or `,`, then, after optional
    /// whitespace, `Z`, `±hh:mm`, `±hhmm`, `±hh` or nothing (read as UTC).
    static func iso8601(_ text: Bytes, from start: Int, to end: Int) -> XMLDate? {
        var index = start
        guard end - index >= 4, let high = twoDigits(text, index), let low = twoDigits(text, index &+ 2) else {
            return nil
        }
        let year = high * 100 + low
        index += 4
        var form = Form(syntax: Form.Syntax.iso8601, precision: Form.Precision.year, zone: Form.Zone.none, flags: 0)
        var month = 1
        var day = 1
        var clock = Clock(seconds: 0)
        var offset = 0
        if index < end {
            guard end - index >= 3, text[index] == UInt8(ascii: "-"), let value = twoDigits(text, index &+ 1),
                value >= 1, value <= 12
            else { return nil }
            month = value
            form.precision = Form.Precision.month
            index += 3
        }
        if index < end {
            guard end - index >= 3, text[index] == UInt8(ascii: "-"), let value = twoDigits(text, index &+ 1),
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
            guard
                let (read, afterClock) = self.clock(
                    text, from: index &+ 1, to: end, oneDigitHour: false, comma: true, form: &form)
            else { return nil }
            clock = read
            index = skipSpaces(text, from: afterClock, to: end)
            if index > afterClock { form.flags |= Form.Flags.spaceBeforeZone }
            if index < end {
                let first = text[index]
                if first | 0x20 == UInt8(ascii: "z") {
                    form.zone = Form.Zone.zulu
                    index += 1
                } else {
                    guard first == UInt8(ascii: "+") || first == UInt8(ascii: "-"),
                        let (zoneOffset, zone, next) = numericOffset(
                            text, from: index, to: end, hoursAlone: true, form: &form)
                    else { return nil }
                    (offset, form.zone, index) = (zoneOffset, zone, next)
                }
            }
        }
        guard index == end else { return nil }
        return make(year: year, month: month, day: day, clock: clock, offset: offset, form)
    }
}
