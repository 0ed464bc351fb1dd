// Reading records over HTTP with AsyncHTTPClient: the response body is an async sequence of
// ByteBuffers, which the reader takes one at a time, only when the records of the previous one
// have been consumed. The body's own backpressure reaches the socket, so a slow consumer slows
// the download instead of filling memory.

import AsyncHTTPClient
import NIOCore
import Xylem

extension HTTPClient {
    /// Requests `url` and returns the records at `path` of the XML document in the response body,
    /// read as the body arrives.
    ///
    /// ```swift
    /// let headlines = try await HTTPClient.shared.xmlRecords(Headline.self, at: Headline.entries, from: url)
    /// for try await headline in headlines {
    ///     print(headline.title)
    /// }
    /// ```
    ///
    /// A `charset` in the response's `Content-Type` is used as the document's encoding unless
    /// `options` sets one.
    ///
    /// - Parameters:
    ///   - type: The type of the records.
    ///   - path: Where the records are, from the root element.
    ///   - url: The document's address.
    ///   - options: The reader's options.
    ///   - timeout: Passed to `execute(_:timeout:)`.
    /// - Returns: The records, read on demand; iterating throws an `XMLReadError` if the document
    ///   is malformed, or AsyncHTTPClient's error if the connection fails.
    /// - Throws: ``HTTPStatusError`` for a status other than 2xx, and AsyncHTTPClient's errors.
    public func xmlRecords<Record: XMLReadable>(
        _ type: Record.Type, at path: XMLRecordPath, from url: String,
        options: XMLReader.Options = XMLReader.Options(), timeout: TimeAmount = .seconds(30)
    ) async throws -> XMLRecordSequence<Record> {
        var request = HTTPClientRequest(url: url)
        request.headers.add(name: "Accept", value: "application/atom+xml, application/xml;q=0.9, text/xml;q=0.8")
        let response = try await execute(request, timeout: timeout)
        guard (200..<300).contains(response.status.code) else {
            throw HTTPStatusError(status: Int(response.status.code), url: url)
        }
        var options = options
        if options.encoding == nil {
            options.encoding = charset(ofContentType: response.headers.first(name: "Content-Type"))
        }
        // Each ByteBuffer's readable bytes are a collection of UInt8, which is what the reader takes.
        let chunks = response.body.map { $0.readableBytesView }
        return XMLReader(options: options).records(type, at: path, from: chunks)
    }
}
