package main

import (
	"context"
	"fmt"
	"text/tabwriter"
	"time"

	"github.com/spf13/cobra"

	"github.com/loopd-dev/loopd/internal/jobs"
	"github.com/loopd-dev/loopd/internal/model"
	"github.com/loopd-dev/loopd/internal/rules"
)

// decayChangeJSON is one DecayChange as `decay --json` prints it.
type decayChangeJSON struct {
	Kind          string  `json:"kind"`
	ID            string  `json:"id"`
	From          string  `json:"from"`
	Day           string  `json:"day"`
	Days          int     `json:"days"`
	OldConfidence float64 `json:"old_confidence"`
	NewConfidence float64 `json:"new_confidence"`
	OldFlagged    bool    `json:"old_review_flagged"`
	NewFlagged    bool    `json:"new_review_flagged"`
}

type decaySkipJSON struct {
	Kind   string `json:"kind"`
	ID     string `json:"id"`
	Reason string `json:"reason"`
}

// decayJSON is the plan as `decay --json` prints it.
type decayJSON struct {
	Now       string            `json:"now"`
	Today     string            `json:"today"`
	DryRun    bool              `json:"dry_run"`
	Applied   bool              `json:"applied"`
	Changes   []decayChangeJSON `json:"changes"`
	Unchanged int               `json:"unchanged"`
	Skipped   []decaySkipJSON   `json:"skipped"`
}

func (a *app) decayCommand() *cobra.Command {
	var nowFlag string
	var dryRun bool
	c := &cobra.Command{
		Use:   "decay [--now TS] [--dry-run]",
		Short: "Recompute rule and lesson confidence from their last validation and flag stale ones for review",
		Long: `decay sets every active rule's and every lesson's confidence to
0.9 × 0.5^(days since last validated / half life) and flags those below the
review threshold (decay.half_life_days, decay.review_threshold). The score is
computed from dates, so running it twice changes nothing the second time.`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			if err := a.load(); err != nil {
				return err
			}
			now := a.now()
			if nowFlag != "" {
				t, err := parseAsOf(nowFlag, a.cfg.Location)
				if err != nil {
					return err
				}
				now = t
			}
			s, err := a.store(cmd.Context())
			if err != nil {
				return err
			}
			plan, err := jobs.Decay(cmd.Context(), s, a.layout, jobs.FromConfig(a.cfg).Decay, now, dryRun)
			if err != nil {
				return err
			}
			if a.flags.json {
				return a.printJSON(decayPlanJSON(plan, dryRun))
			}
			a.printDecayPlan(plan, dryRun)
			return nil
		},
	}
	c.Flags().StringVar(&nowFlag, "now", "", "compute as of this instant (RFC 3339, or YYYY-MM-DD for midnight in the configured time zone)")
	c.Flags().BoolVar(&dryRun, "dry-run", false, "show what would change without writing anything")
	return c
}

// decayOnce is the daemon's decay job: `loopd decay` at the current
// instant.
func (a *app) decayOnce(ctx context.Context) error {
	s, err := a.store(ctx)
	if err != nil {
		return err
	}
	plan, err := jobs.Decay(ctx, s, a.layout, jobs.FromConfig(a.cfg).Decay, a.now(), false)
	if err != nil {
		return err
	}
	if !plan.Empty() || len(plan.Skipped) > 0 {
		flagged := 0
		for _, c := range plan.Changes {
			if c.FlagSet() {
				flagged++
			}
		}
		a.log.Info("decayed", "changed", len(plan.Changes), "newly_flagged", flagged, "unchanged", plan.Unchanged, "skipped", len(plan.Skipped))
	}
	return nil
}

// parseAsOf reads --now: RFC 3339, or a date meaning its midnight in loc.
func parseAsOf(s string, loc *time.Location) (time.Time, error) {
	if loc == nil {
		loc = time.UTC
	}
	if t, err := time.Parse(time.RFC3339Nano, s); err == nil {
		return t, nil
	}
	if t, err := time.ParseInLocation(model.DateLayout, s, loc); err == nil {
		return t, nil
	}
	return time.Time{}, fmt.Errorf("--now %q is not a time: want RFC 3339 (2026-11-21T10:30:00Z) or a date (2026-11-21)", s)
}

func decayPlanJSON(p rules.DecayPlan, dryRun bool) decayJSON {
	out := decayJSON{
		Now: p.Now.Format(time.RFC3339), Today: p.Today, DryRun: dryRun, Applied: !dryRun && !p.Empty(),
		Changes: []decayChangeJSON{}, Unchanged: p.Unchanged, Skipped: []decaySkipJSON{},
	}
	for _, c := range p.Changes {
		out.Changes = append(out.Changes, decayChangeJSON{
			Kind: c.Kind, ID: c.ID, From: c.From, Day: c.Day, Days: c.Days,
			OldConfidence: c.OldConfidence, NewConfidence: c.NewConfidence,
			OldFlagged: c.OldFlagged, NewFlagged: c.NewFlagged,
		})
	}
	for _, s := range p.Skipped {
		out.Skipped = append(out.Skipped, decaySkipJSON{Kind: s.Kind, ID: s.ID, Reason: s.Reason})
	}
	return out
}

func (a *app) printDecayPlan(p rules.DecayPlan, dryRun bool) {
	if len(p.Changes) > 0 {
		tw := tabwriter.NewWriter(a.stdout, 0, 0, 2, ' ', 0)
		fmt.Fprintln(tw, "KIND\tID\tCONFIDENCE\tREVIEW FLAG\tSINCE")
		for _, c := range p.Changes {
			flag := "-"
			switch {
			case c.FlagSet():
				flag = "set"
			case c.FlagCleared():
				flag = "cleared"
			case c.NewFlagged:
				flag = "stays set"
			}
			fmt.Fprintf(tw, "%s\t%s\t%.4f → %.4f\t%s\t%s %s (%s)\n", c.Kind, c.ID, c.OldConfidence, c.NewConfidence,
				flag, c.From, c.Day, countNoun(c.Days, "day", "days"))
		}
		tw.Flush()
	}
	for _, s := range p.Skipped {
		a.printf("skipped %s %s: %s\n", s.Kind, s.ID, s.Reason)
	}
	verb := "changed"
	if dryRun {
		verb = "would change"
	}
	a.printf("Decay as of %s: %d %s, %d unchanged", p.Today, len(p.Changes), verb, p.Unchanged)
	if len(p.Skipped) > 0 {
		a.printf(", %d skipped", len(p.Skipped))
	}
	if dryRun {
		a.printf(" (dry run: nothing written)")
	}
	a.printf(".\n")
}

// countNoun formats a count with its noun.
func countNoun(n int, one, many string) string {
	if n == 1 {
		return fmt.Sprintf("%d %s", n, one)
	}
	return fmt.Sprintf("%d %s", n, many)
}
