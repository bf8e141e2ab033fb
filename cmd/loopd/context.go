package main

import (
	"fmt"
	"slices"
	"sort"
	"strings"

	"github.com/spf13/cobra"

	"github.com/loopd-dev/loopd/internal/model"
	"github.com/loopd-dev/loopd/internal/toon"
)

// contextRule is one rule as `context --format json` prints it: the four
// fields a prompt needs, the same the TOON table carries.
type contextRule struct {
	ID       string `json:"id"`
	Type     string `json:"type"`
	Category string `json:"category"`
	Rule     string `json:"rule"`
}

func (a *app) contextCommand() *cobra.Command {
	var format, category string
	var limit int
	c := &cobra.Command{
		Use:   "context [--format toon|json|md] [--limit N] [--category C]",
		Short: "The active rules, highest confidence first, to put in an agent's prompt",
		Long: `context prints the active rules, highest confidence first (ties by id), for
an agent's prompt: as a TOON tabular array (rules[N]{id,type,category,rule}:
and one row per rule; the default), as a JSON array of the same four fields,
or as a short Markdown list grouped by rule type.`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			if a.flags.json {
				format = "json"
			}
			switch format {
			case "toon", "json", "md":
			default:
				return fmt.Errorf("--format %q: want toon, json or md", format)
			}
			if limit < 0 {
				return fmt.Errorf("--limit %d: want 0 (all) or more", limit)
			}
			s, err := a.store(cmd.Context())
			if err != nil {
				return err
			}
			all, err := s.Rules(cmd.Context())
			if err != nil {
				return err
			}
			rs := contextRules(all, category, limit)
			switch format {
			case "json":
				out := make([]contextRule, len(rs))
				for i, r := range rs {
					out[i] = contextRule{ID: r.ID, Type: r.Type, Category: r.Category, Rule: r.Rule}
				}
				return a.printJSON(out)
			case "md":
				a.printf("%s", markdownRules(rs))
				return nil
			}
			t, err := toon.Rules(rs, toon.Options{})
			if err != nil {
				return err
			}
			a.printf("%s\n", t)
			return nil
		},
	}
	c.Flags().StringVar(&format, "format", "toon", "toon, json or md")
	c.Flags().IntVar(&limit, "limit", 0, "at most N rules (0 = all)")
	c.Flags().StringVar(&category, "category", "", "only rules of this category")
	return c
}

// contextRules picks the active rules (of category, when set), highest
// confidence first, ties by id (R-2 before R-10), at most limit of them
// when limit > 0.
func contextRules(all []model.Rule, category string, limit int) []model.Rule {
	out := make([]model.Rule, 0, len(all))
	for _, r := range all {
		if r.Active() && (category == "" || r.Category == category) {
			out = append(out, r)
		}
	}
	sort.SliceStable(out, func(i, j int) bool {
		if out[i].ConfidenceScore != out[j].ConfidenceScore {
			return out[i].ConfidenceScore > out[j].ConfidenceScore
		}
		if len(out[i].ID) != len(out[j].ID) {
			return len(out[i].ID) < len(out[j].ID)
		}
		return out[i].ID < out[j].ID
	})
	if limit > 0 && len(out) > limit {
		out = out[:limit]
	}
	return out
}

// markdownRules is a short Markdown list of rules grouped by type (MUST,
// NEVER, PREFER, CHECK, then any other), each group in the given order.
func markdownRules(rs []model.Rule) string {
	var b strings.Builder
	fmt.Fprintf(&b, "# Rules (%d)\n", len(rs))
	types := slices.Clone(model.RuleTypes)
	for _, r := range rs {
		if !slices.Contains(types, r.Type) {
			types = append(types, r.Type)
		}
	}
	for _, t := range types {
		first := true
		for _, r := range rs {
			if r.Type != t {
				continue
			}
			if first {
				fmt.Fprintf(&b, "\n## %s\n\n", t)
				first = false
			}
			fmt.Fprintf(&b, "- %s (%s, %s)\n", oneLine(r.Rule), r.ID, r.Category)
		}
	}
	return b.String()
}

// oneLine folds a text's line breaks so a rule stays one list item.
func oneLine(s string) string {
	return strings.Join(strings.Fields(s), " ")
}
