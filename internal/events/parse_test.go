package events

import (
	"strings"
	"testing"
	"time"
)

func TestParse(t *testing.T) {
	p := NewParser(time.UTC)
	tests := []struct {
		name    string
		line    string
		wantErr string // substring; empty = valid
	}{
		{"minimal mistake", `{"ts":"2026-02-11T10:30:00Z","type":"mistake","problem":"x"}`, ""},
		{"solution only", `{"ts":"2026-02-11T10:30:00Z","type":"discovery","solution":"use fzf"}`, ""},
		{"zone-less ts", `{"ts":"2026-02-11T10:30:00","type":"success","problem":"ok"}`, ""},
		{"fractional ts", `{"ts":"2026-02-11T10:30:00.123+02:00","type":"success","problem":"ok"}`, ""},
		{"unknown fields kept", `{"ts":"2026-02-11T10:30:00Z","type":"mistake","problem":"x","session":{"id":7},"x":[1,2]}`, ""},
		{"human_feedback", `{"ts":"2026-02-11T10:30:00Z","type":"feedback","problem":"x","human_feedback":"stop"}`, ""},
		{"null optional", `{"ts":"2026-02-11T10:30:00Z","type":"mistake","problem":"x","tags":null,"category":null}`, ""},
		{"broken JSON", `{"ts":"2026-02-11T10:30:00Z","type":"mistake",`, "invalid JSON"},
		{"not an object", `["ts"]`, "not a JSON object"},
		{"plain text", `hello world`, "not a JSON object"},
		{"trailing garbage", `{"ts":"2026-02-11T10:30:00Z","type":"mistake","problem":"x"} extra`, "invalid JSON"},
		{"missing ts", `{"type":"mistake","problem":"x"}`, `missing field: "ts"`},
		{"missing type", `{"ts":"2026-02-11T10:30:00Z","problem":"x"}`, `missing field: "type"`},
		{"misspelled type key", `{"ts":"2026-02-11T10:30:00Z","tpye":"mistake","problem":"x"}`, `missing field: "type"`},
		{"no problem or solution", `{"ts":"2026-02-11T10:30:00Z","type":"mistake"}`, "needs \"problem\" or \"solution\""},
		{"blank problem", `{"ts":"2026-02-11T10:30:00Z","type":"mistake","problem":"  "}`, "needs \"problem\" or \"solution\""},
		{"bad type value", `{"ts":"2026-02-11T10:30:00Z","type":"oops","problem":"x"}`, "is not one of"},
		{"ts number", `{"ts":1707647400,"type":"mistake","problem":"x"}`, `field "ts": want a string, got a number`},
		{"ts not a date", `{"ts":"yesterday","type":"mistake","problem":"x"}`, "not an RFC 3339"},
		{"tags not array", `{"ts":"2026-02-11T10:30:00Z","type":"mistake","problem":"x","tags":5}`, `field "tags"`},
		{"tags of numbers", `{"ts":"2026-02-11T10:30:00Z","type":"mistake","problem":"x","tags":[1]}`, `field "tags"`},
		{"problem object", `{"ts":"2026-02-11T10:30:00Z","type":"mistake","problem":{"a":1}}`, `field "problem": want a string, got an object`},
		{"bad confidence", `{"ts":"2026-02-11T10:30:00Z","type":"mistake","problem":"x","confidence":"sure"}`, `field "confidence"`},
		{"invalid UTF-8", "{\"ts\":\"2026-02-11T10:30:00Z\",\"type\":\"mistake\",\"problem\":\"\xff\xfe\"}", "not valid UTF-8"},
		{"NUL byte", "{\"ts\":\"2026-02-11T10:30:00Z\",\"type\":\"mistake\",\"problem\":\"a\x00b\"}", "NUL byte"},
		{"over 1 MiB", `{"ts":"2026-02-11T10:30:00Z","type":"mistake","problem":"` + strings.Repeat("a", MaxLineBytes) + `"}`, "over the"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := p.Parse([]byte(tt.line))
			if tt.wantErr == "" {
				if err != nil {
					t.Fatalf("Parse(%s) error %v, want none", tt.name, err)
				}
				if got.Event.Category == "" || got.Event.Confidence == "" {
					t.Errorf("defaults not applied: category %q confidence %q", got.Event.Category, got.Event.Confidence)
				}
				return
			}
			if err == nil {
				t.Fatalf("Parse(%s) = ok, want error containing %q", tt.name, tt.wantErr)
			}
			if !strings.Contains(err.Error(), tt.wantErr) {
				t.Fatalf("Parse(%s) error %q, want it to contain %q", tt.name, err, tt.wantErr)
			}
		})
	}
}

