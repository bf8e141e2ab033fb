// Package guard checks proposed actions against loopd's active rules. This
// file holds the pure matcher: it turns rules into the acts they are about
// and scores an action against them. It does no I/O and knows no store; the
// command plumbing, the guard log and the hooks live in other files of the
// package.
package guard

import (
	"math"
	"regexp"
	"sort"
	"strings"
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
// NewMatcher; Match is safe for concurrent use. Rules are compiled lazily,
// the first time an action shares vocabulary with them, so building a
// Matcher over thousands of rules is cheap.
type Matcher struct {
	a         *text.Analyzer
	threshold float64
	rules     []model.Rule
	compiled  []atomic.Pointer[compiledRule]
	index     map[string][]int32 // surface key -> rules holding it
	nkeys     []uint8            // distinct surface keys per rule (capped)
}

// NewMatcher indexes the active rules. a must not be nil.
func NewMatcher(a *text.Analyzer, rules []model.Rule, opt MatchOptions) *Matcher {
	m := &Matcher{a: a, threshold: opt.Threshold, index: map[string][]int32{}}
	if m.threshold <= 0 {
		m.threshold = DefaultThreshold
	}
	for _, r := range rules {
		if r.Active() {
			m.rules = append(m.rules, r)
		}
	}
	m.compiled = make([]atomic.Pointer[compiledRule], len(m.rules))
	m.nkeys = make([]uint8, len(m.rules))
	var seen []string
	for i, r := range m.rules {
		seen = seen[:0]
		forEachSurfaceKey(r.Rule, func(k string) {
			for _, s := range seen {
				if s == k {
					return
				}
			}
			seen = append(seen, k)
			m.index[k] = append(m.index[k], int32(i))
		})
		m.nkeys[i] = uint8(min(len(seen), 255))
	}
	return m
}

// Len is the number of active rules the matcher holds.
func (m *Matcher) Len() int { return len(m.rules) }

// Match returns the rules that apply to action, best first (ties by rule
// id), with scores at or above the threshold.
func (m *Matcher) Match(action string) []Scored {
	act := m.newActionView(action)
	if len(act.feats) == 0 {
		return nil
	}
	var out []Scored
	for _, ri := range m.candidates(act) {
		cr := m.compiledRule(ri)
		score, ev := cr.score(act)
		if score < m.threshold {
			continue
		}
		r := m.rules[ri]
		score += boost(r, cr, act)
		out = append(out, Scored{Rule: r, Score: roundScore(math.Min(score, 1)), Evidence: ev})
	}
	sort.Slice(out, func(i, j int) bool {
		if out[i].Score != out[j].Score {
			return out[i].Score > out[j].Score
		}
		return out[i].Rule.ID < out[j].Rule.ID
	})
	return out
}

func roundScore(x float64) float64 { return math.Round(x*1000) / 1000 }

// boost raises a matching rule's score a little for its track record and
// for sharing its category with the action. It is applied only to scores
// already at the threshold, so it never creates a match.
func boost(r model.Rule, cr *compiledRule, act *actionView) float64 {
	b := 0.01 * float64(min(max(r.Violations, 0), 5))
	if cr.category != "" && act.has(cr.category) {
		b += 0.02
	}
	return b
}

func (m *Matcher) compiledRule(i int32) *compiledRule {
	if cr := m.compiled[i].Load(); cr != nil {
		return cr
	}
	cr := compileRule(m.a, m.rules[i])
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
	w      float64
	read   bool // a read-only act
	act    bool // an act (is-a hierarchy) rather than a thing (domain grouping)
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
}

type compiledRule struct {
	clauses  []clause
	category string
}

var (
	rePurpose   = regexp.MustCompile(`(?:,?\s(?:so that|so|in order to|to avoid|to prevent|to keep|to make sure|to ensure|because|since)\s.*$)|(?:,?\sfor (?:\w+ )?\w+(?:ity|ness|ance|ence|ety|cy)$)`)
	reLead      = regexp.MustCompile(`^(?:(?:never|always|must|do not|don't|dont|avoid|prefer|please|you must|you should|should|make sure to|remember to|be sure to)\s+)+`)
	reCheckLead = regexp.MustCompile(`^(?:double[- ]check|check|verify|ensure|confirm|make sure|test|validate)\s+(?:(?:that|whether|if)\s+)?`)
	reExample   = regexp.MustCompile(`,?\s*\b(?:for example|for instance|e\.g\.|e\.g|such as|say)\b,?\s*(?:with\s+|by\s+|using\s+)?([^,;()]*)`)
	reAlt       = regexp.MustCompile(`\s(?:instead of|rather than|in place of)\s`)
	reOver      = regexp.MustCompile(`\sover\s`)
	reTrigger   = regexp.MustCompile(`(?:^|\s|,)(?:before|when|whenever|while|prior to|after|at the end of|at the start of|at the beginning of|during|each time|every time)\s`)
	reCond      = regexp.MustCompile(`(?:^|\s|,)(?:without|unless|if|until|except)\s`)
	rePronoun   = regexp.MustCompile(`\b(?:it|them|they|ones|one|those|these|this|that)\b`)
	reQuestion  = regexp.MustCompile(`(?i)^\s*(?:what|what's|whats|when|where|which|who|whom|whose|why|how|is|are|was|were|does|do|did|can|could|should|would|will)\b|\?\s*$`)
	rePrep      = regexp.MustCompile(`\s(?:to|into|onto|on|in|at|across|for|from|with|over|under|via|through|using|inside|within|by|per|between|during)\s`)
)

// compileRule splits a rule into clauses and analyzes each.
func compileRule(a *text.Analyzer, r model.Rule) *compiledRule {
	s := strings.ToLower(strings.TrimSpace(r.Rule))
	s = strings.TrimRight(s, ".!; ")
	s = reLead.ReplaceAllString(s, "")
	s = rePurpose.ReplaceAllString(s, "")
	checkLead := false
	if loc := reCheckLead.FindStringIndex(s); loc != nil {
		s = s[loc[1]:]
		checkLead = true
	}
	cr := &compiledRule{}
	if cat := strings.TrimSpace(r.Category); cat != "" {
		d := a.AnalyzeCore(cat)
		for _, f := range d.Features {
			if !f.Implied {
				cr.category = f.Key
				break
			}
		}
	}
	var examples []string
	if m := reExample.FindStringSubmatchIndex(s); m != nil {
		if ex := strings.TrimSpace(s[m[2]:m[3]]); ex != "" {
			examples = append(examples, ex)
		}
		s = s[:m[0]] + s[m[1]:]
	}
	never := r.Type == model.RuleNever
	prefer := r.Type == model.RulePrefer

	// Alternatives: "X instead of Y", "prefer X over Y".
	x, y := s, ""
	if loc := reAlt.FindStringIndex(s); loc != nil {
		x, y = s[:loc[0]], s[loc[1]:]
	} else if prefer {
		if loc := reOver.FindStringIndex(s); loc != nil && loc[0] > 0 {
			x, y = s[:loc[0]], s[loc[1]:]
		}
	}
	// Conditions and triggers on the main part.
	var trigger, comply, primary string
	if loc := reTrigger.FindStringIndex(x); loc != nil && loc[0] > 0 {
		head, tail := strings.TrimSpace(x[:loc[0]]), strings.TrimSpace(x[loc[1]:])
		// "at the end of a session" is when a session ends.
		switch conn := strings.TrimSpace(x[loc[0]:loc[1]]); {
		case strings.HasSuffix(conn, "end of"):
			tail = "end " + tail
		case strings.HasSuffix(conn, "start of"), strings.HasSuffix(conn, "beginning of"):
			tail = "start " + tail
		}
		if never {
			primary = head
		} else {
			comply, trigger = head, tail
		}
	} else {
		primary = x
	}
	if loc := reCond.FindStringIndex(primary); loc != nil && loc[0] > 0 {
		primary = primary[:loc[0]]
	}
	if loc := reCond.FindStringIndex(trigger); loc != nil && loc[0] > 0 {
		trigger = trigger[:loc[0]]
	}
	if y != "" {
		// The preferred way is compliance; the discouraged one is the act
		// to catch.
		if primary != "" {
			comply, primary = primary, ""
		}
	}
	if checkLead && trigger == "" && y == "" && primary == "" {
		primary = comply
		comply = ""
	}

	var base *clause // the clause other parts borrow things and acts from
	add := func(kind clauseKind, txt string) *clause {
		txt = strings.TrimSpace(txt)
		if txt == "" {
			return nil
		}
		c := analyzeClause(a, kind, txt)
		if len(c.acts)+len(c.objs)+len(c.adjs) == 0 {
			return nil
		}
		cr.clauses = append(cr.clauses, c)
		return &cr.clauses[len(cr.clauses)-1]
	}
	if primary != "" {
		base = add(clausePrimary, primary)
		if prefer && base != nil {
			// "Prefer long options": the opposite is what to warn about.
			if alt, ok := contrastClause(a, *base); ok {
				base.kind = clauseComply
				cr.clauses = append(cr.clauses, alt)
				base = &cr.clauses[0]
			}
		}
	}
	var compC *clause
	if comply != "" {
		compC = add(clauseComply, comply)
		if base == nil {
			base = compC
		}
	}
	for _, ex := range examples {
		add(clauseExample, ex)
	}
	ref := base
	if ref != nil {
		ref = &clause{acts: ref.acts, objs: ref.objs, adjs: ref.adjs}
	}
	if trigger != "" {
		c := analyzeClause(a, clauseTrigger, trigger)
		if ref != nil && rePronoun.MatchString(trigger) {
			c.objs = appendThings(c.objs, ref.objs, 0.8)
			c.objs = appendThings(c.objs, ref.adjs, 0.6)
		}
		if len(c.acts)+len(c.objs)+len(c.adjs) > 0 {
			cr.clauses = append(cr.clauses, c)
		}
	}
	if y != "" {
		c := analyzeClause(a, clauseAvoid, y)
		if ref != nil {
			if rePronoun.MatchString(y) {
				c.objs = appendThings(c.objs, ref.objs, 0.9)
			}
			if c.realA == 0 {
				c.acts = append(c.acts, ref.acts...)
				c.finishActs()
			}
			// Y replaces one of X's things ("ssh keys instead of
			// passwords"); X's other things still set the scene.
			c.adjs = appendThings(c.adjs, excludeKin(ref.objs, c.objs), 0.5)
			c.adjs = appendThings(c.adjs, excludeKin(ref.adjs, c.objs), 0.5)
		}
		if len(c.acts)+len(c.objs)+len(c.adjs) > 0 {
			cr.clauses = append(cr.clauses, c)
		}
	}
	return cr
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

// analyzeClause analyzes one clause and sorts its features into acts, head
// things and adjunct things.
func analyzeClause(a *text.Analyzer, kind clauseKind, s string) clause {
	c := clause{kind: kind}
	whole := a.AnalyzeCore(s)
	head := headKeys(a, s)
	for _, f := range whole.Features {
		if f.Implied || (!f.Concept && f.Covered) {
			continue
		}
		ft := feat{key: f.Key, w: f.Weight}
		if f.Concept {
			ft.parent = a.ConceptParent(f.Key)
			ft.deep = ft.parent != "" && a.ConceptParent(ft.parent) != ""
		}
		switch {
		case f.Role == text.RoleAct || f.Role == text.RoleRead:
			if !f.Concept && f.Weight < 0.5 {
				continue // a generic verb
			}
			ft.read = f.Role == text.RoleRead
			ft.act = true
			c.acts = append(c.acts, ft)
		case head == nil || head[f.Key]:
			if f.Role == text.RoleMod {
				ft.w *= 0.8
			}
			c.objs = append(c.objs, ft)
		default:
			c.adjs = append(c.adjs, ft)
		}
	}
	c.acts = dropAncestors(c.acts)
	c.objs = dropAncestors(c.objs)
	c.adjs = dropAncestors(c.adjs)
	c.finishActs()
	return c
}

// dropAncestors removes concepts that are the parent of another concept of
// the list: "option" says nothing "long option" does not.
func dropAncestors(list []feat) []feat {
	out := list[:0]
next:
	for _, f := range list {
		for _, g := range list {
			if g.parent == f.key {
				continue next
			}
		}
		out = append(out, f)
	}
	return out
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

// headKeys returns the feature keys of the clause's head: the text up to
// the first preposition that follows a thing ("share the passwords | in
// chat"). It returns nil when the clause has no such split.
func headKeys(a *text.Analyzer, s string) map[string]bool {
	for _, loc := range rePrep.FindAllStringIndex(s, -1) {
		d := a.AnalyzeCore(s[:loc[0]])
		hasThing := false
		for _, f := range d.Features {
			if !f.Implied && f.Role == text.RoleThing && f.Weight >= 0.5 && (f.Concept || !f.Covered) {
				hasThing = true
				break
			}
		}
		if !hasThing {
			continue
		}
		keys := make(map[string]bool, len(d.Features))
		for _, f := range d.Features {
			keys[f.Key] = true
		}
		return keys
	}
	return nil
}

// ---------------------------------------------------------------------------
// Actions

type actionFeat struct {
	w        float64
	implied  bool
	role     text.Role
	concept  bool
	position int
}

// actionView is an analyzed action.
type actionView struct {
	feats    map[string]actionFeat
	order    []string
	realAct  bool // has an act that may change something
	anyAct   bool
	readOnly bool // its only real acts are read-only
}

func (m *Matcher) newActionView(s string) *actionView {
	d := m.a.AnalyzeCore(s)
	v := &actionView{feats: make(map[string]actionFeat, len(d.Features))}
	question := reQuestion.MatchString(s)
	hasRead := false
	for i, f := range d.Features {
		v.feats[f.Key] = actionFeat{w: f.Weight, implied: f.Implied, role: f.Role, concept: f.Concept, position: i}
		v.order = append(v.order, f.Key)
		if f.Implied || (!f.Concept && f.Covered) {
			continue
		}
		switch f.Role {
		case text.RoleAct:
			if f.Weight >= 0.5 {
				v.realAct = true
			}
			v.anyAct = true
		case text.RoleRead:
			hasRead = true
			v.anyAct = true
		}
	}
	v.readOnly = (hasRead || question) && !v.realAct
	return v
}

func (v *actionView) has(key string) bool {
	_, ok := v.feats[key]
	return ok
}

// credit is how well the action supplies rule feature f: 1 for the same
// key, 0.5 for its parent concept or a sibling under it.
func (v *actionView) credit(f feat) float64 {
	if _, ok := v.feats[f.key]; ok {
		return 1
	}
	if f.parent != "" {
		if p, ok := v.feats[f.parent]; ok {
			switch {
			case !p.implied && f.act:
				return 0.8 // the action names the general act ("remove" for "drop")
			case !p.implied:
				return 0.4 // the action names the domain ("git" for "branch")
			case f.deep:
				return 0.5 // a near sibling
			}
		}
	}
	return 0
}

// ---------------------------------------------------------------------------
// Scoring

func (cr *compiledRule) score(v *actionView) (float64, []string) {
	best, bi := 0.0, -1
	for i := range cr.clauses {
		c := &cr.clauses[i]
		s := c.score(v) * clauseWeight[c.kind]
		if s > best {
			best, bi = s, i
		}
	}
	if bi < 0 {
		return 0, nil
	}
	return best, cr.clauses[bi].evidence(v)
}

// score is how well the action does what the clause describes, in [0,1].
// An act match and a thing match are both needed for a high score; a
// read-only action against a clause about changing something scores low.
func (c *clause) score(v *actionView) float64 {
	var actF float64
	if c.realA > 0 {
		sA := 0.0
		for _, f := range c.acts {
			if f.w < 0.5 {
				continue
			}
			sA = math.Max(sA, f.w*v.credit(f)/c.realA)
		}
		switch {
		case sA > 0:
			actF = sA
		case v.realAct || v.readOnly:
			actF = 0.12 // the action does something else
		default:
			actF = 0.4 // the action names no act at all
		}
	} else {
		actF = 0.85
	}
	var tw, tm, ow, om float64
	for _, f := range c.objs {
		cr := v.credit(f)
		tw += f.w
		tm += f.w * cr
		ow += f.w
		om += f.w * cr
	}
	// Adjuncts (where, with what) weigh less than the object of an act;
	// without an act they are part of what the clause names.
	adjW := 0.6
	if c.realA == 0 {
		adjW = 1
	}
	for _, f := range c.adjs {
		tw += f.w * adjW
		tm += f.w * adjW * v.credit(f)
	}
	var thingF float64
	switch {
	case tw > 0 && c.realA == 0:
		// Without an act the things are all the clause says: they must
		// nearly all be there.
		thingF = math.Pow(tm/tw, 1.5)
	case tw > 0:
		thingF = math.Pow(tm/tw, 0.6)
		if ow > 0 && om == 0 {
			thingF *= 0.5
		}
	case c.realA > 0:
		thingF = 0.6 // a bare act ("never force push")
	}
	s := math.Pow(actF, 0.7) * thingF
	if v.readOnly && !c.read {
		s *= 0.35
	}
	return s
}

// evidence lists the clause features the action supplies.
func (c *clause) evidence(v *actionView) []string {
	var ev []string
	seen := map[string]bool{}
	for _, list := range [][]feat{c.acts, c.objs, c.adjs} {
		for _, f := range list {
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

// forEachSurfaceKey calls fn with the index keys of s: the first four
// letters of each word (a cheap stand-in for its stem) and option flags.
func forEachSurfaceKey(s string, fn func(string)) {
	for _, w := range strings.Fields(strings.ToLower(s)) {
		w = strings.Trim(w, `.,;:!?"'()[]{}<>`+"`")
		if strings.HasPrefix(w, "-") {
			fn(w)
			continue
		}
		for _, p := range strings.FieldsFunc(w, func(r rune) bool {
			return !(r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r > 127)
		}) {
			fn(surfaceKey(p))
		}
	}
}

func surfaceKey(w string) string {
	if len(w) > 4 {
		return w[:4]
	}
	return w
}

// candidates returns the rules that may match the action.
func (m *Matcher) candidates(v *actionView) []int32 {
	out := make([]int32, len(m.rules))
	for i := range out {
		out[i] = int32(i)
	}
	return out
}

func (c clauseKind) String() string { return clauseNames[c] }
