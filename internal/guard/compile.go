package guard

import (
	"math"
	"slices"
	"strings"

	"github.com/loopd-dev/loopd/internal/model"
	"github.com/loopd-dev/loopd/internal/text"
)

// Reading rules: their shape, clauses and compiled features.

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
	// clauseReason is the incident the rule was learned from (its
	// reason), read as what was done.
	clauseReason
	// clauseScope and clauseLead are never clauses of their own: they lend
	// a NEVER rule's act the settings they name. clauseScope is a
	// "without" condition cut from the act ("without a WHERE clause on
	// the production database"), clauseLead a leading "When X," ("When
	// working in production, never drop tables").
	clauseScope
	clauseLead
)

// lastScored is the last kind of clause a compiled rule holds.
const lastScored = clauseReason

// clauseWeight caps what each kind of clause may contribute. Compliance
// stays below DefaultThreshold so that doing what a rule asks never
// raises it on its own.
var clauseWeight = [...]float64{1, 1, 1, 1, 0.3, reasonWeight, 0, 0}

var clauseNames = [...]string{"primary", "trigger", "avoid", "example", "comply", "reason", "scope", "lead"}

type feat struct {
	key    string
	parent string // concept parent key, "" for words and roots
	// id, pid and relIDs number key, parent and rel in the matcher's
	// keyIDs (pid -1 without a parent): scoring looks features up by
	// number. The matcher sets them when it takes the compiled rule.
	id, pid int32
	w       float64
	read    bool // a read-only act
	act     bool // an act (is-a hierarchy) rather than a thing (domain grouping)
	// rel holds the keys of its opposites, the first nOpp (opp: an action
	// naming one gets no near credit), then those of the settings it
	// excludes (excl: an action naming one instead of it is about
	// something else, clause.contradicted). One slice for both, and one
	// for their numbers: a daemon holds hundreds of thousands of
	// features, and most have neither.
	rel    []string
	relIDs []int32
	nOpp   uint8
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
	// light marks a light act (text.Analyzer.LightAct): send, write, read.
	light bool
	// choice marks an act of what a rule warns about whose parent is
	// also the parent of an act the rule asks for instead ("append ...
	// instead of rewriting"): an action naming only the general act
	// ("write down what went wrong") may be doing either.
	choice bool
	// mod marks a qualifier (text.RoleMod: all, forced, public): named
	// alone, without an act or a thing of the clause, it is no evidence.
	mod bool
	// limit marks what the words of the rule's limit name ("more than ten
	// external people"): an action past the limit names it (limit.met).
	limit bool
	// part is text.Feature.Part: things of one idiom are no alternatives.
	part uint8
	// gap is text.Feature.Gap: the things of a term whose gap skipped
	// words are no alternatives of those read at the same words without
	// one.
	gap bool
}

// setRel sets the feature's opposites and excluded settings.
func (f *feat) setRel(opp, excl []string) {
	opp = opp[:min(len(opp), math.MaxUint8)]
	f.rel, f.nOpp = nil, uint8(len(opp))
	if len(opp)+len(excl) > 0 {
		f.rel = append(append(make([]string, 0, len(opp)+len(excl)), opp...), excl...)
	}
}

// opp returns the keys of the feature's opposites.
func (f *feat) opp() []string { return f.rel[:f.nOpp:f.nOpp] }

// excl returns the keys of the settings the feature excludes.
func (f *feat) excl() []string { return f.rel[f.nOpp:] }

// oppIDs and exclIDs are opp and excl numbered (nil until the matcher
// numbers the feature).
func (f *feat) oppIDs() []int32 { return f.relIDs[:min(len(f.relIDs), int(f.nOpp))] }

func (f *feat) exclIDs() []int32 { return f.relIDs[min(len(f.relIDs), int(f.nOpp)):] }

type clause struct {
	kind clauseKind
	acts []feat
	objs []feat // things of the clause's head (the object of its act)
	adjs []feat // things after a preposition (where, with what)
	// quals qualify an act in the words that name it ("force-push",
	// "rm -rf"): an action doing the act without any of them does
	// something milder (qualifierMissing).
	quals []feat
	realA float64
	read  bool // every real act of the clause is read-only
	// general marks a clause that names only a general act and no thing
	// ("when editing their writing"): every action doing any kind of that
	// act would reach it, so it scores low (generalBare).
	general bool
	// subject marks a trigger that is the rule's subject, a thing named
	// without an act ("Every migration must ..."): an action doing
	// anything to it may be where the rule applies (subjectAct).
	subject bool
	// cond marks a NEVER rule's condition (shape's cond): an action that
	// names nothing of it may well not be in it.
	cond bool
	// asks marks the compliance clause of an "Always X before Y" (or
	// "Check X before Y") analyzed on its own: an action entering Y that
	// also does X follows the rule (complied).
	asks bool
	// except marks the clause of what lifts a NEVER rule (partClause).
	except bool
	// first marks an exception that is an event to come first ("before
	// the client's invoice has gone out"): done first, in the order the
	// action states, it lifts the rule as a precaution does (compliedFirst).
	first bool
	// requires marks what a MUST rule asks ("Always store timestamps in
	// UTC"): an action naming a setting its own excludes ("local time")
	// does what it forbids, rather than something else.
	requires bool
}

// subjectAct is the act factor of a subject trigger: an action that does
// anything to the subject reaches the threshold, below a rule whose act
// it does.
const subjectAct = 0.6

// generalBare is the thing factor of a clause with a general act and no
// thing: below the threshold, so such a clause only adds to others.
const generalBare = 0.3

type compiledRule struct {
	clauses  []clause
	category string
	catID    int32 // category's key id, -1 without one
	limit    limit // the amounts the rule is about (quantity.go)
	// condUnmet is set when a NEVER rule's condition is a state of
	// something not yet done or gone wrong ("while the CLA check is
	// failing or still pending"): an action that says the thing is in
	// the good state ("now that the CLA check is green") is out of it.
	condUnmet bool
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
	semi  bool // a semicolon follows it
	end   bool // a sentence ends with it ("... even a duplicate. Merge it")
	st    bool // it may start a structural sequence (seqTable)
}

