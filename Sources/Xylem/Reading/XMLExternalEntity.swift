// The opt-in hook for external entities and external DTD subsets: without it nothing outside the
// document is ever read.

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// An external entity or external DTD subset that a document refers to.
///
/// ```xml
/// <!DOCTYPE doc SYSTEM "doc.dtd" [ <!ENTITY chapter SYSTEM "chapter1.xml"> ]>
/// ```
public struct XMLExternalEntity: Sendable, Hashable {
    /// The system identifier as written in the document (`"chapter1.xml"`), not resolved.
    public let systemID: String
    /// The public identifier, when the declaration has one.
    public let publicID: String?

    /// Creates a description of an external entity.
    public init(systemID: String, publicID: String? = nil) {
        self.systemID = systemID
        self.publicID = publicID
    }
}

/// Returns the bytes of an external entity, or nil to leave it out (it then reads as nothing).
/// An error it throws ends the read as ``XMLReadError/Kind/userCode(_:)``.
///
/// Installed through ``XMLReader/Options/externalEntityResolver``, it is called on the reading
/// thread for each external entity reference and for the external DTD subset.
///
/// ```swift
/// options.externalEntityResolver = { entity in
///     guard let url = allowed[entity.systemID] else { return nil }
///     return try Data(contentsOf: url)
/// }
/// ```
public typealias XMLExternalEntityResolver = @Sendable (XMLExternalEntity) throws -> Data?
