package e2e

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/loopd-dev/loopd/internal/daemon"
	"github.com/loopd-dev/loopd/internal/store"
	"github.com/loopd-dev/loopd/internal/workspace"
)

// loopdBin is the binary under test, built once by TestMain (or given
// by LOOPD_E2E_BIN).
var loopdBin string

func TestMain(m *testing.M) {
	os.Exit(runTests(m))
}

func runTests(m *testing.M) int {
	bin := os.Getenv("LOOPD_E2E_BIN")
	if bin == "" {
		dir, err := os.MkdirTemp("", "loopd-e2e-")
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			return 1
		}
		defer os.RemoveAll(dir)
		bin = filepath.Join(dir, "loopd")
		root, err := moduleRoot()
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			return 1
		}
		cmd := exec.Command("go", "build", "-o", bin, "./cmd/loopd")
		cmd.Dir = root
		if out, err := cmd.CombinedOutput(); err != nil {
			fmt.Fprintf(os.Stderr, "go build ./cmd/loopd: %v\n%s", err, out)
			return 1
		}
	}
	loopdBin = bin
	return m.Run()
}

func moduleRoot() (string, error) {
	dir, err := os.Getwd()
	if err != nil {
		return "", err
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			return dir, nil
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return "", fmt.Errorf("no go.mod above %s", dir)
		}
		dir = parent
	}
}

// workspaceFor makes an initialized workspace with the given loopd.yaml.
func workspaceFor(t testing.TB, yaml string) workspace.Layout {
	t.Helper()
	ws := t.TempDir()
	if out, err := exec.Command(loopdBin, "init", "--workspace", ws).CombinedOutput(); err != nil {
		t.Fatalf("loopd init: %v\n%s", err, out)
	}
	if yaml != "" {
		if err := os.WriteFile(filepath.Join(ws, "loopd.yaml"), []byte(yaml), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return workspace.NewLayout(ws)
}

// syncBuffer is a bytes.Buffer safe for a process writing and a test
// reading.
type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

// proc is one `loopd run` process.
type proc struct {
	cmd            *exec.Cmd
	stdout, stderr *syncBuffer
	done           chan struct{}
	err            error
}

func startDaemon(t testing.TB, ws string, extra ...string) *proc {
	t.Helper()
	args := append([]string{"run", "--workspace", ws}, extra...)
	p := &proc{cmd: exec.Command(loopdBin, args...), stdout: &syncBuffer{}, stderr: &syncBuffer{}, done: make(chan struct{})}
	p.cmd.Stdout, p.cmd.Stderr = p.stdout, p.stderr
	p.cmd.Env = append(os.Environ(), "NOTIFY_SOCKET=", "LOOPD_WORKSPACE=", "LOOPD_CONFIG=")
	if err := p.cmd.Start(); err != nil {
		t.Fatalf("start loopd run: %v", err)
	}
	go func() { p.err = p.cmd.Wait(); close(p.done) }()
	t.Cleanup(func() {
		_ = p.cmd.Process.Kill()
		<-p.done
		if t.Failed() {
			t.Logf("loopd run stderr:\n%s", tail(p.stderr.String(), 4000))
		}
	})
	return p
}

func tail(s string, n int) string {
	if len(s) > n {
		return "…" + s[len(s)-n:]
	}
	return s
}

// waitReady waits until the daemon answers on its socket.
func (p *proc) waitReady(t testing.TB, ws string) {
	t.Helper()
	c := daemon.NewClient(workspace.NewLayout(ws).Dir+"/loopd.sock", time.Second)
	defer c.Close()
	deadline := time.Now().Add(20 * time.Second)
	for c.Health(context.Background()) != nil {
		select {
		case <-p.done:
			t.Fatalf("loopd run exited at start (%v):\n%s", p.err, p.stderr.String())
		default:
		}
		if time.Now().After(deadline) {
			t.Fatalf("loopd run did not answer within 20s:\n%s", p.stderr.String())
		}
		time.Sleep(20 * time.Millisecond)
	}
}

func (p *proc) kill() {
	_ = p.cmd.Process.Signal(syscall.SIGKILL)
	<-p.done
}

// stop sends SIGTERM and returns how long the process took to exit.
func (p *proc) stop(t testing.TB) time.Duration {
	t.Helper()
	t0 := time.Now()
	_ = p.cmd.Process.Signal(syscall.SIGTERM)
	select {
	case <-p.done:
	case <-time.After(20 * time.Second):
		t.Fatal("loopd run did not exit within 20s of SIGTERM")
	}
	if p.err != nil {
		t.Fatalf("loopd run exited with %v after SIGTERM:\n%s", p.err, p.stderr.String())
	}
	return time.Since(t0)
}

// counts opens the store read-only and counts its records.
func counts(t testing.TB, lay workspace.Layout) store.Counts {
	t.Helper()
	st, err := store.Open(context.Background(), lay.DB, store.Options{ReadOnly: true})
	if err != nil {
		t.Fatalf("open store: %v", err)
	}
	defer st.Close()
	c, err := st.Counts(context.Background())
	if err != nil {
		t.Fatalf("count: %v", err)
	}
	return c
}

// waitEvents waits for exactly want events; more is a failure at once.
func waitEvents(t testing.TB, lay workspace.Layout, want int, within time.Duration) store.Counts {
	t.Helper()
	deadline := time.Now().Add(within)
	for {
		c := counts(t, lay)
		if c.Events == want {
			return c
		}
		if c.Events > want || time.Now().After(deadline) {
			t.Fatalf("store holds %d events, want %d (parse errors %d)", c.Events, want, c.ParseErrors)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// eventLine is the n-th distinct event, newline included.
func eventLine(n int) string {
	return fmt.Sprintf(`{"ts":"2026-02-%02dT%02d:%02d:%02dZ","type":"mistake","category":"e2e","problem":"failure number %d in the e2e run","tags":["e2e"]}`+"\n",
		1+n/86400%28, n/3600%24, n/60%60, n%60, n)
}

func lines(from, to int) string {
	var b strings.Builder
	for i := from; i < to; i++ {
		b.WriteString(eventLine(i))
	}
	return b.String()
}

func appendFile(t testing.TB, path, s string) {
	t.Helper()
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_APPEND|os.O_CREATE, 0o644)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if _, err := f.WriteString(s); err != nil {
		t.Fatal(err)
	}
}

// cli runs one loopd command and returns stdout, stderr and the exit code.
func cli(ws string, args ...string) (string, string, int) {
	cmd := exec.Command(loopdBin, append([]string{"--workspace", ws}, args...)...)
	cmd.Env = append(os.Environ(), "LOOPD_WORKSPACE=", "LOOPD_CONFIG=")
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	err := cmd.Run()
	code := 0
	if ee, ok := err.(*exec.ExitError); ok {
		code = ee.ExitCode()
	} else if err != nil {
		code = -1
	}
	return out.String(), errb.String(), code
}
