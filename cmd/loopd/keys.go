package main

import "github.com/loopd-dev/loopd/internal/export"

// generateKeys creates the workspace's minisign key pair.
func generateKeys(dir string) error { return export.GenerateKeys(dir) }
