// HTTP dates (RFC 9110, 5.6.7), for Retry-After: the IMF-fixdate that senders must use, and the
// two obsolete forms that recipients must still accept.

/// Parses an HTTP date into seconds since 1970; nil when it is none of the three forms.
enum HTTPDate {
    private static let months = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]

    /// `Sun, 06 Nov 1994 08:49:37 GMT`, `Sunday, 06-Nov-94 08:49:37 GMT` or
    /// `Sun Nov  6 08:49:37 1994`.
    static func secondsSince1970(_ text: String) -> Int? {
        let words = text.split(whereSeparator: { $0 == " " || $0 == "," }).map(String.init)
        var day: Int?
        var month: Int?
        var year: Int?
        var time: (Int, Int, Int)?
        if words.count == 6, words[5].uppercased() == "GMT" {
            // IMF-fixdate: weekday, day, month, year, time, GMT.
            day = Int(words[1])
            month = monthNumber(words[2])
            year = Int(words[3])
            time = clock(words[4])
        } else if words.count == 4, words[3].uppercased() == "GMT" {
            // RFC 850: weekday, day-month-year, time, GMT.
            let parts = words[1].split(separator: "-").map(String.init)
            guard parts.count == 3 else { return nil }
            day = Int(parts[0])
            month = monthNumber(parts[1])
            year = Int(parts[2]).map { $0 < 70 ? $0 + 2000 : ($0 < 100 ? $0 + 1900 : $0) }
            time = clock(words[2])
        } else if words.count == 5 {
            // asctime: weekday, month, day, time, year.
            month = monthNumber(words[1])
            day = Int(words[2])
            time = clock(words[3])
            year = Int(words[4])
        }
        guard let day, let month, let year, let (hour, minute, second) = time, (1...31).contains(day),
            (1970...9999).contains(year)
        else { return nil }
        return daysSince1970(year: year, month: month, day: day) * 86_400 + hour * 3_600 + minute * 60 + second
    }

    private static func monthNumber(_ word: String) -> Int? {
        months.firstIndex(of: word.lowercased()).map { $0 + 1 }
    }

    private static func clock(_ word: String) -> (Int, Int, Int)? {
        let parts = word.split(separator: ":").compactMap { Int($0) }
        guard parts.count == 3, (0...23).contains(parts[0]), (0...59).contains(parts[1]), (0...60).contains(parts[2])
        else { return nil }
        return (parts[0], parts[1], parts[2])
    }

    /// Days from 1970-01-01 to the date, in the proleptic Gregorian calendar.
    private static func daysSince1970(year: Int, month: Int, day: Int) -> Int {
        let shifted = month <= 2 ? year - 1 : year
        let era = shifted / 400
        let yearOfEra = shifted - era * 400
        let monthIndex = (month + 9) % 12
        let dayOfYear = (153 * monthIndex + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }
}
