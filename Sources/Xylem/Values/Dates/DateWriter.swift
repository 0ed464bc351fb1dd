// Writes an XMLDate as text in its form (see XMLDate+Format): the civil date and time in the
// date's own offset, the zone spelled as it was read when the name still fits the offset, and
// digits counted as they were. Also describes a form as a date pattern, for messages.

enum DateWriter {
    typealias Form = XMLDate.Form

    /// The longest text written: a weekday, a day, a month, a year of up to 20 characters, a
    /// time with nine digits of fraction and a zone.
    private static let capacity = 64

    static func text(of date: XMLDate) -> String {
        String(unsafeUninitializedCapacity: capacity) { buffer in
            var output = Output(buffer: buffer)
            write(date, to: &output)
            return output.count
        }
    }

    private static func write(_ date: XMLDate, to output: inout Output) {
        let form = date.form
        var seconds = date.seconds
        let digits = form.precision > Form.Precision.second ? Int(form.precision) - 4 : 0
        var fraction = 0
        if digits > 0 {
            let scale = powerOfTen(9 - digits)
            fraction = (Int(date.nanoseconds) + scale / 2) / scale
            if fraction == powerOfTen(digits) {
                fraction = 0
                seconds += 1
            }
        }
        let local = seconds + Int64(date.offset)
        let days = Int(local >= 0 ? local / 86_400 : (local - 86_399) / 86_400)
        let clock = Int(local - Int64(days) * 86_400)
        let (year, month, day) = CivilCalendar.date(days: days)
        let time = Time(
            hour: clock / 3600, minute: clock / 60 % 60, second: clock % 60, fraction: fraction, digits: digits)
        if form.syntax == Form.Syntax.rfc822 {
            writeRFC822(
                year: year, month: month, day: day, weekday: CivilCalendar.weekday(days: days), time, date, to: &output)
        } else {
            writeISO8601(year: year, month: month, day: day, time, date, to: &output)
        }
    }

    private struct Time {
        let hour: Int
        let minute: Int
        let second: Int
        let fraction: Int
        let digits: Int
    }

    private static func writeISO8601(
        year: Int, month: Int, day: Int, _ time: Time, _ date: XMLDate, to output: inout Output
    ) {
        let form = date.form
        output.year(year, digits: 4)
        guard form.precision >= Form.Precision.month else { return }
        output.byte(UInt8(ascii: "-"))
        output.number(month, digits: 2)
        guard form.precision >= Form.Precision.day else { return }
        output.byte(UInt8(ascii: "-"))
        output.number(day, digits: 2)
        guard form.precision >= Form.Precision.minute else { return }
        output.byte(form.has(Form.Flags.spaceSeparator) ? UInt8(ascii: " ") : UInt8(ascii: "T"))
        writeClock(time, seconds: form.precision >= Form.Precision.second, to: &output)
        let offset = Int(date.offset)
        let unknown = form.has(Form.Flags.unknownOffset) && offset == 0
        if form.zone == Form.Zone.none, offset == 0, !unknown { return }
        if form.has(Form.Flags.spaceBeforeZone) { output.byte(UInt8(ascii: " ")) }
        switch form.zone {
        case Form.Zone.zulu where offset == 0 && !unknown:
            output.byte(UInt8(ascii: "Z"))
        case Form.Zone.numeric:
            output.offset(offset, negativeZero: unknown, colon: false)
        case Form.Zone.numericHours where offset % 3600 == 0:
            output.offset(offset, negativeZero: unknown, colon: false, hoursOnly: true)
        default:
            output.offset(offset, negativeZero: unknown, colon: true)
        }
    }

