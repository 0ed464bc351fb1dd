// The paths of description lines: `author/name`, `itunes:image/@href`, `tags/tag`. A line names
// an element (or an attribute) a level or more below its object's element; the elements on the
// way are shared by the lines that name them.

enum DescriptionPath {
    /// The parts of a written path: `a/b/@c` → `a`, `b`, `@c`. Slashes inside a namespace URI in
    /// Clark notation (`{http://…}name`) do not split.
    static func segments(of written: String) -> [String] {
        var segments: [String] = []
        var current = ""
        var inURI = false
        for character in written {
            if character == "{" { inURI = true }
            if character == "}" { inURI = false }
            if character == "/" && !inURI {
                segments.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        segments.append(current)
        return segments
    }

    /// The elements an attribute line leads through and the attribute's name: `image/@href` →
    /// `image`, `href`; `href` and `@href` → none, `href`. Nil when a path does not end in `@name`.
    static func attribute(_ written: String) -> (path: [String], name: String)? {
        var path = segments(of: written)
        var name = path.removeLast()
        if name.hasPrefix("@") {
            name.removeFirst()
        } else if !path.isEmpty {
            return nil
        }
        return (path, name)
    }
}
