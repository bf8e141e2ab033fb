package text

import (
	"bufio"
	"errors"
	"fmt"
	"io/fs"
	"math"
	"slices"
	"sort"
	"strconv"
	"strings"
)

// concept is one concept id of the lexicon.
type concept struct {
	id     string
	key    string // "#" + id
	role   Role
	set    bool // role came from a line that named it
	weight float64
	parent int32 // index of the parent concept, -1 if none
	// surf are the surface keys (SurfaceKey) of the words of the
	// concept's terms; children are the concepts one level below it.
	surf     []string
	children []int32
}

// patTok is one token of a lexicon term. Its form (a normalized token or
// <class>) is a run of the lexicon's token text, lx.form(pt): a pool of
// pointer-free 8-byte tokens is a third the size of one holding strings,
// and a cold check reads it scattered, a page fault per 64 KB touched.
type patTok struct {
	off uint32 // the form is tokText[off : off+n]
	n   uint16
	gap bool // may skip up to maxGap tokens of the same segment before it
}

// termTok is a term's token as parseTerm reads it, before it joins the
// pool.
type termTok struct {
	form string
	gap  bool
}

// form returns pt's normalized token or <class>.
func (lx *lexicon) form(pt patTok) string { return lx.tokText[pt.off : pt.off+uint32(pt.n)] }

// firstForm returns the form of e's first token: what the index finds it by.
func (lx *lexicon) firstForm(e *entry) string { return lx.form(lx.tokPool[e.tokOff]) }

// tok interns form in the token text (while parsing).
func (lx *lexicon) tok(form string, gap bool) (patTok, error) {
	if len(form) > math.MaxUint16 {
		return patTok{}, fmt.Errorf("token %.20q... is too long", form)
	}
	off, ok := lx.tokAt[form]
	if !ok {
		off = uint32(lx.tokBuf.Len())
		lx.tokBuf.WriteString(form)
		lx.tokText = lx.tokBuf.String() // shares the buffer: earlier runs stay valid
		lx.tokAt[form] = off
	}
	return patTok{off: off, n: uint16(len(form)), gap: gap}, nil
}

// entry is one term of the lexicon: a token pattern naming some concepts.
// Its tokens and concepts are runs of the lexicon's pools (toksOf,
// conceptsOf): an entry holds no slices, so that the compiled tables stay
// small in a daemon that touches them all.
type entry struct {
	tokOff   uint32
	conOff   uint32
	tokN     uint8
	conN     uint8
	verbOnly bool  // an act reading of a word that is also a thing: only in a verb slot
	nounOnly bool  // a thing reading of a word that is also an act: never in a verb slot
	gappy    bool  // has a "..." gap
	acts     bool  // names an act or read-only act
	group    uint8 // groupCore or groupEvents
}

// groupByFirst orders the entries by the form of their first token,
// keeping file order among those that share it, and lays out their tokens
// and concepts in that order. Analysis reads the entries of a text's
// first tokens: grouped, a cold check finds each group in a few pages
// rather than scattered over megabytes of pools. (Nothing depends on the
// order across groups: a token's entries are read form by form.)
func (lx *lexicon) groupByFirst() {
	order := make([]int, len(lx.entries))
	for i := range order {
		order[i] = i
	}
	sort.SliceStable(order, func(a, b int) bool {
		return lx.firstForm(&lx.entries[order[a]]) < lx.firstForm(&lx.entries[order[b]])
	})
	entries := make([]entry, 0, len(lx.entries))
	toks := make([]patTok, 0, len(lx.tokPool))
	cons := make([]int32, 0, len(lx.conPool))
	for _, i := range order {
		e := lx.entries[i]
		t, c := lx.toksOf(&e), lx.conceptsOf(&e)
		e.tokOff, e.conOff = uint32(len(toks)), uint32(len(cons))
		toks, cons = append(toks, t...), append(cons, c...)
		entries = append(entries, e)
	}
	lx.entries, lx.tokPool, lx.conPool = entries, toks, cons
}

// toksOf returns e's token pattern.
func (lx *lexicon) toksOf(e *entry) []patTok {
	return lx.tokPool[e.tokOff : e.tokOff+uint32(e.tokN) : e.tokOff+uint32(e.tokN)]
}

// conceptsOf returns the concepts e names.
func (lx *lexicon) conceptsOf(e *entry) []int32 {
	return lx.conPool[e.conOff : e.conOff+uint32(e.conN) : e.conOff+uint32(e.conN)]
}

