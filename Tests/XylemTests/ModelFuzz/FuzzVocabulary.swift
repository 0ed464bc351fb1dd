// The names, namespaces and words generated shapes and documents are made of. Small pools on
// purpose: names collide, prefixes are reused for other URIs, and the same local name turns up in
// several namespaces, which is where name matching goes wrong if it does.

enum FuzzVocabulary {
    /// Namespace URIs. The two `.example/ns` URIs have the same length and the same last bytes.
    /// (ASCII only: libxml2, the reference's parser, refuses a namespace URI that is an IRI.)
    static let uris = [
        "urn:fuzz:a", "urn:fuzz:b", "http://a.example/ns", "http://b.example/ns", "http://example.com/fuzz/one",
        "urn:fuzz:%C3%A9t%C3%A9",
    ]
    /// Older URIs a description may accept as alternates of its own.
    static let alternateURIs = ["urn:fuzz:a-old", "http://a.example/ns/1.0", "urn:fuzz:legacy"]
    /// Local names of mapped elements and attributes.
    static let localNames = [
        "a", "b", "c", "id", "item", "entry", "title", "name", "value", "v", "x", "y", "link", "\u{E9}t\u{E9}",
        "\u{65E5}\u{672C}", "a-long-element-name-past-sixteen-bytes", "n.1", "_u", "a-b", "Item",
    ]
    /// The few names crowded cases give most elements and attributes.
    static let sharedNames = ["id", "title", "item", "v"]
    /// Local names no description maps (they may still meet mapped local names in documents).
    static let junkNames = ["junk", "zz", "extra", "u", "not-mapped", "\u{FC}"]
    /// Prefixes descriptions declare.
    static let descriptionPrefixes = ["p", "q", "gd", "a"]
    /// Prefixes documents declare: some equal the descriptions', bound to other URIs.
    static let documentPrefixes = ["a", "b", "p", "q", "ns", "x1", "\u{E9}"]
    /// Words text is made of: markup characters, whitespace, non-ASCII, the hook's marker, and
    /// "fuzz", which documents with a DTD may write as an entity reference.
    static let words = [
        "a", "fuzz", " ", "  ", "\n", "\t", "\u{E9}", "\u{65E5}\u{672C}\u{8A9E}", "\u{1F600}", "<", "&", ">", "\"", "'",
        "]]", "]]>", "x y", "0", "-", "\r", "42", "text", "\u{2028}",
    ]
    /// Kind attribute values and category schemes and terms.
    static let kindValues = ["k1", "k2", "k3"]
    static let schemes = ["urn:scheme:one", "urn:scheme:two"]
    static let terms = ["t1", "t2", "t3"]
}
