// The engine remembers what a lookup in a table or plan found between tags. Those memos key on an
// identity that is never given out twice, not on an address: a table made where a dead one was
// must find nothing remembered for the dead one.

import Testing

@testable import Xylem

@Suite("Plan identity")
struct PlanIdentityTests {
    private static func table(_ names: [String]) -> ElementTable {
        let entries = names.enumerated().map { (key: Array($0.element.utf8), value: Int32($0.offset)) }
        return ElementTable(names: NameTable(entries), actions: names.map { _ in .ignore })
    }

    @Test("tables and plans get identities that are never reused, whatever their addresses")
    func identitiesAreNeverReused() {
        // Each table dies before the next is made, so the allocator may hand its address back.
        var seen: Set<UInt64> = []
        for round in 0..<200 {
            let table = Self.table(["a\(round)", "b"])
            #expect(seen.insert(table.id).inserted)
            #expect(table.actionCount == 2)
        }
        #expect(!seen.contains(0))
    }

    @Test("a table-lookup memo made for a dead table finds nothing for a new one at its address")
    func tableMemoForgetsDeadTables() {
        var memo = TableLookupMemo()
        var oldAddress: UnsafeRawPointer?
        var oldID: UInt64 = 0
        do {
            let old = Self.table(["title", "id"])
            oldAddress = UnsafeRawPointer(Unmanaged.passUnretained(old).toOpaque())
            oldID = old.id
            memo.remember((value: 1, keyIndex: 1), in: oldID)
            #expect(memo.found(in: oldID)??.value == 1)
        }
        // New tables until one sits where the dead one was (the allocator hands freed blocks
        // back at once); none of them may find the dead table's lookup.
        for _ in 0..<64 {
            let new = Self.table(["id"])
            let newID = new.id
            #expect(newID != oldID)
            #expect(memo.found(in: newID) == nil, "a memo answered for a table it was not told about")
            if UnsafeRawPointer(Unmanaged.passUnretained(new).toOpaque()) == oldAddress { break }
        }
    }

    @Test("the attribute memo keys on the plan's identity")
    func attributeMemoKeysOnIdentity() {
        let memo = AttributeMemo()
        let other = Self.table([])
        let first = ObjectPlan.holder.id
        let second = other.id
        #expect(first != second)
        "href".withCString { href in
            memo.remember(2, for: href, in: first)
            #expect(memo.slot(href, in: first) == 2)
            #expect(memo.slot(href, in: second) == nil)
        }
    }
}
