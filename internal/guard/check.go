package guard

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"sync"
	"sync/atomic"
	"time"

	"github.com/loopd-dev/loopd/internal/model"
	"github.com/loopd-dev/loopd/internal/store"
	"github.com/loopd-dev/loopd/internal/text"
)

// CheckConfig holds the guard's decision settings.
type CheckConfig struct {
	// Threshold is the score from which a rule is shown (0 = the
	// matcher's default).
	Threshold float64
	// BlockThreshold is the score from which an active NEVER rule blocks.
	BlockThreshold float64
	// MaxMatches bounds how many rules one check reports, besides those
	// that block.
	MaxMatches int
}

// Checker answers guard checks: it keeps the matcher for the store's
// active rules in memory (the daemon holds one for its lifetime and calls
// Refresh when rules change), decides, and records every check in the
// store and guard-log.jsonl.
type Checker struct {
	store    *store.Store
	analyzer *text.Analyzer
	cfg      CheckConfig
	logPath  string
	now      func() time.Time

	mu      sync.RWMutex
	matcher *Matcher
	rec     *Recorder
	warm    bool

	// ids numbers this checker's checks from a random start: two checks
	// of one process never share an id (3 random bytes alone collide
	// about once in 1,700 pairs of a busy second, and the store keeps
	// the first of two checks with one id).
	ids atomic.Uint32
}

// KeepWarm makes the checker compile every rule up front, now and on each
// Refresh, as a long-lived daemon wants: no live check then pays for it.
// A one-shot CLI check does not, since it compiles only the candidates.
func (c *Checker) KeepWarm() {
	c.mu.Lock()
	c.warm = true
	m := c.matcher
	c.mu.Unlock()
	m.Prepare()
}

// RecordWith makes Check hand its store writes to rec (the daemon's
// background writer) instead of writing them itself.
func (c *Checker) RecordWith(rec *Recorder) { c.rec = rec }

// NewChecker builds a checker over the store's rules. logPath is the
// guard-log.jsonl to append to ("" for none); now is the clock.
func NewChecker(ctx context.Context, st *store.Store, an *text.Analyzer, cfg CheckConfig, logPath string, now func() time.Time) (*Checker, error) {
	c := newChecker(st, an, cfg, logPath, now)
	if err := c.Refresh(ctx); err != nil {
		return nil, err
	}
	return c, nil
}

// NewSnapshotChecker builds a checker over a rules snapshot (ReadSnapshot),
// for a one-shot check that never opens the database: its checks go to
// guard-log.jsonl only, and the store takes them from there (SyncLog) the
// next time loopd opens it.
func NewSnapshotChecker(an *text.Analyzer, snap *Snapshot, cfg CheckConfig, logPath string, now func() time.Time) *Checker {
	c := newChecker(nil, an, cfg, logPath, now)
	c.matcher = NewSnapshotMatcher(an, snap, c.cfg.matchOptions())
	return c
}

// newChecker is what both kinds of checker share: the defaults and an id
// sequence seeded at random, so that checks of different processes do not
// share ids either.
func newChecker(st *store.Store, an *text.Analyzer, cfg CheckConfig, logPath string, now func() time.Time) *Checker {
	if now == nil {
		now = time.Now
	}
	if cfg.BlockThreshold <= 0 {
		cfg.BlockThreshold = DefaultBlockThreshold
	}
	if cfg.MaxMatches <= 0 {
		cfg.MaxMatches = DefaultMaxMatches
	}
	c := &Checker{store: st, analyzer: an, cfg: cfg, logPath: logPath, now: now}
	// math/rand/v2's source is seeded at random in every process, and
	// costs nothing to reach; crypto/rand's first read cost a cold check
	// a tenth of a millisecond, and ids need no secrecy.
	c.ids.Store(rand.Uint32())
	return c
}

// Refresh rebuilds the matcher from the store's rules.
func (c *Checker) Refresh(ctx context.Context) error {
	if c.store == nil {
		return nil // a snapshot checker lives for one check
	}
	rules, err := c.store.GuardRules(ctx)
	if err != nil {
		return fmt.Errorf("guard: load rules: %w", err)
	}
	m := NewMatcher(c.analyzer, rules, c.cfg.matchOptions())
	c.mu.RLock()
	warm := c.warm
	c.mu.RUnlock()
	if warm {
		m.Prepare()
	}
	c.mu.Lock()
	c.matcher = m
	c.mu.Unlock()
	return nil
}

// Evaluate scores an action and decides, without recording anything.
func (c *Checker) Evaluate(action string) model.GuardResult {
	start := time.Now()
	c.mu.RLock()
	m := c.matcher
	c.mu.RUnlock()
	scored := m.MatchTop(action, c.cfg.MaxMatches)
	res := model.GuardResult{Action: action, Decision: model.DecisionAllow, Matched: []model.GuardMatch{}}
	for _, s := range scored {
		res.Matched = append(res.Matched, model.GuardMatch{
			ID: s.Rule.ID, Type: s.Rule.Type, Category: s.Rule.Category, Rule: s.Rule.Rule,
			Score: round3(s.Score), ReviewFlagged: s.Rule.ReviewFlagged,
		})
	}
	res.Decision = Decide(res.Matched, c.cfg.BlockThreshold)
	res.TookUS = time.Since(start).Microseconds()
	return res
}

