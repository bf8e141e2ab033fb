package main

import (
	"context"
	"fmt"
	"sync"

	"github.com/spf13/cobra"

	"github.com/loopd-dev/loopd/internal/config"
	"github.com/loopd-dev/loopd/internal/daemon"
	"github.com/loopd-dev/loopd/internal/guard"
	"github.com/loopd-dev/loopd/internal/model"
)

func (a *app) runCommand() *cobra.Command {
	return &cobra.Command{
		Use:   "run",
		Short: "Run the daemon in the foreground: tail sources, run jobs, serve the local API",
		Long: `run is loopd's daemon, for systemd, launchd or a terminal. It tails every
configured source (new files included; rotation, copytruncate and deletion
survived) and commits each file's offset with the events it produced, runs
learn every learn.schedule and shortly after new events, serves guard and
status on the unix socket daemon.socket (mode 0600), and refuses to start
when another daemon runs for the same workspace.

SIGTERM or Ctrl-C stops it within daemon.shutdown_grace, committing what was
read; SIGHUP reloads the configuration. Under systemd (Type=notify) it
reports readiness and pings the watchdog.`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error { return a.runDaemon(cmd.Context()) },
	}
}

func (a *app) runDaemon(ctx context.Context) error {
	err := a.startDaemon(ctx)
	if err != nil && ctx.Err() != nil {
		// SIGTERM or Ctrl-C while starting: a stop, not a failure.
		a.log.Info("stopped while starting", "err", err)
		return nil
	}
	return err
}

// daemonCacheKiB is the SQLite page cache of each daemon connection: an
// idle daemon keeps what its caches once held, and it must stay under 40 MB.
const daemonCacheKiB = 8192

func (a *app) startDaemon(ctx context.Context) error {
	a.storeOpts.CacheKiB = daemonCacheKiB
	s, err := a.store(ctx)
	if err != nil {
		return err
	}
	ing := a.ingester()
	ing.Store = s
	chk, err := a.checker(ctx)
	if err != nil {
		return err
	}
	// Checks are answered from memory and written in the background, so
	// a learn or ingest holding the writer never delays an answer.
	rec := guard.NewRecorder(s, a.log)
	defer rec.Close()
	chk.RecordWith(rec)
	chk.KeepWarm()
	rt := &runState{guard: chk, rec: rec}
	d, err := daemon.New(daemon.Options{
		Config:   a.cfg,
		Store:    s,
		Ingester: &ing,
		Mapper:   mapperFor,
		Guard:    rt,
		Jobs:     a.daemonJobs(rt),
		Reload:   func() (*config.Config, error) { return a.reloadForDaemon(ctx, rt) },
		Ready:    a.printRunSummary,
		Logger:   a.log,
	})
	if err != nil {
		return err
	}
	return d.Run(ctx)
}

// runState is what a reload swaps while the daemon runs: the guard
// (thresholds) and, through a.cfg, the settings job bodies read. A job
// body holds mu for reading, a reload for writing.
type runState struct {
	mu    sync.RWMutex
	guard *guard.Checker
	rec   *guard.Recorder
}

// Check implements daemon.Guard.
func (rt *runState) Check(ctx context.Context, action string) (model.GuardResult, error) {
	rt.mu.RLock()
	g := rt.guard
	rt.mu.RUnlock()
	return g.Check(ctx, action)
}

// Refresh implements daemon.Guard.
func (rt *runState) Refresh(ctx context.Context) error {
	rt.mu.RLock()
	g := rt.guard
	rt.mu.RUnlock()
	return g.Refresh(ctx)
}

// job runs body with the configuration held steady.
func (rt *runState) job(body func(context.Context) error) func(context.Context) error {
	return func(ctx context.Context) error {
		rt.mu.RLock()
		defer rt.mu.RUnlock()
		return body(ctx)
	}
}

// daemonJobs are the scheduled jobs. Their schedules are the
// configuration's (learn.schedule, decay.schedule, metrics.schedule,
// export.schedule; an empty export.schedule turns the export off).
func (a *app) daemonJobs(rt *runState) []daemon.Job {
	return []daemon.Job{
		{Name: daemon.JobLearn, Run: rt.job(a.learnOnce), ChangesRules: true, AfterIngest: true},
		{Name: daemon.JobDecay, Run: rt.job(a.decayOnce), ChangesRules: true},
		{Name: daemon.JobMetrics, Run: rt.job(a.metricsOnce)},
		{Name: daemon.JobExport, Run: rt.job(a.exportOnce)},
	}
}

// learnOnce is one learn run, as `loopd learn` does it.
func (a *app) learnOnce(ctx context.Context) error {
	l, err := a.learner(ctx)
	if err != nil {
		return err
	}
	rep, err := l.Learn(ctx)
	if err != nil {
		return err
	}
	if !rep.Changed() {
		return nil
	}
	a.log.Info("learned", "events", rep.Events, "new_lessons", rep.NewLessons, "lessons_changed", rep.Lessons,
		"new_rules", len(rep.NewRules), "violations", rep.Violations, "validations", rep.Validations)
	return a.layout.WriteViews(ctx, l.Store, a.now())
}

// reloadForDaemon re-reads the configuration for SIGHUP. The workspace
// cannot change under a running daemon.
func (a *app) reloadForDaemon(ctx context.Context, rt *runState) (*config.Config, error) {
	cfg, err := config.Load(config.Overrides{
		Workspace: a.flags.workspace, ConfigFile: a.flags.config,
		LogLevel: a.flags.logLevel, LogFormat: a.flags.logFormat,
	}, a.getenv)
	if err != nil {
		return nil, err
	}
	if cfg.Workspace != a.cfg.Workspace {
		return nil, fmt.Errorf("reload: the workspace changed from %s to %s; restart loopd to switch workspaces", a.cfg.Workspace, cfg.Workspace)
	}
	for _, w := range cfg.Warnings {
		a.log.Warn(w)
	}
	rt.mu.Lock()
	defer rt.mu.Unlock()
	prev := a.cfg
	a.cfg = cfg
	chk, err := a.checker(ctx)
	if err != nil {
		a.cfg = prev
		return nil, err
	}
	chk.RecordWith(rt.rec)
	chk.KeepWarm()
	rt.guard = chk
	// Flags still win over the file, as at start (config.Load applied them).
	a.logSwitch.Set(cfg.Log.Level, cfg.Log.Format)
	return cfg, nil
}

// printRunSummary says what the daemon does, on stdout, as it starts.
func (a *app) printRunSummary(s daemon.Summary) {
	if a.flags.json {
		_ = a.printJSON(s)
		return
	}
	a.printf("loopd %s running for %s (pid %d)\n", version, s.Workspace, s.PID)
	for _, src := range s.Sources {
		a.printf("  source  %s (%s)\n", src.Path, src.Format)
	}
	a.printf("  socket  %s\n", s.Socket)
	if s.TCP != "" {
		a.printf("  tcp     %s\n", s.TCP)
	}
	for _, j := range s.Jobs {
		extra := ""
		if j.Job == daemon.JobLearn {
			extra = fmt.Sprintf(", and %s after new events", a.cfg.Learn.Debounce)
		}
		if j.Schedule == "" {
			a.printf("  job     %-8s off (no schedule)\n", j.Job)
			continue
		}
		a.printf("  job     %-8s %s (next %s%s)\n", j.Job, j.Schedule, orDash(j.NextRun), extra)
	}
	a.printf("Ctrl-C stops it.\n")
}
