// The plan of a kind that reads the default kind's model type with more extensions declared:
// compiled from the default's plan when the kind is first needed, then shared by every read.

import Synchronization

/// Compiles a kind's extended plan once, on first use, from its base plan and its declarations.
/// (A class, so that the kind's closures share it.)
@usableFromInline
final class ExtendedPlan: @unchecked Sendable {
    // The closures are made from type metadata and @Sendable user code only; the plan is
    // compiled outside any lock and the first one stored is kept.
    private let typeName: String
    private let base: () -> ObjectPlan
    private let declarations: @Sendable () -> [Extension]
    /// Holds the compiled plan once made (readers find it through `published`).
    private let compiled = LockedValue<ObjectPlan?>(nil)
    /// The compiled plan's address, published without a lock for the reads that find it made
    /// (every kind conversion asks for it); 0 until then.
    private let published = Atomic<Int>(0)

    @usableFromInline
    init(typeName: String, base: @escaping () -> ObjectPlan, declarations: @escaping @Sendable () -> [Extension]) {
        self.typeName = typeName
        self.base = base
        self.declarations = declarations
    }

    /// The base plan with the declarations added.
    @usableFromInline
    var plan: ObjectPlan {
        publishedPlan() ?? compile()
    }

    /// The compiled plan, if it was published.
    private func publishedPlan() -> ObjectPlan? {
        let address = published.load(ordering: .acquiring)
        guard address != 0 else { return nil }
        // Held by `compiled` for the extended plan's lifetime.
        return Unmanaged<ObjectPlan>.fromOpaque(UnsafeRawPointer(bitPattern: address)!).takeUnretainedValue()
    }

    /// Compiles the plan and publishes the first one kept. The base plan and the declarations
    /// come from user code, which runs outside the lock: threads that race each compile a plan,
    /// and all use the one kept first.
    private func compile() -> ObjectPlan {
        let plan = compiled.once {
            PlanCompiler.extend(base(), with: declarations().map(\.declaration), typeName: typeName)
        }
        published.store(Int(bitPattern: Unmanaged.passUnretained(plan).toOpaque()), ordering: .releasing)
        return plan
    }
}
