package store

// This file reads what weekly metrics and reports are computed from:
// rules, lessons, the time and type of events, violations with the time of
// the mistake, and validations, all from one read transaction so that the
// figures of one run agree with each other.

import (
	"context"
	"database/sql"
	"fmt"
	"time"

	"github.com/loopd-dev/loopd/internal/model"
)

// EventStamp is an event as metrics count it: its row id, when it
// happened and its type.
type EventStamp struct {
	ID   int64
	Time time.Time
	Type string
}

// ViolationRow is a recorded violation: a mistake event matched to a rule.
type ViolationRow struct {
	RuleID  string
	EventID int64
	// TS is the timestamp recorded with the violation (the event's ts as
	// written). Time is the event's instant from the events table; it is
	// zero when the event row is gone, and callers fall back to TS.
	TS   string
	Time time.Time
	// Regression: the rule existed before the mistake.
	Regression bool
}

// ValidationRow is one recorded validation of a rule by a source
// (manual:…, guard:…, event:…).
type ValidationRow struct {
	RuleID string
	Source string
	TS     string // RFC 3339 as recorded
}

// MetricsSnapshot is everything weekly metrics and reports need, read in
// one transaction.
type MetricsSnapshot struct {
	Rules   []model.Rule
	Lessons []model.Lesson
	// Events are the events whose time is in the requested range, in time
	// order. EventCount, FirstEvent and LastEvent describe all events,
	// whatever the range (the times are zero when there are none).
	Events     []EventStamp
	EventCount int
	FirstEvent time.Time
	LastEvent  time.Time
	// Violations and Validations are all of them.
	Violations  []ViolationRow
	Validations []ValidationRow
}

// MetricsSnapshot reads rules, lessons, the events with from <= time <
// to (a zero from or to leaves that side open), and every violation and
// validation in one read transaction. Event times have one-second
// precision (the ts_unix column), which is what week boundaries need.
func (s *Store) MetricsSnapshot(ctx context.Context, from, to time.Time) (MetricsSnapshot, error) {
	var snap MetricsSnapshot
	tx, err := s.r.BeginTx(ctx, &sql.TxOptions{ReadOnly: true})
	if err != nil {
		return snap, fmt.Errorf("read metrics data: %w", err)
	}
	defer tx.Rollback() //nolint:errcheck // read-only; nothing to keep
	if snap.Rules, err = listData[model.Rule](ctx, tx, "rules"); err != nil {
		return snap, err
	}
	if snap.Lessons, err = listData[model.Lesson](ctx, tx, "lessons"); err != nil {
		return snap, err
	}
	if err := eventSpan(ctx, tx, &snap); err != nil {
		return snap, err
	}
	if snap.Events, err = eventStamps(ctx, tx, from, to); err != nil {
		return snap, err
	}
	if snap.Violations, err = violationRows(ctx, tx); err != nil {
		return snap, err
	}
	if snap.Validations, err = validationRows(ctx, tx); err != nil {
		return snap, err
	}
	return snap, nil
}

func eventSpan(ctx context.Context, q querier, snap *MetricsSnapshot) error {
	var first, last sql.NullInt64
	err := q.QueryRowContext(ctx, `SELECT count(*), min(ts_unix), max(ts_unix) FROM events`).Scan(&snap.EventCount, &first, &last)
	if err != nil {
		return fmt.Errorf("count events: %w", err)
	}
	if first.Valid {
		snap.FirstEvent = time.Unix(first.Int64, 0).UTC()
		snap.LastEvent = time.Unix(last.Int64, 0).UTC()
	}
	return nil
}

// eventStamps lists events in [from, to) by the (ts_unix, hash) index.
// Types are shared strings, so a year of events costs no string per row.
func eventStamps(ctx context.Context, q querier, from, to time.Time) ([]EventStamp, error) {
	lo, hi := int64(-1<<63), int64(1<<63-1)
	if !from.IsZero() {
		lo = unixCeil(from)
	}
	if !to.IsZero() {
		hi = unixCeil(to)
	}
	rows, err := q.QueryContext(ctx, `SELECT id, ts_unix, type FROM events WHERE ts_unix >= ? AND ts_unix < ? ORDER BY ts_unix, id`, lo, hi)
	if err != nil {
		return nil, fmt.Errorf("list event times: %w", err)
	}
	defer rows.Close()
	var out []EventStamp
	var raw sql.RawBytes
	for rows.Next() {
		var e EventStamp
		var sec int64
		if err := rows.Scan(&e.ID, &sec, &raw); err != nil {
			return nil, fmt.Errorf("list event times: %w", err)
		}
		e.Time = time.Unix(sec, 0).UTC()
		e.Type = internType(raw)
		out = append(out, e)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("list event times: %w", err)
	}
	return out, nil
}

// unixCeil is t in whole seconds, rounded up: an event stored at second s
// is at or after t exactly when s >= unixCeil(t).
func unixCeil(t time.Time) int64 {
	s := t.Unix()
	if t.Nanosecond() > 0 {
		s++
	}
	return s
}

// internType returns the shared string for a known event type.
func internType(b []byte) string {
	for _, t := range []string{model.TypeMistake, model.TypeSuccess, model.TypeDebugSession, model.TypeFeedback, model.TypeDiscovery} {
		if string(b) == t {
			return t
		}
	}
	return string(b)
}

func violationRows(ctx context.Context, q querier) ([]ViolationRow, error) {
	rows, err := q.QueryContext(ctx, `SELECT v.rule_id, v.event_id, v.ts, e.ts_unix, v.regression
		FROM rule_violations v LEFT JOIN events e ON e.id = v.event_id ORDER BY v.rule_id, v.event_id`)
	if err != nil {
		return nil, fmt.Errorf("list violations: %w", err)
	}
	defer rows.Close()
	var out []ViolationRow
	for rows.Next() {
		var v ViolationRow
		var sec sql.NullInt64
		var reg int
		if err := rows.Scan(&v.RuleID, &v.EventID, &v.TS, &sec, &reg); err != nil {
			return nil, fmt.Errorf("list violations: %w", err)
		}
		if sec.Valid {
			v.Time = time.Unix(sec.Int64, 0).UTC()
		}
		v.Regression = reg != 0
		out = append(out, v)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("list violations: %w", err)
	}
	return out, nil
}

func validationRows(ctx context.Context, q querier) ([]ValidationRow, error) {
	rows, err := q.QueryContext(ctx, `SELECT rule_id, source, ts FROM rule_validations ORDER BY rule_id, ts, source`)
	if err != nil {
		return nil, fmt.Errorf("list validations: %w", err)
	}
	defer rows.Close()
	var out []ValidationRow
	for rows.Next() {
		var v ValidationRow
		if err := rows.Scan(&v.RuleID, &v.Source, &v.TS); err != nil {
			return nil, fmt.Errorf("list validations: %w", err)
		}
		out = append(out, v)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("list validations: %w", err)
	}
	return out, nil
}
