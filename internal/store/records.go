package store

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/loopd-dev/loopd/internal/model"
)

// listData decodes the JSON data column of every row of table (rules or
// lessons), in id order.
func listData[T any](ctx context.Context, q querier, table string) ([]T, error) {
	rows, err := q.QueryContext(ctx, `SELECT data FROM `+table+` ORDER BY seq`)
	if err != nil {
		return nil, fmt.Errorf("list %s: %w", table, err)
	}
	defer rows.Close()
	var out []T
	for rows.Next() {
		var data string
		if err := rows.Scan(&data); err != nil {
			return nil, fmt.Errorf("list %s: %w", table, err)
		}
		var v T
		if err := json.Unmarshal([]byte(data), &v); err != nil {
			return nil, fmt.Errorf("list %s: corrupt row: %w", table, err)
		}
		out = append(out, v)
	}
	return out, rows.Err()
}

// getData decodes one row of table by id; kind names it in errors.
func getData[T any](ctx context.Context, q querier, table, kind, id string) (T, error) {
	var v T
	var data string
	err := q.QueryRowContext(ctx, `SELECT data FROM `+table+` WHERE id = ?`, id).Scan(&data)
	if errors.Is(err, sql.ErrNoRows) {
		return v, fmt.Errorf("%s %s: %w", kind, id, ErrNotFound)
	}
	if err != nil {
		return v, fmt.Errorf("%s %s: %w", kind, id, err)
	}
	if err := json.Unmarshal([]byte(data), &v); err != nil {
		return v, fmt.Errorf("%s %s: corrupt row: %w", kind, id, err)
	}
	return v, nil
}

// Rules returns every rule (retired ones too) in id order.
func (s *Store) Rules(ctx context.Context) ([]model.Rule, error) {
	return listData[model.Rule](ctx, s.r, "rules")
}

// Rules returns every rule inside the transaction.
func (tx *Tx) Rules(ctx context.Context) ([]model.Rule, error) {
	return listData[model.Rule](ctx, tx, "rules")
}

// GuardRules returns the active rules with the fields a guard check
// reads (id, type, category, rule, reason, review flag, violations),
// without decoding each rule's JSON in Go: a cold `loopd guard` reads
// every rule. (The reason is read out of the JSON by SQLite.)
func (s *Store) GuardRules(ctx context.Context) ([]model.Rule, error) {
	rows, err := s.r.QueryContext(ctx, `SELECT id, type, category, rule, coalesce(json_extract(data, '$.reason'), ''), flagged, violations FROM rules WHERE active = 1 ORDER BY seq`)
	if err != nil {
		return nil, fmt.Errorf("list rules: %w", err)
	}
	defer rows.Close()
	var out []model.Rule
	for rows.Next() {
		r := model.Rule{Status: model.StatusActive}
		if err := rows.Scan(&r.ID, &r.Type, &r.Category, &r.Rule, &r.Reason, &r.ReviewFlagged, &r.Violations); err != nil {
			return nil, fmt.Errorf("list rules: %w", err)
		}
		out = append(out, r)
	}
	return out, rows.Err()
}

// Rule returns one rule by id.
func (s *Store) Rule(ctx context.Context, id string) (model.Rule, error) {
	return getData[model.Rule](ctx, s.r, "rules", "rule", id)
}

// Rule returns one rule by id inside the transaction.
func (tx *Tx) Rule(ctx context.Context, id string) (model.Rule, error) {
	return getData[model.Rule](ctx, tx, "rules", "rule", id)
}

// PutRule inserts or replaces a rule by id.
func (tx *Tx) PutRule(ctx context.Context, r model.Rule) error {
	data, err := json.Marshal(r)
	if err != nil {
		return fmt.Errorf("save rule %s: %w", r.ID, err)
	}
	_, err = tx.ExecContext(ctx, `INSERT INTO rules(id, data, type, category, rule, active, flagged, violations) VALUES (?, ?, ?, ?, ?, ?, ?, ?)
		ON CONFLICT(id) DO UPDATE SET data = excluded.data, type = excluded.type, category = excluded.category,
		rule = excluded.rule, active = excluded.active, flagged = excluded.flagged, violations = excluded.violations`,
		r.ID, string(data), r.Type, r.Category, r.Rule, r.Active(), r.ReviewFlagged, r.Violations)
	if err != nil {
		return fmt.Errorf("save rule %s: %w", r.ID, err)
	}
	return nil
}

// Lessons returns every lesson in id order.
func (s *Store) Lessons(ctx context.Context) ([]model.Lesson, error) {
	return listData[model.Lesson](ctx, s.r, "lessons")
}

