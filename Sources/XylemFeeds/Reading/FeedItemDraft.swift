// What a streaming feed read hands for each item: the feed view's `FeedItem`, or the format's own
// model with the resolver of its links, from which the `FeedItem` is made later, on whichever
// thread should pay for it (a database import makes it on the thread that writes).

import XylemAtom

/// An item as its format's model holds it, with the base its links resolve against.
///
/// ``item()`` makes the ``FeedItem`` that ``FeedReader/stream(_:_:)`` would have handed.
package struct FeedItemDraft: Sendable {
    fileprivate enum Model: Sendable {
        case rss(RSSItem)
        case atom(AtomEntry)
        case atom03(Atom03Entry)
        case made(FeedItem)
    }

    fileprivate let model: Model
    fileprivate let resolver: LinkResolver

    /// The feed view's item.
    package func item() -> FeedItem {
        switch model {
        case .rss(let item): FeedItem(item, resolver: resolver)
        case .atom(let entry): FeedItem(entry, resolver: resolver)
        case .atom03(let entry): FeedItem(entry, resolver: resolver)
        case .made(let item): item
        }
    }
}

/// How a streaming read turns each format's item into what it hands: specialised per maker, so
/// that the public read makes `FeedItem`s straight from the models it borrows.
protocol FeedItemMaker {
    associatedtype Made
    /// What is handed with each item to tell the feed's own fields: the public read hands a
    /// ``FeedSoFar`` with every item; drafts hand one with the first item only, so that the
    /// feed's fields are not copied for every item on the reading thread.
    associatedtype SoFar
    static func soFar(first: Bool, _ make: () -> FeedSoFar) -> SoFar
    static func rss(_ item: RSSItem, _ resolver: LinkResolver) -> Made
    static func atom(_ entry: AtomEntry, _ resolver: LinkResolver) -> Made
    static func atom03(_ entry: Atom03Entry, _ resolver: LinkResolver) -> Made
    static func made(_ item: FeedItem) -> Made
}

/// Makes the feed view's items at once.
enum FeedItemsMade: FeedItemMaker {
    static func rss(_ item: RSSItem, _ resolver: LinkResolver) -> FeedItem { FeedItem(item, resolver: resolver) }
    static func atom(_ entry: AtomEntry, _ resolver: LinkResolver) -> FeedItem { FeedItem(entry, resolver: resolver) }
    static func atom03(_ entry: Atom03Entry, _ resolver: LinkResolver) -> FeedItem {
        FeedItem(entry, resolver: resolver)
    }
    static func made(_ item: FeedItem) -> FeedItem { item }
    static func soFar(first: Bool, _ make: () -> FeedSoFar) -> FeedSoFar { make() }
}

/// Keeps each item's model for later.
enum FeedItemDrafts: FeedItemMaker {
    static func rss(_ item: RSSItem, _ resolver: LinkResolver) -> FeedItemDraft {
        FeedItemDraft(model: .rss(item), resolver: resolver)
    }
    static func atom(_ entry: AtomEntry, _ resolver: LinkResolver) -> FeedItemDraft {
        FeedItemDraft(model: .atom(entry), resolver: resolver)
    }
    static func atom03(_ entry: Atom03Entry, _ resolver: LinkResolver) -> FeedItemDraft {
        FeedItemDraft(model: .atom03(entry), resolver: resolver)
    }
    static func made(_ item: FeedItem) -> FeedItemDraft {
        FeedItemDraft(model: .made(item), resolver: LinkResolver(base: nil))
    }
    static func soFar(first: Bool, _ make: () -> FeedSoFar) -> FeedSoFar? { first ? make() : nil }
}

/// Tells a read's first item from the others.
struct FirstItemFlag {
    private var seen = false

    /// True the first time only.
    mutating func take() -> Bool {
        defer { seen = true }
        return !seen
    }
}
