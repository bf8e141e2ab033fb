package main

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/spf13/cobra"

	"github.com/loopd-dev/loopd/internal/model"
	"github.com/loopd-dev/loopd/internal/rules"
	"github.com/loopd-dev/loopd/internal/store"
	"github.com/loopd-dev/loopd/internal/toon"
)

func (a *app) rulesCommand() *cobra.Command {
	cmd := &cobra.Command{Use: "rules", Short: "Rules promoted from lessons or written by people"}
	cmd.AddCommand(a.rulesListCommand(), a.rulesShowCommand(), a.rulesExplainCommand(), a.rulesAddCommand(),
		a.rulesValidateCommand(), a.rulesRetireCommand(), a.rulesSearchCommand())
	return cmd
}

func (a *app) rulesListCommand() *cobra.Command {
	var format, category, typ string
	var all bool
	c := &cobra.Command{
		Use:   "list [--format table|json|toon] [--category C] [--type T]",
		Short: "Active rules (--all adds retired ones)",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			if a.flags.json {
				format = "json"
			}
			switch format {
			case "table", "json", "toon":
			default:
				return fmt.Errorf("--format %q: want table, json or toon", format)
			}
			if typ != "" && !rules.ValidType(typ) {
				return fmt.Errorf("--type %q: want MUST, NEVER, PREFER or CHECK", typ)
			}
			s, err := a.store(cmd.Context())
			if err != nil {
				return err
			}
			rs, err := s.Rules(cmd.Context())
			if err != nil {
				return err
			}
			out := []model.Rule{}
			for _, r := range rs {
				if (all || r.Active()) && (category == "" || r.Category == category) && (typ == "" || strings.EqualFold(r.Type, typ)) {
					out = append(out, r)
				}
			}
			switch format {
			case "json":
				return a.printJSON(out)
			case "toon":
				t, err := toon.Rules(out, toon.Options{})
				if err != nil {
					return err
				}
				a.printf("%s\n", t)
				return nil
			}
			printRuleTable(a, out)
			return nil
		},
	}
	c.Flags().StringVar(&format, "format", "table", "table, json or toon")
	c.Flags().StringVar(&category, "category", "", "only this category")
	c.Flags().StringVar(&typ, "type", "", "only this type (MUST, NEVER, PREFER, CHECK)")
	c.Flags().BoolVar(&all, "all", false, "include retired rules")
	return c
}

func printRuleTable(a *app, rs []model.Rule) {
	tw := tabwriter.NewWriter(a.stdout, 0, 2, 2, ' ', 0)
	fmt.Fprintln(tw, "ID\tTYPE\tCATEGORY\tCONF\tVIOL\tRULE")
	for _, r := range rs {
		flag := ""
		if r.ReviewFlagged {
			flag = " (review)"
		}
		if !r.Active() {
			flag = " (retired)"
		}
		fmt.Fprintf(tw, "%s\t%s\t%s\t%.2f\t%d\t%s%s\n", r.ID, r.Type, r.Category, r.ConfidenceScore, r.Violations, clipText(r.Rule, 80), flag)
	}
	tw.Flush()
}

func (a *app) rulesShowCommand() *cobra.Command {
	return &cobra.Command{
		Use:   "show ID",
		Short: "One rule with every field",
		Args:  cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			s, err := a.store(cmd.Context())
			if err != nil {
				return err
			}
			r, err := s.Rule(cmd.Context(), args[0])
			if err != nil {
				return notFound(err, "rule", args[0])
			}
			if a.flags.json {
				return a.printJSON(r)
			}
			status := "active"
			if !r.Active() {
				status = "retired"
			}
			a.printf("%s  %s  [%s]  %s\n\n  %s\n", r.ID, r.Type, r.Category, status, r.Rule)
			if r.Reason != "" {
				a.printf("  why: %s\n", r.Reason)
			}
			a.printf("\n  confidence %.2f%s, validated %d times (last %s), %d violations\n", r.ConfidenceScore,
				map[bool]string{true: " — needs review", false: ""}[r.ReviewFlagged], r.ValidationCount, orDash(r.LastValidated), r.Violations)
			a.printf("  created %s from %s, last checked %s\n", r.Created, orDash(r.SourceLesson), orDash(r.LastChecked))
			if r.OriginalID != "" {
				a.printf("  imported from %s as %s\n", orDash(r.SourceAgent), r.OriginalID)
			}
			return nil
		},
	}
}

func notFound(err error, kind, id string) error {
	if errors.Is(err, store.ErrNotFound) {
		return fmt.Errorf("no %s %q in this workspace", kind, id)
	}
	return err
}

type ruleExplanation struct {
	Rule   model.Rule    `json:"rule"`
	Lesson *lessonDetail `json:"lesson"`
}

