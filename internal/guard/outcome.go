package guard

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/loopd-dev/loopd/internal/events"
	"github.com/loopd-dev/loopd/internal/model"
	"github.com/loopd-dev/loopd/internal/rules"
	"github.com/loopd-dev/loopd/internal/store"
)

// OutcomeResult says what recording an outcome changed.
type OutcomeResult struct {
	ID        string   `json:"id"`
	Outcome   string   `json:"outcome"`
	Validated []string `json:"validated_rules"`
	Saves     []string `json:"saved_lessons"`
	Violated  []string `json:"violated_rules"`
	EventTS   string   `json:"event_ts,omitempty"`
}

// RecordOutcome records what happened after a check:
//   - success: the action went ahead and went well — the matched rules are
//     validated and their lessons count a save;
//   - skipped: the agent heeded the warning and did not act — a save;
//   - failure: the action went ahead and went wrong — a mistake event is
//     stored and counts as a violation of each matched rule.
//
// An outcome is recorded once per check.
func RecordOutcome(ctx context.Context, st *store.Store, logPath, id, outcome string, now time.Time) (OutcomeResult, error) {
	res := OutcomeResult{ID: id, Outcome: outcome, Validated: []string{}, Saves: []string{}, Violated: []string{}}
	switch outcome {
	case model.OutcomeSuccess, model.OutcomeFailure, model.OutcomeSkipped:
	default:
		return res, fmt.Errorf("outcome %q: want success, failure or skipped", outcome)
	}
	var entry model.GuardEntry
	// A daemon records checks in the background: an outcome reported
	// right after its check may arrive before the check's row, so a
	// missing id is looked for again for a few seconds.
	var err error
	for wait := 50 * time.Millisecond; ; wait *= 2 {
		err = recordOutcome(ctx, st, id, outcome, now, &entry, &res)
		if !isNotFound(err) || wait > 2*time.Second {
			break
		}
		select {
		case <-ctx.Done():
			return res, ctx.Err()
		case <-time.After(wait):
		}
	}
	if err != nil {
		if isNotFound(err) {
			return res, fmt.Errorf("no guard check %q in this workspace", id)
		}
		return res, err
	}
	return res, AppendLog(logPath, entry)
}

func recordOutcome(ctx context.Context, st *store.Store, id, outcome string, now time.Time, entryOut *model.GuardEntry, resOut *OutcomeResult) error {
	res := *resOut
	var entry model.GuardEntry
	err := st.Update(ctx, func(tx *store.Tx) error {
		gc, err := tx.GuardCheck(ctx, id)
		if err != nil {
			return err
		}
		if gc.Entry.Outcome != "" && gc.Entry.Outcome != model.OutcomePending {
			return fmt.Errorf("guard check %s already has outcome %s", id, gc.Entry.Outcome)
		}
		entry = gc.Entry
		entry.Outcome = outcome
		switch outcome {
		case model.OutcomeSuccess:
			for _, rid := range gc.Entry.MatchedRules {
				ok, err := rules.Validate(ctx, tx, rid, "guard:"+id, now)
				if err != nil && !isNotFound(err) {
					return err
				}
				if ok {
					res.Validated = append(res.Validated, rid)
				}
			}
			fallthrough
		case model.OutcomeSkipped:
			saved, err := countSaves(ctx, tx, gc.Entry.MatchedRules)
			if err != nil {
				return err
			}
			res.Saves = saved
			entry.SaveLogged = len(gc.Entry.MatchedRules) > 0
		case model.OutcomeFailure:
			evID, ts, err := recordFailure(ctx, tx, gc, now)
			if err != nil {
				return err
			}
			res.EventTS = ts
			for _, rid := range gc.Entry.MatchedRules {
				r, err := tx.Rule(ctx, rid)
				if err != nil {
					continue
				}
				added, err := tx.AddViolation(ctx, rid, evID, ts, true)
				if err != nil {
					return err
				}
				if added {
					r.Violations++
					r.LastChecked = now.Format(model.DateLayout)
					if err := tx.PutRule(ctx, r); err != nil {
						return err
					}
					res.Violated = append(res.Violated, rid)
				}
			}
		}
		return tx.SetGuardOutcome(ctx, id, outcome, entry.SaveLogged)
	})
	if err == nil {
		*entryOut, *resOut = entry, res
	}
	return err
}

func isNotFound(err error) bool { return errors.Is(err, store.ErrNotFound) }

// countSaves adds a save to the lessons behind the rules.
func countSaves(ctx context.Context, tx *store.Tx, ruleIDs []string) ([]string, error) {
	var out []string
	seen := map[string]bool{}
	for _, rid := range ruleIDs {
		r, err := tx.Rule(ctx, rid)
		if err != nil || r.SourceLesson == "" || seen[r.SourceLesson] {
			continue
		}
		seen[r.SourceLesson] = true
		l, err := tx.Lesson(ctx, r.SourceLesson)
		if err != nil {
			continue
		}
		l.TimesSaved++
		if err := tx.PutLesson(ctx, l); err != nil {
			return nil, err
		}
		out = append(out, l.ID)
	}
	return out, nil
}

// recordFailure stores the mistake a failed guarded action was.
func recordFailure(ctx context.Context, tx *store.Tx, gc store.GuardCheck, now time.Time) (int64, string, error) {
	var ruleTexts []string
	category := "general"
	for _, m := range gc.Matched {
		ruleTexts = append(ruleTexts, m.Rule)
		if category == "general" && m.Category != "" {
			category = m.Category
		}
	}
	ev := map[string]any{
		"ts":         now.UTC().Format(time.RFC3339),
		"type":       model.TypeMistake,
		"category":   category,
		"tags":       append([]string{"guard"}, gc.Entry.MatchedRules...),
		"problem":    "Went ahead with \"" + gc.Entry.Action + "\" after a guard " + gc.Entry.Decision + " and it failed",
		"confidence": "testing",
		"source":     "guard:" + gc.Entry.ID,
	}
	if len(ruleTexts) > 0 {
		ev["solution"] = strings.Join(ruleTexts, " ")
	}
	line, err := json.Marshal(ev)
	if err != nil {
		return 0, "", err
	}
	p, err := events.NewParser(time.UTC).Parse(line)
	if err != nil {
		return 0, "", fmt.Errorf("guard failure event: %w", err)
	}
	id, _, err := tx.InsertEvent(ctx, store.EventRow{Hash: p.Hash[:], TS: p.Event.TS, Time: p.Event.Time,
		Type: p.Event.Type, Category: p.Event.Category, Raw: p.Event.Raw})
	return id, p.Event.TS, err
}
