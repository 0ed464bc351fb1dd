// `xylem atom FILE --range START-END --context FILE`: the entries that begin in one byte range of
// a feed, one JSON line each with its byte offset first, for a worker that reads one range of a
// document that `xylem split` planned.

import ArgumentParser
import Xylem
import XylemAtom
import XylemToolSupport

extension AtomCommand {
    /// Prints the entries of `bytes` in `file`; a failure is printed as a line with "_error"
    /// and ends the command with a failure status.
    func runRange(_ bytes: Range<Int>, of file: String) throws {
        var printer = RecordLinePrinter(file: file, countOnly: count, range: bytes)
        try printer.run { printer in
            let context = try rangeOptions.loadContext()
            var options = XMLReader.Options()
            if ignoreUnknown { options.unknownContent = .ignore }
            try XMLReader(options: options).readRecords(
                AtomKinds.entries, at: AtomKinds.feedEntries, in: bytes, of: .file(file), context: context
            ) { entry, offset in
                try printer.record {
                    AtomJSONModel.writeEntry(entry, offset: offset, only: rangeOptions.keys, to: &$0)
                }
                return .continue
            }
        }
    }
}
