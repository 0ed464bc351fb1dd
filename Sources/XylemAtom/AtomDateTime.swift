// Atom date constructs keep the text they were read with, so that writing a feed back gives the
// same bytes (`.000Z` stays `.000Z`). The text is checked with Xylem's date reader as it is read,
// so that a date no one can read is reported where it stands, and one written in RFC 822's syntax
// is kept with a warning that Atom expects RFC 3339.

import Xylem

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// An RFC 3339 timestamp as written in a feed (`2006-11-03T21:17:40.000Z`), with its `Date`.
///
/// Atom's date constructs are RFC 3339 timestamps, and feeds write them in other forms too. The
/// Atom descriptions read them with ``Xylem/XMLConversion/rfc3339``: any date `XMLDate` reads is
/// kept as written, one in RFC 822's syntax (`Tue, 10 Jun 2003 04:00:00 GMT`) with a warning that
/// the element expects RFC 3339, and a text that is no date (`2003-12-31T25:14:55Z`) is left out,
/// with a warning naming it in feed reading (an error in a strict read).
public struct AtomDateTime: XMLValue, Sendable, Hashable, CustomStringConvertible {
    /// The timestamp as written.
    @StoredAsXMLString public var text: String

    /// A timestamp from its text, as given.
    public init(_ text: String) {
        self.text = text
    }

    /// A timestamp for `date`, written in UTC with the fraction of a second the date has
    /// (`2006-11-03T21:17:40Z`, `2006-11-03T21:17:40.250Z`, `2006-11-03T21:17:40.123456Z`).
    public init(_ date: Date) {
        text = XMLDate(date).xmlText
    }

    /// Reads the element's trimmed text, when it is a date in any form `XMLDate` reads; an empty
    /// element, or a text that is no date, has no timestamp.
    public init?(xmlText: XMLText) {
        let text = xmlText.trimmed
        guard XMLDate(xmlText: text) != nil else { return nil }
        _text = StoredAsXMLString(xmlString: text.storedString)
    }

    /// The timestamp as written.
    public var xmlText: String { text }

    /// The instant, or nil when the text is no date: read as `XMLDate` reads it, in any of the
    /// forms feeds write.
    public var date: Date? { XMLDate(text)?.date }

    /// The text as written.
    public var description: String { text }

    /// What ``Xylem/XMLConversion/rfc3339`` reads with: the text checked by `XMLDate`, a date in
    /// RFC 822's syntax passed on with a warning, as Xylem's ISO 8601 conversion words it.
    static let conversion = XMLConversion<AtomDateTime>(
        expected: "RFC 3339 date",
        bytes: { text in
            let trimmed = text.trimmed
            guard let date = XMLDate(xmlText: trimmed) else { throw XMLConversionFailure() }
            guard date.format.syntax == .iso8601 else {
                throw XMLConversionWarning(value: AtomDateTime(trimmed), message: "read as an RFC 822 date")
            }
            return AtomDateTime(trimmed)
        },
        format: \.text)

    /// The timestamp of text already checked.
    private init(_ text: borrowing XMLText) {
        _text = StoredAsXMLString(xmlString: text.storedString)
    }
}

extension XMLConversion where Value == AtomDateTime {
    /// Reads an Atom date construct: a date in ISO 8601's syntax (RFC 3339, W3C-DTF) silently,
    /// one in RFC 822's with a warning that the element expects RFC 3339, and refuses a text that
    /// is no date (`cannot read "…" as RFC 3339 date`). Writes the text as it was read.
    ///
    /// ```swift
    /// XMLChildValue("updated", \.updated, using: .rfc3339)
    /// ```
    public static var rfc3339: XMLConversion<AtomDateTime> { AtomDateTime.conversion }
}
