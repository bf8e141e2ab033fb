package jobs

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"time"

	"github.com/loopd-dev/loopd/internal/metrics"
	"github.com/loopd-dev/loopd/internal/model"
	"github.com/loopd-dev/loopd/internal/store"
	"github.com/loopd-dev/loopd/internal/workspace"
)

// MetricsResult is what RecomputeWeeks and Weekly computed and wrote.
type MetricsResult struct {
	// Weeks are the recomputed entries, in the order asked for.
	Weeks []model.WeeklyMetrics
	// File is metrics.json as written.
	File model.Metrics
	// Warnings are problems worked around, e.g. an unreadable
	// metrics.json rebuilt from the store.
	Warnings []string
}

// WeeklyResult is what the Monday job did.
type WeeklyResult struct {
	MetricsResult
	// Week is the last completed week, the one the report files cover.
	Week string
	// Markdown and HTML are the report files written.
	Markdown, HTML string
}

// CurrentWeek is the ISO week now falls in, in cfg's location.
func CurrentWeek(cfg Config, now time.Time) string { return metrics.WeekOf(now, cfg.loc()) }

// LastCompletedWeek is the ISO week before the one now falls in.
func LastCompletedWeek(cfg Config, now time.Time) string {
	start, _, _ := metrics.ParseWeek(CurrentWeek(cfg, now), cfg.loc())
	return metrics.WeekOf(start.AddDate(0, 0, -3), cfg.loc())
}

// RecomputeWeeks computes each ISO week ("2026-W47") from the store,
// stores the entries in one transaction (replacing earlier ones) and
// rewrites metrics.json: the existing file's entries and start date, every
// week the store holds (adopted and computed ones), the recomputed weeks,
// and totals over everything. A week that has not begun at now is an
// error. An empty store gives all-zero weeks, not an error.
func RecomputeWeeks(ctx context.Context, s *store.Store, l workspace.Layout, cfg Config, weeks []string, now time.Time) (MetricsResult, error) {
	if len(weeks) == 0 {
		return MetricsResult{}, errors.New("metrics: no week to compute")
	}
	loc := cfg.loc()
	var from, to time.Time
	for _, w := range weeks {
		start, end, err := metrics.ParseWeek(w, loc)
		if err != nil {
			return MetricsResult{}, fmt.Errorf("metrics: %w", err)
		}
		if start.After(now) {
			return MetricsResult{}, fmt.Errorf("metrics: week %s has not begun yet (it starts %s)", w, start.Format(model.DateLayout))
		}
		if from.IsZero() || start.Before(from) {
			from = start
		}
		if end.After(to) {
			to = end
		}
	}
	in, snap, err := loadInput(ctx, s, loc, from, to)
	if err != nil {
		return MetricsResult{}, err
	}
	res, err := computeAndStore(ctx, s, weeks, in, loc, now)
	if err != nil {
		return res, err
	}
	res.File, res.Warnings, err = writeMetricsFile(ctx, s, l, totals(in, snap))
	return res, err
}

