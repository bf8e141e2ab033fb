// Package guard checks proposed actions against loopd's active rules. The
// matcher — match.go (the Matcher and its exact index), compile.go
// (reading rules), action.go (reading actions), score.go, candidates.go
// (the surface prefilter), keys.go (key numbers) and quantity.go (amount
// limits) — turns rules into the acts they are about and scores an action
// against them. It does no I/O and knows no store; checks, the rules
// snapshot, the guard log, the recorder and the hooks live in the
// package's other files.
//
// How a rule is read. Its structural words split it into clauses: lead words
// go ("Never", "Always", "Check that"); "X before/when/while Y" makes Y the
// trigger an action must match and X the compliance; "X instead of/over Y"
// makes Y the discouraged alternative (it borrows X's act and things when it
// lacks them, and "it/them/ones" point back to X; "using Y" is done by any
// act on Y); a pronoun in a trigger ("before publishing it") stands for one
// of the things before it, any of them; "for example E" adds E;
// "without/unless Z" conditions and trailing purposes ("for readability")
// are dropped; "Prefer long options" with no alternative warns about the
// lexicon's opposite (short options). Each clause is analyzed by
// text.Analyzer into acts (delete, publish, send...), head things (the
// object of the act) and adjuncts (after a preposition: where, with what).
//
// How an action is scored against a clause. The act must match (same
// concept; the action's more general act, "remove" for "drop"; an act of
// the same kind; never its opposite), and things must be covered: the score
// is act^0.7 × coverage^0.6, halved when none of the head things is there
// (×0.8 when the action does the act, in the place the clause names, to an
// object the lexicon cannot read); the concepts one ambiguous rule word
// gives count once, as their best reading; a clause without an act needs
// nearly all its things, and named, not only implied by something more
// specific ("ports" are network things); a match on a light act (send,
// write, read) or none, with a single thing, keeps 0.65 of it. An action
// whose acts only look (list, show, read, check, a question) scores ×0.35
// against a clause that changes something. Compliance clauses are capped
// below the threshold, so doing what a rule asks never raises it; doing
// it while entering the rule's situation, or doing what a PREFER rule
// prefers and nothing of what it avoids, keeps 0.4 (lifted). A NEVER rule
// that states a condition ("while the CLA check is failing") scores at most
// 0.55, a warning, on an action that names nothing of it. A rule's score is
// its best clause's; violations and a shared category add at most 0.07, and
// only to scores already at the threshold.
package guard

import (
	"math"
	"math/bits"
	"runtime"
	"slices"
	"strings"
	"sync"
	"sync/atomic"

	"github.com/loopd-dev/loopd/internal/model"
	"github.com/loopd-dev/loopd/internal/text"
)

// DefaultThreshold is the score at or above which a rule is shown for an
// action.
const DefaultThreshold = 0.35

// DefaultMaxMatches is how many rules a check reports besides those that
// block (CheckConfig.MaxMatches).
const DefaultMaxMatches = 2

// DefaultBlockThreshold is the score at or above which an active NEVER rule
// blocks an action.
const DefaultBlockThreshold = 0.55

// MatchOptions tunes a Matcher.
type MatchOptions struct {
	// Threshold is the lowest score reported; 0 means DefaultThreshold.
	Threshold float64
	// Relative, when above 0, drops a match scoring under Relative times
	// the best one, unless it would block (a NEVER rule, not flagged for
	// review, at BlockThreshold or above). A check uses DefaultRelative:
	// next to a rule that fits the action, one that fits it far less is
	// noise (on held-out rule books it was mostly a false alarm). With
	// Relative set, a match whose evidence a better match reported
	// already has in full is dropped too, unless it would block (see
	// explained), and so is one whose evidence a reported match has in
	// full and adds to, whatever it scores, unless it would block (see
	// subsumed), and one scoring under the best and under
	// Threshold+lesserMargin.
	Relative float64
	// BlockThreshold is the score at which a NEVER rule blocks; 0 means
	// DefaultBlockThreshold.
	BlockThreshold float64
}

// DefaultRelative is the Relative of a guard check.
const DefaultRelative = 0.75

