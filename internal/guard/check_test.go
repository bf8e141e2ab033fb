package guard

import (
	"bufio"
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/loopd-dev/loopd/internal/model"
	"github.com/loopd-dev/loopd/internal/store"
	"github.com/loopd-dev/loopd/internal/text"
)

func TestDecide(t *testing.T) {
	never := model.GuardMatch{ID: "R-1", Type: model.RuleNever, Score: 0.8}
	weakNever := model.GuardMatch{ID: "R-2", Type: model.RuleNever, Score: 0.5}
	flagged := model.GuardMatch{ID: "R-3", Type: model.RuleNever, Score: 0.9, ReviewFlagged: true}
	must := model.GuardMatch{ID: "R-4", Type: model.RuleMust, Score: 0.95}
	tests := []struct {
		name    string
		matched []model.GuardMatch
		want    string
	}{
		{"nothing", nil, model.DecisionAllow},
		{"strong never", []model.GuardMatch{never}, model.DecisionBlock},
		{"never under block threshold", []model.GuardMatch{weakNever}, model.DecisionWarn},
		{"flagged never cannot block", []model.GuardMatch{flagged}, model.DecisionWarn},
		{"must never blocks", []model.GuardMatch{must}, model.DecisionWarn},
		{"never among others", []model.GuardMatch{must, never}, model.DecisionBlock},
	}
	for _, tt := range tests {
		if got := Decide(tt.matched, 0.6); got != tt.want {
			t.Errorf("Decide(%s) = %s, want %s", tt.name, got, tt.want)
		}
	}
}

type fixture struct {
	st  *store.Store
	c   *Checker
	log string
}

func newFixture(t *testing.T) fixture {
	t.Helper()
	ctx := context.Background()
	dir := t.TempDir()
	st, err := store.Open(ctx, filepath.Join(dir, "loopd.db"), store.Options{})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	err = st.Update(ctx, func(tx *store.Tx) error {
		for _, r := range []model.Rule{
			{ID: "R-001", Type: model.RuleNever, Category: "docker", Rule: "Never run docker system prune on the production host", SourceLesson: "L-001", ConfidenceScore: 0.9},
			{ID: "R-002", Type: model.RuleCheck, Category: "memory", Rule: "Check the daily notes before writing the weekly summary", ConfidenceScore: 0.9},
		} {
			if err := tx.PutRule(ctx, r); err != nil {
				return err
			}
		}
		return tx.PutLesson(ctx, model.Lesson{ID: "L-001", Lesson: "Never prune on production", SourceEvents: []string{}})
	})
	if err != nil {
		t.Fatal(err)
	}
	an, err := text.NewAnalyzer()
	if err != nil {
		t.Fatal(err)
	}
	log := filepath.Join(dir, "guard-log.jsonl")
	now := func() time.Time { return time.Date(2026, 11, 21, 10, 30, 52, 0, time.UTC) }
	c, err := NewChecker(ctx, st, an, CheckConfig{}, log, now)
	if err != nil {
		t.Fatal(err)
	}
	return fixture{st: st, c: c, log: log}
}

func readLog(t *testing.T, path string) []model.GuardEntry {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []model.GuardEntry
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		var e model.GuardEntry
		if err := json.Unmarshal(sc.Bytes(), &e); err != nil {
			t.Fatal(err)
		}
		out = append(out, e)
	}
	return out
}

func TestCheckRecordsAndCountsApplied(t *testing.T) {
	ctx := context.Background()
	f := newFixture(t)
	res, err := f.c.Check(ctx, "docker system prune -a on the prod server")
	if err != nil {
		t.Fatal(err)
	}
	if res.Decision != model.DecisionBlock || len(res.Matched) == 0 || res.Matched[0].ID != "R-001" {
		t.Fatalf("Check = %+v, want a block by R-001", res)
	}
	if !strings.HasPrefix(res.ID, "g-103052-") || len(res.ID) != len("g-103052-a1b2c3") {
		t.Errorf("check id %q is not g-HHMMSS-xxxxxx", res.ID)
	}
	entries := readLog(t, f.log)
	if len(entries) != 1 || entries[0].ID != res.ID || entries[0].Outcome != model.OutcomePending ||
		len(entries[0].MatchedRules) == 0 || entries[0].Scores["R-001"] == 0 {
		t.Fatalf("guard-log.jsonl = %+v", entries)
	}
	l, err := f.st.Lesson(ctx, "L-001")
	if err != nil {
		t.Fatal(err)
	}
	if l.TimesApplied != 1 {
		t.Errorf("times_applied = %d, want 1", l.TimesApplied)
	}
	quiet, err := f.c.Check(ctx, "what is the capital of Peru")
	if err != nil {
		t.Fatal(err)
	}
	if quiet.Decision != model.DecisionAllow || len(quiet.Matched) != 0 {
		t.Errorf("unrelated action = %+v, want allow", quiet)
	}
}

