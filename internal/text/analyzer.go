package text

import (
	"embed"
	"fmt"
	"github.com/loopd-dev/loopd/internal/wordnet"
	"io/fs"
	"slices"
	"strings"
	"sync"
)

//go:embed lexicon/*.txt
var lexiconFS embed.FS

// Role says what a feature contributes to the meaning of a text.
type Role uint8

const (
	// RoleThing is what an action touches: a table, a password, a branch.
	RoleThing Role = iota
	// RoleAct is what an action does that may change something: delete,
	// publish, write, send, create.
	RoleAct
	// RoleRead is an act that only looks: list, show, read, count, inspect.
	RoleRead
	// RoleMod qualifies without being acted on: recursive, forced, every,
	// production-only.
	RoleMod
)

// String names the role as the lexicon does.
func (r Role) String() string {
	switch r {
	case RoleThing:
		return "thing"
	case RoleAct:
		return "act"
	case RoleRead:
		return "read"
	case RoleMod:
		return "mod"
	}
	return fmt.Sprintf("role(%d)", uint8(r))
}

// IsAct reports whether the role is an act of either kind.
func (r Role) IsAct() bool { return r == RoleAct || r == RoleRead }

// Feature is one weighted unit of meaning of a text.
type Feature struct {
	// Key is a word stem ("delet", "--insecure", "777") or, for concepts,
	// "#" followed by the concept id ("#delete.drop"); the two never collide.
	Key string
	// Role is the concept's role, or for a word the role of the concept
	// that covers it, else RoleAct in a verb slot, else RoleThing.
	Role Role
	// Concept is true for lexicon concepts.
	Concept bool
	// Weight is a prior importance in (0, 1]: concepts and rare-looking
	// words weigh 1, words already explained by a concept, generic words,
	// numbers and very short tokens less.
	Weight float64
	// Implied marks a parent concept emitted because a more specific one
	// ("#delete" for "#delete.drop") matched.
	Implied bool
	// Covered marks a word that is part of a matched lexicon term: its
	// meaning is already carried by a concept feature.
	Covered bool
	// Term is 1 + the byte offset of the word where the text first gave
	// this feature (where a concept's term starts). Concepts with the same
	// Term are readings of the same words (an ambiguous "records": media,
	// data, rows) or the parts of one idiom.
	Term int
	// Nominal marks an act named only by words out of a verb's place, a
	// noun ("delete the deployment"): what another verb does something to.
	Nominal bool
	// Part numbers the things one idiom names together (1, 2, ...; 0 for
	// a thing named alone): "email ... unsubscribed" means an email and
	// unsubscribed contacts both, where the readings of an ambiguous word
	// at the same Term are alternatives.
	Part uint8
	// Gap marks a concept of a term whose gap skipped words here ("email
	// ... unsubscribed" in "email customers who have unsubscribed"). Such
	// a term reads words apart from those of a reading without a gap at
	// the same Term ("email"), often what the act is done to: its things
	// are no alternatives of that reading's. (A term that matched words in
	// a row, "apply ... migrations" in "applying migrations", reads the
	// same words as "apply migrations"; "requirements.txt" beside the file
	// type of "txt" names the same thing more closely.)
	Gap bool
}

// Doc is the analysis of one text.
type Doc struct {
	// Features are deduplicated by Key, in order of first occurrence
	// (the readings of a word that needs a context, !context, come after
	// the rest of its part's).
	Features []Feature
	// Tokens are the normalized content tokens in text order (stems, flags,
	// numbers; no stop words or particles).
	Tokens []string
}

// Has reports whether the doc has a feature with this key.
func (d Doc) Has(key string) bool {
	for _, f := range d.Features {
		if f.Key == key {
			return true
		}
	}
	return false
}

// outOfPlaceAct scales the weight of an act named by a single word that is
// not where a verb would be.
const outOfPlaceAct = 0.45

// Analyzer turns text into features with the embedded concept lexicon. It
// is immutable after NewAnalyzer and safe for concurrent use.
type Analyzer struct {
	lx    *lexicon
	stale *lazyLexicon     // set when lx's events vocabulary is out of date
	sum   uint32           // checksum of the core lexicon files (CoreSum)
	wn    *wordnet.WordNet // tells a noun in a verb slot from a verb (nil: every word there is a verb)
}

// lazyLexicon parses the whole lexicon once, when first needed.
type lazyLexicon struct {
	fsys fs.FS
	once sync.Once
	lx   *lexicon
	err  error
}

func (l *lazyLexicon) get() (*lexicon, error) {
	l.once.Do(func() { l.lx, l.err = parseLexicon(l.fsys) })
	return l.lx, l.err
}

