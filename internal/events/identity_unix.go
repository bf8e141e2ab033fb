//go:build unix

package events

import (
	"os"
	"syscall"
)

// fileIdentity returns the device and inode that identify an open file
// across renames.
func fileIdentity(fi os.FileInfo) (dev, ino uint64) {
	if st, ok := fi.Sys().(*syscall.Stat_t); ok {
		return uint64(st.Dev), uint64(st.Ino) //nolint:unconvert // Dev is int32 on darwin
	}
	return 0, 0
}
