package main

import (
	"bytes"
	"context"
	"encoding/base64"
	"encoding/json"
	"flag"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/loopd-dev/loopd/internal/export"
	"github.com/loopd-dev/loopd/internal/model"
	"github.com/loopd-dev/loopd/internal/toon"
)

var updateGolden = flag.Bool("update", false, "rewrite the golden files in testdata/")

// cliResult is one run of the CLI.
type cliResult struct {
	stdout, stderr string
	code           int
}

// requireCommands fails when keys, export, import or context are not
// registered in rootCommand, so these tests never pass by skipping.
func requireCommands(t testing.TB) {
	t.Helper()
	root := (&app{getenv: func(string) string { return "" }}).rootCommand()
	for _, name := range []string{"keys", "export", "import", "context"} {
		c, _, err := root.Find([]string{name})
		if err != nil || c == root || c.Name() != name {
			t.Fatalf("command %q is not registered in rootCommand (app.go's AddCommand list)", name)
		}
	}
}

// cli runs the CLI in-process through run, as main does.
func cli(t testing.TB, args ...string) cliResult {
	t.Helper()
	var out, errb bytes.Buffer
	code := run(context.Background(), args, strings.NewReader(""), &out, &errb)
	return cliResult{stdout: out.String(), stderr: errb.String(), code: code}
}

// mustCLI runs the CLI and fails the test unless it exits 0.
func mustCLI(t testing.TB, args ...string) string {
	t.Helper()
	r := cli(t, args...)
	if r.code != 0 {
		t.Fatalf("loopd %s: exit %d, stderr:\n%s", strings.Join(args, " "), r.code, r.stderr)
	}
	return r.stdout
}

// newExportWorkspace initializes a workspace in a temporary directory.
func newExportWorkspace(t testing.TB) string {
	t.Helper()
	requireCommands(t)
	dir := t.TempDir()
	mustCLI(t, "--workspace", dir, "init")
	return dir
}

func addTestRule(t testing.TB, ws, typ, category, text string) string {
	t.Helper()
	var got struct{ ID string }
	out := mustCLI(t, "--workspace", ws, "--json", "rules", "add", "--type", typ, "--category", category, "--", text)
	if err := json.Unmarshal([]byte(out), &got); err != nil || got.ID == "" {
		t.Fatalf("rules add --json printed %q, want {\"id\": ...}", out)
	}
	return got.ID
}

func listTestRules(t testing.TB, ws string) []model.Rule {
	t.Helper()
	var rs []model.Rule
	out := mustCLI(t, "--workspace", ws, "--json", "rules", "list", "--all")
	if err := json.Unmarshal([]byte(out), &rs); err != nil {
		t.Fatalf("rules list --json: %v\n%s", err, out)
	}
	return rs
}

func keysDir(ws string) string { return filepath.Join(ws, "memory", "learning", "keys") }

// trust copies from's public key into to's trusted keys as name.pub.
func trust(t testing.TB, to, from, name string) {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(keysDir(from), export.PublicKeyFile))
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(keysDir(to), export.TrustedDir, name+".pub"), data, 0o644); err != nil {
		t.Fatal(err)
	}
}

func exportTo(t testing.TB, ws, path string, extra ...string) exportResult {
	t.Helper()
	args := append([]string{"--workspace", ws, "--json", "export", "-o", path}, extra...)
	var res exportResult
	out := mustCLI(t, args...)
	if err := json.Unmarshal([]byte(out), &res); err != nil {
		t.Fatalf("export --json printed %q: %v", out, err)
	}
	return res
}

func importFile(t testing.TB, ws, path string, extra ...string) (importResult, cliResult) {
	t.Helper()
	args := append([]string{"--workspace", ws, "--json", "import", path}, extra...)
	r := cli(t, args...)
	var res importResult
	if r.code == 0 {
		if err := json.Unmarshal([]byte(r.stdout), &res); err != nil {
			t.Fatalf("import --json printed %q: %v", r.stdout, err)
		}
	}
	return res, r
}

// agentA is a workspace with three rules, exported to a signed file.
type agentA struct {
	ws, file string
	res      exportResult
}

