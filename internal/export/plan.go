package export

import (
	"fmt"
	"math"
	"sort"
	"strings"
	"unicode"

	"github.com/kljensen/snowball/english"
	"github.com/loopd-dev/loopd/internal/model"
)

// Action is what an import does with one incoming rule.
type Action string

// Import actions.
const (
	// ActionMerge: a local rule already says the same; nothing is inserted.
	ActionMerge Action = "merge"
	// ActionNew: the rule is inserted with a new local id.
	ActionNew Action = "new"
	// ActionFlag: the rule contradicts a local one; it is inserted with
	// review_flagged set.
	ActionFlag Action = "flagged"
	// ActionSkip: the rule was already imported (or repeats an earlier
	// rule of the same file); nothing happens.
	ActionSkip Action = "skip"
)

// Defaults of PlanOptions.
const (
	DefaultImportConfidence = 0.7
	DefaultSimilarity       = 0.8
)

// PlanOptions tune PlanImport.
type PlanOptions struct {
	// ImportConfidence is the confidence_score of inserted rules
	// (0 = DefaultImportConfidence).
	ImportConfidence float64
	// Similarity is the Jaccard index of normalized subject words at or
	// above which two rules say the same thing, or contradict each other
	// when their polarity differs (0 = DefaultSimilarity).
	Similarity float64
	// Today is the import date (YYYY-MM-DD), written as created and
	// last_validated of inserted rules; empty keeps the incoming dates.
	Today string
	// Ledger is every import applied before, as the store recorded it from
	// PlanItem.Record. An incoming rule found there is skipped.
	Ledger []Imported
}

// Imported is one ledger entry: an incoming rule that was applied.
type Imported struct {
	SourceAgent string `json:"source_agent"`
	OriginalID  string `json:"original_id"`
	Hash        string `json:"hash"`
	Action      Action `json:"action"`
	// LocalID is the local rule it merged into or became (filled in by
	// the store once the new rule has an id).
	LocalID string `json:"local_id"`
}

// PlanItem is the decision for one incoming rule.
type PlanItem struct {
	Action   Action
	Incoming BundleRule
	// LocalID is the local rule involved: merged into (merge), contradicted
	// (flagged), or the earlier import (skip, when known).
	LocalID string
	// Similarity is the subject-word Jaccard index with LocalID's rule.
	Similarity float64
	// Rule is the rule to insert for new and flagged items: no ID (the
	// store assigns one), _original_id and source agent kept, confidence
	// ImportConfidence, review_flagged for flagged ones.
	Rule model.Rule
	// Reason says why, in one sentence.
	Reason string
}

// Record is the ledger entry the store saves when it applies the item
// (set LocalID to the new rule's id for new and flagged items).
func (it PlanItem) Record(sourceAgent string) Imported {
	return Imported{SourceAgent: sourceAgent, OriginalID: it.Incoming.OriginalID, Hash: it.Incoming.Hash, Action: it.Action, LocalID: it.LocalID}
}

// Plan is what importing a bundle would do, one item per incoming rule in
// file order.
type Plan struct {
	SourceAgent string
	Items       []PlanItem
}

// Count returns how many items have action a.
func (p Plan) Count(a Action) int {
	n := 0
	for _, it := range p.Items {
		if it.Action == a {
			n++
		}
	}
	return n
}

// Empty reports whether applying the plan would change nothing (every
// item skipped).
func (p Plan) Empty() bool { return p.Count(ActionSkip) == len(p.Items) }

// Summary is a one-line account, e.g. "2 new, 1 merged, 1 flagged for
// review, 3 already imported".
func (p Plan) Summary() string {
	return fmt.Sprintf("%d new, %d merged, %d flagged for review, %d already imported",
		p.Count(ActionNew), p.Count(ActionMerge), p.Count(ActionFlag), p.Count(ActionSkip))
}

// UnknownAgent is the source agent of a bundle whose agent_handle is empty.
const UnknownAgent = "unknown"

