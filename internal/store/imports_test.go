package store

import (
	"context"
	"errors"
	"path/filepath"
	"reflect"
	"testing"
)

func openImportsStore(tb testing.TB) *Store {
	tb.Helper()
	s, err := Open(context.Background(), filepath.Join(tb.TempDir(), "loopd.db"), Options{})
	if err != nil {
		tb.Fatalf("Open: %v", err)
	}
	tb.Cleanup(func() { s.Close() })
	return s
}

func TestImportLedger(t *testing.T) {
	ctx := context.Background()
	s := openImportsStore(t)
	if got, err := s.ImportLedger(ctx); err != nil || len(got) != 0 {
		t.Fatalf("ImportLedger on a new store = %v, %v; want empty", got, err)
	}
	first := ImportEntry{SourceAgent: "agent/a", OriginalID: "R-001", Hash: "aa", Action: "new", LocalID: "R-007", File: "a.json", At: "2026-11-21T00:00:00Z"}
	second := ImportEntry{SourceAgent: "agent/a", OriginalID: "R-002", Hash: "bb", Action: "merge", LocalID: "R-003"}
	err := s.Update(ctx, func(tx *Tx) error {
		for _, e := range []ImportEntry{second, first} {
			if err := tx.RecordImport(ctx, e); err != nil {
				return err
			}
		}
		// Other kv keys are not ledger entries, whatever sorts near them.
		for _, k := range []string{"import", "import0", "imports", "high_water"} {
			if err := tx.SetKV(ctx, k, "x"); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	got, err := s.ImportLedger(ctx)
	if want := []ImportEntry{first, second}; err != nil || !reflect.DeepEqual(got, want) {
		t.Fatalf("ImportLedger = %+v, %v; want %+v", got, err, want)
	}

	t.Run("same rule replaces its entry", func(t *testing.T) {
		again := first
		again.LocalID = "R-009"
		if err := s.Update(ctx, func(tx *Tx) error { return tx.RecordImport(ctx, again) }); err != nil {
			t.Fatal(err)
		}
		got, _ := s.ImportLedger(ctx)
		if len(got) != 2 || got[0].LocalID != "R-009" {
			t.Errorf("ImportLedger = %+v, want 2 entries, the first now R-009", got)
		}
	})
	t.Run("rolled back with its transaction", func(t *testing.T) {
		boom := errors.New("boom")
		err := s.Update(ctx, func(tx *Tx) error {
			if err := tx.RecordImport(ctx, ImportEntry{SourceAgent: "b", OriginalID: "R-1", Hash: "cc", Action: "new"}); err != nil {
				return err
			}
			if got, _ := tx.ImportLedger(ctx); len(got) != 3 {
				t.Errorf("inside the transaction: %d entries, want 3", len(got))
			}
			return boom
		})
		if !errors.Is(err, boom) {
			t.Fatalf("Update = %v, want boom", err)
		}
		if got, _ := s.ImportLedger(ctx); len(got) != 2 {
			t.Errorf("after rollback: %d entries, want 2", len(got))
		}
	})
}
