// RFC 822 dates as RFC 1123 writes them and as feeds write them: the weekday, seconds, time or zone
// left out, names spelled out, a comma after the month, one- and two-digit fields, a zone name,
// letter or `GMT+hh:mm`, and the month-first layouts of C's `asctime` (`Sun Jan  4 16:29:06 2004`)
// and JavaScript (`Thu Aug 30 2012 17:26:16 +0200`).

extension DateScanner {
    /// A date of the RFC 822 family, in one of three layouts, with any amount of whitespace between
    /// the parts and any letter case, after an optional weekday (three letters or more, `Tue`,
    /// `Tuesday`, and an optional comma):
    ///
    /// - `day month[,] year [time [zone]]`: RFC 822 (`10 Jun 2003 04:00:00 GMT`);
    /// - `month[,] day year [time [zone]]`: JavaScript (`Aug 30 2012 17:26:16 +0200`);
    /// - `month[,] day time [zone] year`: `asctime` (`Jan  4 16:29:06 2004`).
    ///
    /// A day has one or two digits, a month three letters or more (`Jun`, `June`, `Sept`), a year
    /// two digits (1950–2049), three (after 1900) or four, a time `h:mm`, `hh:mm`, with `:ss` and
    /// a fraction optional; a zone is one of `zone(_:from:to:form:)`'s, or nothing (UTC). A date
    /// without a time is the start of the day, in UTC. The weekday is not checked against the
    /// date: feeds get it wrong more often than the date.
    static func rfc822(_ text: Bytes, from start: Int, to end: Int) -> XMLDate? {
        if let date = rfc1123(text, from: start, to: end) { return date }
        var form = Form(syntax: Form.Syntax.rfc822, precision: Form.Precision.day, zone: Form.Zone.none, flags: 0)
        var index = start
        var wordEnd = letters(text, from: index, to: end)
        if wordEnd > index, weekday(text, from: index, to: wordEnd) != nil {
            form.flags |= Form.Flags.weekday
            guard let next = separator(text, from: wordEnd, to: end, comma: true) else { return nil }
            index = next
            wordEnd = letters(text, from: index, to: end)
        }
        let monthIndex: Int
        let day: Int
        let dayDigits: Int
        if wordEnd > index {
            // The month first: `Aug 30 2012 …` or `Jan  4 16:29:06 2004`.
            guard let found = month(text, from: index, to: wordEnd),
                let dayStart = separator(text, from: wordEnd, to: end, comma: true),
                let (value, digits, afterDay) = number(text, from: dayStart, to: end, maxDigits: 2),
                let next = separator(text, from: afterDay, to: end, comma: false)
            else { return nil }
            (monthIndex, day, dayDigits, index) = (found, value, digits, next)
            form.flags |= Form.Flags.monthFirst
        } else {
            guard let (value, digits, afterDay) = number(text, from: index, to: end, maxDigits: 2),
                let monthStart = separator(text, from: afterDay, to: end, comma: false),
                case let monthEnd = letters(text, from: monthStart, to: end),
                let found = month(text, from: monthStart, to: monthEnd),
                let next = separator(text, from: monthEnd, to: end, comma: true)
            else { return nil }
            (monthIndex, day, dayDigits, index) = (found, value, digits, next)
        }
        if dayDigits == 1 { form.flags |= Form.Flags.oneDigitDay }
        var clock = Clock(seconds: 0)
        var offset = 0
        let year: Int
        if form.has(Form.Flags.monthFirst),
            let (read, afterClock) = self.clock(
                text, from: index, to: end, oneDigitHour: true, comma: false, form: &form)
        {
            // `asctime`: the time, a zone perhaps, then the year.
            form.flags |= Form.Flags.yearLast
            clock = read
            guard var yearStart = separator(text, from: afterClock, to: end, comma: false) else { return nil }
            if !isDigit(text[yearStart]) {
                guard let (zoneOffset, next) = zone(text, from: yearStart, to: end, form: &form),
                    let afterZone = separator(text, from: next, to: end, comma: false)
                else { return nil }
                (offset, yearStart) = (zoneOffset, afterZone)
            }
            guard let (value, afterYear) = self.year(text, from: yearStart, to: end, form: &form), afterYear == end
            else { return nil }
            year = value
        } else {
            guard let (value, afterYear) = self.year(text, from: index, to: end, form: &form) else { return nil }
            year = value
            if afterYear < end {
                guard let clockStart = separator(text, from: afterYear, to: end, comma: false),
                    let (read, afterClock) = self.clock(
                        text, from: clockStart, to: end, oneDigitHour: true, comma: false, form: &form)
                else { return nil }
                clock = read
                if afterClock < end {
                    // The zone, after whitespace or none (`04:00:00+0200`); the text is trimmed, so
                    // something follows the whitespace.
                    let zoneStart = skipSpaces(text, from: afterClock, to: end)
                    guard let (zoneOffset, next) = zone(text, from: zoneStart, to: end, form: &form), next == end
                    else { return nil }
                    offset = zoneOffset
                }
            }
        }
        guard day >= 1, day <= CivilCalendar.length(ofMonth: monthIndex + 1, year: year) else { return nil }
        return make(year: year, month: monthIndex + 1, day: day, clock: clock, offset: offset, form)
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
        let offset: Int
        if end - start == 29, lowercasedTriple(text, start &+ 26) == 0x746D67 {  // gmt
            (form.zone, offset) = (Form.Zone.named + DateZones.gmt, 0)
        } else {
            guard let (zoneOffset, next) = zone(text, from: start &+ 26, to: end, form: &form), next == end else {
                return nil
            }
            offset = zoneOffset
        }
        let clock = Clock(seconds: hour * 3600 + minute * 60 + second, leapSecond: second == 60)
        return make(year: year, month: monthIndex + 1, day: day, clock: clock, offset: offset, form)
    }

