package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/loopd-dev/loopd/internal/model"
)

// EventRow is an event as stored: its identity, the columns queries
// filter on, and the canonical JSON.
type EventRow struct {
	ID       int64
	Hash     []byte
	TS       string
	Time     time.Time
	Type     string
	Category string
	Raw      []byte
}

// insertChunk is how many rows one INSERT statement carries: one
// statement per row costs more in the driver than SQLite spends on the row.
const insertChunk = 64

// InsertEvents stores rows whose hash is new and reports how many were
// stored; the others were already there.
func (tx *Tx) InsertEvents(ctx context.Context, rows []EventRow) (int, error) {
	n := 0
	stmts := map[int]*sql.Stmt{}
	defer func() {
		for _, st := range stmts {
			st.Close()
		}
	}()
	args := make([]any, 0, insertChunk*6)
	for len(rows) > 0 {
		k := min(len(rows), insertChunk)
		st, ok := stmts[k]
		if !ok {
			q := `INSERT INTO events(hash, ts, ts_unix, type, category, raw) VALUES ` +
				strings.TrimSuffix(strings.Repeat("(?, ?, ?, ?, ?, ?),", k), ",") + ` ON CONFLICT(ts_unix, hash) DO NOTHING`
			var err error
			if st, err = tx.tx.PrepareContext(ctx, q); err != nil {
				return n, fmt.Errorf("insert events: %w", err)
			}
			stmts[k] = st
		}
		args = args[:0]
		for i := range rows[:k] {
			r := &rows[i]
			args = append(args, r.Hash, r.TS, r.Time.Unix(), r.Type, r.Category, r.Raw)
		}
		res, err := st.ExecContext(ctx, args...)
		if err != nil {
			return n, fmt.Errorf("insert events from %s: %w", rows[0].TS, err)
		}
		got, _ := res.RowsAffected()
		n += int(got)
		rows = rows[k:]
	}
	return n, nil
}

// Source is the committed read position in one input file, keyed by the
// file's identity (device and inode) and checked against a fingerprint
// of its first bytes so that a reused inode is not mistaken for the old
// file.
type Source struct {
	Dev, Ino uint64
	Path     string
	Format   string
	// FP holds the file's first bytes (up to FingerprintBytes) as read
	// when the offset was committed.
	FP      []byte
	Offset  int64
	Updated string
}

// FingerprintBytes is how many leading bytes identify a file's content.
const FingerprintBytes = 256

// SourceByIdentity returns the committed position for a file identity.
func (s *Store) SourceByIdentity(ctx context.Context, dev, ino uint64) (Source, error) {
	return sourceByIdentity(ctx, s.w, dev, ino)
}

func sourceByIdentity(ctx context.Context, q querier, dev, ino uint64) (Source, error) {
	src := Source{Dev: dev, Ino: ino}
	err := q.QueryRowContext(ctx, `SELECT path, format, fp, offset, updated FROM sources WHERE dev = ? AND ino = ?`,
		int64(dev), int64(ino)).Scan(&src.Path, &src.Format, &src.FP, &src.Offset, &src.Updated)
	if errors.Is(err, sql.ErrNoRows) {
		return src, ErrNotFound
	}
	if err != nil {
		return src, fmt.Errorf("read source %d:%d: %w", dev, ino, err)
	}
	return src, nil
}

// SaveSource records a position; it replaces any earlier one for the
// same identity.
func (tx *Tx) SaveSource(ctx context.Context, src Source) error {
	_, err := tx.ExecContext(ctx, `INSERT INTO sources(dev, ino, path, format, fp, offset, updated) VALUES (?, ?, ?, ?, ?, ?, ?)
		ON CONFLICT(dev, ino) DO UPDATE SET path = excluded.path, format = excluded.format, fp = excluded.fp,
		offset = excluded.offset, updated = excluded.updated`,
		int64(src.Dev), int64(src.Ino), src.Path, src.Format, src.FP, src.Offset, src.Updated)
	if err != nil {
		return fmt.Errorf("save offset of %s: %w", src.Path, err)
	}
	return nil
}

// Sources lists every committed position, most recently updated first.
func (s *Store) Sources(ctx context.Context) ([]Source, error) {
	rows, err := s.r.QueryContext(ctx, `SELECT dev, ino, path, format, fp, offset, updated FROM sources ORDER BY updated DESC, path`)
	if err != nil {
		return nil, fmt.Errorf("list sources: %w", err)
	}
	defer rows.Close()
	var out []Source
	for rows.Next() {
		var src Source
		var dev, ino int64
		if err := rows.Scan(&dev, &ino, &src.Path, &src.Format, &src.FP, &src.Offset, &src.Updated); err != nil {
			return nil, fmt.Errorf("list sources: %w", err)
		}
		src.Dev, src.Ino = uint64(dev), uint64(ino)
		out = append(out, src)
	}
	return out, rows.Err()
}

// InsertParseErrors records bad lines.
func (tx *Tx) InsertParseErrors(ctx context.Context, errs []model.ParseError) error {
	for _, pe := range errs {
		if _, err := tx.ExecContext(ctx, `INSERT INTO parse_errors(ts, file, offset, error, line) VALUES (?, ?, ?, ?, ?)`,
			pe.TS, pe.File, pe.Offset, pe.Error, pe.Line); err != nil {
			return fmt.Errorf("record parse error: %w", err)
		}
	}
	return nil
}

