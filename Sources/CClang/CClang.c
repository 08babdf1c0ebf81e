// libclang is used through its header only; SwiftPM needs one source file in a C target.
#include "CClang.h"
