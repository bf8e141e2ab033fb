package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/spf13/cobra"

	"github.com/loopd-dev/loopd/internal/model"
)

type mxResult struct {
	stdout, stderr string
	code           int
}

// mxRun runs loopd in this process, as run() does, on workspace ws with
// an empty environment. The decay, metrics and report commands are added
// when the root command does not list them yet.
func mxRun(t *testing.T, ws string, args ...string) mxResult {
	t.Helper()
	var out, errb bytes.Buffer
	a := &app{stdin: strings.NewReader(""), stdout: &out, stderr: &errb, getenv: func(string) string { return "" }}
	root := a.rootCommand()
	have := map[string]bool{}
	for _, c := range root.Commands() {
		have[c.Name()] = true
	}
	for _, c := range []*cobra.Command{a.decayCommand(), a.metricsCommand(), a.reportCommand()} {
		if !have[c.Name()] {
			root.AddCommand(c)
		}
	}
	root.SetArgs(append([]string{"--workspace", ws}, args...))
	root.SetIn(a.stdin)
	root.SetOut(&out)
	root.SetErr(&errb)
	err := root.ExecuteContext(context.Background())
	a.close()
	code := 0
	if err != nil {
		code = 1
		var ee *exitError
		if errors.As(err, &ee) {
			code = ee.code
		}
		errb.WriteString("loopd: " + oneSentence(err) + "\n")
	}
	return mxResult{out.String(), errb.String(), code}
}

func mxMust(t *testing.T, ws string, args ...string) string {
	t.Helper()
	r := mxRun(t, ws, args...)
	if r.code != 0 {
		t.Fatalf("loopd %v: exit %d\n%s%s", args, r.code, r.stdout, r.stderr)
	}
	return r.stdout
}

func mxDecode(t *testing.T, s string, v any) {
	t.Helper()
	if err := json.Unmarshal([]byte(s), v); err != nil {
		t.Fatalf("not JSON: %v\n%s", err, s)
	}
}

func mxRatio(x float64) *float64 { return &x }

// mxWeek is a week counted by hand from testdata/metrics-events.jsonl.
type mxWeek struct {
	week                                                   string
	total, mistakes, successes, debug, feedback, discovery int
	satisfaction                                           *float64
}

func mxCheckWeek(t *testing.T, got model.WeeklyMetrics, w mxWeek, rulesActive int) {
	t.Helper()
	e := got.Events
	if got.Week != w.week || e.Total != w.total || e.Mistakes != w.mistakes || e.Successes != w.successes ||
		e.DebugSessions != w.debug || e.Feedback != w.feedback || e.Discoveries != w.discovery {
		t.Errorf("week %s = %s %+v, want %+v", w.week, got.Week, e, w)
	}
	if (got.Satisfaction == nil) != (w.satisfaction == nil) || got.Satisfaction != nil && *got.Satisfaction != *w.satisfaction {
		t.Errorf("week %s satisfaction = %v, want %v", w.week, got.Satisfaction, w.satisfaction)
	}
	if got.RulesActive != rulesActive || got.Regressions != 0 || got.LessonsTotal != 0 {
		t.Errorf("week %s rules %d, regressions %d, lessons %d; want %d, 0, 0", w.week, got.RulesActive, got.Regressions, got.LessonsTotal, rulesActive)
	}
}

