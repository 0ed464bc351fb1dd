// Every corpus file read into the model and written back: the output must mean the same XML as the
// input (judged by Foundation's parser, see XMLTreeComparison), and read back into an equal model.

import Foundation
import Testing
import Xylem
import XylemAtom

@Suite("GData corpus round trip", .enabled(if: GDataCorpus.isAvailable, GDataCorpus.absence))
struct RoundTripTests {
    @Test("parse, write and parse again: the same XML tree", arguments: GDataCorpus.files)
    func sameTree(_ file: String) throws {
        let original = try XMLTree.parse(GDataCorpus.data(file))
        let root = try #require(GDataCorpus.root(of: original), "\(file): not an Atom document")
        let written = try GDataCorpus.read(root, from: .data(GDataCorpus.data(file))).xmlString()
        let difference = original.difference(from: try XMLTree.parse(written))
        #expect(difference == nil, "\(file): \(difference ?? "")")
    }

    @Test("parse, write and parse again: an equal model", arguments: GDataCorpus.files)
    func sameModel(_ file: String) throws {
        let original = try XMLTree.parse(GDataCorpus.data(file))
        let root = try #require(GDataCorpus.root(of: original), "\(file): not an Atom document")
        let model = try GDataCorpus.read(root, from: .data(GDataCorpus.data(file)))
        let again = try GDataCorpus.read(root, from: .string(model.xmlString()))
        #expect(model.isEqual(to: again), "\(file)")
    }
}
