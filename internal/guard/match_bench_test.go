package guard

import (
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"syscall"
	"testing"
	"time"

	"github.com/loopd-dev/loopd/internal/guard/guardbench"
	"github.com/loopd-dev/loopd/internal/model"
	"github.com/loopd-dev/loopd/internal/text"
)

// Vocabulary for synthetic rules: realistic agent acts and objects, so
// that actions share words with a realistic share of them.
var (
	benchActs = []string{"delete", "drop", "publish", "push", "deploy", "send", "post", "share", "write", "edit",
		"remove", "upload", "download", "install", "upgrade", "restart", "kill", "rename", "move", "copy",
		"commit", "merge", "rebase", "tag", "create", "schedule", "cancel", "archive", "restore", "rotate",
		"disable", "enable", "expose", "print", "log", "email", "tweet", "charge", "refund", "migrate",
		"truncate", "prune", "overwrite", "chmod", "encrypt", "export", "import", "sync", "book", "invite"}
	benchThings = []string{"the production database", "a table", "the orders table", "user documents", "the home directory",
		"docker volumes", "the main branch", "a release tag", "the npm package", "api keys", "passwords", "ssh keys",
		"the firewall", "cron jobs", "the calendar", "meeting invites", "the weekly summary", "daily notes", "the memory file",
		"customer emails", "the mailing list", "social media posts", "tweets", "the staging cluster", "kubernetes namespaces",
		"helm releases", "terraform state", "the s3 bucket", "backups", "log files", "environment variables", "tls certificates",
		"the web server", "payment records", "credit card numbers", "invoices", "the changelog", "git history", "pull requests",
		"the ci pipeline", "build artifacts", "container images", "the config file", "secrets", "the slack channel",
		"the owner's contacts", "photos", "the downloads folder", "system packages", "python dependencies"}
	benchQualifiers = []string{"", "", "", " on the production host", " without a backup", " in scripts", " before asking the owner",
		" on a public server", " at night", " for customers", " with sudo", " in the shared repo", " after a failed test run"}
	benchMadeUp  = []string{"zorblax", "quintel", "mervane", "hodrik", "plessum", "varnoth", "tikkel", "brunsil", "osprat", "lindervo"}
	benchActions = []string{
		"docker system prune -a on the prod server", "list the running docker containers", "git push --force origin main",
		"send the owner five quick messages about the status", "curl -k https://internal.example/api",
		"write the weekly summary", "rm -rf ~/Documents/old", "kubectl delete namespace payments",
		"show the schema of the orders table", "npm publish", "schedule a call with the design team",
		"what is the capital of Peru", "tweet the announcement with the docs link", "pip install requests",
		"add --insecure to the download command in the script", "remove the legacy customers table from the database",
	}
)

// lexiconTerms returns the terms of the lexicon lines of file whose role
// is role ("act" or "thing"), skipping idiom syntax.
func lexiconTerms(tb testing.TB, file, role string) []string {
	tb.Helper()
	data, err := os.ReadFile(filepath.Join("..", "text", "lexicon", file))
	if err != nil {
		tb.Fatalf("read lexicon: %v", err)
	}
	return guardbench.LexiconTerms(string(data), role)
}

// diverseRules makes n deterministic rules over the whole vocabulary of the
// lexicon (hundreds of acts, over a thousand things) plus made-up words: a
// spread of topics like a real agent's rule set.
func diverseRules(tb testing.TB, n int) []model.Rule {
	acts := lexiconTerms(tb, "acts.txt", "act")
	things := lexiconTerms(tb, "things.txt", "thing")
	rng := rand.New(rand.NewPCG(2, uint64(n)))
	pick := func(l []string) string { return l[rng.IntN(len(l))] }
	types := []string{model.RuleNever, model.RuleMust, model.RulePrefer, model.RuleCheck}
	out := make([]model.Rule, 0, n)
	for i := 0; i < n; i++ {
		typ := types[rng.IntN(len(types))]
		thing := "the " + pick(things)
		if rng.IntN(3) == 0 {
			thing += " of " + benchMadeUp[rng.IntN(len(benchMadeUp))]
		}
		q := benchQualifiers[rng.IntN(len(benchQualifiers))]
		var s string
		switch typ {
		case model.RuleNever:
			s = fmt.Sprintf("Never %s %s%s", pick(acts), thing, q)
		case model.RuleMust:
			s = fmt.Sprintf("Always %s the %s before you %s %s", pick(acts), pick(things), pick(acts), thing)
		case model.RulePrefer:
			s = fmt.Sprintf("Prefer to %s %s over %s them", pick(acts), thing, pick(acts))
		default:
			s = fmt.Sprintf("Check the %s when you %s %s%s", pick(things), pick(acts), thing, q)
		}
		out = append(out, model.Rule{ID: fmt.Sprintf("S%05d", i), Type: typ, Category: "misc", Rule: s, Status: model.StatusActive})
	}
	return out
}

// syntheticRules makes n deterministic rules from the small vocabulary
// above: a dense worst case where most rules share an act or a thing with
// any action.
func syntheticRules(n int) []model.Rule {
	rng := rand.New(rand.NewPCG(1, uint64(n)))
	types := []string{model.RuleNever, model.RuleMust, model.RulePrefer, model.RuleCheck}
	out := make([]model.Rule, 0, n)
	for i := 0; i < n; i++ {
		typ := types[rng.IntN(len(types))]
		act := benchActs[rng.IntN(len(benchActs))]
		thing := benchThings[rng.IntN(len(benchThings))]
		q := benchQualifiers[rng.IntN(len(benchQualifiers))]
		if rng.IntN(4) == 0 {
			thing += " of " + benchMadeUp[rng.IntN(len(benchMadeUp))]
		}
		var s string
		switch typ {
		case model.RuleNever:
			s = fmt.Sprintf("Never %s %s%s", act, thing, q)
		case model.RuleMust:
			s = fmt.Sprintf("Always check %s before you %s %s", benchThings[rng.IntN(len(benchThings))], act, thing)
		case model.RulePrefer:
			s = fmt.Sprintf("Prefer to %s %s over %s them", benchActs[rng.IntN(len(benchActs))], thing, act)
		default:
			s = fmt.Sprintf("Check %s when you %s %s%s", benchThings[rng.IntN(len(benchThings))], act, thing, q)
		}
		out = append(out, model.Rule{ID: fmt.Sprintf("R%05d", i), Type: typ, Category: "misc", Rule: s, Status: model.StatusActive})
	}
	return out
}

