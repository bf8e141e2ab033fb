package main

import (
	"github.com/spf13/cobra"

	"github.com/loopd-dev/loopd/internal/workspace"
)

func (a *app) initCommand() *cobra.Command {
	return &cobra.Command{
		Use:   "init",
		Short: "Create a workspace, or adopt the learning-loop skill's files in one",
		Long: `init creates memory/learning/ under the workspace with the database, the
views and a signing key pair. On a workspace that already holds the
learning-loop skill's rules.json, lessons.json, metrics.json, guard-log.jsonl
and events.jsonl it adopts them: ids, counters, dates and confidence are kept
(copies of the originals go to memory/learning/adopted/).`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			if err := a.load(); err != nil {
				return err
			}
			res, err := workspace.Init(cmd.Context(), a.layout, workspace.InitOptions{
				Ingester:     a.ingester(),
				GenerateKeys: generateKeys,
			})
			if err != nil {
				return err
			}
			if a.flags.json {
				return a.printJSON(res)
			}
			verb := "Initialized"
			if !res.Created {
				verb = "Already initialized"
			}
			a.printf("%s loopd workspace %s\n", verb, res.Workspace)
			if ad := res.Adopted; ad.Rules+ad.Lessons+ad.Weeks+ad.GuardChecks > 0 {
				a.printf("Adopted from the learning-loop skill: %d rules, %d lessons (%d events linked), %d metric weeks, %d guard checks\n",
					ad.Rules, ad.Lessons, ad.Members, ad.Weeks, ad.GuardChecks)
			}
			if res.KeysCreated {
				a.printf("Created signing keys in %s\n", a.layout.Keys)
			}
			c := res.Ingest
			a.printf("events.jsonl: %d lines read, %d stored, %d already stored, %d errors\n", c.Read, c.Ingested, c.Duplicates, c.Errors)
			return nil
		},
	}
}
