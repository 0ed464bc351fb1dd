// The machine a benchmark ran on, for the report: CPU model, core count, system, date and build.

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A description of the machine and build, printed under benchmark tables.
public enum BenchmarkMachine {
    /// The CPU model from `/proc/cpuinfo` (`model name`), or the architecture when unknown.
    public static var cpuModel: String {
        if let info = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8) {
            for line in info.split(separator: "\n") where line.hasPrefix("model name") {
                if let colon = line.firstIndex(of: ":") {
                    return String(line[line.index(after: colon)...].drop(while: \.isWhitespace))
                }
            }
        }
        #if arch(x86_64)
        return "x86_64"
        #elseif arch(arm64)
        return "arm64"
        #else
        return "unknown CPU"
        #endif
    }

    /// Whether this code was compiled without optimization (SwiftPM's debug configuration).
    public static var isDebugBuild: Bool {
        #if DEBUG
        return true
        #else
        return false
        #endif
    }

    /// One Markdown paragraph: CPU, cores, memory, system, date and build configuration.
    public static func summary(date: Date = Date()) -> String {
        let info = ProcessInfo.processInfo
        let memory = Double(info.physicalMemory) / Double(1 << 30)
        let day = date.formatted(Date.ISO8601FormatStyle().year().month().day())
        let build = isDebugBuild ? "**debug build: numbers are not meaningful, use `-c release`**" : "release build"
        return "Machine: \(cpuModel), \(info.activeProcessorCount) cores, \(memory.fixed(0)) GiB, "
            + "\(info.operatingSystemVersionString); \(day); \(build)."
    }
}
