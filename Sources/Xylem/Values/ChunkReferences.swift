// Taking references to a text chunk many at a time (see TextPool): one atomic operation for a
// thousand values instead of one each.

/// Adds or removes many references to a chunk in one atomic operation, through the Swift
/// runtime's own entry points for it (`swift_retain_n`, `swift_release_n`: part of its stable
/// ABI, with no spelling in the standard library), looked up once; one reference at a time if
/// a runtime lacked them.
struct ChunkReferences: Sendable {
    typealias Retain = @convention(c) (UnsafeMutableRawPointer, UInt32) -> UnsafeMutableRawPointer
    typealias Release = @convention(c) (UnsafeMutableRawPointer, UInt32) -> Void

    let retainN: Retain?
    let releaseN: Release?

    static let runtime: ChunkReferences = {
        guard let retain = DynamicSymbol.address(of: "swift_retain_n"),
            let release = DynamicSymbol.address(of: "swift_release_n")
        else {
            return ChunkReferences(retainN: nil, releaseN: nil)
        }
        return ChunkReferences(
            retainN: unsafeBitCast(retain, to: Retain.self), releaseN: unsafeBitCast(release, to: Release.self))
    }()

    static func retain(_ chunk: TextChunk, _ count: UInt32) {
        let object = Unmanaged.passUnretained(chunk)
        if let retainN = runtime.retainN {
            _ = retainN(object.toOpaque(), count)
        } else {
            for _ in 0..<count { _ = object.retain() }
        }
    }

    static func release(_ chunk: TextChunk, _ count: UInt32) {
        let object = Unmanaged.passUnretained(chunk)
        if let releaseN = runtime.releaseN {
            releaseN(object.toOpaque(), count)
        } else {
            for _ in 0..<count { object.release() }
        }
    }
}
