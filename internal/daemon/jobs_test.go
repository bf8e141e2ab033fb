package daemon

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"github.com/loopd-dev/loopd/internal/config"
	"github.com/loopd-dev/loopd/internal/store"
)

func TestLearnRunsAfterNewEventsAndIsRecorded(t *testing.T) {
	e := newEnv(t)
	e.cfg.Learn.Schedule = "@yearly" // only the debounce triggers it here
	g := &fakeGuard{}
	var runs atomic.Int32
	e.opts.Guard = g
	e.opts.Jobs = []Job{{Name: JobLearn, AfterIngest: true, ChangesRules: true, Run: func(context.Context) error {
		runs.Add(1)
		return nil
	}}}
	e.start()
	appendFile(t, e.layout.Events, lines(0, 3))
	e.waitEvents(3)
	waitFor(t, "a learn run after new events", func() bool { return runs.Load() >= 1 })
	waitFor(t, "the guard refreshed after learn", func() bool { return g.refreshCount() >= 1 })
	waitFor(t, "the run recorded", func() bool {
		_, err := e.st.LastJobRun(t.Context(), JobLearn)
		return err == nil
	})
	js, err := JobStatuses(t.Context(), e.st, e.cfg, time.Date(2026, 3, 1, 12, 0, 0, 0, time.UTC))
	if err != nil {
		t.Fatal(err)
	}
	if len(js) == 0 || js[0].Job != JobLearn || js[0].Outcome != OutcomeOK || js[0].LastRun == "" {
		t.Fatalf("JobStatuses[0] = %+v, want learn with an ok last run", js)
	}
	if got, want := js[0].NextRun, "2027-01-01T00:00:00Z"; got != want {
		t.Fatalf("learn next run = %s, want %s", got, want)
	}
}

func TestFailingAndPanickingJobsAreRecordedAndSurvived(t *testing.T) {
	e := newEnv(t)
	e.opts.Jobs = []Job{
		{Name: "broken", Schedule: "@every 1s", Run: func(context.Context) error { return errors.New("disk on fire") }},
		{Name: "panicky", Schedule: "@every 1s", Run: func(context.Context) error { panic("boom") }},
	}
	e.start()
	for job, want := range map[string]string{"broken": OutcomeError, "panicky": OutcomePanic} {
		waitFor(t, job+" recorded", func() bool {
			run, err := e.st.LastJobRun(t.Context(), job)
			return err == nil && run.Outcome == want
		})
	}
	run, _ := e.st.LastJobRun(t.Context(), "broken")
	if run.Detail != "disk on fire" {
		t.Fatalf("broken job detail = %q, want the error", run.Detail)
	}
	c := e.client()
	defer c.Close()
	if err := c.Health(t.Context()); err != nil {
		t.Fatalf("daemon after a panicking job: %v", err)
	}
}

func TestSkipIfStillRunning(t *testing.T) {
	e := newEnv(t)
	release := make(chan struct{})
	var started atomic.Int32
	e.opts.Jobs = []Job{{Name: JobLearn, Schedule: "@every 1s", AfterIngest: true, Run: func(ctx context.Context) error {
		started.Add(1)
		select {
		case <-release:
		case <-ctx.Done():
		}
		return nil
	}}}
	e.start()
	waitFor(t, "the scheduled run", func() bool { return started.Load() == 1 })
	for i := range 3 { // triggered runs while the scheduled one is running are skipped
		appendFile(t, e.layout.Events, lines(i, i+1))
		e.waitEvents(i + 1)
	}
	time.Sleep(100 * time.Millisecond)
	if got := started.Load(); got != 1 {
		t.Fatalf("job started %d times while one run was in flight, want 1", got)
	}
	close(release)
}

func TestShutdownCancelsRunningJobs(t *testing.T) {
	e := newEnv(t)
	e.cfg.Daemon.ShutdownGrace = 2 * time.Second
	var started, cancelled atomic.Bool
	e.opts.Jobs = []Job{{Name: JobLearn, Schedule: "@every 1s", Run: func(ctx context.Context) error {
		started.Store(true)
		<-ctx.Done()
		cancelled.Store(true)
		return ctx.Err()
	}}}
	e.start()
	waitFor(t, "the job to start", started.Load)
	if err := e.stop(); err != nil {
		t.Fatalf("Run = %v", err)
	}
	if !cancelled.Load() {
		t.Fatal("the running job's context was not cancelled at shutdown")
	}
	run, err := e.st.LastJobRun(t.Context(), JobLearn)
	if err != nil || run.Outcome != OutcomeError {
		t.Fatalf("last learn run = %+v, %v; want an error outcome (cancelled)", run, err)
	}
}

