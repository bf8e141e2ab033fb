package store

import (
	"context"
	"fmt"
)

// migrations are applied in order; user_version records how many ran.
// Append only: never edit a migration that has shipped.
var migrations = []string{
	// 1: the initial schema.
	`
-- An event's identity is the hash of its canonical JSON. Identical
-- events also share their timestamp, so uniqueness is enforced on
-- (ts_unix, hash): the index then grows mostly at its right edge as
-- events arrive in time order, instead of at random places, which keeps
-- ingest fast on a year of events; it also serves time-range queries.
CREATE TABLE events (
	id        INTEGER PRIMARY KEY,
	hash      BLOB    NOT NULL,
	ts        TEXT    NOT NULL,
	ts_unix   INTEGER NOT NULL,
	type      TEXT    NOT NULL,
	category  TEXT    NOT NULL,
	raw       TEXT    NOT NULL,
	UNIQUE (ts_unix, hash)
);

CREATE TABLE sources (
	dev      INTEGER NOT NULL,
	ino      INTEGER NOT NULL,
	path     TEXT    NOT NULL,
	format   TEXT    NOT NULL DEFAULT 'events',
	fp       BLOB    NOT NULL,
	offset   INTEGER NOT NULL,
	updated  TEXT    NOT NULL,
	PRIMARY KEY (dev, ino)
);

CREATE TABLE parse_errors (
	id      INTEGER PRIMARY KEY,
	ts      TEXT    NOT NULL,
	file    TEXT    NOT NULL,
	offset  INTEGER NOT NULL,
	error   TEXT    NOT NULL,
	line    TEXT    NOT NULL
);

CREATE TABLE lessons (
	seq      INTEGER PRIMARY KEY,
	id       TEXT    NOT NULL UNIQUE,
	data     TEXT    NOT NULL,
	-- cluster is the clusterer's id for the lesson and features its
	-- clustering state (JSON); adopted lessons have neither.
	cluster  INTEGER UNIQUE,
	features TEXT    NOT NULL DEFAULT ''
);

CREATE TABLE lesson_members (
	event_id   INTEGER PRIMARY KEY REFERENCES events(id),
	lesson_id  TEXT    NOT NULL,
	similarity REAL    NOT NULL,
	evidence   TEXT    NOT NULL DEFAULT '[]'
);
CREATE INDEX lesson_members_by_lesson ON lesson_members(lesson_id);

CREATE TABLE rules (
	seq        INTEGER PRIMARY KEY,
	id         TEXT    NOT NULL UNIQUE,
	data       TEXT    NOT NULL,
	-- created_at is the instant the rule came into force here (RFC 3339);
	-- a mistake after it that matches the rule is a violation.
	created_at TEXT    NOT NULL DEFAULT '',
	-- What a guard check needs, as plain columns so a cold check reads
	-- them without decoding JSON; kept in step with data by PutRule.
	type       TEXT    NOT NULL DEFAULT '',
	category   TEXT    NOT NULL DEFAULT '',
	rule       TEXT    NOT NULL DEFAULT '',
	active     INTEGER NOT NULL DEFAULT 1,
	flagged    INTEGER NOT NULL DEFAULT 0,
	violations INTEGER NOT NULL DEFAULT 0
);
-- Covers GuardRules: a cold check reads these pages, not the JSON.
CREATE INDEX rules_guard ON rules(active, seq, id, type, category, rule, flagged, violations);

CREATE TABLE rule_violations (
	rule_id    TEXT    NOT NULL,
	event_id   INTEGER NOT NULL,
	ts         TEXT    NOT NULL,
	regression INTEGER NOT NULL,
	PRIMARY KEY (rule_id, event_id)
);

CREATE TABLE rule_validations (
	rule_id TEXT NOT NULL,
	source  TEXT NOT NULL,
	ts      TEXT NOT NULL,
	PRIMARY KEY (rule_id, source)
);

CREATE TABLE guard_checks (
	id          TEXT PRIMARY KEY,
	ts          TEXT NOT NULL,
	action      TEXT NOT NULL,
	decision    TEXT NOT NULL,
	matched     TEXT NOT NULL,
	outcome     TEXT NOT NULL,
	save_logged INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE kv (
	key   TEXT PRIMARY KEY,
	value TEXT NOT NULL
);

CREATE TABLE job_runs (
	id          INTEGER PRIMARY KEY,
	job         TEXT    NOT NULL,
	started     TEXT    NOT NULL,
	duration_ms INTEGER NOT NULL,
	outcome     TEXT    NOT NULL,
	detail      TEXT    NOT NULL DEFAULT ''
);
CREATE INDEX job_runs_by_job ON job_runs(job, id);

CREATE TABLE weekly_metrics (
	week TEXT PRIMARY KEY,
	data TEXT NOT NULL
);
`,
}

// SchemaVersion is the schema version this build writes.
func SchemaVersion() int { return len(migrations) }

func (s *Store) migrate(ctx context.Context) error {
	return s.Update(ctx, func(tx *Tx) error {
		var v int
		if err := tx.QueryRowContext(ctx, "PRAGMA user_version").Scan(&v); err != nil {
			return fmt.Errorf("read schema version: %w", err)
		}
		if v > len(migrations) {
			return fmt.Errorf("database schema %d is newer than this loopd (%d)", v, len(migrations))
		}
		for i := v; i < len(migrations); i++ {
			if _, err := tx.ExecContext(ctx, migrations[i]); err != nil {
				return fmt.Errorf("migration %d: %w", i+1, err)
			}
		}
		if v != len(migrations) {
			if _, err := tx.ExecContext(ctx, fmt.Sprintf("PRAGMA user_version = %d", len(migrations))); err != nil {
				return fmt.Errorf("set schema version: %w", err)
			}
		}
		return nil
	})
}
