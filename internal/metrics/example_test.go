package metrics_test

import (
	"fmt"
	"os"
	"time"

	"github.com/loopd-dev/loopd/internal/metrics"
	"github.com/loopd-dev/loopd/internal/model"
	"github.com/loopd-dev/loopd/internal/rules"
)

// The flow the CLI and daemon follow: load records, compute a week, merge
// it into metrics.json, and print the trend.
func Example() {
	loc := time.UTC
	now := time.Date(2026, 11, 21, 10, 30, 0, 0, loc)
	events := []model.Event{
		{TS: "2026-11-17T09:00:00Z", Type: model.TypeMistake},
		{TS: "2026-11-18T09:00:00Z", Type: model.TypeSuccess},
		{TS: "2026-11-19T09:00:00Z", Type: model.TypeSuccess},
	}
	rs := []model.Rule{{ID: "R-001", Created: "2026-11-01", LastValidated: "2026-11-10", ConfidenceScore: 0.7}}
	violations := []metrics.Violation{{RuleID: "R-001", EventID: 1, EventTime: time.Date(2026, 11, 17, 9, 0, 0, 0, loc), RuleExisted: true}}

	in, err := metrics.InputFromModel(events, rs, nil, violations, loc)
	if err != nil {
		panic(err)
	}
	week := metrics.WeekOf(now, loc)
	w, err := metrics.Compute(in, week, loc, now)
	if err != nil {
		panic(err)
	}
	file := metrics.Merge(model.Metrics{}, w) // replaces the week if present
	file.Totals = metrics.Totals(in)
	fmt.Println(week, w.Events.Total, w.Regressions, *w.Satisfaction, file.Started)

	rows, err := metrics.Rows(in, week, 8, loc, now, rules.DefaultHalfLife)
	if err != nil {
		panic(err)
	}
	_ = metrics.RenderTerminal(os.Stdout, rows, metrics.TerminalOptions{Weeks: 8})
	// Output:
	// 2026-W47 3 1 0.6667 2026-11-16
	// loopd trend, 2026-W44 … 2026-W47 (4 weeks)
	//
	//                  trend      W46      W47   change
	// mistakes         ▁▁▁█         0        1       +1
	// successes        ▁▁▁█         0        2       +2
	// regressions      ▁▁▁█         0        1       +1
	// rules active     ████         1        1        0
	// mean confidence  ▇▆▆▆      0.78     0.70    -0.08
	// satisfaction     ···▆         –      67%        –
	//
	// week      events mistakes successes regress. rules  confid. satisf.
	// 2026-W44       0        0         0        0     1     0.88       –
	// 2026-W45       0        0         0        0     1     0.75       –
	// 2026-W46       0        0         0        0     1     0.78       –
	// 2026-W47       3        1         2        1     1     0.70     67%
}
