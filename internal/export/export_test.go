package export

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io/fs"
	"log/slog"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"aead.dev/minisign"
	"github.com/loopd-dev/loopd/internal/model"
)

var update = flag.Bool("update", false, "rewrite golden files in testdata/")

// seededReader yields a fixed byte stream so key pairs are reproducible.
type seededReader byte

func (s seededReader) Read(p []byte) (int, error) {
	for i := range p {
		p[i] = byte(s) + byte(i)
	}
	return len(p), nil
}

// mustKeys creates a deterministic key pair in a temp dir and loads it.
func mustKeys(tb testing.TB, seed byte) (dir string, priv PrivateKey, pub PublicKey) {
	tb.Helper()
	dir = tb.TempDir()
	if err := generateKeys(dir, seededReader(seed)); err != nil {
		tb.Fatalf("generateKeys: %v", err)
	}
	priv, err := LoadPrivateKey(filepath.Join(dir, PrivateKeyFile))
	if err != nil {
		tb.Fatalf("LoadPrivateKey: %v", err)
	}
	pub, err = LoadPublicKey(filepath.Join(dir, PublicKeyFile))
	if err != nil {
		tb.Fatalf("LoadPublicKey: %v", err)
	}
	return dir, priv, pub
}

var exportedAt = time.Date(2026, 2, 11, 10, 30, 0, 0, time.UTC)

func testRules() []model.Rule {
	return []model.Rule{
		{ID: "R-001", Type: "NEVER", Category: "social", Rule: "Never post to moltbook without explicit approval", Reason: "Greg said \"ask first\" <twice> & more", Created: "2026-01-20", SourceLesson: "L-003", Violations: 2, ConfidenceScore: 0.9, LastValidated: "2026-02-10", ValidationCount: 3},
		{ID: "R-002", Type: "CHECK", Category: "social", Rule: "Check every link in a post before sharing it on twitter", Reason: "broken links", Created: "2026-01-22", SourceLesson: "L-004", ConfidenceScore: 0.62, ValidationCount: 0},
		{ID: "R-003", Type: "MUST", Category: "shell", Rule: "Always quote variables in bash scripts", Reason: "café 🚀", Created: "2026-01-25", SourceLesson: "L-007", ConfidenceScore: 1, LastValidated: "2026-01-25", ValidationCount: 1},
		{ID: "R-004", Type: "PREFER", Category: "memory", Rule: "Prefer writing decisions to MEMORY.md", Created: "2026-01-26", ConfidenceScore: 1e-7},
		{ID: "R-005", Type: "NEVER", Category: "shell", Rule: "Never run rm -rf on unset variables", Created: "2026-01-27", Status: model.StatusRetired, ConfidenceScore: 0.4},
	}
}

func buildFile(tb testing.TB, rules []model.Rule) []byte {
	tb.Helper()
	file, err := Marshal(Build(rules, BuildMeta{AgentHandle: "moltbot", ExportedAt: exportedAt, SourceWorkspace: "/home/agent"}))
	if err != nil {
		tb.Fatalf("Marshal: %v", err)
	}
	return file
}

func mustSign(tb testing.TB, file []byte, key PrivateKey) []byte {
	tb.Helper()
	sig, err := Sign(file, key)
	if err != nil {
		tb.Fatalf("Sign: %v", err)
	}
	return sig
}

