// The process's peak resident memory: VmHWM from /proc/self/status on Linux, ru_maxrss elsewhere.

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads the peak resident set size of the current process.
public enum PeakMemory {
    /// The peak resident set size in bytes, or 0 if it cannot be read.
    public static func residentBytes() -> Int {
        #if os(Linux)
        if let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) {
            for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
                let digits = line.dropFirst(6).filter(\.isNumber)
                return (Int(String(digits)) ?? 0) * 1024
            }
        }
        return 0
        #else
        var usage = rusage()
        getrusage(RUSAGE_SELF, &usage)
        return Int(usage.ru_maxrss)  // bytes on Darwin
        #endif
    }
}
