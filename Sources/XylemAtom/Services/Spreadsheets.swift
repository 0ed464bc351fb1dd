// Google Spreadsheets: the spreadsheet, worksheet, cell and list-row kinds, the gs: elements, and
// the dynamic gsx: columns of list rows.

import Xylem

extension AtomNamespaces {
    static func gs(_ local: String) -> XMLQualifiedName { name(gs, local, "gs") }
    /// The category scheme the Spreadsheets API uses for its kinds (instead of `…/g/2005#kind`).
    static let spreadsheetsScheme = "http://schemas.google.com/spreadsheets/2006"
}

/// `gs:rowCount` of a worksheet or a cells feed.
public struct GSRowCount: GDataTextConstruct {
    /// The element's name, with the prefix it is written with.
    public static let xmlName = AtomNamespaces.gs("rowCount")
    /// How the type is read and written.
    public static let xmlDescription = textDescription()
    /// The number of rows, as written.
    public var text = ""
    /// Unknown content.
    public var extensions = XMLExtensions()
    /// An empty element.
    public init() {}
}

/// `gs:colCount` of a worksheet or a cells feed.
public struct GSColCount: GDataTextConstruct {
    /// The element's name, with the prefix it is written with.
    public static let xmlName = AtomNamespaces.gs("colCount")
    /// How the type is read and written.
    public static let xmlDescription = textDescription()
    /// The number of columns, as written.
    public var text = ""
    /// Unknown content.
    public var extensions = XMLExtensions()
    /// An empty element.
    public init() {}
}

/// `gs:cell`: one cell of a worksheet: position, the value as entered, its numeric value and the
/// displayed text.
public struct GSCell: XMLExtension, XMLExtensible {
    /// The element's name, with the prefix it is written with.
    public static let xmlName = AtomNamespaces.gs("cell")
    /// The 1-based row and column, as written.
    public var row: String?
    /// The `col` attribute, as written.
    public var col: String?
    /// What was entered (a formula, for computed cells).
    public var inputValue: String?
    /// The numeric value, when the cell holds a number, as written.
    public var numericValue: String?
    /// The text shown in the cell.
    public var text = ""
    /// Unknown content.
    public var extensions = XMLExtensions()

    /// An empty cell.
    public init() {}

    /// How the type is read and written.
    public static let xmlDescription = atomDescription(GSCell.init) {
        XMLAttribute("row", \.row)
        XMLAttribute("col", \.col)
        XMLAttribute("inputValue", \.inputValue)
        XMLAttribute("numericValue", \.numericValue)
        XMLTextContent(\.text)
        XMLExtensionPoint(\.extensions, keepUnknown: true)
    }

    /// The row as a number.
    public var rowIndex: Int? { row.flatMap { Int($0) } }
    /// The column as a number.
    public var columnIndex: Int? { col.flatMap { Int($0) } }
    /// The numeric value as a number.
    public var number: Double? { numericValue.flatMap { Double($0) } }
}

/// A spreadsheet entry of the spreadsheets feed.
public struct Spreadsheet: AtomEntryProtocol, Equatable {
    /// The entry's Atom and Google Data content.
    public var entry: AtomEntry
    /// An empty spreadsheet entry.
    public init() { entry = AtomEntry() }

    /// Wraps an entry that was read before its kind was known (see `AtomKindEntry`).
    init(entry: consuming AtomEntry) { self.entry = entry }
    /// How the type is read and written.
    public static let xmlDescription = AtomEntry.description(Spreadsheet.init, entry: \.entry)

    /// The extensions the kind declares: none (see ``AtomKinds``).
    static var kindDeclarations: [XMLExtensionDeclaration] { [] }
}

/// A worksheet entry: its size in rows and columns.
public struct SpreadsheetWorksheet: AtomEntryProtocol, Equatable {
    /// The entry's Atom and Google Data content.
    public var entry: AtomEntry
    /// An empty worksheet entry.
    public init() { entry = AtomEntry() }

    /// Wraps an entry that was read before its kind was known (see `AtomKindEntry`).
    init(entry: consuming AtomEntry) { self.entry = entry }
    /// How the type is read and written.
    public static let xmlDescription = AtomEntry.description(SpreadsheetWorksheet.init, entry: \.entry) {
        kindDeclarations
    }

    /// The extensions the kind declares (read in feeds as an ``AtomEntry`` with them declared:
    /// see ``AtomKinds``).
    @XMLExtensionBuilder static var kindDeclarations: [XMLExtensionDeclaration] {
        XMLExtensionDeclaration(GSRowCount.self)
        XMLExtensionDeclaration(GSColCount.self)
    }