// Entry groups: the core vocabulary and the event vocabulary of
// events_*.txt files (owned by the lesson clusterer). Longest-match and
// act/thing ambiguity are settled within a group, so one group's terms never
// hide the other's.
const (
	groupCore uint8 = iota
	groupEvents
)

func fileGroup(name string) uint8 {
	if strings.HasPrefix(name, "events_") {
		return groupEvents
	}
	return groupCore
}

// weakWeight is the prior weight at or under which a word or concept is
// weak: generic words, times of day.
const weakWeight = 0.3

// errOnlyStopWords reports a term that normalizes to no token at all.
var errOnlyStopWords = errors.New("term is only stop words")

// maxGap is how many tokens a "..." in a term may skip.
const maxGap = 6

// lexicon is the parsed concept lexicon.
type lexicon struct {
	vocab
	concepts []concept
	// byID finds a concept by id while a lexicon is parsed; then idOrd,
	// the concepts' indexes sorted by id, does (conceptIndex), in a
	// compiled lexicon from the start.
	byID    map[string]int
	idOrd   []int32
	entries []entry
	tokPool []patTok           // entries' token patterns (entry.tokOff, tokN)
	tokText string             // the tokens' forms (patTok.off, n)
	tokAt   map[string]uint32  // form -> offset in tokText, while parsing
	tokBuf  strings.Builder    // tokText's bytes, while parsing
	conPool []int32            // entries' concepts (entry.conOff, conN)
	first   map[string][]int32 // first token form -> entries (parsed lexicons)
	// firstKeys/firstOffsets/firstEntries are the same index as sorted
	// tables (compiled lexicons): no map to build at start-up.
	firstKeys    []string
	firstOffsets []int
	firstEntries []int32
	generic      map[string]float64 // stem -> weight of down-weighted words
	contrast     pairIndex          // concept key -> keys of its opposites
	exclusive    pairIndex          // concept key -> keys of the settings it excludes
	decisive     pairIndex          // act key <-> keys of the modifiers that make it another act
	// entail maps the keys of concepts a text names together, joined by
	// "+" ("#send+#secret"), to the concept that naming them means too
	// ("#expose"), one way (!entail).
	entail      pairIndex
	entailRules []entailRule // entail in key order
	// context maps a word (its normalized form) to the concepts one of
	// which a text must also name for the word alone to keep its lexicon
	// readings (!context).
	context  pairIndex
	skipped  []string // events_* terms that normalize to nothing
	actKeys  []string // sorted surface keys of one-word act terms
	weakKeys []string // sorted surface keys of weak words (generic, times of day)
	// light is the sorted keys of the light acts (!light): the acts many
	// everyday verbs collapse into (send, write, read).
	light []string
}

