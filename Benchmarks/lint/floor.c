/*
 * The floor for any libxml2-based page scanner: read each file and tokenize it with libxml2's
 * HTML parser (same options as bridgecheck lint). By default (`floor` or `floor sax`) the parse
 * is SAX only: callbacks count elements, attributes and text bytes and no tree is built, which is
 * less work than bridgecheck does, so it bounds the tool from below. `floor dom` builds the tree,
 * walks every node and attribute and frees it, the cost of a DOM-based scanner. Script files (.js)
 * are read but not parsed, as there is nothing for libxml2 to do with them. Paths come one per
 * line on standard input.
 *
 * Build: cc -O2 $(pkg-config --cflags libxml-2.0) floor.c $(pkg-config --libs libxml-2.0) -o floor
 */
#include <libxml/HTMLparser.h>
#include <libxml/parserInternals.h>
#include <libxml/tree.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static unsigned long visited;

static void walk(xmlNodePtr node) {
    /* Iterative, so deep pages cost no stack. */
    while (node) {
        visited++;
        for (xmlAttrPtr a = node->properties; a; a = a->next) visited++;
        if (node->children) { node = node->children; continue; }
        while (node && !node->next) node = node->parent;
        if (node) node = node->next;
    }
}

static void on_start(void *ctx, const xmlChar *name, const xmlChar **attributes) {
    (void)ctx; (void)name;
    visited++;
    for (const xmlChar **a = attributes; a && *a; a += 2) visited++;
}

static void on_text(void *ctx, const xmlChar *text, int length) {
    (void)ctx; (void)text;
    visited += (unsigned long)length > 0;
}

static void parse_sax(const char *buffer, int n) {
    htmlParserCtxtPtr ctxt = htmlCreateMemoryParserCtxt(buffer, n);
    if (!ctxt) return;
    htmlSAXHandler handler;
    memset(&handler, 0, sizeof handler);
    handler.startElement = on_start;
    handler.characters = on_text;
    handler.cdataBlock = on_text;
    memcpy(ctxt->sax, &handler, sizeof handler);
    htmlCtxtUseOptions(ctxt, HTML_PARSE_RECOVER | HTML_PARSE_NONET | HTML_PARSE_NOERROR | HTML_PARSE_NOWARNING);
    xmlSwitchEncoding(ctxt, XML_CHAR_ENCODING_UTF8);
    htmlParseDocument(ctxt);
    htmlFreeParserCtxt(ctxt);
}

static int ends_with(const char *s, const char *suffix) {
    size_t n = strlen(s), m = strlen(suffix);
    return n >= m && strcmp(s + n - m, suffix) == 0;
}

int main(int argc, char **argv) {
    int dom = argc > 1 && strcmp(argv[1], "dom") == 0;
    char path[8192];
    unsigned long files = 0;
    xmlInitParser();
    while (fgets(path, sizeof path, stdin)) {
        path[strcspn(path, "\n")] = 0;
        if (!*path) continue;
        FILE *f = fopen(path, "rb");
        if (!f) continue;
        fseek(f, 0, SEEK_END);
        long size = ftell(f);
        fseek(f, 0, SEEK_SET);
        char *buffer = malloc(size > 0 ? (size_t)size : 1);
        size_t n = fread(buffer, 1, (size_t)(size > 0 ? size : 0), f);
        fclose(f);
        files++;
        if (!ends_with(path, ".js") && n > 0 && !dom) {
            parse_sax(buffer, (int)n);
        } else if (!ends_with(path, ".js") && n > 0) {
            htmlDocPtr doc = htmlReadMemory(buffer, (int)n, path, "UTF-8",
                HTML_PARSE_RECOVER | HTML_PARSE_NONET | HTML_PARSE_NOERROR | HTML_PARSE_NOWARNING);
            if (doc) {
                walk(xmlDocGetRootElement(doc));
                xmlFreeDoc(doc);
            }
        }
        free(buffer);
    }
    fprintf(stderr, "floor (%s): %lu files, %lu events\n", dom ? "dom" : "sax", files, visited);
    return 0;
}
