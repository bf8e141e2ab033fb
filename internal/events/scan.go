package events

// This file holds the single-pass JSON scanner behind Parse. It accepts
// exactly what encoding/json accepts when unmarshalling a line into a
// map[string]json.RawMessage, and builds the same canonical bytes that
// json.Marshal gives for that map, without the map, reflection or a
// second pass over the line. FuzzScanMatchesEncodingJSON holds it to that.

import (
	"fmt"
	"slices"
	"strings"
	"unicode/utf8"
)

// maxDepth is encoding/json's nesting limit: the top-level object is
// depth 1, and a value nested deeper than this is rejected.
const maxDepth = 10000

// member is one top-level member of an event object.
type member struct {
	// key is the decoded key (escapes resolved, invalid UTF-8 replaced by
	// U+FFFD, as json.Unmarshal does).
	key string
	// raw is the value's bytes as written in the line, without the
	// whitespace around it. It aliases the line.
	raw []byte
	// kind is the value's first byte, except that every number is '0':
	// one of '"', '{', '[', 'n', 't', 'f', '0'.
	kind byte
	// plain reports that raw is already in canonical form: no whitespace
	// between tokens and nothing encoding/json would escape (<, >, &,
	// U+2028, U+2029), so appendCanonical can copy it as it is.
	plain bool
	// keyPlain reports that the key needs no escaping in canonical form.
	keyPlain bool
	// flags says what a string value contains (strEscape, strNonASCII,
	// strHTML), so text can skip validating it again.
	flags uint8
	// off is the offset of raw in the line.
	off int
}

// text decodes a string member as decodeString would, without scanning
// it a second time.
func (m *member) text() (string, error) {
	if m.kind != '"' {
		return "", fmt.Errorf("not a JSON string: %s", clip(string(m.raw), 40))
	}
	return decodeBody(m.raw[1:len(m.raw)-1], m.flags), nil
}

// textIn is text for a member of line, given line as a string: a string
// that needs no decoding is returned as a substring of line instead of a
// copy, so one conversion of the line serves every field (and every such
// field keeps the whole line alive).
func (m *member) textIn(line string) (string, error) {
	if m.kind == '"' && m.flags&strEscape == 0 && m.off+len(m.raw) <= len(line) {
		body := line[m.off+1 : m.off+len(m.raw)-1]
		if m.flags&strNonASCII == 0 || utf8.ValidString(body) {
			return body, nil
		}
	}
	return m.text()
}

// String-scan flags.
const (
	strEscape   = 1 << iota // a backslash escape
	strNonASCII             // a byte >= 0x80
	strHTML                 // '<', '>', '&' or 0xE2 (a possible U+2028/U+2029)
)

// Byte classes inside a string literal; 0 is an ordinary byte.
const (
	clsQuote   = 1 + iota // '"'
	clsEscape             // '\\'
	clsControl            // < 0x20
	clsHTML               // '<', '>', '&'
	clsE2                 // 0xE2: non-ASCII and a possible U+2028/U+2029
	clsHigh               // any other byte >= 0x80
)

// strClass classifies bytes inside a string literal. It is built once and
// only read.
var strClass = func() (t [256]uint8) {
	for c := 0; c < 0x20; c++ {
		t[c] = clsControl
	}
	for c := 0x80; c < 0x100; c++ {
		t[c] = clsHigh
	}
	t['"'] = clsQuote
	t['\\'] = clsEscape
	t['<'], t['>'], t['&'] = clsHTML, clsHTML, clsHTML
	t[0xE2] = clsE2
	return t
}()

// scanObject validates that line is exactly one JSON object (RFC 8259,
// with the same acceptance as encoding/json: whitespace allowed around
// tokens, invalid UTF-8 inside strings tolerated, nesting up to 10,000
// levels, nothing after the object) and returns its top-level members in
// dst's storage (dst[:0] is overwritten).
//
// The members come back sorted by key in byte order with duplicate keys
// removed: the last occurrence of a key wins, as with json.Unmarshal into
// a map. Values are raw spans into line; nested objects and arrays are
// validated, not decoded.
//
// Errors are one sentence naming the problem and the byte offset, counted
// as encoding/json counts it (bytes read up to and including the bad one);
// with an error the returned slice is empty.
func scanObject(line []byte, dst []member) ([]member, error) {
	dst = dst[:0]
	if cap(dst) == 0 {
		dst = make([]member, 0, 16)
	}
	ms, err := scanMembers(line, dst)
	if err != nil {
		clear(ms)
		return ms[:0], err
	}
	return sortMembers(ms), nil
}

