// Corpus expectations, continued: contacts and messages, photos, spreadsheets.

extension CorpusExpectation {
    static let contactsAndMessages: [CorpusExpectation] = [
        CorpusExpectation(
            "FeedContactTest1.xml", entries: 2, types: repeated("Contact", 2),
            [
                ("feed.id", "user@gmail.com"),
                ("feed.title", "Contacts"),
                ("feed.totalResults", "2"),
                ("feed.itemsPerPage", "2500"),
                ("entries[0].title", "Foo Barz"),
                (
                    "entries[0].link[edit].href",
                    "http://www.google.com/m8/feeds/contacts/user%40gmail.com/full/9cfaae9/1204057911809000"
                ),
                ("entries[0].elementCount[gd:email]", "2"),
                ("entries[0].element[gd:email#1].attr[label]", "norzglie"),
                ("entries[0].element[gd:organization].element[gd:orgName].text", "Le Company"),
                ("entries[0].element[gd:phoneNumber].text", "123-4567"),
                // Raw XML inside an extended property, in the document's default (Atom) namespace.
                ("entries[0].element[gd:extendedProperty#1].element[myXML].element[myChild].attr[attr]", "nerf"),
                ("entries[0].element[gContact:groupMembershipInfo].attr[deleted]", "true"),
                ("entries[1].title", nil),
                ("entries[1].elementCount[gd:deleted]", "1"),
            ]),
        CorpusExpectation(
            "FeedContactTest2.xml", entries: 1, types: ["Contact"],
            [
                ("feed.etag", "W/\"DkYHQHgzfCt7ImA9WxJREEU.\""),
                ("feed.title", "Fred Flintstone's Contacts"),
                (
                    "feed.link[http://schemas.google.com/g/2005#batch].href",
                    "http://www.google.com/m8/feeds/contacts/fredflintstone%40example.com/full/batch"
                ),
                (
                    "feed.link[self].href",
                    "http://www.google.com/m8/feeds/contacts/fredflintstone%40example.com/full?max-results=2000&group=http%3A%2F%2Fwww.google.com%2Fm8%2Ffeeds%2Fgroups%2Ffredflintstone3%2540example.com%2Fbase%2F6"
                ),
                ("entries[0].etag", "\"Rno_eTVSLyt7ImA9WxJREEUORwc.\""),
                ("entries[0].link[http://schemas.google.com/contacts/2008/rel#photo].type", "image/*"),
                ("entries[0].element[gd:name].element[gd:givenName].text", "Fred"),
                (
                    "entries[0].element[gd:structuredPostalAddress].element[gd:formattedAddress].text",
                    "301 Cobblestone Way\nBedrock, CA 12345\nUnited States"
                ),
                ("entries[0].element[gContact:userDefinedField].attr[value]", "Cheezeburger"),
                ("entries[0].element[gContact:birthday].attr[when]", "1990-12-01"),
            ]),
        CorpusExpectation(
            "FeedMessageTest1.xml", entries: 1, types: ["AtomEntry"],
            [
                ("feed.id", nil),
                ("feed.title", nil),
                ("feed.updated", "2006-11-14T00:03:38.535Z"),
                ("feed.link[alternate].title", "alternate"),
                ("feed.category[0].term", "http://schemas.google.com/g/2005#message"),
                ("entries[0].title", "Re: Info?"),
                ("entries[0].content", "Hi, Fritz -- The information you're looking for is on p. 47."),
                ("entries[0].categoryCount", "2"),
                ("entries[0].category[1].term", "http://schemas.google.com/g/2005#message.sent"),
                ("entries[0].author[0].email", "jo@example.com"),
                (
                    "entries[0].element[gd:who#1].element[gd:entryLink].attr[href]",
                    "http://contacts.example.com/fritzb/FritzB"
                ),
            ]),
    ]