// lesserMargin is how far above the threshold a match must score to be
// reported beside a better one (with Relative set). A rule just over the
// threshold is a weak reading: alone it is the best the guard has, but
// beside a better fit it was mostly a second, wrong rule (0.05 to 0.15
// were tried; 0.1 was the one that cost no group of held-out rule books
// more than a trace).
const lesserMargin = 0.1

// Scored is one rule that applies to an action.
type Scored struct {
	Rule model.Rule
	// Score is in [0,1].
	Score float64
	// Evidence names the concepts and words the rule and the action share,
	// for humans ("delete.drop", "db.table", "orders").
	Evidence []string
}

// Matcher scores actions against a fixed set of rules. Build it once with
// NewMatcher; Match is safe for concurrent use. A fresh matcher finds
// candidate rules by a cheap scan of their words and compiles only those,
// so a one-shot process stays fast; from its second Match on (or after
// Prepare) it compiles every rule once and uses an exact concept index, as
// a long-lived daemon wants.
type Matcher struct {
	a          *text.Analyzer
	threshold  float64
	relative   float64
	blockAt    float64
	rules      []model.Rule
	compiled   []atomic.Pointer[compiledRule]
	categories []string // the feature key of each rule's category

	calls    atomic.Int64
	prepare  sync.Once
	prepared atomic.Pointer[exactIndex]
	hitPool  sync.Pool // of *clauseHits
	keys     keyIDs
	// snap, when set, holds the rules compiled and indexed: Match looks
	// the action up in it and decodes only the rules it reaches.
	snap *Snapshot
}

// exactIndex maps the concept and word keys of compiled clauses to the
// clauses, the way credit() lets an action supply them: by the same key,
// by the parent's key when the action names the parent, by a near
// sibling's.
type exactIndex struct {
	clauses []exactClause
	flags   []uint8 // by clause: clauseFlags
	acts    keyIndex
	things  keyIndex
}

// clauseFlags packs what deciding whether a reached clause can match
// needs, so that deciding reads a byte per clause.
func clauseFlags(ec exactClause) uint8 {
	var f uint8
	if ec.needAct {
		f |= 1
	}
	if ec.noThings {
		f |= 2
	}
	if ec.wordActs {
		f |= 4
	}
	return f
}

// otherActReach bounds what a clause can score on an action that names
// an act other than the clause's: otherAct^0.7, rounded up.
const otherActReach = 0.228

type exactClause struct {
	rule     int32
	kind     clauseKind
	needAct  bool // the clause has a real act
	wordActs bool // its acts are all words the lexicon does not know (unknownAct)
	noThings bool
	read     bool // its real acts are read-only
	needObj  bool // it has an object that counts when missing (objectMissing)
	// things is the least its thing weight sum can be (clause.thingFloor),
	// 0 when unknown.
	things float32
}

// Bits of clauseHits: the action reached one of the clause's acts, one of
// its things, one of its objects (things of its head).
const actBit, thingBit, objBit = 1, 2, 4

// bound is the most the clause can score on an action that reached it
// with hits h: clause.score's factors for an act or an object the action
// did not reach, taken at their largest.
func (ec exactClause) bound(h uint8, reached float32, v *actionView) float64 {
	a := 0.893 // ≥ 0.85^0.7, a clause without a real act
	if ec.needAct {
		switch {
		case h&actBit != 0:
			a = 1
		case ec.wordActs && v.realAct, v.wordAct:
			a = 0.48 // ≥ unknownAct^0.7
		case v.namesAct():
			a = otherActReach // ≥ otherAct^0.7
		default:
			a = 0.48 // ≥ noAct^0.7
		}
		if ec.needObj && h&objBit == 0 {
			a *= objectMissing
		}
	}
	if v.readOnly && !ec.read {
		a *= 0.35
	}
	if ec.things > 0 && reached < ec.things && len(v.amounts) == 0 {
		// (An amount past a rule's limit names the things its words
		// state, reached or not: clause.score.)
		// The thing factor is the ratio of the things' weight the action
		// reaches to their whole weight, to a power ≥ 0.5: at most the
		// square root of reached over the least the whole can be.
		a *= math.Sqrt(float64(reached / ec.things))
	}
	return clauseWeight[ec.kind]*a + 0.001 // the 0.001 covers float32 sums
}

