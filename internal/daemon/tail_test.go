package daemon

import (
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/loopd-dev/loopd/internal/config"
	"github.com/loopd-dev/loopd/internal/events"
	"github.com/loopd-dev/loopd/internal/store"
)

func TestTailWholeLinesOnly(t *testing.T) {
	e := newEnv(t)
	e.start()
	ev := e.layout.Events
	appendFile(t, ev, lines(0, 3))
	e.waitEvents(3)
	line := eventLine(3)
	appendFile(t, ev, line[:20]) // a partial last line waits
	appendFile(t, ev, eventLine(4)[:0])
	e.waitEvents(3)
	appendFile(t, ev, line[20:])
	e.waitEvents(4)
	if c := e.counts(); c.ParseErrors != 0 {
		t.Fatalf("parse errors = %d, want 0: a partial line was read as a whole one", c.ParseErrors)
	}
}

func TestTailRenameRotationDrainsTheOldFile(t *testing.T) {
	e := newEnv(t)
	e.start()
	ev := e.layout.Events
	appendFile(t, ev, lines(0, 10))
	e.waitEvents(10)
	// The writer still holds the old file while it is rotated, and
	// writes its last lines there after the rename.
	old, err := os.OpenFile(ev, os.O_WRONLY|os.O_APPEND, 0)
	if err != nil {
		t.Fatal(err)
	}
	defer old.Close()
	if err := os.Rename(ev, ev+".1"); err != nil {
		t.Fatal(err)
	}
	appendFile(t, ev, lines(20, 25))
	if _, err := old.WriteString(lines(10, 20)); err != nil {
		t.Fatal(err)
	}
	e.waitEvents(25)
}

