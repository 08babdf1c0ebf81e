// libclang, loaded when the first Objective-C file is read rather than when bridgecheck-native
// starts. Linked directly, libclang and the LLVM it carries cost every run 57 MiB of resident
// memory before main (the loader relocates them), also runs that read only Swift and
// `--version`. The reader uses libclang's stable C API through its header as before: each
// function it calls is defined here with the header's own signature (the compiler checks each
// against the declaration) and forwards to the library's, resolved once by
// bridgecheck_libclang_load().
#include "CClang.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#ifndef BRIDGECHECK_LIBCLANG_PATH
#define BRIDGECHECK_LIBCLANG_PATH "libclang.so"
#endif

// The functions the Objective-C reader calls: return type, name, parameters, arguments.
#define BRIDGECHECK_CLANG_FUNCTIONS(X) \
    X(int, clang_Cursor_isNull, (CXCursor cursor), (cursor)) \
    X(int, clang_File_isEqual, (CXFile a, CXFile b), (a, b)) \
    X(CXIndex, clang_createIndex, (int excludePCH, int display), (excludePCH, display)) \
    X(void, clang_disposeDiagnostic, (CXDiagnostic d), (d)) \
    X(void, clang_disposeIndex, (CXIndex index), (index)) \
    X(void, clang_disposeString, (CXString s), (s)) \
    X(void, clang_disposeTranslationUnit, (CXTranslationUnit unit), (unit)) \
    X(const char *, clang_getCString, (CXString s), (s)) \
    X(CXString, clang_getClangVersion, (void), ()) \
    X(CXSourceRange, clang_getCursorExtent, (CXCursor c), (c)) \
    X(enum CXCursorKind, clang_getCursorKind, (CXCursor c), (c)) \
    X(CXCursor, clang_getCursorReferenced, (CXCursor c), (c)) \
    X(CXType, clang_getCursorResultType, (CXCursor c), (c)) \
    X(CXString, clang_getCursorSpelling, (CXCursor c), (c)) \
    X(CXType, clang_getCursorType, (CXCursor c), (c)) \
    X(CXString, clang_getCursorUSR, (CXCursor c), (c)) \
    X(CXDiagnostic, clang_getDiagnostic, (CXTranslationUnit unit, unsigned k), (unit, k)) \
    X(CXSourceLocation, clang_getDiagnosticLocation, (CXDiagnostic d), (d)) \
    X(enum CXDiagnosticSeverity, clang_getDiagnosticSeverity, (CXDiagnostic d), (d)) \
    X(CXString, clang_getDiagnosticSpelling, (CXDiagnostic d), (d)) \
    X(void, clang_getExpansionLocation, (CXSourceLocation l, CXFile *file, unsigned *line, unsigned *column, unsigned *offset), (l, file, line, column, offset)) \
    X(CXFile, clang_getFile, (CXTranslationUnit unit, const char *name), (unit, name)) \
    X(CXString, clang_getFileName, (CXFile file), (file)) \
    X(unsigned, clang_getNumDiagnostics, (CXTranslationUnit unit), (unit)) \
    X(CXSourceLocation, clang_getRangeEnd, (CXSourceRange r), (r)) \
    X(CXSourceLocation, clang_getRangeStart, (CXSourceRange r), (r)) \
    X(CXCursor, clang_getTranslationUnitCursor, (CXTranslationUnit unit), (unit)) \
    X(CXString, clang_getTypeSpelling, (CXType t), (t)) \
    X(enum CXErrorCode, clang_parseTranslationUnit2, \
      (CXIndex index, const char *file, const char *const *argv, int argc, struct CXUnsavedFile *unsaved, unsigned count, unsigned options, CXTranslationUnit *out), \
      (index, file, argv, argc, unsaved, count, options, out)) \
    X(unsigned, clang_visitChildren, (CXCursor parent, CXCursorVisitor visitor, CXClientData data), (parent, visitor, data))

#define BRIDGECHECK_POINTER(ret, name, params, args) static ret(*p_##name) params;
BRIDGECHECK_CLANG_FUNCTIONS(BRIDGECHECK_POINTER)

static pthread_once_t once = PTHREAD_ONCE_INIT;
static char problem[1024];
static int loaded;

static const char *path = BRIDGECHECK_LIBCLANG_PATH;

static void load(void) {
    // BRIDGECHECK_LIBCLANG_LIBRARY names another libclang, and only it is tried. Else the
    // library this build was compiled against; else the same name wherever the loader looks
    // (the executable's run path, LD_LIBRARY_PATH, the system's folders), for a build moved to
    // another machine with its libraries beside it.
    const char *given = getenv("BRIDGECHECK_LIBCLANG_LIBRARY");
    if (given && *given) path = given;
    void *library = dlopen(path, RTLD_NOW | RTLD_LOCAL);
    if (!library) {
        const char *first = dlerror();
        snprintf(problem, sizeof problem, "%s", first ? first : path);
        const char *slash = strrchr(path, '/');
        if (slash && path != given) library = dlopen(slash + 1, RTLD_NOW | RTLD_LOCAL);
        if (!library) return;
    }
#define BRIDGECHECK_RESOLVE(ret, name, params, args) \
    *(void **)(&p_##name) = dlsym(library, #name); \
    if (!p_##name) { \
        snprintf(problem, sizeof problem, "%s has no function %s", path, #name); \
        return; \
    }
    BRIDGECHECK_CLANG_FUNCTIONS(BRIDGECHECK_RESOLVE)
    problem[0] = 0;
    loaded = 1;
}

const char *bridgecheck_libclang_load(void) {
    pthread_once(&once, load);
    return loaded ? NULL : problem;
}

const char *bridgecheck_libclang_path(void) {
    pthread_once(&once, load);
    return path;
}

// Each is called only after bridgecheck_libclang_load() succeeded (the reader checks first).
#define BRIDGECHECK_FORWARD(ret, name, params, args) \
    ret name params { return p_##name args; }
BRIDGECHECK_CLANG_FUNCTIONS(BRIDGECHECK_FORWARD)
