package workspace

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"time"

	"github.com/loopd-dev/loopd/internal/events"
	"github.com/loopd-dev/loopd/internal/model"
	"github.com/loopd-dev/loopd/internal/store"
)

// InitResult says what Init did.
type InitResult struct {
	Workspace   string        `json:"workspace"`
	Created     bool          `json:"created"`
	KeysCreated bool          `json:"keys_created"`
	Adopted     AdoptCounts   `json:"adopted"`
	Ingest      events.Counts `json:"ingest"`
}

// AdoptCounts are the skill records taken over.
type AdoptCounts struct {
	Rules       int `json:"rules"`
	Lessons     int `json:"lessons"`
	Weeks       int `json:"weeks"`
	GuardChecks int `json:"guard_checks"`
	Members     int `json:"lesson_events"`
}

// InitOptions are Init's collaborators.
type InitOptions struct {
	// Ingester stores events.jsonl; its Store field is set by Init.
	Ingester events.Ingester
	// GenerateKeys creates the signing key pair in a directory when none
	// exists; nil skips it.
	GenerateKeys func(dir string) error
	Now          func() time.Time
}

// Init creates the layout and the database, or on a directory that holds
// the learning-loop skill's files, adopts them: rules and lessons keep
// their ids, types, counters, dates and confidence; metrics weeks and the
// guard log are kept; events.jsonl is ingested. Running it again on an
// initialized workspace changes nothing but picks up new events.
func Init(ctx context.Context, l Layout, opt InitOptions) (InitResult, error) {
	res := InitResult{Workspace: l.Workspace}
	now := time.Now
	if opt.Now != nil {
		now = opt.Now
	}
	res.Created = !l.Initialized()
	for _, d := range []string{l.Dir, l.Weekly, l.Exports, l.Trusted} {
		if err := os.MkdirAll(d, 0o755); err != nil {
			return res, fmt.Errorf("init %s: %w", l.Workspace, err)
		}
	}
	if err := os.Chmod(l.Keys, 0o700); err != nil {
		return res, fmt.Errorf("init %s: %w", l.Workspace, err)
	}
	if _, err := os.Stat(l.Events); errors.Is(err, os.ErrNotExist) {
		if err := os.WriteFile(l.Events, nil, 0o644); err != nil {
			return res, fmt.Errorf("init %s: %w", l.Workspace, err)
		}
	}
	if opt.GenerateKeys != nil {
		if _, err := os.Stat(filepath.Join(l.Keys, "loopd.key")); errors.Is(err, os.ErrNotExist) {
			if err := opt.GenerateKeys(l.Keys); err != nil {
				return res, fmt.Errorf("init %s: create signing keys: %w", l.Workspace, err)
			}
			res.KeysCreated = true
		}
	}
	s, err := store.Open(ctx, l.DB, store.Options{})
	if err != nil {
		return res, fmt.Errorf("init %s: %w", l.Workspace, err)
	}
	defer s.Close()

	var adopted []model.Lesson
	if res.Created {
		if adopted, err = l.adopt(ctx, s, &res.Adopted); err != nil {
			return res, fmt.Errorf("init %s: %w", l.Workspace, err)
		}
	}
	ing := opt.Ingester
	ing.Store = s
	if ing.ErrorLog == "" {
		ing.ErrorLog = l.ParseErrors
	}
	c, err := ing.IngestFile(ctx, l.Events, "events", nil)
	if err != nil {
		return res, fmt.Errorf("init %s: %w", l.Workspace, err)
	}
	res.Ingest = c
	if len(adopted) > 0 {
		if res.Adopted.Members, err = linkAdoptedLessons(ctx, s, adopted); err != nil {
			return res, fmt.Errorf("init %s: %w", l.Workspace, err)
		}
	}
	if err := l.WriteViews(ctx, s, now()); err != nil {
		return res, fmt.Errorf("init %s: %w", l.Workspace, err)
	}
	return res, nil
}

