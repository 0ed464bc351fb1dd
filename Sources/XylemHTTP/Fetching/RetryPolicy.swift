// When a failed request is sent again, and after how long: exponential back-off with jitter,
// Retry-After honoured, bounded in attempts and in total time, with a hook that decides per answer.

/// When and how a failed request is sent again.
///
/// A request is retried only before any of its body has been handed over, and only when its
/// method is idempotent (or ``HTTPFetchRequest/retriesNonIdempotent`` is set).
public struct RetryPolicy: Sendable {
    /// What went wrong with one attempt, for ``decide``.
    public struct Failure: Sendable {
        /// The status, when the server answered.
        public var status: Int?
        /// The transport's failure, when it did not.
        public var error: HTTPFetchError?
        /// The delay the server asked for in `Retry-After`, if any.
        public var retryAfter: Duration?
        /// How many retries came before this attempt (0 for the first attempt).
        public var retriesSoFar: Int
    }

    /// A hook's answer for one failed attempt.
    public enum Decision: Sendable, Equatable {
        /// What the policy does by itself.
        case useDefault
        /// Send again after this delay (the total-time budget still applies).
        case retry(after: Duration)
        /// Fail now.
        case fail
    }

    /// The most retries after the first attempt. 3 by default; 0 turns retries off.
    public var maxRetries = 3
    /// The most time spent waiting between attempts, in all. 60 seconds by default.
    public var maxTotalTime: Duration = .seconds(60)
    /// The delay before the first retry, doubled for each one after it. 0.5 seconds by default.
    public var initialDelay: Duration = .milliseconds(500)
    /// The longest delay between two attempts that back-off alone chooses. 30 seconds by default.
    public var maxDelay: Duration = .seconds(30)
    /// The statuses retried: 408, 429, 500, 502, 503 and 504 by default.
    public var retriedStatuses: Set<Int> = [408, 429, 500, 502, 503, 504]
    /// Whether connection failures and timeouts before the response head are retried. On by default.
    public var retriesConnectionFailures = true
    /// A hook that decides per failed attempt, before the policy does.
    public var decide: (@Sendable (Failure) -> Decision)?

    /// The default policy.
    public init() {}

    /// A policy that never retries.
    public static var never: RetryPolicy {
        var policy = RetryPolicy()
        policy.maxRetries = 0
        return policy
    }

    /// The back-off delay before retry number `retry` (0 for the first): `initialDelay` doubled
    /// `retry` times, capped at `maxDelay`, then a random part of it taken away ("equal jitter":
    /// between half and all of it), so that clients that failed together do not retry together.
    func backoff(beforeRetry retry: Int, random: Double) -> Duration {
        let doubled = initialDelay * Double(1 << min(retry, 30))
        let capped = min(doubled, maxDelay)
        return capped * (0.5 + 0.5 * min(max(random, 0), 1))
    }
}
