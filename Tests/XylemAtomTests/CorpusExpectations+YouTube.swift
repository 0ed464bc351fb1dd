// Corpus expectations, continued: YouTube.

extension CorpusExpectation {
    static let youTube: [CorpusExpectation] = [
        CorpusExpectation(
            "FeedYouTubeCaptionTracks1.xml", entries: 1, types: ["YouTubeCaptionTrack"],
            [
                ("feed.etag", "W/\"DEENRXc9fip7ImA9WxJUEEQ.\""),
                ("feed.id", "tag:youtube.com,2008:videos:GppRTi2JGQ8:captions"),
                ("feed.link[service].type", "application/atomsvc+xml"),
                ("feed.logo", "http://www.youtube.com/img/pic_youtubelogo_123x63.gif"),
                ("entries[0].draft", "yes"),
                ("entries[0].controlElement[yt:state].attr[reasonCode]", "invalidFormat"),
                ("entries[0].contentLang", "en"),
                ("entries[0].contentType", "application/vnd.youtube.timedtext"),
                ("entries[0].link[edit-media].type", "application/vnd.youtube.timedtext"),
                ("entries[0].element[yt:derived].text", "speechRecognition"),
            ]),
        CorpusExpectation(
            "FeedYouTubeContacts1.xml", entries: 1, types: ["YouTubeContact"],
            [
                (
                    "feed.id",
                    "http://gdata.youtube.com/feeds/api/users/TestAccount/contacts?start-index=1&max-results=25"
                ),
                ("feed.title", "testaccount's Contacts"),
                ("feed.updated", "2008-02-06T00:25:21Z"),
                ("entries[0].published", "2008-01-29T17:11:08-08:00"),
                ("entries[0].element[yt:status].text", "accepted"),
                ("entries[0].category[1].term", "MyContactGroup"),
            ]),
        CorpusExpectation(
            "FeedYouTubeFavorites1.xml", entries: 1, types: ["YouTubeFavorite"],
            [
                ("feed.etag", "W/\"CUACQX47eCp7ImA9WxdSEkg.\""),
                ("feed.totalResults", "1"),
                ("entries[0].categoryCount", "11"),
                ("entries[0].category[7].term", "Omnivore's"),
                ("entries[0].category[2].label", "Entertainment"),
                ("entries[0].contentSrc", "http://www.youtube.com/v/I-t-7lTw6mA&f=gdata_user_favorites"),
                ("entries[0].element[media:group].element[media:credit].attr[yt:type]", "partner"),
                ("entries[0].element[yt:statistics].attr[viewCount]", "53476"),
                ("entries[0].element[yt:recorded].text", "2008-03-04"),
            ]),
        CorpusExpectation(
            "FeedYouTubePlaylist1.xml", entries: 2, types: repeated("YouTubePlaylist", 2),
            [
                ("feed.subtitle", "My Playlist Description"),
                ("feed.category[1].term", "PlaylistTags"),
                ("feed.element[media:group].element[media:content].attr[yt:format]", "5"),
                ("entries[0].element[yt:position].text", "1"),
                ("entries[1].title", "SUBMIT! You Choose '08 Super Tuesday Video"),
                ("entries[1].element[gd:rating].attr[average]", "2.85"),
                ("entries[1].element[gd:comments].element[gd:feedLink].attr[countHint]", "496"),
            ]),
        CorpusExpectation(
            "FeedYouTubePlaylistLink1.xml", entries: 2, types: repeated("YouTubePlaylistLink", 2),
            [
                (
                    "feed.id",
                    "http://gdata.youtube.com/feeds/api/users/TestAccount/playlists?start-index=1&max-results=25"
                ),
                // OpenSearch under the prefix `openSearchOne`.
                ("feed.totalResults", "2"),
                ("feed.itemsPerPage", "22"),
                ("entries[0].summary", "This is an example of a playlist."),
                ("entries[0].contentSrc", "http://gdata.youtube.com/feeds/api/playlists/3459BD2D75D6ECA1"),
                ("entries[0].elementCount[yt:private]", "1"),
                ("entries[1].summary", "Another summary."),
                ("entries[1].kindTerm", "http://gdata.youtube.com/schemas/2007#playlistLink"),
            ]),
        CorpusExpectation(
            "FeedYouTubeSubscriptions1.xml", entries: 2, types: repeated("YouTubeSubscription", 2),
            [
                ("entries[0].title", "Videos published by : googletechtalks"),
                ("entries[0].element[yt:countHint].text", "2"),
                ("entries[1].element[yt:queryString].text", "cute dogs"),
                ("entries[1].contentSrc", "http://gdata.youtube.com/feeds/api/videos?vq=cute+dogs"),
            ]),
        CorpusExpectation(
            "FeedYouTubeUserEventTest1.xml", entries: 2, types: repeated("YouTubeUserEvent", 2),
            [
                ("feed.etag", "W/\"AkUBRH47eCp7ImA9WxVWFkU.\""),
                ("feed.totalResults", "7"),
                (
                    "feed.link[self].href",
                    "http://gdata.youtube.com/feeds/api/events?author=fredflintstone&start-index=1&max-results=25"
                ),
                ("entries[0].category[0].term", "friend_added"),
                ("entries[0].element[yt:username].text", "wilmaflintstone"),
                ("entries[1].element[yt:videoid].text", "cxFfUsDgnaU"),
            ]),
        CorpusExpectation(
            "FeedYouTubeUserProfile1.xml", .entry, entries: 1, types: ["YouTubeUserProfile"],
            [
                ("entry.title", "TestAccount Channel"),
                ("entry.content", "About me stuff"),
                ("entry.category[0].term", "Standard"),
                ("entry.element[yt:age].text", "49"),
                ("entry.element[yt:company].text", "Apple, Google"),
                ("entry.element[yt:statistics].attr[totalUploadViews]", "37"),
                ("entry.elementCount[gd:feedLink]", "6"),
                ("entry.element[gd:feedLink#3].attr[countHint]", nil),
            ]),
        CorpusExpectation(
            "FeedYouTubeVideo1.xml", entries: 1, types: ["YouTubeVideo"],
            [
                ("feed.title", "Favorites of testaccount"),
                ("entries[0].category[5].label", "Howto & Style"),
                ("entries[0].link[alternate].yt:token.text", "ZeeToken"),
                ("entries[0].element[media:group].element[media:thumbnail].attr[yt:name]", "abc987"),
                ("entries[0].element[media:group].element[media:rating].attr[yt:country]", "KR"),
                ("entries[0].element[yt:accessControl#1].text", "friends"),
                ("entries[0].element[yt:rating].attr[numLikes]", "100"),
                ("entries[0].controlElement[yt:state].text", "incorrect format"),
                ("entries[0].controlElement[yt:state].attr[helpUrl]", "http://www.youtube.com/"),
            ]),
    ]
}