// cpuClock reports the process's CPU time per operation when the benchmark
// ends: on a shared, loaded machine it says more than wall time.
func cpuClock(b *testing.B) {
	start := cpuNow()
	b.Cleanup(func() {
		if b.N > 0 {
			b.ReportMetric(float64((cpuNow()-start).Microseconds())/float64(b.N), "cpu-µs/op")
		}
	})
}

func cpuNow() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

func BenchmarkNewAnalyzer(b *testing.B) {
	cpuClock(b)
	for b.Loop() {
		if _, err := text.NewAnalyzer(); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkNewMatcher1000(b *testing.B) {
	a := mustAnalyzer(b)
	rules := diverseRules(b, 1000)
	cpuClock(b)
	for b.Loop() {
		NewMatcher(a, rules, MatchOptions{})
	}
}

// BenchmarkColdGuard1000 is what a cold `loopd guard` process pays for
// matching: load the lexicon, index 1,000 rules, check one action.
func BenchmarkColdGuard1000(b *testing.B) { benchCold(b, diverseRules(b, 1000), false) }

// BenchmarkColdGuard1000Dense is the cold path over the dense worst case.
func BenchmarkColdGuard1000Dense(b *testing.B) { benchCold(b, syntheticRules(1000), false) }

// BenchmarkColdSnapshot1000 is the cold path a `loopd guard` process
// takes: load the lexicon, decode a 1,000-rule snapshot, check one action.
func BenchmarkColdSnapshot1000(b *testing.B) { benchCold(b, diverseRules(b, 1000), true) }

// BenchmarkColdSnapshot1000Dense is that over the dense worst case.
func BenchmarkColdSnapshot1000Dense(b *testing.B) { benchCold(b, syntheticRules(1000), true) }

// benchCold times what a cold process does per check: load the lexicon,
// build a matcher (from the encoded snapshot when snap), check one action.
func benchCold(b *testing.B, rules []model.Rule, snap bool) {
	var data []byte
	if snap {
		data = EncodeSnapshot(mustAnalyzer(b), rules)
	}
	i := 0
	cpuClock(b)
	for b.Loop() {
		a, err := text.NewAnalyzer()
		if err != nil {
			b.Fatal(err)
		}
		var m *Matcher
		if snap {
			s, err := DecodeSnapshot(data)
			if err != nil {
				b.Fatal(err)
			}
			m = NewSnapshotMatcher(a, s, MatchOptions{})
		} else {
			m = NewMatcher(a, rules, MatchOptions{})
		}
		m.Match(benchActions[i%len(benchActions)])
		i++
	}
}

func benchMatch(b *testing.B, rules []model.Rule) {
	a := mustAnalyzer(b)
	m := NewMatcher(a, rules, MatchOptions{})
	m.Prepare()
	for _, s := range benchActions { // warm: the daemon has compiled what it has seen
		m.Match(s)
	}
	lat := make([]time.Duration, 0, 1<<16)
	i := 0
	cpuClock(b)
	for b.Loop() {
		t0 := time.Now()
		m.MatchTop(benchActions[i%len(benchActions)], 5) // as a check does
		if len(lat) < cap(lat) {
			lat = append(lat, time.Since(t0))
		}
		i++
	}
	slices.Sort(lat)
	if len(lat) > 0 {
		b.ReportMetric(float64(lat[len(lat)*99/100].Microseconds()), "p99-µs")
		b.ReportMetric(float64(lat[len(lat)/2].Microseconds()), "p50-µs")
	}
}

func BenchmarkMatch1000(b *testing.B)  { benchMatch(b, diverseRules(b, 1000)) }
func BenchmarkMatch10000(b *testing.B) { benchMatch(b, diverseRules(b, 10000)) }

// BenchmarkMatch10000Dense is the daemon's check over the dense worst case.
func BenchmarkMatch10000Dense(b *testing.B) { benchMatch(b, syntheticRules(10000)) }

func BenchmarkCompileRule(b *testing.B) {
	a := mustAnalyzer(b)
	rules := syntheticRules(1000)
	i := 0
	for b.Loop() {
		compileRule(a, rules[i%len(rules)], "", false)
		i++
	}
}

func BenchmarkDecodeSnapshot1000(b *testing.B) {
	data := EncodeSnapshot(mustAnalyzer(b), diverseRules(b, 1000))
	b.SetBytes(int64(len(data)))
	for b.Loop() {
		if _, err := DecodeSnapshot(data); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkDaemonSet is the daemon's check (MatchTop 5) on the 10,000
// rules of guardbench, per action: where its socket latency comes from.
func BenchmarkDaemonSet(b *testing.B) {
	m := NewMatcher(mustAnalyzer(b), guardbench.Rules(10000), MatchOptions{})
	m.Prepare()
	for i, action := range guardbench.Actions {
		b.Run(fmt.Sprint(i), func(b *testing.B) {
			for b.Loop() {
				m.MatchTop(action, 5)
			}
		})
	}
}
