package lessons

import (
	"cmp"
	"fmt"
	"slices"
	"strings"
	"unicode"

	"github.com/loopd-dev/loopd/internal/model"
)

// Summary is the text of a lesson written from its events.
type Summary struct {
	// Lesson is the clearest statement of what to do.
	Lesson string `json:"lesson"`
	// Context is short background: what went wrong, how often, when.
	Context string `json:"context"`
	// Trigger says when the lesson applies: the situation of the problems.
	Trigger string `json:"trigger"`
	// Action is what to do, as one of the events said it.
	Action string `json:"action"`
	// Subcategory is the lesson's most common tag (or word).
	Subcategory string `json:"subcategory,omitempty"`
}

// maxContext bounds the length of Summary.Context.
const maxContext = 240

// Compose writes a lesson's Summary from its events. The action is the
// best solution sentence: preferring a human's feedback, imperative
// phrasing, rule words (never, always, before, instead) and the wording
// most of the events agree with; the trigger is the most representative
// problem. The result does not depend on the order of events.
func Compose(events []model.Event) Summary {
	evs := slices.Clone(events)
	slices.SortStableFunc(evs, func(a, b model.Event) int {
		if c := a.Time.Compare(b.Time); c != 0 {
			return c
		}
		if c := cmp.Compare(a.ID, b.ID); c != 0 {
			return c
		}
		if c := strings.Compare(a.TS, b.TS); c != 0 {
			return c
		}
		return strings.Compare(a.Text(), b.Text())
	})
	if len(evs) == 0 {
		return Summary{}
	}
	var s Summary
	s.Action = bestAction(evs)
	s.Trigger = bestTrigger(evs)
	s.Lesson = lessonText(s.Action, s.Trigger)
	s.Context = composeContext(evs)
	s.Subcategory = subcategory(evs)
	return s
}

// candidate is one sentence that could state a lesson's action.
type candidate struct {
	text  string
	words map[string]bool
	score float64
	order int
}

func bestAction(evs []model.Event) string {
	var cands []candidate
	for i, e := range evs {
		for _, sent := range sentences(e.Solution) {
			c := candidate{text: sent, words: wordSet(sent), order: i}
			if e.Type == model.TypeFeedback || e.Feedback != "" {
				c.score += 1.5 // the human's own correction
			}
			c.score += phrasingScore(sent)
			cands = append(cands, c)
		}
	}
	if len(cands) == 0 { // no solutions: fall back on the problems
		return bestTrigger(evs)
	}
	scoreAgreement(cands)
	return pick(cands)
}

func bestTrigger(evs []model.Event) string {
	var cands []candidate
	for i, e := range evs {
		p := stripSpeaker(e.Problem)
		if p == "" {
			p = stripSpeaker(e.Feedback)
		}
		if p == "" {
			continue
		}
		c := candidate{text: firstSentence(p), words: wordSet(p), order: i}
		if e.Type != model.TypeFeedback {
			c.score += 0.5 // the agent's account names the act; complaints often do not
		}
		c.score += lengthScore(len(strings.Fields(c.text)))
		cands = append(cands, c)
	}
	if len(cands) == 0 {
		return ""
	}
	scoreAgreement(cands)
	return pick(cands)
}

// scoreAgreement adds to each candidate how much it shares with the others:
// the wording the events agree on is the lesson's core.
func scoreAgreement(cands []candidate) {
	if len(cands) < 2 {
		return
	}
	for i := range cands {
		sum := 0.0
		for j := range cands {
			if i != j {
				sum += jaccard(cands[i].words, cands[j].words)
			}
		}
		cands[i].score += 3 * sum / float64(len(cands)-1)
	}
}

func pick(cands []candidate) string {
	best := cands[0]
	for _, c := range cands[1:] {
		if c.score > best.score+1e-9 || (c.score > best.score-1e-9 && c.order < best.order) {
			best = c
		}
	}
	return best.text
}