type keyIndex struct {
	same   map[string][]entry // the feature's own key
	parent map[string][]entry // its parent's key, when named by the action
	near   map[string][]entry // its parent's key, implied by a near sibling
}

func newKeyIndex() keyIndex {
	return keyIndex{same: map[string][]entry{}, parent: map[string][]entry{}, near: map[string][]entry{}}
}

// entry is one posting of the exact index: a clause, whether the feature
// is one of its objects, and the feature's weight in the clause's thing
// sum (clause.score's tw), rounded up to 1/127.
type entry uint32

// maxClauses is how many clauses an entry can number.
const maxClauses = 1 << 24

func makeEntry(clause int32, obj bool, w float64) entry {
	q := min(math.Ceil(math.Max(w, 0)*127), 127)
	e := entry(clause)<<8 | entry(q)
	if obj {
		e |= 0x80
	}
	return e
}

func (e entry) clause() int32   { return int32(e >> 8) }
func (e entry) obj() bool       { return e&0x80 != 0 }
func (e entry) weight() float32 { return float32(e&0x7f) / 127 }

// add indexes feature f as entry e.
func (ix keyIndex) add(f feat, e entry) {
	appendOnce(ix.same, f.key, e)
	if f.parent != "" {
		appendOnce(ix.parent, f.parent, e)
		if f.deep || f.act {
			appendOnce(ix.near, f.parent, e)
		}
	}
}

func appendOnce(m map[string][]entry, k string, c entry) {
	if l := m[k]; len(l) == 0 || l[len(l)-1] != c {
		m[k] = append(l, c)
	}
}

// mark sets bit (and objBit for objects) on every clause the action
// feature k reaches.
func (ix keyIndex) mark(k string, implied bool, h *clauseHits, bit uint8) {
	for _, c := range ix.same[k] {
		h.setEntry(c, bit)
	}
	near := ix.parent
	if implied {
		near = ix.near
	}
	for _, c := range near[k] {
		h.setEntry(c, bit)
	}
}

// clauseHits records which index keys an action reached on each clause.
// A check touches a few hundred of the clauses of thousands of rules, so
// it lists the ones it touched instead of scanning all, and the daemon's
// checks reuse one from a pool instead of allocating it each time.
type clauseHits struct {
	bits    []uint8   // by clause
	things  []float32 // by clause: the sum of the weights of its things reached
	mask    []uint64  // a bit per clause with bits set, to visit them in order
	touched []int32   // clauses with bits set
	// cands and bounds are exactCandidates' result, kept for the next
	// check (a dense rule set gives a thousand candidates).
	cands  []int32
	bounds []float64
}

// setEntry sets bit (and objBit for an object) on the clause of an index
// entry, and adds its thing weight to the clause's sum when thing is set.
func (h *clauseHits) setEntry(e entry, bit uint8) {
	c := e.clause()
	if c < 0 || int(c) >= len(h.bits) {
		return // a damaged snapshot
	}
	if h.bits[c] == 0 {
		h.touched = append(h.touched, c)
		h.mask[c>>6] |= 1 << (c & 63)
	}
	if e.obj() {
		bit |= objBit
	}
	h.bits[c] |= bit
	if bit&thingBit != 0 {
		h.things[c] += e.weight()
	}
}

// getHits returns a cleared clauseHits for n clauses.
func (m *Matcher) getHits(n int) *clauseHits {
	h, _ := m.hitPool.Get().(*clauseHits)
	if h == nil || len(h.bits) != n {
		return &clauseHits{bits: make([]uint8, n), things: make([]float32, n), mask: make([]uint64, (n+63)/64)}
	}
	return h
}

// putHits clears h and keeps it for the next check.
func (m *Matcher) putHits(h *clauseHits) {
	for _, c := range h.touched {
		h.bits[c], h.things[c] = 0, 0
		h.mask[c>>6] = 0
	}
	h.touched = h.touched[:0]
	m.hitPool.Put(h)
}