// scanMembers does scanObject's work but for sorting: it appends the
// members in line order.
func scanMembers(line []byte, dst []member) ([]member, error) {
	n := len(line)
	i := skipSpace(line, 0)
	if i >= n {
		return dst, errEnd(line)
	}
	if line[i] != '{' {
		return dst, errChar(line, i, "looking for beginning of object")
	}
	i = skipSpace(line, i+1)
	if i < n && line[i] == '}' {
		i++
	} else {
		for {
			if i >= n {
				return dst, errEnd(line)
			}
			if line[i] != '"' {
				return dst, errChar(line, i, "looking for beginning of object key string")
			}
			ks := i
			end, flags, err := scanString(line, i)
			if err != nil {
				return dst, err
			}
			key := decodeKey(line[ks:end], flags)
			keyPlain := flags == 0
			i = skipSpace(line, end)
			if i >= n {
				return dst, errEnd(line)
			}
			if line[i] != ':' {
				return dst, errChar(line, i, "after object key")
			}
			i = skipSpace(line, i+1)
			vs := i
			var kind, vflags byte
			var plain bool
			if i, kind, plain, vflags, err = scanValue(line, i, 2); err != nil {
				return dst, err
			}
			dst = append(dst, member{key: key, raw: line[vs:i], kind: kind, plain: plain, keyPlain: keyPlain, flags: vflags, off: vs})
			i = skipSpace(line, i)
			if i >= n {
				return dst, errEnd(line)
			}
			if line[i] == ',' {
				i = skipSpace(line, i+1)
				continue
			}
			if line[i] != '}' {
				return dst, errChar(line, i, "after object key:value pair")
			}
			i++
			break
		}
	}
	if i = skipSpace(line, i); i < n {
		return dst, errChar(line, i, "after top-level value")
	}
	return dst, nil
}

// sortMembers sorts ms by key, stably, and keeps only the last member of
// each run of equal keys.
func sortMembers(ms []member) []member {
	if len(ms) <= 16 {
		for i := 1; i < len(ms); i++ {
			if !keyLess(ms[i].key, ms[i-1].key) {
				continue
			}
			m := ms[i]
			j := i
			for ; j > 0 && keyLess(m.key, ms[j-1].key); j-- {
				ms[j] = ms[j-1]
			}
			ms[j] = m
		}
	} else {
		slices.SortStableFunc(ms, func(a, b member) int { return strings.Compare(a.key, b.key) })
	}
	w := 0
	for r := range ms {
		if r+1 < len(ms) && ms[r+1].key == ms[r].key {
			continue
		}
		ms[w] = ms[r]
		w++
	}
	clear(ms[w:])
	return ms[:w]
}

// findMember returns the member of ms with key; ms is sorted and unique
// as scanObject returns it.
func findMember(ms []member, key string) (*member, bool) {
	if len(ms) <= 8 {
		for i := range ms {
			if ms[i].key == key {
				return &ms[i], true
			}
		}
		return nil, false
	}
	i, ok := slices.BinarySearchFunc(ms, key, func(m member, k string) int { return strings.Compare(m.key, k) })
	if !ok {
		return nil, false
	}
	return &ms[i], true
}

// keyLess orders keys by bytes, deciding on the first byte inline when it
// can.
func keyLess(a, b string) bool {
	if len(a) > 0 && len(b) > 0 && a[0] != b[0] {
		return a[0] < b[0]
	}
	return a < b
}

// skipSpace returns the index of the first non-whitespace byte at or
// after i (JSON whitespace: space, tab, newline, carriage return).
func skipSpace(b []byte, i int) int {
	for i < len(b) {
		switch b[i] {
		case ' ', '\t', '\n', '\r':
			i++
		default:
			return i
		}
	}
	return i
}

