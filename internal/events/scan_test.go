package events

import (
	"bytes"
	"crypto/sha256"
	"encoding/json"
	"math/rand/v2"
	"strconv"
	"strings"
	"testing"
	"time"
)

// stdObject is the reference the scanner must agree with: what Parse did
// before it had a scanner. ok is false when encoding/json rejects line as
// an object; canon is json.Marshal of the map.
func stdObject(tb testing.TB, line []byte) (fields map[string]json.RawMessage, canon []byte, ok bool) {
	tb.Helper()
	if err := json.Unmarshal(line, &fields); err != nil || fields == nil {
		return nil, nil, false
	}
	canon, err := json.Marshal(fields)
	if err != nil {
		tb.Fatalf("json.Marshal of an unmarshalled map failed: %v", err)
	}
	return fields, canon, true
}

func memberKeys(ms []member) []string {
	keys := make([]string, len(ms))
	for i, m := range ms {
		keys[i] = m.key
	}
	return keys
}

func TestScanObject(t *testing.T) {
	deep := func(n int) string { return strings.Repeat("[", n) + strings.Repeat("]", n) }
	tests := []struct {
		name     string
		line     string
		wantKeys string // sorted keys joined by "|"; "" with wantErr
		wantErr  string // substring of the error; "" = valid
	}{
		// Valid lines.
		{"empty object", `{}`, "", ""},
		{"empty object with spaces", " \t{ \r\n} \n", "", ""},
		{"one member", `{"a":1}`, "a", ""},
		{"sorted by key bytes", `{"b":1,"a":2,"B":3,"é":4,"aa":5}`, "B|a|aa|b|é", ""},
		{"all whitespace kinds", "\t{\r\n\"a\" \t:\n 1 \r, \"b\"\t:\t[ 1 , { \"c\" : null } ]\n}\r\n", "a|b", ""},
		{"duplicate keys", `{"a":1,"b":2,"a":3}`, "a|b", ""},
		{"duplicate after escape", `{"a":1,"\u0061":2}`, "a", ""},
		{"escaped keys", `{"\"q\"":1,"t\tab":2,"\/":3,"\u00e9":4}`, "\"q\"|/|t\tab|é", ""},
		{"key with NUL escape", `{"a\u0000b":1}`, "a\x00b", ""},
		{"key control escapes", `{"\b\f\n\r\t\u0001\u001f\\\"":1}`, "\b\f\n\r\t\x01\x1f\\\"", ""},
		{"key html and separators", `{"<&>\u2028\u2029\u007f":1}`, "<&>\u2028\u2029\x7f", ""},
		{"key raw separators", "{\"\u2028\xe2\x80\":1}", "\u2028\ufffd\ufffd", ""},
		{"key surrogate pair", `{"\ud83d\ude00":1}`, "😀", ""},
		{"key lone surrogate", `{"\ud800":1}`, "\uFFFD", ""},
		{"invalid UTF-8 in key", "{\"\xff\":1}", "\uFFFD", ""},
		{"all value kinds", `{"s":"x","o":{},"a":[],"n":null,"t":true,"f":false,"i":-0,"e":1e5,"d":0.5,"E":-1.25E-10,"p":1e+2}`,
			"E|a|d|e|f|i|n|o|p|s|t", ""},
		{"nested values", `{"a":{"b":{"c":[1,[2,[3,{"d":"e"}]]]}}}`, "a", ""},
		{"string escapes", `{"a":"\" \\ \/ \b \f \n \r \t \u0000 \u001F \uABCD \uD83D\uDE00"}`, "a", ""},
		{"html and separators", "{\"a\":\"<a href='x'>&amp;</a> \u2028\u2029\"}", "a", ""},
		{"invalid UTF-8 in value", "{\"a\":\"\xff\xfe\",\"b\":[\"\xc0\"]}", "a|b", ""},
		{"DEL in string", "{\"a\":\"\x7f\"}", "a", ""},
		{"max depth", `{"a":` + deep(maxDepth-1) + `}`, "a", ""},
		{"big number", `{"a":123456789012345678901234567890e999}`, "a", ""},

		// Invalid lines.
		{"empty line", ``, "", "unexpected end"},
		{"only spaces", "  \t ", "", "unexpected end"},
		{"null", `null`, "", "beginning of object"},
		{"array top level", `[{"a":1}]`, "", "beginning of object"},
		{"string top level", `"a"`, "", "beginning of object"},
		{"number top level", `1`, "", "beginning of object"},
		{"two objects", `{}{}`, "", "after top-level value"},
		{"trailing garbage", `{"a":1} x`, "", "after top-level value"},
		{"unterminated object", `{"a":1`, "", "unexpected end"},
		{"unterminated after comma", `{"a":1,`, "", "unexpected end"},
		{"unterminated string", `{"a":"b`, "", "unexpected end"},
		{"missing colon", `{"a" 1}`, "", "after object key"},
		{"missing value", `{"a":}`, "", "beginning of value"},
		{"unquoted key", `{a:1}`, "", "object key string"},
		{"single-quoted key", `{'a':1}`, "", "object key string"},
		{"number key", `{1:1}`, "", "object key string"},
		{"trailing comma object", `{"a":1,}`, "", "object key string"},
		{"trailing comma array", `{"a":[1,]}`, "", "beginning of value"},
		{"leading comma array", `{"a":[,1]}`, "", "beginning of value"},
		{"missing comma", `{"a":1 "b":2}`, "", "after object key:value pair"},
		{"missing comma array", `{"a":[1 2]}`, "", "after array element"},
		{"mismatched close", `{"a":[1}`, "", "after array element"},
		{"mismatched close object", `{"a":{"b":1]}`, "", "after object key:value pair"},
		{"leading zero", `{"a":01}`, "", "after object key:value pair"},
		{"negative leading zero", `{"a":-01}`, "", "after object key:value pair"},
		{"dot without fraction", `{"a":1.}`, "", "after decimal point"},
		{"fraction without int", `{"a":.5}`, "", "beginning of value"},
		{"plus sign", `{"a":+1}`, "", "beginning of value"},
		{"lone minus", `{"a":-}`, "", "in numeric literal"},
		{"exponent without digits", `{"a":1e}`, "", "in exponent"},
		{"exponent sign only", `{"a":1e+}`, "", "in exponent"},
		{"hex number", `{"a":0x1}`, "", "after object key:value pair"},
		{"NaN", `{"a":NaN}`, "", "beginning of value"},
		{"Infinity", `{"a":-Infinity}`, "", "in numeric literal"},
		{"truncated number", `{"a":-`, "", "unexpected end"},
		{"bad literal", `{"a":tru}`, "", "in literal true"},
		{"capital literal", `{"a":True}`, "", "beginning of value"},
		{"truncated literal", `{"a":nul`, "", "unexpected end"},
		{"raw tab in string", "{\"a\":\"x\ty\"}", "", "in string literal"},
		{"raw newline in string", "{\"a\":\"x\ny\"}", "", "in string literal"},
		{"raw NUL in string", "{\"a\":\"x\x00y\"}", "", "in string literal"},
		{"raw control in key", "{\"a\x01\":1}", "", "in string literal"},
		{"bad escape", `{"a":"\x41"}`, "", "in string escape code"},
		{"single quote escape", `{"a":"\'"}`, "", "in string escape code"},
		{"short unicode escape", `{"a":"\u12"}`, "", "hexadecimal character escape"},
		{"bad unicode escape", `{"a":"\u12G4"}`, "", "hexadecimal character escape"},
		{"escape at end", `{"a":"\`, "", "unexpected end"},
		{"vertical tab whitespace", "{\v\"a\":1}", "", "object key string"},
		{"form feed whitespace", "{\"a\":1\f}", "", "after object key:value pair"},
		{"NBSP whitespace", "{\u00a0\"a\":1}", "", "object key string"},
		{"comment", `{"a":1 /* c */}`, "", "after object key:value pair"},
		{"too deep", `{"a":` + deep(maxDepth) + `}`, "", "exceeded max depth"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := scanObject([]byte(tt.line), nil)
			_, canon, stdOK := stdObject(t, []byte(tt.line))
			if tt.wantErr != "" {
				if err == nil {
					t.Fatalf("scanObject(%q) = %q, want error containing %q", clip(tt.line, 80), memberKeys(got), tt.wantErr)
				}
				if !strings.Contains(err.Error(), tt.wantErr) || !strings.Contains(err.Error(), "at byte ") {
					t.Errorf("scanObject(%q) error %q, want it to contain %q and an offset", clip(tt.line, 80), err, tt.wantErr)
				}
				if stdOK {
					t.Errorf("encoding/json accepts %q, the test case is wrong", clip(tt.line, 80))
				}
				if len(got) != 0 {
					t.Errorf("scanObject(%q) returned %d members with its error, want none", clip(tt.line, 80), len(got))
				}
				return
			}
			if err != nil {
				t.Fatalf("scanObject(%q) error %v, want none", clip(tt.line, 80), err)
			}
			if gotKeys := strings.Join(memberKeys(got), "|"); gotKeys != tt.wantKeys {
				t.Errorf("keys = %q, want %q", gotKeys, tt.wantKeys)
			}
			if !stdOK {
				t.Fatalf("encoding/json rejects %q, the test case is wrong", clip(tt.line, 80))
			}
			if gotCanon := appendCanonical(nil, got); !bytes.Equal(gotCanon, canon) {
				t.Errorf("appendCanonical = %q, want json.Marshal's %q", clip(string(gotCanon), 200), clip(string(canon), 200))
			}
		})
	}
}

func TestScanObjectDuplicateLastWins(t *testing.T) {
	// More members than the insertion-sort cut-off, with repeats.
	var b strings.Builder
	b.WriteString("{")
	for i := range 40 {
		if i > 0 {
			b.WriteString(",")
		}
		b.WriteString(`"k` + string(rune('a'+i%7)) + `":` + strings.Repeat("1", i+1))
	}
	b.WriteString("}")
	got, err := scanObject([]byte(b.String()), nil)
	if err != nil {
		t.Fatalf("scanObject: %v", err)
	}
	if len(got) != 7 {
		t.Fatalf("got %d members %q, want 7", len(got), memberKeys(got))
	}
	for _, m := range got {
		// The last occurrence of "k"+c is at the largest i with i%7 == c-'a'.
		c := int(m.key[1] - 'a')
		last := c + 7*((39-c)/7)
		if want := strings.Repeat("1", last+1); string(m.raw) != want {
			t.Errorf("member %q = %s, want the last occurrence %s", m.key, m.raw, want)
		}
	}
}

func TestScanObjectMembers(t *testing.T) {
	line := []byte(` { "s" : "a<b" , "n":-1.5e3, "o" : { "x" : [ 1 , 2 ] } ,"t":true,"f":false,"z":null,"a":["x"]} `)
	got, err := scanObject(line, make([]member, 3))
	if err != nil {
		t.Fatalf("scanObject: %v", err)
	}
	want := []struct {
		key, raw string
		kind     byte
		plain    bool
	}{
		{"a", `["x"]`, '[', true},
		{"f", `false`, 'f', true},
		{"n", `-1.5e3`, '0', true},
		{"o", `{ "x" : [ 1 , 2 ] }`, '{', false},
		{"s", `"a<b"`, '"', false},
		{"t", `true`, 't', true},
		{"z", `null`, 'n', true},
	}
	if len(got) != len(want) {
		t.Fatalf("got %d members %q, want %d", len(got), memberKeys(got), len(want))
	}
	for i, w := range want {
		g := got[i]
		if g.key != w.key || string(g.raw) != w.raw || g.kind != w.kind || g.plain != w.plain {
			t.Errorf("member %d = {%q %q %q %v}, want {%q %q %q %v}", i, g.key, g.raw, g.kind, g.plain, w.key, w.raw, w.kind, w.plain)
		}
	}
}

func TestFindMember(t *testing.T) {
	for _, n := range []int{0, 1, 5, 8, 9, 30} {
		var b strings.Builder
		b.WriteString("{")
		for i := range n {
			if i > 0 {
				b.WriteString(",")
			}
			b.WriteString(`"k` + strconv.Itoa(i) + `":` + strconv.Itoa(i))
		}
		b.WriteString("}")
		ms, err := scanObject([]byte(b.String()), nil)
		if err != nil {
			t.Fatalf("scanObject(%s): %v", b.String(), err)
		}
		for i := range n {
			m, ok := findMember(ms, "k"+strconv.Itoa(i))
			if !ok || string(m.raw) != strconv.Itoa(i) {
				t.Errorf("%d members: findMember(k%d) = %v, %v; want raw %d", n, i, m, ok, i)
			}
		}
		for _, k := range []string{"", "k", "k" + strconv.Itoa(n), "zz"} {
			if m, ok := findMember(ms, k); ok {
				t.Errorf("%d members: findMember(%q) = %q, want none", n, k, m.key)
			}
		}
	}
}

func TestDecodeString(t *testing.T) {
	tests := []struct {
		name, raw, want string
		wantErr         bool
	}{
		{"plain", `"hello"`, "hello", false},
		{"empty", `""`, "", false},
		{"short escapes", `"\"\\\/\b\f\n\r\t"`, "\"\\/\b\f\n\r\t", false},
		{"NUL", `"a\u0000b"`, "a\x00b", false},
		{"BMP", `"\u00e9\u4E2D"`, "é中", false},
		{"raw UTF-8", `"é中😀"`, "é中😀", false},
		{"surrogate pair", `"\ud83d\ude00"`, "😀", false},
		{"lone high", `"\ud83dx"`, "\uFFFDx", false},
		{"lone high at end", `"\ud83d"`, "\uFFFD", false},
		{"lone low", `"\ude00\ud83d"`, "\uFFFD\uFFFD", false},
		{"high high low", `"\ud83d\ud83d\ude00"`, "\uFFFD😀", false},
		{"high then BMP escape", `"\ud83d\u0041"`, "\uFFFDA", false},
		{"high then short escape", `"\ud83d\n"`, "\uFFFD\n", false},
		{"invalid UTF-8", "\"a\xffb\xc3\"", "a\uFFFDb\uFFFD", false},
		{"encoded surrogate bytes", "\"\xed\xa0\x80\"", "\uFFFD\uFFFD\uFFFD", false},
		{"invalid UTF-8 with escape", "\"\xff\\n\"", "\uFFFD\n", false},
		{"no quotes", `abc`, "", true},
		{"unterminated", `"abc`, "", true},
		{"trailing bytes", `"a"b`, "", true},
		{"control byte", "\"a\nb\"", "", true},
		{"bad escape", `"\a"`, "", true},
		{"empty input", ``, "", true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := decodeString([]byte(tt.raw))
			var std string
			stdErr := json.Unmarshal([]byte(tt.raw), &std)
			if tt.wantErr {
				if err == nil {
					t.Fatalf("decodeString(%q) = %q, want an error", tt.raw, got)
				}
				return
			}
			if err != nil {
				t.Fatalf("decodeString(%q) error %v", tt.raw, err)
			}
			if got != tt.want {
				t.Errorf("decodeString(%q) = %q, want %q", tt.raw, got, tt.want)
			}
			if stdErr != nil || std != got {
				t.Errorf("json.Unmarshal(%q) = %q, %v; decodeString gave %q", tt.raw, std, stdErr, got)
			}
		})
	}
}

