#ifndef BRIDGECHECK_CCLANG_H
#define BRIDGECHECK_CCLANG_H

// libclang's stable C API, for reading Objective-C native sources (`bridgecheck native`).
#include <clang-c/Index.h>

// Loads libclang (once; later calls give the first answer): NULL when every function the
// reader calls is there, else why not (the loader's message). Call before any clang_ function.
const char *bridgecheck_libclang_load(void);

// The library loaded (or tried): BRIDGECHECK_LIBCLANG_LIBRARY, else the one this build was
// compiled against.
const char *bridgecheck_libclang_path(void);

#endif
