#ifndef BRIDGECHECK_CPROCESSGROUP_H
#define BRIDGECHECK_CPROCESSGROUP_H

#include <spawn.h>

/// Makes this process the reaper of its descendants' orphans (Linux `PR_SET_CHILD_SUBREAPER`),
/// so a harness's children that outlive it are reparented here and can be reaped when their
/// process group is ended, whatever PID 1 does. Returns 0 on success, -1 where unsupported.
/// A C shim because `prctl` is variadic, which Swift cannot call.
int bridgecheck_become_subreaper(void);

/// Adds "change to `path`" to a spawn's file actions (`posix_spawn_file_actions_addchdir_np`,
/// glibc 2.29+ and macOS 10.15+, which Swift's Glibc module does not expose). Returns 0 or an
/// errno value (ENOSYS where the C library lacks it: the harness then cannot be run in a folder).
int bridgecheck_spawn_addchdir(posix_spawn_file_actions_t *actions, const char *path);

#endif
