// Random damage, the way web documents are damaged, to a well-formed channel: a repairing read
// must end (with the records or an error), hand each record at most once and in order, and
// never read a damaged document silently. Deterministic: the seed is fixed.

import Testing
import Xylem

extension CoreReaderTests {
    @Suite("Repairing reads on random damage")
    struct RepairDamageFuzzTests {
        /// What gets inserted: the pieces feeds break with.
        static let damages: [[UInt8]] = [
            Array("&".utf8), Array("&nbsp;".utf8), Array("&bogus;".utf8), Array("<".utf8), Array("</p>".utf8),
            Array("<b>".utf8), Array("]]>".utf8), Array("\"".utf8), Array("'".utf8), Array("=".utf8),
            Array("<!--".utf8), Array("-->".utf8), Array("<![CDATA[".utf8), Array("<?".utf8), Array("?>".utf8),
            [0x00], [0x0B], [0xE9], [0xC3], [0xFF], [0xEF, 0xBF, 0xBE], Array("&#0;".utf8), Array("<!DOCTYPE x>".utf8),
            Array("<?xml version=\"1.0\"?>".utf8), Array("</channel>".utf8), Array("<item>".utf8),
        ]

        @Test("random damage reads to the end or fails, never silently, records once and in order")
        func randomDamage() throws {
            var generator = SeededRandom(state: 0x5EED_0F_DA_4A6E)
            let clean = Array(RepairDocuments.channel(items: 30).utf8)
            var repaired = 0
            var failed = 0
            for _ in 0..<400 {
                var bytes = clean
                for _ in 0..<(1 + Int(generator.next() % 4)) {
                    let damage = Self.damages[Int(generator.next() % UInt64(Self.damages.count))]
                    let at = Int(generator.next() % UInt64(bytes.count))
                    if generator.next() % 5 == 0 {
                        bytes.removeSubrange(at..<min(bytes.count, at + damage.count))
                    } else {
                        bytes.insert(contentsOf: damage, at: at)
                    }
                }
                if generator.next() % 4 == 0 { bytes.removeLast(Int(generator.next() % UInt64(bytes.count / 2))) }
                // Read in place (strictly first, then started over with repairs) and as a stream
                // (repaired from the first byte): the same records and warnings, or the same failure.
                let inPlace = Self.read(.bytes(bytes))
                let streamed = Self.read(.chunks(bytes.chunked(into: 61)))
                #expect(inPlace.ids == streamed.ids, "\(String(decoding: bytes, as: UTF8.self))")
                #expect(inPlace.warnings == streamed.warnings, "\(String(decoding: bytes, as: UTF8.self))")
                guard let warnings = inPlace.warnings else {
                    failed += 1
                    continue
                }
                repaired += 1
                // A damage may leave the document well-formed (an '=' in text); otherwise a repair
                // is reported.
                if !warnings.contains(where: { $0.hasPrefix("repaired") }) {
                    #expect(Self.isWellFormed(bytes), "\(String(decoding: bytes, as: UTF8.self))")
                }
            }
            print("random damage: \(repaired) documents read with repairs, \(failed) failed")
            #expect(failed * 10 < repaired)
        }

        /// The records' ids and the warnings' reasons of a repairing read; nil warnings when it failed.
        static func read(_ input: XMLInput) -> (ids: [String], warnings: [String]?) {
            var ids: [String] = []
            do {
                let summary = try RepairDocuments.reader().readRecords(
                    RepairItem.self, at: "channel/item", from: input
                ) { item in
                    ids.append(item.id)
                    return .continue
                }
                return (ids, summary.warnings.map { "\($0.kind.name) \($0.line) \($0.reason)" })
            } catch {
                return (ids, nil)
            }
        }

        static func isWellFormed(_ bytes: [UInt8]) -> Bool {
            (try? XMLStatistics.collect(from: .bytes(bytes))) != nil
        }
    }
}
