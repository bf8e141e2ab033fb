package guard

import (
	"slices"
	"strings"

	"github.com/loopd-dev/loopd/internal/model"
	"github.com/loopd-dev/loopd/internal/text"
)

// The surface prefilter of a matcher that has not built its exact index.

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
	var own []string // an act concept's own keys
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
		if !desc || bit != isAct {
			m.a.ConceptSurfaceKeys(k, desc, func(s string) { keys[s] |= bit })
			continue
		}
		// An act's descendants may be things (deploy.feature_flag under
		// deploy): their keys stand for both.
		own = own[:0]
		m.a.ConceptSurfaceKeys(k, false, func(s string) { own = append(own, s) })
		m.a.ConceptSurfaceKeys(k, true, func(s string) {
			keys[s] |= isAct
			if !slices.Contains(own, s) {
				keys[s] |= isThing
			}
		})
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
	// keyText keys text's surface keys into rk and selects them all.
	keyText := func(text string) {
		rk = rk[:0]
		m.a.SurfaceKeysAt(text, func(k string, off int) {
			b := keys[k]
			rk = append(rk, ruleKey{k, off, b&isAct != 0, b&isThing != 0})
		})
		selectIn()
	}
	// ruleMayMatch reports whether a clause of the rule's text may match.
	ruleMayMatch := func(r *model.Rule) bool {
		text := strings.TrimSpace(r.Rule)
		keyText(text)
		if !decide(true) {
			return false
		}
		lower := strings.ToLower(text)
		if len(lower) != len(text) {
			// Lower-casing moved the offsets: key the lower-case text.
			keyText(lower) // sel indexed the keys of the original text
		}
		if !hasStructureWord(lower) {
			return decide(false)
		}
		sh := shapeRuleInto(lower, r.Type, scratch)
		scratch = sh.ws
		for _, slot := range decisiveSpans(&sh) {
			if !slot[0].ok() && !slot[1].ok() {
				continue
			}
			selectIn(slot[0], slot[1])
			if decide(false) {
				return true
			}
		}
		return false
	}
	for i := range int32(m.Len()) {
		r := m.rule(i)
		if ruleMayMatch(r) {
			out = append(out, int32(i))
			continue
		}
		// The reason's clause (reasonClauses) is judged on all its words.
		if reason := strings.TrimSpace(r.Reason); reason != "" {
			active := activeVoice(reason)
			texts := [...]string{active, strings.ToLower(active), reason}
			for j, t := range texts {
				if slices.Contains(texts[:j], t) {
					continue // keyed already: the same keys, the same answer
				}
				if keyText(t); decide(false) {
					out = append(out, int32(i))
					break
				}
			}
		}
	}
	return out
}

func (c clauseKind) String() string { return clauseNames[c] }
