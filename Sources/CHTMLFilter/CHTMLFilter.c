#include "CHTMLFilter.h"
#include <libxml/xmlversion.h>
#undef LIBXML_ICU_ENABLED
#include <libxml/HTMLparser.h>
#include <libxml/parserInternals.h>
#include <string.h>

static int lower(int c) { return c >= 'A' && c <= 'Z' ? c + 32 : c; }

/// A NUL-terminated name equals a lowercase ASCII literal, ignoring ASCII case.
static int equals(const xmlChar *name, const char *literal) {
    for (; *literal; name++, literal++) {
        if (lower(*name) != *literal) return 0;
    }
    return *name == 0;
}

static int may_hold_call(const xmlChar *name, const xmlChar *value) {
    int first = lower(name[0]);
    if (first == 'o' && lower(name[1]) == 'n' && name[2] != 0) return 1;
    int url = (first == 'h' && equals(name, "href")) || (first == 's' && equals(name, "src")) || (first == 'a' && equals(name, "action"))
        || (first == 'f' && equals(name, "formaction")) || (first == 'd' && equals(name, "data"));
    if (!url || value == NULL) return 0;
    for (const xmlChar *p = value; *p; p++) {
        if (*p == ':') return 1;
        if (*p == '/' || *p == '?' || *p == '#') return 0;
    }
    return 0;
}

static void on_start(void *user, const xmlChar *name, const xmlChar **attributes) {
    bridgecheck_html_events *events = user;
    if (name == NULL) return;
    int keep = equals(name, "script");
    for (const xmlChar **a = attributes; !keep && a != NULL && a[0] != NULL; a += 2) keep = may_hold_call(a[0], a[1]);
    if (keep) events->start(events->state, name, attributes);
}

static void on_end(void *user, const xmlChar *name) {
    bridgecheck_html_events *events = user;
    if (name != NULL && equals(name, "script")) events->end(events->state, name);
}

static void on_comment(void *user, const xmlChar *text) {
    bridgecheck_html_events *events = user;
    if (text != NULL && strstr((const char *)text, events->keyword) != NULL) events->comment(events->state, text);
}

void bridgecheck_html_install(void *context, bridgecheck_html_events *events) {
    htmlParserCtxtPtr ctxt = context;
    if (ctxt == NULL || ctxt->sax == NULL) return;
    memset(ctxt->sax, 0, sizeof(htmlSAXHandler));
    ctxt->sax->startElement = on_start;
    ctxt->sax->endElement = on_end;
    ctxt->sax->comment = on_comment;
    ctxt->userData = events;
}
