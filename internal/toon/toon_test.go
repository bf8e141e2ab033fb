package toon

import (
	"bytes"
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/loopd-dev/loopd/internal/model"
)

var update = flag.Bool("update", false, "rewrite golden files in testdata/")

// sampleRules is a 20-rule set shaped like a real agent's rules.json, with
// text that exercises quoting (colons, commas, quotes, leading hyphen,
// keyword and number look-alikes, non-ASCII).
func sampleRules() []model.Rule {
	texts := []struct{ typ, cat, rule string }{
		{"NEVER", "social", "Never post to moltbook without explicit approval from Greg"},
		{"CHECK", "social", "Check every link in a post before sharing it on twitter"},
		{"MUST", "shell", "Always quote variables in bash scripts"},
		{"NEVER", "shell", "Never run rm -rf on a path built from an unset variable"},
		{"PREFER", "shell", "Prefer rg over grep -r for searching large trees"},
		{"NEVER", "security", "Never turn off TLS certificate verification (curl -k, verify=False)"},
		{"MUST", "auth", "Refresh the OAuth token before it expires: tokens last 60 minutes"},
		{"CHECK", "config", "Verify the config file parses before restarting the service"},
		{"MUST", "memory", "Write decisions to MEMORY.md, not to the daily log"},
		{"PREFER", "communication", "Prefer one short message over several, e.g. \"done, see PR #12\""},
		{"NEVER", "cron", "Never schedule two jobs that write the same file at the same minute"},
		{"CHECK", "git", "Check git status before committing; never commit secrets"},
		{"MUST", "git", "Sign release tags"},
		{"PREFER", "testing", "Prefer table tests with t.Run"},
		{"NEVER", "data", "Never delete rows without a backup"},
		{"CHECK", "deploy", "- check the health endpoint after each deploy"},
		{"MUST", "i18n", "Keep user-facing text in UTF-8: café, 你好, 🚀"},
		{"PREFER", "general", "true"},
		{"CHECK", "network", "Verify DNS resolves [staging] before switching traffic"},
		{"MUST", "general", "42"},
	}
	out := make([]model.Rule, len(texts))
	for i, t := range texts {
		out[i] = model.Rule{
			ID: fmt.Sprintf("R-%03d", i+1), Type: t.typ, Category: t.cat, Rule: t.rule,
			Reason: "Learned from repeated mistakes", Created: "2026-02-01", SourceLesson: fmt.Sprintf("L-%03d", i+1),
			ConfidenceScore: 0.9, LastValidated: "2026-02-10", ValidationCount: i % 4,
		}
	}
	return out
}

