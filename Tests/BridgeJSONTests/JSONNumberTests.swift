import BridgeJSON
import XCTest

/// Integers are decided on the literal's digits, not on the nearest double; non-finite doubles
/// have no JSON number.
final class JSONNumberTests: XCTestCase {
    private func number(_ text: String) -> JSONNumber { JSONNumber(validatedText: text) }

    func testIntegersAreDecidedOnTheDigits() {
        let cases: [(String, Bool, Int64?)] = [
            ("9007199254740993.5", false, nil),  // the nearest double, 9007199254740994, is integral
            ("9007199254740993", true, 9_007_199_254_740_993),
            ("9007199254740993.0", true, 9_007_199_254_740_993),  // through a double it was ...994
            ("1e2", true, 100), ("1.5e1", true, 15), ("1.25e1", false, nil), ("125e-2", false, nil), ("1200e-2", true, 12),
            ("0", true, 0), ("-0", true, 0), ("-0.0", true, 0), ("0e999", true, 0), ("0.000", true, 0), ("0.001", false, nil),
            ("-9223372036854775808", true, .min), ("9223372036854775807", true, .max), ("9223372036854775808", true, nil),
            ("-9223372036854775809", true, nil), ("92233720368547758070e-1", true, .max),
            ("123456789012345678901234567890", true, nil), ("1e400", false, nil), ("-1e400", false, nil), ("1e-400", false, nil),
            ("1.0000000000000000000000001", false, nil), ("5e-324", false, nil),
        ]
        for (text, integer, exact) in cases {
            XCTAssertEqual(number(text).isInteger, integer, text)
            XCTAssertEqual(number(text).int64, exact, text)
        }
        XCTAssertEqual(JSONValue.number(number("9007199254740993.5")).typeName, "number")
    }

    func testNonFiniteDoublesHaveNoJSONNumber() {
        XCTAssertNil(JSONNumber(Double.nan))
        XCTAssertNil(JSONNumber(Double.infinity))
        XCTAssertNil(JSONNumber(-Double.infinity))
        XCTAssertEqual(JSONNumber(1.5)?.text, "1.5")
        XCTAssertEqual(JSONNumber(-0.0)?.text, "-0")
        XCTAssertEqual(JSONNumber(1e20)?.text, "1e+20")
    }
}
