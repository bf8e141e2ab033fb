package lessons

import (
	"bytes"
	"context"
	"flag"
	"os"
	"path/filepath"
	"slices"
	"testing"
	"time"

	"github.com/loopd-dev/loopd/internal/events"
	"github.com/loopd-dev/loopd/internal/model"
	"github.com/loopd-dev/loopd/internal/store"
	"github.com/loopd-dev/loopd/internal/text"
	"github.com/loopd-dev/loopd/internal/workspace"
)

var update = flag.Bool("update", false, "rewrite golden files")

type learnFixture struct {
	st     *store.Store
	l      *Learner
	layout workspace.Layout
	ing    *events.Ingester
	now    time.Time
}

func newLearnFixture(t *testing.T) *learnFixture {
	t.Helper()
	ctx := context.Background()
	ws := t.TempDir()
	layout := workspace.NewLayout(ws)
	if err := os.MkdirAll(layout.Dir, 0o755); err != nil {
		t.Fatal(err)
	}
	st, err := store.Open(ctx, layout.DB, store.Options{})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	an, err := text.NewAnalyzer()
	if err != nil {
		t.Fatal(err)
	}
	f := &learnFixture{st: st, layout: layout, now: time.Date(2026, 11, 10, 12, 0, 0, 0, time.UTC)}
	f.l = &Learner{Store: st, Analyzer: an, Config: DefaultLearnConfig(), Now: func() time.Time { return f.now }}
	f.ing = &events.Ingester{Store: st, Parser: events.NewParser(time.UTC)}
	return f
}

func (f *learnFixture) ingest(t *testing.T, lines string) {
	t.Helper()
	if _, err := f.ing.IngestReader(context.Background(), bytes.NewBufferString(lines), "test", nil); err != nil {
		t.Fatal(err)
	}
}

