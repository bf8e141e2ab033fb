//go:build linux || darwin || freebsd || netbsd || openbsd

package guard

import (
	"fmt"
	"os"
	"syscall"
)

// mapFile maps the file at path read-only (never unmapped: see
// ReadSnapshot). A cold check reads a snapshot of a few hundred
// kilobytes: mapped, its pages come from the page cache a run at a time
// instead of being faulted in, copied and copied again.
func mapFile(path string) ([]byte, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil {
		return nil, err
	}
	n := st.Size()
	if n == 0 {
		return nil, nil
	}
	if n != int64(int(n)) {
		return nil, fmt.Errorf("file too large to map (%d bytes)", n)
	}
	data, err := syscall.Mmap(int(f.Fd()), 0, int(n), syscall.PROT_READ, syscall.MAP_SHARED)
	if err != nil {
		return os.ReadFile(path) // a file system that cannot map
	}
	return data, nil
}
