// One line of a store description, as the components make it: columns, children in another
// table, or shared values linked through a join table. Opaque to users; StorePlan sorts them.

import GRDB

/// One line of a ``StoreDescription``, made by ``StoreColumn``, ``StoreColumns``,
/// ``StoreChildren`` or ``StoreSharedValues``.
public struct StoreLine<Model>: Sendable {
    enum Kind: Sendable {
        case columns([ColumnPart<Model>])
        case children(ChildPart<Model>)
        case shared(SharedPart<Model>)
    }

    let kind: Kind
}

/// A column: its name and the value it holds for a model value.
struct ColumnPart<Model>: Sendable {
    let name: String
    let value: @Sendable (Model) throws -> DatabaseValue
}