// Lessons returns every lesson inside the transaction.
func (tx *Tx) Lessons(ctx context.Context) ([]model.Lesson, error) {
	return listData[model.Lesson](ctx, tx, "lessons")
}

// Lesson returns one lesson by id.
func (s *Store) Lesson(ctx context.Context, id string) (model.Lesson, error) {
	return getData[model.Lesson](ctx, s.r, "lessons", "lesson", id)
}

// Lesson returns one lesson by id inside the transaction.
func (tx *Tx) Lesson(ctx context.Context, id string) (model.Lesson, error) {
	return getData[model.Lesson](ctx, tx, "lessons", "lesson", id)
}

// PutLesson inserts or replaces a lesson by id.
func (tx *Tx) PutLesson(ctx context.Context, l model.Lesson) error {
	data, err := json.Marshal(l)
	if err != nil {
		return fmt.Errorf("save lesson %s: %w", l.ID, err)
	}
	_, err = tx.ExecContext(ctx, `INSERT INTO lessons(id, data) VALUES (?, ?) ON CONFLICT(id) DO UPDATE SET data = excluded.data`, l.ID, string(data))
	if err != nil {
		return fmt.Errorf("save lesson %s: %w", l.ID, err)
	}
	return nil
}

// NextID returns the next free id with the prefix ("R" or "L"), numbered
// after the highest existing number, …
func (tx *Tx) NextID(ctx context.Context, prefix string) (string, error) {
	table := map[string]string{"R": "rules", "L": "lessons"}[prefix]
	if table == "" {
		return "", fmt.Errorf("next id: unknown prefix %q", prefix)
	}
	rows, err := tx.QueryContext(ctx, `SELECT id FROM `+table)
	if err != nil {
		return "", fmt.Errorf("next id: %w", err)
	}
	defer rows.Close()
	max := 0
	for rows.Next() {
		var id string
		if err := rows.Scan(&id); err != nil {
			return "", fmt.Errorf("next id: %w", err)
		}
		if n, ok := idNumber(id, prefix); ok && n > max {
			max = n
		}
	}
	if err := rows.Err(); err != nil {
		return "", fmt.Errorf("next id: %w", err)
	}
	return fmt.Sprintf("%s-%03d", prefix, max+1), nil
}

func idNumber(id, prefix string) (int, bool) {
	rest, ok := strings.CutPrefix(id, prefix+"-")
	if !ok {
		return 0, false
	}
	n, err := strconv.Atoi(rest)
	return n, err == nil
}

// KV reads a value stored under key; ok is false when absent.
func (tx *Tx) KV(ctx context.Context, key string) (string, bool, error) {
	return readKV(ctx, tx, key)
}

// SetKV stores a value under key.
func (tx *Tx) SetKV(ctx context.Context, key, value string) error {
	_, err := tx.ExecContext(ctx, `INSERT INTO kv(key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value`, key, value)
	if err != nil {
		return fmt.Errorf("write %s: %w", key, err)
	}
	return nil
}

// SetRuleCreatedAt records when a rule came into force here.
func (tx *Tx) SetRuleCreatedAt(ctx context.Context, id string, at time.Time) error {
	_, err := tx.ExecContext(ctx, `UPDATE rules SET created_at = ? WHERE id = ?`, at.UTC().Format(time.RFC3339Nano), id)
	if err != nil {
		return fmt.Errorf("rule %s: %w", id, err)
	}
	return nil
}

// RuleCreatedAt returns when each rule came into force here; rules
// without a recorded instant fall back to the start of their created day.
func (tx *Tx) RuleCreatedAt(ctx context.Context) (map[string]time.Time, error) {
	rows, err := tx.QueryContext(ctx, `SELECT id, created_at, coalesce(json_extract(data, '$.created'), '') FROM rules`)
	if err != nil {
		return nil, fmt.Errorf("rule creation times: %w", err)
	}
	defer rows.Close()
	out := map[string]time.Time{}
	for rows.Next() {
		var id, at, day string
		if err := rows.Scan(&id, &at, &day); err != nil {
			return nil, fmt.Errorf("rule creation times: %w", err)
		}
		if t, err := time.Parse(time.RFC3339Nano, at); err == nil {
			out[id] = t
		} else if t, err := time.Parse(model.DateLayout, day); err == nil {
			out[id] = t
		}
	}
	return out, rows.Err()
}

// LessonCluster is a lesson's clustering state as stored.
type LessonCluster struct {
	LessonID string
	Cluster  int
	Features []byte
}

