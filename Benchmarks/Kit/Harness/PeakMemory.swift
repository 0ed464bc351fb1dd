// The process's resident memory: its peak (VmHWM from /proc/self/status on Linux, ru_maxrss
// elsewhere), its current size, and a reset of the peak, so that a write can be measured apart
// from the model built before it.

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

/// Reads the peak and current resident set size of the current process.
public enum PeakMemory {
    /// The peak resident set size in bytes (since the process started or the last
    /// ``resetPeak()``), or 0 if it cannot be read.
    public static func residentBytes() -> Int {
        #if os(Linux)
        return statusField("VmHWM:") ?? 0
        #else
        var usage = rusage()
        getrusage(RUSAGE_SELF, &usage)
        return Int(usage.ru_maxrss)  // bytes on Darwin
        #endif
    }

    /// The current resident set size in bytes, or nil where it cannot be read (Linux only).
    public static func currentResidentBytes() -> Int? {
        #if os(Linux)
        return statusField("VmRSS:")
        #else
        return nil
        #endif
    }

    /// Sets the peak to the current resident size (Linux 4.0 and later, by writing 5 to
    /// `/proc/self/clear_refs`). Returns whether it did.
    @discardableResult
    public static func resetPeak() -> Bool {
        #if os(Linux)
        let descriptor = open("/proc/self/clear_refs", O_WRONLY)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        let five: UInt8 = 0x35
        return withUnsafeBytes(of: five) { write(descriptor, $0.baseAddress, 1) } == 1
        #else
        return false
        #endif
    }

    #if os(Linux)
    /// A size field of `/proc/self/status`, given in kB there, in bytes.
    private static func statusField(_ name: String) -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
        for line in status.split(separator: "\n") where line.hasPrefix(name) {
            let digits = line.dropFirst(name.count).filter(\.isNumber)
            return Int(String(digits)).map { $0 * 1024 }
        }
        return nil
    }
    #endif
}