func TestDecodeStringArray(t *testing.T) {
	tests := []struct {
		name, raw string
		want      []string
		wantErr   bool
	}{
		{"two", `["git", "prod"]`, []string{"git", "prod"}, false},
		{"spaces", " [ \"a\" ,\n\"b\\n\" ] ", []string{"a", "b\n"}, false},
		{"empty", `[]`, []string{}, false},
		{"empty with space", `[ ]`, []string{}, false},
		{"number element", `["a",1]`, nil, true},
		{"null element", `[null]`, nil, true},
		{"nested array", `[["a"]]`, nil, true},
		{"object", `{"a":"b"}`, nil, true},
		{"string", `"a"`, nil, true},
		{"trailing comma", `["a",]`, nil, true},
		{"unterminated", `["a"`, nil, true},
		{"trailing bytes", `["a"]x`, nil, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := decodeStringArray([]byte(tt.raw))
			if tt.wantErr {
				if err == nil {
					t.Fatalf("decodeStringArray(%q) = %q, want an error", tt.raw, got)
				}
				return
			}
			if err != nil {
				t.Fatalf("decodeStringArray(%q) error %v", tt.raw, err)
			}
			if got == nil || strings.Join(got, "|") != strings.Join(tt.want, "|") || len(got) != len(tt.want) {
				t.Errorf("decodeStringArray(%q) = %#v, want %#v", tt.raw, got, tt.want)
			}
		})
	}
}