// Check parses whatever part of the lexicon NewAnalyzer left for later and
// reports its errors. Analyze falls back to the compiled vocabulary when
// that parse fails.
func (a *Analyzer) Check() error {
	if a.stale == nil {
		return nil
	}
	_, err := a.stale.get()
	return err
}

// full returns the lexicon with current events vocabulary.
func (a *Analyzer) full() *lexicon {
	if a.stale != nil {
		if lx, err := a.stale.get(); err == nil {
			return lx
		}
	}
	return a.lx
}

// NewAnalyzer loads the embedded lexicon (every lexicon/*.txt): from its
// compiled form when that is up to date, else by parsing the files.
func NewAnalyzer() (*Analyzer, error) {
	sub, err := fs.Sub(lexiconFS, "lexicon")
	if err != nil {
		return nil, fmt.Errorf("open embedded lexicon: %w", err)
	}
	if shape, eshape, err := lexiconShape(sub); err == nil && shape == genShape && eshape == genEventsShape && len(genEntries) > 0 {
		return &Analyzer{lx: fromCompiled(), sum: genSum, wn: loadWordNet()}, nil
	}
	sum, esum, err := lexiconSums(sub)
	if err != nil {
		return nil, err
	}
	switch {
	case sum != genSum || len(genEntries) == 0:
		a, err := NewAnalyzerFS(sub)
		if err != nil {
			return nil, err
		}
		a.sum = sum
		return a, nil
	case esum != genEventsSum:
		// Only the clusterer's vocabulary changed since lexicon_gen.go
		// was made: the core analysis is current, the full one is parsed
		// when first needed.
		return &Analyzer{lx: fromCompiled(), stale: &lazyLexicon{fsys: sub}, sum: sum, wn: loadWordNet()}, nil
	}
	return &Analyzer{lx: fromCompiled(), sum: sum, wn: loadWordNet()}, nil
}

// contiguous reports whether token positions follow one another.
func contiguous(pos []int) bool {
	for i := 1; i < len(pos); i++ {
		if pos[i] != pos[i-1]+1 {
			return false
		}
	}
	return true
}

// loadWordNet wraps the embedded WordNet (nil if it cannot be read: every
// plain word in a verb slot is then read as a verb).
func loadWordNet() *wordnet.WordNet {
	wn, err := wordnet.Load()
	if err != nil {
		return nil
	}
	return wn
}

// couldBeVerb reports whether the plain word at byte off of s may be the
// verb its place suggests. Rule text asks, so that a noun in a verb slot
// ("prefer trains over flights", "paths to programs", "lock files or
// protobuf output") is read as the thing it names: a word WordNet does not
// know as a verb, or a plural of a noun, is not a verb.
func (a *Analyzer) couldBeVerb(s string, off int) bool {
	if a.wn == nil {
		return true
	}
	w := wordAt(s, off)
	if len(w) < 3 {
		return true
	}
	verb, noun := false, false
	for _, l := range a.wn.Lemmas(w) {
		switch l.POS {
		case wordnet.Verb:
			verb = true
		case wordnet.Noun:
			noun = noun || l.Word != w // a noun read from a plural form
		}
	}
	if !verb {
		return false
	}
	plural := strings.HasSuffix(w, "s") && !strings.HasSuffix(w, "ss") && !strings.HasSuffix(w, "us") && !strings.HasSuffix(w, "is")
	return !(plural && noun)
}

// wordAt is the lower-cased run of ASCII letters at byte off of s.
func wordAt(s string, off int) string {
	end := off
	for end < len(s) && (s[end] >= 'a' && s[end] <= 'z' || s[end] >= 'A' && s[end] <= 'Z') {
		end++
	}
	return strings.ToLower(s[off:end])
}

// isNoun reports whether the plain word at byte off of s is only ever a
// noun ("deployment", "installer"; not "download", "usual"): an
// act it names is a thing done, not something the text does.
func (a *Analyzer) isNoun(s string, off int) bool {
	if a.wn == nil {
		return false
	}
	w := wordAt(s, off)
	if len(w) < 3 {
		return false
	}
	noun := false
	for _, l := range a.wn.Lemmas(w) {
		if l.POS != wordnet.Noun {
			return false // "straight to main" is no noun
		}
		noun = true
	}
	return noun
}

// CoreSum is a checksum of the core lexicon files (those AnalyzeCore
// reads; 0 for an analyzer from NewAnalyzerFS). Whatever stores results of
// AnalyzeCore across processes, like the guard's compiled rules snapshot,
// keys them with it.
func (a *Analyzer) CoreSum() uint32 { return a.sum }

// NewAnalyzerFS parses the *.txt lexicon files at the root of fsys; tests
// and tools use it to try another lexicon.
func NewAnalyzerFS(fsys fs.FS) (*Analyzer, error) {
	lx, err := parseLexicon(fsys)
	if err != nil {
		return nil, err
	}
	return &Analyzer{lx: lx, wn: loadWordNet()}, nil
}

