// The tables' and the tool's numbers: a fixed count of decimals, rounded as printf rounds them,
// with a point whatever the locale.

import Testing

@testable import XylemBenchKit

@Suite("Numbers with fixed decimals")
struct FixedDecimalTests {
    @Test(
        "rounds to the given decimals",
        arguments: [
            (0.0, 1, "0.0"), (2.0 / 3, 2, "0.67"), (1.005, 0, "1"), (123.456, 1, "123.5"), (0.04, 1, "0.0"),
            (99.96, 1, "100.0"), (-1.25, 1, "-1.2"), (-0.04, 1, "0.0"), (3.0, 3, "3.000"), (0.0001, 4, "0.0001"),
            (1.5, 0, "2"), (2.5, 0, "2"), (1_234_567.891, 2, "1234567.89"),
        ])
    func rounding(_ value: Double, _ digits: Int, _ expected: String) {
        #expect(value.fixed(digits) == expected)
    }

    @Test("a value that is not a number is a dash")
    func notFinite() {
        #expect(Double.nan.fixed(2) == "—")
        #expect(Double.infinity.fixed(0) == "—")
    }
}