// thousands reports whether the comma at s[i] groups a number's digits
// ("$10,000"): it ends no clause.
func thousands(s string, i int) bool {
	return s[i] == ',' && i > 0 && i+3 < len(s) && isDigit(s[i-1]) && isDigit(s[i+1]) && isDigit(s[i+2]) && isDigit(s[i+3]) && (i+4 == len(s) || !isDigit(s[i+4]))
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
				out[len(out)-1].semi = out[len(out)-1].semi || c == ';'
			}
			i++
			continue
		}
		j := i
		for j < len(s) && (!wordDelim[s[j]] || thousands(s, j)) {
			j++
		}
		e := j
		for e > i && (s[e-1] == '.' || s[e-1] == '!' || s[e-1] == '?') {
			e--
		}
		w := s[i:e]
		if w != "" {
			end := e < j && j < len(s) && s[j] == ' ' && !abbreviation[w] && len(w) > 1
			out = append(out, rword{w: w, a: i, b: i + len(w), st: structStarts[w], end: end})
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
	seqLead    = words("never|always|must|do not|don't|dont|avoid|prefer|please|you must|you should|should|make sure to|remember to|be sure to|you do not|you don't|you never|you always|we do not|we don't|we never|we always")
	seqCheck   = words("double-check|double check|check|verify|ensure|confirm|make sure|test|validate")
	seqThat    = words("that|whether|if")
	seqPurpose = words("so that|so|in order to|to avoid|to prevent|to keep|to make sure|to ensure|because|since")
	seqExample = words("for example|for instance|e.g|eg|such as")
	seqExLead  = words("with|by|using")
	seqAlt     = words("instead of|rather than|in place of")
	seqOver    = words("over")
	seqTrigger = words("before|when|whenever|while|prior to|after|at the end of|at the start of|at the beginning of|during|each time|every time")
	seqCond    = words("without|unless|if|until|except")
	// seqSpare names who a NEVER rule spares: "anyone but the owner".
	seqSpare   = words("anyone but|anybody but|anyone other than|anybody other than|anyone except|everyone but|everyone except|other than")
	seqPrep    = words("to|into|onto|on|in|at|across|for|from|with|over|under|via|through|using|inside|within|by|per|between|during")
	seqPronoun = words("it|them|they|ones|one|those|these|this|that|her|him")
	// seqLeadOn opens a leading trigger only ("If a refund is over $100,
	// ...", "Any time a milestone slips, ..."): inside a rule these words
	// are conditions.
	seqLeadOn = words("if|any time|anytime|once")
	// seqModal ends a rule's subject ("Every expense report needs ...",
	// "International orders must ...", "Raw data gets backed up ...",
	// "New integrations go behind a feature flag").
	seqModal    = words("must always|must|should always|should|needs to|need to|needs|need|requires|require|has to|have to|always|is required to|are required to|gets|get|go|goes")
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
		for _, t := range []seqTable{seqLead, seqCheck, seqThat, seqPurpose, seqExample, seqExLead, seqAlt, seqOver, seqTrigger, seqCond, seqPrep, seqPronoun, seqLeadOn, seqModal, seqSpare} {
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
	// scope is the "without" condition cut from a NEVER rule's act
	// ("without a WHERE clause on the production database"); lead a
	// leading "When X," that is not the rule's trigger.
	scope, lead span
	// except is what lifts a NEVER rule: the condition after its act's
	// "without", "unless", "until", "except" or "before" ("without a
	// WHERE clause", "until the permit is issued"), or who it spares
	// ("anyone but the owner on file").
	except span
	// exceptFirst is set when except follows "before".
	exceptFirst bool
	// cond is a NEVER rule's condition ("while the CLA check is
	// failing", "after the manifest has closed"): the state or event the
	// act is forbidden in.
	cond span
	// exLead is the words that announce the example ("for example with"):
	// no clause reads them.
	exLead span
	// allowed is a NEVER rule's later sentence that says what to do
	// instead ("... even a duplicate. Merge it or mark it inactive.").
	allowed span
	prefer  bool
	// subject marks a trigger that is the rule's subject, a thing
	// without an act ("Every expense report needs ...").
	subject bool
}

// goTool reports whether w is a subcommand of the Go tool ("go test").
func goTool(w string) bool {
	switch w {
	case "test", "build", "run", "vet", "fmt", "mod", "get", "install", "generate", "work", "env", "list", "clean", "tool", "version", "doc":
		return true
	}
	return false
}

// semiAvoid returns the index of an "avoid" / "never" / "don't" that
// opens the clause after a semicolon in [lo+1, hi-1), or -1.
func semiAvoid(ws []rword, lo, hi int) int {
	for i := lo + 1; i < hi-1; i++ {
		if !ws[i-1].semi {
			continue
		}
		switch ws[i].w {
		case "avoid", "never", "don't", "dont":
			return i
		}
	}
	return -1
}

// commaNot returns the index of a "not" right after a comma in [lo+2,
// hi-1) ("X, not Y") and the end of Y (the next comma, or hi), or -1, -1.
// "X, not just Y" asks for both.
func commaNot(ws []rword, lo, hi int) (int, int) {
	for i := lo + 2; i < hi-1; i++ {
		if ws[i].w == "not" && ws[i-1].comma && !ws[i-1].semi && ws[i+1].w != "just" && ws[i+1].w != "only" {
			for j := i; j < hi-1; j++ {
				if ws[j].comma {
					return i, j + 1 // "not live ones, before running ...": more follows
				}
			}
			return i, hi
		}
	}
	return -1, -1
}

// subjectEnd finds the modal that ends a rule's subject within its first
// words ("International orders need the customs form", "Raw data gets
// backed up"): the subject's end and where what the rule asks begins, or
// -1, -1. A rule that opens with its verb has none: the words before a
// modal must not run past a comma, and a modal after a pronoun ("before
// you need to") is not one.
func subjectEnd(ws []rword, lo, hi int) (int, int) {
	for i := lo + 1; i < hi-1 && i <= lo+10; i++ {
		if ws[i-1].comma {
			return -1, -1
		}
		n := seqAt(ws, i, seqModal)
		if n == 0 {
			continue
		}
		switch ws[i-1].w {
		case "you", "we", "i", "they", "he", "she", "it", "and", "or", "to":
			return -1, -1
		}
		if w := ws[i].w; (w == "gets" || w == "get") && !participle(ws[i+1].w) {
			return -1, -1
		}
		if w := ws[i].w; (w == "go" || w == "goes") && goTool(ws[i+1].w) {
			return -1, -1 // "Run go test -race": the Go tool, not a predicate
		}
		return i, i + n
	}
	return -1, -1
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
	sh := ruleShape{s: s, ws: ws, primary: noSpan, comply: noSpan, trigger: noSpan, avoid: noSpan, example: noSpan, scope: noSpan, lead: noSpan, exLead: noSpan, except: noSpan, cond: noSpan, allowed: noSpan}
	never := typ == model.RuleNever || typ == reportType
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
	// A leading trigger: "When replying to a teacher, always copy Sam".
	leadLo, leadHi := -1, -1
	n := seqAt(ws, lo, seqTrigger)
	if n == 0 && !never {
		n = seqAt(ws, lo, seqLeadOn)
	}
	if n > 0 {
		for e := lo + n; e < hi-1; e++ {
			if ws[e].comma {
				leadLo, leadHi = lo+n, e+1
				lo = e + 1
				for lo < hi {
					n := seqAt(ws, lo, seqLead)
					if n == 0 {
						break
					}
					lo += n
				}
				break
			}
		}
	}
	checkLead := false
	if n := seqAt(ws, lo, seqCheck); n > 0 && lo+n < hi {
		lo += n
		lo += seqAt(ws, lo, seqThat)
		checkLead = true
	}
	// A NEVER rule's later sentence that forbids nothing says what to do
	// instead: its acts are no part of what the rule forbids.
	if never {
		// A sentence starts with a capital ("Acme Corp. or its
		// partners" goes on).
		orig := strings.TrimSpace(text)
		capital := func(i int) bool { return len(orig) != len(s) || orig[i] >= 'A' && orig[i] <= 'Z' }
		for e := lo; e < hi-1; e++ {
			if ws[e].end && capital(ws[e+1].a) {
				if allowedWay(ws[e+1 : hi]) {
					sh.allowed = span{ws[e+1].a, ws[hi-1].b}
				}
				break
			}
		}
	}
	// A subject first ("Every expense report needs itemized receipts"):
	// the subject is when the rule applies, the rest what it asks.
	subjHi, predLo := -1, -1
	if !never && !checkLead && leadLo < 0 {
		subjHi, predLo = subjectEnd(ws, lo, hi)
	}
	if i, _ := findSeq(ws, lo, hi, true, seqPurpose); i > 0 {
		hi = i
	}
	if (hi-lo >= 3 && ws[hi-2].w == "for" || hi-lo >= 4 && ws[hi-3].w == "for") && purposeWord(ws[hi-1].w) {
		if ws[hi-2].w == "for" {
			hi -= 2
		} else {
			hi -= 3
		}
	}
	// A trailing "; Y instead" ("Never share the login; add them as
	// managers instead") is what to do: compliance, not the act.
	insteadLo, insteadHi := -1, -1
	if hi-lo >= 3 && ws[hi-1].w == "instead" {
		// At the semicolon when there is one ("; open a PR, get a
		// review, then merge instead"), else at the last comma.
		cut := -1
		for e := hi - 3; e >= lo; e-- {
			if ws[e].semi {
				cut = e
				break
			}
			if ws[e].comma && cut < 0 {
				cut = e
			}
		}
		if cut >= 0 {
			insteadLo, insteadHi = cut+1, hi-1
			hi = cut + 1
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
		sh.exLead = wspan(exLo, k)
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
	} else if i := semiAvoid(ws, lo, hi); i > 0 && !never {
		// "Prefer colorblind-safe palettes; avoid red vs green
		// encodings": the second clause names what to warn about.
		xHi, yLo, yHi = i, i+1, hi
	} else if i, e := commaNot(ws, lo, hi); i > 0 && !never {
		// "Refills go through the CVS on Elm Street, not mail-order
		// pharmacies": what follows is the alternative to avoid. When
		// more follows it ("not live ones, before running anything ..."),
		// the rest is still searched for a trigger.
		yLo, yHi = i+1, e
		if e == hi {
			xHi = i
		}
	} else if prefer {
		if i, n := findOut(lo, hi, seqOver); i > 0 {
			xHi, yLo, yHi = i, i+n, hi
		}
	}
	// Triggers and conditions.
	pLo, pHi, cLo, cHi, tLo, tHi := xLo, xHi, -1, -1, -1, -1
	eLo, eHi := -1, -1 // the exception of a NEVER rule
	// A leading "Before X," or "When X," is the trigger of a rule that
	// asks something: a later "after", "when" or "before" belongs to what
	// it asks ("Before booking international travel, check that the
	// passport is valid for six months after the return date"). (Taking a
	// later "before Y" as the trigger after a leading "When X," was tried:
	// it cost two held-out sets.)
	leadTrigger := leadLo >= 0 && !never
	i, n := findOut(xLo, xHi, seqTrigger)
	stateLo := -1
	condLo, condHi := -1, -1
	if never && i > 0 && !timeAt(ws, i+n, xHi) && (ws[i].w == "while" || ws[i].w == "when" || ws[i].w == "whenever" || ws[i].w == "after") && statesSomething(ws, i+n, xHi) {
		condLo, condHi = i+n, xHi
	}
	for i > 0 && (timeAt(ws, i+n, xHi) || stateAt(ws, i, n, xHi)) {
		// "after 10pm", "during business hours", "when electricity is
		// cheapest": when the act is done, part of what the rule asks,
		// not the event it applies to. A state is left out of what an
		// action must name; a time stays, as a weak thing that counts
		// when an action names one and is not missed when it does not.
		if stateLo < 0 && stateAt(ws, i, n, xHi) {
			stateLo = i
		}
		i, n = findOut(i, xHi, seqTrigger)
	}
	if i <= 0 && !never && !leadTrigger && (typ == model.RuleMust || prefer) {
		// "Always enable checkpointing for training runs longer than a
		// few hours", "Prefer spot instances for batch inference jobs":
		// what follows "for" is the occasion the rule applies to.
		if k := occasionFor(ws, xLo, xHi); k > 0 {
			i, n = k, 1
		}
	}
	if i > 0 && !leadTrigger {
		tail := i + n
		if n == 4 { // "at the end of X" is when X ends
			tail = i + 2
		}
		if never {
			if ws[i].w == "before" {
				eLo, eHi = i+n, pHi
				sh.exceptFirst = true
			}
			pHi = i
		} else {
			pLo, pHi, cLo, cHi, tLo, tHi = -1, -1, xLo, i, tail, xHi
		}
	}
	sLo, sHi := -1, -1
	if pLo >= 0 && stateLo > pLo && stateLo < pHi {
		pHi = stateLo
	}
	if pLo >= 0 {
		if i, n := findOut(pLo, pHi, seqCond); i > 0 {
			if never && ws[i].w == "without" {
				sLo, sHi = i, pHi
			}
			if never && ws[i].w != "if" && eLo < 0 {
				eLo, eHi = i+n, pHi
			}
			pHi = i
		}
		if i, n := findOut(pLo, pHi, seqSpare); never && i > 0 && eLo < 0 {
			eLo, eHi = i+n, pHi
			pHi = i // "to anyone but the owner": the owner is whom it spares
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
	if subjHi > 0 && tLo < 0 && yLo < 0 && pLo == lo && predLo < pHi {
		// The whole rule stays the primary clause: an action may do what
		// it asks or names ("write 'gift' on the customs form").
		tLo, tHi = lo, subjHi
		sh.subject = true
	}
	if leadLo >= 0 && !never && tLo < 0 && yLo < 0 {
		// What the rule asks is compliance; the leading "when X" is
		// when it applies.
		cLo, cHi, pLo, pHi, tLo, tHi = pLo, pHi, -1, -1, leadLo, leadHi
		leadLo = -1
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
	if cLo < 0 && insteadLo >= 0 {
		cLo, cHi = insteadLo, insteadHi
	}
	sh.primary, sh.comply, sh.trigger, sh.avoid = clip(pLo, pHi), clip(cLo, cHi), clip(tLo, tHi), clip(yLo, yHi)
	if pLo >= 0 && never {
		sh.scope = clip(sLo, sHi)
		sh.lead = clip(leadLo, leadHi)
		if eLo < eHi {
			sh.except = clip(eLo, eHi)
		}
		if condLo >= 0 && condLo < condHi {
			sh.cond = clip(condLo, condHi)
		}
	}
	sh.example = trimSpan(s, sh.example)
	return sh
}

// occasionFor returns the index of a "for" in words [lo, hi) that opens
// the occasion a rule asking something applies to, or -1: an act ("for
// undoing pushed commits") or a kind of task or thing ("for batch
// inference jobs"), not whom it is for ("for the owner"), how long ("for
// two weeks"), why ("for readability") or what a verb asks for ("ask for
// approval", "check for conflicts").
func occasionFor(ws []rword, lo, hi int) int {
	for k := hi - 2; k > lo+1; k-- {
		if ws[k].w != "for" || ws[k-1].comma || forVerbs[ws[k-1].w] {
			continue
		}
		j := k + 1
		for j < hi-1 && forDeterminers[ws[j].w] {
			j++
		}
		w := ws[j].w
		if w == "" || isDigit(w[0]) || forNotOccasion[w] || forDeterminers[w] || (hi-k <= 4 && forNotOccasion[ws[hi-1].w]) || purposeWord(ws[hi-1].w) {
			return -1 // (a short one's last word too: "for a fixed time")
		}
		return k
	}
	return -1
}

var (
	// forVerbs take "for" as their complement: what follows is what they
	// look for, wait for or ask for.
	forVerbs = setOf("ask", "asking", "wait", "waiting", "look", "looking", "check", "checking", "search", "searching", "scan", "scanning",
		"test", "testing", "pay", "paying", "apply", "applying", "register", "up", "account", "call", "vote", "prepare", "plan", "screen",
		"hunt", "opt", "thank", "apologize", "reach", "go", "head", "stand", "care", "qualify", "ready", "responsible", "used", "room", "time",
		"enough", "eligible", "available", "needed", "required", "good", "bad", "safe", "fine")
	forDeterminers = setOf("any", "all", "every", "each", "the", "a", "an", "new", "our", "your", "my", "their", "his", "her", "its")
	// forNotOccasion opens whom something is for, how long, or why.
	forNotOccasion = setOf("me", "you", "us", "him", "her", "them", "it", "this", "that", "these", "those", "everyone", "everybody", "anyone", "anybody", "someone",
		"owner", "owners", "user", "users", "client", "clients", "customer", "customers", "team", "family", "kids", "children", "guests", "people",
		"now", "later", "today", "tomorrow", "tonight", "good", "ever", "once", "free", "one", "two", "three", "four", "five", "several", "few", "many",
		"time", "times", "period", "window", "day", "days", "week", "weeks", "month", "months", "year", "years", "hour", "hours", "minute", "minutes", "while", "weekend", "night",
		"example", "instance", "safety", "security", "clarity", "readability", "reference", "review", "records", "reasons", "privacy", "speed",
		"performance", "consistency", "compliance", "audit", "auditing", "traceability", "reuse", "sharing", "backup", "backups")
)

// purposeWord reports whether w ends the way the nouns of a purpose do
// ("for readability", "for safety", "for consistency").
func purposeWord(w string) bool {
	for _, suf := range purposeTail {
		if strings.HasSuffix(w, suf) {
			return true
		}
	}
	return false
}

// setOf is a set of words.
func setOf(ws ...string) map[string]bool {
	m := make(map[string]bool, len(ws))
	for _, w := range ws {
		m[w] = true
	}
	return m
}

// badStates and goodStates are the words that say a thing is not yet
// done or has gone wrong, and that it is done or fine: a rule forbidding
// an act while a check is failing does not hold once it passes.
var (
	badStates = map[string]bool{"failing": true, "failed": true, "pending": true, "red": true, "broken": true,
		"unpaid": true, "unsigned": true, "missing": true, "expired": true, "outstanding": true, "unresolved": true,
		"unapproved": true, "incomplete": true, "unverified": true, "down": true, "open": true, "overdue": true}
	goodStates = map[string]bool{"green": true, "passing": true, "passed": true, "succeeded": true, "successful": true,
		"approved": true, "signed": true, "paid": true, "completed": true, "complete": true,
		"resolved": true, "cleared": true, "received": true, "finished": true, "verified": true}
	// bypassWords say an action goes around a check rather than past it.
	bypassWords = map[string]bool{"ignore": true, "ignoring": true, "bypass": true, "bypassing": true, "override": true,
		"overriding": true, "skip": true, "skipping": true, "later": true, "anyway": true, "regardless": true}
)

// hasStateWord reports whether text has one of the state words.
func hasStateWord(text string, states map[string]bool) bool {
	for _, w := range strings.FieldsFunc(strings.ToLower(text), func(r rune) bool {
		return !(r >= 'a' && r <= 'z' || r == '-' || r == '\'')
	}) {
		if states[w] {
			return true
		}
	}
	return false
}

// abbreviation holds the words whose full stop ends no sentence ("Dr.
// Patel's approval").
var abbreviation = map[string]bool{"dr": true, "mr": true, "mrs": true, "ms": true, "st": true, "vs": true,
	"e.g": true, "i.e": true, "etc": true, "no": true, "approx": true, "inc": true, "jr": true, "sr": true, "prof": true,
	"corp": true, "co": true, "ltd": true, "u.s": true, "a.m": true, "p.m": true, "dept": true, "fig": true, "vol": true}

// allowedWay reports whether a NEVER rule's later sentence ws says what
// to do instead: it forbids nothing and does not widen what came before
// ("This includes ...").
func allowedWay(ws []rword) bool {
	if len(ws) == 0 {
		return false
	}
	switch ws[0].w {
	case "this", "that", "these", "those", "it", "includes", "including", "also", "same", "applies",
		"especially", "particularly", "specifically", "even", "or", "and", "plus", "nor", "not", "above", "in":
		return false // it widens or stresses what came before
	}
	for _, w := range ws {
		switch w.w {
		case "never", "don't", "dont", "not", "no", "nobody", "nothing", "nor", "without", "avoid", "neither", "can't", "cannot", "mustn't", "shouldn't":
			return false
		}
	}
	return true
}

// timeAt reports whether the words from i, before to, name a time of
// day, a day or a stretch of hours ("10pm", "3:30 pm on school days",
// "business hours", "the weekend", "midnight"). A bare number is not a
// time ("after 3 failed logins").
func timeAt(ws []rword, i, to int) bool {
	if i < to && ws[i].w == "the" {
		i++
	}
	if i >= to {
		return false
	}
	w := ws[i].w
	next := ""
	if i+1 < to {
		next = ws[i+1].w
	}
	if w[0] >= '0' && w[0] <= '9' {
		// "10pm", "10 pm", "3:30pm" and "22:00" (the colon splits rule
		// words: "3", "30pm").
		clock := next != "" && next[0] >= '0' && next[0] <= '9' && (len(next) == 2 || strings.HasSuffix(next, "am") || strings.HasSuffix(next, "pm"))
		return strings.HasSuffix(w, "am") || strings.HasSuffix(w, "pm") || clock ||
			next == "am" || next == "pm" || next == "o'clock"
	}
	return isTimeWord(w) || hoursOf(w) && (next == "hours" || next == "days" || next == "time")
}

// stateAt reports whether the trigger word at i (n words long) opens a
// state rather than an event: "when the price difference is small".
func stateAt(ws []rword, i, n, to int) bool {
	if w := ws[i].w; w != "when" && w != "whenever" && w != "while" {
		return false
	}
	if i+n < to {
		switch ws[i+n].w {
		case "possible", "feasible", "practical", "convenient", "appropriate", "necessary", "needed", "reasonable":
			return true // "when possible": a hedge, not an event
		case "you", "we":
			if i+n+1 < to && ws[i+n+1].w == "can" {
				return true // "when you can"
			}
		}
	}
	for k := i + n; k < to && k <= i+n+3; k++ {
		switch ws[k].w {
		case "is", "are", "was", "were", "has", "have":
			// "when the invoice is paid" is an event after all.
			return k > i+n && !(k+1 < to && participle(ws[k+1].w))
		}
		if ws[k].comma {
			return false
		}
	}
	return false
}

// participle reports whether w reads as a past participle ("paid",
// "merged", "put on the calendar").
func participle(w string) bool {
	switch w {
	case "put", "set", "made", "done", "sent", "paid", "given", "taken", "shared", "built", "written", "run", "cut", "shut":
		return true
	}
	return len(w) > 3 && strings.HasSuffix(w, "ed")
}

// isTimeWord reports whether w alone names a time or a day.
func isTimeWord(w string) bool {
	switch w {
	case "midnight", "noon", "midday", "dawn", "dusk", "sunrise", "sunset", "dark", "tonight", "today", "tomorrow",
		"morning", "mornings", "evening", "evenings", "night", "nights", "weekend", "weekends", "weekday", "weekdays",
		"hours", "lunch", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday":
		return true
	}
	return false
}

// hoursOf reports whether w names whose hours or days follow it
// ("business hours", "school days").
func hoursOf(w string) bool {
	switch w {
	case "business", "working", "work", "office", "school", "opening", "peak", "off-peak", "quiet", "waking", "trading", "market":
		return true
	}
	return false
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
	out[0][1] = sh.scope
	if !sh.scope.ok() {
		out[0][1] = sh.lead
	}
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
	cr := &compiledRule{category: category}
	var limitAt span
	cr.limit, limitAt = ruleLimitSpan(r.Rule, r.Type == model.RulePrefer)
	pronoun := sh.pronoun

	// One analysis, cut at every clause edge and every preposition.
	type part struct {
		kind clauseKind
		span span
	}
	// A compliance clause that nothing borrows from and that cannot reach
	// the threshold is not analyzed at all.
	var asks *clause // the compliance clause, analyzed on its own (complied)
	var context []string
	leadingAsk := comply.ok() && !y.ok() && trigger.ok() && !pronoun(trigger) && comply.b <= trigger.a && (!example.ok() || comply.b <= example.a)
	askable := leadingAsk && (r.Type == model.RuleMust || r.Type == model.RuleCheck)
	if !keepComply && leadingAsk {
		if askable {
			// Analyzed with the rest, it would change how the trigger
			// reads: its words start the text.
			bare := r
			bare.Reason = ""
			for _, c := range compileRule(a, bare, category, true).clauses {
				if c.kind == clauseComply {
					c.asks = true
					asks = &c
				}
			}
		}
		// Its concepts still settle the words of the rest that need a
		// context ("Always run the test suite before committing").
		for _, f := range a.AnalyzeCore(s[comply.a:comply.b]).Features {
			if f.Concept {
				context = append(context, f.Key)
			}
		}
		comply = noSpan
	}
	var ranges []part
	for _, p := range []part{{clausePrimary, primary}, {clauseComply, comply}, {clauseTrigger, trigger}, {clauseAvoid, y}, {clauseExample, example}, {clauseScope, sh.scope}, {clauseLead, sh.lead}} {
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
	if sh.exLead.ok() {
		cuts = append(cuts, sh.exLead.a)
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
	// The subject is a noun phrase ("Every bid or estimate must ...").
	// (So was tried the word after a "no" that opens a clause, "no sub
	// gets scheduled": it cost two held-out sets.)
	var nouns []text.Span
	if sh.subject {
		nouns = append(nouns, text.Span{From: trigger.a - start, To: trigger.b - start})
	}
	docs := a.AnalyzeCorePartsIn(src[start:], context, tcuts, nouns...)
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
			if sh.exLead.ok() && lo >= sh.exLead.a && hi <= sh.exLead.b+1 {
				continue // "for example with"
			}
			out = append(out, d)
		}
		return out
	}
	spans := map[clauseKind]span{}
	clauses := map[clauseKind]*clause{}
	for _, p := range ranges {
		c := buildClause(a, p.kind, partsOf(p.span, p.kind))
		if prefer && (p.kind == clauseComply || p.kind == clausePrimary || p.kind == clauseAvoid) {
			c.nounPhrase(src[start:])
		} else if r.Type != model.RuleMust {
			// (In a MUST rule "every imported transaction" names when it
			// applies: importing one.)
			c.participlesAfterVerb(src[start:])
		}
		groupAlternatives(src[start:], c.objs)
		groupAlternatives(src[start:], c.adjs)
		spans[p.kind] = p.span
		clauses[p.kind] = &c
	}

	if y, c := clauses[clauseAvoid], clauses[clauseComply]; y != nil && c != nil {
		for i := range y.acts {
			f := &y.acts[i]
			f.choice = f.parent != "" && slices.ContainsFunc(c.acts, func(g feat) bool { return g.parent == f.parent && g.key != f.key })
		}
	}
	if c := clauses[clausePrimary]; c != nil && sh.allowed.ok() {
		// What the rule says to do instead is not what it forbids
		// ("Merge it or mark it inactive"); its things still set the
		// scene.
		n := len(c.acts)
		c.acts = slices.DeleteFunc(c.acts, func(f feat) bool {
			at := start + f.term - 1
			return f.term > 0 && at >= sh.allowed.a && at < sh.allowed.b
		})
		if len(c.acts) != n {
			c.finishActs()
		}
	}
	for _, k := range []clauseKind{clauseScope, clauseLead} {
		c, sc := clauses[clausePrimary], clauses[k]
		if c == nil || sc == nil {
			continue
		}
		// "without a WHERE clause on the production database", "When
		// working in production": the act is done in production.
		for _, list := range [][]feat{sc.objs, sc.adjs} {
			for _, f := range list {
				if len(f.excl()) > 0 && !c.hasKey(f.key) {
					f.term = 0
					c.adjs = append(c.adjs, f)
				}
			}
		}
	}
	if c := clauses[clauseTrigger]; c != nil && sh.subject {
		// "Every expense report": the quantifier is the rule's reach, not
		// a thing an action must name.
		c.objs = slices.DeleteFunc(c.objs, func(f feat) bool { return f.key == "#mod.all" })
		// A reading noun in it is a thing ("every bid or estimate"); a
		// change ("refunds over $500") is the event the rule is about.
		c.acts = slices.DeleteFunc(c.acts, func(f feat) bool { return f.read })
		c.finishActs()
		c.subject = c.realA == 0
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
		// "before submitting it": what is submitted is one of the base's
		// things.
		c.objs = appendReferent(c.objs, base)
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
	// "before sending", with no object at all: what is sent may well be
	// one of the things of what the rule asks. A second trigger names
	// them (the bare one still matches as it did: "starting a rebase"
	// sends nothing the rule names).
	var referent *clause
	if c := clauses[clauseTrigger]; c != nil && c.bareAct() && !pronoun(spans[clauseTrigger]) {
		from := base
		if from == nil {
			from = asks
		}
		if from != nil && len(from.objs)+len(from.adjs) > 0 {
			r := *c
			r.acts = slices.Clone(c.acts)
			r.objs = appendReferent(nil, from)
			referent = &r
		}
	}
	if c := clauses[clauseAvoid]; c != nil && base != nil && y.ok() {
		if pronoun(spans[clauseAvoid]) {
			c.objs = appendThings(c.objs, base.objs, 0.9)
		}
		if c.realA == 0 && c.ownGenericAct(a) {
			// "Text reminders rather than calling": Y's own verb is the
			// act, weak as its word is ("call" also runs code); it does
			// not borrow X's.
			for i := range c.acts {
				c.acts[i].w = 1
			}
			c.finishActs()
		} else if c.realA == 0 {
			c.acts = append(c.acts, leadingActs(base, prefer)...)
			c.quals = append(c.quals, base.quals...)
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
		c.wordActsToThings(func(*feat) bool { return true })
		if !hasConceptAct(c.acts) {
			c.acts = append(c.acts, base.acts...)
			c.quals = append(c.quals, base.quals...)
		}
		c.finishActs()
	}
	// "Always X the Ys" applies when a Y is made.
	// So does "Always X the Ys you create", whatever X does.
	explicitTrigger := clauses[clauseTrigger] != nil
	if c := clauses[clausePrimary]; c != nil && r.Type == model.RuleMust && !explicitTrigger && c.realA > 0 && !c.read && c.hasStrongThing() && (!c.removes() || c.namesMaking()) {
		clauses[clauseTrigger] = makingClause(a, c)
	}
	// "Always put X on every Y" also applies when a Y is made, and so
	// does "Always set X on new Ys" beside its making trigger.
	var holder *clause
	if c := clauses[clausePrimary]; c != nil && r.Type == model.RuleMust && !explicitTrigger && (clauses[clauseTrigger] == nil || c.namesNew()) {
		holder = holderClause(a, c)
	}
	if c := clauses[clausePrimary]; c != nil && r.Type == model.RuleMust {
		c.requires = true
	}
	for _, k := range []clauseKind{clausePrimary, clauseTrigger, clauseAvoid, clauseExample, clauseComply} {
		if c := clauses[k]; c != nil && len(c.acts)+len(c.objs)+len(c.adjs)+len(c.quals) > 0 {
			if c.objectsInAct() {
				// Objects the act's own words imply ("pushing to main":
				// code, to a remote) are what it is done to, any of them.
				for i := range c.objs {
					c.objs[i].part = 0
				}
			}
			c.weighActWordThings()
			markGroups(c.objs)
			markGroups(c.adjs)
			cr.clauses = append(cr.clauses, *c)
		}
	}
	if holder != nil {
		markGroups(holder.objs)
		cr.clauses = append(cr.clauses, *holder)
	}
	if referent != nil {
		referent.markGeneral(a)
		markGroups(referent.objs)
		cr.clauses = append(cr.clauses, *referent)
	}
	if c := clauses[clauseComply]; c != nil && asks == nil && askable {
		// Kept as a clause of its own (a threshold that lets compliance
		// match): it lifts the rule too.
		cp := *c
		cp.asks = true
		asks = &cp
	}
	if asks != nil {
		cr.clauses = append(cr.clauses, *asks)
	}
	if sh.except.ok() && r.Type == model.RuleNever {
		if c, ok := partClause(a, src[sh.except.a:sh.except.b]); ok {
			c.except, c.first = true, sh.exceptFirst
			cr.clauses = append(cr.clauses, c)
		}
	}
	if sh.cond.ok() && r.Type == model.RuleNever {
		if c, ok := partClause(a, src[sh.cond.a:sh.cond.b]); ok {
			c.cond = true
			cr.clauses = append(cr.clauses, c)
			cr.condUnmet = hasStateWord(s[sh.cond.a:sh.cond.b], badStates)
		}
	}
	cr.clauses = append(cr.clauses, reasonClauses(a, r.Reason, clauses[clausePrimary])...)
	if limitAt.ok() {
		markLimit(a, cr.clauses, r.Rule[limitAt.a:limitAt.b])
	}
	return cr
}

// markLimit marks the clause things that the words of the rule's limit
// name (feat.limit).
func markLimit(a *text.Analyzer, clauses []clause, words string) {
	named := map[string]bool{}
	for _, f := range a.AnalyzeCore(words).Features {
		named[f.Key] = true
	}
	for i := range clauses {
		for _, list := range [][]feat{clauses[i].objs, clauses[i].adjs} {
			for j := range list {
				list[j].limit = named[list[j].key]
			}
		}
	}
}

// reasonWeight weighs a match on a rule's reason: the incident it was
// learned from ("The agent kept searching symptoms while the owner needed
// an ambulance") often reads like the action that would repeat it, but it
// is indirect evidence, so it warns and never blocks (bestHits keeps it
// under the block threshold, and violations and categories do not raise
// it). (Weighed 0.55, it was capped by its weight alone; 0.7, capped
// apart, keeps more right matches past the relative cut of a
// better-scoring wrong one, on every group of sets.)
const reasonWeight = 0.7

// activeVoice turns a reason's passive opening into the act it reports,
// so that the act is read in a verb's place: "A shared proposal was
// deleted for everyone" reads as "deleted shared proposal for everyone".
// Other reasons are returned as they are.
func activeVoice(reason string) string {
	w := strings.Fields(reason)
	start := 0
	if len(w) > 0 {
		switch strings.ToLower(w[0]) {
		case "a", "an", "the", "my", "our", "his", "her", "their", "its", "one":
			start = 1
		}
	}
	for i := start + 1; i+1 < len(w) && i <= start+5; i++ {
		if strings.ContainsAny(w[i-1], ",;:") {
			return reason // the subject ended before any "was"
		}
		switch strings.ToLower(w[i]) {
		case "was", "were", "got", "is", "are":
		default:
			continue
		}
		verb, punct := splitPunct(w[i+1])
		if !participle(strings.ToLower(verb)) {
			return reason
		}
		moved := []string{verb}
		rest := i + 2
		if punct == "" && rest < len(w) {
			// "was turned off": the particle goes with the verb.
			if p, pp := splitPunct(w[rest]); isParticle(strings.ToLower(p)) {
				moved, punct = append(moved, p), pp
				rest++
			}
		}
		out := append(moved, w[start:i]...)
		out[len(out)-1] += punct // "dropped orders table, and ..."
		return strings.Join(append(out, w[rest:]...), " ")
	}
	return reason
}

// splitPunct splits a word's trailing punctuation off.
func splitPunct(word string) (string, string) {
	core := strings.TrimRight(word, ".,;:!?")
	return core, word[len(core):]
}

// isParticle reports whether w completes a phrasal verb ("turned off").
func isParticle(w string) bool {
	switch w {
	case "off", "out", "down", "up", "away", "over", "back", "in", "on":
		return true
	}
	return false
}

// reasonClauses reads a rule's reason as a description of what was done:
// its main clause, when it names an act and a thing. The incident is one
// case of the rule, so the qualifiers and settings of the rule's primary
// clause (base) still hold: "A running container was removed" is about production if
// the rule is ("Never remove containers that are running in
// production"), and a forced push if the rule's push is forced.
func reasonClauses(a *text.Analyzer, reason string, base *clause) []clause {
	var out []clause
	// A learned rule's reason lists the incidents of its lesson: each is
	// one thing that was done, read on its own.
	incidents := model.Incidents(reason)
	if len(incidents) > maxIncidents {
		incidents = incidents[:maxIncidents]
	}
	for _, inc := range incidents {
		out = append(out, incidentClauses(a, inc, base)...)
	}
	return out
}

// reportType is the type under which a rule's reason and exception are
// read: as a NEVER rule's act, without an exception of their own.
const reportType = "_report"

// partClause reads a part of a NEVER rule that is no act of it as a
// clause of its own, of kind clauseComply: what lifts the rule ("a WHERE
// clause", "the permit is issued", except) or the state it applies in
// ("the CLA check is failing", cond). The caller marks which.
func partClause(a *text.Analyzer, txt string) (clause, bool) {
	for _, c := range compileRule(a, model.Rule{Type: reportType, Rule: "never " + txt}, "", false).clauses {
		if c.kind == clausePrimary && len(c.acts)+len(c.objs)+len(c.adjs) > 0 {
			c.kind = clauseComply
			return c, true
		}
	}
	return clause{}, false
}

// maxIncidents bounds the incidents of one reason read as clauses.
const maxIncidents = 6

// incidentClauses are the reason clauses of one incident.
func incidentClauses(a *text.Analyzer, reason string, base *clause) []clause {
	var out []clause
	for _, c := range compileRule(a, model.Rule{Type: reportType, Rule: activeVoice(reason)}, "", false).clauses {
		if c.kind != clausePrimary || c.realA == 0 || !c.hasStrongThing() {
			continue
		}
		c.kind = clauseReason
		if base != nil {
			c.quals = append(c.quals, base.quals...)
			for _, list := range [][]feat{base.objs, base.adjs} {
				for _, f := range list {
					if len(f.excl()) > 0 && f.w > 0.5 && !c.hasKey(f.key) {
						// Past the reason's own offsets, readings of the
						// same rule words still count once.
						if f.term != 0 {
							f.term += baseTermOffset
						}
						c.adjs = append(c.adjs, f)
					}
				}
			}
		}
		markGroups(c.adjs)
		out = append(out, c)
	}
	return out
}

// baseTermOffset moves the terms of features a reason clause takes from
// the rule's text past any offset of the reason's own words.
const baseTermOffset = 1 << 24

// namesNew reports whether the clause's adjuncts say "new" ("on new
// Kubernetes deployments"): what it asks goes on things being made.
func (c *clause) namesNew() bool {
	for _, f := range c.adjs {
		if f.key == "new" {
			return true
		}
	}
	return false
}

// holderClause is the second implicit trigger of a MUST rule that names
// none: "Always put the payment terms on every invoice" asks for
// something in a thing (its adjuncts: where the terms go) and applies
// when such a thing is made or written ("create the invoice for the logo
// project"), whether or not the action names what the rule wants in it.
// It is nil when the clause puts nothing anywhere, only reads, or takes
// something away.
func holderClause(a *text.Analyzer, p *clause) *clause {
	if len(p.objs) == 0 || len(p.adjs) == 0 || (p.realA > 0 && p.read) || p.removes() {
		return nil
	}
	c := triggerOn(a, "#create")
	for _, f := range p.adjs {
		if f.w >= weakThing && !strings.HasPrefix(f.key, "#mod") {
			c.objs = append(c.objs, f)
		}
	}
	if len(c.objs) == 0 {
		return nil
	}
	return c
}

// ownGenericAct reports whether the clause's only acts are generic
// change acts the lexicon weighs low ("call", "run") at their full
// weight: named in a verb's place, not out of it ("in shared SQL").
func (c *clause) ownGenericAct(a *text.Analyzer) bool {
	if len(c.acts) == 0 {
		return false
	}
	for _, f := range c.acts {
		cw := a.ConceptWeight(f.key)
		if f.read || cw >= 1 || math.Abs(f.w-cw) > 1e-9 {
			return false
		}
	}
	return true
}

// leadingActs returns the acts of base that Y borrows in "X instead of
// Y" / "prefer X over Y": all of them, but in a PREFER rule whose X is a
// thing only the acts named before its first thing ("prefer copying with
// rsync"), not those inside it ("short-lived credentials from aws sso
// login" says nothing of logging in for "long-lived access keys").
func leadingActs(base *clause, prefer bool) []feat {
	if !prefer {
		return base.acts
	}
	first := 0
	for _, f := range base.objs {
		if f.term > 0 && (first == 0 || f.term < first) {
			first = f.term
		}
	}
	if first == 0 {
		return base.acts
	}
	var out []feat
	for _, f := range base.acts {
		if f.term <= first {
			out = append(out, f)
		}
	}
	return out
}

// triggerOn returns an implicit trigger clause doing any of acts, with
// no things yet.
func triggerOn(a *text.Analyzer, acts ...string) *clause {
	c := &clause{kind: clauseTrigger}
	for _, k := range acts {
		c.acts = append(c.acts, feat{key: k, parent: a.ConceptParent(k), w: 1, act: true, light: a.LightAct(k)})
	}
	c.finishActs()
	return c
}

// namesMaking reports whether the clause names making its things out of
// a verb's place ("any cloud VM you create"): a weak #create or #start.
func (c *clause) namesMaking() bool {
	for _, f := range c.acts {
		if (f.key == "#create" || f.key == "#start") && f.w > 0 && f.w < 0.5 {
			return true
		}
	}
	return false
}

// removes reports whether the clause's act takes something away (delete,
// close, archive, cancel, kill, disable): "Always delete the feature
// branch" does not apply when one is created.
func (c *clause) removes() bool {
	// The acts whose rules makingClause leaves alone.
	for _, f := range c.acts {
		for _, k := range [...]string{"#delete", "#kill", "#cancel", "#archive", "#disable", "#revert"} {
			if f.key == k || strings.HasPrefix(f.key, k+".") {
				return true
			}
		}
	}
	return false
}

// makingClause is the implicit trigger of a MUST rule that names none:
// "Always sign release tags" applies when a release tag is created,
// whatever the action calls that ("create the release tag v2.3.0"); it
// asks for the primary clause's things. Publishing a thing makes it too:
// "Always add UTM parameters to links in campaign posts" applies to
// "post the campaign link on LinkedIn". (Triggering on any change of the
// things as well was tried: it cost the held-out sets.)
func makingClause(a *text.Analyzer, p *clause) *clause {
	// Creating the things, starting them ("start a new training run" for
	// "Always log every training run") or publishing them.
	c := triggerOn(a, "#create", "#start", "#publish")
	c.objs = append(c.objs, p.objs...)
	c.adjs = append(c.adjs, p.adjs...)
	return c
}

// nounPhrase reads what a PREFER rule names ("Prefer structured logging
// over print statements") as things: a word the lexicon does not know is
// an act there only as an -ing form ("Prefer paying bills by card").
// txt is the text the clause's terms are offsets into.
func (c *clause) nounPhrase(txt string) {
	moved := c.wordActsToThings(func(f *feat) bool { return f.term > 0 && f.term <= len(txt) && !gerund(txt[f.term-1:]) })
	// A participle before a noun describes it: "pinned image tags",
	// "structured logging" name things, they pin or structure nothing.
	if c.weakenParticiples(txt, 0) || moved {
		c.finishActs()
	}
}

// participlesAfterVerb weakens the acts that only a participle before a
// noun gives, after the clause's verb: in "Don't delete published videos"
// the videos are deleted, and publishing them is how they are, not what
// the rule is about.
func (c *clause) participlesAfterVerb(txt string) {
	first := 0
	for _, f := range c.acts {
		if f.w >= 0.5 && f.term > 0 && (first == 0 || f.term < first) {
			first = f.term
		}
	}
	if c.weakenParticiples(txt, first) {
		c.finishActs()
	}
}

// weakenParticiples weakens to 0.4 the acts that a participle before a
// noun gives (attributive) after byte term after of txt, and reports
// whether it weakened any.
func (c *clause) weakenParticiples(txt string, after int) bool {
	moved := false
	for i := range c.acts {
		f := &c.acts[i]
		if f.w >= 0.5 && f.term > after && f.term <= len(txt) && attributive(txt[f.term-1:]) {
			f.w, moved = 0.4, true
		}
	}
	return moved
}

// attributive reports whether s starts with a past participle followed by
// another word of the same phrase ("pinned image tags").
func attributive(s string) bool {
	end := wordEnd(s)
	if end < 5 || !strings.EqualFold(s[end-2:end], "ed") || end >= len(s) || s[end] != ' ' {
		return false
	}
	next := strings.TrimLeft(s[end:], " ")
	return next != "" && (next[0] >= 'a' && next[0] <= 'z' || next[0] >= 'A' && next[0] <= 'Z')
}

// wordActsToThings makes objects of the acts that only a word gave (no
// lexicon concept) and that isThing picks, and reports whether it moved
// any.
func (c *clause) wordActsToThings(isThing func(f *feat) bool) bool {
	kept := c.acts[:0:0]
	moved := false
	for _, f := range c.acts {
		if strings.HasPrefix(f.key, "#") || !isThing(&f) {
			kept = append(kept, f)
			continue
		}
		f.act, f.read = false, false
		c.objs = append(c.objs, f)
		moved = true
	}
	c.acts = kept
	return moved
}

// gerund reports whether the word s starts with ends in "ing".
func gerund(s string) bool {
	end := wordEnd(s)
	return end > 4 && strings.EqualFold(s[end-3:end], "ing")
}

// wordEnd returns where the run of letters s starts with ends.
func wordEnd(s string) int {
	end := 0
	for end < len(s) && (s[end] >= 'a' && s[end] <= 'z' || s[end] >= 'A' && s[end] <= 'Z') {
		end++
	}
	return end
}

// lists returns c's feature lists (acts, objects, adjuncts,
// qualifiers), for what reads or numbers every feature; the snapshot's
// decoder fills them in the same order.
func (c *clause) lists() [4][]feat { return [4][]feat{c.acts, c.objs, c.adjs, c.quals} }

// hasKey reports whether c has a feature with key k.
func (c *clause) hasKey(k string) bool {
	for _, list := range c.lists() {
		for i := range list {
			if list[i].key == k {
				return true
			}
		}
	}
	return false
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

// bareAct reports whether the clause names a real act and nothing it is
// done to ("before sending").
func (c *clause) bareAct() bool {
	return c.realA > 0 && len(c.objs)+len(c.adjs) == 0
}

// appendReferent appends to dst what a pronoun or a bare act borrows from
// clause from, its objects and adjuncts, as one referent.
func appendReferent(dst []feat, from *clause) []feat {
	n := len(dst)
	dst = appendThings(dst, from.objs, 0.8)
	dst = appendThings(dst, from.adjs, 0.6)
	oneReferent(dst[n:])
	return dst
}

// oneReferent gives the things a pronoun borrowed one term: "it" in
// "Check that the VAT return covers the right quarter before submitting
// it" is one of the base's things, not all of them, so an action naming
// one ("submit the VAT return") names what the pronoun stands for.
// Qualifiers keep their own terms: they are no referent.
func oneReferent(list []feat) {
	t := -1
	for i := range list {
		if list[i].term == 0 || list[i].mod {
			continue
		}
		if t < 0 {
			t = list[i].term
		}
		list[i].term = t
	}
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
			ft := feat{key: f.Key, w: f.Weight, term: f.Term, part: f.Part, gap: f.Gap}
			if f.Concept {
				ft.parent = a.ConceptParent(f.Key)
				ft.deep = ft.parent != "" && a.ConceptParent(ft.parent) != ""
				ft.setRel(a.Contrast(f.Key), a.Exclusive(f.Key))
			}
			ft.mod = f.Role == text.RoleMod
			switch {
			case f.Role == text.RoleAct || f.Role == text.RoleRead:
				if !f.Concept && f.Weight < 0.5 {
					continue // a generic verb
				}
				ft.read = f.Role == text.RoleRead
				ft.act = true
				ft.light = f.Concept && a.LightAct(f.Key)
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
	// A word read as an act only by its place, beside an act the lexicon
	// knows and right after a thing, is a noun in a list ("before
	// submitting an application or abstract"): it is one of the things.
	// After an act it is another act ("buy or sell").
	if hasConceptAct(c.acts) {
		c.wordActsToThings(func(f *feat) bool { return afterThing(&c, f.term) })
	}
	c.dropDescriptiveReads()
	c.acts = dropAncestors(c.acts)
	c.objs = dropAncestors(c.objs)
	c.adjs = dropAncestors(c.adjs)
	c.objs = c.takeQualifiers(a, c.objs)
	c.adjs = c.takeQualifiers(a, c.adjs)
	c.finishActs()
	c.markGeneral(a)
	return c
}

// dropDescriptiveReads drops the read-only acts that follow a generic
// verb and its object when the clause has no other real act: in "Never
// use pull_request_target in workflows that check out the contributor's
// code" what is done is using it; the reading, after the verb's object,
// describes the workflows, and an action that only reads ("cat the
// workflow") does not do it.
func (c *clause) dropDescriptiveReads() {
	first := -1
	for _, f := range c.acts {
		if strings.HasPrefix(f.key, "#") && !f.read && f.w < 0.5 && f.w > 0 {
			if first < 0 || f.term < first {
				first = f.term
			}
		}
	}
	if first < 0 {
		return
	}
	for _, f := range c.acts {
		if f.w >= 0.5 && (!f.read || !c.thingBetween(first, f.term)) {
			return
		}
	}
	kept := c.acts[:0]
	for _, f := range c.acts {
		if !f.read {
			kept = append(kept, f)
		}
	}
	c.acts = kept
}

// thingBetween reports whether one of the clause's things starts after
// offset from and before offset to: the object of a verb at from, when a
// read at to follows it ("use X that reads", not "run load tests").
func (c *clause) thingBetween(from, to int) bool {
	for _, list := range [][]feat{c.objs, c.adjs} {
		for _, f := range list {
			if f.term > from && f.term < to {
				return true
			}
		}
	}
	return false
}

// takeQualifiers moves to c.quals the decisive modifiers (the lexicon's
// !decisive) of list that the words naming one of c's acts gave:
// "force-push" is push qualified by force, not push or force. It returns
// what is left of list.
func (c *clause) takeQualifiers(a *text.Analyzer, list []feat) []feat {
	kept := list[:0]
	for _, f := range list {
		if f.term > 0 && c.qualifies(a, f) {
			c.quals = append(c.quals, f)
			continue
		}
		kept = append(kept, f)
	}
	return kept
}

// qualifies reports whether q came from the words that gave one of c's
// acts, and is decisive for it.
func (c *clause) qualifies(a *text.Analyzer, q feat) bool {
	for _, f := range c.acts {
		if f.term == q.term && f.w >= 0.5 && a.Decisive(f.key, q.key) {
			return true
		}
	}
	return false
}

// qualifierMissing is the most of its act factor a clause keeps when the
// action does the clause's act without any of the qualifiers the rule's
// words give it ("git push" for "force-push").
const qualifierMissing = 0.2

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

// afterThing reports whether the feature of c that comes last before
// offset term is a thing (an object or adjunct) rather than an act.
func afterThing(c *clause, term int) bool {
	best, thing := 0, false
	for _, list := range []struct {
		fs    []feat
		thing bool
	}{{c.acts, false}, {c.objs, true}, {c.adjs, true}} {
		for _, f := range list.fs {
			if f.term < term && f.term > best {
				best, thing = f.term, list.thing
			}
		}
	}
	return thing
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

// statesSomething reports whether the words from i, before to, state how
// something is ("the CLA check is failing", "the manifest has been
// closed") rather than name an act ("adding a job").
func statesSomething(ws []rword, i, to int) bool {
	for k := i; k < to && k <= i+5; k++ {
		switch ws[k].w {
		case "is", "are", "was", "were", "has", "have", "been", "still":
			return k > i
		}
	}
	return false
}

// actWordThing is what a thing the act's own word gives weighs beside a
// term with a gap at that word (weighActWordThings).
const actWordThing = 0.25

// weighActWordThings lowers the things the act's own word gives ("email":
// an email) beside a term with a gap at that word ("email ...
// unsubscribed"): the act already says it, and what the longer term adds
// is what the clause is about. (Both count as named otherwise: the gap
// term's things are no alternatives of the word's, feat.gap.)
func (c *clause) weighActWordThings() {
	for i := range c.objs {
		o := &c.objs[i]
		if o.gap || o.term == 0 || !c.actAtTerm(o.term) {
			continue
		}
		for j := range c.objs {
			if g := &c.objs[j]; g.term == o.term && g.gap {
				o.w *= actWordThing
				break
			}
		}
	}
}