    static let photos: [CorpusExpectation] = [
        CorpusExpectation(
            "FeedPhotosAlbumPhoto1.xml", entries: 2, types: repeated("AtomEntry", 2),
            [
                ("feed.title", "Test ☯ Albüm"),
                ("feed.totalResults", "2"),
                ("feed.element[gphoto:numphotos].text", "2"),
                ("entries[0].title", "Car.jpg"),
                ("entries[0].summary", "Caption for the car ☸ photo"),
                ("entries[0].contentType", "image/jpeg"),
                (
                    "entries[0].contentSrc",
                    "http://lh3.google.com/image/TestdomainTestAccount/RlIcPQ_TFvI/AAAAAAAAAAs/3fvWtQLN3KI/Car.jpg"
                ),
                // A trailing space that matters.
                ("entries[0].element[exif:tags].element[exif:model].text", "NIKON D1 "),
                ("entries[0].element[media:group].element[media:keywords].text", "headlight, red car"),
                ("entries[1].title", "earth.jpg"),
                ("entries[1].summary", "Caption for the planet photo"),
            ]),
        CorpusExpectation(
            "FeedPhotosPhotoComment1.xml", entries: 1, types: ["AtomEntry"],
            [
                ("feed.title", "Car.jpg"),
                ("feed.subtitle", "Caption for the car ☸ photo"),
                ("feed.totalResults", "1"),
                (
                    "feed.icon",
                    "http://lh3.google.com/image/TestdomainTestAccount/RlIcPQ_TFvI/AAAAAAAAAAs/3fvWtQLN3KI/Car.jpg?imgmax=288"
                ),
                ("feed.element[exif:tags].element[exif:model].text", "NIKON D1 "),
                ("entries[0].summary", "Comment on the car headlight. Z☻☺m."),
                ("entries[0].element[gphoto:photoid].text", "5067143579329304306"),
                ("entries[0].author[0].uri", "http://photos.googleapis.com/username"),
            ]),
        CorpusExpectation(
            "FeedPhotosSearch1.xml", entries: 2, types: repeated("AtomEntry", 2),
            [
                ("feed.etag", "W/\"DE4CR3c8eip7ImA9WxJUEEU.\""),
                ("feed.title", "Search Results"),
                ("feed.totalResults", "1224151"),
                ("feed.itemsPerPage", "2"),
                (
                    "feed.link[next].href",
                    "http://picasaweb.google.com/data/feed/api/all?q=puppy&start-index=11&max-results=10&v=2"
                ),
                ("feed.element[gphoto:crowded_length].text", "100"),
                ("entries[0].etag", "W/\"DE8MQ3w-cSp7ImA9WxJUEEU.\""),
                ("entries[0].summary", "Leangi Pima Shetland Sheepdog 3 days old girl 2"),
                ("entries[1].title", "2008-0430 (663).jpg"),
                ("entries[1].summary", ""),
                (
                    "entries[1].contentSrc",
                    "http://lh3.ggpht.com/_1luuXbVWKhw/SfuMNJLbDII/AAAAAAAAb5o/v9AjPY0o9xg/2008-0430%20%28663%29.jpg"
                ),
            ]),
        CorpusExpectation(
            "FeedPhotosUserAlbum1.xml", entries: 1, types: ["AtomEntry"],
            [
                ("feed.title", "TestdomainTestAccount"),
                ("feed.subtitle", ""),
                (
                    "feed.icon",
                    "http://lh3.google.com/image/TestdomainTestAccount/AAAAUbcFQeo/AAAAAAAAAAA/LRLjNgdEmmU/TestdomainTestAccount.jpg?imgmax=64&crop=1"
                ),
                (
                    "feed.link[self].href",
                    "http://photos.googleapis.com/data/feed/api/user/test%40testdomain.net?start-index=1&max-results=1000&kind=album"
                ),
                ("feed.element[gphoto:quotalimit].text", "1073741824"),
                ("entries[0].title", "Test ☯ Albüm"),
                ("entries[0].rights", "public"),
                ("entries[0].element[media:group].element[media:title].text", "Test ☯ Albüm"),
                ("entries[0].element[gphoto:numphotosremaining].text", "498"),
            ]),
        CorpusExpectation(
            "FeedPhotosUserEntry1.xml", entries: 1, types: ["AtomEntry"],
            [
                ("feed.id", nil),
                ("feed.title", nil),
                ("feed.category[0].term", "http://schemas.google.com/photos/2007#user"),
                ("entries[0].title", "TestdomainTestAccount"),
                ("entries[0].summary", ""),
                ("entries[0].kindTerm", "http://schemas.google.com/photos/2007#user"),
                (
                    "entries[0].element[gphoto:thumbnail].text",
                    "http://lh3.google.com/image/TestdomainTestAccount/AAAAUbcFQeo/AAAAAAAAAAA/LRLjNgdEmmU/TestdomainTestAccount.jpg?imgmax=64&crop=1"
                ),
                ("entries[0].author[0].uri", "http://photos.googleapis.com/TestdomainTestAccount"),
            ]),
        CorpusExpectation(
            "FeedPhotosUserTag1.xml", entries: 2, types: repeated("AtomEntry", 2),
            [
                ("feed.generator", "Google Photos"),
                ("feed.itemsPerPage", "1000"),
                ("entries[0].updated", "1970-01-01T00:00:19Z"),
                ("entries[1].id", "http://photos.googleapis.com/data/entry/api/user/TestdomainTestAccount/tag/red+car"),
                ("entries[1].title", "red car"),
                (
                    "entries[1].link[alternate].href",
                    "/lh/searchbrowse?q=red+car&psc=G&uname=TestdomainTestAccount&filter=0"
                ),
            ]),
    ]

