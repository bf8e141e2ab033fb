package rules

import (
	"context"
	"errors"
	"fmt"
	"sort"
	"strings"
	"time"

	"github.com/sahilm/fuzzy"

	"github.com/loopd-dev/loopd/internal/model"
	"github.com/loopd-dev/loopd/internal/store"
)

// DefaultConfidence is a new or validated rule's confidence.
const DefaultConfidence = 0.9

// Spec is a rule a person writes with `rules add`.
type Spec struct {
	Type     string
	Category string
	Reason   string
	Text     string
}

// ErrDuplicate is returned when an active rule already says the same.
var ErrDuplicate = errors.New("an active rule already says this")

// Add stores a hand-written rule with the next free id. A rule whose
// normalized text equals an active rule's is refused with ErrDuplicate
// (wrapped with that rule's id).
func Add(ctx context.Context, st *store.Store, spec Spec, now time.Time) (model.Rule, error) {
	spec.Type = strings.ToUpper(strings.TrimSpace(spec.Type))
	if !ValidType(spec.Type) {
		return model.Rule{}, fmt.Errorf("rule type %q: want MUST, NEVER, PREFER or CHECK", spec.Type)
	}
	spec.Text = strings.TrimSpace(spec.Text)
	if spec.Text == "" {
		return model.Rule{}, errors.New("a rule needs its text")
	}
	if spec.Category == "" {
		spec.Category = "general"
	}
	var out model.Rule
	err := st.Update(ctx, func(tx *store.Tx) error {
		existing, err := tx.Rules(ctx)
		if err != nil {
			return err
		}
		for _, r := range existing {
			if r.Active() && Normalize(r.Rule) == Normalize(spec.Text) {
				return fmt.Errorf("%w: %s", ErrDuplicate, r.ID)
			}
		}
		id, err := tx.NextID(ctx, "R")
		if err != nil {
			return err
		}
		day := now.Format(model.DateLayout)
		out = model.Rule{
			ID: id, Type: spec.Type, Category: spec.Category, Rule: spec.Text, Reason: spec.Reason,
			Created: day, SourceLesson: "", LastChecked: day, LastValidated: day,
			ConfidenceScore: DefaultConfidence, Status: model.StatusActive,
		}
		if err := tx.PutRule(ctx, out); err != nil {
			return err
		}
		return tx.SetRuleCreatedAt(ctx, id, now)
	})
	return out, err
}

// Normalize folds a rule's text for equality checks: lower case, words
// only, single spaces.
func Normalize(s string) string {
	f := strings.FieldsFunc(strings.ToLower(s), func(r rune) bool {
		return !(r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r > 127)
	})
	return strings.Join(f, " ")
}

// Validate marks a rule confirmed by source (e.g. "manual:2026-…",
// "guard:g-…", "event:42"): last_validated, validation_count and a
// confidence reset to 0.9; the review flag clears. A source validates a
// rule once; ok is false when it already did.
func Validate(ctx context.Context, tx *store.Tx, ruleID, source string, when time.Time) (ok bool, err error) {
	r, err := tx.Rule(ctx, ruleID)
	if err != nil {
		return false, err
	}
	added, err := tx.AddValidation(ctx, ruleID, source, when.UTC().Format(time.RFC3339))
	if err != nil || !added {
		return false, err
	}
	ApplyValidation(&r, when)
	return true, tx.PutRule(ctx, r)
}

// ValidateByHand is `rules validate ID`: a person confirms the rule now.
// It returns the rule as stored afterwards.
func ValidateByHand(ctx context.Context, st *store.Store, ruleID string, now time.Time) (model.Rule, error) {
	var out model.Rule
	err := st.Update(ctx, func(tx *store.Tx) error {
		if _, err := Validate(ctx, tx, ruleID, "manual:"+now.UTC().Format(time.RFC3339Nano), now); err != nil {
			return err
		}
		var err error
		out, err = tx.Rule(ctx, ruleID)
		return err
	})
	return out, err
}

// ApplyValidation sets the fields a validation changes.
func ApplyValidation(r *model.Rule, when time.Time) {
	day := when.Format(model.DateLayout)
	if r.LastValidated < day {
		r.LastValidated = day
	}
	r.LastChecked = day
	r.ValidationCount++
	r.ConfidenceScore = DefaultConfidence
	r.ReviewFlagged = false
}

// Retire takes a rule out of force; it stays in the store for history.
func Retire(ctx context.Context, st *store.Store, ruleID string) (model.Rule, error) {
	var out model.Rule
	err := st.Update(ctx, func(tx *store.Tx) error {
		r, err := tx.Rule(ctx, ruleID)
		if err != nil {
			return err
		}
		r.Status = model.StatusRetired
		out = r
		return tx.PutRule(ctx, r)
	})
	return out, err
}

// SearchHit is one rule found by Search.
type SearchHit struct {
	Rule  model.Rule `json:"rule"`
	Score int        `json:"score"`
	// Matched are the byte positions in the rule text that matched.
	Matched []int `json:"matched"`
}

// Search finds rules whose text fuzzily contains the query (sahilm/fuzzy:
// the query's characters in order, contiguous and word-start matches
// ranked first), best first. Each word of a multi-word query must match.
func Search(rules []model.Rule, query string) []SearchHit {
	words := strings.Fields(strings.ToLower(query))
	if len(words) == 0 {
		return nil
	}
	texts := make([]string, len(rules))
	for i, r := range rules {
		texts[i] = strings.ToLower(r.Rule + " · " + r.Category + " · " + r.Type + " · " + r.ID)
	}
	score := map[int]int{}
	matched := map[int][]int{}
	for wi, w := range words {
		found := map[int]bool{}
		for _, m := range fuzzy.Find(w, texts) {
			if wi > 0 {
				if _, ok := score[m.Index]; !ok {
					continue // an earlier word did not match this rule
				}
			}
			found[m.Index] = true
			score[m.Index] += m.Score
			matched[m.Index] = append(matched[m.Index], m.MatchedIndexes...)
		}
		for i := range score {
			if !found[i] {
				delete(score, i)
			}
		}
	}
	var out []SearchHit
	for i, s := range score {
		out = append(out, SearchHit{Rule: rules[i], Score: s, Matched: matched[i]})
	}
	sort.SliceStable(out, func(a, b int) bool {
		if out[a].Score != out[b].Score {
			return out[a].Score > out[b].Score
		}
		return out[a].Rule.ID < out[b].Rule.ID
	})
	return out
}
