package rules

import (
	"math"
	"testing"
	"time"
	_ "time/tzdata" // tests use America/New_York whatever the host has

	"github.com/loopd-dev/loopd/internal/model"
)

const day = 24 * time.Hour

func mustLoc(tb testing.TB, name string) *time.Location {
	tb.Helper()
	loc, err := time.LoadLocation(name)
	if err != nil {
		tb.Fatalf("LoadLocation(%q): %v", name, err)
	}
	return loc
}

func near(a, b float64) bool { return math.Abs(a-b) < 1e-12 }

func TestConfidence(t *testing.T) {
	base := time.Date(2026, 11, 1, 0, 0, 0, 0, time.UTC)
	tests := []struct {
		name     string
		now      time.Time
		halfLife time.Duration
		want     float64
	}{
		{"same instant", base, 30 * day, 0.9},
		{"one half life", base.Add(30 * day), 30 * day, 0.45},
		{"two half lives", base.Add(60 * day), 30 * day, 0.225},
		{"ten half lives, no floor", base.Add(300 * day), 30 * day, 0.9 / 1024},
		{"a third of a half life", base.Add(10 * day), 30 * day, 0.9 * math.Pow(0.5, 1.0/3)},
		{"seven day half life", base.Add(7 * day), 7 * day, 0.45},
		{"future date clamps", base.Add(-5 * day), 30 * day, 0.9},
		{"zero half life disables decay", base.Add(90 * day), 0, 0.9},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := Confidence(base, tt.now, tt.halfLife)
			if !near(got, tt.want) {
				t.Fatalf("Confidence(%v after, hl %v) = %v, want %v", tt.now.Sub(base), tt.halfLife, got, tt.want)
			}
		})
	}
}

func TestRoundConfidence(t *testing.T) {
	tests := []struct{ in, want float64 }{
		{0.9, 0.9},
		{0.71433, 0.7143},
		{0.71435001, 0.7144},
		{0.00004, 0},
	}
	for _, tt := range tests {
		if got := RoundConfidence(tt.in); got != tt.want {
			t.Errorf("RoundConfidence(%v) = %v, want %v", tt.in, got, tt.want)
		}
	}
}

func TestParseDay(t *testing.T) {
	ny := mustLoc(t, "America/New_York")
	tests := []struct {
		name    string
		in      string
		loc     *time.Location
		want    string
		wantErr bool
	}{
		{"date", "2026-02-11", nil, "2026-02-11", false},
		{"date ignores location", "2026-02-11", ny, "2026-02-11", false},
		{"rfc3339 utc", "2026-01-05T03:00:00Z", nil, "2026-01-05", false},
		{"rfc3339 read in new york is the day before", "2026-01-05T03:00:00Z", ny, "2026-01-04", false},
		{"rfc3339 offset", "2026-01-04T23:30:00-05:00", time.UTC, "2026-01-05", false},
		{"empty", "", nil, "", true},
		{"garbage", "last tuesday", nil, "", true},
		{"impossible date", "2026-02-30", nil, "", true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := ParseDay(tt.in, tt.loc)
			if (err != nil) != tt.wantErr {
				t.Fatalf("ParseDay(%q) error = %v, want error %v", tt.in, err, tt.wantErr)
			}
			if err != nil {
				return
			}
			if s := got.Format(model.DateLayout); s != tt.want || got.Location() != time.UTC || got.Hour() != 0 {
				t.Fatalf("ParseDay(%q) = %v, want midnight UTC of %s", tt.in, got, tt.want)
			}
		})
	}
}

func TestDecayConfigValidate(t *testing.T) {
	tests := []struct {
		name    string
		cfg     DecayConfig
		wantErr bool
	}{
		{"defaults", DefaultDecayConfig(), false},
		{"zero half life disables", DecayConfig{HalfLife: 0, ReviewThreshold: 0.5}, false},
		{"negative half life", DecayConfig{HalfLife: -day, ReviewThreshold: 0.5}, true},
		{"threshold above one", DecayConfig{HalfLife: day, ReviewThreshold: 1.5}, true},
		{"threshold NaN", DecayConfig{HalfLife: day, ReviewThreshold: math.NaN()}, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if err := tt.cfg.Validate(); (err != nil) != tt.wantErr {
				t.Fatalf("Validate() = %v, want error %v", err, tt.wantErr)
			}
		})
	}
}

