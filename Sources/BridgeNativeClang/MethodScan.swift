import BridgeNative
import Foundation

/// Walks one method body (a message receiver, a navigation decision, a library handler) in
/// source order, following what each variable holds (`ObjCRole`), and records what it decodes:
/// name and action tests, body casts, key reads, schemes, and unsafe uses of page data.
struct MethodScan {
    enum Context {
        case receiver(type: String?, serves: [String])
        case navigation(SchemeCheck.Context)
        /// A library handler (`library` is the manifest envelope's name) for `function`.
        case library(String, function: String)
    }

    let program: ObjCProgram
    let context: Context
    var roles: [String: ObjCRole]
    var facts = NativeFacts()
    private(set) var sawOriginCheck = false
    private(set) var sawNameTest = false
    private(set) var testedNames: [String] = []
    /// Variables (by USR) and `message.body` ("body") whose class the code checks.
    private var kindChecked: Set<String> = []
    /// Variables whose `count` the code reads.
    private var counted: Set<String> = []
    private var typedBodies: [(usr: String?, node: ObjCNode, type: String)] = []
    private var splitIndexes: [(usr: String?, node: ObjCNode, index: Int)] = []
    /// Key reads of this scan by the read's offset, and by the variable that holds the value
    /// read, to set a kind found later.
    private var readAt: [Int: Int] = [:]
    private var variableRead: [String: Int] = [:]

    /// What the caller's branches said, for a helper method the scan follows into.
    var inherited: (handlers: [String]?, function: String?) = (nil, nil)
    /// The selectors being followed, to stop at recursion; at most `maxFollow` deep.
    var following: [String] = []
    static let maxFollow = 3

    init(program: ObjCProgram, context: Context, roots: [String: ObjCRole]) {
        self.program = program
        self.context = context
        roles = roots
    }

    private var receiverType: String? {
        if case .receiver(let type, _) = context { return type }
        return nil
    }

    private var library: String? {
        if case .library(let name, _) = context { return name }
        return nil
    }

    mutating func run(_ body: ObjCNode) {
        var nodes: [ObjCNode] = []
        // Children first: a variable's role is known once its initializer's reads are recorded.
        body.walkPostOrder { nodes.append($0) }
        for node in nodes { visit(node) }
        for typed in typedBodies where !kindChecked.contains("body") && !(typed.usr.map(kindChecked.contains) ?? false) {
            hazard(
                "force-cast-page-data",
                "`\(program.text(typed.node))` treats page data as \(typed.type) without checking its class; a page that sends another kind makes the first \(typed.type) message throw (unrecognized selector) and crashes the app",
                hint: "check [message.body isKindOfClass:[\(typed.type) class]] first and reject other messages", at: typed.node)
        }
        for split in splitIndexes where !(split.usr.map(counted.contains) ?? false) {
            hazard(
                "unchecked-split-index",
                "`\(program.text(split.node))` indexes the parts of page data without checking how many there are; a message without the separator crashes the app (NSRangeException)",
                hint: "check the count first (if (parts.count > \(split.index))), or use BridgeRuntime's DataURL.parse for data: URLs", at: split.node)
        }
    }

    // MARK: Visiting

    private mutating func visit(_ node: ObjCNode) {
        switch node.kind {
        case .variable:
            guard let usr = node.usr, let value = node.children.last, ![.classRef, .typeRef, .protocolRef, .parameter].contains(value.kind) else { return }
            assign(usr, value, declaredType: node.type, at: node)
        case .binary where program.isAssignment(node):
            if let target = node.children[0].unwrapped.referenced { assign(target, node.children[1], declaredType: nil, at: node) }
        case .cast:
            if let inner = node.children.last, roleOf(inner) == .body, let type = ObjCProgram.className(ofType: node.type), let kind = ValueKind.of(swiftType: type) {
                facts.bodyCasts.append(BodyCast(handlers: handlers(at: node), receiverType: receiverType, kind: kind, position: program.position(node)))
                typedBodies.append((nil, node, type))
            }
        case .memberRef:
            guard let base = node.children.first else { return }
            let baseRole = roleOf(base)
            if baseRole == .message, node.spelling == "frameInfo" || node.spelling == "webView" { sawOriginCheck = true }
            if node.spelling == "count", let usr = base.unwrapped.referenced { counted.insert(usr) }
        case .message:
            message(node)
        case .unexposed where isSubscript(node):
            let base = node.children[0], key = node.children[1]
            subscriptRead(node, base: base, key: key)
        default:
            break
        }
    }