// parseLexicon reads every *.txt file of fsys (sorted by name).
func parseLexicon(fsys fs.FS) (*lexicon, error) {
	names, err := fs.Glob(fsys, "*.txt")
	if err != nil {
		return nil, fmt.Errorf("list lexicon files: %w", err)
	}
	sort.Strings(names)
	lx := &lexicon{
		vocab:     vocab{kinds: map[string]wordKind{}},
		byID:      map[string]int{},
		first:     map[string][]int32{},
		generic:   map[string]float64{},
		contrast:  newPairIndex(),
		exclusive: newPairIndex(),
		decisive:  newPairIndex(),
		entail:    newPairIndex(),
		context:   newPairIndex(),
	}
	lx.record = map[string]string{}
	lx.tokAt = map[string]uint32{}
	type pending struct {
		file  string
		line  int
		ids   []string
		terms []string
	}
	var lines []pending
	contextAt := map[string]string{} // !context term -> where it is, for errors
	lightAt := map[string]string{}   // !light concept key -> where it is, for errors
	// Directives first, from every file, so that terms are normalized with
	// the final stop-word list whatever the file order.
	for _, name := range names {
		data, err := fs.ReadFile(fsys, name)
		if err != nil {
			return nil, fmt.Errorf("read lexicon %s: %w", name, err)
		}
		sc := bufio.NewScanner(strings.NewReader(string(data)))
		sc.Buffer(make([]byte, 64*1024), 1024*1024)
		n := 0
		for sc.Scan() {
			n++
			line := sc.Text()
			if i := strings.IndexByte(line, '#'); i >= 0 {
				line = line[:i]
			}
			line = strings.TrimSpace(line)
			if line == "" {
				continue
			}
			fields := strings.Split(line, "|")
			if len(fields) != 3 {
				return nil, fmt.Errorf("lexicon %s line %d: want 3 fields separated by |, got %d", name, n, len(fields))
			}
			idField := strings.TrimSpace(fields[0])
			role, weight, roleSet, err := parseRole(strings.TrimSpace(fields[1]))
			if err != nil {
				return nil, fmt.Errorf("lexicon %s line %d: %w", name, n, err)
			}
			terms := splitTerms(fields[2])
			if len(terms) == 0 {
				return nil, fmt.Errorf("lexicon %s line %d: no terms", name, n)
			}
			if strings.HasPrefix(idField, "!") {
				if err := lx.directive(idField, weight, terms); err != nil {
					return nil, fmt.Errorf("lexicon %s line %d: %w", name, n, err)
				}
				if idField == "!context" {
					for _, t := range terms {
						contextAt[t] = fmt.Sprintf("lexicon %s line %d", name, n)
					}
				}
				if idField == "!light" {
					for _, t := range terms {
						lightAt["#"+strings.ToLower(t)] = fmt.Sprintf("lexicon %s line %d", name, n)
					}
				}
				continue
			}
			var ids []string
			for _, id := range strings.Split(idField, "+") {
				id = strings.TrimSpace(id)
				if !validID(id) {
					return nil, fmt.Errorf("lexicon %s line %d: bad concept id %q", name, n, id)
				}
				ids = append(ids, id)
				lx.defineConcept(id, role, roleSet, weight)
			}
			lines = append(lines, pending{file: name, line: n, ids: ids, terms: terms})
		}
		if err := sc.Err(); err != nil {
			return nil, fmt.Errorf("read lexicon %s: %w", name, err)
		}
	}
	// The !context words, normalized with the final stop-word list;
	// their concepts are checked once every concept is defined.
	type ctxConcept struct{ at, term, concept string }
	var ctxConcepts []ctxConcept
	ctxTerms := make([]string, 0, len(contextAt))
	for t := range contextAt {
		ctxTerms = append(ctxTerms, t)
	}
	sort.Strings(ctxTerms)
	for _, t := range ctxTerms {
		w, c, _ := strings.Cut(strings.ToLower(t), "/")
		w, c = strings.TrimSpace(w), strings.TrimSpace(c)
		toks := lx.tokenize(w)
		if len(toks) != 1 {
			return nil, fmt.Errorf("%s: context %q: %q is not one word", contextAt[t], t, w)
		}
		key, k := toks[0].text, "#"+c
		if !slices.Contains(lx.context.m[key], k) {
			lx.context.m[key] = append(lx.context.m[key], k)
		}
		ctxConcepts = append(ctxConcepts, ctxConcept{contextAt[t], t, c})
	}
	// keyDF counts the terms each surface key occurs in: a concept is
	// indexed under the rarest key of each of its terms, since a text must
	// hold every word of a term to express it.
	keyDF := map[string]int{}
	for _, p := range lines {
		for _, term := range p.terms {
			seen := map[string]bool{}
			lx.surfaceKeys(term, func(k string) {
				if !seen[k] {
					seen[k] = true
					keyDF[k]++
				}
			})
		}
	}
	actKeySet, weakKeySet := map[string]bool{}, map[string]bool{}
	for w, g := range lx.generic {
		if g <= weakWeight {
			weakKeySet[SurfaceKey(w)] = true
		}
	}
	var termErrs []error
	// entryKeys are the entries made so far: a term listed twice for the
	// same concepts (in two files, or two lines) is kept once, which the
	// compiled tables then hold once too.
	entryKeys := map[string]bool{}
	for _, p := range lines {
		var cs []int32
		for _, id := range p.ids {
			cs = append(cs, int32(lx.byID[id]))
		}
		for _, term := range p.terms {
			if k := lx.rarestKey(term, keyDF); k != "" {
				for _, c := range cs {
					for _, v := range shortKeyForms(k) {
						lx.concepts[c].surf = appendUnique(lx.concepts[c].surf, v)
					}
				}
			}
			toks, err := lx.parseTerm(term)
			if err == nil && len(toks) == 1 && fileGroup(p.file) == groupCore {
				for _, c := range cs {
					if r := lx.concepts[c].role; (r == RoleAct || r == RoleRead) && lx.concepts[c].weight >= 0.5 {
						lx.surfaceKeys(term, func(k string) { actKeySet[k] = true })
					}
				}
			}
			if err == nil && fileGroup(p.file) == groupCore && len(cs) == 1 && lx.concepts[cs[0]].weight <= weakWeight {
				lx.surfaceKeys(term, func(k string) { weakKeySet[k] = true })
			}
			if errors.Is(err, errOnlyStopWords) && fileGroup(p.file) != groupCore {
				// Another owner's vocabulary: a term that normalizes to
				// nothing can match nothing; skip it rather than fail.
				lx.skipped = append(lx.skipped, fmt.Sprintf("%s:%d %q", p.file, p.line, term))
				continue
			}
			if err != nil {
				termErrs = append(termErrs, fmt.Errorf("lexicon %s line %d: term %q: %w", p.file, p.line, term, err))
				continue
			}
			gappy := false
			var key strings.Builder
			for _, pt := range toks {
				gappy = gappy || pt.gap
				fmt.Fprintf(&key, "%s\x00%t\x00", pt.form, pt.gap)
			}
			fmt.Fprintf(&key, "%v\x00%d", cs, fileGroup(p.file))
			if entryKeys[key.String()] {
				continue // the same term for the same concepts, listed again
			}
			entryKeys[key.String()] = true
			if len(toks) > 255 || len(cs) > 255 {
				termErrs = append(termErrs, fmt.Errorf("lexicon %s line %d: term %q: too long", p.file, p.line, term))
				continue
			}
			lx.entries = append(lx.entries, entry{tokOff: uint32(len(lx.tokPool)), tokN: uint8(len(toks)), conOff: uint32(len(lx.conPool)), conN: uint8(len(cs)), gappy: gappy, group: fileGroup(p.file)})
			for _, t := range toks {
				pt, err := lx.tok(t.form, t.gap)
				if err != nil {
					return nil, fmt.Errorf("lexicon %s line %d: term %q: %w", p.file, p.line, term, err)
				}
				lx.tokPool = append(lx.tokPool, pt)
			}
			lx.conPool = append(lx.conPool, cs...)
		}
	}
	for _, ps := range lx.pairSets() {
		ps.x.freeze()
		for k, vs := range ps.x.all {
			switch ps.name {
			case "context":
				continue // checked below, where the lines are known
			case "entail":
				for _, c := range append(strings.Split(k, "+"), vs...) {
					if _, ok := lx.byID[c[1:]]; !ok {
						termErrs = append(termErrs, fmt.Errorf("lexicon: entail names unknown concept %q", c[1:]))
					}
				}
				continue
			}
			if _, ok := lx.byID[k[1:]]; !ok {
				termErrs = append(termErrs, fmt.Errorf("lexicon: %s names unknown concept %q", ps.name, k[1:]))
			}
		}
	}
	for _, cc := range ctxConcepts {
		if _, known := lx.byID[cc.concept]; !known {
			termErrs = append(termErrs, fmt.Errorf("%s: context %q names unknown concept %q", cc.at, cc.term, cc.concept))
		}
	}
	for _, k := range lx.light {
		if i, known := lx.byID[k[1:]]; !known || (lx.concepts[i].role != RoleAct && lx.concepts[i].role != RoleRead) {
			termErrs = append(termErrs, fmt.Errorf("%s: light %q is no act of the lexicon", lightAt[k], k[1:]))
		}
	}
	if len(termErrs) > 0 {
		sort.Slice(termErrs, func(i, j int) bool { return termErrs[i].Error() < termErrs[j].Error() })
		return nil, errors.Join(termErrs...)
	}
	for i := range lx.entries {
		e := &lx.entries[i]
		for _, c := range lx.conceptsOf(e) {
			if r := lx.concepts[c].role; r == RoleAct || r == RoleRead {
				e.acts = true
			}
		}
	}
	for i := range lx.concepts {
		sort.Strings(lx.concepts[i].surf)
		if p := lx.concepts[i].parent; p >= 0 {
			lx.concepts[p].children = append(lx.concepts[p].children, int32(i))
		}
	}
	lx.resolveAmbiguity()
	lx.groupByFirst()
	for i, e := range lx.entries {
		f := lx.firstForm(&e)
		lx.first[f] = append(lx.first[f], int32(i))
	}
	for k := range actKeySet {
		lx.actKeys = append(lx.actKeys, k)
	}
	sort.Strings(lx.actKeys)
	for k := range weakKeySet {
		if !actKeySet[k] {
			lx.weakKeys = append(lx.weakKeys, k)
		}
	}
	sort.Strings(lx.weakKeys)
	for w := range lx.record {
		lx.stemIn = append(lx.stemIn, w)
	}
	sort.Strings(lx.stemIn)
	lx.stemOut = make([]string, len(lx.stemIn))
	for i, w := range lx.stemIn {
		lx.stemOut[i] = lx.record[w]
	}
	lx.record = nil
	lx.tokAt, lx.tokBuf = nil, strings.Builder{}
	lx.idOrd, lx.byID = lx.idOrder(), nil
	lx.entailRules = lx.entailRulesOf()
	return lx, nil
}

