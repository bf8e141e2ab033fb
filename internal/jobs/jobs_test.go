package jobs

import (
	"context"
	"crypto/sha256"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/loopd-dev/loopd/internal/model"
	"github.com/loopd-dev/loopd/internal/rules"
	"github.com/loopd-dev/loopd/internal/store"
	"github.com/loopd-dev/loopd/internal/workspace"
)

// newWorkspace opens a store in a fresh workspace layout.
func newWorkspace(t testing.TB) (*store.Store, workspace.Layout) {
	t.Helper()
	l := workspace.NewLayout(t.TempDir())
	if err := os.MkdirAll(l.Dir, 0o755); err != nil {
		t.Fatal(err)
	}
	s, err := store.Open(context.Background(), l.DB, store.Options{})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	return s, l
}

type fixtureEvent struct {
	name string
	ts   string
	typ  string
}

// fixtureEvents are the events the hand counts below are made from.
// Weeks in UTC: W45 = Nov 2–8, W46 = Nov 9–15, W47 = Nov 16–22, W48 from
// Nov 23 (2026).
var fixtureEvents = []fixtureEvent{
	{"s0", "2026-11-03T12:00:00Z", model.TypeSuccess}, // W45
	{"m0", "2026-11-10T09:00:00Z", model.TypeMistake}, // W46
	{"m0b", "2026-11-12T09:00:00Z", model.TypeMistake},
	{"s1a", "2026-11-10T10:00:00Z", model.TypeSuccess},
	{"s1b", "2026-11-11T10:00:00Z", model.TypeSuccess},
	{"s1c", "2026-11-13T10:00:00Z", model.TypeSuccess},
	{"d1", "2026-11-14T10:00:00Z", model.TypeDebugSession},
	{"s2", "2026-11-16T02:00:00Z", model.TypeSuccess}, // W47 in UTC, W46 at UTC-5
	{"m1", "2026-11-16T09:00:00Z", model.TypeMistake},
	{"m2", "2026-11-18T10:00:00Z", model.TypeMistake},
	{"s3", "2026-11-19T10:00:00Z", model.TypeSuccess},
	{"m3", "2026-11-20T15:00:00Z", model.TypeMistake},
	{"f1", "2026-11-21T10:00:00Z", model.TypeFeedback},
	{"x1", "2026-11-22T12:00:00Z", model.TypeDiscovery},
	{"d2", "2026-11-22T23:59:59Z", model.TypeDebugSession}, // last second of W47
	{"m4", "2026-11-23T00:00:00Z", model.TypeMistake},      // first second of W48; W47 at UTC-5
}

