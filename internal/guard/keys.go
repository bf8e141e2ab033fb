package guard

import (
	"sync"
)

// Numbering feature keys, and the action view's table of them.

// keyIDs numbers the feature keys of a matcher's compiled rules. Scoring
// looks a rule's features up in the action by these numbers: a check of
// a dense rule set credits thousands of features, and hashing their
// strings was most of its time.
type keyIDs struct {
	mu  sync.RWMutex
	ids map[string]int32
}

// idLocked returns the number of key k, numbering it if new. The caller
// holds mu for writing.
func (k *keyIDs) idLocked(key string) int32 {
	if id, ok := k.ids[key]; ok {
		return id
	}
	if k.ids == nil {
		k.ids = map[string]int32{}
	}
	id := int32(len(k.ids))
	k.ids[key] = id
	return id
}

// number sets the key numbers of a compiled rule's features.
func (k *keyIDs) number(cr *compiledRule) {
	k.mu.Lock()
	defer k.mu.Unlock()
	cr.catID = -1
	if cr.category != "" {
		cr.catID = k.idLocked(cr.category)
	}
	for ci := range cr.clauses {
		c := &cr.clauses[ci]
		for _, list := range c.lists() {
			for i := range list {
				f := &list[i]
				f.id, f.pid, f.relIDs = k.idLocked(f.key), -1, nil
				if f.parent != "" {
					f.pid = k.idLocked(f.parent)
				}
				if len(f.rel) > 0 {
					f.relIDs = make([]int32, len(f.rel))
					for j, o := range f.rel {
						f.relIDs[j] = k.idLocked(o)
					}
				}
			}
		}
	}
}

// view fills v.byID. With add, keys no rule has yet are numbered (rules
// compiled later then agree with v); without, they are left out, as no
// rule can ask for them.
func (k *keyIDs) view(v *actionView, add bool) {
	v.byID.init(len(v.order))
	if add {
		k.mu.Lock()
		defer k.mu.Unlock()
		for i, key := range v.order {
			v.byID.put(k.idLocked(key), i)
		}
		return
	}
	k.mu.RLock()
	defer k.mu.RUnlock()
	for i, key := range v.order {
		if id, ok := k.ids[key]; ok {
			v.byID.put(id, i)
		}
	}
}

// idTable maps key numbers to positions: an open-addressing table in the
// view itself for the usual few dozen features, a map beyond.
type idTable struct {
	slots [128]idSlot
	big   map[int32]int
}

type idSlot struct {
	id  int32 // key number + 1; 0 is an empty slot
	pos int32
}

func (t *idTable) init(n int) {
	if n > len(t.slots)/2 {
		t.big = make(map[int32]int, n)
	}
}

func (t *idTable) put(id int32, pos int) {
	if t.big != nil {
		t.big[id] = pos
		return
	}
	for h := idHash(id); ; h = (h + 1) % uint32(len(t.slots)) {
		if s := &t.slots[h]; s.id == 0 || s.id == id+1 {
			s.id, s.pos = id+1, int32(pos)
			return
		}
	}
}

func (t *idTable) get(id int32) int {
	if id < 0 {
		return -1
	}
	if t.big != nil {
		if pos, ok := t.big[id]; ok {
			return pos
		}
		return -1
	}
	for h := idHash(id); ; h = (h + 1) % uint32(len(t.slots)) {
		switch s := &t.slots[h]; s.id {
		case id + 1:
			return int(s.pos)
		case 0:
			return -1
		}
	}
}

func idHash(id int32) uint32 { return (uint32(id) * 2654435761) >> 25 } // 7 bits: 128 slots
