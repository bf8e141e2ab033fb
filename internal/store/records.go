package store

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/loopd-dev/loopd/internal/model"
)

// Rules returns every rule (retired ones too) in id order.
func (s *Store) Rules(ctx context.Context) ([]model.Rule, error) { return listRules(ctx, s.r) }

// Rules returns every rule inside the transaction.
func (tx *Tx) Rules(ctx context.Context) ([]model.Rule, error) { return listRules(ctx, tx.tx) }

func listRules(ctx context.Context, q querier) ([]model.Rule, error) {
	rows, err := q.QueryContext(ctx, `SELECT data FROM rules ORDER BY seq`)
	if err != nil {
		return nil, fmt.Errorf("list rules: %w", err)
	}
	defer rows.Close()
	var out []model.Rule
	for rows.Next() {
		var data string
		if err := rows.Scan(&data); err != nil {
			return nil, fmt.Errorf("list rules: %w", err)
		}
		var r model.Rule
		if err := json.Unmarshal([]byte(data), &r); err != nil {
			return nil, fmt.Errorf("list rules: corrupt row: %w", err)
		}
		out = append(out, r)
	}
	return out, rows.Err()
}

// Rule returns one rule by id.
func (s *Store) Rule(ctx context.Context, id string) (model.Rule, error) {
	return getRule(ctx, s.r, id)
}

// Rule returns one rule by id inside the transaction.
func (tx *Tx) Rule(ctx context.Context, id string) (model.Rule, error) {
	return getRule(ctx, tx.tx, id)
}

func getRule(ctx context.Context, q querier, id string) (model.Rule, error) {
	var data string
	err := q.QueryRowContext(ctx, `SELECT data FROM rules WHERE id = ?`, id).Scan(&data)
	if errors.Is(err, sql.ErrNoRows) {
		return model.Rule{}, fmt.Errorf("rule %s: %w", id, ErrNotFound)
	}
	if err != nil {
		return model.Rule{}, fmt.Errorf("rule %s: %w", id, err)
	}
	var r model.Rule
	if err := json.Unmarshal([]byte(data), &r); err != nil {
		return r, fmt.Errorf("rule %s: corrupt row: %w", id, err)
	}
	return r, nil
}

// PutRule inserts or replaces a rule by id.
func (tx *Tx) PutRule(ctx context.Context, r model.Rule) error {
	data, err := json.Marshal(r)
	if err != nil {
		return fmt.Errorf("save rule %s: %w", r.ID, err)
	}
	_, err = tx.tx.ExecContext(ctx, `INSERT INTO rules(id, data) VALUES (?, ?) ON CONFLICT(id) DO UPDATE SET data = excluded.data`, r.ID, string(data))
	if err != nil {
		return fmt.Errorf("save rule %s: %w", r.ID, err)
	}
	return nil
}

// Lessons returns every lesson in id order.
func (s *Store) Lessons(ctx context.Context) ([]model.Lesson, error) { return listLessons(ctx, s.r) }

// Lessons returns every lesson inside the transaction.
func (tx *Tx) Lessons(ctx context.Context) ([]model.Lesson, error) { return listLessons(ctx, tx.tx) }

func listLessons(ctx context.Context, q querier) ([]model.Lesson, error) {
	rows, err := q.QueryContext(ctx, `SELECT data FROM lessons ORDER BY seq`)
	if err != nil {
		return nil, fmt.Errorf("list lessons: %w", err)
	}
	defer rows.Close()
	var out []model.Lesson
	for rows.Next() {
		var data string
		if err := rows.Scan(&data); err != nil {
			return nil, fmt.Errorf("list lessons: %w", err)
		}
		var l model.Lesson
		if err := json.Unmarshal([]byte(data), &l); err != nil {
			return nil, fmt.Errorf("list lessons: corrupt row: %w", err)
		}
		out = append(out, l)
	}
	return out, rows.Err()
}

// Lesson returns one lesson by id.
func (s *Store) Lesson(ctx context.Context, id string) (model.Lesson, error) {
	return getLesson(ctx, s.r, id)
}

// Lesson returns one lesson by id inside the transaction.
func (tx *Tx) Lesson(ctx context.Context, id string) (model.Lesson, error) {
	return getLesson(ctx, tx.tx, id)
}

func getLesson(ctx context.Context, q querier, id string) (model.Lesson, error) {
	var data string
	err := q.QueryRowContext(ctx, `SELECT data FROM lessons WHERE id = ?`, id).Scan(&data)
	if errors.Is(err, sql.ErrNoRows) {
		return model.Lesson{}, fmt.Errorf("lesson %s: %w", id, ErrNotFound)
	}
	if err != nil {
		return model.Lesson{}, fmt.Errorf("lesson %s: %w", id, err)
	}
	var l model.Lesson
	if err := json.Unmarshal([]byte(data), &l); err != nil {
		return l, fmt.Errorf("lesson %s: corrupt row: %w", id, err)
	}
	return l, nil
}

// PutLesson inserts or replaces a lesson by id.
func (tx *Tx) PutLesson(ctx context.Context, l model.Lesson) error {
	data, err := json.Marshal(l)
	if err != nil {
		return fmt.Errorf("save lesson %s: %w", l.ID, err)
	}
	_, err = tx.tx.ExecContext(ctx, `INSERT INTO lessons(id, data) VALUES (?, ?) ON CONFLICT(id) DO UPDATE SET data = excluded.data`, l.ID, string(data))
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
	rows, err := tx.tx.QueryContext(ctx, `SELECT id FROM `+table)
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
	var v string
	err := tx.tx.QueryRowContext(ctx, `SELECT value FROM kv WHERE key = ?`, key).Scan(&v)
	if errors.Is(err, sql.ErrNoRows) {
		return "", false, nil
	}
	if err != nil {
		return "", false, fmt.Errorf("read %s: %w", key, err)
	}
	return v, true, nil
}

// SetKV stores a value under key.
func (tx *Tx) SetKV(ctx context.Context, key, value string) error {
	_, err := tx.tx.ExecContext(ctx, `INSERT INTO kv(key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value`, key, value)
	if err != nil {
		return fmt.Errorf("write %s: %w", key, err)
	}
	return nil
}
