// The Google Data extensions any entry or feed may carry, declared by AtomEntry and AtomFeed, and
// typed accessors for them.

import Xylem

/// The extension elements every Google Data entry may carry.
public enum GDataEntryExtensions {
    /// The declarations shared by every entry type.
    public static var declarations: [XMLExtensionDeclaration] {
        [
            XMLExtensionDeclaration(GDDeleted.self), XMLExtensionDeclaration(GDResourceId.self),
            XMLExtensionDeclaration(GDRating.self),
            XMLExtensionDeclaration(GDFeedLink.self), XMLExtensionDeclaration(GDComments.self),
            XMLExtensionDeclaration(GDExtendedProperty.self),
            XMLExtensionDeclaration(BatchID.self), XMLExtensionDeclaration(BatchOperation.self),
            XMLExtensionDeclaration(BatchStatus.self),
        ]
    }
}

/// The extension elements every Google Data feed may carry.
public enum GDataFeedExtensions {
    /// The declarations of ``AtomFeed``.
    public static var declarations: [XMLExtensionDeclaration] {
        [
            XMLExtensionDeclaration(BatchOperation.self),
            XMLExtensionDeclaration(GSRowCount.self), XMLExtensionDeclaration(GSColCount.self),
            XMLExtensionDeclaration(GCalTimezone.self), XMLExtensionDeclaration(GCalTimesCleaned.self),
        ]
    }
}

extension AtomEntryProtocol {
    /// `gd:deleted`: whether the entry is a tombstone.
    public var isDeleted: Bool {
        get { self.extension(GDDeleted.self) != nil }
        set { setExtension(newValue ? GDDeleted() : nil) }
    }

    /// `gd:resourceId`.
    public var resourceId: String? {
        get { self.extension(GDResourceId.self)?.text }
        set { setExtension(newValue.map { GDResourceId(text: $0) }) }
    }

    /// `gd:rating`.
    public var rating: GDRating? {
        get { self.extension(GDRating.self) }
        set { setExtension(newValue) }
    }

    /// `gd:feedLink` elements directly in the entry.
    public var feedLinks: [GDFeedLink] {
        get { extensions(GDFeedLink.self) }
        set { setExtensions(newValue) }
    }

    /// `gd:comments`.
    public var comments: GDComments? {
        get { self.extension(GDComments.self) }
        set { setExtension(newValue) }
    }

    /// `gd:extendedProperty` elements.
    public var extendedProperties: [GDExtendedProperty] {
        get { extensions(GDExtendedProperty.self) }
        set { setExtensions(newValue) }
    }

    /// `batch:id`.
    public var batchID: String? {
        get { self.extension(BatchID.self)?.text }
        set { setExtension(newValue.map { BatchID(text: $0) }) }
    }

    /// `batch:operation`.
    public var batchOperation: BatchOperation? {
        get { self.extension(BatchOperation.self) }
        set { setExtension(newValue) }
    }

    /// `batch:status`.
    public var batchStatus: BatchStatus? {
        get { self.extension(BatchStatus.self) }
        set { setExtension(newValue) }
    }
}