// EventFilter selects events for ListEvents.
type EventFilter struct {
	Type     string
	Category string
	Since    time.Time
	Limit    int
}

// ListEvents returns matching events, newest first.
func (s *Store) ListEvents(ctx context.Context, f EventFilter) ([]EventRow, error) {
	var where []string
	var args []any
	if f.Type != "" {
		where = append(where, "type = ?")
		args = append(args, f.Type)
	}
	if f.Category != "" {
		where = append(where, "category = ?")
		args = append(args, f.Category)
	}
	if !f.Since.IsZero() {
		where = append(where, "ts_unix >= ?")
		args = append(args, f.Since.Unix())
	}
	q := `SELECT id, hash, ts, ts_unix, type, category, raw FROM events`
	if len(where) > 0 {
		q += " WHERE " + strings.Join(where, " AND ")
	}
	q += " ORDER BY ts_unix DESC, id DESC"
	if f.Limit > 0 {
		q += fmt.Sprintf(" LIMIT %d", f.Limit)
	}
	return queryEventRows(ctx, s.r, q, args...)
}

func queryEventRows(ctx context.Context, qr querier, q string, args ...any) ([]EventRow, error) {
	rows, err := qr.QueryContext(ctx, q, args...)
	if err != nil {
		return nil, fmt.Errorf("list events: %w", err)
	}
	defer rows.Close()
	var out []EventRow
	for rows.Next() {
		var r EventRow
		var unix int64
		var raw string
		if err := rows.Scan(&r.ID, &r.Hash, &r.TS, &unix, &r.Type, &r.Category, &raw); err != nil {
			return nil, fmt.Errorf("list events: %w", err)
		}
		r.Time = time.Unix(unix, 0).UTC()
		r.Raw = []byte(raw)
		out = append(out, r)
	}
	return out, rows.Err()
}

// EventsAfter returns up to limit events with an id above afterID, in
// id order (the order they were stored). Ids grow with every commit, so
// a high-water mark over them never skips an event.
func (s *Store) EventsAfter(ctx context.Context, afterID int64, limit int) ([]EventRow, error) {
	return queryEventRows(ctx, s.w, `SELECT id, hash, ts, ts_unix, type, category, raw FROM events
		WHERE id > ? ORDER BY id LIMIT ?`, afterID, limit)
}

// EventsByID returns the given events in (time, id) order.
func (s *Store) EventsByID(ctx context.Context, ids []int64) ([]EventRow, error) {
	if len(ids) == 0 {
		return nil, nil
	}
	var b strings.Builder
	args := make([]any, len(ids))
	for i, id := range ids {
		if i > 0 {
			b.WriteByte(',')
		}
		b.WriteByte('?')
		args[i] = id
	}
	return queryEventRows(ctx, s.r, `SELECT id, hash, ts, ts_unix, type, category, raw FROM events WHERE id IN (`+b.String()+`) ORDER BY ts_unix, id`, args...)
}

// Counts summarises the store for status.
type Counts struct {
	Events      int
	Unlearned   int
	Lessons     int
	Rules       int
	ActiveRules int
	ParseErrors int
	GuardChecks int
}

// Counts returns how many of each record the store holds.
func (s *Store) Counts(ctx context.Context) (Counts, error) {
	var c Counts
	err := s.r.QueryRowContext(ctx, `SELECT
		(SELECT count(*) FROM events),
		(SELECT count(*) FROM events WHERE id > coalesce((SELECT CAST(value AS INTEGER) FROM kv WHERE key = 'learn.last_event_id'), 0)),
		(SELECT count(*) FROM lessons),
		(SELECT count(*) FROM rules),
		(SELECT count(*) FROM rules WHERE coalesce(json_extract(data, '$.status'), 'active') IN ('', 'active')),
		(SELECT count(*) FROM parse_errors),
		(SELECT count(*) FROM guard_checks)`).Scan(&c.Events, &c.Unlearned, &c.Lessons, &c.Rules, &c.ActiveRules, &c.ParseErrors, &c.GuardChecks)
	if err != nil {
		return c, fmt.Errorf("count records: %w", err)
	}
	return c, nil
}

// SourceByIdentity returns the committed position inside a transaction.
func (tx *Tx) SourceByIdentity(ctx context.Context, dev, ino uint64) (Source, error) {
	return sourceByIdentity(ctx, tx, dev, ino)
}

// InsertEvent stores one event and returns its id; inserted is false
// when an identical event was already stored (its id is returned).
func (tx *Tx) InsertEvent(ctx context.Context, r EventRow) (id int64, inserted bool, err error) {
	n, err := tx.InsertEvents(ctx, []EventRow{r})
	if err != nil {
		return 0, false, err
	}
	err = tx.QueryRowContext(ctx, `SELECT id FROM events WHERE ts_unix = ? AND hash = ?`, r.Time.Unix(), r.Hash).Scan(&id)
	if err != nil {
		return 0, false, fmt.Errorf("insert event %s: %w", r.TS, err)
	}
	return id, n == 1, nil
}
