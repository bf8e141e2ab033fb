package store

import (
	"context"
	"crypto/sha256"
	"path/filepath"
	"testing"
	"time"

	"github.com/loopd-dev/loopd/internal/model"
)

func TestMetricsSnapshot(t *testing.T) {
	ctx := context.Background()
	s, err := Open(ctx, filepath.Join(t.TempDir(), "loopd.db"), Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()

	empty, err := s.MetricsSnapshot(ctx, time.Time{}, time.Time{})
	if err != nil {
		t.Fatalf("empty store: %v", err)
	}
	if empty.EventCount != 0 || !empty.FirstEvent.IsZero() || len(empty.Events)+len(empty.Rules)+len(empty.Violations) != 0 {
		t.Fatalf("empty store snapshot = %+v, want nothing", empty)
	}

	base := time.Date(2026, 11, 16, 0, 0, 0, 0, time.UTC) // Monday
	evs := []struct {
		at  time.Time
		typ string
	}{
		{base.Add(-time.Second), model.TypeMistake}, // last second of the week before
		{base, model.TypeSuccess},                   // first second of the week
		{base.Add(36 * time.Hour), model.TypeMistake},
		{base.Add(7*24*time.Hour - time.Second), model.TypeFeedback},
		{base.Add(7 * 24 * time.Hour), "custom"}, // first second of the next week
	}
	rows := make([]EventRow, len(evs))
	for i, e := range evs {
		raw := []byte(`{"ts":"` + e.at.Format(time.RFC3339) + `","type":"` + e.typ + `","problem":"p"}`)
		h := sha256.Sum256(raw)
		rows[i] = EventRow{Hash: h[:16], TS: e.at.Format(time.RFC3339), Time: e.at, Type: e.typ, Category: "general", Raw: raw}
	}
	err = s.Update(ctx, func(tx *Tx) error {
		if _, err := tx.InsertEvents(ctx, rows); err != nil {
			return err
		}
		if err := tx.PutRule(ctx, model.Rule{ID: "R-001", Type: "NEVER", Rule: "r", Created: "2026-11-01"}); err != nil {
			return err
		}
		if err := tx.PutLesson(ctx, model.Lesson{ID: "L-001", Lesson: "l", Created: "2026-11-01"}); err != nil {
			return err
		}
		// event 3 is the Tuesday mistake; 999 has no event row.
		if _, err := tx.AddViolation(ctx, "R-001", 3, "2026-11-17T12:00:00", true); err != nil {
			return err
		}
		if _, err := tx.AddViolation(ctx, "R-001", 999, "2026-11-18T08:00:00Z", false); err != nil {
			return err
		}
		_, err := tx.AddValidation(ctx, "R-001", "manual:1", "2026-11-19T10:00:00Z")
		return err
	})
	if err != nil {
		t.Fatal(err)
	}

	tests := []struct {
		name     string
		from, to time.Time
		want     []string
	}{
		{"open range", time.Time{}, time.Time{}, []string{"mistake", "success", "mistake", "feedback", "custom"}},
		{"one week", base, base.Add(7 * 24 * time.Hour), []string{"success", "mistake", "feedback"}},
		{"sub-second bounds round up", base.Add(-time.Second / 2), base.Add(7*24*time.Hour - time.Second/2), []string{"success", "mistake", "feedback"}},
		{"from only", base.Add(7 * 24 * time.Hour), time.Time{}, []string{"custom"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			snap, err := s.MetricsSnapshot(ctx, tt.from, tt.to)
			if err != nil {
				t.Fatal(err)
			}
			var got []string
			for _, e := range snap.Events {
				got = append(got, e.Type)
			}
			if len(got) != len(tt.want) {
				t.Fatalf("types = %v, want %v", got, tt.want)
			}
			for i := range got {
				if got[i] != tt.want[i] {
					t.Fatalf("types = %v, want %v", got, tt.want)
				}
			}
			if snap.EventCount != len(evs) {
				t.Errorf("EventCount = %d, want %d", snap.EventCount, len(evs))
			}
			if !snap.FirstEvent.Equal(evs[0].at) || !snap.LastEvent.Equal(evs[4].at) {
				t.Errorf("span = %v … %v, want %v … %v", snap.FirstEvent, snap.LastEvent, evs[0].at, evs[4].at)
			}
		})
	}

	snap, err := s.MetricsSnapshot(ctx, time.Time{}, time.Time{})
	if err != nil {
		t.Fatal(err)
	}
	if len(snap.Rules) != 1 || len(snap.Lessons) != 1 {
		t.Errorf("rules, lessons = %d, %d, want 1, 1", len(snap.Rules), len(snap.Lessons))
	}
	if len(snap.Violations) != 2 {
		t.Fatalf("violations = %+v, want 2", snap.Violations)
	}
	v := snap.Violations[0]
	if v.EventID != 3 || !v.Time.Equal(evs[2].at) || !v.Regression || v.TS != "2026-11-17T12:00:00" {
		t.Errorf("violation 0 = %+v, want event 3 at %v, regression", v, evs[2].at)
	}
	if v := snap.Violations[1]; v.EventID != 999 || !v.Time.IsZero() || v.Regression {
		t.Errorf("violation 1 = %+v, want event 999 with zero time, not a regression", v)
	}
	if len(snap.Validations) != 1 || snap.Validations[0].Source != "manual:1" || snap.Validations[0].TS != "2026-11-19T10:00:00Z" {
		t.Errorf("validations = %+v, want one manual:1 at 2026-11-19T10:00:00Z", snap.Validations)
	}
}
