// Elements with thousands of distinct unknown child names: each name has a sibling counter of its
// own, found in a hash table once an element has more than a few. The indices in error paths must
// stay exact: per element, per name, across nested elements that count names of their own, and
// for names in namespaces whose URIs differ only in their middle bytes.

import Testing
import Xylem

private struct Crowd: XMLReadable {
    var groups: [Group] = []
    static let xmlDescription = XMLDescription(Crowd.init) { XMLChildren("group", \.groups) }
}

private struct Group: XMLReadable {
    var title = ""
    static let xmlDescription = XMLDescription(Group.init) { XMLChildText("title", \.title) }
}

private struct Anything: XMLReadable {
    static let xmlDescription = XMLDescription(Anything.init) {}
}

/// An element that breaks the document inside it, so that the error names its path.
private func broken(_ name: String, declaring declaration: String = "") -> String {
    "<\(name)\(declaration)><x></y></\(name)>"
}

extension CoreReaderTests {
    @Suite("Hostile input: many distinct sibling names")
    struct HostileInputSiblingNameTests {
        /// 3,000 distinct names, each once, then every seventh again from the last, so that
        /// counts of one and two interleave.
        static let names = (0..<3_000).map { "n\($0)" }
        static let repeated = stride(from: names.count - 1, through: 0, by: -7).map { names[$0] }
        static let group = (names + repeated).map { "<\($0)/>" }.joined()
        /// Twelve names directly under the root, so that the root counts past the scan limit too.
        static let rootNames = (0..<12).map { "<m\($0)/>" }.joined()

        /// Three groups of the names; `m3` once more in the second group and once more under the
        /// root between the second and third; `inside` ends the third group, `after` the root.
        static func document(inside: String = "", after: String = "") -> String {
            "<r>" + rootNames + "<group>" + group + "</group><group>" + group + "<m3/></group><m3/><group>" + group
                + inside + "</group>" + after + "</r>"
        }

        @Test("the read succeeds: every group is read")
        func reads() throws {
            #expect(try XMLReader().read(Crowd.self, from: Self.document()).groups.count == 3)
        }

        @Test(
            "an error inside the third group names each unknown element with its index among its siblings",
            arguments: [Self.names[2_999], Self.names[2_998], Self.names[2_992], Self.names[4], Self.names[0], "fresh"])
        func indexInsideAGroup(name: String) throws {
            let earlier = (Self.names + Self.repeated).filter { $0 == name }.count
            let shown = earlier == 0 ? name : "\(name)[\(earlier + 1)]"
            let error = try xylemReadError(Crowd.self, from: Self.document(inside: broken(name)))
            #expect(error.path == "r/group[3]/\(shown)")
            // The statistics pass counts siblings apart from the engine, and agrees.
            let statistics = try #require(throws: XMLReadError.self) {
                try XMLStatistics.collect(from: .string(Self.document(inside: broken(name))))
            }
            #expect(statistics.path == "r/group[3]/\(shown)/x")
        }

        @Test("the root's counts survive the groups' counts above them, and count only its own children")
        func rootAfterGroups() throws {
            // m3 under the root: once among the first twelve, once between the groups.
            let error = try xylemReadError(Crowd.self, from: Self.document(after: broken("m3")))
            #expect(error.path == "r/m3[3]")
            let fresh = try xylemReadError(Crowd.self, from: Self.document(after: broken("n1")))
            #expect(fresh.path == "r/n1")
        }

        @Test("names whose namespace URIs differ only in their middle bytes are counted apart")
        func namespacesWithTheSameEnds() throws {
            // Equal in length and in their last bytes, the engine's own name hash takes these
            // names for one; every third comes back under another prefix, as the same name.
            let uris = (0..<1_500).map { "http://example.com/\(100_000 + $0)/ns" }
            let first = uris.map { "<p:item xmlns:p=\"\($0)\"/>" }.joined()
            let again = uris.enumerated().filter { $0.offset % 3 == 0 }.map { "<q:item xmlns:q=\"\($0.element)\"/>" }
            for offset in [0, 1, 2, 1_497, 1_498, 1_499] {
                let earlier = offset % 3 == 0 ? 2 : 1
                let xml =
                    "<r>" + first + again.joined() + broken("q:item", declaring: " xmlns:q=\"\(uris[offset])\"")
                    + "</r>"
                #expect(try xylemReadError(Anything.self, from: xml).path == "r/q:item[\(earlier + 1)]")
            }
            let unseen = broken("q:item", declaring: " xmlns:q=\"http://example.com/999999/ns\"")
            let xml = "<r>" + first + again.joined() + unseen + "</r>"
            #expect(try xylemReadError(Anything.self, from: xml).path == "r/q:item")
        }
    }
}