// prepareFirst reports whether the matcher needs the exact index from its
// first check: the surface index's shortcuts (a bare act cannot reach the
// threshold, nor can a clause whose act the action does not share) hold
// from DefaultThreshold up, and a check must not depend on whether it is
// the matcher's first.
func (m *Matcher) prepareFirst() bool { return m.threshold < DefaultThreshold }

// Prepare compiles every rule and builds the exact index that Match then
// uses instead of scanning. Match calls it on its second call (on its
// first when the threshold is under the default: prepareFirst); a daemon
// may call it up front. It is safe to call more than once.
func (m *Matcher) Prepare() {
	m.prepare.Do(func() {
		ix := &exactIndex{acts: newKeyIndex(), things: newKeyIndex()}
		for i := range m.Len() {
			cr := m.compiledRule(int32(i))
			for _, c := range cr.clauses {
				if clauseWeight[c.kind] < m.threshold || c.asks || c.except || c.cond {
					continue // cannot reach the threshold, or lifts the rule
				}
				id := int32(len(ix.clauses))
				if id >= maxClauses {
					return // beyond what entries can number: Match keeps scanning
				}
				ec := exactClause{rule: int32(i), kind: c.kind, needAct: c.needsAct(), wordActs: c.realA > 0 && c.wordActsOnly(),
					noThings: !c.hasStrongThing(), read: c.read, needObj: c.objectCounts(), things: float32(c.thingFloor())}
				ix.clauses = append(ix.clauses, ec)
				ix.flags = append(ix.flags, clauseFlags(ec))
				for _, f := range c.acts {
					if f.w >= 0.5 {
						ix.acts.add(f, makeEntry(id, false, 0))
					}
				}
				for _, f := range c.objs {
					ix.things.add(f, makeEntry(id, true, f.w))
				}
				adjW := adjWeight(&c)
				for _, f := range c.adjs {
					ix.things.add(f, makeEntry(id, false, f.w*adjW))
				}
			}
		}
		m.prepared.Store(ix)
	})
}

// exactCandidates returns the rules that have a clause the action can
// reach the threshold on, in order, with the most each can score (its
// clauses' bound); nil when the exact index is not built. The slices live
// in hits, which the caller returns with putHits when done with them.
func (m *Matcher) exactCandidates(v *actionView) (cands []int32, bounds []float64, hits *clauseHits) {
	var clauseAt func(c int) exactClause
	var flags func(c int) uint8
	if s := m.snap; s != nil {
		hits = m.getHits(s.nClauses)
		for _, k := range v.order {
			f := v.feats[k]
			s.mark(false, k, f.implied, hits, actBit)
			s.mark(true, k, f.implied, hits, thingBit)
		}
		clauseAt, flags = s.exactClause, s.clauseFlags
	} else {
		ix := m.prepared.Load()
		if ix == nil {
			return nil, nil, nil
		}
		hits = m.getHits(len(ix.clauses))
		for _, k := range v.order {
			f := v.feats[k]
			ix.acts.mark(k, f.implied, hits, actBit)
			ix.things.mark(k, f.implied, hits, thingBit)
		}
		clauseAt = func(c int) exactClause { return ix.clauses[c] }
		flags = func(c int) uint8 { return ix.flags[c] }
	}
	names := v.namesAct()
	// Below otherActReach a clause whose act the action does not share
	// may still match on its things.
	anyAct := m.threshold < otherActReach
	out, bounds := hits.cands[:0], hits.bounds[:0]
	// Clauses are in rule order: visit the reached ones in order.
	for w, word := range hits.mask {
		for ; word != 0; word &= word - 1 {
			c := w<<6 | bits.TrailingZeros64(word)
			h := hits.bits[c]
			act, thing := h&actBit != 0, h&thingBit != 0
			fl := flags(c)
			ok := thing
			if fl&1 != 0 { // needs an act
				ok = (act || anyAct || !names || v.wordAct || (fl&4 != 0 && v.realAct)) && (thing || (fl&2 != 0 && act))
			}
			if !ok {
				continue
			}
			ec := clauseAt(c)
			if ec.rule < 0 || int(ec.rule) >= m.Len() {
				continue // a damaged snapshot
			}
			b := ec.bound(h, hits.things[c], v)
			if len(out) > 0 && out[len(out)-1] == ec.rule {
				bounds[len(bounds)-1] = math.Max(bounds[len(bounds)-1], b)
				continue
			}
			out = append(out, ec.rule)
			bounds = append(bounds, b)
		}
	}
	hits.cands, hits.bounds = out, bounds
	if out == nil {
		out = []int32{} // the index was read: no candidate is not "no index"
	}
	return out, bounds, hits
}

