package guard

import (
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"errors"
	"flag"
	"fmt"
	"hash/crc32"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/loopd-dev/loopd/internal/model"
)

var update = flag.Bool("update", false, "rewrite testdata/snapshot.golden")

func TestSnapshotRoundTrip(t *testing.T) {
	a := mustAnalyzer(t)
	path := filepath.Join(t.TempDir(), "guard-rules.snapshot")
	in := []model.Rule{
		{ID: "R-001", Type: "NEVER", Category: "git", Rule: "Never force push\tto \"main\"\nor release — ünïcode", Violations: 3, ReviewFlagged: true, Status: model.StatusActive},
		{ID: "R-002", Type: "MUST", Category: "cron", Rule: "Use absolute paths — always", Status: model.StatusActive},
		{ID: "R-003", Type: "PREFER", Category: "x", Rule: "retired", Status: model.StatusRetired},
	}
	if err := os.WriteFile(path, EncodeSnapshot(a, in), 0o644); err != nil {
		t.Fatal(err)
	}
	got, err := ReadSnapshot(path)
	if err != nil {
		t.Fatal(err)
	}
	want := []model.Rule{in[0], in[1]}
	if fmt.Sprint(got.Rules()) != fmt.Sprint(want) {
		t.Errorf("rules = %+v, want %+v", got.Rules(), want)
	}
	if !got.Current(a) {
		t.Errorf("a snapshot just written is not current")
	}
	if _, err := ReadSnapshot(filepath.Join(t.TempDir(), "none")); !errors.Is(err, ErrNoSnapshot) {
		t.Errorf("missing snapshot error = %v, want ErrNoSnapshot", err)
	}
	os.WriteFile(path, []byte("loopd-guard-rules 2\nR-1\tNEVER\tx\t0\t0\tNever x\n"), 0o644)
	if _, err := ReadSnapshot(path); !errors.Is(err, ErrOldSnapshot) {
		t.Errorf("format 2 snapshot error = %v, want ErrOldSnapshot", err)
	}
	for name, data := range map[string]string{
		"other file":    "something else\n",
		"future format": "loopd-guard-rules 9\n",
		"header only":   snapshotHeader,
		"empty":         "",
		"short fields":  snapshotHeader + "\x00\x01",
	} {
		os.WriteFile(path, []byte(data), 0o644)
		if _, err := ReadSnapshot(path); err == nil || errors.Is(err, ErrNoSnapshot) {
			t.Errorf("%s: ReadSnapshot error = %v, want a read error", name, err)
		}
	}
}

// TestSnapshotDamageDetected flips every byte of a snapshot in turn: each
// damaged copy is refused, none is read as other rules.
func TestSnapshotDamageDetected(t *testing.T) {
	data := EncodeSnapshot(mustAnalyzer(t), tableRules)
	for i := range data {
		bad := append([]byte(nil), data...)
		bad[i] ^= 0x20
		if _, err := DecodeSnapshot(bad); err == nil {
			t.Fatalf("byte %d flipped: snapshot still decoded", i)
		}
	}
	for n := 0; n < len(data); n += 7 {
		if _, err := DecodeSnapshot(data[:n]); err == nil {
			t.Fatalf("snapshot cut at %d bytes still decoded", n)
		}
	}
}

// withSum returns data with its checksum recomputed, as a snapshot
// written with other contents would have.
func withSum(data []byte) []byte {
	if len(data) >= len(snapshotHeader)+4 {
		binary.LittleEndian.PutUint32(data[len(snapshotHeader):], crc32.ChecksumIEEE(data[len(snapshotHeader)+4:]))
	}
	return data
}

func TestSnapshotFromOtherBuildIsNotCurrent(t *testing.T) {
	a := mustAnalyzer(t)
	for name, field := range map[string]int{"lexicon": 1, "compiler": 2} {
		data := EncodeSnapshot(a, tableRules)
		p := len(snapshotHeader) + 4*field
		binary.LittleEndian.PutUint32(data[p:], binary.LittleEndian.Uint32(data[p:])+1)
		s, err := DecodeSnapshot(withSum(data))
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if s.Current(a) {
			t.Errorf("snapshot with another %s is current", name)
		}
		// A matcher over it compiles the rules itself and still matches.
		m := NewSnapshotMatcher(a, s, MatchOptions{})
		if m.snap != nil {
			t.Errorf("%s: matcher uses a stale compiled snapshot", name)
		}
		if got := matchIDs(m.Match("git push --force to the shared develop branch")); len(got) == 0 || got[0] != "T-force" {
			t.Errorf("%s: stale snapshot match = %v, want T-force first", name, got)
		}
	}
}

