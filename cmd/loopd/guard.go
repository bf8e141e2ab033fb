package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"github.com/loopd-dev/loopd/internal/guard"
	"github.com/loopd-dev/loopd/internal/model"
	"github.com/loopd-dev/loopd/internal/text"
)

// checker builds the guard over the workspace's store.
func (a *app) checker(ctx context.Context) (*guard.Checker, error) {
	s, err := a.store(ctx)
	if err != nil {
		return nil, err
	}
	an, err := text.NewAnalyzer()
	if err != nil {
		return nil, err
	}
	return guard.NewChecker(ctx, s, an, a.checkConfig(), a.layout.GuardLog, nil)
}

func (a *app) checkConfig() guard.CheckConfig {
	return guard.CheckConfig{
		Threshold: a.cfg.Guard.Threshold, BlockThreshold: a.cfg.Guard.BlockThreshold, MaxMatches: a.cfg.Guard.MaxMatches,
	}
}

// checkAction asks the daemon when one answers, else checks locally.
func (a *app) checkAction(ctx context.Context, action string) (model.GuardResult, error) {
	if res, ok := a.checkViaDaemon(ctx, action); ok {
		return res, nil
	}
	// Cold path: the rules snapshot and the log, no database — it is
	// several times faster, and the store takes the check from the log
	// the next time loopd opens it.
	if err := a.layout.CheckDB(); err != nil {
		return model.GuardResult{}, err
	}
	an, err := text.NewAnalyzer()
	if err != nil {
		return model.GuardResult{}, err
	}
	snap, err := guard.ReadSnapshot(a.layout.GuardRules)
	switch {
	case err == nil && snap.Current(an):
		c := guard.NewSnapshotChecker(an, snap, a.checkConfig(), a.layout.GuardLog, nil)
		return c.Check(ctx, action)
	case err == nil || errors.Is(err, guard.ErrOldSnapshot):
		// Written by another build of loopd: check from the store, which
		// rewrites the snapshot below.
	case !errors.Is(err, guard.ErrNoSnapshot):
		a.log.Warn("guard rules snapshot unreadable; reading the database", "err", err)
	}
	c, err := a.checker(ctx)
	if err != nil {
		return model.GuardResult{}, err
	}
	res, err := c.Check(ctx, action)
	if err == nil {
		// Write the snapshot (with the views) so the next check is cold-fast.
		if werr := a.layout.WriteViews(ctx, a.st, a.now()); werr != nil {
			a.log.Warn("could not write the guard rules snapshot", "err", werr)
		}
	}
	return res, err
}

func (a *app) guardCommand() *cobra.Command {
	var hook string
	cmd := &cobra.Command{
		Use:   "guard [--json] [--hook claude] ACTION",
		Short: "Check a proposed action against the rules: allow, warn or block (exit 2)",
		Long: `guard scores every active rule against the action and decides: block (exit 2)
when an active NEVER rule scores at or above guard.block_threshold, warn when
any rule matches, allow otherwise. Every check is logged to guard-log.jsonl.

With --hook claude it is a Claude Code PreToolUse hook: it reads the hook JSON
on stdin, blocks with exit 2 and the reasons on stderr, warns with exit 0 and
hookSpecificOutput.additionalContext, and blocks when it fails itself unless
guard.fail_open is set.`,
		RunE: func(cmd *cobra.Command, args []string) error {
			if hook != "" {
				return a.runHook(cmd.Context(), hook)
			}
			action := strings.TrimSpace(strings.Join(args, " "))
			if action == "" {
				return fmt.Errorf("guard needs the action to check, e.g. loopd guard \"post to moltbook\"")
			}
			if err := a.load(); err != nil {
				return err
			}
			res, err := a.checkAction(cmd.Context(), action)
			if err != nil {
				return err
			}
			if a.flags.json {
				if err := a.printJSON(res); err != nil {
					return err
				}
			} else {
				a.printGuard(res)
			}
			if res.Decision == model.DecisionBlock {
				return &exitError{code: 2}
			}
			return nil
		},
	}
	cmd.Flags().StringVar(&hook, "hook", "", "run as an agent hook reading its JSON on stdin (claude)")
	cmd.AddCommand(a.guardOutcomeCommand())
	return cmd
}