// Decide returns block when an active NEVER rule that is not flagged for
// review scores at or above the block threshold, warn when anything
// matched, allow otherwise.
func Decide(matched []model.GuardMatch, blockThreshold float64) string {
	if len(matched) == 0 {
		return model.DecisionAllow
	}
	for _, m := range matched {
		if m.Type == model.RuleNever && !m.ReviewFlagged && m.Score >= blockThreshold {
			return model.DecisionBlock
		}
	}
	return model.DecisionWarn
}

func round3(x float64) float64 { return float64(int(x*1000+0.5)) / 1000 }

// Check evaluates an action and records it: a guard_checks row, a line
// in guard-log.jsonl, and times_applied on the lessons behind the rules
// it surfaced.
func (c *Checker) Check(ctx context.Context, action string) (model.GuardResult, error) {
	start := time.Now()
	res := c.Evaluate(action)
	now := c.now()
	res.ID = checkID(now, c.ids.Add(1))
	entry := model.GuardEntry{
		ID: res.ID, TS: now.UTC().Format(time.RFC3339), Action: action,
		MatchedRules: []string{}, Scores: map[string]float64{}, Outcome: model.OutcomePending, Decision: res.Decision,
	}
	for _, m := range res.Matched {
		entry.MatchedRules = append(entry.MatchedRules, m.ID)
		entry.Scores[m.ID] = m.Score
	}
	if err := AppendLog(c.logPath, entry); err != nil {
		return res, fmt.Errorf("guard: %w", err)
	}
	if c.store == nil {
		res.TookUS = time.Since(start).Microseconds()
		return res, nil // journaled: SyncLog stores it
	}
	p := pendingCheck{entry: entry, matched: res.Matched}
	if c.rec == nil || !c.rec.enqueue(p) {
		if err := writeChecks(ctx, c.store, []pendingCheck{p}); err != nil {
			return res, fmt.Errorf("guard: record check: %w", err)
		}
	}
	res.TookUS = time.Since(start).Microseconds()
	return res, nil
}

// applied counts the surfacings of rules over the checks of one
// transaction, so that each rule and lesson is read and written once per
// batch rather than once per check.
type applied struct {
	n     map[string]int
	order []string
}

func (a *applied) add(matched []model.GuardMatch) {
	if a.n == nil {
		a.n = map[string]int{}
	}
	for _, m := range matched {
		if a.n[m.ID] == 0 {
			a.order = append(a.order, m.ID)
		}
		a.n[m.ID]++
	}
}

// write adds the surfacings to times_applied of each rule's lesson.
func (a *applied) write(ctx context.Context, tx *store.Tx) error {
	byLesson := map[string]int{}
	var lessons []string
	for _, id := range a.order {
		r, err := tx.Rule(ctx, id)
		if err != nil || r.SourceLesson == "" {
			continue
		}
		if byLesson[r.SourceLesson] == 0 {
			lessons = append(lessons, r.SourceLesson)
		}
		byLesson[r.SourceLesson] += a.n[id]
	}
	for _, id := range lessons {
		l, err := tx.Lesson(ctx, id)
		if errors.Is(err, store.ErrNotFound) {
			continue
		}
		if err != nil {
			return err
		}
		l.TimesApplied += byLesson[id]
		if err := tx.PutLesson(ctx, l); err != nil {
			return err
		}
	}
	return nil
}

// matchOptions are the options of a check's matcher.
func (cfg CheckConfig) matchOptions() MatchOptions {
	return MatchOptions{Threshold: cfg.Threshold, Relative: DefaultRelative, BlockThreshold: cfg.BlockThreshold}
}

// checkID returns an id in the seed's form, g-HHMMSS-xxxxxx, with n's
// low 24 bits as the hex part.
func checkID(now time.Time, n uint32) string {
	return fmt.Sprintf("g-%s-%06x", now.UTC().Format("150405"), n&0xffffff)
}

// AppendLog appends one entry to guard-log.jsonl. The log is
// append-only: an outcome is recorded as a later line with the same id,
// and the last line for an id is its current state.
func AppendLog(path string, e model.GuardEntry) error {
	if path == "" {
		return nil
	}
	line, err := json.Marshal(e)
	if err != nil {
		return fmt.Errorf("write %s: %w", path, err)
	}
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_APPEND|os.O_CREATE, 0o644)
	if err != nil {
		return fmt.Errorf("write %s: %w", path, err)
	}
	if _, err := f.Write(append(line, '\n')); err != nil {
		f.Close()
		return fmt.Errorf("write %s: %w", path, err)
	}
	return f.Close()
}