// Stats describes the loaded lexicon ("N concepts, M terms").
func (a *Analyzer) Stats() string { return a.lx.describe() }

// ConceptRole returns the role of a concept id (without "#") and whether it
// exists.
func (a *Analyzer) ConceptRole(id string) (Role, bool) {
	i, ok := a.lx.conceptIndex(strings.TrimPrefix(id, "#"))
	if !ok {
		return 0, false
	}
	return a.lx.concepts[i].role, true
}

// IsActKey reports whether a surface key (SurfaceKey) is that of a
// one-word act or read-only act of the core lexicon ("dele", "post",
// "list"): a cheap hint that a text names an act.
func (a *Analyzer) IsActKey(key string) bool {
	_, ok := slices.BinarySearch(a.lx.actKeys, key)
	return ok
}

// IsWeakKey reports whether a surface key is that of a weak word: a
// generic word ("use", "new") or a weak concept's (a time of day).
func (a *Analyzer) IsWeakKey(key string) bool {
	_, ok := slices.BinarySearch(a.lx.weakKeys, key)
	return ok
}

// ConceptWeight returns the prior weight of a concept key (1 for most, less
// for generic acts such as "#execute"), 0 if it does not exist.
func (a *Analyzer) ConceptWeight(key string) float64 {
	i, ok := a.lx.conceptIndex(strings.TrimPrefix(key, "#"))
	if !ok {
		return 0
	}
	return a.lx.concepts[i].weight
}

// LightAct reports whether act key is a light act (!light): one that many
// everyday verbs collapse into ("answer", "tell", "text" all send), so
// that an action matching a rule on it says little by itself.
func (a *Analyzer) LightAct(key string) bool {
	_, ok := slices.BinarySearch(a.lx.light, key)
	return ok
}

// ConceptGeneral reports whether concept key has narrower concepts under
// it ("#write" over "#write.draft"): naming it says less than naming one
// of them.
func (a *Analyzer) ConceptGeneral(key string) bool {
	i, ok := a.lx.conceptIndex(strings.TrimPrefix(key, "#"))
	return ok && len(a.lx.concepts[i].children) > 0
}

// ConceptParent returns the key of a concept key's parent ("#delete" for
// "#delete.drop"), or "" when it has none.
func (a *Analyzer) ConceptParent(key string) string {
	i, ok := a.lx.conceptIndex(strings.TrimPrefix(key, "#"))
	if !ok || a.lx.concepts[i].parent < 0 {
		return ""
	}
	return a.lx.concepts[a.lx.concepts[i].parent].key
}

// SurfaceKeys calls fn with cheap index keys of s: the SurfaceKey of each
// content word (stop words dropped) and option flags whole. Unlike Analyze
// it neither stems nor matches the lexicon, so indexing many texts with it
// is fast; ConceptSurfaceKeys says which keys can stand for a concept.
func (a *Analyzer) SurfaceKeys(s string, fn func(key string)) { a.lx.surfaceKeys(s, fn) }

// SurfaceKeysAt is SurfaceKeys that also reports the byte offset in s of
// the word each key comes from.
func (a *Analyzer) SurfaceKeysAt(s string, fn func(key string, off int)) { a.lx.surfaceKeysAt(s, fn) }

// ConceptSurfaceKeys calls fn with the surface keys of the words that can
// express a concept key ("#delete": "dele", "remo", "eras", "rm", ...);
// with descendants it adds those of the concepts below it ("drop",
// "prun"...). A key may be reported more than once.
func (a *Analyzer) ConceptSurfaceKeys(key string, descendants bool, fn func(key string)) {
	i, ok := a.lx.conceptIndex(strings.TrimPrefix(key, "#"))
	if !ok {
		return
	}
	a.lx.conceptSurface(int32(i), descendants, fn)
}

func (lx *lexicon) conceptSurface(i int32, descendants bool, fn func(string)) {
	c := &lx.concepts[i]
	for _, s := range c.surf {
		fn(s)
	}
	if descendants {
		for _, ch := range c.children {
			lx.conceptSurface(ch, true, fn)
		}
	}
}

// Contrast returns the keys of the concepts opposite to a concept key
// ("#cli.option.short" for "#cli.option.long"), as the lexicon's !contrast
// lines declare them.
func (a *Analyzer) Contrast(key string) []string { return a.lx.contrast.get(key) }

// Exclusive returns the keys of the concepts a concept key excludes, as
// the lexicon's !exclusive lines declare them: settings an action cannot
// be in at once ("#env.staging" for "#env.prod").
func (a *Analyzer) Exclusive(key string) []string { return a.lx.exclusive.get(key) }

