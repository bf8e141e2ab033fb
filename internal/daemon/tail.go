package daemon

import (
	"context"
	"fmt"
	"log/slog"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"syscall"
	"time"

	"github.com/fsnotify/fsnotify"

	"github.com/loopd-dev/loopd/internal/events"
	"github.com/loopd-dev/loopd/internal/store"
)

// identity is a file's device and inode: it survives renames.
type identity struct{ dev, ino uint64 }

// fileStat is what a scan compares to decide whether a file needs
// reading again.
type fileStat struct {
	id    identity
	size  int64
	mtime time.Time
}

func statOf(fi os.FileInfo) fileStat {
	st := fileStat{size: fi.Size(), mtime: fi.ModTime()}
	if s, ok := fi.Sys().(*syscall.Stat_t); ok {
		st.id = identity{dev: uint64(s.Dev), ino: uint64(s.Ino)} //nolint:unconvert // Dev is int32 on darwin
	}
	return st
}

// sourceSpec is one configured source, resolved.
type sourceSpec struct {
	pattern string // absolute glob
	format  string
	mapper  events.Mapper
}

// tracked is one file the tailer follows. Its descriptor stays open so
// that the rest of a file renamed out of reach or deleted can still be
// read.
type tracked struct {
	path   string // where it was last seen
	format string
	mapper events.Mapper
	f      *os.File
	id     identity
	last   fileStat // stat taken before the last read that succeeded
	// seen is an orphan's stat at the last scan, and idleSince when it
	// last changed: a rotated file is followed until it has been idle
	// for orphanIdle.
	seen      fileStat
	idleSince time.Time
	lastErr   string
}

// orphanIdle is how long a rotated-away file is still watched for late
// writes after it stopped changing: a writer that holds the old file
// keeps appending to it until it reopens its log.
const orphanIdle = time.Minute

// tailer follows the configured sources. All its state belongs to the
// one goroutine that runs scan; only the specs are swapped under mu by
// a reload.
type tailer struct {
	ing      *events.Ingester
	store    *store.Store
	mappers  func(format string) (events.Mapper, error)
	log      *slog.Logger
	now      func() time.Time
	exclude  map[string]bool
	onIngest func(events.Counts)

	mu    sync.Mutex
	specs []sourceSpec

	files   map[string]*tracked // by current path
	orphans map[identity]*tracked
	watcher *fsnotify.Watcher
	watched map[string]bool
}

func newTailer(ing *events.Ingester, st *store.Store, log *slog.Logger, now func() time.Time, exclude []string, onIngest func(events.Counts)) *tailer {
	t := &tailer{ing: ing, store: st, log: log, now: now, exclude: map[string]bool{}, onIngest: onIngest,
		files: map[string]*tracked{}, orphans: map[identity]*tracked{}, watched: map[string]bool{}}
	for _, p := range exclude {
		t.exclude[filepath.Clean(p)] = true
	}
	w, err := fsnotify.NewWatcher()
	if err != nil {
		log.Warn("file notifications unavailable; polling only", "err", err)
	} else {
		t.watcher = w
	}
	return t
}

func (t *tailer) setSpecs(specs []sourceSpec) {
	t.mu.Lock()
	t.specs = specs
	t.mu.Unlock()
}

func (t *tailer) snapshot() []sourceSpec {
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.specs
}

// events and errors of the watcher; nil channels (never ready) without one.
func (t *tailer) notifications() (<-chan fsnotify.Event, <-chan error) {
	if t.watcher == nil {
		return nil, nil
	}
	return t.watcher.Events, t.watcher.Errors
}

func (t *tailer) close() {
	if t.watcher != nil {
		t.watcher.Close()
	}
	for _, tr := range t.files {
		tr.f.Close()
	}
	for _, tr := range t.orphans {
		tr.f.Close()
	}
}

// noteEvent forgets a watch whose directory went away, so the next scan
// adds it again when the directory is back, and reports whether the
// event can matter to a source: the store's own files (the WAL, logs,
// views) change in the same directory on every commit and need no scan.
func (t *tailer) noteEvent(ev fsnotify.Event) bool {
	if t.watched[ev.Name] {
		if ev.Has(fsnotify.Remove) || ev.Has(fsnotify.Rename) {
			delete(t.watched, ev.Name)
		}
		return true
	}
	if t.exclude[ev.Name] {
		return false
	}
	for _, o := range t.orphans {
		if o.path == ev.Name {
			return true // late writes to a rotated file
		}
	}
	for _, sp := range t.snapshot() {
		if ok, _ := filepath.Match(sp.pattern, ev.Name); ok {
			return true
		}
		// A directory a pattern goes through (logs/*/agent.jsonl).
		for dir := filepath.Dir(sp.pattern); dir != filepath.Dir(dir); dir = filepath.Dir(dir) {
			if ok, _ := filepath.Match(dir, ev.Name); ok {
				return true
			}
		}
	}
	return false
}

