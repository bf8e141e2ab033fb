package export

import (
	"context"
	"path/filepath"
	"testing"
	"time"

	"github.com/loopd-dev/loopd/internal/model"
	"github.com/loopd-dev/loopd/internal/store"
)

// TestApply imports a bundle into a real store: a dry run changes
// nothing, the import adds the rules once, a second import skips them,
// and a rule that says what a local one says merges into it.
func TestApply(t *testing.T) {
	ctx := context.Background()
	st, err := store.Open(ctx, filepath.Join(t.TempDir(), "loopd.db"), store.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	if err := st.Update(ctx, func(tx *store.Tx) error {
		return tx.PutRule(ctx, model.Rule{ID: "R-001", Type: model.RuleNever, Category: "git", Rule: "Never force push to main", ConfidenceScore: 0.5, Status: model.StatusActive})
	}); err != nil {
		t.Fatal(err)
	}
	b := Build([]model.Rule{
		{ID: "R-007", Type: model.RuleNever, Category: "git", Rule: "Never force push to main", ConfidenceScore: 0.9},
		{ID: "R-008", Type: model.RuleMust, Category: "cron", Rule: "Always use absolute paths in crontab entries", ConfidenceScore: 0.9},
	}, BuildMeta{AgentHandle: "other-agent", ExportedAt: time.Date(2026, 11, 20, 0, 0, 0, 0, time.UTC)})
	now := time.Date(2026, 11, 22, 12, 0, 0, 0, time.UTC)
	opt := PlanOptions{Today: now.Format(model.DateLayout)}
	count := func() int {
		rs, err := st.Rules(ctx)
		if err != nil {
			t.Fatal(err)
		}
		return len(rs)
	}

	plan, ids, err := Apply(ctx, st, b, "bundle.json", opt, now, true)
	if err != nil || ids != nil || plan.Count(ActionNew) != 1 || plan.Count(ActionMerge) != 1 || count() != 1 {
		t.Fatalf("dry run: plan new %d merge %d, ids %v, rules %d, err %v", plan.Count(ActionNew), plan.Count(ActionMerge), ids, count(), err)
	}
	plan, ids, err = Apply(ctx, st, b, "bundle.json", opt, now, false)
	if err != nil || plan.Count(ActionNew) != 1 || plan.Count(ActionMerge) != 1 || count() != 2 {
		t.Fatalf("import: plan new %d merge %d, rules %d, err %v", plan.Count(ActionNew), plan.Count(ActionMerge), count(), err)
	}
	merged, err := st.Rule(ctx, "R-001")
	if err != nil || merged.ValidationCount != 1 || merged.ConfidenceScore != DefaultImportConfidence {
		t.Errorf("merged local rule = %+v (%v), want one validation and confidence %v", merged, err, DefaultImportConfidence)
	}
	newID := ""
	for _, id := range ids {
		if id != "" {
			newID = id
		}
	}
	if r, err := st.Rule(ctx, newID); err != nil || r.OriginalID != "R-008" || r.SourceAgent != "other-agent" {
		t.Errorf("new rule %q = %+v (%v), want _original_id R-008 from other-agent", newID, r, err)
	}
	plan, _, err = Apply(ctx, st, b, "bundle.json", opt, now, false)
	if err != nil || !plan.Empty() || count() != 2 {
		t.Errorf("second import: empty %v, rules %d, err %v", plan.Empty(), count(), err)
	}
}