    private mutating func assign(_ usr: String, _ value: ObjCNode, declaredType: String?, at node: ObjCNode) {
        guard let role = roleOf(value) else { return }
        roles[usr] = role
        if let read = readIndex(of: value) { variableRead[usr] = read }
        guard let declaredType, let type = ObjCProgram.className(ofType: declaredType), let kind = ValueKind.of(swiftType: type) else { return }
        switch role {
        case .body:
            // `NSString *t = (NSString *)message.body;`: the cast, recorded where it is written,
            // is the one unchecked use; the variable only names it (a later check of `t` counts).
            if let cast = Self.cast(in: value), let i = typedBodies.firstIndex(where: { $0.usr == nil && $0.node.start == cast.start && $0.node.kind == .cast }) {
                typedBodies[i].usr = usr
                return
            }
            facts.bodyCasts.append(BodyCast(handlers: handlers(at: node), receiverType: receiverType, kind: kind, position: program.position(node)))
            typedBodies.append((usr, node, type))
        case .keyValue, .tainted:
            if let read = readIndex(of: value) { facts.keyReads[read].kind = kind }
        default: break
        }
    }

    /// The explicit cast a value is, through parentheses and clang's unexposed wrappers.
    private static func cast(in value: ObjCNode) -> ObjCNode? {
        var n = value
        while n.kind != .cast {
            guard n.children.count == 1, let only = n.children.first, n.kind == .unexposed || n.kind == .paren else { return nil }
            n = only
        }
        return n
    }

    private func readIndex(of value: ObjCNode) -> Int? {
        var n = value
        while true {
            if let k = readAt[n.start], facts.keyReads.indices.contains(k) { return k }
            guard n.children.count == 1, let only = n.children.first, n.kind == .unexposed || n.kind == .paren || n.kind == .cast else { return nil }
            n = only
        }
    }

    /// `dict[key]`: clang leaves Objective-C subscripts unexposed, with the base and the key.
    private func isSubscript(_ node: ObjCNode) -> Bool {
        guard node.children.count == 2, node.children[0].kind != .classRef, node.children[0].start == node.start else { return false }
        // Array literals (`@[a, b]`) are unexposed too, but start with `@`.
        let written = program.text(node)
        return written.hasSuffix("]") && !written.hasPrefix("@")
    }

    // MARK: Messages

    private mutating func message(_ node: ObjCNode) {
        let (receiver, arguments) = ObjCProgram.parts(of: node)
        let receiverRole = receiver.flatMap { roleOf($0) }
        switch node.spelling {
        case "isEqualToString:", "isEqual:", "hasPrefix:", "caseInsensitiveCompare:":
            guard let receiver, let argument = arguments.first else { return }
            // Either side may be the literal.
            let pairs = [(receiverRole, argument), (roleOf(argument), receiver)]
            for (role, other) in pairs {
                guard let role, let values = program.strings(other) else { continue }
                for (value, written) in values { test(role, value: value, prefix: node.spelling == "hasPrefix:", at: node, written: written) }
            }
        case "isKindOfClass:", "isMemberOfClass:":
            guard let receiver, let argument = arguments.first, let role = receiverRole else { return }
            let classNode = ObjCProgram.message(argument).flatMap { ObjCProgram.parts(of: $0).receiver }
            let kind = classNode.flatMap { ValueKind.of(swiftType: $0.spelling) }
            if let usr = receiver.unwrapped.referenced { kindChecked.insert(usr) }
            if role == .body {
                kindChecked.insert("body")
                if let kind { facts.bodyCasts.append(BodyCast(handlers: handlers(at: node), receiverType: receiverType, kind: kind, position: program.position(node))) }
            } else if let kind, let read = receiver.unwrapped.referenced.flatMap({ variableRead[$0] }) ?? readIndex(of: receiver) {
                facts.keyReads[read].kind = kind
            }
        case "objectForKey:", "valueForKey:", "objectForKeyedSubscript:":
            if let receiver, let key = arguments.first { subscriptRead(node, base: receiver, key: key) }
        case "objectAtIndex:":
            if let receiver, let index = arguments.first { subscriptRead(node, base: receiver, key: index) }
        case _ where Self.capacitorGetters[node.spelling] != nil:
            // CAPPluginCall's typed getters name the option and its kind.
            if let receiver, let key = arguments.first, case .params = receiverRole {
                subscriptRead(node, base: receiver, key: key)
                if let k = readAt[node.start] { facts.keyReads[k].kind = Self.capacitorGetters[node.spelling] ?? nil }
            }
        case "containsObject:":
            guard let argument = arguments.first, roleOf(argument) == .messageName, let receiver, let elements = program.arrayElements(receiver) else { return }
            for element in elements {
                for (value, written) in program.strings(element) ?? [] { test(.messageName, value: value, prefix: false, at: node, written: written) }
            }
        case "count":
            if let usr = receiver?.unwrapped.referenced { counted.insert(usr) }
        case "JSONObjectWithData:options:error:":
            if let data = arguments.first, roleOf(data) == .bodyData { noteParsed("json-string", at: node) }
        case _ where receiver == nil || receiver?.unwrapped.kind == .objcSelf:
            follow(node, arguments: arguments)
        case "URLWithString:", "initWithString:":
            if let s = arguments.first, roleOf(s) == .body { noteParsed("url", at: node) }
        default:
            break
        }
        // A table looked up by the message's name: every name is handled there.
        if ["objectForKey:", "valueForKey:", "objectForKeyedSubscript:"].contains(node.spelling), let key = arguments.first, roleOf(key) == .messageName {
            sawNameTest = true
            testedNames.append("*")
        }
    }

