// The line a range read prints for a record it could not read: the record's byte offset and the
// error, in the members that lead every line of such a read (`_offset`, then `_error`).

import XylemToolSupport

enum RecordErrorLine {
    /// Writes `{"_offset":N,"_error":"message"}` (without the line end).
    static func write(_ message: String, offset: Int, to writer: inout JSONWriter) {
        writer.object { object in
            object.member("_offset", offset)
            object.member("_error", message)
        }
    }
}
