// Reading records over HTTP with URLSession. `URLSession.bytes(from:)` does not exist in the
// Foundation of Linux, so the body is taken from a data delegate, which both Foundations call:
// each piece of the body is fed to an XMLPushParser on the URLSession's delegate queue, and the
// records it completes are handed on at once, so that only one piece and its records are held.

import Foundation
import Synchronization
import Xylem

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A URLSession data delegate that reads the records at a path from the response body as it
/// arrives, on Linux and Apple platforms alike.
///
/// ```swift
/// let delegate = XMLRecordsDelegate(Headline.self, at: Headline.entries,
///     onRecord: { headline in print(headline.title) },
///     onEnd: { error in print(error.map { "failed: \($0)" } ?? "done") })
/// let session = URLSession(configuration: .ephemeral, delegate: delegate, delegateQueue: nil)
/// session.dataTask(with: url).resume()
/// session.finishTasksAndInvalidate()   // the session keeps its delegate until then
/// ```
///
/// `onRecord` and `onEnd` are called on the URLSession's delegate queue, one call at a time.
/// URLSession delivers the body as fast as the network does: a consumer slower than that must
/// queue records itself (`URLSession.xmlRecords(_:at:from:options:)` does, in an async stream).
public final class XMLRecordsDelegate<Record: XMLReadable & Sendable>: NSObject, URLSessionDataDelegate, Sendable {
    private struct State {
        var parser: XMLPushParser<Record>?
        var failure: (any Error)?
    }

    private let path: XMLRecordPath
    private let options: XMLReader.Options
    private let onRecord: @Sendable (Record) -> Void
    private let onEnd: @Sendable ((any Error)?) -> Void
    private let state = Mutex(State())

    /// Creates a delegate for the records of `type` at `path`.
    ///
    /// - Parameters:
    ///   - type: The type of the records.
    ///   - path: Where the records are, from the root element.
    ///   - options: The reader's options; a `charset` the response declares is used as the
    ///     document's encoding unless they set one.
    ///   - onRecord: Called with each record as soon as its end tag has arrived.
    ///   - onEnd: Called once, with nil when the document was read to its end, or with the error
    ///     that ended it: ``HTTPStatusError``, an `XMLReadError`, or URLSession's error.
    public init(
        _ type: Record.Type, at path: XMLRecordPath, options: XMLReader.Options = XMLReader.Options(),
        onRecord: @escaping @Sendable (Record) -> Void, onEnd: @escaping @Sendable ((any Error)?) -> Void
    ) {
        self.path = path
        self.options = options
        self.onRecord = onRecord
        self.onEnd = onEnd
    }

    /// Feeds a piece of the body to the parser and hands on the records it completed.
    public func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        let records = state.withLock { state -> [Record] in
            guard state.failure == nil else { return [] }
            do {
                if state.parser == nil { state.parser = try makeParser(for: dataTask) }
                return try state.parser!.feed(data)
            } catch {
                state.failure = error
                return []
            }
        }
        records.forEach(onRecord)
        if state.withLock({ $0.failure != nil }) { dataTask.cancel() }
    }

    /// Ends the document, or reports what ended it.
    public func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        let (records, failure) = state.withLock { state -> ([Record], (any Error)?) in
            // A failure found while reading comes first: the task was cancelled because of it.
            if let failure = state.failure { return ([], failure) }
            if let error { return ([], error) }
            do {
                // An empty body never made a parser: finishing one reports the missing document.
                if state.parser == nil { state.parser = try makeParser(for: task) }
                return (try state.parser!.finish(), nil)
            } catch {
                return ([], error)
            }
        }
        records.forEach(onRecord)
        onEnd(failure)
    }

    /// A parser for the response of `task`, once its status is known to be a success.
    private func makeParser(for task: URLSessionTask) throws -> XMLPushParser<Record> {
        let response = task.response as? HTTPURLResponse
        if let response, !(200..<300).contains(response.statusCode) {
            throw HTTPStatusError(status: response.statusCode, url: response.url?.absoluteString ?? "")
        }
        var options = options
        if options.encoding == nil { options.encoding = response?.textEncodingName }
        return try XMLPushParser(Record.self, at: path, options: options)
    }
}

extension URLSession {
    /// Requests `url` and returns the records at `path` of the XML document in the response body,
    /// as an async stream filled while the body arrives.
    ///
    /// ```swift
    /// for try await headline in URLSession.xmlRecords(Headline.self, at: Headline.entries, from: url) {
    ///     print(headline.title)
    /// }
    /// ```
    ///
    /// The stream keeps the records the loop has not taken yet: URLSession does not wait for a
    /// slow consumer. Ending the loop early cancels the request.
    public static func xmlRecords<Record: XMLReadable & Sendable>(
        _ type: Record.Type, at path: XMLRecordPath, from url: URL, options: XMLReader.Options = XMLReader.Options()
    ) -> AsyncThrowingStream<Record, any Error> {
        AsyncThrowingStream { continuation in
            let delegate = XMLRecordsDelegate(
                type, at: path, options: options,
                onRecord: { continuation.yield($0) },
                onEnd: { continuation.finish(throwing: $0) })
            let session = URLSession(configuration: .ephemeral, delegate: delegate, delegateQueue: nil)
            let task = session.dataTask(with: url)
            continuation.onTermination = { _ in task.cancel() }
            task.resume()
            session.finishTasksAndInvalidate()
        }
    }
}
