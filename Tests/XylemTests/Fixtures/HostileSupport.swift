// Helpers for hostile-input tests: hostile documents built on the spot, the process's peak
// resident memory, and a watch that proves a file was never opened.

import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Documents that attack parsers, built by the tests themselves at a chosen size.
enum XylemHostile {
    /// The classic "billion laughs": ten levels of ten references each.
    static func billionLaughs(levels: Int = 10) -> String {
        var dtd = "<!ENTITY lol0 \"lol\">"
        for level in 1..<levels {
            dtd += "<!ENTITY lol\(level) \"" + String(repeating: "&lol\(level - 1);", count: 10) + "\">"
        }
        return "<!DOCTYPE lolz [\(dtd)]><lolz>&lol\(levels - 1);</lolz>"
    }

    /// One large entity referenced many times: output grows with size × references.
    static func quadraticBlowup(entitySize: Int, references: Int) -> String {
        "<!DOCTYPE r [<!ENTITY big \"" + String(repeating: "x", count: entitySize) + "\">]><r>"
            + String(repeating: "&big;", count: references) + "</r>"
    }

    /// A chain of entities each referring to the next, referenced from content (or from an
    /// attribute default, which expat expands while reading the DTD).
    static func entityChain(length: Int, inAttributeDefault: Bool = false) -> String {
        var dtd = ""
        for index in 0..<length {
            dtd += index + 1 < length ? "<!ENTITY e\(index) \"&e\(index + 1);\">\n" : "<!ENTITY e\(index) \"end\">\n"
        }
        if inAttributeDefault { dtd += "<!ATTLIST r a CDATA \"&e0;\">\n" }
        return "<!DOCTYPE r [\n\(dtd)]><r>&e0;</r>"
    }

    /// `depth` nested elements named `name`.
    static func nested(_ name: String, depth: Int) -> String {
        String(repeating: "<\(name)>", count: depth) + String(repeating: "</\(name)>", count: depth)
    }

    /// One element with `count` distinct attributes.
    static func manyAttributes(_ count: Int) -> String {
        var xml = "<r keep=\"yes\""
        xml.reserveCapacity(count * 12)
        for index in 0..<count { xml += " a\(index)=\"\(index % 10)\"" }
        return xml + "/>"
    }
}

/// The process's peak resident memory in bytes (VmHWM), or nil where /proc is missing.
func xylemPeakResidentBytes() -> Int? {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
    for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
        let kilobytes = line.split(separator: " ").compactMap { Int($0) }.first
        return kilobytes.map { $0 * 1024 }
    }
    return nil
}

/// Resets the peak resident memory to the current one; false where that is not possible.
@discardableResult
func xylemResetPeakResident() -> Bool {
    #if os(Linux)
    let descriptor = open("/proc/self/clear_refs", O_WRONLY)
    guard descriptor >= 0 else { return false }
    defer { close(descriptor) }
    return write(descriptor, "5", 1) == 1
    #else
    return false
    #endif
}

/// Runs `body` and returns how far it raised the process's peak resident memory over the
/// resident memory at its start, or nil when that cannot be measured.
func xylemPeakGrowth(_ body: () throws -> Void) rethrows -> Int? {
    let canMeasure = xylemResetPeakResident()
    let before = xylemPeakResidentBytes()
    try body()
    guard canMeasure, let before, let after = xylemPeakResidentBytes() else { return nil }
    return after - before
}

/// Whether `body` opened or read the file at `path`, watched with inotify (Linux); nil where
/// it cannot be watched.
func xylemFileWasOpened(_ path: String, during body: () throws -> Void) rethrows -> Bool? {
    #if os(Linux)
    let watch = inotify_init1(Int32(IN_NONBLOCK))
    guard watch >= 0 else { try body(); return nil }
    defer { close(watch) }
    guard inotify_add_watch(watch, path, UInt32(IN_OPEN) | UInt32(IN_ACCESS)) >= 0 else { try body(); return nil }
    try body()
    var events = [UInt8](repeating: 0, count: 4096)
    let count = events.withUnsafeMutableBytes { read(watch, $0.baseAddress, $0.count) }
    return count > 0
    #else
    try body()
    return nil
    #endif
}