// Decisive reports whether modifier concept key mod makes act concept key
// act another act, as the lexicon's !decisive lines declare: force-pushing
// is not pushing, but deleting a folder is deleting it recursively.
func (a *Analyzer) Decisive(act, mod string) bool {
	for _, m := range a.lx.decisive.get(act) {
		if m == mod {
			return true
		}
	}
	return false
}

// Analyze returns the features and tokens of s, with the whole lexicon.
func (a *Analyzer) Analyze(s string) Doc { return a.analyze(s, true) }

// AnalyzeCore is Analyze with the core vocabulary only: the concepts of
// lexicon/events_*.txt (the clusterer's failure and fix vocabulary) are left
// out. The guard judges actions with it.
func (a *Analyzer) AnalyzeCore(s string) Doc { return a.analyze(s, false) }

func (a *Analyzer) analyze(s string, events bool) Doc {
	return a.analyzeParts(s, nil, nil, nil, nil, events, false)[0]
}

// Cut is a byte offset where AnalyzeCoreParts splits a text.
type Cut struct {
	Off int
	// Clause marks a cut that starts a new clause: words do not form
	// phrases across it, and a verb may follow it.
	Clause bool
}

// Span is a byte range [From, To) of a text.
type Span struct{ From, To int }

// AnalyzeCoreParts analyzes s once, with the core vocabulary, and splits the
// result at cuts (ascending offsets): part i covers [cuts[i-1].Off,
// cuts[i].Off). A feature belongs to the part where its first word starts;
// phrases are matched across plain cuts as in the whole text, and verbs
// are recognized in their context. It returns len(cuts)+1 docs.
//
// nouns are noun phrases: no word in them sits in a verb's place ("Every
// bid or estimate must ...": the estimate is a thing, not an act of
// estimating).
func (a *Analyzer) AnalyzeCoreParts(s string, cuts []Cut, nouns ...Span) []Doc {
	return a.AnalyzeCorePartsIn(s, nil, cuts, nouns...)
}

// AnalyzeCorePartsIn is AnalyzeCoreParts for a text that is part of a
// longer one analyzed apart: context holds the concept keys the rest of
// it names, which settle a word that needs a context (!context) as the
// text's own would ("Always run the test suite before committing": the
// committing, analyzed without the clause before it, is still a commit).
func (a *Analyzer) AnalyzeCorePartsIn(s string, context []string, cuts []Cut, nouns ...Span) []Doc {
	offs := make([]int, len(cuts))
	var starts []int
	for i, c := range cuts {
		offs[i] = c.Off
		if c.Clause {
			starts = append(starts, c.Off)
		}
	}
	return a.analyzeParts(s, offs, starts, nouns, context, false, true)
}

