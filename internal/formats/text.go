package formats

import (
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Text budgets, in characters (runes).
const (
	maxTail    = 300 // the end of stderr or of a step's error
	maxBrief   = 160 // the end of stdout on a success
	maxSubject = 200 // a query, a node summary
	maxList    = 300 // joined validation errors or fixes
	maxValue   = 40  // a fix's old/new value shown in the text

	// maxTailLines bounds how far back from the end tail looks.
	maxTailLines = 4096
)

// visibleLines turns raw terminal output into the lines a person would have
// seen (see visibleLine).
func visibleLines(s string) []string {
	lines := strings.Split(s, "\n")
	for i, l := range lines {
		lines[i] = visibleLine(l)
	}
	return lines
}

// visibleLine is one raw line (no "\n") as a person would have seen it:
// escape sequences removed, a CRLF end and carriage-return overwrites
// resolved (the last non-blank segment wins, unless it is a percentage:
// then the line was a progress display), backspaces applied, other control
// characters dropped, tabs and runs of spaces collapsed.
func visibleLine(l string) string {
	l = strings.TrimRight(stripEscapes(l), "\r")
	if strings.IndexByte(l, '\r') >= 0 {
		segs := strings.Split(l, "\r")
		l = ""
		for i := len(segs) - 1; i >= 0; i-- {
			if strings.TrimSpace(segs[i]) != "" {
				l = segs[i]
				break
			}
		}
		if percentRE.MatchString(l) {
			return "" // the last frame of a progress display
		}
	}
	return collapseSpace(dropControls(l))
}

// stripEscapes removes ANSI/VT escape sequences: CSI (ESC [ … final, or the
// C1 byte U+009B), OSC and the other string sequences (ended by BEL or
// ESC \), and two-character escapes such as ESC ( B.
func stripEscapes(s string) string {
	if !strings.ContainsRune(s, 0x1b) && !strings.ContainsRune(s, 0x9b) {
		return s
	}
	var b strings.Builder
	b.Grow(len(s))
	for i := 0; i < len(s); {
		r, size := utf8.DecodeRuneInString(s[i:])
		switch {
		case r == 0x9b:
			i = skipCSI(s, i+size)
		case r == 0x1b && i+1 < len(s):
			switch c := s[i+1]; c {
			case '[':
				i = skipCSI(s, i+2)
			case ']', 'P', 'X', '^', '_':
				i = skipString(s, i+2)
			default:
				j := i + 1
				for j < len(s) && s[j] >= 0x20 && s[j] <= 0x2f {
					j++ // intermediate bytes, as in ESC ( B
				}
				if j < len(s) {
					j++ // the final byte
				}
				i = j
			}
		case r == 0x1b:
			i += size
		default:
			b.WriteString(s[i : i+size])
			i += size
		}
	}
	return b.String()
}

// skipCSI returns the index after a control sequence whose parameters start
// at i: parameter bytes 0x30–0x3F, intermediate bytes 0x20–0x2F, one final
// byte 0x40–0x7E.
func skipCSI(s string, i int) int {
	for i < len(s) && s[i] >= 0x20 && s[i] <= 0x3f {
		i++
	}
	if i < len(s) && s[i] >= 0x40 && s[i] <= 0x7e {
		i++
	}
	return i
}

// skipString returns the index after an OSC/DCS-style string starting at i,
// ended by BEL or ESC \ (or, if unterminated, by the end of the line).
func skipString(s string, i int) int {
	for i < len(s) {
		switch {
		case s[i] == 0x07:
			return i + 1
		case s[i] == 0x1b && i+1 < len(s) && s[i+1] == '\\':
			return i + 2
		case s[i] == '\n':
			return i
		}
		i++
	}
	return i
}

// dropControls applies backspaces, turns tabs into spaces and drops every
// other control character (C0, DEL, C1) and the Unicode replacement of
// broken bytes.
func dropControls(l string) string {
	clean := true
	for _, r := range l {
		if r < 0x20 || (r >= 0x7f && r <= 0x9f) || r == utf8.RuneError {
			clean = false
			break
		}
	}
	if clean {
		return l
	}
	out := make([]rune, 0, len(l))
	for _, r := range l {
		switch {
		case r == '\b':
			if len(out) > 0 {
				out = out[:len(out)-1]
			}
		case r == '\t':
			out = append(out, ' ')
		case r < 0x20 || (r >= 0x7f && r <= 0x9f) || r == utf8.RuneError:
		default:
			out = append(out, r)
		}
	}
	return string(out)
}

// collapseSpace trims s and folds every run of white space into one space.
func collapseSpace(s string) string {
	return strings.Join(strings.Fields(s), " ")
}

// singleLine is text from a structured field (a query, a summary, a
// validation error) made into one clean line.
func singleLine(s string) string {
	return collapseSpace(strings.Join(visibleLines(s), " "))
}

var (
	// leadingStamp is a timestamp at the start of a log line: it makes
	// every line unique and says nothing about the failure.
	leadingStamp = lazyRegexp(`^\[?(\d{4}-\d{2}-\d{2}[T ])?\d{2}:\d{2}:\d{2}([.,]\d+)?(Z|[+-]\d{2}:?\d{2})?\]?:?\s+`)

	// decoration is a rule of =, -, * … framing a heading or a summary
	// ("===== 118 passed in 6.41s =====").
	decoration = lazyRegexp(`^[=\-*#~_+]{3,}\s*|\s*[=\-*#~_+]{3,}$`)

	// progress pieces: a percentage, a count like (45/120), a rate, an ETA,
	// and a bar drawn with blocks, hashes or [====>   ].
	percentRE  = lazyRegexp(`\d+(\.\d+)?\s?%`)
	fractionRE = lazyRegexp(`\b\d+\s?/\s?\d+\b`)
	rateRE     = lazyRegexp(`(?i)(\d\s?([kmgt]i?)?b/s|\bit/s|\beta\b|\d+s/it)`)
	barRE      = lazyRegexp(`[█▉▊▋▌▍▎▏░▒▓■━]{3,}|#{5,}`)
	bracketBar = lazyRegexp(`\[[=#>\-. ]*[=#>]{2,}[=#>\-. ]*\]`)

	// stack frames and runner boilerplate: the tail of stderr is full of
	// them and none says what went wrong.
	noiseRE = lazyRegexp(`^(` +
		`File ".*", line \d+.*` + // Python frame
		`|at .*(:\d+(:\d+)?\)?|\((native|Native Method|<anonymous>|Unknown Source)\))` + // JS / Java frame
		`|\.\.\. \d+ more` + // Java
		`|goroutine \d+ \[.*\]:?` + // Go
		`|\S+\.go:\d+( \+0x[0-9a-f]+)?` +
		`|[\w\-./]+(\.\(\*?\w+\))?\.[\w.\-]+\([\w{}, .]*\)` +
		`|created by \S+( in goroutine \d+)?` +
		`|exit status \d+` +
		`|\S+\.(js|ts|mjs|cjs|py|rb):\d+` + // Node's "file:line" above the source excerpt
		`|Node\.js v\d.*` +
		`|A complete log of this run can be found in:?.*|\S*[/\\]\S+\.log` + // npm
		`|You should bug the author to publish it.*|Note that you can also install from a|tarball, folder, http url, or git url\.` +
		`|This is probably not a problem with npm.*|(npm )?(WARN|warn|notice)( .*)?` +
		`|\[notice\].*` +
		`|Traceback \(most recent call last\):|During handling of the above exception, another exception occurred:` +
		`|The above exception was the direct cause of the following exception:` +
		`)$`)

	// toolPrefix is the marker a package manager puts on every line of its
	// error report; it is kept once, at the start of the text.
	toolPrefix = lazyRegexp(`^(npm|yarn|pnpm) (ERR!|error)( \d{3})?( +|$)`)

	// errorCodeRE finds errno-style codes (ENOENT, EADDRINUSE, E404) and
	// exception class names (ModuleNotFoundError, NullPointerException,
	// also inside a dotted path: numpy…_ArrayMemoryError).
	errorCodeRE = lazyRegexp(`\bE(?:[A-Z]{3,}|[A-Z_]{3,}[A-Z]|\d{3})\b|[A-Z][A-Za-z0-9]+(?:Error|Exception)\b`)
)

// notCode reports whether an upper-case word errorCodeRE found is an
// ordinary word rather than an error code.
func notCode(w string) bool {
	switch w {
	case "ERROR", "ERRORS", "EXIT", "EXITED", "EXPECTED", "EMPTY", "ELSE", "EVENT",
		"EVENTS", "EXCEPTION", "EXAMPLE", "ENABLE", "ENABLED", "EXPORT", "EXTRA", "EXEC",
		"ENTRY", "EVERY", "EACH", "END", "ENV", "EDIT", "EMAIL", "ENTER", "EXISTS", "EXPIRED":
		return true
	}
	return false
}

// meaningful reports whether a visible line says something: not blank, has
// a letter, and is not a progress bar, a stack frame or runner boilerplate.
func meaningful(l string) bool {
	if l == "" || !strings.ContainsFunc(l, unicode.IsLetter) {
		return false
	}
	if noiseRE.MatchString(l) {
		return false
	}
	if bracketBar.MatchString(l) {
		return false
	}
	pct := percentRE.MatchString(l)
	frac := fractionRE.MatchString(l)
	if barRE.MatchString(l) && (pct || frac || !strings.ContainsFunc(barRE.ReplaceAllString(l, ""), unicode.IsLetter)) {
		return false
	}
	if pct && (frac || rateRE.MatchString(l)) {
		return false
	}
	return true
}

// dedupeKey is a line with its digits folded, so "retry 1 failed" and
// "retry 2 failed" count as the same line.
func dedupeKey(l string) string {
	var b strings.Builder
	digit := false
	for _, r := range strings.ToLower(l) {
		if r >= '0' && r <= '9' {
			if !digit {
				b.WriteByte('0')
			}
			digit = true
			continue
		}
		digit = false
		b.WriteRune(r)
	}
	return b.String()
}

// tail returns the last meaningful lines of terminal output, without
// repeats (the last occurrence is kept), joined into one line of at most
// max characters. Whole lines are kept; only a last line that alone is too
// long is cut, keeping its start, where messages name the error. Only the
// last maxTailLines lines are read. A package
// manager's per-line marker ("npm ERR!") is shown once, in front.
func tail(raw string, max int) string {
	lines := strings.Split(raw, "\n")
	var kept []string
	seen := map[string]bool{}    // dedupe keys of visible lines
	seenRaw := map[string]bool{} // raw lines already looked at
	prefix := ""
	size := 0
	for i := len(lines) - 1; i >= 0 && i >= len(lines)-maxTailLines; i-- {
		if seenRaw[lines[i]] {
			continue
		}
		seenRaw[lines[i]] = true
		l := visibleLine(lines[i])
		if l == "" {
			continue
		}
		if c := l[0]; c == '[' || (c >= '0' && c <= '9') {
			l = leadingStamp.ReplaceAllString(l, "")
		}
		if l != "" && (strings.IndexByte("=-*#~_+", l[0]) >= 0 || strings.IndexByte("=-*#~_+", l[len(l)-1]) >= 0) {
			l = decoration.ReplaceAllString(l, "")
		}
		pfx := prefix
		if p := toolPrefix.FindString(l); p != "" {
			l = strings.TrimSpace(l[len(p):])
			if pfx == "" {
				pfx = strings.Join(strings.Fields(p)[:2], " ") + " "
			}
		}
		if !meaningful(l) {
			continue
		}
		key := dedupeKey(l)
		if seen[key] {
			continue
		}
		seen[key] = true
		n := utf8.RuneCountInString(l)
		if len(kept) == 0 && n > max-len(pfx) {
			prefix = pfx
			kept = append(kept, cut(l, max-len(pfx)))
			break
		}
		if len(kept) > 0 {
			n += 2 // the separator
		}
		if len(kept) > 0 && len(pfx)+size+n > max {
			break
		}
		prefix = pfx
		size += n
		kept = append(kept, l)
	}
	if len(kept) == 0 {
		return ""
	}
	for i, j := 0, len(kept)-1; i < j; i, j = i+1, j-1 {
		kept[i], kept[j] = kept[j], kept[i]
	}
	return prefix + joinLines(kept)
}

// joinLines joins lines into one: after a line that ends in punctuation a
// space is enough, otherwise "; " marks the break.
func joinLines(lines []string) string {
	var b strings.Builder
	for i, l := range lines {
		if i > 0 {
			prev := lines[i-1]
			if strings.ContainsAny(prev[len(prev)-1:], ".:;!?,") {
				b.WriteString(" ")
			} else {
				b.WriteString("; ")
			}
		}
		b.WriteString(l)
	}
	return b.String()
}

// cut shortens s to at most max characters, at a word boundary when one is
// near, marking the cut with "…".
func cut(s string, max int) string {
	if utf8.RuneCountInString(s) <= max {
		return s
	}
	r := []rune(s)[:max-1]
	if i := lastSpace(r); i > max/2 {
		r = r[:i]
	}
	return strings.TrimRight(string(r), " ,;:") + "…"
}

func lastSpace(r []rune) int {
	for i := len(r) - 1; i >= 0; i-- {
		if r[i] == ' ' {
			return i
		}
	}
	return -1
}

// joinList joins items with "; ", stopping before max characters; the
// items left out are counted ("(+2 more)").
func joinList(items []string, max int) string {
	var b strings.Builder
	for i, it := range items {
		sep := ""
		if i > 0 {
			sep = "; "
		}
		rest := len(items) - i
		if i > 0 && utf8.RuneCountInString(b.String())+len(sep)+utf8.RuneCountInString(it) > max {
			b.WriteString(" (+")
			b.WriteString(strconv.Itoa(rest))
			b.WriteString(" more)")
			break
		}
		b.WriteString(sep)
		if i == 0 {
			it = cut(it, max)
		}
		b.WriteString(it)
	}
	return b.String()
}

// sentence joins a subject and a continuation: a period is added only when
// the subject does not already end a sentence.
func sentence(subject, rest string) string {
	switch {
	case subject == "":
		return rest
	case rest == "":
		return subject
	case strings.ContainsAny(subject[len(subject)-1:], ".!?"):
		return subject + " " + rest
	}
	return subject + ". " + rest
}

// errorCodes returns up to n error identifiers found in s, lower-cased, in
// order of appearance.
func errorCodes(s string, n int) []string {
	var out []string
	for _, m := range errorCodeRE.FindAllString(s, -1) {
		if notCode(m) {
			continue
		}
		out = appendTag(out, m)
		if len(out) == n {
			break
		}
	}
	return out
}

// tag normalises a tag: trimmed, lower-case, inner spaces as '-', at most
// 40 characters; "" when nothing is left.
func tag(s string) string {
	s = strings.ToLower(collapseSpace(dropControls(s)))
	s = strings.ReplaceAll(s, " ", "-")
	if utf8.RuneCountInString(s) > 40 {
		s = string([]rune(s)[:40])
	}
	return s
}

// appendTag appends the normalised tag unless it is empty or present.
func appendTag(tags []string, s string) []string {
	t := tag(s)
	if t == "" {
		return tags
	}
	for _, have := range tags {
		if have == t {
			return tags
		}
	}
	return append(tags, t)
}

// label is an identifier from the input made safe for an error message:
// one line, at most 60 characters.
func label(s string) string {
	return cut(singleLine(s), 60)
}

// humanize turns an identifier such as setup_web_server into words.
func humanize(id string) string {
	return collapseSpace(strings.NewReplacer("_", " ", "-", " ").Replace(id))
}
