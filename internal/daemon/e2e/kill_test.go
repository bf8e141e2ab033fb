package e2e

import (
	"context"
	"math/rand/v2"
	"os"
	"strconv"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/loopd-dev/loopd/internal/store"
)

// quietJobs keeps learn out of the way: these tests are about tailing.
const quietJobs = `daemon:
  poll_interval: 200ms
learn:
  debounce: 1h
  schedule: "0 0 1 1 *"
`

func seed(t *testing.T) uint64 {
	if s := os.Getenv("LOOPD_E2E_SEED"); s != "" {
		n, err := strconv.ParseUint(s, 10, 64)
		if err != nil {
			t.Fatalf("LOOPD_E2E_SEED=%q: %v", s, err)
		}
		return n
	}
	return uint64(time.Now().UnixNano())
}

// writeInPieces appends data to f in random-sized writes, so a reader
// often finds a partial last line.
func writeInPieces(f *os.File, data string, rng *rand.Rand) error {
	for len(data) > 0 {
		n := min(1+rng.IntN(6000), len(data))
		if _, err := f.WriteString(data[:n]); err != nil {
			return err
		}
		data = data[n:]
		time.Sleep(time.Duration(rng.IntN(2500)) * time.Microsecond)
	}
	return nil
}

// appendWithRotation writes events [0, total) to path, rotating it by
// rename (path → path.1, then a new path) halfway.
func appendWithRotation(path string, total int, rng *rand.Rand) error {
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_APPEND|os.O_CREATE, 0o644)
	if err != nil {
		return err
	}
	if err := writeInPieces(f, lines(0, total/2), rng); err != nil {
		f.Close()
		return err
	}
	if err := os.Rename(path, path+".1"); err != nil {
		f.Close()
		return err
	}
	// A writer that has not reopened yet still appends to the old file.
	if err := writeInPieces(f, lines(total/2, total/2+50), rng); err != nil {
		f.Close()
		return err
	}
	if err := f.Close(); err != nil {
		return err
	}
	g, err := os.OpenFile(path, os.O_WRONLY|os.O_APPEND|os.O_CREATE, 0o644)
	if err != nil {
		return err
	}
	if err := writeInPieces(g, lines(total/2+50, total), rng); err != nil {
		g.Close()
		return err
	}
	return g.Close()
}

func TestKill9WhileAppendingStoresEveryEventOnce(t *testing.T) {
	const total = 30000
	s := seed(t)
	t.Logf("LOOPD_E2E_SEED=%d", s)
	lay := workspaceFor(t, quietJobs)
	writerRng := rand.New(rand.NewPCG(s, 1))
	killRng := rand.New(rand.NewPCG(s, 2))

	var done atomic.Bool
	werr := make(chan error, 1)
	go func() {
		werr <- appendWithRotation(lay.Events, total, writerRng)
		done.Store(true)
	}()
	kills, progress, last := 0, 0, 0
	for !done.Load() {
		p := startDaemon(t, lay.Workspace)
		// Half the kills land anywhere (start-up included), half while
		// the daemon is surely tailing.
		if killRng.IntN(2) == 0 {
			p.waitReady(t, lay.Workspace)
		}
		time.Sleep(time.Duration(30+killRng.IntN(500)) * time.Millisecond)
		p.kill()
		kills++
		if n := counts(t, lay).Events; n > last {
			progress++
			last = n
		}
	}
	if err := <-werr; err != nil {
		t.Fatalf("writer: %v", err)
	}
	before := counts(t, lay).Events
	p := startDaemon(t, lay.Workspace)
	p.waitReady(t, lay.Workspace)
	c := waitEvents(t, lay, total, 30*time.Second)
	if c.ParseErrors != 0 {
		t.Fatalf("parse errors = %d, want 0: a partial line was read as a whole one", c.ParseErrors)
	}
	st, err := store.Open(context.Background(), lay.DB, store.Options{ReadOnly: true})
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	srcs, err := st.Sources(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	read := map[string]bool{}
	for _, src := range srcs {
		fi, err := os.Stat(src.Path)
		if err != nil {
			continue
		}
		if src.Offset != fi.Size() {
			t.Errorf("source %s: committed offset %d, size %d; want it read to its end", src.Path, src.Offset, fi.Size())
		}
		read[src.Path] = true
	}
	if !read[lay.Events] || !read[lay.Events+".1"] {
		t.Errorf("committed sources = %+v, want both %s and its rotated .1", srcs, lay.Events)
	}
	// The daemon bounds its own shutdown by daemon.shutdown_grace (4 s,
	// under SPEC's 5 s); what is checked is that it finished within it
	// rather than a wall-clock time, which a loaded machine would skew.
	p.stop(t)
	if out := p.stderr.String(); !strings.Contains(out, "msg=stopped") || strings.Contains(out, "did not stop in time") {
		t.Errorf("shutdown did not finish within the grace period:\n%s", out)
	}
	t.Logf("%d kill -9s while writing, %d of them after the daemon had stored more; %d events stored before the last start", kills, progress, before)
	if progress < 1 {
		t.Errorf("no daemon stored anything before being killed; the test did not exercise crashes mid-stream")
	}
}
