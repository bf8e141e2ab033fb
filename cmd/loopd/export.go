package main

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"github.com/loopd-dev/loopd/internal/export"
	"github.com/loopd-dev/loopd/internal/model"
	"github.com/loopd-dev/loopd/internal/store"
	"github.com/loopd-dev/loopd/internal/workspace"
)

// exportResult is what `export --json` prints.
type exportResult struct {
	Path         string `json:"path"`
	Signature    string `json:"signature"`
	Rules        int    `json:"rules"`
	ManifestHash string `json:"manifest_hash"`
}

// exportOptions select what an export holds and where it goes.
type exportOptions struct {
	Category      string
	MinConfidence float64
	// Path is the output file; empty means
	// <export.dir>/rules-<agent>-<date>.json.
	Path string
}

func (a *app) exportCommand() *cobra.Command {
	var opt exportOptions
	c := &cobra.Command{
		Use:   "export [--category C] [--min-confidence X] [-o FILE]",
		Short: "Write the active rules as a signed bundle another agent can import",
		Long: `export writes the active rules in the learning-loop skill's export shape,
each with its SHA-256 _hash and the bundle's manifest_hash, and signs the file
with the workspace's key as a detached minisign signature FILE.minisig. The
stock tool verifies it: minisign -Vm FILE -p keys/loopd.pub`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			if err := a.load(); err != nil {
				return err
			}
			if !cmd.Flags().Changed("min-confidence") {
				opt.MinConfidence = a.cfg.Export.MinConfidence
			}
			s, err := a.store(cmd.Context())
			if err != nil {
				return err
			}
			res, err := a.exportRules(cmd.Context(), s, opt, a.now())
			if err != nil {
				return err
			}
			if a.flags.json {
				return a.printJSON(res)
			}
			a.printf("Exported %d rules to %s\n", res.Rules, res.Path)
			a.printf("Signature: %s\n", res.Signature)
			a.printf("Manifest hash: %s\n", res.ManifestHash)
			return nil
		},
	}
	c.Flags().StringVar(&opt.Category, "category", "", "only rules of this category")
	c.Flags().Float64Var(&opt.MinConfidence, "min-confidence", 0, "only rules at or above this confidence (default: config export.min_confidence)")
	c.Flags().StringVarP(&opt.Path, "output", "o", "", "output file (default: <export.dir>/rules-<agent>-<date>.json)")
	return c
}

// exportOnce is the daemon's scheduled export (export.schedule): every
// active rule at or above export.min_confidence, to the default path
// under export.dir, signed. Register it in daemonJobs as
// {Name: daemon.JobExport, Run: rt.job(a.exportOnce)}.
func (a *app) exportOnce(ctx context.Context) error {
	s, err := a.store(ctx)
	if err != nil {
		return err
	}
	res, err := a.exportRules(ctx, s, exportOptions{MinConfidence: a.cfg.Export.MinConfidence}, a.now())
	if err != nil {
		return err
	}
	a.log.Info("exported rules", "path", res.Path, "rules", res.Rules, "manifest_hash", res.ManifestHash)
	return nil
}

// agentHandle names this agent in exports: config export.agent_handle,
// else the host name.
func (a *app) agentHandle() string {
	if h := strings.TrimSpace(a.cfg.Export.AgentHandle); h != "" {
		return h
	}
	if h, err := os.Hostname(); err == nil && h != "" {
		return h
	}
	return "loopd"
}

// exportDir is config export.dir, relative to the workspace unless
// absolute.
func (a *app) exportDir() string {
	d := a.cfg.Export.Dir
	if d == "" {
		return a.layout.Exports
	}
	if !filepath.IsAbs(d) {
		d = filepath.Join(a.layout.Workspace, d)
	}
	return d
}

