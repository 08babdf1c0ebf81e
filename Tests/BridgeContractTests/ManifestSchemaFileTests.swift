@testable import BridgeContract
import BridgeJSON
import Foundation
import TestSupport
import XCTest

/// schema/bridge-manifest.schema.json is for editors; it must name exactly the keys the loader accepts.
final class ManifestSchemaFileTests: XCTestCase {
    func testTheSchemaFileListsTheKeysTheLoaderAccepts() throws {
        let url = Fixtures.packageRoot.appendingPathComponent("schema/bridge-manifest.schema.json")
        let schema = try JSONParser().parse(Array(try Data(contentsOf: url)))
        func keys(_ path: [String]) throws -> Set<String> {
            var value = schema
            for key in path { value = try XCTUnwrap(value.objectValue?[key], path.joined(separator: ".")) }
            return Set(try XCTUnwrap(value.objectValue?["properties"]?.objectValue?.keys, path.joined(separator: ".")))
        }
        XCTAssertEqual(try keys([]), Set(ManifestKeys.root))
        XCTAssertEqual(try keys(["$defs", "handler"]), Set(ManifestKeys.handler))
        XCTAssertEqual(Set(try XCTUnwrap(schema.objectValue?["$defs"]?.objectValue?["envelope"]?.objectValue?["oneOf"]?.arrayValue?[1].objectValue?["properties"]?.objectValue?.keys)), Set(ManifestKeys.envelope))
        XCTAssertEqual(try keys(["$defs", "function"]), Set(ManifestKeys.function))
        XCTAssertEqual(try keys(["$defs", "wrapper"]), Set(ManifestKeys.wrapper))
        XCTAssertEqual(try keys(["$defs", "callback"]), Set(ManifestKeys.callback))
        XCTAssertEqual(try keys(["$defs", "callbackArgument"]), Set(ManifestKeys.callbackArgument))
        XCTAssertEqual(try keys(["$defs", "schema"]), Set(Schema.keywords))
        let bodies = try XCTUnwrap(schema.objectValue?["$defs"]?.objectValue?["bodyKind"]?.objectValue?["enum"]?.arrayValue)
        XCTAssertEqual(bodies.compactMap(\.stringValue), BodyKind.allCases.map(\.rawValue))
    }
}
