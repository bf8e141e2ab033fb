package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
)

// JobRun is one recorded run of a daemon job.
type JobRun struct {
	Job        string
	Started    string // RFC 3339
	DurationMS int64
	Outcome    string // ok, error, panic
	Detail     string
}

// RecordJobRun appends a job run and keeps only the newest runs of that
// job (keep, at least 1), so the table stays small on a long-lived daemon.
func (s *Store) RecordJobRun(ctx context.Context, run JobRun, keep int) error {
	if keep < 1 {
		keep = 1
	}
	return s.Update(ctx, func(tx *Tx) error {
		if _, err := tx.ExecContext(ctx, `INSERT INTO job_runs(job, started, duration_ms, outcome, detail) VALUES (?, ?, ?, ?, ?)`,
			run.Job, run.Started, run.DurationMS, run.Outcome, run.Detail); err != nil {
			return fmt.Errorf("record %s job run: %w", run.Job, err)
		}
		if _, err := tx.ExecContext(ctx, `DELETE FROM job_runs WHERE job = ? AND id <= coalesce(
			(SELECT id FROM job_runs WHERE job = ? ORDER BY id DESC LIMIT 1 OFFSET ?), 0)`, run.Job, run.Job, keep); err != nil {
			return fmt.Errorf("trim %s job runs: %w", run.Job, err)
		}
		return nil
	})
}

// LastJobRun returns the newest recorded run of job, or ErrNotFound.
func (s *Store) LastJobRun(ctx context.Context, job string) (JobRun, error) {
	run := JobRun{Job: job}
	err := s.r.QueryRowContext(ctx, `SELECT started, duration_ms, outcome, detail FROM job_runs WHERE job = ? ORDER BY id DESC LIMIT 1`, job).
		Scan(&run.Started, &run.DurationMS, &run.Outcome, &run.Detail)
	if errors.Is(err, sql.ErrNoRows) {
		return run, ErrNotFound
	}
	if err != nil {
		return run, fmt.Errorf("read last %s job run: %w", job, err)
	}
	return run, nil
}

// ForgetSource drops the committed position of a file identity (a file
// that is gone for good). Reading such a file again would store nothing
// twice: events are unique by content.
func (s *Store) ForgetSource(ctx context.Context, dev, ino uint64) error {
	return s.Update(ctx, func(tx *Tx) error {
		if _, err := tx.ExecContext(ctx, `DELETE FROM sources WHERE dev = ? AND ino = ?`, int64(dev), int64(ino)); err != nil {
			return fmt.Errorf("forget source %d:%d: %w", dev, ino, err)
		}
		return nil
	})
}

// ShrinkMemory hands back what the connections cache: the writer's page
// cache is released (PRAGMA shrink_memory) and idle readers are closed
// (they reopen on demand). A long-lived daemon calls it after a job that
// touched much of the database.
func (s *Store) ShrinkMemory(ctx context.Context) error {
	if _, err := s.w.ExecContext(ctx, "PRAGMA shrink_memory"); err != nil {
		return fmt.Errorf("shrink memory: %w", err)
	}
	s.r.SetMaxIdleConns(0)
	s.r.SetMaxIdleConns(2)
	s.w.SetMaxIdleConns(0)
	s.w.SetMaxIdleConns(1)
	return nil
}

// RegisterSource records a file identity at offset 0 unless a position
// is already committed for it. The daemon registers every file it starts
// to follow, so that a file rotated away before anything was read from
// it is still found (by identity) after a crash.
func (s *Store) RegisterSource(ctx context.Context, src Source) error {
	return s.Update(ctx, func(tx *Tx) error {
		if _, err := tx.ExecContext(ctx, `INSERT INTO sources(dev, ino, path, format, fp, offset, updated) VALUES (?, ?, ?, ?, ?, 0, ?)
			ON CONFLICT(dev, ino) DO NOTHING`, int64(src.Dev), int64(src.Ino), src.Path, src.Format, []byte{}, src.Updated); err != nil {
			return fmt.Errorf("register source %s: %w", src.Path, err)
		}
		return nil
	})
}

// RenameSource records that the file with this identity now lives at
// path (after a rotation), keeping its committed offset.
func (s *Store) RenameSource(ctx context.Context, dev, ino uint64, path string) error {
	return s.Update(ctx, func(tx *Tx) error {
		if _, err := tx.ExecContext(ctx, `UPDATE sources SET path = ? WHERE dev = ? AND ino = ? AND path <> ?`,
			path, int64(dev), int64(ino), path); err != nil {
			return fmt.Errorf("rename source to %s: %w", path, err)
		}
		return nil
	})
}