    /// RFC 822's layout, `Tue, 10 Jun 2003 04:00:00 GMT`, or with the month first, JavaScript's
    /// `Thu Aug 30 2012 17:26:16 +0200` or `asctime`'s `Sun Jan  4 16:29:06 2004`. A date without a
    /// time is the day in the date's offset, without a zone.
    private static func writeRFC822(
        year: Int, month: Int, day: Int, weekday: Int, _ time: Time, _ date: XMLDate, to output: inout Output
    ) {
        let form = date.form
        let monthFirst = form.has(Form.Flags.monthFirst)
        let yearLast = monthFirst && form.has(Form.Flags.yearLast) && form.precision >= Form.Precision.minute
        if form.has(Form.Flags.weekday) {
            output.text(weekdays[weekday])
            output.text(monthFirst ? " " : ", ")
        }
        if monthFirst {
            output.text(months[month - 1])
            output.byte(UInt8(ascii: " "))
            // `asctime` pads a one-digit day with a space.
            if yearLast, form.has(Form.Flags.oneDigitDay), day < 10 { output.byte(UInt8(ascii: " ")) }
            output.number(day, digits: form.has(Form.Flags.oneDigitDay) ? 1 : 2)
        } else {
            output.number(day, digits: form.has(Form.Flags.oneDigitDay) ? 1 : 2)
            output.byte(UInt8(ascii: " "))
            output.text(months[month - 1])
        }
        if !yearLast {
            output.byte(UInt8(ascii: " "))
            writeRFC822Year(year, form, to: &output)
        }
        if form.precision >= Form.Precision.minute {
            output.byte(UInt8(ascii: " "))
            writeClock(time, seconds: form.precision >= Form.Precision.second, to: &output)
            writeRFC822Zone(date, to: &output)
        }
        if yearLast {
            output.byte(UInt8(ascii: " "))
            writeRFC822Year(year, form, to: &output)
        }
    }

    private static func writeRFC822Year(_ year: Int, _ form: Form, to output: inout Output) {
        if form.has(Form.Flags.twoDigitYear), year >= 1950, year <= 2049 {
            output.number(year % 100, digits: 2)
        } else if form.has(Form.Flags.threeDigitYear), year >= 1900, year <= 2899 {
            output.number(year - 1900, digits: 3)
        } else {
            output.year(year, digits: 4)
        }
    }

    /// The zone, after a space: its name while the name's offset is the date's, else the offset.
    private static func writeRFC822Zone(_ date: XMLDate, to output: inout Output) {
        let form = date.form
        let offset = Int(date.offset)
        let unknown = form.has(Form.Flags.unknownOffset) && offset == 0
        if form.zone >= Form.Zone.named, !unknown {
            let name = DateZones.names[Int(form.zone - Form.Zone.named)]
            if Int(name.minutes) * 60 == offset {
                output.byte(UInt8(ascii: " "))
                output.text(name.spelling)
                return
            }
        }
        if form.zone == Form.Zone.none, offset == 0, !unknown { return }
        output.byte(UInt8(ascii: " "))
        output.offset(offset, negativeZero: unknown, colon: form.zone == Form.Zone.numericColon)
    }

    private static func writeClock(_ time: Time, seconds: Bool, to output: inout Output) {
        output.number(time.hour, digits: 2)
        output.byte(UInt8(ascii: ":"))
        output.number(time.minute, digits: 2)
        guard seconds else { return }
        output.byte(UInt8(ascii: ":"))
        output.number(time.second, digits: 2)
        guard time.digits > 0 else { return }
        output.byte(UInt8(ascii: "."))
        output.number(time.fraction, digits: time.digits)
    }

    private static let weekdays: [StaticString] = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
    private static let months: [StaticString] = [
        "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
    ]

    private static func powerOfTen(_ exponent: Int) -> Int {
        var value = 1
        for _ in 0..<exponent { value *= 10 }
        return value
    }

    /// Bytes written into the string's uninitialized storage.
    private struct Output {
        let buffer: UnsafeMutableBufferPointer<UInt8>
        var count = 0

        mutating func byte(_ byte: UInt8) {
            buffer[count] = byte
            count += 1
        }

        mutating func text(_ text: StaticString) {
            for index in 0..<text.utf8CodeUnitCount { byte(text.utf8Start[index]) }
        }

