// The one place where the reader of a parallel read and its workers meet: which slice a worker
// parses next, the outcomes waiting to be handed over, the window that bounds them, and the stop.
// A pthread mutex and two condition variables, which the thread sanitizer understands.

import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What the parsers of slices read before their slice: the document's prolog and the start tags
/// of the elements around the records, as the document wrote them.
final class SlicePriming: Sendable {
    let bytes: [UInt8]
    let ancestorTags: [[UInt8]]

    init(prolog: [UInt8], ancestorTags: [[UInt8]]) {
        bytes = prolog + ancestorTags.joined()
        self.ancestorTags = ancestorTags
    }
}

/// Slices handed to workers in order, and their outcomes kept until the reader takes them.
///
/// A worker takes slice `k` only while `k` is less than the first slice the reader has not
/// finished plus ``slicesInFlight``: that bounds the outcomes held, and so memory, whatever the
/// document's size.
// Unchecked Sendable: every stored property but the atomic flag is touched under `mutex`.
final class SliceBoard<Outcome>: @unchecked Sendable {
    let sliceCount: Int
    let slicesInFlight: Int

    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    /// Signalled when a job may be taken (the window moved, slices came back, or the read stops).
    private let jobsChanged: UnsafeMutablePointer<pthread_cond_t>
    /// Signalled when an outcome arrives or the read stops.
    private let outcomesChanged: UnsafeMutablePointer<pthread_cond_t>

    private var nextJob = 0
    /// The first slice the reader has not finished with.
    private var finished = 0
    private var priming: SlicePriming
    private var outcomes: [Int: Outcome] = [:]
    private let stopped = Atomic<Bool>(false)
    /// Per worker, what the reader is done with among the things it made (the records of its
    /// slices): the worker lets go of them, so that their memory goes back where it came from
    /// (see `release(_:madeBy:)`).
    private var leftovers: [[AnyObject]]

    init(sliceCount: Int, slicesInFlight: Int, workers: Int, priming: SlicePriming) {
        self.sliceCount = sliceCount
        self.slicesInFlight = max(1, slicesInFlight)
        self.priming = priming
        leftovers = Array(repeating: [], count: max(1, workers))
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
        jobsChanged = .allocate(capacity: 1)
        jobsChanged.initialize(to: pthread_cond_t())
        pthread_cond_init(jobsChanged, nil)
        outcomesChanged = .allocate(capacity: 1)
        outcomesChanged.initialize(to: pthread_cond_t())
        pthread_cond_init(outcomesChanged, nil)
    }

    deinit {
        pthread_cond_destroy(outcomesChanged)
        outcomesChanged.deallocate()
        pthread_cond_destroy(jobsChanged)
        jobsChanged.deallocate()
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    private func locked<Result>(_ body: () throws -> Result) rethrows -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body()
    }

    /// Whether the read has stopped; workers ask between blocks.
    var isStopped: Bool { stopped.load(ordering: .relaxed) }

    // MARK: Workers

    /// The next slice for worker `worker` to parse and the priming to parse it with; waits while
    /// the window is full or every slice is taken (the reader may hand some out again, see
    /// `reprime`); nil once the reader finished every slice or the read stopped. Moves the
    /// worker's leftovers (see `release(_:madeBy:)`) to `leftovers` as they come.
    func takeJob(worker: Int, leftovers taken: inout [AnyObject]) -> (index: Int, priming: SlicePriming)? {
        locked {
            while true {
                if !leftovers[worker].isEmpty {
                    taken.append(contentsOf: leftovers[worker])
                    leftovers[worker].removeAll()
                }
                if isStopped || finished >= sliceCount { return nil }
                nextJob = max(nextJob, finished)
                if nextJob < sliceCount, nextJob < finished + slicesInFlight {
                    let index = nextJob
                    nextJob += 1
                    return (index, priming)
                }
                pthread_cond_wait(jobsChanged, mutex)
            }
        }
    }

    /// Keeps a worker's outcome for the reader, unless the slice is finished or was handed out
    /// again with another priming since.
    func post(_ outcome: Outcome, for index: Int, primedWith used: SlicePriming) {
        locked {
            guard index >= finished, used === priming else { return }
            outcomes[index] = outcome
            pthread_cond_broadcast(outcomesChanged)
        }
    }

    // MARK: The reader

    /// Hands what the reader is done with back to the worker that made it, to be let go of on
    /// that worker's thread (see RetiringRecords).
    func release(_ leftover: AnyObject, madeBy worker: Int) {
        locked {
            guard !isStopped, leftovers.indices.contains(worker) else { return }
            leftovers[worker].append(leftover)
        }
    }

    /// Waits for the outcome of slice `index` and takes it; nil when the read stopped.
    func takeOutcome(_ index: Int) -> Outcome? {
        locked {
            while true {
                if isStopped { return nil }
                if let outcome = outcomes.removeValue(forKey: index) { return outcome }
                pthread_cond_wait(outcomesChanged, mutex)
            }
        }
    }

    /// Slices before `index` need no worker any more (handed over, or read by the reader itself).
    func finish(upTo index: Int) {
        locked {
            guard index > finished else { return }
            if outcomes.keys.contains(where: { $0 < index }) { outcomes = outcomes.filter { $0.key >= index } }
            finished = index
            pthread_cond_broadcast(jobsChanged)
        }
    }

    /// Parses the slices from `index` on again with `priming`: the elements around the records
    /// changed, and outcomes made with the old priming do not count.
    func reprime(_ priming: SlicePriming, from index: Int) {
        locked {
            self.priming = priming
            outcomes = outcomes.filter { $0.key < index }
            nextJob = min(nextJob, max(index, finished))
            pthread_cond_broadcast(jobsChanged)
        }
    }

    /// Ends the read: waiting workers return, and no more jobs are handed out.
    func stop() {
        locked {
            stopped.store(true, ordering: .relaxed)
            outcomes.removeAll()
            pthread_cond_broadcast(jobsChanged)
            pthread_cond_broadcast(outcomesChanged)
        }
    }
}

/// Threads that run one body each until it returns, joined by ``join()``.
final class WorkerThreads {
    private var threads: [pthread_t] = []

    /// Starts `count` threads running `body`; fewer when the system refuses more (the read then
    /// goes on with those it has, or on the reader's thread alone).
    init(count: Int, _ body: @escaping @Sendable (_ worker: Int) -> Void) {
        for worker in 0..<count {
            let context = Unmanaged.passRetained(ThreadBody { body(worker) }).toOpaque()
            #if canImport(Darwin)
            var thread: pthread_t?
            let result = pthread_create(
                &thread, nil,
                { context in
                    Unmanaged<ThreadBody>.fromOpaque(context).takeRetainedValue().body()
                    return nil
                }, context)
            if result == 0, let thread {
                threads.append(thread)
            } else {
                Unmanaged<ThreadBody>.fromOpaque(context).release()
            }
            #else
            var thread = pthread_t()
            let result = pthread_create(
                &thread, nil,
                { context in
                    Unmanaged<ThreadBody>.fromOpaque(context!).takeRetainedValue().body()
                    return nil
                }, context)
            if result == 0 { threads.append(thread) } else { Unmanaged<ThreadBody>.fromOpaque(context).release() }
            #endif
        }
    }

    /// How many threads run.
    var count: Int { threads.count }

    /// Waits for every thread to end.
    func join() {
        for thread in threads { pthread_join(thread, nil) }
        threads.removeAll()
    }

    private final class ThreadBody: Sendable {
        let body: @Sendable () -> Void
        init(_ body: @escaping @Sendable () -> Void) { self.body = body }
    }
}
