// XMLOnComplete: hooks run when the object's end tag is reached, after its children and attributes,
// before the object reaches its parent, in declaration order; a throwing hook ends the read.

import Testing
import Xylem

private struct Line: XMLReadable, Equatable {
    var sku = ""
    var quantity = 0
    var trace: [String] = []

    static let xmlDescription = XMLDescription(Line.init) {
        XMLAttribute("sku", \.sku)
        XMLChildValue("quantity", \.quantity)
        XMLOnComplete { line in
            line.trace.append("line \(line.sku) saw quantity \(line.quantity)")
            XylemHookLog.record("line \(line.sku)")
        }
    }
}

private struct Order: XMLReadable {
    var id = ""
    var lines: [Line] = []
    var total = 0
    var childTracesSeenByParent: [[String]] = []
    var steps: [String] = []

    static let xmlDescription = XMLDescription(Order.init) {
        XMLOnComplete { order in
            order.steps.append("first")
            order.childTracesSeenByParent = order.lines.map(\.trace)
            order.total = order.lines.reduce(0) { $0 + $1.quantity }
            XylemHookLog.record("order \(order.id) first")
        }
        XMLAttribute("id", \.id)
        XMLChildren("line", \.lines, wrapper: "lines")
        XMLOnComplete { order in
            order.steps.append("second")
            XylemHookLog.record("order \(order.id) second")
        }
        XMLOnComplete { order in
            order.steps.append("third")
        }
    }
}

private struct Orders: XMLReadable {
    var orders: [Order] = []
    var totalsSeen: [Int] = []

    static let xmlDescription = XMLDescription(Orders.init) {
        XMLChildren("order", \.orders)
        XMLOnComplete { orders in
            orders.totalsSeen = orders.orders.map(\.total)
            XylemHookLog.record("orders")
        }
    }
}

struct HookFailure: Error, Equatable {
    let reason: String
}

private struct Validated: XMLReadable {
    var quantity = 0

    static let xmlDescription = XMLDescription(Validated.init) {
        XMLChildValue("quantity", \.quantity)
        XMLOnComplete { value in
            if value.quantity < 0 { throw HookFailure(reason: "negative quantity \(value.quantity)") }
        }
    }
}

private struct ValidatedList: XMLReadable {
    var items: [Validated] = []
    static let xmlDescription = XMLDescription(ValidatedList.init) {
        XMLChildren("item", \.items)
    }
}

private let ordersXML = """
    <orders>
      <order id="A">
        <lines><line sku="a1"><quantity>2</quantity></line><line sku="a2"><quantity>3</quantity></line></lines>
      </order>
      <order id="B"><lines><line sku="b1"><quantity>10</quantity></line></lines></order>
    </orders>
    """

extension CoreReaderTests {
    @Suite("XMLOnComplete")
    struct CompletionHookTests {
        @Test("children's hooks run before their parent's, each object's after its own content")
        func order() throws {
            let log = XylemHookLog()
            let orders = try XylemHookLog.$current.withValue(log) {
                try XMLReader().read(Orders.self, from: ordersXML)
            }
            #expect(
                log.entries == [
                    "line a1", "line a2", "order A first", "order A second",
                    "line b1", "order B first", "order B second",
                    "orders",
                ])
            #expect(orders.totalsSeen == [5, 10])
        }

        @Test("a parent's hook sees values already transformed by its children's hooks")
        func parentSeesChildResults() throws {
            let orders = try XMLReader().read(Orders.self, from: ordersXML)
            let first = try #require(orders.orders.first)
            #expect(first.childTracesSeenByParent == [["line a1 saw quantity 2"], ["line a2 saw quantity 3"]])
            #expect(first.lines.map(\.trace) == first.childTracesSeenByParent)
        }

        @Test("several hooks run in declaration order, whatever lines come between them")
        func declarationOrder() throws {
            let orders = try XMLReader().read(Orders.self, from: ordersXML)
            #expect(orders.orders.map(\.steps) == [["first", "second", "third"], ["first", "second", "third"]])
        }

        @Test("the hook of the root object runs too")
        func rootHook() throws {
            let order = try XMLReader().read(
                Order.self, from: "<order id=\"solo\"><lines><line><quantity>4</quantity></line></lines></order>")
            #expect(order.steps == ["first", "second", "third"])
            #expect(order.total == 4)
        }

        @Test("a throwing hook ends the read with a userCode error carrying the thrown error")
        func throwingHook() throws {
            let xml =
                "<list>\n<item><quantity>1</quantity></item>\n<item><quantity>-5</quantity></item>\n<item/></list>"
            let error = try xylemReadError(ValidatedList.self, from: xml)
            guard case .userCode = error.kind else {
                Issue.record("expected a userCode error, got \(error.kind)")
                return
            }
            #expect(error.underlying as? HookFailure == HookFailure(reason: "negative quantity -5"))
            #expect(error.path == "list/item[2]")
            #expect(error.line == 3)
        }

        @Test("a throwing hook fails the read even in lenient mode")
        func throwingHookLenient() throws {
            let error = try xylemReadError(
                ValidatedList.self, from: "<list><item><quantity>-1</quantity></item></list>",
                reader: xylemLenientReader())
            #expect(error.kind.name == "userCode")
        }
    }
}
