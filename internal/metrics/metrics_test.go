package metrics

import (
	"bufio"
	"bytes"
	"encoding/json"
	"flag"
	"os"
	"path/filepath"
	"reflect"
	"strconv"
	"strings"
	"testing"
	"time"
	_ "time/tzdata" // tests use America/New_York whatever the host has

	"github.com/loopd-dev/loopd/internal/model"
)

var update = flag.Bool("update", false, "rewrite golden files in testdata/")

func mustLoc(tb testing.TB, name string) *time.Location {
	tb.Helper()
	loc, err := time.LoadLocation(name)
	if err != nil {
		tb.Fatalf("LoadLocation(%q): %v", name, err)
	}
	return loc
}

func readJSON(tb testing.TB, path string, v any) {
	tb.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		tb.Fatal(err)
	}
	if err := json.Unmarshal(b, v); err != nil {
		tb.Fatalf("%s: %v", path, err)
	}
}

// loadFixture reads testdata/{events.jsonl,rules.json,lessons.json,
// violations.json} into an Input, reading dates in loc. Events get their
// line number as id; violations name the event by that number.
func loadFixture(tb testing.TB, loc *time.Location) Input {
	tb.Helper()
	f, err := os.Open("testdata/events.jsonl")
	if err != nil {
		tb.Fatal(err)
	}
	defer f.Close()
	var events []model.Event
	sc := bufio.NewScanner(f)
	for n := 1; sc.Scan(); n++ {
		var e model.Event
		if err := json.Unmarshal(sc.Bytes(), &e); err != nil {
			tb.Fatalf("events.jsonl line %d: %v", n, err)
		}
		e.ID = int64(n)
		events = append(events, e)
	}
	var rs []model.Rule
	var ls []model.Lesson
	var vs []struct {
		RuleID  string `json:"rule_id"`
		Event   int    `json:"event"`
		Existed bool   `json:"rule_existed"`
	}
	readJSON(tb, "testdata/rules.json", &rs)
	readJSON(tb, "testdata/lessons.json", &ls)
	readJSON(tb, "testdata/violations.json", &vs)

	in, err := InputFromModel(events, rs, ls, nil, loc)
	if err != nil {
		tb.Fatalf("InputFromModel: %v", err)
	}
	for _, v := range vs {
		in.Violations = append(in.Violations, Violation{
			RuleID: v.RuleID, EventID: int64(v.Event), EventTime: in.Events[v.Event-1].Time, RuleExisted: v.Existed,
		})
	}
	return in
}

func TestWeekOf(t *testing.T) {
	ny := mustLoc(t, "America/New_York")
	tests := []struct {
		in   string
		loc  *time.Location
		want string
	}{
		{"2026-11-21T12:00:00Z", nil, "2026-W47"},
		{"2020-12-31T12:00:00Z", nil, "2020-W53"},
		{"2021-01-03T23:59:59Z", nil, "2020-W53"},
		{"2021-01-04T00:00:00Z", nil, "2021-W01"},
		{"2024-12-30T00:00:00Z", nil, "2025-W01"},
		{"2025-12-28T23:59:59Z", nil, "2025-W52"},
		{"2025-12-29T00:00:00Z", nil, "2026-W01"},
		{"2026-01-01T00:00:00Z", nil, "2026-W01"},
		{"2027-01-03T12:00:00Z", nil, "2026-W53"},
		{"2026-01-05T03:00:00Z", time.UTC, "2026-W02"},
		{"2026-01-05T03:00:00Z", ny, "2026-W01"},
		{"2025-12-29T04:30:00Z", ny, "2025-W52"},
	}
	for _, tt := range tests {
		t.Run(tt.in+" "+orUTC(tt.loc).String(), func(t *testing.T) {
			ts, err := time.Parse(time.RFC3339, tt.in)
			if err != nil {
				t.Fatal(err)
			}
			if got := WeekOf(ts, tt.loc); got != tt.want {
				t.Fatalf("WeekOf(%s) = %s, want %s", tt.in, got, tt.want)
			}
		})
	}
}

