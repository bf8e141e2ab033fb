package main

import (
	"fmt"
	"path/filepath"

	"github.com/spf13/cobra"

	"github.com/loopd-dev/loopd/internal/events"
	"github.com/loopd-dev/loopd/internal/formats"
)

func mapperFor(format string) (events.Mapper, error) {
	if format == "" || format == "events" {
		return nil, nil
	}
	if !formats.Valid(format) {
		return nil, fmt.Errorf("unknown format %q: want one of %v", format, formats.Names())
	}
	return func(line []byte) ([]byte, bool, error) { return formats.Map(format, line) }, nil
}

func (a *app) ingestCommand() *cobra.Command {
	var format string
	cmd := &cobra.Command{
		Use:   "ingest [--format F] [FILE... | -]",
		Short: "Store new events from files (from their committed offsets) or stdin",
		Long: `ingest reads each file from the offset committed for it last time to its last
whole line, stores every valid event once, sends bad lines to
parse-errors.jsonl, and commits the new offset in the same transaction as the
events. "-" reads stdin to its end. --format reads another runtime's log
(neurotiny, elmo, gotn). Without FILE it reads every configured source
(sources: in the config), each in its own format.`,
		RunE: func(cmd *cobra.Command, args []string) error {
			if len(args) == 0 {
				return a.ingestSources(cmd)
			}
			mapper, err := mapperFor(format)
			if err != nil {
				return err
			}
			s, err := a.store(cmd.Context())
			if err != nil {
				return err
			}
			ing := a.ingester()
			ing.Store = s
			var total events.Counts
			for _, p := range args {
				var c events.Counts
				if p == "-" {
					c, err = ing.IngestReader(cmd.Context(), a.stdin, "stdin", mapper)
				} else {
					name := format
					if name == "" {
						name = "events"
					}
					c, err = ing.IngestFile(cmd.Context(), p, name, mapper)
				}
				total.Add(c)
				if err != nil {
					return err
				}
				if !a.flags.json && len(args) > 1 {
					a.printf("%s: %s\n", p, describeCounts(c))
				}
			}
			if a.flags.json {
				return a.printJSON(total)
			}
			a.printf("%s\n", describeCounts(total))
			if total.Errors > 0 {
				a.printf("bad lines are in %s\n", a.layout.ParseErrors)
			}
			return nil
		},
	}
	cmd.Flags().StringVar(&format, "format", "events", "input format: events, neurotiny, elmo or gotn")
	return cmd
}

func describeCounts(c events.Counts) string {
	s := fmt.Sprintf("%d lines read, %d events stored, %d already stored, %d errors", c.Read, c.Ingested, c.Duplicates, c.Errors)
	if c.Skipped > 0 {
		s += fmt.Sprintf(", %d records with nothing to learn", c.Skipped)
	}
	return s
}

// ingestSources reads every configured source (globs, each with its
// format), as the daemon does.
func (a *app) ingestSources(cmd *cobra.Command) error {
	s, err := a.store(cmd.Context())
	if err != nil {
		return err
	}
	ing := a.ingester()
	ing.Store = s
	var total events.Counts
	for _, src := range a.cfg.Sources {
		mapper, err := mapperFor(src.Format)
		if err != nil {
			return err
		}
		paths, err := filepath.Glob(a.cfg.Path(src.Path))
		if err != nil {
			return fmt.Errorf("source %q: %w", src.Path, err)
		}
		for _, p := range paths {
			c, err := ing.IngestFile(cmd.Context(), p, src.Format, mapper)
			total.Add(c)
			if err != nil {
				return err
			}
			if !a.flags.json {
				a.printf("%s: %s\n", p, describeCounts(c))
			}
		}
	}
	if a.flags.json {
		return a.printJSON(total)
	}
	return nil
}
