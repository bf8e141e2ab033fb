package wordnet

import (
	"errors"
	"slices"
	"strings"
	"sync"
	"testing"
)

func TestLemmas(t *testing.T) {
	w := mustLoad(t)
	tests := []struct {
		word string
		want []Lemma // must all be present, in this relative order
		not  []Lemma // must be absent
	}{
		{"ran", []Lemma{{"run", Verb}}, nil},
		{"deleted", []Lemma{{"delete", Verb}}, []Lemma{{"deleted", Verb}}},
		{"summaries", []Lemma{{"summary", Noun}}, nil},
		{"wrote", []Lemma{{"write", Verb}}, nil},
		{"written", []Lemma{{"write", Verb}}, nil},
		{"mice", []Lemma{{"mouse", Noun}}, nil},
		{"running", []Lemma{{"running", Noun}, {"run", Verb}}, nil},
		{"stopped", []Lemma{{"stop", Verb}}, nil},
		{"boxes", []Lemma{{"box", Noun}, {"box", Verb}}, nil},
		{"churches", []Lemma{{"church", Noun}}, nil},
		{"women", []Lemma{{"woman", Noun}}, nil},
		{"glass", []Lemma{{"glass", Noun}}, []Lemma{{"glas", Noun}}},
		{"better", []Lemma{{"good", Adj}, {"well", Adv}}, nil},
		{"larger", []Lemma{{"large", Adj}}, nil},
		{"biggest", []Lemma{{"big", Adj}}, nil},
		{"Took_Away", []Lemma{{"take away", Verb}}, nil},
		{"  sums  up ", []Lemma{{"sum up", Verb}}, nil},
		{"bank accounts", []Lemma{{"bank account", Noun}}, nil},
		{"cupsful", []Lemma{{"cupful", Noun}}, nil},
	}
	for _, tt := range tests {
		t.Run(tt.word, func(t *testing.T) {
			got := w.Lemmas(tt.word)
			last := -1
			for _, l := range tt.want {
				i := slices.Index(got, l)
				if i < 0 {
					t.Fatalf("Lemmas(%q) = %v, want it to hold %v", tt.word, got, l)
				}
				if i < last {
					t.Errorf("Lemmas(%q) = %v, want %v in order", tt.word, got, tt.want)
				}
				last = i
			}
			for _, l := range tt.not {
				if slices.Contains(got, l) {
					t.Errorf("Lemmas(%q) = %v, want no %v", tt.word, got, l)
				}
			}
			for i, l := range got {
				if len(w.Senses(l.Word, l.POS)) == 0 {
					t.Errorf("Lemmas(%q)[%d] = %v has no senses", tt.word, i, l)
				}
				if slices.Contains(got[:i], l) {
					t.Errorf("Lemmas(%q) = %v repeats %v", tt.word, got, l)
				}
			}
		})
	}
}

func TestLemmasUnknown(t *testing.T) {
	w := mustLoad(t)
	for _, word := range []string{"", "   ", "_", "kubectl", "xqzzv", "ss", "ies"} {
		if got := w.Lemmas(word); len(got) != 0 {
			t.Errorf("Lemmas(%q) = %v, want none", word, got)
		}
	}
}

// TestSynonymsMeet lists pairs WordNet links within one step (see
// relation): they must keep meeting when the data is regenerated.
func TestSynonymsMeet(t *testing.T) {
	w := mustLoad(t)
	tests := []struct{ a, b, want string }{
		{"remove", "take away", "synonym"},
		{"delete", "erase", "synonym"},
		{"begin", "start", "synonym"},
		{"stop", "halt", "synonym"},
		{"finish", "complete", "synonym"},
		{"fix", "repair", "synonym"},
		{"show", "display", "synonym"},
		{"buy", "purchase", "synonym"},
		{"error", "mistake", "synonym"},
		{"invoice", "bill", "synonym"},
		{"get", "fetch", "synonym"},
		{"cancel", "call off", "synonym"},
		{"fast", "quick", "synonym"},
		{"draft", "write", "hypernym"},
		{"send", "forward", "hypernym"},
		{"remove", "delete", "hypernym"},
		{"recap", "summarize", "hypernym"},
		{"verify", "confirm", "hypernym"},
		{"summary", "summarize", "derivation"},
		{"deletion", "delete", "derivation"},
		{"removal", "remove", "derivation"},
		{"payment", "pay", "derivation"},
	}
	for _, tt := range tests {
		t.Run(tt.a+"~"+tt.b, func(t *testing.T) {
			if got := relation(w, tt.a, tt.b); got != tt.want {
				t.Errorf("relation(%q, %q) = %q, want %q", tt.a, tt.b, got, tt.want)
			}
			if got := relation(w, tt.b, tt.a); got != tt.want {
				t.Errorf("relation(%q, %q) = %q, want %q (symmetric)", tt.b, tt.a, got, tt.want)
			}
		})
	}
}

