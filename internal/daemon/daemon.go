// Package daemon owns `loopd run`: the long-running process that tails
// the configured sources into the store (through events.Ingester, the
// same code path as `loopd ingest`), runs the scheduled jobs (learn,
// decay, metrics, export) with robfig/cron, serves the local HTTP API
// (guard, status, health) on a unix socket, holds the one-daemon-per-
// workspace lock, and handles signals and systemd notification. It also
// holds the client the CLI uses to reach a running daemon.
//
// It does not own what the jobs do, how events are parsed or how the
// guard decides: those come in through Options, so the daemon imports no
// domain package above the store and events.
package daemon

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net"
	"net/http"
	"os"
	"os/signal"
	"path/filepath"
	"sync"
	"syscall"
	"time"

	sd "github.com/coreos/go-systemd/v22/daemon"
	"github.com/robfig/cron/v3"

	"github.com/loopd-dev/loopd/internal/config"
	"github.com/loopd-dev/loopd/internal/events"
	"github.com/loopd-dev/loopd/internal/store"
	"github.com/loopd-dev/loopd/internal/workspace"
)

// Options is everything a daemon runs with.
type Options struct {
	Config *config.Config
	Store  *store.Store
	// Ingester reads source files; its Store must be Store.
	Ingester *events.Ingester
	// Mapper returns the line mapper of a source format (nil for loopd's
	// own events format).
	Mapper func(format string) (events.Mapper, error)
	// Guard answers POST /v1/guard; nil answers 503.
	Guard Guard
	Jobs  []Job
	// Reload re-reads the configuration on SIGHUP; nil ignores SIGHUP.
	Reload func() (*config.Config, error)
	// Ready is called once the daemon listens and has scheduled its jobs.
	Ready  func(Summary)
	Logger *slog.Logger
	Now    func() time.Time
}

// Summary says what a started daemon does.
type Summary struct {
	Workspace string       `json:"workspace"`
	PID       int          `json:"pid"`
	Sources   []SourceSpec `json:"sources"` // patterns as configured
	Socket    string       `json:"socket"`
	TCP       string       `json:"tcp,omitempty"`
	Jobs      []JobStatus  `json:"jobs"` // name, schedule, next run
}

// SourceSpec is one configured source as the summary shows it.
type SourceSpec struct {
	Path   string `json:"path"`
	Format string `json:"format"`
}

// Daemon is one running `loopd run`.
type Daemon struct {
	opts   Options
	log    *slog.Logger
	layout workspace.Layout

	mu       sync.Mutex
	cfg      *config.Config
	stopping bool
	debounce *time.Timer
	cron     *cron.Cron

	wrapped map[string]cron.Job
	running sync.WaitGroup // job bodies in flight
	jobCtx  context.Context

	tail   *tailer
	rescan chan struct{}

	guardMu    sync.Mutex
	rulesMtime time.Time
}

// New checks the options and builds a daemon; Run starts it.
func New(opts Options) (*Daemon, error) {
	if opts.Config == nil || opts.Store == nil || opts.Ingester == nil {
		return nil, errors.New("daemon: Config, Store and Ingester are required")
	}
	if opts.Ingester.Store != opts.Store {
		return nil, errors.New("daemon: the Ingester must write to the daemon's Store")
	}
	seen := map[string]bool{}
	for _, j := range opts.Jobs {
		if j.Name == "" || j.Run == nil || seen[j.Name] {
			return nil, fmt.Errorf("daemon: job %q needs a unique name and a body", j.Name)
		}
		seen[j.Name] = true
	}
	if opts.Mapper == nil {
		opts.Mapper = func(format string) (events.Mapper, error) {
			if format == "" || format == "events" {
				return nil, nil
			}
			return nil, fmt.Errorf("no mapper for format %q", format)
		}
	}
	if opts.Logger == nil {
		opts.Logger = slog.New(slog.DiscardHandler)
	}
	if opts.Now == nil {
		opts.Now = time.Now
	}
	d := &Daemon{opts: opts, log: opts.Logger, cfg: opts.Config, layout: workspace.NewLayout(opts.Config.Workspace),
		rescan: make(chan struct{}, 1)}
	d.wrapJobs()
	return d, nil
}

