package formats

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// fuzzMap checks Map's contract on arbitrary lines of one format: no
// panic; an error is one line naming the format and comes alone; a skip has
// no event; an event is well-formed JSON with the required fields, and the
// same line always gives the same bytes.
func fuzzMap(f *testing.F, format string) {
	for _, path := range []string{
		filepath.Join("testdata", format+".jsonl"),
		filepath.Join("testdata", "example", format+".jsonl"),
	} {
		data, err := os.ReadFile(path)
		if err != nil {
			f.Fatalf("read seed corpus %s: %v", path, err)
		}
		for _, line := range bytes.Split(data, []byte("\n")) {
			f.Add(line)
		}
	}
	f.Fuzz(func(t *testing.T, line []byte) {
		ev, skip, err := Map(format, line)
		switch {
		case err != nil:
			msg := err.Error()
			if ev != nil || skip {
				t.Fatalf("Map returned an error with skip=%v event=%s", skip, ev)
			}
			if !strings.HasPrefix(msg, format+" ") || strings.ContainsAny(msg, "\n\r") {
				t.Fatalf("error %q is not one line starting with %q", msg, format+" ")
			}
			return
		case skip:
			if ev != nil {
				t.Fatalf("Map skipped with an event %s", ev)
			}
			return
		}
		if err := checkEvent(format, ev); err != nil {
			t.Fatalf("%v\nline:  %q\nevent: %s", err, line, ev)
		}
		again, _, _ := Map(format, line)
		if !bytes.Equal(ev, again) {
			t.Fatalf("two runs differ:\n%s\n%s", ev, again)
		}
	})
}

func FuzzNeuroTiny(f *testing.F) { fuzzMap(f, NeuroTiny) }

func FuzzElmo(f *testing.F) { fuzzMap(f, ELMO) }

func FuzzGoTN(f *testing.F) { fuzzMap(f, GoTN) }