func newAgentA(t testing.TB) agentA {
	t.Helper()
	ws := newExportWorkspace(t)
	if err := os.WriteFile(filepath.Join(ws, "loopd.yaml"), []byte("export:\n  agent_handle: agent-a\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	addTestRule(t, ws, "NEVER", "git", "Never force-push to main")
	addTestRule(t, ws, "MUST", "test", "Always run the tests before committing")
	addTestRule(t, ws, "PREFER", "shell", "Prefer rg over grep, for speed")
	file := filepath.Join(t.TempDir(), "a.json")
	return agentA{ws: ws, file: file, res: exportTo(t, ws, file)}
}

func TestExportWritesSignedBundle(t *testing.T) {
	a := newAgentA(t)
	if a.res.Rules != 3 || a.res.Path != a.file || a.res.Signature != a.file+".minisig" {
		t.Fatalf("export --json = %+v, want 3 rules in %s with %s.minisig", a.res, a.file, a.file)
	}
	data, err := os.ReadFile(a.file)
	if err != nil {
		t.Fatal(err)
	}
	sig, err := os.ReadFile(a.res.Signature)
	if err != nil {
		t.Fatal(err)
	}
	pub, err := export.LoadPublicKey(filepath.Join(keysDir(a.ws), export.PublicKeyFile))
	if err != nil {
		t.Fatal(err)
	}
	b, err := export.Verify(data, sig, []export.PublicKey{pub}, false)
	if err != nil {
		t.Fatalf("Verify(exported file) = %v, want nil", err)
	}
	if b.Metadata.AgentHandle != "agent-a" || b.Metadata.ManifestHash != a.res.ManifestHash || len(b.Rules) != 3 {
		t.Errorf("bundle metadata = %+v with %d rules, want agent-a, manifest %s, 3 rules", b.Metadata, len(b.Rules), a.res.ManifestHash)
	}
	if !strings.Contains(string(sig), "manifest_hash:"+a.res.ManifestHash) {
		t.Errorf("signature's trusted comment does not name the manifest hash:\n%s", sig)
	}

	t.Run("default path", func(t *testing.T) {
		res := exportTo(t, a.ws, "")
		want := filepath.Join(a.ws, "memory", "learning", "exports", "rules-agent-a-????-??-??.json")
		if ok, _ := filepath.Match(want, res.Path); !ok {
			t.Errorf("export path = %s, want %s", res.Path, want)
		}
		if _, err := os.Stat(res.Signature); err != nil {
			t.Errorf("no signature beside the default export: %v", err)
		}
	})
	t.Run("filters", func(t *testing.T) {
		if got := exportTo(t, a.ws, filepath.Join(t.TempDir(), "c.json"), "--category", "git").Rules; got != 1 {
			t.Errorf("export --category git: %d rules, want 1", got)
		}
		if got := exportTo(t, a.ws, filepath.Join(t.TempDir(), "m.json"), "--min-confidence", "0.95").Rules; got != 0 {
			t.Errorf("export --min-confidence 0.95: %d rules, want 0 (rules added by hand start at 0.9)", got)
		}
	})
}

// TestExportVerifiesWithStockMinisign checks the signature with the C
// minisign tool, as a user would.
func TestExportVerifiesWithStockMinisign(t *testing.T) {
	bin, err := exec.LookPath("minisign")
	if err != nil {
		t.Skip("minisign not on PATH (apt-get install minisign); CI installs it")
	}
	a := newAgentA(t)
	out, err := exec.Command(bin, "-Vm", a.file, "-p", filepath.Join(keysDir(a.ws), export.PublicKeyFile)).CombinedOutput()
	if err != nil {
		t.Fatalf("minisign -Vm %s: %v\n%s", a.file, err, out)
	}
	if !strings.Contains(string(out), "manifest_hash:"+a.res.ManifestHash) {
		t.Errorf("minisign output does not show the trusted comment with the manifest hash:\n%s", out)
	}
	// And it refuses a changed file.
	data, _ := os.ReadFile(a.file)
	if err := os.WriteFile(a.file, bytes.Replace(data, []byte("main"), []byte("main!"), 1), 0o644); err != nil {
		t.Fatal(err)
	}
	if out, err := exec.Command(bin, "-Vm", a.file, "-p", filepath.Join(keysDir(a.ws), export.PublicKeyFile)).CombinedOutput(); err == nil {
		t.Errorf("minisign verified a tampered file:\n%s", out)
	}
}

func TestImportRoundTrip(t *testing.T) {
	a := newAgentA(t)
	b := newExportWorkspace(t)
	addTestRule(t, b, "CHECK", "deploy", "Check the release notes before deploying")
	trust(t, b, a.ws, "agent-a")

	res, r := importFile(t, b, a.file)
	if r.code != 0 {
		t.Fatalf("import: exit %d: %s", r.code, r.stderr)
	}
	if res.New != 3 || res.Merged+res.Flagged+res.Skipped != 0 || res.SourceAgent != "agent-a" || res.SignedBy == "" {
		t.Fatalf("import = %+v, want 3 new from agent-a, signed", res)
	}
	rs := listTestRules(t, b)
	if len(rs) != 4 {
		t.Fatalf("B holds %d rules after import, want 4", len(rs))
	}
	byOrig := map[string]model.Rule{}
	for _, r := range rs[1:] {
		byOrig[r.OriginalID] = r
	}
	for _, orig := range []string{"R-001", "R-002", "R-003"} {
		r, ok := byOrig[orig]
		if !ok {
			t.Fatalf("no rule with _original_id %s in B: %+v", orig, rs)
		}
		if r.SourceAgent != "agent-a" || r.ConfidenceScore != 0.7 || r.ReviewFlagged || r.ID == orig {
			t.Errorf("imported %s = %+v, want a new local id, source agent-a, confidence 0.7, not flagged", orig, r)
		}
	}
	if got := byOrig["R-001"].ID; got != "R-002" {
		t.Errorf("A's R-001 became %s in B, want R-002 (next free id)", got)
	}
	view, err := os.ReadFile(filepath.Join(b, "memory", "learning", "rules.json"))
	if err != nil || !strings.Contains(string(view), "Prefer rg over grep") {
		t.Errorf("rules.json view was not rewritten with the imported rules (err %v)", err)
	}

	t.Run("twice adds nothing", func(t *testing.T) {
		before := listTestRules(t, b)
		res, r := importFile(t, b, a.file)
		if r.code != 0 {
			t.Fatalf("second import: exit %d: %s", r.code, r.stderr)
		}
		if res.Skipped != 3 || res.New+res.Merged+res.Flagged != 0 {
			t.Errorf("second import = %+v, want 3 skipped", res)
		}
		if after := listTestRules(t, b); !reflect.DeepEqual(after, before) {
			t.Errorf("second import changed the rules:\nbefore %+v\nafter  %+v", before, after)
		}
	})
	t.Run("a later export of A adds only what is new", func(t *testing.T) {
		addTestRule(t, a.ws, "MUST", "auth", "Always rotate API tokens every 90 days")
		file := filepath.Join(t.TempDir(), "a2.json")
		exportTo(t, a.ws, file)
		res, r := importFile(t, b, file)
		if r.code != 0 {
			t.Fatalf("import: exit %d: %s", r.code, r.stderr)
		}
		if res.New != 1 || res.Skipped != 3 {
			t.Errorf("import of A's second export = %+v, want 1 new, 3 skipped", res)
		}
	})
	t.Run("pubkey flag", func(t *testing.T) {
		c := newExportWorkspace(t) // trusts nobody
		pub := filepath.Join(keysDir(a.ws), export.PublicKeyFile)
		res, r := importFile(t, c, a.file, "--pubkey", pub, "--dry-run")
		if r.code != 0 || res.New != 3 || !res.DryRun {
			t.Fatalf("import --pubkey FILE --dry-run: exit %d %+v: %s", r.code, res, r.stderr)
		}
		if n := len(listTestRules(t, c)); n != 0 {
			t.Errorf("--dry-run stored %d rules, want 0", n)
		}
		k, _ := export.LoadPublicKey(pub)
		if _, r := importFile(t, c, a.file, "--pubkey", k.String()); r.code != 0 {
			t.Fatalf("import --pubkey BASE64: exit %d: %s", r.code, r.stderr)
		}
		if n := len(listTestRules(t, c)); n != 3 {
			t.Errorf("after import --pubkey, C holds %d rules, want 3", n)
		}
	})
}

func TestImportMergesAndFlags(t *testing.T) {
	a := newAgentA(t)
	b := newExportWorkspace(t)
	prefer := addTestRule(t, b, "PREFER", "git", "Prefer force-push to main")
	tests := addTestRule(t, b, "MUST", "test", "Always run tests before committing")
	trust(t, b, a.ws, "agent-a")

	res, r := importFile(t, b, a.file)
	if r.code != 0 {
		t.Fatalf("import: exit %d: %s", r.code, r.stderr)
	}
	if res.New != 1 || res.Merged != 1 || res.Flagged != 1 {
		t.Fatalf("import = %+v, want 1 new, 1 merged, 1 flagged", res)
	}
	var flagged, merged importItem
	for _, it := range res.Items {
		switch it.Action {
		case "flagged":
			flagged = it
		case "merge":
			merged = it
		}
	}
	if flagged.OriginalID != "R-001" || flagged.Contradicts != prefer {
		t.Errorf("flagged item = %+v, want A's R-001 contradicting %s", flagged, prefer)
	}
	if merged.OriginalID != "R-002" || merged.LocalID != tests {
		t.Errorf("merged item = %+v, want A's R-002 merged into %s", merged, tests)
	}
	rs := listTestRules(t, b)
	if len(rs) != 4 {
		t.Fatalf("B holds %d rules, want 4 (2 local, 1 new, 1 flagged)", len(rs))
	}
	for _, r := range rs {
		switch {
		case r.ID == flagged.LocalID:
			if !r.ReviewFlagged || r.Type != "NEVER" || r.SourceAgent != "agent-a" {
				t.Errorf("flagged import = %+v, want NEVER from agent-a with review_flagged", r)
			}
		case r.ID == tests:
			if r.ValidationCount != 1 || r.ConfidenceScore != 0.9 {
				t.Errorf("merged-into rule = %+v, want validation_count 1 and confidence kept at 0.9", r)
			}
		}
	}
	res, _ = importFile(t, b, a.file)
	if res.Skipped != 3 {
		t.Errorf("second import = %+v, want 3 skipped (merged and flagged ones too)", res)
	}
	if got := listTestRules(t, b); !reflect.DeepEqual(got, rs) {
		t.Errorf("second import changed the rules")
	}
}

// tamper rewrites a copy of an export file and its signature.
type tamper func(t *testing.T, file, sig []byte) ([]byte, []byte)

func replaceOnce(t *testing.T, data []byte, old, new string) []byte {
	t.Helper()
	if !bytes.Contains(data, []byte(old)) {
		t.Fatalf("%q not found", old)
	}
	return bytes.Replace(data, []byte(old), []byte(new), 1)
}

func TestImportRefusesTamperedFiles(t *testing.T) {
	a := newAgentA(t)
	aKey, err := export.LoadPrivateKey(filepath.Join(keysDir(a.ws), export.PrivateKeyFile))
	if err != nil {
		t.Fatal(err)
	}
	other := newExportWorkspace(t)
	otherKey, err := export.LoadPrivateKey(filepath.Join(keysDir(other), export.PrivateKeyFile))
	if err != nil {
		t.Fatal(err)
	}
	// resign signs the tampered file with A's own (trusted) key, so the
	// signature holds and the hashes must catch the change.
	resign := func(t *testing.T, file []byte) []byte {
		sig, err := export.Sign(file, aKey)
		if err != nil {
			t.Fatal(err)
		}
		return sig
	}
	manifest := a.res.ManifestHash
	flipped := string("0123456789abcdef"[(strings.IndexByte("0123456789abcdef", manifest[0])+1)%16]) + manifest[1:]

	cases := []struct {
		name   string
		tamper tamper
		want   string // in the error sentence
	}{
		{"a byte of a rule", func(t *testing.T, f, s []byte) ([]byte, []byte) {
			return replaceOnce(t, f, "force-push to main", "force-push to maim"), s
		}, "signature"},
		{"a byte of a rule, re-signed", func(t *testing.T, f, s []byte) ([]byte, []byte) {
			f = replaceOnce(t, f, "force-push to main", "force-push to maim")
			return f, resign(t, f)
		}, "rule R-001 has _hash"},
		{"a rule's confidence, re-signed", func(t *testing.T, f, s []byte) ([]byte, []byte) {
			f = replaceOnce(t, f, `"confidence_score": 0.9`, `"confidence_score": 1`)
			return f, resign(t, f)
		}, "rule R-001 has _hash"},
		{"a byte of the manifest", func(t *testing.T, f, s []byte) ([]byte, []byte) {
			return replaceOnce(t, f, manifest, flipped), s
		}, "signature"},
		{"a byte of the manifest, re-signed", func(t *testing.T, f, s []byte) ([]byte, []byte) {
			f = replaceOnce(t, f, manifest, flipped)
			return f, resign(t, f)
		}, "manifest_hash"},
		{"a byte of the signature", func(t *testing.T, f, s []byte) ([]byte, []byte) {
			lines := strings.Split(string(s), "\n")
			raw, err := base64.StdEncoding.DecodeString(lines[1])
			if err != nil {
				t.Fatal(err)
			}
			raw[len(raw)-1] ^= 1 // the Ed25519 signature's last byte
			lines[1] = base64.StdEncoding.EncodeToString(raw)
			return f, []byte(strings.Join(lines, "\n"))
		}, "signature"},
		{"the trusted comment", func(t *testing.T, f, s []byte) ([]byte, []byte) {
			return f, replaceOnce(t, s, "format:", "format: ")
		}, "signature"},
		{"a signature from another key", func(t *testing.T, f, s []byte) ([]byte, []byte) {
			sig, err := export.Sign(f, otherKey)
			if err != nil {
				t.Fatal(err)
			}
			return f, sig
		}, "not among the 1 trusted keys"},
		{"no signature", func(t *testing.T, f, s []byte) ([]byte, []byte) { return f, nil }, "--allow-unsigned"},
		{"not an export", func(t *testing.T, _, _ []byte) ([]byte, []byte) {
			f := []byte(`{"rules": 3}`)
			return f, resign(t, f)
		}, "malformed"},
	}
	b := newExportWorkspace(t)
	addTestRule(t, b, "CHECK", "deploy", "Check the release notes before deploying")
	trust(t, b, a.ws, "agent-a")
	file, _ := os.ReadFile(a.file)
	sig, _ := os.ReadFile(a.res.Signature)
	view := filepath.Join(b, "memory", "learning", "rules.json")
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			f, s := tc.tamper(t, bytes.Clone(file), bytes.Clone(sig))
			path := filepath.Join(t.TempDir(), "x.json")
			if err := os.WriteFile(path, f, 0o644); err != nil {
				t.Fatal(err)
			}
			if s != nil {
				if err := os.WriteFile(path+".minisig", s, 0o644); err != nil {
					t.Fatal(err)
				}
			}
			before, beforeView := listTestRules(t, b), readTestFile(t, view)
			for _, extra := range [][]string{nil, {"--allow-unsigned"}} {
				if tc.name == "no signature" && extra != nil {
					continue // allowed then: its hashes are fine
				}
				_, r := importFile(t, b, path, extra...)
				if r.code != 1 {
					t.Fatalf("import %v of a file with %s: exit %d, want 1; stdout %s", extra, tc.name, r.code, r.stdout)
				}
				msg := strings.TrimSpace(r.stderr)
				if !strings.Contains(msg, "refused") || !strings.Contains(msg, "nothing changed") || !strings.Contains(msg, tc.want) || strings.Count(msg, "\n") != 0 {
					t.Errorf("error = %q, want one line saying refused, nothing changed, and %q", msg, tc.want)
				}
				if r.stdout != "" {
					t.Errorf("stdout = %q, want nothing on a refusal", r.stdout)
				}
			}
			if after := listTestRules(t, b); !reflect.DeepEqual(after, before) {
				t.Errorf("rules changed after a refused import:\nbefore %+v\nafter  %+v", before, after)
			}
			if !bytes.Equal(readTestFile(t, view), beforeView) {
				t.Errorf("rules.json changed after a refused import")
			}
		})
	}
	// The untampered file still imports: the refusals were about the
	// changes, not the setup.
	if res, r := importFile(t, b, a.file); r.code != 0 || res.New != 3 {
		t.Fatalf("import of the original file: exit %d %+v: %s", r.code, res, r.stderr)
	}
}