func (t *tailer) watchDir(dir string) {
	if t.watcher == nil || t.watched[dir] {
		return
	}
	if err := t.watcher.Add(dir); err != nil {
		return // not there yet: polling covers it until it appears
	}
	t.watched[dir] = true
}

// staticDir is the directory part of a glob before its first wildcard.
func staticDir(pattern string) string {
	dir := filepath.Dir(pattern)
	for strings.ContainsAny(dir, `*?[\`) {
		dir = filepath.Dir(dir)
	}
	return dir
}

type match struct {
	spec sourceSpec
	st   fileStat
}

// scan reads every source file that changed since the last scan, drains
// files rotated away from their path first, and starts following new
// ones. Errors are logged per file: one bad file never stops the others.
func (t *tailer) scan(ctx context.Context) {
	current := map[string]match{}
	var paths []string
	for _, sp := range t.snapshot() {
		t.watchDir(staticDir(sp.pattern))
		found, err := filepath.Glob(sp.pattern)
		if err != nil {
			continue // validated at load
		}
		for _, p := range found {
			if t.exclude[p] {
				continue
			}
			if _, dup := current[p]; dup {
				continue // the first source naming a file sets its format
			}
			fi, err := os.Stat(p)
			if err != nil || !fi.Mode().IsRegular() {
				continue
			}
			current[p] = match{spec: sp, st: statOf(fi)}
			paths = append(paths, p)
			t.watchDir(filepath.Dir(p))
		}
	}
	sort.Strings(paths)
	// A followed file no longer at its path was rotated or deleted; one
	// still there that no pattern matches any more was dropped by a
	// reload.
	for p, tr := range t.files {
		m, ok := current[p]
		if ok && m.st.id == tr.id {
			continue
		}
		delete(t.files, p)
		if !ok {
			if fi, err := os.Stat(p); err == nil && statOf(fi).id == tr.id {
				if st := statOf(fi); st != tr.last && ctx.Err() == nil {
					t.ingest(ctx, tr, p, st) // what it held before the reload
				}
				t.log.Info("source file no longer configured; released", "path", p)
				tr.f.Close()
				continue
			}
		}
		if _, dup := t.orphans[tr.id]; dup {
			tr.f.Close()
			continue
		}
		tr.seen, tr.idleSince = fileStat{}, t.now()
		t.orphans[tr.id] = tr
		t.log.Info("source file moved or deleted; following it until it is idle", "path", p)
	}
	// Older data first: what is left in rotated files, then the rest.
	for _, o := range t.sortedOrphans() {
		if ctx.Err() != nil {
			return
		}
		t.drainOrphan(ctx, o)
	}
	for _, p := range paths {
		if ctx.Err() != nil {
			return
		}
		m := current[p]
		tr := t.files[p]
		if tr == nil {
			if o, ok := t.orphans[m.st.id]; ok {
				delete(t.orphans, m.st.id) // rotated to a name a source also matches
				tr = o
			} else {
				f, err := os.Open(p)
				if err != nil {
					continue
				}
				fi, err := f.Stat()
				if err != nil || statOf(fi).id != m.st.id {
					f.Close() // replaced between stat and open: next scan
					continue
				}
				tr = &tracked{f: f, id: m.st.id}
				t.log.Info("following source file", "path", p, "format", m.spec.format)
				// Known by identity from now on, even if it is rotated
				// away before its first line is committed.
				if err := t.store.RegisterSource(ctx, store.Source{Dev: m.st.id.dev, Ino: m.st.id.ino, Path: p,
					Format: m.spec.format, Updated: t.now().UTC().Format(time.RFC3339Nano)}); err != nil && ctx.Err() == nil {
					t.log.Warn("could not register source file", "path", p, "err", err)
				}
			}
			tr.path, tr.format, tr.mapper = p, m.spec.format, m.spec.mapper
			t.files[p] = tr
		}
		if m.st == tr.last {
			continue
		}
		t.ingest(ctx, tr, p, m.st)
	}
}

func (t *tailer) sortedOrphans() []*tracked {
	out := make([]*tracked, 0, len(t.orphans))
	for _, o := range t.orphans {
		out = append(out, o)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].path < out[j].path })
	return out
}

// ingest reads one file from its committed offset through the same code
// path as `loopd ingest`, and reports whether tr's file was read up to
// st. IngestFile opens path afresh: when a rotation put another file
// there meanwhile, that file was read instead, so tr.last is left as it
// was and the next scan reads tr's file again from its committed offset.
func (t *tailer) ingest(ctx context.Context, tr *tracked, path string, st fileStat) bool {
	c, err := t.ing.IngestFile(ctx, path, tr.format, tr.mapper)
	if err != nil {
		if ctx.Err() == nil && err.Error() != tr.lastErr {
			t.log.Warn("could not read source file", "path", path, "err", err)
		}
		tr.lastErr = err.Error()
		if c.Read > 0 && t.onIngest != nil {
			t.onIngest(c)
		}
		return false
	}
	tr.lastErr = ""
	if fi, err := os.Stat(path); err != nil || statOf(fi).id != tr.id {
		return false
	}
	tr.last = st
	if c.Read > 0 {
		t.log.Debug("ingested", "path", path, "read", c.Read, "stored", c.Ingested, "duplicates", c.Duplicates, "errors", c.Errors)
		if t.onIngest != nil {
			t.onIngest(c)
		}
	}
	return true
}

// drainOrphan reads what was added to a file that left its path: under
// its new name when it was renamed within its directory (rotation), else
// through the descriptor still open on it. A rotated file is followed on
// every scan, since its writer may still append to it, until it has not
// changed for orphanIdle. A file gone for good is read to its end and
// its offset forgotten.
func (t *tailer) drainOrphan(ctx context.Context, o *tracked) {
	path, st, ok := locate(o.path, o.id)
	if ok {
		if path != o.path {
			// Renamed (rotated): its committed offset now goes by the new name.
			if err := t.store.RenameSource(ctx, o.id.dev, o.id.ino, path); err != nil && ctx.Err() == nil {
				t.log.Warn("could not record a rotated file's new name", "path", path, "err", err)
			}
			o.path = path
		}
		now := t.now()
		if st != o.seen {
			o.seen, o.idleSince = st, now
		}
		if st != o.last {
			t.ingest(ctx, o, path, st)
		}
		if now.Sub(o.idleSince) >= orphanIdle {
			if o.last != st {
				t.log.Warn("rotated file released before it was read to its end; the next start reads the rest", "path", path, "err", o.lastErr)
			} else {
				t.log.Info("rotated file idle; released", "path", path)
			}
			o.f.Close()
			delete(t.orphans, o.id)
		}
		return
	}
	// Renamed out of its directory or deleted: read through the open
	// descriptor (/dev/fd/N opens the same file), then forget it.
	fi, err := o.f.Stat()
	if err == nil && statOf(fi) != o.last {
		fdPath := fmt.Sprintf("/dev/fd/%d", o.f.Fd())
		if !t.ingest(ctx, o, fdPath, statOf(fi)) && ctx.Err() != nil {
			return // shutting down: try again next start
		}
	}
	if err := t.store.ForgetSource(ctx, o.id.dev, o.id.ino); err != nil && ctx.Err() == nil {
		t.log.Warn("could not forget a deleted source file", "path", o.path, "err", err)
	}
	t.log.Info("source file gone; read to its end", "path", o.path)
	o.f.Close()
	delete(t.orphans, o.id)
}

// locate finds the file with identity id at path or, after a rename,
// elsewhere in path's directory.
func locate(path string, id identity) (string, fileStat, bool) {
	if fi, err := os.Stat(path); err == nil && statOf(fi).id == id {
		return path, statOf(fi), true
	}
	dir := filepath.Dir(path)
	entries, err := os.ReadDir(dir)
	if err != nil {
		return "", fileStat{}, false
	}
	for _, e := range entries {
		if !e.Type().IsRegular() {
			continue
		}
		fi, err := e.Info()
		if err != nil {
			continue
		}
		if st := statOf(fi); st.id == id {
			return filepath.Join(dir, e.Name()), st, true
		}
	}
	return "", fileStat{}, false
}

// recoverRotated finishes files that were rotated while no daemon ran,
// or while one was draining them when it died: a committed source that
// no configured pattern matches any more is looked for by identity at
// its path or in its directory and, when it lies in a source's
// directory, read from its committed offset.
func (t *tailer) recoverRotated(ctx context.Context) {
	srcs, err := t.store.Sources(ctx)
	if err != nil {
		t.log.Warn("could not list committed sources", "err", err)
		return
	}
	specs := t.snapshot()
	dirs := map[string]bool{}
	for _, sp := range specs {
		dirs[filepath.Dir(sp.pattern)] = true
	}
	matched := func(path string) bool {
		for _, sp := range specs {
			if ok, _ := filepath.Match(sp.pattern, path); ok {
				return true
			}
		}
		return false
	}
	for _, src := range srcs {
		if strings.HasPrefix(src.Path, "/dev/fd/") {
			continue
		}
		id := identity{dev: src.Dev, ino: src.Ino}
		path, st, ok := locate(src.Path, id)
		if !ok || !dirs[filepath.Dir(path)] {
			continue
		}
		if path != src.Path {
			if err := t.store.RenameSource(ctx, src.Dev, src.Ino, path); err != nil {
				t.log.Warn("could not record a rotated file's new name", "path", path, "err", err)
			}
		}
		if matched(path) || st.size <= src.Offset {
			continue // the scans read it, or nothing is left
		}
		mapper, err := t.mappers(src.Format)
		if err != nil {
			t.log.Warn("cannot read a rotated file", "path", path, "err", err)
			continue
		}
		t.log.Info("reading the rest of a rotated file", "path", path, "was", src.Path)
		tr := &tracked{format: src.Format, mapper: mapper, id: id}
		t.ingest(ctx, tr, path, st)
	}
}
