package export

import (
	"bufio"
	"context"
	"math"
	"math/rand/v2"
	"os/exec"
	"strconv"
	"strings"
	"testing"
	"time"
	"unicode/utf8"
)

func TestPyFloatRepr(t *testing.T) {
	tests := []struct {
		lit, want string
	}{
		{"1.0", "1.0"}, {"0.9", "0.9"}, {"1e-05", "1e-05"}, {"0.0001", "0.0001"},
		{"1e16", "1e+16"}, {"1e15", "1000000000000000.0"}, {"1.5e300", "1.5e+300"},
		{"-0.0", "-0.0"}, {"0.1e1", "1.0"}, {"123.456", "123.456"}, {"1E5", "100000.0"},
		{"2.5e-7", "2.5e-07"}, {"1e400", "Infinity"}, {"-1e400", "-Infinity"},
		{"0.30000000000000004", "0.30000000000000004"}, {"5e-324", "5e-324"},
		{"1", "1"}, {"-0", "0"}, {"123456789012345678901234567890", "123456789012345678901234567890"},
	}
	for _, tc := range tests {
		t.Run(tc.lit, func(t *testing.T) {
			got, err := pyNumber(tc.lit)
			if err != nil {
				t.Fatal(err)
			}
			if got != tc.want {
				t.Errorf("pyNumber(%s) = %s, want %s", tc.lit, got, tc.want)
			}
		})
	}
}

func TestPyDumps(t *testing.T) {
	tests := []struct{ in, want string }{
		{`{"b": 1, "a": [true, false, null, {}], "": []}`, `{"": [], "a": [true, false, null, {}], "b": 1}`},
		{`"café 🚀 \u0001 \u007f \"q\" \\ / \n\r\t\b\f"`, `"caf\u00e9 \ud83d\ude80 \u0001 \u007f \"q\" \\ / \n\r\t\b\f"`},
		{`{"é": 1, "z": 2, "Z": 3}`, `{"Z": 3, "z": 2, "\u00e9": 1}`},
		{`[1.0, 1, 1e2, -0.5]`, `[1.0, 1, 100.0, -0.5]`},
	}
	for _, tc := range tests {
		v, err := decodeGeneric([]byte(tc.in))
		if err != nil {
			t.Fatal(err)
		}
		got, err := pyDumps(v)
		if err != nil {
			t.Fatal(err)
		}
		if got != tc.want {
			t.Errorf("pyDumps(%s) = %s, want %s", tc.in, got, tc.want)
		}
	}
}

// TestPyDumpsMatchesPython feeds a few thousand generated JSON documents
// to the real python3 and compares json.dumps(json.loads(doc),
// sort_keys=True) with the emulation, byte for byte.
func TestPyDumpsMatchesPython(t *testing.T) {
	py, err := exec.LookPath("python3")
	if err != nil {
		t.Skip("python3 not found: the emulation is checked against fixed cases only")
	}
	docs := pyCorpus(3000)
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, py, "-c", `
import json, sys
for line in sys.stdin:
    print(json.dumps(json.loads(line), sort_keys=True))
`)
	cmd.Stdin = strings.NewReader(strings.Join(docs, "\n") + "\n")
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("python3: %v", err)
	}
	sc := bufio.NewScanner(strings.NewReader(string(out)))
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	i, bad := 0, 0
	for ; sc.Scan(); i++ {
		v, err := decodeGeneric([]byte(docs[i]))
		if err != nil {
			t.Fatalf("decode %s: %v", docs[i], err)
		}
		got, err := pyDumps(v)
		if err != nil {
			t.Fatalf("pyDumps(%s): %v", docs[i], err)
		}
		if want := sc.Text(); got != want {
			bad++
			if bad <= 5 {
				t.Errorf("doc %s:\n  go     %s\n  python %s", docs[i], got, want)
			}
		}
	}
	if i != len(docs) {
		t.Fatalf("python printed %d lines for %d documents", i, len(docs))
	}
	t.Logf("%d documents compared, %d differ", len(docs), bad)
}

// pyCorpus generates JSON documents (one per line) stressing numbers,
// strings and nesting.
func pyCorpus(n int) []string {
	r := rand.New(rand.NewPCG(1, 2))
	fixed := []string{
		`1.0`, `0.9`, `1e-05`, `1E+16`, `-0.0`, `-0`, `1e400`, `0.1e-3`, `123456789012345678901234567890`,
		`9007199254740993`, `1.7976931348623157e308`, `5e-324`, `2.2250738585072014e-308`, `100000000000000000.0`,
		`"\ud83d\ude80"`, `"\u2028\u2029"`, `{"a":{"b":[1,{"c":null}]}}`, `[]`, `{}`, `""`,
	}
	docs := append([]string(nil), fixed...)
	for len(docs) < n {
		docs = append(docs, genValue(r, 0))
	}
	return docs
}

func genValue(r *rand.Rand, depth int) string {
	k := r.IntN(10)
	if depth > 2 && k >= 7 {
		k = r.IntN(7)
	}
	switch k {
	case 0, 1:
		f := math.Float64frombits(r.Uint64())
		if math.IsNaN(f) || math.IsInf(f, 0) {
			f = r.Float64()
		}
		return strconv.FormatFloat(f, 'g', -1, 64)
	case 2:
		// Decimal-looking floats of every magnitude.
		return strconv.FormatFloat(float64(r.IntN(2000000)-1000000)*math.Pow(10, float64(r.IntN(40)-20)), 'f', -1, 64)
	case 3:
		return strconv.FormatInt(r.Int64()>>r.IntN(63), 10)
	case 4:
		return []string{"true", "false", "null"}[r.IntN(3)]
	case 5, 6:
		return jsonString(genString(r))
	case 7:
		parts := make([]string, r.IntN(4))
		for i := range parts {
			parts[i] = genValue(r, depth+1)
		}
		return "[" + strings.Join(parts, ",") + "]"
	default:
		parts := make([]string, r.IntN(4))
		for i := range parts {
			parts[i] = jsonString(genString(r)) + ":" + genValue(r, depth+1)
		}
		return "{" + strings.Join(parts, ",") + "}"
	}
}

func genString(r *rand.Rand) string {
	var b strings.Builder
	for i, n := 0, r.IntN(8); i < n; i++ {
		var c rune
		switch r.IntN(5) {
		case 0:
			c = rune(r.IntN(0x80))
		case 1:
			c = rune(0x80 + r.IntN(0x780))
		case 2:
			c = rune(0x800 + r.IntN(0xF800))
		case 3:
			c = rune(0x10000 + r.IntN(0x100000))
		default:
			c = rune('a' + r.IntN(26))
		}
		if c >= 0xD800 && c <= 0xDFFF || !utf8.ValidRune(c) {
			c = 'x'
		}
		b.WriteRune(c)
	}
	return b.String()
}

// jsonString quotes s as a JSON string with \u escapes for controls.
func jsonString(s string) string {
	var b strings.Builder
	b.WriteByte('"')
	for _, c := range s {
		switch {
		case c == '"' || c == '\\':
			b.WriteByte('\\')
			b.WriteRune(c)
		case c < 0x20:
			b.WriteString(`\u00`)
			b.WriteByte(hexDigits[c>>4])
			b.WriteByte(hexDigits[c&0xf])
		default:
			b.WriteRune(c)
		}
	}
	b.WriteByte('"')
	return b.String()
}