        /// `value` (not negative) in at least `digits` digits.
        mutating func number(_ value: Int, digits: Int) {
            var written = 0
            var rest = value
            repeat {
                written += 1
                rest /= 10
            } while rest > 0
            let width = max(written, digits)
            var remaining = value
            for position in stride(from: count + width - 1, through: count, by: -1) {
                buffer[position] = UInt8(ascii: "0") + UInt8(remaining % 10)
                remaining /= 10
            }
            count += width
        }

        mutating func year(_ year: Int, digits: Int) {
            if year < 0 { byte(UInt8(ascii: "-")) }
            number(abs(year), digits: digits)
        }

        /// `±hhmm` or `±hh:mm` (or `±hh`).
        mutating func offset(_ offset: Int, negativeZero: Bool, colon: Bool, hoursOnly: Bool = false) {
            byte(offset < 0 || negativeZero ? UInt8(ascii: "-") : UInt8(ascii: "+"))
            let minutes = abs(offset) / 60
            number(minutes / 60, digits: 2)
            guard !hoursOnly else { return }
            if colon { byte(UInt8(ascii: ":")) }
            number(minutes % 60, digits: 2)
        }
    }

    // MARK: Patterns

    /// The form as a date pattern in the letters of Unicode Technical Standard #35.
    static func pattern(of form: Form) -> String {
        form.syntax == Form.Syntax.rfc822 ? rfc822Pattern(of: form) : iso8601Pattern(of: form)
    }

    private static func rfc822Pattern(of form: Form) -> String {
        let monthFirst = form.has(Form.Flags.monthFirst)
        let yearLast = monthFirst && form.has(Form.Flags.yearLast) && form.precision >= Form.Precision.minute
        var pattern = ""
        if form.has(Form.Flags.weekday) { pattern += monthFirst ? "EEE " : "EEE, " }
        let day = form.has(Form.Flags.oneDigitDay) ? "d" : "dd"
        pattern += monthFirst ? "MMM \(day)" : "\(day) MMM"
        let year = form.has(Form.Flags.twoDigitYear) ? "yy" : form.has(Form.Flags.threeDigitYear) ? "yyy" : "yyyy"
        if !yearLast { pattern += " " + year }
        if form.precision >= Form.Precision.minute {
            pattern += form.precision >= Form.Precision.second ? " HH:mm:ss" : " HH:mm"
            if form.precision > Form.Precision.second {
                pattern += "." + String(repeating: "S", count: Int(form.precision) - 4)
            }
            if form.zone >= Form.Zone.named {
                pattern += " '\(DateZones.names[Int(form.zone - Form.Zone.named)].spelling)'"
            } else if form.zone != Form.Zone.none {
                pattern += form.zone == Form.Zone.numericColon ? " xxx" : " xx"
            }
        }
        if yearLast { pattern += " " + year }
        return pattern
    }

    private static func iso8601Pattern(of form: Form) -> String {
        var pattern = "yyyy"
        if form.precision >= Form.Precision.month { pattern += "-MM" }
        if form.precision >= Form.Precision.day { pattern += "-dd" }
        guard form.precision >= Form.Precision.minute else { return pattern }
        pattern += form.has(Form.Flags.spaceSeparator) ? " HH:mm" : "'T'HH:mm"
        if form.precision >= Form.Precision.second { pattern += ":ss" }
        if form.precision > Form.Precision.second {
            pattern += "." + String(repeating: "S", count: Int(form.precision) - 4)
        }
        if form.zone != Form.Zone.none, form.has(Form.Flags.spaceBeforeZone) { pattern += " " }
        switch form.zone {
        case Form.Zone.zulu: pattern += "XXX"
        case Form.Zone.numericColon: pattern += "xxx"
        case Form.Zone.numeric: pattern += "xx"
        case Form.Zone.numericHours: pattern += "x"
        default: break
        }
        return pattern
    }
}
