package daemon

import (
	"context"
	"os"
	"slices"
	"testing"
	"time"

	"github.com/loopd-dev/loopd/internal/guard"
	"github.com/loopd-dev/loopd/internal/guard/guardbench"
	"github.com/loopd-dev/loopd/internal/store"
	"github.com/loopd-dev/loopd/internal/text"
)

// reportPercentiles adds p50 and p99 of ds (in ms) to the benchmark.
func reportPercentiles(b *testing.B, ds []time.Duration, unit string) {
	if len(ds) == 0 {
		return
	}
	slices.Sort(ds)
	ms := func(d time.Duration) float64 { return float64(d) / float64(time.Millisecond) }
	b.ReportMetric(ms(ds[len(ds)/2]), "p50-"+unit)
	b.ReportMetric(ms(ds[len(ds)*99/100]), "p99-"+unit)
}

// BenchmarkAppendToStored measures how long an event appended to the
// tailed file takes to be committed in the store (fsnotify → ingest →
// commit), one event at a time. Target: ≤ 250 ms.
func BenchmarkAppendToStored(b *testing.B) {
	e := newEnv(b)
	e.cfg.Learn.Debounce = time.Hour
	e.start()
	f, err := os.OpenFile(e.layout.Events, os.O_WRONLY|os.O_APPEND|os.O_CREATE, 0o644)
	if err != nil {
		b.Fatal(err)
	}
	defer f.Close()
	ctx := context.Background()
	var ds []time.Duration
	n := 0
	for b.Loop() {
		t0 := time.Now()
		if _, err := f.WriteString(eventLine(n)); err != nil {
			b.Fatal(err)
		}
		n++
		for {
			c, err := e.st.Counts(ctx)
			if err != nil {
				b.Fatal(err)
			}
			if c.Events == n {
				break
			}
			time.Sleep(200 * time.Microsecond)
		}
		ds = append(ds, time.Since(t0))
	}
	reportPercentiles(b, ds, "ms")
}

// BenchmarkGuardThroughSocket measures POST /v1/guard round trips with
// the real guard.Checker over 10,000 rules, set up as the daemon does it
// (rules compiled up front, each check appended to guard-log.jsonl and
// recorded in the store in the background). Target: p99 ≤ 1 ms.
func BenchmarkGuardThroughSocket(b *testing.B) {
	e := newEnv(b)
	ctx := context.Background()
	if err := e.st.Update(ctx, func(tx *store.Tx) error {
		for _, r := range guardbench.Rules(10000) {
			if err := tx.PutRule(ctx, r); err != nil {
				return err
			}
		}
		return nil
	}); err != nil {
		b.Fatal(err)
	}
	an, err := text.NewAnalyzer()
	if err != nil {
		b.Fatal(err)
	}
	chk, err := guard.NewChecker(ctx, e.st, an, guard.CheckConfig{BlockThreshold: 0.6, MaxMatches: 5}, e.layout.GuardLog, nil)
	if err != nil {
		b.Fatal(err)
	}
	// As `loopd run` sets it up: every rule compiled up front, checks
	// recorded in the background.
	chk.KeepWarm()
	rec := guard.NewRecorder(e.st, nil)
	defer rec.Close()
	chk.RecordWith(rec)
	e.opts.Guard = chk
	e.start()
	c := e.client()
	defer c.Close()
	actions := guardbench.Actions
	var ds, took []time.Duration
	i := 0
	for b.Loop() {
		t0 := time.Now()
		res, err := c.Guard(ctx, actions[i%len(actions)])
		if err != nil {
			b.Fatal(err)
		}
		ds = append(ds, time.Since(t0))
		took = append(took, time.Duration(res.TookUS)*time.Microsecond)
		i++
	}
	reportPercentiles(b, ds, "ms")
	slices.Sort(took)
	b.ReportMetric(float64(took[len(took)/2].Microseconds())/1000, "server-p50-ms")
	b.ReportMetric(float64(took[len(took)*99/100].Microseconds())/1000, "server-p99-ms")
}

// BenchmarkSocketRoundTrip is the API's own cost: the same request to a
// guard that answers at once.
func BenchmarkSocketRoundTrip(b *testing.B) {
	e := newEnv(b)
	e.opts.Guard = &fakeGuard{}
	e.start()
	c := e.client()
	defer c.Close()
	ctx := context.Background()
	var ds []time.Duration
	for b.Loop() {
		t0 := time.Now()
		if _, err := c.Guard(ctx, "post to moltbook"); err != nil {
			b.Fatal(err)
		}
		ds = append(ds, time.Since(t0))
	}
	reportPercentiles(b, ds, "ms")
}

// BenchmarkGuardDirect splits the socket figure: Evaluate (matching
// only) and Check (matching + recording) on the same 10,000 rules.
func BenchmarkGuardDirect(b *testing.B) {
	e := newEnv(b)
	ctx := context.Background()
	if err := e.st.Update(ctx, func(tx *store.Tx) error {
		for _, r := range guardbench.Rules(10000) {
			if err := tx.PutRule(ctx, r); err != nil {
				return err
			}
		}
		return nil
	}); err != nil {
		b.Fatal(err)
	}
	an, err := text.NewAnalyzer()
	if err != nil {
		b.Fatal(err)
	}
	chk, err := guard.NewChecker(ctx, e.st, an, guard.CheckConfig{BlockThreshold: 0.6, MaxMatches: 5}, e.layout.GuardLog, nil)
	if err != nil {
		b.Fatal(err)
	}
	chk.KeepWarm()
	rec := guard.NewRecorder(e.st, nil)
	defer rec.Close()
	chk.RecordWith(rec)
	actions := guardbench.Actions
	b.Run("Evaluate", func(b *testing.B) {
		var ds []time.Duration
		i := 0
		for b.Loop() {
			t0 := time.Now()
			chk.Evaluate(actions[i%len(actions)])
			ds = append(ds, time.Since(t0))
			i++
		}
		reportPercentiles(b, ds, "ms")
	})
	b.Run("Check", func(b *testing.B) {
		var ds []time.Duration
		i := 0
		for b.Loop() {
			t0 := time.Now()
			if _, err := chk.Check(ctx, actions[i%len(actions)]); err != nil {
				b.Fatal(err)
			}
			ds = append(ds, time.Since(t0))
			i++
		}
		reportPercentiles(b, ds, "ms")
	})
}