// seed stores the fixture: events, three rules (one retired), three
// lessons, violations and a validation. It returns event ids by name.
func seed(t *testing.T, s *store.Store) map[string]int64 {
	t.Helper()
	ctx := context.Background()
	rows := make([]store.EventRow, len(fixtureEvents))
	for i, e := range fixtureEvents {
		at, err := time.Parse(time.RFC3339, e.ts)
		if err != nil {
			t.Fatal(err)
		}
		raw := []byte(`{"ts":"` + e.ts + `","type":"` + e.typ + `","problem":"` + e.name + `"}`)
		h := sha256.Sum256(raw)
		rows[i] = store.EventRow{Hash: h[:16], TS: e.ts, Time: at, Type: e.typ, Category: "general", Raw: raw}
	}
	ids := map[string]int64{}
	err := s.Update(ctx, func(tx *store.Tx) error {
		if _, err := tx.InsertEvents(ctx, rows); err != nil {
			return err
		}
		for _, e := range fixtureEvents {
			got, err := tx.EventIDsByTS(ctx, e.ts)
			if err != nil || len(got) != 1 {
				t.Fatalf("event %s ids = %v, %v", e.name, got, err)
			}
			ids[e.name] = got[0]
		}
		for _, r := range []model.Rule{
			// Violations 5: two counted by the skill before loopd, without records.
			{ID: "R-001", Type: "NEVER", Category: "git", Rule: "never force-push main", Created: "2026-11-02",
				LastValidated: "2026-11-02", ConfidenceScore: 0.9, Violations: 5, SourceLesson: "L-001"},
			{ID: "R-002", Type: "MUST", Category: "ops", Rule: "check the disk before a deploy", Created: "2026-11-18",
				ConfidenceScore: 0.9, Violations: 1, SourceLesson: "L-003"},
			{ID: "R-003", Type: "PREFER", Category: "ops", Rule: "prefer rsync", Created: "2026-10-01",
				Status: model.StatusRetired, ConfidenceScore: 0.9},
		} {
			if err := tx.PutRule(ctx, r); err != nil {
				return err
			}
		}
		for _, l := range []model.Lesson{
			{ID: "L-001", Lesson: "force-push lost work", Created: "2026-11-01", PromotedToRule: "R-001", TimesSaved: 4, TimesApplied: 7,
				ConfidenceScore: 0.9, LastValidated: "2026-11-01"},
			{ID: "L-002", Lesson: "cron paths", Created: "2026-11-17", ConfidenceScore: 0.9, LastValidated: "2026-11-17"},
			{ID: "L-003", Lesson: "full disk", Created: "2026-11-10", PromotedToRule: "R-002", TimesSaved: 1,
				ConfidenceScore: 0.9, LastValidated: "2026-11-10"},
		} {
			if err := tx.PutLesson(ctx, l); err != nil {
				return err
			}
		}
		for _, v := range []struct {
			rule, event string
		}{{"R-001", "m0"}, {"R-001", "m1"}, {"R-001", "m2"}, {"R-002", "m2"}} {
			if _, err := tx.AddViolation(ctx, v.rule, ids[v.event], "", true); err != nil {
				return err
			}
		}
		_, err := tx.AddValidation(ctx, "R-001", "manual:test", "2026-11-20T08:00:00Z")
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return ids
}

func f(x float64) *float64 { return &x }

// want is a hand count of one week.
type want struct {
	week                                                   string
	total, mistakes, successes, debug, feedback, discovery int
	regressions, rulesActive, lessons, promoted, viol      int
	satisfaction                                           *float64
}

func checkWeek(t *testing.T, got model.WeeklyMetrics, w want) {
	t.Helper()
	e := got.Events
	if got.Week != w.week || e.Total != w.total || e.Mistakes != w.mistakes || e.Successes != w.successes ||
		e.DebugSessions != w.debug || e.Feedback != w.feedback || e.Discoveries != w.discovery {
		t.Errorf("%s events = %s %+v, want total %d, mistakes %d, successes %d, debug %d, feedback %d, discoveries %d",
			w.week, got.Week, e, w.total, w.mistakes, w.successes, w.debug, w.feedback, w.discovery)
	}
	if got.Regressions != w.regressions || got.RulesActive != w.rulesActive || got.LessonsTotal != w.lessons ||
		got.LessonsPromoted != w.promoted || got.TotalViolations != w.viol {
		t.Errorf("%s regressions %d, rules %d, lessons %d (%d promoted), violations %d; want %d, %d, %d (%d), %d", w.week,
			got.Regressions, got.RulesActive, got.LessonsTotal, got.LessonsPromoted, got.TotalViolations,
			w.regressions, w.rulesActive, w.lessons, w.promoted, w.viol)
	}
	switch {
	case (got.Satisfaction == nil) != (w.satisfaction == nil):
		t.Errorf("%s satisfaction = %v, want %v", w.week, got.Satisfaction, w.satisfaction)
	case got.Satisfaction != nil && *got.Satisfaction != *w.satisfaction:
		t.Errorf("%s satisfaction = %v, want %v", w.week, *got.Satisfaction, *w.satisfaction)
	}
}

// Hand counts (UTC). Violation records: R-001 ← m0 (W46), m1, m2 (W47);
// R-002 ← m2. R-001's counter is 5, so 2 violations predate the records
// and date from its creation (Nov 2). Lessons: L-001 (Nov 1, promoted to
// R-001 created Nov 2), L-003 (Nov 10, promoted to R-002 created Nov 18),
// L-002 (Nov 17). R-003 is retired.
var utcWeeks = map[string]want{
	"2026-W45": {week: "2026-W45", total: 1, successes: 1, rulesActive: 1, lessons: 1, promoted: 1, viol: 2, satisfaction: f(1)},
	"2026-W46": {week: "2026-W46", total: 6, mistakes: 2, successes: 3, debug: 1, regressions: 1, rulesActive: 1,
		lessons: 2, promoted: 1, viol: 3, satisfaction: f(0.6)},
	"2026-W47": {week: "2026-W47", total: 8, mistakes: 3, successes: 2, debug: 1, feedback: 1, discovery: 1,
		regressions: 2, rulesActive: 2, lessons: 3, promoted: 2, viol: 6, satisfaction: f(0.4)},
	"2026-W48": {week: "2026-W48", total: 1, mistakes: 1, rulesActive: 2, lessons: 3, promoted: 2, viol: 6, satisfaction: f(0)},
}

func TestRecomputeWeeksHandCounts(t *testing.T) {
	ctx := context.Background()
	now := time.Date(2026, 11, 23, 8, 0, 0, 0, time.UTC)
	utcMinus5 := time.FixedZone("UTC-5", -5*3600)
	tests := []struct {
		name  string
		loc   *time.Location
		weeks []string
		want  []want
	}{
		{"UTC, one week", time.UTC, []string{"2026-W47"}, []want{utcWeeks["2026-W47"]}},
		{"UTC, every week", time.UTC, []string{"2026-W45", "2026-W46", "2026-W47", "2026-W48"},
			[]want{utcWeeks["2026-W45"], utcWeeks["2026-W46"], utcWeeks["2026-W47"], utcWeeks["2026-W48"]}},
		// At UTC-5, s2 (Sunday 21:00 local) moves to W46 and m4 (Sunday
		// 19:00 local) to W47.
		{"UTC-5", utcMinus5, []string{"2026-W46", "2026-W47"}, []want{
			{week: "2026-W46", total: 7, mistakes: 2, successes: 4, debug: 1, regressions: 1, rulesActive: 1,
				lessons: 2, promoted: 1, viol: 3, satisfaction: f(0.6667)},
			{week: "2026-W47", total: 8, mistakes: 4, successes: 1, debug: 1, feedback: 1, discovery: 1,
				regressions: 2, rulesActive: 2, lessons: 3, promoted: 2, viol: 6, satisfaction: f(0.2)},
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s, l := newWorkspace(t)
			seed(t, s)
			cfg := Config{Location: tt.loc, Decay: rules.DefaultDecayConfig(), Weeks: 4}
			res, err := RecomputeWeeks(ctx, s, l, cfg, tt.weeks, now)
			if err != nil {
				t.Fatal(err)
			}
			if len(res.Weeks) != len(tt.want) {
				t.Fatalf("got %d weeks, want %d", len(res.Weeks), len(tt.want))
			}
			for i, w := range tt.want {
				checkWeek(t, res.Weeks[i], w)
			}
			wantTotals := model.MetricsTotals{Events: 16, Lessons: 3, Rules: 3, TotalViolations: 6, TotalSaves: 5, TotalApplied: 7, Promoted: 2}
			if res.File.Totals != wantTotals {
				t.Errorf("totals = %+v, want %+v", res.File.Totals, wantTotals)
			}
			// metrics.json on disk is what was returned, and the store holds the weeks.
			var file model.Metrics
			data, err := os.ReadFile(l.Metrics)
			if err != nil {
				t.Fatal(err)
			}
			if err := json.Unmarshal(data, &file); err != nil {
				t.Fatalf("metrics.json: %v", err)
			}
			if len(file.Weekly) != len(tt.weeks) || file.Totals != wantTotals || file.Version != "1.4.0" {
				t.Errorf("metrics.json = %d weeks, totals %+v, version %q; want %d weeks, %+v, 1.4.0", len(file.Weekly), file.Totals, file.Version, len(tt.weeks), wantTotals)
			}
			stored, err := s.WeeklyMetrics(ctx)
			if err != nil || len(stored) != len(tt.weeks) {
				t.Errorf("stored weeks = %d, %v; want %d", len(stored), err, len(tt.weeks))
			}
		})
	}
}

func TestRecomputeWeeksRejects(t *testing.T) {
	s, l := newWorkspace(t)
	now := time.Date(2026, 11, 23, 8, 0, 0, 0, time.UTC)
	cfg := Config{Decay: rules.DefaultDecayConfig()}
	for _, tt := range []struct {
		name, week, msg string
	}{
		{"future week", "2026-W49", "has not begun"},
		{"bad shape", "2026-47", "wrong shape"},
		{"no week 53 in 2025", "2025-W53", "ISO weeks"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			_, err := RecomputeWeeks(context.Background(), s, l, cfg, []string{tt.week}, now)
			if err == nil || !strings.Contains(err.Error(), tt.msg) || !strings.Contains(err.Error(), tt.week) {
				t.Errorf("err = %v, want one naming %s and saying %q", err, tt.week, tt.msg)
			}
		})
	}
	if _, err := os.Stat(l.Metrics); !os.IsNotExist(err) {
		t.Errorf("metrics.json written after errors: %v", err)
	}
}

func TestRecomputeReplacesAndKeepsFile(t *testing.T) {
	ctx := context.Background()
	s, l := newWorkspace(t)
	now := time.Date(2026, 11, 23, 8, 0, 0, 0, time.UTC)
	cfg := Config{Decay: rules.DefaultDecayConfig()}
	// A skill-written file: an old week and the day tracking started.
	skill := `{"version":"1.4.0","started":"2026-02-04","weekly":[{"week":"2026-W06","generated":"2026-02-11T10:30:00",
		"events":{"total":15,"mistakes":2,"successes":8,"debug_sessions":3,"feedback":2,"discoveries":0},
		"regressions":0,"rules_active":12,"lessons_total":18,"lessons_promoted":10,"total_violations":3,"satisfaction":0.75},
		{"week":"2026-W47","generated":"x","events":{"total":99}}],"totals":{"events":150}}`
	if err := os.WriteFile(l.Metrics, []byte(skill), 0o644); err != nil {
		t.Fatal(err)
	}
	seed(t, s)
	for run := 1; run <= 2; run++ {
		res, err := RecomputeWeeks(ctx, s, l, cfg, []string{"2026-W47"}, now)
		if err != nil {
			t.Fatal(err)
		}
		if len(res.Warnings) != 0 {
			t.Errorf("run %d warnings = %v", run, res.Warnings)
		}
		if n := len(res.File.Weekly); n != 2 {
			t.Fatalf("run %d: %d weeks in metrics.json, want 2 (W06 kept, W47 replaced)", run, n)
		}
		if w := res.File.Weekly[0]; w.Week != "2026-W06" || w.Events.Total != 15 {
			t.Errorf("run %d: first week = %s with %d events, want the skill's 2026-W06 with 15", run, w.Week, w.Events.Total)
		}
		checkWeek(t, res.File.Weekly[1], utcWeeks["2026-W47"])
		if res.File.Started != "2026-02-04" {
			t.Errorf("run %d: started = %q, want the skill's 2026-02-04", run, res.File.Started)
		}
	}

	// An unreadable file is rebuilt from the database, with a warning.
	if err := os.WriteFile(l.Metrics, []byte("{broken"), 0o644); err != nil {
		t.Fatal(err)
	}
	res, err := RecomputeWeeks(ctx, s, l, cfg, []string{"2026-W46"}, now)
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Warnings) != 1 || !strings.Contains(res.Warnings[0], "metrics.json") {
		t.Errorf("warnings = %v, want one naming metrics.json", res.Warnings)
	}
	if n := len(res.File.Weekly); n != 2 || res.File.Weekly[0].Week != "2026-W46" || res.File.Started != "2026-11-09" {
		t.Errorf("rebuilt file: %d weeks from %s, started %s; want W46 and W47 from the database, started 2026-11-09",
			n, res.File.Weekly[0].Week, res.File.Started)
	}
}

