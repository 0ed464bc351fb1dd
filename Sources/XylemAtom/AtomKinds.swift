// The registry of entry kinds: the generic AtomEntry by default, and the service layers' kind
// types chosen by `gd:kind` or by the kind category.

import Xylem

/// The entry kinds `XylemAtom` knows, for reading feeds, entry documents and streamed entries.
///
/// ```swift
/// try XMLReader().readRecords(AtomKinds.entries, at: AtomKinds.feedEntries, from: .file(path)) { entry in
///     if let event = entry as? CalendarEvent { print(event.when) }
///     return .continue
/// }
/// ```
public enum AtomKinds {
    /// Every registered entry kind, falling back to ``AtomEntry``.
    public static let entries = XMLKinds<any AtomEntryProtocol>(
        attribute: "gd:kind", category: "atom:category", namespaces: AtomNamespaces.prefixes,
        default: XMLKind(AtomEntry.self) { $0 }
    ) {
        serviceKinds
    }

    /// The path of the entries of a feed document, for streaming reads.
    public static let feedEntries = XMLRecordPath("feed/entry", namespaces: ["": AtomNamespaces.atom])

    /// A kind registered by its Google Data kind term (scheme `…/g/2005#kind`) and `gd:kind` value.
    static func kind<T: AtomKindEntry>(_ type: T.Type, term: String, gdKind: String? = nil) -> XMLKind<
        any AtomEntryProtocol
    > {
        convertibleKind(type, kind: gdKind, scheme: AtomNamespaces.kindScheme, term: term)
    }
}