// Weekly is the daemon's Monday job: it recomputes the last completed
// week and the current one (RecomputeWeeks), then writes the report of
// the last completed week — the trend over cfg.Weeks weeks ending with it
// and the rules needing review — as weekly/YYYY-Www.md and
// weekly/YYYY-Www.html. Run again the same week, it rewrites the same
// files with the same figures.
func Weekly(ctx context.Context, s *store.Store, l workspace.Layout, cfg Config, now time.Time) (WeeklyResult, error) {
	loc := cfg.loc()
	last, cur := LastCompletedWeek(cfg, now), CurrentWeek(cfg, now)
	lastStart, _, _ := metrics.ParseWeek(last, loc)
	from := lastStart.AddDate(0, 0, -7*(cfg.weeks()-1))
	in, snap, err := loadInput(ctx, s, loc, from, time.Time{})
	if err != nil {
		return WeeklyResult{}, err
	}
	res := WeeklyResult{Week: last}
	if res.MetricsResult, err = computeAndStore(ctx, s, []string{last, cur}, in, loc, now); err != nil {
		return res, err
	}
	tot := totals(in, snap)
	if res.File, res.Warnings, err = writeMetricsFile(ctx, s, l, tot); err != nil {
		return res, err
	}
	rep, err := report(in, snap, cfg, last, cfg.weeks(), now)
	if err != nil {
		return res, err
	}
	rep.Workspace = l.Workspace
	rep.Totals = tot
	if err := os.MkdirAll(l.Weekly, 0o755); err != nil {
		return res, fmt.Errorf("weekly report: %w", err)
	}
	res.Markdown = filepath.Join(l.Weekly, last+".md")
	res.HTML = filepath.Join(l.Weekly, last+".html")
	if err := writeRendered(res.Markdown, rep, metrics.RenderMarkdown); err != nil {
		return res, err
	}
	if err := writeRendered(res.HTML, rep, metrics.RenderHTML); err != nil {
		return res, err
	}
	return res, nil
}

// Report builds the report of the n weeks ending with lastWeek (n <= 0
// means cfg.Weeks) from the store: one row per week (metrics.Rows), the
// rules needing review at now, and the totals. It writes nothing.
func Report(ctx context.Context, s *store.Store, cfg Config, lastWeek string, n int, now time.Time) (metrics.Report, error) {
	if n <= 0 {
		n = cfg.weeks()
	}
	loc := cfg.loc()
	lastStart, _, err := metrics.ParseWeek(lastWeek, loc)
	if err != nil {
		return metrics.Report{}, fmt.Errorf("report: %w", err)
	}
	in, snap, err := loadInput(ctx, s, loc, lastStart.AddDate(0, 0, -7*(n-1)), time.Time{})
	if err != nil {
		return metrics.Report{}, err
	}
	rep, err := report(in, snap, cfg, lastWeek, n, now)
	if err != nil {
		return rep, err
	}
	rep.Totals = totals(in, snap)
	return rep, nil
}

func report(in metrics.Input, snap store.MetricsSnapshot, cfg Config, lastWeek string, n int, now time.Time) (metrics.Report, error) {
	dc := cfg.decay()
	rows, err := metrics.Rows(in, lastWeek, n, cfg.loc(), now, dc.HalfLife)
	if err != nil {
		return metrics.Report{}, err
	}
	return metrics.Report{
		Generated:       now,
		Location:        cfg.loc(),
		Weeks:           rows,
		Review:          metrics.ReviewItems(snap.Rules, now, dc),
		ReviewThreshold: dc.ReviewThreshold,
	}, nil
}