// PlanImport decides, without changing anything, what importing b into a
// workspace holding local would do. For each incoming rule, in order:
//
//  1. skip when it was imported before: opt.Ledger holds the same source
//     agent, _original_id and _hash, or a local rule carries the same
//     source agent and _original_id with the same type and text (so
//     inserted rules are recognised even without a ledger); also when it
//     repeats an earlier rule of the same file;
//  2. merge when an active local rule of the same type and polarity has
//     the same subject (Jaccard of normalized subject words ≥
//     opt.Similarity);
//  3. flagged when no rule merges but an active local rule has the same
//     subject with the opposite polarity (NEVER / "avoid" / "don't"
//     against MUST, PREFER, CHECK), e.g. "Prefer X" against "Never X";
//  4. new otherwise.
//
// Normalization: lower case, words of letters and digits, English stop
// words and the modal words (never, always, must, prefer, avoid, don't …)
// dropped, Snowball stems. Among several candidates the most similar
// wins, ties to the smallest local id, so the plan is deterministic.
// Applying a plan and recording its items in the ledger makes the next
// PlanImport of the same bundle all skips.
func PlanImport(b Bundle, local []model.Rule, opt PlanOptions) Plan {
	if opt.ImportConfidence == 0 {
		opt.ImportConfidence = DefaultImportConfidence
	}
	if opt.Similarity == 0 {
		opt.Similarity = DefaultSimilarity
	}
	agent := b.Metadata.AgentHandle
	if agent == "" {
		agent = UnknownAgent
	}
	type key struct{ agent, orig, hash string }
	ledger := map[key]string{}
	for _, e := range opt.Ledger {
		ledger[key{e.SourceAgent, e.OriginalID, e.Hash}] = e.LocalID
	}
	type candidate struct {
		rule     model.Rule
		subject  map[string]bool
		negative bool
	}
	sorted := append([]model.Rule(nil), local...)
	sort.SliceStable(sorted, func(i, j int) bool { return lessID(sorted[i].ID, sorted[j].ID) })
	cands := make([]candidate, 0, len(sorted))
	postings := map[string][]int{} // subject word -> indexes into cands
	imports := map[[2]string][]model.Rule{}
	for _, r := range sorted {
		if r.SourceAgent != "" {
			k := [2]string{r.SourceAgent, r.OriginalID}
			imports[k] = append(imports[k], r)
		}
		if r.Active() {
			s, neg := analyze(r.Type, r.Rule)
			for w := range s {
				postings[w] = append(postings[w], len(cands))
			}
			cands = append(cands, candidate{r, s, neg})
		}
	}

	plan := Plan{SourceAgent: agent, Items: make([]PlanItem, 0, len(b.Rules))}
	seen := map[string]string{} // type + normalized text -> original id earlier in the file
	for _, in := range b.Rules {
		it := PlanItem{Incoming: in}
		textKey := in.Type + "\x00" + normText(in.Rule)
		if first, ok := seen[textKey]; ok {
			it.Action = ActionSkip
			it.Reason = fmt.Sprintf("rule %s repeats rule %s of the same file", in.OriginalID, first)
			plan.Items = append(plan.Items, it)
			continue
		}
		seen[textKey] = in.OriginalID
		if localID, ok := ledger[key{agent, in.OriginalID, in.Hash}]; ok {
			it.Action, it.LocalID = ActionSkip, localID
			it.Reason = fmt.Sprintf("rule %s from %s was imported before", in.OriginalID, agent)
			plan.Items = append(plan.Items, it)
			continue
		}
		if id, ok := earlierImport(imports[[2]string{agent, in.OriginalID}], in); ok {
			it.Action, it.LocalID = ActionSkip, id
			it.Reason = fmt.Sprintf("rule %s from %s was imported before as %s", in.OriginalID, agent, id)
			plan.Items = append(plan.Items, it)
			continue
		}

		subj, neg := analyze(in.Type, in.Rule)
		var best *candidate
		bestSim, bestConflict := 0.0, false
		for _, i := range similarCandidates(subj, postings, opt.Similarity) {
			c := &cands[i]
			sim := jaccard(subj, c.subject)
			if sim < opt.Similarity {
				continue
			}
			conflict := c.negative != neg
			if !conflict && c.rule.Type != in.Type {
				continue // same subject and polarity, different type: neither
			}
			// A merge outranks a contradiction (the incoming rule agrees with
			// local rules; a conflict among local rules is not its doing);
			// then higher similarity; ties keep the smaller id (candidates
			// are sorted).
			if best == nil || (!conflict && bestConflict) || (conflict == bestConflict && sim > bestSim) {
				best, bestSim, bestConflict = c, sim, conflict
			}
		}
		switch {
		case best != nil && bestConflict:
			it.Action, it.LocalID, it.Similarity = ActionFlag, best.rule.ID, bestSim
			it.Rule = importedRule(in, agent, opt, true)
			it.Reason = fmt.Sprintf("rule %s (%s) contradicts local rule %s (%s) about the same thing", in.OriginalID, in.Type, best.rule.ID, best.rule.Type)
		case best != nil:
			it.Action, it.LocalID, it.Similarity = ActionMerge, best.rule.ID, bestSim
			it.Reason = fmt.Sprintf("rule %s says the same as local rule %s", in.OriginalID, best.rule.ID)
		default:
			it.Action = ActionNew
			it.Rule = importedRule(in, agent, opt, false)
			it.Reason = fmt.Sprintf("rule %s is new here", in.OriginalID)
		}
		plan.Items = append(plan.Items, it)
	}
	return plan
}