func TestAppendCanonicalGolden(t *testing.T) {
	// Written out by hand from encoding/json's rules, so a change in both
	// the scanner and the standard library would still be caught.
	line := "{ \"z<\":[ \"a & b\" , {\"k\" : \"\u2028\"} ], \"a\" : \"\\u003e\", \"m\\n\":1.50 }"
	want := `{"a":"\u003e","m\n":1.50,"z\u003c":["a \u0026 b",{"k":"\u2028"}]}`
	ms, err := scanObject([]byte(line), nil)
	if err != nil {
		t.Fatalf("scanObject: %v", err)
	}
	if got := string(appendCanonical(nil, ms)); got != want {
		t.Errorf("appendCanonical = %s, want %s", got, want)
	}
	if got := string(appendCanonical([]byte("x"), nil)); got != "x{}" {
		t.Errorf("appendCanonical of no members after x = %s, want x{}", got)
	}
}

func TestScanBenchLinesMatch(t *testing.T) {
	for _, line := range benchLines(50) {
		ms, err := scanObject([]byte(line), nil)
		if err != nil {
			t.Fatalf("scanObject(%s): %v", line, err)
		}
		_, canon, _ := stdObject(t, []byte(line))
		if got := appendCanonical(nil, ms); !bytes.Equal(got, canon) {
			t.Fatalf("appendCanonical = %s, want %s", got, canon)
		}
	}
}

