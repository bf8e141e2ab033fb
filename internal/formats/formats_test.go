package formats

import (
	"bytes"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"unicode/utf8"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata/")

// mappedFormats are the formats with an adapter (all but the identity).
var mappedFormats = []string{NeuroTiny, ELMO, GoTN}

// readLines returns the lines of a testdata file, blank ones included.
func readLines(tb testing.TB, path string) [][]byte {
	tb.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		tb.Fatalf("read %s: %v", path, err)
	}
	lines := bytes.Split(bytes.TrimSuffix(data, []byte("\n")), []byte("\n"))
	return lines
}

// checkEvent returns why ev is not a well-formed mapped event of format,
// or nil: the keys in order, the required fields, the types.
func checkEvent(format string, ev []byte) error {
	if !utf8.Valid(ev) {
		return errors.New("event is not valid UTF-8")
	}
	if !bytes.HasPrefix(ev, []byte(`{"ts":`)) {
		return fmt.Errorf("event does not start with the ts key: %.40s", ev)
	}
	var e struct {
		TS         *string   `json:"ts"`
		Type       *string   `json:"type"`
		Category   *string   `json:"category"`
		Tags       *[]string `json:"tags"`
		Problem    string    `json:"problem"`
		Solution   string    `json:"solution"`
		Source     *string   `json:"source"`
		Confidence *string   `json:"confidence"`
	}
	dec := json.NewDecoder(bytes.NewReader(ev))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&e); err != nil {
		return fmt.Errorf("event is not the event shape: %v", err)
	}
	if dec.More() {
		return errors.New("event has data after the object")
	}
	switch {
	case e.TS == nil || strings.TrimSpace(*e.TS) == "":
		return errors.New("event has no ts")
	case e.Type == nil || (*e.Type != "mistake" && *e.Type != "success"):
		return fmt.Errorf("event type is %v, want mistake or success", e.Type)
	case e.Category == nil || *e.Category == "":
		return errors.New("event has no category")
	case e.Tags == nil:
		return errors.New("event has no tags array")
	case e.Problem == "" && e.Solution == "":
		return errors.New("event has neither problem nor solution")
	case e.Source == nil || !strings.HasPrefix(*e.Source, format+":"):
		return fmt.Errorf("event source %v does not start with %s:", e.Source, format)
	case e.Confidence == nil || *e.Confidence != "testing":
		return fmt.Errorf("event confidence %v, want testing", e.Confidence)
	}
	for _, tg := range *e.Tags {
		if tg == "" || tg != strings.ToLower(tg) {
			return fmt.Errorf("event tag %q is empty or not lower-case", tg)
		}
	}
	return nil
}