// TestSnapshotMatchesLikeCompiling is the snapshot's contract: a matcher
// over a decoded snapshot scores every action exactly as one that
// compiles the rules, at the default threshold, a higher one, and one
// low enough for compliance clauses (which the snapshot does not index).
func TestSnapshotMatchesLikeCompiling(t *testing.T) {
	a := mustAnalyzer(t)
	rules, actions := equivalenceSet(t)
	snap, err := DecodeSnapshot(EncodeSnapshot(a, rules))
	if err != nil {
		t.Fatal(err)
	}
	for _, th := range []float64{0, 0.5, 0.25} {
		opt := MatchOptions{Threshold: th}
		compiling := NewMatcher(a, rules, opt)
		fromSnap := NewSnapshotMatcher(a, snap, opt)
		if (fromSnap.snap != nil) != (th == 0 || th > clauseWeight[clauseComply]) {
			t.Errorf("threshold %v: snapshot index used = %v", th, fromSnap.snap != nil)
		}
		for _, s := range actions {
			want, got := brief(compiling.Match(s)), brief(fromSnap.Match(s))
			if got != want {
				t.Errorf("threshold %v, %q:\n got %s\nwant %s", th, s, got, want)
			}
		}
	}
}

// brief renders matches by id, score and evidence: the fields a check
// reports.
func brief(ms []Scored) string {
	var b strings.Builder
	for _, s := range ms {
		fmt.Fprintf(&b, "%s:%.3f%v ", s.Rule.ID, s.Score, s.Evidence)
	}
	return b.String()
}

// equivalenceSet is a broad rule set (labeled sets, the table rules,
// synthetic and lexicon-wide rules) and the actions to try on it.
func equivalenceSet(tb testing.TB) ([]model.Rule, []string) {
	var rules []model.Rule
	var actions []string
	for _, dir := range []string{filepath.Join("..", "..", "..", "shared", "testdata", "guard-dev"), filepath.Join("testdata", "holdout"), filepath.Join("testdata", "holdout4")} {
		if _, err := os.Stat(filepath.Join(dir, "rules.jsonl")); err != nil {
			continue
		}
		for _, r := range readJSONL[labeledRule](tb, filepath.Join(dir, "rules.jsonl")) {
			rules = append(rules, model.Rule{ID: r.Key, Type: r.Type, Category: r.Category, Rule: r.Rule, Reason: r.Reason})
		}
		for _, x := range readJSONL[labeledAction](tb, filepath.Join(dir, "actions.jsonl")) {
			actions = append(actions, x.Action)
		}
	}
	rules = append(rules, tableRules...)
	rules = append(rules, model.Rule{ID: "X-friday", Type: model.RuleNever, Rule: "No deploys on Friday afternoon"},
		model.Rule{ID: "X-bare", Type: model.RuleNever, Rule: "Never force push", Violations: 4})
	actions = append(actions, "deploy the api to production", "git push -f", "ship it to the live servers tonight")
	// Rules lifted by an exception or a precaution (snapshot flags 16, 32).
	rules = append(rules, model.Rule{ID: "X-where", Type: model.RuleNever, Rule: "Never run DELETE without a WHERE clause"},
		model.Rule{ID: "X-backup", Type: model.RuleMust, Rule: "Always back up the database before running a migration"})
	actions = append(actions, "DELETE FROM users WHERE id = 5", "DELETE FROM users", "back up the database, then run the migration", "run the migration")
	// A bare act the action does not do, under an unknown verb: no
	// evidence, at any threshold.
	rules = append(rules, model.Rule{ID: "X-merge", Type: model.RuleCheck, Rule: "Check CSS/layout changes in Safari and Firefox, not just Chrome, before merging"})
	actions = append(actions, "flash the raspi image onto the sd card")
	rules = append(rules, syntheticRules(300)...)
	rules = append(rules, diverseRules(tb, 300)...)
	actions = append(actions, benchActions...)
	return rules, actions
}

// TestSnapshotGolden pins what the rules compile to. When it fails with
// the same lexicon checksum and compiler version, compiling changed: bump
// snapshotCompiler so that snapshots written by older builds are
// recompiled, then run `go test ./internal/guard -run TestSnapshotGolden -update`.
func TestSnapshotGolden(t *testing.T) {
	a := mustAnalyzer(t)
	m := NewMatcher(a, tableRules, MatchOptions{})
	var b strings.Builder
	fmt.Fprintf(&b, "compiler %d lexicon %08x\n", snapshotCompiler, a.CoreSum())
	// A digest of how a broad rule set compiles catches what the few rules
	// below do not exercise.
	corpus := m.corpusDigest(t)
	fmt.Fprintf(&b, "corpus %s\n", corpus)
	for i := range m.rules {
		// compileRule itself: the key numbers a matcher adds are not
		// stored in snapshots.
		fmt.Fprintf(&b, "%s %+v\n", m.rules[i].ID, *compileRule(a, m.rules[i], m.categories[i], false))
	}
	got := b.String()
	path := filepath.Join("testdata", "snapshot.golden")
	if *update {
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run with -update to create it)", err)
	}
	want := string(data)
	gotHead, _, _ := strings.Cut(got, "\n")
	wantHead, _, _ := strings.Cut(want, "\n")
	switch {
	case got == want:
	case gotHead == wantHead:
		t.Errorf("rules compile differently with the same lexicon and compiler %d: bump snapshotCompiler, then run -update", snapshotCompiler)
	default:
		t.Errorf("golden is for %q, this build is %q: run -update", wantHead, gotHead)
	}
}