func TestWeeklyJob(t *testing.T) {
	ctx := context.Background()
	now := time.Date(2026, 11, 23, 8, 0, 0, 0, time.UTC) // Monday of W48
	s, l := newWorkspace(t)
	seed(t, s)
	cfg := Config{Location: time.UTC, Decay: rules.DefaultDecayConfig(), Weeks: 8}
	res, err := Weekly(ctx, s, l, cfg, now)
	if err != nil {
		t.Fatal(err)
	}
	if res.Week != "2026-W47" || len(res.Weeks) != 2 {
		t.Fatalf("week %s, %d computed; want 2026-W47 and 2 weeks", res.Week, len(res.Weeks))
	}
	checkWeek(t, res.Weeks[0], utcWeeks["2026-W47"])
	checkWeek(t, res.Weeks[1], utcWeeks["2026-W48"])
	if res.Markdown != filepath.Join(l.Weekly, "2026-W47.md") || res.HTML != filepath.Join(l.Weekly, "2026-W47.html") {
		t.Errorf("files = %s, %s", res.Markdown, res.HTML)
	}
	md, err := os.ReadFile(res.Markdown)
	if err != nil {
		t.Fatal(err)
	}
	// The report covers W44 (L-001's creation) to W47; R-002 was never
	// validated: created Nov 18, 5 days before now, so it is fine; R-001
	// validated Nov 20 is fine too: no rule needs review.
	for _, s := range []string{"# loopd report: 2026-W47", "| 2026-W44 |", "| 2026-W47 | 8 | 3 | 2 | 2 | 2 |",
		"No rule needs review.", "All time: 16 events, 3 lessons (2 promoted), 3 rules, 6 violations, 5 saves, 7 applications."} {
		if !strings.Contains(string(md), s) {
			t.Errorf("weekly Markdown lacks %q:\n%s", s, md)
		}
	}
	page, err := os.ReadFile(res.HTML)
	if err != nil {
		t.Fatal(err)
	}
	if p := string(page); !strings.HasPrefix(p, "<!doctype html>") || !strings.Contains(p, "<svg") ||
		strings.Contains(p, "<script") || strings.Contains(p, `src="http`) || strings.Contains(p, `href="http`) {
		t.Errorf("weekly HTML is not a self-contained page with charts")
	}
	// Run again: same figures, same files.
	again, err := Weekly(ctx, s, l, cfg, now)
	if err != nil {
		t.Fatal(err)
	}
	md2, _ := os.ReadFile(again.Markdown)
	if string(md2) != string(md) {
		t.Errorf("second run changed the Markdown report")
	}
}