func validID(id string) bool {
	if id == "" || id[0] == '.' || id[len(id)-1] == '.' {
		return false
	}
	for _, r := range id {
		if !(r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r == '_' || r == '.' || r == '-') {
			return false
		}
	}
	return true
}

// parseRole reads "act", "read", "thing", "-", each optionally ":weight".
func parseRole(s string) (Role, float64, bool, error) {
	name, w, hasW := strings.Cut(s, ":")
	weight := 1.0
	if hasW {
		f, err := strconv.ParseFloat(strings.TrimSpace(w), 64)
		if err != nil || f <= 0 || f > 5 {
			return 0, 0, false, fmt.Errorf("bad weight %q", w)
		}
		weight = f
	}
	switch strings.TrimSpace(name) {
	case "act":
		return RoleAct, weight, true, nil
	case "read":
		return RoleRead, weight, true, nil
	case "thing":
		return RoleThing, weight, true, nil
	case "mod":
		return RoleMod, weight, true, nil
	case "-":
		return RoleThing, weight, false, nil
	}
	return 0, 0, false, fmt.Errorf("bad role %q (want act, read, thing, mod or -)", name)
}

func splitTerms(s string) []string {
	var out []string
	for _, t := range strings.Split(s, ",") {
		if t = strings.TrimSpace(t); t != "" {
			out = append(out, t)
		}
	}
	return out
}