    static let capacitorGetters: [String: ValueKind?] = [
        "getString:": .string, "getString:defaultValue:": .string, "getBool:": .boolean, "getBool:defaultValue:": .boolean,
        "getInt:": .integer, "getInt:defaultValue:": .integer, "getNumber:": .number, "getDouble:": .number, "getFloat:": .number,
        "getObject:": .object, "getArray:": .array, "getValue:": nil,
    ]

    /// `[self helper:body]`: the helper's body is scanned with its parameters holding what the
    /// arguments hold, under the branches around the call.
    private mutating func follow(_ node: ObjCNode, arguments: [ObjCNode]) {
        guard following.count < Self.maxFollow, !following.contains(node.spelling), let type = ObjCProgram.enclosingClass(node),
            let method = program.classes[type]?.methods.first(where: { $0.spelling == node.spelling }), let body = method.children.last(where: { $0.kind == .compound })
        else { return }
        let parameters = method.children.filter { $0.kind == .parameter }
        var roots: [String: ObjCRole] = [:]
        for (k, argument) in arguments.enumerated() where parameters.indices.contains(k) {
            if let usr = parameters[k].usr, let role = roleOf(argument) { roots[usr] = role }
        }
        guard !roots.isEmpty else { return }
        var nested = MethodScan(program: program, context: context, roots: roots)
        nested.inherited = (handlers(at: node), function(at: node))
        nested.following = following + [node.spelling]
        nested.run(body)
        facts.append(nested.facts)
        sawOriginCheck = sawOriginCheck || nested.sawOriginCheck
        sawNameTest = sawNameTest || nested.sawNameTest
        testedNames += nested.testedNames
    }

    /// The body is a string the code parses as `kind`: noted on its string cast, or as one.
    private mutating func noteParsed(_ kind: String, at node: ObjCNode) {
        // The cast of this branch's handlers; a cast shared with other branches (one class
        // check before the name tests) says nothing about how this one parses.
        let here = handlers(at: node)
        if let k = facts.bodyCasts.lastIndex(where: { $0.kind == .string && $0.parsedAs == nil && $0.handlers == here }) {
            facts.bodyCasts[k].parsedAs = kind
        } else {
            facts.bodyCasts.append(BodyCast(handlers: here, receiverType: receiverType, kind: .string, parsedAs: kind, position: program.position(node)))
        }
    }

    /// `x isEqualToString: @"value"` where x plays `role`.
    private mutating func test(_ role: ObjCRole, value: String, prefix: Bool, at node: ObjCNode, written: ObjCNode) {
        let position = program.position(written)
        switch role {
        case .messageName where !prefix:
            sawNameTest = true
            testedNames.append(value)
            facts.handled.append(HandledName(name: value, receiverType: receiverType, position: position))
        case .keyValue(let key) where !prefix:
            facts.functions.append(HandledFunction(handlers: handlers(at: node), receiverType: receiverType, name: value, source: .actionKey, key: key, position: position))
        case .onlyKeyName where !prefix:
            facts.functions.append(HandledFunction(handlers: handlers(at: node), receiverType: receiverType, name: value, source: .onlyKey, position: position))
        case .urlScheme where !prefix:
            scheme(value, hosts: hosts(near: node), position: position)
        case .urlHost where !prefix:
            if case .receiver = context {
                facts.functions.append(HandledFunction(handlers: handlers(at: node), receiverType: receiverType, name: value, source: .urlHost, position: position))
            }
        case .tainted, .url, .body:
            // `[url.absoluteString hasPrefix:@"mgapp://host"]`.
            guard prefix, let r = value.range(of: "://") else { return }
            let scheme = String(value[..<r.lowerBound])
            let rest = value[r.upperBound...].prefix { $0 != "/" && $0 != "?" }
            guard !scheme.isEmpty, scheme.allSatisfy({ $0.isLetter || $0.isNumber || "+-.".contains($0) }) else { return }
            self.scheme(scheme, hosts: rest.isEmpty ? [] : [String(rest)], position: position)
        default:
            break
        }
    }

