package wordnet

import (
	"fmt"
	"slices"
)

// POS is a WordNet part of speech. Adjective satellites count as Adj.
type POS byte

// The parts of speech, in the order Lemmas reports them.
const (
	Noun POS = iota
	Verb
	Adj
	Adv
)

// String returns "noun", "verb", "adj" or "adv".
func (p POS) String() string {
	switch p {
	case Noun:
		return "noun"
	case Verb:
		return "verb"
	case Adj:
		return "adj"
	case Adv:
		return "adv"
	}
	return fmt.Sprintf("POS(%d)", byte(p))
}

// Lemma is a dictionary form and its part of speech: ("run", Verb).
type Lemma struct {
	Word string
	POS  POS
}

// Synset is a handle on one stored sense, shared by every lemma that has it.
// Synsets are comparable: two lemmas share a sense when their Senses hold an
// equal Synset. The zero Synset is not a sense. Handles are valid for the
// WordNet that returned them (all Loads of one build return the same data).
type Synset struct {
	id  uint32 // synset number + 1
	pos POS
}

// POS returns the part of speech of the synset.
func (s Synset) POS() POS { return s.pos }

// ID returns a number that identifies the synset within this build's data.
func (s Synset) ID() uint32 { return s.id }

// WordNet answers lookups on the embedded WordNet extract. It is immutable
// and safe for concurrent use.
type WordNet struct {
	keys table // front-coded key strings
	recs table // key records, in the same blocks as keys
	syns table // synset records
}

// Load returns a WordNet over the embedded data. It decodes nothing up
// front, only checks the header (well under a microsecond, one small
// allocation), so a short-lived CLI process can afford it; lookups decode
// the few bytes they need. Every Load returns an equivalent WordNet.
func Load() (*WordNet, error) {
	w, err := parse(embedded)
	if err != nil {
		return nil, fmt.Errorf("load embedded wordnet.bin: %w", err)
	}
	return w, nil
}

// Senses returns the stored senses of lemma as pos, most frequent first.
// The lemma is not inflected: use Lemmas to map a word form to lemmas.
func (w *WordNet) Senses(lemma string, pos POS) []Synset {
	d, ok := w.lemmaSection(normalize(lemma), pos)
	if !ok {
		return nil
	}
	h := d.uvarint()
	n := d.count(h & 3)
	var out []Synset
	for i := 0; i < n; i++ {
		id := d.uvarint()
		if d.bad || id >= uint64(w.syns.n) {
			return out
		}
		out = append(out, Synset{id: uint32(id) + 1, pos: pos})
	}
	return out
}

// Related returns the lemmas of other parts of speech that WordNet links to
// lemma's stored senses by derivation ("summary" noun -> "summarize" verb),
// in WordNet's order.
func (w *WordNet) Related(lemma string, pos POS) []Lemma {
	d, ok := w.lemmaSection(normalize(lemma), pos)
	if !ok {
		return nil
	}
	h := d.uvarint()
	d.skip(d.count(h & 3))
	n := d.count(h >> 2)
	var out []Lemma
	for i := 0; i < n; i++ {
		v := d.uvarint()
		if d.bad {
			return out
		}
		word, ok := w.keyString(v >> 2)
		if !ok {
			return out
		}
		out = append(out, Lemma{Word: word, POS: POS(v & 3)})
	}
	return out
}

// Members returns the stored lemmas of a synset, in WordNet's order (the
// most common word usually first). Lemmas left out of the data (see the
// package comment) are not listed.
func (w *WordNet) Members(s Synset) []string {
	d, ok := w.synsetRecord(s)
	if !ok {
		return nil
	}
	n := d.count(d.uvarint() >> 2)
	out := make([]string, 0, n)
	for i := 0; i < n; i++ {
		id := d.uvarint()
		if d.bad {
			return out
		}
		word, ok := w.keyString(id)
		if !ok {
			return out
		}
		out = append(out, word)
	}
	return out
}

