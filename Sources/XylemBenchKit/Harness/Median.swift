// The one median the harness takes: of a contender's run times, and of per-round ratios.

/// The middle value of `values`, or the mean of the two middle values; `values` must not be empty.
func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}
