import CLibXML2
import Foundation

/// Validates XML documents against an XML Schema with libxml2, in process, for report tests.
public enum XMLSchemaCheck {
    /// Messages for every problem found: not well-formed, or not valid against the schema at
    /// `schemaPath`. Empty when the document is valid.
    public static func problems(xml: Data, schemaPath: String) -> [String] {
        let collector = Collector()
        let context = Unmanaged.passUnretained(collector).toOpaque()

        guard let parserContext = xmlSchemaNewParserCtxt(schemaPath) else { return ["cannot read schema \(schemaPath)"] }
        defer { xmlSchemaFreeParserCtxt(parserContext) }
        guard let schema = xmlSchemaParse(parserContext) else { return ["cannot parse schema \(schemaPath)"] }
        defer { xmlSchemaFree(schema) }

        let document: xmlDocPtr? = xml.withUnsafeBytes { raw in
            let base = raw.bindMemory(to: CChar.self).baseAddress
            return xmlReadMemory(base, Int32(raw.count), "report.xml", nil, Int32(XML_PARSE_NONET.rawValue | XML_PARSE_NOERROR.rawValue | XML_PARSE_NOWARNING.rawValue))
        }
        guard let document else { return ["not well-formed XML"] }
        defer { xmlFreeDoc(document) }

        guard let validation = xmlSchemaNewValidCtxt(schema) else { return ["cannot create validation context"] }
        defer { xmlSchemaFreeValidCtxt(validation) }
        xmlSchemaSetValidStructuredErrors(validation, { userData, error in
            guard let userData, let error, let message = error.pointee.message else { return }
            let collector = Unmanaged<Collector>.fromOpaque(userData).takeUnretainedValue()
            collector.messages.append("line \(error.pointee.line): " + String(cString: message).trimmingCharacters(in: .whitespacesAndNewlines))
        }, context)
        let result = xmlSchemaValidateDoc(validation, document)
        if result != 0 && collector.messages.isEmpty { return ["invalid (libxml2 code \(result))"] }
        return collector.messages
    }

    private final class Collector {
        var messages: [String] = []
    }
}
