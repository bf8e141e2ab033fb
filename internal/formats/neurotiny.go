package formats

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/loopd-dev/loopd/internal/model"
)

// mapNeuroTiny maps one seed-000 Trace object. validation.valid decides the
// type: false is a mistake whose problem is the query and the validation
// errors under the schema id, and whose solution is the fixes applied, in
// words; true is a success. Tags are the action types, the schema id and
// the metrics path (fast_path / slow_path).
func mapNeuroTiny(o object) (*outEvent, error) {
	rawID, err := o.requiredStr("id")
	if err != nil {
		return nil, fmt.Errorf("trace: %w", err)
	}
	id := label(rawID)
	ts, err := o.requiredStr("timestamp")
	if err != nil {
		return nil, fmt.Errorf("trace %s: %w", id, err)
	}
	v, ok, err := o.obj("validation")
	if err != nil {
		return nil, fmt.Errorf("trace %s: %w", id, err)
	}
	if !ok {
		return nil, fmt.Errorf("trace %s: field validation is missing", id)
	}
	valid, ok, err := v.boolean("valid")
	if err != nil {
		return nil, fmt.Errorf("trace %s: %w", id, err)
	}
	if !ok {
		return nil, fmt.Errorf("trace %s: field validation.valid is missing", id)
	}
	query, _, err := o.str("query")
	if err != nil {
		return nil, fmt.Errorf("trace %s: %w", id, err)
	}
	schema, err := traceSchema(o, v)
	if err != nil {
		return nil, fmt.Errorf("trace %s: %w", id, err)
	}
	errs, err := validationErrors(v)
	if err != nil {
		return nil, fmt.Errorf("trace %s: %w", id, err)
	}
	fixes, err := describeFixes(v, errs)
	if err != nil {
		return nil, fmt.Errorf("trace %s: %w", id, err)
	}
	tags, err := traceTags(o, schema)
	if err != nil {
		return nil, fmt.Errorf("trace %s: %w", id, err)
	}
	evidence, hasEvidence, err := v.boolean("evidence_match")
	if err != nil {
		return nil, fmt.Errorf("trace %s: %w", id, err)
	}
	if hasEvidence && !evidence {
		tags = appendTag(tags, "evidence-mismatch")
	}

	category := schema
	if category == "" {
		category = NeuroTiny
	}
	subject := cut(singleLine(query), maxSubject)
	typ := model.TypeSuccess
	if !valid {
		typ = model.TypeMistake
	}
	ev := newEvent(ts, typ, category, NeuroTiny+":"+singleLine(rawID))
	ev.Tags = tags
	if !valid {
		if hasEvidence && !evidence {
			errs = append(errs, "evidence does not match the output")
		}
		detail := "failed validation"
		if len(errs) > 0 {
			detail = joinList(errs, maxList)
		}
		if schema != "" {
			detail = schema + ": " + detail
		}
		ev.Problem = sentence(subject, detail)
		ev.Solution = fixes
		return ev, nil
	}
	ev.Problem = subject
	if ev.Problem == "" {
		ev.Problem = strings.TrimSpace(schema + " extraction")
	}
	ev.Solution = "Output passed validation"
	if schema != "" {
		ev.Solution = "Output valid against " + schema
	}
	if fixes != "" {
		ev.Solution += " after fixes: " + lowerFirst(fixes)
	}
	return ev, nil
}

// traceSchema is the trace's schema_id, or the one in its validation (the
// seed's Check object carries one too); "" when neither has it.
func traceSchema(o, v object) (string, error) {
	for _, src := range []object{o, v} {
		s, _, err := src.str("schema_id")
		if err != nil {
			return "", err
		}
		if s = singleLine(s); s != "" {
			return s, nil
		}
	}
	return "", nil
}

// validationErrors returns validation.errors cleaned, without blanks or
// repeats.
func validationErrors(v object) ([]string, error) {
	raw, err := v.strings("errors")
	if err != nil {
		return nil, err
	}
	var out []string
	seen := map[string]bool{}
	for _, e := range raw {
		e = singleLine(e)
		if e == "" || seen[strings.ToLower(e)] {
			continue
		}
		seen[strings.ToLower(e)] = true
		out = append(out, e)
	}
	return out, nil
}

