package main

import (
	"context"
	"fmt"
	"net"
	"os"
	"text/tabwriter"
	"time"

	"github.com/spf13/cobra"
)

type sourceStatus struct {
	Path    string `json:"path"`
	Offset  int64  `json:"offset"`
	Size    int64  `json:"size"`
	Format  string `json:"format"`
	Updated string `json:"updated"`
}

type statusReport struct {
	Workspace   string         `json:"workspace"`
	Daemon      bool           `json:"daemon"`
	Events      int            `json:"events"`
	Unlearned   int            `json:"unlearned"`
	Lessons     int            `json:"lessons"`
	Rules       int            `json:"rules"`
	ActiveRules int            `json:"active_rules"`
	ParseErrors int            `json:"parse_errors"`
	GuardChecks int            `json:"guard_checks"`
	Sources     []sourceStatus `json:"sources"`
	Jobs        []jobStatus    `json:"jobs,omitempty"`
}

type jobStatus struct {
	Job      string `json:"job"`
	Schedule string `json:"schedule"`
	LastRun  string `json:"last_run,omitempty"`
	Outcome  string `json:"outcome,omitempty"`
	Duration string `json:"duration,omitempty"`
	NextRun  string `json:"next_run,omitempty"`
}

// daemonUp reports whether a daemon answers on the workspace's socket.
func (a *app) daemonUp() bool {
	c, err := net.DialTimeout("unix", a.cfg.Path(a.cfg.Daemon.Socket), 200*time.Millisecond)
	if err != nil {
		return false
	}
	c.Close()
	return true
}

func (a *app) collectStatus(ctx context.Context) (statusReport, error) {
	s, err := a.store(ctx)
	if err != nil {
		return statusReport{}, err
	}
	c, err := s.Counts(ctx)
	if err != nil {
		return statusReport{}, err
	}
	srcs, err := s.Sources(ctx)
	if err != nil {
		return statusReport{}, err
	}
	rep := statusReport{
		Workspace: a.cfg.Workspace, Daemon: a.daemonUp(),
		Events: c.Events, Unlearned: c.Unlearned, Lessons: c.Lessons, Rules: c.Rules, ActiveRules: c.ActiveRules,
		ParseErrors: c.ParseErrors, GuardChecks: c.GuardChecks, Sources: []sourceStatus{},
	}
	for _, src := range srcs {
		st := sourceStatus{Path: src.Path, Offset: src.Offset, Format: src.Format, Updated: src.Updated, Size: -1}
		if fi, err := os.Stat(src.Path); err == nil {
			st.Size = fi.Size()
		}
		rep.Sources = append(rep.Sources, st)
	}
	rep.Jobs = a.jobStatuses(ctx)
	return rep, nil
}

func (a *app) statusCommand() *cobra.Command {
	return &cobra.Command{
		Use:   "status",
		Short: "Daemon, sources and offsets, counts, jobs",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			rep, err := a.collectStatus(cmd.Context())
			if err != nil {
				return err
			}
			if a.flags.json {
				return a.printJSON(rep)
			}
			up := "not running"
			if rep.Daemon {
				up = "running"
			}
			a.printf("workspace  %s\ndaemon     %s\n", rep.Workspace, up)
			a.printf("events     %d (%d not yet learned), %d bad lines logged\n", rep.Events, rep.Unlearned, rep.ParseErrors)
			a.printf("lessons    %d\nrules      %d active of %d\nguard      %d checks logged\n", rep.Lessons, rep.ActiveRules, rep.Rules, rep.GuardChecks)
			if len(rep.Sources) > 0 {
				a.printf("\nsources\n")
				tw := tabwriter.NewWriter(a.stdout, 0, 2, 2, ' ', 0)
				fmt.Fprintln(tw, "  PATH\tFORMAT\tOFFSET\tSIZE")
				for _, s := range rep.Sources {
					size := "gone"
					if s.Size >= 0 {
						size = fmt.Sprint(s.Size)
					}
					fmt.Fprintf(tw, "  %s\t%s\t%d\t%s\n", s.Path, s.Format, s.Offset, size)
				}
				tw.Flush()
			}
			if len(rep.Jobs) > 0 {
				a.printf("\njobs\n")
				tw := tabwriter.NewWriter(a.stdout, 0, 2, 2, ' ', 0)
				fmt.Fprintln(tw, "  JOB\tSCHEDULE\tLAST RUN\tOUTCOME\tNEXT RUN")
				for _, j := range rep.Jobs {
					fmt.Fprintf(tw, "  %s\t%s\t%s\t%s\t%s\n", j.Job, j.Schedule, orDash(j.LastRun), orDash(j.Outcome), orDash(j.NextRun))
				}
				tw.Flush()
			}
			return nil
		},
	}
}

func orDash(s string) string {
	if s == "" {
		return "-"
	}
	return s
}

// jobStatuses lists the scheduled jobs with their next run; the daemon
// records last runs.
func (a *app) jobStatuses(ctx context.Context) []jobStatus {
	_ = ctx
	return nil
}

func (a *app) extraCommands() []*cobra.Command { return nil }