// exportRules builds, writes and signs one export of the store's rules.
func (a *app) exportRules(ctx context.Context, s *store.Store, opt exportOptions, now time.Time) (exportResult, error) {
	if opt.MinConfidence < 0 || opt.MinConfidence > 1 {
		return exportResult{}, fmt.Errorf("--min-confidence %v: want a number from 0 to 1", opt.MinConfidence)
	}
	keyPath := filepath.Join(a.layout.Keys, export.PrivateKeyFile)
	key, err := export.LoadPrivateKey(keyPath)
	if errors.Is(err, fs.ErrNotExist) {
		return exportResult{}, fmt.Errorf("workspace %s has no signing key (%s); run `loopd init --workspace %s` to create one", a.layout.Workspace, keyPath, a.layout.Workspace)
	}
	if err != nil {
		return exportResult{}, err
	}
	all, err := s.Rules(ctx)
	if err != nil {
		return exportResult{}, err
	}
	active, chosen := 0, make([]model.Rule, 0, len(all))
	for _, r := range all {
		if !r.Active() {
			continue
		}
		active++
		if r.ConfidenceScore >= opt.MinConfidence {
			chosen = append(chosen, r)
		}
	}
	agent := a.agentHandle()
	b := export.Build(chosen, export.BuildMeta{
		AgentHandle: agent, ExportedAt: now, SourceWorkspace: a.layout.Workspace, Category: opt.Category,
	})
	// Build counts the rules it was given; the source held every active
	// rule, those under --min-confidence included. (Metadata only: the
	// hashes cover the rules.)
	b.Metadata.TotalRulesInSource = active
	if opt.MinConfidence > 0 {
		b.Metadata.FilterApplied = true
	}
	data, err := export.Marshal(b)
	if err != nil {
		return exportResult{}, err
	}
	sig, err := export.Sign(data, key)
	if err != nil {
		return exportResult{}, err
	}
	path := opt.Path
	if path == "" {
		path = filepath.Join(a.exportDir(), fmt.Sprintf("rules-%s-%s.json", fileSafe(agent), now.UTC().Format(model.DateLayout)))
	}
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return exportResult{}, fmt.Errorf("export to %s: %w", path, err)
	}
	// The signature is removed first and written last, so a crash in
	// between leaves a file without a signature (refused on import), never
	// a new file beside an old signature.
	sigPath := path + ".minisig"
	if err := os.Remove(sigPath); err != nil && !errors.Is(err, fs.ErrNotExist) {
		return exportResult{}, fmt.Errorf("export to %s: %w", path, err)
	}
	if err := workspace.WriteFileAtomic(path, data, 0o644); err != nil {
		return exportResult{}, fmt.Errorf("export to %s: %w", path, err)
	}
	if err := workspace.WriteFileAtomic(sigPath, sig, 0o644); err != nil {
		return exportResult{}, fmt.Errorf("export signature to %s: %w", sigPath, err)
	}
	return exportResult{Path: path, Signature: sigPath, Rules: len(b.Rules), ManifestHash: b.Metadata.ManifestHash}, nil
}

// fileSafe keeps letters, digits, '.', '_' and '-' of a name for a file
// name; anything else becomes '-'.
func fileSafe(s string) string {
	out := strings.Map(func(r rune) rune {
		switch {
		case r >= 'a' && r <= 'z', r >= 'A' && r <= 'Z', r >= '0' && r <= '9', r == '.', r == '_', r == '-':
			return r
		}
		return '-'
	}, s)
	out = strings.Trim(out, ".-")
	if out == "" {
		return "agent"
	}
	return out
}

// importOptions are import's flags.
type importOptions struct {
	Pubkey        string
	AllowUnsigned bool
	DryRun        bool
}

// importItem is one incoming rule in `import --json`.
type importItem struct {
	Action     string `json:"action"`
	OriginalID string `json:"original_id"`
	// LocalID is the local rule the incoming one merged into (merge),
	// became (new, flagged), or was imported as before (skip).
	LocalID string `json:"local_id,omitempty"`
	// Contradicts is the local rule a flagged one contradicts.
	Contradicts string `json:"contradicts,omitempty"`
	Type        string `json:"type"`
	Category    string `json:"category"`
	Rule        string `json:"rule"`
	Reason      string `json:"reason"`
}

// importResult is what `import --json` prints.
type importResult struct {
	File        string       `json:"file"`
	SignedBy    string       `json:"signed_by"`
	Legacy      bool         `json:"legacy"`
	SourceAgent string       `json:"source_agent"`
	DryRun      bool         `json:"dry_run"`
	New         int          `json:"new"`
	Merged      int          `json:"merged"`
	Flagged     int          `json:"flagged"`
	Skipped     int          `json:"skipped"`
	Items       []importItem `json:"items"`
}

func (a *app) importCommand() *cobra.Command {
	var opt importOptions
	c := &cobra.Command{
		Use:   "import FILE [--pubkey KEY] [--allow-unsigned] [--dry-run]",
		Short: "Verify another agent's signed rule bundle and merge its rules in",
		Long: `import checks FILE's detached signature FILE.minisig against the trusted keys
(keys/trusted/*.pub, or --pubkey), every rule's _hash and the manifest_hash.
Any failure refuses the whole file and changes nothing. Otherwise, in one
transaction: rules that say the same as a local rule are merged into it, new
ones get local ids (keeping _original_id and the source agent) at the import
confidence, and rules contradicting a local one are added flagged for review.
Importing the same file again adds nothing. The learning-loop skill's own
exports are unsigned: they import with --allow-unsigned once their hashes
check out.`,
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			s, err := a.store(cmd.Context())
			if err != nil {
				return err
			}
			res, err := a.importFile(cmd.Context(), s, args[0], opt, a.now())
			if err != nil {
				return err
			}
			if a.flags.json {
				return a.printJSON(res)
			}
			a.printImport(res)
			return nil
		},
	}
	c.Flags().StringVar(&opt.Pubkey, "pubkey", "", "verify with this public key (a minisign .pub file or its base64 line) instead of keys/trusted/*.pub")
	c.Flags().BoolVar(&opt.AllowUnsigned, "allow-unsigned", false, "accept a file without FILE.minisig (its hashes are still checked)")
	c.Flags().BoolVar(&opt.DryRun, "dry-run", false, "print what the import would do and change nothing")
	return c
}

