// The parallelism option of streamed record reads and statistics passes: how many workers parse
// slices of one document at once, how large the slices are, and how many may wait to be handed
// over. See docs/parallel-reads.md for the design and its measurements.

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension XMLReader {
    /// How many threads one streamed read may use.
    ///
    /// With more than one worker, a file or an in-memory document is cut into slices just before
    /// start tags of the records, and each worker parses its slices with a parser of its own,
    /// primed with what precedes the first record (the XML and document type declarations, and
    /// the start tags of the elements around the records). Records still reach the consumer one
    /// at a time, in document order, with the same values, and a read fails with the same error
    /// (kind, line, column, byte offset and path) as a read on one thread.
    ///
    /// Each cut is a guess that is checked: a slice counts only if its parse ends exactly at its
    /// end, between records. A record start tag inside a comment, a CDATA section or a processing
    /// instruction makes a bad cut; the text after the last good cut is then read again in
    /// order. A read goes on one thread, silently, where cutting is not sound: input that
    /// arrives in chunks or through a pipe, encodings that are not a superset of ASCII (UTF-16,
    /// UTF-32, EBCDIC, ISO-2022, or any transcoded one), external entities, a total-bytes limit,
    /// a ``XMLReader/Options/warningHandler`` (it is promised each warning once, in order), entities that
    /// could trip the amplification limit, and documents without a record boundary near the cuts.
    ///
    /// ```swift
    /// var options = XMLReader.Options()
    /// options.parallelism = .automatic          // every core, for files large enough to gain
    /// try XMLReader(options: options).readRecords(Entry.self, at: "feed/entry", from: .file(path)) {
    ///     index.add($0)
    ///     return .continue
    /// }
    /// ```
    public struct Parallelism: Sendable, Equatable {
        /// How many threads parse slices; 1 reads on the caller's thread alone.
        public var workers: Int
        /// The length a slice aims at, in bytes; a slice ends at the first cut after it.
        public var sliceSize: Int
        /// The most slices parsed ahead of the consumer at once: memory holds at most this many
        /// slices' records, whatever the size of the document.
        public var slicesInFlight: Int
        /// Documents smaller than this are read on one thread, where starting workers would cost
        /// more than they gain.
        public var minimumInputSize: Int

        /// The slice length when none is given: 1 MiB.
        public static let defaultSliceSize = 1 << 20
        /// The size below which ``automatic`` reads on one thread: 8 MiB, from measurements of the
        /// generated Atom feed on two cores (see docs/parallel-reads.md).
        public static let automaticThreshold = 8 << 20

        /// Reading on the caller's thread alone (the default).
        public static let sequential = Parallelism(workers: 1)

        /// One worker per processor available to the process, for documents of at least
        /// ``automaticThreshold`` bytes.
        public static var automatic: Parallelism {
            Parallelism(workers: processorCount, minimumInputSize: automaticThreshold)
        }

        /// The processors available to the process.
        public static var processorCount: Int {
            max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))
        }

        /// A parallelism of `workers` threads.
        ///
        /// - Parameters:
        ///   - workers: How many threads parse slices (at least 1).
        ///   - sliceSize: The length a slice aims at (at least 1 byte).
        ///   - slicesInFlight: The most slices parsed ahead of the consumer; twice the workers
        ///     and two more when nil.
        ///   - minimumInputSize: Documents smaller than this are read on one thread.
        public init(
            workers: Int, sliceSize: Int = Parallelism.defaultSliceSize, slicesInFlight: Int? = nil,
            minimumInputSize: Int = 0
        ) {
            self.workers = max(1, workers)
            self.sliceSize = max(1, sliceSize)
            self.slicesInFlight = max(1, slicesInFlight ?? (2 * max(1, workers) + 2))
            self.minimumInputSize = max(0, minimumInputSize)
        }

        /// Whether reads use more than one thread at all.
        public var isParallel: Bool { workers > 1 }
    }
}