// FuzzDecodeSnapshot feeds arbitrary bodies (their checksum made right,
// so the decoder's bounds checks are what is tested) and matches through
// whatever decodes: nothing may panic.
func FuzzDecodeSnapshot(f *testing.F) {
	a := mustAnalyzer(f)
	good := EncodeSnapshot(a, tableRules)
	f.Add(good[len(snapshotHeader):])
	f.Add(EncodeSnapshot(a, nil)[len(snapshotHeader):])
	f.Add([]byte{})
	f.Fuzz(func(t *testing.T, body []byte) {
		data := withSum(append([]byte(snapshotHeader), body...))
		s, err := DecodeSnapshot(data)
		if err != nil {
			return
		}
		m := NewSnapshotMatcher(a, s, MatchOptions{})
		for _, act := range []string{"git push --force to main", "delete the database table", "post the tweet"} {
			m.Match(act)
		}
		for i := range s.Len() {
			m.compiledRule(int32(i))
		}
	})
}

// TestMatchTopIsMatchPrefix checks that cutting matching short at the best
// k (which drops rules that cannot beat them) returns exactly the first k
// of all matches and, when none of them blocks, the best one that does,
// from a prepared matcher and from a snapshot.
func TestMatchTopIsMatchPrefix(t *testing.T) {
	a := mustAnalyzer(t)
	rules, actions := equivalenceSet(t)
	// Violations make boosts differ between rules of equal raw score.
	for i := range rules {
		rules[i].Violations = i % 7
	}
	snap, err := DecodeSnapshot(EncodeSnapshot(a, rules))
	if err != nil {
		t.Fatal(err)
	}
	all := NewMatcher(a, rules, MatchOptions{})
	prepared := NewMatcher(a, rules, MatchOptions{})
	prepared.Prepare()
	fromSnap := NewSnapshotMatcher(a, snap, MatchOptions{})
	for _, s := range actions {
		every := all.Match(s)
		for _, k := range []int{1, 2, 5} {
			top := every[:min(k, len(every)):min(k, len(every))]
			blocks := func(sc Scored) bool { return sc.Rule.Type == model.RuleNever && sc.Score >= DefaultBlockThreshold }
			if !slices.ContainsFunc(top, blocks) {
				if i := slices.IndexFunc(every, blocks); i >= 0 {
					top = append(top, every[i])
				}
			}
			want := brief(top)
			for name, m := range map[string]*Matcher{"prepared": prepared, "snapshot": fromSnap} {
				if got := brief(m.MatchTop(s, k)); got != want {
					t.Errorf("%s MatchTop(%q, %d):\n got %s\nwant %s", name, s, k, got, want)
				}
			}
		}
	}
}

// corpusDigest hashes how the repository's own labelled rule sets and the
// generated ones compile.
func (m *Matcher) corpusDigest(tb testing.TB) string {
	var rules []model.Rule
	for _, dir := range []string{"holdout", "holdout2", "holdout3", "holdout4"} {
		for _, r := range readJSONL[labeledRule](tb, filepath.Join("testdata", dir, "rules.jsonl")) {
			rules = append(rules, model.Rule{ID: r.Key, Type: r.Type, Category: r.Category, Rule: r.Rule, Reason: r.Reason})
		}
	}
	rules = append(rules, syntheticRules(300)...)
	rules = append(rules, diverseRules(tb, 300)...)
	h := sha256.New()
	for _, r := range rules {
		fmt.Fprintf(h, "%+v\n", *compileRule(m.a, r, "", false))
	}
	return hex.EncodeToString(h.Sum(nil))[:16]
}

// TestCheckDecisionIndependentOfK checks that a check's matcher (Relative
// set, so that better readings drop matches) decides the same whatever
// number of rules it reports, and that every match it drops for a better
// reading is dropped for one it reports.
func TestCheckDecisionIndependentOfK(t *testing.T) {
	a := mustAnalyzer(t)
	rules, actions := equivalenceSet(t)
	opt := MatchOptions{Relative: DefaultRelative, BlockThreshold: DefaultBlockThreshold}
	m := NewMatcher(a, rules, opt)
	checked := 0
	for _, s := range actions {
		want := decide(m.MatchTop(s, 0), DefaultBlockThreshold)
		for _, k := range []int{1, 2, 3, 5} {
			got := m.MatchTop(s, k)
			if d := decide(got, DefaultBlockThreshold); d != want {
				t.Errorf("MatchTop(%q, %d) decides %s, with every match %s", s, k, d, want)
			}
			if len(got) > 0 {
				checked++
			}
		}
	}
	if checked == 0 {
		t.Fatal("no action matched: the test checks nothing")
	}
}
