// The state each of the read engine's modes keeps beside `ReadEngine.mode` (docs/design.md has
// the table of modes): the element that entered the mode, what a raw capture has written, and the
// unknown elements being kept. Grouped by mode so that what belongs to which mode is plain.

extension ReadEngine {
    /// The element that entered the current mode other than normal: a leaf, an ignored subtree, a
    /// raw capture, a kept element or an element whose kind is being decided.
    struct ModeElement {
        /// Depth inside the element (1 at the element itself).
        var depth = 0
        /// The unmanaged ``ValueSetter`` of an open leaf or capture.
        var setter: UnsafeMutableRawPointer?
        /// Where the leaf's or capture's text starts in the engine's collected text.
        var textStart = 0
        /// The element's name, for paths: start and length in the engine's `pathNames`.
        var nameStart = 0
        var nameLength = 0
        /// The element's 1-based index among same-named siblings.
        var index: Int32 = 0
    }

    /// What a raw capture has written (the raw mode).
    struct CaptureState {
        /// Bindings declared inside the capture: prefix, URI and the capture depth of the element
        /// that declared them.
        var bindings = PrefixScopes<String>()
        /// Whether the start tag the capture wrote last still lacks its '>' (see `captureStart`).
        var startTagOpen = false
    }

    /// Unknown elements kept for writing back (the keeping mode).
    struct KeptUnknownState: ~Copyable {
        /// The names of kept elements and attributes, made once per distinct name.
        var names = QualifiedNameCache()
        /// The element being kept, encoded as its events arrive.
        var encoder = KeptElementEncoder()
        /// The size of the element being kept so far, for the kept-content limit.
        var byteCount = 0
        /// Where the kept element started in its object's own text, or -1 when the object reads
        /// none.
        var textOffset = -1
        /// The frame whose kept elements `encoder` holds, finished but not yet stored, or -1: an
        /// object's unknown children usually come one after another, and storing them together
        /// costs one string and one append instead of one each (see `endKeptRun`).
        var runFrame = -1
    }
}
