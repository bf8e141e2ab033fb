package guard

import (
	"bufio"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/loopd-dev/loopd/internal/model"
	"github.com/loopd-dev/loopd/internal/text"
)

var showMisses = flag.Bool("misses", false, "log every miss of the labeled-set evaluations")

var (
	analyzerOnce sync.Once
	analyzer     *text.Analyzer
	analyzerErr  error
)

func mustAnalyzer(tb testing.TB) *text.Analyzer {
	tb.Helper()
	analyzerOnce.Do(func() { analyzer, analyzerErr = text.NewAnalyzer() })
	if analyzerErr != nil {
		tb.Fatalf("text.NewAnalyzer: %v", analyzerErr)
	}
	return analyzer
}

// labeledRule and labeledAction are the lines of a guard_eval.py data set.
type labeledRule struct {
	Key, Type, Category, Rule, Reason string
}

type labeledAction struct {
	Action string
	Expect []string
	OK     []string `json:"ok"`
	Tier   string
}

func readJSONL[T any](tb testing.TB, path string) []T {
	tb.Helper()
	f, err := os.Open(path)
	if err != nil {
		tb.Fatalf("open %s: %v", path, err)
	}
	defer f.Close()
	var out []T
	sc := bufio.NewScanner(f)
	n := 0
	for sc.Scan() {
		n++
		if strings.TrimSpace(sc.Text()) == "" {
			continue
		}
		var v T
		if err := json.Unmarshal(sc.Bytes(), &v); err != nil {
			tb.Fatalf("%s line %d: %v", path, n, err)
		}
		out = append(out, v)
	}
	if err := sc.Err(); err != nil {
		tb.Fatalf("read %s: %v", path, err)
	}
	return out
}

// evalResult holds the figures guard_eval.py prints.
type evalResult struct {
	tp, fp, fn           int
	nTier, nHits         int
	blockOK, blockN      int
	falseBlock, noBlock  int // blocked without a NEVER rule expected; a NEVER rule expected, not blocked
	top1, top1N          int
	tiers                map[string][3]int // tp, fn, fp
	misses               []string
	precision, recall, f float64
}

// evaluate scores a labeled set exactly as /work/shared/bench/guard_eval.py does.
func evaluate(tb testing.TB, dir string) evalResult {
	tb.Helper()
	rules := readJSONL[labeledRule](tb, filepath.Join(dir, "rules.jsonl"))
	actions := readJSONL[labeledAction](tb, filepath.Join(dir, "actions.jsonl"))
	var mrules []model.Rule
	rtype := map[string]string{}
	for _, r := range rules {
		mrules = append(mrules, model.Rule{ID: r.Key, Type: r.Type, Category: r.Category, Rule: r.Rule, Reason: r.Reason, Status: model.StatusActive})
		rtype[r.Key] = r.Type
	}
	opt := MatchOptions{Relative: DefaultRelative, BlockThreshold: DefaultBlockThreshold} // as a check's matcher
	if th, err := strconv.ParseFloat(os.Getenv("LOOPD_GUARD_THRESHOLD"), 64); err == nil {
		opt.Threshold = th
	}
	if th, err := strconv.ParseFloat(os.Getenv("LOOPD_GUARD_BLOCK"), 64); err == nil {
		opt.BlockThreshold = th
	}
	if r, err := strconv.ParseFloat(os.Getenv("LOOPD_GUARD_RELATIVE"), 64); err == nil {
		opt.Relative = r
	}
	topK := DefaultMaxMatches // as a check reports
	if k, err := strconv.Atoi(os.Getenv("LOOPD_GUARD_TOPK")); err == nil {
		topK = k
	}
	m := NewMatcher(mustAnalyzer(tb), mrules, opt)
	res := evalResult{tiers: map[string][3]int{}}
	for _, a := range actions {
		matches := m.MatchTop(a.Action, topK)
		decision := decide(matches, opt.BlockThreshold)
		exp := map[string]bool{}
		for _, k := range a.Expect {
			exp[k] = true
		}
		okOnly := map[string]bool{}
		for _, k := range a.OK {
			if !exp[k] {
				okOnly[k] = true
			}
		}
		var pred []string
		var shown []string
		for _, s := range matches {
			shown = append(shown, fmt.Sprintf("%s:%.2f", s.Rule.ID, s.Score))
			if !okOnly[s.Rule.ID] {
				pred = append(pred, s.Rule.ID)
			}
		}
		ps := map[string]bool{}
		for _, k := range pred {
			ps[k] = true
		}
		t := res.tiers[a.Tier]
		tp, fp, fn := 0, 0, 0
		for k := range ps {
			if exp[k] {
				tp++
			} else {
				fp++
			}
		}
		for k := range exp {
			if !ps[k] {
				fn++
			}
		}
		t[0] += tp
		t[1] += fn
		t[2] += fp
		res.tiers[a.Tier] = t
		res.tp += tp
		res.fp += fp
		res.fn += fn
		if a.Tier == "N" {
			res.nTier++
			if len(exp) == 0 && len(ps) > 0 {
				res.nHits++
			}
		}
		if len(exp) > 0 {
			res.top1N++
			if len(pred) > 0 && exp[pred[0]] {
				res.top1++
			}
		}
		wantBlock := false
		for k := range exp {
			wantBlock = wantBlock || rtype[k] == model.RuleNever
		}
		res.blockN++
		blockRight := (decision == model.DecisionBlock) == wantBlock
		switch {
		case blockRight:
			res.blockOK++
		case wantBlock:
			res.noBlock++
		default:
			res.falseBlock++
		}
		if fn > 0 || fp > 0 || !blockRight {
			keys := make([]string, 0, len(exp))
			for k := range exp {
				keys = append(keys, k)
			}
			sort.Strings(keys)
			res.misses = append(res.misses, fmt.Sprintf("%s %-60q want %v got %v decision %s", a.Tier, a.Action, keys, shown, decision))
		}
	}
	res.precision = float64(res.tp) / float64(max(1, res.tp+res.fp))
	res.recall = float64(res.tp) / float64(max(1, res.tp+res.fn))
	if res.precision+res.recall > 0 {
		res.f = 2 * res.precision * res.recall / (res.precision + res.recall)
	}
	return res
}

func logEval(t *testing.T, name string, r evalResult) {
	t.Helper()
	tiers := make([]string, 0, len(r.tiers))
	for k := range r.tiers {
		tiers = append(tiers, k)
	}
	sort.Strings(tiers)
	for _, k := range tiers {
		c := r.tiers[k]
		if k == "N" {
			t.Logf("%s tier N: %d actions, false alarms %d", name, r.nTier, r.nHits)
			continue
		}
		rec := float64(c[0]) / float64(max(1, c[0]+c[1]))
		pre := float64(c[0]) / float64(max(1, c[0]+c[2]))
		t.Logf("%s tier %s: recall %.2f precision %.2f", name, k, rec, pre)
	}
	t.Logf("%s top-1 in expected: %d/%d; block decision right: %d/%d (false blocks %d, missed blocks %d)", name, r.top1, r.top1N, r.blockOK, r.blockN, r.falseBlock, r.noBlock)
	t.Logf("%s guard F1=%.3f precision=%.3f recall=%.3f", name, r.f, r.precision, r.recall)
	if *showMisses || testing.Verbose() {
		for _, m := range r.misses {
			t.Logf("  miss %s", m)
		}
	}
}

// TestGuardDev scores the shared development set with guard_eval.py's
// metrics and holds the product targets.
func TestGuardDev(t *testing.T) {
	dir := filepath.Join("..", "..", "..", "shared", "testdata", "guard-dev")
	if _, err := os.Stat(filepath.Join(dir, "rules.jsonl")); err != nil {
		t.Skipf("guard-dev set not found at %s", dir)
	}
	r := evaluate(t, dir)
	logEval(t, "guard-dev", r)
	if r.f < 0.85 {
		t.Errorf("guard-dev F1 = %.3f, want >= 0.85", r.f)
	}
	if r.nHits*10 > r.nTier {
		t.Errorf("guard-dev false alarms on tier N = %d of %d, want <= 1 in 10", r.nHits, r.nTier)
	}
	if r.blockOK*10 < r.blockN*9 {
		t.Errorf("guard-dev block decisions right = %d/%d, want >= 90%%", r.blockOK, r.blockN)
	}
}

// TestGuardHoldout2 scores a second labeled set, written after the matcher
// had been tuned on the first; its first score is the honest one.
func TestGuardHoldout2(t *testing.T) {
	r := evaluate(t, filepath.Join("testdata", "holdout2"))
	logEval(t, "holdout2", r)
	if r.f < 0.6 {
		t.Errorf("holdout2 F1 = %.3f, want >= 0.6", r.f)
	}
}

// TestGuardHoldout3 scores a third labeled set, written before the matcher
// was scored on it, heavy on paraphrases and command lines.
func TestGuardHoldout3(t *testing.T) {
	r := evaluate(t, filepath.Join("testdata", "holdout3"))
	logEval(t, "holdout3", r)
	if r.nHits*10 > r.nTier {
		t.Errorf("holdout3 false alarms on tier N = %d of %d, want <= 1 in 10", r.nHits, r.nTier)
	}
}

// TestGuardHoldout4 scores a fourth labeled set, written after the third
// had been tuned on, to compare matcher versions on unseen rules.
func TestGuardHoldout4(t *testing.T) {
	r := evaluate(t, filepath.Join("testdata", "holdout4"))
	logEval(t, "holdout4", r)
	if r.nHits*10 > r.nTier {
		t.Errorf("holdout4 false alarms on tier N = %d of %d, want <= 1 in 10", r.nHits, r.nTier)
	}
}

// TestGuardHoldout scores this package's own labeled set, written before
// the matcher was tuned. Its targets are reported, not asserted as hard
// as the dev set's: it exists to tell how the matcher generalizes.
func TestGuardHoldout(t *testing.T) {
	r := evaluate(t, filepath.Join("testdata", "holdout"))
	logEval(t, "holdout", r)
	if r.f < 0.7 {
		t.Errorf("holdout F1 = %.3f, want >= 0.7", r.f)
	}
	if r.nHits*5 > r.nTier {
		t.Errorf("holdout false alarms on tier N = %d of %d, want <= 1 in 5", r.nHits, r.nTier)
	}
}

// TestGuardSets scores the labeled sets named by LOOPD_GUARD_SETS (a
// comma-separated list of directories in guard_eval.py's layout): a quick
// way to compare matcher versions on sets kept outside the repository.
func TestGuardSets(t *testing.T) {
	env := os.Getenv("LOOPD_GUARD_SETS")
	if env == "" {
		t.Skip("LOOPD_GUARD_SETS is not set")
	}
	var sum float64
	dirs := strings.Split(env, ",")
	for _, dir := range dirs {
		r := evaluate(t, dir)
		logEval(t, filepath.Base(dir), r)
		sum += r.f
	}
	t.Logf("mean F1 over %d sets: %.3f", len(dirs), sum/float64(len(dirs)))
}

// decide is the guard's decision rule (block iff an active NEVER rule scores
// at or above blockAt), as guard_eval.py judges it.
func decide(matches []Scored, blockAt float64) string {
	if len(matches) == 0 {
		return model.DecisionAllow
	}
	for _, s := range matches {
		if s.Rule.Type == model.RuleNever && !s.Rule.ReviewFlagged && s.Score >= blockAt {
			return model.DecisionBlock
		}
	}
	return model.DecisionWarn
}