    static let spreadsheets: [CorpusExpectation] = [
        CorpusExpectation(
            "EntrySpreadsheetCellTest1.xml", .entry, entries: 1, types: ["SpreadsheetCell"],
            [
                (
                    "entry.id",
                    "http://spreadsheets.google.com/feeds/cells/o04181601172097104111.497668944883620000/od6/private/full/R1C1"
                ),
                ("entry.title", "A1"),
                ("entry.content", "Fred"),
                ("entry.contentType", "text"),
                ("entry.etag", nil),
                ("entry.category[0].scheme", "http://schemas.google.com/spreadsheets/2006"),
                (
                    "entry.link[edit].href",
                    "http://spreadsheets.google.com/feeds/cells/o04181601172097104111.497668944883620000/od6/private/full/R1C1/b9ax7"
                ),
                ("entry.element[gs:cell].attr[inputValue]", "Fred"),
                ("entry.element[gs:cell].text", "Fred"),
            ]),
        CorpusExpectation(
            "FeedSpreadsheetCellsTest1.xml", entries: 8, types: repeated("SpreadsheetCell", 8),
            [
                ("feed.title", "Sheet1"),
                ("feed.totalResults", nil),
                ("feed.startIndex", "1"),
                ("feed.element[gs:rowCount].text", "100"),
                ("entries[2].element[gs:cell].attr[inputValue]", "=pi()"),
                ("entries[2].element[gs:cell].attr[numericValue]", "3.141592653589793"),
                ("entries[3].element[gs:cell].attr[inputValue]", "=sin(R[0]C[-1])"),
                ("entries[5].content", "-1"),
                ("entries[5].element[gs:cell].attr[numericValue]", "-1.0"),
                ("entries[7].title", "B4"),
                ("entries[7].content", "-0"),
            ]),
        CorpusExpectation(
            "FeedSpreadsheetListTest1.xml", entries: 3, types: repeated("SpreadsheetList", 3),
            [
                ("feed.totalResults", "3"),
                ("entries[0].title", "3.14159265358979"),
                ("entries[0].element[gsx:fred].text", "3.14159265358979"),
                ("entries[1].content", "Martha: -1"),
                (
                    "entries[1].link[edit].href",
                    "http://spreadsheets.google.com/feeds/list/o04181601172097104111.497668944883620000/od6/private/full/cpzh4/254q31891i"
                ),
                ("entries[2].element[gsx:martha].text", "-0"),
            ]),
        CorpusExpectation(
            "FeedSpreadsheetRecordTest1.xml", entries: 2, types: repeated("SpreadsheetRecord", 2),
            [
                ("feed.etag", "W/\"A0AHSXg6fit7ImA9WxJQFk8.\""),
                ("feed.title", "Records of Doom"),
                ("feed.totalResults", "2"),
                ("entries[0].etag", "\"FxYLRERJeCt7ImA9X00N\""),
                ("entries[0].content", "Column Beta: clouds, Column Alpha: mars"),
                ("entries[0].element[gs:field].attr[formula]", "3+something"),
                ("entries[1].element[gs:field#1].text", "clouds"),
                ("entries[1].edited", "2009-05-29T20:42:18.616Z"),
            ]),
        CorpusExpectation(
            "FeedSpreadsheetTableTest1.xml", entries: 1, types: ["SpreadsheetTable"],
            [
                ("feed.title", "Table of Doom"),
                ("entries[0].etag", "\"H0daGEpARit7ImBq\""),
                ("entries[0].summary", ""),
                ("entries[0].contentSrc", "http://spreadsheets.google.com/feeds/RRHuSwAKiaEGw526z3DVYw/records/1"),
                ("entries[0].contentType", "application/atom+xml;type=feed"),
                ("entries[0].element[gs:worksheet].attr[name]", "Sheet 1"),
                ("entries[0].element[gs:data].element[gs:column#1].attr[name]", "Column Alpha"),
            ]),
        CorpusExpectation(
            "FeedSpreadsheetTest1.xml", entries: 1, types: ["Spreadsheet"],
            [
                ("feed.title", "Available Spreadsheets - test@foo.net"),
                ("feed.categoryCount", "3"),
                ("feed.category[0].scheme", "fool me once"),
                ("feed.category[1].term", "fool me once more"),
                ("feed.link[self].href", "http://spreadsheets.google.com/feeds/spreadsheets/private/full?tfe="),
                ("feed.totalResults", "1"),
                ("entries[0].title", "My Test Spreadsheet"),
                ("entries[0].category[2].term", "http://schemas.google.com/spreadsheets/2006#spreadsheet"),
                (
                    "entries[0].link[http://schemas.google.com/spreadsheets/2006#worksheetsfeed].href",
                    "http://spreadsheets.google.com/feeds/worksheets/o04181601172097104111.497668944883620000/private/full"
                ),
                // The unknown element inside an entry, in the default (Atom) namespace.
                ("entries[0].element[unknownXMLThang].element[wazzit].text", "fish hat"),
            ]),
        CorpusExpectation(
            "FeedSpreadsheetWorksheetTest1.xml", entries: 1, types: ["SpreadsheetWorksheet"],
            [
                ("feed.author[0].email", "test@foo.net"),
                ("entries[0].title", "Sheet1"),
                ("entries[0].element[gs:rowCount].text", "100"),
                ("entries[0].element[gs:colCount].text", "20"),
                (
                    "entries[0].link[http://schemas.google.com/spreadsheets/2006#cellsfeed].href",
                    "http://spreadsheets.google.com/feeds/cells/o04181601172097104111.497668944883620000/od6/private/full"
                ),
            ]),
    ]
}
