package main

import (
	"fmt"
	"net"
	"text/tabwriter"
	"time"

	"github.com/spf13/cobra"
)

// daemonUp reports whether a daemon answers on the workspace's socket.
func (a *app) daemonUp() bool {
	c, err := net.DialTimeout("unix", a.cfg.Path(a.cfg.Daemon.Socket), 200*time.Millisecond)
	if err != nil {
		return false
	}
	c.Close()
	return true
}

func (a *app) statusCommand() *cobra.Command {
	return &cobra.Command{
		Use:   "status",
		Short: "Daemon, sources and offsets, counts, jobs",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			if err := a.load(); err != nil {
				return err
			}
			rep, err := a.statusViaDaemon(cmd.Context())
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
