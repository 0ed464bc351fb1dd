// Numbers that name compiled tables and plans for as long as the process runs. The engine's memos
// remember what a lookup in a table found; keyed by a table's address, an entry could answer for
// another table that malloc later put at the same address. A number is never given out twice.

import Synchronization

/// Hands out the identities of element tables and object plans: 1, 2, 3, … (0 means none).
enum PlanIdentity {
    private static let last = Atomic<UInt64>(0)

    /// A number no other table or plan has or will have.
    static func next() -> UInt64 {
        last.wrappingAdd(1, ordering: .relaxed).newValue
    }
}
