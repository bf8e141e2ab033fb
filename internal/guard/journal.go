package guard

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"strconv"

	"github.com/loopd-dev/loopd/internal/model"
	"github.com/loopd-dev/loopd/internal/store"
)

// Keys under which SyncLog remembers how far it read guard-log.jsonl.
const (
	kvLogOffset = "guardlog.offset"
	kvLogHead   = "guardlog.head"
)

// logHeadBytes is how much of the log's start identifies it.
const logHeadBytes = 64

// SyncLog stores the checks guard-log.jsonl holds and the store lacks:
// those a cold `loopd guard` answered from the rules snapshot and only
// appended to the log (the log is the journal; the store catches up
// here, exactly once per check id). It reads from where it stopped last
// time and returns how many checks it added.
func SyncLog(ctx context.Context, st *store.Store, logPath string) (int, error) {
	f, err := os.Open(logPath)
	if errors.Is(err, os.ErrNotExist) {
		return 0, nil
	}
	if err != nil {
		return 0, fmt.Errorf("sync %s: %w", logPath, err)
	}
	defer f.Close()
	fi, err := f.Stat()
	if err != nil {
		return 0, fmt.Errorf("sync %s: %w", logPath, err)
	}
	head := make([]byte, logHeadBytes)
	n, _ := io.ReadFull(f, head)
	head = head[:n]
	// Most calls find nothing new: check with a read, without taking the
	// writer (a learn chunk may hold it), before starting a transaction.
	if offStr, ok, err := st.KV(ctx, kvLogOffset); err == nil && ok {
		knownHead, _, _ := st.KV(ctx, kvLogHead)
		if off, _ := strconv.ParseInt(offStr, 10, 64); off == fi.Size() && bytes.HasPrefix(head, []byte(knownHead)) {
			return 0, nil
		}
	}
	added := 0
	err = st.Update(ctx, func(tx *store.Tx) error {
		offStr, _, err := tx.KV(ctx, kvLogOffset)
		if err != nil {
			return err
		}
		knownHead, _, err := tx.KV(ctx, kvLogHead)
		if err != nil {
			return err
		}
		off, _ := strconv.ParseInt(offStr, 10, 64)
		if off > fi.Size() || !bytes.HasPrefix(head, []byte(knownHead)) {
			off = 0 // a new or truncated log: ids keep it exactly once
		}
		if off == fi.Size() {
			return nil
		}
		if _, err := f.Seek(off, io.SeekStart); err != nil {
			return err
		}
		br := bufio.NewReaderSize(f, 64*1024)
		var counts applied
		for {
			line, err := br.ReadBytes('\n')
			if err == io.EOF {
				break // a partial last line waits for its writer
			}
			if err != nil {
				return err
			}
			off += int64(len(line))
			var e model.GuardEntry
			if json.Unmarshal(line, &e) != nil || e.ID == "" || (e.Outcome != "" && e.Outcome != model.OutcomePending) {
				continue // outcome lines are in the store already
			}
			matched := make([]model.GuardMatch, 0, len(e.MatchedRules))
			for _, id := range e.MatchedRules {
				m := model.GuardMatch{ID: id, Score: e.Scores[id]}
				if r, err := tx.Rule(ctx, id); err == nil {
					m.Type, m.Category, m.Rule, m.ReviewFlagged = r.Type, r.Category, r.Rule, r.ReviewFlagged
				}
				matched = append(matched, m)
			}
			if e.Outcome == "" {
				e.Outcome = model.OutcomePending
			}
			inserted, err := tx.InsertGuardCheck(ctx, e, matched)
			if err != nil {
				return err
			}
			if inserted {
				added++
				counts.add(matched)
			}
		}
		if err := counts.write(ctx, tx); err != nil {
			return err
		}
		if err := tx.SetKV(ctx, kvLogHead, string(head)); err != nil {
			return err
		}
		return tx.SetKV(ctx, kvLogOffset, strconv.FormatInt(off, 10))
	})
	if err != nil {
		return 0, fmt.Errorf("sync %s: %w", logPath, err)
	}
	return added, nil
}
