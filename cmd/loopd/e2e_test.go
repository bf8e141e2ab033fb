package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"github.com/loopd-dev/loopd/internal/model"
)

// loopdBin is the binary built once for the end-to-end tests.
var loopdBin string

func TestMain(m *testing.M) {
	dir, err := os.MkdirTemp("", "loopd-e2e-")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	loopdBin = filepath.Join(dir, "loopd")
	out, err := exec.Command("go", "build", "-o", loopdBin, ".").CombinedOutput()
	if err != nil {
		fmt.Fprintf(os.Stderr, "build loopd: %v\n%s", err, out)
		os.Exit(1)
	}
	code := m.Run()
	os.RemoveAll(dir)
	os.Exit(code)
}

type result struct {
	stdout, stderr string
	code           int
}

// loopd runs the binary in workspace ws.
func loopd(t *testing.T, ws, stdin string, args ...string) result {
	t.Helper()
	cmd := exec.Command(loopdBin, append([]string{"--workspace", ws}, args...)...)
	cmd.Env = append(os.Environ(), "LOOPD_CONFIG=")
	cmd.Stdin = strings.NewReader(stdin)
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	err := cmd.Run()
	code := 0
	if ee, ok := err.(*exec.ExitError); ok {
		code = ee.ExitCode()
	} else if err != nil {
		t.Fatal(err)
	}
	return result{out.String(), errb.String(), code}
}

func mustLoopd(t *testing.T, ws string, args ...string) string {
	t.Helper()
	r := loopd(t, ws, "", args...)
	if r.code != 0 {
		t.Fatalf("loopd %v: exit %d\n%s%s", args, r.code, r.stdout, r.stderr)
	}
	return r.stdout
}

func mustJSON(t *testing.T, s string, v any) {
	t.Helper()
	if err := json.Unmarshal([]byte(s), v); err != nil {
		t.Fatalf("not JSON: %v\n%s", err, s)
	}
}

func copyTree(t *testing.T, src, dst string) {
	t.Helper()
	err := filepath.Walk(src, func(p string, fi os.FileInfo, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(src, p)
		target := filepath.Join(dst, rel)
		if fi.IsDir() {
			return os.MkdirAll(target, 0o755)
		}
		data, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		return os.WriteFile(target, data, 0o644)
	})
	if err != nil {
		t.Fatal(err)
	}
}

func TestAdoptSkillWorkspace(t *testing.T) {
	ws := t.TempDir()
	copyTree(t, "testdata/skill-workspace", ws)
	var orig struct {
		Rules []model.Rule `json:"rules"`
	}
	data, _ := os.ReadFile(filepath.Join(ws, "memory/learning/rules.json"))
	mustJSON(t, string(data), &orig)

	mustLoopd(t, ws, "init")
	var got []model.Rule
	mustJSON(t, mustLoopd(t, ws, "--json", "rules", "list", "--all"), &got)
	if len(got) != len(orig.Rules) {
		t.Fatalf("adopted %d rules, want %d", len(got), len(orig.Rules))
	}
	for i, want := range orig.Rules {
		g := got[i]
		if g.ID != want.ID || g.Type != want.Type || g.Rule != want.Rule || g.Violations != want.Violations ||
			g.Created != want.Created || g.LastChecked != want.LastChecked || g.ValidationCount != want.ValidationCount ||
			g.ReviewFlagged != want.ReviewFlagged || g.SourceLesson != want.SourceLesson {
			t.Errorf("rule %s adopted as %+v, want %+v", want.ID, g, want)
		}
		if want.ConfidenceScore != 0 && g.ConfidenceScore != want.ConfidenceScore {
			t.Errorf("rule %s confidence %v, want %v", want.ID, g.ConfidenceScore, want.ConfidenceScore)
		}
		if want.LastValidated != "" && g.LastValidated != want.LastValidated {
			t.Errorf("rule %s last_validated %q, want %q", want.ID, g.LastValidated, want.LastValidated)
		}
	}
	// A pre-1.4.0 rule gets the fields 1.4.0 added.
	if r7 := got[2]; r7.ConfidenceScore != 0.9 || r7.LastValidated != r7.Created {
		t.Errorf("R-007 without 1.4.0 fields adopted as %+v", r7)
	}
	var lessons []model.Lesson
	mustJSON(t, mustLoopd(t, ws, "--json", "lessons", "list"), &lessons)
	if len(lessons) != 2 || lessons[0].ID != "L-001" || lessons[0].TimesApplied != 12 || lessons[0].TimesSaved != 3 ||
		lessons[0].PromotedToRule != "R-001" || lessons[1].ID != "L-003" || len(lessons[1].SourceEvents) != 1 {
		t.Errorf("adopted lessons = %+v", lessons)
	}
	var st struct {
		Events      int `json:"events"`
		ParseErrors int `json:"parse_errors"`
		GuardChecks int `json:"guard_checks"`
	}
	mustJSON(t, mustLoopd(t, ws, "--json", "status"), &st)
	if st.Events != 4 || st.ParseErrors != 1 || st.GuardChecks != 1 {
		t.Errorf("status after adoption = %+v, want 4 events, 1 parse error, 1 guard check", st)
	}
	// The views are now written by loopd, in the skill's shape.
	data, _ = os.ReadFile(filepath.Join(ws, "memory/learning/rules.json"))
	var view struct {
		Version string       `json:"version"`
		Rules   []model.Rule `json:"rules"`
	}
	mustJSON(t, string(data), &view)
	if view.Version != "1.4.0" || len(view.Rules) != 3 {
		t.Errorf("rules.json after adoption: version %q, %d rules", view.Version, len(view.Rules))
	}
	if _, err := os.Stat(filepath.Join(ws, "memory/learning/adopted/rules.json")); err != nil {
		t.Errorf("original rules.json not kept: %v", err)
	}
	// Adopted events stay in their lessons: learn starts no new lesson
	// for them.
	mustLoopd(t, ws, "learn")
	mustJSON(t, mustLoopd(t, ws, "--json", "lessons", "list"), &lessons)
	if len(lessons) != 2 {
		t.Errorf("learn after adoption made %d lessons, want the 2 adopted", len(lessons))
	}
	// A second init changes nothing.
	mustLoopd(t, ws, "init")
	mustJSON(t, mustLoopd(t, ws, "--json", "rules", "list", "--all"), &got)
	if len(got) != 3 {
		t.Errorf("second init: %d rules", len(got))
	}
}

