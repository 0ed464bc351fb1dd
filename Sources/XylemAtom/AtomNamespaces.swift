// The namespaces of Atom, the Atom Publishing Protocol, OpenSearch and Google Data, with the
// prefixes the model writes them with and the older URIs found in documents in the wild.

import Xylem

/// Namespace URIs and the prefix maps used by the `XylemAtom` descriptions.
public enum AtomNamespaces {
    /// Atom 1.0 (RFC 4287).
    public static let atom = "http://www.w3.org/2005/Atom"
    /// The Atom Publishing Protocol (RFC 5023).
    public static let app = "http://www.w3.org/2007/app"
    /// The draft APP namespace older Google feeds use.
    public static let appDraft = "http://purl.org/atom/app#"
    /// OpenSearch 1.1.
    public static let openSearch = "http://a9.com/-/spec/opensearch/1.1/"
    /// The OpenSearch RSS 1.0 namespace older feeds use, read as OpenSearch.
    public static let openSearchRSS = "http://a9.com/-/spec/opensearchrss/1.0/"
    /// Google Data core.
    public static let gd = "http://schemas.google.com/g/2005"
    /// Google Data batch processing.
    public static let batch = "http://schemas.google.com/gdata/batch"
    /// XHTML, for `type="xhtml"` text constructs and content.
    public static let xhtml = "http://www.w3.org/1999/xhtml"
    /// Google Calendar.
    public static let gCal = "http://schemas.google.com/gCal/2005"
    /// Google Spreadsheets.
    public static let gs = "http://schemas.google.com/spreadsheets/2006"
    /// Google Spreadsheets list-feed columns (`gsx:<column>`).
    public static let gsx = "http://schemas.google.com/spreadsheets/2006/extended"
    /// Google Contacts.
    public static let gContact = "http://schemas.google.com/contact/2008"
    /// Media RSS.
    public static let media = "http://search.yahoo.com/mrss/"
    /// YouTube.
    public static let yt = "http://gdata.youtube.com/schemas/2007"

    /// The kind scheme of Google Data categories.
    public static let kindScheme = "http://schemas.google.com/g/2005#kind"

    /// The prefixes every `XylemAtom` description may use; `""` is Atom.
    public static let prefixes: [String: String] = [
        "": atom, "atom": atom, "app": app, "openSearch": openSearch, "gd": gd, "batch": batch, "xhtml": xhtml,
        "gCal": gCal, "gs": gs, "gsx": gsx, "gContact": gContact, "media": media, "yt": yt,
    ]

    /// Older URIs matched as the same namespace (an opt-in of the core reader).
    public static let alternates: [String: [String]] = [
        "openSearch": [openSearchRSS],
        "app": [appDraft],
    ]

    /// A name in namespace `uri`, written with `prefix`.
    static func name(_ uri: String, _ local: String, _ prefix: String) -> XMLQualifiedName {
        XMLQualifiedName(namespaceURI: uri, localName: local, prefix: prefix)
    }

    static func gd(_ local: String) -> XMLQualifiedName { name(gd, local, "gd") }
}

/// A description of a `XylemAtom` type: the Atom prefixes and alternates already declared, and
/// the element the type is written as on its own, if it has one.
func atomDescription<Model>(
    _ make: @escaping @Sendable () -> Model, element: String? = nil,
    @XMLDescriptionBuilder<Model> _ mappings: () -> [XMLMapping<Model>]
) -> XMLDescription<Model> {
    XMLDescription(
        make, element: element, namespaces: AtomNamespaces.prefixes, alternateNamespaces: AtomNamespaces.alternates,
        mappings)
}
