package main

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"time"

	"github.com/spf13/cobra"

	"github.com/loopd-dev/loopd/internal/config"
	"github.com/loopd-dev/loopd/internal/events"
	"github.com/loopd-dev/loopd/internal/guard"
	"github.com/loopd-dev/loopd/internal/logging"
	"github.com/loopd-dev/loopd/internal/store"
	"github.com/loopd-dev/loopd/internal/workspace"
)

// version is set by the linker (-ldflags "-X main.version=…").
var version = "dev"

// app holds what every command shares: flags, configuration, output.
type app struct {
	stdin          io.Reader
	stdout, stderr io.Writer
	getenv         func(string) string

	flags struct {
		workspace, config, logLevel, logFormat string
		json                                   bool
	}
	cfg       *config.Config
	layout    workspace.Layout
	log       *slog.Logger
	logSwitch *logging.Switch // a daemon's reload changes level and format through it
	st        *store.Store
	storeOpts store.Options // how a.store opens the database
}

func (a *app) rootCommand() *cobra.Command {
	return a.rootFor(nil)
}

// rootFor builds the root command. When args name a subcommand first, only
// that one is built: a cold `loopd guard` has a 10 ms budget, and building
// all eighteen commands with their flags would take half a millisecond of
// it. Anything else (help, a typo cobra should correct, flags first) gets
// the whole tree.
func (a *app) rootFor(args []string) *cobra.Command {
	root := &cobra.Command{
		Use:           "loopd",
		Short:         "A learning loop for AI agents: events → lessons → rules → guard",
		SilenceUsage:  true,
		SilenceErrors: true,
		Version:       version,
	}
	pf := root.PersistentFlags()
	pf.StringVar(&a.flags.workspace, "workspace", "", "agent workspace (default: $LOOPD_WORKSPACE, the config's workspace, or the current directory)")
	pf.StringVar(&a.flags.config, "config", "", "configuration file (default: $LOOPD_CONFIG or <workspace>/loopd.yaml)")
	pf.BoolVar(&a.flags.json, "json", false, "print machine-readable JSON on stdout")
	pf.StringVar(&a.flags.logLevel, "log-level", "", "debug, info, warn or error")
	pf.StringVar(&a.flags.logFormat, "log-format", "", "text or json")
	subs := a.subcommands()
	if len(args) > 0 {
		for _, s := range subs {
			if s.name == args[0] {
				root.AddCommand(s.build())
				// `loopd completion` (and cobra's __complete) get the
				// whole tree, so the command can go too.
				root.CompletionOptions.DisableDefaultCmd = true
				return root
			}
		}
	}
	for _, s := range subs {
		root.AddCommand(s.build())
	}
	return root
}

// subcommand is a top-level command by name, built on demand.
type subcommand struct {
	name  string
	build func() *cobra.Command
}

// subcommands lists the top-level commands in help order.
func (a *app) subcommands() []subcommand {
	return []subcommand{
		{"init", a.initCommand},
		{"ingest", a.ingestCommand},
		{"events", a.eventsCommand},
		{"status", a.statusCommand},
		{"version", a.versionCommand},
		{"learn", a.learnCommand},
		{"lessons", a.lessonsCommand},
		{"rules", a.rulesCommand},
		{"review", a.reviewCommand},
		{"guard", a.guardCommand},
		{"decay", a.decayCommand},
		{"metrics", a.metricsCommand},
		{"report", a.reportCommand},
		{"keys", a.keysCommand},
		{"export", a.exportCommand},
		{"import", a.importCommand},
		{"context", a.contextCommand},
		{"run", a.runCommand},
	}
}

// load reads the configuration and sets up logging; commands call it
// first.
func (a *app) load() error {
	if a.cfg != nil {
		return nil
	}
	cfg, err := config.Load(config.Overrides{
		Workspace: a.flags.workspace, ConfigFile: a.flags.config,
		LogLevel: a.flags.logLevel, LogFormat: a.flags.logFormat,
	}, a.getenv)
	if err != nil {
		return err
	}
	a.cfg = cfg
	a.layout = workspace.NewLayout(cfg.Workspace)
	a.log, a.logSwitch = logging.New(a.stderr, cfg.Log.Level, cfg.Log.Format)
	for _, w := range cfg.Warnings {
		a.log.Warn(w)
	}
	return nil
}

// store opens the workspace's database once per command.
func (a *app) store(ctx context.Context) (*store.Store, error) {
	if a.st != nil {
		return a.st, nil
	}
	if err := a.load(); err != nil {
		return nil, err
	}
	s, err := a.layout.OpenStoreWith(ctx, a.storeOpts)
	if err != nil {
		return nil, err
	}
	a.st = s
	// Checks a cold guard only logged join the store now.
	if _, err := guard.SyncLog(ctx, s, a.layout.GuardLog); err != nil {
		a.log.Warn("could not take guard checks from the log", "err", err)
	}
	return s, nil
}

func (a *app) close() {
	if a.st != nil {
		a.st.Close()
		a.st = nil
	}
}

func (a *app) ingester() events.Ingester {
	return events.Ingester{
		Parser:     events.NewParser(a.cfg.Location),
		ErrorLog:   a.layout.ParseErrors,
		Script:     "loopd",
		Logger:     a.log,
		BatchLines: a.cfg.Ingest.BatchLines,
	}
}

// printJSON writes v as indented JSON on stdout.
func (a *app) printJSON(v any) error {
	data, err := workspace.MarshalIndent(v)
	if err != nil {
		return err
	}
	_, err = a.stdout.Write(data)
	return err
}

func (a *app) printf(format string, args ...any) { fmt.Fprintf(a.stdout, format, args...) }

func (a *app) now() time.Time { return time.Now() }