// prose is set for rule text (AnalyzeCoreParts): there a plain word in a
// verb slot must be able to be a verb (couldBeVerb). An action is often a
// command line whose first word is the tool it runs: that word is its act.
func (a *Analyzer) analyzeParts(s string, cuts, starts []int, nouns []Span, context []string, events, prose bool) []Doc {
	lx := a.lx
	if events {
		lx = a.full()
	}
	toks := lx.tokenizeClauses(s, starts)
	for _, n := range nouns {
		for i := range toks {
			if t := &toks[i]; t.off >= n.From && t.off < n.To {
				t.verb, t.softVerb, t.lightObj = false, false, false
			}
		}
	}
	if !prose {
		lx.readSubcommands(s, toks)
	}
	docs := make([]Doc, len(cuts)+1)
	idxs := make([]map[string]int, len(docs)) // made when a part grows long
	if len(cuts) == 0 {
		docs[0].Features = make([]Feature, 0, 2*len(toks)+2)
		docs[0].Tokens = make([]string, 0, len(toks))
	}
	part := func(tok int) int {
		p, _ := slices.BinarySearch(cuts, toks[tok].off+1)
		return p
	}
	var d *Doc
	var dp int
	add := func(f Feature) {
		i := -1
		if idx := idxs[dp]; idx != nil {
			if j, ok := idx[f.Key]; ok {
				i = j
			}
		} else {
			for j := range d.Features {
				if d.Features[j].Key == f.Key {
					i = j
					break
				}
			}
		}
		if i >= 0 {
			g := &d.Features[i]
			switch {
			case f.Weight > g.Weight:
				g.Weight, g.Nominal = f.Weight, f.Nominal
			case f.Weight == g.Weight:
				g.Nominal = g.Nominal && f.Nominal
			}
			if !f.Implied {
				g.Implied = false
			}
			return
		}
		d.Features = append(d.Features, f)
		switch n := len(d.Features); {
		case idxs[dp] != nil:
			idxs[dp][f.Key] = n - 1
		case n > 24:
			idx := make(map[string]int, 2*n)
			for j := range d.Features {
				idx[d.Features[j].Key] = j
			}
			idxs[dp] = idx
		}
	}
	// cover[i] is the role of the first concept covering token i, +1 (0 = none).
	cover := make([]uint8, len(toks))
	single := make([]bool, len(toks)) // cover[i] came from a one-token term
	var buf, posBuf []int
	var found []termMatch
	var pending []pendingTerm
	// addConcepts adds the concepts of a matched term (and their parents,
	// implied) to the current part.
	addConcepts := func(e *entry, scale float64, verbOwn bool, term int, gap bool) {
		nominal := scale < 1 && a.isNoun(s, term-1)
		things := 0
		for _, ci := range lx.conceptsOf(e) {
			if lx.concepts[ci].role == RoleThing {
				things++
			}
		}
		var part uint8
		for _, ci := range lx.conceptsOf(e) {
			c := &lx.concepts[ci]
			if things > 1 && c.role == RoleThing {
				part++
			}
			w := c.weight * scale
			if c.role != RoleAct && c.role != RoleRead {
				if verbOwn {
					continue
				}
				w = c.weight
			} else if w == 0 {
				continue
			}
			act := c.role == RoleAct || c.role == RoleRead
			lx.addWithParents(add, c, Feature{Weight: w, Term: term, Nominal: act && nominal, Part: part, Gap: gap})
		}
	}
	// coverBy marks token j as part of the core term e.
	coverBy := func(e *entry, j int) {
		if cover[j] == 0 || (e.tokN == 1 && !single[j]) {
			cover[j] = uint8(lx.concepts[lx.conceptsOf(e)[0]].role) + 1
			single[j] = e.tokN == 1
		}
	}
	// readSeg is the segment whose verb reads ("describe", "show"), -1
	// for none; only in plain language (a command line's redirections
	// and code write whatever its first word does).
	readSeg := -1
	for i := range toks {
		t := &toks[i]
		dp = part(i)
		d = &docs[dp]
		// Collect the terms matching here, then keep the longest gap-free
		// one of each group (and every gappy one).
		found = found[:0]
		posBuf = posBuf[:0]
		var longest [2]int
		var longestActs [2]bool // the longest phrase names an act
		for k := -1; k < len(t.alts); k++ {
			form := t.text
			if k >= 0 {
				form = t.alts[k]
			}
			for _, ei := range lx.entriesFor(form) {
				e := &lx.entries[ei]
				if (e.verbOnly && !t.verb && !t.lightObj) || (e.nounOnly && t.verb) || (!events && e.group != groupCore) || (t.noAct && e.acts) || (t.readCmd && lx.changes(e)) {
					continue
				}
				var ok bool
				if buf, ok = lx.match(e, toks, i, buf); !ok {
					continue
				}
				found = append(found, termMatch{entry: ei, from: int32(len(posBuf)), to: int32(len(posBuf) + len(buf)), class: e.tokN == 1 && chunkClass(form)})
				posBuf = append(posBuf, buf...)
				if !e.gappy && int(e.tokN) > longest[e.group] {
					longest[e.group] = int(e.tokN)
					longestActs[e.group] = e.acts
				}
			}
		}
		for _, fm := range found {
			e := &lx.entries[fm.entry]
			verbOwn := false
			if !e.gappy && int(e.tokN) < longest[e.group] && !fm.class {
				// A longer phrase starting here wins, but not over what
				// the whole chunk is: "node_modules/lodash/merge.js" is
				// a file however its first words read; and in an action
				// the verb in a verb's place still names its own act
				// ("commit" in "commit the .env": the phrase means
				// exposing a secret, the verb says how).
				if e.tokN == 1 && !e.acts && longestActs[e.group] && e.group == groupCore {
					// The tool a command phrase starts with still names
					// its world: "cargo yank" yanks, and cargo is Rust's.
					addConcepts(e, 1, false, toks[i].off+1, false)
					continue
				}
				if prose || e.tokN != 1 || !e.acts || !t.verb || t.softVerb || t.lightObj {
					continue
				}
				verbOwn = true
			}
			// A lone act word out of a verb's place is weaker evidence
			// ("the saved card", "the download command").
			scale := 1.0
			if e.acts && t.verb && !prose && t.seg != readSeg && !lx.changes(e) && lx.plainSegment(s, toks, i) {
				readSeg = t.seg
			}
			switch {
			case !e.acts || t.verb || t.lightObj:
			case e.tokN == 1:
				scale = outOfPlaceAct
			case !events && a.isNoun(s, t.off):
				// A phrase that starts with an act's noun out of a
				// verb's place names no act of its own: "delete the
				// deployment in prod" deploys nothing, though "deploy
				// ... to prod" reads its words. ("My usual password"
				// starts with no act's word: it still means reusing it.)
				scale = outOfPlaceAct
			case t.afterDet && !events && a.couldBeVerb(s, t.off):
				// A phrase that starts with a verb but follows a
				// determiner or a possessive is a thing: "review Sam's
				// open pull request" opens nothing. ("My usual password"
				// still means reusing it.) A rule may name its act so
				// ("before the terraform apply"): there the act stays, as
				// weak as a lone act word out of place, for the rule's
				// reading to promote when the clause has no other act.
				scale = 0
				if prose {
					scale = outOfPlaceAct
				}
			case t.seg == readSeg && lx.changes(e):
				// What a reading verb looks at is a thing, however its
				// words read: "describe the inbound rules", "show the
				// force-push policy".
				scale = outOfPlaceAct
			}
			if e.tokN == 1 && len(lx.context.get(lx.firstForm(e))) > 0 {
				// A word whose readings need a context ("main" is a
				// branch where git is talked about): settled once the
				// whole text is read.
				pending = append(pending, pendingTerm{part: dp, tok: i, entry: fm.entry, scale: scale, verbOwn: verbOwn})
				continue
			}
			addConcepts(e, scale, verbOwn, toks[i].off+1, e.gappy && !contiguous(posBuf[fm.from:fm.to]))
			if e.group != groupCore || verbOwn {
				continue
			}
			for _, j := range posBuf[fm.from:fm.to] {
				coverBy(e, j)
			}
		}
	}
	kept := lx.settle(docs, pending, toks, context)
	for i, p := range pending {
		if !kept[i] {
			continue
		}
		e := &lx.entries[p.entry]
		dp, d = p.part, &docs[p.part]
		addConcepts(e, p.scale, p.verbOwn, toks[p.tok].off+1, false)
		if e.group == groupCore && !p.verbOwn {
			coverBy(e, p.tok)
		}
	}
	for i := range toks {
		t := &toks[i]
		if t.particle || t.text == "" || strings.HasPrefix(t.text, "<") {
			continue
		}
		dp = part(i)
		d = &docs[dp]
		d.Tokens = append(d.Tokens, t.text)
		w := 1.0
		switch {
		case t.num:
			w = 0.3
		case len(t.text) <= 2:
			w = 0.3
		}
		if g, ok := lx.generic[t.text]; ok && g < w {
			w = g
		}
		if t.adverb && w > 0.3 {
			w = 0.3 // "directly", "quickly": manner, not matter
		}
		role := RoleThing
		if t.verb && !t.softVerb && t.word && !t.noAct && (!prose || a.couldBeVerb(s, t.off)) {
			role = RoleAct
		}
		if cover[i] != 0 {
			role = Role(cover[i] - 1)
			if w > 0.5 {
				w = 0.5
			}
		}
		add(Feature{Key: t.text, Role: role, Weight: w, Covered: cover[i] != 0, Term: t.off + 1})
	}
	for p := range docs {
		dp, d = p, &docs[p]
		lx.entailIn(d, add)
	}
	return docs
}

