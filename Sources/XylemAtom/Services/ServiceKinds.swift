// The kind types of the service layers, registered in AtomKinds.entries.

import Xylem

extension AtomKinds {
    /// The service layers' entry kinds, most specific first.
    static var serviceKinds: [Kind<any AtomEntryProtocol>] {
        []
    }
}
