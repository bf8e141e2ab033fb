// Package events owns loopd's input: the strict parser and validator for
// event lines (SPEC section 1), the parse-error log, and the ingest
// pipeline that streams a file from its committed offset, stores new
// events exactly once and commits the new offset in the same transaction.
// The daemon's tailer and `loopd ingest` share this one code path.
package events

import (
	"bytes"
	"crypto/sha256"
	"errors"
	"fmt"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/loopd-dev/loopd/internal/model"
)

// MaxLineBytes is the longest line accepted (without its newline).
const MaxLineBytes = 1 << 20

// HashSize is the number of bytes of SHA-256 kept as an event's identity.
const HashSize = 16

// Parser validates event lines. Its zero value is not usable: build one
// with NewParser.
type Parser struct {
	loc *time.Location
}

// NewParser returns a parser that reads zone-less timestamps in loc.
func NewParser(loc *time.Location) *Parser {
	if loc == nil {
		loc = time.UTC
	}
	return &Parser{loc: loc}
}

// Parsed is one valid event with its identity.
type Parsed struct {
	Event model.Event
	// Hash identifies the event's canonical content: identical events
	// share it and are stored once.
	Hash [HashSize]byte
}

var validTypes = map[string]bool{
	model.TypeMistake: true, model.TypeSuccess: true, model.TypeDebugSession: true,
	model.TypeFeedback: true, model.TypeDiscovery: true,
}

// Parse validates one line (without its newline) and returns the event.
// The error says in one sentence what is wrong with the line.
func (p *Parser) Parse(line []byte) (Parsed, error) {
	if len(line) > MaxLineBytes {
		return Parsed{}, fmt.Errorf("line is %d bytes, over the %d byte limit", len(line), MaxLineBytes)
	}
	if bytes.IndexByte(line, 0) >= 0 {
		return Parsed{}, errors.New("line contains a NUL byte")
	}
	if !utf8.Valid(line) {
		return Parsed{}, errors.New("line is not valid UTF-8")
	}
	trimmed := bytes.TrimSpace(line)
	if len(trimmed) == 0 || trimmed[0] != '{' {
		return Parsed{}, errors.New("line is not a JSON object")
	}
	// One strict pass over the line (scan.go) instead of encoding/json:
	// it accepts exactly what json.Unmarshal accepts and yields the
	// members sorted by key, which is also the canonical order.
	var buf [16]member
	ms, err := scanObject(trimmed, buf[:0])
	if err != nil {
		return Parsed{}, fmt.Errorf("invalid JSON: %v", err)
	}
	text := string(trimmed)
	field := func(key string, required bool) (string, error) {
		m, ok := findMember(ms, key)
		if !ok || m.kind == 'n' {
			if required {
				return "", fmt.Errorf("missing field: %q", key)
			}
			return "", nil
		}
		if m.kind != '"' {
			return "", fmt.Errorf("field %q: want a string, got %s", key, kindName(m.kind))
		}
		v, err := m.textIn(text)
		if err != nil {
			return "", fmt.Errorf("field %q: %w", key, err)
		}
		if required && strings.TrimSpace(v) == "" {
			return "", fmt.Errorf("missing field: %q is empty", key)
		}
		return v, nil
	}
	var ev model.Event
	if ev.TS, err = field("ts", true); err != nil {
		return Parsed{}, err
	}
	if ev.Time, err = p.ParseTime(ev.TS); err != nil {
		return Parsed{}, fmt.Errorf("field \"ts\": %w", err)
	}
	if ev.Type, err = field("type", true); err != nil {
		return Parsed{}, err
	}
	if !validTypes[ev.Type] {
		return Parsed{}, fmt.Errorf("field \"type\": %q is not one of mistake, success, debug_session, feedback, discovery", ev.Type)
	}
	for _, f := range []struct {
		key string
		dst *string
	}{
		{"problem", &ev.Problem}, {"solution", &ev.Solution}, {"category", &ev.Category},
		{"confidence", &ev.Confidence}, {"source", &ev.Source},
		{"greg_feedback", &ev.Feedback},
	} {
		if *f.dst, err = field(f.key, false); err != nil {
			return Parsed{}, err
		}
	}
	if ev.Feedback == "" {
		if ev.Feedback, err = field("human_feedback", false); err != nil {
			return Parsed{}, err
		}
	}
	if strings.TrimSpace(ev.Problem) == "" && strings.TrimSpace(ev.Solution) == "" {
		return Parsed{}, errors.New("missing field: an event needs \"problem\" or \"solution\"")
	}
	if ev.Category == "" {
		ev.Category = "general"
	}
	switch ev.Confidence {
	case "":
		ev.Confidence = "testing"
	case "testing", "proven":
	default:
		return Parsed{}, fmt.Errorf("field \"confidence\": %q is not testing or proven", ev.Confidence)
	}
	if m, ok := findMember(ms, "tags"); ok && m.kind != 'n' {
		if ev.Tags, err = decodeStringArray(m.raw); err != nil {
			return Parsed{}, errors.New("field \"tags\": want an array of strings")
		}
	}
	ev.Raw = appendCanonical(make([]byte, 0, len(trimmed)), ms)
	sum := sha256.Sum256(ev.Raw)
	var out Parsed
	out.Event = ev
	copy(out.Hash[:], sum[:HashSize])
	return out, nil
}

// kindName names a member's JSON kind for error messages.
func kindName(kind byte) string {
	switch kind {
	case '{':
		return "an object"
	case '[':
		return "an array"
	case '"':
		return "a string"
	case 't', 'f':
		return "a boolean"
	case 'n':
		return "null"
	}
	return "a number"
}

// ParseTime reads an RFC 3339 timestamp; one without a zone is read in
// the parser's time zone.
func (p *Parser) ParseTime(s string) (time.Time, error) {
	if t, err := time.Parse(time.RFC3339Nano, s); err == nil {
		return t.UTC(), nil
	}
	for _, layout := range []string{"2006-01-02T15:04:05.999999999", "2006-01-02T15:04:05"} {
		if t, err := time.ParseInLocation(layout, s, p.loc); err == nil {
			return t.UTC(), nil
		}
	}
	return time.Time{}, fmt.Errorf("%q is not an RFC 3339 timestamp", clip(s, 60))
}

func clip(s string, n int) string {
	if len(s) <= n {
		return s
	}
	cut := n
	for cut > 0 && !utf8.RuneStart(s[cut]) {
		cut--
	}
	return s[:cut] + "…"
}
