package daemon

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"runtime/debug"
	"time"

	"github.com/robfig/cron/v3"

	"github.com/loopd-dev/loopd/internal/config"
	"github.com/loopd-dev/loopd/internal/store"
)

// Names of the jobs whose schedules are configuration keys.
const (
	JobLearn   = "learn"   // learn.schedule, and learn.debounce after new events
	JobDecay   = "decay"   // decay.schedule
	JobMetrics = "metrics" // metrics.schedule: metrics.json and the weekly report
	JobExport  = "export"  // export.schedule; empty turns it off
)

// Job outcomes as recorded in job_runs.
const (
	OutcomeOK    = "ok"
	OutcomeError = "error"
	OutcomePanic = "panic"
)

// keepJobRuns bounds the recorded runs kept per job.
const keepJobRuns = 100

// Job is one piece of scheduled work. Its body comes from the caller
// (cmd/loopd wires learn, decay, metrics, export) so the daemon depends
// on no domain package.
type Job struct {
	Name string
	// Schedule is a cron spec (5 fields or a descriptor such as
	// @hourly); empty takes the configuration's schedule for Name, and a
	// job without any schedule only runs when triggered.
	Schedule string
	Run      func(ctx context.Context) error
	// ChangesRules makes the daemon refresh the guard's in-memory rules
	// after each successful run.
	ChangesRules bool
	// AfterIngest also runs the job learn.debounce after new events are
	// stored (at most once per debounce period while events keep coming).
	AfterIngest bool
}

// ConfiguredSchedule is the configuration's cron spec for a job name,
// "" when the job is off or has no configured schedule.
func ConfiguredSchedule(cfg *config.Config, job string) string {
	switch job {
	case JobLearn:
		return cfg.Learn.Schedule
	case JobDecay:
		return cfg.Decay.Schedule
	case JobMetrics:
		return cfg.Metrics.Schedule
	case JobExport:
		return cfg.Export.Schedule
	}
	return ""
}

func (j Job) schedule(cfg *config.Config) string {
	if j.Schedule != "" {
		return j.Schedule
	}
	return ConfiguredSchedule(cfg, j.Name)
}

// JobStatus is one job's line in `loopd status`.
type JobStatus struct {
	Job      string `json:"job"`
	Schedule string `json:"schedule"`
	LastRun  string `json:"last_run,omitempty"`
	Outcome  string `json:"outcome,omitempty"`
	Duration string `json:"duration,omitempty"`
	NextRun  string `json:"next_run,omitempty"`
}

// JobStatuses lists the configured jobs (learn, decay, metrics, and
// export when scheduled) with their last recorded run and their next
// run after now, in the configured time zone.
func JobStatuses(ctx context.Context, st *store.Store, cfg *config.Config, now time.Time) ([]JobStatus, error) {
	loc := cfg.Location
	if loc == nil {
		loc = time.UTC
	}
	var out []JobStatus
	for _, name := range []string{JobLearn, JobDecay, JobMetrics, JobExport} {
		spec := ConfiguredSchedule(cfg, name)
		if spec == "" {
			continue
		}
		js := JobStatus{Job: name, Schedule: spec}
		if sched, err := config.ParseSchedule(spec); err == nil {
			js.NextRun = sched.Next(now.In(loc)).Format(time.RFC3339)
		}
		run, err := st.LastJobRun(ctx, name)
		switch {
		case errors.Is(err, store.ErrNotFound):
		case err != nil:
			return nil, err
		default:
			js.LastRun = run.Started
			js.Outcome = run.Outcome
			js.Duration = (time.Duration(run.DurationMS) * time.Millisecond).String()
		}
		out = append(out, js)
	}
	return out, nil
}

// cronLogger sends robfig/cron's messages to slog.
type cronLogger struct{ log *slog.Logger }

func (l cronLogger) Info(msg string, kv ...any) { l.log.Debug("cron: "+msg, kv...) }
func (l cronLogger) Error(err error, msg string, kv ...any) {
	l.log.Error("cron: "+msg, append(kv, "err", err)...)
}

