// Package workspace owns the on-disk layout of an agent's learning
// directory (memory/learning/ under the workspace): where every file
// lives, creating it, adopting the learning-loop skill's files into the
// store, and rewriting the JSON views (rules.json, lessons.json)
// atomically from the store.
package workspace

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"time"

	"github.com/loopd-dev/loopd/internal/guard"
	"github.com/loopd-dev/loopd/internal/model"
	"github.com/loopd-dev/loopd/internal/store"
	"github.com/loopd-dev/loopd/internal/text"
)

// ErrNotInitialized means the workspace has no loopd database yet.
var ErrNotInitialized = errors.New("no loopd workspace here")

// Layout names every file of a workspace's learning directory.
type Layout struct {
	Workspace   string
	Dir         string // memory/learning
	DB          string
	Events      string
	Lessons     string
	Rules       string
	Metrics     string
	GuardLog    string
	ParseErrors string
	Weekly      string
	Exports     string
	Keys        string
	Trusted     string
	Lock        string
	// GuardRules is the rules snapshot a cold guard check reads instead
	// of the database (see guard.EncodeSnapshot).
	GuardRules string
}

// NewLayout returns the layout of the workspace at dir.
func NewLayout(workspace string) Layout {
	d := filepath.Join(workspace, "memory", "learning")
	return Layout{
		Workspace:   workspace,
		Dir:         d,
		DB:          filepath.Join(d, "loopd.db"),
		Events:      filepath.Join(d, "events.jsonl"),
		Lessons:     filepath.Join(d, "lessons.json"),
		Rules:       filepath.Join(d, "rules.json"),
		Metrics:     filepath.Join(d, "metrics.json"),
		GuardLog:    filepath.Join(d, "guard-log.jsonl"),
		ParseErrors: filepath.Join(d, "parse-errors.jsonl"),
		Weekly:      filepath.Join(d, "weekly"),
		Exports:     filepath.Join(d, "exports"),
		Keys:        filepath.Join(d, "keys"),
		Trusted:     filepath.Join(d, "keys", "trusted"),
		Lock:        filepath.Join(d, "loopd.lock"),
		GuardRules:  filepath.Join(d, "guard-rules.snapshot"),
	}
}

// Initialized reports whether the workspace has a loopd database.
func (l Layout) Initialized() bool {
	_, err := os.Stat(l.DB)
	return err == nil
}

// OpenStore opens the workspace's database; it fails with
// ErrNotInitialized (and a hint) when there is none.
func (l Layout) OpenStore(ctx context.Context) (*store.Store, error) {
	return l.OpenStoreWith(ctx, store.Options{})
}

// OpenStoreWith is OpenStore with store options (the daemon's smaller
// page cache).
func (l Layout) OpenStoreWith(ctx context.Context, opt store.Options) (*store.Store, error) {
	if !l.Initialized() {
		return nil, fmt.Errorf("%w: %s has no memory/learning/loopd.db; run `loopd init --workspace %s` first", ErrNotInitialized, l.Workspace, l.Workspace)
	}
	return store.Open(ctx, l.DB, opt)
}

// WriteFileAtomic writes data to path through a temporary file in the
// same directory and a rename, so readers see the old or the new file,
// never a half-written one.
func WriteFileAtomic(path string, data []byte, perm os.FileMode) error {
	dir := filepath.Dir(path)
	f, err := os.CreateTemp(dir, "."+filepath.Base(path)+".tmp-*")
	if err != nil {
		return fmt.Errorf("write %s: %w", path, err)
	}
	tmp := f.Name()
	cleanup := func() { _ = os.Remove(tmp) }
	if _, err := f.Write(data); err != nil {
		f.Close()
		cleanup()
		return fmt.Errorf("write %s: %w", path, err)
	}
	if err := f.Sync(); err != nil {
		f.Close()
		cleanup()
		return fmt.Errorf("write %s: %w", path, err)
	}
	if err := f.Close(); err != nil {
		cleanup()
		return fmt.Errorf("write %s: %w", path, err)
	}
	if err := os.Chmod(tmp, perm); err != nil {
		cleanup()
		return fmt.Errorf("write %s: %w", path, err)
	}
	if err := os.Rename(tmp, path); err != nil {
		cleanup()
		return fmt.Errorf("write %s: %w", path, err)
	}
	if d, err := os.Open(dir); err == nil {
		_ = d.Sync()
		d.Close()
	}
	return nil
}