func TestParseWeek(t *testing.T) {
	ny := mustLoc(t, "America/New_York")
	tests := []struct {
		in        string
		loc       *time.Location
		wantStart string // RFC 3339
		wantHours float64
		wantErr   bool
	}{
		{"2026-W47", nil, "2026-11-16T00:00:00Z", 168, false},
		{"2020-W53", nil, "2020-12-28T00:00:00Z", 168, false},
		{"2021-W01", nil, "2021-01-04T00:00:00Z", 168, false},
		{"2026-W01", nil, "2025-12-29T00:00:00Z", 168, false},
		{"2025-W01", nil, "2024-12-30T00:00:00Z", 168, false},
		{"2026-W53", nil, "2026-12-28T00:00:00Z", 168, false},
		{"2026-w02", nil, "2026-01-05T00:00:00Z", 168, false},
		{"2026-W01", ny, "2025-12-29T00:00:00-05:00", 168, false},
		{"2026-W10", ny, "2026-03-02T00:00:00-05:00", 167, false}, // DST starts 2026-03-08
		{"2026-W45", ny, "2026-11-02T00:00:00-05:00", 168, false},
		{"2026-W44", ny, "2026-10-26T00:00:00-04:00", 169, false}, // DST ends 2026-11-01
		{"2021-W53", nil, "", 0, true},
		{"2025-W53", nil, "", 0, true},
		{"2026-W00", nil, "", 0, true},
		{"2026-W54", nil, "", 0, true},
		{"2026W47", nil, "", 0, true},
		{"2026-47", nil, "", 0, true},
		{"2026-W4", nil, "", 0, true},
		{"26-W047", nil, "", 0, true},
		{"0000-W01", nil, "", 0, true},
		{"2026-W+7", nil, "", 0, true},
		{"", nil, "", 0, true},
	}
	for _, tt := range tests {
		t.Run(tt.in+" "+orUTC(tt.loc).String(), func(t *testing.T) {
			start, end, err := ParseWeek(tt.in, tt.loc)
			if (err != nil) != tt.wantErr {
				t.Fatalf("ParseWeek(%q) error = %v, want error %v", tt.in, err, tt.wantErr)
			}
			if err != nil {
				if !strings.Contains(err.Error(), tt.in) {
					t.Errorf("error %q does not name the input", err)
				}
				return
			}
			if got := start.Format(time.RFC3339); got != tt.wantStart {
				t.Errorf("start = %s, want %s", got, tt.wantStart)
			}
			if got := end.Sub(start).Hours(); got != tt.wantHours {
				t.Errorf("end-start = %vh, want %vh", got, tt.wantHours)
			}
			if got, want := WeekOf(start, tt.loc), strings.ToUpper(tt.in); got != want {
				t.Errorf("WeekOf(start) = %s, want %s", got, want)
			}
		})
	}
}

func TestAddWeeks(t *testing.T) {
	tests := []struct {
		in   string
		n    int
		want string
	}{
		{"2026-W01", -1, "2025-W52"},
		{"2020-W53", 1, "2021-W01"},
		{"2021-W01", -1, "2020-W53"},
		{"2026-W47", 0, "2026-W47"},
		{"2026-W47", -52, "2025-W47"},
	}
	for _, tt := range tests {
		if got := addWeeks(tt.in, tt.n); got != tt.want {
			t.Errorf("addWeeks(%s, %d) = %s, want %s", tt.in, tt.n, got, tt.want)
		}
	}
}

func fp(x float64) *float64 { return &x }

