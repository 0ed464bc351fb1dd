// The W3C suite's documents that are not well-formed, read with repairs on: none may read
// silently. Each either fails or reports at least one repair, and a strict read refuses them all.
// Runs when XYLEM_XMLTEST_DIR names the suite's xmltest folder (it is not part of the repository).

import Foundation
import Testing
import Xylem

private struct AnyRoot: XMLReadable {
    var title = ""
    static let xmlDescription = XMLDescription(AnyRoot.init) {
        XMLChildText("title", \.title)
    }
}

extension CoreReaderTests {
    @Suite("Repairing reads on the W3C suite")
    struct RepairConformanceTests {
        @Test("no document that is not well-formed reads silently")
        func notWellFormed() throws {
            guard let folder = RepairFilterIdentityTests.xmltest else { return }
            let files = RepairFilterIdentityTests.xmlFiles(under: folder.appendingPathComponent("not-wf/sa"))
            #expect(files.count > 100)
            var repaired = 0
            for file in files {
                #expect(throws: XMLReadError.self, "\(file.lastPathComponent)") {
                    try RepairDocuments.reader(.fail).read(AnyRoot.self, from: .file(file.path))
                }
                do {
                    let (_, warnings) = try RepairDocuments.reader().readWithWarnings(
                        AnyRoot.self, from: .file(file.path))
                    #expect(warnings.contains { $0.kind.name == "repaired" }, "\(file.lastPathComponent)")
                    repaired += 1
                } catch is XMLReadError {}
            }
            print("repairing reads of \(files.count) not-well-formed documents: \(repaired) read with repairs")
        }
    }
}
