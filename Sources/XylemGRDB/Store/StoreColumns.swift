// Columns made from a model's Xylem description, so that a model read from XML is stored without
// naming each of its properties a second time.

import GRDB
import Xylem

/// Columns taken from the model's Xylem description: every attribute, text element and scalar
/// value line that the description writes becomes a column holding the value's XML text.
///
/// The column is named after the element's or attribute's local name (the prefix and any path
/// dropped, `-` and `:` turned into `_`): `itunes:duration` is the column `duration`,
/// `image/@href` the column `href`. The values are TEXT (`"42"`, `"true"`, a date as the
/// description writes it); SQLite's column affinity turns `"42"` into `42` in an `INTEGER` column.
/// Nested objects, lists, raw XML, own text and extensions are not columns.
///
/// ```swift
/// StoreDescription<Episode>(table: "episodes", key: ["guid"]) {
///     StoreColumns(from: Episode.xmlDescription, except: ["explicit"])
///     StoreColumn("explicit", \.isExplicit)
/// }
/// ```
///
/// When two lines have the same column name (`title` and `media:title`), the first one is the
/// column; store the other with a ``StoreColumn`` of another name. A line named `id` (an Atom
/// entry's) would be the row id: leave it out and store it under another name:
///
/// ```swift
/// StoreColumns(from: Entry.xmlDescription, except: ["id"])
/// StoreColumn("entry_id", \.id)
/// ```
public struct StoreColumns<Model> {
    let line: StoreLine<Model>

    /// The columns of `description`, but those named in `except`.
    ///
    /// - Parameters:
    ///   - description: The model's Xylem description.
    ///   - except: Column names to leave out.
    public init(from description: XMLDescription<Model>, except: Set<String> = []) {
        var seen: Set<String> = []
        var parts: [ColumnPart<Model>] = []
        for field in description.scalarFields {
            let name = Self.columnName(field.localName)
            guard !except.contains(name), seen.insert(name).inserted else { continue }
            parts.append(
                ColumnPart(name: name) { model in
                    guard let text = try field.text(model) else { return .null }
                    return text.databaseValue
                })
        }
        line = StoreLine(kind: .columns(parts))
    }

    /// `episode-type` → `episode_type`.
    static func columnName(_ localName: String) -> String {
        String(localName.map { $0 == "-" || $0 == ":" ? "_" : $0 })
    }
}
