package formats

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"
)

// object is one decoded JSON object whose values are decoded on demand, so
// that a wrong type can be reported with the field's path.
type object struct {
	path   string // "" for the line itself, "data.node." for a nested one
	fields map[string]json.RawMessage
}

// parseObject decodes a line that must hold exactly one JSON object. The
// error reads after "<format> line ".
func parseObject(line []byte) (object, error) {
	trimmed := bytes.TrimSpace(line)
	if len(trimmed) == 0 || trimmed[0] != '{' {
		return object{}, fmt.Errorf("is not a JSON object (it starts with %s)", describeStart(trimmed))
	}
	var fields map[string]json.RawMessage
	if err := json.Unmarshal(trimmed, &fields); err != nil {
		return object{}, fmt.Errorf("is not valid JSON: %v", err)
	}
	return object{fields: fields}, nil
}

// describeStart names what a non-object line starts with.
func describeStart(b []byte) string {
	if len(b) == 0 {
		return "nothing"
	}
	if json.Valid(b) {
		return "a JSON " + kindOf(b)
	}
	r, _ := utf8.DecodeRune(b)
	return strconv.Quote(string(r))
}

// article is "a" or "an" for a JSON kind.
func article(kind string) string {
	if kind == "object" || kind == "array" || kind == "invalid JSON" || kind == "empty" {
		return "an"
	}
	return "a"
}

// kindOf names the JSON type of a raw value.
func kindOf(raw json.RawMessage) string {
	raw = bytes.TrimSpace(raw)
	if len(raw) == 0 {
		return "empty"
	}
	switch c := raw[0]; {
	case c == '"':
		return "string"
	case c == '{':
		return "object"
	case c == '[':
		return "array"
	case c == 't' || c == 'f':
		return "boolean"
	case c == 'n':
		return "null"
	case c == '-' || (c >= '0' && c <= '9'):
		return "number"
	}
	return "invalid JSON"
}

// lookup returns the raw value of key; a null counts as absent.
func (o object) lookup(key string) (json.RawMessage, bool) {
	raw, ok := o.fields[key]
	if !ok || kindOf(raw) == "null" {
		return nil, false
	}
	return raw, true
}

// typeError says that key holds the wrong type.
func (o object) typeError(key string, raw json.RawMessage, want string) error {
	return fmt.Errorf("field %s%s is %s %s, want %s", o.path, key, article(kindOf(raw)), kindOf(raw), want)
}

// str returns the string at key; ok is false when it is absent or null.
func (o object) str(key string) (s string, ok bool, err error) {
	raw, ok := o.lookup(key)
	if !ok {
		return "", false, nil
	}
	if err := json.Unmarshal(raw, &s); err != nil {
		return "", false, o.typeError(key, raw, "a string")
	}
	return s, true, nil
}

// requiredStr returns the string at key and fails when it is absent, null
// or blank.
func (o object) requiredStr(key string) (string, error) {
	s, ok, err := o.str(key)
	if err != nil {
		return "", err
	}
	if !ok || strings.TrimSpace(s) == "" {
		return "", fmt.Errorf("field %s%s is missing or empty", o.path, key)
	}
	return s, nil
}

// boolean returns the boolean at key.
func (o object) boolean(key string) (b bool, ok bool, err error) {
	raw, ok := o.lookup(key)
	if !ok {
		return false, false, nil
	}
	if err := json.Unmarshal(raw, &b); err != nil {
		return false, false, o.typeError(key, raw, "a boolean")
	}
	return b, true, nil
}

// obj returns the nested object at key.
func (o object) obj(key string) (object, bool, error) {
	raw, ok := o.lookup(key)
	if !ok {
		return object{}, false, nil
	}
	var fields map[string]json.RawMessage
	if kindOf(raw) != "object" || json.Unmarshal(raw, &fields) != nil {
		return object{}, false, o.typeError(key, raw, "an object")
	}
	return object{path: o.path + key + ".", fields: fields}, true, nil
}

// array returns the elements of the array at key.
func (o object) array(key string) ([]json.RawMessage, error) {
	raw, ok := o.lookup(key)
	if !ok {
		return nil, nil
	}
	var elems []json.RawMessage
	if kindOf(raw) != "array" || json.Unmarshal(raw, &elems) != nil {
		return nil, o.typeError(key, raw, "an array")
	}
	return elems, nil
}

// strings returns the array of strings at key.
func (o object) strings(key string) ([]string, error) {
	elems, err := o.array(key)
	if err != nil {
		return nil, err
	}
	out := make([]string, 0, len(elems))
	for i, raw := range elems {
		var s string
		if err := json.Unmarshal(raw, &s); err != nil {
			return nil, fmt.Errorf("field %s%s[%d] is %s %s, want a string", o.path, key, i, article(kindOf(raw)), kindOf(raw))
		}
		out = append(out, s)
	}
	return out, nil
}

// elemObject wraps the i-th element of the array at key as an object.
func (o object) elemObject(key string, i int, raw json.RawMessage) (object, error) {
	var fields map[string]json.RawMessage
	if kindOf(raw) != "object" || json.Unmarshal(raw, &fields) != nil {
		return object{}, fmt.Errorf("field %s%s[%d] is %s %s, want an object", o.path, key, i, article(kindOf(raw)), kindOf(raw))
	}
	return object{path: fmt.Sprintf("%s%s[%d].", o.path, key, i), fields: fields}, nil
}
