// A one-line progress bar on standard error for long reads: redrawn in place at most ten times a
// second (redrawing per block would cost more than the parse on fast disks), erased when done.

import XylemBenchKit

/// Shows how much of a known number of bytes has been read, and how fast.
final class ProgressBar {
    private let total: Int
    private let clock = ContinuousClock()
    private let start: ContinuousClock.Instant
    private var lastDraw: ContinuousClock.Instant?
    private static let interval = Duration.milliseconds(100)
    private static let width = 30

    /// A bar for `total` bytes whose rate counts from `start`, when reading began (the bar is
    /// made after the first block, too late to time it).
    init(total: Int, start: ContinuousClock.Instant) {
        self.total = max(total, 1)
        self.start = start
    }

    /// Shows `bytes` of `total` read, unless the bar was drawn less than a tenth of a second ago.
    func update(_ bytes: Int) {
        let now = clock.now
        if let lastDraw, now - lastDraw < Self.interval { return }
        lastDraw = now
        let fraction = min(Double(bytes) / Double(total), 1)
        let filled = Int(fraction * Double(Self.width))
        let bar = String(repeating: "#", count: filled) + String(repeating: "-", count: Self.width - filled)
        let seconds = (now - start).seconds
        let rate = seconds > 0 ? Double(bytes) / seconds / 1_000_000 : 0
        let percent = String(Int(fraction * 100))
        let line =
            "[\(bar)] \(String(repeating: " ", count: 3 - percent.count))\(percent)%  "
            + "\((Double(bytes) / 1_000_000).fixed(1)) / \((Double(total) / 1_000_000).fixed(1)) MB  \(rate.fixed(1)) MB/s"
        // "\r" returns to the line's start; "ESC[K" erases what a longer previous line left.
        StandardError.write("\r" + line + "\u{1B}[K")
    }

    /// Erases the bar if it was ever drawn, leaving the cursor at the start of an empty line.
    func clear() {
        guard lastDraw != nil else { return }
        StandardError.write("\r\u{1B}[K")
        lastDraw = nil
    }
}

extension Duration {
    /// The duration in seconds, as a floating-point number.
    var seconds: Double {
        let parts = components
        return Double(parts.seconds) + Double(parts.attoseconds) / 1e18
    }
}
