internal import SwiftSyntax

/// Strings escaped by hand for a JavaScript string literal with `replacingOccurrences(of:with:)`:
/// the backslash first, then the quote, both line breaks, U+2028 and U+2029, as chained calls
/// (`s.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "\\'")…`),
/// through `let`s, or as `s = s.replacingOccurrences(…)` steps of the same function. A chain that
/// leaves one out, or escapes the quote before the backslash (so `\'` comes back as `\\'`), is not
/// an escape. A call of a helper of the app's whose every `return` is such a chain
/// (`func escapeJSONString(_ s: String) -> String { var e = s; e = e.replacingOccurrences(…); …;
/// return e }`) is one too. The Objective-C reader's `escapedByHand` reads the same steps in its
/// language.
enum HandEscape {
    /// The app's functions by name, for helpers that escape what they are given.
    typealias Functions = (String) -> [FunctionDeclSyntax]

    /// The quote characters (`'`, `"`, `` ` ``) that `expr` is escaped for, empty when none.
    static func quotes(_ expr: ExprSyntax, functions: Functions? = nil) -> Set<Character> {
        guard let steps = replacements(expr, depth: 0, functions: functions) else { return [] }
        guard let backslash = steps.firstIndex(of: "\\") else { return [] }
        for needed in ["\n", "\r", "\u{2028}", "\u{2029}"] {
            guard let k = steps.firstIndex(of: needed), k > backslash else { return [] }
        }
        var out: Set<Character> = []
        for quote in ["'", "\"", "`"] {
            if let k = steps.firstIndex(of: quote), k > backslash { out.insert(Character(quote)) }
        }
        // In a template, `${` also starts code: escaped only when `$` is.
        if out.contains("`"), !(steps.firstIndex(of: "$").map { $0 > backslash } ?? false) && !(steps.firstIndex(of: "${").map { $0 > backslash } ?? false) {
            out.remove("`")
        }
        return out
    }

    /// The targets replaced to make `expr`, in the order they are applied; nil when `expr` is
    /// not built by replacements at all.
    private static func replacements(_ expr: ExprSyntax, depth: Int, functions: Functions?) -> [String]? {
        guard depth < 12 else { return nil }
        if let o = expr.as(OptionalChainingExprSyntax.self) { return replacements(o.expression, depth: depth + 1, functions: functions) }
        if let f = expr.as(ForceUnwrapExprSyntax.self) { return replacements(f.expression, depth: depth + 1, functions: functions) }
        if let call = expr.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            member.declName.baseName.text == "replacingOccurrences", let first = call.arguments.first, first.label?.text == "of",
            let target = literalValue(first.expression), let base = member.base
        {
            return (replacements(base, depth: depth + 1, functions: functions) ?? []) + [target]
        }
        if let reference = expr.as(DeclReferenceExprSyntax.self) {
            return steps(of: reference.baseName.text, before: expr, depth: depth, functions: functions)
        }
        // `escapeJSONString(json)`, `self.escape(json)`: a helper of the app's that escapes what
        // it is given, the same way on every return.
        if let functions, let call = expr.as(FunctionCallExprSyntax.self), call.arguments.count == 1 {
            let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
                ?? call.calledExpression.as(MemberAccessExprSyntax.self).flatMap { ["self", "Self"].contains($0.base?.trimmedText ?? "") ? $0.declName.baseName.text : nil }
            guard let name else { return nil }
            let declarations = functions(name)
            guard declarations.count == 1, let decl = declarations.first, let body = decl.body, decl.signature.parameterClause.parameters.count == 1 else { return nil }
            var returned: [String]?
            for value in returnedValues(body) {
                guard let steps = replacements(value, depth: depth + 1, functions: functions), returned == nil || returned == steps else { return nil }
                returned = steps
            }
            return returned
        }
        return nil
    }

    /// What a function body returns: each `return` expression outside nested closures and
    /// functions, or the one expression of a body that is just that.
    private static func returnedValues(_ body: CodeBlockSyntax) -> [ExprSyntax] {
        if body.statements.count == 1, let only = body.statements.first, case .expr(let e) = only.item { return [e] }
        final class Returns: SyntaxVisitor {
            var values: [ExprSyntax] = []
            override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
                if let e = node.expression { values.append(e) }
                return .skipChildren
            }
            override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
            override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        }
        let visitor = Returns(viewMode: .sourceAccurate)
        visitor.walk(body)
        return visitor.values
    }

    /// What `name` holds before `node`: its `let`/`var` initializer's replacements, then those of
    /// each `name = name.replacingOccurrences(…)` between there and `node` in the same block.
    private static func steps(of name: String, before node: ExprSyntax, depth: Int, functions: Functions?) -> [String]? {
        var current = Syntax(node).parent
        while let n = current {
            if let block = n.as(CodeBlockItemListSyntax.self) {
                var found: [String]?
                for item in block where item.position < node.position {
                    if case .decl(let decl) = item.item, let variable = decl.as(VariableDeclSyntax.self) {
                        for binding in variable.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                            found = binding.initializer.flatMap { replacements($0.value, depth: depth + 1, functions: functions) } ?? []
                        }
                    } else if case .stmt(let stmt) = item.item, let guardStmt = stmt.as(GuardStmtSyntax.self) {
                        // `guard var s = make() else { return }` declares `s` for the rest of the block.
                        for condition in guardStmt.conditions {
                            guard let binding = condition.condition.as(OptionalBindingConditionSyntax.self),
                                binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name
                            else { continue }
                            found = binding.initializer.flatMap { replacements($0.value, depth: depth + 1, functions: functions) } ?? []
                        }
                    } else if found != nil, let infix = assignment(item), infix.leftOperand.as(DeclReferenceExprSyntax.self)?.baseName.text == name {
                        // `s = s.replacingOccurrences(…)` goes on from what `s` held; any other value starts over.
                        let more = replacements(infix.rightOperand, depth: depth + 1, functions: functions)
                        if let base = chainBase(infix.rightOperand), base == name { found = (found ?? []) + (more ?? []) } else { found = more }
                    }
                }
                if let found { return found }
            }
            if n.is(FunctionDeclSyntax.self) || n.is(ClosureExprSyntax.self) { return nil }
            current = n.parent
        }
        return nil
    }

    private static func assignment(_ item: CodeBlockItemSyntax) -> InfixOperatorExprSyntax? {
        let expr: ExprSyntax?
        switch item.item {
        case .expr(let e): expr = e
        case .stmt(let s): expr = s.as(ExpressionStmtSyntax.self)?.expression
        default: expr = nil
        }
        guard let infix = expr?.as(InfixOperatorExprSyntax.self), infix.operator.is(AssignmentExprSyntax.self) else { return nil }
        return infix
    }

    /// The name a replacement chain starts from (`s` in `s.replacingOccurrences(…)…`).
    private static func chainBase(_ expr: ExprSyntax) -> String? {
        var e = expr
        while let call = e.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base {
            e = base
        }
        return e.as(DeclReferenceExprSyntax.self)?.baseName.text
    }

    /// A string literal's value, raw strings (`#"\"#`) included.
    static func literalValue(_ expr: ExprSyntax) -> String? {
        guard let literal = expr.as(StringLiteralExprSyntax.self) else { return nil }
        var raw = ""
        for segment in literal.segments {
            guard case .stringSegment(let s) = segment else { return nil }
            raw += s.content.text
        }
        return literal.openingPounds == nil ? unescapeSwift(raw) : raw
    }
}
