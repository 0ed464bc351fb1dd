// Sibling indices in error paths count elements of the same name, namespace URI included: two
// unknown siblings whose URIs differ only in a middle byte are not the same name.

import Testing
import Xylem

private struct Anything: XMLReadable {
    static let xmlDescription = XMLDescription(Anything.init) {}
}

@Suite struct SiblingIndexNamespaceTests {
    @Test func unknownSiblingsInOtherNamespacesAreCountedApart() {
        let xml = """
            <r><a:item xmlns:a="http://a.example/ns"/><b:item xmlns:b="http://b.example/ns"><x></y></b:item></r>
            """
        #expect {
            _ = try XMLReader().read(Anything.self, from: xml)
        } throws: { error in
            (error as? XMLReadError)?.path == "r/b:item"
        }
    }
}
