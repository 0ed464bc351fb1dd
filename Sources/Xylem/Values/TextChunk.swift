// The shared byte storage behind `XMLString`: text values read from a document are copied into
// chunks of a few kilobytes, one after another, instead of into a heap allocation each. A reader
// reuses its chunk once no value refers to it any more, so streaming records allocates no
// storage for their text at all.

/// The fixed part of a chunk: the byte count of the value a chunk of its own holds (a chunk that
/// serves many values leaves it at zero; their slices know their own counts).
@usableFromInline
struct TextChunkHeader {
    @usableFromInline let wholeCount: Int
}

/// A block of UTF-8 bytes that `XMLString`s are slices of.
///
/// Thread safety (why `XMLString` is `@unchecked Sendable`): a byte is written once, before any
/// `XMLString` that covers it exists, and never again while one does. Only the `TextPool` that owns
/// a chunk writes to it, past every existing slice, and it starts a chunk over only when no
/// `XMLString` refers to it (`isKnownUniquelyReferenced`). The header never changes.
@usableFromInline
final class TextChunk: ManagedBuffer<TextChunkHeader, UInt8> {
    /// A chunk with room for `capacity` bytes, for a pool to fill.
    static func make(capacity: Int) -> TextChunk {
        unsafeDowncast(
            TextChunk.create(minimumCapacity: capacity) { _ in TextChunkHeader(wholeCount: 0) }, to: TextChunk.self)
    }

    /// A chunk holding exactly `bytes`, for one value.
    static func holding(_ bytes: UnsafeBufferPointer<UInt8>) -> TextChunk {
        let buffer = TextChunk.create(minimumCapacity: bytes.count) { _ in TextChunkHeader(wholeCount: bytes.count) }
        let chunk = unsafeDowncast(buffer, to: TextChunk.self)
        if let start = bytes.baseAddress { chunk.bytes.initialize(from: start, count: bytes.count) }
        return chunk
    }

    /// The first byte; stable for the chunk's lifetime.
    @inlinable
    var bytes: UnsafeMutablePointer<UInt8> {
        withUnsafeMutablePointerToElements { $0 }
    }

    /// The byte count of a chunk made by `holding(_:)`.
    @inlinable
    var wholeCount: Int {
        withUnsafeMutablePointerToHeader { $0.pointee.wholeCount }
    }
}

/// Hands out `XMLString`s for the values a read makes, from one current chunk at a time.
///
/// Owned by one read, used on that read's thread only; hence its state is exempt from dynamic
/// exclusivity checks, which would cost more than the copy they guard.
@usableFromInline
final class TextPool {
    /// Chunks are this large; a value larger than a quarter of it gets a chunk of its own, so
    /// that one long text does not leave the rest of a chunk unused.
    static let chunkSize = 16 * 1024
    /// How many references to its chunk the pool takes at once (see `credits`).
    static let creditBatch: UInt32 = 1024

    @exclusivity(unchecked) private var chunk = TextChunk.make(capacity: TextPool.chunkSize)
    /// Bytes of `chunk` in use.
    @exclusivity(unchecked) private var used = 0
    /// References to `chunk` the pool took ahead, one for each value it will hand out: a value
    /// needs its own reference, and an atomic increment per value (a dozen and more per record)
    /// cost about as much as copying the value in; one increment by `creditBatch` serves a
    /// chunk's values. Given back before the pool leaves the chunk or asks whether any value
    /// still refers to it, so that the chunk's count is true again.
    @exclusivity(unchecked) private var credits: UInt32 = 0

    @usableFromInline
    init() {}

    deinit {
        if credits > 0 { ChunkReferences.release(chunk, credits) }
    }

    /// A string holding a copy of `bytes`.
    @usableFromInline
    func store(_ bytes: UnsafeBufferPointer<UInt8>) -> XMLString {
        let count = bytes.count
        guard count > XMLString.inlineCapacity, let source = bytes.baseAddress else { return XMLString(inline: bytes) }
        if count > TextPool.chunkSize - used {
            guard count <= TextPool.chunkSize / 4 else { return XMLString(wholeChunk: .holding(bytes)) }
            makeRoom()
        }
        if credits == 0 { takeCredits() }
        credits &-= 1
        let offset = used
        (chunk.bytes + offset).initialize(from: source, count: count)
        used = offset + count
        // One of the references taken ahead becomes the value's own.
        return XMLString(chunk: Unmanaged.passUnretained(chunk).takeRetainedValue(), offset: offset, count: count)
    }

    @inline(never)
    private func takeCredits() {
        ChunkReferences.retain(chunk, TextPool.creditBatch)
        credits = TextPool.creditBatch
    }

    /// Starts over in the current chunk when no string refers to it any more (the values read
    /// from it were all dropped, as in streaming), otherwise in a new one.
    @inline(never)
    private func makeRoom() {
        if credits > 0 {
            ChunkReferences.release(chunk, credits)
            credits = 0
        }
        if !isKnownUniquelyReferenced(&chunk) {
            chunk = .make(capacity: TextPool.chunkSize)
        }
        used = 0
    }
}