// NewMatcher holds the active rules; it analyzes only their categories.
// Rules are compiled when an action first shares words with them, or all
// at once by Prepare. The matcher may keep rules itself: the caller must not
// modify the slice afterwards. a must not be nil.
func NewMatcher(a *text.Analyzer, rules []model.Rule, opt MatchOptions) *Matcher {
	m := &Matcher{a: a, threshold: opt.Threshold, relative: opt.Relative, blockAt: opt.BlockThreshold}
	if m.threshold <= 0 {
		m.threshold = DefaultThreshold
	}
	if m.blockAt <= 0 {
		m.blockAt = DefaultBlockThreshold
	}
	m.rules = rules
	for i := range rules {
		if !rules[i].Active() {
			m.rules = make([]model.Rule, 0, len(rules))
			for j := range rules {
				if rules[j].Active() {
					m.rules = append(m.rules, rules[j])
				}
			}
			break
		}
	}
	m.compiled = make([]atomic.Pointer[compiledRule], len(m.rules))
	m.categories = make([]string, len(m.rules))
	catKey := map[string]string{}
	for i, r := range m.rules {
		cat := strings.ToLower(strings.TrimSpace(r.Category))
		k, ok := catKey[cat]
		if !ok && cat != "" {
			for _, f := range a.AnalyzeCore(cat).Features {
				if !f.Implied {
					k = f.Key
					break
				}
			}
			catKey[cat] = k
		}
		m.categories[i] = k
	}
	return m
}

// NewSnapshotMatcher is a matcher over a snapshot's compiled rules and
// index (a cold `loopd guard`). The snapshot must be Current for a; when
// the threshold lets compliance clauses match, which the snapshot does
// not index, it is a plain matcher over the snapshot's rules.
func NewSnapshotMatcher(a *text.Analyzer, s *Snapshot, opt MatchOptions) *Matcher {
	m := NewMatcher(a, nil, opt)
	if m.threshold <= clauseWeight[clauseComply] || !s.Current(a) {
		return NewMatcher(a, s.Rules(), opt)
	}
	m.compiled = make([]atomic.Pointer[compiledRule], s.Len())
	m.snap = s
	return m
}

// Len is the number of active rules the matcher holds.
func (m *Matcher) Len() int {
	if m.snap != nil {
		return m.snap.Len()
	}
	return len(m.rules)
}

// rule returns rule i (a snapshot's is decoded on first use).
func (m *Matcher) rule(i int32) *model.Rule {
	if m.snap != nil {
		return &m.snap.rule(int(i)).rule
	}
	return &m.rules[i]
}

// category returns the feature key of rule i's category.
func (m *Matcher) category(i int32) string {
	if m.snap != nil {
		return m.snap.rule(int(i)).catKey
	}
	return m.categories[i]
}

// Match returns the rules that apply to action, best first (ties by rule
// id), with scores at or above the threshold.
func (m *Matcher) Match(action string) []Scored { return m.MatchTop(action, 0) }

// MatchTop is Match cut to k rules (every one when k <= 0): the best,
// and with MatchOptions.Relative set the best of those a better reading
// does not drop, plus the best blocking match when none of them blocks.
// It is what a check wants: once k rules score high, a rule that cannot
// beat them is dropped as soon as its act rules it out.
func (m *Matcher) MatchTop(action string, k int) []Scored {
	// A long-lived matcher (the daemon's) compiles every rule once and
	// switches to the exact concept index; a one-shot process never pays
	// for that, unless its threshold is one the surface index cannot
	// serve.
	if n := m.calls.Add(1); (n == 2 || m.prepareFirst()) && m.snap == nil {
		m.Prepare()
	}
	act := m.newActionView(action)
	if len(act.feats) == 0 {
		return nil
	}
	cands, bounds, hits := m.exactCandidates(act)
	if hits != nil {
		defer m.putHits(hits)
	}
	if cands == nil && m.snap == nil {
		cands = m.candidates(act, action)
	}
	return m.score(act, cands, bounds, k)
}