func TestParseCanonicalIdentity(t *testing.T) {
	p := NewParser(time.UTC)
	a, err := p.Parse([]byte(`{"ts":"2026-02-11T10:30:00Z","type":"mistake","problem":"x","tags":["a", "b"]}`))
	if err != nil {
		t.Fatal(err)
	}
	b, err := p.Parse([]byte(`{ "tags" : ["a","b"], "problem":"x","type":"mistake",  "ts":"2026-02-11T10:30:00Z" }`))
	if err != nil {
		t.Fatal(err)
	}
	if a.Hash != b.Hash {
		t.Errorf("same event in another key order and spacing got different hashes")
	}
	c, _ := p.Parse([]byte(`{"ts":"2026-02-11T10:30:00Z","type":"mistake","problem":"y"}`))
	if c.Hash == a.Hash {
		t.Errorf("different events share a hash")
	}
	if string(a.Event.Raw) != `{"problem":"x","tags":["a","b"],"ts":"2026-02-11T10:30:00Z","type":"mistake"}` {
		t.Errorf("canonical form = %s", a.Event.Raw)
	}
}

func TestParseZoneLessUsesLocation(t *testing.T) {
	loc, err := time.LoadLocation("Europe/Berlin")
	if err != nil {
		t.Skip("no tzdata:", err)
	}
	got, err := NewParser(loc).Parse([]byte(`{"ts":"2026-02-11T10:30:00","type":"mistake","problem":"x"}`))
	if err != nil {
		t.Fatal(err)
	}
	want := time.Date(2026, 2, 11, 9, 30, 0, 0, time.UTC)
	if !got.Event.Time.Equal(want) {
		t.Errorf("zone-less ts in Berlin = %v, want %v", got.Event.Time, want)
	}
}

func FuzzParseEvent(f *testing.F) {
	for _, s := range []string{
		`{"ts":"2026-02-11T10:30:00Z","type":"mistake","problem":"x","tags":["a"]}`,
		`{"ts":"2026-02-11T10:30:00","type":"feedback","solution":"y","greg_feedback":"z","extra":{"n":1}}`,
		`{"ts":"2026-02-11T10:30:00Z","type":"success"}`,
		`{bad`, `[]`, `null`, "\x00\xff",
	} {
		f.Add([]byte(s))
	}
	p := NewParser(time.UTC)
	f.Fuzz(func(t *testing.T, line []byte) {
		got, err := p.Parse(line)
		if err != nil {
			if got.Event.TS != "" || len(got.Event.Raw) != 0 {
				t.Fatalf("error %v but an event was returned", err)
			}
			return
		}
		if got.Event.TS == "" || got.Event.Type == "" || len(got.Event.Raw) == 0 {
			t.Fatalf("valid parse with empty fields: %+v", got.Event)
		}
		if got.Event.Problem == "" && got.Event.Solution == "" {
			t.Fatalf("valid parse without problem or solution")
		}
		again, err := p.Parse(got.Event.Raw)
		if err != nil {
			t.Fatalf("canonical form does not parse: %v", err)
		}
		if again.Hash != got.Hash {
			t.Fatalf("canonical form is not canonical: %s", got.Event.Raw)
		}
	})
}