func TestGenerateKeys(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "keys")
	if err := GenerateKeys(dir); err != nil {
		t.Fatalf("GenerateKeys(%s): %v", dir, err)
	}
	st, err := os.Stat(filepath.Join(dir, PrivateKeyFile))
	if err != nil {
		t.Fatal(err)
	}
	if got := st.Mode().Perm(); got != 0o600 {
		t.Errorf("loopd.key mode = %o, want 600", got)
	}
	priv, err := LoadPrivateKey(filepath.Join(dir, PrivateKeyFile))
	if err != nil {
		t.Fatal(err)
	}
	pub, err := LoadPublicKey(filepath.Join(dir, PublicKeyFile))
	if err != nil {
		t.Fatal(err)
	}
	if priv.ID() != pub.ID() || priv.Public().String() != pub.String() {
		t.Errorf("private key %s does not match public key %s", priv.ID(), pub.ID())
	}
	pubText, _ := os.ReadFile(filepath.Join(dir, PublicKeyFile))
	if !strings.HasPrefix(string(pubText), "untrusted comment: minisign public key: "+pub.ID()+"\n") {
		t.Errorf("loopd.pub = %q, want minisign's public key format", pubText)
	}
	if err := GenerateKeys(dir); !errors.Is(err, fs.ErrExist) {
		t.Errorf("second GenerateKeys error = %v, want fs.ErrExist", err)
	}
	if again, _ := LoadPublicKey(filepath.Join(dir, PublicKeyFile)); again.String() != pub.String() {
		t.Errorf("second GenerateKeys replaced the key")
	}
}

// TestPrivateKeyNeverPrinted checks that no common output path reveals
// the secret key material.
func TestPrivateKeyNeverPrinted(t *testing.T) {
	dir, priv, _ := mustKeys(t, 7)
	keyText, _ := os.ReadFile(filepath.Join(dir, PrivateKeyFile))
	secret := strings.TrimSpace(strings.SplitN(string(keyText), "\n", 2)[1])
	var logs bytes.Buffer
	slog.New(slog.NewJSONHandler(&logs, nil)).Info("key", "k", priv)
	outputs := []string{
		fmt.Sprint(priv), fmt.Sprintf("%v %+v %#v %s %x %q", priv, priv, priv, priv, priv, priv),
		fmt.Sprintf("%+v", struct{ K PrivateKey }{priv}), logs.String(),
	}
	for _, out := range outputs {
		if strings.Contains(out, secret[20:60]) || !strings.Contains(out, "redacted") {
			t.Errorf("output %q reveals the key or lacks the redaction", out)
		}
	}
	if _, err := json.Marshal(priv); err == nil {
		t.Error("json.Marshal(private key) succeeded, want an error")
	}
}

