#ifndef BRIDGECHECK_CHTMLFILTER_H
#define BRIDGECHECK_CHTMLFILTER_H

// The SAX events lint needs from libxml2's HTML parser, filtered in C before Swift sees them.
// A page has tens of thousands of start and end tags and only a few can hold a bridge call: a
// Swift callback for each cost more than the C floor's whole callback, and evicted the parser's
// code from the instruction cache (cachegrind on the worst-case lint site). Swift decides on
// what passes; the filter only drops what cannot matter.

typedef void (*bridgecheck_html_start)(void *state, const unsigned char *name, const unsigned char **attributes);
typedef void (*bridgecheck_html_end)(void *state, const unsigned char *name);
typedef void (*bridgecheck_html_comment)(void *state, const unsigned char *text);

typedef struct {
    void *state;
    /// Start tags named `script` (any case), or with an attribute that may hold a bridge call:
    /// an event handler (`on…`), or `href`, `src`, `action`, `formaction` or `data` whose value
    /// has a ':' before any '/', '?' or '#'.
    bridgecheck_html_start start;
    /// End tags named `script` (any case).
    bridgecheck_html_end end;
    /// Comments that contain `keyword`.
    bridgecheck_html_comment comment;
    const char *keyword;
} bridgecheck_html_events;

/// Sets the SAX handlers of `context` (an htmlParserCtxtPtr) to pass the events above to
/// `events`, which must outlive the parse, and makes `events` the parser's user data.
void bridgecheck_html_install(void *context, bridgecheck_html_events *events);

#endif