func TestIngestCountsAndIdempotence(t *testing.T) {
	gen := "../../../shared/bench/gen_events.py"
	if _, err := os.Stat(gen); err != nil {
		t.Skip("gen_events.py not found beside the repo:", err)
	}
	if _, err := exec.LookPath("python3"); err != nil {
		t.Skip("python3 not found")
	}
	dir := t.TempDir()
	file := filepath.Join(dir, "ev.jsonl")
	out, err := exec.Command("python3", gen, "20000", "--bad-every", "100").Output()
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(file, out, 0o644); err != nil {
		t.Fatal(err)
	}
	ws := filepath.Join(dir, "ws")
	mustLoopd(t, ws, "init")
	var c struct{ Read, Ingested, Duplicates, Errors int }
	mustJSON(t, mustLoopd(t, ws, "--json", "ingest", file), &c)
	if c.Read != 20000 || c.Errors != 200 || c.Ingested+c.Duplicates != 19800 {
		t.Fatalf("ingest = %+v, want 20000 read, 200 errors, 19800 good", c)
	}
	data, _ := os.ReadFile(filepath.Join(ws, "memory/learning/parse-errors.jsonl"))
	if n := bytes.Count(data, []byte("\n")); n != 200 {
		t.Errorf("parse-errors.jsonl has %d lines, want 200", n)
	}
	mustJSON(t, mustLoopd(t, ws, "--json", "ingest", file), &c)
	if c.Read != 0 || c.Ingested != 0 {
		t.Errorf("second ingest = %+v, want nothing", c)
	}
	// The same file through stdin: everything is a duplicate.
	r := loopd(t, ws, string(out), "--json", "ingest", "-")
	mustJSON(t, r.stdout, &c)
	if c.Ingested != 0 || c.Duplicates != 19800 {
		t.Errorf("stdin re-ingest = %+v, want 0 stored, 19800 duplicates", c)
	}
}

func TestCommandsOnMissingWorkspace(t *testing.T) {
	ws := filepath.Join(t.TempDir(), "nowhere")
	r := loopd(t, ws, "", "status")
	if r.code != 1 || !strings.Contains(r.stderr, "loopd init") || strings.Count(strings.TrimSpace(r.stderr), "\n") != 0 {
		t.Errorf("status on a missing workspace: exit %d, stderr %q; want exit 1 and one sentence naming loopd init", r.code, r.stderr)
	}
	r = loopd(t, ws, `{"tool_name":"Bash","tool_input":{"command":"rm -rf /"}}`, "guard", "--hook", "claude")
	if r.code != 2 {
		t.Errorf("hook on a missing workspace exit %d, want 2 (block)", r.code)
	}
}