// hit is a rule that matched: its index, best clause and final score.
type hit struct {
	rule   int32
	clause int
	score  float64
}

// maxBoost bounds what boost adds to a score.
const maxBoost = 0.07

// score scores the candidate rules and returns the matches MatchTop
// reports, in order, with their evidence.
//
// bounds, when not nil, holds the most each candidate can score (from the
// exact index): a candidate that cannot reach what is needed is skipped
// before its clauses are read. (Scoring on several cores was tried: with
// the bounds most candidates cost a comparison, and waking another core
// cost a daemon more than it saved.)
func (m *Matcher) score(act *actionView, cands []int32, bounds []float64, k int) []Scored {
	m.compileParallel(cands)
	kk := k
	if k > 0 && m.relative > 0 {
		kk = k + subsumeSpare
	}
	hits := m.cutRelative(m.bestHits(act, cands, bounds, kk))
	evs := make([][]string, len(hits))
	for i, h := range hits {
		evs[i] = m.compiledRule(h.rule).clauses[h.clause].evidence(act)
	}
	// A subsumed match is dropped only for a reading that is reported:
	// one left out for the k cut gives its place back.
	// (Subsumption is transitive: a match that subsumes a dropped one
	// subsumes what it subsumed.)
	drop := make([]bool, len(hits))
	if m.relative > 0 {
		for i, h := range hits {
			drop[i] = !m.blocks(h) && m.subsumed(hits, evs, nil, i)
		}
	}
	out, shown := m.report(hits, evs, drop, k)
	for changed := true; changed; {
		changed = false
		for i := range drop {
			if drop[i] && !m.subsumed(hits, evs, shown, i) {
				drop[i], changed = false, true
				out, shown = m.report(hits, evs, drop, k)
			}
		}
	}
	return out
}

// report is what a check shows of hits, best first: the first k not
// dropped (every one when k <= 0), and the best blocking one after them
// when none of them blocks, less those a better shown match explains. It
// returns them and which hits they are.
func (m *Matcher) report(hits []hit, evs [][]string, drop []bool, k int) ([]Scored, []bool) {
	out := make([]Scored, 0, len(hits))
	shown := make([]bool, len(hits))
	reported, blocked := 0, false
	for i, h := range hits {
		if drop[i] || k > 0 && reported >= k && (blocked || !m.blocks(h)) {
			continue
		}
		reported++
		blocked = blocked || m.blocks(h)
		if m.relative > 0 && !m.blocks(h) && explained(evs[i], out, h.score) {
			continue
		}
		out = append(out, Scored{Rule: *m.rule(h.rule), Score: h.score, Evidence: evs[i]})
		shown[i] = true
	}
	return out, shown
}

// subsumeSpare is how many matches beyond the k reported are scored, so
// that a more specific reading below the best k can replace a generic one.
const subsumeSpare = 2

// subsumed reports whether another match reads everything match i reads
// off the action and more: of "merge the PR; it has no towncrier
// fragment" the rule about fragments in merged PRs is the reading, and a
// rule that only shares the merge is a second, wrong one, however high its
// score (a bare act match saturates). A match that blocks is never left
// out, as none is for being explained: an active NEVER rule at the block
// threshold blocks (SPEC section 6).
//
// Only the hits j with among[j] set may subsume (every hit when among
// is nil): a check asks for one it reports.
func (m *Matcher) subsumed(hits []hit, evs [][]string, among []bool, i int) bool {
	for j, o := range hits {
		if j == i || o.score < m.threshold+lesserMargin || among != nil && !among[j] {
			continue
		}
		if len(evs[j]) > len(evs[i]) && subset(evs[i], evs[j]) {
			return true
		}
	}
	return false
}

