package guard

import (
	"context"
	"fmt"
	"path/filepath"
	"testing"

	"github.com/loopd-dev/loopd/internal/guard/guardbench"
	"github.com/loopd-dev/loopd/internal/model"
	"github.com/loopd-dev/loopd/internal/store"
)

// BenchmarkWriteChecks is the daemon recorder's cost per check: batches
// of 40 checks with 5 matched rules each written in one transaction.
func BenchmarkWriteChecks(b *testing.B) {
	ctx := context.Background()
	st, err := store.Open(ctx, filepath.Join(b.TempDir(), "loopd.db"), store.Options{})
	if err != nil {
		b.Fatal(err)
	}
	defer st.Close()
	rules := guardbench.Rules(100)
	if err := st.Update(ctx, func(tx *store.Tx) error {
		for _, r := range rules {
			if err := tx.PutRule(ctx, r); err != nil {
				return err
			}
		}
		return nil
	}); err != nil {
		b.Fatal(err)
	}
	n := 0
	batch := make([]pendingCheck, 40)
	cpuClock(b)
	for b.Loop() {
		for i := range batch {
			n++
			e := model.GuardEntry{ID: fmt.Sprintf("g-%d", n), TS: "2026-11-22T00:00:00Z", Action: "rm -rf the postgres backup job",
				Outcome: model.OutcomePending, Decision: model.DecisionBlock, Scores: map[string]float64{}}
			var matched []model.GuardMatch
			for j := 0; j < 5; j++ {
				r := rules[j]
				e.MatchedRules = append(e.MatchedRules, r.ID)
				e.Scores[r.ID] = 0.9
				matched = append(matched, model.GuardMatch{ID: r.ID, Type: r.Type, Category: r.Category, Rule: r.Rule, Score: 0.9})
			}
			batch[i] = pendingCheck{entry: e, matched: matched}
		}
		if err := writeChecks(ctx, st, batch); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(b.Elapsed().Microseconds())/float64(b.N*len(batch)), "µs/check")
}