func TestHookCorruptStoreBlocks(t *testing.T) {
	ws := t.TempDir()
	mustLoopd(t, ws, "init")
	if err := os.WriteFile(filepath.Join(ws, "memory/learning/loopd.db"), []byte("not a database at all, not even close"), 0o644); err != nil {
		t.Fatal(err)
	}
	r := loopd(t, ws, `{"tool_name":"Bash","tool_input":{"command":"ls"}}`, "guard", "--hook", "claude")
	if r.code != 2 || r.stderr == "" {
		t.Errorf("hook on a corrupt store: exit %d, stderr %q; want a block with a reason", r.code, r.stderr)
	}
	r = loopd(t, ws, "", "guard", "ls")
	if r.code != 1 {
		t.Errorf("guard on a corrupt store exit %d, want 1", r.code)
	}
}

func TestBadConfig(t *testing.T) {
	ws := t.TempDir()
	mustLoopd(t, ws, "init")
	cfg := filepath.Join(ws, "loopd.yaml")
	os.WriteFile(cfg, []byte("guard:\n  block_threshold: 3\n"), 0o644)
	r := loopd(t, ws, "", "status")
	if r.code != 1 || !strings.Contains(r.stderr, "guard.block_threshold") || !strings.Contains(r.stderr, "3") {
		t.Errorf("invalid value: exit %d, stderr %q", r.code, r.stderr)
	}
	os.WriteFile(cfg, []byte("guard:\n  blok_threshold: 0.5\n"), 0o644)
	r = loopd(t, ws, "", "status")
	if r.code != 0 || !strings.Contains(r.stderr, "guard.blok_threshold") {
		t.Errorf("unknown key: exit %d, stderr %q; want a warning naming it", r.code, r.stderr)
	}
	_ = runtime.GOOS
}

func TestUserFlow(t *testing.T) {
	// The example's own files only (a local run leaves views beside them).
	ws := t.TempDir()
	copyTree(t, "../../workspace-example/logs", filepath.Join(ws, "logs"))
	os.MkdirAll(filepath.Join(ws, "memory/learning"), 0o755)
	for _, f := range []string{"loopd.yaml", "memory/learning/events.jsonl"} {
		data, err := os.ReadFile(filepath.Join("../../workspace-example", f))
		if err != nil {
			t.Fatal(err)
		}
		os.WriteFile(filepath.Join(ws, f), data, 0o644)
	}
	mustLoopd(t, ws, "init")
	mustLoopd(t, ws, "ingest")
	out := mustLoopd(t, ws, "learn")
	if !strings.Contains(out, "New rules") {
		t.Fatalf("learn on the example: %s", out)
	}
	if again := mustLoopd(t, ws, "learn"); !strings.Contains(again, "Nothing new") {
		t.Errorf("second learn: %s", again)
	}
	var rs []model.Rule
	mustJSON(t, mustLoopd(t, ws, "--json", "rules", "list"), &rs)
	var never string
	for _, r := range rs {
		if r.Type == model.RuleNever && strings.Contains(strings.ToLower(r.Rule), "force push") {
			never = r.ID
		}
	}
	if never == "" {
		t.Fatalf("no NEVER rule about force pushing learned from the example: %+v", rs)
	}

	// A forbidden action blocks (exit 2), with the rule in the JSON.
	r := loopd(t, ws, "", "--json", "guard", "git push --force origin main")
	var res model.GuardResult
	mustJSON(t, r.stdout, &res)
	if r.code != 2 || res.Decision != model.DecisionBlock || len(res.Matched) == 0 || res.Matched[0].ID != never {
		t.Fatalf("guard on a force push: exit %d, %+v", r.code, res)
	}
	// An unrelated one is allowed.
	r = loopd(t, ws, "", "--json", "guard", "what is the capital of Peru")
	var quiet model.GuardResult
	mustJSON(t, r.stdout, &quiet)
	if r.code != 0 || quiet.Decision != model.DecisionAllow {
		t.Errorf("unrelated action: exit %d, %+v", r.code, quiet)
	}
	// The check is in the log and, after the next open, the store; its
	// outcome validates the rule.
	var before, rule model.Rule
	mustJSON(t, mustLoopd(t, ws, "--json", "rules", "show", never), &before)
	mustLoopd(t, ws, "guard", "outcome", res.ID, "success")
	mustJSON(t, mustLoopd(t, ws, "--json", "rules", "show", never), &rule)
	if rule.ValidationCount != before.ValidationCount+1 || rule.ConfidenceScore != 0.9 {
		t.Errorf("after a success outcome validation_count = %d (was %d), confidence %v", rule.ValidationCount, before.ValidationCount, rule.ConfidenceScore)
	}
	if r := loopd(t, ws, "", "guard", "outcome", res.ID, "success"); r.code != 1 {
		t.Errorf("a second outcome for one check: exit %d, want 1", r.code)
	}

	// Claude Code hook: block with exit 2 and the reason on stderr; warn
	// with additionalContext on stdout.
	r = loopd(t, ws, `{"hook_event_name":"PreToolUse","tool_name":"Bash","tool_input":{"command":"git push -f origin main"}}`, "guard", "--hook", "claude")
	if r.code != 2 || !strings.Contains(r.stderr, never) {
		t.Errorf("hook on a force push: exit %d, stderr %q", r.code, r.stderr)
	}
	r = loopd(t, ws, `{"tool_name":"Bash","tool_input":{"command":"ls -la"}}`, "guard", "--hook", "claude")
	if r.code != 0 {
		t.Errorf("hook on ls: exit %d, stderr %q", r.code, r.stderr)
	}

	// Search, retire, review, context.
	if out := mustLoopd(t, ws, "rules", "search", "force"); !strings.Contains(out, never) {
		t.Errorf("rules search force: %s", out)
	}
	mustLoopd(t, ws, "rules", "retire", never)
	r = loopd(t, ws, "", "--json", "guard", "git push --force origin main")
	mustJSON(t, r.stdout, &res)
	for _, m := range res.Matched {
		if m.ID == never {
			t.Errorf("a retired rule still matched: %+v", res)
		}
	}
	mustLoopd(t, ws, "review")
	if out := mustLoopd(t, ws, "context", "--format", "md"); strings.Contains(out, never) {
		t.Errorf("context lists the retired rule:\n%s", out)
	}
	var st struct {
		GuardChecks int `json:"guard_checks"`
	}
	mustJSON(t, mustLoopd(t, ws, "--json", "status"), &st)
	if st.GuardChecks != 5 {
		t.Errorf("status counts %d guard checks, want 5", st.GuardChecks)
	}
}

