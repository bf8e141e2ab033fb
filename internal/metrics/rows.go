package metrics

import (
	"fmt"
	"time"

	"github.com/loopd-dev/loopd/internal/model"
	"github.com/loopd-dev/loopd/internal/rules"
)

// WeekRow is one week of a report: the figures of that week's
// metrics.json entry that reports chart, plus the mean rule confidence.
type WeekRow struct {
	// Week is the ISO week, "2026-W47".
	Week string
	// Events is the week's event count; Mistakes and Successes are part
	// of it.
	Events    int
	Mistakes  int
	Successes int
	// Regressions, RulesActive, LessonsTotal, LessonsPromoted and
	// TotalViolations are as in model.WeeklyMetrics.
	Regressions     int
	RulesActive     int
	LessonsTotal    int
	LessonsPromoted int
	TotalViolations int
	// Satisfaction is successes/(successes+mistakes); nil when both are 0.
	Satisfaction *float64
	// MeanConfidence is the mean confidence of the rules active at the end
	// of the week (at now for the current week); nil when there are none.
	MeanConfidence *float64
}

// RowFromWeekly turns a metrics.json entry into a WeekRow. metrics.json
// has no confidence, so MeanConfidence is nil.
func RowFromWeekly(w model.WeeklyMetrics) WeekRow {
	return WeekRow{
		Week: w.Week, Events: w.Events.Total, Mistakes: w.Events.Mistakes, Successes: w.Events.Successes,
		Regressions: w.Regressions, RulesActive: w.RulesActive, LessonsTotal: w.LessonsTotal,
		LessonsPromoted: w.LessonsPromoted, TotalViolations: w.TotalViolations, Satisfaction: w.Satisfaction,
	}
}

// Rows computes the report rows of the n weeks ending with lastWeek
// (oldest first), starting no earlier than the week of the earliest event,
// rule or lesson, so a young workspace has few rows and an empty one none.
// Each row is Compute's figures plus MeanConfidence: every rule active at
// the row's end (or at now, if sooner) is decayed with rules.Confidence, in
// whole days in loc with halfLife, from its latest validation before that
// instant — taken from in.Validations, else its LastValidated, else its
// Created — and the scores are averaged and rounded to 4 decimals. For the
// current week this matches what decay stores today.
func Rows(in Input, lastWeek string, n int, loc *time.Location, now time.Time, halfLife time.Duration) ([]WeekRow, error) {
	if _, _, err := ParseWeek(lastWeek, loc); err != nil {
		return nil, fmt.Errorf("report rows: %w", err)
	}
	if n <= 0 {
		return nil, nil
	}
	first, ok := earliest(in)
	if !ok {
		return nil, nil
	}
	from := addWeeks(lastWeek, -(n - 1))
	if fw := WeekOf(first, loc); fw > from {
		from = fw
	}
	var out []WeekRow
	for w := from; w <= lastWeek; w = addWeeks(w, 1) {
		m, err := Compute(in, w, loc, now)
		if err != nil {
			return nil, fmt.Errorf("report rows: %w", err)
		}
		_, end, _ := ParseWeek(w, loc)
		asOf := end
		if now.Before(asOf) {
			asOf = now
		}
		row := RowFromWeekly(m)
		row.MeanConfidence = meanConfidence(in, asOf, end, loc, halfLife)
		out = append(out, row)
	}
	return out, nil
}

// earliest returns the first instant any record has.
func earliest(in Input) (time.Time, bool) {
	var first time.Time
	see := func(t time.Time) {
		if !t.IsZero() && (first.IsZero() || t.Before(first)) {
			first = t
		}
	}
	for _, e := range in.Events {
		see(e.Time)
	}
	for _, r := range in.Rules {
		see(r.Created)
	}
	for _, l := range in.Lessons {
		see(l.Created)
	}
	return first, !first.IsZero()
}

// meanConfidence averages the decayed confidence, at asOf, of the rules
// active at end.
func meanConfidence(in Input, asOf, end time.Time, loc *time.Location, halfLife time.Duration) *float64 {
	active := activeRules(in.Rules, end)
	if len(active) == 0 {
		return nil
	}
	latest := make(map[string]time.Time)
	for _, v := range in.Validations {
		if !v.Time.After(asOf) && v.Time.After(latest[v.RuleID]) {
			latest[v.RuleID] = v.Time
		}
	}
	today := rules.DayOf(asOf, loc)
	sum := 0.0
	for _, r := range active {
		anchor := r.Created
		if t, ok := latest[r.ID]; ok {
			anchor = t
		} else if !r.LastValidated.IsZero() && !r.LastValidated.After(asOf) {
			anchor = r.LastValidated
		}
		sum += rules.RoundConfidence(rules.Confidence(rules.DayOf(anchor, loc), today, halfLife))
	}
	mean := round4(sum / float64(len(active)))
	return &mean
}
