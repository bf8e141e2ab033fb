package jobs

import (
	"context"
	"crypto/sha256"
	"encoding/binary"
	"testing"
	"time"

	"github.com/loopd-dev/loopd/internal/model"
	"github.com/loopd-dev/loopd/internal/rules"
	"github.com/loopd-dev/loopd/internal/store"
	"github.com/loopd-dev/loopd/internal/workspace"
)

// benchStore holds n events spread evenly over the 12 weeks before
// 2026-11-23, and 200 rules.
func benchStore(b *testing.B, n int) (*store.Store, workspace.Layout, time.Time) {
	b.Helper()
	ctx := context.Background()
	s, l := newWorkspace(b)
	end := time.Date(2026, 11, 23, 0, 0, 0, 0, time.UTC)
	start := end.AddDate(0, 0, -84)
	step := end.Sub(start) / time.Duration(n)
	types := []string{model.TypeMistake, model.TypeSuccess, model.TypeSuccess, model.TypeDebugSession, model.TypeFeedback, model.TypeDiscovery}
	const batch = 4096
	rows := make([]store.EventRow, 0, batch)
	flush := func() {
		if err := s.Update(ctx, func(tx *store.Tx) error { _, err := tx.InsertEvents(ctx, rows); return err }); err != nil {
			b.Fatal(err)
		}
		rows = rows[:0]
	}
	for i := 0; i < n; i++ {
		var k [8]byte
		binary.LittleEndian.PutUint64(k[:], uint64(i))
		h := sha256.Sum256(k[:])
		at := start.Add(time.Duration(i) * step)
		rows = append(rows, store.EventRow{Hash: h[:16], TS: at.Format(time.RFC3339), Time: at, Type: types[i%len(types)], Category: "general", Raw: []byte(`{}`)})
		if len(rows) == batch {
			flush()
		}
	}
	flush()
	err := s.Update(ctx, func(tx *store.Tx) error {
		for i := 0; i < 200; i++ {
			r := model.Rule{ID: "R-" + string(rune('A'+i/26)) + string(rune('a'+i%26)), Rule: "r", Created: "2026-09-01", LastValidated: "2026-10-15", ConfidenceScore: 0.9}
			if err := tx.PutRule(ctx, r); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		b.Fatal(err)
	}
	return s, l, end.Add(8 * time.Hour)
}

// BenchmarkWeekly measures the Monday job (two weeks recomputed, twelve
// weeks of report rows, metrics.json and both report files) on 100,000
// events over twelve weeks.
func BenchmarkWeekly(b *testing.B) {
	s, l, now := benchStore(b, 100_000)
	cfg := Config{Location: time.UTC, Decay: rules.DefaultDecayConfig(), Weeks: 12}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := Weekly(context.Background(), s, l, cfg, now); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkRecomputeWeek measures `loopd metrics` for one week of the
// same store (about 8,300 events in the week).
func BenchmarkRecomputeWeek(b *testing.B) {
	s, l, now := benchStore(b, 100_000)
	cfg := Config{Location: time.UTC, Decay: rules.DefaultDecayConfig()}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := RecomputeWeeks(context.Background(), s, l, cfg, []string{"2026-W47"}, now); err != nil {
			b.Fatal(err)
		}
	}
}