// TestGuardSnapshotPaths checks that a cold guard answers the same from
// the rules snapshot, from the store when the snapshot is missing, old or
// damaged, and that the store path writes a current snapshot again.
func TestGuardSnapshotPaths(t *testing.T) {
	ws := t.TempDir()
	mustLoopd(t, ws, "init")
	for _, r := range [][]string{
		{"--type", "NEVER", "--category", "git", "Never force push to a shared branch"},
		{"--type", "MUST", "--category", "database", "Always export a table before you drop it"},
		{"--type", "CHECK", "--category", "social", "Check every link in a post before sharing it on twitter"},
	} {
		mustLoopd(t, ws, append([]string{"rules", "add"}, r...)...)
	}
	snapPath := filepath.Join(ws, "memory", "learning", "guard-rules.snapshot")
	actions := []string{"git push --force origin develop", "remove the legacy customers table", "tweet the announcement", "what is the capital of Peru"}
	check := func(action string) (string, result) {
		t.Helper()
		r := loopd(t, ws, "", "--json", "guard", action)
		var res model.GuardResult
		mustJSON(t, r.stdout, &res)
		return fmt.Sprintf("exit %d %s %+v", r.code, res.Decision, res.Matched), r
	}
	want := map[string]string{}
	for _, a := range actions {
		want[a], _ = check(a)
	}
	if !strings.Contains(want[actions[0]], "exit 2 block") || !strings.Contains(want[actions[3]], "exit 0 allow") {
		t.Fatalf("snapshot checks: %v", want)
	}
	current, err := os.ReadFile(snapPath)
	if err != nil {
		t.Fatal(err)
	}
	for name, c := range map[string]struct {
		data []byte // nil: no snapshot
		warn bool
	}{
		"missing":    {nil, false},
		"old format": {[]byte("loopd-guard-rules 2\nR-001\tNEVER\tgit\t0\t0\tNever do anything\n"), false},
		"damaged":    {append(append([]byte(nil), current[:len(current)-9]...), "garbage!!"...), true},
	} {
		for _, a := range actions {
			os.Remove(snapPath)
			if c.data != nil {
				os.WriteFile(snapPath, c.data, 0o644)
			}
			got, r := check(a)
			if got != want[a] {
				t.Errorf("%s snapshot, %q: %s, want %s", name, a, got, want[a])
			}
			if warned := strings.Contains(r.stderr, "snapshot"); warned != c.warn {
				t.Errorf("%s snapshot: stderr %q (warning expected: %v)", name, r.stderr, c.warn)
			}
			if again, _ := os.ReadFile(snapPath); !bytes.Equal(again, current) {
				t.Errorf("%s snapshot: the store path did not write the current snapshot again", name)
			}
		}
	}
}