func (d *Daemon) now() time.Time { return d.opts.Now() }

func (d *Daemon) config() *config.Config {
	d.mu.Lock()
	defer d.mu.Unlock()
	return d.cfg
}

// specs resolves the configured sources against the workspace.
func (d *Daemon) specs(cfg *config.Config) ([]sourceSpec, error) {
	var out []sourceSpec
	for _, s := range cfg.Sources {
		pattern := cfg.Path(s.Path)
		if _, err := filepath.Match(pattern, ""); err != nil {
			return nil, fmt.Errorf("source %s: bad pattern: %w", s.Path, err)
		}
		m, err := d.opts.Mapper(s.Format)
		if err != nil {
			return nil, fmt.Errorf("source %s: %w", s.Path, err)
		}
		out = append(out, sourceSpec{pattern: pattern, format: s.Format, mapper: m})
	}
	return out, nil
}

// Run runs the daemon until ctx ends (SIGTERM/SIGINT in cmd/loopd), then
// stops within daemon.shutdown_grace: it commits what was read, lets
// running jobs see their context cancelled, and removes its socket.
func (d *Daemon) Run(ctx context.Context) error {
	// Catch SIGHUP before anything can see the daemon running (its
	// socket): a reload asked for right after start must not kill it.
	hup := make(chan os.Signal, 1)
	if d.opts.Reload != nil {
		signal.Notify(hup, syscall.SIGHUP)
		defer signal.Stop(hup)
	}
	cfg := d.config()
	lock, err := AcquireLock(d.layout.Lock, cfg.Workspace)
	if err != nil {
		return err
	}
	defer lock.Unlock()

	specs, err := d.specs(cfg)
	if err != nil {
		return err
	}
	sockPath := cfg.Path(cfg.Daemon.Socket)
	uln, err := listenUnix(sockPath)
	if err != nil {
		return err
	}
	defer os.Remove(sockPath)
	listeners := []net.Listener{uln}
	if cfg.Daemon.TCP != "" {
		tln, err := listenTCP(cfg.Daemon.TCP)
		if err != nil {
			uln.Close()
			return err
		}
		listeners = append(listeners, tln)
	}

	jobCtx, cancelJobs := context.WithCancel(context.WithoutCancel(ctx))
	defer cancelJobs()
	d.jobCtx = jobCtx

	exclude := []string{d.layout.ParseErrors, d.layout.GuardLog, d.layout.DB, d.layout.DB + "-wal", d.layout.DB + "-shm",
		d.layout.Lock, sockPath}
	d.tail = newTailer(d.opts.Ingester, d.opts.Store, d.log, d.now, exclude, func(c events.Counts) {
		if c.Ingested > 0 {
			d.triggerAfterIngest()
		}
	})
	d.tail.mappers = d.opts.Mapper
	d.tail.setSpecs(specs)

	srvErrs := make(chan error, len(listeners))
	var servers []*http.Server
	h := d.handler()
	for _, ln := range listeners {
		srv := newServer(h)
		servers = append(servers, srv)
		go serve(srv, ln, srvErrs)
	}

	c, err := d.startCron(cfg)
	if err != nil {
		for _, srv := range servers {
			srv.Close()
		}
		return err
	}
	d.mu.Lock()
	d.cron = c
	d.mu.Unlock()
	d.noteRulesFile()

	tailStop := make(chan struct{})
	tailCtx, cancelTail := context.WithCancel(context.WithoutCancel(ctx))
	defer cancelTail()
	tailDone := make(chan struct{})
	go func() {
		defer close(tailDone)
		d.tailLoop(tailCtx, tailStop)
	}()

	sum := d.summary(cfg, sockPath)
	d.log.Info("loopd running", "workspace", sum.Workspace, "pid", sum.PID, "sources", len(sum.Sources), "socket", sum.Socket, "jobs", len(sum.Jobs))
	if d.opts.Ready != nil {
		d.opts.Ready(sum)
	}
	d.notify("READY=1\nSTATUS=tailing sources, serving " + sockPath)

	var runErr error
	tick := time.NewTicker(cfg.Daemon.PollInterval)
	defer tick.Stop()
	// The watchdog is pinged from this loop, so a wedged daemon (a
	// deadlock here) gets restarted by systemd.
	var watchdog <-chan time.Time
	if iv := watchdogInterval(); iv > 0 {
		wt := time.NewTicker(iv / 2)
		defer wt.Stop()
		watchdog = wt.C
	}
loop:
	for {
		select {
		case <-watchdog:
			d.notify(sd.SdNotifyWatchdog)
		case <-ctx.Done():
			break loop
		case err := <-srvErrs:
			runErr = err
			break loop
		case <-hup:
			d.reload(jobCtx)
			tick.Reset(d.config().Daemon.PollInterval)
		case <-tick.C:
			d.refreshIfRulesFileChanged(jobCtx)
		}
	}

	// Shutdown, bounded by the grace period.
	grace := d.config().Daemon.ShutdownGrace
	deadline := time.Now().Add(grace)
	d.log.Info("stopping", "grace", grace)
	d.notify("STOPPING=1")
	d.mu.Lock()
	d.stopping = true
	if d.debounce != nil {
		d.debounce.Stop()
	}
	c = d.cron
	d.mu.Unlock()
	c.Stop()
	cancelJobs()
	close(tailStop)
	// The last read commits what is there; it is cut off before the
	// deadline so the process still exits in time.
	cut := time.AfterFunc(time.Until(deadline)*3/4, cancelTail)
	defer cut.Stop()
	sctx, cancel := context.WithDeadline(context.Background(), deadline)
	defer cancel()
	for _, srv := range servers {
		_ = srv.Shutdown(sctx)
	}
	select {
	case <-tailDone:
	case <-sctx.Done():
		d.log.Warn("tailing did not stop in time")
	}
	jobsDone := make(chan struct{})
	go func() { d.running.Wait(); close(jobsDone) }()
	select {
	case <-jobsDone:
	case <-sctx.Done():
		d.log.Warn("a job did not stop in time; its transaction is rolled back")
	}
	d.tail.close()
	d.log.Info("stopped")
	return runErr
}

