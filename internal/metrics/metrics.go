// Package metrics measures, week by week, whether an agent is getting better
// (SPEC section 7). It owns ISO-week arithmetic in a configured location,
// the computation of metrics.json's weekly entries and totals from plain
// data (Input), merging a recomputed week into the file, and the reports
// built on them: the terminal trend, the self-contained HTML page and the
// weekly Markdown file.
//
// It is pure logic: it reads no files and speaks no SQL. The caller loads
// events, rules, lessons and violation records from the store, fills an
// Input (InputFromModel helps), and writes what this package returns.
package metrics

import (
	"fmt"
	"math"
	"sort"
	"time"

	"github.com/loopd-dev/loopd/internal/model"
	"github.com/loopd-dev/loopd/internal/rules"
)

// FileVersion is the metrics.json version loopd writes (the skill's).
const FileVersion = "1.4.0"

// Input is everything metrics are computed from. Times are instants; a
// seed date "YYYY-MM-DD" stands for midnight of that day in the configured
// location (InputFromModel converts them so).
type Input struct {
	Events     []Event
	Rules      []Rule
	Lessons    []Lesson
	Violations []Violation
	// Validations are optional: with them, a rule's confidence at the end
	// of a past week is decayed from its latest validation before then.
	Validations []Validation
	// Saves and Applied are the totals' total_saves and total_applied (the
	// sums of the lessons' times_saved and times_applied).
	Saves   int
	Applied int
}

// Event is one stored event: when it happened and its type (model.Type*).
type Event struct {
	Time time.Time
	Type string
}

// Rule is a rule as metrics need it.
type Rule struct {
	ID      string
	Created time.Time
	// Status is model.StatusActive, model.StatusRetired or "" (active).
	Status string
	// Retired is when a retired rule was retired. A retired rule with a
	// zero Retired counts as inactive in every week.
	Retired time.Time
	// Violations is the rule's stored violation counter; counts beyond its
	// violation records (e.g. adopted from the skill) date from Created.
	Violations int
	// Confidence is the stored confidence_score.
	Confidence float64
	// LastValidated is zero when the rule was never validated.
	LastValidated time.Time
}

// Lesson is a lesson as metrics need it. Promoted is zero when the lesson
// was not promoted to a rule.
type Lesson struct {
	ID       string
	Created  time.Time
	Promoted time.Time
}

// Violation is one mistake event matched to a rule.
type Violation struct {
	RuleID string
	// EventID identifies the mistake (the store's row id); a mistake that
	// violated several rules counts as one regression. Zero: no dedup.
	EventID   int64
	EventTime time.Time
	// RuleExisted: the rule existed before the mistake, which makes it a
	// regression.
	RuleExisted bool
}

// Validation is one validation of a rule (rules validate, guard success,
// matching success event).
type Validation struct {
	RuleID string
	Time   time.Time
}

