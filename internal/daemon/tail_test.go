package daemon

import (
	"os"
	"path/filepath"
	"slices"
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
	st := statPath(t, ev)
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
	st := statPath(t, ev+".1")
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

// manualTailer is a tailer of the events file driven by hand, with a
// clock the test moves.
func manualTailer(e *testEnv, now *time.Time) *tailer {
	e.t.Helper()
	tl := newTailer(e.opts.Ingester, e.st, e.opts.Logger, func() time.Time { return *now }, nil, nil)
	tl.mappers = func(string) (events.Mapper, error) { return nil, nil }
	tl.setSpecs([]sourceSpec{{pattern: e.layout.Events, format: "events"}})
	return tl
}

// TestRotatedFileFollowedUntilIdle: after a rename rotation the old file
// is read on every scan, however many scans find it unchanged, for as
// long as its writer keeps appending; it is released only once it has
// been idle for orphanIdle.
func TestRotatedFileFollowedUntilIdle(t *testing.T) {
	e := newEnv(t)
	ev := e.layout.Events
	now := time.Date(2026, 2, 11, 10, 0, 0, 0, time.UTC)
	tl := manualTailer(e, &now)
	defer tl.close()
	ctx := t.Context()
	wantEvents := func(step string, want int) {
		t.Helper()
		if got := e.counts().Events; got != want {
			t.Fatalf("%s: events = %d, want %d", step, got, want)
		}
	}

	appendFile(t, ev, lines(0, 10))
	tl.scan(ctx)
	wantEvents("first scan", 10)
	old, err := os.OpenFile(ev, os.O_WRONLY|os.O_APPEND, 0)
	if err != nil {
		t.Fatal(err)
	}
	defer old.Close()
	if err := os.Rename(ev, ev+".1"); err != nil {
		t.Fatal(err)
	}
	appendFile(t, ev, lines(20, 25))
	tl.scan(ctx)
	wantEvents("scan after the rotation", 15)
	// Scans that find the rotated file unchanged must not let it go.
	now = now.Add(orphanIdle / 2)
	tl.scan(ctx)
	tl.scan(ctx)
	if len(tl.orphans) != 1 {
		t.Fatalf("orphans after idle scans = %d, want 1 (the rotated file)", len(tl.orphans))
	}
	write := func(s string) {
		t.Helper()
		if _, err := old.WriteString(s); err != nil {
			t.Fatal(err)
		}
	}
	write(lines(10, 20))
	tl.scan(ctx)
	wantEvents("late lines to the rotated file", 25)
	// It keeps growing: followed past orphanIdle since the rotation.
	now = now.Add(orphanIdle - time.Second)
	tl.scan(ctx)
	write(lines(30, 31))
	now = now.Add(time.Second)
	tl.scan(ctx)
	wantEvents("a line 1.5 idle periods after the rotation", 26)
	srcs, err := e.st.Sources(ctx)
	if err != nil {
		t.Fatal(err)
	}
	var paths []string
	for _, s := range srcs {
		paths = append(paths, s.Path)
	}
	if len(paths) != 2 || !slices.Contains(paths, ev+".1") {
		t.Fatalf("committed source paths = %q, want the new file and %s", paths, ev+".1")
	}
	// Idle for orphanIdle: released, later writes are not followed.
	now = now.Add(orphanIdle)
	tl.scan(ctx)
	if len(tl.orphans) != 0 {
		t.Fatalf("orphans after %v idle = %d, want 0", orphanIdle, len(tl.orphans))
	}
	write(lines(40, 41))
	tl.scan(ctx)
	wantEvents("after the rotated file was released", 26)
}

// TestIngestOfAReplacedPathKeepsTheOldFileUnread: a scan stats a file,
// the file is rotated, and IngestFile (which opens by path) reads the new
// file instead. The old file's lines must still count as unread.
func TestIngestOfAReplacedPathKeepsTheOldFileUnread(t *testing.T) {
	e := newEnv(t)
	ev := e.layout.Events
	now := time.Date(2026, 2, 11, 10, 0, 0, 0, time.UTC)
	tl := manualTailer(e, &now)
	defer tl.close()
	ctx := t.Context()
	appendFile(t, ev, lines(0, 3))
	tl.scan(ctx)
	appendFile(t, ev, lines(3, 5))
	fi, err := os.Stat(ev)
	if err != nil {
		t.Fatal(err)
	}
	stOld := statOf(fi) // what the racing scan saw
	if err := os.Rename(ev, ev+".1"); err != nil {
		t.Fatal(err)
	}
	appendFile(t, ev, lines(5, 6))
	tr := tl.files[ev]
	if tr == nil {
		t.Fatal("the events file is not followed after the first scan")
	}
	if tl.ingest(ctx, tr, ev, stOld) {
		t.Fatal("ingest reported the old file read, but the path named the new one")
	}
	if tr.last == stOld {
		t.Fatal("the old file was marked read up to a size it was never read to")
	}
	tl.scan(ctx)
	if got, want := e.counts().Events, 6; got != want {
		t.Fatalf("events = %d, want %d: lines left in the rotated file were lost", got, want)
	}
}
