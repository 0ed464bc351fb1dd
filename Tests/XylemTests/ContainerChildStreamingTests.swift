// `readContainer(_:streaming:as:alsoInside:as:…)`: records inside a child object of the root and
// directly in the root, handed out in document order with the root and the child as read so far,
// the child's own data (attributes, elements before and after the records, unknown content) kept.

import Testing
import Xylem

private struct Episode: XMLReadable, Equatable {
    var number = 0

    static let xmlDescription = XMLDescription(Episode.init, element: "episode") {
        XMLAttribute("n", \.number)
    }
}

private struct Season: XMLReadable, XMLExtensible, Equatable {
    var number = 0
    var title: String?
    var summary: String?
    var episodes: [Episode] = []
    var extensions = XMLExtensions()

    static let xmlDescription = XMLDescription(Season.init, element: "season") {
        XMLAttribute("number", \.number)
        XMLChildText("title", \.title)
        XMLChildText("summary", \.summary)
        XMLChildren("episode", \.episodes)
        XMLExtensionPoint(\.extensions, keepUnknown: true)
    }
}

private struct Show: XMLReadable, XMLExtensible, Equatable {
    var id = ""
    var season: Season?
    var episodes: [Episode] = []
    var extensions = XMLExtensions()

    static let xmlDescription = XMLDescription(Show.init, element: "show") {
        XMLAttribute("id", \.id)
        XMLChild("season", \.season)
        XMLChildren("episode", \.episodes)
        XMLExtensionPoint(\.extensions, keepUnknown: true)
    }
}

/// A show whose episodes are all inside its seasons.
private struct SeasonsOnly: XMLReadable, Equatable {
    var seasons: [Season] = []

    static let xmlDescription = XMLDescription(SeasonsOnly.init, element: "show") {
        XMLChildren("season", \.seasons)
    }
}

/// What one record was handed with.
private struct Handed: Equatable {
    var episode: Int
    /// The child's title, number and kept unknown elements; nil for a record beside it.
    var inner: Season?
    /// The container's season, once closed.
    var closedSeasonTitle: String?
}

@Suite("Records streamed inside a child object of the container")
struct ContainerChildStreamingTests {
    static let xml = """
        <?xml-stylesheet href="show.css" type="text/css"?>
        <show id="s1">
          <episode n="0"/>
          <season number="1">
            <title>First</title>
            <episode n="1"/>
            <x:note xmlns:x="urn:x">kept</x:note>
            <episode n="2"/>
            <summary>Late</summary>
          </season>
          <episode n="3"/>
          <y:after xmlns:y="urn:y"/>
        </show>
        """

    private static func stream(_ xml: String, stoppingAt stop: Int? = nil) throws -> (
        handed: [Handed], show: Show, summary: XMLReader.StreamSummary
    ) {
        var handed: [Handed] = []
        let (show, summary) = try XMLReader().readContainer(
            Show.self, streaming: "episode", as: Episode.self, alsoInside: "season", as: Season.self,
            from: .string(xml)
        ) { episode, show, season in
            handed.append(Handed(episode: episode.number, inner: season, closedSeasonTitle: show.season?.title))
            return episode.number == stop ? .stop : .continue
        }
        return (handed, show, summary)
    }

    @Test("each record comes in document order, with the child as read so far when inside it")
    func placesAndSoFar() throws {
        let (handed, _, summary) = try Self.stream(Self.xml)
        #expect(handed.map(\.episode) == [0, 1, 2, 3])
        #expect(handed.map { $0.inner == nil } == [true, false, false, true])
        let first = try #require(handed[1].inner)
        #expect(first.number == 1 && first.title == "First" && first.summary == nil)
        #expect(first.extensions.unknownElements.isEmpty)
        let second = try #require(handed[2].inner)
        #expect(second.extensions.unknownElements.count == 1)
        #expect(second.episodes.isEmpty)
        // The open season is not in the container yet; once closed, it is, without its records.
        #expect(handed.map(\.closedSeasonTitle) == [nil, nil, nil, "First"])
        #expect(summary.recordCount == 4)
        #expect(!summary.stoppedEarly)
    }

