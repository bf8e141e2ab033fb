// Package toon encodes JSON-like values as TOON v4 (Token-Oriented Object
// Notation), the compact notation loopd prints rules in for prompts
// (`context --format toon`, `rules list --format toon`).
//
// It owns the encoder only: loopd never reads TOON back, so there is no
// decoder here (the reference decoder is @toon-format/cli, used by the tests
// to check round trips). The encoder follows the v4 conformance fixtures in
// shared/testdata/toon-spec-v4/fixtures/encode: objects, inline primitive
// arrays, tabular arrays of uniform objects (with nested field groups),
// keyed tabular objects, expanded lists, delimiter-aware quoting and
// canonical numbers. Object key order is kept when values come as Object or
// from ParseJSON; Go maps are encoded with sorted keys; structs go through
// encoding/json first, so their field order and json tags apply.
package toon

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"reflect"
	"sort"
	"strconv"
	"strings"
	"unicode/utf8"
)

// Field is one key/value pair of an Object.
type Field struct {
	Key   string
	Value any
}

// Object is a JSON object whose key order is kept.
type Object []Field

// Get returns the value under key and whether it is present.
func (o Object) Get(key string) (any, bool) {
	for _, f := range o {
		if f.Key == key {
			return f.Value, true
		}
	}
	return nil, false
}

// Number is a JSON number in canonical TOON form (decimal, no exponent).
type Number string

// Options tune the encoder. The zero value is the spec's default: two
// spaces per level and the comma delimiter.
type Options struct {
	// Indent is the number of spaces per nesting level (default 2).
	Indent int
	// Delimiter separates inline array values and tabular cells: ',' (default),
	// '|' or '\t'.
	Delimiter rune
}

func (o Options) withDefaults() (Options, error) {
	if o.Indent == 0 {
		o.Indent = 2
	}
	if o.Indent < 0 {
		return o, fmt.Errorf("toon: indent %d is negative", o.Indent)
	}
	switch o.Delimiter {
	case 0:
		o.Delimiter = ','
	case ',', '|', '\t':
	default:
		return o, fmt.Errorf("toon: delimiter %q is not one of ',', '|', tab", o.Delimiter)
	}
	return o, nil
}

// Encode returns the TOON text of v, without a trailing newline.
//
// v may be nil, bool, string, any Go integer or float, json.Number,
// json.RawMessage, Number, Object, []any, map[string]any, or anything
// encoding/json can marshal (structs, slices, typed maps), which is
// marshalled and re-read with its key order kept. NaN and infinities
// encode as null, as JSON.stringify does.
func Encode(v any, opt Options) (string, error) {
	opt, err := opt.withDefaults()
	if err != nil {
		return "", err
	}
	nv, err := normalize(v)
	if err != nil {
		return "", err
	}
	e := &encoder{opt: opt, delim: string(opt.Delimiter)}
	e.root(nv)
	return e.buf.String(), nil
}

// Table encodes one tabular array under key: the header
// `key[N]{f1,f2,...}:` followed by one row per element of rows, each row
// holding the primitive values of fields in order. It is what loopd prints
// rules as (`rules[3]{id,type,category,rule}:`). When rows is empty the
// output is `key[0]{f1,...}:`, which decodes to an empty array, and when
// a row's length differs from fields' an error names the row.
func Table(key string, fields []string, rows [][]any, opt Options) (string, error) {
	opt, err := opt.withDefaults()
	if err != nil {
		return "", err
	}
	if len(fields) == 0 {
		return "", errors.New("toon: table needs at least one field")
	}
	e := &encoder{opt: opt, delim: string(opt.Delimiter)}
	cols := make([]column, len(fields))
	for i, f := range fields {
		cols[i] = column{key: f}
	}
	e.line(0, encodeKey(key)+e.bracket(len(rows), false)+"{"+e.header(cols)+"}:")
	cells := make([]string, len(fields))
	for i, row := range rows {
		if len(row) != len(fields) {
			return "", fmt.Errorf("toon: table %s row %d has %d values, want %d", key, i, len(row), len(fields))
		}
		for j, v := range row {
			nv, err := normalize(v)
			if err != nil {
				return "", fmt.Errorf("toon: table %s row %d field %s: %w", key, i, fields[j], err)
			}
			if !isPrimitive(nv) {
				return "", fmt.Errorf("toon: table %s row %d field %s is not a primitive", key, i, fields[j])
			}
			cells[j] = e.primitive(nv)
		}
		e.line(1, strings.Join(cells, e.delim))
	}
	return e.buf.String(), nil
}

