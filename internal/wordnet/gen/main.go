// Command gen builds internal/wordnet's embedded data file (wordnet.bin) from
// a WordNet 3.0 database directory, as installed by the Debian package
// wordnet-base in /usr/share/wordnet. It is run by `go generate` in
// internal/wordnet; its output is committed, so builds never need WordNet.
//
// It keeps, for every lemma and part of speech, only the most frequent
// senses: those with a tag count above zero in index.* (at most -max of
// them), or the first -untagged senses of a lemma that has no tagged sense.
// For each kept sense it stores the synset's member lemmas, one level of
// hypernyms (nouns and verbs) and the lemma's derivational ("+") links to
// other parts of speech. The exception lists (*.exc) are stored so that
// irregular forms map to their lemmas.
//
// The output layout is described in internal/wordnet/format.go.
package main

import (
	"bufio"
	"bytes"
	"encoding/binary"
	"errors"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strconv"
	"strings"
)

// Keep in step with internal/wordnet/format.go.
const (
	magic     = "LWN1"
	blockSize = 32
	headerLen = 4 + 5*4
)

// posNames lists WordNet's file suffixes in the POS order used by the data
// file (Noun=0, Verb=1, Adj=2, Adv=3).
var posNames = [4]string{"noun", "verb", "adj", "adv"}

func main() {
	dict := flag.String("dict", "/usr/share/wordnet", "WordNet 3.0 database directory")
	out := flag.String("out", "wordnet.bin", "output file")
	maxSenses := flag.Int("max", 3, "most tagged senses kept per lemma and POS")
	untaggedVerb := flag.Int("untagged-verb", 2, "senses kept for a verb with no tagged sense")
	untaggedOther := flag.Int("untagged", 1, "senses kept for a noun, adjective or adverb with no tagged sense")
	flag.Parse()
	if *maxSenses < 1 || *maxSenses > 3 || *untaggedVerb < 1 || *untaggedVerb > 3 || *untaggedOther < 1 || *untaggedOther > 3 {
		fmt.Fprintln(os.Stderr, "wordnet gen: sense counts must be 1 to 3 (the data format stores them in 2 bits)")
		os.Exit(2)
	}
	if err := run(*dict, *out, *maxSenses, *untaggedVerb, *untaggedOther); err != nil {
		fmt.Fprintln(os.Stderr, "wordnet gen:", err)
		os.Exit(1)
	}
}

// synKey names a synset in the source database.
type synKey struct {
	pos    int
	offset uint32
}

type pointer struct {
	symbol   string
	target   synKey
	src, dst int // 1-based word numbers, 0 = whole synset
}

type synset struct {
	words    []string // lower-cased, underscores kept
	proper   []bool   // the word is capitalized in the database
	lexFile  int      // lexicographer file number (lexnames(5WN))
	pointers []pointer
}

type indexEntry struct {
	lemma  string
	pos    int
	senses []uint32 // synset offsets, most frequent first
	tagged int
}

type db struct {
	synsets map[synKey]*synset
	index   []indexEntry
	exc     [4]map[string][]string
}

func run(dict, out string, maxSenses, untaggedVerb, untaggedOther int) error {
	d := &db{synsets: map[synKey]*synset{}}
	for pos, name := range posNames {
		if err := d.readData(filepath.Join(dict, "data."+name), pos); err != nil {
			return err
		}
		if err := d.readIndex(filepath.Join(dict, "index."+name), pos); err != nil {
			return err
		}
		m, err := readExc(filepath.Join(dict, name+".exc"))
		if err != nil {
			return err
		}
		d.exc[pos] = m
	}
	data, err := d.build(maxSenses, untaggedVerb, untaggedOther)
	if err != nil {
		return err
	}
	if err := os.WriteFile(out, data, 0o644); err != nil {
		return fmt.Errorf("write %s: %w", out, err)
	}
	fmt.Fprintf(os.Stderr, "wordnet gen: wrote %s (%d bytes)\n", out, len(data))
	return nil
}

