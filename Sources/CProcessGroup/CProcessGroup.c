#define _GNU_SOURCE
#include "CProcessGroup.h"
#include <errno.h>

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

int bridgecheck_spawn_addchdir(posix_spawn_file_actions_t *actions, const char *path) {
#if (defined(__GLIBC__) && (__GLIBC__ > 2 || (__GLIBC__ == 2 && __GLIBC_MINOR__ >= 29))) || defined(__APPLE__)
    return posix_spawn_file_actions_addchdir_np(actions, path);
#else
    (void)actions;
    (void)path;
    return ENOSYS;
#endif
}
