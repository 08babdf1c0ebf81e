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
        /// The completion block of a script native evaluates: its first parameter is the page's answer.
        case completion
        /// A method that reads a property page data was stored in elsewhere (`carried`).
        case carried
    }

    /// A scan whose roots are page values as they came (a completion's result): messages to
    /// them with no class check are findings, as a message body's are.
    static func ofPageValues(program: ObjCProgram, context: Context, roots: [String: ObjCRole]) -> MethodScan {
        var scan = MethodScan(program: program, context: context, roots: roots)
        scan.readVariables = Set(roots.keys)
        scan.pageRoots = Set(roots.keys)
        return scan
    }

    let program: ObjCProgram
    let context: Context
    var roles: [String: ObjCRole]
    /// Properties and instance variables (by USR) a scan of another method stored page data in,
    /// and whether unchecked: each read of one is that page value (cordova-plugin-camera's
    /// `pictureOptions.quality = [command argumentAtIndex:0 …]`, read when the picture is taken).
    var carried: [String: Bool] = [:]
    /// What this scan (and the methods it followed) stored in properties: read by the reader
    /// into `carried` for the second pass.
    private(set) var carriedStores: [String: Bool] = [:]
    /// What an initializer (or any method followed with page data) stores in its object's
    /// properties, by class and property name (`_action = body[@"action"]` in
    /// `BridgeMessage`'s `initWithScriptMessage:`): the caller reads `msg.action` as that value.
    private(set) var storedRoles: [String: [String: ObjCRole]] = [:]
    /// How many times each variable is given a value in the method.
    private var assignments: [String: Int] = [:]
    var facts = NativeFacts()
    private(set) var sawOriginCheck = false
    private(set) var sawNameTest = false
    /// `[self performSelector:NSSelectorFromString([NSString stringWithFormat:@"%@:", method])
    /// withObject:params]` with the page's `method`: the page names one of the class's methods
    /// (the dispatch of many Chinese bridge demos). `colons` is how many arguments the selector
    /// takes, `key` the body key that names it, `node` where it is dispatched, and whether the
    /// object passed along is page data as the page sent it (a JSON value, not the app's own
    /// parse of a URL's query, whose values are strings).
    private(set) var dynamicDispatches: [(colons: Int, key: String?, node: ObjCNode, objectIsPageData: Bool, objectIsQuery: Bool)] = []
    /// `[self performSelector:NSSelectorFromString([NSString stringWithFormat:@"%@:", message.name])
    /// withObject:message.body]`: each handler's messages go to the class's method of its name.
    /// `object` is what the method is given (its role: the body, a value read from it), `node`
    /// where it is dispatched.
    private(set) var nameDispatches: [(colons: Int, node: ObjCNode, object: ObjCRole?, unchecked: Bool)] = []
    private(set) var testedNames: [String] = []
    /// `performSelector:` of a selector made from page data (not from `message.name`), with the
    /// selector's text as written: reported unless the method asks `respondsToSelector:` of it.
    private var pageSelectors: [(node: ObjCNode, selector: String)] = []
    /// The texts of the selectors the method asks `respondsToSelector:` of.
    private var askedSelectors: Set<String> = []
    /// Class checks (`isKindOfClass:`, `respondsToSelector:`) and `count` reads, by the value
    /// they test (see `valueKey`), with where they are: a check makes safe only the uses it
    /// dominates (`Dominance.covers`), not a use in another branch.
    private var classChecks: [(key: String, node: ObjCNode)] = []
    /// Where a page array's count is tested, and how many elements the test ensures where it
    /// holds (nil when that is not a number written there: the test covers any index).
    private var countChecks: [(key: String, node: ObjCNode, minimum: Int?)] = []
    /// Messages sent to a page value as it came (the body, a value read from it), judged once
    /// every check of the method is known.
    private var pageMessages: [(key: String, node: ObjCNode, selector: String)] = []
    /// Variables holding a value read from page data, and those that name `message.body`.
    /// Array reads at an index the page chose, or at a fixed index of an array the page sent,
    /// judged against the count checks at the end: (the array's key, the read, what it is).
    /// Indexes into arrays: `fixed` for a literal index into an array the page sent, `knownArray`
    /// when that array's class is known (a Cordova command's arguments), so the index is the only risk.
    private var pageIndexes: [(key: String, node: ObjCNode, fixed: Bool, knownArray: Bool, literal: Int?)] = []
    /// Variables assigned from a table looked up with a page value (`cb = callbacks[responseId]`),
    /// the references to them in conditions (nil checks), and the calls of them as blocks.
    private var pageLookups: Set<String> = []
    /// Of those, the ones looked up in a property or instance variable (`self.actions[action]`,
    /// `_actions[action]`) with a top-level body key: the property's name (no leading `_`) and the key.
    private var tableLookups: [String: (table: String, key: String)] = [:]
    /// Calls of a block looked up in such a table (`block(body[@"params"])`): the table and the
    /// action key, and whether the block is given page data (its first argument) as the page sent it.
    private(set) var blockTableCalls: [(table: String, key: String, argumentIsPageData: Bool, node: ObjCNode)] = []
    private var blockArguments: [ObjCNode] = []
    private var nilChecks: [(usr: String, node: ObjCNode)] = []
    /// Page values put where nil throws (a collection literal's element, `setObject:forKey:`,
    /// `addObject:`), and the conditions that test a page value is there, by value key.
    private var nilInserts: [(key: String, node: ObjCNode, into: String)] = []
    /// Page values passed to a framework method, or set to a framework property, typed
    /// `NSString *` (UIKit and Foundation then send it string messages the app never writes).
    private var typedArguments: [(key: String, node: ObjCNode, to: String, as: String)] = []
    private var presenceChecks: [(key: String, node: ObjCNode)] = []
    /// The page values a scan starts from (a completion's result), as they came.
    private var pageRoots: Set<String> = []
    /// Variables holding a read the page can leave out (`body[@"k"]`, `[command argumentAtIndex:0]`).
    private var nilableReads: Set<String> = []
    /// Variables read with a default for a missing key (Capacitor's `getString:defaultValue:`).
    private var defaultedReads: Set<String> = []
    private var blockCalls: [(usr: String, node: ObjCNode)] = []
    /// Variables holding a page value as it came, whose class nothing checked (set for a method's
    /// parameters by whoever hands it one: `follow`, the reader's dispatches).
    var readVariables: Set<String> = []
    private var bodyAliases: Set<String> = []
    /// `NSDictionary *call = object;`: the variable names the value `object` names, so a class
    /// check of either is a check of both.
    private var sameValue: [String: String] = [:]
    private var typedBodies: [(usr: String?, node: ObjCNode, type: String)] = []
    private var splitIndexes: [(usr: String?, node: ObjCNode, index: Int)] = []
    /// Key reads of this scan by the read's extent (not its start alone: `msg[@"comment"][@"id"]`
    /// and `msg[@"comment"]` start at one offset, and the outer read's type is not the inner's),
    /// and by the variable that holds the value read, to set a kind found later.
    private var readAt: [Span: Int] = [:]
    private struct Span: Hashable {
        let start: Int, end: Int
        init(_ node: ObjCNode) { (start, end) = (node.start, node.end) }
    }
    private var variableRead: [String: Int] = [:]

    /// What the caller's branches said, for a helper method the scan follows into.
    var inherited: (handlers: [String]?, function: String?) = (nil, nil)
    /// The method is followed from inside an `@try` with a `@catch`: what throws here is caught there.
    var insideTry = false
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
        // A method the page names, performed unchecked: a name the class lacks throws.
        for dispatch in pageSelectors where !askedSelectors.contains(dispatch.selector) {
            hazard(
                "force-cast-page-data",
                "`\(program.text(dispatch.node))` calls the method the page names without checking that the class has it; a page that names another crashes the app (unrecognized selector)",
                hint: "check [self respondsToSelector:selector] first and reject other messages", at: dispatch.node)
        }
        // One finding per page value: an unchecked typed cast of the body is where it is
        // reported, and the messages sent to what it names are not reported again.
        var reported: Set<String> = []
        for typed in typedBodies where !checked("body", at: typed.node) && !(typed.usr.map { checked(sameValue[$0] ?? $0, at: typed.node) || checked($0, at: typed.node) } ?? false) {
            hazard(
                "force-cast-page-data",
                "`\(program.text(typed.node))` treats page data as \(typed.type) without checking its class; a page that sends another kind makes the first \(typed.type) message throw (unrecognized selector) and crashes the app",
                hint: "check [message.body isKindOfClass:[\(typed.type) class]] first and reject other messages", at: typed.node)
            reported.insert((typed.usr.map { sameValue[$0] ?? $0 } ?? "body") + "|" + (handlers(at: typed.node) ?? []).joined(separator: ","))
        }
        // Then one per page value and handler branch (each branch's messages crash on their
        // own); a send nested in one already reported (`[[body objectForKey:@"i"] intValue]`)
        // is that finding.
        var reportedNodes: [ObjCNode] = []
        for sent in pageMessages.sorted(by: { $0.node.start < $1.node.start }) {
            let branch = sent.key + "|" + (handlers(at: sent.node) ?? []).joined(separator: ",")
            guard !reported.contains(branch) else { continue }
            guard !checked(sent.key, at: sent.node), !(bodyAliases.contains(sent.key) && checked("body", at: sent.node)) else { continue }
            reported.insert(branch)
            if reportedNodes.contains(where: { sent.node.start >= $0.start && sent.node.end <= $0.end }) { continue }
            reportedNodes.append(sent.node)
            let selector = sent.selector
            if sent.node.kind == .forIn, sent.node.children.count >= 2 {
                hazard(
                    "force-cast-page-data",
                    "`for (… in \(program.text(sent.node.children[1])))` enumerates a value from the page without checking its class; a page that sends a string, a number or null crashes the app (unrecognized selector \(selector))",
                    hint: "check it is an array first ([value isKindOfClass:[NSArray class]]) and reject other messages", at: sent.node.children[1])
                continue
            }
            let (kinds, check) = Self.kindsThatThrow(selector)
            hazard(
                "force-cast-page-data",
                "`\(program.text(sent.node))` sends \(selector) to a value from the page without checking its class; a page that sends \(kinds) crashes the app (unrecognized selector)",
                hint: "check its class first (\(check)) and reject other messages", at: sent.node)
        }
        for read in pageIndexes
        where !countChecks.contains(where: { check in
            check.key == read.key && Dominance.covers(check.node, read.node, program) && (check.minimum.map { minimum in read.literal.map { $0 < minimum } ?? true } ?? true)
        }) {
            // A fixed index of a page array whose class nothing checked is already a finding there.
            if read.fixed, !read.knownArray, !checked(read.key, at: read.node) { continue }
            hazard(
                "unchecked-page-index",
                read.fixed
                    ? "`\(program.text(read.node))` indexes an array from the page without checking how many elements it has; a page that sends fewer crashes the app (NSRangeException)"
                    : "`\(program.text(read.node))` indexes with a number from the page without checking it against the count; a page that sends a negative or too large index crashes the app (NSRangeException)",
                hint: "check it against the array's count first", at: read.node)
        }
        for argument in blockArguments {
            if let k = readIndex(of: argument) ?? argument.unwrapped.referenced.flatMap({ variableRead[$0] }) { facts.keyReads[k].isParamsContainer = true }
        }
        for call in blockCalls where !nilChecks.contains(where: { $0.usr == call.usr && Dominance.covers($0.node, call.node, program) }) {
            // Calling nil is a bad access, which no @catch catches.
            hazard(
                "force-unwrap-page-data",
                "`\(program.text(call.node))` calls a block looked up with a value from the page without checking it is there; a page that sends an unknown id calls nil and crashes the app",
                hint: "check it first (if (callback) { … }) and ignore unknown ids", at: call.node, throwsException: false)
        }
        for passed in typedArguments where !checked(passed.key, at: passed.node) && !messaged(passed.key, before: passed.node) {
            hazard(
                "force-cast-page-data",
                "`\(program.text(passed.node))` passes a value from the page as \(passed.as) to \(passed.to) without checking its class; a page that sends \(passed.as == "NSString" ? "a number, an array or an object" : "another kind (a string, a number\(passed.as == "NSArray" ? ", an object" : ", an array"))") crashes the app inside the framework (unrecognized selector)",
                hint: "check its class first ([value isKindOfClass:[NSString class]]) and reject other messages", at: passed.node)
        }
        // A page value may be nil (`postMessage(undefined)` gives a nil body, a key the page
        // left out reads nil): where nil throws, a check that it is there (or of its class) must
        // come first.
        for insert in nilInserts where !checked(insert.key, at: insert.node) && !presenceChecks.contains(where: { $0.key == insert.key && Dominance.covers($0.node, insert.node, program) }) {
            hazard(
                "force-unwrap-page-data",
                "`\(program.text(insert.node))` puts a value from the page into \(insert.into) without checking it is there; a page that leaves it out (a key, an argument, or the whole body with postMessage(undefined)) makes it nil and crashes the app (NSInvalidArgumentException)",
                hint: "check it first (if (value) { … }), or put [NSNull null] in its place (value ?: [NSNull null])", at: insert.node)
        }
        for split in splitIndexes where !(split.usr.map { key in countChecks.contains { $0.key == key && Dominance.covers($0.node, split.node, program) } } ?? false) {
            hazard(
                "unchecked-split-index",
                "`\(program.text(split.node))` indexes the parts of page data without checking how many there are; a message without the separator crashes the app (NSRangeException)",
                hint: "check the count first (if (parts.count > \(split.index))), or use BridgeRuntime's DataURL.parse for data: URLs", at: split.node)
        }
    }

    // MARK: Visiting

    /// A class check of the value `key` names dominates `use`.
    private func checked(_ key: String, at use: ObjCNode) -> Bool {
        classChecks.contains { $0.key == key && Dominance.covers($0.node, use, program) }
    }

    /// Whether the value was sent a message that has always run before `use`: had it been of a
    /// class that does not answer, that was the crash, and the finding is there; here it is of
    /// one that does. (Handing it to a framework method proves nothing: that may only keep it.)
    private func messaged(_ key: String, before use: ObjCNode) -> Bool {
        pageMessages.contains { $0.key == key && $0.node !== use && Dominance.runsBefore($0.node, use, program) }
    }

    /// What names a value for checks: "body" for `message.body`, a variable's USR, else the
    /// expression's text (`body[@"x"]` checked and then used as written).
    private func valueKey(_ node: ObjCNode) -> String {
        let u = Self.castAway(node)
        if u.kind == .memberRef, roleOf(u) == .body { return "body" }
        if u.kind == .declRef, let usr = u.referenced { return sameValue[usr] ?? usr }
        return program.text(u)
    }

    /// What a C cast casts: `(NSString *)val` is `val`, whatever class it claims (clang keeps the
    /// type as a child, so `unwrapped` stops at the cast).
    static func castAway(_ node: ObjCNode) -> ObjCNode {
        var u = node.unwrapped
        var depth = 0
        while u.kind == .cast, let inner = u.children.last, inner !== u, depth < 16 {
            u = inner.unwrapped
            depth += 1
        }
        return u
    }

    /// A page value as it came, whose class nothing has fixed: `message.body`, a value read
    /// from it (`body[@"x"]`, `[body objectForKey:@"x"]`), a WebViewJavascriptBridge handler's
    /// data, or a variable holding one of these. A string made from it (`[s uppercaseString]`)
    /// or a number (`[v intValue]`) is no longer one.
    /// What a page can send that does not answer `selector`, and the check that keeps those out:
    /// a dictionary's reads throw on a string, a number, null or an array; an array's on the rest;
    /// the number conversions NSString and NSNumber both answer (`intValue`) only on null, an array
    /// or an object; a string's methods on anything but a string.
    static func kindsThatThrow(_ selector: String) -> (kinds: String, check: String) {
        switch selector {
        case "objectForKey:", "objectForKeyedSubscript:", "allKeys", "allValues", "enumerateKeysAndObjectsUsingBlock:":
            return ("a string, a number, null or an array", "[value isKindOfClass:[NSDictionary class]]")
        case "valueForKey:", "valueForKeyPath:":
            return ("a string, a number or null", "[value isKindOfClass:[NSDictionary class]]")
        case "objectAtIndex:", "objectAtIndexedSubscript:", "firstObject", "lastObject", "containsObject:", "indexOfObject:":
            return ("a string, a number, null or an object", "[value isKindOfClass:[NSArray class]]")
        case "count":
            return ("a string, a number or null", "[value isKindOfClass:[NSArray class]] or NSDictionary")
        case "intValue", "integerValue", "floatValue", "doubleValue", "boolValue", "longLongValue":
            return ("null, an array or an object", "[value isKindOfClass:[NSNumber class]] or NSString")
        default:
            return ("another kind (a number, null, an object)", "[value isKindOfClass:[NSString class]]")
        }
    }

    private func isPageObject(_ node: ObjCNode) -> Bool {
        let u = Self.castAway(node)
        // A property of an object filled from the page by key-value coding.
        if u.kind == .memberRef, let base = u.children.first, roleOf(base) == .pageObject { return true }
        guard let role = roleOf(u) else { return false }
        switch role {
        case .body, .bodyObject, .keyValue, .params: break
        case .tainted: guard isRead(u) || (u.kind == .declRef && u.referenced.map(readVariables.contains) == true) else { return false }
        default: return false
        }
        if case .params = role {
            // A library's handler argument is page data when it is the JSON value itself (`id`, a
            // Foundation class); Capacitor's CAPPluginCall and Cordova's command are API objects
            // whose getters are typed.
            let type = u.type.trimmingCharacters(in: .whitespaces)
            guard type == "id" || type.hasPrefix("NS") || type.hasPrefix("id<") || type.hasPrefix("__kindof NS") else { return false }
        }
        if u.kind == .declRef, let usr = u.referenced {
            switch role {
            case .params, .bodyObject: return true
            default: return readVariables.contains(usr) || bodyAliases.contains(usr)
            }
        }
        return u.kind == .memberRef || isRead(u)
    }

    /// A value read out of a page object (`x[@"k"]`, `[x objectForKey:@"k"]`, `x[0]`); an
    /// element of split text is text, not a value whose class the page chose.
    private func isRead(_ node: ObjCNode) -> Bool {
        // A property (or file-level variable) another method stored an unchecked page value in
        // reads it as it came.
        if node.kind == .memberRef || node.kind == .declRef, let usr = node.referenced, carried[usr] == true { return true }
        let base: ObjCNode?
        if node.kind == .unexposed, isSubscript(node) {
            base = node.children.first
        } else if node.kind == .message, Self.readSelectors.contains(node.spelling) {
            base = ObjCProgram.parts(of: node).receiver
        } else if node.kind == .message, Self.cordovaArgumentSelectors.contains(node.spelling) {
            // `[command argumentAtIndex:0]`: a Cordova action's argument as the page sent it.
            guard let receiver = ObjCProgram.parts(of: node).receiver, case .params? = roleOf(receiver) else { return false }
            return true
        } else {
            return false
        }
        guard let base, let role = roleOf(base) else { return false }
        switch role {
        case .body, .bodyObject, .keyValue, .params, .tainted, .execArguments: return true
        default: return false
        }
    }

    static let readSelectors: Set<String> = ["objectForKey:", "valueForKey:", "objectForKeyedSubscript:", "objectAtIndex:", "valueForKeyPath:"]

    /// CDVInvokedUrlCommand's reads of the exec arguments that return them unchecked (nil for a
    /// missing one or null); `argumentAtIndex:withDefault:andClass:` checks the class.
    static let cordovaArgumentSelectors: Set<String> = ["argumentAtIndex:", "argumentAtIndex:withDefault:"]

    /// Selectors every object answers (NSNull included): sending them to a page value is safe.
    static let universalSelectors: Set<String> = [
        "isKindOfClass:", "isMemberOfClass:", "respondsToSelector:", "conformsToProtocol:", "description", "debugDescription", "isEqual:", "hash",
        "class", "superclass", "self", "copy",
    ]

    /// A message (or property) sent to a page value: noted, judged at the end of the scan.
    private mutating func notePageMessage(_ node: ObjCNode, receiver: ObjCNode, selector: String? = nil) {
        let selector = selector ?? node.spelling
        guard !Self.universalSelectors.contains(selector), isPageObject(receiver) else { return }
        pageMessages.append((valueKey(receiver), node, selector))
    }

    /// `cb = table[key]` or `[table objectForKey:key]` where the key is page data and the table is
    /// not: a lookup the page steers, which finds nothing for a key the app never stored.
    private mutating func noteLookup(_ usr: String, _ value: ObjCNode) {
        let n = value.unwrapped
        let base: ObjCNode?, key: ObjCNode?
        if n.kind == .unexposed, isSubscript(n) {
            (base, key) = (n.children.first, n.children.last)
        } else if n.kind == .message, ["objectForKey:", "objectForKeyedSubscript:", "valueForKey:"].contains(n.spelling) {
            let parts = ObjCProgram.parts(of: n)
            (base, key) = (parts.receiver, parts.arguments.first)
        } else {
            return
        }
        guard let base, let key, roleOf(base) == nil, let keyRole = roleOf(key), keyRole.isPageData, keyRole != .url else { return }
        pageLookups.insert(usr)
        if case .keyValue(let name) = keyRole, !name.contains("."), base.unwrapped.kind == .memberRef {
            let table = base.unwrapped.spelling
            tableLookups[usr] = (table.hasPrefix("_") ? String(table.dropFirst()) : table, name)
        }
    }

    /// Whether a node is inside the condition of an `if`, a `?:`, or the left of `&&`/`||`.
    private static func inCondition(_ node: ObjCNode) -> Bool {
        var child = node
        for a in node.ancestors {
            defer { child = a }
            switch a.kind {
            case .ifStmt, .conditional: if a.children.first === child { return true }
            case .binary: if a.children.first === child, a.children.count == 2 { return true }
            case .compound: return false
            default: continue
            }
        }
        return false
    }

    /// The class a receiver is declared as (a property's declared type: clang types the
    /// reference itself as a pseudo-object).
    static func declaredClass(_ receiver: ObjCNode) -> String? {
        let n = receiver.unwrapped
        // `[CDVPictureOptions createFromTakePictureArguments:command]`: a class message's receiver.
        if n.kind == .classRef { return n.spelling }
        let type = n.type.contains("pseudo-object") ? n.referencedType : n.type
        return ObjCProgram.className(ofType: type)
    }

    /// A C or Foundation integer type as clang spells it (`NSInteger`, `unsigned long`, `int`):
    /// a subscript with one is an array's, not a dictionary's.
    static func isIntegerType(_ type: String) -> Bool {
        let words = type.replacingOccurrences(of: "const", with: "").split(separator: " ").map(String.init)
        guard !words.isEmpty, !type.contains("*") else { return false }
        let integer: Set<String> = ["int", "long", "short", "char", "unsigned", "signed", "NSInteger", "NSUInteger", "size_t", "int32_t", "int64_t", "uint32_t", "uint64_t", "NSUInteger"]
        return words.allSatisfy(integer.contains)
    }

    /// NSString's methods that answer a new NSString.
    static func makesString(_ selector: String) -> Bool {
        if selector.hasPrefix("stringBy") || selector.hasPrefix("substring") { return true }
        return ["lowercaseString", "uppercaseString", "capitalizedString", "lastPathComponent", "pathExtension", "stringWithFormat:", "initWithFormat:"].contains(selector)
    }

    /// How many elements a count test ensures where it holds: `count == 0` or `count < 1` (a
    /// guard that leaves) and `count > 0` ensure one, `count < 3` three, `count > 1` two. Nil
    /// when the count is compared with no number written there (any index is then covered).
    private func ensuredCount(_ count: ObjCNode) -> Int? {
        guard let comparison = count.ancestors.first(where: { $0.kind == .binary }), comparison.children.count == 2 else { return nil }
        let left = comparison.children[0], right = comparison.children[1]
        let countOnLeft = count.start >= left.start && count.end <= left.end
        guard let n = Int(program.text((countOnLeft ? right : left).unwrapped)) else { return nil }
        let text = program.text(comparison)
        let between = text[text.index(text.startIndex, offsetBy: min(text.count, program.text(left).count))...]
        var op = ["<=", ">=", "==", "!=", "<", ">"].first { between.trimmingCharacters(in: .whitespaces).hasPrefix($0) } ?? ""
        if !countOnLeft { op = ["<": ">", ">": "<", "<=": ">=", ">=": "<="][op] ?? op }
        switch op {
        case "==": return n == 0 ? 1 : n
        case "!=": return n == 0 ? 1 : nil
        case "<": return n
        case "<=": return n + 1
        case ">": return n + 1
        case ">=": return n
        default: return nil
        }
    }

    /// `[names objectAtIndex:i]` / `names[i]` with `i` from the page, or `items[0]` of an array
    /// the page sent (a split of page text is unchecked-split-index's).
    private mutating func notePageIndex(_ node: ObjCNode, array: ObjCNode, index: ObjCNode) {
        if let role = roleOf(index), role.isPageData, role != .url, role != .urlScheme, role != .urlHost {
            pageIndexes.append((valueKey(array), node, false, false, nil))
        } else if index.unwrapped.kind == .integerLiteral, roleOf(array) == .execArguments {
            // `[command.arguments objectAtIndex:0]`: exec(…, []) sends none (argumentAtIndex: gives nil instead).
            pageIndexes.append((valueKey(array), node, true, true, Int(program.text(index.unwrapped))))
        } else if index.unwrapped.kind == .integerLiteral, roleOf(array) != .split, isPageObject(array) {
            pageIndexes.append((valueKey(array), node, true, false, Int(program.text(index.unwrapped))))
        }
    }

    /// Selectors whose `NSString *` parameter only compares or stores (a lookup key, a
    /// collection's key or element): any object may be passed.
    static let storingSelectors: Set<String> = readSelectors.union([
        "setObject:forKey:", "setValue:forKey:", "removeObjectForKey:", "containsObject:", "indexOfObject:", "addObject:", "insertObject:atIndex:", "isEqual:",
    ])

    /// `[UIAlertController alertControllerWithTitle:title …]` with a page value as `title`: a
    /// framework method (not the app's, which `follow` reads) given it as `NSString *`.
    private mutating func noteTypedArguments(_ node: ObjCNode, receiver: ObjCNode?, arguments: [ObjCNode]) {
        guard !node.spelling.isEmpty, !Self.storingSelectors.contains(node.spelling), let receiver else { return }
        // Apple's frameworks only, by their classes' prefixes: an app's own class (its methods
        // are followed) or a library's not in the scanned folder says nothing of what it does.
        let r = receiver.unwrapped
        guard r.kind != .objcSelf, let type = Self.declaredClass(receiver), isFrameworkClass(type) else { return }
        // A method the app implements itself (a category on a framework class, Toast's on UIView)
        // is followed into, not a framework's.
        if program.classes[type]?.methods.contains(where: { $0.spelling == node.spelling }) == true { return }
        let parts = node.spelling.split(separator: ":", omittingEmptySubsequences: true)
        // `stringWithFormat:` and the other format methods take any object for `%@` after the
        // format: only the format itself is an NSString parameter.
        let variadicFrom = parts.last.map { $0.hasSuffix("Format") || $0 == "format" } == true ? parts.count : Int.max
        for (k, argument) in arguments.enumerated() where k < variadicFrom {
            // NSString, and the collections a framework method reads as such
            // (`[[NSMutableDictionary alloc] initWithDictionary:message.body]`, KKJSBridge's).
            // A property read (`message.body`) carries no parameter type in the tree: the
            // Foundation selectors that take a collection say it.
            // A parameter typed `id` is a stand-in's for a header not here (MessageUI's, EventKit's):
            // what the app declared the value as says what the framework takes.
            let standIn = program.standInSelectors.contains(node.spelling) || program.standInClasses.contains(type)
            let type = standIn && argument.type.trimmingCharacters(in: .whitespaces) == "id" ? argument.unwrapped.type : argument.type
            guard let kind = Self.isStringType(type) ? "NSString" : Self.collectionType(type) ?? (k == 0 ? Self.collectionSelectors[node.spelling] : nil) else { continue }
            let value = argument.unwrapped
            guard isPageObject(value) else { continue }
            let to = parts.count > 1 && parts.indices.contains(k) ? "the \(parts[k]): argument of \(node.spelling)" : node.spelling
            typedArguments.append((valueKey(value), argument, to, kind))
            // The framework takes it as that class: a key read with no class of its own is of that
            // kind in the message (`[NSURL URLWithString:params[@"url"]]`: a string).
            if let read = readIndex(of: value) ?? value.referenced.flatMap({ variableRead[$0] }), facts.keyReads.indices.contains(read), facts.keyReads[read].kind == nil {
                facts.keyReads[read].kind = ValueKind.of(swiftType: kind)
            }
        }
    }

    static let frameworkPrefixes = [
        "NS", "UI", "WK", "AV", "CL", "MK", "PH", "SK", "CN", "SF", "MF", "EK", "AB", "UN", "MP", "QL", "PK", "GK", "HK", "LA", "AS", "CK", "CX", "IN", "NF",
    ]

    /// A class of Apple's frameworks, by its prefix, that the app does not implement itself (a
    /// stand-in declared for a header the SDK would give is still the framework's).
    private func isFrameworkClass(_ type: String) -> Bool {
        !(program.classes[type]?.implemented ?? false) && Self.frameworkPrefixes.contains { type.hasPrefix($0) }
    }

    /// Foundation's selectors whose first argument must be a dictionary or an array.
    static let collectionSelectors: [String: String] = [
        "initWithDictionary:": "NSDictionary", "dictionaryWithDictionary:": "NSDictionary", "addEntriesFromDictionary:": "NSDictionary", "setDictionary:": "NSDictionary",
        "initWithArray:": "NSArray", "arrayWithArray:": "NSArray", "addObjectsFromArray:": "NSArray", "setArray:": "NSArray",
    ]

    /// "NSDictionary" or "NSArray" for a parameter of that type (generics, mutability and
    /// qualifiers aside), else nil.
    static func collectionType(_ type: String) -> String? {
        var t = bareType(type)
        if let open = t.firstIndex(of: "<"), let close = t.lastIndex(of: ">"), open < close { t.removeSubrange(open...close) }
        switch t {
        case "NSDictionary*", "NSMutableDictionary*": return "NSDictionary"
        case "NSArray*", "NSMutableArray*": return "NSArray"
        default: return nil
        }
    }

    static func isStringType(_ type: String) -> Bool { bareType(type) == "NSString*" }

    /// A type as clang spells it without ownership, nullability, `const` or spaces.
    private static func bareType(_ type: String) -> String {
        type.replacingOccurrences(of: "__strong", with: "").replacingOccurrences(of: "_Nonnull", with: "").replacingOccurrences(of: "_Nullable", with: "")
            .replacingOccurrences(of: "const", with: "").replacingOccurrences(of: " ", with: "")
    }

    /// A value from the page where nil throws: noted, judged at the end of the scan.
    private mutating func noteNilInsert(_ value: ObjCNode, into: String) {
        let u = value.unwrapped
        guard mayBeNilFromPage(u) else { return }
        nilInserts.append((valueKey(u), value, into))
    }

    /// A value the page can make nil: the body, a keyed read of page data (a key left out), a
    /// variable holding one, a library handler's data, a completion's result. (Parsed JSON is
    /// nil only with an error, which the code usually tests; it is not counted.)
    private func mayBeNilFromPage(_ u: ObjCNode) -> Bool {
        if roleOf(u) == .body || isRead(u) { return true }
        guard u.kind == .declRef, let usr = u.referenced else { return false }
        if bodyAliases.contains(usr) || (variableRead[usr] != nil && !defaultedReads.contains(usr)) || nilableReads.contains(usr) || pageRoots.contains(usr) { return true }
        if case .params = roleOf(u) { return isPageObject(u) }
        return false
    }

    /// `@{k: v, …}` and `@[v, …]`, which clang gives as unexposed expressions with the keys and
    /// values (or the elements) as children.
    private mutating func collectionLiteral(_ node: ObjCNode) {
        let text = program.text(node)
        if text.hasPrefix("@{"), node.children.count % 2 == 0 {
            for k in stride(from: 1, to: node.children.count, by: 2) { noteNilInsert(node.children[k], into: "a dictionary literal") }
        } else if text.hasPrefix("@["), !(node.children.count == 1 && program.text(node.children[0]) == text) {
            // (clang wraps the literal in expressions of the same text; the innermost has the elements.)
            for element in node.children { noteNilInsert(element, into: "an array literal") }
        }
    }

    private mutating func visit(_ node: ObjCNode) {
        // A page value tested in a condition (`if (body)`, `if (!x) return;`, `x && …`, `x ? … : …`).
        if node.kind == .declRef || node.kind == .memberRef || (node.kind == .unexposed && isSubscript(node)) || (node.kind == .message && Self.readSelectors.contains(node.spelling)),
            Self.inCondition(node), isPageObject(node) || roleOf(node) == .body
        {
            presenceChecks.append((valueKey(node), node))
        }
        if node.kind == .declRef, let usr = node.referenced, pageLookups.contains(usr) {
            if let call = node.ancestors.first(where: { $0.kind != .unexposed && $0.kind != .paren }), call.kind == .call, call.children.first.map({ $0.unwrapped === node }) == true {
                blockCalls.append((usr, call))
                if let table = tableLookups[usr] {
                    let argument = call.children.dropFirst().first
                    // What the block is given (`body[@"params"]`) is the functions' parameters
                    // (marked when the scan ends: the argument is read after the callee).
                    if let argument { blockArguments.append(argument) }
                    blockTableCalls.append((table.table, table.key, argument.flatMap { roleOf($0)?.isPageData } ?? false, call))
                }
            } else if Self.inCondition(node) {
                nilChecks.append((usr, node))
            }
        }
        switch node.kind {
        case .parameter:
            // `[items enumerateObjectsUsingBlock:^(id obj, NSUInteger idx, BOOL *stop) {…}]` over
            // page JSON: the element (a dictionary's value; its key is a string) is page data as it
            // came, as a for-in loop's variable is. (Post-order: the block's parameters come
            // before its body, and the receiver before the block.)
            // (clang puts a block's parameters in it, or in the declaration it holds.)
            guard let usr = node.usr, let block = node.ancestors.prefix(2).first(where: { $0.kind == .block }), let (position, keyed) = enumeratedPosition(of: node, in: block) else { return }
            if keyed && position == 0 {
                roles[usr] = .tainted
            } else if position == (keyed ? 1 : 0) {
                roles[usr] = .tainted
                readVariables.insert(usr)
            }
        case .variable:
            // `for (NSString *pair in [url.query componentsSeparatedByString:@"&"])`: each part is
            // the page's text (an NSString, split again and indexed unchecked just as the whole).
            if let statement = node.parent, statement.kind == .declStmt, let loop = statement.parent, loop.kind == .forIn, loop.children.first === statement,
                loop.children.count >= 2, let usr = node.usr, roleOf(loop.children[1]) == .split
            {
                roles[usr] = .tainted
                return
            }
            // `for (NSDictionary *m in messages)` over page JSON: each element is page data as it came.
            if let statement = node.parent, statement.kind == .declStmt, let loop = statement.parent, loop.kind == .forIn, loop.children.first === statement,
                loop.children.count >= 2, let usr = node.usr, isPageObject(loop.children[1])
            {
                // A dictionary's keys, from JSON, are strings: enumerating one gives no value
                // whose class the page chose.
                if let type = ObjCProgram.className(ofType: loop.children[1].unwrapped.type), type.hasSuffix("Dictionary") {
                    roles[usr] = .tainted
                    return
                }
                // (Elements of what Foundation made from page data, such as a URL's query items,
                // are of the class Foundation gives them.)
                roles[usr] = .tainted
                readVariables.insert(usr)
                return
            }
            guard let usr = node.usr, let value = node.children.last, ![.classRef, .typeRef, .protocolRef, .parameter].contains(value.kind) else { return }
            assign(usr, value, declaredType: node.type, at: node)
        case .forIn where node.children.count >= 2:
            // Fast enumeration sends countByEnumeratingWithState:objects:count: to the collection:
            // a JSON string or number from the page is not one and throws.
            notePageMessage(node, receiver: node.children[1], selector: "countByEnumeratingWithState:objects:count:")
        case .binary where program.isAssignment(node):
            if let target = node.children[0].unwrapped.referenced { assign(target, node.children[1], declaredType: nil, at: node) }
            // `options.quality = pageValue`, `_callback = pageValue`: a property (or an instance
            // variable) now holds page data wherever it is read.
            let stored = node.children[0].unwrapped
            if stored.kind == .memberRef || (stored.kind == .declRef && stored.referenced.map(Self.isFileLevel) == true),
                let usr = stored.referenced, let role = roleOf(node.children[1]), role.isPageData
            {
                // Unchecked when it is a read as the page sent it, or a variable that only ever
                // held one (the reading is not by flow: a variable replaced by a checked value in
                // one branch and a literal in the other, Ionic's keyboard style, is not).
                var source = node.children[1].unwrapped
                while source.kind == .cast, let inner = source.children.last, inner !== source { source = inner.unwrapped }
                let variable = source.kind == .declRef ? source.referenced : nil
                // A value this method already used as its class (a message sent to it, a
                // framework parameter) got past that only if its class was right: what is stored
                // after is that kind (XYWKWebView's url, its length read before it is stored).
                let key = valueKey(source)
                let used = pageMessages.contains { $0.key == key && $0.node.end <= node.start } || typedArguments.contains { $0.key == key && $0.node.end <= node.start }
                let unchecked = (isRead(source) || variable.map { readVariables.contains($0) && assignments[$0, default: 0] == 1 } == true)
                    && !checked(key, at: node) && !used
                carriedStores[usr] = (carriedStores[usr] ?? false) || unchecked
            }
            // `_action = body[@"action"]`, `self.action = …`, `message.module = json[@"module"]`:
            // that class's property holds it.
            if let role = roleOf(node.children[1]), stored.kind == .memberRef {
                let base = stored.children.first?.unwrapped
                let type = base.map { $0.kind == .objcSelf ? ObjCProgram.enclosingClass(node) : ObjCProgram.className(ofType: $0.type) } ?? ObjCProgram.enclosingClass(node)
                let name = stored.spelling.hasPrefix("_") ? String(stored.spelling.dropFirst()) : stored.spelling
                if let type, !name.isEmpty { storedRoles[type, default: [:]][name] = role }
            }
            // `textField.text = pageValue`: a framework property typed NSString.
            let lhs = node.children[0].unwrapped
            if lhs.kind == .memberRef, let base = lhs.children.first, base.unwrapped.kind != .objcSelf,
                let type = Self.declaredClass(base), isFrameworkClass(type),
                Self.isStringType(node.children[1].type) || Self.isStringType(node.children[0].type), isPageObject(node.children[1].unwrapped)
            {
                typedArguments.append((valueKey(node.children[1].unwrapped), node.children[1], "the property \(lhs.spelling)", "NSString"))
            }
        case .cast:
            if let inner = node.children.last, roleOf(inner) == .body, let type = ObjCProgram.className(ofType: node.type), let kind = ValueKind.of(swiftType: type) {
                facts.bodyCasts.append(BodyCast(handlers: handlers(at: node), receiverType: receiverType, kind: kind, elementKind: Self.elementKind(ofType: node.type), position: program.position(node)))
                typedBodies.append((nil, node, type))
            }
        case .memberRef:
            guard let base = node.children.first else { return }
            let baseRole = roleOf(base)
            if baseRole == .message, node.spelling == "frameInfo" || node.spelling == "webView" { sawOriginCheck = true }
            if node.spelling == "count" { countChecks.append((valueKey(base), node, ensuredCount(node))) }
            // `value.length`: a property is a message too.
            if baseRole != nil, baseRole != .message { notePageMessage(node, receiver: base) }
        case .message:
            message(node)
        case .unexposed where isSubscript(node):
            let base = node.children[0], key = node.children[1]
            subscriptRead(node, base: base, key: key)
            // `param[@"count"]` on a value nothing has checked is objectForKeyedSubscript: sent to it.
            notePageMessage(node, receiver: base, selector: program.strings(key) == nil ? "objectAtIndexedSubscript:" : "objectForKeyedSubscript:")
            if program.strings(key) == nil, Self.isIntegerType(key.unwrapped.type) || key.unwrapped.kind == .integerLiteral { notePageIndex(node, array: base, index: key) }
        case .unexposed:
            collectionLiteral(node)
        default:
            break
        }
    }

    private mutating func assign(_ usr: String, _ value: ObjCNode, declaredType: String?, at node: ObjCNode) {
        assignments[usr, default: 0] += 1
        noteLookup(usr, value)
        // `s = [s stringByAppendingString:@":"]`: from here on the variable holds a string NSString
        // made (had the page's value been no string, that message would have thrown first).
        if value.unwrapped.kind == .message, Self.makesString(value.unwrapped.spelling) {
            classChecks.append((usr, node))
            if let alias = sameValue[usr] { classChecks.append((alias, node)) }
        }
        guard let role = roleOf(value) else { return }
        roles[usr] = role
        // (`(NSString *)[command argumentAtIndex:0]`: a C cast keeps its type as a child, so
        // `unwrapped` stops at it; what it casts is the value.)
        var source = value.unwrapped
        while source.kind == .cast, let inner = source.children.last, inner !== source { source = inner.unwrapped }
        // A copy made where the value's class was checked (`if ([v isKindOfClass:…]) s = (NSString *)v;`)
        // holds a checked value, whatever else the variable may hold.
        if isRead(source) || (source.kind == .declRef && source.referenced.map(readVariables.contains) == true && !checked(valueKey(source), at: node)) {
            readVariables.insert(usr)
        }
        // A read the page can leave out (a key, an argument), unless it is read with a default.
        if isRead(source) {
            if !(source.kind == .message && (source.spelling.hasSuffix("defaultValue:") || source.spelling.hasSuffix("withDefault:"))) { nilableReads.insert(usr) }
        } else if source.kind == .declRef, let other = source.referenced, nilableReads.contains(other) {
            nilableReads.insert(usr)
        }
        // JSON parsed from page text is a value whose class the page chose, as a read is.
        if role == .tainted, parsesJSON(source) { readVariables.insert(usr) }
        if role == .body { bodyAliases.insert(usr) }
        if source.kind == .declRef, source.referenced != nil { sameValue[usr] = valueKey(source) } else if source.kind == .memberRef, role == .body { sameValue[usr] = "body" }
        // `v = [x isKindOfClass:[NSString class]] ? x : @""`: what the variable holds is checked.
        if source.kind == .conditional, let condition = source.children.first {
            condition.walk { n in
                if n.kind == .message, ["isKindOfClass:", "isMemberOfClass:", "respondsToSelector:"].contains(n.spelling) { classChecks.append((usr, node)) }
            }
        }
        if let read = readIndex(of: value) {
            variableRead[usr] = read
            // `[call getString:@"v" defaultValue:@""]` gives the default for a key left out.
            let n = value.unwrapped
            if n.kind == .message, n.spelling.hasSuffix("defaultValue:") { defaultedReads.insert(usr) }
        }
        guard let declaredType, let type = ObjCProgram.className(ofType: declaredType), let kind = ValueKind.of(swiftType: type) else { return }
        switch role {
        case .body:
            // `NSString *t = (NSString *)message.body;`: the cast, recorded where it is written,
            // is the one unchecked use; the variable only names it (a later check of `t` counts).
            if let cast = Self.cast(in: value), let i = typedBodies.firstIndex(where: { $0.usr == nil && $0.node.start == cast.start && $0.node.kind == .cast }) {
                typedBodies[i].usr = usr
                return
            }
            facts.bodyCasts.append(BodyCast(handlers: handlers(at: node), receiverType: receiverType, kind: kind, elementKind: Self.elementKind(ofType: declaredType), position: program.position(node)))
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
            if let k = readAt[Span(n)], facts.keyReads.indices.contains(k) { return k }
            guard n.children.count == 1, let only = n.children.first, n.kind == .unexposed || n.kind == .paren || n.kind == .cast else { return nil }
            n = only
        }
    }

    /// A selector made from the page's text (`NSSelectorFromString(name)`, with a format
    /// `@"%@:"` or an appended `@":"`, directly or through a variable) sent to `self`: recorded
    /// with the key that names it; the object passed along is the functions' parameters.
    private mutating func noteDynamicDispatch(_ node: ObjCNode, selector: ObjCNode, object: ObjCNode?) {
        var made = selector.unwrapped
        if made.kind == .declRef, let usr = made.referenced, let assigned = program.values[usr], assigned.count == 1, let only = assigned.first { made = only.unwrapped }
        guard made.kind == .call, made.children.first?.unwrapped.spelling == "NSSelectorFromString", let text = made.children.dropFirst().first else { return }
        var name = text.unwrapped
        var colons = 0
        if let message = ObjCProgram.message(name) {
            let (receiver, arguments) = ObjCProgram.parts(of: message)
            if message.spelling == "stringWithFormat:", let format = arguments.first.flatMap({ program.literal($0) }), format.hasPrefix("%@"), arguments.count == 2 {
                guard format.dropFirst(2).allSatisfy({ $0 == ":" }) else { return }
                colons = format.count - 2
                name = arguments[1].unwrapped
            } else if message.spelling == "stringByAppendingString:", let receiver, let suffix = arguments.first.flatMap({ program.literal($0) }), suffix.allSatisfy({ $0 == ":" }) {
                colons = suffix.count
                name = receiver.unwrapped
            }
        }
        if roleOf(name) == .messageName {
            // Passed as it came, with no class check here, it is unchecked in the method too.
            let role = object.flatMap { roleOf($0) }
            let unchecked = object.map { isPageObject($0) && !checked(valueKey($0), at: node) && !(role == .body && checked("body", at: node)) } ?? false
            nameDispatches.append((colons, node, role, unchecked))
            return
        }
        guard roleOf(name)?.isPageData == true else { return }
        pageSelectors.append((node, Self.selectorText(selector, in: program)))
        let read = readIndex(of: name) ?? name.referenced.flatMap { variableRead[$0] }
        let key = read.flatMap { facts.keyReads.indices.contains($0) ? facts.keyReads[$0].key : nil }
        if let object, let k = readIndex(of: object) { facts.keyReads[k].isParamsContainer = true }
        let objectRole = object.flatMap { roleOf($0) }
        dynamicDispatches.append((colons, key, node, objectRole?.isPageData ?? false, objectRole == .queryParams))
    }

    /// A selector as written, a variable by what it is given once (`SEL s = NSSelectorFromString(…)`):
    /// how a `respondsToSelector:` and a `performSelector:` are matched.
    static func selectorText(_ node: ObjCNode, in program: ObjCProgram) -> String {
        var made = node.unwrapped
        if made.kind == .declRef, let usr = made.referenced, let assigned = program.values[usr], assigned.count == 1, let only = assigned.first { made = only.unwrapped }
        return program.text(made)
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
        if let receiver, receiverRole != nil { notePageMessage(node, receiver: receiver) }
        notePageScript(node, receiver: receiver, arguments: arguments)
        noteTypedArguments(node, receiver: receiver, arguments: arguments)
        if node.spelling.hasPrefix("performSelector:"), let receiver, receiver.unwrapped.kind == .objcSelf, let selector = arguments.first {
            noteDynamicDispatch(node, selector: selector, object: arguments.dropFirst().first)
        }
        switch node.spelling {
        case "isEqualToString:", "isEqual:", "hasPrefix:", "caseInsensitiveCompare:":
            guard let receiver, let argument = arguments.first else { return }
            // Either side may be the literal.
            let pairs = [(receiverRole, argument), (roleOf(argument), receiver)]
            for (role, other) in pairs {
                guard let role, let values = program.strings(other) else { continue }
                for (value, written) in values { test(role, value: value, prefix: node.spelling == "hasPrefix:", at: node, written: written) }
            }
            // `for (NSURLQueryItem *item in components.queryItems) { if ([item.name
            // isEqualToString:@"title"]) … }` over a navigation URL's components: the query
            // parameter `title` of the function the host branch names.
            if node.spelling == "isEqualToString:", [receiver, argument].contains(where: { isQueryItemName($0, at: node) }),
                let key = program.literal(argument) ?? program.literal(receiver), let function = function(at: node), readAt[Span(node)] == nil
            {
                readAt[Span(node)] = facts.keyReads.count
                facts.keyReads.append(
                    KeyRead(handlers: handlers(at: node), receiverType: receiverType, function: function, key: key, kind: nil, library: library, position: program.position(node)))
            }
        case "respondsToSelector:", "conformsToProtocol:":
            if let receiver, receiverRole != nil { classChecks.append((valueKey(receiver), node)) }
            if node.spelling == "respondsToSelector:", let selector = arguments.first { askedSelectors.insert(Self.selectorText(selector, in: program)) }
        case "isKindOfClass:", "isMemberOfClass:":
            guard let receiver, let argument = arguments.first, let role = receiverRole else { return }
            let classNode = ObjCProgram.message(argument).flatMap { ObjCProgram.parts(of: $0).receiver }
            let kind = classNode.flatMap { ValueKind.of(swiftType: $0.spelling) }
            // `[v isKindOfClass:[NSNull class]]` rules out null alone: an array or a dictionary
            // still throws at `[v intValue]` after `if (v && ![v isKindOfClass:[NSNull class]])`.
            if classNode?.spelling == "NSNull" { return }
            classChecks.append((valueKey(receiver), node))
            if role == .body {
                classChecks.append(("body", node))
                if let kind { facts.bodyCasts.append(BodyCast(handlers: handlers(at: node), receiverType: receiverType, kind: kind, position: program.position(node))) }
            } else if let kind, let read = receiver.unwrapped.referenced.flatMap({ variableRead[$0] }) ?? readIndex(of: receiver) {
                facts.keyReads[read].kind = kind
            }
        case "objectForKey:", "valueForKey:", "objectForKeyedSubscript:":
            if let receiver, let key = arguments.first { subscriptRead(node, base: receiver, key: key) }
        case "objectAtIndex:":
            if let receiver, let index = arguments.first {
                subscriptRead(node, base: receiver, key: index)
                notePageIndex(node, array: receiver, index: index)
            }
        case _ where Self.capacitorGetters[node.spelling] != nil:
            // CAPPluginCall's typed getters name the option and its kind.
            if let receiver, let key = arguments.first, case .params = receiverRole {
                subscriptRead(node, base: receiver, key: key)
                if let k = readAt[Span(node)] { facts.keyReads[k].kind = Self.capacitorGetters[node.spelling] ?? nil }
            }
        case "containsObject:":
            guard let argument = arguments.first, roleOf(argument) == .messageName, let receiver, let elements = program.arrayElements(receiver) else { return }
            for element in elements {
                for (value, written) in program.strings(element) ?? [] { test(.messageName, value: value, prefix: false, at: node, written: written) }
            }
        case "count":
            if let receiver { countChecks.append((valueKey(receiver), node, ensuredCount(node))) }
        case "setObject:forKey:", "addObject:", "insertObject:atIndex:", "removeObjectForKey:":
            // (`dict[k] = nil`, setObject:forKeyedSubscript:, removes the key: it does not throw;
            // so does NSUserDefaults' setObject:nil forKey:.)
            let defaults = receiver.map { receiverClass($0, in: node) == "NSUserDefaults" } ?? false
            if let value = arguments.first, !defaults { noteNilInsert(value, into: node.spelling == "removeObjectForKey:" ? "removeObjectForKey:" : "a collection (\(node.spelling))") }
            // A nil key throws as a nil value does.
            if node.spelling == "setObject:forKey:", arguments.count == 2 { noteNilInsert(arguments[1], into: "a dictionary's key (setObject:forKey:)") }
        case "JSONObjectWithData:options:error:":
            if let data = arguments.first, roleOf(data) == .bodyData { noteParsed("json-string", at: node) }
        case "setValuesForKeysWithDictionary:":
            // `[msg setValuesForKeysWithDictionary:body]`: the object's properties now hold what
            // the page sent, as it sent it (XYWKWebView's XYScriptMessage).
            if let receiver, let usr = receiver.unwrapped.referenced, receiver.unwrapped.kind == .declRef, let dictionary = arguments.first, roleOf(dictionary)?.isPageData == true {
                roles[usr] = .pageObject
                // Key-value coding throws NSUnknownKeyException for a key the class lacks,
                // unless the app's class (or a superclass of the app's) takes it.
                if let type = Self.declaredClass(receiver), program.classes[type] != nil, !takesUndefinedKeys(type) {
                    hazard(
                        "force-cast-page-data",
                        "`\(program.text(node))` sets every key the page sent as a property of \(type), which does not implement setValue:forUndefinedKey:; a page that sends another key crashes the app (NSUnknownKeyException)",
                        hint: "implement setValue:forUndefinedKey: in \(type), or read the keys it needs one by one with their class checked", at: node)
                }
            }
        case _ where receiver == nil || receiver?.unwrapped.kind == .objcSelf:
            follow(node, arguments: arguments)
        case _ where receiver.flatMap(Self.declaredClass).map({ program.classes[$0] != nil }) == true:
            // `[_base flushMessageQueue:result]`, `[self.queue flush:result]`: a method of another
            // class of the app, by the receiver's declared type.
            follow(node, arguments: arguments, in: receiver.flatMap(Self.declaredClass))
        case _ where receiver.map({ ObjCProgram.protocols(ofType: $0.unwrapped.type) }).map({ !$0.isEmpty }) == true && arguments.contains(where: { roleOf($0)?.isPageData == true }):
            // `[self.delegate webView:self didReceiveScriptMessage:msg]` to an `id<Delegate>`: the
            // app's classes that implement that method (a few at most) receive the page data.
            let implementers = program.classes.filter { $0.value.methods.contains { $0.spelling == node.spelling && $0.children.contains { $0.kind == .compound } } }.keys.sorted()
            guard implementers.count <= 3 else { return }
            for type in implementers { follow(node, arguments: arguments, in: type) }
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

    /// The element kind a lightweight generic names (`NSArray<NSString *> *` → string,
    /// `NSMutableArray<NSDictionary *> *` → object); nil for another type.
    static func elementKind(ofType type: String) -> ValueKind? {
        guard let open = type.firstIndex(of: "<"), let close = type.lastIndex(of: ">"), open < close,
            ["NSArray", "NSMutableArray"].contains(type[..<open].trimmingCharacters(in: .whitespaces))
        else { return nil }
        let words = type[type.index(after: open)..<close].split(whereSeparator: { $0 == " " || $0 == "*" })
        guard let element = words.first(where: { !["__kindof", "_Nonnull", "_Nullable", "nonnull", "nullable", "const"].contains($0) }) else { return nil }
        return ValueKind.of(swiftType: String(element))
    }

    static let capacitorGetters: [String: ValueKind?] = [
        "getString:": .string, "getString:defaultValue:": .string, "getBool:": .boolean, "getBool:defaultValue:": .boolean,
        "getInt:": .integer, "getInt:defaultValue:": .integer, "getNumber:": .number, "getDouble:": .number, "getFloat:": .number,
        "getObject:": .object, "getArray:": .array, "getValue:": nil,
    ]

    /// Page data written into a script native evaluates, where it is written: a format argument
    /// of `[NSString stringWithFormat:…]` handed to evaluateJavaScript:, or to an app method that
    /// evaluates that parameter (XYWKWebView's `callJS:`, which a page-chosen callback name
    /// reaches: `[NSString stringWithFormat:@"%@(%@)", message.callback, json]`). Quoted holes
    /// are judged where the script is read; this is the taint the quotes cannot show.
    private mutating func notePageScript(_ node: ObjCNode, receiver: ObjCNode?, arguments: [ObjCNode]) {
        // Most sends pass no formatted string: the callee is looked up only for one that does.
        let formats = arguments.map(formattedScripts)
        let formatted = formats.indices.filter { !formats[$0].isEmpty }
        guard !formatted.isEmpty else { return }
        var positions: [Int] = []
        if ObjCFactReader.scriptSelectors.contains(node.spelling) {
            positions = [0]
        } else if let method = appMethod(node, receiver: receiver) {
            positions = evaluatedParameters(of: method, depth: 0)
        }
        for p in positions where formatted.contains(p) {
          for script in formats[p] {
            let parts = ObjCProgram.parts(of: script).arguments
            guard let format = parts.first.flatMap({ program.strings($0) }), format.count == 1, let text = format.first?.0 else { continue }
            // Only `%@` written outside quotes: a quoted one is judged with its escapes where the
            // script is read, and `%d`, `%ld`, `%f` are numbers.
            for (k, spec) in Self.formatSpecifiers(text).enumerated() where spec.object && !spec.quoted && parts.indices.contains(k + 1) {
                let part = parts[k + 1]
                guard roleOf(part)?.isPageData == true, !program.holdsPlainLiteral(part) else { continue }
                hazard(
                    "unencoded-script-interpolation",
                    "`\(program.text(part.unwrapped))` is page data put into a script native evaluates: the page chooses the code that runs",
                    hint: "encode the value as JSON (NSJSONSerialization, NSJSONWritingFragmentsAllowed) and pass it as an argument, or call a fixed function the app defines", at: part,
                    throwsException: false)
            }
          }
        }
    }

    /// The `[NSString stringWithFormat:…]` a send's argument is: the message itself, or the
    /// values of the variable it names (the script built into a local first, `NSString *js =
    /// [NSString stringWithFormat:@"%@(…)", callback]; [webView evaluateJavaScript:js …]`, as
    /// most Objective-C writes it).
    private func formattedScripts(_ argument: ObjCNode) -> [ObjCNode] {
        let n = argument.unwrapped
        if n.kind == .message, n.spelling.hasPrefix("stringWithFormat:") { return [n] }
        guard n.kind == .declRef, let usr = n.referenced, let assigned = program.values[usr] else { return [] }
        return assigned.map(\.unwrapped).filter { $0.kind == .message && $0.spelling.hasPrefix("stringWithFormat:") }
    }

    /// The conversions of a format string in order: whether each is `%@` and whether it stands
    /// inside a JavaScript string literal ('…', "…" or `…`) of the script.
    static func formatSpecifiers(_ format: String) -> [(object: Bool, quoted: Bool)] {
        var out: [(object: Bool, quoted: Bool)] = []
        var quote: Character?
        var chars = Array(format)[...]
        while let c = chars.popFirst() {
            if c == "\\", quote != nil {
                _ = chars.popFirst()
            } else if c == "%" {
                if chars.first == "%" {
                    _ = chars.popFirst()
                    continue
                }
                // Flags, width, precision and length, then the conversion.
                while let f = chars.first, "0123456789.-+# lhqLzjt*".contains(f) { chars.removeFirst() }
                let conversion = chars.popFirst()
                out.append((conversion == "@", quote != nil))
            } else if let q = quote {
                if c == q { quote = nil }
            } else if c == "'" || c == "\"" || c == "`" {
                quote = c
            }
        }
        return out
    }

    /// Whether an app class (or one of its app superclasses) implements setValue:forUndefinedKey:.
    private func takesUndefinedKeys(_ type: String) -> Bool {
        var current: String? = type
        var seen: Set<String> = []
        while let name = current, seen.insert(name).inserted, let info = program.classes[name] {
            if info.methods.contains(where: { $0.spelling == "setValue:forUndefinedKey:" }) { return true }
            current = info.superclass
        }
        return false
    }

    /// A receiver's class: its declared type, or for dot syntax over one of the app's methods
    /// with no property declared (`self.settings` over `- (NSUserDefaults *)settings`), what that
    /// method returns (clang types such a reference as a pseudo-object).
    private func receiverClass(_ receiver: ObjCNode, in node: ObjCNode) -> String? {
        if let declared = Self.declaredClass(receiver) { return declared }
        let r = receiver.unwrapped
        guard r.kind == .memberRef, let base = r.children.first?.unwrapped, base.kind == .objcSelf, let type = ObjCProgram.enclosingClass(node),
            let methods = program.classes[type]?.methods.filter({ $0.spelling == r.spelling }), methods.count == 1, let method = methods.first
        else { return nil }
        return ObjCProgram.className(ofType: method.type)
    }

    /// The app's method a message reaches: on self, or on a receiver of one of the app's classes.
    private func appMethod(_ node: ObjCNode, receiver: ObjCNode?) -> ObjCNode? {
        let type = receiver.map { $0.unwrapped.kind == .objcSelf ? ObjCProgram.enclosingClass(node) : Self.declaredClass($0) } ?? ObjCProgram.enclosingClass(node)
        guard let type, let methods = program.classes[type]?.methods.filter({ $0.spelling == node.spelling && $0.children.contains { $0.kind == .compound } }), methods.count == 1 else { return nil }
        return methods.first
    }

    /// Which parameters of an app method it evaluates as a script, itself or through another of
    /// the app's methods (`callJS:` calling `callJS:handler:` calling evaluateJavaScript:).
    private func evaluatedParameters(of method: ObjCNode, depth: Int) -> [Int] {
        guard depth < 3, let body = method.children.last(where: { $0.kind == .compound }) else { return [] }
        let parameters = method.children.filter { $0.kind == .parameter }.map(\.usr)
        var out: Set<Int> = []
        body.walk { node in
            guard node.kind == .message else { return }
            let (receiver, arguments) = ObjCProgram.parts(of: node)
            var evaluated: [Int] = []
            if ObjCFactReader.scriptSelectors.contains(node.spelling) {
                evaluated = [0]
            } else if let inner = appMethod(node, receiver: receiver), inner !== method {
                evaluated = evaluatedParameters(of: inner, depth: depth + 1)
            }
            for p in evaluated where arguments.indices.contains(p) {
                guard let usr = arguments[p].unwrapped.referenced, let k = parameters.firstIndex(of: usr) else { continue }
                out.insert(k)
            }
        }
        return out.sorted()
    }

    /// `[self helper:body]`: the helper's body is scanned with its parameters holding what the
    /// arguments hold, under the branches around the call.
    private mutating func follow(_ node: ObjCNode, arguments: [ObjCNode], in target: String? = nil) {
        guard following.count < Self.maxFollow, !following.contains(node.spelling), let type = target ?? ObjCProgram.enclosingClass(node),
            let method = program.classes[type]?.methods.first(where: { $0.spelling == node.spelling }), let body = method.children.last(where: { $0.kind == .compound })
        else { return }
        let parameters = method.children.filter { $0.kind == .parameter }
        var roots: [String: ObjCRole] = [:]
        // A page value passed as it came, with no class check here, is one there too.
        var unchecked: Set<String> = []
        for (k, argument) in arguments.enumerated() where parameters.indices.contains(k) {
            guard let usr = parameters[k].usr, let role = roleOf(argument) else { continue }
            roots[usr] = role
            if isPageObject(argument), !checked(valueKey(argument), at: node), !(role == .body && checked("body", at: node)), !messaged(valueKey(argument), before: node) {
                unchecked.insert(usr)
            }
        }
        // A file-level variable given page data on the way here (Toast's `styling = _styling;`
        // before `[self viewForMessage:…]`) holds it in the method called too.
        for (usr, role) in roles where Self.isFileLevel(usr) && roots[usr] == nil {
            roots[usr] = role
            if readVariables.contains(usr) { unchecked.insert(usr) }
        }
        guard !roots.isEmpty else { return }
        var nested = MethodScan(program: program, context: context, roots: roots)
        nested.readVariables = unchecked
        nested.inherited = (handlers(at: node), function(at: node))
        nested.insideTry = insideTry || Self.caught(node)
        nested.following = following + [node.spelling]
        nested.carried = carried
        nested.storedRoles = storedRoles
        nested.run(body)
        facts.append(nested.facts)
        carriedStores.merge(nested.carriedStores) { $0 || $1 }
        for (type, properties) in nested.storedRoles { storedRoles[type, default: [:]].merge(properties) { old, _ in old } }
        sawOriginCheck = sawOriginCheck || nested.sawOriginCheck
        sawNameTest = sawNameTest || nested.sawNameTest
        testedNames += nested.testedNames
    }

    /// Whether a variable's USR is a file-level (or global) variable's: a local's or a
    /// parameter's names the function or method it is in (`@F@`, `@M@`, a block's `@B@`).
    static func isFileLevel(_ usr: String) -> Bool {
        usr.hasPrefix("c:") && !usr.contains("@F@") && !usr.contains("@M@") && !usr.contains("@B@") && !usr.contains("@CM@")
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

    /// Block enumeration of a page collection: the parameter's position in the block, and whether
    /// the enumeration is a dictionary's (key, then value) rather than an array's (element).
    private func enumeratedPosition(of parameter: ObjCNode, in block: ObjCNode) -> (Int, keyed: Bool)? {
        var n = block
        while let up = n.parent, up.kind == .unexposed || up.kind == .paren || up.kind == .cast { n = up }
        guard let message = n.parent, message.kind == .message, message.spelling.hasPrefix("enumerate"), message.spelling.hasSuffix("UsingBlock:") else { return nil }
        let keyed = message.spelling.hasPrefix("enumerateKeysAndObjects")
        guard keyed || message.spelling.hasPrefix("enumerateObjects"), let receiver = ObjCProgram.parts(of: message).receiver, isPageObject(receiver) else { return nil }
        let parameters = (block.children + block.children.filter { $0.kind != .compound && $0.kind != .parameter }.flatMap(\.children)).filter { $0.kind == .parameter }
        guard let position = parameters.firstIndex(where: { $0 === parameter }) else { return nil }
        return (position, keyed)
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
            guard !handsOff(node) else { return }
            scheme(value, hosts: hosts(near: node), position: position)
        case .urlHost where !prefix:
            // A message's URL (a scheme posted to a handler), or one the page navigates to
            // (`decidePolicyForNavigationAction:`, the open-URL entry): each host tested is a
            // function of the scheme (one alone read for `url` makes a deeplink of it).
            switch context {
            case .receiver, .navigation:
                facts.functions.append(HandledFunction(handlers: handlers(at: node), receiverType: receiverType, name: value, source: .urlHost, position: position))
            default:
                break
            }
        case .tainted, .url, .body:
            // `[url.absoluteString hasPrefix:@"mgapp://host"]`. A bridge library's arguments are
            // data (media's `documents://` paths), not URLs the bridge is carried by.
            if case .library = context { return }
            guard prefix, let r = value.range(of: "://") else { return }
            let scheme = String(value[..<r.lowerBound])
            let rest = value[r.upperBound...].prefix { $0 != "/" && $0 != "?" }
            guard !scheme.isEmpty, scheme.allSatisfy({ $0.isLetter || $0.isNumber || "+-.".contains($0) }), !handsOff(node) else { return }
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

    /// Whether the `if` a scheme test decides hands the URL on to another app (see
    /// SchemeHandOff): its branch gives a URL to `openURL:` or `loadRequest:`, and neither its
    /// condition nor its branch reads a part of one or calls the app's own methods.
    private func handsOff(_ test: ObjCNode) -> Bool {
        var child = test
        for a in test.ancestors {
            defer { child = a }
            if a.kind == .compound { return false }
            guard a.kind == .ifStmt, a.children.count >= 2, a.children.first === child else { continue }
            var handsOn = false
            var decodes = false
            for part in a.children.prefix(2) {
                part.walk { n in
                    switch n.kind {
                    case .message:
                        if SchemeHandOff.calls.contains(n.spelling) { handsOn = true }
                        if SchemeHandOff.partReads.contains(n.spelling) || appMethod(n, receiver: ObjCProgram.parts(of: n).receiver) != nil { decodes = true }
                    case .memberRef:
                        if SchemeHandOff.partReads.contains(n.spelling) { decodes = true }
                    default:
                        break
                    }
                }
            }
            return handsOn && !decodes
        }
        return false
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
            if isHost(receiver), let values = program.strings(argument) { out += values.map(\.0) }
            if isHost(argument), let values = program.strings(receiver) { out += values.map(\.0) }
        }
        return out
    }

    /// The URL's host, or a variable given it once (`NSString *method = url.host;` inside the
    /// branch, which the scan has not reached when the scheme test asks).
    private func isHost(_ node: ObjCNode) -> Bool {
        if roleOf(node) == .urlHost { return true }
        let n = node.unwrapped
        guard n.kind == .declRef, let usr = n.referenced, let assigned = program.values[usr], assigned.count == 1, let only = assigned.first else { return false }
        return roleOf(only) == .urlHost
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
        case .queryParams:
            guard let f = self.function(at: node) else { return }
            function = f
        default:
            return
        }
        guard readAt[Span(node)] == nil else { return }
        readAt[Span(node)] = facts.keyReads.count
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
            // (A URL's host names the function: `scheme://<function>?…`.)
            case .keyValue, .onlyKeyName, .urlHost: return true
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
            return n.referenced.flatMap { roles[$0] ?? (carried[$0] != nil ? .tainted : nil) }
        case .memberRef:
            if let usr = n.referenced, carried[usr] != nil { return .tainted }
            // `msg.action` of an object whose initializer stored a page value there.
            if let base = n.children.first, let type = ObjCProgram.className(ofType: base.unwrapped.type), let stored = storedRoles[type]?[n.spelling] { return stored }
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
            case (.params, "arguments") where base.unwrapped.type.contains("CDVInvokedUrlCommand"): return .execArguments
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
        case "arguments":
            if case .params? = receiverRole, receiver?.unwrapped.type.contains("CDVInvokedUrlCommand") == true { return .execArguments }
        default:
            break
        }
        if receiverRole == .message || receiverRole == .request { return nil }
        if receiverRole?.isPageData == true { return .tainted }
        if let role = returnedRole(n, arguments: arguments, depth: depth) { return role }
        // `NSDictionary *params = [self paramsFromQuery:url.query]`: the app's own parser of a
        // navigation URL's query gives the parameters its keys name (the function is the host the
        // branches around each read test).
        if Self.isDictionaryType(n.type), appMethod(n, receiver: receiver) != nil, arguments.contains(where: { isURLText($0, depth: depth) }) { return .queryParams }
        return nil
    }

    /// `item.name` where `item` is the variable of a `for … in` over the `queryItems` of a
    /// navigation URL's components around `node`.
    private func isQueryItemName(_ node: ObjCNode, at use: ObjCNode) -> Bool {
        let n = node.unwrapped
        guard n.kind == .memberRef || n.kind == .message, n.spelling == "name", let base = n.children.first?.unwrapped, base.kind == .declRef, let usr = base.referenced
        else { return false }
        for loop in use.ancestors where loop.kind == .forIn && loop.children.count >= 2 {
            guard loop.children.first?.usr == usr || loop.children.first?.children.first?.usr == usr else { continue }
            let collection = loop.children[1].unwrapped
            guard collection.kind == .memberRef || collection.kind == .message, collection.spelling == "queryItems", let owner = collection.children.first else { return false }
            return roleOf(owner) == .url
        }
        return false
    }

    /// The navigation URL, or its query or whole text (`url.query`, `url.absoluteString`).
    private func isURLText(_ node: ObjCNode, depth: Int) -> Bool {
        let n = node.unwrapped
        if roleOf(n, depth: depth + 1) == .url { return true }
        guard n.kind == .memberRef || n.kind == .message, ["query", "absoluteString"].contains(n.spelling), let base = n.children.first else { return false }
        return roleOf(base, depth: depth + 1) == .url
    }

    static func isDictionaryType(_ type: String) -> Bool {
        let t = type.replacingOccurrences(of: "__strong", with: "").trimmingCharacters(in: .whitespaces)
        return t.hasPrefix("NSDictionary") || t.hasPrefix("NSMutableDictionary")
    }

    /// `JSONObjectWithData:…`, or an app method that is one `return` of it.
    private func parsesJSON(_ node: ObjCNode) -> Bool {
        let n = node.unwrapped
        guard n.kind == .message else { return false }
        if n.spelling == "JSONObjectWithData:options:error:" { return true }
        guard let value = singleReturn(of: n)?.value.unwrapped else { return false }
        return value.kind == .message && value.spelling == "JSONObjectWithData:options:error:"
    }

    /// The app method a message calls (on self, or on a receiver of an app class) when that
    /// method's body is one `return …;`: the method and what it returns.
    private func singleReturn(of message: ObjCNode) -> (method: ObjCNode, value: ObjCNode)? {
        guard let method = appMethod(message, receiver: ObjCProgram.parts(of: message).receiver),
            let body = method.children.last(where: { $0.kind == .compound }), body.children.count == 1, let statement = body.children.first,
            statement.kind == .returnStmt, let value = statement.children.first
        else { return nil }
        return (method, value)
    }

    /// `[self parse:pageText]` where the app's method is one `return …;` (WebViewJavascriptBridge's
    /// `_deserializeMessageJSON:` returns `JSONObjectWithData:` of its parameter): the role of
    /// what it returns, with its parameters holding what the arguments hold.
    private func returnedRole(_ n: ObjCNode, arguments: [ObjCNode], depth: Int) -> ObjCRole? {
        guard depth < 20, !arguments.isEmpty, arguments.contains(where: { roleOf($0, depth: depth + 1)?.isPageData == true }),
            let (method, value) = singleReturn(of: n)
        else { return nil }
        let parameters = method.children.filter { $0.kind == .parameter }
        guard parameters.count == arguments.count else { return nil }
        var inner = self
        for (parameter, argument) in zip(parameters, arguments) {
            guard let usr = parameter.usr else { continue }
            inner.roles[usr] = roleOf(argument, depth: depth + 1)
        }
        return inner.roleOf(value, depth: depth + 1)
    }

    /// A finding, unless what goes wrong there is an Objective-C exception (an unrecognized
    /// selector, NSRangeException, a nil inserted) thrown inside `@try` with a `@catch`, directly
    /// or in a method called from there (phonegap-nfc's writeTag): caught, not a crash.
    private mutating func hazard(_ rule: String, _ message: String, hint: String?, at node: ObjCNode, throwsException: Bool = true) {
        if throwsException, insideTry || Self.caught(node) { return }
        facts.hazards.append(Hazard(rule: rule, message: message, hint: hint, position: program.position(node)))
    }

    /// Whether `node` is in the body of an `@try` that has a `@catch`.
    static func caught(_ node: ObjCNode) -> Bool {
        var child = node
        for a in node.ancestors {
            if a.kind == .instanceMethod || a.kind == .classMethod || a.kind == .function || a.kind == .block { return false }
            if a.kind == .tryStmt, a.children.first === child, a.children.contains(where: { $0.kind == .catchStmt }) { return true }
            child = a
        }
        return false
    }
}

