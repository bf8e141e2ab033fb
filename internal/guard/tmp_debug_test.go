package guard

import (
	"fmt"
	"testing"
	"time"

	"github.com/loopd-dev/loopd/internal/guard/guardbench"
)

func TestTmpDebug(t *testing.T) {
	m := NewMatcher(mustAnalyzer(t), guardbench.Rules(10000), MatchOptions{})
	m.Prepare()
	for _, a := range guardbench.Actions {
		for i := 0; i < 50; i++ {
			m.MatchTop(a, 5)
		}
		v := m.newActionView(a)
		t0 := time.Now()
		var cands []int32
		var bounds []float64
		for i := 0; i < 100; i++ {
			cands, bounds = m.exactCandidates(v)
		}
		t1 := time.Since(t0) / 100
		hist := map[string]int{}
		for _, b := range bounds {
			switch {
			case b >= 0.93:
				hist[">=.93"]++
			case b >= 0.8:
				hist[".8-.93"]++
			default:
				hist["<.8"]++
			}
		}
		t0 = time.Now()
		for i := 0; i < 100; i++ {
			m.MatchTop(a, 5)
		}
		fmt.Printf("%-45s cands %5d %v exact %v match %v\n", a, len(cands), hist, t1, time.Since(t0)/100)
	}
}
