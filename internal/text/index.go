package text

import (
	"slices"
	"sort"
	"strings"
)

// pairIndex maps a key to a run of strings (a concept to its opposites, a
// word to the concepts it needs). A parsed lexicon fills m and then
// freezes it into sorted tables; a compiled lexicon's tables are
// generated, so building an analyzer allocates nothing for them: a cold
// guard check has no time to fill maps with thousands of pairs.
type pairIndex struct {
	m    map[string][]string // while parsing
	keys []string            // sorted
	offs []int32             // vals[offs[i]:offs[i+1]] belong to keys[i]
	vals []string
}

func newPairIndex() pairIndex { return pairIndex{m: map[string][]string{}} }

// freeze turns m into the sorted tables, keeping each key's values in the
// order they were added.
func (x *pairIndex) freeze() {
	x.keys = x.keys[:0]
	for k := range x.m {
		x.keys = append(x.keys, k)
	}
	sort.Strings(x.keys)
	x.offs = append(x.offs[:0], 0)
	x.vals = x.vals[:0]
	for _, k := range x.keys {
		x.vals = append(x.vals, x.m[k]...)
		x.offs = append(x.offs, int32(len(x.vals)))
	}
	x.m = nil
}

// get returns key's values (nil if none). The caller must not modify them.
func (x *pairIndex) get(key string) []string {
	i, ok := slices.BinarySearch(x.keys, key)
	if !ok {
		return nil
	}
	lo, hi := x.offs[i], x.offs[i+1]
	return x.vals[lo:hi:hi]
}

// all yields every key with its values, in key order.
func (x *pairIndex) all(yield func(string, []string) bool) {
	for i, k := range x.keys {
		lo, hi := x.offs[i], x.offs[i+1]
		if !yield(k, x.vals[lo:hi:hi]) {
			return
		}
	}
}

// conceptIndex returns the index of the concept id (without "#").
func (lx *lexicon) conceptIndex(id string) (int, bool) {
	j, ok := slices.BinarySearchFunc(lx.idOrd, id, func(i int32, id string) int { return strings.Compare(lx.concepts[i].id, id) })
	if !ok {
		return 0, false
	}
	return int(lx.idOrd[j]), true
}

// idOrder returns the concepts' indexes sorted by id.
func (lx *lexicon) idOrder() []int32 {
	out := make([]int32, len(lx.concepts))
	for i := range out {
		out[i] = int32(i)
	}
	slices.SortFunc(out, func(a, b int32) int { return strings.Compare(lx.concepts[a].id, lx.concepts[b].id) })
	return out
}