// bestHits scores candidates and returns the best k matches in order
// (all when k <= 0).
func (m *Matcher) bestHits(act *actionView, cands []int32, bounds []float64, k int) []hit {
	var hits []hit
	// A check's decision must not depend on how many rules it reports:
	// while none of the best k blocks, a rule that could block is scored
	// down to the block threshold (less the largest boost), or to the
	// best blocking match outside the best k, even when it cannot beat the
	// k-th best; that best blocking match is reported with them.
	var blocker hit
	topBlocks := false // one of the best k blocks
	need := m.threshold
	for j, ri := range cands {
		ruleNeed := need
		if !topBlocks && m.canBlock(ri) && k > 0 {
			// It must block, and beat the best blocker found so far.
			b := math.Max(m.blockAt, blocker.score) - maxBoost - 0.001
			ruleNeed = math.Min(need, math.Max(m.threshold, b))
		}
		if bounds != nil && bounds[j] < ruleNeed {
			continue
		}
		cr := m.compiledRule(ri)
		raw, bi := cr.score(act, ruleNeed)
		if raw >= ruleNeed && act.own && othersThings(m.rule(ri).Rule) {
			raw *= contradicted // "kill my own stuck build" under a rule about other users' processes
		}
		if raw < ruleNeed {
			// Below the threshold, or unable to beat the k-th best
			// (with a higher need the score may be an underestimate).
			continue
		}
		b := boost(*m.rule(ri), cr, act)
		h := hit{rule: ri, clause: bi, score: roundScore(math.Min(raw+b, 1))}
		if cr.clauses[bi].kind == clauseReason {
			// Indirect evidence: not raised, and kept under the block
			// threshold whatever it is set to. A clause of the rule
			// itself at the threshold, raised, may still be the better
			// match.
			h.score = roundScore(math.Min(raw, m.blockAt-0.001))
			if own, oi := cr.scoreClauses(act, m.threshold, false); oi >= 0 && own >= m.threshold && roundScore(math.Min(own+b, 1)) > h.score {
				h = hit{rule: ri, clause: oi, score: roundScore(math.Min(own+b, 1))}
			}
		}
		if c := &cr.clauses[h.clause]; c.kind != clauseReason && cr.outOfCondition(act, c) {
			// Capped for an unstated condition: a track record does not
			// lift it back to a block.
			h.score = roundScore(math.Min(h.score, condCap))
		}
		if k <= 0 {
			hits = append(hits, h)
			continue
		}
		out := h // the match that does not make (or leaves) the best k
		switch {
		case len(hits) < k:
			hits = append(hits, h)
			out = hit{rule: -1}
		case m.better(h, hits[k-1]):
			out = hits[k-1]
			hits[k-1] = h
		}
		if out.rule != h.rule {
			for i := len(hits) - 1; i > 0 && m.better(hits[i], hits[i-1]); i-- {
				hits[i], hits[i-1] = hits[i-1], hits[i]
			}
		}
		if out.rule >= 0 && m.blocks(out) && (blocker.score == 0 || m.better(out, blocker)) {
			blocker = out
		}
		topBlocks = slices.ContainsFunc(hits, m.blocks)
		if len(hits) == k {
			// Once there are k, a rule must beat the last one, which its
			// raw score plus the largest boost bounds (the 0.001 covers
			// rounding).
			need = math.Max(m.threshold, hits[k-1].score-maxBoost-0.001)
		}
	}
	if k <= 0 {
		m.sortHits(hits)
		return hits
	}
	if blocker.score > 0 && !topBlocks {
		hits = append(hits, blocker)
	}
	return hits
}

// canBlock reports whether rule i blocks when it scores at the block
// threshold: an active NEVER rule not flagged for review.
func (m *Matcher) canBlock(i int32) bool {
	r := m.rule(i)
	return r.Type == model.RuleNever && !r.ReviewFlagged
}

// blocks reports whether a match decides a block.
func (m *Matcher) blocks(h hit) bool { return h.score >= m.blockAt && m.canBlock(h.rule) }

// cutRelative drops the hits scoring under m.relative times the best,
// keeping those that would block, and those below the best scoring under
// m.threshold+lesserMargin (see MatchOptions.Relative).
func (m *Matcher) cutRelative(hits []hit) []hit {
	if m.relative <= 0 || len(hits) < 2 {
		return hits
	}
	top := 0.0
	for _, h := range hits {
		top = math.Max(top, h.score)
	}
	kept := hits[:0]
	for _, h := range hits {
		if h.score < top && h.score < m.threshold+lesserMargin && !m.blocks(h) {
			continue
		}
		if h.score >= top*m.relative || m.blocks(h) {
			kept = append(kept, h)
		}
	}
	return kept
}

