import BridgeJSON
import BridgeRuntime
import Foundation
import TestSupport
import XCTest

/// The WHATWG data: URL and forgiving-base64 vectors from web-platform-tests, in ../shared.
final class DataURLConformanceTests: XCTestCase {
    private func vectors(_ name: String) throws -> [JSONValue] {
        guard let conformance = Fixtures.conformance else { throw XCTSkip(Fixtures.missingSharedMessage) }
        let bytes = Array(try Data(contentsOf: conformance.appendingPathComponent("wpt-data-urls/\(name)")))
        return try XCTUnwrap(try JSONParser().parse(bytes).arrayValue)
    }

    private func bytes(_ value: JSONValue?) -> [UInt8]? {
        value?.arrayValue?.compactMap { $0.numberValue?.int64.map { UInt8(truncatingIfNeeded: $0) } }
    }

    func testEveryDataURLVector() throws {
        let all = try vectors("data-urls.json")
        XCTAssertEqual(all.count, 59)
        for vector in all {
            let list = try XCTUnwrap(vector.arrayValue)
            let input = try XCTUnwrap(list.first?.stringValue)
            let expectedMIME = list[1].stringValue
            do {
                let result = try DataURL.parse(input)
                guard let expectedMIME else {
                    XCTFail("\(JSONWriter.quoted(input)) should fail, decoded as \(result.mimeType)")
                    continue
                }
                XCTAssertEqual(result.mimeType.description, expectedMIME.isEmpty ? "text/plain;charset=US-ASCII" : expectedMIME, JSONWriter.quoted(input))
                XCTAssertEqual(result.body, bytes(list[2]), JSONWriter.quoted(input))
            } catch {
                XCTAssertNil(expectedMIME, "\(JSONWriter.quoted(input)) failed: \(error)")
            }
        }
    }

    func testEveryForgivingBase64Vector() throws {
        let all = try vectors("base64.json")
        XCTAssertEqual(all.count, 71)
        for vector in all {
            let list = try XCTUnwrap(vector.arrayValue)
            let input = try XCTUnwrap(list.first?.stringValue)
            let expected = bytes(list[1])
            switch ForgivingBase64.decode(Array(input.utf8)) {
            case .success(let decoded): XCTAssertEqual(decoded, expected, JSONWriter.quoted(input))
            case .failure(let failure): XCTAssertNil(expected, "\(JSONWriter.quoted(input)) failed: \(failure)")
            }
            // The same vector through a data: URL: the URL's percent-decoding and whitespace rules apply first.
            if let expected, !input.contains(where: { "\t\n\r\u{0}".contains($0) }) {
                let url = "data:;base64," + (input.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "")
                XCTAssertEqual(try? DataURL.parse(url).body, expected, url)
            }
        }
    }
}