// The want values were counted by hand from testdata (see the comments in
// the fixture notes of TestCompute).
func TestCompute(t *testing.T) {
	ny := mustLoc(t, "America/New_York")
	now := time.Date(2026, 1, 10, 12, 0, 0, 0, ny)
	type row struct {
		week                                          string
		total, mist, succ, debug, feedback, discovery int
		regr, rules, lessons, promoted, violations    int
		sat                                           *float64
	}
	tests := []struct {
		name string
		loc  *time.Location
		rows []row
	}{
		// In New York, 2025-12-29T04:30Z (a mistake) is still Sunday
		// 2025-12-28, in 2025-W52, and 2026-01-05T03:00Z (a success) is
		// Sunday 2026-01-04, in 2026-W01.
		{"new york", ny, []row{
			{"2025-W51", 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 3, nil},
			{"2025-W52", 10, 5, 2, 1, 1, 1, 2, 2, 3, 2, 7, fp(0.2857)},
			{"2026-W01", 11, 2, 7, 1, 1, 0, 1, 3, 4, 3, 8, fp(0.7778)},
			{"2026-W02", 9, 1, 7, 0, 0, 1, 1, 4, 6, 4, 9, fp(0.875)},
			{"2026-W03", 0, 0, 0, 0, 0, 0, 0, 4, 6, 4, 9, nil},
		}},
		// In UTC, besides those two, 2025-12-28T20:00-05:00 (a success)
		// moves to 2026-W01 and 2026-01-11T21:00-05:00 (a success) to
		// 2026-W03; dates of rules and lessons are days, read the same.
		{"utc", time.UTC, []row{
			{"2025-W52", 8, 4, 1, 1, 1, 1, 1, 2, 3, 2, 5, fp(0.2)},
			{"2026-W01", 12, 3, 7, 1, 1, 0, 2, 3, 4, 3, 8, fp(0.7)},
			{"2026-W02", 9, 1, 7, 0, 0, 1, 1, 4, 6, 4, 9, fp(0.875)},
			{"2026-W03", 1, 0, 1, 0, 0, 0, 0, 4, 6, 4, 9, fp(1)},
		}},
	}
	for _, tt := range tests {
		in := loadFixture(t, tt.loc)
		for _, r := range tt.rows {
			t.Run(tt.name+" "+r.week, func(t *testing.T) {
				got, err := Compute(in, r.week, tt.loc, now)
				if err != nil {
					t.Fatal(err)
				}
				want := model.WeeklyMetrics{
					Week:      r.week,
					Generated: now.In(tt.loc).Format(time.RFC3339),
					Events: model.EventCounts{Total: r.total, Mistakes: r.mist, Successes: r.succ,
						DebugSessions: r.debug, Feedback: r.feedback, Discoveries: r.discovery},
					Regressions: r.regr, RulesActive: r.rules, LessonsTotal: r.lessons,
					LessonsPromoted: r.promoted, TotalViolations: r.violations, Satisfaction: r.sat,
				}
				if !reflect.DeepEqual(got, want) {
					t.Fatalf("Compute(%s) =\n%s\nwant\n%s", r.week, jsonOf(t, got), jsonOf(t, want))
				}
			})
		}
	}
	if _, err := Compute(Input{}, "2026-W99", nil, now); err == nil {
		t.Error("Compute(2026-W99) error = nil, want bad week")
	}
}

func jsonOf(tb testing.TB, v any) string {
	tb.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		tb.Fatal(err)
	}
	return string(b)
}

func TestTotals(t *testing.T) {
	got := Totals(loadFixture(t, time.UTC))
	want := model.MetricsTotals{Events: 30, Lessons: 6, Rules: 5, TotalViolations: 9, TotalSaves: 7, TotalApplied: 19, Promoted: 4}
	if got != want {
		t.Fatalf("Totals = %+v, want %+v", got, want)
	}
}

func TestRegressionsDedup(t *testing.T) {
	at := time.Date(2026, 11, 18, 9, 0, 0, 0, time.UTC)
	in := Input{Violations: []Violation{
		{RuleID: "R-1", EventID: 7, EventTime: at, RuleExisted: true},
		{RuleID: "R-2", EventID: 7, EventTime: at, RuleExisted: true}, // same mistake
		{RuleID: "R-1", EventID: 0, EventTime: at, RuleExisted: true}, // no id: counted
		{RuleID: "R-1", EventID: 0, EventTime: at, RuleExisted: true},
		{RuleID: "R-3", EventID: 8, EventTime: at, RuleExisted: false}, // rule came after
	}}
	m, err := Compute(in, "2026-W47", time.UTC, at)
	if err != nil {
		t.Fatal(err)
	}
	if m.Regressions != 3 || m.TotalViolations != 5 {
		t.Fatalf("regressions, total_violations = %d, %d, want 3, 5", m.Regressions, m.TotalViolations)
	}
}

