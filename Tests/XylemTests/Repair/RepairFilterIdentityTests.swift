// The repair filter leaves well-formed XML as it is: a repairing read that starts over meets
// the same events as the strict attempt up to the damage, which is what lets it skip the records
// handed over already. Checked on generated documents, on every well-formed document of the
// shared corpus (when it is present), and on the W3C suite's valid documents when
// XYLEM_XMLTEST_DIR names its xmltest folder.

import Foundation
import Testing

@testable import Xylem

extension CoreReaderTests {
    @Suite("Repair filter on well-formed input")
    struct RepairFilterIdentityTests {
        /// The filter's output for `bytes` fed in pieces of `piece` bytes, and the repairs it made.
        static func filtered(_ bytes: [UInt8], piece: Int, form: RepairFilter.Form = .utf8) -> ([UInt8], Int) {
            let log = RepairLog()
            let filter = RepairFilter(
                form: form, log: log, builtInHTMLEntities: false, maxRepairs: 1_000_000, maxDTDLength: 1 << 20)
            var output: [UInt8] = []
            var start = 0
            repeat {
                let end = min(bytes.count, start + piece)
                bytes[start..<end].withUnsafeBytes { _ = filter.push($0, isFinal: end == bytes.count) }
                _ = filter.handOver {
                    output += $0
                    return true
                }
                start = end
            } while start < bytes.count
            return (output, log.total)
        }

        static let documents = [
            #"<?xml version="1.0" encoding="UTF-8"?><r a="1" b='&lt;x&gt;'>text &amp; more &#233;&#x20AC;</r>"#,
            "\u{FEFF}<?xml version=\"1.0\"?>\n<!-- a comment - with a dash -->\n<r/>\n<?pi data?>\n",
            #"<!DOCTYPE r [<!ENTITY e "value"> <!-- it's --> <!ATTLIST r a CDATA "d">]><r>&e; <![CDATA[ <not> & ]] ]]></r>"#,
            "<a:r xmlns:a=\"u\"\n  a:x = \"1\"\n  y=\"2\"><b  /><c></c ><?p ?></a:r>",
            "<r>καλημέρα 🌍 \u{10FFFD} tab\there\r\nline</r>",
        ]

        @Test("well-formed documents pass through unchanged, in pieces of any size")
        func unchanged() {
            for document in Self.documents {
                let bytes = Array(document.utf8)
                for piece in [1, 2, 3, 7, 64, bytes.count] {
                    let (output, repairs) = Self.filtered(bytes, piece: piece)
                    #expect(repairs == 0, "\(document)")
                    #expect(output == bytes, "\(document) in pieces of \(piece)")
                }
            }
        }

        @Test("a single-byte document passes through unchanged")
        func singleByte() {
            let bytes: [UInt8] =
                Array(#"<?xml version="1.0" encoding="ISO-8859-1"?><r a="caf"#.utf8) + [0xE9]
                + Array(#"">na"#.utf8) + [0xEF, 0x76, 0x65] + Array("</r>".utf8)
            let (output, repairs) = Self.filtered(bytes, piece: 5, form: .singleByte)
            #expect(repairs == 0)
            #expect(output == bytes)
        }

        @Test("every well-formed document of the shared corpus passes through unchanged")
        func corpus() throws {
            let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
                .appendingPathComponent("../../../../shared/corpus").standardizedFileURL
            var files = Self.xmlFiles(under: root.appendingPathComponent("gdata"))
            files += Self.xmlFiles(under: root.appendingPathComponent("feedparser/wellformed"))
            files += Self.xmlFiles(
                under: Self.xmltest?.appendingPathComponent("valid") ?? root.appendingPathComponent("-"))
            try #require(!files.isEmpty || !FileManager.default.fileExists(atPath: root.path))
            var checked = 0
            for file in files {
                guard let data = FileManager.default.contents(atPath: file.path) else { continue }
                // Only what expat itself accepts as UTF-8 (the corpus has other encodings too).
                guard (try? XMLStatistics.collect(from: .data(data))) != nil, String(data: data, encoding: .utf8) != nil
                else { continue }
                let bytes = [UInt8](data)
                let (output, repairs) = Self.filtered(bytes, piece: 4_096)
                #expect(repairs == 0, "\(file.path)")
                #expect(output == bytes, "\(file.path)")
                checked += 1
            }
            if !files.isEmpty { #expect(checked > 100) }
        }

        static var xmltest: URL? {
            ProcessInfo.processInfo.environment["XYLEM_XMLTEST_DIR"].map { URL(fileURLWithPath: $0) }
        }

        static func xmlFiles(under folder: URL) -> [URL] {
            guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else {
                return []
            }
            return walker.compactMap { $0 as? URL }.filter { $0.pathExtension == "xml" }
                .sorted { $0.path < $1.path }
        }
    }
}