// TestSynonymsApart lists pairs that must not meet: opposites and
// different acts an agent's rule must not confuse.
func TestSynonymsApart(t *testing.T) {
	w := mustLoad(t)
	tests := []struct{ a, b string }{
		{"delete", "list"},
		{"read", "write"},
		{"create", "delete"},
		{"start", "stop"},
		{"open", "close"},
		{"buy", "sell"},
		{"send", "receive"},
		{"accept", "reject"},
		{"upload", "download"},
		{"add", "remove"},
		{"allow", "deny"},
		{"show", "hide"},
	}
	for _, tt := range tests {
		t.Run(tt.a+"/"+tt.b, func(t *testing.T) {
			if got := relation(w, tt.a, tt.b); meetsRelation(got) {
				t.Errorf("relation(%q, %q) = %q, want them apart", tt.a, tt.b, got)
			}
			if syn := w.Synonyms(tt.a); slices.Contains(syn, tt.b) {
				t.Errorf("Synonyms(%q) = %v, want no %q", tt.a, syn, tt.b)
			}
		})
	}
}

func TestSynonyms(t *testing.T) {
	w := mustLoad(t)
	tests := []struct {
		word string
		want []string
	}{
		{"deleted", []string{"cancel", "delete", "erase"}},
		{"began", []string{"begin", "commence", "start"}},
		{"recap", []string{"recapitulate", "recapitulation", "review"}},
		{"summaries", []string{"sum-up", "summary"}},
	}
	for _, tt := range tests {
		t.Run(tt.word, func(t *testing.T) {
			got := w.Synonyms(tt.word)
			if !slices.IsSorted(got) || len(slices.Compact(slices.Clone(got))) != len(got) {
				t.Errorf("Synonyms(%q) = %v, want sorted and unique", tt.word, got)
			}
			for _, s := range tt.want {
				if !slices.Contains(got, s) {
					t.Errorf("Synonyms(%q) = %v, want it to hold %q", tt.word, got, s)
				}
			}
		})
	}
	if got := w.Synonyms("kubectl"); got != nil {
		t.Errorf("Synonyms(kubectl) = %v, want nil", got)
	}
}

func TestSensesMembersHypernyms(t *testing.T) {
	w := mustLoad(t)
	senses := w.Senses("Delete", Verb)
	if len(senses) != 2 {
		t.Fatalf("Senses(Delete, Verb) = %v, want 2 senses (untagged verb)", senses)
	}
	if got, want := w.Members(senses[0]), []string{"delete", "cancel"}; !slices.Equal(got, want) {
		t.Errorf("Members(first sense of delete) = %v, want %v", got, want)
	}
	hs := w.Hypernyms(senses[0])
	if len(hs) != 1 || !slices.Contains(w.Members(hs[0]), "remove") {
		t.Errorf("Hypernyms(first sense of delete) = %v, want the synset of remove", hs)
	}
	if hs[0].POS() != Verb || senses[0].POS() != Verb {
		t.Errorf("POS of delete's sense and hypernym = %v, %v, want verb", senses[0].POS(), hs[0].POS())
	}
	if got := w.Senses("run", Verb); len(got) != 3 {
		t.Errorf("Senses(run, Verb) has %d senses, want 3 (the cap)", len(got))
	}
	if got := w.Senses("delete", Noun); got != nil {
		t.Errorf("Senses(delete, Noun) = %v, want nil", got)
	}
	if got := w.Senses("delete", POS(9)); got != nil {
		t.Errorf("Senses(delete, POS(9)) = %v, want nil", got)
	}
	if got := w.Members(Synset{}); got != nil {
		t.Errorf("Members(zero Synset) = %v, want nil", got)
	}
	if got := w.Hypernyms(Synset{id: ^uint32(0)}); got != nil {
		t.Errorf("Hypernyms(out-of-range Synset) = %v, want nil", got)
	}
	for _, tt := range []struct {
		lemma string
		pos   POS
		want  Lemma
	}{
		{"summary", Noun, Lemma{"summarize", Verb}},
		{"delete", Verb, Lemma{"deletion", Noun}},
		{"write", Verb, Lemma{"writer", Noun}},
	} {
		if got := w.Related(tt.lemma, tt.pos); !slices.Contains(got, tt.want) {
			t.Errorf("Related(%q, %v) = %v, want it to hold %v", tt.lemma, tt.pos, got, tt.want)
		}
	}
}

func TestPOSString(t *testing.T) {
	for p, want := range map[POS]string{Noun: "noun", Verb: "verb", Adj: "adj", Adv: "adv", 7: "POS(7)"} {
		if got := p.String(); got != want {
			t.Errorf("POS(%d).String() = %q, want %q", byte(p), got, want)
		}
	}
}

func TestNormalize(t *testing.T) {
	tests := map[string]string{
		"delete":          "delete",
		"Delete":          "delete",
		" take_away\t":    "take away",
		"take  __ away":   "take away",
		"":                "",
		"__":              "",
		"ÉCOLE":           "école",
		"take away":       "take away",
		"sum up ":         "sum up",
		"a\nb":            "a b",
		"already lower x": "already lower x",
	}
	for in, want := range tests {
		if got := normalize(in); got != want {
			t.Errorf("normalize(%q) = %q, want %q", in, got, want)
		}
	}
}

