package export

import (
	"context"
	"time"

	"github.com/loopd-dev/loopd/internal/model"
	"github.com/loopd-dev/loopd/internal/store"
)

// Apply plans a verified bundle against the store's rules and import
// ledger and, unless dryRun, carries the plan out in one transaction
// (planned inside it, so a rule another writer adds meanwhile is seen):
// new and flagged rules are inserted with fresh local ids, merges count
// as a validation of the local rule by the other agent, and every applied
// item is recorded in the ledger. file names the bundle in the ledger. It
// returns the plan and the id each item's rule got ("" for merge and skip
// items; nil for a dry run).
func Apply(ctx context.Context, st *store.Store, b Bundle, file string, opt PlanOptions, now time.Time, dryRun bool) (Plan, []string, error) {
	if dryRun {
		local, err := st.Rules(ctx)
		if err != nil {
			return Plan{}, nil, err
		}
		ledger, err := st.ImportLedger(ctx)
		if err != nil {
			return Plan{}, nil, err
		}
		opt.Ledger = toImported(ledger)
		return PlanImport(b, local, opt), nil, nil
	}
	var plan Plan
	var ids []string
	err := st.Update(ctx, func(tx *store.Tx) error {
		local, err := tx.Rules(ctx)
		if err != nil {
			return err
		}
		ledger, err := tx.ImportLedger(ctx)
		if err != nil {
			return err
		}
		opt.Ledger = toImported(ledger)
		plan = PlanImport(b, local, opt)
		ids, err = applyPlan(ctx, tx, plan, file, now, opt.ImportConfidence)
		return err
	})
	if err != nil {
		return Plan{}, nil, err
	}
	return plan, ids, nil
}

// applyPlan carries out plan inside tx (see Apply).
func applyPlan(ctx context.Context, tx *store.Tx, plan Plan, file string, now time.Time, importConfidence float64) ([]string, error) {
	if importConfidence == 0 {
		importConfidence = DefaultImportConfidence
	}
	at := now.UTC().Format(time.RFC3339)
	day := now.Format(model.DateLayout)
	ids := make([]string, len(plan.Items))
	for i, it := range plan.Items {
		rec := it.Record(plan.SourceAgent)
		switch it.Action {
		case ActionNew, ActionFlag:
			id, err := tx.NextID(ctx, "R")
			if err != nil {
				return nil, err
			}
			r := it.Rule
			r.ID = id
			if r.LastChecked == "" {
				r.LastChecked = day
			}
			if err := tx.PutRule(ctx, r); err != nil {
				return nil, err
			}
			if err := tx.SetRuleCreatedAt(ctx, id, now); err != nil {
				return nil, err
			}
			ids[i], rec.LocalID = id, id
		case ActionMerge:
			if err := mergeInto(ctx, tx, it.LocalID, "import:"+plan.SourceAgent+":"+it.Incoming.OriginalID, at, day, importConfidence); err != nil {
				return nil, err
			}
		default:
			continue
		}
		if err := tx.RecordImport(ctx, store.ImportEntry{
			SourceAgent: rec.SourceAgent, OriginalID: rec.OriginalID, Hash: rec.Hash,
			Action: string(rec.Action), LocalID: rec.LocalID, File: file, At: at,
		}); err != nil {
			return nil, err
		}
	}
	return ids, nil
}

// mergeInto records another agent's copy of a local rule as a
// validation: validation_count and last_validated move on, and the
// confidence rises to at least the import confidence (never falls).
func mergeInto(ctx context.Context, tx *store.Tx, localID, source, at, day string, importConfidence float64) error {
	r, err := tx.Rule(ctx, localID)
	if err != nil {
		return err
	}
	added, err := tx.AddValidation(ctx, localID, source, at)
	if err != nil || !added {
		return err
	}
	r.ValidationCount++
	if r.LastValidated < day {
		r.LastValidated = day
	}
	if r.ConfidenceScore < importConfidence {
		r.ConfidenceScore = importConfidence
	}
	return tx.PutRule(ctx, r)
}

func toImported(ledger []store.ImportEntry) []Imported {
	out := make([]Imported, len(ledger))
	for i, e := range ledger {
		out[i] = Imported{SourceAgent: e.SourceAgent, OriginalID: e.OriginalID, Hash: e.Hash, Action: Action(e.Action), LocalID: e.LocalID}
	}
	return out
}