// directive handles lines whose id starts with "!": word lists that steer
// the tokenizer and the weights rather than naming concepts.
func (lx *lexicon) directive(id string, weight float64, terms []string) error {
	for _, t := range terms {
		t = strings.ToLower(t)
		switch id {
		case "!stop":
			lx.kinds[t] = kindStop
		case "!particle":
			lx.kinds[t] = kindParticle
		case "!boundary":
			lx.kinds[t] = kindBoundary
		case "!determiner":
			lx.kinds[t] = kindDeterminer
		case "!generic":
			lx.generic[lx.stem(t)] = weight
		case "!contrast":
			if err := addPair(lx.contrast.m, "contrast", t); err != nil {
				return err
			}
		case "!exclusive":
			if err := addPair(lx.exclusive.m, "exclusive", t); err != nil {
				return err
			}
		case "!decisive":
			if err := addPair(lx.decisive.m, "decisive", t); err != nil {
				return err
			}
		case "!entail":
			if err := addEntail(lx.entail.m, t); err != nil {
				return err
			}
		case "!light":
			if !validID(t) {
				return fmt.Errorf("light %q: want a concept id", t)
			}
			if k := "#" + t; !slices.Contains(lx.light, k) {
				lx.light = append(lx.light, k)
				sort.Strings(lx.light)
			}
		case "!context":
			w, c, ok := strings.Cut(t, "/")
			w, c = strings.TrimSpace(w), strings.TrimSpace(c)
			if !ok || w == "" || !validID(c) {
				return fmt.Errorf("context %q: want word/concept", t)
			}
			// Normalized once every directive is read (parseLexicon).
		default:
			return fmt.Errorf("unknown directive %q", id)
		}
	}
	return nil
}

// pairSet is the concept pairs of one pair directive (!contrast,
// !exclusive, !decisive), kept both ways.
type pairSet struct {
	name string // the directive without "!"
	x    *pairIndex
}

// pairSets lists the pair directives' maps, in the order lexicon_gen.go
// writes them. (!context pairs a word with a concept, one way.)
func (lx *lexicon) pairSets() []pairSet {
	return []pairSet{{"contrast", &lx.contrast}, {"exclusive", &lx.exclusive}, {"decisive", &lx.decisive}, {"context", &lx.context}, {"entail", &lx.entail}}
}