func TestRecordOutcome(t *testing.T) {
	ctx := context.Background()
	now := time.Date(2026, 11, 22, 9, 0, 0, 0, time.UTC)
	for _, tt := range []struct {
		outcome       string
		wantValidated int
		wantSaved     int
		wantViolated  int
	}{
		{model.OutcomeSuccess, 1, 1, 0},
		{model.OutcomeSkipped, 0, 1, 0},
		{model.OutcomeFailure, 0, 0, 1},
	} {
		t.Run(tt.outcome, func(t *testing.T) {
			f := newFixture(t)
			res, err := f.c.Check(ctx, "docker system prune -a on the prod server")
			if err != nil {
				t.Fatal(err)
			}
			out, err := RecordOutcome(ctx, f.st, f.log, res.ID, tt.outcome, now)
			if err != nil {
				t.Fatal(err)
			}
			if len(out.Validated) != tt.wantValidated || len(out.Saves) != tt.wantSaved || len(out.Violated) != tt.wantViolated {
				t.Fatalf("RecordOutcome(%s) = %+v", tt.outcome, out)
			}
			r, _ := f.st.Rule(ctx, "R-001")
			l, _ := f.st.Lesson(ctx, "L-001")
			if r.ValidationCount != tt.wantValidated || l.TimesSaved != tt.wantSaved || r.Violations != tt.wantViolated {
				t.Errorf("after %s: validation_count %d, times_saved %d, violations %d", tt.outcome, r.ValidationCount, l.TimesSaved, r.Violations)
			}
			if tt.outcome == model.OutcomeSuccess && (r.LastValidated != "2026-11-22" || r.ConfidenceScore != 0.9) {
				t.Errorf("validated rule = %+v", r)
			}
			if tt.outcome == model.OutcomeFailure {
				c, _ := f.st.Counts(ctx)
				if c.Events != 1 {
					t.Errorf("failure stored %d events, want 1 mistake", c.Events)
				}
			}
			entries := readLog(t, f.log)
			last := entries[len(entries)-1]
			if last.ID != res.ID || last.Outcome != tt.outcome || last.SaveLogged != (tt.wantSaved > 0) {
				t.Errorf("last log line = %+v", last)
			}
			if _, err := RecordOutcome(ctx, f.st, f.log, res.ID, tt.outcome, now); err == nil {
				t.Errorf("a second outcome for the same check was accepted")
			}
		})
	}
}

func TestRecordOutcomeErrors(t *testing.T) {
	ctx := context.Background()
	f := newFixture(t)
	if _, err := RecordOutcome(ctx, f.st, f.log, "g-000000-000000", "success", time.Now()); err == nil || !strings.Contains(err.Error(), "no guard check") {
		t.Errorf("unknown id error = %v", err)
	}
	res, _ := f.c.Check(ctx, "docker system prune")
	if _, err := RecordOutcome(ctx, f.st, f.log, res.ID, "maybe", time.Now()); err == nil {
		t.Errorf("outcome \"maybe\" was accepted")
	}
}

