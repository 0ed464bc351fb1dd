// The key that uniques an item within its feed: the id or guid the feed gives it, else its link,
// else a digest of what it says, so that a feed whose items carry neither is still imported
// without duplicates on the next run.

import XylemFeeds

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

enum FeedItemKey {
    /// The key of `item`: `id`, else `link`, else `digest:` and the FNV-1a 64-bit hash (lowercase
    /// hex) of its title, published date and summary, each followed by a line feed but the last.
    static func of(_ item: FeedItem) -> String {
        if let id = item.id, !id.isEmpty { return id }
        if let link = item.link, !link.isEmpty { return link }
        let published = item.published.map(StoredDate.text) ?? ""
        return "digest:" + hex(fnv1a([item.title ?? "", published, item.summary ?? ""].joined(separator: "\n")))
    }

    /// FNV-1a, 64 bits, over the UTF-8 bytes: stable across runs and platforms, unlike `Hasher`.
    static func fnv1a(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return hash
    }

    private static func hex(_ value: UInt64) -> String {
        let text = String(value, radix: 16)
        return String(repeating: "0", count: 16 - text.count) + text
    }
}