// entailIn adds to d, through add, what the concepts d names together
// mean too (!entail: sending a secret exposes it). The added concept is
// one more reading of the words that gave the first concept of the line
// (the act), as weighty as the weakest of them.
func (lx *lexicon) entailIn(d *Doc, add func(Feature)) {
	for _, r := range lx.entailRules {
		w, term := 1.0, 0
		for i, c := range r.if_ {
			cw, ct, ok := conceptIn(d, c)
			if !ok {
				w = 0
				break
			}
			w = min(w, cw)
			if i == 0 {
				term = ct
			}
		}
		if w == 0 {
			continue
		}
		lx.addWithParents(add, &lx.concepts[r.then], Feature{Weight: w, Term: term})
	}
}

// addWithParents adds concept c, with f's weight, term and marks, through
// add, and each of its parents as implied, at 0.7 of the weight (a
// parent is no part of an idiom of its own).
func (lx *lexicon) addWithParents(add func(Feature), c *concept, f Feature) {
	f.Key, f.Role, f.Concept = c.key, c.role, true
	add(f)
	for p := c.parent; p >= 0; p = lx.concepts[p].parent {
		pc := &lx.concepts[p]
		add(Feature{Key: pc.key, Role: pc.role, Concept: true, Weight: 0.7 * f.Weight, Implied: true, Nominal: f.Nominal})
	}
}

// conceptIn finds concept key, or a kind of it, among d's features: the
// weight and term of the words that named it (a named kind wins over an
// implied parent, which has no term of its own).
func conceptIn(d *Doc, key string) (w float64, term int, ok bool) {
	for _, f := range d.Features {
		if !f.Concept || f.Weight == 0 {
			continue
		}
		switch {
		case f.Key == key && !f.Implied:
			return f.Weight, f.Term, true
		case len(f.Key) > len(key) && f.Key[len(key)] == '.' && strings.HasPrefix(f.Key, key) && !f.Implied:
			w, term, ok = f.Weight, f.Term, true
		case f.Key == key && !ok:
			w, ok = f.Weight, true
		}
	}
	return w, term, ok
}

