// Package guard checks proposed actions against loopd's active rules. This
// file holds the pure matcher: it turns rules into the acts they are about
// and scores an action against them. It does no I/O and knows no store; the
// command plumbing, the guard log and the hooks live in other files of the
// package.
//
// How a rule is read. Its structural words split it into clauses: lead words
// go ("Never", "Always", "Check that"); "X before/when/while Y" makes Y the
// trigger an action must match and X the compliance; "X instead of/over Y"
// makes Y the discouraged alternative (it borrows X's act and things when it
// lacks them, and "it/them/ones" point back to X); "for example E" adds E;
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
// nearly all its things. An action whose acts
// only look (list, show, read, check, a question) scores ×0.35 against a
// clause that changes something. Compliance clauses are capped below the
// threshold, so doing what a rule asks never raises it. A rule's score is
// its best clause's; violations and a shared category add at most 0.07, and
// only to scores already at the threshold.
package guard

import (
	"math"
	"math/bits"
	"regexp"
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

// DefaultBlockThreshold is the score at or above which an active NEVER rule
// blocks an action.
const DefaultBlockThreshold = 0.6

// MatchOptions tunes a Matcher.
type MatchOptions struct {
	// Threshold is the lowest score reported; 0 means DefaultThreshold.
	Threshold float64
}

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
	return f
}