/// Which uses a check makes safe, read from the tree without a control-flow graph: the check
/// must dominate the use. It does inside the `if` (or `?:`, `&&`, `||`) whose condition holds
/// it, and after a guard-style `if` (`if (![v isKindOfClass:…]) { return; }`) in the block
/// that holds that `if`; a check in one branch says nothing about another.
enum Dominance {
    /// Whether `first` has always run when `use` runs, in one method body: it comes earlier
    /// and is not inside a branch, a loop or a block that `use` is outside of (an `if`'s
    /// condition always runs, whichever branch follows).
    static func runsBefore(_ first: ObjCNode, _ use: ObjCNode, _ program: ObjCProgram) -> Bool {
        func within(_ n: ObjCNode, _ outer: ObjCNode) -> Bool { n.start >= outer.start && n.end <= outer.end }
        guard first.end <= use.start else { return false }
        var child = first
        for a in first.ancestors {
            switch a.kind {
            case .compound, .block:
                return within(use, a)
            case .ifStmt:
                // In the condition: runs before either branch. In a branch written without braces:
                // only for what is in that branch.
                if let condition = a.children.first, within(child, condition) { break }
                return within(use, child)
            case .conditional where a.children.count == 3:
                if within(child, a.children[0]) { break }
                return within(use, child)
            case .binary where a.children.count == 2:
                // `a && b`, `a || b`: the right side may not run.
                if within(child, a.children[1]) {
                    let between = program.text(a).dropFirst(program.text(a.children[0]).count).prefix(4)
                    if between.contains("&&") || between.contains("||") { return within(use, child) }
                }
            case .forIn, .switchStmt, .caseStmt, .tryStmt, .catchStmt:
                if a.kind == .forIn || a.kind == .caseStmt || a.kind == .catchStmt { return within(use, a) }
            default:
                break
            }
            child = a
        }
        return false
    }