    private mutating func scheme(_ scheme: String, hosts: [String], position: NativePosition) {
        let context: SchemeCheck.Context
        switch self.context {
        case .navigation(let c): context = c
        default: context = .message
        }
        if hosts.isEmpty {
            facts.schemes.append(SchemeCheck(scheme: scheme.lowercased(), context: context, position: position))
        }
        for host in hosts { facts.schemes.append(SchemeCheck(scheme: scheme.lowercased(), host: host, context: context, position: position)) }
    }

    /// Hosts tested beside a scheme test: in the same condition, or in a condition inside the
    /// branch the scheme test guards.
    private func hosts(near node: ObjCNode) -> [String] {
        guard let branch = node.ancestors.first(where: { $0.kind == .ifStmt }) else { return [] }
        var out: [String] = []
        branch.walk { n in
            guard n.kind == .message, n.spelling == "isEqualToString:" else { return }
            let (receiver, arguments) = ObjCProgram.parts(of: n)
            guard let receiver, let argument = arguments.first else { return }
            if roleOf(receiver) == .urlHost, let values = program.strings(argument) { out += values.map(\.0) }
            if roleOf(argument) == .urlHost, let values = program.strings(receiver) { out += values.map(\.0) }
        }
        return out
    }

    // MARK: Key reads

    private mutating func subscriptRead(_ node: ObjCNode, base: ObjCNode, key: ObjCNode) {
        guard let baseRole = roleOf(base) else { return }
        if baseRole == .split {
            let keyText = program.text(key.unwrapped)
            if let index = Int(keyText), index >= 1 { splitIndexes.append((base.unwrapped.referenced, node, index)) }
            return
        }
        guard let keys = program.strings(key), keys.count == 1, let name = keys.first?.0 else { return }
        let function: String?
        switch baseRole {
        case .body, .bodyObject:
            function = nil
        case .keyValue(let container):
            // A nested object read outside any action branch is not a function's parameters
            // (seed 003's metadata).
            guard let f = self.function(at: node) else { return }
            function = f
            for k in facts.keyReads.indices where facts.keyReads[k].key == container && facts.keyReads[k].function == nil {
                facts.keyReads[k].isParamsContainer = true
            }
        case .params(let f):
            function = f ?? self.function(at: node)
        default:
            return
        }
        guard readAt[node.start] == nil else { return }
        readAt[node.start] = facts.keyReads.count
        facts.keyReads.append(
            KeyRead(handlers: handlers(at: node), receiverType: receiverType, function: function, key: name, kind: castKind(of: node), library: library, position: program.position(node)))
    }

    /// The kind a read value is cast to where it is read: `(NSString *)body[@"k"]`.
    private func castKind(of node: ObjCNode) -> ValueKind? {
        for a in node.ancestors {
            if a.kind == .cast { return ObjCProgram.className(ofType: a.type).flatMap { ValueKind.of(swiftType: $0) } }
            if a.kind != .unexposed && a.kind != .paren { return nil }
        }
        return nil
    }

    // MARK: Branches

    /// The handler names the branches around `node` test `message.name` for.
    func handlers(at node: ObjCNode) -> [String]? {
        guard case .receiver(_, let serves) = context else { return nil }
        return branchValues(at: node) { $0 == .messageName } ?? inherited.handlers ?? (serves.isEmpty ? nil : serves)
    }

    /// The action the branches around `node` test for.
    private func function(at node: ObjCNode) -> String? {
        if case .library(_, let function) = context { return function }
        return branchValues(at: node) {
            switch $0 {
            case .keyValue, .onlyKeyName: return true
            default: return false
            }
        }?.first ?? inherited.function
    }

    private func branchValues(at node: ObjCNode, where wanted: (ObjCRole) -> Bool) -> [String]? {
        var child = node
        for a in node.ancestors {
            defer { child = a }
            guard a.kind == .ifStmt, a.children.count >= 2, a.children[1] === child else { continue }
            var values: [String] = []
            a.children[0].walk { n in
                guard n.kind == .message, n.spelling == "isEqualToString:" else { return }
                let (receiver, arguments) = ObjCProgram.parts(of: n)
                guard let receiver, let argument = arguments.first else { return }
                if let r = roleOf(receiver), wanted(r) { values += program.strings(argument)?.map(\.0) ?? [] }
                if let r = roleOf(argument), wanted(r) { values += program.strings(receiver)?.map(\.0) ?? [] }
            }
            if !values.isEmpty { return values }
        }
        return nil
    }