// scanValue scans the value starting at b[i] (no leading whitespace) at
// nesting depth depth, and returns the index just past it, its kind,
// whether it is already canonical and, for a string, its scan flags.
func scanValue(b []byte, i, depth int) (end int, kind byte, plain bool, flags uint8, err error) {
	if i >= len(b) {
		return i, 0, false, 0, errEnd(b)
	}
	switch c := b[i]; c {
	case '"':
		end, flags, err := scanString(b, i)
		return end, '"', flags&strHTML == 0, flags, err
	case '{', '[':
		end, dirty, err := scanComposite(b, i, depth)
		return end, c, !dirty, 0, err
	case 't':
		end, err := scanLiteral(b, i, "true")
		return end, c, true, 0, err
	case 'f':
		end, err := scanLiteral(b, i, "false")
		return end, c, true, 0, err
	case 'n':
		end, err := scanLiteral(b, i, "null")
		return end, c, true, 0, err
	default:
		if c == '-' || c >= '0' && c <= '9' {
			end, err := scanNumber(b, i)
			return end, '0', true, 0, err
		}
		return i, 0, false, 0, errChar(b, i, "looking for beginning of value")
	}
}

// scanString scans the string literal whose opening quote is b[i] and
// returns the index just past its closing quote and what it contains.
func scanString(b []byte, i int) (end int, flags uint8, err error) {
	n := len(b)
	i++
	for {
		for i < n && strClass[b[i]] == 0 {
			i++
		}
		if i >= n {
			return n, flags, errEnd(b)
		}
		switch strClass[b[i]] {
		case clsQuote:
			return i + 1, flags, nil
		case clsEscape:
			flags |= strEscape
			if i+1 >= n {
				return n, flags, errEnd(b)
			}
			switch b[i+1] {
			case '"', '\\', '/', 'b', 'f', 'n', 'r', 't':
				i += 2
			case 'u':
				for k := i + 2; k < i+6; k++ {
					if k >= n {
						return n, flags, errEnd(b)
					}
					if hexVal(b[k]) < 0 {
						return k, flags, errChar(b, k, "in \\u hexadecimal character escape")
					}
				}
				i += 6
			default:
				return i + 1, flags, errChar(b, i+1, "in string escape code")
			}
		case clsControl:
			return i, flags, errChar(b, i, "in string literal")
		case clsHTML:
			flags |= strHTML
			i++
		case clsE2:
			flags |= strHTML | strNonASCII
			i++
		default: // clsHigh
			flags |= strNonASCII
			i++
		}
	}
}

// hexVal returns the value of hexadecimal digit c, or -1.
func hexVal(c byte) rune {
	switch {
	case c >= '0' && c <= '9':
		return rune(c - '0')
	case c >= 'a' && c <= 'f':
		return rune(c - 'a' + 10)
	case c >= 'A' && c <= 'F':
		return rune(c - 'A' + 10)
	}
	return -1
}

// scanNumber scans the number starting at b[i]: -?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?
// What follows the number is the caller's to check.
func scanNumber(b []byte, i int) (int, error) {
	n := len(b)
	if b[i] == '-' {
		i++
		if i >= n {
			return i, errEnd(b)
		}
	}
	switch c := b[i]; {
	case c == '0':
		i++
	case c >= '1' && c <= '9':
		i = skipDigits(b, i+1)
	default:
		return i, errChar(b, i, "in numeric literal")
	}
	if i < n && b[i] == '.' {
		i++
		if i >= n {
			return i, errEnd(b)
		}
		if !isDigit(b[i]) {
			return i, errChar(b, i, "after decimal point in numeric literal")
		}
		i = skipDigits(b, i+1)
	}
	if i < n && (b[i] == 'e' || b[i] == 'E') {
		i++
		if i < n && (b[i] == '+' || b[i] == '-') {
			i++
		}
		if i >= n {
			return i, errEnd(b)
		}
		if !isDigit(b[i]) {
			return i, errChar(b, i, "in exponent of numeric literal")
		}
		i = skipDigits(b, i+1)
	}
	return i, nil
}

func isDigit(c byte) bool { return c >= '0' && c <= '9' }

func skipDigits(b []byte, i int) int {
	for i < len(b) && isDigit(b[i]) {
		i++
	}
	return i
}

// scanLiteral checks that lit (true, false or null) starts at b[i].
func scanLiteral(b []byte, i int, lit string) (int, error) {
	for k := 0; k < len(lit); k++ {
		if i+k >= len(b) {
			return len(b), errEnd(b)
		}
		if b[i+k] != lit[k] {
			return i + k, errChar(b, i+k, "in literal "+lit+" (expecting '"+lit[k:k+1]+"')")
		}
	}
	return i + len(lit), nil
}