// chunkClass reports whether form is a class that says what a whole
// compound chunk is (a path, a file, a URL, a domain, an address).
func chunkClass(form string) bool {
	switch form {
	case ClassPath, ClassFile, ClassURL, ClassDomain, ClassAddress:
		return true
	}
	return false
}

// termMatch is a lexicon entry matched at a position; its token positions
// are posBuf[from:to].
type termMatch struct {
	entry    int32
	from, to int32
	class    bool // matched a one-token class of the chunk (<file>, <path>)
}

// pendingTerm is a one-word term match whose word needs a context
// (!context): its concepts are added only if the text names one.
type pendingTerm struct {
	part, tok int
	entry     int32
	scale     float64
	verbOwn   bool
}

// settle decides which pending terms keep their readings: those whose
// context the rest of the text names (its concepts, or a kind of them:
// the features hold every concept's parents), and those that another
// pending word gives one while it gets one back from them or keeps its own
// ("commit directly to main"). A word of the same sense gives none ("the
// main hall and the master bedroom": both would be branches).
func (lx *lexicon) settle(docs []Doc, pending []pendingTerm, toks []token, context []string) []bool {
	kept := make([]bool, len(pending))
	if len(pending) == 0 {
		return kept
	}
	// present holds the terms where each concept was named (-1: the
	// context). A path's own class is no context for a word in it:
	// "main.go" is code, which does not make its "main" a branch.
	present := map[string][]int{}
	for _, k := range context {
		present[k] = append(present[k], -1)
	}
	for i := range docs {
		for _, f := range docs[i].Features {
			if f.Concept {
				present[f.Key] = append(present[f.Key], f.Term)
			}
		}
	}
	ctxOf := func(i int) []string { return lx.context.get(lx.firstForm(&lx.entries[pending[i].entry])) }
	for i := range pending {
		own := -2
		if t := &toks[pending[i].tok]; t.noAct {
			own = t.off + 1 // a word of a path or an address
		}
		for _, k := range ctxOf(i) {
			if slices.ContainsFunc(present[k], func(t int) bool { return t != own }) {
				kept[i] = true
				break
			}
		}
	}
	own := append([]bool(nil), kept...)
	for i := range pending {
		if kept[i] {
			continue
		}
		for j := range pending {
			if lx.supports(pending, toks, j, i, ctxOf(i)) && (own[j] || lx.supports(pending, toks, i, j, ctxOf(j))) {
				kept[i] = true
				break
			}
		}
	}
	return kept
}

// supports reports whether pending[j], another word of another sense,
// names one of keys (pending[i]'s context) or a kind of one.
func (lx *lexicon) supports(pending []pendingTerm, toks []token, j, i int, keys []string) bool {
	if j == i || toks[pending[j].tok].text == toks[pending[i].tok].text {
		return false
	}
	gives := false
	for _, cj := range lx.conceptsOf(&lx.entries[pending[j].entry]) {
		for _, ci := range lx.conceptsOf(&lx.entries[pending[i].entry]) {
			if kin(lx.concepts[cj].key, lx.concepts[ci].key) {
				return false // the same sense ("main hall", "master bedroom")
			}
		}
		for c := cj; c >= 0 && !gives; c = lx.concepts[c].parent {
			gives = slices.Contains(keys, lx.concepts[c].key)
		}
	}
	return gives
}

// kin reports whether concept keys a and b are the same or one is a kind
// of the other.
func kin(a, b string) bool {
	return a == b || strings.HasPrefix(a, b+".") || strings.HasPrefix(b, a+".")
}

// readSubcommands marks the read-only subcommand of a command line that
// names its resource first ("stripe refunds list --limit 10", "fly apps
// list", "heroku releases info"): the subcommand is the act, in a verb's
// place, and the tool and the words between it and the subcommand name
// the resource, so they are no acts ("refunds" does not refund). Only a segment whose
// first word the lexicon knows as no act (a tool, not "email the refunds
// list"), with one or two plain words before the subcommand, at the end
// of the segment or before its options and arguments, is read so.
func (lx *lexicon) readSubcommands(s string, toks []token) {
	for start := 0; start < len(toks); {
		end := start + 1
		for end < len(toks) && toks[end].seg == toks[start].seg {
			end++
		}
		lx.readSubcommand(s, toks[start:end])
		start = end
	}
}

