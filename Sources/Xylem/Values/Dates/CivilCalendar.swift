// Days and civil dates in the proleptic Gregorian calendar, by arithmetic alone (no calendar
// object, no time zone database): what turns a date read from text into an instant and back.
// The algorithms count days in 400-year eras starting on March 1st, so that the leap day is the
// last day of a year and every month length but February's follows one formula.

package enum CivilCalendar {
    /// Days from 1970-01-01 to `year`-`month`-`day` (negative before it).
    @inline(__always)
    static func days(year: Int, month: Int, day: Int) -> Int {
        let marchYear = month <= 2 ? year - 1 : year
        let era = (marchYear >= 0 ? marchYear : marchYear - 399) / 400
        let yearOfEra = marchYear - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The civil date `days` after 1970-01-01.
    package static func date(days: Int) -> (year: Int, month: Int, day: Int) {
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    /// The day of the week of the day `days` after 1970-01-01 (a Thursday): 0 is Sunday.
    static func weekday(days: Int) -> Int {
        let remainder = (days + 4) % 7
        return remainder < 0 ? remainder + 7 : remainder
    }

    /// How many days `month` (1–12) of `year` has.
    @inline(__always)
    static func length(ofMonth month: Int, year: Int) -> Int {
        if month == 2 {
            let leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
            return leap ? 29 : 28
        }
        // 31 for January, March, May, July, August, October, December: the months whose number's
        // lowest bit differs from bit 3.
        return 30 | ((month ^ (month >> 3)) & 1)
    }
}
