import BridgeNative
internal import SwiftSyntax

/// What the code around a node has already established when it runs: the conditions of the `if`
/// it is in, the earlier clauses of its own condition list or `&&`, the `guard`s before it and the
/// early-exit `if`s before it (their conditions false). Read from the syntax alone, as a reviewer
/// reads it: `guard parts.count == 3 else { return }` before `parts[2]`, `if value is String`
/// around `value as! String`. Written here because SwiftSyntax has no flow analysis; a condition
/// it cannot read establishes nothing, so the check stays.
struct Established {
    /// A condition known to hold (`positive`) or known not to hold.
    struct Fact {
        let condition: ExprSyntax
        let positive: Bool
    }

    /// How many earlier guards of a block are read.
    static let guardsBack = 256

    /// The guards of each block read so far: its `guard` statements and early-exit `if`s, in
    /// source order (a block's statements are a linked collection; reading it once keeps each
    /// lookup logarithmic).
    final class Cache {
        struct Block { let guards: [CodeBlockItemSyntax] }
        private var blocks: [SyntaxIdentifier: Block] = [:]

        func block(of list: CodeBlockItemListSyntax) -> Block {
            if let known = blocks[list.id] { return known }
            let block = Block(guards: list.filter { item in
                item.item.is(GuardStmtSyntax.self) || (Established.ifExpression(item).map { $0.elseBody == nil && Established.exits($0.body) } ?? false)
            })
            blocks[list.id] = block
            return block
        }
    }

    /// Whether a fact at `node` satisfies `test`, read nearest first and stopping at the first
    /// that does (a walk up its parents, bounded by the tree's depth).
    static func anyFact(at node: some SyntaxProtocol, cache: Cache, _ test: (Fact) -> Bool) -> Bool {
        var out: [Fact] = []
        func found() -> Bool {
            defer { out.removeAll(keepingCapacity: true) }
            return out.contains(where: test)
        }
        var child = Syntax(node)
        var parent = child.parent
        var steps = 0
        while let p = parent, steps < 10_000 {
            steps += 1
            if let list = p.as(CodeBlockItemListSyntax.self) {
                // Statements before this one, nearest first: guards, and ifs that leave when their
                // condition holds. Only those statements are kept a block, so the lookup is
                // logarithmic however long the function; at most `guardsBack` of them are read.
                let block = cache.block(of: list)
                var low = 0, high = block.guards.count
                while low < high {
                    let mid = (low + high) / 2
                    if block.guards[mid].position < child.position { low = mid + 1 } else { high = mid }
                }
                var index = low
                var back = 0
                while index > 0, back < Self.guardsBack {
                    index -= 1
                    back += 1
                    let item = block.guards[index]
                    if let g = item.item.as(GuardStmtSyntax.self) {
                        out += conditions(g.conditions, positive: true)
                    } else if let i = ifExpression(item) {
                        out += conditions(i.conditions, positive: false)
                    }
                    if found() { return true }
                }
            } else if let i = p.as(IfExprSyntax.self), i.body.id == child.id {
                out += conditions(i.conditions, positive: true)
            } else if let list = p.as(ConditionElementListSyntax.self) {
                for element in list {
                    if element.id == child.id { break }
                    out += conditions([element], positive: true)
                }
            } else if let infix = p.as(InfixOperatorExprSyntax.self), infix.rightOperand.id == child.id,
                infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text == "&&"
            {
                out += conjuncts(infix.leftOperand).map { Fact(condition: $0, positive: true) }
            } else if p.is(FunctionDeclSyntax.self) || p.is(InitializerDeclSyntax.self) {
                break
            }
            if found() { return true }
            child = p
            parent = p.parent
        }
        return false
    }

    fileprivate static func ifExpression(_ item: CodeBlockItemSyntax) -> IfExprSyntax? {
        if let e = item.item.as(ExpressionStmtSyntax.self) { return e.expression.as(IfExprSyntax.self) }
        return item.item.as(IfExprSyntax.self)
    }

    /// Whether a block always leaves (its last statement returns, throws, breaks or continues).
    fileprivate static func exits(_ block: CodeBlockSyntax) -> Bool {
        guard let last = block.statements.last?.item else { return false }
        if last.is(ReturnStmtSyntax.self) || last.is(ThrowStmtSyntax.self) || last.is(BreakStmtSyntax.self) || last.is(ContinueStmtSyntax.self) { return true }
        if let call = last.as(FunctionCallExprSyntax.self) ?? last.as(ExpressionStmtSyntax.self)?.expression.as(FunctionCallExprSyntax.self),
            let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
        {
            return name == "fatalError" || name == "preconditionFailure"
        }
        return false
    }

