// Atom date constructs keep the text they were read with, so that writing a feed back gives the
// same bytes (`.000Z` stays `.000Z`), and parse it into a Date only when asked.

import Xylem

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// An RFC 3339 timestamp as written in a feed (`2006-11-03T21:17:40.000Z`), with its `Date`.
public struct AtomDateTime: XMLValue, Sendable, Hashable, CustomStringConvertible {
    /// The timestamp as written.
    @StoredAsXMLString public var text: String

    /// A timestamp from its text.
    public init(_ text: String) {
        self.text = text
    }

    /// A timestamp for `date`, written in UTC with whole seconds.
    public init(_ date: Date) {
        text = date.formatted(Date.ISO8601FormatStyle())
    }

    /// Reads the element's trimmed text; an empty element has no timestamp.
    public init?(xmlText: XMLText) {
        let text = xmlText.trimmed
        guard !text.isEmpty else { return nil }
        _text = StoredAsXMLString(xmlString: text.storedString)
    }

    /// The timestamp as written.
    public var xmlText: String { text }

    /// The instant, or nil when the text is not an RFC 3339 timestamp or date.
    public var date: Date? {
        let text = self.text  // made once: each read of the property makes a new String
        if let date = try? Date.ISO8601FormatStyle(includingFractionalSeconds: false).parse(text) { return date }
        if let date = try? Date.ISO8601FormatStyle(includingFractionalSeconds: true).parse(text) { return date }
        if text.count == 10, let date = try? Date.ISO8601FormatStyle().year().month().day().parse(text) { return date }
        return nil
    }

    /// The text as written.
    public var description: String { text }
}