// States of scanComposite.
const (
	wantKeyOrClose   = iota // just after '{'
	wantKey                 // after ',' in an object
	wantValueOrClose        // just after '['
	wantValue               // after ':' or after ',' in an array
	wantCommaOrClose        // after a value
)

// scanComposite scans the object or array starting at b[i], which sits
// at nesting depth depth, without recursion. dirty reports whitespace
// between its tokens or bytes that canonical form escapes.
func scanComposite(b []byte, i, depth int) (end int, dirty bool, err error) {
	var buf [32]byte
	stack := buf[:0] // open brackets, innermost last
	n := len(b)
	state := wantValue
	for {
		if j := skipSpace(b, i); j != i {
			dirty = true
			i = j
		}
		if i >= n {
			return n, dirty, errEnd(b)
		}
		c := b[i]
		switch state {
		case wantKeyOrClose, wantKey:
			if c == '}' && state == wantKeyOrClose {
				break // closed below
			}
			if c != '"' {
				return i, dirty, errChar(b, i, "looking for beginning of object key string")
			}
			end, flags, err := scanString(b, i)
			if err != nil {
				return end, dirty, err
			}
			if flags&strHTML != 0 {
				dirty = true
			}
			if j := skipSpace(b, end); j != end {
				dirty = true
				end = j
			}
			if end >= n {
				return n, dirty, errEnd(b)
			}
			if b[end] != ':' {
				return end, dirty, errChar(b, end, "after object key")
			}
			i = end + 1
			state = wantValue
			continue
		case wantValueOrClose, wantValue:
			if c == ']' && state == wantValueOrClose {
				break // closed below
			}
			switch c {
			case '{', '[':
				if depth-1+len(stack)+1 > maxDepth {
					return i, dirty, fmt.Errorf("exceeded max depth of %d at byte %d", maxDepth, i+1)
				}
				stack = append(stack, c)
				i++
				if c == '{' {
					state = wantKeyOrClose
				} else {
					state = wantValueOrClose
				}
				continue
			case '"':
				end, flags, err := scanString(b, i)
				if err != nil {
					return end, dirty, err
				}
				if flags&strHTML != 0 {
					dirty = true
				}
				i = end
			case 't':
				i, err = scanLiteral(b, i, "true")
			case 'f':
				i, err = scanLiteral(b, i, "false")
			case 'n':
				i, err = scanLiteral(b, i, "null")
			default:
				if c != '-' && !isDigit(c) {
					return i, dirty, errChar(b, i, "looking for beginning of value")
				}
				i, err = scanNumber(b, i)
			}
			if err != nil {
				return i, dirty, err
			}
			state = wantCommaOrClose
			continue
		default: // wantCommaOrClose
			top := stack[len(stack)-1]
			if c == ',' {
				i++
				if top == '{' {
					state = wantKey
				} else {
					state = wantValue
				}
				continue
			}
			if top == '{' && c != '}' {
				return i, dirty, errChar(b, i, "after object key:value pair")
			}
			if top == '[' && c != ']' {
				return i, dirty, errChar(b, i, "after array element")
			}
		}
		// b[i] closes the innermost open bracket.
		i++
		stack = stack[:len(stack)-1]
		if len(stack) == 0 {
			return i, dirty, nil
		}
		state = wantCommaOrClose
	}
}

// decodeKey decodes the key token raw, which scanString accepted with
// flags, sharing the strings of the keys events usually carry.
func decodeKey(raw []byte, flags uint8) string {
	body := raw[1 : len(raw)-1]
	if flags&strEscape == 0 {
		if flags&strNonASCII == 0 {
			switch string(body) {
			case "ts":
				return "ts"
			case "type":
				return "type"
			case "problem":
				return "problem"
			case "solution":
				return "solution"
			case "category":
				return "category"
			case "tags":
				return "tags"
			case "confidence":
				return "confidence"
			case "source":
				return "source"
			case "greg_feedback":
				return "greg_feedback"
			case "human_feedback":
				return "human_feedback"
			}
			return string(body)
		}
	}
	return decodeBody(body, flags)
}

