@testable import BridgeLint
import BridgeReport
import Foundation
import TestSupport
import XCTest

/// TypeScript is read as the JavaScript it compiles to: exactly the tokens that are types go.
final class TypeScriptErasureTests: XCTestCase {
    /// The tokens left, as written, joined by spaces.
    private func erased(_ source: String) -> String {
        let tokenization = TypeScriptErasure.erase(JSTokenizer.tokenize(source))
        return tokenization.tokens.map { String(decoding: tokenization.bytes(of: $0), as: UTF8.self) }.joined(separator: " ")
    }

    func testAnnotationsOfParametersVariablesReturnsAndFieldsGo() {
        XCTAssertEqual(erased("function f(a: string, b?: number, ...rest: Array<Map<string, number>>): void { g(a) }"), "function f ( a , b , ... rest ) { g ( a ) }")
        XCTAssertEqual(erased("const x: { a: string; b: number[] } | null = null;"), "const x = null ;")
        XCTAssertEqual(erased("let y!: number;"), "let y ;")
        XCTAssertEqual(erased("const f = async (m: Msg, { a }: Props): Promise<void> => post(m);"), "const f = async ( m , { a } ) => post ( m ) ;")
        XCTAssertEqual(erased("const h: (x: number) => void = (x) => x;"), "const h = ( x ) => x ;")
        XCTAssertEqual(erased("class A<T> extends B<T> implements C, D<E> {\n  private readonly handlers = w.h;\n  count?: number = 0;\n  static s: string;\n  constructor(private x: T, public y = 1) { super(); }\n  get v(): T { return this.x }\n  m(a: T): void;\n  m(a: any) { }\n}"),
            "class A extends B { handlers = w . h ; count = 0 ; static s ; constructor ( x , y = 1 ) { super ( ) ; } get v ( ) { return this . x } m ( a ) { } }")
        XCTAssertEqual(erased("const o = { send(m: Msg): boolean { return true }, k: 1 };"), "const o = { send ( m ) { return true } , k : 1 } ;")
        XCTAssertEqual(erased("try { f() } catch (e: unknown) { }"), "try { f ( ) } catch ( e ) { }")
    }

    func testTypeOnlyDeclarationsGo() {
        XCTAssertEqual(erased("interface A extends B { a: string }\nexport interface C { }\ntype U = 'a' | 'b';\nexport type F<T> = (x: T) => void\nf()"), "f ( )")
        XCTAssertEqual(erased("declare global { interface Window { x: number } }\ndeclare const API: string;\ndeclare module 'm' { }\ng()"), "g ( )")
        XCTAssertEqual(erased("import type { A } from './a';\nexport type { B };\nimport { c, type D } from './c';\nenum E { A = 'a' }\nconst enum F { B }\nabstract class G {}"),
            "import { c , type D } from './c' ; class G { }")
        XCTAssertEqual(erased("namespace App.Bridge { export function send() {} }"), "{ export function send ( ) { } }")
        XCTAssertEqual(erased("@Component({ a: 1 })\nclass H {}"), "class H { }")
    }

    func testAssertionsAndTypeArgumentsGo() {
        XCTAssertEqual(erased("w.webkit!.messageHandlers.x!.postMessage(m as unknown as Body)"), "w . webkit . messageHandlers . x . postMessage ( m )")
        XCTAssertEqual(erased("const c = { a: 1 } as const satisfies R;"), "const c = { a : 1 } ;")
        XCTAssertEqual(erased("const m = new Map<string, number>(); f<T>(x); const w = <any>window;"), "const m = new Map ( ) ; f ( x ) ; const w = window ;")
        XCTAssertEqual(erased("function g<T extends { a: 1 }>(x: T) {}"), "function g ( x ) { }")
        // The parentheses a cast needed go with it; a call's and a plain group's stay.
        XCTAssertEqual(erased("(window as any).webkit.messageHandlers.x.postMessage(1); f(w as any).y; (w).z"),
            "window . webkit . messageHandlers . x . postMessage ( 1 ) ; f ( w ) . y ; ( w ) . z")
    }

    /// What is JavaScript stays: comparisons, ternaries, object literals, labels, imports
    /// renamed with `as`, and a prefix `!`.
    func testJavaScriptIsLeftAsItIs() {
        let js = "if (a < b && c > d) { x = p ? q : r; } const o = { k: v }; import { a as b } from 'x'; import * as ns from 'y'; loop: for (;;) { break loop } const n = !m; f(!x)"
        let tokens = JSTokenizer.tokenize(js)
        XCTAssertEqual(erased(js), tokens.tokens.map { String(decoding: tokens.bytes(of: $0), as: UTF8.self) }.joined(separator: " "))
    }