// ParseJSON reads one JSON value keeping object key order: objects become
// Object, arrays []any, numbers Number, and strings, booleans and null
// their Go values. A duplicate key keeps its first position and its last
// value, as JavaScript's JSON.parse does.
func ParseJSON(data []byte) (any, error) {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	v, err := readValue(dec)
	if err != nil {
		return nil, fmt.Errorf("toon: parse JSON: %w", err)
	}
	if _, err := dec.Token(); err == nil {
		return nil, errors.New("toon: parse JSON: data after the top-level value")
	}
	return v, nil
}

func readValue(dec *json.Decoder) (any, error) {
	tok, err := dec.Token()
	if err != nil {
		return nil, err
	}
	switch t := tok.(type) {
	case json.Delim:
		switch t {
		case '{':
			obj := Object{}
			for dec.More() {
				kt, err := dec.Token()
				if err != nil {
					return nil, err
				}
				key, ok := kt.(string)
				if !ok {
					return nil, fmt.Errorf("object key %v is not a string", kt)
				}
				v, err := readValue(dec)
				if err != nil {
					return nil, err
				}
				obj = setField(obj, key, v)
			}
			if _, err := dec.Token(); err != nil {
				return nil, err
			}
			return obj, nil
		case '[':
			arr := []any{}
			for dec.More() {
				v, err := readValue(dec)
				if err != nil {
					return nil, err
				}
				arr = append(arr, v)
			}
			if _, err := dec.Token(); err != nil {
				return nil, err
			}
			return arr, nil
		}
		return nil, fmt.Errorf("unexpected %v", t)
	case json.Number:
		return canonicalNumber(string(t))
	default:
		return t, nil // string, bool, nil
	}
}

func setField(obj Object, key string, v any) Object {
	for i := range obj {
		if obj[i].Key == key {
			obj[i].Value = v
			return obj
		}
	}
	return append(obj, Field{Key: key, Value: v})
}

// canonicalNumber turns JSON number text into TOON's canonical decimal
// form: integers keep their digits (so big ones lose nothing), -0 is 0,
// everything else is the shortest decimal that round-trips a float64,
// never in exponent form.
func canonicalNumber(text string) (any, error) {
	if isIntegerText(text) {
		if strings.Trim(text, "-0") == "" {
			return Number("0"), nil
		}
		return Number(text), nil
	}
	f, err := strconv.ParseFloat(text, 64)
	if err != nil && !errors.Is(err, strconv.ErrRange) {
		return nil, fmt.Errorf("number %q: %w", text, err)
	}
	return floatNumber(f), nil
}

func isIntegerText(s string) bool {
	s = strings.TrimPrefix(s, "-")
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}

func floatNumber(f float64) any {
	switch {
	case math.IsNaN(f) || math.IsInf(f, 0):
		return nil
	case f == 0:
		return Number("0")
	}
	return Number(strconv.FormatFloat(f, 'f', -1, 64))
}