// addEntail records an "a+b/c" line of !entail: a text that names a and b
// (or kinds of them) names c too.
func addEntail(m map[string][]string, t string) error {
	if_, then, ok := strings.Cut(t, "/")
	then = strings.TrimSpace(then)
	conds := strings.Split(if_, "+")
	if !ok || !validID(then) || len(conds) < 2 {
		return fmt.Errorf("entail %q: want concept+concept/concept", t)
	}
	keys := make([]string, len(conds))
	for i, c := range conds {
		if c = strings.TrimSpace(c); !validID(c) {
			return fmt.Errorf("entail %q: want concept+concept/concept", t)
		}
		keys[i] = "#" + strings.TrimSpace(c)
	}
	k := strings.Join(keys, "+")
	if !slices.Contains(m[k], "#"+then) {
		m[k] = append(m[k], "#"+then)
	}
	return nil
}

// addPair records a "concept/concept" pair both ways in m.
func addPair(m map[string][]string, name, t string) error {
	x, y, ok := strings.Cut(t, "/")
	x, y = strings.TrimSpace(x), strings.TrimSpace(y)
	if !ok || !validID(x) || !validID(y) {
		return fmt.Errorf("%s %q: want concept/concept", name, t)
	}
	m["#"+x] = append(m["#"+x], "#"+y)
	m["#"+y] = append(m["#"+y], "#"+x)
	return nil
}

// defineConcept registers id (and its dotted parents).
func (lx *lexicon) defineConcept(id string, role Role, roleSet bool, weight float64) int {
	if i, ok := lx.byID[id]; ok {
		c := &lx.concepts[i]
		if roleSet && !c.set {
			c.role, c.set = role, true
			lx.propagateRole(i)
		}
		if weight != 1 && c.weight == 1 {
			c.weight = weight
		}
		return i
	}
	parent := int32(-1)
	if j := strings.LastIndexByte(id, '.'); j > 0 {
		parent = int32(lx.defineConcept(id[:j], role, false, 1))
	}
	lx.concepts = append(lx.concepts, concept{id: id, key: "#" + id, role: role, set: roleSet, weight: weight, parent: parent})
	i := len(lx.concepts) - 1
	lx.byID[id] = i
	lx.propagateRole(i)
	return i
}

// propagateRole gives unset parents the role of their child.
func (lx *lexicon) propagateRole(i int) {
	c := lx.concepts[i]
	for p := c.parent; p >= 0; p = lx.concepts[p].parent {
		if lx.concepts[p].set {
			return
		}
		lx.concepts[p].role = c.role
	}
}

// parseTerm normalizes a term exactly as input text is normalized.
func (lx *lexicon) parseTerm(term string) ([]termTok, error) {
	var out []termTok
	gap := false
	for _, part := range strings.Fields(term) {
		if part == "..." {
			if len(out) == 0 {
				return nil, errors.New(`a term cannot start with "..."`)
			}
			gap = true
			continue
		}
		if strings.HasPrefix(part, "<") && strings.HasSuffix(part, ">") && len(part) > 2 {
			out = append(out, termTok{form: part, gap: gap})
			gap = false
			continue
		}
		toks := lx.tokenize(part)
		for _, t := range toks {
			out = append(out, termTok{form: t.text, gap: gap})
			gap = false
		}
	}
	if gap {
		return nil, errors.New(`a term cannot end with "..."`)
	}
	if len(out) == 0 {
		return nil, errOnlyStopWords
	}
	return out, nil
}

// resolveAmbiguity marks single-token terms read both as an act and as a
// thing ("post", "tag", "release"): the act reading holds in verb slots,
// the thing reading elsewhere.
func (lx *lexicon) resolveAmbiguity() {
	type roles struct{ act, thing bool }
	type gkey struct {
		form  string
		group uint8
	}
	seen := map[gkey]*roles{}
	isAct := func(e entry) (act, thing bool) {
		for _, c := range lx.conceptsOf(&e) {
			switch lx.concepts[c].role {
			case RoleAct, RoleRead:
				act = true
			case RoleThing:
				thing = true
			}
		}
		return act, thing
	}
	for _, e := range lx.entries {
		if e.tokN != 1 {
			continue
		}
		k := gkey{lx.firstForm(&e), e.group}
		r := seen[k]
		if r == nil {
			r = &roles{}
			seen[k] = r
		}
		a, t := isAct(e)
		r.act = r.act || a
		r.thing = r.thing || t
	}
	// thingOnly marks words with an entry that names only things.
	thingOnly := map[gkey]bool{}
	for _, e := range lx.entries {
		if e.tokN != 1 {
			continue
		}
		if a, t := isAct(e); t && !a {
			thingOnly[gkey{lx.firstForm(&e), e.group}] = true
		}
	}
	for i := range lx.entries {
		e := &lx.entries[i]
		if e.tokN != 1 {
			continue
		}
		r := seen[gkey{lx.firstForm(e), e.group}]
		if !r.act || !r.thing {
			continue
		}
		a, t := isAct(*e)
		switch {
		case a && !t:
			e.verbOnly = true
		case t && !a:
			e.nounOnly = true
		case thingOnly[gkey{lx.firstForm(e), e.group}]:
			// An idiom meaning an act and its object ("text" = send a
			// message) is the verb reading of a word that is also a
			// plain noun.
			e.verbOnly = true
		}
	}
}

