package daemon

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"os"
	"path/filepath"
	"sync"
	"testing"
	"time"

	"github.com/loopd-dev/loopd/internal/config"
	"github.com/loopd-dev/loopd/internal/events"
	"github.com/loopd-dev/loopd/internal/model"
	"github.com/loopd-dev/loopd/internal/store"
	"github.com/loopd-dev/loopd/internal/workspace"
)

// testEnv is one workspace with an open store and, once started, a
// daemon running in a goroutine.
type testEnv struct {
	t      testing.TB
	ws     string
	layout workspace.Layout
	cfg    *config.Config
	st     *store.Store
	opts   Options

	cancel context.CancelFunc
	done   chan error
}

func newEnv(t testing.TB) *testEnv {
	t.Helper()
	ws := t.TempDir()
	lay := workspace.NewLayout(ws)
	if err := os.MkdirAll(lay.Dir, 0o755); err != nil {
		t.Fatal(err)
	}
	cfg, err := config.Load(config.Overrides{Workspace: ws}, func(string) string { return "" })
	if err != nil {
		t.Fatalf("config.Load: %v", err)
	}
	cfg.Daemon.PollInterval = 100 * time.Millisecond
	cfg.Learn.Debounce = 20 * time.Millisecond
	st, err := store.Open(context.Background(), lay.DB, store.Options{})
	if err != nil {
		t.Fatalf("store.Open: %v", err)
	}
	t.Cleanup(func() { st.Close() })
	e := &testEnv{t: t, ws: ws, layout: lay, cfg: cfg, st: st}
	ing := &events.Ingester{Store: st, Parser: events.NewParser(time.UTC), ErrorLog: lay.ParseErrors}
	log := slog.New(slog.DiscardHandler)
	if _, bench := t.(*testing.B); !bench {
		log = slog.New(slog.NewTextHandler(t.Output(), &slog.HandlerOptions{Level: slog.LevelDebug}))
	}
	e.opts = Options{Config: cfg, Store: st, Ingester: ing, Logger: log}
	return e
}

// start runs the daemon and waits until its socket answers.
func (e *testEnv) start() {
	e.t.Helper()
	d, err := New(e.opts)
	if err != nil {
		e.t.Fatalf("New: %v", err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	e.cancel = cancel
	e.done = make(chan error, 1)
	go func() { e.done <- d.Run(ctx) }()
	c := e.client()
	defer c.Close()
	deadline := time.Now().Add(10 * time.Second)
	for {
		if err := c.Health(context.Background()); err == nil {
			break
		}
		select {
		case err := <-e.done:
			e.t.Fatalf("daemon exited at start: %v", err)
		default:
		}
		if time.Now().After(deadline) {
			e.t.Fatal("daemon did not answer on its socket within 10s")
		}
		time.Sleep(10 * time.Millisecond)
	}
	e.t.Cleanup(func() { e.stop() })
}

// stop ends the daemon and returns Run's error.
func (e *testEnv) stop() error {
	if e.cancel == nil {
		return nil
	}
	e.cancel()
	e.cancel = nil
	select {
	case err := <-e.done:
		return err
	case <-time.After(15 * time.Second):
		e.t.Fatal("daemon did not stop within 15s")
		return nil
	}
}

func (e *testEnv) client() *Client {
	return NewClient(e.cfg.Path(e.cfg.Daemon.Socket), 5*time.Second)
}

func (e *testEnv) path(rel string) string { return filepath.Join(e.ws, rel) }

// eventLine is the n-th distinct test event, newline included.
func eventLine(n int) string {
	return fmt.Sprintf(`{"ts":"2026-02-11T10:%02d:%02dZ","type":"mistake","category":"test","problem":"problem number %d"}`+"\n", (n/60)%60, n%60, n)
}

func appendFile(t testing.TB, path, s string) {
	t.Helper()
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_APPEND|os.O_CREATE, 0o644)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := f.WriteString(s); err != nil {
		t.Fatal(err)
	}
	if err := f.Close(); err != nil {
		t.Fatal(err)
	}
}

func lines(from, to int) string {
	var s string
	for i := from; i < to; i++ {
		s += eventLine(i)
	}
	return s
}

func (e *testEnv) counts() store.Counts {
	e.t.Helper()
	c, err := e.st.Counts(context.Background())
	if err != nil {
		e.t.Fatalf("Counts: %v", err)
	}
	return c
}

// waitEvents waits until the store holds want events; it fails with the
// last count after 10 s.
func (e *testEnv) waitEvents(want int) {
	e.t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for {
		c := e.counts()
		if c.Events == want {
			return
		}
		if c.Events > want || time.Now().After(deadline) {
			e.t.Fatalf("store holds %d events, want %d (parse errors %d)", c.Events, want, c.ParseErrors)
		}
		time.Sleep(10 * time.Millisecond)
	}
}

// waitFor polls cond for up to 10 s.
func waitFor(t testing.TB, what string, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatalf("timed out waiting for %s", what)
		}
		time.Sleep(10 * time.Millisecond)
	}
}

// fakeGuard answers from a fixed table and counts refreshes.
type fakeGuard struct {
	mu        sync.Mutex
	refreshes int
}

func (g *fakeGuard) Check(_ context.Context, action string) (model.GuardResult, error) {
	if action == "fail" {
		return model.GuardResult{}, errors.New("guard broke")
	}
	res := model.GuardResult{ID: "g-000000-abcdef", Action: action, Decision: model.DecisionAllow, Matched: []model.GuardMatch{}}
	if action == "post to moltbook" {
		res.Decision = model.DecisionBlock
		res.Matched = append(res.Matched, model.GuardMatch{ID: "R-001", Type: "NEVER", Category: "social", Rule: "Never post to moltbook", Score: 0.91})
	}
	return res, nil
}

func (g *fakeGuard) Refresh(context.Context) error {
	g.mu.Lock()
	g.refreshes++
	g.mu.Unlock()
	return nil
}

func (g *fakeGuard) refreshCount() int {
	g.mu.Lock()
	defer g.mu.Unlock()
	return g.refreshes
}

// statPath stats path as the tailer does.
func statPath(t *testing.T, path string) fileStat {
	t.Helper()
	fi, err := os.Stat(path)
	if err != nil {
		t.Fatal(err)
	}
	return statOf(fi)
}