// TestCandidatesLoseNothing checks that both candidate indexes (the
// surface index of a fresh matcher, the exact index of a prepared one)
// find every rule that scoring all rules would find, at the default
// threshold and at thresholds a configuration may set, and that a
// matcher's first check (before it prepares) answers as its later ones
// do: the CLI checks once, the daemon many times. However low the
// threshold, a match names what it matched on.
func TestCandidatesLoseNothing(t *testing.T) {
	a := mustAnalyzer(t)
	rules, actions := equivalenceSet(t)
	for _, th := range []float64{0.1, 0.25, DefaultThreshold, 0.6} {
		opt := MatchOptions{Threshold: th}
		fresh := NewMatcher(a, rules, opt)
		all := make([]int32, 0, fresh.Len())
		for i := 0; i < fresh.Len(); i++ {
			all = append(all, int32(i))
		}
		prepared := NewMatcher(a, rules, opt)
		prepared.Prepare()
		for i, s := range actions {
			v := fresh.newActionView(s)
			every := fresh.score(v, all, nil, 0)
			for _, m := range every {
				if len(m.Evidence) == 0 {
					t.Errorf("threshold %v: %s matches %q with no evidence (%v)", th, m.Rule.ID, s, m.Score)
				}
			}
			want := fmt.Sprint(every)
			if !fresh.prepareFirst() {
				if got := fmt.Sprint(fresh.score(v, fresh.candidates(v, s), nil, 0)); got != want {
					t.Errorf("threshold %v: surface candidates for %q: got %s, want %s", th, s, got, want)
				}
			}
			pv := prepared.newActionView(s) // a view holds its matcher's key numbers
			cands, bounds, hits := prepared.exactCandidates(pv)
			if got := fmt.Sprint(prepared.score(pv, cands, bounds, 0)); got != want {
				t.Errorf("threshold %v: exact candidates for %q: got %s, want %s", th, s, got, want)
			}
			prepared.putHits(hits)
			if fresh.prepareFirst() && i >= 5 {
				continue // the first check prepares: a few show it (compiling every rule costs)
			}
			if got := fmt.Sprint(NewMatcher(a, rules, opt).Match(s)); got != want {
				t.Errorf("threshold %v: first check of %q: got %s, want %s", th, s, got, want)
			}
		}
	}
}

// tableRules is a small rule set for the behaviour tests below; none of
// it comes from the labeled sets.
var tableRules = []model.Rule{
	{ID: "T-prune", Type: model.RuleNever, Category: "docker", Rule: "Never run docker volume prune on the build server"},
	{ID: "T-force", Type: model.RuleNever, Category: "git", Rule: "Never force push to a shared branch"},
	{ID: "T-tls", Type: model.RuleNever, Category: "network", Rule: "Never disable certificate checks when calling the billing API"},
	{ID: "T-migrate", Type: model.RuleMust, Category: "database", Rule: "Always snapshot the database before applying migrations",
		Reason: "A failed migration was rolled back by hand and two hours of orders were lost"},
	{ID: "T-post", Type: model.RuleCheck, Category: "social", Rule: "Check spelling before publishing a post on LinkedIn"},
	{ID: "T-keys", Type: model.RuleMust, Category: "ssh", Rule: "Always use ssh keys instead of passwords for the bastion host"},
	{ID: "T-cron", Type: model.RulePrefer, Category: "cron", Rule: "Prefer systemd timers over cron jobs"},
	{ID: "T-secret", Type: model.RuleNever, Category: "secrets", Rule: "Never paste API tokens into chat"},
	{ID: "T-propose", Type: model.RuleCheck, Category: "calendar", Rule: "Check everyone's time zone before proposing a meeting slot"},
	{ID: "T-retired", Type: model.RuleNever, Category: "files", Rule: "Never delete the invoices folder", Status: model.StatusRetired},
}

func matchIDs(ms []Scored) []string {
	var out []string
	for _, s := range ms {
		out = append(out, s.Rule.ID)
	}
	return out
}

func TestMatchTable(t *testing.T) {
	m := NewMatcher(mustAnalyzer(t), tableRules, MatchOptions{})
	tests := []struct {
		name, action string
		want         string // the best rule, "" for none
	}{
		// positives, in the rule's words
		{"positive", "docker volume prune on the build server", "T-prune"},
		{"positive trigger", "publish the launch post on LinkedIn", "T-post"},
		// paraphrases
		{"paraphrase", "clean up unused docker volumes on the build box", "T-prune"},
		{"paraphrase trigger", "run the pending schema migrations on the database", "T-migrate"},
		{"paraphrase alternative", "log in to the bastion host with a password", "T-keys"},
		{"paraphrase secret", "share the access token in the Slack channel", "T-secret"},
		// command idioms
		{"idiom force push", "git push -f origin develop", "T-force"},
		{"idiom insecure", "curl --insecure https://billing.example/api/charge", "T-tls"},
		{"idiom crontab", "crontab -e to add a nightly cleanup job", "T-cron"},
		// a verb the lexicon does not know ("proposing") may be done by
		// an act it does know, on the rule's things; reading them is not
		{"unknown verb", "send Maria a calendar invite for Thursday 10am", "T-propose"},
		{"unknown verb read-only", "list my meetings for Thursday", ""},
		// negatives that touch a rule's object without doing the risky thing
		{"read-only docker", "list the docker volumes on the build server", ""},
		{"read-only git", "git log --oneline origin/develop", ""},
		{"read-only database", "show the migration history of the database", ""},
		{"read LinkedIn", "read the comments on my LinkedIn post", ""},
		{"question", "what is a systemd timer?", ""},
		{"unrelated", "order a pizza for the team lunch", ""},
		{"retired rule", "delete the invoices folder", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := m.Match(tt.action)
			switch {
			case tt.want == "" && len(got) > 0:
				t.Errorf("Match(%q) = %v, want no match", tt.action, got)
			case tt.want != "" && (len(got) == 0 || got[0].Rule.ID != tt.want):
				t.Errorf("Match(%q) = %v, want %s first", tt.action, matchIDs(got), tt.want)
			}
			for _, s := range got {
				if s.Score < DefaultThreshold || s.Score > 1 {
					t.Errorf("Match(%q) score %v outside [threshold, 1]", tt.action, s.Score)
				}
				if len(s.Evidence) == 0 {
					t.Errorf("Match(%q) gave %s without evidence", tt.action, s.Rule.ID)
				}
			}
		})
	}
}

// TestMatchRoles checks that what an action does decides, not only what it
// touches: the same object under a read-only act, a complying act and the
// risky act.
func TestMatchRoles(t *testing.T) {
	m := NewMatcher(mustAnalyzer(t), tableRules, MatchOptions{})
	score := func(action, id string) float64 {
		for _, s := range m.Match(action) {
			if s.Rule.ID == id {
				return s.Score
			}
		}
		return 0
	}
	tests := []struct {
		low, high, id string
	}{
		{"inspect the docker volumes on the build server", "prune the docker volumes on the build server", "T-prune"},
		{"check the spelling of the LinkedIn post", "post the announcement on LinkedIn", "T-post"},
		{"snapshot the database", "apply the migrations to the database", "T-migrate"},
		{"count the API tokens in the vault", "paste the API token into the team chat", "T-secret"},
	}
	for _, tt := range tests {
		lo, hi := score(tt.low, tt.id), score(tt.high, tt.id)
		if lo >= DefaultThreshold || hi < DefaultThreshold {
			t.Errorf("%s: %q scores %.2f, %q scores %.2f; want the first below %.2f and the second above", tt.id, tt.low, lo, tt.high, hi, DefaultThreshold)
		}
	}
}

// TestViolationsBoostNeverCreateMatches checks that a rule's record raises
// a match a little but never lifts a non-match over the threshold.
func TestViolationsBoostNeverCreateMatches(t *testing.T) {
	a := mustAnalyzer(t)
	plain := NewMatcher(a, tableRules, MatchOptions{})
	heavy := slices.Clone(tableRules)
	for i := range heavy {
		heavy[i].Violations = 1000
	}
	boosted := NewMatcher(a, heavy, MatchOptions{})
	for _, action := range []string{
		"docker volume prune on the build server", "list the docker volumes on the build server",
		"git status", "what is a systemd timer?", "read the comments on my LinkedIn post", "docker ps",
	} {
		p, b := plain.Match(action), boosted.Match(action)
		if fmt.Sprint(matchIDs(p)) != fmt.Sprint(matchIDs(b)) {
			t.Errorf("violations changed which rules match %q: %v -> %v", action, matchIDs(p), matchIDs(b))
			continue
		}
		for i := range p {
			if d := b[i].Score - p[i].Score; d < 0 || d > 0.1 {
				t.Errorf("violations moved %s's score on %q by %.3f, want a small rise", p[i].Rule.ID, action, d)
			}
		}
	}
}

func TestMatchDeterministicAndConcurrent(t *testing.T) {
	m := NewMatcher(mustAnalyzer(t), append(slices.Clone(tableRules), syntheticRules(200)...), MatchOptions{})
	actions := append([]string{"git push -f origin develop", "clean up unused docker volumes on the build box"}, benchActions...)
	want := map[string]string{}
	for _, s := range actions {
		want[s] = fmt.Sprint(m.Match(s))
	}
	var wg sync.WaitGroup
	for g := 0; g < 4; g++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for _, s := range actions {
				if got := fmt.Sprint(m.Match(s)); got != want[s] {
					t.Errorf("Match(%q) changed between calls: %s vs %s", s, got, want[s])
				}
			}
		}()
	}
	wg.Wait()
}

// FuzzCompileRule feeds arbitrary rule texts through the rule parser and the
// matcher, each also as its own reason: no panic, scores in range.
func FuzzCompileRule(f *testing.F) {
	for _, s := range []string{
		"Never run chmod -R 777 on any directory",
		"Always log in with ssh keys instead of passwords, for example ssh -i key, when deploying",
		"Prefer X over Y over Z before when while",
		"check that before",
		"Never turn off TLS verification, e.g. with curl -k, in scripts",
		"at the end of",
		"for example",
		"DROP TABLE x WHERE",
		"Ünïcode ßtraße İstanbul ǅ before ǈ",
		", , ; ;",
		"draft it but don't",
		"no need to   ",
		"DO NOT İstanbul send",
		"A shared proposal was deleted for everyone",
		"The was were is are",
		"Never run DELETE without a WHERE clause",
		"Never give the door code to anyone but the owner on file",
		"Always back up the database before running a migration",
		"check which products have selling turned on, then delete them",
		"Show me whether İstanbul ǅ was deleted",
		"list who",
		"3 events (3 mistake) from 2026-10-06 to 2026-10-23: Force-pushed to main; Rewrote history; CI lost its tags",
		"",
	} {
		f.Add(s, "NEVER")
	}
	f.Add("Check the forecast before planning an outdoor activity", "CHECK")
	f.Add("Always back up the database before running a migration", "MUST")
	a := mustAnalyzer(f)
	f.Fuzz(func(t *testing.T, rule, typ string) {
		r := model.Rule{ID: "F", Type: typ, Rule: rule, Reason: rule}
		compileRule(a, r, "", true)
		// The default threshold compiles lifting clauses (asks, except).
		for _, m := range []*Matcher{NewMatcher(a, []model.Rule{r}, MatchOptions{Threshold: 0.01}), NewMatcher(a, []model.Rule{r}, MatchOptions{})} {
			for _, action := range []string{rule, "delete the files", "curl -k https://x", "DELETE FROM t WHERE id = 1 before it is NOT done"} {
				for _, s := range m.Match(action) {
					if s.Score < 0 || s.Score > 1 {
						t.Fatalf("Match(%q) against %q scored %v", action, rule, s.Score)
					}
				}
			}
		}
	})
}

