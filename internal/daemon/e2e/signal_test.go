package e2e

import "syscall"

const sigHUP = syscall.SIGHUP