// ViewVersion is the skill format version written into the views.
const ViewVersion = "1.4.0"

type rulesView struct {
	Version string       `json:"version"`
	Updated string       `json:"updated"`
	Rules   []model.Rule `json:"rules"`
}

type lessonsView struct {
	Version string         `json:"version"`
	Updated string         `json:"updated"`
	Lessons []model.Lesson `json:"lessons"`
}

// WriteViews rewrites rules.json, lessons.json and the guard's rules
// snapshot from the store, in the
// skill's shapes ({"version","updated","rules":[…]}). Retired rules stay
// out of rules.json, as the skill's readers treat every listed rule as
// in force.
func (l Layout) WriteViews(ctx context.Context, s *store.Store, now time.Time) error {
	rules, err := s.Rules(ctx)
	if err != nil {
		return err
	}
	lessons, err := s.Lessons(ctx)
	if err != nil {
		return err
	}
	active := make([]model.Rule, 0, len(rules))
	for _, r := range rules {
		if r.Active() {
			active = append(active, r)
		}
	}
	if lessons == nil {
		lessons = []model.Lesson{}
	}
	day := now.Format(model.DateLayout)
	if err := writeJSON(l.Rules, rulesView{Version: ViewVersion, Updated: day, Rules: active}); err != nil {
		return err
	}
	an, err := text.NewAnalyzer()
	if err != nil {
		return err
	}
	if err := WriteFileAtomic(l.GuardRules, guard.EncodeSnapshot(an, active), 0o644); err != nil {
		return err
	}
	return writeJSON(l.Lessons, lessonsView{Version: ViewVersion, Updated: day, Lessons: lessons})
}

func writeJSON(path string, v any) error {
	data, err := MarshalIndent(v)
	if err != nil {
		return fmt.Errorf("write %s: %w", path, err)
	}
	return WriteFileAtomic(path, data, 0o644)
}

// MarshalIndent is json.MarshalIndent with two spaces, no HTML escaping
// and a final newline: the form of every JSON file loopd writes.
func MarshalIndent(v any) ([]byte, error) {
	var buf jsonBuffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	if err := enc.Encode(v); err != nil {
		return nil, err
	}
	return buf.b, nil
}

type jsonBuffer struct{ b []byte }

func (j *jsonBuffer) Write(p []byte) (int, error) { j.b = append(j.b, p...); return len(p), nil }

// sqliteMagic starts every SQLite database file.
var sqliteMagic = []byte("SQLite format 3\x00")

// CheckDB tells, without opening it, whether the database file is there
// and looks like a database: what a cold guard check verifies before it
// trusts the rules snapshot instead of the database.
func (l Layout) CheckDB() error {
	f, err := os.Open(l.DB)
	if errors.Is(err, os.ErrNotExist) {
		return fmt.Errorf("%w: %s has no memory/learning/loopd.db; run `loopd init --workspace %s` first", ErrNotInitialized, l.Workspace, l.Workspace)
	}
	if err != nil {
		return fmt.Errorf("open %s: %w", l.DB, err)
	}
	defer f.Close()
	head := make([]byte, len(sqliteMagic))
	if _, err := io.ReadFull(f, head); err != nil || !bytes.Equal(head, sqliteMagic) {
		return fmt.Errorf("%s is not a SQLite database (corrupt or overwritten)", l.DB)
	}
	return nil
}
