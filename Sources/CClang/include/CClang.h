#ifndef BRIDGECHECK_CCLANG_H
#define BRIDGECHECK_CCLANG_H

// libclang's stable C API, for reading Objective-C native sources (`bridgecheck native`).
#include <clang-c/Index.h>

#endif
