// The words, names and fixed strings the corpus generator draws from, stored as UTF-8 bytes so
// that writing them is a copy. Some words are non-ASCII on purpose (2-, 3- and 4-byte UTF-8).

/// Byte strings for the corpus generator.
enum CorpusVocabulary {
    /// Plain words for titles, content and labels: pure ASCII, markup-free.
    static let words: [[UInt8]] = bytes(
        """
        stream parse element attribute namespace feed entry value record reader writer buffer \
        xylem expat tree root branch leaf sap water mineral vessel phloem cambium bark ring \
        forest river harbour mountain valley meadow garden orchard lantern compass anchor \
        quick slow bright quiet early late small large gentle steady rapid careful simple \
        report summary notes review update draft release patch build test bench measure \
        morning evening winter summer autumn spring north south east west city village \
        music paint letter story chapter volume index table column figure sample example
        """)

    /// Words with non-ASCII letters: Latin-1 range, Greek, CJK and an emoji outside the BMP.
    static let foreignWords: [[UInt8]] = bytes(
        """
        Café Zürich naïve Ångström façade Straße São·Paulo Kraków Ελληνικά Москва 東京 \
        서울 日本語 Ærøskøbing crème·brûlée 🌲 🌊
        """)

    static let firstNames: [[UInt8]] = bytes(
        """
        Ada Alan Grace Edsger Barbara Donald Frances Ken Dennis Margaret Linus Guido Bjarne \
        Radia Leslie Tony John Niklaus Sophie Yukihiro José Zoë Jürgen Søren Chloé Björn
        """)

    static let lastNames: [[UInt8]] = bytes(
        """
        Lovelace Turing Hopper Dijkstra Liskov Knuth Allen Thompson Ritchie Hamilton Torvalds \
        Rossum Stroustrup Perlman Lamport Hoare McCarthy Wirth Wilson Matsumoto Valim Müller \
        Ødegaard Núñez Østergaard
        """)

    /// Plain ASCII local parts for e-mail addresses (names above may be non-ASCII).
    static let mailboxes: [[UInt8]] = bytes(
        """
        ada alan grace edsger barbara donald frances ken dennis margaret linus guido bjarne \
        radia leslie tony john niklaus sophie matz jose zoe juergen soeren chloe bjoern
        """)

    static let domains: [[UInt8]] = bytes("example.com example.org example.net mail.example.com")

    /// The `#kind` terms of the kind category.
    static let kinds: [[UInt8]] = bytes("event contact post comment document photo")

    static let places: [[UInt8]] = bytes(
        """
        Zürich Kraków São·Paulo Reykjavík Montréal Dublin Oslo Lisbon Kyoto Nairobi Lima Perth
        """)

    /// `rel` and `type` pairs of links, the last one an enclosure that also gets a `length`.
    static let links: [(rel: [UInt8], type: [UInt8], path: [UInt8])] = [
        (Array("alternate".utf8), Array("text/html".utf8), Array("/posts/".utf8)),
        (Array("self".utf8), Array("application/atom+xml".utf8), Array("/feeds/default/".utf8)),
        (Array("edit".utf8), Array("application/atom+xml".utf8), Array("/feeds/default/edit/".utf8)),
        (Array("replies".utf8), Array("application/atom+xml".utf8), Array("/feeds/comments/".utf8)),
        (
            Array("http://schemas.google.com/g/2005#feed".utf8), Array("application/atom+xml".utf8),
            Array("/feeds/".utf8)
        ),
        (Array("enclosure".utf8), Array("audio/mpeg".utf8), Array("/media/".utf8)),
    ]

    static let base64: [UInt8] = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

    /// Splits on spaces; `·` stands for a space inside one word.
    private static func bytes(_ list: String) -> [[UInt8]] {
        list.split(whereSeparator: { $0 == " " || $0 == "\n" }).map {
            Array(String($0.map { $0 == "·" ? " " : $0 }).utf8)
        }
    }
}
