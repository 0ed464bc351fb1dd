// The version `xylem --version` prints: the package's, and the expat the process loaded, which
// decides how some documents read (the amplification limits, for one).

import Xylem

enum ToolVersion {
    /// The package's version; "-dev" until a release is tagged.
    static let package = "0.1.0-dev"

    /// One line: `xylem 0.1.0-dev (expat 2.5.0)`.
    static var line: String { "xylem \(package) (expat \(XMLReader.expatVersion))" }
}