// Hypernyms returns the direct hypernyms of a noun or verb synset that is
// some lemma's stored sense ("erase" -> "remove, take away, ..."). A synset
// stored only as a hypernym has none.
func (w *WordNet) Hypernyms(s Synset) []Synset {
	d, ok := w.synsetRecord(s)
	if !ok {
		return nil
	}
	d.skip(d.count(d.uvarint() >> 2))
	n := d.count(d.uvarint())
	var out []Synset
	for i := 0; i < n; i++ {
		id := d.uvarint()
		if d.bad || id >= uint64(w.syns.n) {
			return out
		}
		out = append(out, Synset{id: uint32(id) + 1, pos: s.pos})
	}
	return out
}

// Synonyms returns every member of every stored sense of every lemma that
// word may be (see Lemmas), the lemmas themselves included, deduplicated
// and sorted. It returns nil for a word WordNet does not know.
func (w *WordNet) Synonyms(word string) []string {
	var out []string
	for _, l := range w.Lemmas(word) {
		for _, s := range w.Senses(l.Word, l.POS) {
			out = append(out, w.Members(s)...)
		}
	}
	slices.Sort(out)
	return slices.Compact(out)
}

// find returns a decoder positioned at key's record.
func (w *WordNet) find(key string) (decoder, bool) {
	t := &w.keys
	if key == "" || t.n == 0 {
		return decoder{}, false
	}
	var arr [64]byte
	buf := arr[:0]
	// Binary search for the last block whose first key is <= key.
	lo, hi := 0, t.blocks()
	for lo < hi {
		mid := int(uint(lo+hi) >> 1)
		d := decoder{b: t.block(mid)}
		buf = d.keyEntry(buf[:0])
		if d.bad {
			return decoder{}, false
		}
		if compare(buf, key) > 0 {
			hi = mid
		} else {
			lo = mid + 1
		}
	}
	if lo == 0 {
		return decoder{}, false
	}
	b := lo - 1
	d := decoder{b: t.block(b)}
	buf = buf[:0]
	for i := 0; i < blockSize && len(d.b) > 0; i++ {
		buf = d.keyEntry(buf)
		if d.bad {
			return decoder{}, false
		}
		switch c := compare(buf, key); {
		case c == 0:
			r := decoder{b: w.recs.block(b)}
			for j := 0; j < i; j++ {
				r.skipRecord()
			}
			return r, !r.bad
		case c > 0:
			return decoder{}, false
		}
	}
	return decoder{}, false
}

// compare orders a key being decoded against a string, as bytes.Compare.
func compare(b []byte, s string) int {
	n := min(len(b), len(s))
	for i := 0; i < n; i++ {
		if b[i] != s[i] {
			if b[i] < s[i] {
				return -1
			}
			return 1
		}
	}
	switch {
	case len(b) < len(s):
		return -1
	case len(b) > len(s):
		return 1
	}
	return 0
}

// keyString returns the key with the given id.
func (w *WordNet) keyString(id uint64) (string, bool) {
	t := &w.keys
	if id >= uint64(t.n) {
		return "", false
	}
	d := decoder{b: t.block(int(id / blockSize))}
	var arr [64]byte
	buf := arr[:0]
	for i := 0; i <= int(id%blockSize); i++ {
		buf = d.keyEntry(buf)
	}
	if d.bad {
		return "", false
	}
	return string(buf), true
}

// lemmaSection returns a decoder positioned at the section of key's record
// for pos, if key is a lemma of pos.
func (w *WordNet) lemmaSection(key string, pos POS) (decoder, bool) {
	if pos > Adv {
		return decoder{}, false
	}
	d, ok := w.find(key)
	if !ok {
		return decoder{}, false
	}
	mask := d.byte()
	if mask&(1<<pos) == 0 {
		return decoder{}, false
	}
	for p := POS(0); p < pos; p++ {
		if mask&(1<<p) != 0 {
			h := d.uvarint()
			d.skip(d.count(h&3 + h>>2))
		}
	}
	return d, !d.bad
}

// synsetRecord returns a decoder positioned at s's record.
func (w *WordNet) synsetRecord(s Synset) (decoder, bool) {
	t := &w.syns
	if s.id == 0 || int64(s.id) > int64(t.n) {
		return decoder{}, false
	}
	id := int(s.id - 1)
	d := decoder{b: t.block(id / blockSize)}
	for i := 0; i < id%blockSize; i++ {
		d.skip(d.count(d.uvarint() >> 2))
		d.skip(d.count(d.uvarint()))
	}
	return d, !d.bad
}
