package main

import (
	"runtime"

	"github.com/spf13/cobra"

	"github.com/loopd-dev/loopd/internal/store"
)

func (a *app) versionCommand() *cobra.Command {
	return &cobra.Command{
		Use:   "version",
		Short: "Print loopd's version",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			if a.flags.json {
				return a.printJSON(map[string]any{"version": version, "go": runtime.Version(), "schema": store.SchemaVersion()})
			}
			a.printf("loopd %s (%s, schema %d)\n", version, runtime.Version(), store.SchemaVersion())
			return nil
		},
	}
}
