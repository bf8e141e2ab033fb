package main

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"text/tabwriter"

	"github.com/spf13/cobra"

	"github.com/loopd-dev/loopd/internal/lessons"
	"github.com/loopd-dev/loopd/internal/model"
	"github.com/loopd-dev/loopd/internal/text"
)

// learner builds the learn step from the configuration.
func (a *app) learner(ctx context.Context) (*lessons.Learner, error) {
	s, err := a.store(ctx)
	if err != nil {
		return nil, err
	}
	an, err := text.NewAnalyzer()
	if err != nil {
		return nil, err
	}
	cfg := lessons.DefaultLearnConfig()
	if a.cfg.Learn.JoinThreshold > 0 {
		cfg.Cluster.JoinThreshold = a.cfg.Learn.JoinThreshold
	}
	cfg.ProvenEvents = a.cfg.Learn.ProvenEvents
	cfg.ViolationThreshold = a.cfg.Learn.ViolationThreshold
	cfg.ValidationThreshold = a.cfg.Learn.ValidationThreshold
	return &lessons.Learner{Store: s, Analyzer: an, Config: cfg, Log: a.log}, nil
}

func (a *app) learnCommand() *cobra.Command {
	return &cobra.Command{
		Use:   "learn",
		Short: "Cluster new events into lessons, promote proven lessons, track violations and validations",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			l, err := a.learner(cmd.Context())
			if err != nil {
				return err
			}
			rep, err := l.Learn(cmd.Context())
			if err != nil {
				return err
			}
			if rep.Changed() {
				if err := a.layout.WriteViews(cmd.Context(), l.Store, a.now()); err != nil {
					return err
				}
			}
			if a.flags.json {
				return a.printJSON(rep)
			}
			if !rep.Changed() {
				a.printf("Nothing new to learn.\n")
				return nil
			}
			a.printf("Learned from %d new events: %d clustered, %d new lessons, %d lessons updated\n",
				rep.Events, rep.Clustered, rep.NewLessons, rep.Lessons)
			if len(rep.NewRules) > 0 {
				a.printf("New rules: %s\n", listIDs(rep.NewRules, 12))
			}
			if len(rep.Reinforced) > 0 {
				a.printf("Lessons that say what a rule already says reinforced: %s\n", listIDs(rep.Reinforced, 12))
			}
			if rep.Violations+rep.Validations > 0 {
				a.printf("%d violations, %d validations recorded\n", rep.Violations, rep.Validations)
			}
			return nil
		},
	}
}

func (a *app) lessonsCommand() *cobra.Command {
	cmd := &cobra.Command{Use: "lessons", Short: "Lessons learned from events"}
	var category string
	list := &cobra.Command{
		Use:   "list [--category C]",
		Short: "Every lesson, in the seed's shape with --json",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			s, err := a.store(cmd.Context())
			if err != nil {
				return err
			}
			ls, err := s.Lessons(cmd.Context())
			if err != nil {
				return err
			}
			out := ls[:0:0]
			for _, l := range ls {
				if category == "" || l.Category == category {
					out = append(out, l)
				}
			}
			if a.flags.json {
				if out == nil {
					out = []model.Lesson{}
				}
				return a.printJSON(out)
			}
			tw := tabwriter.NewWriter(a.stdout, 0, 2, 2, ' ', 0)
			fmt.Fprintln(tw, "ID\tCATEGORY\tEVENTS\tCONFIDENCE\tRULE\tLESSON")
			for _, l := range out {
				fmt.Fprintf(tw, "%s\t%s\t%d\t%s\t%s\t%s\n", l.ID, l.Category, len(l.SourceEvents), l.Confidence, orDash(l.PromotedToRule), clipText(l.Lesson, 70))
			}
			return tw.Flush()
		},
	}
	list.Flags().StringVar(&category, "category", "", "only this category")
	show := &cobra.Command{
		Use:   "show ID",
		Short: "A lesson with its events and why each joined",
		Args:  cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			return a.showLesson(cmd.Context(), args[0])
		},
	}
	cmd.AddCommand(list, show)
	return cmd
}

type lessonDetail struct {
	Lesson  model.Lesson         `json:"lesson"`
	Members []model.LessonMember `json:"events"`
}

func (a *app) lessonDetail(ctx context.Context, id string) (lessonDetail, error) {
	s, err := a.store(ctx)
	if err != nil {
		return lessonDetail{}, err
	}
	l, err := s.Lesson(ctx, id)
	if err != nil {
		return lessonDetail{}, err
	}
	ms, err := s.Members(ctx, id)
	if err != nil {
		return lessonDetail{}, err
	}
	ids := make([]int64, len(ms))
	for i, m := range ms {
		ids[i] = m.EventID
	}
	rows, err := s.EventsByID(ctx, ids)
	if err != nil {
		return lessonDetail{}, err
	}
	byID := map[int64]model.Event{}
	for _, r := range rows {
		var ev model.Event
		if err := json.Unmarshal(r.Raw, &ev); err == nil {
			byID[r.ID] = ev
		}
	}
	d := lessonDetail{Lesson: l, Members: []model.LessonMember{}}
	for _, m := range ms {
		ev := byID[m.EventID]
		d.Members = append(d.Members, model.LessonMember{EventID: m.EventID, EventTS: ev.TS, Type: ev.Type,
			Text: ev.Text(), Similarity: m.Similarity, Evidence: m.Evidence})
	}
	return d, nil
}

func (a *app) showLesson(ctx context.Context, id string) error {
	d, err := a.lessonDetail(ctx, id)
	if err != nil {
		return err
	}
	if a.flags.json {
		return a.printJSON(d)
	}
	l := d.Lesson
	a.printf("%s  [%s]  %s, confidence %.2f", l.ID, l.Category, l.Confidence, l.ConfidenceScore)
	if l.PromotedToRule != "" {
		a.printf(", promoted to %s", l.PromotedToRule)
	}
	if l.ReviewFlagged {
		a.printf(", NEEDS REVIEW")
	}
	a.printf("\n\n  lesson   %s\n  trigger  %s\n  action   %s\n  context  %s\n", l.Lesson, l.Trigger, l.Action, l.Context)
	a.printf("  applied %d times, saved %d times, validated %d times (last %s)\n\n", l.TimesApplied, l.TimesSaved, l.ValidationCount, orDash(l.LastValidated))
	a.printf("events (%d):\n", len(d.Members))
	for _, m := range d.Members {
		why := "started the lesson"
		if m.Similarity < 1 {
			why = fmt.Sprintf("similarity %.2f", m.Similarity)
		}
		if len(m.Evidence) > 0 {
			why += " via " + strings.Join(m.Evidence, ", ")
		}
		a.printf("  %s  %-13s %s\n      %s\n", m.EventTS, m.Type, clipText(m.Text, 100), why)
	}
	return nil
}

// listIDs joins ids, eliding after max of them.
func listIDs(ids []string, max int) string {
	if len(ids) <= max {
		return strings.Join(ids, ", ")
	}
	return fmt.Sprintf("%s … (%d in all)", strings.Join(ids[:max], ", "), len(ids))
}
