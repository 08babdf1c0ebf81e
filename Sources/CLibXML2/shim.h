#ifndef BRIDGECHECK_CLIBXML2_SHIM_H
#define BRIDGECHECK_CLIBXML2_SHIM_H

// libxml2's xmlversion.h may enable ICU, whose UErrorCode then clashes with the copy
// Foundation brings in ("'UErrorCode' has different definitions in different modules").
// Nothing here needs ICU, so switch it off before any other libxml2 header is read.
#include <libxml/xmlversion.h>
#undef LIBXML_ICU_ENABLED

#include <libxml/HTMLparser.h>
#include <libxml/parser.h>
#include <libxml/parserInternals.h>
#include <libxml/tree.h>
#include <libxml/xmlerror.h>
#include <libxml/xmlschemas.h>

#endif
