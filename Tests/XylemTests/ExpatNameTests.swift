// Measuring expat's names: where the key ends (before a prefix), and a hash that is the same
// whether the name comes from expat, as an attribute, or from a table's key bytes.

import Testing

@testable import Xylem

@Suite("Expat name measuring")
struct ExpatNameTests {
    @Test(
        "a name is measured into its key and prefix, and hashes alike from expat, as an attribute, or as table key bytes"
    )
    func measuring() {
        let cases: [(name: String, key: String)] = [
            ("href", "href"),
            ("a", "a"),
            ("urn:x\u{1}entry", "urn:x\u{1}entry"),
            ("urn:x\u{1}entry\u{1}atom", "urn:x\u{1}entry"),
            ("u\u{1}x\u{1}p", "u\u{1}x"),
            ("http://www.w3.org/2005/Atom\u{1}published", "http://www.w3.org/2005/Atom\u{1}published"),
            (
                "http://schemas.google.com/g/2005\u{1}extendedProperty\u{1}gd",
                "http://schemas.google.com/g/2005\u{1}extendedProperty"
            ),
            ("urn:x\u{1}aVeryLongLocalNameIndeed\u{1}abcdefghijklmnopq", "urn:x\u{1}aVeryLongLocalNameIndeed"),
        ]
        for (name, key) in cases {
            let bytes = Array(name.utf8CString)
            bytes.withUnsafeBufferPointer { buffer in
                let measured = ExpatName(buffer.baseAddress!)
                #expect(measured.fullLength == name.utf8.count, "\(name)")
                #expect(measured.keyLength == key.utf8.count, "\(name)")
                if !name.contains("\u{1}") {
                    let attribute = ExpatName(attribute: buffer.baseAddress!)
                    #expect(attribute.keyLength == key.utf8.count, "\(name)")
                    #expect(attribute.hash == measured.hash, "\(name)")
                }
                #expect(measured.hash == ExpatName.hash(of: Array(key.utf8)), "\(name)")
            }
        }
    }
}