// TestMatchUnreadObject checks the leniency for an object the lexicon
// cannot read: acting on it in the very place a rule names is shown, while
// an unread word after a thing the action acts on is not enough.
func TestMatchUnreadObject(t *testing.T) {
	rules := append(slices.Clone(tableRules),
		model.Rule{ID: "T-album", Type: model.RuleNever, Category: "files", Rule: "Never delete documents from the shared drive"})
	m := NewMatcher(mustAnalyzer(t), rules, MatchOptions{})
	tests := []struct {
		action, want string
	}{
		{"delete the old zorblax from the shared drive", "T-album"},
		{"delete the old zorblax", ""},
		{"post a reply in the team chat about the zorblax", ""},
	}
	for _, tt := range tests {
		got := matchIDs(m.Match(tt.action))
		switch {
		case tt.want == "" && len(got) > 0:
			t.Errorf("Match(%q) = %v, want no match", tt.action, got)
		case tt.want != "" && (len(got) == 0 || got[0] != tt.want):
			t.Errorf("Match(%q) = %v, want %s first", tt.action, got, tt.want)
		}
	}
}

// TestMatchListAlternatives checks that a rule about a list of things is
// about each of them: naming one scores as high as naming them all.
func TestMatchListAlternatives(t *testing.T) {
	r := model.Rule{ID: "T-list", Type: model.RuleNever, Rule: "Never make files or folders world-writable"}
	m := NewMatcher(mustAnalyzer(t), []model.Rule{r}, MatchOptions{})
	score := func(action string) float64 {
		for _, s := range m.Match(action) {
			return s.Score
		}
		return 0
	}
	all := score("make the files and folders world-writable")
	for _, action := range []string{"make the uploads folder world-writable", "make notes.txt world-writable"} {
		if got := score(action); got < all {
			t.Errorf("Match(%q) scores %.2f, want %.2f as for naming every thing of the list", action, got, all)
		}
	}
}

// TestIsQuestion checks the hand-written question test against the
// regular expression it replaced.
func TestIsQuestion(t *testing.T) {
	re := regexp.MustCompile(`(?i)^\s*(?:what|what's|whats|when|where|which|who|whom|whose|why|how|is|are|was|were|does|do|did|can|could|should|would|will)\b|\?\s*$`)
	for _, s := range []string{"", "?", "what is this", "What's up", "whats new", "  how do I", "is it", "island trip",
		"wherever", "where", "delete it?", "delete it? ", "delete it ?\n", "do_it now", "do-it now", "WILL it", "willow",
		"shouldn't we", "who\tknows", "run the tests", "why?", "\twhy not", "ask: what", "whatever it is", "whomever",
		"can't stop", "does", "whaté", "how2", "which-way"} {
		if got, want := isQuestion(s), re.MatchString(s); got != want {
			t.Errorf("isQuestion(%q) = %v, want %v", s, got, want)
		}
	}
}

// checkBest checks the best match (its rule id, "" for none) of each
// action.
func checkBest(t *testing.T, m *Matcher, want map[string]string) {
	t.Helper()
	for action, id := range want {
		got := ""
		if ms := m.Match(action); len(ms) > 0 {
			got = ms[0].Rule.ID
		}
		if got != id {
			t.Errorf("%q: best match %q, want %q (%s)", action, got, id, brief(m.Match(action)))
		}
	}
}

// TestExampleLeadIsNoThing: the words that announce an example ("for
// example with") are read by no clause.
func TestExampleLeadIsNoThing(t *testing.T) {
	cr := compileRule(mustAnalyzer(t), model.Rule{ID: "E-tls", Type: model.RuleNever,
		Rule: "Never turn off TLS certificate verification, for example with curl -k, in scripts"}, "", false)
	for _, c := range cr.clauses {
		for _, list := range [][]feat{c.acts, c.objs, c.adjs} {
			for _, f := range list {
				if f.key == "exampl" || f.key == "example" {
					t.Errorf("%s clause has the feature %q", c.kind, f.key)
				}
			}
		}
	}
}

// TestBestMatch holds, per rule set, the rule each action should match
// best ("" for none): one case per way of reading a rule or an action.
func TestBestMatch(t *testing.T) {
	tests := []struct {
		name  string
		rules []model.Rule
		best  map[string]string
	}{
		// A clause that names only a general act
		// ("when editing their writing") is not reached by every action of that
		// kind, while one naming a specific act with nothing else still is.
		{
			name: "GeneralBareActStaysQuiet",
			rules: []model.Rule{
				{ID: "G-spell", Type: model.RuleMust, Category: "writing", Rule: "Always keep the owner's British spelling when editing their writing"},
				{ID: "G-push", Type: model.RuleNever, Category: "git", Rule: "Never force push"},
			},
			best: map[string]string{
				"add milk and eggs to the shopping list": "",
				"write a short birthday poem":            "",
				"git push --force origin main":           "G-push",
			},
		},
		// An amount past a rule's limit says what the limit's words say:
		// sixty attendees are more than ten people; three are not.
		{
			name: "AmountPastLimit",
			rules: []model.Rule{
				{ID: "L-bcc", Type: model.RuleMust, Category: "email", Rule: "Always put recipients in BCC when emailing more than ten external people"},
				{ID: "L-agenda", Type: model.RuleMust, Category: "calendar", Rule: "Always add an agenda to meetings longer than 30 minutes"},
			},
			best: map[string]string{
				"email the 60 conference attendees the follow-up slides": "L-bcc",
				"email the 3 board members the minutes":                  "",
				"book a 15 minute call with Dana":                        "",
			},
		},
		// An act named by a noun under a verb of its own is what the verb
		// is done to: deleting a deployment is no deploy.
		{
			name: "NounActUnderVerb",
			rules: []model.Rule{
				{ID: "N-sentry", Type: model.RuleCheck, Category: "monitoring", Rule: "Check the Sentry error rate for ten minutes after each production deploy"},
				{ID: "N-del", Type: model.RuleNever, Category: "kubernetes", Rule: "Never run kubectl delete against the production cluster context"},
			},
			best: map[string]string{
				"kubectl delete deployment api --context prod-eu": "N-del",
				"deploy the api to production":                    "N-sentry",
			},
		},
		// What a PREFER rule names are things: "structured" is no act the
		// action must do.
		{
			name: "PreferNamesThings",
			rules: []model.Rule{
				{ID: "P-log", Type: model.RulePrefer, Category: "code", Rule: "Prefer structured logging over print statements in services"},
			},
			best: map[string]string{
				"add print statements to the payment service to debug the timeout": "P-log",
				"book a table for four on friday":                                  "",
			},
		},
		// A MUST rule without a trigger applies when its things are made.
		{
			name: "MustAppliesWhenItsThingIsMade",
			rules: []model.Rule{
				{ID: "M-sign", Type: model.RuleMust, Category: "git", Rule: "Always sign release tags with GPG"},
				{ID: "M-log", Type: model.RuleMust, Category: "ml", Rule: "Always log every training run to the experiment tracker"},
				{ID: "M-idle", Type: model.RuleMust, Category: "cloud", Rule: "Always set an idle auto-shutdown on any cloud VM you create"},
			},
			best: map[string]string{
				"create the release tag v2.3.0":   "M-sign",
				"list the release tags":           "",
				"book a table for four on friday": "",
				"kick off a new training run":     "M-log",
				"show last week's training runs":  "",
				"create a GPU VM in the cloud":    "M-idle",
				"list the cloud VMs":              "",
			},
		},
		// A MUST rule that puts something in a thing applies when such a
		// thing is made, whatever the action says of what goes in it.
		{
			name: "MustAppliesWhenItsHolderIsMade",
			rules: []model.Rule{
				{ID: "M-terms", Type: model.RuleMust, Category: "invoices", Rule: "Always put the payment terms and due date on every invoice"},
			},
			best: map[string]string{
				"create the invoice for the Maple & Co logo project": "M-terms",
				"list last month's invoices":                         "",
				"book a table for four on friday":                    "",
			},
		},
		// A day of the week is a setting: a rule about Fridays says
		// nothing of a Monday.
		{
			name: "DayOfTheWeekIsASetting",
			rules: []model.Rule{
				{ID: "D-fri", Type: model.RuleNever, Category: "deploy", Rule: "Never deploy to production on Fridays"},
			},
			best: map[string]string{
				"ship the api to prod fri afternoon": "D-fri",
				"deploy the api to prod on Monday":   "",
			},
		},
		// A read after a generic verb's object describes the object:
		// using pull_request_target is the act, reading a workflow is not.
		{
			name: "ReadAfterGenericVerbDescribes",
			rules: []model.Rule{
				{ID: "U-prt", Type: model.RuleNever, Category: "ci", Rule: "Never use pull_request_target in GitHub Actions workflows that check out the contributor's code"},
				{ID: "U-load", Type: model.RuleNever, Category: "ops", Rule: "Never run load tests against production"},
			},
			best: map[string]string{
				"use pull_request_target in the GitHub Actions workflow so fork PRs get the secrets": "U-prt",
				"cat .github/workflows/release.yml":                                                  "",
				"run the load test against prod":                                                     "U-load",
			},
		},
		// An action that says it will not do an act does not do it.
		{
			name: "NegatedActIsNotDone",
			rules: []model.Rule{
				{ID: "N-send", Type: model.RuleNever, Category: "customers", Rule: "Never send emails or notices to customers without the owner's approval"},
			},
			best: map[string]string{
				"send the renewal notice to the customer":                        "N-send",
				"write up the renewal notice for the customer but don't send it": "",
				"draft the renewal notice for the customer, do not send it yet":  "",
			},
		},
		// A negated mention of an act does not hide the same act done
		// later in the action.
		{
			name: "NegationDoesNotHideALaterAct",
			rules: []model.Rule{
				{ID: "N-push", Type: model.RuleNever, Category: "git", Rule: "Never force-push to main"},
				{ID: "N-drop", Type: model.RuleNever, Category: "database", Rule: "Never drop tables in the production database"},
				{ID: "N-mail", Type: model.RuleNever, Category: "email", Rule: "Never send emails to customers without approval"},
			},
			best: map[string]string{
				`git commit -m "docs: never push to main directly" && git push --force origin main`: "N-push",
				`echo "never drop tables by hand" >> NOTES.md && psql prod -c "DROP TABLE orders"`:  "N-drop",
				"don't send the draft to the team, send the email to all customers":                 "N-mail",
			},
		},
		// A leading "Before X," is the trigger even when what the rule asks
		// holds a later "after": the action doing X is under the rule.
		{
			name: "LeadingTriggerWinsOverLaterAfter",
			rules: []model.Rule{
				{ID: "L-passport", Type: model.RuleCheck, Category: "travel", Rule: "Before booking international travel, check that everyone's passport is valid for at least six months after the return date"},
			},
			best: map[string]string{
				"book international travel to Portugal for the family": "L-passport",
				"print the return date of the library books":           "",
			},
		},
		// A word the lexicon does not know, read as an
		// act only by its place after "or", is a noun when a thing comes right
		// before it, and stays an act after another act.
		{
			name: "WordAfterThingIsThing",
			rules: []model.Rule{
				{ID: "W-limit", Type: model.RuleCheck, Category: "writing", Rule: "Check the word limit before submitting an application or abstract"},
				{ID: "W-trade", Type: model.RuleNever, Category: "finance", Rule: "Never buy or sell stocks in the owner's brokerage account"},
			},
			best: map[string]string{
				"submit the abstract to the conference portal":      "W-limit",
				"sell all my Tesla stocks in the brokerage account": "W-trade",
			},
		},
		// An action in a setting that excludes
		// the rule's (the dev database for a rule about production) is not under
		// it; one in the rule's setting is, and a rule naming both settings still
		// applies when the action names both.
		{
			name: "ExclusiveSettingContradicts",
			rules: []model.Rule{
				{ID: "X-trunc", Type: model.RuleNever, Category: "database", Rule: "Never TRUNCATE a table in production"},
				{ID: "X-copy", Type: model.RuleNever, Category: "privacy", Rule: "Never copy production data into dev or staging without masking personal data"},
			},
			best: map[string]string{
				"truncate tmp_import on my local dev db":   "",
				"TRUNCATE the orders table on the prod db": "X-trunc",
				"copy prod data into staging":              "X-copy",
			},
		},
		// A clause about one way of reading (searching
		// code with grep -r) is not reached by another (listing files, getting
		// pods), and a rule about the production database is not reached in a
		// dev database.
		{
			name: "ReadingIsNotAnyReading",
			rules: []model.Rule{
				{ID: "R-rg", Type: model.RulePrefer, Category: "shell", Rule: "Prefer ripgrep (rg) over grep -r for searching code"},
				{ID: "R-trunc", Type: model.RuleNever, Category: "database", Rule: "Never run TRUNCATE on tables in the production database"},
			},
			best: map[string]string{
				"ls -la ~/Downloads":                                   "",
				"kubectl get pods -n staging":                          "",
				"grep -rn TODO src/":                                   "R-rg",
				"TRUNCATE tmp_import; -- local dev db":                 "",
				"TRUNCATE the orders table in the production database": "R-trunc",
			},
		},
		// A rule about an act its words qualify
		// decisively ("force-push") does not reach the plain act ("git push"), and
		// does reach the act with the qualifier however it is said.
		{
			name: "DecisiveQualifier",
			rules: []model.Rule{
				{ID: "Q-force", Type: model.RuleNever, Category: "git", Rule: "Never force-push to a shared branch such as main or develop"},
			},
			best: map[string]string{
				"push my feature branch to origin":      "",
				"git push origin feature/login-fix":     "",
				"git push --force origin main":          "Q-force",
				"force push my rebased commits to main": "Q-force",
				"git push -f origin develop":            "Q-force",
			},
		},
		// Replying to all is not any sending ("reply-all": send + all).
		{
			name: "ReplyAllIsNotAnySend",
			rules: []model.Rule{
				{ID: "Q-all", Type: model.RuleCheck, Category: "email", Rule: "Check who is on the recipient list before using reply-all"},
			},
			best: map[string]string{
				"share the tax folder with the accountant's email address": "",
				"reply all to the budget thread":                           "Q-all",
			},
		},
		// In an action, an act phrase after a
		// determiner or a possessive names a thing ("Sam's open pull request"),
		// while the same phrase in a verb's place is the act.
		{
			name: "PhraseAfterDeterminerIsAThing",
			rules: []model.Rule{
				{ID: "P-lint", Type: model.RuleMust, Category: "code", Rule: "Always run the linter before opening a pull request"},
			},
			best: map[string]string{
				"review Sam's open pull request and leave comments": "",
				"read the open pull request from Dana":              "",
				"open a pull request for the parser fix":            "P-lint",
				"gh pr create --fill":                               "P-lint",
			},
		},
		// A path names a file even when its
		// first words form a phrase of their own ("node_modules/...").
		{
			name: "PathIsAFileWhateverItsWords",
			rules: []model.Rule{
				{ID: "F-vendor", Type: model.RuleNever, Category: "code", Rule: "Never edit files inside node_modules or other vendored dependency folders"},
			},
			best: map[string]string{
				"edit node_modules/lodash/merge.js to fix the prototype bug": "F-vendor",
				"npm ci to reinstall node_modules":                           "",
			},
		},
		// In an action, a verb that starts a longer phrase
		// still names its own act ("sign" in "sign me up for the free trial").
		{
			name: "VerbKeepsItsAct",
			rules: []model.Rule{
				{ID: "V-trial", Type: model.RuleNever, Category: "shopping", Rule: "Never sign the owner up for free trials that become paid subscriptions"},
			},
			best: map[string]string{
				"sign me up for the free trial of the streaming service": "V-trial",
				"cancel the free trial before it renews":                 "",
			},
		},
		// Cancelling a meeting is one act however many
		// words stand between the verb and the meeting; "writing" after a
		// possessive is the writing itself.
		{
			name: "CancellingAMeeting",
			rules: []model.Rule{
				{ID: "C-meet", Type: model.RuleNever, Category: "calendar", Rule: "Never cancel a meeting that has external attendees without asking the owner"},
				{ID: "C-style", Type: model.RuleMust, Category: "writing", Rule: "Always keep the owner's spelling conventions when editing their writing"},
			},
			best: map[string]string{
				"cancel Thursday's meeting with the external vendor": "C-meet",
				"list tomorrow's meetings":                           "",
				"edit my essay and fix the grammar":                  "C-style",
			},
		},
		// "@here" and "@channel" are read as mentions
		// of the whole channel, quoted or not. (A message mentioning one person,
		// "msg @dana", still draws a warning through the rule's "mentions in
		// Slack": the rule's distinctive part does not yet weigh more.)
		{
			name: "MentionsWholeChannel",
			rules: []model.Rule{
				{ID: "M-here", Type: model.RuleNever, Category: "slack", Rule: "Never use @channel or @here mentions in Slack"},
			},
			best: map[string]string{
				"send '@here anyone know why CI is red?' to #dev": "M-here",
				"post '@channel deploy freeze at 5' in #eng":      "M-here",
				"list the members of #eng":                        "",
			},
		},
		// The read replica and the primary (production)
		// database exclude each other.
		{
			name: "ReplicaIsNotThePrimary",
			rules: []model.Rule{
				{ID: "P-restart", Type: model.RuleNever, Category: "database", Rule: "Never restart the primary database during business hours"},
			},
			best: map[string]string{
				"restart the primary db now": "P-restart",
				"restart the read replica":   "",
			},
		},
		// In a rule, an act phrase after a
		// determiner ("accepting a meeting invitation") is the thing the rule's
		// act is done to, not a second act of the rule.
		{
			name: "InvitationIsNoScheduling",
			rules: []model.Rule{
				{ID: "I-accept", Type: model.RuleCheck, Category: "calendar", Rule: "Check the owner's calendar for conflicts before accepting a meeting invitation"},
			},
			best: map[string]string{
				"accept the meeting invite from Priya":        "I-accept",
				"schedule a call with the vendor for Tuesday": "",
			},
		},
		// "When X, always Y" applies when X is done; the
		// people Y names do not make any message to them fall under it.
		{
			name: "LeadingTrigger",
			rules: []model.Rule{
				{ID: "L-cc", Type: model.RuleMust, Category: "school", Rule: "When replying to the school or a teacher, always copy both me and Alex"},
				{ID: "L-loc", Type: model.RuleNever, Category: "privacy", Rule: "When the owner is travelling, never share their live location"},
			},
			best: map[string]string{
				"reply to the teacher's email about the field trip": "L-cc",
				"text Alex that I'll be home late":                  "",
				"share my live location with the running club":      "L-loc",
			},
		},
		// A condition cut from the act ("without a WHERE clause on the
		// production database") still says where the act is done.
		{
			name: "ConditionKeepsItsSetting",
			rules: []model.Rule{
				{ID: "S-where", Type: model.RuleNever, Category: "database", Rule: "Never run an UPDATE or DELETE without a WHERE clause on the production database"},
			},
			best: map[string]string{
				"delete the test user 4821 from the staging database": "",
				"run DELETE FROM sessions on the production database": "S-where",
			},
		},
		// What follows "how to" is asked about, not done.
		{
			name: "HowToIsAQuestion",
			rules: []model.Rule{
				{ID: "H-2fa", Type: model.RuleNever, Category: "security", Rule: "Never turn off two-factor authentication on the owner's accounts"},
			},
			best: map[string]string{
				"look up how to turn off two-factor authentication on GitHub":      "",
				"turn off two-factor authentication on the owner's GitHub account": "H-2fa",
			},
		},
		// A virtual environment is not the system installation.
		{
			name: "VirtualenvIsNotTheSystem",
			rules: []model.Rule{
				{ID: "V-sys", Type: model.RuleNever, Category: "python", Rule: "Never pip install packages into the system Python"},
			},
			best: map[string]string{
				"pip install requests inside the project's virtualenv": "",
				"sudo pip install requests into the system python":     "V-sys",
			},
		},
		// An exception ("except on staging") is no scope, and a leading
		// "When X," of a NEVER rule still says where the act is done.
		{
			name: "ExceptionAndLeadingSetting",
			rules: []model.Rule{
				{ID: "E-restart", Type: model.RuleNever, Category: "database", Rule: "Never restart the database except on staging"},
				{ID: "E-drop", Type: model.RuleNever, Category: "database", Rule: "When working in production, never drop tables"},
			},
			best: map[string]string{
				"restart the production database":              "E-restart",
				"drop the users table on the staging database": "",
				"drop the users table in production":           "E-drop",
			},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			checkBest(t, NewMatcher(mustAnalyzer(t), tt.rules, MatchOptions{}), tt.best)
		})
	}
}