// computeAndStore computes the weeks and stores them in one transaction.
func computeAndStore(ctx context.Context, s *store.Store, weeks []string, in metrics.Input, loc *time.Location, now time.Time) (MetricsResult, error) {
	var res MetricsResult
	for _, w := range weeks {
		m, err := metrics.Compute(in, w, loc, now)
		if err != nil {
			return res, fmt.Errorf("metrics: %w", err)
		}
		res.Weeks = append(res.Weeks, m)
	}
	err := s.Update(ctx, func(tx *store.Tx) error {
		for _, m := range res.Weeks {
			if err := tx.PutWeeklyMetrics(ctx, m); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		return res, fmt.Errorf("metrics: %w", err)
	}
	return res, nil
}

// loadInput reads one snapshot of the store and turns it into metrics'
// Input. Only events in [from, to) are loaded (to zero: no end); when
// older events exist, the oldest is added as one untyped event before
// from, so that metrics.Rows still sees how far back the workspace goes
// while no week from `from` on counts it.
func loadInput(ctx context.Context, s *store.Store, loc *time.Location, from, to time.Time) (metrics.Input, store.MetricsSnapshot, error) {
	snap, err := s.MetricsSnapshot(ctx, from, to)
	if err != nil {
		return metrics.Input{}, snap, fmt.Errorf("metrics: %w", err)
	}
	vs := make([]metrics.Violation, 0, len(snap.Violations))
	for _, v := range snap.Violations {
		at := v.Time
		if at.IsZero() {
			at, _ = parseTS(v.TS, loc) // unreadable: zero, counted in totals only
		}
		vs = append(vs, metrics.Violation{RuleID: v.RuleID, EventID: v.EventID, EventTime: at, RuleExisted: v.Regression})
	}
	in, err := metrics.InputFromModel(nil, snap.Rules, snap.Lessons, vs, loc)
	if err != nil {
		return in, snap, err
	}
	in.Events = make([]metrics.Event, 0, len(snap.Events)+1)
	if !snap.FirstEvent.IsZero() && snap.FirstEvent.Before(from) {
		in.Events = append(in.Events, metrics.Event{Time: snap.FirstEvent})
	}
	for _, e := range snap.Events {
		in.Events = append(in.Events, metrics.Event{Time: e.Time, Type: e.Type})
	}
	snap.Events = nil // copied; let a large range be freed early
	for _, v := range snap.Validations {
		if at, err := parseTS(v.TS, loc); err == nil {
			in.Validations = append(in.Validations, metrics.Validation{RuleID: v.RuleID, Time: at})
		}
	}
	return in, snap, nil
}

// totals is metrics.Totals with the event count of the whole store (the
// Input holds only the events of the weeks computed).
func totals(in metrics.Input, snap store.MetricsSnapshot) model.MetricsTotals {
	t := metrics.Totals(in)
	t.Events = snap.EventCount
	return t
}

// parseTS reads an RFC 3339 timestamp, or a zone-less one in loc.
func parseTS(s string, loc *time.Location) (time.Time, error) {
	if t, err := time.Parse(time.RFC3339Nano, s); err == nil {
		return t, nil
	}
	t, err := time.ParseInLocation("2006-01-02T15:04:05", s, loc)
	if err != nil {
		return time.Time{}, fmt.Errorf("timestamp %q: want RFC 3339", s)
	}
	return t, nil
}

// writeMetricsFile rewrites metrics.json from the existing file and the
// store's weeks, which win over the file's entries for the same week.
func writeMetricsFile(ctx context.Context, s *store.Store, l workspace.Layout, tot model.MetricsTotals) (model.Metrics, []string, error) {
	var warnings []string
	var file model.Metrics
	data, err := os.ReadFile(l.Metrics)
	switch {
	case errors.Is(err, os.ErrNotExist):
	case err != nil:
		return file, nil, fmt.Errorf("metrics: %w", err)
	default:
		if err := json.Unmarshal(data, &file); err != nil {
			warnings = append(warnings, fmt.Sprintf("%s is not valid JSON (%v); rebuilt it from the database", l.Metrics, err))
			file = model.Metrics{}
		}
	}
	stored, err := s.WeeklyMetrics(ctx)
	if err != nil {
		return file, warnings, fmt.Errorf("metrics: %w", err)
	}
	for _, w := range stored {
		file = metrics.Merge(file, w)
	}
	if file.Version == "" {
		file.Version = metrics.FileVersion
	}
	if file.Weekly == nil {
		file.Weekly = []model.WeeklyMetrics{}
	}
	file.Totals = tot
	out, err := workspace.MarshalIndent(file)
	if err != nil {
		return file, warnings, fmt.Errorf("metrics: %w", err)
	}
	if err := workspace.WriteFileAtomic(l.Metrics, out, 0o644); err != nil {
		return file, warnings, err
	}
	return file, warnings, nil
}

// writeRendered renders r and writes it atomically to path.
func writeRendered(path string, r metrics.Report, render func(io.Writer, metrics.Report) error) error {
	var buf bytes.Buffer
	if err := render(&buf, r); err != nil {
		return fmt.Errorf("render %s: %w", path, err)
	}
	return workspace.WriteFileAtomic(path, buf.Bytes(), 0o644)
}
