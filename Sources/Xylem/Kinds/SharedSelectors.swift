// The selectors that reads of one kinds registry use without a description around them (streamed
// records, whole documents of a chosen kind), made by the first such read and kept with the
// registry. Building one costs more than reading a small document: an action per kind, the
// category tables, the extractor. A selector is immutable and checks each kind once, by itself,
// so every read can share it (as reads of a description share the selectors in its plans).

/// What the reads of one `XMLKinds` registry share.
final class SharedSelectors<Base>: @unchecked Sendable {
    /// The selector of streamed records and the extractor of their values.
    struct Records: @unchecked Sendable {
        // Immutable: a selector and a closure made from the registry.
        let selector: KindSelector
        let extract: (AnyObjectBuilder) -> Base
    }

    private let records = LockedValue<Records?>(nil)
    private let document = LockedValue<KindSelector?>(nil)

    /// The records' selector and extractor, made by `make` the first time.
    func records(_ make: () -> Records) -> Records {
        records.once(make)
    }

    /// The selector of whole-document reads, made by `make` the first time.
    func document(_ make: () -> KindSelector) -> KindSelector {
        document.once(make)
    }
}
