// Package formats maps one line of another agent runtime's log into one
// loopd event (seed 003 shape), so foreign logs go through the same strict
// event parser, offsets, dedupe and parse-error log as events.jsonl.
//
// It owns the adapters for NeuroTiny traces (seed 000), ELMO feedback
// records (seed 001) and GoTN journal entries (seed 002), and the identity
// format "events". It does not validate the events it produces beyond the
// fields it fills (the events package does), does no I/O and keeps no state:
// Map is a pure function of its line.
package formats

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"unicode/utf8"
)

// Format names accepted by Map.
const (
	Events    = "events"
	NeuroTiny = "neurotiny"
	ELMO      = "elmo"
	GoTN      = "gotn"
)

// Default is the format of a source that names none.
const Default = Events

// ErrUnknownFormat is returned by Map for a name Valid rejects.
var ErrUnknownFormat = errors.New("unknown log format")

// confidence is the confidence of every mapped event: an adapter only
// reports what happened, nothing has confirmed it yet.
const confidence = "testing"

// Valid reports whether name is a format Map understands.
func Valid(name string) bool {
	switch name {
	case Events, NeuroTiny, ELMO, GoTN:
		return true
	}
	return false
}

// Names lists the format names in a fixed order, the default first. The
// slice is new on every call.
func Names() []string {
	return []string{Events, NeuroTiny, ELMO, GoTN}
}

// Map turns one line of the named format into the JSON of one loopd event
// (keys ts, type, category, tags, problem, solution, source, confidence, in
// that order; the same line always gives the same bytes).
//
// For "events" the line is returned as it is (the event parser judges it).
// skip is true when the record is valid for its format but has nothing to
// learn from (a GoTN add_node entry, a skipped step, a blank line); event is
// nil then. err is one sentence saying why the line is not valid for its
// format, for parse-errors.jsonl; it wraps ErrUnknownFormat for a bad name.
func Map(name string, line []byte) (event []byte, skip bool, err error) {
	var mapLine func(object) (*outEvent, error)
	switch name {
	case Events:
		return line, false, nil
	case NeuroTiny:
		mapLine = mapNeuroTiny
	case ELMO:
		mapLine = mapELMO
	case GoTN:
		mapLine = mapGoTN
	default:
		return nil, false, fmt.Errorf("format %q: %w (want one of %v)", name, ErrUnknownFormat, Names())
	}
	if len(bytes.TrimSpace(line)) == 0 {
		return nil, true, nil
	}
	if !utf8.Valid(line) {
		return nil, false, fmt.Errorf("%s line is not valid UTF-8", name)
	}
	obj, err := parseObject(line)
	if err != nil {
		return nil, false, fmt.Errorf("%s line %w", name, err)
	}
	ev, err := mapLine(obj)
	if err != nil {
		return nil, false, fmt.Errorf("%s %w", name, err)
	}
	if ev == nil {
		return nil, true, nil
	}
	out, err := ev.marshal()
	if err != nil {
		return nil, false, fmt.Errorf("%s record: encode event: %w", name, err)
	}
	return out, false, nil
}

// outEvent is the event an adapter produces; the field order is the order
// of the keys in the output.
type outEvent struct {
	TS         string   `json:"ts"`
	Type       string   `json:"type"`
	Category   string   `json:"category"`
	Tags       []string `json:"tags"`
	Problem    string   `json:"problem,omitempty"`
	Solution   string   `json:"solution,omitempty"`
	Source     string   `json:"source"`
	Confidence string   `json:"confidence"`
}

// newEvent starts an event of the given type (model.TypeMistake or
// model.TypeSuccess) with no tags. The timestamp is passed through, trimmed:
// the event parser judges it.
func newEvent(ts, typ, category, source string) *outEvent {
	return &outEvent{TS: strings.TrimSpace(ts), Type: typ, Category: category, Tags: []string{}, Source: source, Confidence: confidence}
}

// marshal encodes the event without HTML escaping (problem texts often hold
// "<", ">" and "&") and without the encoder's trailing newline.
func (e *outEvent) marshal() ([]byte, error) {
	if e.Tags == nil {
		e.Tags = []string{}
	}
	if e.Problem == "" && e.Solution == "" {
		// Every adapter fills problem; this guards the event parser's rule.
		return nil, fmt.Errorf("event has neither problem nor solution")
	}
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(e); err != nil {
		return nil, err
	}
	return bytes.TrimSuffix(buf.Bytes(), []byte("\n")), nil
}