// normalize maps a Go value onto the encoder's model: nil, bool, string,
// Number, Object, []any.
func normalize(v any) (any, error) {
	switch t := v.(type) {
	case nil, bool, string:
		if s, ok := t.(string); ok && !utf8.ValidString(s) {
			return strings.ToValidUTF8(s, "\uFFFD"), nil
		}
		return t, nil
	case Number:
		return canonicalNumber(string(t))
	case json.Number:
		return canonicalNumber(string(t))
	case json.RawMessage:
		return ParseJSON(t)
	case float64:
		return floatNumber(t), nil
	case float32:
		return floatNumber(float64(t)), nil
	case int:
		return Number(strconv.FormatInt(int64(t), 10)), nil
	case int8, int16, int32, int64:
		return Number(strconv.FormatInt(reflect.ValueOf(t).Int(), 10)), nil
	case uint, uint8, uint16, uint32, uint64, uintptr:
		return Number(strconv.FormatUint(reflect.ValueOf(t).Uint(), 10)), nil
	case Object:
		out := make(Object, 0, len(t))
		for _, f := range t {
			nv, err := normalize(f.Value)
			if err != nil {
				return nil, fmt.Errorf("key %q: %w", f.Key, err)
			}
			out = setField(out, f.Key, nv)
		}
		return out, nil
	case []any:
		out := make([]any, len(t))
		for i, x := range t {
			nv, err := normalize(x)
			if err != nil {
				return nil, fmt.Errorf("index %d: %w", i, err)
			}
			out[i] = nv
		}
		return out, nil
	case map[string]any:
		keys := make([]string, 0, len(t))
		for k := range t {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		out := make(Object, 0, len(t))
		for _, k := range keys {
			nv, err := normalize(t[k])
			if err != nil {
				return nil, fmt.Errorf("key %q: %w", k, err)
			}
			out = append(out, Field{Key: k, Value: nv})
		}
		return out, nil
	}
	data, err := json.Marshal(v)
	if err != nil {
		return nil, fmt.Errorf("toon: encode %T: %w", v, err)
	}
	return ParseJSON(data)
}

func isPrimitive(v any) bool {
	switch v.(type) {
	case Object, []any:
		return false
	}
	return true
}

// column is one header field of a tabular array; sub is set when the field
// is a nested field group (`customer{name,country}`).
type column struct {
	key string
	sub []column
}

// schemaOf returns the tabular header shared by rows, or false when the
// rows are not uniform: every row a non-empty object with the same key set,
// every column either all primitives or all non-empty objects that are
// themselves uniform (a nested field group). Field order is the first
// row's.
func schemaOf(rows []any) ([]column, bool) {
	if len(rows) == 0 {
		return nil, false
	}
	first, ok := rows[0].(Object)
	if !ok || len(first) == 0 {
		return nil, false
	}
	for _, r := range rows[1:] {
		o, ok := r.(Object)
		if !ok || len(o) != len(first) {
			return nil, false
		}
		for _, f := range first {
			if _, ok := o.Get(f.Key); !ok {
				return nil, false
			}
		}
	}
	cols := make([]column, 0, len(first))
	vals := make([]any, len(rows))
	for _, f := range first {
		prims, objs := 0, 0
		for i, r := range rows {
			v, _ := r.(Object).Get(f.Key)
			vals[i] = v
			switch v.(type) {
			case Object:
				objs++
			case []any:
			default:
				prims++
			}
		}
		switch {
		case prims == len(rows):
			cols = append(cols, column{key: f.Key})
		case objs == len(rows):
			sub, ok := schemaOf(vals)
			if !ok {
				return nil, false
			}
			cols = append(cols, column{key: f.Key, sub: sub})
		default:
			return nil, false
		}
	}
	return cols, true
}

// keyedSchema reports whether obj can be written in keyed tabular form:
// at least two entries whose values are uniform objects.
func keyedSchema(obj Object) ([]column, bool) {
	if len(obj) < 2 {
		return nil, false
	}
	vals := make([]any, len(obj))
	for i, f := range obj {
		vals[i] = f.Value
	}
	return schemaOf(vals)
}

type encoder struct {
	opt   Options
	delim string
	buf   strings.Builder
}

func (e *encoder) line(depth int, s string) {
	if e.buf.Len() > 0 {
		e.buf.WriteByte('\n')
	}
	e.buf.WriteString(strings.Repeat(" ", depth*e.opt.Indent))
	e.buf.WriteString(s)
}

func (e *encoder) root(v any) {
	switch t := v.(type) {
	case Object:
		if len(t) == 0 {
			return
		}
		if cols, ok := keyedSchema(t); ok {
			e.keyed(0, "", 1, "", t, cols)
			return
		}
		for _, f := range t {
			e.keyValue(0, "", 1, f.Key, f.Value)
		}
	case []any:
		if len(t) == 0 {
			e.line(0, "[]")
			return
		}
		e.array(0, "", 1, "", t)
	default:
		e.line(0, e.primitive(t))
	}
}

// keyValue writes one object field: its head line at headDepth after
// prefix ("- " for the first field of a list item), its children at
// childDepth.
func (e *encoder) keyValue(headDepth int, prefix string, childDepth int, key string, v any) {
	ek := encodeKey(key)
	switch t := v.(type) {
	case []any:
		if len(t) == 0 {
			e.line(headDepth, prefix+ek+": []")
			return
		}
		e.array(headDepth, prefix, childDepth, ek, t)
	case Object:
		if len(t) == 0 {
			e.line(headDepth, prefix+ek+":")
			return
		}
		if cols, ok := keyedSchema(t); ok {
			e.keyed(headDepth, prefix, childDepth, ek, t, cols)
			return
		}
		e.line(headDepth, prefix+ek+":")
		for _, f := range t {
			e.keyValue(childDepth, "", childDepth+1, f.Key, f.Value)
		}
	default:
		e.line(headDepth, prefix+ek+": "+e.primitive(t))
	}
}

// array writes a non-empty array under the encoded key ek ("" for an
// anonymous one): inline when all values are primitives, tabular when they
// are uniform objects, an expanded list otherwise.
func (e *encoder) array(headDepth int, prefix string, childDepth int, ek string, arr []any) {
	allPrim := true
	for _, x := range arr {
		if !isPrimitive(x) {
			allPrim = false
			break
		}
	}
	head := prefix + ek + e.bracket(len(arr), false)
	if allPrim {
		cells := make([]string, len(arr))
		for i, x := range arr {
			cells[i] = e.primitive(x)
		}
		e.line(headDepth, head+": "+strings.Join(cells, e.delim))
		return
	}
	if cols, ok := schemaOf(arr); ok {
		e.line(headDepth, head+"{"+e.header(cols)+"}:")
		for _, x := range arr {
			e.line(childDepth, strings.Join(e.flatten(x.(Object), cols, nil), e.delim))
		}
		return
	}
	e.line(headDepth, head+":")
	for _, x := range arr {
		e.listItem(childDepth, x)
	}
}

// keyed writes obj in keyed tabular form: `key[N:]{fields}:` and one
// `entry: cells` row per entry.
func (e *encoder) keyed(headDepth int, prefix string, childDepth int, ek string, obj Object, cols []column) {
	e.line(headDepth, prefix+ek+e.bracket(len(obj), true)+"{"+e.header(cols)+"}:")
	for _, f := range obj {
		e.line(childDepth, encodeKey(f.Key)+": "+strings.Join(e.flatten(f.Value.(Object), cols, nil), e.delim))
	}
}

func (e *encoder) listItem(depth int, v any) {
	switch t := v.(type) {
	case []any:
		if len(t) == 0 {
			e.line(depth, "- [0]:")
			return
		}
		e.array(depth, "- ", depth+1, "", t)
	case Object:
		if len(t) == 0 {
			e.line(depth, "-")
			return
		}
		e.keyValue(depth, "- ", depth+2, t[0].Key, t[0].Value)
		for _, f := range t[1:] {
			e.keyValue(depth+1, "", depth+2, f.Key, f.Value)
		}
	default:
		e.line(depth, "- "+e.primitive(t))
	}
}

func (e *encoder) bracket(n int, keyed bool) string {
	var b strings.Builder
	b.WriteByte('[')
	b.WriteString(strconv.Itoa(n))
	if keyed {
		b.WriteByte(':')
	}
	if e.opt.Delimiter != ',' {
		b.WriteRune(e.opt.Delimiter)
	}
	b.WriteByte(']')
	return b.String()
}

func (e *encoder) header(cols []column) string {
	parts := make([]string, len(cols))
	for i, c := range cols {
		parts[i] = encodeKey(c.key)
		if c.sub != nil {
			parts[i] += "{" + e.header(c.sub) + "}"
		}
	}
	return strings.Join(parts, e.delim)
}

// flatten appends row's cells in header order, nested groups depth first.
func (e *encoder) flatten(row Object, cols []column, out []string) []string {
	for _, c := range cols {
		v, _ := row.Get(c.key)
		if c.sub != nil {
			out = e.flatten(v.(Object), c.sub, out)
			continue
		}
		out = append(out, e.primitive(v))
	}
	return out
}

func (e *encoder) primitive(v any) string {
	switch t := v.(type) {
	case nil:
		return "null"
	case bool:
		if t {
			return "true"
		}
		return "false"
	case Number:
		return string(t)
	case string:
		if needsQuotes(t, e.opt.Delimiter) {
			return quote(t)
		}
		return t
	}
	panic(fmt.Sprintf("toon: primitive of %T", v)) // normalize guarantees the model
}

// needsQuotes reports whether s must be quoted to decode back as the same
// string: empty, padded, a keyword or number look-alike, structural
// characters, control characters, the active delimiter, or a leading
// hyphen (list marker) or hash (comment).
func needsQuotes(s string, delim rune) bool {
	if s == "" || strings.TrimSpace(s) != s {
		return true
	}
	switch s {
	case "true", "false", "null":
		return true
	}
	if looksNumeric(s) {
		return true
	}
	if s[0] == '-' || s[0] == '#' {
		return true
	}
	for _, r := range s {
		switch {
		case r < 0x20, r == delim:
			return true
		}
		switch r {
		case ':', '"', '\\', '[', ']', '{', '}':
			return true
		}
	}
	return false
}

// looksNumeric matches [+-]?digits(.digits)?([eE][+-]?digits)?, which
// covers numbers, leading-zero forms like 05 and signed forms like +1.
func looksNumeric(s string) bool {
	i := 0
	if i < len(s) && (s[i] == '+' || s[i] == '-') {
		i++
	}
	digits := func() int {
		n := 0
		for i < len(s) && s[i] >= '0' && s[i] <= '9' {
			i++
			n++
		}
		return n
	}
	if digits() == 0 {
		return false
	}
	if i < len(s) && s[i] == '.' {
		i++
		if digits() == 0 {
			return false
		}
	}
	if i < len(s) && (s[i] == 'e' || s[i] == 'E') {
		i++
		if i < len(s) && (s[i] == '+' || s[i] == '-') {
			i++
		}
		if digits() == 0 {
			return false
		}
	}
	return i == len(s)
}

func isBareKey(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == '_', c >= 'A' && c <= 'Z', c >= 'a' && c <= 'z':
		case i > 0 && (c == '.' || c >= '0' && c <= '9'):
		default:
			return false
		}
	}
	return true
}

func encodeKey(k string) string {
	if !utf8.ValidString(k) {
		k = strings.ToValidUTF8(k, "\uFFFD")
	}
	if isBareKey(k) {
		return k
	}
	return quote(k)
}

// quote writes s as a TOON quoted string: backslash, quote, \n, \r, \t
// escaped, other control characters as \u00xx.
func quote(s string) string {
	var b strings.Builder
	b.Grow(len(s) + 2)
	b.WriteByte('"')
	for _, r := range s {
		switch r {
		case '\\':
			b.WriteString(`\\`)
		case '"':
			b.WriteString(`\"`)
		case '\n':
			b.WriteString(`\n`)
		case '\r':
			b.WriteString(`\r`)
		case '\t':
			b.WriteString(`\t`)
		default:
			if r < 0x20 {
				fmt.Fprintf(&b, `\u%04x`, r)
				continue
			}
			b.WriteRune(r)
		}
	}
	b.WriteByte('"')
	return b.String()
}
