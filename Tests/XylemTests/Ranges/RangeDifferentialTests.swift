// Byte-range reads against the read on one thread, on random documents with record start tags
// planted in comments, CDATA sections, processing instructions, entities and other elements (see
// SlicedDocumentGenerator): the ranges of a plan, and ranges cut at random offsets, must give the
// records of the sequential read, in order, each with the offset of its start tag; or one range
// must fail, and then with an XMLRangeError at a range's end when the document is well-formed.

import Foundation
import Testing

@testable import Xylem

/// What reading every range of a tiling gave.
private struct TilingOutcome {
    var records: [SlicedItem] = []
    var offsets: [Int] = []
    var rangeErrors = 0
    var readErrors = 0

    var failed: Bool { rangeErrors + readErrors > 0 }
}

private func readTiling(_ bounds: [Int], of document: SlicedDocument, context: XMLRangeContext) -> TilingOutcome {
    var outcome = TilingOutcome()
    for (start, end) in zip(bounds, bounds.dropFirst()) {
        do {
            let summary = try XMLReader().readRecords(
                SlicedItem.self, at: document.path, in: start..<end, of: .bytes(document.bytes), context: context
            ) { item, offset in
                outcome.records.append(item)
                outcome.offsets.append(offset)
                return .continue
            }
            #expect(summary.bytes.lowerBound <= summary.bytes.upperBound)
        } catch is XMLRangeError {
            outcome.rangeErrors += 1
        } catch {
            outcome.readErrors += 1
        }
    }
    return outcome
}

@Suite("Byte-range reads against the sequential read")
struct RangeDifferentialTests {
    @Test("ranges of plans and of random cuts give the sequential read's records, or fail naming a range")
    func rangesMatchSequentialRead() throws {
        var exactTilings = 0
        var multiRangeExact = 0
        var wellFormedTilings = 0
        for seed in UInt64(0)..<50 {
            var generator = SlicedDocumentGenerator(seed: seed)
            for shape in SlicedDocument.Shape.allCases {
                var document = generator.document(shape: shape)
                if seed % 4 == 3 {
                    document = SlicedDocument(bytes: generator.damage(document.bytes), shape: shape)
                }
                var sequential: [SlicedItem] = []
                var sequentialFailed = false
                do {
                    try XMLReader().readRecords(SlicedItem.self, at: document.path, from: .bytes(document.bytes)) {
                        sequential.append($0)
                        return .continue
                    }
                } catch {
                    sequentialFailed = true
                }
                let context: XMLRangeContext
                do {
                    context = try XMLReader().rangeContext(of: .bytes(document.bytes), at: document.path)
                } catch is XMLRangeError {
                    continue
                } catch {
                    #expect(sequentialFailed, "seed \(seed) \(shape): the head failed to read: \(error)")
                    continue
                }
                let size = document.bytes.count
                var random = SeededRandom(state: seed &* 7919 &+ 11)
                var tilings: [[Int]] = []
                for target in [1, 40, 150, 600, size] {
                    if let plan = try? XMLReader().planRanges(
                        of: .bytes(document.bytes), context: context, targetSize: target)
                    {
                        #expect(plan.first?.lowerBound == 0 && plan.last?.upperBound == size)
                        tilings.append([0] + plan.map(\.upperBound))
                    }
                }
                for _ in 0..<2 {
                    let cuts = (0..<Int.random(in: 1...12, using: &random)).map { _ in
                        Int.random(in: 0...size, using: &random)
                    }
                    tilings.append(Array(Set([0, size] + cuts)).sorted())
                }
                for bounds in tilings {
                    let outcome = readTiling(bounds, of: document, context: context)
                    if sequentialFailed {
                        #expect(outcome.failed, "seed \(seed) \(shape): a damaged document read by ranges")
                        continue
                    }
                    wellFormedTilings += 1
                    if outcome.failed {
                        // A cut the checks around it could not see through fails the range before it.
                        #expect(outcome.rangeErrors > 0, "seed \(seed) \(shape) \(bounds): \(outcome.readErrors)")
                        continue
                    }
                    exactTilings += 1
                    if bounds.count > 2 { multiRangeExact += 1 }
                    #expect(outcome.records == sequential, "seed \(seed) \(shape) \(bounds)")
                    #expect(outcome.offsets == outcome.offsets.sorted())
                    for offset in outcome.offsets {
                        let byte = document.bytes[offset]
                        #expect(byte == UInt8(ascii: "<") || byte == UInt8(ascii: "&"), "seed \(seed) @\(offset)")
                    }
                }
            }
        }
        // Planted cuts are found out by the checks around them: tilings that fail are rare.
        #expect(wellFormedTilings > 400)
        #expect(Double(exactTilings) >= 0.9 * Double(wellFormedTilings), "\(exactTilings) of \(wellFormedTilings)")
        #expect(multiRangeExact > 150)
    }
}
