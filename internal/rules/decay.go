package rules

// This file owns confidence decay (SPEC section 5): the formula, the day
// arithmetic behind it, and DecayRules, which turns the current rules and
// lessons into a DecayPlan. It never writes anything; the caller applies the
// plan to the store (or prints it for --dry-run).

import (
	"errors"
	"fmt"
	"math"
	"sort"
	"time"

	"github.com/loopd-dev/loopd/internal/model"
)

// ValidatedConfidence is the confidence_score of a rule or lesson on the day
// it is validated (or created), and the ceiling of decay.
const ValidatedConfidence = 0.9

// ConfidenceDecimals is the number of decimals confidence scores are stored
// with. Every score DecayRules produces goes through RoundConfidence.
const ConfidenceDecimals = 4

// Decay defaults (SPEC section 5).
const (
	DefaultHalfLife        = 30 * 24 * time.Hour
	DefaultReviewThreshold = 0.5
)

// Kinds of record a DecayChange names.
const (
	DecayKindRule   = "rule"
	DecayKindLesson = "lesson"
)

// Names of the date field a decay was computed from.
const (
	DecayFromLastValidated = "last_validated"
	DecayFromCreated       = "created"
)

// Confidence is ValidatedConfidence × 0.5^(elapsed / halfLife), elapsed being
// now − lastValidated. It depends on the two instants only — it is never
// multiplied onto a stored score — so computing it again gives the same
// number. There is no floor. A lastValidated after now (a future date)
// yields ValidatedConfidence, and a non-positive halfLife means decay is
// disabled (also ValidatedConfidence). The result is not rounded.
//
// Confidence does no calendar arithmetic: DecayRules passes it midnights of
// whole days (see DayNumber), so that a score changes once a day.
func Confidence(lastValidated, now time.Time, halfLife time.Duration) float64 {
	elapsed := now.Sub(lastValidated)
	if elapsed <= 0 || halfLife <= 0 {
		return ValidatedConfidence
	}
	return ValidatedConfidence * math.Exp2(-float64(elapsed)/float64(halfLife))
}

// RoundConfidence rounds a score to ConfidenceDecimals decimals, the form in
// which scores are stored and compared.
func RoundConfidence(c float64) float64 {
	const scale = 10000 // 10^ConfidenceDecimals
	return math.Round(c*scale) / scale
}

// ParseDay reads a seed date — "YYYY-MM-DD" (model.DateLayout) or RFC 3339 —
// and returns the calendar day it falls on in loc (nil means UTC) as
// midnight UTC of that day. Days returned by ParseDay are therefore exactly
// 24 h apart whatever loc's daylight-saving rules, and their difference in
// days is exact.
func ParseDay(s string, loc *time.Location) (time.Time, error) {
	if loc == nil {
		loc = time.UTC
	}
	if s == "" {
		return time.Time{}, errors.New("parse day: empty date")
	}
	if t, err := time.Parse(model.DateLayout, s); err == nil {
		return t, nil // already a calendar day; loc does not move it
	}
	t, err := time.Parse(time.RFC3339, s)
	if err != nil {
		return time.Time{}, fmt.Errorf("parse day %q: want YYYY-MM-DD or RFC 3339", s)
	}
	return DayOf(t, loc), nil
}

// DayOf returns the calendar day of t in loc (nil means UTC) as midnight UTC
// of that day, the same representation ParseDay uses.
func DayOf(t time.Time, loc *time.Location) time.Time {
	if loc == nil {
		loc = time.UTC
	}
	y, m, d := t.In(loc).Date()
	return time.Date(y, m, d, 0, 0, 0, 0, time.UTC)
}

// DecayConfig holds decay's settings.
type DecayConfig struct {
	// HalfLife is the time after which confidence halves (default 30 days).
	// Zero disables decay.
	HalfLife time.Duration
	// ReviewThreshold: a record whose new score is below it is
	// review_flagged; at or above it the flag is cleared (default 0.5).
	ReviewThreshold float64
	// Location decides where one day ends and the next begins, both for
	// "now" and for RFC 3339 dates. Nil means UTC.
	Location *time.Location
}

// DefaultDecayConfig returns the SPEC's defaults (30 days, 0.5, UTC).
func DefaultDecayConfig() DecayConfig {
	return DecayConfig{HalfLife: DefaultHalfLife, ReviewThreshold: DefaultReviewThreshold, Location: time.UTC}
}

// Validate reports a setting outside its range, naming it and its value.
func (c DecayConfig) Validate() error {
	if c.HalfLife < 0 {
		return fmt.Errorf("decay half_life %v: must not be negative", c.HalfLife)
	}
	if math.IsNaN(c.ReviewThreshold) || c.ReviewThreshold < 0 || c.ReviewThreshold > 1 {
		return fmt.Errorf("decay review_threshold %v: must be within [0, 1]", c.ReviewThreshold)
	}
	return nil
}

// DecayChange is one record whose score or flag the plan changes.
type DecayChange struct {
	Kind string // DecayKindRule or DecayKindLesson
	ID   string
	// From names the date field used: DecayFromLastValidated, or
	// DecayFromCreated when last_validated is empty.
	From string
	// Day is that date as a calendar day (YYYY-MM-DD); Days is the number of
	// whole days from it to the day of "now" (0 for future dates).
	Day  string
	Days int
	// OldConfidence is the stored score; NewConfidence the computed one,
	// rounded with RoundConfidence.
	OldConfidence float64
	NewConfidence float64
	OldFlagged    bool
	NewFlagged    bool
}

