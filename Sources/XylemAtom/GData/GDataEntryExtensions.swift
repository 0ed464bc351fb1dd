// The Google Data extensions any entry or feed may carry, declared by AtomEntry and AtomFeed.

import Xylem

/// The extension elements every Google Data entry may carry.
public enum GDataEntryExtensions {
    /// The declarations shared by every entry type.
    public static var declarations: [Extension] {
        []
    }
}

/// The extension elements every Google Data feed may carry.
public enum GDataFeedExtensions {
    /// The declarations of ``AtomFeed``.
    public static var declarations: [Extension] {
        []
    }
}
