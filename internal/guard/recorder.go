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
type Recorder struct {
	store *store.Store
	log   *slog.Logger
	queue chan pendingCheck
	wg    sync.WaitGroup
}

// NewRecorder starts the background writer; Close flushes and stops it.
func NewRecorder(st *store.Store, log *slog.Logger) *Recorder {
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	r := &Recorder{store: st, log: log, queue: make(chan pendingCheck, recorderQueue)}
	r.wg.Add(1)
	go r.loop()
	return r
}

// enqueue hands a check to the writer; false when the queue is full.
func (r *Recorder) enqueue(p pendingCheck) bool {
	select {
	case r.queue <- p:
		return true
	default:
		return false
	}
}

func (r *Recorder) loop() {
	defer r.wg.Done()
	linger := time.NewTimer(recorderLinger)
	linger.Stop()
	for first := range r.queue {
		batch := []pendingCheck{first}
		linger.Reset(recorderLinger)
	drain:
		for len(batch) < 256 {
			select {
			case p, ok := <-r.queue:
				if !ok {
					break drain
				}
				batch = append(batch, p)
			case <-linger.C:
				break drain
			}
		}
		linger.Stop()
		if err := writeChecks(context.Background(), r.store, batch); err != nil {
			r.log.Error("could not record guard checks", "checks", len(batch), "err", err)
		}
	}
}

// Close writes what is queued and stops the writer.
func (r *Recorder) Close() {
	close(r.queue)
	r.wg.Wait()
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
