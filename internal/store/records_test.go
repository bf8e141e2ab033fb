package store

import (
	"context"
	"path/filepath"
	"testing"

	"github.com/loopd-dev/loopd/internal/model"
)

// TestGuardRules checks that the guard's plain-column read of the rules
// returns what PutRule saved, the reason (read out of the JSON) included,
// and only active rules.
func TestGuardRules(t *testing.T) {
	ctx := context.Background()
	s, err := Open(ctx, filepath.Join(t.TempDir(), "loopd.db"), Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	want := []model.Rule{
		{ID: "R-001", Type: "NEVER", Category: "db", Rule: "Never drop tables", Reason: "A table was dropped in production", Violations: 2, Status: model.StatusActive},
		{ID: "R-002", Type: "CHECK", Category: "git", Rule: "Check the branch before pushing", ReviewFlagged: true, Status: model.StatusActive},
	}
	err = s.Update(ctx, func(tx *Tx) error {
		for _, r := range want {
			if err := tx.PutRule(ctx, r); err != nil {
				return err
			}
		}
		return tx.PutRule(ctx, model.Rule{ID: "R-003", Type: "NEVER", Rule: "retired", Reason: "gone", Status: model.StatusRetired})
	})
	if err != nil {
		t.Fatal(err)
	}
	got, err := s.GuardRules(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != len(want) {
		t.Fatalf("GuardRules returned %d rules, want %d: %+v", len(got), len(want), got)
	}
	for i := range want {
		g, w := got[i], want[i]
		if g.ID != w.ID || g.Type != w.Type || g.Category != w.Category || g.Rule != w.Rule || g.Reason != w.Reason ||
			g.ReviewFlagged != w.ReviewFlagged || g.Violations != w.Violations || g.Status != w.Status {
			t.Errorf("rule %d = %+v, want %+v", i, g, w)
		}
	}
}
