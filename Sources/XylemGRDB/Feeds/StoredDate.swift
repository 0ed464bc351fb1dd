// Dates as the feed tables store them: text in UTC, `YYYY-MM-DD HH:MM:SS.SSS`, the form GRDB
// gives `Date` and SQLite's date functions read, written by arithmetic rather than a formatter
// (a `DateFormatter` costs tens of microseconds a date on Linux, more than the row's insert).

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

enum StoredDate {
    /// The text of `date`, to the millisecond (rounded down).
    static func text(_ date: Date) -> String {
        let milliseconds = Int64((date.timeIntervalSince1970 * 1000).rounded(.down))
        let (days, dayMilliseconds) = floorDivision(milliseconds, 86_400_000)
        let (year, month, day) = civil(fromDays: days)
        let seconds = dayMilliseconds / 1000
        var bytes: [UInt8] = []
        bytes.reserveCapacity(24)
        if year < 0 || year > 9999 {
            // Outside the four-digit years SQLite reads: written out, still ordered within its sign.
            bytes.append(contentsOf: Array(String(year).utf8))
        } else {
            append(year, digits: 4, to: &bytes)
        }
        bytes.append(UInt8(ascii: "-"))
        append(month, digits: 2, to: &bytes)
        bytes.append(UInt8(ascii: "-"))
        append(day, digits: 2, to: &bytes)
        bytes.append(UInt8(ascii: " "))
        append(seconds / 3600, digits: 2, to: &bytes)
        bytes.append(UInt8(ascii: ":"))
        append(seconds / 60 % 60, digits: 2, to: &bytes)
        bytes.append(UInt8(ascii: ":"))
        append(seconds % 60, digits: 2, to: &bytes)
        bytes.append(UInt8(ascii: "."))
        append(dayMilliseconds % 1000, digits: 3, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The quotient rounded toward minus infinity, and the remainder that goes with it.
    private static func floorDivision(_ value: Int64, _ divisor: Int64) -> (Int64, Int64) {
        let quotient = value >= 0 ? value / divisor : (value - divisor + 1) / divisor
        return (quotient, value - quotient * divisor)
    }

    /// The proleptic Gregorian date `days` after 1970-01-01, counted in 400-year eras of
    /// 146,097 days whose years start on March 1 (so that the leap day ends a year).
    private static func civil(fromDays days: Int64) -> (year: Int64, month: Int64, day: Int64) {
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthFromMarch = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthFromMarch + 2) / 5 + 1
        let month = monthFromMarch < 10 ? monthFromMarch + 3 : monthFromMarch - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        return (year, month, day)
    }

    private static func append(_ value: Int64, digits: Int, to bytes: inout [UInt8]) {
        var divisor: Int64 = 1
        for _ in 1..<digits { divisor *= 10 }
        var rest = value
        while divisor > 0 {
            bytes.append(UInt8(ascii: "0") + UInt8(rest / divisor % 10))
            rest %= divisor
            divisor /= 10
        }
    }
}
