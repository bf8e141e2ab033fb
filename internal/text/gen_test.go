package text

import (
	"bytes"
	"flag"
	"io/fs"
	"os"
	"reflect"
	"slices"
	"testing"
)

var update = flag.Bool("update", false, "rewrite lexicon_gen.go from lexicon/*.txt")

// TestCompiledLexicon checks that lexicon_gen.go matches lexicon/*.txt and
// that the compiled lexicon analyzes exactly as the parsed one; with
// -update it rewrites lexicon_gen.go.
func TestCompiledLexicon(t *testing.T) {
	sub, err := fs.Sub(lexiconFS, "lexicon")
	if err != nil {
		t.Fatal(err)
	}
	sum, esum, err := lexiconSums(sub)
	if err != nil {
		t.Fatal(err)
	}
	lx, err := parseLexicon(sub)
	if err != nil {
		t.Fatal(err)
	}
	shape, eshape, err := lexiconShape(sub)
	if err != nil {
		t.Fatal(err)
	}
	src, err := lx.goSource(sum, esum, shape, eshape)
	if err != nil {
		t.Fatal(err)
	}
	if *update {
		if err := os.WriteFile("lexicon_gen.go", src, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	old, err := os.ReadFile("lexicon_gen.go")
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(old, src) || sum != genSum || esum != genEventsSum || shape != genShape || eshape != genEventsShape {
		t.Fatalf("lexicon_gen.go is stale (NewAnalyzer falls back to parsing, which is slow); run: go test ./internal/text -run TestCompiledLexicon -update")
	}
	parsed, compiled := &Analyzer{lx: lx}, &Analyzer{lx: fromCompiled()}
	for _, s := range []string{
		"docker system prune -a on the prod server",
		"curl -k https://internal.example/api && chmod -R 777 /var/www",
		"send the owner five quick messages about the status",
		"Deleting the old invoices; DROP TABLE orders",
	} {
		if p, c := parsed.Analyze(s), compiled.Analyze(s); !reflect.DeepEqual(p, c) {
			t.Errorf("compiled lexicon analyzes %q as %v, parsed as %v", s, c, p)
		}
	}
	// Lookups the sample texts may miss: every concept by id, every pair.
	for i, c := range lx.concepts {
		if j, ok := compiled.lx.conceptIndex(c.id); !ok || j != i {
			t.Errorf("compiled lexicon finds concept %q at %d (%t), parsed at %d", c.id, j, ok, i)
		}
	}
	if _, ok := compiled.lx.conceptIndex("no.such.concept"); ok {
		t.Error("compiled lexicon finds an unknown concept")
	}
	cps := compiled.lx.pairSets()
	for i, ps := range lx.pairSets() {
		n := 0
		for k, vs := range ps.x.all {
			n++
			if got := cps[i].x.get(k); !slices.Equal(got, vs) {
				t.Errorf("compiled %s of %q = %v, parsed %v", ps.name, k, got, vs)
			}
		}
		if n == 0 || len(cps[i].x.keys) != n {
			t.Errorf("%s: compiled has %d keys, parsed %d", ps.name, len(cps[i].x.keys), n)
		}
	}
	// What Analyze does not show: the light acts (!light).
	if p, c := parsed.lx.light, compiled.lx.light; !slices.Equal(p, c) || len(p) == 0 {
		t.Errorf("compiled light acts %v, parsed %v", c, p)
	}
}
