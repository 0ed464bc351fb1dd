// The control for the former component names: with the package trait `DeprecatedComponentNames`
// on (the default), a description written with the unprefixed names of earlier releases still
// compiles, with a deprecation warning that names the new spelling on each line.
import Xylem

struct Pet: XMLReadable {
    var name = ""
    static let xmlDescription = XMLDescription(Pet.init) { Text("name", \.name) }
}

struct Shelter: XMLReadable {
    var id = 0
    var city = ""
    var motto = ""
    var capacity: Int?
    var tags: [String] = []
    var head: Pet?
    var pets: [Pet] = []
    var notes = ""
    var closed = false

    static let xmlDescription = XMLDescription(Shelter.init) {
        Attribute("id", \.id)
        Text("city", \.city)
        Value("capacity", \.capacity)
        Values("tag", \.tags, wrapper: "tags")
        Child("head", \.head)
        Children(\.pets, wrapper: "pets") {
            Case("pet", Pet.self)
        }
        Flatten("address")
        Skip("legacy")
        Ignore("ads")
        RawXML("notes", \.notes)
        OnComplete { shelter in shelter.closed = shelter.pets.isEmpty }
        Text("motto", \.motto).required()
    }
}

struct Motto: XMLReadable {
    var text = ""
    static let xmlDescription = XMLDescription(Motto.init) { TextContent(\.text) }
}
