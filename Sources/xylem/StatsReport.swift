// How `xylem stats` presents its findings: an aligned table for people, one JSON object for tools.

import Xylem
import XylemBenchKit

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

struct StatsReport {
    /// The file read, or nil for standard input.
    let file: String?
    let statistics: XMLStatistics
    let elapsed: Duration
    /// How many element names to list.
    let top: Int

    /// Input megabytes (10^6 bytes) per second, or 0 when the read took no measurable time.
    var megabytesPerSecond: Double {
        let seconds = elapsed.seconds
        return seconds > 0 ? Double(statistics.byteCount) / seconds / 1_000_000 : 0
    }

    // MARK: Table

    func table() -> String {
        let s = statistics
        var lines: [String] = []
        let summary: [(String, String)] = [
            ("File", file ?? "standard input"),
            ("Bytes", "\(grouped(s.byteCount)) (\(megabytes(s.byteCount)))"),
            ("Elapsed", duration(elapsed)),
            ("Throughput", megabytesPerSecond.fixed(1) + " MB/s"),
            ("Elements", grouped(s.elementCount)),
            ("Attributes", grouped(s.attributeCount)),
            ("Maximum depth", grouped(s.maxDepth)),
            ("Text bytes", grouped(s.textByteCount)),
            ("Distinct element names", grouped(s.elementNames.count)),
        ]
        let labelWidth = summary.map(\.0.count).max()! + 2
        for (label, value) in summary {
            lines.append(padded(label + ":", labelWidth) + value)
        }

        let shown = s.elementNames.prefix(top)
        if !shown.isEmpty {
            lines.append("")
            let heading =
                shown.count == s.elementNames.count
                ? "Element names:" : "Top \(shown.count) of \(s.elementNames.count) element names:"
            lines.append(heading)
            let counts = shown.map { grouped($0.count) }
            let countWidth = max(counts.map(\.count).max()!, "Count".count)
            lines.append("  " + rightAligned("Count", countWidth) + "  Name")
            for (name, count) in zip(shown, counts) {
                let uri = name.namespaceURI.isEmpty ? "" : "  {\(name.namespaceURI)}"
                lines.append("  " + rightAligned(count, countWidth) + "  " + name.displayName + uri)
            }
        }

        lines.append("")
        if s.namespaces.isEmpty {
            lines.append("Namespaces: none")
        } else {
            lines.append("Namespaces:")
            let uriWidth = s.namespaces.map(\.uri.count).max()! + 2
            for namespace in s.namespaces {
                let prefixes = namespace.prefixes.map { $0.isEmpty ? "(default)" : $0 }
                lines.append("  " + padded(namespace.uri, uriWidth) + prefixes.joined(separator: ", "))
            }
        }
        return lines.joined(separator: "\n")
    }

    private func grouped(_ number: Int) -> String {
        let digits = String(number.magnitude)
        var result = ""
        for (offset, digit) in digits.enumerated() {
            if offset > 0, (digits.count - offset) % 3 == 0 { result.append(",") }
            result.append(digit)
        }
        return number < 0 ? "-" + result : result
    }

    private func megabytes(_ bytes: Int) -> String {
        bytes < 1_000_000
            ? (Double(bytes) / 1_000).fixed(1) + " kB" : (Double(bytes) / 1_000_000).fixed(1) + " MB"
    }

    private func duration(_ duration: Duration) -> String {
        let seconds = duration.seconds
        return seconds < 1 ? (seconds * 1_000).fixed(1) + " ms" : seconds.fixed(2) + " s"
    }

    private func padded(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: max(width - text.count, 0))
    }

    private func rightAligned(_ text: String, _ width: Int) -> String {
        String(repeating: " ", count: max(width - text.count, 0)) + text
    }

    // MARK: JSON

    func json() throws -> String {
        let s = statistics
        let document = JSONDocument(
            file: file, bytes: s.byteCount, elapsedSeconds: elapsed.seconds, megabytesPerSecond: megabytesPerSecond,
            elements: s.elementCount, attributes: s.attributeCount, maxDepth: s.maxDepth, textBytes: s.textByteCount,
            distinctElementNames: s.elementNames.count,
            elementNames: s.elementNames.prefix(top).map {
                .init(name: $0.displayName, namespaceURI: $0.namespaceURI, localName: $0.localName, count: $0.count)
            },
            namespaces: s.namespaces.map { .init(uri: $0.uri, prefixes: $0.prefixes) })
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(document), as: UTF8.self)
    }

    /// The shape of `--json` output; its keys are the stable interface for scripts.
    private struct JSONDocument: Encodable {
        struct Name: Encodable {
            var name: String
            var namespaceURI: String
            var localName: String
            var count: Int
        }
        struct Namespace: Encodable {
            var uri: String
            var prefixes: [String]
        }
        var file: String?
        var bytes: Int
        var elapsedSeconds: Double
        var megabytesPerSecond: Double
        var elements: Int
        var attributes: Int
        var maxDepth: Int
        var textBytes: Int
        var distinctElementNames: Int
        var elementNames: [Name]
        var namespaces: [Namespace]
    }
}
