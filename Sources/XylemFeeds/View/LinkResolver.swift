// Resolving relative links as feed readers do: against the innermost `xml:base`, which is itself
// resolved against its parent's, and at the top against the document's own URL when known.

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The base a relative link in one element is resolved against.
struct LinkResolver: Sendable, Hashable {
    /// The absolute base, when one is known.
    let base: String?

    init(base: String?) {
        self.base = base.map { $0.trimmingFeedWhitespace() }
    }

    /// The resolver inside an element with `xml:base` set to `relative` (or none).
    func entering(base relative: String?) -> LinkResolver {
        guard let relative else { return self }
        return LinkResolver(base: resolve(relative))
    }

    /// `link` made absolute against the base; as written when there is no base or it does not parse.
    func resolve(_ link: String?) -> String? {
        guard let link else { return nil }
        guard let base, !base.isEmpty else { return link.trimmingFeedWhitespace() }
        let trimmed = link.trimmingFeedWhitespace()
        guard let baseURL = URL(string: base), let resolved = URL(string: trimmed, relativeTo: baseURL) else {
            return trimmed
        }
        return resolved.absoluteString
    }
}
