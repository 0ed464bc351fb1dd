// Records of any document over HTTP: the core's async record sequence over the response body,
// with the response's charset as the encoding. No thread of its own: the core reads async chunks.

import Synchronization
import Xylem

extension HTTPFetcher {
    /// The records at `path` in the document a request answers, read as the body arrives.
    ///
    /// ```swift
    /// let entries = fetcher.records(Entry.self, at: "feed/entry", from: HTTPFetchRequest(url: url))
    /// for try await entry in entries {
    ///     print(entry.title)
    /// }
    /// ```
    ///
    /// The request is sent on the first `next()`. A `charset` in the response's `Content-Type` is
    /// the document's encoding, whatever its XML declaration says, unless `reader.options.encoding`
    /// is set. A 304 reported by the fetcher (``NotModifiedPolicy/report``) ends the sequence
    /// without a record, with ``HTTPRecords/isNotModified`` set. When the body fails half-way,
    /// the records completed before it come first, then its ``HTTPFetchError``.
    public func records<Record: XMLReadable>(
        _ type: Record.Type, at path: XMLRecordPath, from request: HTTPFetchRequest, reader: XMLReader = XMLReader()
    ) -> HTTPRecords<Record> {
        HTTPRecords(fetcher: self, request: request, path: path, reader: reader)
    }

    /// The records at `path` in the document at `url`; see `records(_:at:from:reader:)`.
    public func records<Record: XMLReadable>(
        _ type: Record.Type, at path: XMLRecordPath, from url: String, reader: XMLReader = XMLReader()
    ) -> HTTPRecords<Record> {
        records(type, at: path, from: HTTPFetchRequest(url: url), reader: reader)
    }
}

/// The records of a document fetched over HTTP, read as they are iterated; see
/// `HTTPFetcher.records(_:at:from:reader:)`.
public struct HTTPRecords<Record: XMLReadable>: AsyncSequence, Sendable {
    /// A record.
    public typealias Element = Record
    /// The failures of the fetch and the read.
    public typealias Failure = any Error

    let fetcher: HTTPFetcher
    let request: HTTPFetchRequest
    let path: XMLRecordPath
    let reader: XMLReader
    private let fetched = PageLog<HTTPPage>()

    init(fetcher: HTTPFetcher, request: HTTPFetchRequest, path: XMLRecordPath, reader: XMLReader) {
        self.fetcher = fetcher
        self.request = request
        self.path = path
        self.reader = reader
    }

    /// The response, once it has arrived.
    public var page: HTTPPage? { fetched.all.first }

    /// Whether the server answered 304 Not Modified and the fetcher reported it: nothing was read.
    public var isNotModified: Bool { page?.isNotModified ?? false }

    /// Starts a read, which sends the request on the first `next()`.
    public func makeAsyncIterator() -> Iterator {
        fetched.reset()
        return Iterator(sequence: self)
    }

    /// Fetches the document, then reads its records on demand.
    public struct Iterator: AsyncIteratorProtocol {
        private let sequence: HTTPRecords
        private var records: XMLRecordSequence<Record>.Iterator?
        private var done = false

        init(sequence: HTTPRecords) {
            self.sequence = sequence
        }

        /// The next record, or nil at the end of the document.
        public mutating func next() async throws -> Record? {
            try await next(isolation: nil)
        }

        /// The next record, read on `actor`'s executor (a `for try await` loop's own).
        public mutating func next(isolation actor: isolated (any Actor)?) async throws -> Record? {
            if done { return nil }
            if records == nil {
                let response: HTTPFetchResponse
                do {
                    response = try await sequence.fetcher.fetch(sequence.request)
                } catch {
                    done = true
                    throw error
                }
                let page = HTTPPage(requestedURL: sequence.request.url, response: response)
                sequence.fetched.append(page)
                if page.isNotModified {
                    done = true
                    return nil
                }
                var options = sequence.reader.options
                if options.encoding == nil { options.encoding = page.charset }
                records =
                    XMLReader(options: options).records(Record.self, at: sequence.path, from: response.body)
                    .makeAsyncIterator()
            }
            do {
                guard let record = try await records?.next(isolation: actor) else {
                    done = true
                    return nil
                }
                return record
            } catch {
                done = true
                throw error
            }
        }
    }
}