func (lx *lexicon) readSubcommand(s string, seg []token) {
	if len(seg) < 3 || !seg[0].word || lx.namesAct(seg[0].text) {
		return
	}
	// Typed as a command: no stop word anywhere ("set every customer's
	// status to inactive" is prose). Checked before knowsCommand, which
	// matches phrases: most actions are prose.
	last := seg[len(seg)-1].off
	end := len(s)
	if k := strings.IndexAny(s[last:], " \t\n;|&"); k >= 0 {
		end = last + k
	}
	if lx.hasStopWord(s[seg[0].off:end]) || lx.knowsCommand(seg) {
		return
	}
	actBefore := false // an act word between the tool and the subcommand
	for p := 1; p <= 3 && p < len(seg); p++ {
		// Whole words, each a chunk of its own ("stop-logging" is one
		// subcommand, not "stop" and "logging").
		if !seg[p].word || seg[p].off == seg[p-1].off || (p+1 < len(seg) && seg[p+1].off == seg[p].off) {
			return
		}
		sub, ok := readOnlySub[strings.ToLower(chunkAt(s, seg[p].off))]
		if !ok {
			actBefore = actBefore || lx.namesAct(seg[p].text)
			continue
		}
		if actBefore && !sub {
			// A noun after an act is its object: "bot deletes logs",
			// "systemctl restart nginx status". A verb ends the command:
			// "stripe refunds list".
			return
		}
		if p == 1 {
			return // "docker ps": the lexicon's, or a bare tool and verb
		}
		for i := 0; i < p; i++ {
			seg[i].readCmd = true
			seg[i].verb = false
		}
		seg[p].verb = true
		return
	}
}

// knowsCommand reports whether a phrase of the lexicon longer than one
// word starts the segment ("vault kv get", "gcloud compute instances
// list"): the lexicon's reading of the command stands.
func (lx *lexicon) knowsCommand(seg []token) bool {
	var buf []int
	for k := -1; k < len(seg[0].alts); k++ {
		form := seg[0].text
		if k >= 0 {
			form = seg[0].alts[k]
		}
		for _, ei := range lx.entriesFor(form) {
			e := &lx.entries[ei]
			if e.tokN < 3 || e.group != groupCore {
				continue
			}
			var ok bool
			if buf, ok = lx.match(e, seg, 0, buf); ok {
				return true
			}
		}
	}
	return false
}

// readOnlySub are read-only subcommands, as typed: true for verbs, false
// for words that are as often nouns ("logs", "status").
var readOnlySub = map[string]bool{
	"list": true, "ls": true, "get": true, "describe": true, "show": true, "inspect": true, "whoami": true,
	"view": false, "status": false, "logs": false, "log": false, "info": false, "search": false,
}

// chunkAt returns the whitespace-delimited chunk of s starting at off.
func chunkAt(s string, off int) string {
	if off < 0 || off >= len(s) {
		return ""
	}
	if k := strings.IndexAny(s[off:], " \t\n"); k >= 0 {
		return s[off : off+k]
	}
	return s[off:]
}

// changes reports whether term e names an act that may change something.
func (lx *lexicon) changes(e *entry) bool {
	for _, ci := range lx.conceptsOf(e) {
		if lx.concepts[ci].role == RoleAct {
			return true
		}
	}
	return false
}

// namesAct reports whether a one-word term of the core lexicon reads the
// stem as an act or a read-only act.
func (lx *lexicon) namesAct(stem string) bool {
	for _, ei := range lx.entriesFor(stem) {
		if e := &lx.entries[ei]; e.tokN == 1 && e.acts && e.group == groupCore {
			return true
		}
	}
	return false
}

// plainSegment reports whether the segment of toks[i], from it on, is
// plain language: it has a stop word, outside a shell comment, and no
// redirection or pipe ("cat new.txt > ~/todo.txt # the new list" writes).
func (lx *lexicon) plainSegment(s string, toks []token, i int) bool {
	j := i
	for j+1 < len(toks) && toks[j+1].seg == toks[i].seg {
		j++
	}
	end := toks[j].off + len(chunkAt(s, toks[j].off))
	if toks[i].off < 0 || end > len(s) || toks[i].off > end {
		return false
	}
	text := s[toks[i].off:end]
	if k := strings.Index(text, " # "); k >= 0 {
		text = text[:k] // a shell comment ("#ops" is a channel)
	}
	if strings.ContainsAny(text, ">|") {
		return false
	}
	return lx.hasStopWord(text)
}

// hasStopWord reports whether s has a word the tokenizer drops or reads
// as structure ("the", "to", "and"): plain language, not a command line.
func (lx *lexicon) hasStopWord(s string) bool {
	for w := range strings.FieldsSeq(s) {
		if lx.kind(strings.ToLower(strings.Trim(w, `"'(),.:;!?`))) != kindContent {
			return true
		}
	}
	return false
}