func TestMerge(t *testing.T) {
	w := func(week string, n int) model.WeeklyMetrics {
		return model.WeeklyMetrics{Week: week, Events: model.EventCounts{Total: n}}
	}
	file := model.Metrics{Weekly: []model.WeeklyMetrics{w("2025-W52", 1), w("2026-W02", 2)}}
	tests := []struct {
		name  string
		add   model.WeeklyMetrics
		weeks []string
		total []int
	}{
		{"insert in the middle", w("2026-W01", 9), []string{"2025-W52", "2026-W01", "2026-W02"}, []int{1, 9, 2}},
		{"replace", w("2026-W02", 5), []string{"2025-W52", "2026-W02"}, []int{1, 5}},
		{"prepend", w("2020-W53", 3), []string{"2020-W53", "2025-W52", "2026-W02"}, []int{3, 1, 2}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := Merge(file, tt.add)
			var weeks []string
			var totals []int
			for _, e := range got.Weekly {
				weeks = append(weeks, e.Week)
				totals = append(totals, e.Events.Total)
			}
			if !reflect.DeepEqual(weeks, tt.weeks) || !reflect.DeepEqual(totals, tt.total) {
				t.Fatalf("weeks %v totals %v, want %v %v", weeks, totals, tt.weeks, tt.total)
			}
			if got.Version != FileVersion {
				t.Errorf("Version = %q, want %q", got.Version, FileVersion)
			}
			if wantStarted, _, _ := ParseWeek(tt.weeks[0], nil); got.Started != wantStarted.Format(model.DateLayout) {
				t.Errorf("Started = %q, want Monday of %s", got.Started, tt.weeks[0])
			}
		})
	}
	if len(file.Weekly) != 2 || file.Weekly[1].Events.Total != 2 || file.Version != "" {
		t.Errorf("Merge modified its input: %+v", file)
	}
	startedTests := []struct {
		week, want string
	}{
		{"2026-W06", "2026-02-01"}, // Feb 2-8: after Started
		{"2026-W05", "2026-02-01"}, // Jan 26-Feb 1: holds Started
		{"2026-W04", "2026-01-19"}, // Jan 19-25: tracking began earlier
	}
	for _, tt := range startedTests {
		got := Merge(model.Metrics{Version: "1.3.0", Started: "2026-02-01"}, w(tt.week, 1))
		if got.Version != "1.3.0" || got.Started != tt.want {
			t.Errorf("Merge(%s): version, started = %q, %q, want 1.3.0, %s", tt.week, got.Version, got.Started, tt.want)
		}
	}
}

// TestGoldenMetrics computes the fixture's three weeks in New York, merges
// them (twice: recomputing replaces) and compares metrics.json with the
// golden file.
func TestGoldenMetrics(t *testing.T) {
	ny := mustLoc(t, "America/New_York")
	now := time.Date(2026, 1, 12, 8, 0, 0, 0, ny)
	in := loadFixture(t, ny)
	var file model.Metrics
	for range 2 {
		for _, week := range []string{"2026-W02", "2025-W52", "2026-W01"} {
			m, err := Compute(in, week, ny, now)
			if err != nil {
				t.Fatal(err)
			}
			file = Merge(file, m)
		}
	}
	file.Totals = Totals(in)
	got, err := json.MarshalIndent(file, "", "  ")
	if err != nil {
		t.Fatal(err)
	}
	golden(t, "metrics.golden.json", append(got, '\n'))
}

// golden compares got with testdata/name, rewriting it under -update.
func golden(t *testing.T, name string, got []byte) {
	t.Helper()
	path := filepath.Join("testdata", name)
	if *update {
		if err := os.WriteFile(path, got, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test -update to create it)", err)
	}
	if !bytes.Equal(got, want) {
		t.Fatalf("%s differs from golden (run go test -update after checking):\n%s", name, firstDiff(got, want))
	}
}

func firstDiff(got, want []byte) string {
	g, w := strings.Split(string(got), "\n"), strings.Split(string(want), "\n")
	for i := 0; i < len(g) || i < len(w); i++ {
		var gl, wl string
		if i < len(g) {
			gl = g[i]
		}
		if i < len(w) {
			wl = w[i]
		}
		if gl != wl {
			return "line " + strconv.Itoa(i+1) + ":\n got: " + gl + "\nwant: " + wl
		}
	}
	return "(same lines)"
}

