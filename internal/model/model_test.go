package model

import (
	"slices"
	"strings"
	"testing"
)

func TestIncidents(t *testing.T) {
	tests := []struct {
		reason string
		want   []string
	}{
		{"", nil},
		{"   ", nil},
		{"A force push to release/2026.09 wiped out a hotfix", []string{"A force push to release/2026.09 wiped out a hotfix"}},
		{"3 events (3 mistake) from 2026-10-06 to 2026-10-23: Force-pushed to main; Rewrote history on the release branch; CI lost its tags",
			[]string{"Force-pushed to main", "Rewrote history on the release branch", "CI lost its tags"}},
		{"1 event (1 feedback) on 2026-10-06: you posted four times in ten minutes", []string{"you posted four times in ten minutes"}},
		{"2 events (1 mistake, 1 debug_session): Cron job failed: script not found; Exited 127 under cron",
			[]string{"Cron job failed: script not found", "Exited 127 under cron"}},
		// A problem with its own "): " and ": ".
		{"2 events (2 mistake) from 2026-10-01 to 2026-10-09: Ran make (twice): build failed; Y",
			[]string{"Ran make (twice): build failed", "Y"}},
		// A header alone tells of no act.
		{"3 events (3 mistake) from 2026-10-01 to 2026-10-09", nil},
		// Not the learned shape: kept whole.
		{"2 eventful days: we lost data", []string{"2 eventful days: we lost data"}},
		{"12 events happened; nobody knew", []string{"12 events happened; nobody knew"}},
		{"Events (3) were dropped: the queue was full", []string{"Events (3) were dropped: the queue was full"}},
	}
	for _, tt := range tests {
		if got := Incidents(tt.reason); !slices.Equal(got, tt.want) {
			t.Errorf("Incidents(%q) = %q, want %q", tt.reason, got, tt.want)
		}
	}
}

// FuzzIncidents checks that any reason gives incidents that are trimmed,
// non-empty pieces of it.
func FuzzIncidents(f *testing.F) {
	f.Add("3 events (3 mistake) from 2026-10-06 to 2026-10-23: a; b")
	f.Add("1 event (1 feedback): x")
	f.Add("A plain reason")
	f.Add("9 events (")
	f.Fuzz(func(t *testing.T, reason string) {
		for _, inc := range Incidents(reason) {
			if inc == "" || inc != strings.TrimSpace(inc) || !strings.Contains(reason, inc) {
				t.Fatalf("Incidents(%q) gave %q", reason, inc)
			}
		}
		// A context written the way lessons write one gives its
		// problems back, whatever they say (but the separator).
		p := strings.TrimSpace(strings.ReplaceAll(reason, ";", ","))
		if p == "" {
			return
		}
		ctx := "2 events (1 mistake, 1 feedback) from 2026-10-01 to 2026-10-09: " + p + IncidentSep + "Lost the tags"
		if got := Incidents(ctx); len(got) != 2 || got[0] != p || got[1] != "Lost the tags" {
			t.Fatalf("Incidents(%q) = %q, want [%q %q]", ctx, got, p, "Lost the tags")
		}
	})
}
