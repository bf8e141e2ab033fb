package main

import (
	"slices"
	"testing"
)

func TestParseDataLine(t *testing.T) {
	tests := []struct {
		name    string
		line    string
		off     uint32
		words   []string
		proper  []bool
		ptrs    []pointer
		wantErr bool
	}{
		{
			name:  "verb with lexical pointers",
			line:  "00999833 32 v 02 erase 0 delete 0 005 @ 00179311 v 0000 ;c 00910203 n 0000 + 03294833 n 0101 ! 00998417 v 0101 ~ 00998780 v 0000 01 + 08 00 | wipe out digitally",
			off:   999833,
			words: []string{"erase", "delete"}, proper: []bool{false, false},
			ptrs: []pointer{
				{"@", synKey{1, 179311}, 0, 0},
				{";c", synKey{0, 910203}, 0, 0},
				{"+", synKey{0, 3294833}, 1, 1},
				{"!", synKey{1, 998417}, 1, 1},
				{"~", synKey{1, 998780}, 0, 0},
			},
		},
		{
			name:  "adjective satellite with marker",
			line:  "00020103 00 s 02 outback(a) 0 Remote 0 001 & 00019874 a 0000 | inaccessible",
			off:   20103,
			words: []string{"outback", "remote"}, proper: []bool{false, true},
			ptrs: []pointer{{"&", synKey{2, 19874}, 0, 0}},
		},
		{name: "short", line: "00020103 00 s", wantErr: true},
		{name: "truncated words", line: "00020103 00 s 05 a 0 002", wantErr: true},
		{name: "bad pointer pos", line: "00020103 00 n 01 a 0 001 @ 00000001 x 0000", wantErr: true},
		{name: "bad source/target", line: "00020103 00 n 01 a 0 001 @ 00000001 n 00", wantErr: true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			off, s, err := parseDataLine(tt.line)
			if tt.wantErr {
				if err == nil {
					t.Fatalf("parseDataLine(%q) = %d, %+v, want an error", tt.line, off, s)
				}
				return
			}
			if err != nil {
				t.Fatalf("parseDataLine(%q) error: %v", tt.line, err)
			}
			if off != tt.off || !slices.Equal(s.words, tt.words) || !slices.Equal(s.proper, tt.proper) || !slices.Equal(s.pointers, tt.ptrs) {
				t.Errorf("parseDataLine = %d, %v, %v, %v; want %d, %v, %v, %v",
					off, s.words, s.proper, s.pointers, tt.off, tt.words, tt.proper, tt.ptrs)
			}
		})
	}
}

func FuzzParseDataLine(f *testing.F) {
	f.Add("00999833 32 v 02 erase 0 delete 0 005 @ 00179311 v 0000 ;c 00910203 n 0000 + 03294833 n 0101 ! 00998417 v 0101 ~ 00998780 v 0000 01 + 08 00 | x")
	f.Add("00020103 00 s 02 outback(a) 0 Remote 0 001 & 00019874 a 0000 | y")
	f.Add("1 2 n ff")
	f.Fuzz(func(t *testing.T, line string) {
		_, s, err := parseDataLine(line)
		if err != nil {
			return
		}
		if len(s.words) != len(s.proper) {
			t.Fatalf("parseDataLine(%q): %d words, %d proper flags", line, len(s.words), len(s.proper))
		}
	})
}
