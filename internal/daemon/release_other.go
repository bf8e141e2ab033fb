//go:build !linux

package daemon

// releaseBinaryPages is a no-op where the executable's pages cannot be
// released this way.
func releaseBinaryPages() error { return nil }
