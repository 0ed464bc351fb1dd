// Element names are matched byte for byte, whatever their length. A name's hash covers its local
// part but only the length and last bytes of its namespace URI, so names in URIs that differ
// elsewhere are told apart by the key comparison, which works eight bytes at a time: a URI that
// differs from a mapped one in a single byte, at any position and for every length around the
// word boundaries, must not match. Unmapped names are counted by hash alone, so their hash must
// tell apart names that differ anywhere in their local part.

import Testing
import Xylem

/// The mapped namespace URI of the given length (ending in "s", like its near misses).
private func mappedURI(_ length: Int) -> String {
    String((0..<(length - 1)).map { Character(UnicodeScalar(UInt8(97 + ($0 * 7 + length) % 26))) }) + "s"
}

/// `uri` with the byte at `position` changed (never the last one, which the hash covers).
private func changed(_ uri: String, at position: Int) -> String {
    var bytes = Array(uri.utf8)
    bytes[position] = bytes[position] == UInt8(ascii: "q") ? UInt8(ascii: "r") : UInt8(ascii: "q")
    return String(decoding: bytes, as: UTF8.self)
}

private struct Collector: XMLReadable {
    var hits: [String] = []
    static let lengths = Array(2...70)
    static let xmlDescription = XMLDescription(
        Collector.init, namespaces: Dictionary(uniqueKeysWithValues: lengths.map { ("p\($0)", mappedURI($0)) })
    ) {
        for length in lengths {
            XMLChildValues("p\(length):v", \.hits)
        }
    }
}

extension CoreReaderTests {
    @Suite("Name matching")
    struct NameMatchingTests {
        @Test("a namespace URI one byte away from a mapped one does not match, at every length and position")
        func oneByteApart() throws {
            var xml = "<root>"
            var expected: [String] = []
            for length in Collector.lengths {
                let uri = mappedURI(length)
                let positions = Set([
                    0, length / 2, length - 2, min(7, length - 2), min(8, length - 2), max(0, length - 9),
                ])
                for position in positions {
                    xml += "<v xmlns='\(changed(uri, at: position))'>miss</v>"
                }
                xml += "<v xmlns='\(uri)'>\(length)</v>"
                expected.append("\(length)")
            }
            xml += "</root>"
            let read = try XMLReader().read(Collector.self, from: xml)
            #expect(read.hits == expected)
        }

        @Test("unmapped sibling names one byte apart are counted apart in error paths, at every length and position")
        func unmappedSiblingsOneByteApart() throws {
            // Names a description does not map are counted by their hash alone, so the hash must
            // tell them apart wherever they differ: a collision would make the second one's index 2.
            for length in 1...40 {
                let first = String(repeating: "n", count: length)
                for position in 0..<length {
                    var bytes = Array(first.utf8)
                    bytes[position] = UInt8(ascii: "m")
                    let second = String(decoding: bytes, as: UTF8.self)
                    let xml = "<root><\(first)/><\(second)><oops></\(second)></root>"
                    let error = try #require(throws: XMLReadError.self) {
                        try XMLReader().read(Collector.self, from: xml)
                    }
                    #expect(error.path == "root/\(second)", "\(first) and \(second)")
                }
            }
        }
    }
}
