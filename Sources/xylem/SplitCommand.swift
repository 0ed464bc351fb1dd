// `xylem split FILE`: plans the byte ranges of one document for readers that each read one range
// (`xylem atom|feed|records --range … --context …`, in other processes or on other machines), and
// prints them with the context they share as one JSON object.

import ArgumentParser
import Xylem
import XylemAtom
import XylemFeeds
import XylemToolSupport

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

struct SplitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "split",
        abstract: "Plan the byte ranges of a document's records for readers of one range each.",
        discussion: """
            Prints one JSON object: "file", "size", "model", "path" (the records' path), \
            "context" (what every range's parser reads first: the prolog and the records' \
            ancestors' start tags; pass this output to --context) and "ranges", a list of \
            {"start":S,"end":E} that tile the file in order. Each range ends at a cut where the \
            next range's reader begins: a place between two records, found in the bytes and \
            checked by parsing around it. A reader of a range parses on to the cut at its end and \
            fails if its parse does not stand between records there, so that the ranges' records \
            are exactly a sequential read's, in order, or a read fails naming the range. \
            With --model atom (the default) the records are the Atom entries (feed/entry); with \
            feed, an RSS 2.0 feed's items (rss/channel/item; split an Atom feed with --model \
            atom); with records, the elements at --path.
            """)

    @Argument(help: "The document to split: a regular file.")
    var file: String

    @Option(help: ArgumentHelp("Cut the document into about N ranges of equal size.", valueName: "N"))
    var parts: Int?

    @Option(help: ArgumentHelp("Cut the document into ranges of about B bytes.", valueName: "B"))
    var bytes: Int?

    @Option(help: "The records: atom (Atom entries), feed (RSS 2.0 items) or records (elements at --path).")
    var model: RecordModel = .atom

    @Option(help: ArgumentHelp("The records' element path from the root, for --model records.", valueName: "PATH"))
    var path: String?

    func validate() throws {
        guard (parts == nil) != (bytes == nil) else { throw ValidationError("Give one of --parts and --bytes.") }
        if let parts, parts < 1 { throw ValidationError("--parts must be 1 or more.") }
        if let bytes, bytes < 1 { throw ValidationError("--bytes must be 1 or more.") }
        if model == .records, path == nil { throw ValidationError("--model records needs --path.") }
        if model != .records, path != nil { throw ValidationError("--path goes with --model records.") }
    }

    func run() throws {
        do {
            let input = XMLInput.file(file)
            let recordPath = try model.recordPath(of: file, given: path)
            let reader = XMLReader()
            let context = try reader.rangeContext(of: input, at: recordPath)
            let target = bytes ?? max(1, (context.documentSize + (parts ?? 1) - 1) / (parts ?? 1))
            let ranges = try reader.planRanges(of: input, context: context, targetSize: target)
            var object = JSONLineObject()
            object.add("file", file)
            object.add("size", context.documentSize)
            object.add("model", model.rawValue)
            object.add("path", recordPath.path)
            // Sorted keys: the same document plans to the same bytes in every run.
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            let encoded = try encoder.encode(context)
            object.add("context", encoded: String(decoding: encoded, as: UTF8.self))
            object.add(
                "ranges",
                ranges.map { range in
                    var entry = JSONLineObject()
                    entry.add("start", range.lowerBound)
                    entry.add("end", range.upperBound)
                    return entry
                })
            print(object.encoded)
        } catch let error as ValidationError {
            throw error
        } catch {
            StandardError.write("xylem: \(file): \(AtomCommand.oneLine(error))\n")
            throw ExitCode.failure
        }
    }
}

/// The records a range command reads.
enum RecordModel: String, ExpressibleByArgument, CaseIterable {
    case atom, feed, records

    /// The records' path in the document at `file`; `given` for `records`.
    func recordPath(of file: String, given: String?) throws -> XMLRecordPath {
        switch self {
        case .atom: return AtomKinds.feedEntries
        case .records: return RecordPathOption.recordPath(given ?? "", in: file)
        case .feed:
            switch try AtomInput(path: file).root {
            case .rss: return FeedReader.rssItemPath
            case .feed: throw RangeCommandError("an Atom feed: split it with --model atom and read it with xylem atom")
            case .rdf, .entry, .service:
                throw RangeCommandError("not an RSS 2.0 feed: --model feed splits RSS 2.0 feeds")
            }
        }
    }
}
