package guard

import (
	"bytes"
	"math"
	"strings"
	"unicode"

	"github.com/loopd-dev/loopd/internal/text"
)

// Reading actions: the features a check scores rules against.

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
	feats   map[string]actionFeat
	order   []string
	list    []actionFeat // the features in order (feats[order[i]] is the last of a key)
	amounts []quantity   // the amounts it states
	// own is set when it says what it acts on is its own ("kill my own
	// stuck build"): a rule about other people's things is not about it.
	own      bool
	realAct  bool // has an act that may change something
	readOnly bool // its only real acts are read-only
	// wordAct is set when its only acts are words the lexicon does not
	// know ("include the emails in the notebook output"): it may well do a
	// clause's known act in other words.
	wordAct bool
	// skips is set when the action says it leaves something out
	// ("without checking", "skip the test"): doing what a rule asks
	// somewhere in it is no sign it complies.
	skips bool
	// checks is set when it names a read-only act besides what it
	// changes ("after confirming the candidate is in Chicago, send ..."):
	// it may do a CHECK rule's check on the way.
	checks bool
	// awaits is set when the action also says something has not happened
	// yet ("before the permit is issued", "still under review", a
	// negation): naming a rule's exception is no sign it holds.
	awaits bool
	// kinds pairs the parent key and the key of every kind of thing the
	// action names by its own words ("#social", "#social.instagram").
	kinds [][2]string
	// byID finds the features by their key's number in the matcher's
	// keyIDs, for scoring.
	byID idTable
	// text is the action as written (feature offsets point into it).
	text string
}

// nounAct scales an act an action names by a noun when a verb of its own
// says what is done to it.
const nounAct = 0.5