// TestDryRunDoesNotBlock checks that a command run with a dry-run, list
// or help option is read as a read: it may warn about the rule on the
// real command, but never blocks, while the real command, also when it
// follows the dry run, does.
func TestDryRunDoesNotBlock(t *testing.T) {
	rules := []model.Rule{
		{ID: "N-pods", Type: model.RuleNever, Status: model.StatusActive, Category: "k8s", Rule: "Never delete pods in the production namespace"},
		{ID: "N-pub", Type: model.RuleNever, Status: model.StatusActive, Category: "release", Rule: "Never npm publish from a laptop"},
		{ID: "M-log", Type: model.RuleMust, Status: model.StatusActive, Category: "release", Rule: "Always add an entry to CHANGELOG.md before tagging a release"},
	}
	m := NewMatcher(mustAnalyzer(t), rules, MatchOptions{BlockThreshold: DefaultBlockThreshold})
	for _, tt := range []struct {
		action, want string
	}{
		{"kubectl delete pod api-1 -n production", model.DecisionBlock},
		{"kubectl delete pod api-1 -n production --dry-run=client", model.DecisionWarn},
		{"npm publish --dry-run", model.DecisionWarn},
		{"npm publish --dry-run && npm publish --access public", model.DecisionBlock},
		{"npm publish --dry-run & npm publish --access public", model.DecisionBlock},
		{"kubectl delete pod api-1 -n production --dry-run=none", model.DecisionBlock},
		{"git tag --list 'v1.*'", model.DecisionWarn},
		{"git tag -a v1.4.0 -m 'v1.4.0'", model.DecisionWarn},
	} {
		got := decide(m.Match(tt.action), DefaultBlockThreshold)
		if got != tt.want {
			t.Errorf("%q: decision %s, want %s (%s)", tt.action, got, tt.want, brief(m.Match(tt.action)))
		}
	}
	if s := m.Match("git tag --list 'v1.*'"); len(s) == 0 || s[0].Score > 0.4 {
		t.Errorf("git tag --list: matches %s, want the changelog rule at a read's score (≤ 0.4)", brief(s))
	}
}

// TestRelativeCut checks that a check's matcher drops a rule that fits
// the action far less than the best one, unless that rule would block.
func TestRelativeCut(t *testing.T) {
	m := &Matcher{relative: 0.75, blockAt: 0.6, rules: []model.Rule{
		{ID: "best", Type: model.RuleMust},
		{ID: "weak", Type: model.RulePrefer},
		{ID: "blocks", Type: model.RuleNever},
		{ID: "flagged", Type: model.RuleNever, ReviewFlagged: true},
		{ID: "close", Type: model.RuleCheck},
	}}
	hits := []hit{{rule: 0, score: 1}, {rule: 1, score: 0.5}, {rule: 2, score: 0.62}, {rule: 3, score: 0.62}, {rule: 4, score: 0.8}}
	var got []string
	for _, h := range m.cutRelative(hits) {
		got = append(got, m.rules[h.rule].ID)
	}
	if want := []string{"best", "blocks", "close"}; !slices.Equal(got, want) {
		t.Errorf("cutRelative kept %v, want %v", got, want)
	}
	m.relative = 0
	if n := len(m.cutRelative([]hit{{rule: 0, score: 1}, {rule: 1, score: 0.4}})); n != 2 {
		t.Errorf("with Relative 0, cutRelative kept %d of 2", n)
	}
}

