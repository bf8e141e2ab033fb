package wordnet

import (
	"slices"
	"strings"
)

// detachment is one of WordNet's morphy rules: a word ending in suffix may
// be an inflection of the word ending in ending instead.
type detachment struct{ suffix, ending string }

// detachments lists morphy's rules per POS (morphy(7WN)). Adverbs have none:
// their irregular forms are in the exception list only. Read-only.
var detachments = [4][]detachment{
	Noun: {{"s", ""}, {"ses", "s"}, {"xes", "x"}, {"zes", "z"}, {"ches", "ch"}, {"shes", "sh"}, {"men", "man"}, {"ies", "y"}},
	Verb: {{"s", ""}, {"ies", "y"}, {"es", "e"}, {"es", ""}, {"ed", "e"}, {"ed", ""}, {"ing", "e"}, {"ing", ""}},
	Adj:  {{"er", ""}, {"est", ""}, {"er", "e"}, {"est", "e"}},
}

// Lemmas returns the (lemma, POS) pairs that word may be an inflection of,
// as WordNet's morphy finds them: the word itself if it is a lemma, its
// entries in the exception lists ("ran" -> "run", "mice" -> "mouse"), and
// the regular detachment rules ("deleted" -> "delete", "summaries" ->
// "summary"), keeping only stored lemmas. Pairs are ordered by POS (Noun,
// Verb, Adj, Adv) and, within one POS, in that order. In a multi-word
// phrase the rules inflect the last word, and for verbs also the first
// ("took away" -> "take away").
func (w *WordNet) Lemmas(word string) []Lemma {
	word = normalize(word)
	if word == "" {
		return nil
	}
	m := morpher{w: w}
	var out []Lemma
	for pos := Noun; pos <= Adv; pos++ {
		for _, f := range m.forms(word, pos) {
			out = append(out, Lemma{Word: f, POS: pos})
		}
	}
	return out
}

// morpher runs morphy for one word, remembering which candidate forms it
// has already looked up.
type morpher struct {
	w     *WordNet
	known []knownForm
}

type knownForm struct {
	form string
	mask byte
	rec  decoder // positioned after the mask
}

func (m *morpher) lookup(form string) knownForm {
	for _, k := range m.known {
		if k.form == form {
			return k
		}
	}
	k := knownForm{form: form}
	if d, ok := m.w.find(form); ok {
		k.mask = d.byte()
		if !d.bad {
			k.rec = d
		} else {
			k.mask = 0
		}
	}
	m.known = append(m.known, k)
	return k
}

// excBases returns the exception list's lemmas of pos for form.
func (m *morpher) excBases(form string, pos POS) []string {
	k := m.lookup(form)
	if k.mask&(1<<(4+pos)) == 0 {
		return nil
	}
	d := k.rec
	for p := 0; p < 4; p++ {
		if k.mask&(1<<p) != 0 {
			h := d.uvarint()
			d.skip(d.count(h&3 + h>>2))
		}
	}
	for p := POS(0); p < pos; p++ {
		if k.mask&(1<<(4+p)) != 0 {
			d.skip(d.count(d.uvarint()))
		}
	}
	n := d.count(d.uvarint())
	var out []string
	for i := 0; i < n; i++ {
		id := d.uvarint()
		if d.bad {
			return out
		}
		if s, ok := m.w.keyString(id); ok {
			out = append(out, s)
		}
	}
	return out
}

// forms returns the lemmas of pos that word (normalized) may be.
func (m *morpher) forms(word string, pos POS) []string {
	out := m.single(word, pos)
	if pos == Verb {
		if i := strings.IndexByte(word, ' '); i > 0 {
			first, rest := word[:i], word[i:]
			for _, b := range m.single(first, Verb) {
				if f := b + rest; m.lookup(f).mask&(1<<pos) != 0 && !slices.Contains(out, f) {
					out = append(out, f)
				}
			}
		}
	}
	return out
}

// single applies morphy to word as one unit: as itself, through the
// exception list, then through the detachment rules.
func (m *morpher) single(word string, pos POS) []string {
	var out []string
	add := func(f string) {
		if m.lookup(f).mask&(1<<pos) != 0 && !slices.Contains(out, f) {
			out = append(out, f)
		}
	}
	add(word)
	for _, b := range m.excBases(word, pos) {
		add(b)
	}
	if pos == Noun {
		// "boxesful" -> "boxful": inflect what precedes "ful".
		if stem, ok := strings.CutSuffix(word, "ful"); ok && stem != "" && !strings.HasSuffix(stem, " ") {
			for _, b := range m.single(stem, Noun) {
				add(b + "ful")
			}
		}
		if strings.HasSuffix(word, "ss") || len(word) <= 2 {
			return out
		}
	}
	for _, r := range detachments[pos] {
		if len(word) > len(r.suffix) && strings.HasSuffix(word, r.suffix) {
			add(word[:len(word)-len(r.suffix)] + r.ending)
		}
	}
	return out
}

// normalize lower-cases word and reads runs of spaces, tabs, newlines and
// underscores as one space, trimming them at both ends.
func normalize(word string) string {
	clean := true
	prevSep := true
	for i := 0; i < len(word); i++ {
		c := word[i]
		sep := c == ' ' || c == '_' || c == '\t' || c == '\n' || c == '\r'
		if c >= 'A' && c <= 'Z' || c >= 0x80 || c == '_' || c == '\t' || c == '\n' || c == '\r' || (sep && prevSep) {
			clean = false
			break
		}
		prevSep = sep
	}
	if clean && !prevSep {
		return word
	}
	var b strings.Builder
	b.Grow(len(word))
	pending := false
	for _, r := range strings.ToLower(word) {
		if r == ' ' || r == '_' || r == '\t' || r == '\n' || r == '\r' {
			pending = b.Len() > 0
			continue
		}
		if pending {
			b.WriteByte(' ')
			pending = false
		}
		b.WriteRune(r)
	}
	return b.String()
}
