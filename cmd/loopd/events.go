package main

import (
	"encoding/json"
	"fmt"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/spf13/cobra"

	"github.com/loopd-dev/loopd/internal/model"
	"github.com/loopd-dev/loopd/internal/store"
)

func (a *app) eventsCommand() *cobra.Command {
	cmd := &cobra.Command{Use: "events", Short: "Look at stored events"}
	var f store.EventFilter
	var since string
	list := &cobra.Command{
		Use:   "list [--type T] [--category C] [--since DUR] [--limit N]",
		Short: "Recent events, newest first",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			if f.Type != "" && !validEventType(f.Type) {
				return fmt.Errorf("--type %q is not one of %s", f.Type, strings.Join(model.EventTypes, ", "))
			}
			if since != "" {
				d, err := parseAge(since)
				if err != nil {
					return fmt.Errorf("--since %q: %w", since, err)
				}
				f.Since = time.Now().Add(-d)
			}
			s, err := a.store(cmd.Context())
			if err != nil {
				return err
			}
			rows, err := s.ListEvents(cmd.Context(), f)
			if err != nil {
				return err
			}
			if a.flags.json {
				out := make([]json.RawMessage, len(rows))
				for i, r := range rows {
					out[i] = r.Raw
				}
				return a.printJSON(out)
			}
			tw := tabwriter.NewWriter(a.stdout, 0, 2, 2, ' ', 0)
			fmt.Fprintln(tw, "TS\tTYPE\tCATEGORY\tPROBLEM / SOLUTION")
			for _, r := range rows {
				var ev model.Event
				_ = json.Unmarshal(r.Raw, &ev)
				fmt.Fprintf(tw, "%s\t%s\t%s\t%s\n", r.TS, r.Type, r.Category, clipText(ev.Text(), 90))
			}
			return tw.Flush()
		},
	}
	list.Flags().StringVar(&f.Type, "type", "", "only this type (mistake, success, debug_session, feedback, discovery)")
	list.Flags().StringVar(&f.Category, "category", "", "only this category")
	list.Flags().StringVar(&since, "since", "", "only events newer than this age (e.g. 36h, 7d, 2w)")
	list.Flags().IntVar(&f.Limit, "limit", 50, "at most this many (0 = all)")
	cmd.AddCommand(list)
	return cmd
}

func validEventType(t string) bool {
	for _, v := range model.EventTypes {
		if v == t {
			return true
		}
	}
	return false
}

// parseAge reads a Go duration or a number of days (7d) or weeks (2w).
func parseAge(s string) (time.Duration, error) {
	if n, ok := strings.CutSuffix(s, "d"); ok {
		var d float64
		if _, err := fmt.Sscanf(n, "%g", &d); err == nil && d >= 0 {
			return time.Duration(d * float64(24*time.Hour)), nil
		}
	}
	if n, ok := strings.CutSuffix(s, "w"); ok {
		var d float64
		if _, err := fmt.Sscanf(n, "%g", &d); err == nil && d >= 0 {
			return time.Duration(d * float64(7*24*time.Hour)), nil
		}
	}
	d, err := time.ParseDuration(s)
	if err != nil || d < 0 {
		return 0, fmt.Errorf("want an age like 90m, 36h, 7d or 2w")
	}
	return d, nil
}

func clipText(s string, n int) string {
	s = strings.Join(strings.Fields(s), " ")
	r := []rune(s)
	if len(r) <= n {
		return s
	}
	return string(r[:n-1]) + "…"
}
