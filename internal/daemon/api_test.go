package daemon

import (
	"context"
	"errors"
	"net/http"
	"os"
	"reflect"
	"strconv"
	"strings"
	"testing"
	"time"
)

func TestSocketGuardMatchesTheGuard(t *testing.T) {
	e := newEnv(t)
	g := &fakeGuard{}
	e.opts.Guard = g
	e.start()
	c := e.client()
	defer c.Close()
	for _, action := range []string{"post to moltbook", "read the docs", "ünïcode <&> \"quoted\""} {
		t.Run(action, func(t *testing.T) {
			got, err := c.Guard(t.Context(), action)
			if err != nil {
				t.Fatalf("Client.Guard(%q): %v", action, err)
			}
			want, _ := g.Check(t.Context(), action)
			if !reflect.DeepEqual(got, want) {
				t.Fatalf("Client.Guard(%q) = %+v, want %+v", action, got, want)
			}
		})
	}
	if _, err := c.Guard(t.Context(), "fail"); err == nil || !strings.Contains(err.Error(), "guard broke") {
		t.Fatalf("Client.Guard(fail) error = %v, want the guard's error", err)
	}
	if _, err := c.Guard(t.Context(), ""); err == nil || !strings.Contains(err.Error(), "empty") {
		t.Fatalf("Client.Guard(\"\") error = %v, want a complaint about the empty action", err)
	}
}

func TestSocketStatusMatchesTheStore(t *testing.T) {
	e := newEnv(t)
	e.start()
	appendFile(t, e.layout.Events, lines(0, 7)+"{broken\n")
	e.waitEvents(7)
	waitFor(t, "the bad line recorded", func() bool { return e.counts().ParseErrors == 1 })
	c := e.client()
	defer c.Close()
	got, err := c.Status(t.Context())
	if err != nil {
		t.Fatalf("Client.Status: %v", err)
	}
	want, err := CollectStatus(t.Context(), e.st, e.cfg, time.Now())
	if err != nil {
		t.Fatalf("CollectStatus: %v", err)
	}
	want.Daemon = true
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("status through the socket = %+v\nwant (from the store) %+v", got, want)
	}
	if got.Events != 7 || len(got.Sources) != 1 || got.Sources[0].Offset != got.Sources[0].Size {
		t.Fatalf("status = %+v, want 7 events and one source read to its end", got)
	}
}

func TestSocketModeAndStaleSocket(t *testing.T) {
	e := newEnv(t)
	sock := e.cfg.Path(e.cfg.Daemon.Socket)
	// A dead daemon's socket file is in the way.
	ln, err := listenUnix(sock)
	if err != nil {
		t.Fatal(err)
	}
	ln.(interface{ SetUnlinkOnClose(bool) }).SetUnlinkOnClose(false)
	ln.Close()
	e.start()
	fi, err := os.Stat(sock)
	if err != nil {
		t.Fatal(err)
	}
	if got := fi.Mode().Perm(); got != 0o600 {
		t.Fatalf("socket mode = %o, want 600", got)
	}
	if err := e.stop(); err != nil {
		t.Fatalf("Run = %v", err)
	}
	if _, err := os.Stat(sock); !errors.Is(err, os.ErrNotExist) {
		t.Fatalf("socket still there after stop: %v", err)
	}
	c := e.client()
	if err := c.Health(context.Background()); !errors.Is(err, ErrUnavailable) {
		t.Fatalf("Health with no daemon = %v, want ErrUnavailable", err)
	}
}

func TestTCPOnlyOnLoopback(t *testing.T) {
	if _, err := listenTCP("0.0.0.0:0"); err == nil || !strings.Contains(err.Error(), "loopback") {
		t.Fatalf("listenTCP(0.0.0.0:0) = %v, want a loopback error", err)
	}
	ln, err := listenTCP("127.0.0.1:0")
	if err != nil {
		t.Fatalf("listenTCP(127.0.0.1:0): %v", err)
	}
	ln.Close()
}

func TestSecondDaemonRefuses(t *testing.T) {
	e := newEnv(t)
	e.start()
	d, err := New(e.opts)
	if err != nil {
		t.Fatal(err)
	}
	err = d.Run(t.Context())
	var ar *AlreadyRunningError
	if !errors.As(err, &ar) || !errors.Is(err, ErrAlreadyRunning) {
		t.Fatalf("second Run = %v, want AlreadyRunningError", err)
	}
	want := "loopd is already running for " + e.ws + " (pid " + itoa(os.Getpid()) + ")"
	if err.Error() != want {
		t.Fatalf("second Run error = %q, want %q", err, want)
	}
	// The first daemon still answers.
	c := e.client()
	defer c.Close()
	if err := c.Health(t.Context()); err != nil {
		t.Fatalf("first daemon after a refused second: %v", err)
	}
}

func TestLockIsReleased(t *testing.T) {
	dir := t.TempDir()
	p := dir + "/loopd.lock"
	l, err := AcquireLock(p, dir)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := AcquireLock(p, dir); !errors.Is(err, ErrAlreadyRunning) {
		t.Fatalf("AcquireLock while held = %v, want ErrAlreadyRunning", err)
	}
	if err := l.Unlock(); err != nil {
		t.Fatal(err)
	}
	l2, err := AcquireLock(p, dir)
	if err != nil {
		t.Fatalf("AcquireLock after Unlock = %v, want nil", err)
	}
	l2.Unlock()
}

func itoa(n int) string { return strconv.Itoa(n) }

func TestTCPListener(t *testing.T) {
	e := newEnv(t)
	ln, err := listenTCP("127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := ln.Addr().String()
	ln.Close()
	e.cfg.Daemon.TCP = addr
	e.start()
	resp, err := http.Get("http://" + addr + "/healthz")
	if err != nil {
		t.Fatalf("GET /healthz over TCP: %v", err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		t.Fatalf("GET /healthz over TCP = %s, want 200", resp.Status)
	}
}
