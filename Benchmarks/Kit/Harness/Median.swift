// The one median the harness takes: of a contender's run times, and of per-round ratios.

enum Median {
    /// The middle value of `values`, or the mean of the two middle values; `values` must not be
    /// empty.
    static func of(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }
}
