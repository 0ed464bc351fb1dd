// The knobs of a read: strictness and the limits that keep hostile input bounded.

extension XMLReader {
    /// What a read does when text does not convert to the mapped type.
    public enum ConversionFailurePolicy: Sendable, Equatable {
        /// Stop at the first failure and throw it (the default).
        case fail
        /// Leave the property unchanged, record a warning, and finish the read.
        case skip
    }

    /// Settings for a read.
    public struct Options: Sendable {
        /// What to do when text does not convert. Defaults to ``ConversionFailurePolicy/fail``.
        public var conversionFailures: ConversionFailurePolicy = .fail
        /// The deepest element nesting accepted; deeper input fails with a limit error.
        public var maxDepth = 10_000
        /// The longest text or raw-XML value collected for one property, in bytes.
        public var maxTextLength = 64 * 1024 * 1024
        /// The most warnings kept in lenient mode; later ones are counted out.
        public var maxWarnings = 1_000

        /// The default options: strict conversions and safe limits.
        public init() {}
    }
}