    /// `[a count] == 0`, `a.count < 2`, `a.count <= 1`: the count written first, compared so
    /// that the test holds when there are too few elements.
    static func testsTooFew(_ text: String) -> Bool {
        let compact = text.replacingOccurrences(of: " ", with: "")
        guard let range = compact.range(of: "count") else { return false }
        let rest = compact[range.upperBound...].drop { $0 == "]" || $0 == ")" }
        return rest.hasPrefix("==0") || (rest.hasPrefix("<") && !rest.hasPrefix("<<"))
    }

    static func covers(_ check: ObjCNode, _ use: ObjCNode, _ program: ObjCProgram) -> Bool {
        func within(_ n: ObjCNode, _ outer: ObjCNode) -> Bool { n.start >= outer.start && n.end <= outer.end }
        for a in check.ancestors {
            switch a.kind {
            case .ifStmt:
                guard let condition = a.children.first, within(check, condition) else { return false }
                // `if ([v isKindOfClass:…])` holds in its condition and its body, not in its else;
                // `if (![v isKindOfClass:…])` holds in its else and, when its body leaves, after it.
                // (`v == nil` tests the same as `!v`.)
                let between = check.ancestors.prefix { $0 !== condition } + [condition]
                // `count == 0`, `count < 2`: a count test that holds when there are too few.
                let negated = between.contains { $0.kind == .unary && program.text($0).hasPrefix("!") }
                    || between.contains { $0.kind == .binary && ["== nil", "==nil", "== NULL", "== Nil"].contains(where: program.text($0).contains) }
                    || between.contains { $0.kind == .binary && check.spelling == "count" && Self.testsTooFew(program.text($0)) }
                if within(use, condition) { return true }
                if a.children.count > 1, within(use, a.children[1]) { return !negated }
                if a.children.count > 2, within(use, a.children[2]) { return negated }
                // Guard style: the rest of the block that holds the `if`.
                guard negated, use.start >= a.end, let block = a.parent, block.kind == .compound, within(use, block) else { return false }
                return true
            case .conditional where a.children.count == 3:
                if within(check, a.children[0]) { return within(use, a) }
            case .binary where a.children.count == 2:
                if within(check, a.children[0]), within(use, a.children[1]), !program.isAssignment(a) { return true }
            case .compound:
                // A check written as its own statement (`BOOL ok = [v isKindOfClass:…];`) before the use.
                return check.end <= use.start && within(use, a)
            default:
                continue
            }
        }
        return false
    }
}
