package lessons

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/loopd-dev/loopd/internal/model"
	"github.com/loopd-dev/loopd/internal/text"
)

var (
	analyzerOnce sync.Once
	analyzer     *text.Analyzer
	analyzerErr  error
)

func mustAnalyzer(tb testing.TB) *text.Analyzer {
	tb.Helper()
	analyzerOnce.Do(func() {
		// LOOPD_LEXICON_DIR tries another lexicon without rebuilding.
		if dir := os.Getenv("LOOPD_LEXICON_DIR"); dir != "" {
			analyzer, analyzerErr = text.NewAnalyzerFS(os.DirFS(dir))
			return
		}
		analyzer, analyzerErr = text.NewAnalyzer()
	})
	if analyzerErr != nil {
		tb.Fatalf("NewAnalyzer: %v", analyzerErr)
	}
	return analyzer
}

// rawEvent is the JSON shape of events.jsonl lines the tests read.
type rawEvent struct {
	model.Event
	HumanFeedback string `json:"human_feedback"`
}

// readEvents parses an events.jsonl file and sorts it by time (stable).
func readEvents(tb testing.TB, path string) []model.Event {
	tb.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		tb.Fatalf("read %s: %v", path, err)
	}
	return parseEvents(tb, path, data)
}

func parseEvents(tb testing.TB, name string, data []byte) []model.Event {
	tb.Helper()
	var out []model.Event
	sc := bufio.NewScanner(bytes.NewReader(data))
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	n := 0
	for sc.Scan() {
		n++
		line := bytes.TrimSpace(sc.Bytes())
		if len(line) == 0 {
			continue
		}
		var r rawEvent
		if err := json.Unmarshal(line, &r); err != nil {
			tb.Fatalf("%s line %d: %v", name, n, err)
		}
		ev := r.Event
		if ev.Feedback == "" {
			ev.Feedback = r.HumanFeedback
		}
		t, err := time.Parse(time.RFC3339, ev.TS)
		if err != nil {
			tb.Fatalf("%s line %d: ts %q: %v", name, n, ev.TS, err)
		}
		ev.Time = t.UTC()
		ev.ID = int64(n)
		out = append(out, ev)
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].Time.Before(out[j].Time) })
	return out
}

// pairScore is pairwise precision/recall/F1 as bench/cluster_eval.py
// computes it: only non-success events are scored; predicted groups are
// the clusters, gold groups the labels.
type pairScore struct {
	P, R, F                float64
	Scored, Lessons, Gold2 int
}

func scorePairs(events []model.Event, pred map[string]int, gold map[string]string) pairScore {
	type pair struct{ a, b string }
	var scored []string
	for _, e := range events {
		if e.Type != model.TypeSuccess {
			scored = append(scored, e.TS)
		}
	}
	pairsOf := func(groups map[string][]string) map[pair]bool {
		s := map[pair]bool{}
		for _, g := range groups {
			slices.Sort(g)
			for i := range g {
				for j := i + 1; j < len(g); j++ {
					s[pair{g[i], g[j]}] = true
				}
			}
		}
		return s
	}
	pg, gg := map[string][]string{}, map[string][]string{}
	for _, ts := range scored {
		if id, ok := pred[ts]; ok && id != NoCluster {
			k := fmt.Sprint(id)
			pg[k] = append(pg[k], ts)
		}
		gg[gold[ts]] = append(gg[gold[ts]], ts)
	}
	pp, gp := pairsOf(pg), pairsOf(gg)
	tp := 0
	for p := range pp {
		if gp[p] {
			tp++
		}
	}
	sc := pairScore{Scored: len(scored), Lessons: len(pg)}
	for _, g := range gg {
		if len(g) > 1 {
			sc.Gold2++
		}
	}
	sc.P = float64(tp) / float64(max(1, len(pp)))
	sc.R = float64(tp) / float64(max(1, len(gp)))
	if sc.P+sc.R > 0 {
		sc.F = 2 * sc.P * sc.R / (sc.P + sc.R)
	}
	return sc
}

// clusterAll runs a fresh clusterer over events and returns ts -> cluster.
func clusterAll(tb testing.TB, events []model.Event, cfg ClusterConfig) (map[string]int, map[string]Assignment) {
	tb.Helper()
	c := NewClusterer(mustAnalyzer(tb), cfg, nil)
	pred := map[string]int{}
	asg := map[string]Assignment{}
	for _, e := range events {
		a := c.Add(e)
		pred[e.TS] = a.Cluster
		asg[e.TS] = a
	}
	return pred, asg
}

