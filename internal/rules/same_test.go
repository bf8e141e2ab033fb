package rules

import (
	"testing"

	"github.com/loopd-dev/loopd/internal/text"
)

func TestSimilarity(t *testing.T) {
	an, err := text.NewAnalyzer()
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		a, b    string
		atLeast float64 // 0 means: want below 0.3
	}{
		{"Space moltbook posts at least an hour apart", "Wait at least an hour between moltbook posts", 0.5},
		{"Never force push to shared branches", "Do not force push shared branches", 0.8},
		{"Use absolute paths in crontab entries", "Absolute paths in every crontab line", 0.5},
		{"Never force push to shared branches", "Never run docker system prune on production", 0},
		{"Bump the version before publishing", "Rotate the npm token before it expires", 0},
		{"Check free disk space before long jobs", "Check the calendar for conflicts before accepting", 0},
	}
	for _, tt := range tests {
		got := Similarity(an, tt.a, tt.b)
		if back := Similarity(an, tt.b, tt.a); back != got {
			t.Errorf("Similarity is not symmetric: %v vs %v", got, back)
		}
		switch {
		case tt.atLeast > 0 && got < tt.atLeast:
			t.Errorf("Similarity(%q, %q) = %.2f, want ≥ %.2f", tt.a, tt.b, got, tt.atLeast)
		case tt.atLeast == 0 && got >= 0.3:
			t.Errorf("Similarity(%q, %q) = %.2f, want < 0.3", tt.a, tt.b, got)
		}
	}
}
