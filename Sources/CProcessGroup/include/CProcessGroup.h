#ifndef BRIDGECHECK_CPROCESSGROUP_H
#define BRIDGECHECK_CPROCESSGROUP_H

/// Makes this process the reaper of its descendants' orphans (Linux `PR_SET_CHILD_SUBREAPER`),
/// so a harness's children that outlive it are reparented here and can be reaped when their
/// process group is ended, whatever PID 1 does. Returns 0 on success, -1 where unsupported.
/// A C shim because `prctl` is variadic, which Swift cannot call.
int bridgecheck_become_subreaper(void);

#endif
