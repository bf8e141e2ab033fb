// Package model holds loopd's records in the shapes of the learning-loop
// skill's files (seed 003): events, lessons, rules, guard-log entries, parse
// errors and weekly metrics. It is a leaf: every layer may import it, it
// imports nothing of loopd's, and it holds no logic that changes records —
// that lives in the domain packages.
package model

import (
	"encoding/json"
	"strings"
	"time"
)

// Event types accepted in events.jsonl.
const (
	TypeMistake      = "mistake"
	TypeSuccess      = "success"
	TypeDebugSession = "debug_session"
	TypeFeedback     = "feedback"
	TypeDiscovery    = "discovery"
)

// EventTypes lists the valid event types in a fixed order.
var EventTypes = []string{TypeMistake, TypeSuccess, TypeDebugSession, TypeFeedback, TypeDiscovery}

// Rule types.
const (
	RuleMust   = "MUST"
	RuleNever  = "NEVER"
	RulePrefer = "PREFER"
	RuleCheck  = "CHECK"
)

// RuleTypes lists the valid rule types.
var RuleTypes = []string{RuleMust, RuleNever, RulePrefer, RuleCheck}

// Rule statuses. The skill has no status field: every rule in its
// rules.json is active, so an empty status reads as active.
const (
	StatusActive  = "active"
	StatusRetired = "retired"
)

// DateLayout is the seed's day format for created/last_validated fields.
const DateLayout = "2006-01-02"

// Event is one line of events.jsonl after validation.
type Event struct {
	// ID is the store's row id (0 before it is stored).
	ID int64 `json:"-"`
	// TS is the timestamp as written; Time is it parsed (UTC).
	TS         string    `json:"ts"`
	Time       time.Time `json:"-"`
	Type       string    `json:"type"`
	Category   string    `json:"category"`
	Tags       []string  `json:"tags,omitempty"`
	Problem    string    `json:"problem,omitempty"`
	Solution   string    `json:"solution,omitempty"`
	Confidence string    `json:"confidence,omitempty"`
	Source     string    `json:"source,omitempty"`
	// Feedback is the human's words: greg_feedback or human_feedback.
	Feedback string `json:"greg_feedback,omitempty"`
	// Raw is the canonical JSON of the whole object as read, unknown
	// fields included; it is what MarshalJSON prints when set.
	Raw json.RawMessage `json:"-"`
}

// MarshalJSON prints the event as it was written (canonical form), so
// unknown fields survive a round trip.
func (e Event) MarshalJSON() ([]byte, error) {
	if len(e.Raw) > 0 {
		return e.Raw, nil
	}
	type plain Event
	return json.Marshal(plain(e))
}

// Text is the problem and solution joined, the words loopd learns from.
func (e Event) Text() string {
	switch {
	case e.Problem == "":
		return e.Solution
	case e.Solution == "":
		return e.Problem
	}
	return e.Problem + ". " + e.Solution
}

// Lesson is one entry of lessons.json (seed 003, v1.4.0).
type Lesson struct {
	ID              string   `json:"id"`
	Created         string   `json:"created"`
	Category        string   `json:"category"`
	Subcategory     string   `json:"subcategory,omitempty"`
	Lesson          string   `json:"lesson"`
	Context         string   `json:"context"`
	Trigger         string   `json:"trigger"`
	Action          string   `json:"action"`
	Confidence      string   `json:"confidence"`
	ConfidenceScore float64  `json:"confidence_score"`
	TimesApplied    int      `json:"times_applied"`
	TimesSaved      int      `json:"times_saved"`
	PromotedToRule  string   `json:"promoted_to_rule,omitempty"`
	SourceEvents    []string `json:"source_events"`
	LastValidated   string   `json:"last_validated,omitempty"`
	ValidationCount int      `json:"validation_count"`
	ReviewFlagged   bool     `json:"review_flagged"`
}

// LessonMember records why one event joined a lesson.
type LessonMember struct {
	EventID    int64   `json:"event_id"`
	EventTS    string  `json:"ts"`
	Type       string  `json:"type"`
	Text       string  `json:"text"`
	Similarity float64 `json:"similarity"`
	// Evidence names the shared terms and concepts behind the similarity.
	Evidence []string `json:"evidence,omitempty"`
}

// Rule is one entry of rules.json (seed 003, v1.4.0), plus loopd's status
// and the provenance of imported rules.
type Rule struct {
	ID              string  `json:"id"`
	Type            string  `json:"type"`
	Category        string  `json:"category"`
	Rule            string  `json:"rule"`
	Reason          string  `json:"reason"`
	Created         string  `json:"created"`
	SourceLesson    string  `json:"source_lesson"`
	Violations      int     `json:"violations"`
	LastChecked     string  `json:"last_checked,omitempty"`
	LastValidated   string  `json:"last_validated,omitempty"`
	ValidationCount int     `json:"validation_count"`
	ConfidenceScore float64 `json:"confidence_score"`
	ReviewFlagged   bool    `json:"review_flagged"`
	Status          string  `json:"status,omitempty"`
	OriginalID      string  `json:"_original_id,omitempty"`
	SourceAgent     string  `json:"source_agent,omitempty"`
}

