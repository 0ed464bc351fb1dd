// A query of a Google Data feed: the protocol's standard parameters, category filters and
// parameters of a service's own, rendered as the URL the protocol specifies.

import XylemAtom

/// A query of a Google Data feed, rendered as a URL by ``url``.
///
/// ```swift
/// var query = GDataQuery(feedURL: "https://www.example.com/feeds/jo")
/// query.fullText = "fish chips"
/// query.categories = [["Fritz", "Laurie"], [.excluding("Comedy")]]
/// query.maxResults = 25
/// query.url  // https://www.example.com/feeds/jo/-/Fritz%7CLaurie/-Comedy?q=fish%20chips&max-results=25
/// ```
///
/// Category filters become path segments after `/-/`: the terms of one ``CategoryFilter`` are
/// alternatives (joined by `|`), and an entry must match every filter. Parameters follow in a
/// fixed order: `q`, `author`, `orderby`, `published-min`, `published-max`, `updated-min`,
/// `updated-max`, `start-index`, `max-results`, `fields`, then ``parameters`` in their order.
public struct GDataQuery: Sendable, Hashable {
    /// The feed queried, with or without a query string of its own (kept, before the query's).
    public var feedURL: String
    /// `q`: full-text search terms, separated by spaces; a quoted phrase matches as a phrase and
    /// a term written `-term` excludes entries that contain it.
    public var fullText: String?
    /// `author`: entries whose author name or email address matches.
    public var author: String?
    /// `orderby`: the sort order, such as `relevance` or a service's own order.
    public var orderBy: String?
    /// `published-min`: entries published at or after this time (inclusive).
    public var publishedMin: AtomDateTime?
    /// `published-max`: entries published before this time (exclusive).
    public var publishedMax: AtomDateTime?
    /// `updated-min`: entries updated at or after this time (inclusive).
    public var updatedMin: AtomDateTime?
    /// `updated-max`: entries updated before this time (exclusive).
    public var updatedMax: AtomDateTime?
    /// `start-index`: the 1-based index of the first entry returned.
    public var startIndex: Int?
    /// `max-results`: the most entries returned.
    public var maxResults: Int?
    /// `fields`: the partial response asked for, such as `entry(title,gd:when)`.
    public var fields: String?
    /// The category filters; an entry must match all of them.
    public var categories: [CategoryFilter] = []
    /// Parameters of the service's own (`singleevents=true`), after the standard ones.
    public var parameters: [Parameter] = []

    /// A query of the feed at `feedURL` with no parameters.
    public init(feedURL: String) {
        self.feedURL = feedURL
    }

    /// One query parameter, written `name=value` with both percent-encoded.
    public struct Parameter: Sendable, Hashable {
        /// The name, unencoded.
        public var name: String
        /// The value, unencoded.
        public var value: String

        /// A parameter `name=value`.
        public init(_ name: String, _ value: String) {
            self.name = name
            self.value = value
        }
    }

    /// Which schemes a category term matches.
    public enum SchemeMatch: Sendable, Hashable {
        /// A category with this term in any scheme, or none (written `term`).
        case any
        /// Only a category that has no scheme (written `{}term`).
        case none
        /// Only a category in this scheme (written `{scheme}term`).
        case scheme(String)
    }

    /// One term of a category filter: a category to match, or to exclude.
    public struct CategoryTerm: Sendable, Hashable, ExpressibleByStringLiteral {
        /// The category's term.
        public var term: String
        /// The schemes the term matches in.
        public var scheme: SchemeMatch
        /// Whether entries in the category are excluded instead of matched (written `-term`).
        public var isExcluded: Bool

        /// A term that matches (or, when `excluded`, excludes) the category `term` in `scheme`.
        public init(_ term: String, scheme: SchemeMatch = .any, excluded: Bool = false) {
            self.term = term
            self.scheme = scheme
            self.isExcluded = excluded
        }

        /// A term that matches the category `term` in any scheme.
        public init(stringLiteral term: String) {
            self.init(term)
        }

        /// A term that excludes entries in the category `term` of `scheme`.
        public static func excluding(_ term: String, scheme: SchemeMatch = .any) -> CategoryTerm {
            CategoryTerm(term, scheme: scheme, excluded: true)
        }

        /// The kind category of Google Data: `{http://schemas.google.com/g/2005#kind}kind`.
        public static func kind(_ kind: String) -> CategoryTerm {
            CategoryTerm(kind, scheme: .scheme(AtomNamespaces.kindScheme))
        }
    }

    /// Category terms of which an entry must match at least one.
    public struct CategoryFilter: Sendable, Hashable, ExpressibleByArrayLiteral {
        /// The alternatives.
        public var terms: [CategoryTerm]

        /// A filter matched by any of `terms`.
        public init(_ terms: [CategoryTerm]) {
            self.terms = terms
        }

        /// A filter matched by any of `terms`.
        public init(arrayLiteral terms: CategoryTerm...) {
            self.terms = terms
        }
    }
}