func TestRecorderWritesInBackground(t *testing.T) {
	ctx := context.Background()
	f := newFixture(t)
	rec := NewRecorder(f.st, nil)
	f.c.RecordWith(rec)
	var ids []string
	for i := 0; i < 20; i++ {
		res, err := f.c.Check(ctx, "docker system prune on the prod host")
		if err != nil {
			t.Fatal(err)
		}
		ids = append(ids, res.ID)
	}
	rec.Close()
	c, err := f.st.Counts(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if c.GuardChecks != 20 {
		t.Errorf("after Close the store has %d checks, want 20", c.GuardChecks)
	}
	l, _ := f.st.Lesson(ctx, "L-001")
	if l.TimesApplied != 20 {
		t.Errorf("times_applied = %d, want 20", l.TimesApplied)
	}
	if _, err := RecordOutcome(ctx, f.st, f.log, ids[3], "skipped", time.Now()); err != nil {
		t.Errorf("outcome of a background-recorded check: %v", err)
	}
}

func TestSnapshotCheckerJournalsAndSyncStoresOnce(t *testing.T) {
	ctx := context.Background()
	f := newFixture(t)
	rules, err := f.st.GuardRules(ctx)
	if err != nil {
		t.Fatal(err)
	}
	an, _ := text.NewAnalyzer()
	snap, err := DecodeSnapshot(EncodeSnapshot(an, rules))
	if err != nil {
		t.Fatal(err)
	}
	c := NewSnapshotChecker(an, snap, CheckConfig{}, f.log, nil)
	res, err := c.Check(ctx, "docker system prune -a on the prod server")
	if err != nil || res.Decision != model.DecisionBlock {
		t.Fatalf("snapshot check = %+v, %v", res, err)
	}
	if n, _ := f.st.Counts(ctx); n.GuardChecks != 0 {
		t.Fatalf("a snapshot check wrote to the store")
	}
	for i := 0; i < 3; i++ { // repeated syncs store it once
		if _, err := SyncLog(ctx, f.st, f.log); err != nil {
			t.Fatal(err)
		}
	}
	n, _ := f.st.Counts(ctx)
	l, _ := f.st.Lesson(ctx, "L-001")
	if n.GuardChecks != 1 || l.TimesApplied != 1 {
		t.Errorf("after syncs: %d checks, times_applied %d; want 1 and 1", n.GuardChecks, l.TimesApplied)
	}
	if _, err := RecordOutcome(ctx, f.st, f.log, res.ID, "success", time.Now()); err != nil {
		t.Errorf("outcome of a journaled check: %v", err)
	}
	// The outcome line appended to the log is not a new check.
	if added, err := SyncLog(ctx, f.st, f.log); err != nil || added != 0 {
		t.Errorf("sync after an outcome added %d, %v", added, err)
	}
}

// TestRecorderWritesAfterAPause checks that queued checks reach the store
// once checks pause, without Close, in transactions of recorderBatch at
// most (600 checks take three).
func TestRecorderWritesAfterAPause(t *testing.T) {
	ctx := context.Background()
	f := newFixture(t)
	rec := NewRecorder(f.st, nil)
	defer rec.Close()
	f.c.RecordWith(rec)
	const n = 600
	for i := 0; i < n; i++ {
		if _, err := f.c.Check(ctx, "docker system prune on the prod host"); err != nil {
			t.Fatal(err)
		}
	}
	deadline := time.Now().Add(30 * time.Second)
	for {
		c, err := f.st.Counts(ctx)
		if err != nil {
			t.Fatal(err)
		}
		if c.GuardChecks == n {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("after the checks paused the store has %d of %d checks", c.GuardChecks, n)
		}
		time.Sleep(20 * time.Millisecond)
	}
	if l, _ := f.st.Lesson(ctx, "L-001"); l.TimesApplied != n {
		t.Errorf("times_applied = %d, want %d", l.TimesApplied, n)
	}
}

// TestCheckIDsAreUnique checks that a checker never gives two checks one
// id, however many it answers in one second.
func TestCheckIDsAreUnique(t *testing.T) {
	ctx := context.Background()
	f := newFixture(t)
	seen := map[string]bool{}
	for i := 0; i < 5000; i++ {
		res, err := f.c.Check(ctx, "docker system prune on the prod host")
		if err != nil {
			t.Fatal(err)
		}
		if seen[res.ID] {
			t.Fatalf("check %d reused id %s", i, res.ID)
		}
		seen[res.ID] = true
	}
}