// decodeString decodes a raw JSON string token (with its quotes) exactly
// as json.Unmarshal into a string does: escapes resolved, a \u surrogate
// pair combined, a lone surrogate or an invalid UTF-8 byte replaced by
// U+FFFD. Anything but one valid string token is an error.
func decodeString(raw []byte) (string, error) {
	if len(raw) == 0 || raw[0] != '"' {
		return "", fmt.Errorf("not a JSON string: %s", clip(string(raw), 40))
	}
	end, flags, err := scanString(raw, 0)
	if err != nil {
		return "", err
	}
	if end != len(raw) {
		return "", errChar(raw, end, "after string literal")
	}
	return decodeBody(raw[1:len(raw)-1], flags), nil
}

// decodeBody decodes the body (between the quotes) of a string literal
// that scanString accepted with flags.
func decodeBody(body []byte, flags uint8) string {
	if flags&strEscape == 0 && (flags&strNonASCII == 0 || utf8.Valid(body)) {
		return string(body)
	}
	return string(unescape(make([]byte, 0, len(body)+8), body))
}

// unescape appends the decoded form of the body of a string literal that
// scanString accepted.
func unescape(dst, body []byte) []byte {
	for i := 0; i < len(body); {
		c := body[i]
		if c < utf8.RuneSelf && c != '\\' {
			j := i + 1
			for j < len(body) && body[j] < utf8.RuneSelf && body[j] != '\\' {
				j++
			}
			dst = append(dst, body[i:j]...)
			i = j
			continue
		}
		if c >= utf8.RuneSelf {
			r, size := utf8.DecodeRune(body[i:])
			dst = utf8.AppendRune(dst, r) // RuneError for an invalid byte
			i += size
			continue
		}
		// A backslash escape.
		switch e := body[i+1]; e {
		case 'b':
			dst = append(dst, '\b')
		case 'f':
			dst = append(dst, '\f')
		case 'n':
			dst = append(dst, '\n')
		case 'r':
			dst = append(dst, '\r')
		case 't':
			dst = append(dst, '\t')
		case 'u':
			r := hex4(body[i+2:])
			i += 6
			if r >= 0xD800 && r < 0xDC00 && i+6 <= len(body) && body[i] == '\\' && body[i+1] == 'u' {
				if lo := hex4(body[i+2:]); lo >= 0xDC00 && lo < 0xE000 {
					dst = utf8.AppendRune(dst, 0x10000+(r-0xD800)<<10+(lo-0xDC00))
					i += 6
					continue
				}
			}
			if r >= 0xD800 && r < 0xE000 {
				r = utf8.RuneError
			}
			dst = utf8.AppendRune(dst, r)
			continue
		default: // '"', '\\', '/'
			dst = append(dst, e)
		}
		i += 2
	}
	return dst
}

// hex4 reads four hexadecimal digits, or returns -1.
func hex4(b []byte) rune {
	if len(b) < 4 {
		return -1
	}
	var r rune
	for _, c := range b[:4] {
		v := hexVal(c)
		if v < 0 {
			return -1
		}
		r = r<<4 | v
	}
	return r
}

// decodeStringArray decodes a raw JSON array whose elements must all be
// strings. An empty array gives an empty, non-nil slice.
func decodeStringArray(raw []byte) ([]string, error) {
	n := len(raw)
	i := skipSpace(raw, 0)
	if i >= n || raw[i] != '[' {
		return nil, fmt.Errorf("not a JSON array: %s", clip(string(raw), 40))
	}
	out := make([]string, 0, 4)
	i = skipSpace(raw, i+1)
	if i < n && raw[i] == ']' {
		i++
	} else {
		for {
			if i >= n {
				return nil, errEnd(raw)
			}
			if raw[i] != '"' {
				return nil, fmt.Errorf("array element at byte %d is not a string", i+1)
			}
			end, flags, err := scanString(raw, i)
			if err != nil {
				return nil, err
			}
			out = append(out, decodeBody(raw[i+1:end-1], flags))
			i = skipSpace(raw, end)
			if i >= n {
				return nil, errEnd(raw)
			}
			if raw[i] == ']' {
				i++
				break
			}
			if raw[i] != ',' {
				return nil, errChar(raw, i, "after array element")
			}
			i = skipSpace(raw, i+1)
		}
	}
	if i = skipSpace(raw, i); i < n {
		return nil, errChar(raw, i, "after array")
	}
	return out, nil
}

