package guard

import (
	"encoding/binary"
	"errors"
	"fmt"
	"hash/crc32"
	"math"
	"os"
	"sort"
	"strings"
	"sync/atomic"
	"unsafe"

	"github.com/loopd-dev/loopd/internal/model"
	"github.com/loopd-dev/loopd/internal/text"
)

// A rules snapshot is what a cold `loopd guard` reads instead of the
// database: the active rules' guard fields, each rule already compiled
// into clauses, and the exact concept index over those clauses. A cold
// check then only analyzes the action, looks its keys up in the index by
// binary search over the file's bytes, and decodes the few rules it hits:
// no rule text is analyzed and nothing is built for the rules it misses.
//
// Layout (little-endian), after the header line:
//
//	u32 crc32 (IEEE) of everything after this field
//	u32 core lexicon checksum the rules were compiled with (text.Analyzer.CoreSum)
//	u32 compiler version (snapshotCompiler)
//	u32 rules, u32 clauses
//	u32 offsets of: rule records, compiled-rule offsets, clause table,
//	    key tables, clause lists, string blob
//
// Rule records and compiled rules are uvarint streams whose strings are
// (offset, length) pairs into the blob; the clause table, key tables and
// lists have fixed-width entries so they are read in place.
const snapshotHeader = "loopd-guard-rules 8\n"

// snapshotCompiler numbers the compiled form of rules. Bump it whenever a
// change to compileRule or to the text analyzer's code changes what
// compiles from the same rule text and lexicon (TestSnapshotGolden fails
// until you do); a lexicon change is caught by its checksum.
const snapshotCompiler = 101

const (
	snapFixed     = 4 * 11 // the u32 fields after the header line
	keyEntrySize  = 16     // key offset, key length, list start, list length
	clauseEntSize = 9      // rule (u32), flags (u8), thing floor (f32)
	numKeyTables  = 6      // acts and things, each same/parent/near
)

// ErrNoSnapshot means the workspace has no rules snapshot yet.
var ErrNoSnapshot = errors.New("no guard rules snapshot")

// ErrOldSnapshot means the snapshot was written in an older format: like a
// snapshot that is not Current, it is rewritten from the store.
var ErrOldSnapshot = errors.New("guard rules snapshot in an older format")

// Snapshot is a decoded rules snapshot.
type Snapshot struct {
	// recs are the offsets of the rule records (the active rules, in the
	// order they were written) in data. A record is decoded when a check
	// reaches its rule: decoding a thousand rules up front would cost a
	// cold check more than the check itself.
	recs  []uint32
	rules []atomic.Pointer[snapRule]

	data     string // the file after its header line
	sum      uint32
	compiler uint32
	compOffs int // start of the compiled-rule offsets
	clauses  int // start of the clause table
	nClauses int
	tables   [numKeyTables]keyTable
	lists    int // start of the clause lists
	nLists   int
	blob     string
}

// keyTable is one sorted key → clause list table, read in place.
type keyTable struct{ off, n int }

// Current reports whether the snapshot's compiled rules are what a reads
// the rules into now. A snapshot written by another build of loopd, or
// with another lexicon, is not: its rules must be compiled again (the
// caller rewrites it from the store).
func (s *Snapshot) Current(a *text.Analyzer) bool {
	return s.sum == a.CoreSum() && s.compiler == snapshotCompiler
}