func TestEmptyWorkspace(t *testing.T) {
	ctx := context.Background()
	now := time.Date(2026, 1, 1, 12, 0, 0, 0, time.UTC) // Thursday of 2026-W01
	s, l := newWorkspace(t)
	cfg := Config{Decay: rules.DefaultDecayConfig()}
	res, err := Weekly(ctx, s, l, cfg, now)
	if err != nil {
		t.Fatalf("weekly job on an empty workspace: %v", err)
	}
	// The week before 2026-W01 is 2025-W52 (year boundary).
	if res.Week != "2025-W52" || len(res.Weeks) != 2 || res.Weeks[1].Week != "2026-W01" {
		t.Fatalf("weeks = %s, %+v", res.Week, res.Weeks)
	}
	for _, w := range res.Weeks {
		if w.Events.Total != 0 || w.Satisfaction != nil || w.RulesActive != 0 {
			t.Errorf("empty week %s = %+v, want zeros and null satisfaction", w.Week, w)
		}
	}
	if res.File.Totals != (model.MetricsTotals{}) || res.File.Started != "2025-12-22" {
		t.Errorf("file = totals %+v, started %s; want zeros, 2025-12-22", res.File.Totals, res.File.Started)
	}
	md, err := os.ReadFile(res.Markdown)
	if err != nil || !strings.Contains(string(md), "No weeks to report yet") {
		t.Errorf("empty weekly Markdown = %q, %v", md, err)
	}
	rep, err := Report(ctx, s, cfg, CurrentWeek(cfg, now), 0, now)
	if err != nil || len(rep.Weeks) != 0 || len(rep.Review) != 0 {
		t.Errorf("empty report = %+v, %v; want no rows", rep, err)
	}
	plan, err := Decay(ctx, s, l, cfg.Decay, now, false)
	if err != nil || !plan.Empty() {
		t.Errorf("decay on an empty workspace = %+v, %v", plan, err)
	}
}

