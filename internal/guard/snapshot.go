package guard

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"strconv"
	"strings"

	"github.com/loopd-dev/loopd/internal/model"
)

// snapshotHeader starts a rules snapshot; the number is its format.
const snapshotHeader = "loopd-guard-rules 2"

// EncodeSnapshot renders the active rules' guard fields (id, type,
// category, review flag, violations, text), one rule per line. A cold
// `loopd guard` reads this file (ReadSnapshot) instead of opening the
// database: reading it costs a fraction of a millisecond where the
// database costs several. The workspace writes it atomically with the
// views after every change to the rules.
func EncodeSnapshot(rules []model.Rule) []byte {
	var b bytes.Buffer
	b.WriteString(snapshotHeader + "\n")
	for _, r := range rules {
		if !r.Active() {
			continue
		}
		flag := "0"
		if r.ReviewFlagged {
			flag = "1"
		}
		fmt.Fprintf(&b, "%s\t%s\t%s\t%s\t%d\t%s\n", oneField(r.ID), oneField(r.Type), oneField(r.Category),
			flag, r.Violations, escapeText(r.Rule))
	}
	return b.Bytes()
}

// oneField keeps a value on one tab-separated field.
func oneField(s string) string {
	return strings.Map(func(r rune) rune {
		if r == '\t' || r == '\n' || r == '\r' {
			return ' '
		}
		return r
	}, s)
}

// ErrNoSnapshot means the workspace has no rules snapshot yet.
var ErrNoSnapshot = errors.New("no guard rules snapshot")

// escapeText keeps a rule's text on its line: backslash, tab, newline
// and carriage return become \\, \t, \n, \r. Most rules have none, so
// reading them back is a substring of the file.
func escapeText(s string) string {
	if !strings.ContainsAny(s, "\\\t\n\r") {
		return s
	}
	return strings.NewReplacer("\\", "\\\\", "\t", "\\t", "\n", "\\n", "\r", "\\r").Replace(s)
}

func unescapeText(s string) string {
	if !strings.Contains(s, "\\") {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] != '\\' || i+1 == len(s) {
			b.WriteByte(s[i])
			continue
		}
		i++
		switch s[i] {
		case 't':
			b.WriteByte('\t')
		case 'n':
			b.WriteByte('\n')
		case 'r':
			b.WriteByte('\r')
		default:
			b.WriteByte(s[i])
		}
	}
	return b.String()
}

// ReadSnapshot reads the rules WriteSnapshot wrote. It is on a cold
// guard check's path, so it parses the file in one pass over one string.
func ReadSnapshot(path string) ([]model.Rule, error) {
	data, err := os.ReadFile(path)
	if errors.Is(err, os.ErrNotExist) {
		return nil, ErrNoSnapshot
	}
	if err != nil {
		return nil, fmt.Errorf("read %s: %w", path, err)
	}
	text := string(data)
	line, rest, _ := strings.Cut(text, "\n")
	if line != snapshotHeader {
		return nil, fmt.Errorf("read %s: not a guard rules snapshot (or an older format)", path)
	}
	out := make([]model.Rule, 0, strings.Count(rest, "\n"))
	var f [6]string
	for n := 2; rest != ""; n++ {
		line, rest, _ = strings.Cut(rest, "\n")
		for i := 0; i < 5; i++ {
			var ok bool
			if f[i], line, ok = strings.Cut(line, "\t"); !ok {
				return nil, fmt.Errorf("read %s line %d: want 6 fields", path, n)
			}
		}
		f[5] = line
		v, err := strconv.Atoi(f[4])
		if err != nil {
			return nil, fmt.Errorf("read %s line %d: violations %q", path, n, f[4])
		}
		out = append(out, model.Rule{ID: f[0], Type: f[1], Category: f[2], ReviewFlagged: f[3] == "1",
			Violations: v, Rule: unescapeText(f[5]), Status: model.StatusActive})
	}
	return out, nil
}