// match tries entry e at position i and returns the matched positions
// (in buf) and whether it matched.
func (lx *lexicon) match(e *entry, toks []token, i int, buf []int) ([]int, bool) {
	buf = append(buf[:0], i)
	last := i
	for _, pt := range lx.toksOf(e)[1:] {
		found := -1
		limit := last + 1
		switch {
		case pt.gap:
			limit = last + 1 + maxGap
		case last == i && subcommand(lx.form(pt)):
			limit = afterOptions(toks, i)
		}
		for j := last + 1; j <= limit && j < len(toks); j++ {
			if toks[j].seg != toks[i].seg {
				break
			}
			if toks[j].has(lx.form(pt)) {
				found = j
				break
			}
		}
		if found < 0 {
			return buf, false
		}
		buf = append(buf, found)
		last = found
	}
	return buf, true
}

// afterOptions is the last position the word after a command's name may
// sit at: global options, each with at most one value, may come between
// the command and its subcommand ("kubectl --context prod delete",
// "git -C repo push"), so a term naming both still matches.
func afterOptions(toks []token, i int) int {
	j := i + 1
	for n := 0; n < maxGap && j+1 < len(toks) && toks[j].seg == toks[i].seg && toks[j].option(); n++ {
		j++
		if strings.Contains(toks[j-1].text, "=") || toks[j].option() {
			continue
		}
		// The option's value, one chunk ("prod-eu" is two tokens),
		// unless the subcommand follows.
		for v := toks[j].off; j+1 < len(toks) && toks[j+1].seg == toks[i].seg && toks[j].off == v; {
			j++
		}
	}
	return j
}

// subcommand reports whether a term's word may be a command's subcommand:
// a plain word, not a token class or an option, whose place options do
// not change.
func subcommand(form string) bool {
	for _, r := range form {
		if r < 'a' || r > 'z' {
			return false
		}
	}
	return form != ""
}

// option reports whether the token is a command-line option ("-n",
// "--context").
func (t *token) option() bool {
	return len(t.text) > 1 && t.text[0] == '-' && !t.num
}

func (t *token) has(form string) bool {
	if t.text == form {
		return true
	}
	for _, a := range t.alts {
		if a == form {
			return true
		}
	}
	return false
}

// entriesFor returns the entries whose first token form is form.
func (lx *lexicon) entriesFor(form string) []int32 {
	if lx.first != nil {
		return lx.first[form]
	}
	i, ok := slices.BinarySearch(lx.firstKeys, form)
	if !ok {
		return nil
	}
	return lx.firstEntries[lx.firstOffsets[i]:lx.firstOffsets[i+1]]
}

// describe returns a short human-readable summary, for tests and debugging.
func (lx *lexicon) describe() string {
	return fmt.Sprintf("%d concepts, %d terms", len(lx.concepts), len(lx.entries))
}

func appendUnique(list []string, s string) []string {
	for _, x := range list {
		if x == s {
			return list
		}
	}
	return append(list, s)
}

// SurfaceKey is the cheap index key of a lower-case word: its first four
// bytes, which inflections share ("deleting", "deleted" -> "dele").
func SurfaceKey(w string) string {
	if len(w) > 4 {
		return w[:4]
	}
	if len(w) == 4 && w[3] == 's' {
		return w[:3] // a short plural: "keys", "logs", "vars"
	}
	return w
}

// surfaceKeys calls fn with the surface keys of the content words of s
// (stop words dropped) and with its option flags whole. It scans bytes and
// allocates only the keys it reports.
func (v *vocab) surfaceKeys(s string, fn func(string)) {
	v.surfaceKeysAt(s, func(k string, _ int) { fn(k) })
}