func TestJobStatusesTable(t *testing.T) {
	e := newEnv(t)
	ctx := t.Context()
	if err := e.st.RecordJobRun(ctx, store.JobRun{Job: JobDecay, Started: "2026-03-01T03:15:00Z", DurationMS: 1500, Outcome: OutcomeOK}, 3); err != nil {
		t.Fatal(err)
	}
	now := time.Date(2026, 3, 2, 10, 0, 0, 0, time.UTC) // a Monday
	tests := []struct {
		name   string
		export string
		want   map[string]JobStatus
	}{
		{"export off", "", map[string]JobStatus{
			JobLearn:   {Job: JobLearn, Schedule: "*/5 * * * *", NextRun: "2026-03-02T10:05:00Z"},
			JobDecay:   {Job: JobDecay, Schedule: "15 3 * * *", NextRun: "2026-03-03T03:15:00Z", LastRun: "2026-03-01T03:15:00Z", Outcome: OutcomeOK, Duration: "1.5s"},
			JobMetrics: {Job: JobMetrics, Schedule: "30 6 * * 1", NextRun: "2026-03-09T06:30:00Z"},
		}},
		{"nightly export", "0 2 * * *", map[string]JobStatus{
			JobLearn:   {Job: JobLearn, Schedule: "*/5 * * * *", NextRun: "2026-03-02T10:05:00Z"},
			JobDecay:   {Job: JobDecay, Schedule: "15 3 * * *", NextRun: "2026-03-03T03:15:00Z", LastRun: "2026-03-01T03:15:00Z", Outcome: OutcomeOK, Duration: "1.5s"},
			JobMetrics: {Job: JobMetrics, Schedule: "30 6 * * 1", NextRun: "2026-03-09T06:30:00Z"},
			JobExport:  {Job: JobExport, Schedule: "0 2 * * *", NextRun: "2026-03-03T02:00:00Z"},
		}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			cfg := *e.cfg
			cfg.Export.Schedule = tc.export
			got, err := JobStatuses(ctx, e.st, &cfg, now)
			if err != nil {
				t.Fatal(err)
			}
			if len(got) != len(tc.want) {
				t.Fatalf("JobStatuses = %+v, want %d jobs", got, len(tc.want))
			}
			for _, js := range got {
				if js != tc.want[js.Job] {
					t.Errorf("JobStatuses[%s] = %+v, want %+v", js.Job, js, tc.want[js.Job])
				}
			}
		})
	}
}

func TestJobStatusesInTimezone(t *testing.T) {
	e := newEnv(t)
	cfg := *e.cfg
	loc, err := time.LoadLocation("Europe/Berlin")
	if err != nil {
		t.Skip("no tzdata:", err)
	}
	cfg.Location = loc
	got, err := JobStatuses(t.Context(), e.st, &cfg, time.Date(2026, 3, 2, 10, 0, 0, 0, time.UTC))
	if err != nil {
		t.Fatal(err)
	}
	// 03:15 Berlin on 3 March is 02:15 UTC.
	if got[1].Job != JobDecay || got[1].NextRun != "2026-03-03T03:15:00+01:00" {
		t.Fatalf("decay next run = %+v, want 2026-03-03T03:15:00+01:00", got[1])
	}
}

func TestRecordJobRunKeepsTheNewest(t *testing.T) {
	e := newEnv(t)
	ctx := t.Context()
	for i := range 5 {
		run := store.JobRun{Job: "x", Started: time.Date(2026, 1, 1, 0, i, 0, 0, time.UTC).Format(time.RFC3339), Outcome: OutcomeOK}
		if err := e.st.RecordJobRun(ctx, run, 2); err != nil {
			t.Fatal(err)
		}
	}
	run, err := e.st.LastJobRun(ctx, "x")
	if err != nil || run.Started != "2026-01-01T00:04:00Z" {
		t.Fatalf("LastJobRun = %+v, %v; want the fifth run", run, err)
	}
}

func TestSIGHUPReloadsSources(t *testing.T) {
	e := newEnv(t)
	g := &fakeGuard{}
	e.opts.Guard = g
	next := *e.cfg
	next.Sources = append([]config.Source(nil), e.cfg.Sources...)
	next.Sources = append(next.Sources, config.Source{Path: "extra/*.jsonl", Format: "events"})
	var reloads atomic.Int32
	e.opts.Reload = func() (*config.Config, error) {
		reloads.Add(1)
		return &next, nil
	}
	e.start()
	if err := os.MkdirAll(e.path("extra"), 0o755); err != nil {
		t.Fatal(err)
	}
	appendFile(t, filepath.Join(e.path("extra"), "a.jsonl"), lines(0, 2))
	time.Sleep(300 * time.Millisecond) // three polls: not a source yet
	if c := e.counts(); c.Events != 0 {
		t.Fatalf("events = %d before the reload, want 0", c.Events)
	}
	if err := syscall.Kill(os.Getpid(), syscall.SIGHUP); err != nil {
		t.Fatal(err)
	}
	e.waitEvents(2)
	if reloads.Load() != 1 || g.refreshCount() < 1 {
		t.Fatalf("reloads = %d, guard refreshes = %d; want 1 and at least 1", reloads.Load(), g.refreshCount())
	}
}

func TestReloadFailureKeepsRunning(t *testing.T) {
	e := newEnv(t)
	e.opts.Reload = func() (*config.Config, error) { return nil, errors.New("config: log.level = loud is invalid") }
	e.start()
	if err := syscall.Kill(os.Getpid(), syscall.SIGHUP); err != nil {
		t.Fatal(err)
	}
	appendFile(t, e.layout.Events, lines(0, 2))
	e.waitEvents(2)
	c := e.client()
	defer c.Close()
	if err := c.Health(t.Context()); err != nil {
		t.Fatalf("daemon after a failed reload: %v", err)
	}
}
