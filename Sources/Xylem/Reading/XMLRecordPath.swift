// The location of streamed records: a path of element names from the root, compiled into a chain
// of element tables so that the elements around the records are passed through, never stored.

/// Where the records of a streaming read are: element names from the root element down to the
/// record element, separated by `/`. `*` stands for any one element. Names may use prefixes
/// declared in `namespaces` (matched by namespace URI) or `{uri}local`.
///
/// ```swift
/// XMLRecordPath("feed/entry", namespaces: ["": "http://www.w3.org/2005/Atom"])
/// XMLRecordPath("osm/node")
/// XMLRecordPath("*/item")          // <rss><item>… or <channel><item>… at the second level
/// ```
///
/// A `String` literal is a path without namespaces.
///
/// The path's first element must be the document's root element: a read whose root has another
/// name (or namespace) and that found no record throws
/// ``XMLReadError/Kind/recordPathNotFound(path:matched:)``. Below the root, elements of the path
/// may be absent: a GPX file with waypoints and no tracks, streamed at `gpx/trk/trkseg/trkpt`,
/// has zero records, and no error.
public struct XMLRecordPath: Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The path as written.
    public let path: String
    /// The prefixes the path's names may use.
    public let namespaces: [String: String]
    /// Further URIs read as the namespace of a prefix (see ``XMLNamespaces/alternates``).
    let alternates: [String: [String]]

    /// A path with prefixes resolved through `namespaces`; `""` is the default namespace.
    public init(_ path: String, namespaces: [String: String] = [:]) {
        self.init(path, namespaces: namespaces, alternates: [:])
    }

    init(_ path: String, namespaces: [String: String], alternates: [String: [String]]) {
        self.path = path
        self.namespaces = namespaces
        self.alternates = alternates
    }

    /// A path without namespaces.
    public init(stringLiteral path: String) {
        self.init(path)
    }

    /// The path as written.
    public var description: String { path }

    /// The segments, without empty ones from leading or doubled slashes. A slash inside `{…}` is
    /// part of a namespace URI (`{http://www.w3.org/2005/Atom}entry`), not a separator.
    var segments: [String] {
        var segments: [String] = []
        var current = ""
        var inBraces = false
        for character in path {
            switch character {
            case "{": inBraces = true
            case "}": inBraces = false
            case "/" where !inBraces:
                if !current.isEmpty { segments.append(current) }
                current = ""
                continue
            default: break
            }
            current.append(character)
        }
        if !current.isEmpty { segments.append(current) }
        return segments
    }

    /// The root table of a read that hands every element at this path to the record sink as a
    /// `Record` and passes over everything else.
    func rootTable(recordAction: ElementAction) throws -> ElementTable {
        let segments = self.segments
        guard !segments.isEmpty else {
            throw XMLReadError(kind: .invalidDescription("the record path '\(path)' names no element"))
        }
        var action = recordAction
        for (index, segment) in segments.enumerated().reversed() {
            // The table a segment's element is looked up in is in use once the segments before it
            // are open.
            let level = Int32(index)
            if segment == "*" {
                action = .group(
                    ElementTable(names: NameTable([]), actions: [], fallback: action, recordPathLevel: level))
                continue
            }
            switch NameScope(namespaces: namespaces, alternates: alternates).keys(for: segment, isAttribute: false) {
            case .failure(let error):
                throw XMLReadError(kind: .invalidDescription("record path '\(path)': element \(error.message)"))
            case .success(let keys):
                action = .group(
                    ElementTable(names: NameTable(keys.map { ($0, 0) }), actions: [action], recordPathLevel: level))
            }
        }
        guard case .group(let root) = action else { preconditionFailure("a path always compiles to a group") }
        return root
    }
}