func TestRulesGolden(t *testing.T) {
	got, err := Rules(sampleRules(), Options{})
	if err != nil {
		t.Fatalf("Rules: %v", err)
	}
	golden := filepath.Join("testdata", "rules.toon")
	if *update {
		if err := os.WriteFile(golden, []byte(got+"\n"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(golden)
	if err != nil {
		t.Fatalf("read golden (run with -update to create it): %v", err)
	}
	if got+"\n" != string(want) {
		t.Errorf("Rules() differs from %s:\n got:\n%s\nwant:\n%s", golden, got, want)
	}
	if !strings.HasPrefix(got, "rules[20]{id,type,category,rule}:\n  R-001,NEVER,social,") {
		t.Errorf("Rules() header = %q, want rules[20]{id,type,category,rule}:", strings.SplitN(got, "\n", 2)[0])
	}
}

// TestRulesMatchesGeneric checks that the rules fast path prints exactly
// what the generic encoder prints for the same data.
func TestRulesMatchesGeneric(t *testing.T) {
	rules := sampleRules()
	got, err := Rules(rules, Options{})
	if err != nil {
		t.Fatal(err)
	}
	want, err := Encode(struct {
		Rules []ruleRow `json:"rules"`
	}{Rules: ruleRows(rules)}, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if got != want {
		t.Errorf("Rules() = %q\nEncode() = %q", got, want)
	}
}

type ruleRow struct {
	ID       string `json:"id"`
	Type     string `json:"type"`
	Category string `json:"category"`
	Rule     string `json:"rule"`
}

func ruleRows(rules []model.Rule) []ruleRow {
	rows := make([]ruleRow, len(rules))
	for i, r := range rules {
		rows[i] = ruleRow{r.ID, r.Type, r.Category, r.Rule}
	}
	return rows
}

func TestEncodeGoValues(t *testing.T) {
	tests := []struct {
		name string
		in   any
		opt  Options
		want string
	}{
		{"nil", nil, Options{}, "null"},
		{"int", 42, Options{}, "42"},
		{"negative zero", math.Copysign(0, -1), Options{}, "0"},
		{"NaN is null", math.NaN(), Options{}, "null"},
		{"small float", 1e-7, Options{}, "0.0000001"},
		{"big float", 1.5e21, Options{}, "1500000000000000000000"},
		{"float32", float32(0.5), Options{}, "0.5"},
		{"uint8", uint8(7), Options{}, "7"},
		{"json.Number exponent", json.Number("2.5e2"), Options{}, "250"},
		{"map sorted", map[string]any{"b": 1, "a": "x"}, Options{}, "a: x\nb: 1"},
		{"struct order", struct {
			Z int    `json:"z"`
			A string `json:"a"`
		}{1, "y"}, Options{}, "z: 1\na: y"},
		{"raw message", json.RawMessage(`{"k":[1,2]}`), Options{}, "k[2]: 1,2"},
		{"string slice", []string{"a", "b c"}, Options{Delimiter: '|'}, "[2|]: a|b c"},
		{"invalid utf8", "a\xffb", Options{}, "a\uFFFDb"},
		{"keyword-like", []any{"null", "False", "-x", "#", "a#b", "1.", ".5", "+1e2"}, Options{}, `[8]: "null",False,"-x","#",a#b,1.,.5,"+1e2"`},
		{"indent 4", Object{{"a", Object{{"b", 1}}}}, Options{Indent: 4}, "a:\n    b: 1"},
		{"duplicate key keeps last value", Object{{"a", 1}, {"b", 2}, {"a", 3}}, Options{}, "a: 3\nb: 2"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got, err := Encode(tc.in, tc.opt)
			if err != nil {
				t.Fatalf("Encode(%v): %v", tc.in, err)
			}
			if got != tc.want {
				t.Errorf("Encode(%#v) = %q, want %q", tc.in, got, tc.want)
			}
		})
	}
}

func TestEncodeErrors(t *testing.T) {
	tests := []struct {
		name string
		run  func() error
	}{
		{"bad delimiter", func() error { _, err := Encode(1, Options{Delimiter: ';'}); return err }},
		{"negative indent", func() error { _, err := Encode(1, Options{Indent: -1}); return err }},
		{"unmarshalable", func() error { _, err := Encode(make(chan int), Options{}); return err }},
		{"table without fields", func() error { _, err := Table("t", nil, nil, Options{}); return err }},
		{"table short row", func() error { _, err := Table("t", []string{"a", "b"}, [][]any{{1}}, Options{}); return err }},
		{"table nested cell", func() error { _, err := Table("t", []string{"a"}, [][]any{{[]any{1}}}, Options{}); return err }},
		{"bad json", func() error { _, err := ParseJSON([]byte(`{"a":`)); return err }},
		{"trailing json", func() error { _, err := ParseJSON([]byte(`1 2`)); return err }},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if err := tc.run(); err == nil {
				t.Errorf("%s: got nil error, want one", tc.name)
			}
		})
	}
}

func TestTableEmpty(t *testing.T) {
	got, err := Rules(nil, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if want := "rules[0]{id,type,category,rule}:"; got != want {
		t.Errorf("Rules(nil) = %q, want %q", got, want)
	}
}

// TestByteSavings measures the TOON rules table against compact JSON of
// the same four fields and of whole rules, for the 20-rule sample.
func TestByteSavings(t *testing.T) {
	rules := sampleRules()
	tn, err := Rules(rules, Options{})
	if err != nil {
		t.Fatal(err)
	}
	same, _ := json.Marshal(map[string]any{"rules": ruleRows(rules)})
	full, _ := json.Marshal(map[string]any{"rules": rules})
	saved := 1 - float64(len(tn))/float64(len(same))
	t.Logf("20 rules: TOON %d bytes; compact JSON same fields %d bytes (%.1f%% saved); compact JSON full rules %d bytes (%.1f%% saved)",
		len(tn), len(same), 100*saved, len(full), 100*(1-float64(len(tn))/float64(len(full))))
	if len(tn) >= len(same) {
		t.Errorf("TOON is %d bytes, not smaller than JSON's %d", len(tn), len(same))
	}
}

// TestReferenceDecoderRoundTrip encodes every encode fixture's input (one
// document per delimiter, each input under its own key) plus the rules
// table, decodes it with the reference CLI and compares with the input.
func TestReferenceDecoderRoundTrip(t *testing.T) {
	if testing.Short() {
		t.Skip("-short: skipping the npx round trip")
	}
	npx, err := exec.LookPath("npx")
	if err != nil {
		t.Skip("npx not found: install Node.js to run the reference TOON decoder round trip")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	if out, err := exec.CommandContext(ctx, npx, "--yes", "@toon-format/cli", "--version").CombinedOutput(); err != nil {
		t.Skipf("cannot run @toon-format/cli through npx (registry unreachable?): %v\n%s", err, out)
	}
	decode := func(t *testing.T, doc string) any {
		t.Helper()
		cmd := exec.CommandContext(ctx, npx, "--yes", "@toon-format/cli", "--decode")
		cmd.Stdin = strings.NewReader(doc)
		var stderr bytes.Buffer
		cmd.Stderr = &stderr
		out, err := cmd.Output()
		if err != nil {
			t.Fatalf("reference decoder failed: %v\n%s\ninput:\n%s", err, stderr.String(), doc)
		}
		v, err := ParseJSON(out)
		if err != nil {
			t.Fatalf("reference decoder output is not JSON: %v\n%s", err, out)
		}
		return v
	}

	t.Run("rules", func(t *testing.T) {
		rules := sampleRules()
		doc, err := Rules(rules, Options{})
		if err != nil {
			t.Fatal(err)
		}
		js, _ := json.Marshal(map[string]any{"rules": ruleRows(rules)})
		wantV, _ := ParseJSON(js)
		if got := decode(t, doc); !reflect.DeepEqual(got, wantV) {
			t.Errorf("decode(Rules()) = %v, want %v", got, wantV)
		}
	})

	for _, delim := range []rune{',', '|', '\t'} {
		t.Run(fmt.Sprintf("fixtures delimiter %q", delim), func(t *testing.T) {
			var doc Object
			files := loadFixtures(t)
			names := make([]string, 0, len(files))
			for n := range files {
				names = append(names, n)
			}
			sort.Strings(names)
			for _, n := range names {
				for i, tc := range files[n].Tests {
					if tc.ShouldError {
						continue
					}
					in, err := ParseJSON(tc.Input)
					if err != nil {
						t.Fatal(err)
					}
					doc = append(doc, Field{Key: fmt.Sprintf("%s#%d", n, i), Value: in})
				}
			}
			text, err := Encode(doc, Options{Delimiter: delim})
			if err != nil {
				t.Fatal(err)
			}
			// Compare as unordered maps: a tabular header takes the first
			// row's key order, as the spec says, so later rows may differ.
			want, _ := normalize(doc)
			got := unordered(decode(t, text)).(map[string]any)
			for k, w := range unordered(want).(map[string]any) {
				if g, ok := got[k]; !ok || !reflect.DeepEqual(g, w) {
					t.Errorf("case %s: decoded %v, want %v", k, g, w)
				}
			}
			if len(got) != len(doc) {
				t.Errorf("decoded %d cases, want %d", len(got), len(doc))
			}
		})
	}
}

func FuzzEncodeJSON(f *testing.F) {
	for _, s := range []string{`{"a":1}`, `[{"id":1},{"id":2}]`, `{"m":{"a":{"x":1},"b":{"x":2}}}`, `"- x"`, `[[1],[]]`, `{"":[{"a":{"b":1}}]}`, `1e400`} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		v, err := ParseJSON(data)
		if err != nil {
			return
		}
		for _, d := range []rune{',', '|', '\t'} {
			out, err := Encode(v, Options{Delimiter: d})
			if err != nil {
				t.Fatalf("Encode(%s): %v", data, err)
			}
			if strings.HasSuffix(out, "\n") || strings.Contains(out, " \n") {
				t.Fatalf("Encode(%s) = %q has a trailing newline or space", data, out)
			}
		}
	})
}

// unordered turns Objects into maps, recursively, for order-blind equality.
func unordered(v any) any {
	switch t := v.(type) {
	case Object:
		m := make(map[string]any, len(t))
		for _, f := range t {
			m[f.Key] = unordered(f.Value)
		}
		return m
	case []any:
		out := make([]any, len(t))
		for i, x := range t {
			out[i] = unordered(x)
		}
		return out
	}
	return v
}