    /// Token soup of TypeScript's and JavaScript's pieces, unbalanced brackets included: erasure
    /// ends, drops only tokens (never adds or moves one), and keeps them in order.
    /// `BRIDGECHECK_SEED=N` replays a run.
    func testRandomTokenSoupEndsAndOnlyDrops() {
        let seed = SeededGenerator.seedFromEnvironment()
        var rng = SeededGenerator(seed: seed)
        let pieces = ["x", "T", ":", "?", "!", "<", ">", ">>", "(", ")", "{", "}", "[", "]", ",", ";", "=", "=>", "as", "satisfies", "type", "interface", "declare",
            "enum", "class", "extends", "implements", "private", "readonly", "function", "const", "let", "|", "&", "keyof", "'s'", "1", "@", ".", "\n", "namespace", "import", "export", "`t${a}u`", "T.x", "x.T"]
        for _ in 0..<400 {
            let count = Int.random(in: 0...40, using: &rng)
            let soup = (0..<count).map { _ in pieces[Int.random(in: 0..<pieces.count, using: &rng)] }.joined(separator: " ")
            let source = soup + "\n;window.webkit.messageHandlers.x.postMessage(1);\n"
            let before = JSTokenizer.tokenize(source)
            let after = TypeScriptErasure.erase(before)
            XCTAssertLessThanOrEqual(after.tokens.count, before.tokens.count, "seed \(seed): \(soup)")
            XCTAssertTrue(after.tokens.allSatisfy { t in before.tokens.contains(t) }, "seed \(seed): \(soup)")
            XCTAssertEqual(after.tokens.map(\.offset), after.tokens.map(\.offset).sorted(), "seed \(seed): \(soup)")
            // The enums it reads are read as values by the analysis, which ends too.
            let read = TypeScriptErasure.eraseReadingEnums(before)
            let analysis = CallRecognizer(wrapperPaths: [], schemes: []).analyzeScript(read.tokenization, imports: GlobalWrappers(), enums: read.enums)
            XCTAssertTrue(analysis.calls.allSatisfy { $0.offset >= 0 && $0.offset <= source.utf8.count }, "seed \(seed): \(soup)")
        }
    }

    /// JSX's markup becomes spaces, with every line break and offset kept; its expression
    /// containers, quoted attribute values and the elements nested in expressions are read as
    /// they are. Not JSX: a comparison, a type parameter list, a regular expression with `<`.
    func testJSXMarkupIsBlankedAndItsExpressionsKept() {
        func blank(_ s: String) -> String { String(decoding: JSXBlanking.blank(Array(s.utf8)), as: UTF8.self) }
        XCTAssertEqual(blank("return (<div className=\"a\" onClick={() => go(1)}>Don't {n}</div>);"),
            "return (               \"a\"         {() => go(1)}       {n}      );")
        XCTAssertEqual(blank("x = <A b={c ? <B/> : 'd'} {...p}/>;\ny = <>t{u}</>"), "x =      {c ?      : 'd'} {...p}  ;\ny =    {u}   ")
        XCTAssertEqual(blank("if (a <b) c = d<e; const id = <T,>(x: T) => x; r = /<p>/g;"), "if (a <b) c = d<e; const id = <T,>(x: T) => x; r = /<p>/g;")
        XCTAssertEqual(blank("f(<p>\n  line\n</p>)"), "f(   \n      \n    )")
        XCTAssertEqual(blank("s = `${<i>{v}</i>}`; t = '<p>';"), "s = `${   {v}    }`; t = '<p>';")
        // A comment between a tag's attributes is the tag's (React code keeps a disabled prop
        // as `// highlights={highlights}` on a line of its own); one that never ends is no tag.
        XCTAssertEqual(blank("x = <N\n  a={1}\n  // b={2}\n  /* c */ d={f()}\n/>;"), "x =   \n    {1}\n          \n            {f()}\n  ;")
        XCTAssertEqual(blank("x = <N a={1} /* c={2} "), "x = <N a={1} /* c={2} ")
    }

    /// Random soup of JSX's and JavaScript's pieces: blanking ends, keeps the length and every
    /// line break, and only ever writes spaces. `BRIDGECHECK_SEED=N` replays a run.
    func testJSXBlankingOfRandomSoupKeepsLengthAndLines() {
        let seed = SeededGenerator.seedFromEnvironment()
        var rng = SeededGenerator(seed: seed)
        let pieces = ["<", ">", "</", "/>", "<>", "</>", "div", "a", "=", "{", "}", "(", ")", "\"", "'", "`", "${", "/", "//", "/*", "*/", "\n", " ", "return", "x", ",", "...", "<b>", "</b>", "\\"]
        for _ in 0..<500 {
            let count = Int.random(in: 0...60, using: &rng)
            let soup = Array((0..<count).map { _ in pieces[Int.random(in: 0..<pieces.count, using: &rng)] }.joined().utf8)
            let out = JSXBlanking.blank(soup)
            XCTAssertEqual(out.count, soup.count, "seed \(seed): \(String(decoding: soup, as: UTF8.self))")
            XCTAssertTrue(zip(soup, out).allSatisfy { $0 == $1 || $1 == UInt8(ascii: " ") }, "seed \(seed): \(String(decoding: soup, as: UTF8.self))")
            XCTAssertEqual(soup.indices.filter { soup[$0] == 0x0A }, out.indices.filter { out[$0] == 0x0A }, "seed \(seed)")
        }
    }