func (m *Matcher) newActionView(s string) *actionView {
	d := m.a.AnalyzeCore(s)
	v := &actionView{feats: make(map[string]actionFeat, len(d.Features)), text: s}
	defer func() {
		// A matcher still compiling rules numbers the action's keys too,
		// so that rules compiled after this view agree with it; a prepared
		// one has numbered every rule key and only looks them up.
		m.keys.view(v, m.prepared.Load() == nil)
	}()
	question := isQuestion(s)
	hasRead, conceptAct, wordAct := false, false, false
	if neg := negatedWords(s); len(neg) > 0 {
		d.Features = dropNegatedActs(d.Features, neg, m.a.AnalyzeCore(blankWords(s, neg)))
	}
	if asked := askedWords(s); len(asked) > 0 {
		// The acts it asks about, not the reads: "check which ports are
		// open on the vendor's host" still scans them.
		d.Features = dropActs(d.Features, asked, m.a.AnalyzeCore(blankWords(s, asked)), func(r text.Role) bool { return r == text.RoleAct })
	}
	// An act named by a noun is what the action's own verb is done to,
	// when it has one: "kubectl delete deployment api" deploys nothing.
	// (Under a verb that starts or runs it, "run the migration", it is
	// what is done.)
	verbed := false
	for _, f := range d.Features {
		if f.Concept && f.Role == text.RoleAct && !f.Implied && !f.Nominal && f.Weight >= 0.9 && !aspectual[f.Key] {
			verbed = true
			break
		}
	}
	for i, f := range d.Features {
		w := f.Weight
		if verbed && f.Nominal {
			w *= nounAct
		}
		af := actionFeat{w: w, implied: f.Implied, role: f.Role, concept: f.Concept, covered: f.Covered, position: i, tok: f.Term}
		v.feats[f.Key] = af
		v.order = append(v.order, f.Key)
		v.list = append(v.list, af)
		if f.Implied || (!f.Concept && f.Covered) {
			continue
		}
		if f.Concept && f.Role == text.RoleThing {
			if p := m.a.ConceptParent(f.Key); p != "" {
				v.kinds = append(v.kinds, [2]string{p, f.Key})
			}
		}
		switch f.Role {
		case text.RoleAct:
			if w >= 0.5 {
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
	if v.realAct && dryRun(s, v) {
		v.realAct = false
	}
	v.wordAct = v.realAct && !conceptAct
	v.skips = skipsSomething(s)
	v.checks = hasRead
	v.awaits = v.skips || awaitsSomething(s)
	v.readOnly = (hasRead || question || v.feats[dryKey].concept) && !v.realAct
	v.amounts = quantities(s)
	low := strings.ToLower(s)
	v.own = strings.Contains(low, "my own ") || strings.Contains(low, "our own ")
	return v
}

// othersThings reports whether a rule's text is about things that are
// other people's ("other users' processes", "someone else's branch").
func othersThings(rule string) bool {
	low := strings.ToLower(rule)
	for _, p := range [...]string{"other people's", "other peoples", "other users'", "another user's", "someone else's", "somebody else's", "others'", "other members'", "colleagues'", "coworkers'", "co-workers'", "teammates'", "other teams'", "another team's", "anyone else's",
		"belong to other", "belongs to other", "belonging to other", "belong to someone else", "belongs to someone else", "owned by other", "owned by someone else"} {
		if strings.Contains(low, p) {
			return true
		}
	}
	return false
}

// skipsSomething reports whether s has a word with which an action leaves
// something out: "without", "skip", "instead", "rather", a negation. (A
// hand-written scan: a cold check should not compile a regular
// expression for it.)
func skipsSomething(s string) bool {
	return anyProseWord(s, func(w string) bool {
		switch w {
		case "without", "skip", "skips", "skipping", "skipped", "instead", "rather", "not", "no", "never", "dont":
			return true
		}
		return strings.HasSuffix(w, "n't") || strings.HasSuffix(w, "n’t")
	})
}

// awaitsSomething reports whether s has a word that puts something off:
// "before", "until", "till", "yet", "still", "pending", "awaiting",
// "unless".
func awaitsSomething(s string) bool {
	return anyProseWord(s, func(w string) bool {
		switch w {
		case "before", "until", "till", "yet", "still", "pending", "awaiting", "unless":
			return true
		}
		return false
	})
}

// anyProseWord reports whether is holds for a word of s's prose, lower
// case, without its punctuation. Options ("--no-color") and words in
// capitals (SQL's "IS NOT NULL") are code, not prose.
func anyProseWord(s string, is func(string) bool) bool {
	for _, tok := range strings.Fields(s) {
		if strings.HasPrefix(tok, "-") {
			continue
		}
		w := strings.TrimFunc(tok, func(r rune) bool { return !unicode.IsLetter(r) && r != '\'' && r != '’' })
		if w == "" || len(w) > 1 && strings.ToUpper(w) == w {
			continue
		}
		if is(strings.ToLower(w)) {
			return true
		}
	}
	return false
}

// sibAct is the credit of an act for another act under the same root
// act: drafting a summary is a way of writing, and so is patching, but
// neither does the other. (0.5, as for near siblings, made "summarize
// the incident thread" block under "never resolve an incident".)
const sibAct = 0.3

// dryKey is the concept of an option that runs a command only to show
// what it would do, or its usage ("--dry-run", "--help", "--list").
const dryKey = "#mod.dry"

// dryRun reports whether the action is one command run with a dry-run
// option: "npm publish --dry-run" publishes nothing. With a second
// command ("npm publish --dry-run && npm publish") the option proves
// nothing of the other.
func dryRun(s string, v *actionView) bool {
	if f, ok := v.feats[dryKey]; !ok || f.implied {
		return false
	}
	for _, sep := range [...]string{"&", "|", ";", "\n", "$(", "`", " then "} {
		if strings.Contains(s, sep) {
			return false
		}
	}
	// "--dry-run=none" runs for real.
	lower := strings.ToLower(s)
	for _, off := range [...]string{"=none", "=false", "=0", "=no"} {
		if strings.Contains(lower, "dry-run"+off) || strings.Contains(lower, "dry_run"+off) {
			return false
		}
	}
	return true
}

// negationCues are the words after which an action says what it will not
// do: "draft a reply but don't send it yet". ("without", "not" and
// "instead of" were tried and cost more than they gave.)
var negationCues = []string{"don't", "don’t", "dont", "do not", "doesn't", "doesn’t", "does not", "never", "no need to", "stop", "quit", "cease"}

// ceaseCues negate only a gerund: "stop paying for Dropbox" pays nothing.
var ceaseCues = map[string]bool{"stop": true, "quit": true, "cease": true}

// negationFill are words that may stand between a cue and the verb it
// negates ("don't even send", "no need to actually read").
var negationFill = map[string]bool{"to": true, "yet": true, "even": true, "actually": true, "really": true, "bother": true, "ever": true, "just": true}

// negatedWords returns the words a negation cue in s applies to: the byte
// offset of each, plus one (text.Feature.Term), mapped to its length.
func negatedWords(s string) map[int]int {
	var out map[int]int
	lower := []byte(asciiLower(s)) // byte for byte: offsets stay those of s
	for _, cue := range negationCues {
		for from := 0; ; {
			i := bytes.Index(lower[from:], []byte(cue))
			if i < 0 {
				break
			}
			i += from
			from = i + len(cue)
			if i > 0 && isLetter(lower[i-1]) || from < len(lower) && isLetter(lower[from]) {
				continue // part of a longer word ("notes", "cannot")
			}
			// The first word after the cue and its fillers.
			j := from
			for {
				for j < len(lower) && (lower[j] == ' ' || lower[j] == '\t' || lower[j] == '\n') {
					j++
				}
				k := j
				for k < len(lower) && isLetter(lower[k]) {
					k++
				}
				if k == j {
					break
				}
				if negationFill[string(lower[j:k])] {
					j = k
					continue
				}
				if ceaseCues[cue] && (k-j < 5 || string(lower[k-3:k]) != "ing") {
					break // "stop the job" stops it; "stop paying" does not pay
				}
				if out == nil {
					out = map[int]int{}
				}
				out[j+1] = k - j
				break
			}
		}
	}
	return out
}

func isLetter(c byte) bool { return c >= 'a' && c <= 'z' || c == '\'' }

// blankWords returns s with the negated words replaced by spaces, so that
// what the action does apart from them keeps its offsets.
func blankWords(s string, neg map[int]int) string {
	b := []byte(s)
	for term, n := range neg {
		for i := term - 1; i < term-1+n && i < len(b); i++ {
			b[i] = ' '
		}
	}
	return string(b)
}

// readLeads are the verbs an action opens with to find something out;
// followed by an embedded question ("check which products have X turned
// on"), what the question names is how things are, not what is done.
var readLeads = []string{"check", "double-check", "see", "find out", "look up", "list", "show", "show me", "confirm",
	"verify", "figure out", "work out", "count", "tell me", "look at", "look into"}

// embeddedQuestion holds the words that open an embedded question.
var embeddedQuestion = map[string]bool{"which": true, "whether": true, "if": true, "what": true, "who": true, "when": true, "where": true, "how": true}

// modal holds the verbs with which "see if you can ..." asks for
// something to be done.
var modal = map[string]bool{"can": true, "could": true, "should": true, "would": true, "will": true, "might": true, "may": true}

// askedEnds holds the words that end an embedded question: what follows
// is done ("check whether the backup finished, then drop the table").
var askedEnds = map[string]bool{"then": true, "before": true, "after": true, "and": true, "so": true, "&&": true, "||": true, "|": true, "-": true, "—": true, "–": true}

// askedWords returns the words (as negatedWords does: term offset + 1 to
// length) of the embedded question an action that opens with a reading
// verb (or with "ask <someone> whether we can": askPermission) asks, up to
// the end of its clause: "check which products have
// 'continue selling' turned on" turns nothing on. Nil when the action
// does something else first, asks nothing, or asks to have something
// done ("see if you can delete the old backups", "see what happens when
// we force push").
func askedWords(s string) map[int]int {
	lower := asciiLower(s) // byte for byte: offsets stay those of s
	n := 0                 // the longest lead's length
	for _, lead := range readLeads {
		if len(lead) > n && strings.HasPrefix(lower, lead+" ") {
			n = len(lead)
		}
	}
	permission := false
	if n == 0 {
		n = askPermission(lower)
		permission = n > 0
	}
	if n == 0 {
		return nil
	}
	isSpace := func(c byte) bool { return c == ' ' || c == '\t' || c == '\n' || c == '\r' }
	var out map[int]int
	asking, first := false, 0 // first: 1 after the question word, 2 after a subject next
	for i := n; i < len(lower); {
		for i < len(lower) && isSpace(lower[i]) {
			if lower[i] == '\n' && asking {
				return out // a new line is a new command
			}
			i++
		}
		j := i
		for j < len(lower) && !isSpace(lower[j]) {
			j++
		}
		if j == i {
			break
		}
		raw := lower[i:j]
		w := strings.Trim(raw, "'\"’()[]:,;.!?")
		// A clause ends at punctuation, a pipe or a parenthesis.
		opens := strings.ContainsAny(raw[:1], "(|")
		ends := strings.ContainsAny(raw, ",;:)|") || strings.HasSuffix(raw, ".") || strings.HasSuffix(raw, "!") || strings.HasSuffix(raw, "?")
		switch {
		case askedEnds[w] || opens:
			if asking {
				return out
			}
			return nil // "check X and delete Y": the lead is not the whole act
		case asking:
			if first == 1 && (w == "happens" || w == "happened") || first == 2 && modal[w] && !permission {
				return nil // a request or an experiment, not a question
			}
			if first == 1 && (w == "you" || w == "we" || w == "i" || w == "they") {
				first = 2 // "see if you can ..."
			} else {
				first = 0
			}
			if out == nil {
				out = map[int]int{}
			}
			out[i+1] = j - i
		case embeddedQuestion[w]:
			asking, first = true, 1
		}
		if ends {
			if asking {
				return out
			}
			return nil
		}
		i = j
	}
	return out
}

// askPermission returns, for an action that asks someone whether we may
// do something ("ask Dr. Patel whether we can write off the balance"),
// the offset of the space before the question word, or 0. Asking someone
// whether they can do it ("ask Sarah if she can watch the kids") asks
// for it to be done.
func askPermission(lower string) int {
	if !strings.HasPrefix(lower, "ask ") {
		return 0
	}
	ws := strings.Fields(lower[4:])
	off := 4
	for i, w := range ws {
		if i > 5 {
			return 0
		}
		at := strings.Index(lower[off:], w) + off
		off = at + len(w)
		if w != "whether" && w != "if" {
			continue
		}
		if i == 0 || i+2 >= len(ws) || (ws[i+1] != "we" && ws[i+1] != "i") || !modal[ws[i+2]] {
			return 0
		}
		return at - 1 // askedWords starts after the lead and its space
	}
	return 0
}

// dropActs leaves out the features of the given roles an action names
// only in the words marked (negated, or asked about), and the parents
// implied by them alone. A feature keeps the offset of its first reading
// only, so an act is dropped only when the action without those words
// (rest) does not name it either: "echo 'never drop tables' >> NOTES.md
// && psql -c 'DROP TABLE orders'" still drops a table.
func dropActs(fs []text.Feature, marked map[int]int, rest text.Doc, role func(text.Role) bool) []text.Feature {
	dropped := false
	kept := make([]text.Feature, 0, len(fs))
	for _, f := range fs {
		if !f.Implied && role(f.Role) && marked[f.Term] > 0 && !namesAct(rest, f.Key) {
			dropped = true
			continue
		}
		kept = append(kept, f)
	}
	if !dropped {
		return fs
	}
	out := kept[:0]
	for _, f := range kept {
		if f.Implied && role(f.Role) && !impliedByAny(kept, f.Key) {
			continue
		}
		out = append(out, f)
	}
	return out
}

// asciiLower lower-cases the ASCII letters of s only, so that its byte
// offsets stay those of s.
func asciiLower(s string) string {
	b := []byte(s)
	for i, c := range b {
		if c >= 'A' && c <= 'Z' {
			b[i] = c + 'a' - 'A'
		}
	}
	return string(b)
}

// dropNegatedActs leaves out the acts and reads an action names only to
// say it will not do them.
func dropNegatedActs(fs []text.Feature, neg map[int]int, rest text.Doc) []text.Feature {
	return dropActs(fs, neg, rest, text.Role.IsAct)
}

// namesAct reports whether d names act key itself (not only as a parent).
func namesAct(d text.Doc, key string) bool {
	for _, f := range d.Features {
		if f.Key == key && !f.Implied {
			return true
		}
	}
	return false
}

// impliedByAny reports whether a kept feature more specific than key
// remains (an act, or a thing under an act: "#deploy.feature_flag").
func impliedByAny(fs []text.Feature, key string) bool {
	for _, f := range fs {
		if !f.Implied && strings.HasPrefix(f.Key, key+".") {
			return true
		}
	}
	return false
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

// namesOtherKind reports whether the action names, by its own words, a
// kind of f's parent that is neither f nor a kind of f: what it names
// of the domain is that one.
func (v *actionView) namesOtherKind(f *feat) bool {
	for _, k := range v.kinds {
		if k[0] == f.parent && k[1] != f.key && !strings.HasPrefix(k[1], f.key+".") {
			return true
		}
	}
	return false
}

// actAt returns where the action names one of clause c's acts by its own
// key (the offset of the first such act in text), or -1.
func (v *actionView) actAt(c *clause) int { return v.firstAt(c.acts) }

// firstAt returns the offset of the first feature of list the action
// names by its own key, or -1.
func (v *actionView) firstAt(list []feat) int {
	at := -1
	for i := range list {
		f := &list[i]
		if f.w < 0.5 {
			continue
		}
		if j := v.find(f.id); j >= 0 && !v.list[j].implied && v.list[j].tok > 0 && (at < 0 || v.list[j].tok-1 < at) {
			at = v.list[j].tok - 1
		}
	}
	return at
}

// sequence reports whether, by the order the action states, what it does
// at offset a comes before what it does at offset b, and whether it
// states the order with a word between the two ("then", "before",
// "after", "once"; without one, the written order holds). The last order
// word between them decides: "run
// the migration after lunch, then back up" is in written order, "run the
// migration after backing up" is not ("after" or "once" reverses only
// when the later act follows it at once, its subject at most between:
// "once it finishes, back up" keeps the order). An offset inside quotes
// ("git commit -m 'back up, then migrate'") states nothing.
func (v *actionView) sequence(a, b int) (first, stated bool) {
	if a < 0 || b < 0 || a == b || a >= len(v.text) || b >= len(v.text) || inQuotes(v.text, a) || inQuotes(v.text, b) {
		return true, false
	}
	lo, hi := min(a, b), max(a, b)
	ws := strings.Fields(strings.ToLower(v.text[lo:hi]))
	last, at := "", -1
	for i, w := range ws {
		w = strings.Trim(w, ",;:.!?()")
		switch {
		case w == "then" || w == "before" || w == "afterwards" || w == "afterward" || w == "after" && i+1 < len(ws) && strings.Trim(ws[i+1], ",;:") == "that":
			last, at = "then", i
		case w == "after" || w == "once":
			last, at = "after", i
		}
	}
	switch {
	case last == "":
		return a < b, false // the order it is written in
	case last == "after" && len(ws)-at-1 <= 1:
		return a > b, true // the later act, written after "after", is done first
	}
	return a < b, true
}

// bypasses reports whether the action says it goes around something, or
// that it has not happened yet ("ignore the CLA check", "--admin", "still
// pending"): no state it names lifts a rule. (Only a rule whose condition
// can be over asks, so it is not read on every check.)
func (v *actionView) bypasses() bool {
	return v.awaits || hasStateWord(v.text, bypassWords) || strings.Contains(v.text, "--admin")
}

// quoted reports whether either offset is inside quotes.
func (v *actionView) quoted(a, b int) bool {
	return a >= 0 && inQuotes(v.text, a) || b >= 0 && inQuotes(v.text, b)
}

// inQuotes reports whether offset i of s is inside a quoted span: one
// opened by a quote after a space or the start and closed by the same
// quote before a space, punctuation or the end ("don't" and "client's"
// open none).
func inQuotes(s string, i int) bool {
	for j := 0; j < len(s) && j < i; j++ {
		q := s[j]
		if q != '\'' && q != '"' && q != '`' || j > 0 && !strings.ContainsRune(" \t(=[", rune(s[j-1])) {
			continue
		}
		k := j + 1
		for k < len(s) && !(s[k] == q && (k+1 == len(s) || strings.ContainsRune(" \t,.;:!?)]&|", rune(s[k+1])))) {
			k++
		}
		if k >= len(s) {
			continue // never closed: no quote
		}
		if i > j && i < k {
			return true
		}
		j = k
	}
	return false
}

// stateAfter reports whether the action says, within a few words after
// offset at and in the same clause, that something is in one of states
// ("the CLA check is green", "the invoice was paid").
func (v *actionView) stateAfter(at int, states map[string]bool) bool {
	if at < 0 || at >= len(v.text) {
		return false
	}
	ws := strings.Fields(strings.ToLower(v.text[at:]))
	for i, w := range ws {
		if i > 5 {
			return false
		}
		t := strings.Trim(w, ",;:.!?()'\"")
		if states[t] {
			return true
		}
		if i > 0 && strings.ContainsAny(w, ",;:.!?") {
			return false // the clause ends
		}
	}
	return false
}

// credit is how well the action supplies rule feature f: 1 for the same
// key (less for an act named weakly), less for its parent concept or a
// sibling under it (see the cases below), 0 for its opposite.
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
	for _, o := range f.oppIDs() {
		if v.find(o) >= 0 {
			return 0 // the action does the opposite ("scale up" for "scale down")
		}
	}
	if f.pid >= 0 {
		if i := v.find(f.pid); i >= 0 {
			p := &v.list[i]
			switch {
			case !p.implied && f.read:
				return 0.3 // a plain read ("kubectl get") is not every way of reading ("searching")
			case !p.implied && f.act && f.choice:
				return sibAct // the general act of both what a rule asks and what it warns about
			case !p.implied && f.act:
				return 0.6 // the action names the general act ("remove" for "drop")
			case !p.implied && v.namesOtherKind(f):
				return 0 // "post ... on Instagram" names social media, but not LinkedIn
			case !p.implied:
				return 0.4 // the action names the domain ("git" for "branch")
			case f.read:
				return 0 // one way of reading is not another ("ls" for "grep -r")
			case f.deep:
				return 0.5 // a near sibling
			case f.act:
				return sibAct // another act of the same kind
			}
		}
	}
	return 0
}
