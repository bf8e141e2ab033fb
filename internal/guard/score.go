package guard

import (
	"math"
	"regexp"
	"strings"
	"sync"
)

// Scoring a clause against an action.

func (cr *compiledRule) score(v *actionView, threshold float64) (float64, int) {
	return cr.scoreClauses(v, threshold, true)
}

// scoreClauses is score over the rule's own clauses, and over its reason
// clauses too when withReason is set.
func (cr *compiledRule) scoreClauses(v *actionView, threshold float64, withReason bool) (float64, int) {
	best, bi := 0.0, -1
	stated := cr.limit.met(v.amounts) // "the 60 attendees" are "more than ten people"
	for i := range cr.clauses {
		c := &cr.clauses[i]
		if c.kind == clauseReason && !withReason || c.asks || c.except || c.cond {
			continue // what lifts a rule is no match for it
		}
		w := clauseWeight[c.kind]
		if w < threshold {
			continue // this kind of clause cannot reach the threshold
		}
		s := c.score(v, threshold/w, stated) * w
		if s > best {
			s *= cr.lifted(v, c)
		}
		if s > best && c.kind != clauseReason && cr.conditionOver(v, c) {
			s *= complied // "now that the CLA check is green"
		}
		if s > best && c.kind != clauseReason && cr.outOfCondition(v, c) {
			s = math.Min(s, condCap)
		}
		if s > best {
			best, bi = s, i
		}
	}
	if cr.limit.set() && !cr.limit.allows(v.amounts) {
		best *= limitMiss // "pay the $12 fee" for a rule about payments over $100
	} else if cr.limit.over && cr.limit.kind == "money" && !cr.limit.seen(v.amounts) {
		best *= unstatedSum // "Venmo Marco back for dinner" for a rule about transfers over $10,000
	}
	return best, bi
}