// earlierImport finds, among the local rules imported from the same
// agent under the same original id, one with the incoming type and text.
func earlierImport(same []model.Rule, in BundleRule) (string, bool) {
	if len(same) == 0 {
		return "", false
	}
	text := normText(in.Rule)
	for _, r := range same {
		if r.Type == in.Type && normText(r.Rule) == text {
			return r.ID, true
		}
	}
	return "", false
}

// similarCandidates returns, in ascending order, the indexes of every
// candidate that can reach Jaccard ≥ threshold with subj (prefix
// filtering: such a candidate shares at least ceil(threshold·|subj|)
// words with subj, so it holds one of subj's |subj|-that+1 rarest words).
// It never misses a match, and avoids comparing with every local rule.
func similarCandidates(subj map[string]bool, postings map[string][]int, threshold float64) []int {
	if len(subj) == 0 {
		return nil
	}
	ws := make([]string, 0, len(subj))
	for w := range subj {
		ws = append(ws, w)
	}
	sort.Slice(ws, func(i, j int) bool {
		if a, b := len(postings[ws[i]]), len(postings[ws[j]]); a != b {
			return a < b
		}
		return ws[i] < ws[j]
	})
	minOverlap := int(math.Ceil(threshold*float64(len(ws)) - 1e-9))
	if minOverlap < 1 {
		minOverlap = 1
	}
	if minOverlap > len(ws) {
		return nil // threshold above 1: nothing can match
	}
	seen := map[int]bool{}
	var out []int
	for _, w := range ws[:len(ws)-minOverlap+1] {
		for _, i := range postings[w] {
			if !seen[i] {
				seen[i] = true
				out = append(out, i)
			}
		}
	}
	sort.Ints(out)
	return out
}

func importedRule(in BundleRule, agent string, opt PlanOptions, flagged bool) model.Rule {
	r := model.Rule{
		Type: in.Type, Category: in.Category, Rule: in.Rule, Reason: in.Reason,
		Created: in.Created, LastValidated: in.LastValidated,
		ConfidenceScore: opt.ImportConfidence, ReviewFlagged: flagged,
		Status: model.StatusActive, OriginalID: in.OriginalID, SourceAgent: agent,
	}
	if r.Category == "" {
		r.Category = "general"
	}
	if opt.Today != "" {
		r.Created, r.LastValidated = opt.Today, opt.Today
	}
	return r
}

// lessID orders ids like R-2 before R-10: by length, then bytes.
func lessID(a, b string) bool {
	if len(a) != len(b) {
		return len(a) < len(b)
	}
	return a < b
}

// normText is the rule text lower-cased with runs of non-alphanumerics
// collapsed to one space.
func normText(s string) string {
	return strings.Join(words(s), " ")
}

func words(s string) []string {
	return strings.FieldsFunc(strings.ToLower(strings.ReplaceAll(s, "'", "")), func(r rune) bool {
		return !unicode.IsLetter(r) && !unicode.IsDigit(r)
	})
}

// negations make a rule a prohibition whatever its type.
var negations = map[string]bool{"never": true, "avoid": true, "dont": true, "not": true, "no": true, "cannot": true, "cant": true, "shouldnt": true, "mustnt": true, "stop": true}

// modal words carry the rule's force, not its subject.
var modal = map[string]bool{
	"always": true, "must": true, "prefer": true, "should": true, "ensure": true, "do": true,
	"never": true, "avoid": true, "dont": true, "not": true, "no": true, "cannot": true, "cant": true,
	"shouldnt": true, "mustnt": true, "stop": true, "please": true,
}

var stopWords = map[string]bool{
	"a": true, "an": true, "the": true, "to": true, "of": true, "for": true, "in": true, "on": true,
	"at": true, "by": true, "with": true, "and": true, "or": true, "be": true, "is": true, "are": true,
	"it": true, "its": true, "this": true, "that": true, "these": true, "those": true, "your": true,
	"you": true, "any": true, "every": true, "all": true, "from": true, "into": true, "as": true,
	"when": true, "if": true,
}

// analyze returns a rule's subject words (stemmed, without modal and stop
// words) and whether it is a prohibition.
func analyze(typ, text string) (map[string]bool, bool) {
	negative := typ == model.RuleNever
	subject := map[string]bool{}
	for _, w := range words(text) {
		if negations[w] {
			negative = true
		}
		if modal[w] || stopWords[w] {
			continue
		}
		subject[english.Stem(w, false)] = true
	}
	return subject, negative
}

func jaccard(a, b map[string]bool) float64 {
	if len(a) == 0 && len(b) == 0 {
		return 0
	}
	inter := 0
	for w := range a {
		if b[w] {
			inter++
		}
	}
	return float64(inter) / float64(len(a)+len(b)-inter)
}
