package export

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"sort"
	"strconv"
	"strings"
	"unicode/utf16"
	"unicode/utf8"
)

// The skill's export-rules.sh hashes with Python's
// json.dumps(value, sort_keys=True, ensure_ascii=True). The functions
// here reproduce that text byte for byte from a generic JSON value read
// with json.Decoder.UseNumber (so every number keeps its literal):
//
//   - objects: {"k": v, "k2": v2} with keys sorted by code point, ", "
//     and ": " separators; arrays: [a, b]; empty ones {} and [];
//   - strings: \" \\ \n \r \t \b \f escaped, every other character outside
//     printable ASCII (0x20-0x7e) as \uXXXX in lower-case hex, characters
//     beyond the BMP as a UTF-16 surrogate pair;
//   - numbers: a literal without '.', 'e' or 'E' is a Python int and
//     prints as one (arbitrary size, -0 as 0); any other is a float and
//     prints as Python's repr: the shortest round-trip digits, fixed
//     notation with at least one fractional digit (1.0, 0.0001) when the
//     decimal exponent is in [-4, 16), scientific otherwise (1e-05,
//     1e+16, 1.5e+300), Infinity for an overflowing literal;
//   - true, false, null.
//
// One known gap: a lone UTF-16 surrogate escape (\ud800) is kept by
// Python but replaced by U+FFFD in Go, so such a file fails its hash
// check (it is refused, never wrongly accepted).

// pyDumps returns Python's json.dumps(v, sort_keys=True) of a generic
// value (map[string]any, []any, json.Number, string, bool, nil).
func pyDumps(v any) (string, error) {
	var b strings.Builder
	if err := pyWrite(&b, v); err != nil {
		return "", err
	}
	return b.String(), nil
}

func pyWrite(b *strings.Builder, v any) error {
	switch t := v.(type) {
	case nil:
		b.WriteString("null")
	case bool:
		if t {
			b.WriteString("true")
		} else {
			b.WriteString("false")
		}
	case string:
		pyString(b, t)
	case json.Number:
		s, err := pyNumber(string(t))
		if err != nil {
			return err
		}
		b.WriteString(s)
	case []any:
		b.WriteByte('[')
		for i, x := range t {
			if i > 0 {
				b.WriteString(", ")
			}
			if err := pyWrite(b, x); err != nil {
				return err
			}
		}
		b.WriteByte(']')
	case map[string]any:
		keys := make([]string, 0, len(t))
		for k := range t {
			keys = append(keys, k)
		}
		sort.Strings(keys) // byte order of UTF-8 = code point order
		b.WriteByte('{')
		for i, k := range keys {
			if i > 0 {
				b.WriteString(", ")
			}
			pyString(b, k)
			b.WriteString(": ")
			if err := pyWrite(b, t[k]); err != nil {
				return err
			}
		}
		b.WriteByte('}')
	default:
		return fmt.Errorf("python json: unsupported value of type %T", v)
	}
	return nil
}

const hexDigits = "0123456789abcdef"

func pyString(b *strings.Builder, s string) {
	b.WriteByte('"')
	for _, r := range s {
		switch r {
		case '"':
			b.WriteString(`\"`)
		case '\\':
			b.WriteString(`\\`)
		case '\n':
			b.WriteString(`\n`)
		case '\r':
			b.WriteString(`\r`)
		case '\t':
			b.WriteString(`\t`)
		case '\b':
			b.WriteString(`\b`)
		case '\f':
			b.WriteString(`\f`)
		default:
			switch {
			case r >= 0x20 && r <= 0x7e:
				b.WriteRune(r)
			case r > 0xffff:
				r1, r2 := utf16.EncodeRune(r)
				pyEscape(b, r1)
				pyEscape(b, r2)
			default:
				pyEscape(b, r)
			}
		}
	}
	b.WriteByte('"')
}

func pyEscape(b *strings.Builder, r rune) {
	b.WriteString(`\u`)
	b.WriteByte(hexDigits[r>>12&0xf])
	b.WriteByte(hexDigits[r>>8&0xf])
	b.WriteByte(hexDigits[r>>4&0xf])
	b.WriteByte(hexDigits[r&0xf])
}

// pyNumber prints a JSON number literal the way Python's json.loads then
// json.dumps would.
func pyNumber(lit string) (string, error) {
	if !strings.ContainsAny(lit, ".eE") {
		// Python int: exact, any size. JSON forbids leading zeros, so only
		// the sign of zero needs care.
		digits := strings.TrimPrefix(lit, "-")
		if digits == "" || strings.Trim(digits, "0123456789") != "" {
			return "", fmt.Errorf("python json: bad integer %q", lit)
		}
		if strings.Trim(digits, "0") == "" {
			return "0", nil
		}
		return lit, nil
	}
	f, err := strconv.ParseFloat(lit, 64)
	if err != nil && !errors.Is(err, strconv.ErrRange) {
		return "", fmt.Errorf("python json: bad number %q: %w", lit, err)
	}
	return pyFloatRepr(f), nil
}

// pyFloatRepr is Python's float.__repr__ (as json.dumps uses it).
func pyFloatRepr(f float64) string {
	switch {
	case math.IsInf(f, 1):
		return "Infinity"
	case math.IsInf(f, -1):
		return "-Infinity"
	case math.IsNaN(f):
		return "NaN"
	}
	sign := ""
	if math.Signbit(f) {
		sign = "-"
		f = -f
	}
	if f == 0 {
		return sign + "0.0"
	}
	// Shortest round-trip digits d.ddd and exponent, e.g. "1.5e+02".
	e := strconv.FormatFloat(f, 'e', -1, 64)
	mant, expText, _ := strings.Cut(e, "e")
	exp, _ := strconv.Atoi(expText)
	digits := strings.Replace(mant, ".", "", 1)
	decpt := exp + 1 // value = 0.digits × 10^decpt
	if decpt <= -4 || decpt > 16 {
		var b strings.Builder
		b.WriteString(sign)
		b.WriteByte(digits[0])
		if len(digits) > 1 {
			b.WriteByte('.')
			b.WriteString(digits[1:])
		}
		b.WriteByte('e')
		if exp < 0 {
			b.WriteByte('-')
			exp = -exp
		} else {
			b.WriteByte('+')
		}
		if exp < 10 {
			b.WriteByte('0')
		}
		b.WriteString(strconv.Itoa(exp))
		return b.String()
	}
	switch {
	case decpt <= 0:
		return sign + "0." + strings.Repeat("0", -decpt) + digits
	case decpt >= len(digits):
		return sign + digits + strings.Repeat("0", decpt-len(digits)) + ".0"
	default:
		return sign + digits[:decpt] + "." + digits[decpt:]
	}
}

// decodeGeneric reads one JSON value into map[string]any / []any /
// json.Number / string / bool / nil, rejecting trailing data and invalid
// UTF-8 (Python's json.loads would not read the same text).
func decodeGeneric(data []byte) (any, error) {
	if !utf8.Valid(data) {
		return nil, errors.New("not valid UTF-8")
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	var v any
	if err := dec.Decode(&v); err != nil {
		return nil, err
	}
	if _, err := dec.Token(); err == nil {
		return nil, errors.New("data after the top-level JSON value")
	}
	return v, nil
}