// TestDataSize keeps the embedded data within its budget.
func TestDataSize(t *testing.T) {
	const budget = 1_500_000
	if len(embedded) > budget {
		t.Errorf("wordnet.bin is %d bytes, want at most %d", len(embedded), budget)
	}
	w := mustLoad(t)
	if w.keys.n < 60_000 || w.syns.n < 50_000 {
		t.Errorf("data has %d keys and %d synsets, want at least 60000 and 50000", w.keys.n, w.syns.n)
	}
}

// TestDataWalk decodes every key and synset of the embedded data and checks
// that keys are sorted and unique, every id is in range, every lemma has 1
// to 3 senses, and every synset has a member.
func TestDataWalk(t *testing.T) {
	w := mustLoad(t)
	n := 0
	prev := ""
	for b := 0; b < w.keys.blocks(); b++ {
		k := decoder{b: w.keys.block(b)}
		d := decoder{b: w.recs.block(b)}
		var buf []byte
		for len(k.b) > 0 {
			buf = k.keyEntry(buf)
			key := string(buf)
			if n > 0 && key <= prev {
				t.Fatalf("key %d %q not after %q", n, key, prev)
			}
			if got, ok := w.keyString(uint64(n)); !ok || got != key {
				t.Fatalf("keyString(%d) = %q, %v, want %q", n, got, ok, key)
			}
			if key != normalize(key) {
				t.Errorf("key %q is not normalized", key)
			}
			mask := d.byte()
			if mask == 0 {
				t.Errorf("key %q is neither a lemma nor an exception form", key)
			}
			for p := POS(0); p < 4; p++ {
				if mask&(1<<p) == 0 {
					continue
				}
				h := d.uvarint()
				if s := h & 3; s == 0 {
					t.Errorf("lemma %q (%v) has no senses", key, p)
				}
				for i := 0; i < int(h&3); i++ {
					if id := d.uvarint(); id >= uint64(w.syns.n) {
						t.Fatalf("lemma %q sense id %d out of range", key, id)
					}
				}
				for i := 0; i < int(h>>2); i++ {
					if id := d.uvarint() >> 2; id >= uint64(w.keys.n) {
						t.Fatalf("lemma %q link id %d out of range", key, id)
					}
				}
			}
			for p := 0; p < 4; p++ {
				if mask&(1<<(4+p)) == 0 {
					continue
				}
				nb := d.uvarint()
				for i := uint64(0); i < nb; i++ {
					if id := d.uvarint(); id >= uint64(w.keys.n) {
						t.Fatalf("exception %q base id %d out of range", key, id)
					}
				}
			}
			if d.bad || k.bad {
				t.Fatalf("key %d %q: entry runs past its block", n, key)
			}
			prev = key
			n++
		}
		if len(d.b) != 0 {
			t.Fatalf("record block %d has %d bytes after its keys' records", b, len(d.b))
		}
	}
	if n != w.keys.n {
		t.Errorf("walked %d keys, header says %d", n, w.keys.n)
	}
	for id := uint32(1); id <= uint32(w.syns.n); id++ {
		s := Synset{id: id}
		if len(w.Members(s)) == 0 {
			t.Fatalf("synset %d has no members", id)
		}
		for _, h := range w.Hypernyms(s) {
			if h.id == 0 || h.id > uint32(w.syns.n) {
				t.Fatalf("synset %d hypernym %d out of range", id, h.id)
			}
		}
	}
}

func TestParseCorrupt(t *testing.T) {
	tests := map[string][]byte{
		"empty":       nil,
		"bad magic":   append([]byte("XWN1"), embedded[4:]...),
		"truncated":   embedded[:len(embedded)-1],
		"extra byte":  append(slices.Clone(embedded), 0),
		"header only": embedded[:headerLen],
	}
	for name, data := range tests {
		t.Run(name, func(t *testing.T) {
			if _, err := parse(data); !errors.Is(err, ErrCorrupt) {
				t.Errorf("parse(%s) error = %v, want ErrCorrupt", name, err)
			}
		})
	}
}

// TestConcurrent runs lookups from several goroutines on one WordNet (run
// with -race to check that lookups share no mutable state).
func TestConcurrent(t *testing.T) {
	w := mustLoad(t)
	want := strings.Join(w.Synonyms("deleted"), ",")
	var wg sync.WaitGroup
	errs := make(chan string, 8)
	for i := 0; i < 8; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for j := 0; j < 50; j++ {
				if got := strings.Join(w.Synonyms("deleted"), ","); got != want {
					errs <- got
					return
				}
			}
		}()
	}
	wg.Wait()
	close(errs)
	for got := range errs {
		t.Errorf("concurrent Synonyms(deleted) = %s, want %s", got, want)
	}
}