    /// `gs:rowCount`.
    public var rowCount: Int? { self.extension(GSRowCount.self)?.intValue }
    /// `gs:colCount`.
    public var columnCount: Int? { self.extension(GSColCount.self)?.intValue }
}

/// A cell entry of a cells feed.
public struct SpreadsheetCell: AtomEntryProtocol, Equatable {
    /// The entry's Atom and Google Data content.
    public var entry: AtomEntry
    /// An empty cell entry.
    public init() { entry = AtomEntry() }

    /// Wraps an entry that was read before its kind was known (see `AtomKindEntry`).
    init(entry: consuming AtomEntry) { self.entry = entry }
    /// How the type is read and written.
    public static let xmlDescription = AtomEntry.description(SpreadsheetCell.init, entry: \.entry) { kindDeclarations }

    /// The extensions the kind declares (read in feeds as an ``AtomEntry`` with them declared:
    /// see ``AtomKinds``).
    @XMLExtensionBuilder static var kindDeclarations: [XMLExtensionDeclaration] {
        XMLExtensionDeclaration(GSCell.self)
    }

    /// `gs:cell`.
    public var cell: GSCell? {
        get { self.extension(GSCell.self) }
        set { setExtension(newValue) }
    }
}

/// A row of a list feed: the row's values under the names of its columns (`gsx:<column>`).
///
/// Columns are named by the worksheet's header row, so they cannot be declared ahead: they are
/// read as unknown content (in the `gsx` namespace) and need `unknownContent == .keep`, the default.
public struct SpreadsheetList: AtomEntryProtocol, Equatable {
    /// The entry's Atom and Google Data content.
    public var entry: AtomEntry
    /// An empty row.
    public init() { entry = AtomEntry() }

    /// Wraps an entry that was read before its kind was known (see `AtomKindEntry`).
    init(entry: consuming AtomEntry) { self.entry = entry }
    /// How the type is read and written.
    public static let xmlDescription = AtomEntry.description(SpreadsheetList.init, entry: \.entry)

    /// The extensions the kind declares: none (see ``AtomKinds``).
    static var kindDeclarations: [XMLExtensionDeclaration] { [] }

    /// The columns of the row, in document order: name and value.
    public var columns: [(name: String, value: String)] {
        extensions.unknownElements
            .filter { $0.name.namespaceURI == AtomNamespaces.gsx }
            .map { ($0.name.localName, $0.textContent) }
    }

    /// The columns of the row by name (the first of two with one name), for reading several.
    public var columnValues: [String: String] {
        Dictionary(columns, uniquingKeysWith: { first, _ in first })
    }

    /// The value of column `name`, if the row has it. Each call decodes the row's kept columns
    /// again: to read several, take ``columns`` or ``columnValues`` once.
    public func value(forColumn name: String) -> String? {
        columns.first { $0.name == name }?.value
    }
}

/// A table entry of the table feed (kept generic: its `gs:` elements are kept as unknown content).
public struct SpreadsheetTable: AtomEntryProtocol, Equatable {
    /// The entry's Atom and Google Data content.
    public var entry: AtomEntry
    /// An empty table entry.
    public init() { entry = AtomEntry() }

    /// Wraps an entry that was read before its kind was known (see `AtomKindEntry`).
    init(entry: consuming AtomEntry) { self.entry = entry }
    /// How the type is read and written.
    public static let xmlDescription = AtomEntry.description(SpreadsheetTable.init, entry: \.entry)

    /// The extensions the kind declares: none (see ``AtomKinds``).
    static var kindDeclarations: [XMLExtensionDeclaration] { [] }
}

/// A record entry of a table's records feed (its `gs:field` elements are kept as unknown content).
public struct SpreadsheetRecord: AtomEntryProtocol, Equatable {
    /// The entry's Atom and Google Data content.
    public var entry: AtomEntry
    /// An empty record entry.
    public init() { entry = AtomEntry() }

    /// Wraps an entry that was read before its kind was known (see `AtomKindEntry`).
    init(entry: consuming AtomEntry) { self.entry = entry }
    /// How the type is read and written.
    public static let xmlDescription = AtomEntry.description(SpreadsheetRecord.init, entry: \.entry)

    /// The extensions the kind declares: none (see ``AtomKinds``).
    static var kindDeclarations: [XMLExtensionDeclaration] { [] }

    /// The record's fields (`gs:field`), name and value, in document order.
    public var fields: [(name: String, value: String)] {
        extensions.unknownElements
            .filter { $0.name == AtomNamespaces.gs("field") }
            .map { ($0.attribute(XMLQualifiedName("name")) ?? "", $0.textContent) }
    }
}