func TestReportRows(t *testing.T) {
	ctx := context.Background()
	now := time.Date(2026, 11, 23, 8, 0, 0, 0, time.UTC)
	cfg := Config{Decay: rules.DefaultDecayConfig()}

	t.Run("fixture", func(t *testing.T) {
		s, _ := newWorkspace(t)
		seed(t, s)
		rep, err := Report(ctx, s, cfg, "2026-W48", 3, now)
		if err != nil {
			t.Fatal(err)
		}
		var weeks []string
		for _, r := range rep.Weeks {
			weeks = append(weeks, r.Week)
		}
		if strings.Join(weeks, " ") != "2026-W46 2026-W47 2026-W48" {
			t.Fatalf("weeks = %v", weeks)
		}
		if r := rep.Weeks[1]; r.Events != 8 || r.Mistakes != 3 || r.Successes != 2 || r.Regressions != 2 || r.RulesActive != 2 {
			t.Errorf("W47 row = %+v, want the hand counts", r)
		}
		// Mean confidence at the end of W47 (Nov 23): R-001 validated
		// Nov 20 (3 days: 0.9·2^(-3/30) = 0.8397), R-002 created Nov 18
		// (5 days: 0.9·2^(-5/30) = 0.8018); mean 0.8208 (rounded 0.82075).
		if r := rep.Weeks[1]; r.MeanConfidence == nil || *r.MeanConfidence < 0.8207 || *r.MeanConfidence > 0.8208 {
			t.Errorf("W47 mean confidence = %v, want ≈ 0.8208", r.MeanConfidence)
		}
		if rep.Totals.Events != 16 {
			t.Errorf("totals.events = %d, want 16 (all events, not just those loaded)", rep.Totals.Events)
		}
	})

	t.Run("older events still set where rows begin", func(t *testing.T) {
		s, _ := newWorkspace(t)
		rows := []store.EventRow{}
		for i, ts := range []string{"2026-11-03T12:00:00Z", "2026-11-18T12:00:00Z"} {
			at, _ := time.Parse(time.RFC3339, ts)
			raw := []byte(`{"n":` + string(rune('0'+i)) + `}`)
			h := sha256.Sum256(raw)
			rows = append(rows, store.EventRow{Hash: h[:16], TS: ts, Time: at, Type: model.TypeMistake, Category: "general", Raw: raw})
		}
		if err := s.Update(ctx, func(tx *store.Tx) error { _, err := tx.InsertEvents(ctx, rows); return err }); err != nil {
			t.Fatal(err)
		}
		for _, tt := range []struct {
			n    int
			want string
		}{{1, "2026-W47"}, {2, "2026-W46 2026-W47"}, {9, "2026-W45 2026-W46 2026-W47"}} {
			rep, err := Report(ctx, s, cfg, "2026-W47", tt.n, now)
			if err != nil {
				t.Fatal(err)
			}
			var weeks []string
			total := 0
			for _, r := range rep.Weeks {
				weeks = append(weeks, r.Week)
				total += r.Events
			}
			if got := strings.Join(weeks, " "); got != tt.want {
				t.Errorf("n=%d: weeks = %q, want %q", tt.n, got, tt.want)
			}
			if wantTotal := strings.Count(tt.want, "W45") + 1; total != wantTotal {
				t.Errorf("n=%d: %d events in rows, want %d", tt.n, total, wantTotal)
			}
		}
	})
}

