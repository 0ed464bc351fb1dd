// The text pool's bookkeeping of chunk references: it takes them in batches ahead of the values
// it hands out and gives back what it did not use, so that values outlive the pool, chunks are
// freed once their values are gone, and a streaming read still reuses a chunk nobody refers to.

import Testing

@testable import Xylem

@Suite("Text pool")
struct TextPoolTests {
    /// The chunk a value's bytes are in, or nil for a value held inline.
    private func chunk(of value: XMLString) -> TextChunk? {
        if case .chunk(let chunk, _, _, _) = value.storage { return chunk }
        return nil
    }

    /// A distinct value of 15 to 40 bytes (never inline).
    private func text(_ n: Int) -> [UInt8] {
        Array("value number \(n) \(String(repeating: "x", count: n % 26))".utf8)
    }

    @Test("values outlive the pool, and their chunks are freed with the last of them")
    func chunksFreedWithTheirValues() {
        weak var firstChunk: TextChunk?
        weak var lastChunk: TextChunk?
        var values: [XMLString] = []
        do {
            let pool = TextPool()
            // More values than one batch of references and than one chunk holds.
            for n in 0..<3000 {
                values.append(text(n).withUnsafeBufferPointer { pool.store($0) })
            }
            firstChunk = chunk(of: values[0])
            lastChunk = chunk(of: values[2999])
        }
        #expect(firstChunk != nil)
        #expect(lastChunk != nil)
        #expect(firstChunk !== lastChunk)
        for (n, value) in values.enumerated() { #expect(value.withUTF8 { Array($0) } == text(n)) }
        values.removeAll()
        #expect(firstChunk == nil)
        #expect(lastChunk == nil)
    }

    /// Stores values one at a time until the pool has moved past its first chunk, dropping each
    /// at once except the one `keeping` says to keep; returns the first chunk (weakly), the
    /// value stored after the move, and the kept value.
    private func fillPastFirstChunk(keeping kept: Int?) -> (first: TextChunk?, after: XMLString, kept: XMLString?) {
        let pool = TextPool()
        weak var first: TextChunk?
        var keptValue: XMLString?
        // Every value takes at least 15 bytes: this many fill a chunk and start the next.
        for n in 0...(TextPool.chunkSize / 15) {
            let value = text(n).withUnsafeBufferPointer { pool.store($0) }
            if n == 0 { first = chunk(of: value) }
            if n == kept { keptValue = value }
        }
        let after = text(99_999).withUnsafeBufferPointer { pool.store($0) }
        return (first, after, keptValue)
    }

    @Test("a chunk whose values are all gone is reused")
    func reusedWhenUnreferenced() {
        let (first, after, _) = fillPastFirstChunk(keeping: nil)
        #expect(first != nil)
        #expect(chunk(of: after) === first)
        #expect(after.withUTF8 { Array($0) } == text(99_999))
    }

    @Test("a chunk a value still refers to is not reused, and the value stays intact")
    func notReusedWhileReferenced() throws {
        let (first, after, kept) = fillPastFirstChunk(keeping: 7)
        let keptValue = try #require(kept)
        #expect(chunk(of: keptValue) === first)
        #expect(chunk(of: after) !== first)
        #expect(keptValue.withUTF8 { Array($0) } == text(7))
        #expect(after.withUTF8 { Array($0) } == text(99_999))
    }
}
