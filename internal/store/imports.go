package store

import (
	"context"
	"encoding/json"
	"fmt"
)

// ImportEntry is one line of the import ledger: an incoming rule from
// another agent that an import applied, and the local rule it merged
// into or became. The ledger is what makes importing the same file twice
// add nothing.
type ImportEntry struct {
	SourceAgent string `json:"source_agent"`
	OriginalID  string `json:"original_id"`
	Hash        string `json:"hash"`
	// Action is what the import did: merge, new or flagged.
	Action  string `json:"action"`
	LocalID string `json:"local_id"`
	// File is the export file's base name and At the import instant
	// (RFC 3339), kept for people reading the ledger.
	File string `json:"file,omitempty"`
	At   string `json:"at,omitempty"`
}

// The ledger lives in the kv table, one row per entry, under keys
// importKeyPrefix + JSON [agent, original id, hash]. Keys sort between
// importKeyPrefix and importKeyEnd ('/' + 1 == '0').
const (
	importKeyPrefix = "import/"
	importKeyEnd    = "import0"
)

func importKey(e ImportEntry) (string, error) {
	k, err := json.Marshal([]string{e.SourceAgent, e.OriginalID, e.Hash})
	if err != nil {
		return "", err
	}
	return importKeyPrefix + string(k), nil
}

// ImportLedger returns every import ledger entry, ordered by key.
func (s *Store) ImportLedger(ctx context.Context) ([]ImportEntry, error) {
	return importLedger(ctx, s.r)
}

// ImportLedger returns every import ledger entry inside the transaction.
func (tx *Tx) ImportLedger(ctx context.Context) ([]ImportEntry, error) {
	return importLedger(ctx, tx)
}

func importLedger(ctx context.Context, q querier) ([]ImportEntry, error) {
	rows, err := q.QueryContext(ctx, `SELECT key, value FROM kv WHERE key >= ? AND key < ? ORDER BY key`, importKeyPrefix, importKeyEnd)
	if err != nil {
		return nil, fmt.Errorf("read import ledger: %w", err)
	}
	defer rows.Close()
	out := []ImportEntry{}
	for rows.Next() {
		var key, value string
		if err := rows.Scan(&key, &value); err != nil {
			return nil, fmt.Errorf("read import ledger: %w", err)
		}
		var e ImportEntry
		if err := json.Unmarshal([]byte(value), &e); err != nil {
			return nil, fmt.Errorf("read import ledger: corrupt entry %s: %w", key, err)
		}
		out = append(out, e)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("read import ledger: %w", err)
	}
	return out, nil
}

// RecordImport adds (or replaces) the ledger entry for e's source agent,
// original id and hash.
func (tx *Tx) RecordImport(ctx context.Context, e ImportEntry) error {
	key, err := importKey(e)
	if err != nil {
		return fmt.Errorf("record import of %s from %s: %w", e.OriginalID, e.SourceAgent, err)
	}
	value, err := json.Marshal(e)
	if err != nil {
		return fmt.Errorf("record import of %s from %s: %w", e.OriginalID, e.SourceAgent, err)
	}
	if _, err := tx.ExecContext(ctx, `INSERT INTO kv(key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value`, key, string(value)); err != nil {
		return fmt.Errorf("record import of %s from %s: %w", e.OriginalID, e.SourceAgent, err)
	}
	return nil
}