    /// React components (`.jsx`, and `.tsx` with its types erased too) are scripts: calls in
    /// their event handlers are checked where they are written, and the markup's text (an
    /// apostrophe, a `/`) breaks nothing.
    func testLintReadsJSXAndTSX() throws {
        let site = try TemporarySite([
            (path: "src/Share.jsx", contents: """
                export default function Share({ count }) {
                  return (
                    <div>
                      <p>Don't / won't: {count}</p>
                      <button onClick={() => window.webkit.messageHandlers.nativeHandlr.postMessage('x')}>Go</button>
                    </div>
                  );
                }

                """),
            (path: "src/Pong.tsx", contents: """
                interface P { n: number }
                export const Pong = ({ n }: P): JSX.Element => (
                  <button onClick={(): void => window.webkit!.messageHandlers.EXAMPLE.postMessage({ action: 'png', param: {} })}>{n}</button>
                );
                function fromNative(v: string) {}

                """),
        ])
        defer { site.remove() }
        let report = site.lint(manifest: ExampleManifest.rules)
        XCTAssertEqual(site.siteFindings(report).filter { !$0.contains("unused-handler") }, ["src/Pong.tsx:3:93 unknown-function", "src/Share.jsx:5:30 unknown-handler"])
    }

    /// A line comment between a component's attributes (a prop left out as `// highlights=
    /// {highlights}`, Omnivore's HighlightsLayer.tsx) is the tag's: the element is blanked, with
    /// no unparsable-script warning and the call after it found. Before, the element was read as
    /// JavaScript and its `</>` as an unterminated regular expression.
    func testACommentBetweenJSXAttributesIsPartOfTheTag() throws {
        let site = try TemporarySite([
            (path: "src/Notebook.tsx", contents: """
                export const Notebook = (props: { item: string }) => {
                  return (
                    <>
                      <NotebookContent
                        item={props.item}
                        // highlights={highlights}
                        /* onClose={close} */
                        viewInReader={(id: string) => window.webkit.messageHandlers.nativeHandlr.postMessage(id)}
                      />
                    </>
                  )
                }

                """),
        ])
        defer { site.remove() }
        let report = site.lint(manifest: ExampleManifest.rules)
        XCTAssertEqual(site.siteFindings(report).filter { !$0.contains("unused-handler") }, ["src/Notebook.tsx:8:39 unknown-handler"])
    }

    /// JSX written in a `.js` file (Create React App's habit) or in a `text/babel` script (React
    /// without a build step) is read with its markup blanked when it does not read cleanly as
    /// JavaScript: no unparsable-script warning for the markup's apostrophes and slashes, and the
    /// calls after them are found. Not triggering: a `.js` whose string really is unterminated
    /// keeps its warning (blanking reads it no better), and a `.js` without markup is read as
    /// written (`a </b/ 2` stays a comparison with a regular expression).
    func testJSXInAJavaScriptFileOrBabelScriptIsReadAsJSX() throws {
        let site = try TemporarySite([
            (path: "src/Lock.js", contents: """
                import React from 'react';
                export default class Lock extends React.Component {
                  render() {
                    return <div className="lock" onClick={() => this.click()}>
                      {this.props.locked ? <span>it's locked</span> : "open"}
                    </div>;
                  }
                  click() { window.webkit.messageHandlers.nativeHandlr.postMessage('x'); }
                }

                """),
            (path: "babel.html", contents: """
                <script type="text/babel">
                const App = () => <p>Don't <b onClick={() => window.webkit.messageHandlers.nativeHandlr.postMessage('y')}>go</b></p>;
                </script>

                """),
            (path: "broken.js", contents: "var s = '</p>;\nwindow.webkit.messageHandlers.nativeHandlr.postMessage('z');\n"),
            (path: "plain.js", contents: "var ok = a </b/ 2;\nwindow.webkit.messageHandlers.nativeHandlr.postMessage('w');\n"),
        ])
        defer { site.remove() }
        let report = site.lint(manifest: ExampleManifest.rules)
        XCTAssertEqual(site.siteFindings(report).filter { !$0.contains("unused-handler") }, [
            "babel.html:2:46 unknown-handler", "broken.js:1:9 unparsable-script", "broken.js:2:1 unknown-handler", "plain.js:2:1 unknown-handler",
            "src/Lock.js:8:13 unknown-handler",
        ])
    }

