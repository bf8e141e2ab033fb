//go:build !(linux || darwin || freebsd || netbsd || openbsd)

package guard

import "os"

// mapFile reads the file at path (see the mapping version).
func mapFile(path string) ([]byte, error) { return os.ReadFile(path) }
