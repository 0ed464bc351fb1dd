// Which limit a read exceeded, as a value programs can match on, with the option that sets it.

extension XMLReadError {
    /// A limit of ``XMLReader/Options`` that the input exceeded, with the limit's value.
    ///
    /// ```swift
    /// if case .limit(.depth(let maximum)) = error.kind { print("deeper than \(maximum)") }
    /// ```
    public enum Limit: Sendable, Equatable {
        /// Elements nest deeper than ``XMLReader/Options/maxDepth``.
        case depth(Int)
        /// The input is longer than ``XMLReader/Options/maxTotalBytes``.
        case totalBytes(Int)
        /// An element has more attributes than ``XMLReader/Options/maxAttributes``.
        case attributes(Int)
        /// A collected value is longer than ``XMLReader/Options/maxTextLength``.
        case textLength(Int)
        /// A tag, comment or other markup is longer than ``XMLReader/Options/maxMarkupLength``.
        case markupLength(Int)
        /// The document type declaration is longer than ``XMLReader/Options/maxDTDLength``.
        case dtdLength(Int)
        /// Entity references nest deeper than ``XMLReader/Options/maxEntityNesting``.
        case entityNesting(Int)
        /// Entity expansion amplifies the input more than
        /// ``XMLReader/Options/maxEntityAmplification`` times (a "billion laughs" document).
        case entityAmplification(Double)
        /// An element whose kind is chosen by a category buffered more than
        /// ``XMLReader/Options/maxReplayBytes`` before the category was seen.
        case replayBuffer(Int)
        /// One kept unknown element is larger than ``XMLReader/Options/maxUnknownBytes``.
        case unknownContent(Int)

        /// What was exceeded, in words, naming the option that sets the limit.
        public var message: String {
            switch self {
            case .depth(let value): "elements nest deeper than \(value) levels (Options.maxDepth)"
            case .totalBytes(let value): "the input is longer than \(value) bytes (Options.maxTotalBytes)"
            case .attributes(let value): "an element has more than \(value) attributes (Options.maxAttributes)"
            case .textLength(let value):
                "a text or raw-XML value is longer than \(value) bytes (Options.maxTextLength)"
            case .markupLength(let value):
                "a tag, name, comment or other markup is longer than \(value) bytes (Options.maxMarkupLength)"
            case .dtdLength(let value):
                "the document type declaration is longer than \(value) bytes (Options.maxDTDLength)"
            case .entityNesting(let value):
                "entity references nest deeper than \(value) levels (Options.maxEntityNesting)"
            case .entityAmplification(let value):
                "entity expansion amplifies the input more than \(value.formatted) times (Options.maxEntityAmplification)"
            case .replayBuffer(let value):
                "an element buffered more than \(value) bytes before its kind category (Options.maxReplayBytes)"
            case .unknownContent(let value):
                "an unknown element kept for writing back is larger than \(value) bytes (Options.maxUnknownBytes)"
            }
        }
    }
}

extension Double {
    /// `100` rather than `100.0` for whole numbers.
    fileprivate var formatted: String {
        self == rounded() && abs(self) < 1e15 ? String(Int(self)) : String(self)
    }
}