// traceTags lists the action types (lower-case, first appearance first),
// then the schema id and the metrics path.
func traceTags(o object, schema string) ([]string, error) {
	actions, err := o.array("actions")
	if err != nil {
		return nil, err
	}
	tags := []string{}
	for i, raw := range actions {
		var typ string
		switch kindOf(raw) {
		case "string":
			var s string
			if err := json.Unmarshal(raw, &s); err != nil {
				return nil, fmt.Errorf("field actions[%d]: %v", i, err)
			}
			// The seed's Action Format: "FETCH https://…".
			if f := strings.Fields(s); len(f) > 0 {
				typ = f[0]
			}
		case "object":
			a, err := o.elemObject("actions", i, raw)
			if err != nil {
				return nil, err
			}
			if typ, _, err = a.str("type"); err != nil {
				return nil, err
			}
		default:
			return nil, fmt.Errorf("field actions[%d] is %s %s, want an object or a string", i, article(kindOf(raw)), kindOf(raw))
		}
		if isWord(typ) {
			tags = appendTag(tags, typ)
		}
	}
	tags = appendTag(tags, schema)
	m, ok, err := o.obj("metrics")
	if err != nil {
		return nil, err
	}
	if ok {
		path, _, err := m.str("path")
		if err != nil {
			return nil, err
		}
		if isWord(path) {
			tags = appendTag(tags, path)
		}
	}
	return tags, nil
}

// isWord reports whether s is a short identifier fit to be a tag.
func isWord(s string) bool {
	s = strings.TrimSpace(s)
	if s == "" || utf8.RuneCountInString(s) > 32 {
		return false
	}
	for _, r := range s {
		if !unicode.IsLetter(r) && !unicode.IsDigit(r) && r != '_' && r != '-' && r != '.' {
			return false
		}
	}
	return true
}

// describeFixes renders validation.fixes_applied as one sentence of
// actions: "Add field price; fix the format of field date from
// "15/01/2024" to "2024-01-15"". A fix's reason is shown unless a
// validation error already says it.
func describeFixes(v object, errs []string) (string, error) {
	elems, err := v.array("fixes_applied")
	if err != nil {
		return "", err
	}
	var parts []string
	seen := map[string]bool{}
	for i, raw := range elems {
		var text string
		switch kindOf(raw) {
		case "string":
			var s string
			if err := json.Unmarshal(raw, &s); err != nil {
				return "", fmt.Errorf("field validation.fixes_applied[%d]: %v", i, err)
			}
			text = singleLine(s)
		default:
			f, err := v.elemObject("fixes_applied", i, raw)
			if err != nil {
				return "", err
			}
			if text, err = describeFix(f, errs); err != nil {
				return "", err
			}
		}
		if text == "" || seen[strings.ToLower(text)] {
			continue
		}
		seen[strings.ToLower(text)] = true
		parts = append(parts, text)
	}
	if len(parts) == 0 {
		return "", nil
	}
	return upperFirst(joinList(parts, maxList)), nil
}

// describeFix renders one seed-000 Fix object.
func describeFix(f object, errs []string) (string, error) {
	var vals [3]string
	for i, key := range []string{"action", "field", "reason"} {
		s, _, err := f.str(key)
		if err != nil {
			return "", err
		}
		vals[i] = singleLine(s)
	}
	action, field, reason := vals[0], vals[1], vals[2]
	if action == "" && field == "" {
		return reason, nil
	}
	var text string
	showValues := true
	switch action {
	case "add_field":
		text, showValues = "add field "+field, false
	case "remove_field":
		text, showValues = "remove field "+field, false
	case "fix_type":
		text = "fix the type of field " + field
	case "fix_format":
		text = "fix the format of field " + field
	case "":
		text = "fix field " + field
	default:
		text = humanize(action)
		if field != "" {
			if strings.HasSuffix(text, " field") {
				text += " " + field
			} else {
				text += " of field " + field
			}
		}
	}
	text = strings.TrimSpace(text)
	if showValues {
		oldV, newV := shortValue(f, "old_value"), shortValue(f, "new_value")
		switch {
		case oldV != "" && newV != "":
			text += " from " + oldV + " to " + newV
		case newV != "":
			text += " to " + newV
		}
	}
	if reason != "" && !mentioned(reason, errs) {
		text += " (" + reason + ")"
	}
	return text, nil
}

// shortValue is a fix value as compact JSON when it is short enough to
// teach something ("2024-01-15", 19.99), else "".
func shortValue(f object, key string) string {
	raw, ok := f.lookup(key)
	if !ok {
		return ""
	}
	var buf bytes.Buffer
	if json.Compact(&buf, raw) != nil {
		return ""
	}
	s := singleLine(buf.String())
	if utf8.RuneCountInString(s) > maxValue {
		return ""
	}
	return s
}

// mentioned reports whether one of the errors already contains s.
func mentioned(s string, errs []string) bool {
	s = strings.ToLower(s)
	for _, e := range errs {
		if strings.Contains(strings.ToLower(e), s) {
			return true
		}
	}
	return false
}

func upperFirst(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	if n == 0 {
		return s
	}
	return string(unicode.ToUpper(r)) + s[n:]
}

func lowerFirst(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	if n == 0 {
		return s
	}
	return string(unicode.ToLower(r)) + s[n:]
}