// score is how well the action does what the clause describes, in [0,1].
// An act match and a thing match are both needed for a high score; a
// read-only action against a clause about changing something scores low.
// When stated (the action's amount is past the rule's limit) the things
// the limit's words name count as named.
func (c *clause) score(v *actionView, need float64, stated bool) float64 {
	var actF float64
	// light: a light act of the clause, or none, gives the act factor;
	// unknown: an act the lexicon does not know may be the clause's.
	light, unknown, acted := true, false, false
	switch {
	case c.realA > 0:
		sA := 0.0
		for i := range c.acts {
			f := &c.acts[i]
			if f.w < 0.5 {
				continue
			}
			if x := f.w * v.credit(f) / c.realA; x > sA {
				sA, light = x, f.light
			}
		}
		acted = sA > 0
		if sA == 0 && c.kind == clauseAvoid && c.usesOnly() {
			// "Prefer pinning images over using latest": setting,
			// pulling or deploying latest all use it.
			sA, acted = usedAct, true
		}
		switch {
		case sA > 0 && !c.qualified(v):
			actF = math.Min(sA, qualifierMissing)
		case sA > 0:
			actF = sA
		case v.realAct && c.wordActsOnly():
			// The rule's verb is one the lexicon does not know
			// ("proposing a meeting time"): the action's act may well be
			// a way of doing it ("send a calendar invite").
			actF, unknown = unknownAct, true
		case v.wordAct:
			// The action's verb is one the lexicon does not know: it may
			// be a way of doing the clause's act.
			actF, unknown = unknownAct, true
		case v.namesAct():
			actF = otherAct // the action does something else
		default:
			actF = noAct // the action names no act at all
		}
	case c.subject:
		actF = subjectAct
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
	nThings := 0
	onlyMods := true // every thing the action names is a qualifier
	for i := range c.objs {
		fw, fm, ok := c.settingCredit(v, c.objs, i)
		if ok && stated && c.objs[i].limit {
			fm = fw
		}
		if !ok || (fw < weak && fm == 0) {
			continue
		}
		if fm > 0 {
			nThings++
			onlyMods = onlyMods && c.objs[i].mod
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
		fw, fm, ok := c.settingCredit(v, c.adjs, i)
		if ok && stated && c.adjs[i].limit {
			fm = fw
		}
		if !ok || (fw*adjW < weak && fm == 0) {
			continue
		}
		if fm > 0 {
			nThings++
			onlyMods = onlyMods && c.adjs[i].mod
		}
		tw += fw * adjW
		tm += fm * adjW
	}
	if nThings > 0 && onlyMods && !acted {
		return 0 // "the whole workspace" is no "full dataset"
	}
	var thingF float64
	switch {
	case tw > 0 && c.realA == 0:
		// Without an act the things are all the clause says: they must
		// nearly all be there.
		thingF = math.Pow(tm/tw, 1.5)
		if !c.subject && c.onlyImplied(v) {
			thingF *= impliedOnly
		}
	case tw > 0:
		r := tm / tw
		// r^0.6 <= √r on [0,1]: most candidates of a busy check fall
		// short of need on the square root, without math.Pow.
		if r <= 1 && upper*math.Sqrt(r) < need {
			return 0
		}
		thingF = math.Pow(r, 0.6)
		if ow > 0 && om == 0 && actF >= 0.9 && c.objectsInAct() {
			// The clause's objects are its act's own ("pushing to main":
			// a push is of commits to a remote), and the action does that
			// act: what it does it to is less missing. (Not missing at
			// all was tried: it cost the development and held-out sets.)
			thingF *= actObjects
		} else if ow > 0 && om == 0 {
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
	case c.realA > 0 && !acted:
		// A bare act the action does not do: no evidence at all (it
		// stays under the default threshold, but a matcher set lower
		// would show it).
		return 0
	case c.realA > 0:
		thingF = 0.55 // a bare act ("no deploys on Fridays"): warn, not block
		if c.general {
			thingF = generalBare
		}
	}
	if light && nThings == 1 && c.realA > 0 && !unknown {
		// "answer the buyer's question" sends something to a customer:
		// so does every rule about sending a customer anything. A light
		// act, or none of the clause's, and one thing is little to go
		// on. (A clause without acts, and an act the lexicon does not
		// know, have their own, lower act factors.)
		thingF *= oneThing
	}
	s := actP * thingF
	if v.readOnly && !c.read {
		s *= 0.35
	}
	if c.contradicted(v) {
		s *= contradicted // "on the staging database" for a rule about production
	}
	return s
}

// usedAct is the act factor of an alternative whose only act is "use"
// for an action that does something else with its things: as much as a
// clause without an act.
const usedAct = 0.85

// usesOnly reports whether the clause's only act is "use", which any act
// on its things does.
func (c *clause) usesOnly() bool {
	for _, f := range c.acts {
		if f.key != "#use" {
			return false
		}
	}
	return len(c.acts) > 0
}

// needsAct reports whether the clause scores only on an action that does
// one of its acts, or some act at least: it has a real act, and not only
// "use" in an alternative (usedAct).
func (c *clause) needsAct() bool {
	return c.realA > 0 && !(c.kind == clauseAvoid && c.usesOnly())
}

// lifted is what clause c's score keeps when the action, matching it,
// also does what lifts the rule: 1 when it does not; complied when it
// names a NEVER rule's exception ("DELETE ... WHERE id = 5" under "never
// DELETE without a WHERE clause") or does what a "Prefer X over Y"
// prefers ("add --insecure" under "Prefer long option names");
// compliedFirst when it does, first, what an "Always X before Y" asks
// while entering Y, or what a NEVER rule's "before X" waits for ("send the
// invoice, then move the fee").
func (cr *compiledRule) lifted(v *actionView, c *clause) float64 {
	switch {
	case c.kind == clausePrimary && !v.awaits:
		for i := range cr.clauses {
			if e := &cr.clauses[i]; e.except && e.namedBy(v, c) {
				if at := v.actAt(e); e.first && e.realA > 0 && at >= 0 {
					// "Send the invoice, then move the fee": done
					// first; "move the fee, then send the invoice": not.
					// (By the exception's own act: naming its things,
					// "check the invoice, then ...", sends nothing.)
					switch first, stated := v.sequence(at, v.actAt(c)); {
					case first && stated:
						return compliedFirst
					case stated:
						return 1
					}
				}
				return complied
			}
		}
	case c.kind == clauseAvoid && !v.skips:
		for i := range cr.clauses {
			if p := &cr.clauses[i]; p.kind == clauseComply && !p.asks && !p.except && !p.cond && p.preferredBy(v, c) {
				return complied
			}
		}
	case c.kind == clauseTrigger && !v.skips:
		for i := range cr.clauses {
			a := &cr.clauses[i]
			if !a.asks || !a.doneBy(v, c) {
				continue
			}
			// In the order the rule asks: "run the migration, then back
			// up the database" does both, the wrong way round.
			at, ct := v.actAt(a), v.actAt(c)
			if first, _ := v.sequence(at, ct); !first || a.score(v, complyHold, false) < complyHold {
				continue
			}
			if v.quoted(at, ct) {
				return complied // "git commit -m 'back up, then migrate'" states no order
			}
			return compliedFirst
		}
	}
	return 1
}

// complyHold is the score on a rule's compliance clause from which an
// action that enters the rule's situation is taken to do what it asks.
const complyHold = 0.4

// complied is what a clause's score keeps when the action also does what
// lifts the rule (lifted).
const complied = 0.4

// compliedFirst is what a clause keeps when the action does first, in
// the order it states, what the rule asks ("back up the database, then
// run the migration") or waits for ("send the invoice, then move the
// fee"): under the threshold, since that order is the one the rule asks
// for.
const compliedFirst = 0.25

// otherAct is the act factor of a clause against an action that does
// some other act the lexicon knows.
const otherAct = 0.12

// unknownAct is the act factor of a clause whose acts are all words the
// lexicon does not know, against an action that changes something.
const unknownAct = 0.35

// wordActsOnly reports whether the clause's acts are all plain words: the
// lexicon knows none of them, even weakly.
func (c *clause) wordActsOnly() bool {
	for i := range c.acts {
		if strings.HasPrefix(c.acts[i].key, "#") {
			return false
		}
	}
	return true
}

// noAct is the act factor of a clause with an act against an action that
// names no act at all ("sudo ufw status verbose" before the lexicon knew
// it reads): it may well do the clause's act, or only mention its things.
const noAct = 0.35

// qualified reports whether the action supplies one of the clause's
// qualifiers, or the clause has none.
func (c *clause) qualified(v *actionView) bool {
	if len(c.quals) == 0 {
		return true
	}
	for i := range c.quals {
		if v.credit(&c.quals[i]) > 0 {
			return true
		}
	}
	return false
}

// contradicted is what a clause's score keeps when the action names the
// opposite of one of its things instead of it.
const contradicted = 0.3

// contradicted reports whether the action names, instead of one of the
// clause's things, a setting that excludes it (the lexicon's !exclusive
// pairs: staging or dev for production), which the clause itself does not
// name ("copy production data into staging" names both): the clause is
// about something else.
func (c *clause) contradicted(v *actionView) bool {
	if c.requires || c.spansSettings() {
		return false // "copy production data into staging"
	}
	for _, list := range [][]feat{c.objs, c.adjs} {
		for i := range list {
			f := &list[i]
			// Things at half weight or less only set the scene (the
			// replica an "instead of the primary" clause borrows).
			if len(f.exclIDs()) == 0 || f.w <= 0.5 || v.find(f.id) >= 0 {
				continue
			}
			for _, o := range f.exclIDs() {
				if v.find(o) >= 0 && !c.hasThing(o) {
					return true
				}
			}
		}
	}
	return false
}

// spansSettings reports whether two of the clause's things exclude each
// other: the clause is about going from one setting to another.
func (c *clause) spansSettings() bool {
	for _, list := range [][]feat{c.objs, c.adjs} {
		for i := range list {
			for _, o := range list[i].exclIDs() {
				if c.hasThing(o) {
					return true
				}
			}
		}
	}
	return false
}

// hasThing reports whether key number id is one of the clause's things.
func (c *clause) hasThing(id int32) bool {
	for _, list := range [][]feat{c.objs, c.adjs} {
		for i := range list {
			if list[i].id == id || list[i].pid == id {
				return true
			}
		}
	}
	return false
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

// markGroups sets the group of every feature of list. A qualifier is no
// other reading of a thing: "public" is not what "threads" may mean.
//
// The things one idiom names together (feat.part) are all meant: they are
// no alternatives ("email ... unsubscribed" is an email and unsubscribed
// contacts).
func markGroups(list []feat) {
	for i := range list {
		list[i].group = groupAlone
		if list[i].term == 0 {
			continue
		}
		for j := range list {
			if j != i && sameReading(&list[j], &list[i]) {
				if j < i {
					list[i].group = groupMember
					break
				}
				list[i].group = groupFirst
			}
		}
	}
}

// sameReading reports whether f and g are readings of the same rule
// words, alternatives of one another: the same term, both qualifiers or
// neither, the same part of an idiom, and both or neither from a term
// whose gap skipped words.
func sameReading(f, g *feat) bool {
	return f.term == g.term && f.mod == g.mod && f.part == g.part && f.gap == g.gap
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
		if g := &list[j]; sameReading(g, f) {
			w = math.Max(w, g.w)
		}
	}
	return w, true
}

// settingCredit is readingCredit, except that in what a MUST rule asks
// a setting the action replaces by one it excludes ("store server local
// time" for "in UTC") counts as named: the action is about it.
func (c *clause) settingCredit(v *actionView, list []feat, i int) (w, got float64, ok bool) {
	w, got, ok = readingCredit(v, list, i)
	if !ok || !c.requires || got >= w {
		return w, got, ok
	}
	f := &list[i]
	for _, o := range f.exclIDs() {
		if v.find(o) >= 0 && !c.hasThing(o) {
			return w, w, true
		}
	}
	return w, got, ok
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
		if g := &list[j]; sameReading(g, f) {
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
	for _, list := range c.lists() {
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

// actObjects is what a clause keeps when the action names none of its
// objects but they are the clause's act's own (objectsInAct) and the
// action does that act.
const actObjects = 0.7

// objectsInAct reports whether every object of the clause comes from the
// words of one of its acts (an idiom's things: "pushing" names a push of
// commits to a remote), so that it names no object of its own.
func (c *clause) objectsInAct() bool {
	if len(c.objs) == 0 {
		return false
	}
	for i := range c.objs {
		if o := &c.objs[i]; o.term <= 0 || !c.actAtTerm(o.term) {
			return false
		}
	}
	return true
}

// actAtTerm reports whether one of the clause's acts came from the words
// at term.
func (c *clause) actAtTerm(term int) bool {
	for j := range c.acts {
		if c.acts[j].term == term && c.acts[j].w >= 0.5 {
			return true
		}
	}
	return false
}

// doneBy reports whether the action does the clause's own act, one the
// trigger t does not share ("drain a node before terminating it": a
// drain read as a kill proves nothing), by name; or, for a clause without
// an act (a CHECK's "the carrier's cutoff dates"), reads as well.
func (c *clause) doneBy(v *actionView, t *clause) bool {
	// What it asks about must be there too, beyond the trigger's things
	// ("write a test that reproduces a bug before fixing it": fixing the
	// bug names no test).
	own := false
	for _, list := range [][]feat{c.objs, c.adjs} {
		for i := range list {
			if f := &list[i]; f.w >= 0.5 && !t.hasKey(f.key) && v.credit(f) >= 0.9 {
				own = true
			}
		}
	}
	if !own {
		return false
	}
	if c.realA == 0 {
		return v.readOnly || v.checks
	}
	return c.doesOwnAct(v, t)
}

// doesOwnAct reports whether the action does, by name, one of the clause's
// acts that clause t has no kin of.
func (c *clause) doesOwnAct(v *actionView, t *clause) bool {
	for i := range c.acts {
		f := &c.acts[i]
		if f.w >= 0.5 && v.credit(f) >= 0.9 && !t.hasActKin(f) {
			return true
		}
	}
	return false
}

// hasActKin reports whether one of the clause's acts is f's, its parent,
// its child or its sibling ("reload" and "restart").
func (c *clause) hasActKin(f *feat) bool {
	for i := range c.acts {
		g := &c.acts[i]
		if g.key == f.key || g.key == f.parent || g.parent == f.key || (g.parent != "" && g.parent == f.parent) {
			return true
		}
	}
	return false
}

// exceptHold is the share of an exception clause's weight an action must
// name for the exception to hold.
const exceptHold = 0.5

// namedBy reports whether the action names the exception c of a rule
// whose clause p it matched: something of c's own that p lacks (the WHERE
// clause, the approval), and at least exceptHold of c's weight (an act
// named weakly, "now that Sam approved it", counts for what it gives).
func (c *clause) namedBy(v *actionView, p *clause) bool {
	own := false
	var tw, tm float64
	for _, list := range c.lists() {
		for i := range list {
			f := &list[i]
			if f.w < 0.5 {
				continue
			}
			cr := v.credit(f)
			tw += f.w
			tm += f.w * cr
			// A concept: a name ("without Rachel's go-ahead") is often
			// the action's own subject.
			if cr >= 0.5 && !p.hasKey(f.key) && strings.HasPrefix(f.key, "#") {
				own = true
			}
		}
	}
	if !own || tw == 0 || tm < exceptHold*tw {
		return false
	}
	// Whom or what it names must be there too: asking someone is not
	// "asking the owner first".
	things := false
	for _, list := range [][]feat{c.objs, c.adjs} {
		for i := range list {
			if f := &list[i]; f.w >= weakThing {
				things = true
				if v.credit(f) >= 0.5 {
					return true
				}
			}
		}
	}
	return !things
}

// impliedOnly is what an act-less clause keeps when the action supplies
// its things only as the parents of more specific ones: "label the patch
// panel ports" names a network port, which is no reason to bring up a
// clause that only says "HTTP-01" (net) without an act.
const impliedOnly = 0.3

// onlyImplied reports whether every thing of the clause the action
// supplies, it supplies only as the parent of something more specific it
// names: "port 80" for a clause about HTTP (net).
func (c *clause) onlyImplied(v *actionView) bool {
	found := false
	for _, list := range [][]feat{c.objs, c.adjs} {
		for i := range list {
			f := &list[i]
			if v.credit(f) == 0 {
				continue
			}
			j := v.find(f.id)
			if j < 0 || !v.list[j].implied {
				return false
			}
			found = true
		}
	}
	return found
}

// oneThing is what a clause's thing factor keeps when the action meets it
// with a light act or none (see text.Analyzer.LightAct) and one thing.
const oneThing = 0.65

// preferredBy reports whether the action, matching avoid clause t, does
// what the rule prefers instead (clause c): it names most of what c names
// beyond t, and c's own act if it has one ("install at the lockfile's
// versions" under "Prefer the lockfile's versions over upgrading all
// dependencies").
func (c *clause) preferredBy(v *actionView, t *clause) bool {
	var own, got float64
	for _, list := range [][]feat{c.objs, c.adjs} {
		for i := range list {
			if f := &list[i]; f.w >= 0.5 && !t.hasKey(f.key) {
				own += f.w
				if v.credit(f) >= 0.9 {
					got += f.w
				}
			}
		}
	}
	if got == 0 || 2*got < own {
		return false
	}
	// Nothing of what the rule avoids beyond what it prefers is there
	// ("FROM node:latest" names the latest tag however pinned it reads).
	for _, list := range [][]feat{t.objs, t.adjs} {
		for i := range list {
			if f := &list[i]; f.w >= 0.5 && !c.namesKindOf(f.key) && v.credit(f) >= 0.9 {
				return false
			}
		}
	}
	if t.doesOwnAct(v, c) {
		return false
	}
	return c.realA == 0 || c.doesOwnAct(v, t)
}

// namesKindOf reports whether the clause names thing key or a kind of it
// ("pkg.lockfile" for "pkg").
func (c *clause) namesKindOf(key string) bool {
	for _, list := range [][]feat{c.objs, c.adjs} {
		for i := range list {
			if k := list[i].key; k == key || strings.HasPrefix(k, key+".") {
				return true
			}
		}
	}
	return false
}

// condCap is the most a NEVER rule with a stated condition scores when the
// action names nothing of it ("merge the PR" under "Never merge a pull
// request while the CLA check is failing"): the guard cannot see the
// state, so it warns and does not block (under DefaultBlockThreshold).
const condCap = DefaultBlockThreshold - 0.001

// condition returns the rule's condition clause (cond), or nil.
func (cr *compiledRule) condition() *clause {
	for i := range cr.clauses {
		if cr.clauses[i].cond {
			return &cr.clauses[i]
		}
	}
	return nil
}

// conditionOver reports whether the action says the state a NEVER rule
// forbids its act in is over: the rule's condition is a state gone wrong
// or not yet done (condUnmet), and the action names one of the
// condition's own things and says, right after it, that it is fine ("now
// that the CLA check is green"), without going around it ("ignore the CLA
// check", "--admin").
func (cr *compiledRule) conditionOver(v *actionView, c *clause) bool {
	k := cr.condition()
	if !cr.condUnmet || k == nil || v.bypasses() {
		return false
	}
	for _, list := range [][]feat{k.objs, k.adjs} {
		for j := range list {
			f := &list[j]
			if f.w < 0.5 || c.hasKey(f.key) {
				continue
			}
			if at := v.firstAt(list[j : j+1]); at >= 0 && v.stateAfter(at, goodStates) && !v.stateAfter(at, badStates) {
				return true
			}
		}
	}
	return false
}

// outOfCondition reports whether the rule has a condition (cond) whose own
// things the action names none of.
func (cr *compiledRule) outOfCondition(v *actionView, c *clause) bool {
	k := cr.condition()
	if k == nil {
		return false
	}
	own := false
	for _, list := range [][]feat{k.objs, k.adjs} {
		for j := range list {
			f := &list[j]
			if f.w < 0.5 || c.hasKey(f.key) {
				continue
			}
			own = true
			if v.credit(f) > 0 {
				return false
			}
		}
	}
	return own
}
