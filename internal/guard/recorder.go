package guard

import (
	"context"
	"log/slog"
	"sync"
	"time"

	"github.com/loopd-dev/loopd/internal/model"
	"github.com/loopd-dev/loopd/internal/store"
)

// recorderQueue bounds the checks waiting to be written; past it a check
// is written on the caller's path.
const recorderQueue = 1024

// recorderLinger is how long the writer waits for more checks after the
// first of a batch: a burst of checks becomes one transaction instead of
// one each, which keeps the store's commits off the checks' CPUs. A check
// is in guard-log.jsonl before it is queued, so a crash in between loses
// nothing (the store takes it from the log, SyncLog).
const recorderLinger = 20 * time.Millisecond

type pendingCheck struct {
	entry   model.GuardEntry
	matched []model.GuardMatch
}

// Recorder writes guard checks to the store in the background, in
// batches, so a check answered from memory never waits for the store's
// writer (which a learn chunk or an ingest batch may hold). The daemon
// uses one; a CLI process records on its own path instead, as it exits
// right after.
//
// Checks wait in a slice, not a channel: only the first check of a batch
// wakes the writer, so a busy guard does not wake another thread for
// every check.
type Recorder struct {
	store *store.Store
	log   *slog.Logger
	wake  chan struct{} // capacity 1: there are checks waiting

	mu      sync.Mutex
	pending []pendingCheck
	closed  bool
	done    chan struct{}
}

// NewRecorder starts the background writer; Close flushes and stops it.
func NewRecorder(st *store.Store, log *slog.Logger) *Recorder {
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	r := &Recorder{store: st, log: log, wake: make(chan struct{}, 1), done: make(chan struct{})}
	go r.loop()
	return r
}

// enqueue hands a check to the writer; false when it is closed or too
// far behind (the caller then writes the check itself).
func (r *Recorder) enqueue(p pendingCheck) bool {
	r.mu.Lock()
	if r.closed || len(r.pending) >= recorderQueue {
		r.mu.Unlock()
		return false
	}
	r.pending = append(r.pending, p)
	first := len(r.pending) == 1
	r.mu.Unlock()
	if first {
		select {
		case r.wake <- struct{}{}:
		default:
		}
	}
	return true
}

func (r *Recorder) loop() {
	defer close(r.done)
	for range r.wake {
		r.mu.Lock()
		closed := r.closed
		r.mu.Unlock()
		if !closed {
			time.Sleep(recorderLinger) // let the burst gather
		}
		r.mu.Lock()
		batch := r.pending
		r.pending = nil
		closed = r.closed
		r.mu.Unlock()
		if len(batch) > 0 {
			if err := writeChecks(context.Background(), r.store, batch); err != nil {
				r.log.Error("could not record guard checks", "checks", len(batch), "err", err)
			}
		}
		if closed {
			return
		}
	}
}

// Close writes what is queued and stops the writer.
func (r *Recorder) Close() {
	r.mu.Lock()
	if r.closed {
		r.mu.Unlock()
		<-r.done
		return
	}
	r.closed = true
	r.mu.Unlock()
	select {
	case r.wake <- struct{}{}:
	default:
	}
	<-r.done
}

// writeChecks records checks in one transaction.
func writeChecks(ctx context.Context, st *store.Store, batch []pendingCheck) error {
	return st.Update(ctx, func(tx *store.Tx) error {
		var counts applied
		for _, p := range batch {
			inserted, err := tx.InsertGuardCheck(ctx, p.entry, p.matched)
			if err != nil {
				return err
			}
			if inserted {
				counts.add(p.matched)
			}
		}
		return counts.write(ctx, tx)
	})
}