func TestLoadTrusted(t *testing.T) {
	keysDir := t.TempDir()
	if got, err := LoadTrusted(keysDir); err != nil || len(got) != 0 {
		t.Fatalf("LoadTrusted(no trusted dir) = %v, %v; want none, nil", got, err)
	}
	_, _, a := mustKeys(t, 1)
	_, _, b := mustKeys(t, 2)
	trusted := filepath.Join(keysDir, TrustedDir)
	if err := os.MkdirAll(trusted, 0o700); err != nil {
		t.Fatal(err)
	}
	for name, k := range map[string]PublicKey{"b.pub": b, "a.pub": a} {
		text, _ := k.MarshalText()
		if err := os.WriteFile(filepath.Join(trusted, name), text, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	_ = os.WriteFile(filepath.Join(trusted, "notes.txt"), []byte("ignored"), 0o644)
	got, err := LoadTrusted(keysDir)
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 2 || got[0].ID() != a.ID() || got[1].ID() != b.ID() {
		t.Fatalf("LoadTrusted = %v, want keys %s, %s in name order", got, a.ID(), b.ID())
	}
	_ = os.WriteFile(filepath.Join(trusted, "bad.pub"), []byte("not a key"), 0o644)
	if _, err := LoadTrusted(keysDir); err == nil || !strings.Contains(err.Error(), "bad.pub") {
		t.Errorf("LoadTrusted with a bad key: error %v, want one naming bad.pub", err)
	}
}

func TestCanonicalRuleJSON(t *testing.T) {
	r := testRules()[0]
	want := `{"category":"social","confidence_score":0.9,"created":"2026-01-20","id":"R-001","last_validated":"2026-02-10","reason":"Greg said \"ask first\" <twice> & more","rule":"Never post to moltbook without explicit approval","source_lesson":"L-003","type":"NEVER","validation_count":3}`
	if got := string(CanonicalRuleJSON(r)); got != want {
		t.Errorf("CanonicalRuleJSON =\n%s\nwant\n%s", got, want)
	}
	sum := sha256.Sum256([]byte(want))
	if got := RuleHash(r); got != hex.EncodeToString(sum[:]) {
		t.Errorf("RuleHash = %s, want sha256 of the canonical text", got)
	}
	r4 := testRules()[3]
	if got := string(CanonicalRuleJSON(r4)); !strings.Contains(got, `"confidence_score":1e-7`) || !strings.Contains(got, `"last_validated":""`) {
		t.Errorf("CanonicalRuleJSON(R-004) = %s, want Go number form 1e-7 and an empty last_validated", got)
	}
	// Fields outside the hashed set do not change the hash.
	r.Violations, r.ReviewFlagged, r.Status = 99, true, model.StatusRetired
	if RuleHash(r) != RuleHash(testRules()[0]) {
		t.Error("RuleHash changed with a field it does not cover")
	}
}

func TestManifestHash(t *testing.T) {
	tests := []struct {
		in   []string
		want string
	}{
		{nil, "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"},
		{[]string{"a", "b"}, sha("a\nb")},
	}
	for _, tc := range tests {
		if got := ManifestHash(tc.in); got != tc.want {
			t.Errorf("ManifestHash(%q) = %s, want %s", tc.in, got, tc.want)
		}
	}
}

func sha(s string) string {
	sum := sha256.Sum256([]byte(s))
	return hex.EncodeToString(sum[:])
}

func TestBuild(t *testing.T) {
	b := Build(testRules(), BuildMeta{AgentHandle: "moltbot", ExportedAt: exportedAt.In(time.FixedZone("X", 3600)), SourceWorkspace: "/w"})
	m := b.Metadata
	if m.ExportFormat != ExportFormat || m.ExportVersion != ExportVersion || m.ExportedAt != "2026-02-11T10:30:00Z" {
		t.Errorf("metadata = %+v, want format/version constants and UTC time", m)
	}
	if m.TotalRulesInSource != 4 || m.ExportedRulesCount != 4 || len(b.Rules) != 4 {
		t.Errorf("counts = %d in source, %d exported, %d rules; want 4, 4, 4 (retired R-005 left out)", m.TotalRulesInSource, m.ExportedRulesCount, len(b.Rules))
	}
	if m.FilterApplied || m.FilterCategory != nil {
		t.Errorf("filter = %v %v, want none", m.FilterApplied, m.FilterCategory)
	}
	if got := b.Statistics.Categories; got["social"] != 2 || got["shell"] != 1 || got["memory"] != 1 {
		t.Errorf("categories = %v", got)
	}
	if got := b.Statistics.RuleTypes; got["NEVER"] != 1 || got["CHECK"] != 1 || got["MUST"] != 1 || got["PREFER"] != 1 {
		t.Errorf("rule_types = %v", got)
	}
	if got, want := b.Statistics.AvgConfidence, 0.63; got != want {
		t.Errorf("avg_confidence = %v, want %v", got, want)
	}
	hashes := []string{}
	for _, r := range b.Rules {
		if r.OriginalID != r.ID || r.Hash != RuleHash(r.ModelRule()) {
			t.Errorf("rule %s: _original_id %s, _hash %s", r.ID, r.OriginalID, r.Hash)
		}
		hashes = append(hashes, r.Hash)
	}
	if m.ManifestHash != ManifestHash(hashes) {
		t.Errorf("manifest_hash = %s, want ManifestHash of the rule hashes", m.ManifestHash)
	}

	f := Build(testRules(), BuildMeta{AgentHandle: "moltbot", ExportedAt: exportedAt, Category: "social"})
	if !f.Metadata.FilterApplied || f.Metadata.FilterCategory == nil || *f.Metadata.FilterCategory != "social" || len(f.Rules) != 2 || f.Metadata.TotalRulesInSource != 4 {
		t.Errorf("category filter: %+v with %d rules, want social only (2 of 4)", f.Metadata, len(f.Rules))
	}
	empty := Build(nil, BuildMeta{})
	if data, err := Marshal(empty); err != nil || !bytes.Contains(data, []byte(`"rules": []`)) {
		t.Errorf("Marshal(empty bundle) = %s, %v; want an empty rules array", data, err)
	}
}

func TestMarshalGolden(t *testing.T) {
	got := buildFile(t, testRules())
	golden := filepath.Join("testdata", "export.golden.json")
	if *update {
		if err := os.WriteFile(golden, got, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(golden)
	if err != nil {
		t.Fatalf("read golden (run with -update to create it): %v", err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("Marshal output differs from %s:\n%s", golden, got)
	}
	if again := buildFile(t, testRules()); !bytes.Equal(again, got) {
		t.Error("Marshal is not deterministic")
	}
}

func TestSignVerifyRoundTrip(t *testing.T) {
	_, priv, pub := mustKeys(t, 1)
	file := buildFile(t, testRules())
	sig := mustSign(t, file, priv)
	if !strings.Contains(string(sig), "trusted comment: format:learning-loop-rules\tversion:1.4.0\tmanifest_hash:") {
		t.Errorf("signature's trusted comment = %q, want format, version and manifest hash", sig)
	}
	b, err := Verify(file, sig, []PublicKey{pub}, false)
	if err != nil {
		t.Fatalf("Verify: %v", err)
	}
	if b.Legacy || b.SignedBy != pub.ID() || len(b.Rules) != 4 || b.Metadata.AgentHandle != "moltbot" {
		t.Errorf("Verify = legacy %v, signed by %q, %d rules, agent %q", b.Legacy, b.SignedBy, len(b.Rules), b.Metadata.AgentHandle)
	}
	if got := b.Rules[0].ModelRule(); got.Rule != testRules()[0].Rule || got.Reason != testRules()[0].Reason {
		t.Errorf("round-tripped rule = %+v", got)
	}
	if b.Statistics.RuleTypes["NEVER"] != 1 {
		t.Errorf("statistics = %+v", b.Statistics)
	}
	if _, err := Sign(file, PrivateKey{}); err == nil {
		t.Error("Sign with a zero key succeeded")
	}
	if _, err := Sign([]byte("not json"), priv); err == nil {
		t.Error("Sign of a non-JSON file succeeded")
	}
}

// replaceOnce returns s with the first old replaced by new, failing the
// test when old is absent.
func replaceOnce(tb testing.TB, s []byte, old, new string) []byte {
	tb.Helper()
	if !bytes.Contains(s, []byte(old)) {
		tb.Fatalf("%q not found", old)
	}
	return bytes.Replace(s, []byte(old), []byte(new), 1)
}

func TestVerifyRefuses(t *testing.T) {
	_, priv, pub := mustKeys(t, 1)
	_, otherPriv, otherPub := mustKeys(t, 2)
	file := buildFile(t, testRules())
	sig := mustSign(t, file, priv)
	trusted := []PublicKey{pub}

	ruleTampered := replaceOnce(t, file, "moltbook", "moltbooK")
	b := Build(testRules(), BuildMeta{AgentHandle: "moltbot", ExportedAt: exportedAt, SourceWorkspace: "/home/agent"})
	manifestTampered := replaceOnce(t, file, b.Metadata.ManifestHash[:8], "00000000")
	// The signature's base64 line: flip one character of it.
	lines := strings.Split(string(sig), "\n")
	c := lines[1][20]
	lines[1] = lines[1][:20] + string("AB"[boolInt(c == 'A')]) + lines[1][21:]
	sigTampered := []byte(strings.Join(lines, "\n"))
	commentTampered := bytes.Replace(sig, []byte("version:1.4.0"), []byte("version:9.9.9"), 1)

	tests := []struct {
		name          string
		file, sig     []byte
		trusted       []PublicKey
		allowUnsigned bool
		want          error
		wantText      string
	}{
		{"rule byte changed", ruleTampered, sig, trusted, false, ErrBadSignature, "does not match"},
		{"manifest byte changed", manifestTampered, sig, trusted, false, ErrBadSignature, ""},
		{"signature byte changed", file, sigTampered, trusted, false, ErrBadSignature, ""},
		{"trusted comment changed", file, commentTampered, trusted, false, ErrBadSignature, ""},
		{"trusted comment names another manifest", file, minisign.SignWithComments(priv.key, file, "format:learning-loop-rules\tmanifest_hash:deadbeef", "x"), trusted, false, ErrBadSignature, "names manifest_hash deadbeef"},
		{"signature is garbage", file, []byte("hello"), trusted, true, ErrBadSignature, "not a minisign signature"},
		{"signed by another key", file, mustSign(t, file, otherPriv), trusted, false, ErrUntrustedKey, otherPub.ID()},
		{"no trusted keys", file, sig, nil, false, ErrUntrustedKey, ""},
		{"unsigned", file, nil, trusted, false, ErrUnsigned, "unsigned"},
		// Re-signed by the trusted key after tampering: the signature is
		// fine, the hashes are not.
		{"rule changed and re-signed", ruleTampered, mustSign(t, ruleTampered, priv), trusted, false, ErrHashMismatch, "rule R-001"},
		{"manifest changed and re-signed", manifestTampered, mustSign(t, manifestTampered, priv), trusted, false, ErrHashMismatch, "manifest_hash"},
		{"unsigned allowed, rule changed", ruleTampered, nil, trusted, true, ErrHashMismatch, "rule R-001"},
		{"unsigned allowed, manifest changed", manifestTampered, nil, trusted, true, ErrHashMismatch, "manifest_hash"},
		{"not json", []byte("{"), nil, trusted, true, ErrMalformed, ""},
		{"wrong format", replaceOnce(t, file, `"learning-loop-rules"`, `"other"`), nil, trusted, true, ErrMalformed, "export_format"},
		{"bad rule type", replaceOnce(t, file, `"type": "PREFER"`, `"type": "MAYBE"`), nil, trusted, true, ErrMalformed, "MAYBE"},
		{"count mismatch", replaceOnce(t, file, `"exported_rules_count": 4`, `"exported_rules_count": 5`), nil, trusted, true, ErrMalformed, "exported_rules_count"},
		{"short hash", replaceOnce(t, file, b.Rules[1].Hash, b.Rules[1].Hash[:16]), nil, trusted, true, ErrMalformed, "R-002"},
		{"case-variant key", replaceOnce(t, file, `"id": "R-001"`, `"ID": "R-001"`), nil, trusted, true, ErrMalformed, "id is missing"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := Verify(tc.file, tc.sig, tc.trusted, tc.allowUnsigned)
			if !errors.Is(err, tc.want) {
				t.Fatalf("Verify error = %v, want %v", err, tc.want)
			}
			if !strings.Contains(err.Error(), tc.wantText) {
				t.Errorf("Verify error %q does not mention %q", err, tc.wantText)
			}
			if strings.Count(err.Error(), "\n") > 0 {
				t.Errorf("Verify error %q is more than one line", err)
			}
		})
	}
	// A signed file still verifies with allowUnsigned, and only against
	// the key that signed it among several.
	if _, err := Verify(file, sig, []PublicKey{otherPub, pub}, true); err != nil {
		t.Errorf("Verify with two trusted keys: %v", err)
	}
	if got, err := Verify(file, nil, trusted, true); err != nil || got.SignedBy != "" {
		t.Errorf("Verify unsigned allowed = signed by %q, %v; want unsigned, nil", got.SignedBy, err)
	}
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

// TestStockMinisign checks interoperability with the C minisign tool:
// it verifies loopd's signature with loopd.pub, and it signs with
// loopd.key (proving the key file format) a file loopd then verifies.
func TestStockMinisign(t *testing.T) {
	bin, err := exec.LookPath("minisign")
	if err != nil {
		t.Skip("minisign binary not found: install it (apt-get install minisign) to run the interoperability test")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	dir := t.TempDir()
	keys := filepath.Join(dir, "keys")
	if err := GenerateKeys(keys); err != nil {
		t.Fatal(err)
	}
	priv, err := LoadPrivateKey(filepath.Join(keys, PrivateKeyFile))
	if err != nil {
		t.Fatal(err)
	}
	pub, _ := LoadPublicKey(filepath.Join(keys, PublicKeyFile))
	file := buildFile(t, testRules())
	path := filepath.Join(dir, "rules-export.json")
	if err := os.WriteFile(path, file, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path+".minisig", mustSign(t, file, priv), 0o644); err != nil {
		t.Fatal(err)
	}
	run := func(args ...string) (string, error) {
		cmd := exec.CommandContext(ctx, bin, args...)
		cmd.Stdin = strings.NewReader("")
		out, err := cmd.CombinedOutput()
		return string(out), err
	}
	out, err := run("-Vm", path, "-p", filepath.Join(keys, PublicKeyFile))
	if err != nil {
		t.Fatalf("minisign -V refused loopd's signature: %v\n%s", err, out)
	}
	if !strings.Contains(out, "manifest_hash:") {
		t.Errorf("minisign -V output %q lacks the trusted comment", out)
	}
	tampered := filepath.Join(dir, "tampered.json")
	_ = os.WriteFile(tampered, replaceOnce(t, file, "moltbook", "moltbooK"), 0o644)
	_ = os.WriteFile(tampered+".minisig", mustSign(t, file, priv), 0o644)
	if out, err := run("-Vm", tampered, "-p", filepath.Join(keys, PublicKeyFile)); err == nil {
		t.Errorf("minisign -V accepted a tampered file:\n%s", out)
	}

	// The stock tool signs with loopd.key; loopd verifies the result.
	other := filepath.Join(dir, "other.json")
	_ = os.WriteFile(other, file, 0o644)
	if out, err := run("-S", "-s", filepath.Join(keys, PrivateKeyFile), "-m", other, "-t", "stock"); err != nil {
		t.Fatalf("minisign -S could not use loopd.key: %v\n%s", err, out)
	}
	sig, err := os.ReadFile(other + ".minisig")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := Verify(file, sig, []PublicKey{pub}, false); err != nil {
		t.Errorf("Verify of minisign's own signature: %v", err)
	}
}

func TestLegacyExport(t *testing.T) {
	good, err := os.ReadFile(filepath.Join("testdata", "legacy-export.json"))
	if err != nil {
		t.Fatal(err)
	}
	tampered, err := os.ReadFile(filepath.Join("testdata", "legacy-export-tampered.json"))
	if err != nil {
		t.Fatal(err)
	}
	b, err := Verify(good, nil, nil, true)
	if err != nil {
		t.Fatalf("Verify(legacy export) = %v, want it accepted", err)
	}
	if !b.Legacy || len(b.Rules) != 4 || b.Rules[2].ValidationCount != 9007199254740993 || b.Rules[0].ConfidenceScore != 1 {
		t.Errorf("legacy bundle = legacy %v, %d rules, %+v", b.Legacy, len(b.Rules), b.Rules)
	}
	if _, err := Verify(good, nil, nil, false); !errors.Is(err, ErrUnsigned) {
		t.Errorf("Verify(legacy, unsigned not allowed) = %v, want ErrUnsigned", err)
	}
	_, err = Verify(tampered, nil, nil, true)
	var hm *HashMismatchError
	if !errors.As(err, &hm) || hm.RuleID != "R-001" {
		t.Errorf("Verify(tampered legacy) = %v, want a hash mismatch on R-001", err)
	}
	tests := []struct{ name, old, new, want string }{
		{"metadata changed", `"agent_handle": "moltbot"`, `"agent_handle": "evilbot"`, "manifest_hash"},
		{"original id changed", `"_original_id": "R-002"`, `"_original_id": "R-222"`, "manifest_hash"},
		{"float form changed", `"confidence_score": 1.0,`, `"confidence_score": 1,`, "rule R-001"},
		{"rule hash changed", `"_hash": "`, `"_hash": "0`, "malformed"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := Verify(replaceOnce(t, good, tc.old, tc.new), nil, nil, true)
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("Verify = %v, want an error mentioning %q", err, tc.want)
			}
		})
	}
	// A legacy file signed with minisign is checked both ways.
	_, priv, pub := mustKeys(t, 3)
	if _, err := Verify(good, mustSign(t, good, priv), []PublicKey{pub}, false); err != nil {
		t.Errorf("Verify(signed legacy) = %v", err)
	}
}
