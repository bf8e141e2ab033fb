package text

import (
	"slices"
	"testing"
)

// TestSurfaceKeysAt pins the cheap index keys the guard's prefilter
// compares rule text with: every thing the analyzer can read must have
// one, or the prefilter loses rules that scoring would find.
func TestSurfaceKeysAt(t *testing.T) {
	a, err := NewAnalyzer()
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		in   string
		want []string
	}{
		{"Deleting the logs", []string{"dele", "log"}},
		{"rm -rf ~/Downloads", []string{"rm", "-rf", "~", "down"}},
		{"clean the ~ of the owner", []string{"clea", "~", "owne"}},
		{"ping @here in #dev", []string{"ping", "@her", "dev"}},
		{"post @channel: closed", []string{"post", "@cha", "chan", "clos"}},
		{"mail user@example.com", []string{"mail", "user", "exam", "com"}},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			var got []string
			a.SurfaceKeysAt(tt.in, func(k string, _ int) { got = append(got, k) })
			if !slices.Equal(got, tt.want) {
				t.Errorf("SurfaceKeysAt(%q) = %q, want %q", tt.in, got, tt.want)
			}
		})
	}
}