func (a *app) printGuard(res model.GuardResult) {
	mark := map[string]string{model.DecisionAllow: "ALLOW", model.DecisionWarn: "WARN ", model.DecisionBlock: "BLOCK"}[res.Decision]
	if len(res.Matched) == 0 {
		a.printf("%s  no rule applies to %q\n", mark, res.Action)
		return
	}
	a.printf("%s  %q\n", mark, res.Action)
	for _, m := range res.Matched {
		flag := ""
		if m.ReviewFlagged {
			flag = " (needs review: cannot block)"
		}
		a.printf("  %.2f  %s %-6s %s%s\n", m.Score, m.ID, m.Type, m.Rule, flag)
	}
	a.printf("  check %s · report the outcome: loopd guard outcome %s success|failure|skipped\n", res.ID, res.ID)
}

// runHook is guard --hook claude. It never lets an action through
// because of its own failure unless guard.fail_open is set.
func (a *app) runHook(ctx context.Context, kind string) error {
	if kind != "claude" {
		return fmt.Errorf("--hook %q: the supported hook is claude", kind)
	}
	fail := func(err error) error {
		if a.cfg != nil && a.cfg.Guard.FailOpen {
			fmt.Fprintf(a.stderr, "loopd guard could not check this action (%s); guard.fail_open lets it through\n", oneSentence(err))
			return nil
		}
		return &exitError{code: 2, msg: "guard could not check this action, so it is blocked to be safe: " + oneSentence(err)}
	}
	loadErr := a.load()
	_, action, err := guard.ParseHookInput(a.stdin)
	if loadErr != nil {
		return fail(loadErr)
	}
	if err != nil {
		return fail(err)
	}
	res, err := a.checkAction(ctx, action)
	if err != nil {
		return fail(err)
	}
	switch res.Decision {
	case model.DecisionBlock:
		fmt.Fprintln(a.stderr, guard.HookReason(res))
		return &exitError{code: 2}
	case model.DecisionWarn:
		data, err := json.Marshal(guard.WarnOutput(res))
		if err != nil {
			return fail(err)
		}
		a.printf("%s\n", data)
	}
	return nil
}

func (a *app) guardOutcomeCommand() *cobra.Command {
	return &cobra.Command{
		Use:   "outcome GUARD_ID success|failure|skipped",
		Short: "Record what happened after a check (validations, saves, or a mistake)",
		Args:  cobra.ExactArgs(2),
		RunE: func(cmd *cobra.Command, args []string) error {
			s, err := a.store(cmd.Context())
			if err != nil {
				return err
			}
			res, err := guard.RecordOutcome(cmd.Context(), s, a.layout.GuardLog, args[0], args[1], time.Now())
			if err != nil {
				return err
			}
			if err := a.layout.WriteViews(cmd.Context(), s, a.now()); err != nil {
				return err
			}
			if a.flags.json {
				return a.printJSON(res)
			}
			a.printf("Recorded %s for %s", res.Outcome, res.ID)
			if len(res.Validated) > 0 {
				a.printf("; validated %s", strings.Join(res.Validated, ", "))
			}
			if len(res.Saves) > 0 {
				a.printf("; a save for %s", strings.Join(res.Saves, ", "))
			}
			if len(res.Violated) > 0 {
				a.printf("; a violation of %s", strings.Join(res.Violated, ", "))
			}
			a.printf("\n")
			return nil
		},
	}
}

// checkViaDaemon asks a running daemon (its in-memory index answers in
// well under a millisecond); ok is false when none answers.
func (a *app) checkViaDaemon(ctx context.Context, action string) (model.GuardResult, bool) {
	return a.guardViaDaemon(ctx, action)
}
