package export

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"testing"

	"aead.dev/minisign"
)

// FuzzImport feeds arbitrary files and signatures to Verify and the plan
// of what it returns. Properties: nothing panics; every refusal matches
// one of the Err* sentinels and is one line; nothing verifies unless its
// signature is good (or unsigned files were allowed) and every hash
// recomputes.
func FuzzImport(f *testing.F) {
	dir := f.TempDir()
	if err := generateKeys(dir, seededReader(9)); err != nil {
		f.Fatal(err)
	}
	priv, err := LoadPrivateKey(filepath.Join(dir, PrivateKeyFile))
	if err != nil {
		f.Fatal(err)
	}
	pub := priv.Public()
	trusted := []PublicKey{pub}
	good := buildFile(f, testRules())
	sig := mustSign(f, good, priv)
	f.Add(good, sig, false)
	f.Add(good, []byte{}, true)
	f.Add(bytes.Replace(good, []byte("moltbook"), []byte("moltbooK"), 1), sig, false)
	for _, name := range []string{"legacy-export.json", "legacy-export-tampered.json"} {
		data, err := os.ReadFile(filepath.Join("testdata", name))
		if err != nil {
			f.Fatal(err)
		}
		f.Add(data, []byte{}, true)
		f.Add(data, mustSign(f, data, priv), false)
	}
	sentinels := []error{ErrUnsigned, ErrUntrustedKey, ErrBadSignature, ErrHashMismatch, ErrMalformed}

	f.Fuzz(func(t *testing.T, file, sig []byte, allowUnsigned bool) {
		b, err := Verify(file, sig, trusted, allowUnsigned)
		if err != nil {
			typed := false
			for _, s := range sentinels {
				typed = typed || errors.Is(err, s)
			}
			if !typed || bytes.ContainsAny([]byte(err.Error()), "\n\r") {
				t.Fatalf("Verify error %q is not one line matching a sentinel", err)
			}
			return
		}
		if len(bytes.TrimSpace(sig)) > 0 {
			if !minisign.Verify(pub.key, file, sig) {
				t.Fatalf("Verify accepted a signature minisign refuses")
			}
		} else if !allowUnsigned {
			t.Fatalf("Verify accepted an unsigned file")
		}
		raw, err := decodeGeneric(file)
		if err != nil {
			t.Fatalf("accepted file does not decode: %v", err)
		}
		rules := raw.(map[string]any)["rules"].([]any)
		hashes := make([]string, len(b.Rules))
		for i, r := range b.Rules {
			want := RuleHash(r.ModelRule())
			if b.Legacy {
				m := maps(rules[i].(map[string]any))
				delete(m, "_hash")
				delete(m, "_original_id")
				want, _ = LegacyHash(m)
			}
			if r.Hash != want {
				t.Fatalf("accepted rule %s with _hash %s, content hashes to %s", r.ID, r.Hash, want)
			}
			hashes[i] = r.Hash
		}
		if !b.Legacy && ManifestHash(hashes) != b.Metadata.ManifestHash {
			t.Fatalf("accepted manifest_hash %s, rules hash to %s", b.Metadata.ManifestHash, ManifestHash(hashes))
		}
		p := PlanImport(b, localRules(), PlanOptions{})
		if len(p.Items) != len(b.Rules) {
			t.Fatalf("plan has %d items for %d rules", len(p.Items), len(b.Rules))
		}
	})
}
