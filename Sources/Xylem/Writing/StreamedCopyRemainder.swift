// What a container read whole holds beyond the same container as read up to its first streamed
// record: the part that a copy written as it is read writes after the records. XylemAtom's feeds
// and XylemFeeds' channels compute it field by field with these.

/// Builds the fields of `whole` that came after `earlier`, the same object as read up to its
/// first streamed record, into an empty value of the type.
package struct StreamedCopyRemainder<Root> {
    private let whole: Root
    private let earlier: Root
    /// The fields gathered so far.
    package private(set) var late: Root

    package init(of whole: Root, after earlier: Root, into empty: Root) {
        self.whole = whole
        self.earlier = earlier
        late = empty
    }

    /// A single element: kept when it came after the records, or came again after them (its later
    /// value replaced the earlier one in the whole read, so a copy that writes both reads back so).
    package mutating func single<Value: Equatable>(_ property: WritableKeyPath<Root, Value?>) {
        if whole[keyPath: property] != earlier[keyPath: property] {
            late[keyPath: property] = whole[keyPath: property]
        }
    }

    /// A repeated element: the occurrences after those read before the records.
    package mutating func repeated<Element>(_ property: WritableKeyPath<Root, [Element]>) {
        late[keyPath: property] = Array(whole[keyPath: property].dropFirst(earlier[keyPath: property].count))
    }

    /// Extension values and unknown elements, kept in document order: those after `earlier`'s.
    package mutating func extensions(_ property: WritableKeyPath<Root, XMLExtensions>) {
        let all = whole[keyPath: property]
        let before = earlier[keyPath: property]
        late[keyPath: property].values = Array(all.values.dropFirst(before.values.count))
        late[keyPath: property].unknownElements = Array(all.unknownElements.dropFirst(before.unknownElements.count))
    }
}
