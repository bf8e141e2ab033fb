package main

import (
	"bytes"
	"context"
	"fmt"
	"path/filepath"
	"strings"

	"github.com/spf13/cobra"

	"github.com/loopd-dev/loopd/internal/jobs"
	"github.com/loopd-dev/loopd/internal/metrics"
	"github.com/loopd-dev/loopd/internal/model"
	"github.com/loopd-dev/loopd/internal/workspace"
)

func (a *app) metricsCommand() *cobra.Command {
	var week string
	c := &cobra.Command{
		Use:   "metrics [--week 2026-W47] [--json]",
		Short: "Compute one ISO week's metrics, store them and update metrics.json",
		Long: `metrics computes an ISO week (default: the current one, in the configured
time zone) from the database — events by type, regressions, rules active,
lessons, violations, satisfaction — replaces that week's entry in the
database and in metrics.json, and prints it (--json: the entry in
metrics.json's shape).`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			s, err := a.store(cmd.Context())
			if err != nil {
				return err
			}
			cfg := jobs.FromConfig(a.cfg)
			now := a.now()
			if week == "" {
				week = jobs.CurrentWeek(cfg, now)
			}
			res, err := jobs.RecomputeWeeks(cmd.Context(), s, a.layout, cfg, []string{week}, now)
			if err != nil {
				return err
			}
			for _, w := range res.Warnings {
				a.log.Warn(w)
			}
			w := res.Weeks[0]
			if a.flags.json {
				return a.printJSON(w)
			}
			a.printWeek(w, res.File.Totals)
			return nil
		},
	}
	c.Flags().StringVar(&week, "week", "", "ISO week to compute, e.g. 2026-W47 (default: the current week)")
	return c
}

// metricsOnce is the daemon's metrics job (Monday): the last completed
// and the current week into the database and metrics.json, and the last
// completed week's report as weekly/YYYY-Www.md and .html.
func (a *app) metricsOnce(ctx context.Context) error {
	s, err := a.store(ctx)
	if err != nil {
		return err
	}
	res, err := jobs.Weekly(ctx, s, a.layout, jobs.FromConfig(a.cfg), a.now())
	if err != nil {
		return err
	}
	for _, w := range res.Warnings {
		a.log.Warn(w)
	}
	a.log.Info("weekly metrics", "week", res.Week, "report", res.Markdown, "html", res.HTML)
	return nil
}

func (a *app) printWeek(w model.WeeklyMetrics, t model.MetricsTotals) {
	e := w.Events
	a.printf("%s: %s", w.Week, countNoun(e.Total, "event", "events"))
	if e.Total > 0 {
		a.printf(" (%s, %s, %s, %d feedback, %s)", countNoun(e.Mistakes, "mistake", "mistakes"),
			countNoun(e.Successes, "success", "successes"), countNoun(e.DebugSessions, "debug session", "debug sessions"),
			e.Feedback, countNoun(e.Discoveries, "discovery", "discoveries"))
	}
	a.printf("\n")
	sat := "–"
	if w.Satisfaction != nil {
		sat = fmt.Sprintf("%.0f%%", *w.Satisfaction*100)
	}
	a.printf("regressions %d · rules active %d · lessons %d (%d promoted) · violations so far %d · satisfaction %s\n",
		w.Regressions, w.RulesActive, w.LessonsTotal, w.LessonsPromoted, w.TotalViolations, sat)
	a.printf("All time: %s, %d lessons, %d rules, %d violations. Updated %s.\n",
		countNoun(t.Events, "event", "events"), t.Lessons, t.Rules, t.TotalViolations, a.relPath(a.layout.Metrics))
}

// relPath shows a workspace file relative to the workspace when it can.
func (a *app) relPath(p string) string {
	if r, err := filepath.Rel(a.layout.Workspace, p); err == nil && !strings.HasPrefix(r, "..") {
		return r
	}
	return p
}

