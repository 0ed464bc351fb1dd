// Dates as the feed tables store them: text in UTC, `YYYY-MM-DD HH:MM:SS.SSS`, the form GRDB
// gives `Date` and SQLite's date functions read, written by arithmetic rather than a formatter
// (a `DateFormatter` costs tens of microseconds a date on Linux, more than the row's insert).

import Xylem

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
        let civil = CivilCalendar.date(days: Int(days))
        let (year, month, day) = (Int64(civil.year), Int64(civil.month), Int64(civil.day))
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
