// One description and one reader shared by many reads running in parallel.

import Testing
import Xylem

extension CoreReaderTests {
    @Suite("Concurrency")
    struct ConcurrencyTests {
        @Test("32 parallel reads of different documents with one description each get their own result")
        func parallelReads() async throws {
            let reader = XMLReader()
            let documents = (0..<32).map { LibraryFixture.generated(count: 40 + $0, seed: $0) }
            let results = try await withThrowingTaskGroup(of: (Int, LibraryCatalog).self) { group in
                for (index, document) in documents.enumerated() {
                    let xml = document.xml
                    group.addTask {
                        (index, try reader.read(LibraryCatalog.self, from: xml))
                    }
                }
                var results: [Int: LibraryCatalog] = [:]
                for try await (index, catalog) in group { results[index] = catalog }
                return results
            }
            #expect(results.count == documents.count)
            for (index, document) in documents.enumerated() {
                #expect(results[index] == document.expected, "document \(index)")
            }
        }

        @Test("parallel reads that fail report their own errors")
        func parallelFailures() async throws {
            let paths = try await withThrowingTaskGroup(of: (Int, String).self) { group in
                for index in 0..<32 {
                    group.addTask {
                        let books =
                            String(repeating: "<book/>", count: index) + "<book><pages>bad\(index)</pages></book>"
                        do {
                            _ = try XMLReader().read(LibraryCatalog.self, from: "<catalog>\(books)</catalog>")
                            return (index, "no error")
                        } catch let error as XMLReadError {
                            guard error.kind == .conversion(expected: "Int", text: "bad\(index)") else {
                                return (index, "wrong kind")
                            }
                            return (index, error.path)
                        }
                    }
                }
                var paths: [Int: String] = [:]
                for try await (index, path) in group { paths[index] = path }
                return paths
            }
            for index in 0..<32 {
                #expect(paths[index] == (index == 0 ? "catalog/book/pages" : "catalog/book[\(index + 1)]/pages"))
            }
        }

        @Test("parallel lenient reads keep their warnings apart")
        func parallelWarnings() async throws {
            let reader = xylemLenientReader()
            let counts = try await withThrowingTaskGroup(of: (Int, Int, Int).self) { group in
                for index in 0..<32 {
                    group.addTask {
                        let xml =
                            "<catalog>" + String(repeating: "<book year=\"x\"/>", count: index)
                            + "<book year=\"2000\"/></catalog>"
                        let (catalog, warnings) = try reader.readWithWarnings(LibraryCatalog.self, from: .string(xml))
                        return (index, warnings.count, catalog.books.count)
                    }
                }
                var counts: [(Int, Int, Int)] = []
                for try await entry in group { counts.append(entry) }
                return counts
            }
            #expect(counts.count == 32)
            for (index, warnings, books) in counts {
                #expect(warnings == index)
                #expect(books == index + 1)
            }
        }
    }
}