// EncodeSnapshot compiles the active rules (on every core) and renders
// them, with the exact index Prepare builds, as a snapshot. It compiles
// for thresholds above the compliance clauses' weight, as every sensible
// configuration is; a checker with a lower one compiles the rules itself.
// The workspace writes the result atomically with the views after every
// change to the rules.
func EncodeSnapshot(a *text.Analyzer, rules []model.Rule) []byte {
	m := NewMatcher(a, rules, MatchOptions{})
	all := make([]int32, len(m.rules))
	for i := range all {
		all[i] = int32(i)
	}
	m.compileParallel(all)
	m.Prepare()
	ix := m.prepared.Load()
	compiler := snapshotCompiler
	if ix == nil {
		// Too many clauses to index: a snapshot that is never Current,
		// so checks read the store.
		ix, compiler = &exactIndex{acts: newKeyIndex(), things: newKeyIndex()}, 0
	}

	e := &snapEncoder{strs: map[string][2]uint32{}}
	var body []byte
	// Rule records.
	recOff := len(body)
	for i, r := range m.rules {
		flag := uint64(0)
		if r.ReviewFlagged {
			flag = 1
		}
		body = e.str(body, r.ID)
		body = e.str(body, r.Type)
		body = e.str(body, r.Category)
		body = binary.AppendUvarint(body, flag)
		body = binary.AppendUvarint(body, uint64(max(r.Violations, 0)))
		body = e.str(body, r.Rule)
		body = e.str(body, r.Reason)
		body = e.str(body, m.categories[i])
	}
	// Compiled rules, then the table of their offsets.
	comp := make([]uint32, len(m.rules))
	for i := range m.rules {
		comp[i] = uint32(len(body))
		body = e.rule(body, m.compiledRule(int32(i)))
	}
	compOffs := len(body)
	for _, o := range comp {
		body = binary.LittleEndian.AppendUint32(body, o)
	}
	// The clause table.
	clauseOff := len(body)
	for _, c := range ix.clauses {
		body = binary.LittleEndian.AppendUint32(body, uint32(c.rule))
		flags := byte(c.kind) << 5
		for i, set := range []bool{c.needAct, c.noThings, c.read, c.needObj, c.wordActs} {
			if set {
				flags |= 1 << i
			}
		}
		body = append(body, flags)
		body = binary.LittleEndian.AppendUint32(body, math.Float32bits(c.things))
	}
	// Key tables and their lists.
	var lists []uint32
	tablesOff := len(body)
	for _, t := range ix.keyTables() {
		keys := make([]string, 0, len(t))
		for k := range t {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		body = binary.LittleEndian.AppendUint32(body, uint32(len(keys)))
		for _, k := range keys {
			off, n := e.ref(k)
			body = binary.LittleEndian.AppendUint32(body, off)
			body = binary.LittleEndian.AppendUint32(body, n)
			body = binary.LittleEndian.AppendUint32(body, uint32(len(lists)))
			body = binary.LittleEndian.AppendUint32(body, uint32(len(t[k])))
			for _, c := range t[k] {
				lists = append(lists, uint32(c))
			}
		}
	}
	listsOff := len(body)
	for _, c := range lists {
		body = binary.LittleEndian.AppendUint32(body, c)
	}
	blobOff := len(body)
	body = append(body, e.blob...)

	head := make([]byte, 0, snapFixed)
	for _, v := range []int{0, int(a.CoreSum()), compiler, len(m.rules), len(ix.clauses),
		recOff, compOffs, clauseOff, tablesOff, listsOff, blobOff} {
		head = binary.LittleEndian.AppendUint32(head, uint32(v))
	}
	out := append([]byte(snapshotHeader), head...)
	out = append(out, body...)
	crc := crc32.ChecksumIEEE(out[len(snapshotHeader)+4:])
	binary.LittleEndian.PutUint32(out[len(snapshotHeader):], crc)
	return out
}

// keyTables lists the index's six tables in the snapshot's order.
func (ix *exactIndex) keyTables() [numKeyTables]map[string][]entry {
	return [numKeyTables]map[string][]entry{ix.acts.same, ix.acts.parent, ix.acts.near,
		ix.things.same, ix.things.parent, ix.things.near}
}

// snapEncoder collects the strings of a snapshot into one blob, once each.
type snapEncoder struct {
	strs map[string][2]uint32
	blob []byte
}

func (e *snapEncoder) ref(s string) (off, n uint32) {
	if r, ok := e.strs[s]; ok {
		return r[0], r[1]
	}
	r := [2]uint32{uint32(len(e.blob)), uint32(len(s))}
	e.blob = append(e.blob, s...)
	e.strs[s] = r
	return r[0], r[1]
}

func (e *snapEncoder) str(b []byte, s string) []byte {
	off, n := e.ref(s)
	b = binary.AppendUvarint(b, uint64(off))
	return binary.AppendUvarint(b, uint64(n))
}

func appendF64(b []byte, f float64) []byte {
	return binary.LittleEndian.AppendUint64(b, math.Float64bits(f))
}

func (e *snapEncoder) rule(b []byte, cr *compiledRule) []byte {
	b = e.str(b, cr.category)
	b = e.str(b, cr.limit.kind)
	bits := byte(0) // the limit's side, and condUnmet
	if cr.limit.over {
		bits |= 1
	}
	if cr.condUnmet {
		bits |= 2
	}
	b = append(b, bits)
	b = appendF64(b, cr.limit.value)
	b = binary.AppendUvarint(b, uint64(len(cr.clauses)))
	for _, c := range cr.clauses {
		flags := byte(0)
		for _, f := range c.flagBits() {
			if *f.on {
				flags |= f.bit
			}
		}
		b = append(b, byte(c.kind), flags)
		b = appendF64(b, c.realA)
		for _, list := range c.lists() {
			b = binary.AppendUvarint(b, uint64(len(list)))
			for _, f := range list {
				b = e.feat(b, f)
			}
		}
	}
	return b
}

func (e *snapEncoder) feat(b []byte, f feat) []byte {
	b = e.str(b, f.key)
	b = e.str(b, f.parent)
	b = appendF64(b, f.w)
	flags := byte(0)
	for i, set := range []bool{f.read, f.act, f.deep, f.light, f.choice, f.mod, f.limit, f.gap} {
		if set {
			flags |= 1 << i
		}
	}
	b = append(b, flags, f.group, f.part)
	b = binary.AppendUvarint(b, uint64(max(f.term, 0)))
	for _, list := range [][]string{f.opp(), f.excl()} {
		b = binary.AppendUvarint(b, uint64(len(list)))
		for _, o := range list {
			b = e.str(b, o)
		}
	}
	return b
}

// ReadSnapshot reads the snapshot EncodeSnapshot wrote. It is on a cold
// guard check's path: it checks the file's checksum and decodes the rule
// records; compiled rules are decoded when a check reaches them. Where the
// system allows it the file is mapped, not copied, and stays mapped for
// the life of the process (the snapshot's strings are the file's bytes):
// it is meant for a one-shot check, and snapshots are replaced by rename,
// never rewritten in place.
func ReadSnapshot(path string) (*Snapshot, error) {
	data, err := mapFile(path)
	if errors.Is(err, os.ErrNotExist) {
		return nil, ErrNoSnapshot
	}
	if err != nil {
		return nil, fmt.Errorf("read %s: %w", path, err)
	}
	s, err := decodeSnapshot(data, true)
	if err != nil {
		return nil, fmt.Errorf("read %s: %w", path, err)
	}
	return s, nil
}

// DecodeSnapshot decodes a snapshot's bytes (see ReadSnapshot); it keeps
// a copy, not data. It never panics on bad input.
func DecodeSnapshot(data []byte) (*Snapshot, error) { return decodeSnapshot(data, false) }

// decodeSnapshot is DecodeSnapshot; with alias the snapshot's strings are
// data's bytes, which must then never change.
func decodeSnapshot(data []byte, alias bool) (*Snapshot, error) {
	if !strings.HasPrefix(string(data[:min(len(data), len(snapshotHeader))]), snapshotHeader) {
		if strings.HasPrefix(string(data[:min(len(data), 64)]), "loopd-guard-rules ") {
			return nil, ErrOldSnapshot
		}
		return nil, errors.New("not a guard rules snapshot")
	}
	body := data[len(snapshotHeader):]
	if len(body) < snapFixed {
		return nil, errors.New("guard rules snapshot is truncated")
	}
	if crc32.ChecksumIEEE(body[4:]) != binary.LittleEndian.Uint32(body) {
		return nil, errors.New("guard rules snapshot is damaged (checksum mismatch)")
	}
	var f [snapFixed / 4]int
	for i := range f {
		f[i] = int(binary.LittleEndian.Uint32(body[4*i:]))
	}
	var d string
	if rest := body[snapFixed:]; alias {
		d = unsafe.String(unsafe.SliceData(rest), len(rest))
	} else {
		d = string(rest)
	}
	s := &Snapshot{data: d, sum: uint32(f[1]), compiler: uint32(f[2]), nClauses: f[4]}
	nRules := f[3]
	recOff, compOffs, clauseOff, tablesOff, listsOff, blobOff := f[5], f[6], f[7], f[8], f[9], f[10]
	offs := []int{recOff, compOffs, clauseOff, tablesOff, listsOff, blobOff, len(d)}
	for i := 1; i < len(offs); i++ {
		if offs[i] < offs[i-1] {
			return nil, errors.New("guard rules snapshot has bad section offsets")
		}
	}
	if clauseOff-compOffs != 4*nRules || listsOff-clauseOff < clauseEntSize*s.nClauses || (blobOff-listsOff)%4 != 0 {
		return nil, errors.New("guard rules snapshot has bad section sizes")
	}
	s.compOffs, s.clauses, s.lists, s.nLists = compOffs, clauseOff, listsOff, (blobOff-listsOff)/4
	s.blob = d[blobOff:]
	// Key tables. Their entries and lists are checked where they are
	// read: a check reads a few of them, not all.
	p := tablesOff
	for t := range s.tables {
		if p+4 > listsOff {
			return nil, errors.New("guard rules snapshot key tables are truncated")
		}
		n := int(s.u32(p))
		p += 4
		if n > (listsOff-p)/keyEntrySize {
			return nil, errors.New("guard rules snapshot key tables are truncated")
		}
		s.tables[t] = keyTable{off: p, n: n}
		p += n * keyEntrySize
	}
	// Rule records: checked and located now, decoded when reached.
	r := snapReader{s: s, p: recOff, end: compOffs}
	if nRules > len(d) {
		return nil, errors.New("guard rules snapshot has a bad rule count")
	}
	s.recs = make([]uint32, nRules)
	s.rules = make([]atomic.Pointer[snapRule], nRules)
	for i := range s.recs {
		s.recs[i] = uint32(r.p)
		r.record(nil)
		if r.err {
			return nil, fmt.Errorf("guard rules snapshot rule %d is damaged", i+1)
		}
	}
	return s, nil
}

// snapRule is a decoded rule record.
type snapRule struct {
	rule   model.Rule
	catKey string // the rule's category feature key
}

// record reads a rule record into sr, or only checks it when sr is nil
// (its strings are the snapshot's bytes: checking one makes nothing).
func (r *snapReader) record(sr *snapRule) {
	if sr == nil {
		r.str() // id
		r.str() // type
		r.str() // category
		r.uvarint()
		r.uvarint()
		r.str() // rule
		r.str() // reason
		r.str() // category key
		return
	}
	rule := &sr.rule
	rule.ID, rule.Type, rule.Category, rule.Status = r.str(), r.str(), r.str(), model.StatusActive
	rule.ReviewFlagged = r.uvarint() == 1
	rule.Violations = int(min(r.uvarint(), math.MaxInt32))
	rule.Rule = r.str()
	rule.Reason = r.str()
	sr.catKey = r.str()
}

// Len is the number of rules in the snapshot.
func (s *Snapshot) Len() int { return len(s.recs) }

// rule returns rule i's decoded record. decodeSnapshot checked every
// record, so decoding cannot fail; concurrent first uses may both decode,
// and one result wins.
func (s *Snapshot) rule(i int) *snapRule {
	if sr := s.rules[i].Load(); sr != nil {
		return sr
	}
	sr := new(snapRule)
	r := snapReader{s: s, p: int(s.recs[i]), end: s.compOffs}
	r.record(sr)
	if s.rules[i].CompareAndSwap(nil, sr) {
		return sr
	}
	return s.rules[i].Load()
}

// Rules decodes every rule, in the order they were written.
func (s *Snapshot) Rules() []model.Rule {
	out := make([]model.Rule, s.Len())
	for i := range out {
		out[i] = s.rule(i).rule
	}
	return out
}

func (s *Snapshot) u32(p int) uint32 {
	d := s.data[p : p+4]
	return uint32(d[0]) | uint32(d[1])<<8 | uint32(d[2])<<16 | uint32(d[3])<<24
}

func (s *Snapshot) entry(p int) (keyOff, keyLen, listStart, listLen int) {
	return int(s.u32(p)), int(s.u32(p + 4)), int(s.u32(p + 8)), int(s.u32(p + 12))
}

// lookup returns the clause entries (clause<<1 | object) of key k in table t as its bounds in the
// list section.
func (s *Snapshot) lookup(t int, k string) (start, n int) {
	tab := s.tables[t]
	i := sort.Search(tab.n, func(i int) bool {
		return s.key(tab.off+i*keyEntrySize) >= k
	})
	if i == tab.n || s.key(tab.off+i*keyEntrySize) != k {
		return 0, 0
	}
	_, _, lo, ln := s.entry(tab.off + i*keyEntrySize)
	if lo > s.nLists || ln > s.nLists-lo {
		return 0, 0 // damaged
	}
	return lo, ln
}

// key returns the key of the table entry at p ("" when damaged).
func (s *Snapshot) key(p int) string {
	ko, kn, _, _ := s.entry(p)
	if ko > len(s.blob) || kn > len(s.blob)-ko {
		return ""
	}
	return s.blob[ko : ko+kn]
}

// mark sets bit in hits for every clause that action feature k reaches
// through the acts (things=false) or things tables, as keyIndex.mark.
func (s *Snapshot) mark(things bool, k string, implied bool, hits *clauseHits, bit uint8) {
	base := 0
	if things {
		base = 3
	}
	near := base + 1 // parent
	if implied {
		near = base + 2
	}
	for _, t := range []int{base, near} {
		lo, n := s.lookup(t, k)
		for i := lo; i < lo+n; i++ {
			hits.setEntry(entry(s.u32(s.lists+4*i)), bit)
		}
	}
}

// exactClause returns the clause table's entry c.
func (s *Snapshot) exactClause(c int) exactClause {
	p := s.clauses + clauseEntSize*c
	flags := s.data[p+4]
	kind := clauseKind(flags >> 5)
	if kind > lastScored {
		return exactClause{rule: -1} // damaged: matches nothing
	}
	things := math.Float32frombits(s.u32(p + 5))
	if !(things >= 0 && things <= 1e6) {
		things = 0 // damaged (or NaN): no bound
	}
	return exactClause{rule: int32(s.u32(p)), kind: kind, needAct: flags&1 != 0, noThings: flags&2 != 0,
		read: flags&4 != 0, needObj: flags&8 != 0, wordActs: flags&16 != 0, things: things}
}

// clauseFlags returns the clauseFlags of clause c.
func (s *Snapshot) clauseFlags(c int) uint8 {
	b := s.data[s.clauses+clauseEntSize*c+4]
	return b&3 | b>>2&4
}

// compiledRule decodes rule i's compiled clauses; ok is false when they
// are damaged (the caller compiles the rule's text instead).
// flagBit is one of a clause's flags and its bit in the snapshot.
type flagBit struct {
	bit byte
	on  *bool
}

// flagBits lists the clause's flags with their snapshot bits, so that
// writing and reading a snapshot agree on them.
func (c *clause) flagBits() [8]flagBit {
	return [8]flagBit{{1, &c.read}, {2, &c.first}, {4, &c.general}, {8, &c.subject}, {16, &c.asks}, {32, &c.except}, {64, &c.requires}, {128, &c.cond}}
}

func (s *Snapshot) compiledRule(i int) (*compiledRule, bool) {
	if i < 0 || i >= s.Len() {
		return nil, false
	}
	r := snapReader{s: s, p: int(s.u32(s.compOffs + 4*i)), end: s.compOffs}
	cr := &compiledRule{category: r.str()}
	cr.limit.kind = r.str()
	bits := r.byte()
	cr.limit.over, cr.condUnmet = bits&1 != 0, bits&2 != 0
	cr.limit.value = r.f64()
	n := r.count()
	if n > 0 {
		cr.clauses = make([]clause, 0, n)
	}
	for j := 0; j < n && !r.err; j++ {
		c := clause{kind: clauseKind(r.byte())}
		flags := r.byte()
		for _, f := range c.flagBits() {
			*f.on = flags&f.bit != 0
		}
		c.realA = r.f64()
		if c.kind > lastScored {
			return nil, false
		}
		for _, list := range []*[]feat{&c.acts, &c.objs, &c.adjs, &c.quals} {
			k := r.count()
			if k > 0 {
				*list = make([]feat, k)
			}
			for x := range *list {
				(*list)[x] = r.feat()
			}
		}
		cr.clauses = append(cr.clauses, c)
	}
	return cr, !r.err
}

// snapReader reads a uvarint stream of the snapshot; a read past end sets
// err and yields zero values.
type snapReader struct {
	s      *Snapshot
	p, end int
	err    bool
}

func (r *snapReader) uvarint() uint64 {
	var x uint64
	for shift := uint(0); shift < 64; shift += 7 {
		if r.p >= r.end {
			r.err = true
			return 0
		}
		b := r.s.data[r.p]
		r.p++
		x |= uint64(b&0x7f) << shift
		if b < 0x80 {
			return x
		}
	}
	r.err = true
	return 0
}

// count reads a length no larger than the bytes left could hold.
func (r *snapReader) count() int {
	n := r.uvarint()
	if n > uint64(r.end-r.p) {
		r.err = true
		return 0
	}
	return int(n)
}

func (r *snapReader) byte() byte {
	if r.p >= r.end {
		r.err = true
		return 0
	}
	r.p++
	return r.s.data[r.p-1]
}

func (r *snapReader) f64() float64 {
	if r.p+8 > r.end {
		r.err = true
		return 0
	}
	v := uint64(r.s.u32(r.p)) | uint64(r.s.u32(r.p+4))<<32
	r.p += 8
	return math.Float64frombits(v)
}

func (r *snapReader) str() string {
	off, n := r.uvarint(), r.uvarint()
	if off > uint64(len(r.s.blob)) || n > uint64(len(r.s.blob))-off {
		r.err = true
		return ""
	}
	return r.s.blob[off : off+n]
}

func (r *snapReader) feat() feat {
	f := feat{key: r.str(), parent: r.str(), w: r.f64()}
	flags := r.byte()
	f.read, f.act, f.deep, f.light, f.choice, f.mod, f.limit, f.gap = flags&1 != 0, flags&2 != 0, flags&4 != 0, flags&8 != 0, flags&16 != 0, flags&32 != 0, flags&64 != 0, flags&128 != 0
	f.group = r.byte()
	f.part = r.byte()
	f.term = int(min(r.uvarint(), math.MaxInt32))
	// The opposites, then the excluded settings (feat.rel).
	for k := range 2 {
		n := r.count()
		if k == 1 && n > 0 && f.rel == nil {
			f.rel = make([]string, 0, n)
		}
		for range n {
			f.rel = append(f.rel, r.str())
		}
		if k == 0 {
			if len(f.rel) > math.MaxUint8 {
				r.err = true
				return feat{}
			}
			f.nOpp = uint8(len(f.rel))
		}
	}
	return f
}
