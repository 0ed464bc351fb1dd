// Dates per second: Xylem's hand-written readers against Foundation's DateFormatter and
// ISO8601DateFormatter, on the same texts in one run. The texts are the shapes feeds carry:
// RFC 822 dates with and without weekday and seconds, in GMT, North American zones and numeric
// offsets, and RFC 3339 timestamps with and without fractions; and, for Xylem alone, the other
// forms feeds write (asctime, JavaScript's layout, dates without a time, full names, a comma after
// the month, `MET` and `PT`, `GMT-01:01`, ISO 8601 with spaces and long fractions).
//
//   swift run -c release --package-path Benchmarks date-parsing [--rounds N] [--dates N] [--only xylem]
//
// `--only xylem` runs Xylem's readers alone, for counting their instructions with callgrind.
//
// Rates are dates per second of the reading thread's CPU time, which a machine shared with other
// work does not inflate; the wall-clock rate is shown beside it.

import Foundation
import Xylem

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The calling thread's CPU time, in seconds.
func threadCPUTime() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

/// A small deterministic generator (SplitMix64), so that every run reads the same texts.
struct SampleGenerator {
    var state: UInt64

    mutating func next(below bound: Int) -> Int {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return Int((mixed ^ (mixed >> 31)) % UInt64(bound))
    }
}

func makeTexts(count: Int) -> (rfc822: [String], iso8601: [String], other: [String]) {
    var generator = SampleGenerator(state: 42)
    let weekdays = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
    let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
    let zones = ["GMT", "GMT", "+0000", "-0500", "+0100", "EST", "PDT", "+0530"]
    func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
    let fullMonths = [
        "January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November",
        "December",
    ]
    var rfc822: [String] = []
    var iso8601: [String] = []
    var other: [String] = []
    for _ in 0..<count {
        let (year, month, day) = (
            2000 + generator.next(below: 25), 1 + generator.next(below: 12), 1 + generator.next(below: 28)
        )
        let (hour, minute, second) = (generator.next(below: 24), generator.next(below: 60), generator.next(below: 60))
        let weekday = weekdays[generator.next(below: 7)]
        let zone = zones[generator.next(below: zones.count)]
        rfc822.append(
            "\(weekday), \(two(day)) \(months[month - 1]) \(year) \(two(hour)):\(two(minute)):\(two(second)) \(zone)")
        let fraction = generator.next(below: 2) == 0 ? "" : ".\(100 + generator.next(below: 900))"
        let offset = ["Z", "+01:00", "-05:00", "+05:30"][generator.next(below: 4)]
        iso8601.append(
            "\(year)-\(two(month))-\(two(day))T\(two(hour)):\(two(minute)):\(two(second))\(fraction)\(offset)")
        let time = "\(two(hour)):\(two(minute)):\(two(second))"
        let shortMonth = months[month - 1]
        let yearInCentury = two(year % 100)
        switch generator.next(below: 8) {
        case 0: other.append("\(weekday) \(shortMonth) \(day < 10 ? " " : "")\(day) \(time) \(year)")
        case 1: other.append("\(weekday) \(shortMonth) \(two(day)) \(year) \(time) +0200")
        case 2: other.append("\(weekday), \(two(day)) \(shortMonth) \(year)")
        case 3: other.append("\(weekday), \(day) \(fullMonths[month - 1]) \(year) \(time) MET")
        case 4: other.append("\(weekday), \(two(day)) \(shortMonth), \(year) \(time) PT")
        case 5: other.append("\(two(day)) \(shortMonth) \(yearInCentury) \(hour):\(two(minute)) GMT-01:01")
        case 6: other.append("\(year)-\(two(month))-\(two(day)) \(time) +01:00")
        default:
            other.append("\(year)-\(two(month))-\(two(day))T\(time).\(1_000_000 + generator.next(below: 9_000_000))Z")
        }
    }
    return (rfc822, iso8601, other)
}