func readTestFile(t testing.TB, path string) []byte {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return data
}

func TestImportLegacySkillExport(t *testing.T) {
	legacy := filepath.Join("testdata", "legacy-skill-export.json")
	tampered := filepath.Join("testdata", "legacy-skill-export-tampered.json")
	b := newExportWorkspace(t)
	local := addTestRule(t, b, "NEVER", "git", "Never force-push to main")

	t.Run("refused without --allow-unsigned", func(t *testing.T) {
		_, r := importFile(t, b, legacy)
		if r.code != 1 || !strings.Contains(r.stderr, "--allow-unsigned") {
			t.Fatalf("import of an unsigned skill export: exit %d, stderr %q; want 1 and a hint about --allow-unsigned", r.code, r.stderr)
		}
		if n := len(listTestRules(t, b)); n != 1 {
			t.Errorf("B holds %d rules after a refused import, want 1", n)
		}
	})
	t.Run("tampered refused even with --allow-unsigned", func(t *testing.T) {
		_, r := importFile(t, b, tampered, "--allow-unsigned")
		if r.code != 1 || !strings.Contains(r.stderr, "rule R-002 has _hash") {
			t.Fatalf("import of a tampered skill export: exit %d, stderr %q; want 1 naming rule R-002", r.code, r.stderr)
		}
		if n := len(listTestRules(t, b)); n != 1 {
			t.Errorf("B holds %d rules after a refused import, want 1", n)
		}
	})
	t.Run("accepted with --allow-unsigned", func(t *testing.T) {
		res, r := importFile(t, b, legacy, "--allow-unsigned")
		if r.code != 0 {
			t.Fatalf("import --allow-unsigned: exit %d: %s", r.code, r.stderr)
		}
		if !res.Legacy || res.SignedBy != "" || res.SourceAgent != "skill-agent" || res.New != 2 || res.Merged != 1 {
			t.Fatalf("import = %+v, want a legacy file from skill-agent: 2 new, 1 merged into %s", res, local)
		}
		rs := listTestRules(t, b)
		if len(rs) != 3 {
			t.Fatalf("B holds %d rules, want 3", len(rs))
		}
		for _, r := range rs[1:] {
			if r.SourceAgent != "skill-agent" || r.ConfidenceScore != 0.7 || (r.OriginalID != "R-002" && r.OriginalID != "R-007") {
				t.Errorf("imported rule %+v, want from skill-agent at 0.7 with _original_id R-002 or R-007", r)
			}
		}
		res, _ = importFile(t, b, legacy, "--allow-unsigned")
		if res.Skipped != 3 {
			t.Errorf("second import = %+v, want 3 skipped", res)
		}
	})
}