// explained reports whether a better match already reported shares all of
// a match's evidence: the action does nothing the lesser rule speaks to
// that the better one does not. Of two rules read off the same words
// ("remove the old proposal from the shared drive" for a rule about the
// shared drive and one about asking before deleting anything), the
// better-fitting one is the reading; reporting both was mostly a second,
// wrong rule on held-out rule books.
func explained(ev []string, better []Scored, score float64) bool {
	for _, b := range better {
		if b.Score > score && subset(ev, b.Evidence) {
			return true
		}
	}
	return false
}

// subset reports whether every element of a is in b, or a narrower
// concept of it is: evidence "publish.post" covers "publish", so a rule
// read off "republish the wire story" as republishing a wire story
// explains one read off it as publishing a story.
func subset(a, b []string) bool {
	for _, x := range a {
		if !slices.Contains(b, x) && !slices.ContainsFunc(b, func(y string) bool { return narrower(y, x) }) {
			return false
		}
	}
	return true
}

// narrower reports whether evidence y names a descendant of the concept
// x names. Evidence drops a concept's "#", so a version word ("1.2.3")
// looks alike: a concept's segment starts with a letter, a version's with
// a digit.
func narrower(y, x string) bool {
	return len(y) > len(x)+1 && y[len(x)] == '.' && strings.HasPrefix(y, x) && y[len(x)+1] >= 'a' && y[len(x)+1] <= 'z'
}

func (m *Matcher) sortHits(hits []hit) {
	slices.SortFunc(hits, func(a, b hit) int {
		switch {
		case m.better(a, b):
			return -1
		case m.better(b, a):
			return 1
		}
		return 0
	})
}

// better orders matches: higher score first, then by rule id.
func (m *Matcher) better(a, b hit) bool {
	if a.score != b.score {
		return a.score > b.score
	}
	return m.rule(a.rule).ID < m.rule(b.rule).ID
}

func roundScore(x float64) float64 { return math.Round(x*1000) / 1000 }

// boost raises a matching rule's score a little for its track record and
// for sharing its category with the action. It is applied only to scores
// already at the threshold, so it never creates a match.
func boost(r model.Rule, cr *compiledRule, act *actionView) float64 {
	b := 0.01 * float64(min(max(r.Violations, 0), 5))
	if cr.catID >= 0 && act.find(cr.catID) >= 0 {
		b += 0.02
	}
	return b
}

// compileParallel compiles the candidates not compiled yet on every core
// before scoring them: a fresh matcher (a cold `loopd guard`) spends most
// of its time analyzing candidate rules, and that work is independent.
func (m *Matcher) compileParallel(cands []int32) {
	if m.snap != nil {
		return // decoding is cheaper than starting goroutines
	}
	var todo []int32
	for _, ri := range cands {
		if m.compiled[ri].Load() == nil {
			todo = append(todo, ri)
		}
	}
	workers := min(runtime.GOMAXPROCS(0), len(todo)/16)
	if workers < 2 {
		return
	}
	var wg sync.WaitGroup
	var next atomic.Int64
	for w := 0; w < workers; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				i := next.Add(1) - 1
				if int(i) >= len(todo) {
					return
				}
				m.compiledRule(todo[i])
			}
		}()
	}
	wg.Wait()
}

func (m *Matcher) compiledRule(i int32) *compiledRule {
	if cr := m.compiled[i].Load(); cr != nil {
		return cr
	}
	var cr *compiledRule
	if m.snap != nil {
		var ok bool
		if cr, ok = m.snap.compiledRule(int(i)); !ok {
			cr = compileRule(m.a, *m.rule(i), m.category(i), false)
		}
	} else {
		cr = compileRule(m.a, *m.rule(i), m.category(i), m.threshold <= clauseWeight[clauseComply])
	}
	m.keys.number(cr)
	if m.compiled[i].CompareAndSwap(nil, cr) {
		return cr
	}
	return m.compiled[i].Load()
}
