package jobs

import (
	"context"
	"fmt"
	"time"

	"github.com/loopd-dev/loopd/internal/model"
	"github.com/loopd-dev/loopd/internal/rules"
	"github.com/loopd-dev/loopd/internal/store"
	"github.com/loopd-dev/loopd/internal/workspace"
)

// Decay computes every active rule's and every lesson's confidence at now
// (rules.DecayRules) and, unless dryRun, stores the changed scores and
// review flags in one transaction — rules and lessons are read inside it,
// so a concurrent learn or validation is never overwritten — and rewrites
// rules.json and lessons.json when anything changed. The plan returned is
// what changed (or, with dryRun, what would). Scores depend only on dates,
// so running Decay twice at the same day is the same as running it once.
func Decay(ctx context.Context, s *store.Store, l workspace.Layout, cfg rules.DecayConfig, now time.Time, dryRun bool) (rules.DecayPlan, error) {
	if err := cfg.Validate(); err != nil {
		return rules.DecayPlan{}, err
	}
	if dryRun {
		rs, err := s.Rules(ctx)
		if err != nil {
			return rules.DecayPlan{}, fmt.Errorf("decay: %w", err)
		}
		ls, err := s.Lessons(ctx)
		if err != nil {
			return rules.DecayPlan{}, fmt.Errorf("decay: %w", err)
		}
		return rules.DecayRules(rs, ls, now, cfg), nil
	}
	var plan rules.DecayPlan
	err := s.Update(ctx, func(tx *store.Tx) error {
		rs, err := tx.Rules(ctx)
		if err != nil {
			return err
		}
		ls, err := tx.Lessons(ctx)
		if err != nil {
			return err
		}
		plan = rules.DecayRules(rs, ls, now, cfg)
		if plan.Empty() {
			return nil
		}
		return applyPlan(ctx, tx, plan, rs, ls)
	})
	if err != nil {
		return rules.DecayPlan{}, fmt.Errorf("decay: %w", err)
	}
	if !plan.Empty() {
		if err := l.WriteViews(ctx, s, now); err != nil {
			return plan, fmt.Errorf("decay: %w", err)
		}
	}
	return plan, nil
}

// applyPlan writes the changed records only.
func applyPlan(ctx context.Context, tx *store.Tx, plan rules.DecayPlan, rs []model.Rule, ls []model.Lesson) error {
	changed := make(map[string]bool, len(plan.Changes))
	for _, c := range plan.Changes {
		changed[c.Kind+"\x00"+c.ID] = true
	}
	plan.ApplyToRules(rs)
	plan.ApplyToLessons(ls)
	for _, r := range rs {
		if changed[rules.DecayKindRule+"\x00"+r.ID] {
			if err := tx.PutRule(ctx, r); err != nil {
				return err
			}
		}
	}
	for _, l := range ls {
		if changed[rules.DecayKindLesson+"\x00"+l.ID] {
			if err := tx.PutLesson(ctx, l); err != nil {
				return err
			}
		}
	}
	return nil
}