// InputFromModel builds an Input from the seed's records. Dates are read
// with rules.ParseDay in loc; an event's Time is used when set, else its TS
// (RFC 3339, or zone-less read in loc). A lesson's promotion time is the
// created date of the rule it was promoted to, or its own created date when
// that rule is unknown. Saves and Applied are summed over the lessons.
// Rules have no retirement date in the model, so retired rules count as
// inactive in every week. The first unreadable date is an error naming the
// record.
func InputFromModel(events []model.Event, rs []model.Rule, ls []model.Lesson, violations []Violation, loc *time.Location) (Input, error) {
	loc = orUTC(loc)
	in := Input{
		Events:     make([]Event, 0, len(events)),
		Rules:      make([]Rule, 0, len(rs)),
		Lessons:    make([]Lesson, 0, len(ls)),
		Violations: violations,
	}
	for i, e := range events {
		t := e.Time
		if t.IsZero() {
			var err error
			if t, err = parseEventTS(e.TS, loc); err != nil {
				return Input{}, fmt.Errorf("metrics input: event %d: %w", i, err)
			}
		}
		in.Events = append(in.Events, Event{Time: t, Type: e.Type})
	}
	ruleCreated := make(map[string]time.Time, len(rs))
	for _, r := range rs {
		created, err := localDay(r.Created, loc)
		if err != nil {
			return Input{}, fmt.Errorf("metrics input: rule %s created: %w", r.ID, err)
		}
		var validated time.Time
		if r.LastValidated != "" {
			if validated, err = localDay(r.LastValidated, loc); err != nil {
				return Input{}, fmt.Errorf("metrics input: rule %s last_validated: %w", r.ID, err)
			}
		}
		ruleCreated[r.ID] = created
		in.Rules = append(in.Rules, Rule{
			ID: r.ID, Created: created, Status: r.Status, Violations: r.Violations,
			Confidence: r.ConfidenceScore, LastValidated: validated,
		})
	}
	for _, l := range ls {
		created, err := localDay(l.Created, loc)
		if err != nil {
			return Input{}, fmt.Errorf("metrics input: lesson %s created: %w", l.ID, err)
		}
		var promoted time.Time
		if l.PromotedToRule != "" {
			promoted = created
			if t, ok := ruleCreated[l.PromotedToRule]; ok && t.After(created) {
				promoted = t
			}
		}
		in.Lessons = append(in.Lessons, Lesson{ID: l.ID, Created: created, Promoted: promoted})
		in.Saves += l.TimesSaved
		in.Applied += l.TimesApplied
	}
	return in, nil
}

// localDay reads a seed date and returns midnight of that day in loc.
func localDay(s string, loc *time.Location) (time.Time, error) {
	d, err := rules.ParseDay(s, loc)
	if err != nil {
		return time.Time{}, err
	}
	y, m, dd := d.Date()
	return time.Date(y, m, dd, 0, 0, 0, 0, loc), nil
}

// parseEventTS reads an event timestamp: RFC 3339, or zone-less in loc.
func parseEventTS(s string, loc *time.Location) (time.Time, error) {
	if t, err := time.Parse(time.RFC3339Nano, s); err == nil {
		return t, nil
	}
	t, err := time.ParseInLocation("2006-01-02T15:04:05", s, loc)
	if err != nil {
		return time.Time{}, fmt.Errorf("ts %q: want RFC 3339", s)
	}
	return t, nil
}

// Compute returns metrics.json's entry for week ("2026-W47") in loc:
//   - events: the week's events by type;
//   - regressions: distinct mistakes in the week that violated a rule which
//     existed before them;
//   - rules_active: rules created before the week's end and not retired by
//     then;
//   - lessons_total, lessons_promoted: as of the week's end;
//   - total_violations: violations up to the week's end, cumulative (see
//     Rule.Violations for counters without records);
//   - satisfaction: successes / (successes + mistakes) of the week, rounded
//     to 4 decimals, nil when both are 0.
//
// Generated is now in loc, RFC 3339. The only error is a bad week.
func Compute(in Input, week string, loc *time.Location, now time.Time) (model.WeeklyMetrics, error) {
	start, end, err := ParseWeek(week, loc)
	if err != nil {
		return model.WeeklyMetrics{}, err
	}
	m := model.WeeklyMetrics{
		Week:      WeekOf(start, loc),
		Generated: now.In(orUTC(loc)).Format(time.RFC3339),
	}
	for _, e := range in.Events {
		if !within(e.Time, start, end) {
			continue
		}
		m.Events.Total++
		switch e.Type {
		case model.TypeMistake:
			m.Events.Mistakes++
		case model.TypeSuccess:
			m.Events.Successes++
		case model.TypeDebugSession:
			m.Events.DebugSessions++
		case model.TypeFeedback:
			m.Events.Feedback++
		case model.TypeDiscovery:
			m.Events.Discoveries++
		}
	}
	m.Regressions = regressions(in.Violations, start, end)
	m.RulesActive = len(activeRules(in.Rules, end))
	for _, l := range in.Lessons {
		if l.Created.Before(end) {
			m.LessonsTotal++
		}
		if !l.Promoted.IsZero() && l.Promoted.Before(end) {
			m.LessonsPromoted++
		}
	}
	m.TotalViolations = violationsBefore(in, end)
	m.Satisfaction = satisfaction(m.Events.Successes, m.Events.Mistakes)
	return m, nil
}