// TestScanRandomTokens checks scanObject against encoding/json on lines
// glued together from JSON-ish fragments, which reach nested and escaped
// shapes that byte-level fuzzing finds slowly. Deterministic: fixed seed.
func TestScanRandomTokens(t *testing.T) {
	frags := []string{
		"{", "}", "[", "]", ",", ":", " ", "\t", "\n", `"`, `"a"`, `"b"`, `"a<b"`, `"\u0061"`,
		`"\ud83d\ude00"`, `"\ud83d"`, `"\ude00"`, `\`, `\u`, `d83d`, "\xe2\x80\xa8", "\xe2\x80", "\xff",
		"0", "-", "1", ".", "5", "e", "E", "+", "01", "true", "false", "null", "nul", "&", ">",
		`"x y"`, `{"k":[1,{"z":"\u2029"}]}`, "\x00", "\x1f", "\x7f", "é",
	}
	rng := rand.New(rand.NewPCG(1, 2))
	n := 20000
	if testing.Short() {
		n = 2000
	}
	var ms []member
	accepted := 0
	for range n {
		var b []byte
		b = append(b, "{"...)
		for k := rng.IntN(12); k > 0; k-- {
			b = append(b, frags[rng.IntN(len(frags))]...)
		}
		if rng.IntN(3) > 0 {
			b = append(b, "}"...)
		}
		var err error
		ms, err = scanObject(b, ms)
		fields, canon, ok := stdObject(t, b)
		if (err == nil) != ok {
			t.Fatalf("scanObject(%q) error = %v, encoding/json accepts = %v", b, err, ok)
		}
		if !ok {
			continue
		}
		accepted++
		if len(ms) != len(fields) {
			t.Fatalf("scanObject(%q): %d members, encoding/json %d", b, len(ms), len(fields))
		}
		if got := appendCanonical(nil, ms); !bytes.Equal(got, canon) {
			t.Fatalf("appendCanonical(%q) = %q, json.Marshal = %q", b, got, canon)
		}
	}
	if accepted < n/100 {
		t.Errorf("only %d of %d random lines were valid JSON; the generator is too weak", accepted, n)
	}
}

func FuzzScanMatchesEncodingJSON(f *testing.F) {
	for _, s := range []string{
		`{}`, `{"a":1}`, `null`, `[]`, `{"a":1,"a":2}`, `{"a":"<&>"}`,
		benchLines(1)[0],
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, line []byte) {
		ms, err := scanObject(line, nil)
		fields, canon, ok := stdObject(t, line)
		if (err == nil) != ok {
			t.Fatalf("scanObject error = %v, encoding/json accepts = %v, for %q", err, ok, line)
		}
		if !ok {
			if !strings.Contains(err.Error(), "at byte ") {
				t.Fatalf("error %q names no offset", err)
			}
			return
		}
		if len(ms) != len(fields) {
			t.Fatalf("%d members %q, encoding/json has %d keys", len(ms), memberKeys(ms), len(fields))
		}
		if got := appendCanonical(nil, ms); !bytes.Equal(got, canon) {
			t.Fatalf("appendCanonical = %q, json.Marshal = %q", got, canon)
		}
		for i, m := range ms {
			if i > 0 && ms[i-1].key >= m.key {
				t.Fatalf("members not sorted and unique: %q", memberKeys(ms))
			}
			if _, ok := fields[m.key]; !ok {
				t.Fatalf("key %q not in encoding/json's map", m.key)
			}
			if len(m.raw) == 0 {
				t.Fatalf("member %q has no value bytes", m.key)
			}
			wantKind := m.raw[0]
			if wantKind == '-' || isDigit(wantKind) {
				wantKind = '0'
			}
			if m.kind != wantKind {
				t.Fatalf("member %q kind %q, value %q", m.key, m.kind, m.raw)
			}
			switch m.kind {
			case '"':
				got, err := decodeString(m.raw)
				var want string
				if jerr := json.Unmarshal(m.raw, &want); jerr != nil || err != nil || got != want {
					t.Fatalf("decodeString(%q) = %q, %v; json.Unmarshal = %q, %v", m.raw, got, err, want, jerr)
				}
				if text, err := m.text(); err != nil || text != want {
					t.Fatalf("member %q text() = %q, %v; json.Unmarshal = %q", m.key, text, err, want)
				}
				if text, err := m.textIn(string(line)); err != nil || text != want {
					t.Fatalf("member %q textIn() = %q, %v; json.Unmarshal = %q", m.key, text, err, want)
				}
			case '[':
				got, err := decodeStringArray(m.raw)
				var elems []json.RawMessage
				if jerr := json.Unmarshal(m.raw, &elems); jerr != nil {
					t.Fatalf("json.Unmarshal of array %q: %v", m.raw, jerr)
				}
				allStrings := true
				for _, e := range elems {
					allStrings = allStrings && e[0] == '"'
				}
				if (err == nil) != allStrings {
					t.Fatalf("decodeStringArray(%q) error %v, all strings = %v", m.raw, err, allStrings)
				}
				if err == nil {
					var want []string
					if jerr := json.Unmarshal(m.raw, &want); jerr != nil || len(want) != len(got) || strings.Join(want, "\x00|") != strings.Join(got, "\x00|") {
						t.Fatalf("decodeStringArray(%q) = %q, json.Unmarshal = %q, %v", m.raw, got, want, jerr)
					}
				}
			}
		}
	})
}

func BenchmarkScanObject(b *testing.B) {
	lines := scanBenchInput()
	var ms []member
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; b.Loop(); i++ {
		var err error
		if ms, err = scanObject(lines[i%len(lines)], ms); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkAppendCanonical(b *testing.B) {
	lines := scanBenchInput()
	parsed := make([][]member, len(lines))
	for i, l := range lines {
		var err error
		if parsed[i], err = scanObject(l, nil); err != nil {
			b.Fatal(err)
		}
	}
	var buf []byte
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; b.Loop(); i++ {
		buf = appendCanonical(buf[:0], parsed[i%len(parsed)])
	}
}

// BenchmarkScanDecodeCanonical is the work Parse will do per line with
// the scanner: scan, look up and decode the string fields and tags,
// parse ts, build the canonical form and hash it.
func BenchmarkScanDecodeCanonical(b *testing.B) {
	lines := scanBenchInput()
	p := NewParser(time.UTC)
	var buf []byte
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; b.Loop(); i++ {
		var mbuf [16]member
		line := lines[i%len(lines)]
		ms, err := scanObject(line, mbuf[:0])
		if err != nil {
			b.Fatal(err)
		}
		str := string(line)
		var ts string
		for _, key := range []string{"ts", "type", "problem", "solution", "category", "confidence", "source", "greg_feedback", "human_feedback"} {
			if m, ok := findMember(ms, key); ok && m.kind == '"' {
				s, err := m.textIn(str)
				if err != nil {
					b.Fatal(err)
				}
				if key == "ts" {
					ts = s
				}
			}
		}
		if _, err := p.ParseTime(ts); err != nil {
			b.Fatal(err)
		}
		if m, ok := findMember(ms, "tags"); ok {
			if _, err := decodeStringArray(m.raw); err != nil {
				b.Fatal(err)
			}
		}
		buf = appendCanonical(buf[:0], ms)
		raw := bytes.Clone(buf) // Parse keeps the canonical bytes
		_ = sha256.Sum256(raw)
	}
}

func scanBenchInput() [][]byte {
	lines := benchLines(1000)
	out := make([][]byte, len(lines))
	for i, l := range lines {
		out[i] = []byte(l)
	}
	return out
}
