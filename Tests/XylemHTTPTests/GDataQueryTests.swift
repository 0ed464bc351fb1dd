// Google Data query URLs, written out by hand from the protocol's rules: category filters as
// `/-/` segments (`|` for OR, `/` for AND, `-` to exclude, `{scheme}` before a term), then the
// standard parameters in their order, then the service's own, each part percent-encoded.

import Foundation
import Testing
import XylemAtom
import XylemHTTP

@Suite struct GDataQueryTests {
    private let feed = "https://www.example.com/feeds/jo"

    @Test func aQueryWithNothingSetIsTheFeedURL() {
        #expect(GDataQuery(feedURL: feed).url == feed)
        #expect(GDataQuery(feedURL: feed + "?alt=atom").url == feed + "?alt=atom")
    }

    @Test func fullTextIsEncodedWithSpacesAsPercentTwenty() {
        var query = GDataQuery(feedURL: feed)
        query.fullText = "fish \"and chips\" -mushy"
        #expect(query.url == feed + "?q=fish%20%22and%20chips%22%20-mushy")
    }

    @Test func standardParametersComeInTheProtocolsOrder() {
        var query = GDataQuery(feedURL: feed)
        query.fields = "entry(title,gd:when)"
        query.maxResults = 25
        query.startIndex = 51
        query.updatedMax = AtomDateTime("2008-02-01T00:00:00Z")
        query.updatedMin = AtomDateTime("2008-01-01T00:00:00Z")
        query.publishedMax = AtomDateTime("2005-08-10T10:57:00+01:00")
        query.publishedMin = AtomDateTime("2005-08-09T10:57:00-08:00")
        query.orderBy = "starttime"
        query.author = "jo@example.com"
        query.fullText = "lunch"
        #expect(
            query.url == feed + "?q=lunch&author=jo%40example.com&orderby=starttime"
                + "&published-min=2005-08-09T10%3A57%3A00-08%3A00&published-max=2005-08-10T10%3A57%3A00%2B01%3A00"
                + "&updated-min=2008-01-01T00%3A00%3A00Z&updated-max=2008-02-01T00%3A00%3A00Z"
                + "&start-index=51&max-results=25&fields=entry%28title%2Cgd%3Awhen%29")
    }

    @Test func aTimestampMadeFromADateIsWrittenInUTC() {
        var query = GDataQuery(feedURL: feed)
        query.updatedMin = AtomDateTime(Date(timeIntervalSince1970: 1_234_567_890))
        #expect(query.url == feed + "?updated-min=2009-02-13T23%3A31%3A30Z")
    }

    @Test func termsOfOneFilterAreAlternativesAndFiltersAreAllRequired() {
        var query = GDataQuery(feedURL: feed)
        query.categories = [["Fritz", "Laurie"], [.excluding("Comedy")]]
        #expect(query.url == feed + "/-/Fritz%7CLaurie/-Comedy")
        query.categories = [["Fritz"], ["Laurie"]]
        #expect(query.url == feed + "/-/Fritz/Laurie")
    }

    @Test func aSchemeIsWrittenInBracesWithItsSlashesAndHashEncoded() {
        var query = GDataQuery(feedURL: feed)
        query.categories = [[.kind("http://schemas.google.com/g/2005#event")]]
        #expect(
            query.url == feed
                + "/-/%7Bhttp:%2F%2Fschemas.google.com%2Fg%2F2005%23kind%7Dhttp:%2F%2Fschemas.google.com%2Fg%2F2005%23event"
        )
    }

    @Test func schemeMatchesCombineWithExclusionAndAlternatives() {
        // The protocol's own combined example: (A OR (NOT {urn:google.com}B)) AND (NOT C).
        var query = GDataQuery(feedURL: feed)
        query.categories = [["A", .excluding("B", scheme: .scheme("urn:google.com"))], [.excluding("C")]]
        #expect(query.url == feed + "/-/A%7C-%7Burn:google.com%7DB/-C")
    }

    @Test func aTermWithoutSchemeIsMatchedWithEmptyBraces() {
        var query = GDataQuery(feedURL: feed)
        query.categories = [[GDataQuery.CategoryTerm("public", scheme: .none)]]
        #expect(query.url == feed + "/-/%7B%7Dpublic")
    }

    @Test func spacesNonASCIIAndReservedCharactersInTermsAreEncoded() {
        var query = GDataQuery(feedURL: feed)
        query.categories = [["Café au lait", "a/b?c#d", "日本"]]
        #expect(query.url == feed + "/-/Caf%C3%A9%20au%20lait%7Ca%2Fb%3Fc%23d%7C%E6%97%A5%E6%9C%AC")
    }

    @Test func categoriesGoBeforeTheFeedsOwnQueryWhichIsKept() {
        var query = GDataQuery(feedURL: feed + "?alt=atom&")
        query.categories = [["Fritz"]]
        query.fullText = "x"
        #expect(query.url == feed + "/-/Fritz?alt=atom&q=x")
    }

    @Test func aFeedURLEndingInASlashGetsNoSecondSlash() {
        var query = GDataQuery(feedURL: feed + "/")
        query.categories = [["Fritz"]]
        #expect(query.url == feed + "/-/Fritz")
    }

    @Test func aFilterWithoutTermsIsLeftOutAndAFragmentStaysLast() {
        var query = GDataQuery(feedURL: feed + "#top")
        query.categories = [[], ["Fritz"]]
        query.maxResults = 5
        #expect(query.url == feed + "/-/Fritz?max-results=5#top")
    }

    @Test func customParametersFollowTheStandardOnesInOrder() {
        var query = GDataQuery(feedURL: feed)
        query.parameters = [.init("singleevents", "true"), .init("ctz", "Europe/Paris"), .init("a b", "c&d=e")]
        query.maxResults = 10
        #expect(query.url == feed + "?max-results=10&singleevents=true&ctz=Europe%2FParis&a%20b=c%26d%3De")
    }
}