func TestTailCopytruncate(t *testing.T) {
	e := newEnv(t)
	e.start()
	ev := e.layout.Events
	appendFile(t, ev, lines(0, 8))
	e.waitEvents(8)
	data, err := os.ReadFile(ev)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(ev+".1", data, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Truncate(ev, 0); err != nil {
		t.Fatal(err)
	}
	appendFile(t, ev, lines(100, 103))
	e.waitEvents(11)
}

func TestTailDeleteAndRecreate(t *testing.T) {
	e := newEnv(t)
	e.start()
	ev := e.layout.Events
	appendFile(t, ev, lines(0, 5))
	e.waitEvents(5)
	if err := os.Remove(ev); err != nil {
		t.Fatal(err)
	}
	appendFile(t, ev, lines(200, 204))
	e.waitEvents(9)
	// The deleted file's offset is forgotten once it is read to its end.
	waitFor(t, "one committed source", func() bool {
		srcs, err := e.st.Sources(t.Context())
		return err == nil && len(srcs) == 1
	})
}

func TestTailLateFileAndDirectory(t *testing.T) {
	e := newEnv(t)
	e.cfg.Sources = append(e.cfg.Sources, config.Source{Path: "logs/*/agent.jsonl", Format: "events"})
	e.start()
	dir := e.path("logs/night")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	appendFile(t, filepath.Join(dir, "agent.jsonl"), lines(0, 4))
	e.waitEvents(4)
	appendFile(t, filepath.Join(dir, "other.jsonl"), lines(10, 12)) // not a source
	appendFile(t, e.layout.Events, lines(20, 21))
	e.waitEvents(5)
}

func TestTailSkipsItsOwnOutputFiles(t *testing.T) {
	e := newEnv(t)
	e.cfg.Sources = []config.Source{{Path: "memory/learning/*.jsonl", Format: "events"}}
	e.start()
	appendFile(t, e.layout.Events, "not json\n"+lines(0, 2))
	e.waitEvents(2)
	waitFor(t, "the bad line in parse-errors.jsonl", func() bool {
		fi, err := os.Stat(e.layout.ParseErrors)
		return err == nil && fi.Size() > 0
	})
	appendFile(t, e.layout.Events, lines(2, 3))
	e.waitEvents(3)
	if c := e.counts(); c.ParseErrors != 1 {
		t.Fatalf("parse errors = %d, want 1 (parse-errors.jsonl must not be tailed)", c.ParseErrors)
	}
}

func TestRotationWhileStoppedIsRecovered(t *testing.T) {
	e := newEnv(t)
	e.start()
	ev := e.layout.Events
	appendFile(t, ev, lines(0, 5))
	e.waitEvents(5)
	if err := e.stop(); err != nil {
		t.Fatalf("Run = %v, want nil after cancel", err)
	}
	// While no daemon runs: more lines, then a rotation, then a new file.
	appendFile(t, ev, lines(5, 9))
	if err := os.Rename(ev, ev+".1"); err != nil {
		t.Fatal(err)
	}
	appendFile(t, ev, lines(9, 12))
	e.start()
	e.waitEvents(12)
}

// TestRotatedBeforeFirstCommit: a daemon saw the file (and registered
// it) but died before committing a line; the file was then rotated.
func TestRotatedBeforeFirstCommit(t *testing.T) {
	e := newEnv(t)
	ev := e.layout.Events
	appendFile(t, ev, lines(0, 6))
	fi, err := os.Stat(ev)
	if err != nil {
		t.Fatal(err)
	}
	st := statOf(fi)
	if err := e.st.RegisterSource(t.Context(), store.Source{Dev: st.id.dev, Ino: st.id.ino, Path: ev, Format: "events", Updated: "2026-01-01T00:00:00Z"}); err != nil {
		t.Fatal(err)
	}
	if err := os.Rename(ev, ev+".1"); err != nil {
		t.Fatal(err)
	}
	appendFile(t, ev, lines(6, 9))
	e.start()
	e.waitEvents(9)
}

// TestDiedWhileDrainingRotatedFile: a daemon had found the rotated file
// (its offset now goes by the new name) and died before reading it to
// the end; the name matches no source pattern.
func TestDiedWhileDrainingRotatedFile(t *testing.T) {
	e := newEnv(t)
	ev := e.layout.Events
	appendFile(t, ev, lines(0, 6))
	if _, err := e.opts.Ingester.IngestFile(t.Context(), ev, "events", nil); err != nil {
		t.Fatal(err)
	}
	appendFile(t, ev, lines(6, 9))
	if err := os.Rename(ev, ev+".1"); err != nil {
		t.Fatal(err)
	}
	fi, err := os.Stat(ev + ".1")
	if err != nil {
		t.Fatal(err)
	}
	st := statOf(fi)
	if err := e.st.RenameSource(t.Context(), st.id.dev, st.id.ino, ev+".1"); err != nil {
		t.Fatal(err)
	}
	appendFile(t, ev, lines(9, 10))
	e.start()
	e.waitEvents(10)
}

// TestDeletedFileIsReadToItsEnd drives the tailer by hand: lines
// appended just before the file is deleted are still read, through the
// descriptor the tailer holds, and the gone file's offset is forgotten.
func TestDeletedFileIsReadToItsEnd(t *testing.T) {
	e := newEnv(t)
	ev := e.layout.Events
	appendFile(t, ev, lines(0, 3))
	tl := newTailer(e.opts.Ingester, e.st, e.opts.Logger, time.Now, nil, nil)
	defer tl.close()
	tl.mappers = func(string) (events.Mapper, error) { return nil, nil }
	tl.setSpecs([]sourceSpec{{pattern: ev, format: "events"}})
	ctx := t.Context()
	tl.scan(ctx)
	if got := e.counts().Events; got != 3 {
		t.Fatalf("events after the first scan = %d, want 3", got)
	}
	appendFile(t, ev, lines(3, 7))
	if err := os.Remove(ev); err != nil {
		t.Fatal(err)
	}
	tl.scan(ctx)
	if got := e.counts().Events; got != 7 {
		t.Fatalf("events after the file was deleted = %d, want 7", got)
	}
	srcs, err := e.st.Sources(ctx)
	if err != nil || len(srcs) != 0 {
		t.Fatalf("committed sources = %+v, %v; want none for a deleted file", srcs, err)
	}
}

// TestSourceDroppedByReload: a file no pattern matches any more is
// released, not followed.
func TestSourceDroppedByReload(t *testing.T) {
	e := newEnv(t)
	ev := e.layout.Events
	appendFile(t, ev, lines(0, 2))
	tl := newTailer(e.opts.Ingester, e.st, e.opts.Logger, time.Now, nil, nil)
	defer tl.close()
	tl.mappers = func(string) (events.Mapper, error) { return nil, nil }
	tl.setSpecs([]sourceSpec{{pattern: ev, format: "events"}})
	ctx := t.Context()
	tl.scan(ctx)
	tl.setSpecs(nil)
	tl.scan(ctx)
	appendFile(t, ev, lines(2, 4))
	tl.scan(ctx)
	if got := e.counts().Events; got != 2 {
		t.Fatalf("events = %d, want 2: a dropped source was still read", got)
	}
	if len(tl.files)+len(tl.orphans) != 0 {
		t.Fatalf("tailer still holds %d files and %d orphans, want none", len(tl.files), len(tl.orphans))
	}
}
