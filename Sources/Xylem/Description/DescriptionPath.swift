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
}