// imperativeLead are words that open an instruction.
var imperativeLead = map[string]bool{
	"always": true, "never": true, "don't": true, "do": true, "avoid": true, "use": true, "add": true,
	"check": true, "verify": true, "run": true, "set": true, "keep": true, "make": true, "read": true,
	"write": true, "send": true, "create": true, "remove": true, "bump": true, "increment": true,
	"rotate": true, "regenerate": true, "store": true, "include": true, "look": true, "wait": true,
	"ask": true, "confirm": true, "stream": true, "process": true, "build": true, "batch": true,
	"quote": true, "append": true, "convert": true, "schedule": true, "test": true, "validate": true,
	"stop": true, "prefer": true, "install": true, "fix": true, "give": true, "go": true, "base": true,
	"work": true, "follow": true, "attach": true, "share": true, "upload": true, "lower": true,
	"reduce": true, "split": true, "take": true, "back": true, "respect": true, "sleep": true,
	"refresh": true, "renew": true, "revoke": true, "restrict": true, "clean": true, "cap": true,
	"monitor": true, "record": true, "serialize": true, "guard": true, "treat": true, "ignore": true,
	"only": true, "lead": true, "post": true, "space": true, "fetch": true, "pull": true, "push": true,
	"double-check": true, "must": true, "please": true, "first": true, "before": true, "when": true,
}

// nonImperativeLead are words that open a report rather than an instruction.
var nonImperativeLead = map[string]bool{
	"the": true, "a": true, "an": true, "i": true, "we": true, "it": true, "this": true, "that": true,
	"they": true, "there": true, "was": true, "were": true, "is": true, "my": true, "our": true,
	"turns": true, "next": true, "did": true, "used": true, "had": true,
}

// phrasingScore rewards a sentence that reads as an instruction.
func phrasingScore(sent string) float64 {
	ws := strings.Fields(strings.ToLower(sent))
	if len(ws) == 0 {
		return -5
	}
	score := lengthScore(len(ws))
	first := strings.Trim(ws[0], ",:;")
	switch {
	case imperativeLead[first]:
		score += 1.5
	case nonImperativeLead[first] || strings.HasSuffix(first, "ed"):
		score -= 0.5
	default:
		score += 0.5 // probably an uncommon imperative verb
	}
	for _, w := range ws {
		switch strings.Trim(w, ",.;:") {
		case "never", "always", "before", "instead", "don't", "not", "first", "every", "rather":
			score += 0.3
		}
	}
	return score
}

// lengthScore prefers sentences of a readable length.
func lengthScore(n int) float64 {
	switch {
	case n < 3:
		return -1
	case n <= 16:
		return 0.5
	case n <= 25:
		return 0
	}
	return -1
}

// lessonText is the action, made to stand alone: a short action that leans
// on a pronoun ("bump it first") gets its trigger as the situation.
func lessonText(action, trigger string) string {
	if action == "" {
		return ""
	}
	ws := strings.Fields(strings.ToLower(action))
	pronoun := false
	for _, w := range ws {
		switch strings.Trim(w, ",.;:") {
		case "it", "them", "this", "that":
			pronoun = true
		}
	}
	if pronoun && len(ws) <= 6 && trigger != "" && trigger != action {
		return fmt.Sprintf("%s (when: %s)", action, lowerFirst(trigger))
	}
	return action
}

// composeContext summarizes what went wrong and how often.
func composeContext(evs []model.Event) string {
	counts := map[string]int{}
	for _, e := range evs {
		counts[e.Type]++
	}
	var parts []string
	for _, t := range model.EventTypes {
		if n := counts[t]; n > 0 {
			parts = append(parts, fmt.Sprintf("%d %s", n, t))
		}
	}
	head := fmt.Sprintf("%d event", len(evs))
	if len(evs) != 1 {
		head += "s"
	}
	head += " (" + strings.Join(parts, ", ") + ")"
	first, last := evs[0].TS, evs[len(evs)-1].TS
	if len(first) >= 10 && len(last) >= 10 {
		if first[:10] == last[:10] {
			head += " on " + first[:10]
		} else {
			head += " from " + first[:10] + " to " + last[:10]
		}
	}
	var seen []string
	for _, e := range evs {
		p := firstSentence(stripSpeaker(e.Problem))
		if p == "" || slices.Contains(seen, p) {
			continue
		}
		seen = append(seen, p)
	}
	out := head
	for i, p := range seen {
		sep := model.IncidentSep
		if i == 0 {
			sep = ": "
		}
		if len(out)+len(sep)+len(p) > maxContext {
			if i == 0 {
				out += sep + truncate(p, maxContext-len(out)-len(sep))
			}
			break
		}
		out += sep + p
	}
	return out
}

