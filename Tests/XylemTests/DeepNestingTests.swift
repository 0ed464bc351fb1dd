// Deep documents: the reader walks a frame stack, never recursion, so depth is bounded only by
// options.maxDepth; exceeding it is a .limit error.

import Testing
import Xylem

private struct DeepRoot: XMLReadable {
    var before = ""
    var after = 0

    static let xmlDescription = XMLDescription(DeepRoot.init) {
        XMLChildText("before", \.before)
        XMLChildValue("after", \.after)
    }
}

/// A recursive model: each node holds its children.
private struct Node: XMLReadable {
    var id = -1
    var children: [Node] = []

    static let xmlDescription = XMLDescription(Node.init) {
        XMLAttribute("id", \.id)
        XMLChildren("node", \.children)
    }
}

private struct SkipChain: XMLReadable {
    var leaf = ""
    static let xmlDescription = XMLDescription(SkipChain.init) {
        XMLFlatten("g")
        XMLChildText("leaf", \.leaf)
    }
}

private struct DeepCapture: XMLReadable {
    var raw = ""
    var text = ""
    static let xmlDescription = XMLDescription(DeepCapture.init) {
        XMLInnerXML("raw", \.raw)
        XMLChildText("text", \.text)
    }
}

private func nested(_ name: String, depth: Int, inner: String = "") -> String {
    String(repeating: "<\(name)>", count: depth) + inner + String(repeating: "</\(name)>", count: depth)
}

private func reader(maxDepth: Int) -> XMLReader {
    var options = XMLReader.Options()
    options.maxDepth = maxDepth
    return XMLReader(options: options)
}

extension CoreReaderTests {
    @Suite("Deep nesting and the depth limit")
    struct DeepNestingTests {
        @Test("200,000 levels of unmapped nesting read fine when maxDepth allows them")
        func deepUnmapped() throws {
            let xml = "<root><before>b</before>" + nested("a", depth: 200_000) + "<after>42</after></root>"
            let root = try reader(maxDepth: 250_000).read(DeepRoot.self, from: xml)
            #expect(root.before == "b")
            #expect(root.after == 42)
        }

        @Test("the same document exceeds the default maxDepth with a limit error")
        func defaultLimit() throws {
            let xml = "<root>" + nested("a", depth: 200_000) + "</root>"
            let error = try xylemReadError(DeepRoot.self, from: xml)
            #expect(error.kind.name == "limit")
            #expect(error.path == "root/a")
        }

        @Test("a recursive model 5,000 levels deep reads every level")
        func recursiveModel() throws {
            let depth = 5_000
            var xml = ""
            for id in 0..<depth { xml += "<node id=\"\(id)\">" }
            xml += String(repeating: "</node>", count: depth)
            var node = try XMLReader().read(Node.self, from: xml)
            // Walk down iteratively, taking each level apart so that no recursion is needed to
            // compare or free the tree.
            var level = 0
            while true {
                #expect(node.id == level)
                guard let child = node.children.popLast() else { break }
                #expect(node.children.isEmpty)
                node = child
                level += 1
            }
            #expect(level == depth - 1)
        }

        @Test("a chain of 100,000 skipped elements promotes the innermost value")
        func deepSkip() throws {
            let xml = "<r>" + nested("g", depth: 100_000, inner: "<leaf>bottom</leaf>") + "</r>"
            #expect(try reader(maxDepth: 100_010).read(SkipChain.self, from: xml).leaf == "bottom")
        }

        @Test("a deep raw-XML capture and a deep value element collect everything")
        func deepCaptureAndLeaf() throws {
            let inner = nested("i", depth: 50_000, inner: "x")
            let xml = "<d><raw>\(inner)</raw><text>\(inner)</text></d>"
            let value = try reader(maxDepth: 60_000).read(DeepCapture.self, from: xml)
            #expect(value.raw == inner)
            #expect(value.text == "x")
        }

        @Test("depth up to maxDepth is accepted; one more level is a limit error, in every kind of element")
        func exactLimit() throws {
            let limited = reader(maxDepth: 4)
            // The root counts as level 1, so four levels in all are accepted.
            #expect(throws: Never.self) { try limited.read(DeepRoot.self, from: "<r>\(nested("a", depth: 3))</r>") }
            #expect(throws: Never.self) { try limited.read(Node.self, from: nested("node", depth: 4)) }
            // Inside an unmapped subtree, a value element or a capture, the path ends at the element
            // that started it; among mapped elements it ends at the parent of the fifth level.
            let cases: [(error: XMLReadError, path: String)] = [
                (try xylemReadError(DeepRoot.self, from: "<r>\(nested("a", depth: 4))</r>", reader: limited), "r/a"),
                (
                    try xylemReadError(
                        DeepRoot.self, from: "<r><before>\(nested("a", depth: 3))</before></r>", reader: limited),
                    "r/before"
                ),
                (
                    try xylemReadError(
                        DeepCapture.self, from: "<d><raw>\(nested("a", depth: 3))</raw></d>", reader: limited), "d/raw"
                ),
                (
                    try xylemReadError(SkipChain.self, from: "<r>\(nested("g", depth: 4))</r>", reader: limited),
                    "r/g/g/g"
                ),
                (try xylemReadError(Node.self, from: nested("node", depth: 5), reader: limited), "node/node/node/node"),
            ]
            for (error, path) in cases {
                #expect(error.kind.name == "limit")
                #expect(error.path == path)
            }
        }
    }
}