/// Reads every text once; returns the sum of the instants' seconds, so that nothing is optimized
/// away, and how many texts did not read.
typealias Contender = (name: String, texts: [String], read: ([String]) -> (Double, Int))

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.count % 2 == 1
        ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
}

let arguments = CommandLine.arguments
func option(_ name: String) -> String? {
    arguments.firstIndex(of: name).flatMap { arguments.indices.contains($0 + 1) ? arguments[$0 + 1] : nil }
}
let rounds = option("--rounds").flatMap(Int.init) ?? 9
let count = option("--dates").flatMap(Int.init) ?? 200_000
let (rfc822, iso8601, otherForms) = makeTexts(count: count)
// Foundation's formatters take tens of microseconds per date on Linux: a smaller sample keeps the
// run short and measures the same per-date cost.
let foundationCount = min(count, 20_000)

let rfc822Formatter = DateFormatter()
rfc822Formatter.locale = Locale(identifier: "en_US_POSIX")
rfc822Formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss zzz"
let isoFormatter = ISO8601DateFormatter()
let isoFractionalFormatter = ISO8601DateFormatter()
isoFractionalFormatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]

func sum(_ texts: [String], _ read: (String) -> Date?) -> (Double, Int) {
    var total = 0.0
    var failed = 0
    for text in texts {
        if let date = read(text) { total += date.timeIntervalSince1970 } else { failed += 1 }
    }
    return (total, failed)
}

let rfc822Conversion = XMLConversion<Date>.rfc822
let isoConversion = XMLConversion<Date>.iso8601
let contenders: [Contender] = [
    ("Xylem XMLDate, RFC 822", rfc822, { sum($0) { XMLDate($0)?.date } }),
    ("Xylem XMLDate, RFC 3339", iso8601, { sum($0) { XMLDate($0)?.date } }),
    ("Xylem XMLDate, other feed forms", otherForms, { sum($0) { XMLDate($0)?.date } }),
    (
        "Xylem .rfc822 conversion", rfc822,
        { sum($0) { text in XMLText.lending(text) { try? rfc822Conversion.read($0) } } }
    ),
    (
        "Xylem .iso8601 conversion", iso8601,
        { sum($0) { text in XMLText.lending(text) { try? isoConversion.read($0) } } }
    ),
    ("DateFormatter, RFC 822", Array(rfc822.prefix(foundationCount)), { sum($0) { rfc822Formatter.date(from: $0) } }),
    (
        "ISO8601DateFormatter, RFC 3339", Array(iso8601.prefix(foundationCount)),
        { sum($0) { isoFormatter.date(from: $0) ?? isoFractionalFormatter.date(from: $0) } }
    ),
]

print("\(count) dates per Xylem round, \(foundationCount) per Foundation round, \(rounds) rounds; medians")
let only = option("--only")
for contender in contenders where only == nil || contender.name.lowercased().hasPrefix(only ?? "") {
    let (checksum, failed) = contender.read(contender.texts)  // warms up, and checks the texts read
    precondition(failed == 0, "\(contender.name) did not read \(failed) texts")
    var rates: [Double] = []
    var wallRates: [Double] = []
    for _ in 0..<rounds {
        let start = DispatchTime.now().uptimeNanoseconds
        let cpuStart = threadCPUTime()
        let (again, _) = contender.read(contender.texts)
        let cpuSeconds = threadCPUTime() - cpuStart
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        precondition(again == checksum)
        rates.append(Double(contender.texts.count) / cpuSeconds)
        wallRates.append(Double(contender.texts.count) / seconds)
    }
    let rate = median(rates)
    print(
        contender.name.padding(toLength: 34, withPad: " ", startingAt: 0)
            + String(
                format: "%12.0f dates/s CPU  %9.1f ns/date  (wall clock: %.0f dates/s)", rate, 1e9 / rate,
                median(wallRates)))
}
