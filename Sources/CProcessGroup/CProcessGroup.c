#include "CProcessGroup.h"

#if defined(__linux__)
#include <sys/prctl.h>

int bridgecheck_become_subreaper(void) {
    return prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0);
}
#else
int bridgecheck_become_subreaper(void) {
    return -1;
}
#endif