// tailLoop scans the sources on every file notification and every poll
// interval until stop; then it scans once more to commit what is there.
func (d *Daemon) tailLoop(ctx context.Context, stop <-chan struct{}) {
	t := d.tail
	t.recoverRotated(ctx)
	t.scan(ctx)
	// Events stored while no daemon ran (`loopd ingest`, a crash) are
	// learned soon too.
	d.triggerAfterIngest()
	evs, errs := t.notifications()
	poll := d.config().Daemon.PollInterval
	tick := time.NewTicker(poll)
	defer tick.Stop()
	for {
		select {
		case <-stop:
			t.scan(ctx)
			return
		default:
		}
		select {
		case <-stop:
			t.scan(ctx)
			return
		case ev, ok := <-evs:
			if !ok {
				evs = nil
				continue
			}
			relevant := t.noteEvent(ev)
			// Coalesce a burst of notifications into one scan.
			for more := true; more; {
				select {
				case ev, ok := <-evs:
					if !ok {
						evs, more = nil, false
					} else if t.noteEvent(ev) {
						relevant = true
					}
				default:
					more = false
				}
			}
			if !relevant {
				continue
			}
		case err, ok := <-errs:
			if !ok {
				errs = nil
				continue
			}
			d.log.Warn("file notifications", "err", err)
			continue
		case <-tick.C:
			if p := d.config().Daemon.PollInterval; p != poll {
				poll = p
				tick.Reset(p)
			}
		case <-d.rescan:
		}
		t.scan(ctx)
	}
}

