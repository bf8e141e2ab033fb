package wordnet

import (
	"slices"
	"testing"
)

// FuzzLemmas feeds arbitrary words to morphy: it must not panic, and every
// lemma it returns must have stored senses.
func FuzzLemmas(f *testing.F) {
	for _, s := range []string{"ran", "deleted", "summaries", "Took_Away", "cupsful", "ss", "", "  x  y ", "é\xff"} {
		f.Add(s)
	}
	w := mustLoad(f)
	f.Fuzz(func(t *testing.T, word string) {
		if n := normalize(word); normalize(n) != n {
			t.Fatalf("normalize(%q) = %q is not idempotent", word, n)
		}
		got := w.Lemmas(word)
		for _, l := range got {
			if len(w.Senses(l.Word, l.POS)) == 0 {
				t.Fatalf("Lemmas(%q) holds %v, which has no senses", word, l)
			}
		}
		syn := w.Synonyms(word)
		if !slices.IsSorted(syn) {
			t.Fatalf("Synonyms(%q) = %v, not sorted", word, syn)
		}
	})
}

// FuzzParse feeds corrupted data files to parse and to the lookups: neither
// may panic or loop.
func FuzzParse(f *testing.F) {
	small := miniData(f)
	f.Add(small)
	f.Add(small[:len(small)/2])
	f.Add(embedded[:headerLen])
	f.Fuzz(func(t *testing.T, data []byte) {
		w, err := parse(data)
		if err != nil {
			return
		}
		for _, word := range []string{"a", "b", "ran", "take away"} {
			for _, l := range w.Lemmas(word) {
				for _, s := range w.Senses(l.Word, l.POS) {
					w.Members(s)
					w.Hypernyms(s)
				}
				w.Related(l.Word, l.POS)
			}
		}
		for id := uint32(0); id < 4; id++ {
			w.Members(Synset{id: id})
			w.Hypernyms(Synset{id: id})
		}
	})
}

// miniData builds a small valid data file, following the layout in
// format.go: keys "a" (noun, senses 0 and 1, linked to verb "b"), "b"
// (verb, sense 1), "c" (exception form of verb "b"); synset 0 = {a},
// synset 1 = {a, b} with hypernym 0.
func miniData(tb testing.TB) []byte {
	tb.Helper()
	keys := []byte{0, 1, 'a', 0, 1, 'b', 0, 1, 'c'}
	recs := []byte{
		1 << 0, 1<<2 | 2, 0, 1, 1<<2 | 1, // a: noun, 2 senses, link (b, verb)
		1 << 1, 1, 1, // b: verb, sense 1
		1 << 5, 1, 1, // c: verb exception, base b
	}
	syns := []byte{
		1 << 2, 0, 0, // {a}, no hypernyms
		2 << 2, 0, 1, 1, 0, // {a, b}, hypernym 0
	}
	le := func(v int) []byte { return []byte{byte(v), byte(v >> 8), byte(v >> 16), byte(v >> 24)} }
	var out []byte
	out = append(out, magic...)
	for _, v := range []int{3, 2, len(keys), len(recs), len(syns), 0, len(keys), 0, len(recs), 0, len(syns)} {
		out = append(out, le(v)...)
	}
	out = append(out, keys...)
	out = append(out, recs...)
	out = append(out, syns...)
	w, err := parse(out)
	if err != nil {
		tb.Fatalf("parse(miniData) error: %v", err)
	}
	if got := w.Lemmas("c"); !slices.Equal(got, []Lemma{{"b", Verb}}) {
		tb.Fatalf("miniData Lemmas(c) = %v, want [{b verb}]", got)
	}
	return out
}
