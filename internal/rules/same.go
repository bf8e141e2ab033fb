package rules

import (
	"slices"

	"github.com/loopd-dev/loopd/internal/text"
)

// Similarity is a symmetric measure in [0, 1] of how much two rule or
// lesson texts say the same thing: the weighted overlap (Jaccard) of
// their analyzed features — word stems and lexicon concepts — where a
// word already explained by a concept counts for little, so "wait an
// hour between moltbook posts" and "space moltbook posts an hour apart"
// meet on their concepts.
func Similarity(an *text.Analyzer, a, b string) float64 {
	fa, fb := weights(an.Analyze(a)), weights(an.Analyze(b))
	// Sum in key order: the result must not depend on map iteration.
	keys := make([]string, 0, len(fa)+len(fb))
	for k := range fa {
		keys = append(keys, k)
	}
	for k := range fb {
		if _, ok := fa[k]; !ok {
			keys = append(keys, k)
		}
	}
	slices.Sort(keys)
	var inter, union float64
	for _, k := range keys {
		wa, wb := fa[k], fb[k]
		inter += min(wa, wb)
		union += max(wa, wb)
	}
	if union == 0 {
		return 0
	}
	return inter / union
}

func weights(d text.Doc) map[string]float64 {
	out := make(map[string]float64, len(d.Features))
	for _, f := range d.Features {
		w := f.Weight
		if f.Covered || f.Implied {
			w *= 0.3
		}
		if w > out[f.Key] {
			out[f.Key] = w
		}
	}
	return out
}
