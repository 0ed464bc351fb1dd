// Google Contacts groups: the group kind, named by its title, marked when it is a system group.

import Xylem

/// A Google Contacts group entry (kind `…/contact/2008#group`): its name is the entry's title.
public struct ContactGroup: AtomEntryProtocol, Equatable {
    /// The entry's Atom and Google Data content.
    public var entry: AtomEntry

    /// An empty group.
    public init() { entry = AtomEntry() }

    /// Wraps an entry that was read before its kind was known (see `AtomKindEntry`).
    init(entry: consuming AtomEntry) { self.entry = entry }

    /// How the type is read and written: the entry, with `gContact:systemGroup` declared.
    public static let xmlDescription = AtomEntry.description(ContactGroup.init, entry: \.entry) { kindDeclarations }

    /// The extensions the kind declares (read in feeds as an ``AtomEntry`` with them declared:
    /// see ``AtomKinds``).
    @XMLExtensionBuilder static var kindDeclarations: [XMLExtensionDeclaration] {
        XMLExtensionDeclaration(GContactSystemGroup.self)
    }

    /// `gContact:systemGroup`'s identifier, for the groups every account has.
    public var systemGroup: String? {
        get { self.extension(GContactSystemGroup.self)?.id }
        set {
            var group = GContactSystemGroup()
            group.id = newValue
            setExtension(newValue == nil ? nil : group)
        }
    }
}