    // MARK: Roles

    func roleOf(_ node: ObjCNode, depth: Int = 0) -> ObjCRole? {
        guard depth < 40 else { return nil }
        let n = node.unwrapped
        switch n.kind {
        case .declRef:
            return n.referenced.flatMap { roles[$0] }
        case .memberRef:
            guard let base = n.children.first, let baseRole = roleOf(base, depth: depth + 1) else { return nil }
            switch (baseRole, n.spelling) {
            case (.message, "body"): return .body
            case (.message, "name"): return .messageName
            case (.message, _): return nil
            case (.request, "request"), (.request, "mainDocumentURL"): return .request
            case (.request, "URL"): return .url
            case (.request, _): return nil
            case (.url, "scheme"): return .urlScheme
            case (.url, "host"): return .urlHost
            case (.bodyObject, "allKeys"), (.body, "allKeys"): return .bodyKeys
            case (.bodyKeys, "firstObject"), (.bodyKeys, "lastObject"): return .onlyKeyName
            case (.urlScheme, "lowercaseString"): return .urlScheme
            case (.urlHost, "lowercaseString"): return .urlHost
            case (.params(let f), "options"): return .params(f)
            default: return baseRole.isPageData ? .tainted : nil
            }
        case .cast, .paren:
            return n.children.last.flatMap { roleOf($0, depth: depth + 1) }
        case .conditional where n.children.count == 3:
            return roleOf(n.children[1], depth: depth + 1) ?? roleOf(n.children[2], depth: depth + 1)
        case .unexposed where isSubscript(n):
            return readRole(base: n.children[0], key: n.children[1], depth: depth)
        case .message:
            return messageRole(n, depth: depth)
        case .unexposed:
            if let only = n.children.first, n.children.count == 1 { return roleOf(only, depth: depth + 1) }
            return nil
        default:
            return nil
        }
    }

    private func readRole(base: ObjCNode, key: ObjCNode, depth: Int) -> ObjCRole? {
        guard let baseRole = roleOf(base, depth: depth + 1) else { return nil }
        switch baseRole {
        case .body, .bodyObject:
            if let keys = program.strings(key), keys.count == 1, let k = keys.first?.0 { return .keyValue(k) }
            if roleOf(key, depth: depth + 1) == .onlyKeyName { return .params(nil) }
            return .tainted
        case .message, .request: return nil
        default: return .tainted
        }
    }

    private func messageRole(_ n: ObjCNode, depth: Int) -> ObjCRole? {
        let (receiver, arguments) = ObjCProgram.parts(of: n)
        let receiverRole = receiver.flatMap { roleOf($0, depth: depth + 1) }
        switch n.spelling {
        case "objectForKey:", "valueForKey:", "objectForKeyedSubscript:", "objectAtIndex:":
            guard let receiver, let key = arguments.first else { return nil }
            return readRole(base: receiver, key: key, depth: depth)
        case "dataUsingEncoding:":
            if receiverRole == .body { return .bodyData }
        case "JSONObjectWithData:options:error:":
            if let data = arguments.first, let role = roleOf(data, depth: depth + 1) { return role == .bodyData ? .bodyObject : (role.isPageData ? .tainted : nil) }
            return nil
        case "componentsSeparatedByString:":
            if receiverRole?.isPageData == true { return .split }
        case "URLWithString:", "initWithString:", "componentsWithURL:resolvingAgainstBaseURL:", "initWithURL:resolvingAgainstBaseURL:":
            if let s = arguments.first, roleOf(s, depth: depth + 1)?.isPageData == true { return .url }
        case "lowercaseString", "uppercaseString":
            if receiverRole == .urlScheme || receiverRole == .urlHost { return receiverRole }
        case "firstObject", "lastObject":
            if receiverRole == .split { return .tainted }
            if receiverRole == .bodyKeys { return .onlyKeyName }
        case "allKeys":
            if receiverRole == .bodyObject || receiverRole == .body { return .bodyKeys }
        default:
            break
        }
        if receiverRole == .message || receiverRole == .request { return nil }
        if receiverRole?.isPageData == true { return .tainted }
        return nil
    }

    private mutating func hazard(_ rule: String, _ message: String, hint: String?, at node: ObjCNode) {
        facts.hazards.append(Hazard(rule: rule, message: message, hint: hint, position: program.position(node)))
    }
}
