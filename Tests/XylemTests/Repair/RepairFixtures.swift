// A small feed-like model and documents damaged in the ways web documents break, for the tests of
// the repairing read mode.

import Xylem

struct RepairItem: XMLReadable, Equatable {
    var id = ""
    var title = ""
    var link = ""

    static let xmlDescription = XMLDescription(RepairItem.init) {
        XMLChildText("id", \.id)
        XMLChildText("title", \.title)
        XMLAttribute("link/@href", \.link)
    }
}

struct RepairChannel: XMLReadable, Equatable {
    var title = ""
    var items: [RepairItem] = []

    static let xmlDescription = XMLDescription(RepairChannel.init, element: "channel") {
        XMLChildText("title", \.title)
        XMLChildren("item", \.items)
    }
}

enum RepairDocuments {
    /// A channel of `count` items; `damage` replaces the title of the item with that index.
    static func channel(items count: Int, damaged: [Int: String] = [:]) -> String {
        var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<channel>\n<title>News</title>\n"
        for index in 1...count {
            let title = damaged[index] ?? "Item \(index)"
            text += "<item><id>\(index)</id><title>\(title)</title><link href=\"/\(index)\"/></item>\n"
        }
        return text + "</channel>\n"
    }

    static func reader(_ policy: XMLReader.MalformedInputPolicy = .repair) -> XMLReader {
        var options = XMLReader.Options()
        options.malformedInput = policy
        return XMLReader(options: options)
    }
}
