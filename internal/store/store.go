// Package store persists loopd's state in one SQLite database (pure Go,
// modernc.org/sqlite) in WAL mode. It is the only package that speaks SQL.
// It owns the schema and its migrations, the transaction discipline (one
// writer connection, immediate transactions, a busy timeout so concurrent
// processes wait instead of failing) and the rows; the logic that decides
// what to write lives in the domain packages.
package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"net/url"
	"os"
	"path/filepath"
	"time"

	_ "modernc.org/sqlite" // registers the "sqlite" driver
)

// ErrNotFound is returned when a looked-up record does not exist.
var ErrNotFound = errors.New("not found")

// Store is an open loopd database.
type Store struct {
	path string
	w    *sql.DB // the one writer connection
	r    *sql.DB // readers
}

// Options tune how the database is opened.
type Options struct {
	// BusyTimeout is how long a connection waits for a lock held by
	// another connection or process before giving up.
	BusyTimeout time.Duration
	// ReadOnly opens without running migrations or allowing writes.
	ReadOnly bool
	// CacheKiB is each connection's SQLite page cache (0 = 32 MiB, what
	// bulk ingest and learn want). The daemon uses less: SQLite's
	// allocator keeps what a cache once held, and an idle daemon should
	// stay small.
	CacheKiB int
}

func dsn(path string, busy time.Duration, readOnly bool, cacheKiB int) string {
	if cacheKiB <= 0 {
		cacheKiB = 32768
	}
	q := url.Values{}
	q.Add("_pragma", fmt.Sprintf("busy_timeout(%d)", busy.Milliseconds()))
	q.Add("_pragma", "foreign_keys(1)")
	q.Add("_pragma", "synchronous(NORMAL)")
	// 32 MiB of page cache per connection by default: enough to keep the
	// index events are deduplicated through hot while a year of events
	// streams in (negative = KiB).
	q.Add("_pragma", fmt.Sprintf("cache_size(-%d)", cacheKiB))
	q.Add("_pragma", "temp_store(MEMORY)")
	if readOnly {
		q.Add("_pragma", "query_only(1)")
	} else {
		q.Add("_pragma", "journal_mode(WAL)")
		q.Set("_txlock", "immediate")
	}
	return "file:" + filepath.ToSlash(path) + "?" + q.Encode()
}

// Open opens (creating if needed) the database at path and migrates it to
// the current schema.
func Open(ctx context.Context, path string, opt Options) (*Store, error) {
	if opt.BusyTimeout <= 0 {
		opt.BusyTimeout = 30 * time.Second
	}
	if opt.ReadOnly {
		if _, err := os.Stat(path); err != nil {
			return nil, fmt.Errorf("open store %s: %w", path, err)
		}
	}
	w, err := sql.Open("sqlite", dsn(path, opt.BusyTimeout, opt.ReadOnly, opt.CacheKiB))
	if err != nil {
		return nil, fmt.Errorf("open store %s: %w", path, err)
	}
	w.SetMaxOpenConns(1)
	w.SetMaxIdleConns(1)
	w.SetConnMaxLifetime(0)
	r, err := sql.Open("sqlite", dsn(path, opt.BusyTimeout, true, opt.CacheKiB))
	if err != nil {
		w.Close()
		return nil, fmt.Errorf("open store %s: %w", path, err)
	}
	r.SetMaxOpenConns(4)
	s := &Store{path: path, w: w, r: r}
	if !opt.ReadOnly {
		// Most opens find the schema current: check without taking the
		// write lock, which a running daemon may hold.
		var v int
		if err := s.r.QueryRowContext(ctx, "PRAGMA user_version").Scan(&v); err != nil {
			s.Close()
			return nil, fmt.Errorf("open store %s: %w", path, err)
		}
		if v == len(migrations) {
			return s, nil
		}
		if err := s.migrate(ctx); err != nil {
			s.Close()
			return nil, fmt.Errorf("open store %s: %w", path, err)
		}
	} else if err := s.checkReadable(ctx); err != nil {
		s.Close()
		return nil, fmt.Errorf("open store %s: %w", path, err)
	}
	return s, nil
}

