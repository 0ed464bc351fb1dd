// With the package trait `DeprecatedComponentNames` off, a file that imports Xylem and a module
// with its own `Text`, `Value`, `Kind` and `Attribute` uses those names unqualified, in type
// positions too (where an alias of Xylem's would make them ambiguous), beside a description.
import OtherModule
import Xylem

struct Headline: XMLReadable {
    var title = ""
    var rank = 0

    static let xmlDescription = XMLDescription(Headline.init) {
        XMLChildText("title", \.title)
        XMLAttribute("rank", \.rank)
    }
}

func label(for headline: Headline) -> Text { Text(headline.title) }
func parts() -> (Value, Kind, Attribute) { (Value(), Kind(), Attribute()) }