// fixture: "now" is 2026-11-21 12:00 UTC; dates are whole days before it.
func decayFixture() ([]model.Rule, []model.Lesson) {
	rules := []model.Rule{
		{ID: "R-001", Created: "2026-01-01", LastValidated: "2026-11-21", ConfidenceScore: 0.9},                      // validated today
		{ID: "R-002", Created: "2026-01-01", LastValidated: "2026-10-22", ConfidenceScore: 0.9},                      // 30 days: 0.45, flag
		{ID: "R-003", Created: "2026-09-22", ConfidenceScore: 0.9},                                                   // no last_validated: 60 days from created
		{ID: "R-004", Created: "2026-01-01", LastValidated: "2026-11-20", ConfidenceScore: 0.2, ReviewFlagged: true}, // just validated: clear
		{ID: "R-005", Created: "2026-01-01", LastValidated: "2026-01-01", ConfidenceScore: 0.9, Status: model.StatusRetired},
		{ID: "R-006", Created: "soon", ConfidenceScore: 0.9},
		{ID: "R-007", Created: "2026-01-01", LastValidated: "2026-12-25", ConfidenceScore: 0.9}, // future: clamp, unchanged
	}
	lessons := []model.Lesson{
		{ID: "L-001", Created: "2026-11-01", ConfidenceScore: 0.9},                                             // 20 days
		{ID: "L-002", Created: "2026-01-01", LastValidated: "2026-11-11T23:30:00-05:00", ConfidenceScore: 0.9}, // RFC 3339: Nov 12 UTC, 9 days
		{ID: "L-003", Created: ""},
	}
	return rules, lessons
}

func TestDecayRules(t *testing.T) {
	now := time.Date(2026, 11, 21, 12, 0, 0, 0, time.UTC)
	rules, lessons := decayFixture()
	plan := DecayRules(rules, lessons, now, DefaultDecayConfig())

	if plan.Today != "2026-11-21" {
		t.Errorf("Today = %q, want 2026-11-21", plan.Today)
	}
	want := []DecayChange{
		{Kind: DecayKindRule, ID: "R-002", From: DecayFromLastValidated, Day: "2026-10-22", Days: 30, OldConfidence: 0.9, NewConfidence: 0.45, NewFlagged: true},
		{Kind: DecayKindRule, ID: "R-003", From: DecayFromCreated, Day: "2026-09-22", Days: 60, OldConfidence: 0.9, NewConfidence: 0.225, NewFlagged: true},
		{Kind: DecayKindRule, ID: "R-004", From: DecayFromLastValidated, Day: "2026-11-20", Days: 1, OldConfidence: 0.2, NewConfidence: 0.8794, OldFlagged: true},
		{Kind: DecayKindLesson, ID: "L-001", From: DecayFromCreated, Day: "2026-11-01", Days: 20, OldConfidence: 0.9, NewConfidence: 0.567},
		{Kind: DecayKindLesson, ID: "L-002", From: DecayFromLastValidated, Day: "2026-11-12", Days: 9, OldConfidence: 0.9, NewConfidence: 0.731},
	}
	if len(plan.Changes) != len(want) {
		t.Fatalf("plan has %d changes, want %d: %+v", len(plan.Changes), len(want), plan.Changes)
	}
	for i := range want {
		if plan.Changes[i] != want[i] {
			t.Errorf("change %d = %+v\nwant %+v", i, plan.Changes[i], want[i])
		}
	}
	if !plan.Changes[0].FlagSet() || plan.Changes[0].FlagCleared() {
		t.Errorf("R-002 FlagSet/FlagCleared = %v/%v, want true/false", plan.Changes[0].FlagSet(), plan.Changes[0].FlagCleared())
	}
	if !plan.Changes[2].FlagCleared() || plan.Changes[2].FlagSet() {
		t.Errorf("R-004 FlagSet/FlagCleared = %v/%v, want false/true", plan.Changes[2].FlagSet(), plan.Changes[2].FlagCleared())
	}
	if plan.Unchanged != 2 { // R-005 is retired and not counted
		t.Errorf("Unchanged = %d, want 2", plan.Unchanged)
	}
	if len(plan.Skipped) != 2 || plan.Skipped[0].ID != "R-006" || plan.Skipped[1].ID != "L-003" {
		t.Errorf("Skipped = %+v, want R-006 and L-003", plan.Skipped)
	}
}

func TestDecayRulesIdempotent(t *testing.T) {
	now := time.Date(2026, 11, 21, 12, 0, 0, 0, time.UTC)
	rules, lessons := decayFixture()
	cfg := DefaultDecayConfig()

	first := DecayRules(rules, lessons, now, cfg)
	if got := first.ApplyToRules(rules) + first.ApplyToLessons(lessons); got != len(first.Changes) {
		t.Fatalf("applied %d changes, want %d", got, len(first.Changes))
	}
	afterOnce := append([]model.Rule(nil), rules...)

	second := DecayRules(rules, lessons, now.Add(3*time.Hour), cfg) // same day, later
	if !second.Empty() {
		t.Fatalf("second run the same day changes %+v, want nothing", second.Changes)
	}
	second.ApplyToRules(rules)
	for i := range rules {
		if rules[i] != afterOnce[i] {
			t.Errorf("rule %s after two runs = %+v, after one = %+v", rules[i].ID, rules[i], afterOnce[i])
		}
	}
}

