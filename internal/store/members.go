package store

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"

	"github.com/loopd-dev/loopd/internal/model"
)

// Member ties one event to the lesson it joined, with the evidence.
type Member struct {
	EventID    int64
	LessonID   string
	Similarity float64
	Evidence   []string
}

// AddMembers records lesson memberships; an event already in a lesson
// keeps its first lesson.
func (tx *Tx) AddMembers(ctx context.Context, ms []Member) error {
	stmt, err := tx.tx.PrepareContext(ctx, `INSERT INTO lesson_members(event_id, lesson_id, similarity, evidence) VALUES (?, ?, ?, ?)
		ON CONFLICT(event_id) DO NOTHING`)
	if err != nil {
		return fmt.Errorf("add lesson members: %w", err)
	}
	defer stmt.Close()
	for _, m := range ms {
		ev, _ := json.Marshal(m.Evidence)
		if m.Evidence == nil {
			ev = []byte("[]")
		}
		if _, err := stmt.ExecContext(ctx, m.EventID, m.LessonID, m.Similarity, string(ev)); err != nil {
			return fmt.Errorf("add lesson member %d: %w", m.EventID, err)
		}
	}
	return nil
}

// Members returns a lesson's members in event order.
func (s *Store) Members(ctx context.Context, lessonID string) ([]Member, error) {
	rows, err := s.r.QueryContext(ctx, `SELECT m.event_id, m.lesson_id, m.similarity, m.evidence FROM lesson_members m
		JOIN events e ON e.id = m.event_id WHERE m.lesson_id = ? ORDER BY e.ts_unix, e.id`, lessonID)
	if err != nil {
		return nil, fmt.Errorf("lesson %s members: %w", lessonID, err)
	}
	defer rows.Close()
	var out []Member
	for rows.Next() {
		var m Member
		var ev string
		if err := rows.Scan(&m.EventID, &m.LessonID, &m.Similarity, &ev); err != nil {
			return nil, fmt.Errorf("lesson %s members: %w", lessonID, err)
		}
		_ = json.Unmarshal([]byte(ev), &m.Evidence)
		out = append(out, m)
	}
	return out, rows.Err()
}

// EventIDsByTS returns the ids of events with exactly this timestamp text.
func (tx *Tx) EventIDsByTS(ctx context.Context, ts string) ([]int64, error) {
	rows, err := tx.QueryContext(ctx, `SELECT id FROM events WHERE ts = ? ORDER BY id`, ts)
	if err != nil {
		return nil, fmt.Errorf("events at %s: %w", ts, err)
	}
	defer rows.Close()
	var out []int64
	for rows.Next() {
		var id int64
		if err := rows.Scan(&id); err != nil {
			return nil, err
		}
		out = append(out, id)
	}
	return out, rows.Err()
}

// InsertGuardCheck records a guard check; a known id is left as it is
// and inserted is false.
func (tx *Tx) InsertGuardCheck(ctx context.Context, e model.GuardEntry, matched []model.GuardMatch) (inserted bool, err error) {
	m, err := json.Marshal(struct {
		Matched []model.GuardMatch `json:"matched"`
		Rules   []string           `json:"matched_rules"`
		Scores  map[string]float64 `json:"scores"`
	}{matched, e.MatchedRules, e.Scores})
	if err != nil {
		return false, fmt.Errorf("record guard check %s: %w", e.ID, err)
	}
	saved := 0
	if e.SaveLogged {
		saved = 1
	}
	res, err := tx.ExecContext(ctx, `INSERT INTO guard_checks(id, ts, action, decision, matched, outcome, save_logged) VALUES (?, ?, ?, ?, ?, ?, ?)
		ON CONFLICT(id) DO NOTHING`, e.ID, e.TS, e.Action, e.Decision, string(m), e.Outcome, saved)
	if err != nil {
		return false, fmt.Errorf("record guard check %s: %w", e.ID, err)
	}
	n, _ := res.RowsAffected()
	return n > 0, nil
}

// PutWeeklyMetrics stores (replacing) one week's metrics.
func (tx *Tx) PutWeeklyMetrics(ctx context.Context, w model.WeeklyMetrics) error {
	data, err := json.Marshal(w)
	if err != nil {
		return fmt.Errorf("save metrics %s: %w", w.Week, err)
	}
	_, err = tx.ExecContext(ctx, `INSERT INTO weekly_metrics(week, data) VALUES (?, ?) ON CONFLICT(week) DO UPDATE SET data = excluded.data`, w.Week, string(data))
	if err != nil {
		return fmt.Errorf("save metrics %s: %w", w.Week, err)
	}
	return nil
}

// WeeklyMetrics returns every stored week, oldest first.
func (s *Store) WeeklyMetrics(ctx context.Context) ([]model.WeeklyMetrics, error) {
	rows, err := s.r.QueryContext(ctx, `SELECT data FROM weekly_metrics ORDER BY week`)
	if err != nil {
		return nil, fmt.Errorf("read metrics: %w", err)
	}
	defer rows.Close()
	var out []model.WeeklyMetrics
	for rows.Next() {
		var data string
		if err := rows.Scan(&data); err != nil {
			return nil, fmt.Errorf("read metrics: %w", err)
		}
		var w model.WeeklyMetrics
		if err := json.Unmarshal([]byte(data), &w); err != nil {
			return nil, fmt.Errorf("read metrics: corrupt row: %w", err)
		}
		out = append(out, w)
	}
	return out, rows.Err()
}

// GuardCheck is a stored guard check.
type GuardCheck struct {
	Entry   model.GuardEntry
	Matched []model.GuardMatch
}

// GuardCheck returns one check by id.
func (tx *Tx) GuardCheck(ctx context.Context, id string) (GuardCheck, error) {
	var gc GuardCheck
	var matched string
	var saved int
	err := tx.QueryRowContext(ctx, `SELECT id, ts, action, decision, matched, outcome, save_logged FROM guard_checks WHERE id = ?`, id).
		Scan(&gc.Entry.ID, &gc.Entry.TS, &gc.Entry.Action, &gc.Entry.Decision, &matched, &gc.Entry.Outcome, &saved)
	if errors.Is(err, sql.ErrNoRows) {
		return gc, fmt.Errorf("guard check %s: %w", id, ErrNotFound)
	}
	if err != nil {
		return gc, fmt.Errorf("guard check %s: %w", id, err)
	}
	var m struct {
		Matched []model.GuardMatch `json:"matched"`
		Rules   []string           `json:"matched_rules"`
		Scores  map[string]float64 `json:"scores"`
	}
	if err := json.Unmarshal([]byte(matched), &m); err != nil {
		return gc, fmt.Errorf("guard check %s: corrupt row: %w", id, err)
	}
	gc.Matched, gc.Entry.MatchedRules, gc.Entry.Scores = m.Matched, m.Rules, m.Scores
	gc.Entry.SaveLogged = saved != 0
	return gc, nil
}

// SetGuardOutcome records a check's outcome.
func (tx *Tx) SetGuardOutcome(ctx context.Context, id, outcome string, saveLogged bool) error {
	saved := 0
	if saveLogged {
		saved = 1
	}
	_, err := tx.ExecContext(ctx, `UPDATE guard_checks SET outcome = ?, save_logged = ? WHERE id = ?`, outcome, saved, id)
	if err != nil {
		return fmt.Errorf("guard check %s: %w", id, err)
	}
	return nil
}
