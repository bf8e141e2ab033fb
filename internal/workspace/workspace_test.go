package workspace

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/loopd-dev/loopd/internal/events"
	"github.com/loopd-dev/loopd/internal/guard"
	"github.com/loopd-dev/loopd/internal/model"
	"github.com/loopd-dev/loopd/internal/store"
)

func TestWriteFileAtomic(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "rules.json")
	if err := WriteFileAtomic(p, []byte("one"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := WriteFileAtomic(p, []byte("two"), 0o600); err != nil {
		t.Fatal(err)
	}
	got, _ := os.ReadFile(p)
	fi, _ := os.Stat(p)
	if string(got) != "two" || fi.Mode().Perm() != 0o600 {
		t.Errorf("after two writes: %q mode %v", got, fi.Mode().Perm())
	}
	entries, _ := os.ReadDir(dir)
	if len(entries) != 1 {
		t.Errorf("temporary files left behind: %v", entries)
	}
	if err := WriteFileAtomic(filepath.Join(dir, "missing", "x.json"), nil, 0o644); err == nil {
		t.Errorf("writing into a missing directory succeeded")
	}
}

func TestInitViewsSnapshotAndCheckDB(t *testing.T) {
	ctx := context.Background()
	l := NewLayout(t.TempDir())
	if err := l.CheckDB(); !errors.Is(err, ErrNotInitialized) {
		t.Fatalf("CheckDB before init = %v, want ErrNotInitialized", err)
	}
	res, err := Init(ctx, l, InitOptions{Ingester: events.Ingester{Parser: events.NewParser(time.UTC)}})
	if err != nil || !res.Created {
		t.Fatalf("Init = %+v, %v", res, err)
	}
	if err := l.CheckDB(); err != nil {
		t.Fatalf("CheckDB after init: %v", err)
	}
	st, err := l.OpenStore(ctx)
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	err = st.Update(ctx, func(tx *store.Tx) error {
		if err := tx.PutRule(ctx, model.Rule{ID: "R-001", Type: "NEVER", Category: "git", Rule: "Never force push", Status: model.StatusActive}); err != nil {
			return err
		}
		return tx.PutRule(ctx, model.Rule{ID: "R-002", Type: "MUST", Category: "git", Rule: "Old rule", Status: model.StatusRetired})
	})
	if err != nil {
		t.Fatal(err)
	}
	if err := l.WriteViews(ctx, st, time.Date(2026, 11, 21, 0, 0, 0, 0, time.UTC)); err != nil {
		t.Fatal(err)
	}
	data, _ := os.ReadFile(l.Rules)
	if !strings.Contains(string(data), `"version": "1.4.0"`) || !strings.Contains(string(data), "R-001") || strings.Contains(string(data), "R-002") {
		t.Errorf("rules.json = %s", data)
	}
	snap, err := guard.ReadSnapshot(l.GuardRules)
	if err != nil || snap.Len() != 1 || snap.Rules()[0].ID != "R-001" {
		t.Errorf("snapshot = %+v, %v; want the one active rule", snap, err)
	}
	os.WriteFile(l.DB, []byte("garbage that is not sqlite"), 0o644)
	if err := l.CheckDB(); err == nil || !strings.Contains(err.Error(), "not a SQLite database") {
		t.Errorf("CheckDB on a corrupt file = %v", err)
	}
}