func TestDecay(t *testing.T) {
	ctx := context.Background()
	cfg := rules.DefaultDecayConfig()
	now := time.Date(2026, 11, 21, 10, 0, 0, 0, time.UTC)
	s, l := newWorkspace(t)
	err := s.Update(ctx, func(tx *store.Tx) error {
		for _, r := range []model.Rule{
			{ID: "R-001", Rule: "fresh", Created: "2026-11-21", LastValidated: "2026-11-21", ConfidenceScore: 0.9},
			{ID: "R-002", Rule: "one half life", Created: "2026-10-01", LastValidated: "2026-10-22", ConfidenceScore: 0.9},
			{ID: "R-003", Rule: "two half lives", Created: "2026-09-22", ConfidenceScore: 0.9},
			{ID: "R-004", Rule: "was flagged, validated today", Created: "2026-01-01", LastValidated: "2026-11-21", ConfidenceScore: 0.3, ReviewFlagged: true},
			{ID: "R-005", Rule: "retired", Created: "2026-01-01", Status: model.StatusRetired, ConfidenceScore: 0.9},
		} {
			if err := tx.PutRule(ctx, r); err != nil {
				return err
			}
		}
		return tx.PutLesson(ctx, model.Lesson{ID: "L-001", Lesson: "old", Created: "2026-08-23", ConfidenceScore: 0.9})
	})
	if err != nil {
		t.Fatal(err)
	}

	dry, err := Decay(ctx, s, l, cfg, now, true)
	if err != nil {
		t.Fatal(err)
	}
	if len(dry.Changes) != 4 {
		t.Fatalf("dry run: %d changes, want 4: %+v", len(dry.Changes), dry.Changes)
	}
	if _, err := os.Stat(l.Rules); !os.IsNotExist(err) {
		t.Errorf("dry run wrote rules.json")
	}
	if r, _ := s.Rule(ctx, "R-002"); r.ConfidenceScore != 0.9 {
		t.Errorf("dry run changed R-002 to %v", r.ConfidenceScore)
	}

	plan, err := Decay(ctx, s, l, cfg, now, false)
	if err != nil {
		t.Fatal(err)
	}
	if len(plan.Changes) != len(dry.Changes) {
		t.Errorf("applied %d changes, dry run showed %d", len(plan.Changes), len(dry.Changes))
	}
	for _, tt := range []struct {
		id      string
		conf    float64
		flagged bool
	}{
		{"R-001", 0.9, false},
		{"R-002", 0.45, true},  // 30 days
		{"R-003", 0.225, true}, // 60 days from created
		{"R-004", 0.9, false},  // validation clears the flag
		{"R-005", 0.9, false},  // retired: untouched
	} {
		r, err := s.Rule(ctx, tt.id)
		if err != nil {
			t.Fatal(err)
		}
		if r.ConfidenceScore != tt.conf || r.ReviewFlagged != tt.flagged {
			t.Errorf("%s = %v flagged %v, want %v flagged %v", tt.id, r.ConfidenceScore, r.ReviewFlagged, tt.conf, tt.flagged)
		}
	}
	if les, _ := s.Lesson(ctx, "L-001"); les.ConfidenceScore != 0.1125 || !les.ReviewFlagged { // 90 days
		t.Errorf("L-001 = %v flagged %v, want 0.1125 flagged", les.ConfidenceScore, les.ReviewFlagged)
	}
	view, err := os.ReadFile(l.Rules)
	if err != nil || !strings.Contains(string(view), `"confidence_score": 0.45`) {
		t.Errorf("rules.json not rewritten with the new scores: %v", err)
	}

	// Idempotent: again the same day, or later the same day, changes nothing.
	for _, at := range []time.Time{now, now.Add(13 * time.Hour)} {
		again, err := Decay(ctx, s, l, cfg, at, false)
		if err != nil {
			t.Fatal(err)
		}
		if !again.Empty() {
			t.Errorf("second run at %v changed %+v", at, again.Changes)
		}
	}
	// A week of downtime: the same as running every day.
	later := now.AddDate(0, 0, 7)
	if _, err := Decay(ctx, s, l, cfg, later, false); err != nil {
		t.Fatal(err)
	}
	if r, _ := s.Rule(ctx, "R-002"); r.ConfidenceScore != rules.RoundConfidence(rules.Confidence(
		time.Date(2026, 10, 22, 0, 0, 0, 0, time.UTC), time.Date(2026, 11, 28, 0, 0, 0, 0, time.UTC), cfg.HalfLife)) {
		t.Errorf("after downtime R-002 = %v", r.ConfidenceScore)
	}
}
