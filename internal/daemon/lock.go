package daemon

import (
	"errors"
	"fmt"
	"os"
	"strconv"
	"strings"
	"syscall"
)

// ErrAlreadyRunning means another daemon holds the workspace's lock.
var ErrAlreadyRunning = errors.New("loopd is already running")

// AlreadyRunningError names the workspace and the process holding it.
type AlreadyRunningError struct {
	Workspace string
	PID       int // 0 when the lock file does not say
}

func (e *AlreadyRunningError) Error() string {
	if e.PID > 0 {
		return fmt.Sprintf("loopd is already running for %s (pid %d)", e.Workspace, e.PID)
	}
	return fmt.Sprintf("loopd is already running for %s", e.Workspace)
}

// Is makes errors.Is(err, ErrAlreadyRunning) true.
func (e *AlreadyRunningError) Is(target error) bool { return target == ErrAlreadyRunning }

// Lock is the exclusive hold one daemon has on its workspace: an flock
// on memory/learning/loopd.lock, released by Unlock or by the process's
// death (kill -9 included), so a stale file never blocks a restart.
type Lock struct {
	f *os.File
}

// AcquireLock takes the workspace lock at path and writes the process
// id into it; it fails with *AlreadyRunningError when another process
// holds it.
func AcquireLock(path, workspace string) (*Lock, error) {
	f, err := os.OpenFile(path, os.O_RDWR|os.O_CREATE, 0o644)
	if err != nil {
		return nil, fmt.Errorf("open lock %s: %w", path, err)
	}
	if err := syscall.Flock(int(f.Fd()), syscall.LOCK_EX|syscall.LOCK_NB); err != nil {
		data, _ := os.ReadFile(path)
		f.Close()
		if errors.Is(err, syscall.EWOULDBLOCK) {
			pid, _ := strconv.Atoi(strings.TrimSpace(string(data)))
			return nil, &AlreadyRunningError{Workspace: workspace, PID: pid}
		}
		return nil, fmt.Errorf("lock %s: %w", path, err)
	}
	if err := f.Truncate(0); err != nil {
		f.Close()
		return nil, fmt.Errorf("write lock %s: %w", path, err)
	}
	if _, err := f.WriteAt([]byte(strconv.Itoa(os.Getpid())+"\n"), 0); err != nil {
		f.Close()
		return nil, fmt.Errorf("write lock %s: %w", path, err)
	}
	return &Lock{f: f}, nil
}

// Unlock releases the lock. The file stays: removing it would let a
// third process lock a new inode while a second still waits on the old.
func (l *Lock) Unlock() error {
	if l == nil || l.f == nil {
		return nil
	}
	_ = l.f.Truncate(0)
	err := l.f.Close() // closing drops the flock
	l.f = nil
	return err
}
