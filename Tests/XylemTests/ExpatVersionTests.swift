// The expat version a bug report quotes: the library the process loaded, as major.minor.micro.

import Testing
import Xylem

@Suite("Expat version")
struct ExpatVersionTests {
    @Test func theLoadedExpatIsNamedByItsVersionNumbers() throws {
        let parts = XMLReader.expatVersion.split(separator: ".")
        #expect(parts.count == 3)
        #expect(parts.allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isNumber) })
        // Debian 12's is 2.5.0; the amplification limits Xylem sets need 2.4 or later.
        let major = Int(parts[0]) ?? 0
        let minor = Int(parts.count > 1 ? parts[1] : "") ?? 0
        #expect(major > 2 || (major == 2 && minor >= 4))
    }
}