    /// Broken TypeScript, JSX and components end in a report like any broken script: every
    /// file is scanned, the calls before the break are found and checked, nothing hangs.
    func testBrokenTypeScriptJSXAndComponentsEndInAReport() throws {
        let site = try TemporarySite([
            (path: "a.ts", contents: "window.webkit.messageHandlers.nativeHandlr.postMessage('x');\ninterface Broken {\n  a: Map<string, \nfunction f(x: ) { return <T\n"),
            (path: "b.tsx", contents: "window.webkit.messageHandlers.nativeHandlr.postMessage('x');\nconst v = <div a={ <b>unclosed {x </div\n"),
            (path: "c.vue", contents: "<template><p>{{</template>\n<script lang=\"ts\">window.webkit.messageHandlers.nativeHandlr.postMessage('x'); let x: = \n"),
        ])
        defer { site.remove() }
        let report = site.lint(manifest: ExampleManifest.rules)
        XCTAssertEqual(report.files.map { ($0.path as NSString).lastPathComponent }, ["a.ts", "b.tsx", "c.vue"])
        XCTAssertEqual(site.siteFindings(report).filter { $0.hasSuffix("unknown-handler") }, ["a.ts:1:1 unknown-handler", "b.tsx:1:1 unknown-handler", "c.vue:2:19 unknown-handler"])
    }

    /// Vue and Svelte components are read as pages: their `<script>` blocks are scripts, a
    /// `lang="ts"` one (or `type="text/typescript"`) with its types erased; the template's
    /// text (`Don't`) and bindings (`@click`, `on:click`) are no script. Not triggering: a
    /// `<style>` block, and a `<script type="text/template">`.
    func testLintReadsVueAndSvelteComponents() throws {
        let site = try TemporarySite([
            (path: "src/Share.vue", contents: """
                <template>
                  <button @click="send">Don't send {{ count }}</button>
                </template>
                <script setup lang="ts">
                const count: number = 0
                function send(): void {
                  window.webkit!.messageHandlers.nativeHandlr.postMessage(String(count) as string)
                }
                </script>
                <style scoped>.a { color: red }</style>

                """),
            (path: "src/Close.svelte", contents: """
                <script>
                  function close() { window.webkit.messageHandlers.EXAMPLE.postMessage({ action: 'png', param: {} }); }
                </script>
                <script type="text/template">window.webkit.messageHandlers.nope.postMessage(1)</script>
                <script type="text/typescript">let n: number = 1; window.webkit.messageHandlers.nativeHandler.postMessage(n as any);</script>
                <button on:click={close}>Close</button>

                """),
            (path: "src/app.js", contents: "function fromNative(v) {}\n"),
        ])
        defer { site.remove() }
        let report = site.lint(manifest: ExampleManifest.rules)
        XCTAssertEqual(site.siteFindings(report).filter { !$0.contains("unused-handler") }, [
            "src/Close.svelte:2:82 unknown-function",
            "src/Close.svelte:5:107 body-kind-mismatch",
            "src/Share.vue:7:3 unknown-handler",
        ])
    }

    /// Lint reads `.ts` files (not `.d.ts`) with their types erased: calls typed as TypeScript
    /// writes them are found and checked where they are.
    func testLintReadsTypeScriptFiles() throws {
        let site = try TemporarySite([
            (path: "src/bridge.ts", contents: """
                interface Message { action: string; param: { count: string } }
                export class Native {
                  private readonly handlers = window.webkit?.messageHandlers;
                  pong(count: number): void {
                    const m: Message = { action: 'pong', param: { count: count as any } };
                    this.handlers!.EXAMPLE.postMessage({ action: 'png', param: {} });
                  }
                }
                export function post(name: string, body: unknown = {}): void {
                  window.webkit?.messageHandlers[name].postMessage(body);
                }
                post('nativeHandlr', 'x');
                function fromNative(v: string) {}

                """),
            (path: "src/types.d.ts", contents: "declare function post(name: string): void;\nwindow.webkit.messageHandlers.nope.postMessage(1);\n"),
        ])
        defer { site.remove() }
        let report = site.lint(manifest: ExampleManifest.rules)
        XCTAssertEqual(site.siteFindings(report).filter { !$0.contains("unused-handler") }, [
            "src/bridge.ts:6:50 unknown-function",
            "src/bridge.ts:10:3 dynamic-call",
            "src/bridge.ts:12:6 unknown-handler",
        ])
        XCTAssertEqual(report.files.map { ($0.path as NSString).lastPathComponent }, ["bridge.ts"])
    }
}