// Totals returns metrics.json's totals: all events, lessons and rules
// (retired included), all violations, the saves and applications, and the
// promoted lessons.
func Totals(in Input) model.MetricsTotals {
	t := model.MetricsTotals{
		Events:          len(in.Events),
		Lessons:         len(in.Lessons),
		Rules:           len(in.Rules),
		TotalViolations: violationsBefore(in, time.Time{}),
		TotalSaves:      in.Saves,
		TotalApplied:    in.Applied,
	}
	for _, l := range in.Lessons {
		if !l.Promoted.IsZero() {
			t.Promoted++
		}
	}
	return t
}

// Merge returns file with w in it: an entry for the same week is replaced,
// otherwise w is added; weeks are kept sorted. An empty Version becomes
// FileVersion. Started (the day tracking began) becomes the Monday of the
// earliest week when it is empty or later than that whole week; a Started
// inside the earliest week, like the skill's, is kept. file is not
// modified.
func Merge(file model.Metrics, w model.WeeklyMetrics) model.Metrics {
	out := file
	out.Weekly = make([]model.WeeklyMetrics, 0, len(file.Weekly)+1)
	for _, old := range file.Weekly {
		if old.Week != w.Week {
			out.Weekly = append(out.Weekly, old)
		}
	}
	out.Weekly = append(out.Weekly, w)
	sort.SliceStable(out.Weekly, func(i, j int) bool { return out.Weekly[i].Week < out.Weekly[j].Week })
	if out.Version == "" {
		out.Version = FileVersion
	}
	// Days compare as strings; the location does not move a Monday's date.
	if start, end, err := ParseWeek(out.Weekly[0].Week, time.UTC); err == nil {
		if out.Started == "" || out.Started >= end.Format(model.DateLayout) {
			out.Started = start.Format(model.DateLayout)
		}
	}
	return out
}

// within reports whether t is in [start, end).
func within(t, start, end time.Time) bool { return !t.Before(start) && t.Before(end) }

// regressions counts distinct mistakes in [start, end) that violated a rule
// which existed before them.
func regressions(vs []Violation, start, end time.Time) int {
	seen := make(map[int64]bool)
	n := 0
	for _, v := range vs {
		if !v.RuleExisted || !within(v.EventTime, start, end) {
			continue
		}
		if v.EventID != 0 {
			if seen[v.EventID] {
				continue
			}
			seen[v.EventID] = true
		}
		n++
	}
	return n
}

// activeRules returns the rules in force at instant t.
func activeRules(rs []Rule, t time.Time) []Rule {
	var out []Rule
	for _, r := range rs {
		if !r.Created.Before(t) {
			continue
		}
		if r.Status == model.StatusRetired && (r.Retired.IsZero() || !r.Retired.After(t)) {
			continue
		}
		out = append(out, r)
	}
	return out
}

// violationsBefore counts violations before end (zero end: all): the
// records, plus each rule's counter beyond its records when the rule was
// created before end.
func violationsBefore(in Input, end time.Time) int {
	all := end.IsZero()
	records := make(map[string]int)
	n := 0
	for _, v := range in.Violations {
		records[v.RuleID]++
		if all || v.EventTime.Before(end) {
			n++
		}
	}
	for _, r := range in.Rules {
		if extra := r.Violations - records[r.ID]; extra > 0 && (all || r.Created.Before(end)) {
			n += extra
		}
	}
	return n
}

// satisfaction is successes/(successes+mistakes) rounded to 4 decimals, nil
// when there are neither.
func satisfaction(successes, mistakes int) *float64 {
	if successes+mistakes == 0 {
		return nil
	}
	s := round4(float64(successes) / float64(successes+mistakes))
	return &s
}

func round4(x float64) float64 { return math.Round(x*10000) / 10000 }
