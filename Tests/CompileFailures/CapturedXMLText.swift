// expect-error: escapes its scope
// A conversion that lets its XMLText escape into a closure kept for later must not compile.
import Xylem

final class Later: @unchecked Sendable {
    var work: (() -> Int)?
}

func makeConversion(keeping later: Later) -> XMLConversion<Int> {
    XMLConversion<Int>(bytes: { text in
        later.work = { text.count }
        return 0
    })
}