// surfaceKeysAt is surfaceKeys that also reports each key's byte offset.
func (v *vocab) surfaceKeysAt(s string, fn func(string, int)) {
	var buf [64]byte
	i := 0
	for i < len(s) {
		c := s[i]
		if c == '-' && (i == 0 || s[i-1] == ' ' || s[i-1] == '\t') {
			j := i
			for j < len(s) && s[j] != ' ' && s[j] != '\t' && s[j] != ',' && s[j] != ';' && s[j] != '=' {
				j++
			}
			if j-i > 1 && j-i <= len(buf) {
				fn(strings.ToLower(s[i:j]), i)
			}
			i = j
			continue
		}
		if c == '<' { // a token class in a lexicon term
			if j := strings.IndexByte(s[i:], '>'); j > 0 {
				// An upper-case SQL verb's class stands for the verb:
				// "<sql-delete>" is keyed as "DELETE" is.
				if verb, ok := strings.CutPrefix(s[i+1:i+j], "sql-"); ok && verb != "" {
					fn(SurfaceKey(verb), i)
				}
				i += j + 1
				continue
			}
		}
		if c == '~' { // the home directory, alone or starting a path
			fn("~", i)
			i++
			continue
		}
		// A mention ("@here") is keyed with its "@" (the name alone may be
		// a stop word), and by its name as well ("post @channel" posts in
		// a channel).
		if c == '@' && i+1 < len(s) && wordByte(s[i+1]) && (i == 0 || !wordByte(s[i-1])) {
			j := i + 1
			for j < len(s) && wordByte(s[j]) && j-i < 4 {
				j++
			}
			fn(strings.ToLower(s[i:j]), i)
			i++
			continue
		}
		if !wordByte(c) {
			i++
			continue
		}
		j := i
		n := 0
		lower := true
		for j < len(s) && wordByte(s[j]) {
			if n < len(buf) {
				b := s[j]
				if b >= 'A' && b <= 'Z' {
					b += 'a' - 'A'
					lower = false
				}
				buf[n] = b
				n++
			}
			j++
		}
		start := i
		i = j
		if k, ok := v.kinds[string(buf[:n])]; ok && k != kindContent {
			continue
		}
		if n > 4 {
			n = 4
		} else if n == 4 && buf[3] == 's' {
			n = 3 // as SurfaceKey
		}
		if lower {
			fn(s[start:start+n], start) // no copy for lower-case text
		} else {
			fn(string(buf[:n]), start)
		}
	}
}

// wordByte reports whether b belongs to a word for surface keys: ASCII
// letters and digits, and every byte of a multi-byte character.
func wordByte(b byte) bool {
	return b >= 'a' && b <= 'z' || b >= 'A' && b <= 'Z' || b >= '0' && b <= '9' || b >= 0x80
}

// rarestKey returns the surface key of term that the fewest lexicon terms
// share (ties: the first), or "" for a term without content words.
func (lx *lexicon) rarestKey(term string, df map[string]int) string {
	best, bestDF := "", 0
	lx.surfaceKeys(term, func(k string) {
		if best == "" || df[k] < bestDF {
			best, bestDF = k, df[k]
		}
	})
	return best
}

// shortKeyForms returns k and, for a three-letter word, the keys of its
// inflections that SurfaceKey cuts differently ("log": "logg" for
// logging, "logi"... "add": "addi", "adde"; "use": "usin", "used").
func shortKeyForms(k string) []string {
	if len(k) != 3 || !isLetters(k) {
		return []string{k}
	}
	out := []string{k, k + k[2:], k + "i", k + "e"}
	if k[2] == 'e' {
		out = append(out, k[:2]+"in")
	}
	return out
}

// entailRule is one !entail line: a text naming every concept of if
// names the concept at index then too.
type entailRule struct {
	if_  []string
	then int32
}

// entailRulesOf lists the !entail lines in key order, so that the features
// they add come in the same order in every process. The concepts are
// known (parseLexicon checks them).
func (lx *lexicon) entailRulesOf() []entailRule {
	var out []entailRule
	for k, thens := range lx.entail.all {
		for _, then := range thens {
			i, _ := lx.conceptIndex(then[1:])
			out = append(out, entailRule{if_: strings.Split(k, "+"), then: int32(i)})
		}
	}
	return out
}
