package guard

import (
	"context"
	"log/slog"
	"sync"
	"time"

	"github.com/loopd-dev/loopd/internal/model"
	"github.com/loopd-dev/loopd/internal/store"
)

// The daemon's writer stays out of the way of checks: it writes when the
// checks pause (recorderQuiet without one), or when the oldest waiting
// check has waited recorderMaxDelay, in transactions of at most
// recorderBatch checks, pausing again whenever a check comes in. On two
// cores a store write that runs while a check is answered costs that
// check a millisecond or more of scheduling. A check is in guard-log.jsonl
// before it is queued, so a crash meanwhile loses nothing (the store takes
// it from the log, SyncLog).
const (
	recorderQuiet    = 50 * time.Millisecond
	recorderMaxDelay = 10 * time.Second
	recorderBatch    = 256
	// recorderQueue bounds the checks waiting; past it a check is written
	// on the caller's path.
	recorderQueue = 16384
)

type pendingCheck struct {
	entry   model.GuardEntry
	matched []model.GuardMatch
}

// Recorder writes guard checks to the store in the background, so a check
// answered from memory never waits for the store's writer (which a learn
// chunk or an ingest batch may hold) nor competes with it for a CPU. The
// daemon uses one; a CLI process records on its own path instead, as it
// exits right after.
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
	first   time.Time // when the oldest waiting check was queued
	last    time.Time // when the newest was
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
	now := time.Now()
	r.mu.Lock()
	if r.closed || len(r.pending) >= recorderQueue {
		r.mu.Unlock()
		return false
	}
	if len(r.pending) == 0 {
		r.first = now
	}
	r.pending = append(r.pending, p)
	r.last = now
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
		for {
			closed := r.waitQuiet()
			batch := r.take()
			if len(batch) == 0 {
				if closed {
					return
				}
				break
			}
			if err := writeChecks(context.Background(), r.store, batch); err != nil {
				r.log.Error("could not record guard checks", "checks", len(batch), "err", err)
			}
		}
	}
}

// waitQuiet waits until the writer may write: checks have paused, the
// oldest waiting one has waited long enough, half the queue is full, or
// the recorder is closing (it reports that).
func (r *Recorder) waitQuiet() (closed bool) {
	for {
		r.mu.Lock()
		n, first, last, closed := len(r.pending), r.first, r.last, r.closed
		r.mu.Unlock()
		if closed {
			return true
		}
		if n == 0 || n >= recorderQueue/2 || time.Since(first) >= recorderMaxDelay {
			return false
		}
		idle := time.Since(last)
		if idle >= recorderQuiet {
			return false
		}
		time.Sleep(recorderQuiet - idle)
	}
}

// take removes up to recorderBatch of the oldest waiting checks.
func (r *Recorder) take() []pendingCheck {
	r.mu.Lock()
	defer r.mu.Unlock()
	n := min(len(r.pending), recorderBatch)
	batch := make([]pendingCheck, n)
	copy(batch, r.pending)
	r.pending = append(r.pending[:0], r.pending[n:]...)
	return batch
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