func (a *app) rulesExplainCommand() *cobra.Command {
	return &cobra.Command{
		Use:   "explain ID",
		Short: "The lesson and events a rule came from",
		Args:  cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			s, err := a.store(cmd.Context())
			if err != nil {
				return err
			}
			r, err := s.Rule(cmd.Context(), args[0])
			if err != nil {
				return notFound(err, "rule", args[0])
			}
			ex := ruleExplanation{Rule: r}
			if r.SourceLesson != "" {
				if d, err := a.lessonDetail(cmd.Context(), r.SourceLesson); err == nil {
					ex.Lesson = &d
				}
			}
			if a.flags.json {
				return a.printJSON(ex)
			}
			a.printf("%s %s: %s\n", r.ID, r.Type, r.Rule)
			if ex.Lesson == nil {
				a.printf("\nWritten by a person or imported; no lesson behind it.\n")
				if r.Reason != "" {
					a.printf("Reason given: %s\n", r.Reason)
				}
				return nil
			}
			a.printf("Type %s because of its wording; promoted from lesson %s, which is %s (%d events).\n\n",
				r.Type, ex.Lesson.Lesson.ID, ex.Lesson.Lesson.Confidence, len(ex.Lesson.Members))
			return a.showLesson(cmd.Context(), ex.Lesson.Lesson.ID)
		},
	}
}

func (a *app) rulesAddCommand() *cobra.Command {
	var spec rules.Spec
	c := &cobra.Command{
		Use:   "add --type T --category C [--reason R] TEXT",
		Short: "Write a rule by hand (--json prints {\"id\": ...})",
		Args:  cobra.MinimumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			spec.Text = strings.Join(args, " ")
			if spec.Type == "" {
				spec.Type = rules.InferType(spec.Text)
			}
			s, err := a.store(cmd.Context())
			if err != nil {
				return err
			}
			r, err := rules.Add(cmd.Context(), s, spec, time.Now())
			if err != nil {
				return err
			}
			if err := a.layout.WriteViews(cmd.Context(), s, a.now()); err != nil {
				return err
			}
			if a.flags.json {
				return a.printJSON(map[string]string{"id": r.ID})
			}
			a.printf("Added %s %s: %s\n", r.ID, r.Type, r.Rule)
			return nil
		},
	}
	c.Flags().StringVar(&spec.Type, "type", "", "MUST, NEVER, PREFER or CHECK (default: inferred from the wording)")
	c.Flags().StringVar(&spec.Category, "category", "general", "category")
	c.Flags().StringVar(&spec.Reason, "reason", "", "why the rule exists")
	return c
}

// changeRule runs one change to a rule, rewrites the views, and prints
// the rule (as JSON, or with the line describe makes).
func (a *app) changeRule(cmd *cobra.Command, id string, change func(ctx context.Context, s *store.Store) (model.Rule, error),
	describe func(model.Rule) string) error {
	s, err := a.store(cmd.Context())
	if err != nil {
		return err
	}
	r, err := change(cmd.Context(), s)
	if err != nil {
		return notFound(err, "rule", id)
	}
	if err := a.layout.WriteViews(cmd.Context(), s, a.now()); err != nil {
		return err
	}
	if a.flags.json {
		return a.printJSON(r)
	}
	a.printf("%s\n", describe(r))
	return nil
}

func (a *app) rulesValidateCommand() *cobra.Command {
	return &cobra.Command{
		Use:   "validate ID",
		Short: "Confirm a rule still holds: confidence back to 0.9, review flag cleared",
		Args:  cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			return a.changeRule(cmd, args[0], func(ctx context.Context, s *store.Store) (model.Rule, error) {
				return rules.ValidateByHand(ctx, s, args[0], a.now())
			}, func(r model.Rule) string {
				return fmt.Sprintf("Validated %s: confidence %.2f, validated %d times", r.ID, r.ConfidenceScore, r.ValidationCount)
			})
		},
	}
}

func (a *app) rulesRetireCommand() *cobra.Command {
	return &cobra.Command{
		Use:   "retire ID",
		Short: "Take a rule out of force (kept for history)",
		Args:  cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			return a.changeRule(cmd, args[0], func(ctx context.Context, s *store.Store) (model.Rule, error) {
				return rules.Retire(ctx, s, args[0])
			}, func(r model.Rule) string { return fmt.Sprintf("Retired %s: %s", r.ID, r.Rule) })
		},
	}
}

func (a *app) rulesSearchCommand() *cobra.Command {
	return &cobra.Command{
		Use:   "search QUERY",
		Short: "Fuzzy search over rule text",
		Args:  cobra.MinimumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			s, err := a.store(cmd.Context())
			if err != nil {
				return err
			}
			rs, err := s.Rules(cmd.Context())
			if err != nil {
				return err
			}
			hits := rules.Search(rs, strings.Join(args, " "))
			if a.flags.json {
				if hits == nil {
					hits = []rules.SearchHit{}
				}
				return a.printJSON(hits)
			}
			if len(hits) == 0 {
				a.printf("No rule matches %q.\n", strings.Join(args, " "))
				return nil
			}
			out := make([]model.Rule, len(hits))
			for i, h := range hits {
				out[i] = h.Rule
			}
			printRuleTable(a, out)
			return nil
		},
	}
}