// TestMatchTopKeepsBlockers checks that reporting fewer rules never
// changes a decision: when some rule blocks with all matches listed, one
// that blocks is among the best k and what comes with them, for every k,
// on every committed labeled set.
func TestMatchTopKeepsBlockers(t *testing.T) {
	an := mustAnalyzer(t)
	checked := 0
	for _, set := range []string{"holdout", "holdout2", "holdout3", "holdout4"} {
		dir := filepath.Join("testdata", set)
		var mrules []model.Rule
		for _, r := range readJSONL[labeledRule](t, filepath.Join(dir, "rules.jsonl")) {
			mrules = append(mrules, model.Rule{ID: r.Key, Type: r.Type, Category: r.Category, Rule: r.Rule, Status: model.StatusActive})
		}
		m := NewMatcher(an, mrules, MatchOptions{Relative: DefaultRelative})
		blocks := func(ss []Scored) bool {
			return slices.ContainsFunc(ss, func(s Scored) bool {
				return s.Rule.Type == model.RuleNever && s.Score >= DefaultBlockThreshold
			})
		}
		for _, a := range readJSONL[labeledAction](t, filepath.Join(dir, "actions.jsonl")) {
			if !blocks(m.Match(a.Action)) {
				continue
			}
			for k := 1; k <= 2; k++ {
				checked++
				if !blocks(m.MatchTop(a.Action, k)) {
					t.Errorf("%s %q: MatchTop(k=%d) has no blocking rule; Match has one", set, a.Action, k)
				}
			}
		}
	}
	if checked == 0 {
		t.Fatal("no blocking matches in the labeled sets: the test checks nothing")
	}
}

// TestExplainedDrop checks that a check's matcher leaves out a rule whose
// evidence a better match has in full, and that explained keeps a match
// with evidence of its own.
func TestExplainedDrop(t *testing.T) {
	rules := []model.Rule{
		{ID: "drive", Type: model.RuleNever, Rule: "Never delete files from the shared drive", Status: model.StatusActive},
		{ID: "confirm", Type: model.RuleMust, Rule: "Always ask before deleting anything", Status: model.StatusActive},
		{ID: "force", Type: model.RuleNever, Rule: "Never force-push to the main branch", Status: model.StatusActive},
		{ID: "tests", Type: model.RuleMust, Rule: "Always run the test suite before pushing to main", Status: model.StatusActive},
	}
	an := mustAnalyzer(t)
	plain := NewMatcher(an, rules, MatchOptions{})
	// A Relative this low cuts nothing by score, leaving the drop to
	// the evidence.
	check := NewMatcher(an, rules, MatchOptions{Relative: 0.01})
	for _, c := range []struct {
		action     string
		plain, cut []string
	}{
		// The general rule says nothing the drive rule does not.
		{"remove the old proposal from the shared drive", []string{"drive", "confirm"}, []string{"drive"}},
		// Equal scores: neither explains the other, but the force rule
		// reads the push and the force, so it subsumes the tests rule
		// (TestSubsumedDrop).
		{"git push --force origin main", []string{"force", "tests"}, []string{"force"}},
	} {
		if got := matchIDs(plain.Match(c.action)); !slices.Equal(got, c.plain) {
			t.Fatalf("%q: a plain matcher reports %v, want %v (the test needs them)", c.action, got, c.plain)
		}
		if got := matchIDs(check.Match(c.action)); !slices.Equal(got, c.cut) {
			t.Errorf("%q: check reports %v, want %v", c.action, got, c.cut)
		}
	}
	if !explained([]string{"a", "b"}, []Scored{{Score: 0.9, Evidence: []string{"b", "a", "c"}}}, 0.5) {
		t.Error("explained: evidence held in full by a better match is not explained")
	}
	if explained([]string{"a", "d"}, []Scored{{Score: 0.9, Evidence: []string{"a", "b"}}}, 0.5) {
		t.Error("explained: a match with evidence of its own is explained")
	}
	if explained([]string{"a"}, []Scored{{Score: 0.5, Evidence: []string{"a"}}}, 0.5) {
		t.Error("explained: a match is explained by one scoring the same")
	}
}

// TestLesserMatchMargin checks that a check's matcher reports a match
// beside a better one only when it clears the threshold by lesserMargin,
// keeps ties and lone matches, and that a plain matcher cuts nothing.
func TestLesserMatchMargin(t *testing.T) {
	rules := []model.Rule{
		{ID: "a", Type: model.RuleMust, Rule: "Always run the tests before pushing", Status: model.StatusActive},
		{ID: "b", Type: model.RuleCheck, Rule: "Check the branch before pushing", Status: model.StatusActive},
	}
	an := mustAnalyzer(t)
	check := NewMatcher(an, rules, MatchOptions{Relative: DefaultRelative})
	plain := NewMatcher(an, rules, MatchOptions{})
	just := DefaultThreshold + lesserMargin/2 // over the threshold, under the margin
	for _, c := range []struct {
		name        string
		scores      []float64
		check, flat int // how many hits each matcher keeps
	}{
		{"lesser just over the threshold", []float64{0.5, just}, 1, 2},
		{"lesser past the margin", []float64{0.5, DefaultThreshold + lesserMargin + 0.01}, 2, 2},
		{"tie just over the threshold", []float64{just, just}, 2, 2},
		{"lone match just over the threshold", []float64{just}, 1, 1},
	} {
		hits := func() []hit {
			var hs []hit
			for i, s := range c.scores {
				hs = append(hs, hit{rule: int32(i), score: s})
			}
			return hs
		}
		if got := len(check.cutRelative(hits())); got != c.check {
			t.Errorf("%s: a check keeps %d hits, want %d", c.name, got, c.check)
		}
		if got := len(plain.cutRelative(hits())); got != c.flat {
			t.Errorf("%s: a plain matcher keeps %d hits, want %d", c.name, got, c.flat)
		}
	}
	// A lesser match that would block stays, whatever its margin (a
	// block threshold set below the margin).
	never := []model.Rule{rules[0], {ID: "n", Type: model.RuleNever, Rule: "Never push to main", Status: model.StatusActive}}
	low := NewMatcher(an, never, MatchOptions{Relative: DefaultRelative, BlockThreshold: 0.4})
	if got := len(low.cutRelative([]hit{{rule: 0, score: 0.5}, {rule: 1, score: 0.42}})); got != 2 {
		t.Errorf("a lesser match that blocks: kept %d hits, want 2", got)
	}
}

// TestInsteadIsCompliance checks that the alternative a NEVER rule
// recommends ("...; add them as managers instead") does not trip it, and
// that the act it forbids still does.
func TestInsteadIsCompliance(t *testing.T) {
	rules := []model.Rule{{ID: "login", Type: model.RuleNever, Status: model.StatusActive,
		Rule: "Never share the YouTube brand account login with freelancers; add them as managers instead"}}
	m := NewMatcher(mustAnalyzer(t), rules, MatchOptions{Relative: DefaultRelative})
	if got := matchIDs(m.Match("add Marcus as a manager on the YouTube brand account")); len(got) != 0 {
		t.Errorf("the recommended alternative matches %v", got)
	}
	if got := matchIDs(m.Match("send the YouTube brand account login to our freelance editor")); !slices.Equal(got, []string{"login"}) {
		t.Errorf("sharing the login matches %v, want [login]", got)
	}
}

// TestPreferAvoidActs checks what the discouraged side of a PREFER rule
// borrows from the preferred one: the act it leads with ("writing notes
// in Markdown over Word documents"), not an act inside its things
// ("credentials from aws sso login").
func TestPreferAvoidActs(t *testing.T) {
	checkRuleMatches(t, model.RulePrefer, []ruleMatchCase{
		{"Prefer short-lived credentials from aws sso login over long-lived IAM access keys", "create a long-lived IAM access key for my laptop", true},
		{"Prefer writing notes in Markdown over Word documents", "write the meeting notes as a Word document", true},
		{"Prefer writing notes in Markdown over Word documents", "open the Word document from Sam", false},
	})
}

// TestNewHolder checks that "Always set X on new Ys" applies when a Y is
// made, and that a rule saying nothing of new things does not apply to
// every addition.
func TestNewHolder(t *testing.T) {
	checkRuleMatches(t, model.RuleMust, []ruleMatchCase{
		{"Always set CPU and memory requests on new Kubernetes deployments", "create a new Kubernetes deployment for the notifications worker", true},
		{"Always set and log the random seed in training and data-split code", "add NSCameraUsageDescription to Info.plist", false},
	})
}

// TestActOwnObjects checks that a clause whose only objects are its
// act's own ("pushing to main": a push of commits) counts them less
// missing when the action does that act.
func TestActOwnObjects(t *testing.T) {
	rules := []model.Rule{{ID: "pr", Type: model.RuleMust, Status: model.StatusActive,
		Rule: "Always open a pull request for dbt changes instead of pushing to main"}}
	m := NewMatcher(mustAnalyzer(t), rules, MatchOptions{Relative: DefaultRelative})
	if got := matchIDs(m.Match("commit the stg_orders fix straight to main")); !slices.Equal(got, []string{"pr"}) {
		t.Errorf("committing straight to main matches %v, want [pr]", got)
	}
	if got := matchIDs(m.Match("open a pull request for the stg_orders fix")); len(got) != 0 {
		t.Errorf("opening the pull request matches %v", got)
	}
	c := clause{acts: []feat{{key: "#push", w: 1, act: true, term: 5}}, objs: []feat{{key: "#vcs.remote", w: 1, term: 5}}}
	if !c.objectsInAct() {
		t.Error("objects from the act's own words are not the act's")
	}
	c.objs = append(c.objs, feat{key: "#code", w: 1, term: 9})
	if c.objectsInAct() {
		t.Error("an object of its own counts as the act's")
	}
}

// TestSubjectTrigger checks that a rule whose subject comes first ("Every
// purchase order must ...") applies when an action does something to that
// subject, and not when it only reads it.
func TestSubjectTrigger(t *testing.T) {
	checkRuleMatches(t, model.RuleMust, []ruleMatchCase{
		{"Every purchase order must carry a cost center", "submit the purchase order for the new laptops", true},
		{"Every purchase order must carry a cost center", "show me last month's purchase orders", false},
		{"Every purchase order must carry a cost center", "book a table for four at Nobu", false},
		{"International parcels need a customs declaration", "ship the international parcel to Lyon", true},
		{"Every bid or estimate must list its exclusions", "draft the bid for the garage build", true},
	})
}

// TestPreferOwnVerb checks that "X rather than calling" keeps calling as
// the act to warn about: the generic verb does not borrow X's act, so
// doing X (sending the message) is not taken for Y.
func TestPreferOwnVerb(t *testing.T) {
	rules := []model.Rule{{ID: "p", Type: model.RulePrefer, Status: model.StatusActive,
		Rule: "Message clients on WhatsApp rather than calling"}}
	m := NewMatcher(mustAnalyzer(t), rules, MatchOptions{Relative: DefaultRelative})
	if got := matchIDs(m.Match("call the client about the late delivery")); !slices.Equal(got, []string{"p"}) {
		t.Errorf("calling the client matches %v, want [p]", got)
	}
	if got := matchIDs(m.Match("send the client a WhatsApp message about the late delivery")); len(got) != 0 {
		t.Errorf("messaging the client matches %v, want nothing", got)
	}
}

// ruleMatchCase is an action under a rule, and whether the rule matches it.
type ruleMatchCase struct {
	rule, action string
	match        bool
}

// checkRuleMatches runs each case against matchers holding only its rule,
// of type typ: one that compiles it, and one that reads it from a
// snapshot, as the daemon does.
func checkRuleMatches(t *testing.T, typ string, cases []ruleMatchCase) {
	t.Helper()
	a := mustAnalyzer(t)
	for _, c := range cases {
		rules := []model.Rule{{ID: "r", Type: typ, Rule: c.rule, Status: model.StatusActive}}
		for name, m := range compiledAndSnapshot(t, a, rules, MatchOptions{Relative: DefaultRelative}) {
			if got := len(m.Match(c.action)) > 0; got != c.match {
				t.Errorf("%s: %q under %q: match=%v, want %v", name, c.action, c.rule, got, c.match)
			}
		}
	}
}