// TestMetricsFixture ingests a small fixture through the CLI and checks
// `loopd metrics` against counts made by hand. The fixture holds 14
// distinct events, one duplicate line and one broken line; week
// boundaries are exercised by events at Monday 00:00:00 and Sunday
// 23:59:59, a zone-less timestamp and one with a +01:00 offset.
func TestMetricsFixture(t *testing.T) {
	fixture, err := filepath.Abs("testdata/metrics-events.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name     string
		timezone string
		weeks    []mxWeek
	}{
		{"UTC", "", []mxWeek{
			{week: "2026-W44", total: 2, mistakes: 1, successes: 1, satisfaction: mxRatio(0.5)},
			// Nov 2 00:00 … Nov 8 23:59:59, plus the discovery at
			// 2026-11-09T00:30+01:00 (Nov 8 23:30 UTC).
			{week: "2026-W45", total: 8, mistakes: 1, successes: 3, debug: 1, feedback: 1, discovery: 2, satisfaction: mxRatio(0.75)},
			{week: "2026-W46", total: 4, mistakes: 1, successes: 2, feedback: 1, satisfaction: mxRatio(0.6667)},
		}},
		// At UTC+1 weeks begin at Sunday 23:00 UTC: the Nov 8 23:59:59Z
		// success and the +01:00 discovery move to W46, the Nov 15
		// 23:59:59Z success to W47 (not checked: it may be the current week).
		{"UTC+1", "Etc/GMT-1", []mxWeek{
			{week: "2026-W44", total: 2, mistakes: 1, successes: 1, satisfaction: mxRatio(0.5)},
			{week: "2026-W45", total: 6, mistakes: 1, successes: 2, debug: 1, feedback: 1, discovery: 1, satisfaction: mxRatio(0.6667)},
			{week: "2026-W46", total: 5, mistakes: 1, successes: 2, feedback: 1, discovery: 1, satisfaction: mxRatio(0.6667)},
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if tt.timezone != "" {
				if _, err := time.LoadLocation(tt.timezone); err != nil {
					t.Skip("no tzdata:", err)
				}
			}
			ws := t.TempDir()
			if tt.timezone != "" {
				if err := os.WriteFile(filepath.Join(ws, "loopd.yaml"), []byte("timezone: "+tt.timezone+"\n"), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			mxMust(t, ws, "init")
			var ing struct{ Read, Ingested, Duplicates, Errors int }
			mxDecode(t, mxMust(t, ws, "ingest", "--json", fixture), &ing)
			if ing.Read != 16 || ing.Ingested != 14 || ing.Duplicates != 1 || ing.Errors != 1 {
				t.Fatalf("ingest = %+v, want 16 read, 14 ingested, 1 duplicate, 1 error", ing)
			}
			// A rule added now did not exist in any fixture week.
			mxMust(t, ws, "rules", "add", "--type", "MUST", "--category", "ops", "run daemon-reload after editing a unit file")

			for _, w := range tt.weeks {
				var got model.WeeklyMetrics
				mxDecode(t, mxMust(t, ws, "metrics", "--json", "--week", w.week), &got)
				mxCheckWeek(t, got, w, 0)
			}
			var file model.Metrics
			data, err := os.ReadFile(filepath.Join(ws, "memory", "learning", "metrics.json"))
			if err != nil {
				t.Fatal(err)
			}
			mxDecode(t, string(data), &file)
			if len(file.Weekly) != len(tt.weeks) {
				t.Fatalf("metrics.json has %d weeks, want %d", len(file.Weekly), len(tt.weeks))
			}
			for i, w := range tt.weeks {
				mxCheckWeek(t, file.Weekly[i], w, 0)
			}
			wantTotals := model.MetricsTotals{Events: 14, Rules: 1}
			if file.Totals != wantTotals || file.Started != "2026-10-26" || file.Version != "1.4.0" {
				t.Errorf("metrics.json totals %+v, started %s, version %s; want %+v, 2026-10-26, 1.4.0", file.Totals, file.Started, file.Version, wantTotals)
			}

			// The current week (after every fixture week): the rule is active.
			var cur model.WeeklyMetrics
			mxDecode(t, mxMust(t, ws, "metrics", "--json"), &cur)
			if cur.RulesActive != 1 || cur.Week <= tt.weeks[len(tt.weeks)-1].week {
				t.Errorf("current week = %+v, want one after the fixture's with 1 rule active", cur)
			}

			// Recomputing a week replaces its entry.
			human := mxMust(t, ws, "metrics", "--week", tt.weeks[1].week)
			if !strings.Contains(human, tt.weeks[1].week+": ") || !strings.Contains(human, "All time: 14 events") {
				t.Errorf("metrics summary:\n%s", human)
			}
			data, _ = os.ReadFile(filepath.Join(ws, "memory", "learning", "metrics.json"))
			mxDecode(t, string(data), &file)
			if len(file.Weekly) != len(tt.weeks)+1 {
				t.Errorf("after recomputing, metrics.json has %d weeks, want %d", len(file.Weekly), len(tt.weeks)+1)
			}
		})
	}
}

func TestMetricsCommandErrors(t *testing.T) {
	ws := t.TempDir()
	if r := mxRun(t, ws, "metrics"); r.code != 1 || !strings.Contains(r.stderr, "loopd init") {
		t.Errorf("metrics on a missing workspace: exit %d, stderr %q; want 1 and how to create one", r.code, r.stderr)
	}
	mxMust(t, ws, "init")
	for _, tt := range []struct {
		name string
		args []string
		want string
	}{
		{"bad week", []string{"metrics", "--week", "2026-47"}, `"2026-47"`},
		{"future week", []string{"metrics", "--week", "2999-W01"}, "has not begun"},
		{"bad --now", []string{"decay", "--now", "tomorrow"}, `--now "tomorrow"`},
		{"negative weeks", []string{"report", "--weeks", "-2"}, "--weeks -2"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			r := mxRun(t, ws, tt.args...)
			if r.code != 1 || !strings.Contains(r.stderr, tt.want) || strings.Count(strings.TrimSpace(r.stderr), "\n") != 0 {
				t.Errorf("exit %d, stderr %q; want 1 and one line containing %s", r.code, r.stderr, tt.want)
			}
		})
	}
}

// TestEmptyWorkspaceCommands: decay, metrics and report on a workspace
// with no events, rules or lessons succeed.
func TestEmptyWorkspaceCommands(t *testing.T) {
	ws := t.TempDir()
	mxMust(t, ws, "init")
	if out := mxMust(t, ws, "decay"); !strings.Contains(out, "0 changed, 0 unchanged") {
		t.Errorf("decay: %q", out)
	}
	var plan decayJSON
	mxDecode(t, mxMust(t, ws, "decay", "--json", "--dry-run"), &plan)
	if !plan.DryRun || plan.Applied || len(plan.Changes) != 0 || plan.Changes == nil {
		t.Errorf("decay --json = %+v, want an empty change list", plan)
	}
	var w model.WeeklyMetrics
	mxDecode(t, mxMust(t, ws, "metrics", "--json"), &w)
	if w.Events.Total != 0 || w.Satisfaction != nil || w.Week == "" {
		t.Errorf("metrics --json = %+v", w)
	}
	if out := mxMust(t, ws, "report"); !strings.Contains(out, "No weeks to report yet") {
		t.Errorf("report: %q", out)
	}
	page := filepath.Join(t.TempDir(), "report.html")
	var rep reportJSON
	mxDecode(t, mxMust(t, ws, "report", "--json", "--html", page), &rep)
	if len(rep.Weeks) != 0 || rep.Weeks == nil || rep.HTML != page {
		t.Errorf("report --json = %+v", rep)
	}
	if data, err := os.ReadFile(page); err != nil || !strings.Contains(string(data), "No weeks to report yet") {
		t.Errorf("report --html: %v", err)
	}
}

func TestDecayCommand(t *testing.T) {
	ws := t.TempDir()
	mxMust(t, ws, "init")
	var added struct{ ID string }
	mxDecode(t, mxMust(t, ws, "--json", "rules", "add", "--type", "NEVER", "--category", "git", "never force-push to main"), &added)
	rulesFile := filepath.Join(ws, "memory", "learning", "rules.json")
	before, err := os.ReadFile(rulesFile)
	if err != nil {
		t.Fatal(err)
	}
	// Far enough ahead that the rule has decayed below 0.5 whatever today is.
	now := time.Now().AddDate(0, 3, 0).Format("2006-01-02")

	var dry decayJSON
	mxDecode(t, mxMust(t, ws, "decay", "--json", "--dry-run", "--now", now), &dry)
	if len(dry.Changes) != 1 || dry.Changes[0].ID != added.ID || !dry.Changes[0].NewFlagged || dry.Changes[0].NewConfidence >= 0.5 || dry.Applied {
		t.Fatalf("dry run = %+v, want %s decayed below 0.5 and flagged, not applied", dry, added.ID)
	}
	if after, _ := os.ReadFile(rulesFile); !bytes.Equal(after, before) {
		t.Errorf("--dry-run rewrote rules.json")
	}

	out := mxMust(t, ws, "decay", "--now", now)
	if !strings.Contains(out, added.ID) || !strings.Contains(out, "set") || !strings.Contains(out, "1 changed") {
		t.Errorf("decay output:\n%s", out)
	}
	var view struct{ Rules []model.Rule }
	data, _ := os.ReadFile(rulesFile)
	mxDecode(t, string(data), &view)
	if len(view.Rules) != 1 || !view.Rules[0].ReviewFlagged || view.Rules[0].ConfidenceScore != dry.Changes[0].NewConfidence {
		t.Errorf("rules.json after decay = %+v, want the dry run's score, flagged", view.Rules)
	}
	// Twice = once.
	if out := mxMust(t, ws, "decay", "--now", now+"T23:00:00Z"); !strings.Contains(out, "0 changed, 1 unchanged") {
		t.Errorf("second decay: %q", out)
	}
	// The report's review list shows the flagged rule.
	var rep reportJSON
	mxDecode(t, mxMust(t, ws, "report", "--json"), &rep)
	if len(rep.Review) != 1 || rep.Review[0].ID != added.ID {
		t.Errorf("report review = %+v, want %s", rep.Review, added.ID)
	}
}

// FuzzParseAsOf: --now never panics, and what it accepts is an instant
// that survives an RFC 3339 round trip (dates are midnight in the zone).
func FuzzParseAsOf(f *testing.F) {
	for _, s := range []string{"2026-11-21", "2026-11-21T10:30:00Z", "2026-11-21T10:30:00.5+05:30", "2026-02-30", "tomorrow", "", "2026-11-21T10:30:00"} {
		f.Add(s)
	}
	loc := time.FixedZone("UTC+2", 2*3600)
	f.Fuzz(func(t *testing.T, s string) {
		got, err := parseAsOf(s, loc)
		if err != nil {
			if !strings.Contains(err.Error(), "--now") {
				t.Errorf("error %q does not name --now", err)
			}
			return
		}
		back, err := time.Parse(time.RFC3339Nano, got.Format(time.RFC3339Nano))
		if err != nil || !back.Equal(got) {
			t.Errorf("parseAsOf(%q) = %v, which does not round-trip (%v)", s, got, err)
		}
		if len(s) == len("2006-01-02") {
			if h, m, sec := got.In(loc).Clock(); h+m+sec != 0 {
				t.Errorf("date %q read as %v, want midnight in the zone", s, got)
			}
		}
	})
}

// TestRegressionThroughGuard: a guarded action that fails against a rule
// in force is a mistake and a regression in this week's metrics.
func TestRegressionThroughGuard(t *testing.T) {
	ws := t.TempDir()
	mxMust(t, ws, "init")
	mxMust(t, ws, "rules", "add", "--type", "NEVER", "--category", "git", "never force-push to main")
	r := mxRun(t, ws, "guard", "--json", "git push --force origin main")
	var check struct {
		ID      string
		Matched []struct{ ID string }
	}
	mxDecode(t, r.stdout, &check)
	if check.ID == "" || len(check.Matched) == 0 {
		t.Fatalf("guard matched nothing (exit %d): %s", r.code, r.stdout)
	}
	mxMust(t, ws, "guard", "outcome", check.ID, "failure")
	var w model.WeeklyMetrics
	mxDecode(t, mxMust(t, ws, "metrics", "--json"), &w)
	if w.Events.Mistakes != 1 || w.Regressions != 1 || w.TotalViolations != 1 || w.RulesActive != 1 ||
		w.Satisfaction == nil || *w.Satisfaction != 0 {
		t.Errorf("metrics after a failed guarded action = %+v, want 1 mistake, 1 regression, 1 violation, satisfaction 0", w)
	}
}