// adopt reads the skill's rules.json, lessons.json, metrics.json and
// guard-log.jsonl into the store in one transaction, keeping a copy of
// the original files under memory/learning/adopted/.
func (l Layout) adopt(ctx context.Context, s *store.Store, n *AdoptCounts) ([]model.Lesson, error) {
	rules, err := readSkillList[model.Rule](l.Rules, "rules")
	if err != nil {
		return nil, err
	}
	lessons, err := readSkillList[model.Lesson](l.Lessons, "lessons")
	if err != nil {
		return nil, err
	}
	var metrics model.Metrics
	if data, err := os.ReadFile(l.Metrics); err == nil {
		if err := json.Unmarshal(data, &metrics); err != nil {
			return nil, fmt.Errorf("adopt %s: %w", l.Metrics, err)
		}
	}
	checks, err := readGuardLog(l.GuardLog)
	if err != nil {
		return nil, err
	}
	if len(rules)+len(lessons)+len(metrics.Weekly)+len(checks) == 0 {
		return nil, nil
	}
	for i := range rules {
		fillRuleDefaults(&rules[i])
	}
	for i := range lessons {
		fillLessonDefaults(&lessons[i])
	}
	err = s.Update(ctx, func(tx *store.Tx) error {
		for _, r := range rules {
			if r.ID == "" {
				return fmt.Errorf("adopt %s: a rule has no id", l.Rules)
			}
			if err := tx.PutRule(ctx, r); err != nil {
				return err
			}
		}
		for _, ls := range lessons {
			if ls.ID == "" {
				return fmt.Errorf("adopt %s: a lesson has no id", l.Lessons)
			}
			if err := tx.PutLesson(ctx, ls); err != nil {
				return err
			}
		}
		for _, w := range metrics.Weekly {
			if err := tx.PutWeeklyMetrics(ctx, w); err != nil {
				return err
			}
		}
		for _, g := range checks {
			if g.Outcome == "" {
				g.Outcome = model.OutcomePending
			}
			if _, err := tx.InsertGuardCheck(ctx, g, nil); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	n.Rules, n.Lessons, n.Weeks, n.GuardChecks = len(rules), len(lessons), len(metrics.Weekly), len(checks)
	backup := filepath.Join(l.Dir, "adopted")
	if err := os.MkdirAll(backup, 0o755); err != nil {
		return nil, fmt.Errorf("adopt: %w", err)
	}
	for _, p := range []string{l.Rules, l.Lessons, l.Metrics} {
		if data, err := os.ReadFile(p); err == nil {
			if err := os.WriteFile(filepath.Join(backup, filepath.Base(p)), data, 0o644); err != nil {
				return nil, fmt.Errorf("adopt: keep a copy of %s: %w", p, err)
			}
		}
	}
	return lessons, nil
}

// readSkillList reads a skill view: {"rules": […]} (what the skill
// writes) or a bare array.
func readSkillList[T any](path, key string) ([]T, error) {
	data, err := os.ReadFile(path)
	if errors.Is(err, os.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("adopt %s: %w", path, err)
	}
	data = bytes.TrimSpace(data)
	if len(data) == 0 {
		return nil, nil
	}
	var list []T
	if data[0] == '[' {
		if err := json.Unmarshal(data, &list); err != nil {
			return nil, fmt.Errorf("adopt %s: %w", path, err)
		}
		return list, nil
	}
	var obj map[string]json.RawMessage
	if err := json.Unmarshal(data, &obj); err != nil {
		return nil, fmt.Errorf("adopt %s: %w", path, err)
	}
	if raw, ok := obj[key]; ok {
		if err := json.Unmarshal(raw, &list); err != nil {
			return nil, fmt.Errorf("adopt %s: field %q: %w", path, key, err)
		}
	}
	return list, nil
}

// fillRuleDefaults gives pre-1.4.0 rules the fields 1.4.0 added, as the
// skill's own migration does, without touching what is present.
func fillRuleDefaults(r *model.Rule) {
	if r.ConfidenceScore == 0 && r.LastValidated == "" && r.ValidationCount == 0 {
		r.ConfidenceScore = 0.9
	}
	if r.LastValidated == "" {
		r.LastValidated = r.Created
	}
	if r.Status == "" {
		r.Status = model.StatusActive
	}
}

func fillLessonDefaults(l *model.Lesson) {
	if l.Confidence == "" {
		l.Confidence = "testing"
	}
	if l.ConfidenceScore == 0 && l.LastValidated == "" && l.ValidationCount == 0 {
		l.ConfidenceScore = 0.9
	}
	if l.SourceEvents == nil {
		l.SourceEvents = []string{}
	}
}

func readGuardLog(path string) ([]model.GuardEntry, error) {
	f, err := os.Open(path)
	if errors.Is(err, os.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("adopt %s: %w", path, err)
	}
	defer f.Close()
	var out []model.GuardEntry
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 64*1024), events.MaxLineBytes)
	for sc.Scan() {
		line := bytes.TrimSpace(sc.Bytes())
		if len(line) == 0 {
			continue
		}
		var g model.GuardEntry
		if err := json.Unmarshal(line, &g); err != nil || g.ID == "" {
			continue // a damaged log line is not worth refusing the workspace
		}
		out = append(out, g)
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("adopt %s: %w", path, err)
	}
	return out, nil
}

// linkAdoptedLessons ties adopted lessons to the ingested events their
// source_events name; learn skips events that already belong to a
// lesson, so they are not clustered a second time.
func linkAdoptedLessons(ctx context.Context, s *store.Store, lessons []model.Lesson) (int, error) {
	n := 0
	err := s.Update(ctx, func(tx *store.Tx) error {
		for _, ls := range lessons {
			var ms []store.Member
			for _, ts := range ls.SourceEvents {
				found, err := tx.EventIDsByTS(ctx, ts)
				if err != nil {
					return err
				}
				for _, id := range found {
					ms = append(ms, store.Member{EventID: id, LessonID: ls.ID, Similarity: 1, Evidence: []string{"adopted from lessons.json"}})
				}
			}
			if err := tx.AddMembers(ctx, ms); err != nil {
				return err
			}
			n += len(ms)
		}
		return nil
	})
	return n, err
}
