import Foundation
import XMLSchemaCheck

enum XMLSchemaCheckBridge {
    static func problems(_ xml: Data, _ schema: String) -> [String] { XMLSchemaCheck.problems(xml: xml, schemaPath: schema) }
}
