package guard

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"os"
	"strconv"
	"strings"

	"github.com/loopd-dev/loopd/internal/model"
)

// snapshotHeader starts a rules snapshot; the number is its format.
const snapshotHeader = "loopd-guard-rules 1"

// WriteSnapshot writes the active rules' guard fields (id, type,
// category, review flag, violations, text) to path, one rule per line,
// through a temporary file and a rename. A cold `loopd guard` reads this
// file instead of opening the database: reading it costs a fraction of a
// millisecond where the database costs several. It is rewritten with the
// views after every change to the rules.
func WriteSnapshot(path string, rules []model.Rule) error {
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
			flag, r.Violations, strconv.Quote(r.Rule))
	}
	f, err := os.CreateTemp(dirOf(path), ".guard-rules-*")
	if err != nil {
		return fmt.Errorf("write %s: %w", path, err)
	}
	tmp := f.Name()
	if _, err := f.Write(b.Bytes()); err != nil {
		f.Close()
		os.Remove(tmp)
		return fmt.Errorf("write %s: %w", path, err)
	}
	if err := f.Close(); err != nil {
		os.Remove(tmp)
		return fmt.Errorf("write %s: %w", path, err)
	}
	if err := os.Rename(tmp, path); err != nil {
		os.Remove(tmp)
		return fmt.Errorf("write %s: %w", path, err)
	}
	return nil
}

func dirOf(path string) string {
	if i := strings.LastIndexByte(path, '/'); i >= 0 {
		return path[:i]
	}
	return "."
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

// ReadSnapshot reads the rules WriteSnapshot wrote.
func ReadSnapshot(path string) ([]model.Rule, error) {
	data, err := os.ReadFile(path)
	if errors.Is(err, os.ErrNotExist) {
		return nil, ErrNoSnapshot
	}
	if err != nil {
		return nil, fmt.Errorf("read %s: %w", path, err)
	}
	sc := bufio.NewScanner(bytes.NewReader(data))
	sc.Buffer(make([]byte, 64*1024), 4<<20)
	if !sc.Scan() || sc.Text() != snapshotHeader {
		return nil, fmt.Errorf("read %s: not a guard rules snapshot", path)
	}
	var out []model.Rule
	for n := 2; sc.Scan(); n++ {
		f := strings.SplitN(sc.Text(), "\t", 6)
		if len(f) != 6 {
			return nil, fmt.Errorf("read %s line %d: want 6 fields", path, n)
		}
		v, err := strconv.Atoi(f[4])
		if err != nil {
			return nil, fmt.Errorf("read %s line %d: violations %q", path, n, f[4])
		}
		text, err := strconv.Unquote(f[5])
		if err != nil {
			return nil, fmt.Errorf("read %s line %d: rule text: %w", path, n, err)
		}
		out = append(out, model.Rule{ID: f[0], Type: f[1], Category: f[2], ReviewFlagged: f[3] == "1",
			Violations: v, Rule: text, Status: model.StatusActive})
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("read %s: %w", path, err)
	}
	return out, nil
}
