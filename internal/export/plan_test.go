package export

import (
	"fmt"
	"strings"
	"testing"

	"github.com/loopd-dev/loopd/internal/model"
)

func localRules() []model.Rule {
	return []model.Rule{
		{ID: "R-001", Type: "NEVER", Category: "social", Rule: "Never post to moltbook without explicit approval"},
		{ID: "R-002", Type: "MUST", Category: "shell", Rule: "Always quote variables in bash scripts"},
		{ID: "R-003", Type: "NEVER", Category: "security", Rule: "Never disable TLS certificate verification"},
		{ID: "R-004", Type: "PREFER", Category: "search", Rule: "Prefer rg over grep for searching large trees"},
		{ID: "R-010", Type: "MUST", Category: "git", Rule: "Sign release tags", Status: model.StatusRetired},
	}
}

func incoming(rules ...BundleRule) Bundle {
	b := Bundle{Metadata: Metadata{AgentHandle: "otherbot"}}
	for i, r := range rules {
		if r.ID == "" {
			r.ID = fmt.Sprintf("R-%03d", 100+i)
		}
		r.OriginalID = r.ID
		r.Hash = RuleHash(r.ModelRule())
		b.Rules = append(b.Rules, r)
	}
	return b
}

func TestPlanImportActions(t *testing.T) {
	tests := []struct {
		name       string
		in         BundleRule
		wantAction Action
		wantLocal  string
	}{
		{"same text, other case and punctuation", BundleRule{Type: "NEVER", Category: "social", Rule: "never post to Moltbook, without explicit approval!"}, ActionMerge, "R-001"},
		{"near-equal wording", BundleRule{Type: "MUST", Category: "shell", Rule: "Always quote variables in your bash script"}, ActionMerge, "R-002"},
		{"prefer vs never contradicts", BundleRule{Type: "PREFER", Category: "social", Rule: "Prefer to post to moltbook without explicit approval"}, ActionFlag, "R-001"},
		{"must vs never contradicts", BundleRule{Type: "MUST", Category: "security", Rule: "Always disable TLS certificate verification"}, ActionFlag, "R-003"},
		{"avoid wording vs prefer contradicts", BundleRule{Type: "PREFER", Category: "search", Rule: "Avoid rg over grep for searching large trees"}, ActionFlag, "R-004"},
		{"same subject, same polarity, other type is new", BundleRule{Type: "CHECK", Category: "shell", Rule: "Always quote variables in bash scripts"}, ActionNew, ""},
		{"unrelated rule is new", BundleRule{Type: "CHECK", Category: "deploy", Rule: "Check the health endpoint after each deploy"}, ActionNew, ""},
		{"retired local rule is not a merge target", BundleRule{Type: "MUST", Category: "git", Rule: "Sign release tags"}, ActionNew, ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			p := PlanImport(incoming(tc.in), localRules(), PlanOptions{Today: "2026-03-01"})
			if len(p.Items) != 1 {
				t.Fatalf("plan has %d items, want 1", len(p.Items))
			}
			it := p.Items[0]
			if it.Action != tc.wantAction || it.LocalID != tc.wantLocal {
				t.Fatalf("PlanImport(%q) = %s %s (%.2f, %s), want %s %s", tc.in.Rule, it.Action, it.LocalID, it.Similarity, it.Reason, tc.wantAction, tc.wantLocal)
			}
			switch it.Action {
			case ActionNew, ActionFlag:
				r := it.Rule
				if r.ID != "" || r.OriginalID != it.Incoming.OriginalID || r.SourceAgent != "otherbot" ||
					r.ConfidenceScore != DefaultImportConfidence || r.ReviewFlagged != (it.Action == ActionFlag) ||
					r.Created != "2026-03-01" || r.Rule != tc.in.Rule {
					t.Errorf("rule to insert = %+v", r)
				}
			case ActionMerge:
				if it.Rule.Rule != "" {
					t.Errorf("merge carries a rule to insert: %+v", it.Rule)
				}
			}
		})
	}
}

func TestPlanImportOptions(t *testing.T) {
	b := incoming(BundleRule{Type: "CHECK", Category: "", Rule: "Check backups nightly", Created: "2026-01-01", LastValidated: "2026-01-02"})
	p := PlanImport(b, nil, PlanOptions{ImportConfidence: 0.5})
	r := p.Items[0].Rule
	if r.ConfidenceScore != 0.5 || r.Category != "general" || r.Created != "2026-01-01" || r.LastValidated != "2026-01-02" {
		t.Errorf("rule = %+v, want confidence 0.5, category general, incoming dates kept", r)
	}
	b.Metadata.AgentHandle = ""
	if p := PlanImport(b, nil, PlanOptions{}); p.SourceAgent != UnknownAgent || p.Items[0].Rule.SourceAgent != UnknownAgent {
		t.Errorf("source agent = %q, want %q", p.SourceAgent, UnknownAgent)
	}
	// A looser threshold merges what the default keeps apart.
	near := incoming(BundleRule{Type: "MUST", Category: "shell", Rule: "Always quote shell variables"})
	if got := PlanImport(near, localRules(), PlanOptions{}).Items[0].Action; got != ActionNew {
		t.Errorf("default threshold: %s, want new", got)
	}
	if got := PlanImport(near, localRules(), PlanOptions{Similarity: 0.3}).Items[0].Action; got != ActionMerge {
		t.Errorf("threshold 0.3: %s, want merge", got)
	}
}