// verifyImport reads and verifies an export file and its signature.
func (a *app) verifyImport(path string, opt importOptions) (export.Bundle, error) {
	file, err := os.ReadFile(path)
	if err != nil {
		return export.Bundle{}, fmt.Errorf("import %s: %w", path, err)
	}
	sigPath := path + ".minisig"
	sig, err := os.ReadFile(sigPath)
	if err != nil && !errors.Is(err, fs.ErrNotExist) {
		return export.Bundle{}, fmt.Errorf("import %s: read signature: %w", path, err)
	}
	var trusted []export.PublicKey
	if opt.Pubkey != "" {
		k, err := loadPubkeyFlag(opt.Pubkey)
		if err != nil {
			return export.Bundle{}, err
		}
		trusted = []export.PublicKey{k}
	} else if trusted, err = export.LoadTrusted(a.layout.Keys); err != nil {
		return export.Bundle{}, err
	}
	b, err := export.Verify(file, sig, trusted, opt.AllowUnsigned)
	if err != nil {
		return export.Bundle{}, refusal(path, sigPath, err)
	}
	return b, nil
}

// refusal is the one sentence an import that fails verification ends
// with.
func refusal(path, sigPath string, err error) error {
	switch {
	case errors.Is(err, export.ErrUnsigned):
		return fmt.Errorf("refused %s, nothing changed: it has no signature %s; pass --allow-unsigned to import an unsigned file (such as the learning-loop skill's export) once its hashes check out", path, sigPath)
	case errors.Is(err, export.ErrUntrustedKey):
		return fmt.Errorf("refused %s, nothing changed: %v; to trust that agent, copy its loopd.pub to keys/trusted/NAME.pub or pass --pubkey", path, err)
	}
	return fmt.Errorf("refused %s, nothing changed: %v", path, err)
}

// importFile verifies path and, unless opt.DryRun, applies it in one
// transaction and rewrites the views.
func (a *app) importFile(ctx context.Context, s *store.Store, path string, opt importOptions, now time.Time) (importResult, error) {
	b, err := a.verifyImport(path, opt)
	if err != nil {
		return importResult{}, err
	}
	popt := export.PlanOptions{
		ImportConfidence: a.cfg.Export.ImportConfidence,
		Today:            now.Format(model.DateLayout),
	}
	res := importResult{File: path, SignedBy: b.SignedBy, Legacy: b.Legacy, DryRun: opt.DryRun, Items: []importItem{}}
	plan, newIDs, err := export.Apply(ctx, s, b, filepath.Base(path), popt, now, opt.DryRun)
	if err != nil {
		return res, fmt.Errorf("import %s: %w", path, err)
	}
	res.fill(plan, newIDs)
	if !opt.DryRun && !plan.Empty() {
		if err := a.layout.WriteViews(ctx, s, now); err != nil {
			return res, err
		}
	}
	return res, nil
}

// fill sets the counts and items from plan; ids are the local ids new and
// flagged items got (nil for a dry run).
func (res *importResult) fill(plan export.Plan, ids []string) {
	res.SourceAgent = plan.SourceAgent
	res.New, res.Merged = plan.Count(export.ActionNew), plan.Count(export.ActionMerge)
	res.Flagged, res.Skipped = plan.Count(export.ActionFlag), plan.Count(export.ActionSkip)
	for i, it := range plan.Items {
		item := importItem{
			Action: string(it.Action), OriginalID: it.Incoming.OriginalID, LocalID: it.LocalID,
			Type: it.Incoming.Type, Category: it.Incoming.Category, Rule: it.Incoming.Rule, Reason: it.Reason,
		}
		if it.Action == export.ActionFlag {
			item.Contradicts, item.LocalID = it.LocalID, ""
		}
		if ids != nil && ids[i] != "" {
			item.LocalID = ids[i]
		}
		res.Items = append(res.Items, item)
	}
}

func (a *app) printImport(res importResult) {
	how := "signed by trusted key " + res.SignedBy
	switch {
	case res.SignedBy == "" && res.Legacy:
		how = "unsigned learning-loop skill export, hashes checked"
	case res.SignedBy == "":
		how = "unsigned, hashes checked"
	}
	a.printf("%s: %d rules from %s (%s)\n", res.File, len(res.Items), res.SourceAgent, how)
	for _, it := range res.Items {
		target := ""
		switch export.Action(it.Action) {
		case export.ActionNew:
			target = "as a new rule"
			if it.LocalID != "" {
				target = "as " + it.LocalID
			}
		case export.ActionMerge:
			target = "into " + it.LocalID
		case export.ActionFlag:
			target = "flagged for review, contradicts " + it.Contradicts
			if it.LocalID != "" {
				target = "as " + it.LocalID + ", " + target
			}
		case export.ActionSkip:
			target = "already imported"
			if it.LocalID != "" {
				target += " as " + it.LocalID
			}
		}
		a.printf("  %-7s %s %s (%s): %s\n", it.Action, it.OriginalID, it.Type, target, clipText(it.Rule, 70))
	}
	verb := "Imported"
	if res.DryRun {
		verb = "Dry run, nothing changed; would import"
	}
	a.printf("%s: %d new, %d merged, %d flagged for review, %d already imported\n", verb, res.New, res.Merged, res.Flagged, res.Skipped)
}