// FlagSet reports whether the change sets review_flagged.
func (c DecayChange) FlagSet() bool { return !c.OldFlagged && c.NewFlagged }

// FlagCleared reports whether the change clears review_flagged.
func (c DecayChange) FlagCleared() bool { return c.OldFlagged && !c.NewFlagged }

// DecaySkip is a record DecayRules could not score, left unchanged.
type DecaySkip struct {
	Kind   string
	ID     string
	Reason string
}

// DecayPlan is what one decay run would change. Applying it is the
// caller's job (store update, or printing for --dry-run).
type DecayPlan struct {
	// Now is the instant the plan was computed for; Today is its calendar
	// day in the configured location.
	Now   time.Time
	Today string
	// Changes lists rules then lessons whose score or flag changes, each
	// group sorted by id.
	Changes []DecayChange
	// Unchanged counts records whose score and flag are already right.
	Unchanged int
	// Skipped lists records with no usable date.
	Skipped []DecaySkip
}

// Empty reports whether the plan changes nothing.
func (p DecayPlan) Empty() bool { return len(p.Changes) == 0 }

// ApplyToRules writes the plan's rule changes into rules (matched by id) and
// returns how many it changed. It is a convenience for callers and tests
// holding rules in memory; the store applies plans its own way.
func (p DecayPlan) ApplyToRules(rules []model.Rule) int {
	idx := make(map[string]int, len(rules))
	for i, r := range rules {
		idx[r.ID] = i
	}
	n := 0
	for _, c := range p.Changes {
		if i, ok := idx[c.ID]; ok && c.Kind == DecayKindRule {
			rules[i].ConfidenceScore = c.NewConfidence
			rules[i].ReviewFlagged = c.NewFlagged
			n++
		}
	}
	return n
}

// ApplyToLessons is ApplyToRules for lessons.
func (p DecayPlan) ApplyToLessons(lessons []model.Lesson) int {
	idx := make(map[string]int, len(lessons))
	for i, l := range lessons {
		idx[l.ID] = i
	}
	n := 0
	for _, c := range p.Changes {
		if i, ok := idx[c.ID]; ok && c.Kind == DecayKindLesson {
			lessons[i].ConfidenceScore = c.NewConfidence
			lessons[i].ReviewFlagged = c.NewFlagged
			n++
		}
	}
	return n
}

// DecayRules computes, for every active rule and every lesson, the score
// Confidence gives from its last_validated date (or its created date when
// last_validated is empty) to the day of now, both taken as whole calendar
// days in cfg.Location, and the review flag that score implies (set below
// cfg.ReviewThreshold, cleared at or above it). It returns the records whose
// stored score or flag differ. Retired rules are left alone. The result
// depends only on the dates and now, so a second run — or a run after days
// of downtime — is the same as one run.
func DecayRules(rules []model.Rule, lessons []model.Lesson, now time.Time, cfg DecayConfig) DecayPlan {
	today := DayOf(now, cfg.Location)
	plan := DecayPlan{Now: now, Today: today.Format(model.DateLayout)}

	var ruleChanges, lessonChanges []DecayChange
	for _, r := range rules {
		if !r.Active() {
			continue
		}
		c, skip := decayOne(DecayKindRule, r.ID, r.LastValidated, r.Created, r.ConfidenceScore, r.ReviewFlagged, today, cfg)
		plan.record(&ruleChanges, c, skip)
	}
	for _, l := range lessons {
		c, skip := decayOne(DecayKindLesson, l.ID, l.LastValidated, l.Created, l.ConfidenceScore, l.ReviewFlagged, today, cfg)
		plan.record(&lessonChanges, c, skip)
	}
	sort.SliceStable(ruleChanges, func(i, j int) bool { return ruleChanges[i].ID < ruleChanges[j].ID })
	sort.SliceStable(lessonChanges, func(i, j int) bool { return lessonChanges[i].ID < lessonChanges[j].ID })
	plan.Changes = append(ruleChanges, lessonChanges...)
	return plan
}

// record files one decayOne result into the plan.
func (p *DecayPlan) record(changes *[]DecayChange, c DecayChange, skip *DecaySkip) {
	switch {
	case skip != nil:
		p.Skipped = append(p.Skipped, *skip)
	case c.NewConfidence == c.OldConfidence && c.NewFlagged == c.OldFlagged:
		p.Unchanged++
	default:
		*changes = append(*changes, c)
	}
}

// decayOne scores one record; it returns a skip when no date is usable.
func decayOne(kind, id, lastValidated, created string, old float64, flagged bool, today time.Time, cfg DecayConfig) (DecayChange, *DecaySkip) {
	from, date := DecayFromLastValidated, lastValidated
	if date == "" {
		from, date = DecayFromCreated, created
	}
	if date == "" {
		return DecayChange{}, &DecaySkip{Kind: kind, ID: id, Reason: "no last_validated or created date"}
	}
	day, err := ParseDay(date, cfg.Location)
	if err != nil {
		return DecayChange{}, &DecaySkip{Kind: kind, ID: id, Reason: fmt.Sprintf("%s: %v", from, err)}
	}
	days := int(today.Sub(day) / (24 * time.Hour))
	if days < 0 {
		days = 0
	}
	conf := RoundConfidence(Confidence(day, today, cfg.HalfLife))
	return DecayChange{
		Kind: kind, ID: id, From: from,
		Day: day.Format(model.DateLayout), Days: days,
		OldConfidence: old, NewConfidence: conf,
		OldFlagged: flagged, NewFlagged: conf < cfg.ReviewThreshold,
	}, nil
}
