package wordnet

import (
	_ "embed"
	"encoding/binary"
	"errors"
	"fmt"
)

// The layout of wordnet.bin, written by gen/main.go. All fixed-width
// integers are little-endian uint32; "varint" is encoding/binary's Uvarint.
//
//	magic "LWN1"
//	nKeys, nSynsets, keyDataLen, recDataLen, synDataLen
//	keyBlockOffsets[ceil(nKeys/blockSize)+1]     into keyData
//	recBlockOffsets[ceil(nKeys/blockSize)+1]     into recData
//	synBlockOffsets[ceil(nSynsets/blockSize)+1]  into synData
//	keyData
//	recData
//	synData
//
// Keys are the stored strings (lemmas and exception forms), sorted bytewise;
// a key's id is its rank. They are front-coded in blocks of blockSize: each
// entry is varint shared-prefix length (0 for a block's first key), varint
// suffix length, the suffix. Key i's record is entry i%blockSize of record
// block i/blockSize:
//
//	mask byte: bit p (0-3) = lemma of POS p, bit 4+p = exception form of POS p
//	per lemma POS, in POS order: varint nLinks<<2 | nSenses (nSenses <= 3),
//	    nSenses × varint synset id, nLinks × varint keyID<<2 | POS
//	per exception POS, in POS order: varint nBases, nBases × varint keyID
//
// Synsets are numbered most-referenced first; each entry, in blocks of
// blockSize, is varint nMembers<<2 | POS, nMembers × varint keyID, varint
// nHypernyms, nHypernyms × varint synset id.
const (
	magic     = "LWN1"
	blockSize = 32
	headerLen = 4 + 5*4
)

//go:embed wordnet.bin
var embedded []byte

// ErrCorrupt reports data that does not follow the layout above.
var ErrCorrupt = errors.New("wordnet: corrupt data")

// table is one front-coded or plain block sequence: its block offsets and
// its data.
type table struct {
	n    int    // entries
	offs []byte // (blocks+1) little-endian uint32 offsets into data
	data []byte
}

func (t *table) blocks() int { return len(t.offs)/4 - 1 }

// block returns block i's bytes, or nil if its offsets are out of order
// (corrupt data reads as empty blocks).
func (t *table) block(i int) []byte {
	if i < 0 || i >= t.blocks() {
		return nil
	}
	lo := binary.LittleEndian.Uint32(t.offs[4*i:])
	hi := binary.LittleEndian.Uint32(t.offs[4*i+4:])
	if lo > hi || int(hi) > len(t.data) {
		return nil
	}
	return t.data[lo:hi]
}

// parse checks data's header and offset tables and returns a WordNet that
// decodes records on demand.
func parse(data []byte) (*WordNet, error) {
	if len(data) < headerLen || string(data[:4]) != magic {
		return nil, fmt.Errorf("%w: bad header", ErrCorrupt)
	}
	u := func(i int) int { return int(binary.LittleEndian.Uint32(data[4+4*i:])) }
	nKeys, nSyn, keyLen, recLen, synLen := u(0), u(1), u(2), u(3), u(4)
	keyBlocks := (nKeys + blockSize - 1) / blockSize
	synBlocks := (nSyn + blockSize - 1) / blockSize
	rest := data[headerLen:]
	need := 8*(keyBlocks+1) + 4*(synBlocks+1) + keyLen + recLen + synLen
	if need != len(rest) {
		return nil, fmt.Errorf("%w: sizes do not add up (%d keys, %d synsets, %d bytes)", ErrCorrupt, nKeys, nSyn, len(data))
	}
	take := func(n int) []byte {
		p := rest[:n]
		rest = rest[n:]
		return p
	}
	w := &WordNet{
		keys: table{n: nKeys, offs: take(4 * (keyBlocks + 1))},
		recs: table{n: nKeys, offs: take(4 * (keyBlocks + 1))},
		syns: table{n: nSyn, offs: take(4 * (synBlocks + 1))},
	}
	w.keys.data = take(keyLen)
	w.recs.data = take(recLen)
	w.syns.data = take(synLen)
	// Only the ends of the offset tables are checked here, to keep Load
	// O(1); block checks each block's offsets when it is read.
	for _, t := range []*table{&w.keys, &w.recs, &w.syns} {
		first := binary.LittleEndian.Uint32(t.offs)
		last := binary.LittleEndian.Uint32(t.offs[len(t.offs)-4:])
		if first != 0 || int(last) != len(t.data) {
			return nil, fmt.Errorf("%w: block offsets do not span the data", ErrCorrupt)
		}
	}
	return w, nil
}

// decoder reads varints and bytes from a block; on running out of data it
// sets bad and returns zeros, so that corrupt data cannot panic a lookup.
type decoder struct {
	b   []byte
	bad bool
}

func (d *decoder) uvarint() uint64 {
	if d.bad {
		return 0
	}
	v, n := binary.Uvarint(d.b)
	if n <= 0 {
		d.bad = true
		return 0
	}
	d.b = d.b[n:]
	return v
}

// count reads a length that must not exceed the bytes left (every counted
// item takes at least one byte).
func (d *decoder) count(v uint64) int {
	if v > uint64(len(d.b)) {
		d.bad = true
		return 0
	}
	return int(v)
}

func (d *decoder) byte() byte {
	if d.bad || len(d.b) == 0 {
		d.bad = true
		return 0
	}
	c := d.b[0]
	d.b = d.b[1:]
	return c
}

func (d *decoder) bytes(n int) []byte {
	if d.bad || n > len(d.b) {
		d.bad = true
		return nil
	}
	p := d.b[:n]
	d.b = d.b[n:]
	return p
}

// skip reads and drops n varints.
func (d *decoder) skip(n int) {
	for i := 0; i < n && !d.bad; i++ {
		d.uvarint()
	}
}

// keyEntry reads one front-coded key into buf (which holds the previous
// key) and returns the extended buffer.
func (d *decoder) keyEntry(buf []byte) []byte {
	shared := d.uvarint()
	if shared > uint64(len(buf)) {
		d.bad = true
		return buf[:0]
	}
	suffix := d.bytes(d.count(d.uvarint()))
	return append(buf[:shared], suffix...)
}

// skipRecord moves the decoder past a key's record.
func (d *decoder) skipRecord() {
	mask := d.byte()
	for p := 0; p < 4; p++ {
		if mask&(1<<p) != 0 {
			h := d.uvarint()
			d.skip(d.count(h&3 + h>>2))
		}
	}
	for p := 0; p < 4; p++ {
		if mask&(1<<(4+p)) != 0 {
			d.skip(d.count(d.uvarint()))
		}
	}
}