func TestRows(t *testing.T) {
	ny := mustLoc(t, "America/New_York")
	now := time.Date(2026, 1, 10, 12, 0, 0, 0, ny)
	in := loadFixture(t, ny)

	rows, err := Rows(in, "2026-W02", 8, ny, now, 30*24*time.Hour)
	if err != nil {
		t.Fatal(err)
	}
	// The earliest record is L-001, created 2025-12-14 (a Sunday: W50).
	var weeks []string
	for _, r := range rows {
		weeks = append(weeks, r.Week)
	}
	if want := []string{"2025-W50", "2025-W51", "2025-W52", "2026-W01", "2026-W02"}; !reflect.DeepEqual(weeks, want) {
		t.Fatalf("Rows weeks = %v, want %v", weeks, want)
	}
	// Mean confidence by hand (half life 30 d): W51 at 12-22: R-001 7 d;
	// W52 at 12-29: R-001 14 d (its 01-06 validation is later), R-002 5 d;
	// W01 at 01-05: 21, 12, 6 d; W02 at now 01-10: R-001 validated 4 d ago,
	// R-002 17, R-003 11, R-004 3 d.
	wantConf := []*float64{nil, fp(0.7656), fp(0.7266), fp(0.6732), fp(0.7415)}
	for i, r := range rows {
		if (r.MeanConfidence == nil) != (wantConf[i] == nil) ||
			(r.MeanConfidence != nil && *r.MeanConfidence != *wantConf[i]) {
			t.Errorf("%s mean confidence = %v, want %v", r.Week, deref(r.MeanConfidence), deref(wantConf[i]))
		}
	}
	if r := rows[2]; r.Mistakes != 5 || r.Successes != 2 || r.Regressions != 2 || r.RulesActive != 2 || *r.Satisfaction != 0.2857 {
		t.Errorf("2025-W52 row = %+v", r)
	}

	short, err := Rows(in, "2026-W02", 2, ny, now, 30*24*time.Hour)
	if err != nil || len(short) != 2 || short[0].Week != "2026-W01" {
		t.Errorf("Rows(n=2) = %v, %v; want W01, W02", short, err)
	}
	if none, err := Rows(Input{}, "2026-W02", 8, ny, now, 0); err != nil || none != nil {
		t.Errorf("Rows(empty input) = %v, %v; want nil, nil", none, err)
	}
	if _, err := Rows(in, "2026-X02", 8, ny, now, 0); err == nil {
		t.Error("Rows(bad week) error = nil")
	}
}

func deref(p *float64) any {
	if p == nil {
		return nil
	}
	return *p
}

func TestRowsValidations(t *testing.T) {
	created := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	in := Input{
		Rules:       []Rule{{ID: "R-1", Created: created, LastValidated: created.AddDate(0, 1, 0)}},
		Validations: []Validation{{RuleID: "R-1", Time: created.AddDate(0, 0, 20)}},
	}
	// 2026-W05 ends 2026-02-02: the validation of 01-21 is 12 days before.
	rows, err := Rows(in, "2026-W05", 1, time.UTC, created.AddDate(1, 0, 0), 30*24*time.Hour)
	if err != nil || len(rows) != 1 {
		t.Fatalf("Rows = %v, %v", rows, err)
	}
	if got, want := *rows[0].MeanConfidence, 0.6821; got != want {
		t.Fatalf("mean confidence = %v, want %v (0.9 × 0.5^(12/30))", got, want)
	}
}

func TestInputFromModelErrors(t *testing.T) {
	tests := []struct {
		name   string
		events []model.Event
		rules  []model.Rule
		ls     []model.Lesson
		want   string
	}{
		{"rule date", nil, []model.Rule{{ID: "R-9", Created: "yesterday"}}, nil, "rule R-9 created"},
		{"rule validated", nil, []model.Rule{{ID: "R-9", Created: "2026-01-01", LastValidated: "2026-13-01"}}, nil, "rule R-9 last_validated"},
		{"lesson date", nil, nil, []model.Lesson{{ID: "L-9"}}, "lesson L-9 created"},
		{"event ts", []model.Event{{TS: "noon"}}, nil, nil, "event 0"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := InputFromModel(tt.events, tt.rules, tt.ls, nil, nil)
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Fatalf("InputFromModel error = %v, want one naming %q", err, tt.want)
			}
		})
	}
}

func FuzzParseWeek(f *testing.F) {
	for _, s := range []string{"2026-W47", "2020-W53", "2021-W53", "2026-w01", "0001-W01", "9999-W52", "2026-W00", "x"} {
		f.Add(s)
	}
	ny := mustLoc(f, "America/New_York")
	f.Fuzz(func(t *testing.T, s string) {
		start, end, err := ParseWeek(s, ny)
		if err != nil {
			return
		}
		if got := WeekOf(start, ny); got != strings.ToUpper(s) {
			t.Fatalf("WeekOf(start of %q) = %q", s, got)
		}
		if got := WeekOf(end.Add(-time.Nanosecond), ny); got != strings.ToUpper(s) {
			t.Fatalf("WeekOf(end of %q) = %q", s, got)
		}
		if h := end.Sub(start).Hours(); h < 167 || h > 169 {
			t.Fatalf("week %q lasts %vh", s, h)
		}
	})
}

func BenchmarkCompute(b *testing.B) {
	in := Input{}
	base := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	for i := range 100000 {
		in.Events = append(in.Events, Event{Time: base.Add(time.Duration(i) * time.Minute), Type: model.EventTypes[i%5]})
	}
	for b.Loop() {
		if _, err := Compute(in, "2026-W05", time.UTC, base); err != nil {
			b.Fatal(err)
		}
	}
}