func TestPlanImportDuplicateInFile(t *testing.T) {
	b := incoming(
		BundleRule{Type: "CHECK", Rule: "Check backups nightly"},
		BundleRule{Type: "CHECK", Rule: "check backups, nightly"},
	)
	p := PlanImport(b, nil, PlanOptions{})
	if p.Items[0].Action != ActionNew || p.Items[1].Action != ActionSkip || !strings.Contains(p.Items[1].Reason, "R-100") {
		t.Errorf("plan = %s / %s (%s), want new then skip as a repeat of R-100", p.Items[0].Action, p.Items[1].Action, p.Items[1].Reason)
	}
}

// apply simulates the store: inserts new and flagged rules with fresh ids
// and records every non-skip item in the ledger.
func apply(p Plan, local []model.Rule, ledger []Imported) ([]model.Rule, []Imported) {
	next := len(local) + 1
	for _, it := range p.Items {
		if it.Action == ActionSkip {
			continue
		}
		rec := it.Record(p.SourceAgent)
		if it.Action == ActionNew || it.Action == ActionFlag {
			r := it.Rule
			r.ID = fmt.Sprintf("R-%03d", 900+next)
			next++
			local = append(local, r)
			rec.LocalID = r.ID
		}
		ledger = append(ledger, rec)
	}
	return local, ledger
}

func TestPlanImportIdempotent(t *testing.T) {
	b := incoming(
		BundleRule{Type: "NEVER", Category: "social", Rule: "Never post to moltbook without explicit approval"}, // merge
		BundleRule{Type: "PREFER", Category: "social", Rule: "Prefer to post to moltbook without explicit approval"},
		BundleRule{Type: "CHECK", Category: "deploy", Rule: "Check the health endpoint after each deploy"},
		BundleRule{Type: "CHECK", Category: "deploy", Rule: "Check the health endpoint after each deploy."},
	)
	local := localRules()
	first := PlanImport(b, local, PlanOptions{})
	if got := first.Summary(); got != "1 new, 1 merged, 1 flagged for review, 1 already imported" {
		t.Fatalf("first plan: %s", got)
	}
	if first.Empty() {
		t.Fatal("first plan is empty")
	}
	local, ledger := apply(first, local, nil)

	second := PlanImport(b, local, PlanOptions{Ledger: ledger})
	if !second.Empty() {
		t.Errorf("second plan with ledger: %s, want all skipped", second.Summary())
	}
	// Without a ledger, inserted rules are still recognised by their
	// provenance; only the merge would be planned again.
	noLedger := PlanImport(b, local, PlanOptions{})
	if noLedger.Count(ActionNew) != 0 || noLedger.Count(ActionFlag) != 0 {
		t.Errorf("second plan without ledger: %s, want no new or flagged rules", noLedger.Summary())
	}
	// A changed rule under the same original id is planned again.
	b.Rules[2].Rule = "Check the readiness endpoint after each deploy and rollback on failure"
	b.Rules[2].Hash = RuleHash(b.Rules[2].ModelRule())
	if got := PlanImport(b, local, PlanOptions{Ledger: ledger}); got.Empty() {
		t.Error("a changed rule was skipped as already imported")
	}
}

func TestPlanImportDeterministic(t *testing.T) {
	// Two equally similar local rules: the smaller id wins whatever the
	// input order.
	local := []model.Rule{
		{ID: "R-10", Type: "MUST", Rule: "Always back up the database"},
		{ID: "R-2", Type: "MUST", Rule: "Always back up the database"},
	}
	b := incoming(BundleRule{Type: "MUST", Rule: "always back up the database"})
	for i := 0; i < 2; i++ {
		if got := PlanImport(b, local, PlanOptions{}).Items[0].LocalID; got != "R-2" {
			t.Errorf("merge target = %s, want R-2", got)
		}
		local[0], local[1] = local[1], local[0]
	}
}

// TestSimilarCandidatesComplete checks the prefix filter against brute
// force: every local rule at or above the threshold is a candidate.
func TestSimilarCandidatesComplete(t *testing.T) {
	local := benchRules(300, "R")
	subjects := make([]map[string]bool, len(local))
	postings := map[string][]int{}
	for i, r := range local {
		subjects[i], _ = analyze(r.Type, r.Rule)
		for w := range subjects[i] {
			postings[w] = append(postings[w], i)
		}
	}
	for _, th := range []float64{0.2, 0.5, 0.8, 1, 1.5} {
		matches := 0
		for _, in := range benchRules(60, "X") {
			subj, _ := analyze(in.Type, in.Rule)
			got := map[int]bool{}
			for _, i := range similarCandidates(subj, postings, th) {
				got[i] = true
			}
			for i, s := range subjects {
				if jaccard(subj, s) >= th {
					matches++
					if !got[i] {
						t.Fatalf("threshold %v: %q misses %q (Jaccard %.2f)", th, in.Rule, local[i].Rule, jaccard(subj, s))
					}
				}
			}
		}
		if th <= 0.5 && matches == 0 {
			t.Errorf("threshold %v: no pair matched, the test checks nothing", th)
		}
	}
}