    /// A year of two digits (00–49 are 2000–2049, 50–99 are 1950–1999, as RFC 2822 reads them),
    /// three (counted from 1900, as RFC 2822 reads them) or four, with its form's flag set.
    @inline(__always)
    private static func year(_ text: Bytes, from start: Int, to end: Int, form: inout Form) -> (Int, Int)? {
        guard let (value, digits, next) = number(text, from: start, to: end, maxDigits: 4), digits >= 2 else {
            return nil
        }
        switch digits {
        case 2:
            form.flags |= Form.Flags.twoDigitYear
            return (value + (value < 50 ? 2000 : 1900), next)
        case 3:
            form.flags |= Form.Flags.threeDigitYear
            return (value + 1900, next)
        default:
            return (value, next)
        }
    }

    /// An RFC 822 zone at `start`, with its code set in `form`: `±hhmm` or `±hh:mm`; a name of
    /// `DateZones` (`GMT`, `EST`, `PT`, `MEST`, a military letter); `GMT` followed by `±hhmm` or
    /// `±hh:mm` (`GMT-01:01`, that offset); or `Etc/` and a name of UTC (`Etc/GMT`, `Etc/UTC`).
    /// The offset in seconds and where the zone ends.
    @inline(__always)
    private static func zone(_ text: Bytes, from start: Int, to end: Int, form: inout Form) -> (Int, Int)? {
        let first = text[start]
        if first == UInt8(ascii: "+") || first == UInt8(ascii: "-") {
            guard let (offset, zone, next) = numericOffset(text, from: start, to: end, hoursAlone: false, form: &form)
            else { return nil }
            form.zone = zone
            return (offset, next)
        }
        let wordEnd = letters(text, from: start, to: end)
        if wordEnd - start == 3, wordEnd < end, text[wordEnd] == UInt8(ascii: "/"),
            lowercasedTriple(text, start) == 0x637465  // etc
        {
            // `Etc/GMT`, the tz database's name for UTC. Its `Etc/GMT+5` counts the sign
            // backwards, which no feed means: only the names of UTC itself are read after `Etc/`.
            let nameEnd = letters(text, from: wordEnd &+ 1, to: end)
            guard let name = zoneName(text, from: wordEnd &+ 1, to: nameEnd), name <= 2 else { return nil }
            form.zone = Form.Zone.named + name
            return (0, nameEnd)
        }
        guard let name = zoneName(text, from: start, to: wordEnd) else { return nil }
        if name == DateZones.gmt, wordEnd < end,
            text[wordEnd] == UInt8(ascii: "+") || text[wordEnd] == UInt8(ascii: "-")
        {
            // An offset written after `GMT`: `GMT-01:01`.
            guard
                let (offset, zone, next) = numericOffset(
                    text, from: wordEnd, to: end, hoursAlone: false, form: &form)
            else { return nil }
            form.zone = zone
            return (offset, next)
        }
        form.zone = Form.Zone.named + name
        return (DateZones.minutes(ofIndex: name) * 60, wordEnd)
    }

    /// The index in `DateZones.names` of the zone name from `start` to `end`, in any case.
    @inline(__always)
    private static func zoneName(_ text: Bytes, from start: Int, to end: Int) -> UInt8? {
        let length = end - start
        guard length >= 1, length <= 4 else { return nil }
        var packed: UInt32 = 0
        for position in 0..<length { packed |= UInt32(text[start &+ position] | 0x20) << (8 * UInt32(position)) }
        return DateZones.index(ofPacked: packed, length: length)
    }

    /// Where the separator between two parts of an RFC 822 date ends: whitespace, or where
    /// `comma` allows it, a comma with optional whitespace around it. Nil when there is none, or
    /// nothing after it.
    @inline(__always)
    private static func separator(_ text: Bytes, from start: Int, to end: Int, comma: Bool) -> Int? {
        var index = skipSpaces(text, from: start, to: end)
        if comma, index < end, text[index] == UInt8(ascii: ",") { index = skipSpaces(text, from: index &+ 1, to: end) }
        return index > start && index < end ? index : nil
    }
}
