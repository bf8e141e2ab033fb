//go:build linux

package daemon

import (
	"os"
	"strconv"
	"strings"
	"testing"
)

// rssFile reads the process's resident file-backed memory, in kB.
func rssFile(t *testing.T) int {
	t.Helper()
	b, err := os.ReadFile("/proc/self/status")
	if err != nil {
		t.Skip("no /proc:", err)
	}
	for _, line := range strings.Split(string(b), "\n") {
		if f := strings.Fields(line); len(f) >= 2 && f[0] == "RssFile:" {
			kb, err := strconv.Atoi(f[1])
			if err != nil {
				t.Fatalf("RssFile %q: %v", f[1], err)
			}
			return kb
		}
	}
	t.Skip("no RssFile in /proc/self/status")
	return 0
}

// TestReleaseBinaryPages checks that releasing the executable's read-only
// pages shrinks the resident file-backed memory, and that the process runs
// on (the pages map again on use).
func TestReleaseBinaryPages(t *testing.T) {
	before := rssFile(t)
	if err := releaseBinaryPages(); err != nil {
		t.Fatalf("releaseBinaryPages: %v", err)
	}
	after := rssFile(t)
	if after >= before {
		t.Errorf("RssFile %d kB after the release, %d kB before: want less", after, before)
	}
	// Code and constant data in the released pages still work.
	if got := strings.Repeat("ab", 3); got != "ababab" {
		t.Errorf("after the release, Repeat gave %q", got)
	}
	if err := releaseBinaryPages(); err != nil {
		t.Fatalf("a second releaseBinaryPages: %v", err)
	}
}
