// Finds, for a pass with no record path (statistics), where a document's records are: the
// shallowest level whose elements repeat, named as elements at other levels mostly are not
// (`entry` in a feed, `item` in a channel, `node` in a map). Read with a bare parser from the
// document's first bytes; only a guess, which the parallel pass checks like every cut.

import CExpat

/// The level and names of a document's records, guessed from its first bytes.
struct RecordLevel: Equatable {
    /// The depth of the records' parent (1 when the records are children of the root).
    let parentDepth: Int
    /// The records' local names.
    let localNames: [String]
}

enum RecordLevelProbe {
    /// How many elements of one level make a level of records.
    static let minimumRecords = 4

    /// The record level of the document that begins with `bytes`, or nil when none stands out.
    static func level(of bytes: UnsafeRawBufferPointer, options: XMLReader.Options) -> RecordLevel? {
        var probeOptions = options
        probeOptions.externalEntityResolver = nil
        guard let driver = try? ExpatDriver(options: probeOptions) else { return nil }
        let tally = LevelTally()
        return withExtendedLifetime(tally) {
            driver.setUserData(Unmanaged.passUnretained(tally).toOpaque())
            XML_SetElementHandler(
                driver.parser,
                { userData, name, _ in
                    let tally = Unmanaged<LevelTally>.fromOpaque(userData.unsafelyUnwrapped).takeUnretainedValue()
                    tally.depth += 1
                    tally.note(name.unsafelyUnwrapped)
                },
                { userData, _ in
                    Unmanaged<LevelTally>.fromOpaque(userData.unsafelyUnwrapped).takeUnretainedValue().depth -= 1
                })
            // Only the first bytes are read: an error later (a cut inside a token) ends nothing.
            _ = driver.parse(bytes, isFinal: false)
            return tally.level()
        }
    }

    private final class LevelTally {
        var depth = 0
        /// Per local name, how often it was seen at each depth; names in first-seen order.
        var counts: [String: [Int: Int]] = [:]
        var order: [String] = []

        func note(_ qualified: UnsafePointer<CChar>) {
            var name = String(cString: qualified)
            if let colon = name.lastIndex(of: ":") { name = String(name[name.index(after: colon)...]) }
            if counts[name] == nil { order.append(name) }
            counts[name, default: [:]][depth, default: 0] += 1
        }

        /// The shallowest level below the root whose names are mostly seen there (at least
        /// three times in four) and often enough.
        func level() -> RecordLevel? {
            let levels = Set(counts.values.flatMap(\.keys)).filter { $0 >= 2 }.sorted()
            for level in levels {
                let names = order.filter { name in
                    let byDepth = counts[name, default: [:]]
                    let here = byDepth[level, default: 0]
                    return here >= 2 && 4 * here >= 3 * byDepth.values.reduce(0, +)
                }
                let records = names.reduce(0) { $0 + counts[$1, default: [:]][level, default: 0] }
                if records >= RecordLevelProbe.minimumRecords {
                    return RecordLevel(parentDepth: level - 1, localNames: Array(names.prefix(8)))
                }
            }
            return nil
        }
    }
}
