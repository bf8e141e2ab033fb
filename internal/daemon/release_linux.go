//go:build linux

package daemon

import (
	"bufio"
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
)

// releaseBinaryPages drops from the process's resident set the pages of its
// own executable's read-only mappings (code and constant data). A learn job
// reads through most of the embedded lexicon and WordNet tables; those
// clean, file-backed pages would otherwise stay resident while the daemon
// idles, counted against its memory target though the kernel could drop
// them any time. MADV_DONTNEED on an unmodified private file mapping only
// unmaps them: the next access maps them again from the page cache. Only
// mappings that were never writable are touched.
func releaseBinaryPages() error {
	exe, err := os.Executable()
	if err != nil {
		return fmt.Errorf("find executable: %w", err)
	}
	if p, err := filepath.EvalSymlinks(exe); err == nil {
		exe = p
	}
	maps, err := os.ReadFile("/proc/self/maps")
	if err != nil {
		return fmt.Errorf("read /proc/self/maps: %w", err)
	}
	sc := bufio.NewScanner(bytes.NewReader(maps))
	for sc.Scan() {
		// start-end perms offset dev inode path
		f := strings.Fields(sc.Text())
		if len(f) < 6 || f[5] != exe || (f[1] != "r--p" && f[1] != "r-xp") {
			continue
		}
		lo, hi, ok := strings.Cut(f[0], "-")
		if !ok {
			continue
		}
		start, err1 := strconv.ParseUint(lo, 16, 64)
		end, err2 := strconv.ParseUint(hi, 16, 64)
		if err1 != nil || err2 != nil || end <= start {
			continue
		}
		if _, _, e := syscall.Syscall(syscall.SYS_MADVISE, uintptr(start), uintptr(end-start), syscall.MADV_DONTNEED); e != 0 {
			return fmt.Errorf("madvise %s: %w", f[0], e)
		}
	}
	return nil
}
