// The description of each model type, taken from its `xmlDescription` once and kept for the life
// of the process. A description computed on every access (every generic model's is) would
// otherwise compile a new plan for every object; the engine remembers plans and tables between
// tags, so a plan must never die, or be replaced, while a read may still know it.

import Synchronization

/// A model type's description, kept where the cache and every handle can point at it.
@usableFromInline
final class DescriptionBox<Model>: Sendable {
    @usableFromInline let description: XMLDescription<Model>

    init(_ description: XMLDescription<Model>) {
        self.description = description
    }
}

/// The descriptions of the model types read so far, by type. Entries are never removed: a
/// process reads a bounded set of model types, and a plan's identity must stay stable.
@usableFromInline
enum DescriptionCache {
    // Held as class references: a cast from `any Sendable` to a class goes through the runtime's
    // bridging, which scans every conformance record in the process (about 180 K instructions).
    private static let boxes = LockedValue<[ObjectIdentifier: any AnyObject & Sendable]>([:])

    /// The box holding `Model`'s description, made from `Model.xmlDescription` the first time.
    /// The description is built outside the lock (it runs the user's code, which may read other
    /// types' descriptions); when two threads build it at once, the first one stored wins.
    @usableFromInline
    static func box<Model: XMLReadable>(for type: Model.Type) -> DescriptionBox<Model> {
        let key = ObjectIdentifier(Model.self)
        if let stored = boxes.withLock({ $0[key] }) {
            return unsafeDowncast(stored, to: DescriptionBox<Model>.self)
        }
        let made = DescriptionBox(Model.xmlDescription)
        let kept = boxes.withLock { boxes in
            if let earlier = boxes[key] { return earlier }
            boxes[key] = made
            return made
        }
        return unsafeDowncast(kept, to: DescriptionBox<Model>.self)
    }
}

extension XMLReadable {
    /// The description every read of this type uses: `xmlDescription` as first read, kept.
    @usableFromInline
    static var cachedDescription: XMLDescription<Self> {
        DescriptionCache.box(for: Self.self).description
    }
}

/// Finds a model type's description in the cache once and keeps a pointer to it, so that the
/// actions that build objects of the type, which need the description for every builder they
/// make, pay one atomic load instead of a lock and a dictionary lookup.
///
/// The class is not constrained to `XMLReadable`: the runtime would check that conformance,
/// a scan of every conformance record in the process, each time it first makes the metadata of
/// a handle for another type (about 200 K instructions per type when a model is first used).
/// The handle finds the description through a closure made where the conformance is known.
// Unchecked Sendable: `find` is made from type metadata only (it reads the cache, which locks).
@usableFromInline
final class DescriptionHandle<Model>: @unchecked Sendable {
    /// The address of the type's ``DescriptionBox``, which the cache keeps for good; 0 until
    /// first used.
    private let published = Atomic<UInt>(0)
    private let find: () -> DescriptionBox<Model>

    /// A handle for `Model`'s description.
    @inlinable
    convenience init() where Model: XMLReadable {
        self.init(finding: { DescriptionCache.box(for: Model.self) })
    }

    @usableFromInline
    init(finding find: @escaping () -> DescriptionBox<Model>) {
        self.find = find
    }

    /// The type's description.
    @usableFromInline
    var description: XMLDescription<Model> {
        let address = published.load(ordering: .acquiring)
        if address != 0 {
            // The cache holds the box for the life of the process.
            let box = Unmanaged<DescriptionBox<Model>>.fromOpaque(
                UnsafeRawPointer(bitPattern: address).unsafelyUnwrapped)
            return box._withUnsafeGuaranteedRef { $0.description }
        }
        return resolve()
    }

    @inline(never)
    private func resolve() -> XMLDescription<Model> {
        let box = find()
        published.store(UInt(bitPattern: Unmanaged.passUnretained(box).toOpaque()), ordering: .releasing)
        return box.description
    }
}