// Running daily for a week gives the same scores as one run after a week of
// downtime: scores come from dates, never from the stored value.
func TestDecayRulesDowntime(t *testing.T) {
	start := time.Date(2026, 11, 21, 12, 0, 0, 0, time.UTC)
	cfg := DefaultDecayConfig()

	daily, dailyLessons := decayFixture()
	for d := 0; d <= 7; d++ {
		p := DecayRules(daily, dailyLessons, start.Add(time.Duration(d)*day), cfg)
		p.ApplyToRules(daily)
		p.ApplyToLessons(dailyLessons)
	}
	once, onceLessons := decayFixture()
	p := DecayRules(once, onceLessons, start.Add(7*day), cfg)
	p.ApplyToRules(once)
	p.ApplyToLessons(onceLessons)

	for i := range daily {
		if daily[i] != once[i] {
			t.Errorf("rule %s: daily = %v/%v, once = %v/%v", daily[i].ID,
				daily[i].ConfidenceScore, daily[i].ReviewFlagged, once[i].ConfidenceScore, once[i].ReviewFlagged)
		}
	}
	if got, want := once[0].ConfidenceScore, RoundConfidence(0.9*math.Pow(0.5, 7.0/30)); got != want {
		t.Errorf("R-001 after 7 days = %v, want %v", got, want)
	}
}

// The day boundary is the configured location's: at 03:00 UTC on Jan 5 it is
// still Jan 4 in New York.
func TestDecayRulesLocation(t *testing.T) {
	ny := mustLoc(t, "America/New_York")
	now := time.Date(2026, 1, 5, 3, 0, 0, 0, time.UTC)
	rules := []model.Rule{{ID: "R-001", LastValidated: "2025-12-05", ConfidenceScore: 0.9}}
	tests := []struct {
		loc      *time.Location
		wantDays int
	}{
		{time.UTC, 31},
		{ny, 30},
	}
	for _, tt := range tests {
		t.Run(tt.loc.String(), func(t *testing.T) {
			cfg := DecayConfig{HalfLife: DefaultHalfLife, ReviewThreshold: 0.5, Location: tt.loc}
			plan := DecayRules(rules, nil, now, cfg)
			if len(plan.Changes) != 1 {
				t.Fatalf("got %d changes, want 1", len(plan.Changes))
			}
			c := plan.Changes[0]
			want := RoundConfidence(0.9 * math.Pow(0.5, float64(tt.wantDays)/30))
			if c.Days != tt.wantDays || c.NewConfidence != want {
				t.Fatalf("days, confidence = %d, %v, want %d, %v", c.Days, c.NewConfidence, tt.wantDays, want)
			}
		})
	}
}

// Flag is set strictly below the threshold and cleared at or above it.
func TestDecayRulesThreshold(t *testing.T) {
	now := time.Date(2026, 11, 21, 0, 0, 0, 0, time.UTC)
	rules := []model.Rule{{ID: "R-001", LastValidated: "2026-10-22", ConfidenceScore: 0.9}} // 0.45 at day 30
	tests := []struct {
		threshold float64
		flagged   bool
	}{
		{0.5, true},
		{0.45, false},
		{0.4, false},
	}
	for _, tt := range tests {
		cfg := DecayConfig{HalfLife: DefaultHalfLife, ReviewThreshold: tt.threshold}
		p := DecayRules(rules, nil, now, cfg)
		if len(p.Changes) != 1 || p.Changes[0].NewFlagged != tt.flagged {
			t.Errorf("threshold %v: changes %+v, want flagged %v", tt.threshold, p.Changes, tt.flagged)
		}
	}
}

func BenchmarkDecayRules(b *testing.B) {
	rules := make([]model.Rule, 10000)
	for i := range rules {
		rules[i] = model.Rule{ID: "R-" + time.Duration(i).String(), LastValidated: "2026-10-01", ConfidenceScore: 0.9}
	}
	now := time.Date(2026, 11, 21, 0, 0, 0, 0, time.UTC)
	cfg := DefaultDecayConfig()
	for b.Loop() {
		DecayRules(rules, nil, now, cfg)
	}
}

func FuzzParseDay(f *testing.F) {
	for _, s := range []string{"2026-02-11", "2026-01-05T03:00:00Z", "2026-01-04T23:30:00-05:00", "", "x", "2026-13-01"} {
		f.Add(s)
	}
	ny := mustLoc(f, "America/New_York")
	f.Fuzz(func(t *testing.T, s string) {
		d, err := ParseDay(s, ny)
		if err != nil {
			return
		}
		if d.Location() != time.UTC || d.Hour() != 0 || d.Minute() != 0 || d.Second() != 0 || d.Nanosecond() != 0 {
			t.Fatalf("ParseDay(%q) = %v, not a UTC midnight", s, d)
		}
		c := Confidence(d, d.Add(45*day), DefaultHalfLife)
		if c <= 0 || c > ValidatedConfidence {
			t.Fatalf("Confidence from %v = %v out of (0, 0.9]", d, c)
		}
	})
}
