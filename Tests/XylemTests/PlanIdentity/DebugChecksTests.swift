// The engine's unsafe storage checks itself in debug builds, which `swift test` uses: an index
// outside a buffer or a table, or a plan adopted by a builder of another type, stops the process
// instead of reading or writing the wrong memory. Each check is run in a child process.

import Testing

@testable import Xylem

#if DEBUG
@Suite("Debug checks")
struct DebugChecksTests {
    @Test("a buffer index past the count stops the process")
    func bufferIndexIsChecked() async {
        await #expect(processExitsWith: .failure) {
            var buffer = GrowableBuffer<Int32>(capacity: 16)
            buffer.append(1)
            _ = buffer[1]
        }
    }

    @Test("truncating a buffer past its end stops the process")
    func bufferTruncationIsChecked() async {
        await #expect(processExitsWith: .failure) {
            var buffer = GrowableBuffer<UInt8>(capacity: 16)
            buffer.truncate(to: 3)
        }
    }

    @Test("an action slot outside its table stops the process")
    func tableSlotIsChecked() async {
        await #expect(processExitsWith: .failure) {
            let table = ElementTable(names: NameTable([(key: Array("a".utf8), value: 0)]), actions: [.ignore])
            _ = table.action(at: 1)
        }
    }

    @Test("an attribute slot outside its plan stops the process")
    func attributeSlotIsChecked() async {
        await #expect(processExitsWith: .failure) {
            _ = ObjectPlan.holder.attributeSetters[0]
        }
    }

    @Test("a builder adopting the plan of another model type stops the process")
    func adoptionIsChecked() async {
        await #expect(processExitsWith: .failure) {
            let builder = ObjectBuilder<Int>(plan: .holder, value: 0)
            builder.adopt(
                ObjectPlan(
                    typeName: "Other", modelType: ObjectIdentifier(String.self),
                    elements: ElementTable(names: NameTable([]), actions: []), attributeNames: NameTable([]),
                    attributeSetters: [], ownText: nil, completions: [], problems: []))
        }
    }
}
#endif