// compiledAndSnapshot returns two matchers of rules: one that compiles
// them and one that reads them from an encoded and decoded snapshot.
func compiledAndSnapshot(t *testing.T, a *text.Analyzer, rules []model.Rule, opt MatchOptions) map[string]*Matcher {
	t.Helper()
	snap, err := DecodeSnapshot(EncodeSnapshot(a, rules))
	if err != nil {
		t.Fatal(err)
	}
	return map[string]*Matcher{"compiled": NewMatcher(a, rules, opt), "snapshot": NewSnapshotMatcher(a, snap, opt)}
}

// An action whose only verb is one the lexicon does not know may do a
// rule's act in other words: it reaches the threshold on the rule's
// things, and a read of them still does not.
func TestUnknownActionVerb(t *testing.T) {
	checkRuleMatches(t, model.RuleNever, []ruleMatchCase{
		{"Never show customer phone numbers in shared dashboards", "embed the customers' phone numbers in the shared dashboard", true},
		{"Never show customer phone numbers in shared dashboards", "list the shared dashboards", false},
	})
}

// An action that enters an "Always X before Y" rule's situation while
// doing X follows the rule: it scores below one that only does Y, and
// one that says it skips X does not comply.
func TestComplied(t *testing.T) {
	a := mustAnalyzer(t)
	for _, c := range []struct {
		typ, rule, does, complies string
	}{
		{model.RuleMust, "Always back up the database before running a migration", "run the migration", "back up the database, then run the migration"},
		{model.RuleMust, "Always book seats together for the whole family when buying flights", "buy the flights to Denver for the family", "book the family's flights to Denver with seats together"},
		// A CHECK's check done on the way.
		{model.RuleCheck, "Check the candidate's time zone and the interviewers' calendars before sending an interview invite", "send Priya the interview invite for 9am", "send the interview invite for 2pm Central after confirming the candidate is in Chicago and the interviewer's calendar is free"},
	} {
		m := NewMatcher(a, []model.Rule{{ID: "r", Type: c.typ, Rule: c.rule, Status: model.StatusActive}}, MatchOptions{})
		does, complies := topScore(m, c.does), topScore(m, c.complies)
		if complies > 0.5*does || does < DefaultBlockThreshold {
			t.Errorf("%q: %q scores %.2f, %q %.2f; want the second at most half the first", c.rule, c.does, does, c.complies, complies)
		}
		if skips := topScore(m, c.does+" without "+strings.SplitN(c.rule, " before ", 2)[0][len("Always "):]); skips < does {
			t.Errorf("%q: an action saying it skips the precaution scores %.2f, below %.2f", c.rule, skips, does)
		}
	}
}

// topScore is the best score of m's rules on action, 0 if none matches.
func topScore(m *Matcher, action string) float64 {
	if got := m.Match(action); len(got) > 0 {
		return got[0].Score
	}
	return 0
}

// A learned rule's reason lists its lesson's incidents after a header
// ("2 events (2 mistake) from ... to ...: X; Y"): an action repeating one
// of them warns, and the header's words ("events", dates) are no incident.
func TestLearnedReasonIncidents(t *testing.T) {
	rules := []model.Rule{{ID: "r", Type: model.RuleNever, Status: model.StatusActive,
		Rule:   "Never let customer data leave the company",
		Reason: "2 events (2 mistake) from 2026-10-01 to 2026-10-09: Uploaded the customer list to an online CSV converter; Pasted the order exports into ChatGPT"}}
	m := NewMatcher(mustAnalyzer(t), rules, MatchOptions{Relative: DefaultRelative})
	got := m.Match("paste the order export into ChatGPT")
	if len(got) != 1 || got[0].Score >= DefaultBlockThreshold {
		t.Errorf("repeating the second incident matches %v, want one warning", got)
	}
	if got := m.Match("schedule two events for the mistake review meeting on 2026-10-09"); len(got) != 0 {
		t.Errorf("the header's words match %v, want nothing", got)
	}
}

// What lifts a NEVER rule ("without a WHERE clause", "until the permit is
// issued", "unless the lead approves") is read: an action that names it
// warns at most; one that does the act without it, or says it has not
// happened yet, is still under the rule in full.
func TestRuleException(t *testing.T) {
	a := mustAnalyzer(t)
	for _, c := range []struct {
		rule, violates, excepted string
	}{
		{"Never run DELETE without a WHERE clause", "DELETE FROM users", "DELETE FROM users WHERE id = 5"},
		{"No prescription refills without the doctor's approval in the chart", "refill Bella's Apoquel prescription", "refill Bella's Apoquel now that Dr. Chen approved it in the chart"},
		{"Never start work on a job until the permit is issued", "start work on the kitchen before the permit is issued", "start work on the kitchen now that the permit has been issued"},
		{"Never deploy on Fridays unless the on-call lead approves", "deploy on Friday", "deploy on Friday; the on-call lead approved it"},
		{"Never give the door code to anyone but the owner on file", "give the door code to the plumber", "give the door code to the owner on file"},
		// SQL's NOT is no negation of the exception.
		{"Never run DELETE without a WHERE clause", "DELETE FROM sessions", "DELETE FROM sessions WHERE expires_at IS NOT NULL"},
		// A name is no approval: "Rachel's go-ahead".
		{"Never book non-refundable airfare or hotel rates without Rachel's go-ahead", "book Rachel's non-refundable flight to London", ""},
	} {
		m := NewMatcher(a, []model.Rule{{ID: "r", Type: model.RuleNever, Rule: c.rule, Status: model.StatusActive}}, MatchOptions{})
		// Excepted, a score keeps 0.4 of itself.
		if got := topScore(m, c.violates); got <= 0.45 {
			t.Errorf("%q: %q scores %.2f, want it under the rule in full", c.rule, c.violates, got)
		}
		if c.excepted == "" {
			continue
		}
		if got := topScore(m, c.excepted); got > 0.45 {
			t.Errorf("%q: %q scores %.2f, want the exception read", c.rule, c.excepted, got)
		}
	}
	// Asking someone else is not asking the owner: the action scores as
	// it does without the asking.
	rule := "Never email someone who is not in the owner's contacts without asking the owner first"
	m := NewMatcher(a, []model.Rule{{ID: "r", Type: model.RuleNever, Rule: rule, Status: model.StatusActive}}, MatchOptions{})
	plain := topScore(m, "email the landlord from the apartment listing")
	if got := topScore(m, "email the landlord from the apartment listing and ask when we can see the place"); plain == 0 || got < plain {
		t.Errorf("%q: asking the landlord scores %.2f, want it under the rule in full (%.2f)", rule, got, plain)
	}
}

// Two acts under one broad act ("write": draft, patch) are kin, not the
// same act: summarizing an incident thread does not resolve the incident.
func TestSiblingActs(t *testing.T) {
	checkRuleBlocks(t, "Never resolve a PagerDuty incident yourself without the on-call engineer's confirmation", map[string]bool{
		"summarize yesterday's incident thread for the postmortem doc": false,
		"resolve the PagerDuty incident for the checkout errors":       true,
	})
}

// checkRuleBlocks checks which actions a check's matcher holding only the
// NEVER rule rule blocks (its top score at DefaultBlockThreshold).
func checkRuleBlocks(t *testing.T, rule string, blocks map[string]bool) {
	t.Helper()
	rules := []model.Rule{{ID: "r", Type: model.RuleNever, Status: model.StatusActive, Rule: rule}}
	m := NewMatcher(mustAnalyzer(t), rules, MatchOptions{Relative: DefaultRelative})
	for action, block := range blocks {
		if got := topScore(m, action); (got >= DefaultBlockThreshold) != block {
			t.Errorf("%q under %q scores %.2f, want a block: %v", action, rule, got, block)
		}
	}
}

// What lifts a rule never matches as the rule, at any threshold, and
// lifts it at a low threshold too; a lifted clause leaves the rule's
// other evidence (a repeated incident) its own score.
func TestLiftedClauses(t *testing.T) {
	a := mustAnalyzer(t)
	never := []model.Rule{{ID: "w", Type: model.RuleNever, Status: model.StatusActive, Rule: "Never run DELETE without a WHERE clause"}}
	low := NewMatcher(a, never, MatchOptions{Threshold: 0.25})
	if got := low.Match("add a WHERE clause to the report query"); len(got) != 0 {
		t.Errorf("naming only the exception matches %v at threshold 0.25, want nothing", got)
	}
	must := []model.Rule{{ID: "b", Type: model.RuleMust, Status: model.StatusActive, Rule: "Always back up the database before running a migration",
		Reason: "2 events (2 mistake) from 2026-10-01 to 2026-10-09: Dropped the users table in production; Restored a stale dump over the orders"}}
	low = NewMatcher(a, must, MatchOptions{Threshold: 0.25})
	if got := topScore(low, "back up the database, then run the migration"); got > 0.45 {
		t.Errorf("complying scores %.2f at threshold 0.25, want it lifted", got)
	}
	m := NewMatcher(a, must, MatchOptions{})
	if got, want := topScore(m, "back up the database, then run the migration and drop the users table in production"), DefaultBlockThreshold-0.001; got < want-0.01 {
		t.Errorf("repeating an incident while complying scores %.2f, want the incident's %.2f", got, want)
	}
}

// A rule about the default branch does not block work on a feature
// branch, and still blocks the default branch or an unnamed one.
func TestFeatureBranchPush(t *testing.T) {
	checkRuleBlocks(t, "Never force push to main", map[string]bool{
		"git push -f origin main":                   true,
		"git push -f":                               true,
		"git push --force origin feature/login":     false,
		"git push --force origin my-feature-branch": false,
	})
}

// A rule about other people's things is not about an action on the
// actor's own ("kill my own stuck build process").
func TestOwnThings(t *testing.T) {
	rules := []model.Rule{{ID: "r", Type: model.RuleNever, Status: model.StatusActive, Rule: "Never kill processes that belong to other users"}}
	m := NewMatcher(mustAnalyzer(t), rules, MatchOptions{Relative: DefaultRelative})
	if got := topScore(m, "kill my own stuck build process"); got >= DefaultThreshold {
		t.Errorf("killing one's own process scores %.2f, want no match", got)
	}
	if got := topScore(m, "kill Dana's training process"); got < DefaultBlockThreshold {
		t.Errorf("killing Dana's process scores %.2f, want a block", got)
	}
}

// What a MUST rule asks for in one setting is broken by an action in a
// setting that excludes it: the rule applies, it is not about something
// else (as it would be for a NEVER rule).
func TestRequiredSetting(t *testing.T) {
	checkRuleMatches(t, model.RuleMust, []ruleMatchCase{
		{"Always run heavy training jobs on the compute nodes", "run the training script on the login node", true},
		{"Always store timestamps in UTC", "store the timestamps in local time", true},
	})
	checkRuleMatches(t, model.RuleNever, []ruleMatchCase{
		{"Never run heavy training jobs on the login node", "run the training script on a compute node", false},
	})
}

// A rule against a kind of read ("No SELECT * on the events table") is
// about reads: a read-only action doing it is under the rule in full.
func TestReadStatementRule(t *testing.T) {
	rules := []model.Rule{{ID: "r", Type: model.RuleNever, Status: model.StatusActive, Rule: "No SELECT * on the events table without a date filter."}}
	m := NewMatcher(mustAnalyzer(t), rules, MatchOptions{Relative: DefaultRelative})
	if got := topScore(m, "SELECT * FROM events"); got < DefaultBlockThreshold {
		t.Errorf("SELECT * FROM events scores %.2f, want a block", got)
	}
	if got := topScore(m, "select id, ts from events limit 10"); got >= DefaultThreshold {
		t.Errorf("selecting named columns scores %.2f, want no match", got)
	}
}

