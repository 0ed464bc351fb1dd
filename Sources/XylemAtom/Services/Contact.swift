// Google Contacts: the contact kind, its group memberships, and accessors for how to reach them.

import Xylem

/// `gContact:groupMembershipInfo`: a group the contact belongs to.
public struct GContactGroupMembershipInfo: XMLExtension, XMLExtensible {
    /// The element's name, with the prefix it is written with.
    public static let xmlName = AtomNamespaces.gContact("groupMembershipInfo")
    /// The group's URI.
    public var href: String?
    /// Whether the membership was deleted, as written.
    public var deleted: String?
    /// Unknown content.
    public var extensions = XMLExtensions()

    /// An empty membership.
    public init() {}

    /// How the type is read and written.
    public static let xmlDescription = atomDescription(GContactGroupMembershipInfo.init) {
        XMLAttribute("href", \.href)
        XMLAttribute("deleted", \.deleted)
        XMLExtensionPoint(\.extensions, keepUnknown: true)
    }
}

/// A Google Contacts contact entry (kind `…/contact/2008#contact`). Elements it does not name
/// (such as `gContact:hobby` or `gContact:jot`) are kept as unknown content.
public struct Contact: AtomEntryProtocol, Equatable {
    /// The entry's Atom and Google Data content.
    public var entry: AtomEntry

    /// An empty contact.
    public init() { entry = AtomEntry() }

    /// Wraps an entry that was read before its kind was known (see `AtomKindEntry`).
    init(entry: consuming AtomEntry) { self.entry = entry }

    /// How the type is read and written: the entry, with the contact extensions declared.
    public static let xmlDescription = AtomEntry.description(Contact.init, entry: \.entry) { kindDeclarations }

    /// The extensions the kind declares (read in feeds as an ``AtomEntry`` with them declared:
    /// see ``AtomKinds``).
    @XMLExtensionBuilder static var kindDeclarations: [XMLExtensionDeclaration] {
        XMLExtensionDeclaration(GDEmail.self)
        XMLExtensionDeclaration(GDIm.self)
        XMLExtensionDeclaration(GDPhoneNumber.self)
        XMLExtensionDeclaration(GDPostalAddress.self)
        XMLExtensionDeclaration(GDOrganization.self)
        XMLExtensionDeclaration(GContactGroupMembershipInfo.self)
        XMLExtensionDeclaration(GDName.self)
        XMLExtensionDeclaration(GDStructuredPostalAddress.self)
        XMLExtensionDeclaration(GContactNickname.self)
        XMLExtensionDeclaration(GContactBirthday.self)
        XMLExtensionDeclaration(GContactWebsite.self)
        XMLExtensionDeclaration(GContactRelation.self)
        XMLExtensionDeclaration(GContactUserDefinedField.self)
    }

    /// `gd:name`: the name in parts.
    public var name: GDName? {
        get { self.extension(GDName.self) }
        set { setExtension(newValue) }
    }

    /// `gd:structuredPostalAddress` addresses.
    public var structuredPostalAddresses: [GDStructuredPostalAddress] {
        get { extensions(GDStructuredPostalAddress.self) }
        set { setExtensions(newValue) }
    }

    /// `gContact:nickname`.
    public var nickname: String? {
        get { self.extension(GContactNickname.self)?.text }
        set { setExtension(newValue.map { GContactNickname(text: $0) }) }
    }

    /// `gContact:birthday`'s date, as written.
    public var birthday: String? {
        get { self.extension(GContactBirthday.self)?.when }
        set {
            var birthday = self.extension(GContactBirthday.self) ?? GContactBirthday()
            birthday.when = newValue
            setExtension(newValue == nil ? nil : birthday)
        }
    }

    /// `gContact:website` pages.
    public var websites: [GContactWebsite] {
        get { extensions(GContactWebsite.self) }
        set { setExtensions(newValue) }
    }

    /// `gContact:relation` people.
    public var relations: [GContactRelation] {
        get { extensions(GContactRelation.self) }
        set { setExtensions(newValue) }
    }

    /// `gContact:userDefinedField` fields.
    public var userDefinedFields: [GContactUserDefinedField] {
        get { extensions(GContactUserDefinedField.self) }
        set { setExtensions(newValue) }
    }

    /// `gd:email` addresses.
    public var emailAddresses: [GDEmail] {
        get { extensions(GDEmail.self) }
        set { setExtensions(newValue) }
    }

    /// `gd:im` addresses.
    public var imAddresses: [GDIm] {
        get { extensions(GDIm.self) }
        set { setExtensions(newValue) }
    }

    /// `gd:phoneNumber` numbers.
    public var phoneNumbers: [GDPhoneNumber] {
        get { extensions(GDPhoneNumber.self) }
        set { setExtensions(newValue) }
    }

    /// `gd:postalAddress` addresses.
    public var postalAddresses: [GDPostalAddress] {
        get { extensions(GDPostalAddress.self) }
        set { setExtensions(newValue) }
    }

    /// `gd:organization` memberships.
    public var organizations: [GDOrganization] {
        get { extensions(GDOrganization.self) }
        set { setExtensions(newValue) }
    }

    /// `gContact:groupMembershipInfo` memberships.
    public var groupMemberships: [GContactGroupMembershipInfo] {
        get { extensions(GContactGroupMembershipInfo.self) }
        set { setExtensions(newValue) }
    }

    /// The primary email address, else the first.
    public var primaryEmail: String? {
        (emailAddresses.first { $0.primary == "true" } ?? emailAddresses.first)?.address
    }
}
