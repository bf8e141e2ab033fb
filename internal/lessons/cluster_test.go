package lessons

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
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
	var genEvents []model.Event
	genGold := map[string]string{}
	if py, err := exec.LookPath("python3"); err == nil {
		out, err := exec.Command(py, "../../../shared/bench/gen_events.py", "1000", "--seed", "3").Output()
		if err == nil {
			genEvents = parseEvents(t, "gen", out)
			for _, e := range genEvents {
				if l, ok := genEventsLabel(e); ok {
					genGold[e.TS] = l
				}
			}
		}
	}
	base := DefaultClusterConfig()
	if v := os.Getenv("LOOPD_SWEEP_FB"); v != "" {
		fmt.Sscan(v, &base.FailureBoost)
	}
	if v := os.Getenv("LOOPD_SWEEP_RW"); v != "" {
		fmt.Sscan(v, &base.RemedyWeight)
	}
	if v := os.Getenv("LOOPD_SWEEP_RF"); v != "" {
		fmt.Sscan(v, &base.RemedyFull)
	}
	if v := os.Getenv("LOOPD_SWEEP_GA"); v != "" {
		fmt.Sscan(v, &base.GroupAverage)
	}
	for _, th := range []float64{0.14, 0.16, 0.18, 0.20, 0.22, 0.24, 0.26, 0.28, 0.30, 0.34} {
		line := fmt.Sprintf("th=%.2f", th)
		sum := 0.0
		for _, dir := range dirs {
			events := readEvents(t, filepath.Join(dir, "events.jsonl"))
			var gold map[string]string
			data, _ := os.ReadFile(filepath.Join(dir, "gold.json"))
			_ = json.Unmarshal(data, &gold)
			cfg := base
			cfg.JoinThreshold = th
			pred, _ := clusterAll(t, events, cfg)
			sc := scorePairs(events, pred, gold)
			line += fmt.Sprintf("  %s F=%.3f(P%.2f R%.2f)", filepath.Base(dir)[8:], sc.F, sc.P, sc.R)
			sum += sc.F
		}
		if genEvents != nil {
			cfg := base
			cfg.JoinThreshold = th
			pred, _ := clusterAll(t, genEvents, cfg)
			sc := scorePairs(genEvents, pred, genGold)
			line += fmt.Sprintf("  gen F=%.3f(P%.2f R%.2f)", sc.F, sc.P, sc.R)
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
	all, _ := c.rawFeatures(model.Event{Type: model.TypeMistake, Problem: s})
	for _, f := range all {
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

// genEventsLabel recovers the theme of a gen_events.py event (tool, object,
// failure, fix) from its wording; one-offs get their own combination.
var (
	genFails  = `failed silently|returned 401|timed out|crashed on start|was overwritten|used the wrong path|hit the rate limit|lost data|ran twice|leaked a secret|filled the disk|picked the wrong timezone|broke the JSON|deadlocked`
	genProbRe = []*regexp.Regexp{
		regexp.MustCompile(`^(?:Again: |Noticed that |Turns out |Debugging showed |Ugh, )?the (\S+) (.+?) (` + genFails + `)$`),
		regexp.MustCompile(`^(.+?) for (\S+) (` + genFails + `) (?:today|overnight|during the run|again)$`),
		regexp.MustCompile(`^(\S+): (` + genFails + `) \((.+)\)$`),
	}
	genFixes = []string{"use absolute paths", "refresh the token first", "add a timeout and retry with backoff",
		"validate before restarting", "append instead of overwrite", "quote every variable",
		"wait an hour between posts", "keep secrets out of messages", "check free disk space first",
		"write atomically via rename", "convert to the owner's timezone", "edit it with jq",
		"take a lock before running", "check the process owning the port"}
)

func genEventsLabel(e model.Event) (string, bool) {
	fix := ""
	for _, f := range genFixes {
		if strings.Contains(strings.ToLower(e.Solution), f) {
			fix = f
		}
	}
	for i, re := range genProbRe {
		m := re.FindStringSubmatch(e.Problem)
		if m == nil {
			continue
		}
		var tool, obj, fail string
		switch i {
		case 0:
			tool, obj, fail = m[1], m[2], m[3]
		case 1:
			obj, tool, fail = m[1], m[2], m[3]
		case 2:
			tool, fail, obj = m[1], m[2], m[3]
		}
		return tool + "|" + obj + "|" + fail + "|" + fix, fix != ""
	}
	return "", false
}

// TestClusterGenEvents is a sanity check on bench/gen_events.py output:
// its themes are a tool, an object, a failure and a fix worded in several
// templates, so clustering should find most of them.
func TestClusterGenEvents(t *testing.T) {
	gen := "../../../shared/bench/gen_events.py"
	if _, err := os.Stat(gen); err != nil {
		t.Skipf("%s absent", gen)
	}
	py, err := exec.LookPath("python3")
	if err != nil {
		t.Skip("python3 not installed")
	}
	if testing.Short() {
		t.Skip("-short")
	}
	sizes := []int{400, 3000}
	if v := os.Getenv("LOOPD_GEN_N"); v != "" {
		var n int
		fmt.Sscan(v, &n)
		sizes = []int{n}
	}
	for _, n := range sizes {
		t.Run(fmt.Sprint(n), func(t *testing.T) {
			out, err := exec.Command(py, gen, fmt.Sprint(n), "--seed", "7").Output()
			if err != nil {
				t.Fatalf("gen_events.py %d: %v", n, err)
			}
			events := parseEvents(t, "gen_events", out)
			gold := map[string]string{}
			for _, e := range events {
				if e.Type == model.TypeSuccess {
					continue
				}
				label, ok := genEventsLabel(e)
				if !ok {
					t.Fatalf("cannot recover the theme of %q / %q", e.Problem, e.Solution)
				}
				gold[e.TS] = label
			}
			pred, _ := clusterAll(t, events, DefaultClusterConfig())
			sc := scorePairs(events, pred, gold)
			t.Logf("gen_events %d: scored %d, lessons %d, gold groups >=2: %d, F1=%.3f P=%.3f R=%.3f",
				n, sc.Scored, sc.Lessons, sc.Gold2, sc.F, sc.P, sc.R)
			if sc.F < 0.70 {
				t.Errorf("gen_events F1 = %.3f (P %.3f R %.3f), want >= 0.70", sc.F, sc.P, sc.R)
			}
		})
	}
}

// synthEvents generates n events shaped like bench/gen_events.py output
// (recurring themes worded by templates, 15% successes, 10% one-offs),
// deterministic for a seed. It feeds the benchmarks.
func synthEvents(n int, seed uint64) []model.Event {
	tools := strings.Fields("cron git docker postgres nginx redis systemd ssh curl jq moltbook discord telegram gmail calendar s3 kubectl npm pip make terraform ansible sqlite openai stripe github slack notion ffmpeg rsync")
	objects := []string{"config file", "token", "backup job", "deploy script", "webhook", "migration", "cache",
		"log file", "crontab entry", "API key", "database", "branch", "container", "certificate",
		"queue", "index", "upload", "timezone", "rate limit", "lock file", "memory file", "port"}
	fails := strings.Split(genFails, "|")
	opens := []string{"", "Again: ", "Noticed that ", "Turns out ", "Debugging showed ", "Ugh, "}
	whens := []string{"today", "overnight", "during the run", "again"}
	cats := strings.Fields("shell auth memory cron social communication config infra data")
	types := []string{"mistake", "mistake", "mistake", "mistake", "mistake", "mistake", "debug_session", "debug_session", "feedback", "discovery"}
	r := rand.New(rand.NewPCG(seed, 0x10091))
	type theme struct{ tool, obj, fail, fix, cat string }
	newTheme := func() theme {
		return theme{tools[r.IntN(len(tools))], objects[r.IntN(len(objects))], fails[r.IntN(len(fails))],
			genFixes[r.IntN(len(genFixes))], cats[r.IntN(len(cats))]}
	}
	k := max(10, n/40)
	themes := make([]theme, k)
	for i := range themes {
		themes[i] = newTheme()
	}
	phrase := func(th theme) (string, string) {
		var p, s string
		switch r.IntN(3) {
		case 0:
			p = fmt.Sprintf("%sthe %s %s %s", opens[r.IntN(len(opens))], th.tool, th.obj, th.fail)
		case 1:
			p = fmt.Sprintf("%s for %s %s %s", th.obj, th.tool, th.fail, whens[r.IntN(len(whens))])
		default:
			p = fmt.Sprintf("%s: %s (%s)", th.tool, th.fail, th.obj)
		}
		switch r.IntN(3) {
		case 0:
			s = fmt.Sprintf("%s for the %s %s", th.fix, th.tool, th.obj)
		case 1:
			s = "Next time " + th.fix
		default:
			s = strings.ToUpper(th.fix[:1]) + th.fix[1:] + "; " + th.tool + " needs it"
		}
		return p, s
	}
	t0 := time.Date(2026, 1, 5, 0, 0, 0, 0, time.UTC)
	out := make([]model.Event, 0, n)
	for i := range n {
		t0 = t0.Add(time.Duration(1+r.IntN(600)) * time.Second)
		ev := model.Event{ID: int64(i + 1), Time: t0, TS: t0.Format(time.RFC3339), Source: "bench"}
		switch x := r.Float64(); {
		case x < 0.15:
			th := themes[r.IntN(k)]
			ev.Type, ev.Category = model.TypeSuccess, th.cat
			ev.Problem, ev.Solution = th.tool+" "+th.obj+" worked", "did "+th.fix
		case x < 0.25:
			th := newTheme()
			ev.Type, ev.Category = model.TypeMistake, th.cat
			ev.Problem, ev.Solution = phrase(th)
		default:
			th := themes[r.IntN(k)]
			if r.IntN(2) == 0 { // a heavy-tailed share of themes recur most
				th = themes[min(k-1, int(1/(1-r.Float64()*0.999))-1)]
			}
			ev.Type, ev.Category = types[r.IntN(len(types))], th.cat
			ev.Problem, ev.Solution = phrase(th)
			ev.Tags = []string{th.tool}
		}
		out = append(out, ev)
	}
	return out
}

func benchmarkCluster(b *testing.B, n int, batch bool) {
	an := mustAnalyzer(b)
	events := synthEvents(n, 42)
	b.ReportAllocs()
	b.ResetTimer()
	for range b.N {
		c := NewClusterer(an, DefaultClusterConfig(), nil)
		if batch {
			c.AddAll(events)
		} else {
			for _, e := range events {
				c.Add(e)
			}
		}
		b.ReportMetric(float64(len(c.State().Clusters)), "clusters")
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*n), "ns/event")
}

// BenchmarkCluster10k and BenchmarkCluster100k cluster synthetic events
// with AddAll (analysis on all CPUs, assignment sequential), as a learn run
// does; BenchmarkClusterAdd10k adds them one at a time.
func BenchmarkCluster10k(b *testing.B)    { benchmarkCluster(b, 10_000, true) }
func BenchmarkCluster100k(b *testing.B)   { benchmarkCluster(b, 100_000, true) }
func BenchmarkClusterAdd10k(b *testing.B) { benchmarkCluster(b, 10_000, false) }

func TestShowGen(t *testing.T) {
	if os.Getenv("LOOPD_SHOWGEN") == "" {
		t.Skip()
	}
	out, _ := exec.Command("python3", "../../../shared/bench/gen_events.py", "1000", "--seed", "3").Output()
	events := parseEvents(t, "gen", out)
	c := NewClusterer(mustAnalyzer(t), DefaultClusterConfig(), nil)
	by := map[int]map[string]int{}
	ex := map[int][]string{}
	for _, e := range events {
		a := c.Add(e)
		if a.Cluster < 0 {
			continue
		}
		l, _ := genEventsLabel(e)
		if by[a.Cluster] == nil {
			by[a.Cluster] = map[string]int{}
		}
		by[a.Cluster][l]++
		if len(ex[a.Cluster]) < 6 {
			ex[a.Cluster] = append(ex[a.Cluster], fmt.Sprintf("%.2f %v | %s / %s", a.Similarity, a.Evidence, e.Problem, e.Solution))
		}
	}
	for id := 0; id < len(by) && id < 6; id++ {
		t.Logf("cluster %d: %d labels, %v", id, len(by[id]), by[id])
		for _, x := range ex[id] {
			t.Logf("   %s", x)
		}
	}
}