// appendCanonical appends the canonical form of an object whose members
// scanObject returned (sorted, one per key): byte for byte what
// json.Marshal gives for the map[string]json.RawMessage json.Unmarshal
// would build from the same line. Keys are encoded as encoding/json
// encodes strings with HTML escaping, values are compacted, and <, >, &,
// U+2028 and U+2029 inside values are escaped as json.Marshal does for a
// RawMessage. The SHA-256 of these bytes is a stored event's identity, so
// they must never change.
func appendCanonical(dst []byte, members []member) []byte {
	dst = append(dst, '{')
	for k, m := range members {
		if k > 0 {
			dst = append(dst, ',')
		}
		if m.keyPlain {
			dst = append(dst, '"')
			dst = append(dst, m.key...)
			dst = append(dst, '"')
		} else {
			dst = appendKey(dst, m.key)
		}
		dst = append(dst, ':')
		if m.plain {
			dst = append(dst, m.raw...)
		} else {
			dst = appendCompact(dst, m.raw)
		}
	}
	return append(dst, '}')
}

const hexDigits = "0123456789abcdef"

// appendKey appends s as a JSON string the way encoding/json encodes a
// Go string with HTML escaping on.
func appendKey(dst []byte, s string) []byte {
	dst = append(dst, '"')
	start := 0
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			if c >= 0x20 && c != '"' && c != '\\' && c != '<' && c != '>' && c != '&' {
				i++
				continue
			}
			dst = append(dst, s[start:i]...)
			switch c {
			case '"', '\\':
				dst = append(dst, '\\', c)
			case '\b':
				dst = append(dst, '\\', 'b')
			case '\f':
				dst = append(dst, '\\', 'f')
			case '\n':
				dst = append(dst, '\\', 'n')
			case '\r':
				dst = append(dst, '\\', 'r')
			case '\t':
				dst = append(dst, '\\', 't')
			default:
				dst = append(dst, '\\', 'u', '0', '0', hexDigits[c>>4], hexDigits[c&0xF])
			}
			i++
			start = i
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		switch {
		case r == utf8.RuneError && size == 1:
			dst = append(dst, s[start:i]...)
			dst = append(dst, `\ufffd`...)
		case r == '\u2028' || r == '\u2029':
			dst = append(dst, s[start:i]...)
			dst = append(dst, '\\', 'u', '2', '0', '2', hexDigits[r&0xF])
		default:
			i += size
			continue
		}
		i += size
		start = i
	}
	dst = append(dst, s[start:]...)
	return append(dst, '"')
}

// appendCompact appends the valid JSON value raw without whitespace
// between tokens, escaping <, >, & and the byte sequences of U+2028 and
// U+2029 as json.Compact does for json.Marshal.
func appendCompact(dst, raw []byte) []byte {
	inString := false
	start := 0
	for i := 0; i < len(raw); i++ {
		c := raw[i]
		if !inString {
			switch c {
			case ' ', '\t', '\n', '\r':
				dst = append(dst, raw[start:i]...)
				start = i + 1
			case '"':
				inString = true
			}
			continue
		}
		switch c {
		case '\\':
			i++ // the escaped byte is never special
		case '"':
			inString = false
		case '<', '>', '&':
			dst = append(dst, raw[start:i]...)
			dst = append(dst, '\\', 'u', '0', '0', hexDigits[c>>4], hexDigits[c&0xF])
			start = i + 1
		case 0xE2:
			if i+2 < len(raw) && raw[i+1] == 0x80 && raw[i+2]&^1 == 0xA8 {
				dst = append(dst, raw[start:i]...)
				dst = append(dst, '\\', 'u', '2', '0', '2', hexDigits[raw[i+2]&0xF])
				i += 2
				start = i + 1
			}
		}
	}
	return append(dst, raw[start:]...)
}

// errEnd reports input that stops inside a value.
func errEnd(b []byte) error {
	return fmt.Errorf("unexpected end of JSON input at byte %d", len(b))
}

// errChar reports the unexpected byte b[i].
func errChar(b []byte, i int, context string) error {
	if i >= len(b) {
		return errEnd(b)
	}
	return fmt.Errorf("invalid character %s %s at byte %d", quoteByte(b[i]), context, i+1)
}

// quoteByte renders c for an error message.
func quoteByte(c byte) string {
	switch {
	case c == '\'':
		return `'\''`
	case c >= 0x20 && c < 0x7f:
		return "'" + string(rune(c)) + "'"
	}
	return fmt.Sprintf("0x%02x", c)
}