func TestKeys(t *testing.T) {
	a := newExportWorkspace(t)
	b := newExportWorkspace(t)
	trust(t, a, b, "peer-b")
	var rep keysReport
	if err := json.Unmarshal([]byte(mustCLI(t, "--workspace", a, "--json", "keys")), &rep); err != nil {
		t.Fatal(err)
	}
	pub, err := export.LoadPublicKey(filepath.Join(keysDir(a), export.PublicKeyFile))
	if err != nil {
		t.Fatal(err)
	}
	peer, _ := export.LoadPublicKey(filepath.Join(keysDir(b), export.PublicKeyFile))
	if rep.PublicKey != pub.String() || rep.KeyID != pub.ID() || rep.Path != pub.Path {
		t.Errorf("keys --json = %+v, want key %s id %s at %s", rep, pub.String(), pub.ID(), pub.Path)
	}
	if len(rep.Trusted) != 1 || rep.Trusted[0].KeyID != peer.ID() || filepath.Base(rep.Trusted[0].Path) != "peer-b.pub" {
		t.Errorf("keys --json trusted = %+v, want peer-b.pub with id %s", rep.Trusted, peer.ID())
	}
	text := mustCLI(t, "--workspace", a, "keys")
	want, _ := pub.MarshalText()
	if !strings.HasPrefix(text, string(want)) || !strings.Contains(text, "keys/trusted/NAME.pub") {
		t.Errorf("keys printed:\n%s\nwant the minisign public key file first and how to trust a peer", text)
	}
	priv := readTestFile(t, filepath.Join(keysDir(a), export.PrivateKeyFile))
	if strings.Contains(text, strings.Split(string(priv), "\n")[1]) {
		t.Errorf("keys printed the private key")
	}
	if r := cli(t, "--workspace", t.TempDir(), "keys"); r.code != 1 || !strings.Contains(r.stderr, "loopd init") {
		t.Errorf("keys on a missing workspace: exit %d, stderr %q; want 1 and a hint to run loopd init", r.code, r.stderr)
	}
}