// TestSubsumedDrop checks that a check's matcher leaves out a rule whose
// evidence another match holds in full and adds to, even when the generic
// rule scores higher (an act alone saturates), and that the specific
// reading takes its place among the best k.
func TestSubsumedDrop(t *testing.T) {
	rules := []model.Rule{
		{ID: "review", Type: model.RuleCheck, Rule: "Check that code review is done before merging a pull request", Status: model.StatusActive},
		{ID: "perf", Type: model.RuleCheck, Rule: "Check the load test results before merging changes to the billing service", Status: model.StatusActive},
		{ID: "notes", Type: model.RuleMust, Rule: "Every API-changing pull request needs a migration note in docs/ before it is merged", Status: model.StatusActive},
	}
	an := mustAnalyzer(t)
	plain := NewMatcher(an, rules, MatchOptions{})
	check := NewMatcher(an, rules, MatchOptions{Relative: DefaultRelative, BlockThreshold: DefaultBlockThreshold})
	action := "merge the API-changing pull request even though it has no migration note in docs/"
	all := plain.Match(action)
	if len(all) < 2 || all[0].Rule.ID == "notes" {
		t.Fatalf("a plain matcher reports %v: the test needs the notes rule below a generic one", matchIDs(all))
	}
	if got := matchIDs(check.MatchTop(action, 1)); !slices.Equal(got, []string{"notes"}) {
		t.Errorf("check reports %v, want [notes]", got)
	}
	// Without the specific rule nothing subsumes the generic reading.
	if got := matchIDs(NewMatcher(an, rules[:2], MatchOptions{Relative: DefaultRelative, BlockThreshold: DefaultBlockThreshold}).MatchTop(action, 1)); len(got) == 0 {
		t.Error("with the notes rule gone the check reports nothing, want the generic rule")
	}
	// A generic NEVER rule that blocks stays: an active NEVER rule at the
	// block threshold blocks, whatever reads the action better.
	never := append([]model.Rule{{ID: "pending", Type: model.RuleNever, Rule: "Never merge a pull request without two approvals", Status: model.StatusActive}}, rules[2])
	got := NewMatcher(an, never, MatchOptions{Relative: DefaultRelative, BlockThreshold: DefaultBlockThreshold}).MatchTop(action, 1)
	if decide(got, DefaultBlockThreshold) != model.DecisionBlock || !slices.Contains(matchIDs(got), "pending") {
		t.Errorf("with a blocking generic rule the check reports %v, want it to block", matchIDs(got))
	}
}

// TestMatchesOrNot checks single rules against actions that must and
// must not match them:
//   - a clause without an act does not match an action that supplies its
//     only thing as the parent of something more specific (a patch panel's
//     ports are network things, no reason to bring up a rule about HTTP);
//   - a participle before a noun, after a NEVER rule's verb, describes the
//     thing and is no act of the rule ("Don't delete signed contracts" is
//     not about signing one);
//   - an action meeting a rule only with a light act (send) and one thing
//     (the customer) scores under the threshold;
//   - a file mode that keeps others from writing is no world-writable one.
func TestMatchesOrNot(t *testing.T) {
	checkRuleMatches(t, model.RulePrefer, []ruleMatchCase{
		{"Use SSH keys rather than HTTP.", "clone the repo over http", true},
		{"Use SSH keys rather than HTTP.", "label the patch panel ports in the server room", false},
	})
	checkRuleMatches(t, model.RuleNever, []ruleMatchCase{
		{"Don't delete signed contracts; archive them instead.", "delete the signed contract with Acme", true},
		{"Don't delete signed contracts; archive them instead.", "sign the new contract with Acme", false},
		{"Never send customers discount codes that are not approved by marketing", "email the customer a discount code for 20% off", true},
		{"Never send customers discount codes that are not approved by marketing", "answer the customer's question about sizing", false},
		{"Never make files or directories world-writable", "chmod 666 notes.txt", true},
		{"Never make files or directories world-writable", "chmod 644 README.md", false},
	})
}

// TestComplianceInOrder checks that an action doing what an "Always X
// before Y" rule asks, in that order, does not match it, and that one
// doing both the wrong way round, or Y alone, does.
func TestComplianceInOrder(t *testing.T) {
	const backup = "Always back up the database before running a migration"
	checkRuleMatches(t, model.RuleMust, []ruleMatchCase{
		{backup, "run the migration", true},
		{backup, "back up the database, then run the migration", false},
		{backup, "run the migration after backing up the database", false},
		{backup, "run the migration, then back up the database", true},
		{backup, "run the migration without backing up the database", true},
		// The last order word decides; quotes state no order.
		{backup, "run the migration after lunch, then back up the database", true},
		{backup, "run the migration and after that back up the database", true},
		{backup, "run the migration, and once it finishes back up the database", true},
		{backup, "git commit -m 'back up the database, then run the migration' && run the migration now", true},
		{backup, "run the migration now; we'll back up the database tomorrow", true},
	})
	// A NEVER rule's "before X": doing X first, as the action states it,
	// lifts the rule; doing it after does not.
	const trust = "Don't move money from the trust account to the operating account before sending the client's invoice"
	checkRuleMatches(t, model.RuleNever, []ruleMatchCase{
		{trust, "move the fee from the trust account to the operating account", true},
		{trust, "send the client's invoice, then move the fee from the trust account to the operating account", false},
		{trust, "move the fee from the trust account to the operating account, then send the client's invoice", true},
		// Its act, not its things: checking the invoice sends nothing.
		{trust, "check the client's invoice, then move the fee from the trust account to the operating account", true},
	})
}

// TestEmbeddedQuestion checks that an action that opens with a reading
// verb and asks which, whether or what does not do the acts its question
// names, and still does what follows the question.
func TestEmbeddedQuestion(t *testing.T) {
	const sell = "Don't turn on 'Continue selling when out of stock' for any product"
	checkRuleMatches(t, model.RuleNever, []ruleMatchCase{
		{sell, "turn on 'continue selling when out of stock' for the linen apron", true},
		{sell, "check which products have 'continue selling when out of stock' turned on", false},
		{"Never delete a customer's order history", "check whether we deleted the customer's order history", false},
		{"Never delete a customer's order history", "check whether the export finished, then delete the customer's order history", true},
		// The question ends at a colon, a parenthesis, a pipe or a new
		// line; asking to have it done is no question.
		{"Never force push to main", "check if the tests pass: git push --force origin main", true},
		{"Never force push to main", "check if the tests pass (then git push --force origin main)", true},
		{"Never force push to main", "see what happens when we force push to main", true},
		{"Never delete the old backups", "see if you can delete the old backups", true},
		{"Never delete pods in production", "list which pods are crashing in production | xargs kubectl delete pod", true},
		{"Never drop the production database", "check whether the backup finished\nthen dropdb production", true},
		// Asking whether we may is not doing; asking someone whether
		// they can is asking for it.
		{"Don't write off a patient balance over $200 without the dentist's approval", "ask the dentist whether we can write off the $480 balance", false},
		{"Don't write off a patient balance over $200 without the dentist's approval", "write off the $480 balance", true},
		{"Don't write off a patient balance over $200 without the dentist's approval", "ask the dentist whether we can write off the $480 balance - write off the balance now", true},
		{"Never let anyone off the approved list pick up the kids", "ask Sarah if she can pick up the kids after school", true},
	})
	for in, want := range map[string]string{
		"check which products have selling turned on": "products have selling turned on",
		"Show me whether the backup ran.":             "the backup ran.",
		"check the logs and delete the old ones":      "",
		"delete what the check found":                 "",
		"list who is attending, then cancel it":       "is attending,",
		"see if you can delete the old backups":       "",
		"check whether the door is locked or not":     "the door is locked or not",
	} {
		var got []string
		words := askedWords(in)
		for i := 0; i < len(in); i++ {
			if n := words[i+1]; n > 0 {
				got = append(got, in[i:i+n])
			}
		}
		if strings.Join(got, " ") != want {
			t.Errorf("askedWords(%q) = %q, want %q", in, strings.Join(got, " "), want)
		}
	}
}

// TestAllowedWaySentence checks that a NEVER rule's later sentence saying
// what to do instead is no part of what it forbids: doing it does not
// block, doing what the first sentence forbids does, and a later sentence
// that forbids more ("Not even ...") or widens the first ("This
// includes ...") still counts.
func TestAllowedWaySentence(t *testing.T) {
	const chart = "Never delete a patient chart, even a duplicate. Merge it or mark it inactive."
	checkRuleBlocks(t, chart, map[string]bool{
		"delete the duplicate chart for Maria Lopez":                          true,
		"merge the duplicate chart into her main record and mark it inactive": false,
	})
	checkRuleBlocks(t, "Never edit the live site's theme directly. Duplicate it, change the copy, preview, then publish.", map[string]bool{
		"edit the live theme's code directly":           true,
		"duplicate the live theme and preview the copy": false,
	})
	checkRuleBlocks(t, "Never email payroll files to anyone. Not even to the accountant.", map[string]bool{
		"email the payroll file to the accountant": true,
	})
	checkRuleBlocks(t, "Never touch the billing tables. Especially dropping them.", map[string]bool{
		"drop the billing tables": true,
	})
	for _, c := range []struct {
		rule    string
		allowed bool
	}{
		{chart, true},
		{"Never email payroll files to anyone. Not even to the accountant.", false},
		{"Never share customer data. This includes emails and phone numbers.", false},
		{"Don't write off a balance over $200 without Dr. Patel's approval.", false},
		{"Never run migrations by hand; use the pipeline.", false},
		{"Never modify production data. Especially deleting rows.", false},
		{"Never email anyone at Acme Corp. or share our price list with them.", false},
		{"Never edit the live theme. Duplicate it and edit the copy.", true},
	} {
		if got := shapeRule(c.rule, model.RuleNever).allowed.ok(); got != c.allowed {
			t.Errorf("shapeRule(%q): allowed way %v, want %v", c.rule, got, c.allowed)
		}
	}
}

// TestPreferredAlternative checks that an action doing what a PREFER rule
// prefers is lifted off it, unless it also names what the rule avoids.
func TestPreferredAlternative(t *testing.T) {
	checkRuleMatches(t, model.RulePrefer, []ruleMatchCase{
		{"Prefer the lockfile's versions over upgrading all dependencies at once", "upgrade all the dependencies at once", true},
		{"Prefer the lockfile's versions over upgrading all dependencies at once", "install the dependencies at the lockfile's versions", false},
		{"Prefer the lockfile's versions over upgrading all dependencies at once", "npm ci", false},
		{"Prefer pinned image tags over :latest or untagged images", "FROM node:latest in the Dockerfile", true},
	})
}

