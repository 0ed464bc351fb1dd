// What a command-line argument that names a document is: an http or https URL, fetched over the
// network, or anything else, a path (`-` being standard input where a command takes it).

/// How the tools tell a URL from a path.
package enum CommandLineSource {
    /// Whether `argument` is an http or https URL (the scheme in any case).
    package static func isURL(_ argument: String?) -> Bool {
        guard let argument else { return false }
        let lowered = argument.lowercased()
        return lowered.hasPrefix("http://") || lowered.hasPrefix("https://")
    }
}