// wrapJobs builds each job's runner once, for the daemon's lifetime:
// SkipIfStillRunning outside, Recover inside, so a scheduled run and a
// run triggered by new events never overlap and a panic is logged and
// survived.
func (d *Daemon) wrapJobs() {
	cl := cronLogger{log: d.log}
	chain := cron.NewChain(cron.SkipIfStillRunning(cl), cron.Recover(cl))
	d.wrapped = map[string]cron.Job{}
	for _, j := range d.opts.Jobs {
		d.wrapped[j.Name] = chain.Then(cron.FuncJob(func() { d.runJob(j) }))
	}
}

// startCron schedules every job that has a schedule under cfg.
func (d *Daemon) startCron(cfg *config.Config) (*cron.Cron, error) {
	loc := cfg.Location
	if loc == nil {
		loc = time.UTC
	}
	c := cron.New(cron.WithLocation(loc), cron.WithLogger(cronLogger{log: d.log}))
	for _, j := range d.opts.Jobs {
		spec := j.schedule(cfg)
		if spec == "" {
			continue
		}
		sched, err := config.ParseSchedule(spec)
		if err != nil {
			return nil, fmt.Errorf("schedule of job %s %q: %w", j.Name, spec, err)
		}
		c.Schedule(sched, d.wrapped[j.Name])
	}
	c.Start()
	return c, nil
}

// runJob runs one job body, logs it and records it in job_runs.
func (d *Daemon) runJob(j Job) {
	d.mu.Lock()
	if d.stopping {
		d.mu.Unlock()
		return
	}
	d.running.Add(1)
	d.mu.Unlock()
	defer d.running.Done()
	started := d.now()
	t0 := time.Now()
	finish := func(outcome, detail string) {
		dur := time.Since(t0)
		rec := store.JobRun{Job: j.Name, Started: started.Format(time.RFC3339), DurationMS: dur.Milliseconds(), Outcome: outcome, Detail: detail}
		rctx, cancel := context.WithTimeout(context.WithoutCancel(d.jobCtx), 10*time.Second)
		defer cancel()
		if err := d.opts.Store.RecordJobRun(rctx, rec, keepJobRuns); err != nil {
			d.log.Warn("could not record job run", "job", j.Name, "err", err)
		}
		if outcome == OutcomeOK {
			d.log.Info("job finished", "job", j.Name, "outcome", outcome, "duration", dur.Round(time.Millisecond))
		} else {
			d.log.Error("job finished", "job", j.Name, "outcome", outcome, "duration", dur.Round(time.Millisecond), "err", detail)
		}
	}
	defer func() {
		if r := recover(); r != nil {
			finish(OutcomePanic, fmt.Sprint(r))
			panic(r) // cron.Recover logs the stack and keeps the daemon alive
		}
	}()
	err := j.Run(d.jobCtx)
	if err != nil {
		finish(OutcomeError, err.Error())
		return
	}
	finish(OutcomeOK, "")
	if j.ChangesRules {
		d.refreshGuard(d.jobCtx, "after job "+j.Name)
	}
	// A job (learn over a large backlog) can grow SQLite's page caches
	// and the heap far above what the idle daemon needs; hand that
	// memory back to the OS now rather than minutes later.
	if err := d.opts.Store.ShrinkMemory(d.jobCtx); err != nil && d.jobCtx.Err() == nil {
		d.log.Debug("could not shrink the store's memory", "err", err)
	}
	debug.FreeOSMemory()
	if err := releaseBinaryPages(); err != nil {
		d.log.Debug("could not release the executable's pages", "err", err)
	}
}

// triggerAfterIngest starts the debounce timer of the jobs that run
// after new events, unless it is already running.
func (d *Daemon) triggerAfterIngest() {
	d.mu.Lock()
	defer d.mu.Unlock()
	if d.stopping || d.debounce != nil {
		return
	}
	wait := d.cfg.Learn.Debounce
	if wait <= 0 {
		wait = time.Millisecond
	}
	d.debounce = time.AfterFunc(wait, func() {
		d.mu.Lock()
		d.debounce = nil
		d.mu.Unlock()
		for _, j := range d.opts.Jobs {
			if j.AfterIngest {
				d.wrapped[j.Name].Run()
			}
		}
	})
}