    @Test("the container and the records put back in their places are the document read whole")
    func sameAsWholeRead() throws {
        let (handed, streamed, _) = try Self.stream(Self.xml)
        var rebuilt = streamed
        #expect(rebuilt.episodes.isEmpty && rebuilt.season?.episodes.isEmpty == true)
        for record in handed {
            if record.inner == nil {
                rebuilt.episodes.append(Episode(number: record.episode))
            } else {
                rebuilt.season?.episodes.append(Episode(number: record.episode))
            }
        }
        let whole = try XMLReader().read(Show.self, from: .string(Self.xml))
        #expect(rebuilt == whole)
        #expect(rebuilt.season?.summary == "Late")
        #expect(rebuilt.season?.extensions.unknownElements.count == 1)
        #expect(rebuilt.extensions.unknownElements.count == 1)
    }

    @Test("the prolog comes before the first record")
    func prologFirst() throws {
        var events: [String] = []
        _ = try XMLReader().readContainer(
            Show.self, streaming: "episode", as: Episode.self, alsoInside: "season", as: Season.self,
            from: .string(Self.xml), prolog: { events.append("prolog \($0.count)") }
        ) { episode, _, _ in
            events.append("episode \(episode.number)")
            return .continue
        }
        #expect(events == ["prolog 1", "episode 0", "episode 1", "episode 2", "episode 3"])
    }

    @Test("stopping inside the child ends the read with the container as read so far")
    func stopInside() throws {
        let (handed, show, summary) = try Self.stream(Self.xml, stoppingAt: 1)
        #expect(handed.map(\.episode) == [0, 1])
        #expect(summary.stoppedEarly && summary.recordCount == 2)
        #expect(show.id == "s1" && show.season == nil)
    }

    @Test("each child is handed over as it closes, between the records, and counts as no record")
    func closedChildren() throws {
        let xml = """
            <show><season number="1"><episode n="1"/><summary>One</summary></season>\
            <season number="2"/><season number="3"><episode n="3"/></season></show>
            """
        var events: [String] = []
        let (show, summary) = try XMLReader().readContainer(
            SeasonsOnly.self, streaming: "episode", as: Episode.self, alsoInside: "season", as: Season.self,
            from: .string(xml)
        ) { episode, _, season in
            events.append("episode \(episode.number) in \(season?.number ?? 0)")
            return .continue
        } closed: { season, show in
            events.append("season \(season.number) \(season.summary ?? "-") of \(show.seasons.count)")
            return .continue
        }
        #expect(
            events == [
                "episode 1 in 1", "season 1 One of 1", "season 2 - of 2", "episode 3 in 3", "season 3 - of 3",
            ])
        #expect(summary.recordCount == 2)
        #expect(show.seasons.map(\.number) == [1, 2, 3])
        #expect(show.seasons.allSatisfy { $0.episodes.isEmpty })
    }

    @Test("stopping or throwing when a child closes ends the read")
    func stopOrThrowWhenClosed() throws {
        struct Refused: Error, Equatable {}
        var seen: [Int] = []
        let (show, summary) = try XMLReader().readContainer(
            Show.self, streaming: "episode", as: Episode.self, alsoInside: "season", as: Season.self,
            from: .string(Self.xml)
        ) { episode, _, _ in
            seen.append(episode.number)
            return .continue
        } closed: { _, _ in
            .stop
        }
        #expect(seen == [0, 1, 2])
        #expect(summary.stoppedEarly && summary.recordCount == 3)
        #expect(show.season?.summary == "Late")
        #expect(throws: Refused()) {
            try XMLReader().readContainer(
                Show.self, streaming: "episode", as: Episode.self, alsoInside: "season", as: Season.self,
                from: .string(Self.xml)
            ) { _, _, _ in
                .continue
            } closed: { _, _ in
                throw Refused()
            }
        }
    }

    @Test(
        "descriptions that do not map the child as an object of the type, or the records in it, fail before reading",
        arguments: [("season", "nothing"), ("title", "episode"), ("episode", "episode")])
    func invalidDescriptions(child: String, name: String) throws {
        let error = try #require(throws: XMLReadError.self) {
            try XMLReader().readContainer(
                Show.self, streaming: name, as: Episode.self, alsoInside: child, as: Season.self,
                from: .string("<broken")
            ) { _, _, _ in .continue }
        }
        guard case .invalidDescription = error.kind else {
            Issue.record("\(error)")
            return
        }
    }
}