// subcategory is the most frequent tag, else the most frequent long word
// of the problems; ties go to the alphabetically first.
func subcategory(evs []model.Event) string {
	counts := map[string]int{}
	for _, e := range evs {
		seen := map[string]bool{}
		for _, t := range e.Tags {
			t = strings.ToLower(strings.TrimSpace(t))
			if t != "" && !seen[t] {
				seen[t] = true
				counts[t]++
			}
		}
	}
	if len(counts) == 0 {
		for _, e := range evs {
			for w := range wordSet(stripSpeaker(e.Problem)) {
				if len(w) >= 4 && !stopWord[w] {
					counts[w]++
				}
			}
		}
	}
	best, n := "", 0
	for _, k := range sortedKeys(counts) {
		if counts[k] > n {
			best, n = k, counts[k]
		}
	}
	return best
}

// sentences splits a solution into instruction-sized pieces.
func sentences(s string) []string {
	var out []string
	for _, part := range strings.FieldsFunc(s, func(r rune) bool { return r == ';' || r == '\n' }) {
		for _, sent := range splitSentences(part) {
			if sent = cleanSentence(sent); sent != "" {
				out = append(out, sent)
			}
		}
	}
	return out
}

// splitSentences splits at ". " (a period followed by a space and a capital
// letter), leaving version numbers and file names whole.
func splitSentences(s string) []string {
	var out []string
	start := 0
	rs := []rune(s)
	for i := 0; i+2 < len(rs); i++ {
		if (rs[i] == '.' || rs[i] == '!' || rs[i] == '?') && rs[i+1] == ' ' && unicode.IsUpper(rs[i+2]) {
			out = append(out, string(rs[start:i+1]))
			start = i + 2
		}
	}
	return append(out, string(rs[start:]))
}

func firstSentence(s string) string {
	ss := splitSentences(s)
	return cleanSentence(ss[0])
}

// cleanSentence trims space and trailing punctuation; it keeps the
// writer's case ("npm publish …" stays lower-case).
func cleanSentence(s string) string {
	s = strings.TrimSpace(s)
	s = strings.TrimRight(s, " ,;:")
	s = strings.TrimSuffix(s, ".")
	return strings.TrimSpace(s)
}

// stripSpeaker drops a leading "Name: " of quoted feedback.
func stripSpeaker(s string) string {
	s = strings.TrimSpace(s)
	if i := strings.Index(s, ": "); i > 0 && i <= 20 && !strings.ContainsAny(s[:i], " \t") {
		return strings.TrimSpace(s[i+2:])
	}
	return s
}

func lowerFirst(s string) string {
	r := []rune(s)
	if len(r) > 1 && unicode.IsUpper(r[0]) && !unicode.IsUpper(r[1]) {
		r[0] = unicode.ToLower(r[0])
	}
	return string(r)
}

func truncate(s string, n int) string {
	r := []rune(s)
	if n <= 1 || len(r) <= n {
		if n <= 1 {
			return ""
		}
		return s
	}
	return strings.TrimSpace(string(r[:n-1])) + "…"
}

// stopWord are words too common to name a lesson or tie two sentences.
var stopWord = map[string]bool{
	"the": true, "a": true, "an": true, "and": true, "or": true, "of": true, "to": true, "in": true,
	"on": true, "for": true, "with": true, "before": true, "after": true, "it": true, "is": true,
	"was": true, "be": true, "by": true, "at": true, "from": true, "into": true, "as": true,
	"that": true, "this": true, "my": true, "your": true, "our": true, "their": true, "its": true,
	"not": true, "instead": true, "every": true, "each": true, "all": true, "when": true, "then": true,
	"first": true, "them": true, "they": true, "had": true, "has": true, "have": true, "were": true,
	"again": true, "next": true, "time": true, "what": true, "why": true, "where": true, "you": true,
	"me": true, "i": true, "we": true, "so": true, "than": true, "rather": true, "only": true,
	"just": true, "about": true, "greg": true,
}

// wordSet is a crude bag of word roots for comparing sentences.
func wordSet(s string) map[string]bool {
	out := map[string]bool{}
	for _, w := range strings.FieldsFunc(strings.ToLower(s), func(r rune) bool {
		return !(unicode.IsLetter(r) || unicode.IsDigit(r) || r == '-' || r == '_')
	}) {
		w = strings.Trim(w, "-_")
		if w == "" || stopWord[w] {
			continue
		}
		out[root(w)] = true
	}
	return out
}

// root strips the commonest English endings so that "publishing",
// "published" and "publish" meet.
func root(w string) string {
	for _, suf := range []string{"ing", "ed", "es", "s"} {
		if len(w) > len(suf)+3 && strings.HasSuffix(w, suf) {
			return w[:len(w)-len(suf)]
		}
	}
	return w
}

func jaccard(a, b map[string]bool) float64 {
	if len(a) == 0 || len(b) == 0 {
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