// evalSet clusters a labeled set (events.jsonl + gold.json in dir).
func evalSet(t *testing.T, dir string) pairScore {
	t.Helper()
	events := readEvents(t, filepath.Join(dir, "events.jsonl"))
	var gold map[string]string
	data, err := os.ReadFile(filepath.Join(dir, "gold.json"))
	if err != nil {
		t.Fatalf("read gold: %v", err)
	}
	if err := json.Unmarshal(data, &gold); err != nil {
		t.Fatalf("parse %s/gold.json: %v", dir, err)
	}
	pred, asg := clusterAll(t, events, DefaultClusterConfig())
	sc := scorePairs(events, pred, gold)
	if testing.Verbose() {
		byCluster := map[int][]model.Event{}
		for _, e := range events {
			if id := pred[e.TS]; id != NoCluster {
				byCluster[id] = append(byCluster[id], e)
			}
		}
		ids := make([]int, 0, len(byCluster))
		for id := range byCluster {
			ids = append(ids, id)
		}
		slices.Sort(ids)
		for _, id := range ids {
			var b strings.Builder
			for _, e := range byCluster[id] {
				a := asg[e.TS]
				fmt.Fprintf(&b, "    %-16s %.2f %-40.40s near=%d/%.2f %v | %.70s\n", gold[e.TS], a.Similarity,
					strings.Join(a.Evidence, ","), a.Nearest, a.NearestSimilarity, "", e.Problem)
			}
			t.Logf("cluster %d:\n%s", id, b.String())
		}
	}
	t.Logf("%s: events scored %d, lessons %d, gold clusters with >=2 events %d: F1=%.3f P=%.3f R=%.3f",
		filepath.Base(dir), sc.Scored, sc.Lessons, sc.Gold2, sc.F, sc.P, sc.R)
	return sc
}

func TestClusterLabeledSets(t *testing.T) {
	tests := []struct {
		dir   string
		minF1 float64
		skip  bool // absent outside the shared workspace
	}{
		{dir: "../../../shared/testdata/cluster-dev", minF1: 0.90, skip: true},
		{dir: "testdata/cluster-ops", minF1: 0.80},
		{dir: "testdata/cluster-assistant", minF1: 0.80},
		{dir: "testdata/cluster-holdout", minF1: 0.50},
	}
	for _, tt := range tests {
		t.Run(filepath.Base(tt.dir), func(t *testing.T) {
			if _, err := os.Stat(filepath.Join(tt.dir, "events.jsonl")); err != nil && tt.skip {
				t.Skipf("%s absent: %v", tt.dir, err)
			}
			sc := evalSet(t, tt.dir)
			if sc.F < tt.minF1 {
				t.Errorf("pairwise F1 = %.3f (P %.3f, R %.3f), want >= %.2f", sc.F, sc.P, sc.R, tt.minF1)
			}
		})
	}
}

// TestSweep prints F1 per join threshold for every labeled set; it runs
// only with LOOPD_SWEEP=1 (a tuning aid, not a check).
func TestSweep(t *testing.T) {
	if os.Getenv("LOOPD_SWEEP") == "" {
		t.Skip("set LOOPD_SWEEP=1 to print the threshold sweep")
	}
	dirs := []string{"../../../shared/testdata/cluster-dev", "testdata/cluster-ops", "testdata/cluster-assistant", "testdata/cluster-holdout"}
	for _, th := range []float64{0.14, 0.16, 0.18, 0.20, 0.22, 0.24, 0.26, 0.28, 0.30, 0.34} {
		line := fmt.Sprintf("th=%.2f", th)
		sum := 0.0
		for _, dir := range dirs {
			events := readEvents(t, filepath.Join(dir, "events.jsonl"))
			var gold map[string]string
			data, _ := os.ReadFile(filepath.Join(dir, "gold.json"))
			_ = json.Unmarshal(data, &gold)
			cfg := DefaultClusterConfig()
			cfg.JoinThreshold = th
			pred, _ := clusterAll(t, events, cfg)
			sc := scorePairs(events, pred, gold)
			line += fmt.Sprintf("  %s F=%.3f(P%.2f R%.2f)", filepath.Base(dir)[8:], sc.F, sc.P, sc.R)
			sum += sc.F
		}
		t.Logf("%s  mean=%.3f", line, sum/float64(len(dirs)))
	}
}

// TestShowFeatures prints the clustering features of LOOPD_SHOW (a tuning
// aid, not a check).
func TestShowFeatures(t *testing.T) {
	s := os.Getenv("LOOPD_SHOW")
	if s == "" {
		t.Skip("set LOOPD_SHOW=text to print its features")
	}
	c := NewClusterer(mustAnalyzer(t), DefaultClusterConfig(), nil)
	for _, f := range c.rawFeatures(model.Event{Type: model.TypeMistake, Problem: s}) {
		t.Logf("%-28s %.2f", f.key, f.w)
	}
}

// TestLexiconAudit prints every events_* lexicon term whose normalized form
// is a single token although the term has several words (a term that lost
// its qualifiers to the stop list matches far more than it says). A tuning
// aid run with LOOPD_AUDIT=1.
func TestLexiconAudit(t *testing.T) {
	if os.Getenv("LOOPD_AUDIT") == "" {
		t.Skip("set LOOPD_AUDIT=1")
	}
	an := mustAnalyzer(t)
	files, _ := filepath.Glob("../text/lexicon/events_*.txt")
	for _, f := range files {
		data, _ := os.ReadFile(f)
		for _, line := range strings.Split(string(data), "\n") {
			if i := strings.IndexByte(line, '#'); i >= 0 {
				line = line[:i]
			}
			parts := strings.SplitN(line, "|", 3)
			if len(parts) != 3 {
				continue
			}
			for _, term := range strings.Split(parts[2], ",") {
				term = strings.TrimSpace(term)
				d := an.Analyze(term)
				if len(strings.Fields(term)) > 1 && len(d.Tokens) <= 1 || strings.ContainsAny(term, "_-") && len(d.Tokens) <= 1 {
					t.Logf("%s: %q -> %v", strings.TrimSpace(parts[0]), term, d.Tokens)
				}
			}
		}
	}
}
