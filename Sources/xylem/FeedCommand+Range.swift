// `xylem feed FILE --range START-END --context FILE`: the items that begin in one byte range of an
// RSS 2.0 feed, one JSON line each with its byte offset first, for a worker that reads one range
// of a feed that `xylem split --model feed` planned.

import ArgumentParser
import Xylem
import XylemFeeds
import XylemToolSupport

extension FeedCommand {
    /// Prints the items of `bytes` in `file`; a failure is printed as a line with "_error" and
    /// ends the command with a failure status. Values that do not convert are left out and
    /// reported on standard error, as a read of the whole feed reports them.
    func runRange(_ bytes: Range<Int>, of file: String) throws {
        var printer = RecordLinePrinter(file: file, countOnly: count, range: bytes)
        try printer.run { printer in
            let context = try rangeOptions.loadContext()
            var options = XMLReader.Options.feedReading
            options.malformedInput = .fail
            options.unknownContent = .ignore
            options.warningHandler = { StandardError.write("xylem: warning: \(AtomCommand.oneLine($0))\n") }
            let reader = FeedReader(options: options, documentURL: base)
            try reader.readRSSItems(in: bytes, of: .file(file), context: context) { item, offset in
                if rangeOptions.keys != nil {
                    try printer.record(rangeOptions.line(FeedJSONModel.item(item), offset: offset))
                } else {
                    try printer.record { FeedJSONModel.writeItem(item, offset: offset, to: &$0) }
                }
                return .continue
            }
        }
    }
}
