// Command coldprobe times what a cold `loopd guard` pays in the matcher:
// NewAnalyzer, NewMatcher over N synthetic rules, one Match. Not part of
// the product; run by hand: go run ./internal/guard/testdata/coldprobe.
package main

import (
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"syscall"
	"time"

	"github.com/loopd-dev/loopd/internal/guard"
	"github.com/loopd-dev/loopd/internal/guard/guardbench"
	"github.com/loopd-dev/loopd/internal/model"
	"github.com/loopd-dev/loopd/internal/text"
)

func terms(dir, file, role string) []string {
	data, err := os.ReadFile(filepath.Join(dir, file))
	if err != nil {
		panic(err)
	}
	return guardbench.LexiconTerms(string(data), role)
}

func main() {
	dir := os.Args[1]
	action := os.Args[2]
	acts, things := terms(dir, "acts.txt", "act"), terms(dir, "things.txt", "thing")
	rng := rand.New(rand.NewPCG(2, 1000))
	pick := func(l []string) string { return l[rng.IntN(len(l))] }
	var rules []model.Rule
	for i := 0; i < 1000; i++ {
		var s string
		switch i % 4 {
		case 0:
			s = fmt.Sprintf("Never %s the %s", pick(acts), pick(things))
		case 1:
			s = fmt.Sprintf("Always %s the %s before you %s the %s", pick(acts), pick(things), pick(acts), pick(things))
		case 2:
			s = fmt.Sprintf("Prefer to %s the %s over %s them", pick(acts), pick(things), pick(acts))
		default:
			s = fmt.Sprintf("Check the %s when you %s the %s", pick(things), pick(acts), pick(things))
		}
		rules = append(rules, model.Rule{ID: fmt.Sprint(i), Type: []string{"NEVER", "MUST", "PREFER", "CHECK"}[i%4], Rule: s})
	}
	t0 := time.Now()
	a, err := text.NewAnalyzer()
	if err != nil {
		panic(err)
	}
	t1 := time.Now()
	m := guard.NewMatcher(a, rules, guard.MatchOptions{})
	t2 := time.Now()
	got := m.Match(action)
	t3 := time.Now()
	var ru syscall.Rusage
	syscall.Getrusage(syscall.RUSAGE_SELF, &ru)
	cpu := time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
	fmt.Printf("analyzer %d µs, matcher %d µs, match %d µs, total %d µs wall; process cpu %d µs (incl. rule generation); %d matches\n",
		t1.Sub(t0).Microseconds(), t2.Sub(t1).Microseconds(), t3.Sub(t2).Microseconds(), t3.Sub(t0).Microseconds(), cpu.Microseconds(), len(got))
}