    private static func conditions(_ list: some Sequence<ConditionElementSyntax>, positive: Bool) -> [Fact] {
        var out: [Fact] = []
        let elements = Array(list)
        for element in elements {
            guard case .expression(let e) = element.condition else { continue }
            // `if a, b { return }` leaves only when both hold: a single clause is known false then.
            if positive {
                out += conjuncts(e).map { Fact(condition: $0, positive: true) }
            } else if elements.count == 1, case let parts = conjuncts(e), parts.count == 1 {
                out.append(Fact(condition: e, positive: false))
            } else if elements.count == 1 {
                // `if a || b { return }`: afterwards neither holds.
                out += disjuncts(e).map { Fact(condition: $0, positive: false) }
            }
        }
        return out
    }

    private static func conjuncts(_ e: ExprSyntax) -> [ExprSyntax] { split(e, on: "&&") }
    private static func disjuncts(_ e: ExprSyntax) -> [ExprSyntax] { split(e, on: "||") }

    private static func split(_ e: ExprSyntax, on op: String) -> [ExprSyntax] {
        if let t = e.as(TupleExprSyntax.self), t.elements.count == 1, let only = t.elements.first { return split(only.expression, on: op) }
        if let infix = e.as(InfixOperatorExprSyntax.self), infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text == op {
            return split(infix.leftOperand, on: op) + split(infix.rightOperand, on: op)
        }
        return [e]
    }

    // The fewest elements a value is known to have (from `count` comparisons with an integer
    // literal and `isEmpty`), read until it covers the index.
    /// Whether `base` is known to have more than `index` elements at `node`.
    static func covers(_ base: String, index: Int, at node: some SyntaxProtocol, cache: Cache) -> Bool {
        minimumCount(of: base, above: index, at: node, cache: cache) > index
    }

    private static func minimumCount(of base: String, above index: Int, at node: some SyntaxProtocol, cache: Cache) -> Int {
        var best = 0
        _ = anyFact(at: node, cache: cache) { fact in
            best = max(best, minimumCount(of: base, fact.condition, positive: fact.positive))
            return best > index
        }
        return best
    }

    private static func minimumCount(of base: String, _ e: ExprSyntax, positive: Bool) -> Int {
        if let prefix = e.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            return minimumCount(of: base, prefix.expression, positive: !positive)
        }
        if let member = e.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "isEmpty", member.base?.trimmedText == base {
            return positive ? 0 : 1
        }
        guard let infix = e.as(InfixOperatorExprSyntax.self), var op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text else { return 0 }
        var count = infix.leftOperand, literal = infix.rightOperand
        if isCount(of: base, literal) {
            swap(&count, &literal)
            // `3 <= parts.count` is `parts.count >= 3`.
            op = ["<": ">", ">": "<", "<=": ">=", ">=": "<="][op] ?? op
        }
        guard isCount(of: base, count), let k = literal.as(IntegerLiteralExprSyntax.self).flatMap({ Int($0.literal.text) }) else { return 0 }
        if !positive {
            // Known false: `count < k` false is `count >= k`; `count != k` false is `count == k`.
            guard let negated = ["<": ">=", "<=": ">", ">": "<=", ">=": "<", "!=": "==", "==": "!="][op] else { return 0 }
            op = negated
        }
        switch op {
        case "==", ">=": return k
        case ">": return k + 1
        default: return 0
        }
    }

    private static func isCount(of base: String, _ e: ExprSyntax) -> Bool {
        guard let member = e.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "count" else { return false }
        return member.base?.trimmedText == base
    }

    /// Whether a condition the code has passed bounds `index` against `base`: it names both
    /// `base.count` (or `base.indices`) and the index (`guard i < items.count`,
    /// `items.indices.contains(i)`, `if i >= 0 && i < items.count`), held or known false.
    static func boundsChecked(_ base: String, index: String, at node: some SyntaxProtocol, cache: Cache) -> Bool {
        anyFact(at: node, cache: cache) { fact in
            let text = fact.condition.trimmedText
            guard text.contains(base + ".count") || text.contains(base + ".indices") || text.contains(base + ".endIndex") else { return false }
            return fact.condition.tokens(viewMode: .sourceAccurate).contains { $0.text == index } || text.contains(index)
        }
    }

    /// Whether `value is T` (for this value and type) is known to hold at `node`.
    static func isKnownType(_ value: String, _ type: String, at node: some SyntaxProtocol, cache: Cache) -> Bool {
        anyFact(at: node, cache: cache) { fact in
            guard fact.positive, let test = fact.condition.as(IsExprSyntax.self) else { return false }
            return test.expression.trimmedText == value && test.type.trimmedText == type
        }
    }
}