// TestNeverCondition checks that a NEVER rule conditioned on a state
// ("while the store review is still pending") warns, and does not block,
// an action that names nothing of the state; blocks one that says the
// state holds; and that a condition naming an act ("when committing") is
// no state.
func TestNeverCondition(t *testing.T) {
	a := mustAnalyzer(t)
	for _, c := range []struct {
		rule, action string
		want         string
	}{
		{"Never release the mobile app while the store review is still pending", "release the mobile app to everyone", model.DecisionWarn},
		{"Never release the mobile app while the store review is still pending", "release the mobile app although the store review is still pending", model.DecisionBlock},
		{"Never skip git hooks with --no-verify when committing or pushing", "git commit --no-verify -m wip", model.DecisionBlock},
		// The example names nothing of the state either.
		{"Never release the mobile app while the store review is still pending, for example with fastlane deliver", "fastlane deliver", model.DecisionWarn},
		// A state gone wrong that the action says is over.
		{"Never merge a pull request while the CLA check is failing or pending", "merge PR 1201 now that the CLA check is green", model.DecisionWarn},
		{"Never merge a pull request while the CLA check is failing or pending", "merge PR 1201 even though the CLA check is failing", model.DecisionBlock},
		{"Never merge a pull request while the CLA check is failing or pending", "merge PR 1201; CI is green but the CLA check is failing", model.DecisionBlock},
		{"Never merge a pull request while the CLA check is failing or pending", "merge the approved PR 1201 and ignore the CLA check", model.DecisionBlock},
		{"Never merge a pull request while the CLA check is failing or pending", "gh pr merge 1201 --admin; the CLA check can be fixed later", model.DecisionBlock},
	} {
		// Violations and a shared category raise a score, but not an
		// unstated condition's cap to a block.
		rules := []model.Rule{{ID: "r", Type: model.RuleNever, Category: "release", Rule: c.rule, Status: model.StatusActive, Violations: 5}}
		for name, m := range compiledAndSnapshot(t, a, rules, MatchOptions{}) {
			if got := decide(m.Match(c.action), DefaultBlockThreshold); got != c.want {
				t.Errorf("%s: %q under %q: %s (%v), want %s", name, c.action, c.rule, got, m.Match(c.action), c.want)
			}
		}
	}
}

// TestQualifiersAndChoices checks that a qualifier the action shares with
// a rule ("the whole workspace", "the full dataset") is no evidence by
// itself; that an action naming only the general act of both what a rule
// asks and what it warns about ("write down" for "append ... instead of
// rewriting") is not taken for the one it warns about; and that what
// follows a MUST rule's "for" is when it applies.
func TestQualifiersAndChoices(t *testing.T) {
	const sample = "Prefer running the pipeline on a sample before processing the full dataset"
	checkRuleMatches(t, model.RulePrefer, []ruleMatchCase{
		{sample, "run the pipeline on the full dataset", true},
		{sample, "ping the whole workspace about the new coffee machine", false},
		{sample, "post the lunch menu in Slack with @everyone", false},
	})
	// "public" qualifies the threads: it is no other reading of them, so
	// an action naming threads but nothing public does not supply it.
	list := []feat{{key: "#comm.email", term: 47}, {key: "#support.ticket", term: 47}, {key: "#access.public", term: 47, mod: true}}
	markGroups(list)
	if g := []uint8{list[0].group, list[1].group, list[2].group}; g[0] != groupFirst || g[1] != groupMember || g[2] != groupAlone {
		t.Errorf("groups of two readings of a word and a qualifier = %v, want first, member, alone", g)
	}
	checkRuleMatches(t, model.RulePrefer, []ruleMatchCase{
		{"Prefer answering complaints in private messages over replying in public threads", "reply to the angry customer in the public thread", true},
	})
	// A platform by name: social media covers it, another platform does
	// not, even where the action's words also name social media.
	checkRuleMatches(t, model.RuleMust, []ruleMatchCase{
		{"Always get the owner's approval before publishing posts on LinkedIn", "share the launch post on LinkedIn", true},
		{"Always get the owner's approval before publishing posts on LinkedIn", "post the beach photos on Instagram", false},
	})
	checkRuleMatches(t, model.RuleNever, []ruleMatchCase{
		{"Never post photos of the owner's kids on social media", "post the beach photos of the kids on Instagram", true},
	})
	const notes = "Always append to the daily notes file instead of rewriting it"
	checkRuleMatches(t, model.RuleMust, []ruleMatchCase{
		{notes, "rewrite the daily notes file from scratch", true},
		{notes, "overwrite today's notes file with the summary", true},
	})
	m := NewMatcher(mustAnalyzer(t), []model.Rule{{ID: "r", Type: model.RuleMust, Rule: notes, Status: model.StatusActive}}, MatchOptions{Threshold: 0.05})
	score := func(action string) float64 {
		if got := m.Match(action); len(got) > 0 {
			return got[0].Score
		}
		return 0
	}
	if w, r := score("write down what went wrong in the daily notes"), score("rewrite the daily notes file from scratch"); w >= 0.5 || r < 0.6 {
		t.Errorf("writing notes scores %.2f, rewriting them %.2f: want under 0.5 (it may be appending) and at least 0.6", w, r)
	}
	const ckpt = "Always enable checkpointing to object storage for training runs longer than a few hours"
	checkRuleMatches(t, model.RuleMust, []ruleMatchCase{
		{ckpt, "launch the 30-hour training run for the 7B model", true},
		{ckpt, "list the training runs from last week", false},
	})
}

// TestCeasing checks that an action that stops doing something ("stop
// paying for", "quit sending") does not do it, and that stopping a thing
// still acts on it.
func TestCeasing(t *testing.T) {
	checkRuleMatches(t, model.RuleCheck, []ruleMatchCase{
		{"Check the return policy before buying anything over $200", "buy the $300 blender", true},
		{"Check the return policy before buying anything over $200", "stop paying for the gym membership", false},
	})
	checkRuleMatches(t, model.RuleNever, []ruleMatchCase{
		{"Never delete old invoices from the shared drive", "stop deleting old invoices from the shared drive", false},
		{"Never delete old invoices from the shared drive", "delete the old invoices from the shared drive", true},
		{"Never stop the production database during business hours", "stop the production database", true},
	})
}

// TestIdiomPartsAreNoAlternatives: the things one idiom names together
// are each needed, where the readings of an ambiguous word are not.
func TestIdiomPartsAreNoAlternatives(t *testing.T) {
	list := []feat{
		{key: "#comm.email", term: 1, part: 1},
		{key: "#comm.contact.unsubscribed", term: 1, part: 2},
		{key: "#media", term: 9},
		{key: "#data.record", term: 9},
	}
	markGroups(list)
	want := []uint8{groupAlone, groupAlone, groupFirst, groupMember}
	for i, f := range list {
		if f.group != want[i] {
			t.Errorf("%s: group %d, want %d", f.key, f.group, want[i])
		}
	}
}

// A term with a gap reads words apart from a one-word reading at the same
// place ("email ... unsubscribed" beside "email"): what it names is no
// other reading of the word, so an action naming only the word's thing
// meets half the rule. Sending a campaign to the full list is no email to
// the people who unsubscribed; it may warn, never block.
func TestGapTermThingsAreNoAlternatives(t *testing.T) {
	rules := []model.Rule{{ID: "U-unsub", Type: model.RuleNever, Category: "marketing", Rule: "Never email customers who have unsubscribed from marketing", Status: model.StatusActive}}
	m := NewMatcher(mustAnalyzer(t), rules, MatchOptions{BlockThreshold: DefaultBlockThreshold})
	score := func(action string) float64 {
		for _, s := range m.Match(action) {
			return s.Score
		}
		return 0
	}
	for _, a := range []string{"send the Black Friday campaign to the full list", "email the spring newsletter to our customers"} {
		if s := score(a); s >= DefaultBlockThreshold {
			t.Errorf("%q scores %.2f against %q: a block", a, s, rules[0].Rule)
		}
	}
	for _, a := range []string{"email the summer sale to all customers, including unsubscribed ones", "send the promo to the people who unsubscribed last month"} {
		if s := score(a); s < DefaultBlockThreshold {
			t.Errorf("%q scores %.2f against %q, want a block", a, s, rules[0].Rule)
		}
	}
	// A term with a gap that matched words in a row reads the same words
	// as the term without one: "applying migrations" is still a schema
	// change, whichever of them an action names.
	mig := NewMatcher(mustAnalyzer(t), []model.Rule{{ID: "T-migrate", Type: model.RuleMust, Category: "db", Rule: "Always snapshot the database before applying migrations", Status: model.StatusActive}}, MatchOptions{})
	for _, act := range []string{"alter table users add column email", "rails db:migrate"} {
		if ms := mig.Match(act); len(ms) == 0 || ms[0].Score < 0.9 {
			t.Errorf("%q against the migrations rule: %v, want a score of 0.9 or more", act, ms)
		}
	}
	a := mustAnalyzer(t)
	gap := map[string]bool{}
	for _, f := range a.Analyze("email the people who unsubscribed").Features {
		gap[f.Key] = f.Gap
	}
	if g, ok := gap["#comm.email"]; !ok || g || !gap["#comm.contact.unsubscribed"] {
		t.Errorf("Gap of the word's and the gap term's things = %v", gap)
	}
}

// TestPronounAndUse covers three readings of a rule's second clause. A
// pronoun stands for one of the things before it, so an action naming
// that one thing enters the trigger as fully as one naming them all. A
// trigger with an act and no object ("before sending") is entered by an
// action doing that act to one of the things the rule asks about, and
// only as weakly as before by one doing it to something else. An
// alternative whose only act is "using" something is done by any act on
// it, while reading about it still does nothing.
func TestPronounAndUse(t *testing.T) {
	a := mustAnalyzer(t)
	rules := []model.Rule{
		{ID: "P-notes", Type: model.RuleCheck, Category: "release", Rule: "Check that the changelog lists every breaking change before publishing it"},
		{ID: "U-base", Type: model.RulePrefer, Category: "docker", Rule: "Prefer pinning base images to a digest over using latest"},
		{ID: "B-draft", Type: model.RuleMust, Category: "email", Rule: "Always spell-check the draft before sending"},
	}
	for i := range rules {
		rules[i].Status = model.StatusActive
	}
	m := NewMatcher(a, rules, MatchOptions{Relative: DefaultRelative, BlockThreshold: DefaultBlockThreshold})
	tests := []struct {
		action string
		want   string
		min    float64
	}{
		{"publish the changelog for v2.0", "P-notes", 0.6},
		{"read the changelog", "", 0},
		{"set the api base image to node:latest", "U-base", DefaultThreshold},
		{"show the latest base image digest", "", 0},
		{"send the draft to the editor", "B-draft", 0.6},
		{"send the invoice to Acme", "", 0},
	}
	for _, tt := range tests {
		got := m.Match(tt.action)
		switch {
		case tt.want == "" && len(got) > 0:
			t.Errorf("%q matches %s (%.2f), want nothing", tt.action, got[0].Rule.ID, got[0].Score)
		case tt.want != "" && (len(got) == 0 || got[0].Rule.ID != tt.want || got[0].Score < tt.min):
			t.Errorf("%q: got %v, want %s at %.2f or more", tt.action, got, tt.want, tt.min)
		}
	}
}

// TestMakingByPublishing checks that a MUST rule about what a thing must
// have, with no trigger of its own, applies when the thing is published
// as well as when it is made, and not when it is copied or read.
func TestMakingByPublishing(t *testing.T) {
	a := mustAnalyzer(t)
	rules := []model.Rule{{ID: "M-link", Type: model.RuleMust, Category: "social", Status: model.StatusActive,
		Rule: "Always add tracking parameters to links in promotional posts"}}
	m := NewMatcher(a, rules, MatchOptions{Relative: DefaultRelative, BlockThreshold: DefaultBlockThreshold})
	for action, want := range map[string]bool{
		"post the signup link on Mastodon":  true,
		"copy the signup link into the doc": false,
		"read the links in the last post":   false,
	} {
		if got := len(m.Match(action)) > 0; got != want {
			t.Errorf("%q matches: %v, want %v", action, got, want)
		}
	}
}

func TestSubsetNarrower(t *testing.T) {
	tests := []struct {
		a, b []string
		want bool
	}{
		{[]string{"publish", "content.post"}, []string{"publish.post", "content.post", "wire"}, true},
		{[]string{"publish"}, []string{"publisher"}, false},
		{[]string{"publish.post"}, []string{"publish"}, false},
		{[]string{"publish", "wire"}, []string{"publish.post"}, false},
		{nil, []string{"x"}, true},
		{[]string{"1.2"}, []string{"1.2.3"}, false},
	}
	for _, tt := range tests {
		if got := subset(tt.a, tt.b); got != tt.want {
			t.Errorf("subset(%v, %v) = %v, want %v", tt.a, tt.b, got, tt.want)
		}
	}
}
