package text

import (
	"slices"
	"testing"
)

func TestPairIndex(t *testing.T) {
	x := newPairIndex()
	x.m["#b"] = []string{"#z", "#a"}
	x.m["#a"] = []string{"#c"}
	x.m["#c"] = nil
	x.freeze()
	if x.m != nil {
		t.Error("freeze kept the map")
	}
	cases := []struct {
		key  string
		want []string
	}{
		{"#a", []string{"#c"}},
		{"#b", []string{"#z", "#a"}}, // insertion order, not sorted
		{"#c", nil},
		{"#d", nil},
		{"", nil},
	}
	for _, c := range cases {
		if got := x.get(c.key); !slices.Equal(got, c.want) {
			t.Errorf("get(%q) = %v, want %v", c.key, got, c.want)
		}
	}
	var keys []string
	for k := range x.all {
		keys = append(keys, k)
	}
	if !slices.Equal(keys, []string{"#a", "#b", "#c"}) {
		t.Errorf("all yields keys %v, want them sorted", keys)
	}
	// A caller appending to a result must not overwrite the next key's.
	got := append(x.get("#a"), "#x")
	if got[1] != "#x" || x.get("#b")[0] != "#z" {
		t.Error("get's result shares capacity with the next run")
	}
}
