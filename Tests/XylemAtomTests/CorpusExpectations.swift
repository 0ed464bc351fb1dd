// What the GData corpus files hold, read from the files by hand: ids, titles, entry counts, etags,
// link targets, decoded text (entities, double-escaped HTML, trailing spaces, non-ASCII), extension
// values, and the kind type each entry's kind category should choose. Paths are CorpusQuery's.

struct CorpusExpectation: Sendable, CustomStringConvertible {
    let file: String
    let root: GDataCorpus.Root
    let entryCount: Int
    /// The expected type of each entry, in order: a registered kind type or AtomEntry.
    let types: [String]
    /// `path: value`; a nil value means the path must lead to nothing.
    let values: [(String, String?)]

    var description: String { file }

    init(_ file: String, _ root: GDataCorpus.Root = .feed, entries: Int, types: [String], _ values: [(String, String?)])
    {
        self.file = file
        self.root = root
        self.entryCount = entries
        self.types = types
        self.values = values
    }

    static func repeated(_ type: String, _ count: Int) -> [String] { Array(repeating: type, count: count) }

    static let all = listAndDocs + blogsAndCalendars + contactsAndMessages + photos + spreadsheets + youTube
}

extension CorpusExpectation {
    static let listAndDocs: [CorpusExpectation] = [
        CorpusExpectation(
            "EntryDocListMetadataTest1.xml", .entry, entries: 1, types: ["AtomEntry"],
            [
                ("entry.id", "http://docs.google.com/feeds/metadata/fredflintstone%40example.net"),
                ("entry.etag", "W/\"CE4BQ3w6eit7ImA9WxBUFEQ.\""),
                ("entry.title", "Document List User Metadata"),
                ("entry.category[0].label", "metadata"),
                ("entry.kindTerm", "http://schemas.google.com/docs/2007#metadata"),
                (
                    "entry.link[self].href",
                    "http://webdrive-api-canary.corp.google.com/feeds/metadata/fredflintstone%40example.net"
                ),
                ("entry.author[0].email", "fredflintstone@example.net"),
                ("entry.element[gd:quotaBytesUsed].text", "124432802"),
                ("entry.elementCount[docs:importFormat]", "18"),
                ("entry.element[docs:feature#1].element[docs:featureRate].text", "2.0"),
                ("entry.element[docs:maxUploadSize#5].attr[kind]", "audio"),
                ("entry.published", nil),
            ]),
        CorpusExpectation(
            "FeedDocListTest1.xml", entries: 5, types: repeated("AtomEntry", 5),
            [
                ("feed.id", "http://docs.google.com/feeds/documents/private/full"),
                ("feed.title", "Available Documents - test@domain.net"),
                // The feed says 4 results and holds 5 entries.
                ("feed.totalResults", "4"),
                ("feed.itemsPerPage", "1000"),
                ("entries[0].title", "the hi mom doc"),
                (
                    "entries[0].contentSrc",
                    "http://docs.google.com/RawDocContents?action=fetch&justBody=false&revision=_latest&editMode=false&docID=d3mjx28_1d9k4sg"
                ),
                ("entries[0].contentType", "text/html"),
                ("entries[0].category[1].label", "hidden"),
                ("entries[0].kindTerm", "http://schemas.google.com/docs/2007#document"),
                ("entries[0].element[gd:lastModifiedBy].element[name].text", "Fred Flintstone"),
                ("entries[0].element[docs:filename].text", "hi mom.txt"),
                ("entries[1].kindTerm", "http://schemas.google.com/docs/2007#spreadsheet"),
                ("entries[2].link[alternate].href", "http://docs.google.com/Doc?tab=vieworedit&docid=d3mjx28_2gg3hk2"),
                ("entries[3].published", "0001-01-03T00:00:00.000Z"),
                ("entries[3].link[http://schemas.google.com/docs/2007#parent].title", "Other folder"),
                ("entries[3].category[2].scheme", "http://schemas.google.com/docs/2007/folders/test@domain.net"),
                ("entries[4].title", "Other folder"),
            ]),
        CorpusExpectation(
            "FeedServiceDocTest2.xml", .service, entries: 0, types: [],
            [
                ("workspace[0].title", "fredflintstone workspace"),
                (
                    "workspace[0].collection[0].href",
                    "http://photos.googleapis.com/data/feed/api/user/fredflintstone%40gmail.com?v=2"
                ),
                ("workspace[0].collection[0].title", "filetypes"),
                ("workspace[0].collection[0].accept", "image/png,image/jpeg,image/gif,video/*,image/jpg"),
                ("workspace[1].title", "Second Workspace"),
                ("workspace[1].collection[0].title", "Remaindered Links"),
                ("workspace[1].collection[0].accept", "entry"),
                ("workspace[1].collection[0].element[app:categories].attr[fixed]", "yes"),
                ("workspace[1].collection[0].element[app:categories].element[atom:category#1].attr[term]", "serious"),
                ("workspace[2].title", nil),
            ]),
        CorpusExpectation(
            "FeedCodeSearchTest1.xml", entries: 2, types: repeated("AtomEntry", 2),
            [
                ("feed.base", "http://www.google.com"),
                ("feed.title", "Google Code Search"),
                // `opensearch`, lower case, bound to the OpenSearch RSS 1.0 namespace.
                ("feed.totalResults", "50"),
                ("feed.startIndex", "1"),
                (
                    "feed.link[next].href",
                    "http://www.google.com/codesearch/feeds/search?q=package:perl+Frodo&start-index=11"
                ),
                ("feed.author[0].name", "Google Code Search"),
                (
                    "entries[0].id",
                    "http://www.google.com/codesearch?hl=en&q=+package:perl+Frodo+show:J2wdpicUdYk:4-xJQg3UTlQ:MH9iZQiK0Ag&sa=N&ct=rx&cd=1&cs_p=http://ftp.funet.fi/pub/CPAN/src/perl-5.9.1.tar.gz&cs_f=perl-5.9.1/toke.c&cs_p=http://ftp.funet.fi/pub/CPAN/src/perl-5.9.1.tar.gz&cs_f=perl-5.9.1/toke.c#a0"
                ),
                ("entries[0].title", "perl-5.9.1/toke.c"),
                ("entries[0].contentType", "text/html"),
                // Double-escaped HTML: one level of entities is decoded, the HTML's own stays.
                (
                    "entries[0].content",
                    "<pre>    11: /*\n         *   &quot;It all comes from here, the stench and the peril.&quot;  --<b>Frodo</b>\n         */\n</pre>"
                ),
                ("entries[0].rights", "Artistic"),
                ("entries[0].element[gcs:match].attr[lineNumber]", "12"),
                ("entries[1].elementCount[gcs:match]", "2"),
                ("entries[1].element[gcs:file].attr[name]", "Perl6-Pugs-6.2.12/t/subroutines/sub_named_params.t"),
                (
                    "entries[1].element[gcs:match#1].text",
                    "<pre>is(%fellowship&lt;hobbit&gt;, &#39;<b>Frodo</b>&#39;, &quot;hobbit arg was slurped&quot;);\n</pre>"
                ),
            ]),
    ]

