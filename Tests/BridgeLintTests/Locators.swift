import Foundation
import TestSupport
import XMLSchemaCheck

enum TestSupportLocator {
    static var conformance: URL? { Fixtures.conformance }
    static let missing = Fixtures.missingSharedMessage
}

enum XMLSchemaCheckBridge {
    static func problems(_ xml: String, _ schema: String) -> [String] { XMLSchemaCheck.problems(xml: Data(xml.utf8), schemaPath: schema) }
}
