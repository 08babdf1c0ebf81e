import BridgeJSON
import Foundation
import TestSupport
import XCTest

/// nst/JSONTestSuite from ../shared: every y_ accepted, every n_ rejected, no i_ traps or hangs.
final class JSONTestSuiteTests: XCTestCase {
    private func cases(prefix: String) throws -> [(String, [UInt8])] {
        guard let conformance = Fixtures.conformance else { throw XCTSkip(Fixtures.missingSharedMessage) }
        let dir = conformance.appendingPathComponent("json-test-suite/test_parsing")
        let names = try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0.hasPrefix(prefix) }.sorted()
        XCTAssertFalse(names.isEmpty, "no \(prefix) cases in \(dir.path)")
        return try names.map { ($0, Array(try Data(contentsOf: dir.appendingPathComponent($0)))) }
    }

    func testEveryYCaseIsAccepted() throws {
        let all = try cases(prefix: "y_")
        XCTAssertEqual(all.count, 95)
        for (name, bytes) in all {
            do {
                _ = try JSONParser().parse(bytes)
            } catch {
                XCTFail("\(name) rejected: \(error)")
            }
        }
    }

    func testEveryNCaseIsRejectedWithAnOffsetInsideTheInput() throws {
        let all = try cases(prefix: "n_")
        XCTAssertEqual(all.count, 188)
        for (name, bytes) in all {
            do {
                let value = try JSONParser().parse(bytes)
                XCTFail("\(name) accepted as \(value)")
            } catch {
                XCTAssert((0...bytes.count).contains(error.offset), "\(name): offset \(error.offset) outside 0...\(bytes.count)")
            }
        }
    }

    func testEveryICaseEndsWithAValueOrAnError() throws {
        let all = try cases(prefix: "i_")
        XCTAssertEqual(all.count, 35)
        let rejected = all.filter { (try? JSONParser().parse($0.1)) == nil }.map(\.0)
        // Accepted: numbers beyond double range (kept as literals) and lone-surrogate escapes
        // (decoded to U+FFFD). Rejected: ill-formed UTF-8, UTF-16 text, a BOM, 500-deep nesting.
        XCTAssertEqual(rejected, [
            "i_string_UTF-16LE_with_BOM.json", "i_string_UTF-8_invalid_sequence.json", "i_string_UTF8_surrogate_U+D800.json",
            "i_string_invalid_utf-8.json", "i_string_iso_latin_1.json", "i_string_lone_utf8_continuation_byte.json",
            "i_string_not_in_unicode_range.json", "i_string_overlong_sequence_2_bytes.json", "i_string_overlong_sequence_6_bytes.json",
            "i_string_overlong_sequence_6_bytes_null.json", "i_string_truncated-utf-8.json", "i_string_utf16BE_no_BOM.json",
            "i_string_utf16LE_no_BOM.json", "i_structure_500_nested_arrays.json", "i_structure_UTF-8_BOM_empty_object.json",
        ])
    }

    func testTheThreeTrailingCommaCasesFoundationAcceptsAreRejectedWithTheirOffset() throws {
        guard Fixtures.conformance != nil else { throw XCTSkip(Fixtures.missingSharedMessage) }
        let expectations: [(String, Int, String)] = [
            ("n_array_extra_comma.json", 4, "expected a value, found ']'"),
            ("n_array_number_and_comma.json", 3, "expected a value, found ']'"),
            ("n_object_trailing_comma.json", 8, "expected a string key, found '}'"),
        ]
        let all = Dictionary(uniqueKeysWithValues: try cases(prefix: "n_"))
        for (name, offset, message) in expectations {
            let bytes = try XCTUnwrap(all[name], name)
            XCTAssertThrowsError(try JSONParser().parse(bytes), name) { error in
                let e = error as? JSONError
                XCTAssertEqual(e?.offset, offset, name)
                XCTAssertEqual(e?.message, message, name)
            }
        }
    }
}