// LessonClusters returns every lesson that has clustering state.
func (tx *Tx) LessonClusters(ctx context.Context) ([]LessonCluster, error) {
	rows, err := tx.QueryContext(ctx, `SELECT id, cluster, features FROM lessons WHERE cluster IS NOT NULL ORDER BY cluster`)
	if err != nil {
		return nil, fmt.Errorf("lesson clusters: %w", err)
	}
	defer rows.Close()
	var out []LessonCluster
	for rows.Next() {
		var lc LessonCluster
		var f string
		if err := rows.Scan(&lc.LessonID, &lc.Cluster, &f); err != nil {
			return nil, fmt.Errorf("lesson clusters: %w", err)
		}
		lc.Features = []byte(f)
		out = append(out, lc)
	}
	return out, rows.Err()
}

// SetLessonCluster stores a lesson's clustering state.
func (tx *Tx) SetLessonCluster(ctx context.Context, lessonID string, cluster int, features []byte) error {
	_, err := tx.ExecContext(ctx, `UPDATE lessons SET cluster = ?, features = ? WHERE id = ?`, cluster, string(features), lessonID)
	if err != nil {
		return fmt.Errorf("lesson %s: %w", lessonID, err)
	}
	return nil
}

// AddViolation records that an event violated a rule; it reports false
// when that pair was already recorded, so a violation counts once however
// often learn runs.
func (tx *Tx) AddViolation(ctx context.Context, ruleID string, eventID int64, ts string, regression bool) (bool, error) {
	reg := 0
	if regression {
		reg = 1
	}
	res, err := tx.ExecContext(ctx, `INSERT INTO rule_violations(rule_id, event_id, ts, regression) VALUES (?, ?, ?, ?)
		ON CONFLICT DO NOTHING`, ruleID, eventID, ts, reg)
	if err != nil {
		return false, fmt.Errorf("record violation of %s: %w", ruleID, err)
	}
	n, _ := res.RowsAffected()
	return n > 0, nil
}

// AddValidation records that a source (an event, a guard check, a
// person) validated a rule; it reports false when already recorded.
func (tx *Tx) AddValidation(ctx context.Context, ruleID, source, ts string) (bool, error) {
	res, err := tx.ExecContext(ctx, `INSERT INTO rule_validations(rule_id, source, ts) VALUES (?, ?, ?) ON CONFLICT DO NOTHING`, ruleID, source, ts)
	if err != nil {
		return false, fmt.Errorf("record validation of %s: %w", ruleID, err)
	}
	n, _ := res.RowsAffected()
	return n > 0, nil
}

// MemberEventIDs returns which of the events after afterID already
// belong to a lesson (adopted ones).
func (tx *Tx) MemberEventIDs(ctx context.Context, afterID int64) (map[int64]bool, error) {
	rows, err := tx.QueryContext(ctx, `SELECT event_id FROM lesson_members WHERE event_id > ?`, afterID)
	if err != nil {
		return nil, fmt.Errorf("lesson members: %w", err)
	}
	defer rows.Close()
	out := map[int64]bool{}
	for rows.Next() {
		var id int64
		if err := rows.Scan(&id); err != nil {
			return nil, err
		}
		out[id] = true
	}
	return out, rows.Err()
}

// EventsAfter returns events with an id above afterID in id order.
func (tx *Tx) EventsAfter(ctx context.Context, afterID int64, limit int) ([]EventRow, error) {
	return queryEventRows(ctx, tx, `SELECT id, hash, ts, ts_unix, type, category, raw FROM events
		WHERE id > ? ORDER BY id LIMIT ?`, afterID, limit)
}

// LessonEvents returns the limit most recently stored member events of a
// lesson, in time order. It walks the lesson's index entries from the
// newest event id down, so a lesson with thousands of events costs no
// more than one with forty.
func (tx *Tx) LessonEvents(ctx context.Context, lessonID string, limit int) ([]EventRow, error) {
	return queryEventRows(ctx, tx, `SELECT * FROM (SELECT e.id, e.hash, e.ts, e.ts_unix, e.type, e.category, e.raw
		FROM lesson_members m JOIN events e ON e.id = m.event_id WHERE m.lesson_id = ?
		ORDER BY m.event_id DESC LIMIT ?) ORDER BY ts_unix, id`, lessonID, limit)
}

// KV reads a value stored under key outside any transaction.
func (s *Store) KV(ctx context.Context, key string) (string, bool, error) {
	return readKV(ctx, s.r, key)
}

func readKV(ctx context.Context, q querier, key string) (string, bool, error) {
	var v string
	err := q.QueryRowContext(ctx, `SELECT value FROM kv WHERE key = ?`, key).Scan(&v)
	if errors.Is(err, sql.ErrNoRows) {
		return "", false, nil
	}
	if err != nil {
		return "", false, fmt.Errorf("read %s: %w", key, err)
	}
	return v, true, nil
}