// reload applies a new configuration (SIGHUP): sources, schedules and
// every setting the jobs and guard read. The socket and TCP address need
// a restart.
func (d *Daemon) reload(ctx context.Context) {
	d.notify("RELOADING=1")
	defer d.notify("READY=1")
	old := d.config()
	cfg, err := d.opts.Reload()
	if err != nil {
		d.log.Error("reload failed; keeping the running configuration", "err", err)
		return
	}
	specs, err := d.specs(cfg)
	if err != nil {
		d.log.Error("reload failed; keeping the running configuration", "err", err)
		return
	}
	c, err := d.startCron(cfg)
	if err != nil {
		d.log.Error("reload failed; keeping the running configuration", "err", err)
		return
	}
	d.mu.Lock()
	prev := d.cron
	d.cron = c
	d.cfg = cfg
	d.mu.Unlock()
	prev.Stop() // jobs it started finish; the shared wrappers keep them from overlapping
	d.tail.setSpecs(specs)
	select {
	case d.rescan <- struct{}{}:
	default:
	}
	if cfg.Daemon.Socket != old.Daemon.Socket || cfg.Daemon.TCP != old.Daemon.TCP {
		d.log.Warn("daemon.socket and daemon.tcp take effect at the next start")
	}
	d.refreshGuard(ctx, "configuration reloaded")
	d.log.Info("configuration reloaded", "sources", len(specs))
}

// refreshGuard reloads the guard's rules.
func (d *Daemon) refreshGuard(ctx context.Context, why string) {
	if d.opts.Guard == nil {
		return
	}
	d.guardMu.Lock()
	defer d.guardMu.Unlock()
	t0 := time.Now()
	if err := d.opts.Guard.Refresh(ctx); err != nil {
		d.log.Error("guard refresh failed; answering from the previous rules", "why", why, "err", err)
		return
	}
	d.rulesMtime = fileMtime(d.layout.Rules)
	d.log.Debug("guard rules refreshed", "why", why, "took", time.Since(t0))
}

func (d *Daemon) noteRulesFile() {
	d.guardMu.Lock()
	d.rulesMtime = fileMtime(d.layout.Rules)
	d.guardMu.Unlock()
}

// refreshIfRulesFileChanged refreshes the guard when rules.json changed
// under the daemon (`loopd rules add`, `import`, a hand edit).
func (d *Daemon) refreshIfRulesFileChanged(ctx context.Context) {
	m := fileMtime(d.layout.Rules)
	d.guardMu.Lock()
	changed := !m.Equal(d.rulesMtime)
	d.guardMu.Unlock()
	if changed {
		d.refreshGuard(ctx, "rules.json changed")
	}
}

func fileMtime(path string) time.Time {
	fi, err := os.Stat(path)
	if err != nil {
		return time.Time{}
	}
	return fi.ModTime()
}

func (d *Daemon) summary(cfg *config.Config, sock string) Summary {
	s := Summary{Workspace: cfg.Workspace, PID: os.Getpid(), Socket: sock, TCP: cfg.Daemon.TCP}
	for _, src := range cfg.Sources {
		s.Sources = append(s.Sources, SourceSpec{Path: src.Path, Format: src.Format})
	}
	loc := cfg.Location
	if loc == nil {
		loc = time.UTC
	}
	for _, j := range d.opts.Jobs {
		js := JobStatus{Job: j.Name, Schedule: j.schedule(cfg)}
		if sched, err := config.ParseSchedule(js.Schedule); err == nil && js.Schedule != "" {
			js.NextRun = sched.Next(d.now().In(loc)).Format(time.RFC3339)
		}
		s.Jobs = append(s.Jobs, js)
	}
	return s
}
