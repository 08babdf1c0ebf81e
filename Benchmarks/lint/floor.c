/*
 * The floor for any libxml2-based page scanner: read each file, parse it with libxml2's HTML
 * parser (same options as bridgecheck lint), walk the whole tree touching every node and
 * attribute, free it. Script files (.js) are read but not parsed, as there is nothing for
 * libxml2 to do with them. Paths come one per line on standard input.
 *
 * Build: cc -O2 $(pkg-config --cflags libxml-2.0) floor.c $(pkg-config --libs libxml-2.0) -o floor
 */
#include <libxml/HTMLparser.h>
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

static int ends_with(const char *s, const char *suffix) {
    size_t n = strlen(s), m = strlen(suffix);
    return n >= m && strcmp(s + n - m, suffix) == 0;
}

int main(void) {
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
        if (!ends_with(path, ".js") && n > 0) {
            htmlDocPtr doc = htmlReadMemory(buffer, (int)n, path, "UTF-8",
                HTML_PARSE_RECOVER | HTML_PARSE_NONET | HTML_PARSE_NOERROR | HTML_PARSE_NOWARNING);
            if (doc) {
                walk(xmlDocGetRootElement(doc));
                xmlFreeDoc(doc);
            }
        }
        free(buffer);
    }
    fprintf(stderr, "floor: %lu files, %lu nodes and attributes\n", files, visited);
    return 0;
}