func (f *learnFixture) learn(t *testing.T) Report {
	t.Helper()
	rep, err := f.l.Learn(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	return rep
}

func golden(t *testing.T, name string, got []byte) {
	t.Helper()
	path := filepath.Join("testdata", "learn", name)
	if *update {
		if err := os.WriteFile(path, got, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test -update to create it)", err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("%s differs from the golden file; run go test ./internal/lessons -run %s -update and review the diff.\ngot:\n%s", name, t.Name(), got)
	}
}

func TestLearnGoldenViewsAndIdempotence(t *testing.T) {
	ctx := context.Background()
	f := newLearnFixture(t)
	data, err := os.ReadFile("testdata/learn/events.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	f.ingest(t, string(data))
	rep := f.learn(t)
	if rep.NewLessons == 0 || len(rep.NewRules) == 0 {
		t.Fatalf("learn on the example events = %+v, want lessons and rules", rep)
	}
	if err := f.layout.WriteViews(ctx, f.st, f.now); err != nil {
		t.Fatal(err)
	}
	rules1, _ := os.ReadFile(f.layout.Rules)
	lessons1, _ := os.ReadFile(f.layout.Lessons)
	golden(t, "rules.golden.json", rules1)
	golden(t, "lessons.golden.json", lessons1)

	again := f.learn(t)
	if again.Changed() {
		t.Fatalf("second learn changed something: %+v", again)
	}
	if err := f.layout.WriteViews(ctx, f.st, f.now); err != nil {
		t.Fatal(err)
	}
	rules2, _ := os.ReadFile(f.layout.Rules)
	lessons2, _ := os.ReadFile(f.layout.Lessons)
	if !bytes.Equal(rules1, rules2) || !bytes.Equal(lessons1, lessons2) {
		t.Errorf("views changed on a learn with nothing new")
	}
}

func TestLearnNoSuccessInLessons(t *testing.T) {
	ctx := context.Background()
	f := newLearnFixture(t)
	f.ingest(t, `{"ts":"2026-11-01T10:00:00Z","type":"mistake","category":"dev","problem":"npm publish failed: version already exists","solution":"Bump the version before publishing"}
{"ts":"2026-11-02T10:00:00Z","type":"success","category":"dev","problem":"Published 1.5.0 cleanly","solution":"Bumped the version first"}
`)
	f.learn(t)
	ls, err := f.st.Lessons(ctx)
	if err != nil {
		t.Fatal(err)
	}
	for _, l := range ls {
		for _, ts := range l.SourceEvents {
			if ts == "2026-11-02T10:00:00Z" {
				t.Errorf("success event joined lesson %s", l.ID)
			}
		}
	}
}

func TestLearnViolationsCountOnce(t *testing.T) {
	ctx := context.Background()
	f := newLearnFixture(t)
	f.ingest(t, `{"ts":"2026-11-01T10:00:00Z","type":"mistake","category":"git","problem":"Force-pushed to main and wiped two commits","solution":"Never force push to shared branches"}
{"ts":"2026-11-02T10:00:00Z","type":"mistake","category":"git","problem":"git push --force on main overwrote a teammate's fix","solution":"Never force push to shared branches"}
{"ts":"2026-11-03T10:00:00Z","type":"feedback","category":"git","problem":"Greg: stop force pushing to main","solution":"Do not force push shared branches","greg_feedback":"stop force pushing to main"}
`)
	rep := f.learn(t)
	if len(rep.NewRules) != 1 {
		t.Fatalf("learn = %+v, want one new rule", rep)
	}
	rid := rep.NewRules[0]
	rule, _ := f.st.Rule(ctx, rid)
	if rule.Type != model.RuleNever || rule.Violations != 0 {
		t.Fatalf("rule = %+v, want a NEVER rule with no violations (its own evidence is not a violation)", rule)
	}
	// A new mistake after the rule exists violates it, once however often
	// learn runs.
	f.now = f.now.Add(24 * time.Hour)
	f.ingest(t, `{"ts":"2026-11-20T09:00:00Z","type":"mistake","category":"git","problem":"Rewrote history on the release branch with git push -f","solution":"Do not force push"}
`)
	f.learn(t)
	f.learn(t)
	f.ingest(t, `{"ts":"2026-11-20T09:00:00Z","type":"mistake","category":"git","problem":"Rewrote history on the release branch with git push -f","solution":"Do not force push"}
`)
	f.learn(t)
	rule, _ = f.st.Rule(ctx, rid)
	if rule.Violations != 1 {
		t.Errorf("violations after one repeat and three learns = %d, want 1", rule.Violations)
	}
	// A matching success event validates the rule.
	f.ingest(t, `{"ts":"2026-11-21T09:00:00Z","type":"success","category":"git","problem":"Pushed the fix to my own branch instead of force pushing main","solution":"No force push to shared branches"}
`)
	f.learn(t)
	rule, _ = f.st.Rule(ctx, rid)
	if rule.ValidationCount < 1 || rule.LastValidated != "2026-11-21" {
		t.Errorf("after a matching success: validation_count %d, last_validated %s", rule.ValidationCount, rule.LastValidated)
	}
}

func TestLearnInChunksMatchesOneRun(t *testing.T) {
	// Clustering does not depend on how a backlog is cut into
	// transactions: the same lessons with the same events. (Rule ids and
	// the wording frozen into a rule at promotion may differ, since a
	// lesson can be promoted in an earlier chunk.)
	ctx := context.Background()
	data, err := os.ReadFile("testdata/learn/events.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	learned := func(chunk int) ([]model.Lesson, int) {
		f := newLearnFixture(t)
		f.l.ChunkEvents = chunk
		f.ingest(t, string(data))
		if rep := f.learn(t); rep.Events != 40 {
			t.Fatalf("chunk %d: learned from %d events, want 40", chunk, rep.Events)
		}
		ls, err := f.st.Lessons(ctx)
		if err != nil {
			t.Fatal(err)
		}
		rs, _ := f.st.Rules(ctx)
		for i := range ls {
			ls[i].PromotedToRule = ""
		}
		return ls, len(rs)
	}
	one, nOne := learned(0)
	chunked, nChunked := learned(7)
	if len(one) != len(chunked) {
		t.Fatalf("%d lessons in one run, %d in chunks of 7", len(one), len(chunked))
	}
	for i := range one {
		if !slices.Equal(one[i].SourceEvents, chunked[i].SourceEvents) || one[i].Lesson != chunked[i].Lesson {
			t.Errorf("lesson %s differs: %v %q vs %v %q", one[i].ID, one[i].SourceEvents, one[i].Lesson, chunked[i].SourceEvents, chunked[i].Lesson)
		}
	}
	if nOne != nChunked {
		t.Errorf("%d rules in one run, %d in chunks", nOne, nChunked)
	}
}