// TestGolden maps every line of testdata/<format>.jsonl and compares the
// result, line by line, with testdata/<format>.golden.jsonl.
func TestGolden(t *testing.T) {
	for _, format := range mappedFormats {
		t.Run(format, func(t *testing.T) {
			lines := readLines(t, filepath.Join("testdata", format+".jsonl"))
			var got bytes.Buffer
			var events, skips, errs int
			for i, line := range lines {
				ev, skip, err := Map(format, line)
				fmt.Fprintf(&got, `{"line":%d,`, i+1)
				switch {
				case err != nil:
					errs++
					msg, _ := json.Marshal(err.Error())
					fmt.Fprintf(&got, `"error":%s}`+"\n", msg)
				case skip:
					skips++
					if ev != nil {
						t.Errorf("line %d: skip with an event %s", i+1, ev)
					}
					got.WriteString(`"skip":true}` + "\n")
				default:
					events++
					if err := checkEvent(format, ev); err != nil {
						t.Errorf("line %d: %v\n%s", i+1, err, ev)
					}
					fmt.Fprintf(&got, `"event":%s}`+"\n", ev)
				}
			}
			if events < 3 || errs < 3 {
				t.Errorf("fixture has %d events, %d skips, %d errors; want at least 3 events and 3 errors", events, skips, errs)
			}
			golden := filepath.Join("testdata", format+".golden.jsonl")
			if *update {
				if err := os.WriteFile(golden, got.Bytes(), 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			want, err := os.ReadFile(golden)
			if err != nil {
				t.Fatalf("read %s: %v (run go test -update)", golden, err)
			}
			if !bytes.Equal(got.Bytes(), want) {
				gl, wl := strings.Split(got.String(), "\n"), strings.Split(string(want), "\n")
				for i := range max(len(gl), len(wl)) {
					g, w := "", ""
					if i < len(gl) {
						g = gl[i]
					}
					if i < len(wl) {
						w = wl[i]
					}
					if g != w {
						t.Errorf("%s line %d:\n got %s\nwant %s", golden, i+1, g, w)
					}
				}
			}
		})
	}
}

// TestExamples checks the example logs for the bundled workspace: every
// line maps cleanly and most of them teach something.
func TestExamples(t *testing.T) {
	for _, format := range mappedFormats {
		t.Run(format, func(t *testing.T) {
			lines := readLines(t, filepath.Join("testdata", "example", format+".jsonl"))
			var events, mistakes int
			for i, line := range lines {
				ev, skip, err := Map(format, line)
				if err != nil {
					t.Fatalf("example line %d: %v", i+1, err)
				}
				if skip {
					continue
				}
				if err := checkEvent(format, ev); err != nil {
					t.Errorf("example line %d: %v", i+1, err)
				}
				events++
				if bytes.Contains(ev, []byte(`"type":"mistake"`)) {
					mistakes++
				}
			}
			if events < 5 || mistakes < 3 {
				t.Errorf("example %s gives %d events (%d mistakes), want at least 5 and 3", format, events, mistakes)
			}
		})
	}
}

func TestNamesAndValid(t *testing.T) {
	names := Names()
	if want := []string{"events", "neurotiny", "elmo", "gotn"}; !slices.Equal(names, want) {
		t.Fatalf("Names() = %v, want %v", names, want)
	}
	if names[0] != Default {
		t.Errorf("Names()[0] = %q, want the default %q", names[0], Default)
	}
	names[0] = "changed"
	if Names()[0] != Default {
		t.Error("Names() returned a shared slice: changing it changed the next result")
	}
	for _, n := range Names() {
		if !Valid(n) {
			t.Errorf("Valid(%q) = false, want true", n)
		}
	}
	for _, n := range []string{"", "Events", "ELMO", "json", "neurotiny ", "loopd"} {
		if Valid(n) {
			t.Errorf("Valid(%q) = true, want false", n)
		}
	}
}

func TestMapUnknownFormat(t *testing.T) {
	_, skip, err := Map("jsonl", []byte(`{}`))
	if !errors.Is(err, ErrUnknownFormat) || skip {
		t.Fatalf("Map(jsonl) = skip %v, err %v; want ErrUnknownFormat", skip, err)
	}
}

func TestMapEventsIsIdentity(t *testing.T) {
	for _, line := range []string{
		`{"ts":"2026-02-11T10:30:00Z","type":"mistake","problem":"x"}`,
		`not json`,
		``,
		"{\"ts\": 1}\r",
	} {
		got, skip, err := Map(Events, []byte(line))
		if err != nil || skip || string(got) != line {
			t.Errorf("Map(events, %q) = %q, %v, %v; want the line unchanged", line, got, skip, err)
		}
	}
}

// TestMapCommonLineErrors covers what every adapter rejects or skips before
// reading its fields.
func TestMapCommonLineErrors(t *testing.T) {
	cases := []struct {
		name, line string
		skip       bool
		errHas     string
	}{
		{name: "blank", line: "", skip: true},
		{name: "spaces", line: " \t\r", skip: true},
		{name: "array", line: `[1,2]`, errHas: "is not a JSON object (it starts with a JSON array)"},
		{name: "string", line: `"x"`, errHas: "starts with a JSON string"},
		{name: "word", line: `hello`, errHas: `it starts with "h"`},
		{name: "truncated", line: `{"a":`, errHas: "is not valid JSON"},
		{name: "two objects", line: `{} {}`, errHas: "is not valid JSON"},
		{name: "bad utf8", line: "{\"id\":\"\xff\"}", errHas: "not valid UTF-8"},
	}
	for _, format := range mappedFormats {
		for _, tc := range cases {
			t.Run(format+"/"+tc.name, func(t *testing.T) {
				ev, skip, err := Map(format, []byte(tc.line))
				if tc.errHas == "" {
					if err != nil || skip != tc.skip || ev != nil {
						t.Fatalf("Map(%q) = %s, %v, %v; want skip", tc.line, ev, skip, err)
					}
					return
				}
				if err == nil || !strings.Contains(err.Error(), tc.errHas) {
					t.Fatalf("Map(%q) error = %v, want one containing %q", tc.line, err, tc.errHas)
				}
				if !strings.HasPrefix(err.Error(), format+" ") {
					t.Errorf("error %q does not name the format %s", err, format)
				}
			})
		}
	}
}

// TestMapDeterministic maps each fixture line twice and wants equal bytes.
func TestMapDeterministic(t *testing.T) {
	for _, format := range mappedFormats {
		for i, line := range readLines(t, filepath.Join("testdata", format+".jsonl")) {
			a, _, errA := Map(format, line)
			b, _, errB := Map(format, line)
			if !bytes.Equal(a, b) || fmt.Sprint(errA) != fmt.Sprint(errB) {
				t.Errorf("%s line %d: two runs differ: %s / %s", format, i+1, a, b)
			}
		}
	}
}