// contextWorkspace holds rules at two confidences: three local (0.9) and
// two imported (0.7), one of them in another category.
func contextWorkspace(t *testing.T) string {
	t.Helper()
	a := newExportWorkspace(t)
	if err := os.WriteFile(filepath.Join(a, "loopd.yaml"), []byte("export:\n  agent_handle: peer\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	addTestRule(t, a, "CHECK", "deploy", "Check the release notes before deploying")
	addTestRule(t, a, "PREFER", "shell", "Prefer rg over grep, for speed")
	file := filepath.Join(t.TempDir(), "a.json")
	exportTo(t, a, file)
	b := newExportWorkspace(t)
	addTestRule(t, b, "NEVER", "git", "Never force-push to main")
	addTestRule(t, b, "MUST", "test", `Always run "go test ./..." before committing`)
	addTestRule(t, b, "NEVER", "social", "Never post: without approval")
	if _, r := importFile(t, b, file, "--pubkey", filepath.Join(keysDir(a), export.PublicKeyFile)); r.code != 0 {
		t.Fatalf("import: %s", r.stderr)
	}
	return b
}

func TestContext(t *testing.T) {
	ws := contextWorkspace(t)
	for _, format := range []string{"toon", "json", "md"} {
		t.Run(format, func(t *testing.T) {
			got := mustCLI(t, "--workspace", ws, "context", "--format", format)
			golden := filepath.Join("testdata", "context."+format)
			if *updateGolden {
				if err := os.WriteFile(golden, []byte(got), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			if want := string(readTestFile(t, golden)); got != want {
				t.Errorf("context --format %s =\n%s\nwant (%s)\n%s", format, got, golden, want)
			}
		})
	}
	t.Run("order limit category", func(t *testing.T) {
		var got []contextRule
		if err := json.Unmarshal([]byte(mustCLI(t, "--workspace", ws, "--json", "context", "--limit", "4")), &got); err != nil {
			t.Fatal(err)
		}
		ids := []string{}
		for _, r := range got {
			ids = append(ids, r.ID)
		}
		if want := []string{"R-001", "R-002", "R-003", "R-004"}; !reflect.DeepEqual(ids, want) {
			t.Errorf("context --limit 4 ids = %v, want %v (0.9 ones by id, then the 0.7 ones)", ids, want)
		}
		got = nil
		if err := json.Unmarshal([]byte(mustCLI(t, "--workspace", ws, "context", "--format", "json", "--category", "shell")), &got); err != nil {
			t.Fatal(err)
		}
		if len(got) != 1 || got[0].Category != "shell" {
			t.Errorf("context --category shell = %+v, want the one shell rule", got)
		}
	})
	t.Run("retired rules left out", func(t *testing.T) {
		mustCLI(t, "--workspace", ws, "rules", "retire", "R-001")
		out := mustCLI(t, "--workspace", ws, "context")
		if strings.Contains(out, "R-001") || !strings.HasPrefix(out, "rules[4]{id,type,category,rule}:") {
			t.Errorf("context after retiring R-001 =\n%s\nwant 4 rules without R-001", out)
		}
	})
	t.Run("bad flags", func(t *testing.T) {
		if r := cli(t, "--workspace", ws, "context", "--format", "yaml"); r.code != 1 || !strings.Contains(r.stderr, "--format") {
			t.Errorf("context --format yaml: exit %d, stderr %q; want 1 naming --format", r.code, r.stderr)
		}
	})
}

// toonDecoder returns a command that reads TOON on stdin and prints
// JSON: $LOOPD_TOON_DECODER (the @toon-format/cli binary) or npx.
func toonDecoder(t *testing.T) func(ctx context.Context) *exec.Cmd {
	t.Helper()
	if bin := os.Getenv("LOOPD_TOON_DECODER"); bin != "" {
		return func(ctx context.Context) *exec.Cmd { return exec.CommandContext(ctx, bin, "--decode") }
	}
	if testing.Short() {
		t.Skip("-short and no LOOPD_TOON_DECODER: skipping the reference decoder round trip")
	}
	npx, err := exec.LookPath("npx")
	if err != nil {
		t.Skip("no LOOPD_TOON_DECODER and no npx: cannot run the reference TOON decoder")
	}
	if out, err := exec.Command(npx, "--yes", "@toon-format/cli", "--version").CombinedOutput(); err != nil {
		t.Skipf("cannot run @toon-format/cli through npx: %v\n%s", err, out)
	}
	return func(ctx context.Context) *exec.Cmd {
		return exec.CommandContext(ctx, npx, "--yes", "@toon-format/cli", "--decode")
	}
}

// TestContextReferenceDecoderRoundTrip decodes `context --format toon`
// with the reference decoder and compares with `context --format json`.
func TestContextReferenceDecoderRoundTrip(t *testing.T) {
	decoder := toonDecoder(t)
	ws := contextWorkspace(t)
	// Rules whose text needs TOON's quoting and escaping.
	for _, text := range []string{
		`Never run "rm -rf /" or rm -rf ~`, "Prefer tabs\tover spaces: always", "Check 1.5 before - or [x] {y} #z",
		"Must answer in 日本語 when asked", `Never echo back\slash`, "true", "42", "  padded  ", "-dash first",
	} {
		addTestRule(t, ws, "CHECK", "quoting", text)
	}
	doc := mustCLI(t, "--workspace", ws, "context", "--format", "toon")
	js := mustCLI(t, "--workspace", ws, "context", "--format", "json")

	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	cmd := decoder(ctx)
	cmd.Stdin = strings.NewReader(doc)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("reference decoder: %v\n%s\ninput:\n%s", err, stderr.String(), doc)
	}
	var decoded struct {
		Rules []map[string]any `json:"rules"`
	}
	if err := json.Unmarshal(out, &decoded); err != nil {
		t.Fatalf("decoder output is not JSON: %v\n%s", err, out)
	}
	var want []map[string]any
	if err := json.Unmarshal([]byte(js), &want); err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(decoded.Rules, want) {
		t.Errorf("decode(context --format toon) =\n%v\nwant context --format json =\n%v", decoded.Rules, want)
	}
	compact, _ := json.Marshal(want)
	t.Logf("%d rules: TOON %d bytes, compact JSON %d bytes (%.1f%% smaller)", len(want), len(doc), len(compact), 100*(1-float64(len(doc))/float64(len(compact))))
}

func TestContextRulesOrder(t *testing.T) {
	rs := []model.Rule{
		{ID: "R-10", ConfidenceScore: 0.5}, {ID: "R-2", ConfidenceScore: 0.5}, {ID: "R-1", ConfidenceScore: 0.9, Status: model.StatusRetired},
		{ID: "R-3", ConfidenceScore: 0.8, Category: "x"}, {ID: "R-4", ConfidenceScore: 0.95},
	}
	tests := []struct {
		name     string
		category string
		limit    int
		want     []string
	}{
		{"all", "", 0, []string{"R-4", "R-3", "R-2", "R-10"}},
		{"limit", "", 2, []string{"R-4", "R-3"}},
		{"category", "x", 0, []string{"R-3"}},
		{"limit above count", "", 9, []string{"R-4", "R-3", "R-2", "R-10"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var got []string
			for _, r := range contextRules(rs, tc.category, tc.limit) {
				got = append(got, r.ID)
			}
			if !reflect.DeepEqual(got, tc.want) {
				t.Errorf("contextRules(%q, %d) = %v, want %v", tc.category, tc.limit, got, tc.want)
			}
		})
	}
}

// TestContextEmpty: a workspace without rules prints an empty table that
// still decodes to an empty array.
func TestContextEmpty(t *testing.T) {
	ws := newExportWorkspace(t)
	if got, want := mustCLI(t, "--workspace", ws, "context"), "rules[0]{id,type,category,rule}:\n"; got != want {
		t.Errorf("context on an empty workspace = %q, want %q", got, want)
	}
	if got := strings.TrimSpace(mustCLI(t, "--workspace", ws, "context", "--format", "json")); got != "[]" {
		t.Errorf("context --format json on an empty workspace = %q, want []", got)
	}
	want, _ := toon.Rules(nil, toon.Options{})
	if !strings.HasPrefix(mustCLI(t, "--workspace", ws, "context"), want) {
		t.Errorf("context does not print toon.Rules' table")
	}
}

func TestFileSafe(t *testing.T) {
	for in, want := range map[string]string{"agent-a": "agent-a", "my host/x y": "my-host-x-y", "../..": "agent", "": "agent", "é.local": "local"} {
		if got := fileSafe(in); got != want {
			t.Errorf("fileSafe(%q) = %q, want %q", in, got, want)
		}
	}
}

// TestEndToEndShareRules builds the real binary and shares rules between
// two agents as a user would: init, rules add, export, minisign -V,
// import (refused until the key is trusted), import again, context.
func TestEndToEndShareRules(t *testing.T) {
	if testing.Short() {
		t.Skip("-short: skipping the end-to-end test that builds the binary")
	}
	requireCommands(t)
	bin := filepath.Join(t.TempDir(), "loopd")
	if out, err := exec.Command("go", "build", "-o", bin, ".").CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	sh := func(ws string, wantCode int, args ...string) string {
		t.Helper()
		cmd := exec.Command(bin, append([]string{"--workspace", ws}, args...)...)
		cmd.Env = append(os.Environ(), "LOOPD_WORKSPACE=", "LOOPD_CONFIG=")
		var stdout, stderr bytes.Buffer
		cmd.Stdout, cmd.Stderr = &stdout, &stderr
		err := cmd.Run()
		code := 0
		if ee, ok := err.(*exec.ExitError); ok {
			code = ee.ExitCode()
		} else if err != nil {
			t.Fatal(err)
		}
		if code != wantCode {
			t.Fatalf("loopd %s: exit %d, want %d; stderr:\n%s", strings.Join(args, " "), code, wantCode, stderr.String())
		}
		if code != 0 {
			return stderr.String()
		}
		return stdout.String()
	}
	a, b := t.TempDir(), t.TempDir()
	sh(a, 0, "init")
	sh(b, 0, "init")
	sh(a, 0, "rules", "add", "--type", "NEVER", "--category", "git", "Never force-push to main")
	sh(a, 0, "rules", "add", "--type", "CHECK", "--category", "infra", "Check free disk space before long jobs")
	var res exportResult
	if err := json.Unmarshal([]byte(sh(a, 0, "--json", "export")), &res); err != nil {
		t.Fatal(err)
	}
	if res.Rules != 2 {
		t.Fatalf("export = %+v, want 2 rules", res)
	}
	pub := filepath.Join(keysDir(a), export.PublicKeyFile)
	if m, err := exec.LookPath("minisign"); err == nil {
		if out, err := exec.Command(m, "-Vm", res.Path, "-p", pub).CombinedOutput(); err != nil {
			t.Fatalf("minisign -Vm %s: %v\n%s", res.Path, err, out)
		}
	} else {
		t.Log("minisign not on PATH: stock verification skipped here (TestExportVerifiesWithStockMinisign covers it in CI)")
	}
	if msg := sh(b, 1, "import", res.Path); !strings.Contains(msg, "not among the 0 trusted keys") {
		t.Errorf("import before trusting A: %q, want a refusal naming the untrusted key", msg)
	}
	trust(t, b, a, "agent-a")
	if out := sh(b, 0, "import", res.Path); !strings.Contains(out, "Imported: 2 new, 0 merged, 0 flagged for review, 0 already imported") {
		t.Errorf("import printed:\n%s\nwant 2 new", out)
	}
	if out := sh(b, 0, "import", res.Path); !strings.Contains(out, "Imported: 0 new, 0 merged, 0 flagged for review, 2 already imported") {
		t.Errorf("second import printed:\n%s\nwant 2 already imported", out)
	}
	if out := sh(b, 0, "context"); !strings.HasPrefix(out, "rules[2]{id,type,category,rule}:\n  R-001,NEVER,git,Never force-push to main\n") {
		t.Errorf("context in B =\n%s", out)
	}
}

// FuzzImportCommand feeds arbitrary files to `loopd import
// --allow-unsigned`: no input panics, and an import that changes the
// workspace's rules is one Verify accepts.
func FuzzImportCommand(f *testing.F) {
	requireCommands(f)
	ws := newExportWorkspace(f)
	addTestRule(f, ws, "NEVER", "git", "Never force-push to main")
	legacy := readTestFile(f, filepath.Join("testdata", "legacy-skill-export.json"))
	f.Add(legacy)
	f.Add(readTestFile(f, filepath.Join("testdata", "legacy-skill-export-tampered.json")))
	own, _ := export.Marshal(export.Build([]model.Rule{
		{ID: "R-001", Type: "MUST", Category: "test", Rule: "Always run the tests", ConfidenceScore: 0.9, Created: "2026-01-01"},
		{ID: "R-002", Type: "PREFER", Category: "git", Rule: "Prefer force-push to main", ConfidenceScore: 0.5},
	}, export.BuildMeta{AgentHandle: "fuzz", ExportedAt: time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC)}))
	f.Add(own)
	f.Add([]byte(`{}`))
	f.Add([]byte(`{"metadata":{"export_format":"learning-loop-rules","manifest_hash":"e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"},"rules":[]}`))
	f.Add([]byte("\xff\xfe not json"))
	dir := f.TempDir()
	view := filepath.Join(ws, "memory", "learning", "rules.json")
	f.Fuzz(func(t *testing.T, data []byte) {
		path := filepath.Join(dir, "in.json")
		if err := os.WriteFile(path, data, 0o644); err != nil {
			t.Fatal(err)
		}
		before, beforeView := listTestRules(t, ws), readTestFile(t, view)
		r := cli(t, "--workspace", ws, "import", "--allow-unsigned", path)
		after := listTestRules(t, ws)
		if r.code != 0 {
			if !reflect.DeepEqual(after, before) || !bytes.Equal(readTestFile(t, view), beforeView) {
				t.Fatalf("a refused import (%s) changed the rules", strings.TrimSpace(r.stderr))
			}
			return
		}
		if _, err := export.Verify(data, nil, nil, true); err != nil {
			t.Fatalf("import accepted a file Verify refuses: %v", err)
		}
	})
}

func TestExportOnce(t *testing.T) {
	ws := newExportWorkspace(t)
	addTestRule(t, ws, "NEVER", "git", "Never force-push to main")
	if err := os.WriteFile(filepath.Join(ws, "loopd.yaml"), []byte("export:\n  agent_handle: nightly\n  dir: shared-out\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	var logs bytes.Buffer
	a := &app{stdout: &bytes.Buffer{}, stderr: &logs, getenv: func(string) string { return "" }}
	a.flags.workspace = ws
	if err := a.load(); err != nil {
		t.Fatal(err)
	}
	defer a.close()
	if err := a.exportOnce(context.Background()); err != nil {
		t.Fatalf("exportOnce: %v", err)
	}
	paths, _ := filepath.Glob(filepath.Join(ws, "shared-out", "rules-nightly-????-??-??.json"))
	if len(paths) != 1 {
		t.Fatalf("exportOnce wrote %v, want one shared-out/rules-nightly-DATE.json", paths)
	}
	path := paths[0]
	pub, _ := export.LoadPublicKey(filepath.Join(keysDir(ws), export.PublicKeyFile))
	b, err := export.Verify(readTestFile(t, path), readTestFile(t, path+".minisig"), []export.PublicKey{pub}, false)
	if err != nil || len(b.Rules) != 1 {
		t.Fatalf("Verify(%s) = %d rules, %v; want 1 rule, verified", path, len(b.Rules), err)
	}
	if !strings.Contains(logs.String(), "exported rules") {
		t.Errorf("exportOnce logged %q, want an \"exported rules\" line", logs.String())
	}
}