type exactClause struct {
	rule     int32
	kind     clauseKind
	needAct  bool // the clause has a real act
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
		case v.namesAct():
			a = 0.228 // ≥ 0.12^0.7
		default:
			a = 0.527 // ≥ 0.4^0.7
		}
		if ec.needObj && h&objBit == 0 {
			a *= objectMissing
		}
	}
	if v.readOnly && !ec.read {
		a *= 0.35
	}
	if ec.things > 0 && reached < ec.things {
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

// Prepare compiles every rule and builds the exact index that Match then
// uses instead of scanning. Match calls it on its second call; a daemon
// may call it up front. It is safe to call more than once.
func (m *Matcher) Prepare() {
	m.prepare.Do(func() {
		ix := &exactIndex{acts: newKeyIndex(), things: newKeyIndex()}
		for i := range m.rules {
			cr := m.compiledRule(int32(i))
			for _, c := range cr.clauses {
				if clauseWeight[c.kind] < m.threshold {
					continue // cannot reach the threshold
				}
				id := int32(len(ix.clauses))
				if id >= maxClauses {
					return // beyond what entries can number: Match keeps scanning
				}
				ec := exactClause{rule: int32(i), kind: c.kind, needAct: c.realA > 0,
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
// clauses' bound); nil when the exact index is not built.
func (m *Matcher) exactCandidates(v *actionView) ([]int32, []float64) {
	var hits *clauseHits
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
			return nil, nil
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
	defer m.putHits(hits)
	names := v.namesAct()
	out := make([]int32, 0, 16)
	var bounds []float64
	// Clauses are in rule order: visit the reached ones in order.
	for w, word := range hits.mask {
		for ; word != 0; word &= word - 1 {
			c := w<<6 | bits.TrailingZeros64(word)
			h := hits.bits[c]
			act, thing := h&actBit != 0, h&thingBit != 0
			fl := flags(c)
			ok := thing
			if fl&1 != 0 { // needs an act
				ok = (act || !names) && (thing || (fl&2 != 0 && act))
			}
			if !ok {
				continue
			}
			ec := clauseAt(c)
			if ec.rule < 0 || int(ec.rule) >= len(m.rules) {
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
	return out, bounds
}

// NewMatcher holds the active rules; it analyzes only their categories.
// Rules are compiled when an action first shares words with them, or all
// at once by Prepare. The matcher may keep rules itself: the caller must not
// modify the slice afterwards. a must not be nil.
func NewMatcher(a *text.Analyzer, rules []model.Rule, opt MatchOptions) *Matcher {
	m := &Matcher{a: a, threshold: opt.Threshold}
	if m.threshold <= 0 {
		m.threshold = DefaultThreshold
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
		return NewMatcher(a, s.Rules, opt)
	}
	m.rules = s.Rules
	m.compiled = make([]atomic.Pointer[compiledRule], len(m.rules))
	m.categories = s.catKeys
	m.snap = s
	return m
}

// Len is the number of active rules the matcher holds.
func (m *Matcher) Len() int { return len(m.rules) }

// Match returns the rules that apply to action, best first (ties by rule
// id), with scores at or above the threshold.
func (m *Matcher) Match(action string) []Scored { return m.MatchTop(action, 0) }

// MatchTop is Match cut to the best k rules (every one when k <= 0). It
// is what a check wants: once k rules score high, a rule that cannot
// beat them is dropped as soon as its act rules it out.
func (m *Matcher) MatchTop(action string, k int) []Scored {
	// A long-lived matcher (the daemon's) compiles every rule once and
	// switches to the exact concept index; a one-shot process never pays
	// for that.
	if m.calls.Add(1) == 2 && m.snap == nil {
		m.Prepare()
	}
	act := m.newActionView(action)
	if len(act.feats) == 0 {
		return nil
	}
	cands, bounds := m.exactCandidates(act)
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

// score scores the candidate rules and returns the best k matches in
// order (all when k <= 0), with their evidence.
//
// bounds, when not nil, holds the most each candidate can score (from the
// exact index): a candidate that cannot reach what is needed is skipped
// before its clauses are read. (Scoring on several cores was tried: with
// the bounds most candidates cost a comparison, and waking another core
// cost a daemon more than it saved.)
func (m *Matcher) score(act *actionView, cands []int32, bounds []float64, k int) []Scored {
	m.compileParallel(cands)
	hits := m.bestHits(act, cands, bounds, k)
	out := make([]Scored, len(hits))
	for i, h := range hits {
		cr := m.compiledRule(h.rule)
		out[i] = Scored{Rule: m.rules[h.rule], Score: h.score, Evidence: cr.clauses[h.clause].evidence(act)}
	}
	return out
}

// bestHits scores candidates and returns the best k matches in order
// (all when k <= 0).
func (m *Matcher) bestHits(act *actionView, cands []int32, bounds []float64, k int) []hit {
	var hits []hit
	need := m.threshold
	for j, ri := range cands {
		if bounds != nil && bounds[j] < need {
			continue
		}
		cr := m.compiledRule(ri)
		raw, bi := cr.score(act, need)
		if raw < need {
			// Below the threshold, or unable to beat the k-th best
			// (with a higher need the score may be an underestimate).
			continue
		}
		h := hit{rule: ri, clause: bi, score: roundScore(math.Min(raw+boost(m.rules[ri], cr, act), 1))}
		if k <= 0 {
			hits = append(hits, h)
			continue
		}
		// Keep the best k in order; once there are k, a rule must beat
		// the last one, which its raw score plus the largest boost
		// bounds (the 0.001 covers rounding).
		if len(hits) == k && !m.better(h, hits[k-1]) {
			continue
		}
		if len(hits) < k {
			hits = append(hits, h)
		} else {
			hits[k-1] = h
		}
		for i := len(hits) - 1; i > 0 && m.better(hits[i], hits[i-1]); i-- {
			hits[i], hits[i-1] = hits[i-1], hits[i]
		}
		if len(hits) == k {
			need = math.Max(m.threshold, hits[k-1].score-maxBoost-0.001)
		}
	}
	if k <= 0 {
		m.sortHits(hits)
	}
	return hits
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
	return m.rules[a.rule].ID < m.rules[b.rule].ID
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
			cr = compileRule(m.a, m.rules[i], m.categories[i], false)
		}
	} else {
		cr = compileRule(m.a, m.rules[i], m.categories[i], m.threshold <= clauseWeight[clauseComply])
	}
	m.keys.number(cr)
	if m.compiled[i].CompareAndSwap(nil, cr) {
		return cr
	}
	return m.compiled[i].Load()
}

// ---------------------------------------------------------------------------
// Rules

// clauseKind says what part of a rule a clause is.
type clauseKind uint8

const (
	// clausePrimary is what the rule is about: the forbidden act of a
	// NEVER rule, the subject of a MUST/CHECK/PREFER without a trigger.
	clausePrimary clauseKind = iota
	// clauseTrigger is the "before/when X" of a MUST or CHECK: doing X is
	// when the rule applies.
	clauseTrigger
	// clauseAvoid is the "instead of/over Y" alternative the rule
	// discourages.
	clauseAvoid
	// clauseExample is a "for example X" given with the rule.
	clauseExample
	// clauseComply is what the rule asks for (the precaution, the preferred
	// way): doing it is following the rule, so it weighs little.
	clauseComply
)

// clauseWeight caps what each kind of clause may contribute. Compliance
// stays below DefaultThreshold so that doing what a rule asks never
// raises it on its own.
var clauseWeight = [...]float64{1, 1, 1, 1, 0.3}

var clauseNames = [...]string{"primary", "trigger", "avoid", "example", "comply"}

type feat struct {
	key    string
	parent string // concept parent key, "" for words and roots
	// id, pid and oppIDs number key, parent and opp in the matcher's
	// keyIDs (pid -1 without a parent): scoring looks features up by
	// number. The matcher sets them when it takes the compiled rule.
	id, pid int32
	oppIDs  []int32
	w       float64
	read    bool     // a read-only act
	act     bool     // an act (is-a hierarchy) rather than a thing (domain grouping)
	opp     []string // keys of its opposites: an action naming one gets no near credit
	// term groups the things that stand for one another: the concepts
	// the same rule words gave (text.Feature.Term, the offset of those
	// words), and the alternatives of a list ("files or folders"), which
	// take the first one's term. 0 when not known.
	term  int
	group uint8 // groupAlone, groupFirst or groupMember (markGroups)
	// deep is true when parent is itself below a root: siblings under it
	// ("cli.option.long", "cli.option.short") are near; siblings under a
	// root ("env.prod", "env.dev") need not be.
	deep bool
}

type clause struct {
	kind  clauseKind
	acts  []feat
	objs  []feat // things of the clause's head (the object of its act)
	adjs  []feat // things after a preposition (where, with what)
	realA float64
	read  bool // every real act of the clause is read-only
	// general marks a clause that names only a general act and no thing
	// ("when editing their writing"): every action doing any kind of that
	// act would reach it, so it scores low (generalBare).
	general bool
}

// generalBare is the thing factor of a clause with a general act and no
// thing: below the threshold, so such a clause only adds to others.
const generalBare = 0.3

type compiledRule struct {
	clauses  []clause
	category string
	catID    int32 // category's key id, -1 without one
	limit    limit // the amounts the rule is about (quantity.go)
}

// isQuestion reports whether s asks rather than acts: it ends with a
// question mark or starts with a question word. (A hand-written test: a
// cold check should not compile a regular expression for it.)
func isQuestion(s string) bool {
	const space = " \t\n\f\r"
	if strings.HasSuffix(strings.TrimRight(s, space), "?") {
		return true
	}
	s = strings.TrimLeft(s, space)
	n := 0
	for n < len(s) && n < 8 && isWordByte(s[n]) {
		n++
	}
	if n == len(s) || !isWordByte(s[n]) {
		return questionWords[strings.ToLower(s[:n])]
	}
	return false
}

var questionWords = map[string]bool{"what": true, "whats": true, "when": true, "where": true, "which": true,
	"who": true, "whom": true, "whose": true, "why": true, "how": true, "is": true, "are": true, "was": true,
	"were": true, "does": true, "do": true, "did": true, "can": true, "could": true, "should": true, "would": true, "will": true}

func isWordByte(c byte) bool {
	return c == '_' || c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z'
}

// span is a byte range of a rule's normalized text.
type span struct{ a, b int }

func (r span) ok() bool { return r.a >= 0 && r.b > r.a }

var noSpan = span{-1, -1}

// rword is one word of a rule's text, with its byte range.
type rword struct {
	w     string
	a, b  int
	comma bool // a comma or semicolon follows it
	st    bool // it may start a structural sequence (seqTable)
}

// ruleWordsInto appends to out the words of lower-case s (letters, digits,
// and the characters of flags and paths), remembering where commas fall.
func ruleWordsInto(s string, out []rword) []rword {
	i := 0
	for i < len(s) {
		c := s[i]
		if c == ' ' || c == '\t' || c == '\n' || c == '"' || c == '(' || c == ')' {
			i++
			continue
		}
		if c == ',' || c == ';' || c == ':' {
			if len(out) > 0 {
				out[len(out)-1].comma = true
			}
			i++
			continue
		}
		j := i
		for j < len(s) && !wordDelim[s[j]] {
			j++
		}
		e := j
		for e > i && (s[e-1] == '.' || s[e-1] == '!' || s[e-1] == '?') {
			e--
		}
		w := s[i:e]
		if w != "" {
			out = append(out, rword{w: w, a: i, b: i + len(w), st: structStarts[w]})
		}
		i = j
	}
	return out
}

// seqTable is a set of word sequences, looked up by their first word.
type seqTable map[string][][]string

// seqAt reports whether the words from i spell one of the table's
// sequences, and how many words it took.
func seqAt(ws []rword, i int, t seqTable) int {
	if i >= len(ws) || !ws[i].st {
		return 0
	}
next:
	for _, seq := range t[ws[i].w] {
		if i+len(seq) > len(ws) {
			continue
		}
		for k := 1; k < len(seq); k++ {
			if ws[i+k].w != seq[k] {
				continue next
			}
		}
		return len(seq)
	}
	return 0
}

// findSeq returns the first word index in [from, to) where one of seqs
// starts (not at from itself when notFirst), and its length.
func findSeq(ws []rword, from, to int, notFirst bool, seqs seqTable) (int, int) {
	for i := from; i < to; i++ {
		if notFirst && i == from {
			continue
		}
		if n := seqAt(ws, i, seqs); n > 0 && i+n <= to {
			return i, n
		}
	}
	return -1, 0
}

func words(list string) seqTable {
	out := seqTable{}
	for _, p := range strings.Split(list, "|") {
		f := strings.Fields(p)
		out[f[0]] = append(out[f[0]], f)
	}
	return out
}

var (
	seqLead     = words("never|always|must|do not|don't|dont|avoid|prefer|please|you must|you should|should|make sure to|remember to|be sure to")
	seqCheck    = words("double-check|double check|check|verify|ensure|confirm|make sure|test|validate")
	seqThat     = words("that|whether|if")
	seqPurpose  = words("so that|so|in order to|to avoid|to prevent|to keep|to make sure|to ensure|because|since")
	seqExample  = words("for example|for instance|e.g|eg|such as")
	seqExLead   = words("with|by|using")
	seqAlt      = words("instead of|rather than|in place of")
	seqOver     = words("over")
	seqTrigger  = words("before|when|whenever|while|prior to|after|at the end of|at the start of|at the beginning of|during|each time|every time")
	seqCond     = words("without|unless|if|until|except")
	seqPrep     = words("to|into|onto|on|in|at|across|for|from|with|over|under|via|through|using|inside|within|by|per|between|during")
	seqPronoun  = words("it|them|they|ones|one|those|these|this|that")
	purposeTail = []string{"ity", "ness", "ance", "ence", "ety", "cy"}

	// wordDelim marks the bytes that end a rule word.
	wordDelim = func() (t [256]bool) {
		for _, c := range " \t\n,;:\"()" {
			t[c] = true
		}
		return t
	}()

	// structStarts holds every word a structural sequence starts with.
	structStarts = func() map[string]bool {
		out := map[string]bool{}
		for _, t := range []seqTable{seqLead, seqCheck, seqThat, seqPurpose, seqExample, seqExLead, seqAlt, seqOver, seqTrigger, seqCond, seqPrep, seqPronoun} {
			for w := range t {
				out[w] = true
			}
		}
		return out
	}()
)

// ruleShape is the structure of a rule's text: the byte spans of its
// clauses in s, its lower-cased text.
type ruleShape struct {
	s                                        string
	ws                                       []rword
	primary, comply, trigger, avoid, example span
	prefer                                   bool
}

// shapeRule finds a rule's clauses by its structural words: lead words,
// "before/when X" triggers, "instead of/over Y" alternatives, "without Z"
// conditions, "for example E", trailing purposes.
func shapeRule(text, typ string) ruleShape {
	return shapeRuleInto(text, typ, nil)
}

// shapeRuleInto is shapeRule with a scratch slice for the words.
func shapeRuleInto(text, typ string, scratch []rword) ruleShape {
	s := strings.ToLower(strings.TrimSpace(text))
	ws := ruleWordsInto(s, scratch[:0])
	sh := ruleShape{s: s, ws: ws, primary: noSpan, comply: noSpan, trigger: noSpan, avoid: noSpan, example: noSpan}
	never := typ == model.RuleNever
	prefer := typ == model.RulePrefer
	sh.prefer = prefer

	// Lead words, the check verb, and a trailing purpose go.
	lo, hi := 0, len(ws)
	for lo < hi {
		n := seqAt(ws, lo, seqLead)
		if n == 0 {
			break
		}
		lo += n
	}
	checkLead := false
	if n := seqAt(ws, lo, seqCheck); n > 0 && lo+n < hi {
		lo += n
		lo += seqAt(ws, lo, seqThat)
		checkLead = true
	}
	if i, _ := findSeq(ws, lo, hi, true, seqPurpose); i > 0 {
		hi = i
	}
	if hi-lo >= 3 && ws[hi-2].w == "for" || hi-lo >= 4 && ws[hi-3].w == "for" {
		for _, suf := range purposeTail {
			if strings.HasSuffix(ws[hi-1].w, suf) {
				if ws[hi-2].w == "for" {
					hi -= 2
				} else {
					hi -= 3
				}
				break
			}
		}
	}
	if lo >= hi {
		return sh
	}
	wspan := func(i, j int) span { // words [i, j) as bytes
		if i < 0 || j <= i {
			return noSpan
		}
		return span{ws[i].a, ws[j-1].b}
	}

	// The example ("for example with curl -k") is a clause of its own,
	// running to the next comma; structure is looked for around it.
	exLo, exHi := -1, -1
	if i, n := findSeq(ws, lo, hi, true, seqExample); i > 0 {
		exLo, exHi = i, i+n
		k := exHi + seqAt(ws, exHi, seqExLead)
		e := k
		for e < hi && !ws[e].comma {
			e++
		}
		if e < hi {
			e++
		}
		sh.example = wspan(k, e)
		exHi = e
	}
	// structural words are searched in [lo, hi) minus the example
	findOut := func(from, to int, seqs seqTable) (int, int) {
		for {
			i, n := findSeq(ws, from, to, true, seqs)
			if i < 0 || exLo < 0 || i < exLo || i >= exHi {
				return i, n
			}
			from = exHi - 1
		}
	}
	// Alternatives: "X instead of Y", "prefer X over Y".
	xLo, xHi, yLo, yHi := lo, hi, -1, -1
	if i, n := findOut(lo, hi, seqAlt); i > 0 {
		xHi, yLo, yHi = i, i+n, hi
	} else if prefer {
		if i, n := findOut(lo, hi, seqOver); i > 0 {
			xHi, yLo, yHi = i, i+n, hi
		}
	}
	// Triggers and conditions.
	pLo, pHi, cLo, cHi, tLo, tHi := xLo, xHi, -1, -1, -1, -1
	if i, n := findOut(xLo, xHi, seqTrigger); i > 0 {
		tail := i + n
		if n == 4 { // "at the end of X" is when X ends
			tail = i + 2
		}
		if never {
			pHi = i
		} else {
			pLo, pHi, cLo, cHi, tLo, tHi = -1, -1, xLo, i, tail, xHi
		}
	}
	if pLo >= 0 {
		if i, _ := findOut(pLo, pHi, seqCond); i > 0 {
			pHi = i
		}
	}
	if tLo >= 0 {
		if i, _ := findOut(tLo, tHi, seqCond); i > 0 {
			tHi = i
		}
	}
	if yLo >= 0 && pLo >= 0 {
		// The preferred way is compliance; the discouraged one is the act
		// to catch.
		cLo, cHi, pLo, pHi = pLo, pHi, -1, -1
	}
	if checkLead && tLo < 0 && yLo < 0 && pLo < 0 {
		pLo, pHi, cLo, cHi = cLo, cHi, -1, -1
	}
	clip := func(i, j int) span { // words [i, j) minus the example
		if i < 0 {
			return noSpan
		}
		if exLo >= 0 && i < exLo && j > exLo && exHi >= j {
			j = exLo
		}
		return trimSpan(s, wspan(i, j))
	}
	sh.primary, sh.comply, sh.trigger, sh.avoid = clip(pLo, pHi), clip(cLo, cHi), clip(tLo, tHi), clip(yLo, yHi)
	sh.example = trimSpan(s, sh.example)
	return sh
}

// slotsPerRule is the number of decisive clauses a rule may have.
const slotsPerRule = 4

// decisiveSpans returns, per slot (primary, trigger, avoid, example), the
// spans whose words a matching action must share: the clauses a match is
// decided on, with the clause they borrow from where they borrow.
func decisiveSpans(sh *ruleShape) [slotsPerRule][2]span {
	var out [slotsPerRule][2]span
	for i := range out {
		out[i] = [2]span{noSpan, noSpan}
	}
	base := sh.base()
	out[0][0] = sh.primary
	out[1][0] = sh.trigger
	if sh.trigger.ok() && sh.pronoun(sh.trigger) {
		out[1][1] = base
	}
	out[2][0] = sh.avoid
	if sh.avoid.ok() {
		out[2][1] = base
	}
	out[3][0] = sh.example
	if !sh.primary.ok() && !sh.trigger.ok() && !sh.avoid.ok() && !sh.example.ok() {
		out[0][0] = span{0, len(sh.s)}
	}
	return out
}

// hasStructureWord is a quick test for the words shapeRule looks for
// beyond lead words; a rule without any is a single primary clause.
func hasStructureWord(s string) bool {
	for _, w := range structureWords {
		if strings.Contains(s, w) {
			return true
		}
	}
	return false
}

var structureWords = []string{"before", "when", "while", "prior", "after", "end of", "start of", "beginning of", "during", "time",
	"instead", "rather", "place of", "over", "without", "unless", "if ", "until", "except", "example", "instance", "e.g", "eg ", "such as",
	"check", "verify", "ensure", "confirm", "make sure", "test", "validate", " so ", "order to", "to avoid", "to prevent", "to keep", "because", "since", "for "}

// pronoun reports whether span r of the rule holds a pronoun.
func (sh *ruleShape) pronoun(r span) bool {
	for _, w := range sh.ws {
		if w.a >= r.a && w.b <= r.b && len(seqPronoun[w.w]) > 0 {
			return true
		}
	}
	return false
}

// base is the clause the others borrow things and acts from.
func (sh *ruleShape) base() span {
	if sh.primary.ok() {
		return sh.primary
	}
	return sh.comply
}

// compileRule splits a rule into clauses and analyzes them, all in one pass
// of the analyzer over the rule's text.
func compileRule(a *text.Analyzer, r model.Rule, category string, keepComply bool) *compiledRule {
	sh := shapeRule(r.Rule, r.Type)
	s, ws, example, y := sh.s, sh.ws, sh.example, sh.avoid
	primary, comply, trigger := sh.primary, sh.comply, sh.trigger
	prefer := sh.prefer
	cr := &compiledRule{category: category, limit: ruleLimit(r.Rule, r.Type == model.RulePrefer)}
	pronoun := sh.pronoun

	// One analysis, cut at every clause edge and every preposition.
	type part struct {
		kind clauseKind
		span span
	}
	// A compliance clause that nothing borrows from and that cannot reach
	// the threshold is not analyzed at all.
	if !keepComply && comply.ok() && !y.ok() && trigger.ok() && !pronoun(trigger) && comply.b <= trigger.a && (!example.ok() || comply.b <= example.a) {
		comply = noSpan
	}
	var ranges []part
	for _, p := range []part{{clausePrimary, primary}, {clauseComply, comply}, {clauseTrigger, trigger}, {clauseAvoid, y}, {clauseExample, example}} {
		if p.span = trimSpan(s, p.span); p.span.ok() {
			ranges = append(ranges, p)
		}
	}
	var cuts []int
	for _, p := range ranges {
		cuts = append(cuts, p.span.a, p.span.b)
		for _, w := range ws {
			if w.a > p.span.a && w.b <= p.span.b && (!example.ok() || w.a < example.a || w.a >= example.b) && len(seqPrep[w.w]) > 0 {
				cuts = append(cuts, w.a)
			}
		}
	}
	if example.ok() {
		cuts = append(cuts, example.a, example.b)
	}
	slices.Sort(cuts)
	cuts = slices.Compact(cuts)
	tcuts := make([]text.Cut, len(cuts))
	for i, c := range cuts {
		tcuts[i] = text.Cut{Off: c}
		for _, p := range ranges {
			if p.span.a == c {
				tcuts[i].Clause = true
			}
		}
	}
	// Analyze the text as written (SQL keywords keep their capitals) when
	// lower-casing kept its byte offsets.
	src := s
	if o := strings.TrimSpace(r.Rule); len(o) == len(s) {
		src = o
	}
	// Analyze from the first clause on (the text before it is lead words or
	// a skipped compliance clause).
	start := 0
	if len(cuts) > 0 {
		start = cuts[0]
	}
	for i := range tcuts {
		tcuts[i].Off -= start
	}
	docs := a.AnalyzeCoreParts(src[start:], tcuts)
	// partsOf returns the docs of the parts inside r, minus the example's.
	partsOf := func(r span, kind clauseKind) []text.Doc {
		var out []text.Doc
		for i, d := range docs {
			lo, hi := 0, len(s)
			if i > 0 {
				lo = cuts[i-1]
			}
			if i < len(cuts) {
				hi = cuts[i]
			}
			if lo < r.a || hi > r.b {
				continue
			}
			if kind != clauseExample && example.ok() && lo >= example.a && hi <= example.b {
				continue
			}
			out = append(out, d)
		}
		return out
	}
	spans := map[clauseKind]span{}
	clauses := map[clauseKind]*clause{}
	for _, p := range ranges {
		c := buildClause(a, p.kind, partsOf(p.span, p.kind))
		groupAlternatives(src[start:], c.objs)
		groupAlternatives(src[start:], c.adjs)
		spans[p.kind] = p.span
		clauses[p.kind] = &c
	}

	// The clause other parts borrow things and acts from.
	base := clauses[clausePrimary]
	if base == nil {
		base = clauses[clauseComply]
	}
	if c := clauses[clausePrimary]; c != nil && prefer && !y.ok() {
		// "Prefer long options": the opposite is what to warn about.
		if alt, ok := contrastClause(a, *c); ok {
			c.kind = clauseComply
			clauses[clauseAvoid] = &alt
		}
	}
	if c := clauses[clauseTrigger]; c != nil && base != nil && pronoun(spans[clauseTrigger]) {
		c.objs = appendThings(c.objs, base.objs, 0.8)
		c.objs = appendThings(c.objs, base.adjs, 0.6)
		if onlyAspectual(c.acts) {
			// "before starting it", it = "a production deploy": the act
			// the pronoun stands for is the one the base names as a noun.
			for _, f := range base.acts {
				if f.w >= 0.4 && f.w < 0.5 {
					f.w = math.Min(1, f.w/0.45)
					c.acts = append(c.acts, f)
				}
			}
			c.finishActs()
		}
	}
	if c := clauses[clauseAvoid]; c != nil && base != nil && y.ok() {
		if pronoun(spans[clauseAvoid]) {
			c.objs = appendThings(c.objs, base.objs, 0.9)
		}
		if c.realA == 0 {
			c.acts = append(c.acts, base.acts...)
			c.finishActs()
		}
		// Y replaces one of X's things ("ssh keys instead of
		// passwords"); X's other things still set the scene.
		c.adjs = appendThings(c.adjs, excludeKin(base.objs, c.objs), 0.5)
		c.adjs = appendThings(c.adjs, excludeKin(base.adjs, c.objs), 0.5)
	}
	if c := clauses[clauseExample]; c != nil && base != nil {
		// An example names instances of the rule's things ("generated
		// files such as lock files or protobuf output"): a word in it is a
		// thing, not an act, and the act is the rule's.
		kept := c.acts[:0:0]
		for _, f := range c.acts {
			if strings.HasPrefix(f.key, "#") {
				kept = append(kept, f)
			} else {
				f.act, f.read = false, false
				c.objs = append(c.objs, f)
			}
		}
		c.acts = kept
		if !hasConceptAct(c.acts) {
			c.acts = append(c.acts, base.acts...)
		}
		c.finishActs()
	}
	for _, k := range []clauseKind{clausePrimary, clauseTrigger, clauseAvoid, clauseExample, clauseComply} {
		if c := clauses[k]; c != nil && len(c.acts)+len(c.objs)+len(c.adjs) > 0 {
			markGroups(c.objs)
			markGroups(c.adjs)
			cr.clauses = append(cr.clauses, *c)
		}
	}
	return cr
}

// trimSpan shrinks r to exclude spaces and commas at its ends.
func trimSpan(s string, r span) span {
	if !r.ok() {
		return noSpan
	}
	for r.a < r.b && strings.IndexByte(" ,;", s[r.a]) >= 0 {
		r.a++
	}
	for r.b > r.a && strings.IndexByte(" ,;", s[r.b-1]) >= 0 {
		r.b--
	}
	if !r.ok() {
		return noSpan
	}
	return r
}

// contrastClause returns c with its concepts swapped for their opposites,
// and whether there was any to swap.
func contrastClause(a *text.Analyzer, c clause) (clause, bool) {
	swapped := false
	swap := func(list []feat) []feat {
		out := make([]feat, 0, len(list))
		for _, f := range list {
			if opp := a.Contrast(f.key); len(opp) > 0 {
				swapped = true
				for _, o := range opp {
					out = append(out, feat{key: o, parent: a.ConceptParent(o), w: f.w, deep: f.deep, read: f.read})
				}
				continue
			}
			out = append(out, f)
		}
		return out
	}
	alt := clause{kind: clauseAvoid, acts: swap(c.acts), objs: swap(c.objs), adjs: swap(c.adjs)}
	alt.finishActs()
	return alt, swapped
}

// appendThings adds src's features to dst at weight×w, skipping keys dst has.
func appendThings(dst, src []feat, w float64) []feat {
next:
	for _, f := range src {
		for _, g := range dst {
			if g.key == f.key {
				continue next
			}
		}
		f.w *= w
		dst = append(dst, f)
	}
	return dst
}

// excludeKin drops from src the features that are, or are siblings of,
// features of other.
func excludeKin(src, other []feat) []feat {
	var out []feat
next:
	for _, f := range src {
		for _, g := range other {
			if f.key == g.key || (f.parent != "" && f.parent == g.parent) || f.key == g.parent || f.parent == g.key {
				continue next
			}
		}
		out = append(out, f)
	}
	return out
}

// buildClause sorts the features of a clause's parts into acts, head things
// and adjunct things. The parts are the clause cut at its prepositions; the
// head runs up to the first preposition that follows a thing ("share the
// passwords | in chat"), the rest are adjuncts (where, with what).
func buildClause(a *text.Analyzer, kind clauseKind, parts []text.Doc) clause {
	c := clause{kind: kind}
	headEnd := len(parts)
	for j := 1; j < len(parts); j++ {
		if hasThing(parts[j-1]) || (j > 1 && hasThingIn(parts[:j-1])) {
			headEnd = j
			break
		}
	}
	seen := map[string]int{} // key -> 1 act, 2 obj, 3 adj
	for j, d := range parts {
		for _, f := range d.Features {
			if f.Implied || (!f.Concept && f.Covered) || seen[f.Key] != 0 {
				continue
			}
			ft := feat{key: f.Key, w: f.Weight, term: f.Term}
			if f.Concept {
				ft.parent = a.ConceptParent(f.Key)
				ft.deep = ft.parent != "" && a.ConceptParent(ft.parent) != ""
				ft.opp = a.Contrast(f.Key)
			}
			switch {
			case f.Role == text.RoleAct || f.Role == text.RoleRead:
				if !f.Concept && f.Weight < 0.5 {
					continue // a generic verb
				}
				ft.read = f.Role == text.RoleRead
				ft.act = true
				c.acts = append(c.acts, ft)
				seen[f.Key] = 1
			case j < headEnd:
				if f.Role == text.RoleMod {
					ft.w *= 0.8
				}
				c.objs = append(c.objs, ft)
				seen[f.Key] = 2
			default:
				c.adjs = append(c.adjs, ft)
				seen[f.Key] = 3
			}
		}
	}
	// A rule that names its act as a noun ("no deploys on Friday", "avoid
	// force-pushing") is still about that act; so is one that only starts
	// or runs it ("before starting the deploy", "before running a
	// migration").
	strong := false
	for _, f := range c.acts {
		strong = strong || f.w >= 0.5 && !aspectual[f.key]
	}
	if !strong {
		for i := range c.acts {
			if w := c.acts[i].w; w >= 0.4 && w < 0.5 {
				c.acts[i].w = math.Min(1, w/0.45)
			}
		}
	}
	c.acts = dropAncestors(c.acts)
	c.objs = dropAncestors(c.objs)
	c.adjs = dropAncestors(c.adjs)
	c.finishActs()
	c.markGeneral(a)
	return c
}

// markGeneral sets c.general: no things, and every real act general.
func (c *clause) markGeneral(a *text.Analyzer) {
	c.general = false
	if len(c.objs)+len(c.adjs) > 0 || c.realA == 0 {
		return
	}
	for _, f := range c.acts {
		if f.w >= 0.5 && !a.ConceptGeneral(f.key) {
			return
		}
	}
	c.general = true
}

// aspectual are the acts that start, run or end another act named as a
// noun ("start the deploy", "run the migration"): that other act is what
// the clause is about.
var aspectual = map[string]bool{"#start": true, "#execute": true, "#finish": true}

// hasConceptAct reports whether acts has a lexicon act of full weight (a
// word read as an act in a verb slot does not count).
func hasConceptAct(acts []feat) bool {
	for _, f := range acts {
		if f.w >= 0.5 && strings.HasPrefix(f.key, "#") {
			return true
		}
	}
	return false
}

// onlyAspectual reports whether acts has strong acts and all are aspectual.
func onlyAspectual(acts []feat) bool {
	n := 0
	for _, f := range acts {
		if f.w < 0.5 {
			continue
		}
		if !aspectual[f.key] {
			return false
		}
		n++
	}
	return n > 0
}

func hasThingIn(docs []text.Doc) bool {
	for _, d := range docs {
		if hasThing(d) {
			return true
		}
	}
	return false
}

// hasThing reports whether d names a thing of some weight.
func hasThing(d text.Doc) bool {
	for _, f := range d.Features {
		if !f.Implied && f.Role == text.RoleThing && f.Weight >= 0.5 && (f.Concept || !f.Covered) {
			return true
		}
	}
	return false
}

// dropAncestors removes concepts that are the parent of another concept of
// the list: "option" says nothing "long option" does not.
func dropAncestors(list []feat) []feat {
	out := list[:0]
next:
	for _, f := range list {
		for _, g := range list {
			if g.parent == f.key && g.w >= f.w {
				continue next
			}
		}
		out = append(out, f)
	}
	return out
}

// hasStrongThing reports whether the clause names a thing an action must
// supply (weak things, such as a time of day, are optional).
func (c *clause) hasStrongThing() bool {
	for _, f := range c.objs {
		if f.w >= weakThing {
			return true
		}
	}
	for _, f := range c.adjs {
		if f.w*adjWeight(c) >= weakThing {
			return true
		}
	}
	return false
}

// objectCounts reports whether the clause's score falls when the action
// reaches none of its objects (clause.score: a real act and an object of
// at least weakThing; the factor is then objectMissing or less).
func (c *clause) objectCounts() bool {
	if c.realA == 0 {
		return false
	}
	for i := range c.objs {
		if w, ok := readingWeight(c.objs, i); ok && w >= weakThing {
			return true
		}
	}
	return false
}

// thingFloor is the least the weight sum of the clause's things (tw in
// clause.score) can be: the weights of the things that count even when
// the action does not name them. It is 0 when a weight is over 1, which
// the index's entries cannot hold.
func (c *clause) thingFloor() float64 {
	sum := 0.0
	adjW := adjWeight(c)
	for _, part := range []struct {
		list []feat
		w    float64
	}{{c.objs, 1}, {c.adjs, adjW}} {
		for i := range part.list {
			if part.list[i].w > 1 {
				return 0
			}
			if w, ok := readingWeight(part.list, i); ok && w*part.w >= weakThing {
				sum += w * part.w
			}
		}
	}
	return sum
}

// objectMissing is the most of its thing factor a clause keeps when the
// action reaches none of its objects.
const objectMissing = 0.8

// weakThing is the weight under which a thing is optional.
const weakThing = 0.35

// adjWeight is how much adjuncts weigh in a clause.
func adjWeight(c *clause) float64 {
	if c.realA == 0 {
		return 1
	}
	return 0.6
}

func (c *clause) finishActs() {
	// A rule about changing something keeps only its change acts: read
	// acts next to them are nominalizations ("turn off verification").
	change := false
	for _, f := range c.acts {
		change = change || (!f.read && f.w >= 0.5)
	}
	if change {
		kept := c.acts[:0:0]
		for _, f := range c.acts {
			if !f.read {
				kept = append(kept, f)
			}
		}
		c.acts = kept
	}
	c.realA, c.read = 0, true
	for _, f := range c.acts {
		if f.w >= 0.5 {
			c.realA = math.Max(c.realA, f.w)
			c.read = c.read && f.read
		}
	}
	if c.realA == 0 {
		c.read = false
	}
}

// ---------------------------------------------------------------------------
// Actions

type actionFeat struct {
	w        float64
	implied  bool
	role     text.Role
	concept  bool
	covered  bool
	position int
	tok      int // text.Feature.Term: where in the action it starts
}

// actionView is an analyzed action.
type actionView struct {
	feats    map[string]actionFeat
	order    []string
	list     []actionFeat // the features in order (feats[order[i]] is the last of a key)
	amounts  []quantity   // the amounts it states
	realAct  bool         // has an act that may change something
	readOnly bool         // its only real acts are read-only
	// byID finds the features by their key's number in the matcher's
	// keyIDs, for scoring.
	byID idTable
}

func (m *Matcher) newActionView(s string) *actionView {
	d := m.a.AnalyzeCore(s)
	v := &actionView{feats: make(map[string]actionFeat, len(d.Features))}
	defer func() {
		// A matcher still compiling rules numbers the action's keys too,
		// so that rules compiled after this view agree with it; a prepared
		// one has numbered every rule key and only looks them up.
		m.keys.view(v, m.prepared.Load() == nil)
	}()
	question := isQuestion(s)
	hasRead, conceptAct, wordAct := false, false, false
	for i, f := range d.Features {
		af := actionFeat{w: f.Weight, implied: f.Implied, role: f.Role, concept: f.Concept, covered: f.Covered, position: i, tok: f.Term}
		v.feats[f.Key] = af
		v.order = append(v.order, f.Key)
		v.list = append(v.list, af)
		if f.Implied || (!f.Concept && f.Covered) {
			continue
		}
		switch f.Role {
		case text.RoleAct:
			if f.Weight >= 0.5 {
				conceptAct = conceptAct || f.Concept
				wordAct = wordAct || !f.Concept
			}
		case text.RoleRead:
			hasRead = true
		}
	}
	// A word the lexicon does not know, in a verb's place, is the act only
	// when nothing else says what is done: in "kafka-topics.sh --describe"
	// the tool's name is not the act, the read is.
	v.realAct = conceptAct || wordAct && !hasRead
	v.readOnly = (hasRead || question) && !v.realAct
	v.amounts = quantities(s)
	return v
}

// unknownThing returns where the action first names a thing the lexicon
// does not know (a plain word of full weight outside any term), 0 if it
// names none.
func (v *actionView) unknownThing() int {
	first := 0
	for _, k := range v.order {
		f := v.feats[k]
		if !f.concept && !f.covered && f.role == text.RoleThing && f.w >= 0.5 && f.tok > 0 && (first == 0 || f.tok < first) {
			first = f.tok
		}
	}
	return first
}

// unreadObjectFirst reports whether the action names a thing the lexicon
// cannot read before it names any of the clause's adjuncts (the object of
// the act comes before the place: "delete the proposal from the drive").
func (v *actionView) unreadObjectFirst(c *clause) bool {
	u := v.unknownThing()
	if u == 0 {
		return false
	}
	first := 0
	for i := range c.adjs {
		if t := v.tokOf(&c.adjs[i]); t > 0 && (first == 0 || t < first) {
			first = t
		}
	}
	return u < first
}

// tokOf returns where the action names rule feature f (itself or its
// parent), 0 if it does not.
func (v *actionView) tokOf(f *feat) int {
	if af := v.find(f.id); af >= 0 {
		return v.list[af].tok
	}
	if af := v.find(f.pid); af >= 0 {
		return v.list[af].tok
	}
	return 0
}

// namesAct reports whether the action clearly does something: a change
// act of some weight, or only read-only acts.
func (v *actionView) namesAct() bool { return v.realAct || v.readOnly }

// find returns the position in v.order of the feature whose key has
// number id, -1 when the action has none.
func (v *actionView) find(id int32) int { return v.byID.get(id) }

// credit is how well the action supplies rule feature f: 1 for the same
// key, 0.5 for its parent concept or a sibling under it.
func (v *actionView) credit(f *feat) float64 {
	if i := v.find(f.id); i >= 0 {
		af := &v.list[i]
		if f.act {
			// An act the action names weakly (a lone act word out of a
			// verb's place: "the saved card") supplies less.
			w := af.w
			if af.implied {
				w /= 0.7
			}
			return math.Min(1, w/0.9)
		}
		return 1
	}
	for _, o := range f.oppIDs {
		if v.find(o) >= 0 {
			return 0 // the action does the opposite ("scale up" for "scale down")
		}
	}
	if f.pid >= 0 {
		if i := v.find(f.pid); i >= 0 {
			p := &v.list[i]
			switch {
			case !p.implied && f.act:
				return 0.7 // the action names the general act ("remove" for "drop")
			case !p.implied:
				return 0.4 // the action names the domain ("git" for "branch")
			case f.deep || f.act:
				return 0.5 // a near sibling, or another act of the same kind
			}
		}
	}
	return 0
}

// ---------------------------------------------------------------------------
// Scoring

func (cr *compiledRule) score(v *actionView, threshold float64) (float64, int) {
	best, bi := 0.0, -1
	for i := range cr.clauses {
		c := &cr.clauses[i]
		w := clauseWeight[c.kind]
		if w < threshold {
			continue // this kind of clause cannot reach the threshold
		}
		s := c.score(v, threshold/w) * w
		if s > best {
			best, bi = s, i
		}
	}
	if cr.limit.set() && !cr.limit.allows(v.amounts) {
		best *= limitMiss // "pay the $12 fee" for a rule about payments over $100
	}
	return best, bi
}

// score is how well the action does what the clause describes, in [0,1].
// An act match and a thing match are both needed for a high score; a
// read-only action against a clause about changing something scores low.
func (c *clause) score(v *actionView, need float64) float64 {
	var actF float64
	switch {
	case c.realA > 0:
		sA := 0.0
		for i := range c.acts {
			f := &c.acts[i]
			if f.w < 0.5 {
				continue
			}
			sA = math.Max(sA, f.w*v.credit(f)/c.realA)
		}
		switch {
		case sA > 0:
			actF = sA
		case v.namesAct():
			actF = 0.12 // the action does something else
		default:
			actF = 0.4 // the action names no act at all
		}
	default:
		actF = 0.85
	}
	// The thing factor is at most 1: stop when the act alone rules the
	// clause out.
	actP := math.Pow(actF, 0.7)
	upper := actP
	if v.readOnly && !c.read {
		upper *= 0.35
	}
	if upper < need {
		return 0
	}
	// Weak things (a time of day, a possessive) count when the action
	// names them, and are not missed when it does not.
	const weak = weakThing
	var tw, tm, ow, om float64
	for i := range c.objs {
		fw, fm, ok := readingCredit(v, c.objs, i)
		if !ok || (fw < weak && fm == 0) {
			continue
		}
		tw += fw
		tm += fm
		ow += fw
		om += fm
	}
	// Adjuncts (where, with what) weigh less than the object of an act;
	// without an act they are part of what the clause names.
	adjW := adjWeight(c)
	for i := range c.adjs {
		fw, fm, ok := readingCredit(v, c.adjs, i)
		if !ok || (fw*adjW < weak && fm == 0) {
			continue
		}
		tw += fw * adjW
		tm += fm * adjW
	}
	var thingF float64
	switch {
	case tw > 0 && c.realA == 0:
		// Without an act the things are all the clause says: they must
		// nearly all be there.
		thingF = math.Pow(tm/tw, 1.5)
	case tw > 0:
		r := tm / tw
		// r^0.6 <= √r on [0,1]: most candidates of a busy check fall
		// short of need on the square root, without math.Pow.
		if r <= 1 && upper*math.Sqrt(r) < need {
			return 0
		}
		thingF = math.Pow(r, 0.6)
		if ow > 0 && om == 0 {
			if actF >= 0.9 && tw-ow > 0 && tm >= 0.9*(tw-ow) && v.unreadObjectFirst(c) {
				// The action does the clause's act in the very place it
				// names, to an object the lexicon cannot read and names
				// first ("delete the proposal from the shared drive" for
				// "documents"): it may well be the same object.
				thingF *= objectMissing
			} else {
				thingF *= 0.5
			}
		}
	case c.realA > 0:
		thingF = 0.55 // a bare act ("no deploys on Fridays"): warn, not block
		if c.general {
			thingF = generalBare
		}
	}
	s := actP * thingF
	if v.readOnly && !c.read {
		s *= 0.35
	}
	return s
}

// reAlternative matches the text from one listed thing to the next: the
// first one's words, a comma, "or", "and" or a slash, and determiners.
// It is compiled when first needed: a cold check reads compiled rules.
var reAlternative = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`(?i)^[^\s,/]+(?:[ \t]+[^\s,/]+){0,2}?[ \t]*(?:,|/|,?[ \t]+(?:or|and|and/or)\b)[ \t]*(?:(?:the|a|an|any|other|their|your|our|its|his|her|some)[ \t]+)*$`)
})

// groupAlternatives gives the things of a list in text ("passwords, tokens
// or keys") one term, so that the action needs to name one of them: a rule
// about a list is about each thing in it.
func groupAlternatives(txt string, list []feat) {
	for i := range list {
		a := list[i].term
		if a == 0 {
			continue
		}
		// The nearest thing of the list that starts after this one.
		next := -1
		for j := range list {
			if b := list[j].term; b > a && (next < 0 || b < list[next].term) {
				next = j
			}
		}
		if next < 0 || list[next].term-1 > len(txt) {
			continue
		}
		if reAlternative().MatchString(txt[a-1 : list[next].term-1]) {
			old := list[next].term
			for j := range list {
				if list[j].term == old {
					list[j].term = a
				}
			}
		}
	}
}

// Where a feature stands in its group of things (see feat.term).
const (
	groupAlone  = iota // no other thing of the list shares its term
	groupFirst         // the first of a group: it counts for all
	groupMember        // a later one: counted with the first
)

// markGroups sets the group of every feature of list.
func markGroups(list []feat) {
	for i := range list {
		list[i].group = groupAlone
		if list[i].term == 0 {
			continue
		}
		for j := range list {
			if j != i && list[j].term == list[i].term {
				if j < i {
					list[i].group = groupMember
					break
				}
				list[i].group = groupFirst
			}
		}
	}
}

// readingCredit returns the weight of list[i] and how much of it the
// action supplies. The concepts that the same rule words gave (the readings
// of an ambiguous word) count once, as their best reading: ok is false for
// all but the first of them.
// readingWeight is readingCredit's weight alone.
func readingWeight(list []feat, i int) (w float64, ok bool) {
	f := &list[i]
	switch f.group {
	case groupAlone:
		return f.w, true
	case groupMember:
		return 0, false
	}
	for j := i; j < len(list); j++ {
		if g := &list[j]; g.term == f.term {
			w = math.Max(w, g.w)
		}
	}
	return w, true
}

func readingCredit(v *actionView, list []feat, i int) (w, got float64, ok bool) {
	f := &list[i]
	switch f.group {
	case groupAlone:
		return f.w, f.w * v.credit(f), true
	case groupMember:
		return 0, 0, false
	}
	for j := i; j < len(list); j++ {
		if g := &list[j]; g.term == f.term {
			w = math.Max(w, g.w)
			got = math.Max(got, g.w*v.credit(g))
		}
	}
	return w, got, true
}

// evidence lists the clause features the action supplies.
func (c *clause) evidence(v *actionView) []string {
	var ev []string
	seen := map[string]bool{}
	for _, list := range [][]feat{c.acts, c.objs, c.adjs} {
		for i := range list {
			f := &list[i]
			if v.credit(f) == 0 {
				continue
			}
			k := strings.TrimPrefix(f.key, "#")
			if !seen[k] {
				seen[k] = true
				ev = append(ev, k)
			}
		}
	}
	return ev
}

// ---------------------------------------------------------------------------
// Candidates

// candidates returns, in order, the rules that may reach the threshold,
// by a scan that neither stems nor analyzes rules: a one-shot process
// checks one action and must not pay for indexing or compiling every rule.
// A match needs an act and a thing, or several things, so a rule is kept
// when one of its deciding clauses holds a surface key of one of the
// action's acts and one of its things, or two of its things (one, when
// the clause is that short or the action names no act).
func (m *Matcher) candidates(v *actionView, action string) []int32 {
	// keys maps each surface key of the action to what it stands for.
	const isAct, isThing = 1, 2
	keys := make(map[string]uint8, 256)
	m.a.SurfaceKeys(action, func(k string) { keys[k] |= isThing })
	for _, k := range v.order {
		f := v.feats[k]
		if !f.concept || ((f.role == text.RoleAct || f.role == text.RoleRead) && m.a.ConceptWeight(k) < 0.5) {
			continue // generic acts ("run") decide nothing alone
		}
		bit := uint8(isThing)
		if f.role == text.RoleAct || f.role == text.RoleRead {
			bit = isAct
		}
		// Parent credit reaches a rule's more specific concepts; sibling
		// credit those under the same parent.
		desc := !f.implied || m.a.ConceptParent(k) != "" || bit == isAct
		m.a.ConceptSurfaceKeys(k, desc, func(s string) { keys[s] |= bit })
	}
	lenient := !v.namesAct()
	// pass scores the text's keys: does it hold an act key and how many
	// thing keys?
	// The words of a rule are keyed once; each clause is then judged on
	// the keys inside its spans.
	type ruleKey struct {
		k          string
		off        int
		act, thing bool
	}
	var rk []ruleKey
	var sel []int // indexes into rk of one clause's distinct keys
	// decide judges the distinct keys sel: could the clause they come from
	// reach the threshold?
	decide := func(prefilter bool) bool {
		act, things := false, 0
		for _, i := range sel {
			act = act || rk[i].act
			if rk[i].thing {
				things++
			}
		}
		switch {
		case prefilter:
			return things >= 1 || act // every case below needs one
		case act && things >= 1:
			return true
		case act:
			// an act with weak words only ("no deploys on Fridays")
			for _, i := range sel {
				if !rk[i].act && !m.a.IsWeakKey(rk[i].k) {
					return false
				}
			}
			return true
		case lenient:
			return things >= 1
		case things == 0:
			return false
		}
		// The action names an act and the clause shares none with it:
		// a thing it shares may still carry it (a surface key is not yet
		// the clause's reading of it), so this stays a superset of what
		// scoring finds.
		return true
	}
	// selectIn sets sel to the distinct keys inside the spans.
	selectIn := func(spans ...span) {
		sel = sel[:0]
	next:
		for i := range rk {
			in := spans == nil
			for _, sp := range spans {
				if sp.ok() && rk[i].off >= sp.a && rk[i].off < sp.b {
					in = true
					break
				}
			}
			if !in {
				continue
			}
			for _, j := range sel {
				if rk[j].k == rk[i].k {
					continue next
				}
			}
			sel = append(sel, i)
		}
	}
	var out []int32
	var scratch []rword
	for i, r := range m.rules {
		text := strings.TrimSpace(r.Rule)
		rk = rk[:0]
		m.a.SurfaceKeysAt(text, func(k string, off int) {
			b := keys[k]
			rk = append(rk, ruleKey{k, off, b&isAct != 0, b&isThing != 0})
		})
		selectIn()
		if !decide(true) {
			continue
		}
		lower := strings.ToLower(text)
		if len(lower) != len(text) {
			// Lower-casing moved the offsets: key the lower-case text.
			rk = rk[:0]
			m.a.SurfaceKeysAt(lower, func(k string, off int) {
				b := keys[k]
				rk = append(rk, ruleKey{k, off, b&isAct != 0, b&isThing != 0})
			})
		}
		if !hasStructureWord(lower) {
			if decide(false) {
				out = append(out, int32(i))
			}
			continue
		}
		sh := shapeRuleInto(lower, r.Type, scratch)
		scratch = sh.ws
		for _, slot := range decisiveSpans(&sh) {
			if !slot[0].ok() && !slot[1].ok() {
				continue
			}
			selectIn(slot[0], slot[1])
			if decide(false) {
				out = append(out, int32(i))
				break
			}
		}
	}
	return out
}

func (c clauseKind) String() string { return clauseNames[c] }

// ---------------------------------------------------------------------------
// Key numbers

// keyIDs numbers the feature keys of a matcher's compiled rules. Scoring
// looks a rule's features up in the action by these numbers: a check of
// a dense rule set credits thousands of features, and hashing their
// strings was most of its time.
type keyIDs struct {
	mu  sync.RWMutex
	ids map[string]int32
}

// idLocked returns the number of key k, numbering it if new. The caller
// holds mu for writing.
func (k *keyIDs) idLocked(key string) int32 {
	if id, ok := k.ids[key]; ok {
		return id
	}
	if k.ids == nil {
		k.ids = map[string]int32{}
	}
	id := int32(len(k.ids))
	k.ids[key] = id
	return id
}

// number sets the key numbers of a compiled rule's features.
func (k *keyIDs) number(cr *compiledRule) {
	k.mu.Lock()
	defer k.mu.Unlock()
	cr.catID = -1
	if cr.category != "" {
		cr.catID = k.idLocked(cr.category)
	}
	for ci := range cr.clauses {
		c := &cr.clauses[ci]
		for _, list := range [][]feat{c.acts, c.objs, c.adjs} {
			for i := range list {
				f := &list[i]
				f.id, f.pid, f.oppIDs = k.idLocked(f.key), -1, nil
				if f.parent != "" {
					f.pid = k.idLocked(f.parent)
				}
				for _, o := range f.opp {
					f.oppIDs = append(f.oppIDs, k.idLocked(o))
				}
			}
		}
	}
}

// view fills v.byID. With add, keys no rule has yet are numbered (rules
// compiled later then agree with v); without, they are left out, as no
// rule can ask for them.
func (k *keyIDs) view(v *actionView, add bool) {
	v.byID.init(len(v.order))
	if add {
		k.mu.Lock()
		defer k.mu.Unlock()
		for i, key := range v.order {
			v.byID.put(k.idLocked(key), i)
		}
		return
	}
	k.mu.RLock()
	defer k.mu.RUnlock()
	for i, key := range v.order {
		if id, ok := k.ids[key]; ok {
			v.byID.put(id, i)
		}
	}
}

// idTable maps key numbers to positions: an open-addressing table in the
// view itself for the usual few dozen features, a map beyond.
type idTable struct {
	slots [128]idSlot
	big   map[int32]int
}

type idSlot struct {
	id  int32 // key number + 1; 0 is an empty slot
	pos int32
}

func (t *idTable) init(n int) {
	if n > len(t.slots)/2 {
		t.big = make(map[int32]int, n)
	}
}

func (t *idTable) put(id int32, pos int) {
	if t.big != nil {
		t.big[id] = pos
		return
	}
	for h := idHash(id); ; h = (h + 1) % uint32(len(t.slots)) {
		if s := &t.slots[h]; s.id == 0 || s.id == id+1 {
			s.id, s.pos = id+1, int32(pos)
			return
		}
	}
}

func (t *idTable) get(id int32) int {
	if id < 0 {
		return -1
	}
	if t.big != nil {
		if pos, ok := t.big[id]; ok {
			return pos
		}
		return -1
	}
	for h := idHash(id); ; h = (h + 1) % uint32(len(t.slots)) {
		switch s := &t.slots[h]; s.id {
		case id + 1:
			return int(s.pos)
		case 0:
			return -1
		}
	}
}

func idHash(id int32) uint32 { return (uint32(id) * 2654435761) >> 25 } // 7 bits: 128 slots