// Active reports whether the rule is in force (not retired).
func (r Rule) Active() bool { return r.Status == "" || r.Status == StatusActive }

// GuardMatch is one rule a guard check surfaced.
type GuardMatch struct {
	ID            string  `json:"id"`
	Type          string  `json:"type"`
	Category      string  `json:"category"`
	Rule          string  `json:"rule"`
	Score         float64 `json:"score"`
	ReviewFlagged bool    `json:"review_flagged"`
}

// Guard decisions.
const (
	DecisionAllow = "allow"
	DecisionWarn  = "warn"
	DecisionBlock = "block"
)

// Guard outcomes.
const (
	OutcomePending = "pending"
	OutcomeSuccess = "success"
	OutcomeFailure = "failure"
	OutcomeSkipped = "skipped"
)

// GuardResult is what `guard --json` prints.
type GuardResult struct {
	ID       string       `json:"id"`
	Action   string       `json:"action"`
	Decision string       `json:"decision"`
	Matched  []GuardMatch `json:"matched"`
	TookUS   int64        `json:"took_us"`
}

// GuardEntry is one line of guard-log.jsonl (seed shape plus the decision).
type GuardEntry struct {
	ID           string             `json:"id"`
	TS           string             `json:"ts"`
	Action       string             `json:"action"`
	MatchedRules []string           `json:"matched_rules"`
	Scores       map[string]float64 `json:"scores"`
	SaveLogged   bool               `json:"save_logged"`
	Outcome      string             `json:"outcome"`
	Decision     string             `json:"decision,omitempty"`
}

// ParseError is one line of parse-errors.jsonl (seed shape plus where).
type ParseError struct {
	TS     string `json:"ts"`
	Error  string `json:"error"`
	Line   string `json:"line"`
	Script string `json:"script"`
	File   string `json:"file,omitempty"`
	Offset int64  `json:"offset"`
}

// EventCounts are one week's events by type.
type EventCounts struct {
	Total         int `json:"total"`
	Mistakes      int `json:"mistakes"`
	Successes     int `json:"successes"`
	DebugSessions int `json:"debug_sessions"`
	Feedback      int `json:"feedback"`
	Discoveries   int `json:"discoveries"`
}

// WeeklyMetrics is one entry of metrics.json's weekly array.
type WeeklyMetrics struct {
	Week            string      `json:"week"`
	Generated       string      `json:"generated"`
	Events          EventCounts `json:"events"`
	Regressions     int         `json:"regressions"`
	RulesActive     int         `json:"rules_active"`
	LessonsTotal    int         `json:"lessons_total"`
	LessonsPromoted int         `json:"lessons_promoted"`
	TotalViolations int         `json:"total_violations"`
	Satisfaction    *float64    `json:"satisfaction"`
}

// MetricsTotals is metrics.json's totals object.
type MetricsTotals struct {
	Events          int `json:"events"`
	Lessons         int `json:"lessons"`
	Rules           int `json:"rules"`
	TotalViolations int `json:"total_violations"`
	TotalSaves      int `json:"total_saves"`
	TotalApplied    int `json:"total_applied"`
	Promoted        int `json:"promoted"`
}

// Metrics is the whole metrics.json file.
type Metrics struct {
	Version string          `json:"version"`
	Started string          `json:"started"`
	Weekly  []WeeklyMetrics `json:"weekly"`
	Totals  MetricsTotals   `json:"totals"`
}

// IncidentSep separates the incidents a learned lesson's context (and so
// its rule's reason) lists after its header: "3 events (3 mistake) from
// 2026-10-06 to 2026-10-23: Force-pushed to main; Rewrote history on the
// release branch".
const IncidentSep = "; "

// Incidents returns the incidents a rule's reason reports: for a reason
// in the learned-context shape, the problems listed after its "N events
// (...)" header; otherwise the reason itself (nil when blank).
func Incidents(reason string) []string {
	reason = strings.TrimSpace(reason)
	if reason == "" {
		return nil
	}
	// "N event(s) (counts)[ on D| from D to D]: problem; problem"
	rest, ok := strings.CutPrefix(strings.TrimLeft(reason, "0123456789"), " event")
	if !ok { // (a reason that starts with " event" has no count: trimmed)
		return []string{reason}
	}
	rest = strings.TrimPrefix(rest, "s")
	if !strings.HasPrefix(rest, " (") {
		return []string{reason}
	}
	close := strings.IndexByte(rest, ')')
	if close < 0 {
		return []string{reason}
	}
	colon := strings.Index(rest[close:], ": ")
	if colon < 0 {
		return nil // a header without problems tells of no act
	}
	var out []string
	for _, p := range strings.Split(rest[close+colon+2:], IncidentSep) {
		if p = strings.TrimSpace(p); p != "" {
			out = append(out, p)
		}
	}
	return out
}