// reportWeekJSON is one week of `report --json`.
type reportWeekJSON struct {
	Week            string   `json:"week"`
	Events          int      `json:"events"`
	Mistakes        int      `json:"mistakes"`
	Successes       int      `json:"successes"`
	Regressions     int      `json:"regressions"`
	RulesActive     int      `json:"rules_active"`
	LessonsTotal    int      `json:"lessons_total"`
	LessonsPromoted int      `json:"lessons_promoted"`
	TotalViolations int      `json:"total_violations"`
	Satisfaction    *float64 `json:"satisfaction"`
	MeanConfidence  *float64 `json:"mean_confidence"`
}

type reportReviewJSON struct {
	ID         string  `json:"id"`
	Type       string  `json:"type"`
	Category   string  `json:"category"`
	Rule       string  `json:"rule"`
	Confidence float64 `json:"confidence_score"`
	Why        string  `json:"why"`
	Clear      string  `json:"clear"`
}

type reportJSON struct {
	Weeks  []reportWeekJSON    `json:"weeks"`
	Review []reportReviewJSON  `json:"review"`
	Totals model.MetricsTotals `json:"totals"`
	HTML   string              `json:"html,omitempty"`
}

func (a *app) reportCommand() *cobra.Command {
	var weeks int
	var htmlFile string
	c := &cobra.Command{
		Use:   "report [--weeks N] [--html FILE]",
		Short: "Show the trend over the last weeks; --html writes a self-contained page with charts",
		Long: `report prints, for the last N weeks up to the current one (default
metrics.weeks), a compact trend: mistakes, successes, regressions, rules
active, mean rule confidence and satisfaction, with sparklines. --html FILE
also writes one self-contained HTML page (inline SVG charts, no network)
with the same figures and the rules needing review.`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			s, err := a.store(cmd.Context())
			if err != nil {
				return err
			}
			if weeks < 0 {
				return fmt.Errorf("--weeks %d: want a positive number of weeks", weeks)
			}
			cfg := jobs.FromConfig(a.cfg)
			if weeks == 0 {
				weeks = cfg.Weeks
			}
			now := a.now()
			rep, err := jobs.Report(cmd.Context(), s, cfg, jobs.CurrentWeek(cfg, now), weeks, now)
			if err != nil {
				return err
			}
			rep.Workspace = a.layout.Workspace
			if htmlFile != "" {
				var buf bytes.Buffer
				if err := metrics.RenderHTML(&buf, rep); err != nil {
					return err
				}
				if err := workspace.WriteFileAtomic(htmlFile, buf.Bytes(), 0o644); err != nil {
					return err
				}
			}
			if a.flags.json {
				return a.printJSON(reportToJSON(rep, htmlFile))
			}
			if err := metrics.RenderTerminal(a.stdout, rep.Weeks, metrics.TerminalOptions{Weeks: weeks}); err != nil {
				return err
			}
			if htmlFile != "" {
				a.printf("\nWrote %s.\n", htmlFile)
			}
			return nil
		},
	}
	c.Flags().IntVar(&weeks, "weeks", 0, "how many weeks to show (default: metrics.weeks from the configuration)")
	c.Flags().StringVar(&htmlFile, "html", "", "also write a self-contained HTML report to FILE")
	return c
}

func reportToJSON(r metrics.Report, html string) reportJSON {
	out := reportJSON{Weeks: []reportWeekJSON{}, Review: []reportReviewJSON{}, Totals: r.Totals, HTML: html}
	for _, w := range r.Weeks {
		out.Weeks = append(out.Weeks, reportWeekJSON{
			Week: w.Week, Events: w.Events, Mistakes: w.Mistakes, Successes: w.Successes, Regressions: w.Regressions,
			RulesActive: w.RulesActive, LessonsTotal: w.LessonsTotal, LessonsPromoted: w.LessonsPromoted,
			TotalViolations: w.TotalViolations, Satisfaction: w.Satisfaction, MeanConfidence: w.MeanConfidence,
		})
	}
	for _, it := range r.Review {
		out.Review = append(out.Review, reportReviewJSON{ID: it.ID, Type: it.Type, Category: it.Category, Rule: it.Rule,
			Confidence: it.Confidence, Why: it.Why, Clear: it.Clear})
	}
	return out
}