    static let blogsAndCalendars: [CorpusExpectation] = [
        CorpusExpectation(
            "FeedBlogCommentsTest1.xml", entries: 2, types: repeated("AtomEntry", 2),
            [
                ("feed.etag", "W/\"CkANQnozeip7ImA9WxJQGUQ.\""),
                ("feed.id", "tag:blogger.com,1999:blog-1452780071865767697.post1015986829942539734..comments"),
                ("feed.title", "Comments on Post"),
                ("feed.totalResults", "2"),
                ("feed.itemsPerPage", "25"),
                ("entries[0].contentType", "html"),
                ("entries[0].content", "gorgle fluck<br /><br />lone twoo asdha ∞ &lt;- was infinite"),
                ("entries[0].edited", "2009-06-02T17:59:53.482-07:00"),
                // An empty title attribute is a title.
                ("entries[0].link[alternate].title", ""),
                (
                    "entries[0].element[thr:in-reply-to].attr[ref]",
                    "tag:blogger.com,1999:blog-1452780071865767697.post-1015986829942539734"
                ),
                ("entries[1].title", "wiznoggin"),
                ("entries[1].etag", "W/\"Ak8BRXk7fip7ImA9WxJQGUU.\""),
                ("entries[1].author[0].name", "Greg"),
            ]),
        CorpusExpectation(
            "FeedBlogPostTest1.xml", entries: 2, types: repeated("AtomEntry", 2),
            [
                ("feed.etag", "W/\"CUEAQXozeyp7ImA9WxJXEEg.\""),
                ("feed.title", "Test Posts"),
                ("feed.subtitle", ""),
                ("entries[0].draft", "yes"),
                ("entries[0].content", "frog Zzone2"),
                ("entries[0].link[enclosure].href", "http://example.net/file.txt"),
                ("entries[0].link[enclosure].length", "0"),
                ("entries[0].links[1].title", "Post Comments"),
                (
                    "entries[0].links[2].href",
                    "https://www.blogger.com/comment.g?blogID=1452780071865767697&postID=6317479243618470383"
                ),
                ("entries[0].element[thr:total].text", "3"),
                ("entries[0].element[media:thumbnail].attr[width]", "72"),
                ("entries[1].etag", "W/\"CUEAQXoyeSp7ImA9WxJXEEg.\""),
                ("entries[1].title", "Post Created 2009-06-02 16:16:00 -0700"),
                ("entries[1].draft", nil),
            ]),
        CorpusExpectation(
            "FeedBlogTest1.xml", entries: 1, types: ["AtomEntry"],
            [
                ("feed.etag", "W/\"DkAFRncycSp7ImA9WxJXEEs.\""),
                ("feed.id", "tag:blogger.com,1999:user-644884428701.blogs"),
                ("feed.updated", "2009-06-03T21:31:57.999"),
                ("feed.title", "TestAccount's Blogs"),
                ("feed.author[0].email", "noreply@blogger.com"),
                ("feed.author[0].uri", "http://www.blogger.com/profile/16937852709453453986"),
                ("feed.generator", "Blogger"),
                ("entries[0].summary", ""),
                ("entries[0].summaryType", "html"),
                ("entries[0].published", "2008-03-17T14:45:43.867-07:00"),
                (
                    "entries[0].link[http://schemas.google.com/blogger/2008#template].href",
                    "http://www.blogger.com/feeds/145278007186576769/template"
                ),
            ]),
        CorpusExpectation(
            "FeedCalendarEventTest0.xml", entries: 0, types: [],
            [
                ("feed.id", "http://www.google.com/calendar/feeds/test%40gmail.com/private/full"),
                ("feed.title", "Fred Flintstone"),
                ("feed.subtitle", "Fred Flintstone"),
                ("feed.startIndex", "1"),
                ("feed.itemsPerPage", "100000"),
                ("feed.totalResults", nil),
                (
                    "feed.link[self].href",
                    "http://www.google.com/calendar/feeds/test%40gmail.com/private/full?max-results=100000"
                ),
                ("feed.element[gCal:timezone].attr[value]", "America/Los_Angeles"),
                ("feed.element[gCal:timesCleaned].attr[value]", "7"),
            ]),
        CorpusExpectation(
            "FeedCalendarEventTest1.xml", entries: 4, types: repeated("CalendarEvent", 4),
            [
                ("feed.generator", "Google Calendar"),
                ("entries[0].title", "3 days"),
                ("entries[0].content", "The description field"),
                ("entries[0].link[alternate].title", "alternate"),
                ("entries[0].element[gd:when].attr[startTime]", "2006-11-13"),
                ("entries[0].elementCount[gd:who]", "3"),
                ("entries[0].element[gd:who#1].element[gCal:additionalGuests].attr[value]", "5"),
                (
                    "entries[1].element[gd:recurrence].text",
                    """
                    DTSTART;VALUE=DATE:20061120
                    DTEND;VALUE=DATE:20061121
                    RRULE:FREQ=DAILY;INTERVAL=5;UNTIL=20061207;WKST=SU
                    BEGIN:VTIMEZONE
                    TZID:America/Los_Angeles
                    X-LIC-LOCATION:America/Los_Angeles
                    BEGIN:STANDARD
                    TZOFFSETFROM:-0700
                    TZOFFSETTO:-0800
                    TZNAME:PST
                    DTSTART:19701025T020000
                    RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU
                    END:STANDARD
                    BEGIN:DAYLIGHT
                    TZOFFSETFROM:-0800
                    TZOFFSETTO:-0700
                    TZNAME:PDT
                    DTSTART:19700405T020000
                    RRULE:FREQ=YEARLY;BYMONTH=4;BYDAY=1SU
                    END:DAYLIGHT
                    END:VTIMEZONE
                    """
                ),
                ("entries[2].element[gd:originalEvent].attr[id]", "odh0hiu8pe3pg0i87o4k0s8rbo"),
                ("entries[2].element[gd:originalEvent].element[gd:when].attr[startTime]", "2006-11-20"),
                ("entries[3].title", "Wicked- Paramount Theater"),
                ("entries[3].content", ""),
                ("entries[3].elementCount[gd:deleted]", "1"),
            ]),
        CorpusExpectation(
            "FeedCalendarTest1.xml", entries: 3, types: repeated("AtomEntry", 3),
            [
                ("feed.etag", "Nofzeigeritznum"),
                ("feed.fields", "@gd:*,link"),
                ("feed.title", "Fred Flintstone's Calendar List"),
                ("feed.itemsPerPage", "3"),
                ("entries[0].etag", "W/C04EQXc6fCp7ImA9WxZbGUU."),
                ("entries[0].fields", "@gd:*,title,gd:when"),
                ("entries[0].edited", "2006-11-09T00:16:15.000Z"),
                ("entries[0].element[gCal:color].attr[value]", "#B1365F"),
                ("entries[1].summary", ""),
                ("entries[1].author[0].name", "Google Doodles"),
                ("entries[2].summary", "Paramount theater seattle show schedule"),
                ("entries[2].element[gd:where].attr[valueString]", "Seattle WA"),
            ]),
        CorpusExpectation(
            "FeedACLTest1.xml", entries: 2, types: repeated("AtomEntry", 2),
            [
                ("feed.id", "http://www.google.com/calendar/feeds/test%40gmail.com/acl/full"),
                ("feed.title", "Fred Flintstone's access control list"),
                // OpenSearch RSS 1.0 namespace.
                ("feed.totalResults", "1"),
                (
                    "feed.link[http://schemas.google.com/acl/2007#controlledObject].href",
                    "http://www.google.com/calendar/feeds/test%40gmail.com/private/full"
                ),
                (
                    "entries[0].id",
                    "http://www.google.com/calendar/feeds/test%40gmail.com/acl/full/user%3Atest%40gmail.com"
                ),
                ("entries[0].title", "owner"),
                ("entries[0].content", ""),
                ("entries[1].author[0].name", "Wilma Flintstone"),
                ("entries[1].element[gAcl:scope].attr[name]", "wilma"),
                ("entries[1].element[gAcl:withKey].attr[key]", "A123B"),
                ("entries[1].element[gAcl:withKey].element[gAcl:additionalRole#1].attr[value]", "pigeon"),
            ]),
    ]
}
