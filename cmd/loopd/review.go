package main

import (
	"time"

	"github.com/spf13/cobra"

	"github.com/loopd-dev/loopd/internal/metrics"
	"github.com/loopd-dev/loopd/internal/model"
	"github.com/loopd-dev/loopd/internal/rules"
)

type reviewLesson struct {
	ID         string  `json:"id"`
	Lesson     string  `json:"lesson"`
	Confidence float64 `json:"confidence_score"`
	Why        string  `json:"why"`
	Clear      string  `json:"clear"`
}

type reviewReport struct {
	Rules   []metrics.ReviewItem `json:"rules"`
	Lessons []reviewLesson       `json:"lessons"`
}

func (a *app) decayConfig() rules.DecayConfig {
	return rules.DecayConfig{HalfLife: a.cfg.HalfLife(), ReviewThreshold: a.cfg.Decay.ReviewThreshold, Location: a.cfg.Location}
}

func (a *app) reviewCommand() *cobra.Command {
	return &cobra.Command{
		Use:   "review",
		Short: "Rules and lessons flagged for review, and what clears each",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			s, err := a.store(cmd.Context())
			if err != nil {
				return err
			}
			rs, err := s.Rules(cmd.Context())
			if err != nil {
				return err
			}
			ls, err := s.Lessons(cmd.Context())
			if err != nil {
				return err
			}
			rep := reviewReport{Rules: metrics.ReviewItems(rs, time.Now(), a.decayConfig()), Lessons: []reviewLesson{}}
			if rep.Rules == nil {
				rep.Rules = []metrics.ReviewItem{}
			}
			for _, l := range ls {
				if l.ReviewFlagged || (l.ConfidenceScore > 0 && l.ConfidenceScore < a.cfg.Decay.ReviewThreshold) {
					rep.Lessons = append(rep.Lessons, reviewLesson{ID: l.ID, Lesson: l.Lesson, Confidence: l.ConfidenceScore,
						Why:   "not validated since " + orDash(l.LastValidated),
						Clear: clearLesson(l)})
				}
			}
			if a.flags.json {
				return a.printJSON(rep)
			}
			if len(rep.Rules)+len(rep.Lessons) == 0 {
				a.printf("Nothing needs review.\n")
				return nil
			}
			for _, r := range rep.Rules {
				a.printf("%s %s %.2f  %s\n  why: %s\n  clear: %s\n", r.ID, r.Type, r.Confidence, r.Rule, r.Why, r.Clear)
			}
			for _, l := range rep.Lessons {
				a.printf("%s %.2f  %s\n  why: %s\n  clear: %s\n", l.ID, l.Confidence, l.Lesson, l.Why, l.Clear)
			}
			return nil
		},
	}
}

func clearLesson(l model.Lesson) string {
	if l.PromotedToRule != "" {
		return "validate its rule with `loopd rules validate " + l.PromotedToRule + "`"
	}
	return "a success event or guard outcome that confirms it"
}