func posOf(c string) (int, error) {
	switch c {
	case "n":
		return 0, nil
	case "v":
		return 1, nil
	case "a", "s":
		return 2, nil
	case "r":
		return 3, nil
	}
	return 0, fmt.Errorf("unknown part of speech %q", c)
}

// cleanWord lower-cases a data-file word and drops an adjective's syntactic
// marker: "outback(a)" -> "outback".
func cleanWord(w string) string {
	if i := strings.IndexByte(w, '('); i > 0 && strings.HasSuffix(w, ")") {
		w = w[:i]
	}
	return strings.ToLower(w)
}

func eachLine(path string, fn func(line string, n int) error) error {
	f, err := os.Open(path)
	if err != nil {
		return fmt.Errorf("open %s: %w", path, err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	n := 0
	for sc.Scan() {
		n++
		line := sc.Text()
		if line == "" || line[0] == ' ' { // license header
			continue
		}
		if err := fn(line, n); err != nil {
			return fmt.Errorf("%s line %d: %w", path, n, err)
		}
	}
	if err := sc.Err(); err != nil {
		return fmt.Errorf("read %s: %w", path, err)
	}
	return nil
}

// parseDataLine parses one synset line of a data.* file.
func parseDataLine(line string) (uint32, *synset, error) {
	if i := strings.IndexByte(line, '|'); i >= 0 {
		line = line[:i]
	}
	f := strings.Fields(line)
	if len(f) < 4 {
		return 0, nil, errors.New("short synset line")
	}
	off, err := strconv.ParseUint(f[0], 10, 32)
	if err != nil {
		return 0, nil, fmt.Errorf("synset offset: %w", err)
	}
	wcnt, err := strconv.ParseUint(f[3], 16, 8)
	if err != nil {
		return 0, nil, fmt.Errorf("word count: %w", err)
	}
	i := 4
	lex, err := strconv.Atoi(f[1])
	if err != nil {
		return 0, nil, fmt.Errorf("lexicographer file: %w", err)
	}
	s := &synset{lexFile: lex}
	for k := 0; k < int(wcnt); k++ {
		if i+1 >= len(f) {
			return 0, nil, errors.New("truncated word list")
		}
		w := cleanWord(f[i])
		s.words = append(s.words, w)
		s.proper = append(s.proper, strings.ToLower(f[i]) != f[i])
		i += 2
	}
	if i >= len(f) {
		return 0, nil, errors.New("missing pointer count")
	}
	pcnt, err := strconv.Atoi(f[i])
	if err != nil {
		return 0, nil, fmt.Errorf("pointer count: %w", err)
	}
	i++
	for k := 0; k < pcnt; k++ {
		if i+3 >= len(f) {
			return 0, nil, errors.New("truncated pointer list")
		}
		toff, err := strconv.ParseUint(f[i+1], 10, 32)
		if err != nil {
			return 0, nil, fmt.Errorf("pointer offset: %w", err)
		}
		tpos, err := posOf(f[i+2])
		if err != nil {
			return 0, nil, err
		}
		st, err := strconv.ParseUint(f[i+3], 16, 16)
		if err != nil || len(f[i+3]) != 4 {
			return 0, nil, fmt.Errorf("pointer source/target %q", f[i+3])
		}
		s.pointers = append(s.pointers, pointer{
			symbol: f[i],
			target: synKey{tpos, uint32(toff)},
			src:    int(st >> 8),
			dst:    int(st & 0xff),
		})
		i += 4
	}
	return uint32(off), s, nil
}

func (d *db) readData(path string, pos int) error {
	return eachLine(path, func(line string, _ int) error {
		off, s, err := parseDataLine(line)
		if err != nil {
			return err
		}
		d.synsets[synKey{pos, off}] = s
		return nil
	})
}

func (d *db) readIndex(path string, pos int) error {
	return eachLine(path, func(line string, _ int) error {
		f := strings.Fields(line)
		if len(f) < 6 {
			return errors.New("short index line")
		}
		ncnt, err := strconv.Atoi(f[2])
		if err != nil {
			return fmt.Errorf("synset count: %w", err)
		}
		pcnt, err := strconv.Atoi(f[3])
		if err != nil {
			return fmt.Errorf("pointer count: %w", err)
		}
		i := 4 + pcnt + 1 // skip pointer symbols and sense_cnt
		if i+1+ncnt > len(f) {
			return errors.New("truncated index line")
		}
		tagged, err := strconv.Atoi(f[i])
		if err != nil {
			return fmt.Errorf("tagsense count: %w", err)
		}
		e := indexEntry{lemma: f[0], pos: pos, tagged: tagged}
		for _, s := range f[i+1 : i+1+ncnt] {
			off, err := strconv.ParseUint(s, 10, 32)
			if err != nil {
				return fmt.Errorf("synset offset %q: %w", s, err)
			}
			e.senses = append(e.senses, uint32(off))
		}
		d.index = append(d.index, e)
		return nil
	})
}

func readExc(path string) (map[string][]string, error) {
	m := map[string][]string{}
	err := eachLine(path, func(line string, _ int) error {
		f := strings.Fields(line)
		if len(f) < 2 {
			return errors.New("exception line without a base form")
		}
		m[f[0]] = append(m[f[0]], f[1:]...)
		return nil
	})
	return m, err
}

// phrase turns WordNet's "take_away" into the stored "take away".
func phrase(w string) string { return strings.ReplaceAll(w, "_", " ") }

// keptLemma reports whether an index lemma is stored with its senses: every
// single word, and multi-word lemmas that are verbs (phrasal verbs) or have
// a tagged sense.
func keptLemma(e indexEntry) bool {
	return !strings.Contains(e.lemma, "_") || e.pos == 1 || e.tagged > 0
}

type lemmaRec struct {
	senses  []synKey
	related []lemmaRef
}

type lemmaRef struct {
	word string
	pos  int
}

type keyRec struct {
	lemma [4]*lemmaRec
	exc   [4][]string
}

// properNoun reports whether a noun lemma is capitalized in every one of its
// synsets ("Lincoln", "Canis"): names do not help matching everyday text.
func (d *db) properNoun(e indexEntry) bool {
	if e.pos != 0 {
		return false
	}
	for _, off := range e.senses {
		s := d.synsets[synKey{0, off}]
		for i, w := range s.words {
			if w == e.lemma && !s.proper[i] {
				return false
			}
		}
	}
	return true
}

// Lexicographer files of plants and animals (lexnames(5WN)).
const (
	lexNounAnimal = 5
	lexNounPlant  = 20
)

// taxon reports whether a noun's first sense names an animal or a plant:
// the untagged ones (aardwolf, bladderwort) are thousands of species names
// that agents' text does not use.
func (d *db) taxon(e indexEntry) bool {
	if e.pos != 0 || len(e.senses) == 0 {
		return false
	}
	lex := d.synsets[synKey{0, e.senses[0]}].lexFile
	return lex == lexNounAnimal || lex == lexNounPlant
}

func (d *db) build(maxSenses, untaggedVerb, untaggedOther int) ([]byte, error) {
	keys := map[string]*keyRec{}
	rec := func(w string) *keyRec {
		r := keys[w]
		if r == nil {
			r = &keyRec{}
			keys[w] = r
		}
		return r
	}
	// Kept senses.
	stored := map[synKey]bool{} // synsets stored with members
	kept := map[synKey]bool{}   // synsets that are some lemma's kept sense
	type keptEntry struct {
		e    indexEntry
		keys []synKey
	}
	var entries []keptEntry
	for _, e := range d.index {
		if !keptLemma(e) || (e.tagged == 0 && (d.properNoun(e) || d.taxon(e))) {
			continue
		}
		n := min(e.tagged, maxSenses)
		if e.tagged == 0 {
			n = untaggedOther
			if e.pos == 1 {
				n = untaggedVerb
			}
		}
		n = min(n, len(e.senses))
		var ks []synKey
		for _, off := range e.senses[:n] {
			k := synKey{e.pos, off}
			if d.synsets[k] == nil {
				return nil, fmt.Errorf("index %s.%s: synset %d not in data", e.lemma, posNames[e.pos], off)
			}
			ks = append(ks, k)
			kept[k] = true
			stored[k] = true
		}
		entries = append(entries, keptEntry{e, ks})
	}
	lemmaPOS := map[lemmaRef]bool{}
	for _, ke := range entries {
		lemmaPOS[lemmaRef{phrase(ke.e.lemma), ke.e.pos}] = true
	}
	// Derivational links of each kept lemma, from its kept senses only.
	for _, ke := range entries {
		w := phrase(ke.e.lemma)
		lr := &lemmaRec{senses: ke.keys}
		seen := map[lemmaRef]bool{}
		for _, k := range ke.keys {
			s := d.synsets[k]
			wn := 0
			for i, m := range s.words {
				if m == ke.e.lemma {
					wn = i + 1
					break
				}
			}
			for _, p := range s.pointers {
				if p.symbol != "+" || p.target.pos == ke.e.pos || (p.src != 0 && p.src != wn) {
					continue
				}
				t := d.synsets[p.target]
				if t == nil {
					return nil, fmt.Errorf("synset %d: pointer to missing synset %v", k.offset, p.target)
				}
				var targets []string
				if p.dst == 0 {
					targets = t.words
				} else if p.dst <= len(t.words) {
					targets = t.words[p.dst-1 : p.dst]
				}
				for _, tw := range targets {
					ref := lemmaRef{phrase(tw), p.target.pos}
					if !lemmaPOS[ref] || seen[ref] {
						continue
					}
					seen[ref] = true
					lr.related = append(lr.related, ref)
				}
			}
		}
		rec(w).lemma[ke.e.pos] = lr
	}
	// Members of stored synsets are limited to stored lemmas.
	keptWord := map[string]bool{}
	for ref := range lemmaPOS {
		keptWord[ref.word] = true
	}
	// One level of hypernyms for noun and verb kept senses, if they have a
	// member to show.
	hyper := map[synKey][]synKey{}
	for k := range kept {
		if k.pos > 1 {
			continue
		}
		for _, p := range d.synsets[k].pointers {
			if (p.symbol == "@" || p.symbol == "@i") && hasKept(d.synsets[p.target], keptWord) {
				hyper[k] = append(hyper[k], p.target)
				stored[p.target] = true
			}
		}
	}
	// Exceptions whose base is a stored lemma of that POS.
	for pos := range d.exc {
		for form, bases := range d.exc[pos] {
			var keep []string
			for _, b := range bases {
				pb := phrase(b)
				if lemmaPOS[lemmaRef{pb, pos}] && !slices.Contains(keep, pb) {
					keep = append(keep, pb)
				}
			}
			if len(keep) > 0 {
				rec(phrase(form)).exc[pos] = keep
			}
		}
	}

	// Number keys and synsets.
	keyList := make([]string, 0, len(keys))
	for k := range keys {
		keyList = append(keyList, k)
	}
	sort.Strings(keyList)
	keyID := make(map[string]int, len(keyList))
	for i, k := range keyList {
		keyID[k] = i
	}
	synList := make([]synKey, 0, len(stored))
	for k := range stored {
		synList = append(synList, k)
	}
	// Synsets referred to most often get the smallest ids, so that their
	// varint references are short.
	refs := map[synKey]int{}
	for _, ke := range entries {
		for _, k := range ke.keys {
			refs[k]++
		}
	}
	for _, hs := range hyper {
		for _, h := range hs {
			refs[h]++
		}
	}
	sort.Slice(synList, func(i, j int) bool {
		a, b := synList[i], synList[j]
		if refs[a] != refs[b] {
			return refs[a] > refs[b]
		}
		if a.pos != b.pos {
			return a.pos < b.pos
		}
		return a.offset < b.offset
	})
	synID := make(map[synKey]int, len(synList))
	for i, k := range synList {
		synID[k] = i
	}

	// Key blocks (front-coded strings) and record blocks, partitioned alike.
	var keyData, recData []byte
	var keyOffs, recOffs []uint32
	var prev string
	for i, k := range keyList {
		if i%blockSize == 0 {
			keyOffs = append(keyOffs, uint32(len(keyData)))
			recOffs = append(recOffs, uint32(len(recData)))
			prev = ""
		}
		shared := commonPrefix(prev, k)
		keyData = binary.AppendUvarint(keyData, uint64(shared))
		keyData = binary.AppendUvarint(keyData, uint64(len(k)-shared))
		keyData = append(keyData, k[shared:]...)
		recData = append(recData, encodeKey(keys[k], keyID, synID)...)
		prev = k
	}
	keyOffs = append(keyOffs, uint32(len(keyData)))
	recOffs = append(recOffs, uint32(len(recData)))

	// Synset blocks.
	var synData []byte
	var synOffs []uint32
	for i, k := range synList {
		if i%blockSize == 0 {
			synOffs = append(synOffs, uint32(len(synData)))
		}
		s := d.synsets[k]
		var members []int
		for _, w := range s.words {
			if !keptWord[phrase(w)] {
				continue
			}
			id := keyID[phrase(w)]
			if !slices.Contains(members, id) {
				members = append(members, id)
			}
		}
		synData = binary.AppendUvarint(synData, uint64(len(members))<<2|uint64(k.pos))
		for _, id := range members {
			synData = binary.AppendUvarint(synData, uint64(id))
		}
		hs := hyper[k]
		synData = binary.AppendUvarint(synData, uint64(len(hs)))
		for _, h := range hs {
			synData = binary.AppendUvarint(synData, uint64(synID[h]))
		}
	}
	synOffs = append(synOffs, uint32(len(synData)))

	var out bytes.Buffer
	out.WriteString(magic)
	hdr := []uint32{
		uint32(len(keyList)), uint32(len(synList)),
		uint32(len(keyData)), uint32(len(recData)), uint32(len(synData)),
	}
	for _, list := range [][]uint32{hdr, keyOffs, recOffs, synOffs} {
		for _, v := range list {
			out.Write(binary.LittleEndian.AppendUint32(nil, v))
		}
	}
	out.Write(keyData)
	out.Write(recData)
	out.Write(synData)
	fmt.Fprintf(os.Stderr, "wordnet gen: %d keys, %d synsets (%d kept senses), key data %d, records %d, synset data %d\n",
		len(keyList), len(synList), len(kept), len(keyData), len(recData), len(synData))
	return out.Bytes(), nil
}

// encodeKey writes a key's record: a mask byte (bits 0-3: lemma of POS
// 0-3, bits 4-7: exception form of POS 0-3), then per lemma POS its senses
// and derivational links, then per exception POS its base lemma ids.
func encodeKey(r *keyRec, keyID map[string]int, synID map[synKey]int) []byte {
	var mask byte
	for p := 0; p < 4; p++ {
		if r.lemma[p] != nil {
			mask |= 1 << p
		}
		if len(r.exc[p]) > 0 {
			mask |= 1 << (4 + p)
		}
	}
	b := []byte{mask}
	for p := 0; p < 4; p++ {
		l := r.lemma[p]
		if l == nil {
			continue
		}
		// At most 3 senses: the count shares a varint with the link count.
		b = binary.AppendUvarint(b, uint64(len(l.related))<<2|uint64(len(l.senses)))
		for _, s := range l.senses {
			b = binary.AppendUvarint(b, uint64(synID[s]))
		}
		for _, ref := range l.related {
			b = binary.AppendUvarint(b, uint64(keyID[ref.word])<<2|uint64(ref.pos))
		}
	}
	for p := 0; p < 4; p++ {
		if len(r.exc[p]) == 0 {
			continue
		}
		b = binary.AppendUvarint(b, uint64(len(r.exc[p])))
		for _, w := range r.exc[p] {
			b = binary.AppendUvarint(b, uint64(keyID[w]))
		}
	}
	return b
}

func hasKept(s *synset, keptWord map[string]bool) bool {
	for _, w := range s.words {
		if keptWord[phrase(w)] {
			return true
		}
	}
	return false
}

func commonPrefix(a, b string) int {
	n := min(len(a), len(b))
	i := 0
	for i < n && a[i] == b[i] {
		i++
	}
	return i
}