extension Established {
    /// Whether `name` at `node` holds a string literal a test fixed, whatever the page sent: in the
    /// branch of `if action == "getVersion"`, under `case "ping", "pong":` of `switch action`, after
    /// `guard action == "x" else { return }` or `if action != "x" { return }`. Hybrid apps answer
    /// the function a page named by quoting that name back (`callback('\(action)', …)`); there it
    /// is the app's own text. Only a literal with nothing that can end a JavaScript string or a
    /// script (a quote, backslash, line break, `<`) counts, and only for a name its function
    /// never assigns again.
    static func holdsPlainLiteral(_ name: String, at node: some SyntaxProtocol, cache: Cache) -> Bool {
        guard !assignedAgain(name, around: node) else { return false }
        if inLiteralCase(of: name, at: node) { return true }
        return anyFact(at: node, cache: cache) { fact in
            guard let infix = fact.condition.as(InfixOperatorExprSyntax.self), let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text,
                op == (fact.positive ? "==" : "!=")
            else { return false }
            for (side, other) in [(infix.leftOperand, infix.rightOperand), (infix.rightOperand, infix.leftOperand)]
            where side.as(DeclReferenceExprSyntax.self)?.baseName.text == name && isPlainLiteral(other) {
                return true
            }
            return false
        }
    }

    /// `case "a", "b":` of a `switch name` around `node`, every pattern a plain literal.
    private static func inLiteralCase(of name: String, at node: some SyntaxProtocol) -> Bool {
        var current = Syntax(node).parent
        while let n = current {
            if let c = n.as(SwitchCaseSyntax.self), let s = c.parent?.parent?.as(SwitchExprSyntax.self),
                s.subject.as(DeclReferenceExprSyntax.self)?.baseName.text == name
            {
                guard case .case(let label) = c.label else { return false }
                return label.caseItems.allSatisfy { item in
                    item.whereClause == nil && item.pattern.as(ExpressionPatternSyntax.self).map { isPlainLiteral($0.expression) } == true
                }
            }
            if n.is(FunctionDeclSyntax.self) || n.is(InitializerDeclSyntax.self) { return false }
            current = n.parent
        }
        return false
    }

    /// A string literal without interpolation whose text cannot end a JavaScript string literal
    /// or a `<script>` element.
    static func isPlainLiteral(_ expr: ExprSyntax) -> Bool {
        guard let literal = expr.as(StringLiteralExprSyntax.self), literal.segments.count == 1,
            case .stringSegment(let segment)? = literal.segments.first
        else { return false }
        return ScriptTemplate.isInert(segment.content.text)
    }

    /// Whether the function around `node` assigns `name` anywhere (`name = …`): then a test of it
    /// says nothing about a later read.
    private static func assignedAgain(_ name: String, around node: some SyntaxProtocol) -> Bool {
        var outer: Syntax?
        var current = Syntax(node).parent
        while let n = current {
            if n.is(FunctionDeclSyntax.self) || n.is(InitializerDeclSyntax.self) || n.is(AccessorDeclSyntax.self) { outer = n }
            current = n.parent
        }
        guard let scope = outer else { return true }
        return assigns(name, in: scope)
    }

    /// Whether `name = …` is written as a whole-value assignment anywhere in `scope`.
    static func assigns(_ name: String, in scope: some SyntaxProtocol) -> Bool {
        for token in scope.tokens(viewMode: .sourceAccurate) where token.text == name {
            guard let reference = token.parent?.as(DeclReferenceExprSyntax.self), let infix = reference.parent?.as(InfixOperatorExprSyntax.self),
                infix.leftOperand.id == reference.id, infix.operator.is(AssignmentExprSyntax.self)
            else { continue }
            return true
        }
        return false
    }
}