// Path is the database file's path.
func (s *Store) Path() string { return s.path }

// Close closes every connection.
func (s *Store) Close() error {
	err1 := s.r.Close()
	err2 := s.w.Close()
	return errors.Join(err1, err2)
}

func (s *Store) checkReadable(ctx context.Context) error {
	var v int
	if err := s.r.QueryRowContext(ctx, "PRAGMA user_version").Scan(&v); err != nil {
		return fmt.Errorf("read schema version: %w", err)
	}
	if v == 0 {
		return errors.New("not a loopd database (no schema)")
	}
	if v > len(migrations) {
		return fmt.Errorf("database schema %d is newer than this loopd (%d)", v, len(migrations))
	}
	return nil
}

// Tx is a write transaction. Domain code receives it from Update and
// passes it back to the store's methods so that several changes commit
// together or not at all.
type Tx struct {
	tx    *sql.Tx
	stmts map[string]*sql.Stmt
}

// stmt prepares query once per transaction: a transaction that runs the
// same statement many times (a batch of guard checks, a learn chunk)
// would otherwise have SQLite parse it every time. The statements close
// with the transaction.
func (t *Tx) stmt(ctx context.Context, query string) (*sql.Stmt, error) {
	if st, ok := t.stmts[query]; ok {
		return st, nil
	}
	st, err := t.tx.PrepareContext(ctx, query)
	if err != nil {
		return nil, err
	}
	if t.stmts == nil {
		t.stmts = map[string]*sql.Stmt{}
	}
	t.stmts[query] = st
	return st, nil
}

// ExecContext runs a statement in the transaction (prepared once).
func (t *Tx) ExecContext(ctx context.Context, query string, args ...any) (sql.Result, error) {
	st, err := t.stmt(ctx, query)
	if err != nil {
		return nil, err
	}
	return st.ExecContext(ctx, args...)
}

// QueryContext runs a query in the transaction (prepared once).
func (t *Tx) QueryContext(ctx context.Context, query string, args ...any) (*sql.Rows, error) {
	st, err := t.stmt(ctx, query)
	if err != nil {
		return nil, err
	}
	return st.QueryContext(ctx, args...)
}

// QueryRowContext runs a one-row query in the transaction (prepared once).
func (t *Tx) QueryRowContext(ctx context.Context, query string, args ...any) *sql.Row {
	st, err := t.stmt(ctx, query)
	if err != nil {
		return t.tx.QueryRowContext(ctx, query, args...) // reports the error
	}
	return st.QueryRowContext(ctx, args...)
}

// Update runs fn in one immediate write transaction: it commits when fn
// returns nil and rolls back otherwise.
func (s *Store) Update(ctx context.Context, fn func(*Tx) error) error {
	tx, err := s.w.BeginTx(ctx, nil)
	if err != nil {
		return fmt.Errorf("begin: %w", err)
	}
	if err := fn(&Tx{tx: tx}); err != nil {
		_ = tx.Rollback()
		return err
	}
	if err := tx.Commit(); err != nil {
		return fmt.Errorf("commit: %w", err)
	}
	return nil
}

// querier is what both a read connection and a transaction offer.
type querier interface {
	QueryContext(ctx context.Context, query string, args ...any) (*sql.Rows, error)
	QueryRowContext(ctx context.Context, query string, args ...any) *sql.Row
	ExecContext(ctx context.Context, query string, args ...any) (sql.Result, error)
}

// Checkpoint folds the WAL back into the database file.
func (s *Store) Checkpoint(ctx context.Context) error {
	_, err := s.w.ExecContext(ctx, "PRAGMA wal_checkpoint(TRUNCATE)")
	return err
}
