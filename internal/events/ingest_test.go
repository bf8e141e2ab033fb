package events

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/loopd-dev/loopd/internal/model"
	"github.com/loopd-dev/loopd/internal/store"
)

func mustOpenStore(tb testing.TB) *store.Store {
	tb.Helper()
	s, err := store.Open(context.Background(), filepath.Join(tb.TempDir(), "loopd.db"), store.Options{})
	if err != nil {
		tb.Fatal(err)
	}
	tb.Cleanup(func() { s.Close() })
	return s
}

func newIngester(tb testing.TB, s *store.Store) *Ingester {
	return &Ingester{
		Store: s, Parser: NewParser(time.UTC),
		ErrorLog: filepath.Join(tb.TempDir(), "parse-errors.jsonl"),
		Now:      func() time.Time { return time.Date(2026, 11, 21, 12, 0, 0, 0, time.UTC) },
	}
}

func event(i int) string {
	return fmt.Sprintf(`{"ts":"2026-02-11T10:%02d:%02dZ","type":"mistake","category":"shell","problem":"problem %d","solution":"fix %d"}`, i/60%60, i%60, i, i)
}

func appendFile(tb testing.TB, path, s string) {
	tb.Helper()
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_APPEND|os.O_CREATE, 0o644)
	if err != nil {
		tb.Fatal(err)
	}
	if _, err := f.WriteString(s); err != nil {
		tb.Fatal(err)
	}
	if err := f.Close(); err != nil {
		tb.Fatal(err)
	}
}

func countEvents(tb testing.TB, s *store.Store) int {
	tb.Helper()
	c, err := s.Counts(context.Background())
	if err != nil {
		tb.Fatal(err)
	}
	return c.Events
}

func readErrors(tb testing.TB, path string) []model.ParseError {
	tb.Helper()
	f, err := os.Open(path)
	if os.IsNotExist(err) {
		return nil
	}
	if err != nil {
		tb.Fatal(err)
	}
	defer f.Close()
	var out []model.ParseError
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		var pe model.ParseError
		if err := json.Unmarshal(sc.Bytes(), &pe); err != nil {
			tb.Fatalf("parse-errors.jsonl line %q: %v", sc.Text(), err)
		}
		out = append(out, pe)
	}
	return out
}

func TestIngestBadLinesKeepGoodOnes(t *testing.T) {
	ctx := context.Background()
	s := mustOpenStore(t)
	in := newIngester(t, s)
	path := filepath.Join(t.TempDir(), "events.jsonl")
	bad := []string{
		`{"ts":"2026-02-11T10:30:00Z","type":"mistake",`,                              // broken JSON
		`{"ts":"2026-02-11T10:30:00Z","type":"mistake","problem":7}`,                  // wrong type
		`{"type":"mistake","problem":"no ts"}`,                                        // missing field
		"{\"ts\":\"2026-02-11T10:30:00Z\",\"type\":\"mistake\",\"problem\":\"\xff\"}", // invalid UTF-8
		"\x00\xff garbage", // NUL bytes
		`{"ts":"2026-02-11T10:30:00Z","type":"mistake","problem":"` + strings.Repeat("x", 2<<20) + `"}`, // 2 MiB
	}
	var b strings.Builder
	for i, l := range bad {
		b.WriteString(event(i) + "\n")
		b.WriteString(l + "\n")
	}
	b.WriteString(event(100) + "\n")
	b.WriteString("\n") // blank lines are neither events nor errors
	appendFile(t, path, b.String())

	got, err := in.IngestFile(ctx, path, "events", nil)
	if err != nil {
		t.Fatal(err)
	}
	want := Counts{Read: 13, Ingested: 7, Errors: 6}
	if got != want {
		t.Fatalf("IngestFile counts = %+v, want %+v", got, want)
	}
	if n := countEvents(t, s); n != 7 {
		t.Errorf("stored %d events, want 7", n)
	}
	perrs := readErrors(t, in.ErrorLog)
	if len(perrs) != 6 {
		t.Fatalf("parse-errors.jsonl has %d lines, want 6", len(perrs))
	}
	for _, pe := range perrs {
		if pe.File != path || pe.Error == "" || pe.TS == "" || pe.Script == "" {
			t.Errorf("parse error missing fields: %+v", pe)
		}
		if len(pe.Line) > 1000+3 {
			t.Errorf("parse error line is %d bytes, want it cut to 1000", len(pe.Line))
		}
	}
	if !strings.Contains(perrs[5].Error, "over the") {
		t.Errorf("2 MiB line error = %q", perrs[5].Error)
	}
	// Offsets in the log point at the bad lines.
	data, _ := os.ReadFile(path)
	for _, pe := range perrs {
		if pe.Offset < 0 || pe.Offset >= int64(len(data)) || (pe.Offset > 0 && data[pe.Offset-1] != '\n') {
			t.Errorf("offset %d is not the start of a line", pe.Offset)
		}
	}
}

func TestIngestResumesFromOffset(t *testing.T) {
	ctx := context.Background()
	s := mustOpenStore(t)
	in := newIngester(t, s)
	path := filepath.Join(t.TempDir(), "events.jsonl")
	appendFile(t, path, event(1)+"\n"+event(2)+"\n")
	if c, err := in.IngestFile(ctx, path, "events", nil); err != nil || c.Ingested != 2 {
		t.Fatalf("first ingest = %+v, %v; want 2 stored", c, err)
	}
	c, err := in.IngestFile(ctx, path, "events", nil)
	if err != nil || c != (Counts{}) {
		t.Fatalf("second ingest = %+v, %v; want nothing read", c, err)
	}
	appendFile(t, path, event(3)+"\n")
	c, err = in.IngestFile(ctx, path, "events", nil)
	if err != nil || c != (Counts{Read: 1, Ingested: 1}) {
		t.Fatalf("ingest after append = %+v, %v; want 1 read, 1 stored", c, err)
	}
}

func TestIngestPartialLastLineWaits(t *testing.T) {
	ctx := context.Background()
	s := mustOpenStore(t)
	in := newIngester(t, s)
	path := filepath.Join(t.TempDir(), "events.jsonl")
	full := event(2)
	appendFile(t, path, event(1)+"\n"+full[:20])
	c, err := in.IngestFile(ctx, path, "events", nil)
	if err != nil || c != (Counts{Read: 1, Ingested: 1}) {
		t.Fatalf("ingest with partial line = %+v, %v; want only the whole line", c, err)
	}
	if pe := readErrors(t, in.ErrorLog); len(pe) != 0 {
		t.Fatalf("partial line was logged as an error: %+v", pe)
	}
	appendFile(t, path, full[20:]+"\n")
	c, err = in.IngestFile(ctx, path, "events", nil)
	if err != nil || c != (Counts{Read: 1, Ingested: 1}) {
		t.Fatalf("ingest after completing the line = %+v, %v; want it stored", c, err)
	}
}

func TestIngestEmptyFile(t *testing.T) {
	s := mustOpenStore(t)
	in := newIngester(t, s)
	path := filepath.Join(t.TempDir(), "events.jsonl")
	appendFile(t, path, "")
	c, err := in.IngestFile(context.Background(), path, "events", nil)
	if err != nil || c != (Counts{}) {
		t.Fatalf("empty file = %+v, %v", c, err)
	}
}

func TestIngestDuplicatesStoredOnce(t *testing.T) {
	ctx := context.Background()
	s := mustOpenStore(t)
	in := newIngester(t, s)
	dir := t.TempDir()
	a, b := filepath.Join(dir, "a.jsonl"), filepath.Join(dir, "b.jsonl")
	appendFile(t, a, event(1)+"\n"+event(1)+"\n")
	appendFile(t, b, event(1)+"\n"+event(2)+"\n")
	ca, _ := in.IngestFile(ctx, a, "events", nil)
	cb, _ := in.IngestFile(ctx, b, "events", nil)
	if ca != (Counts{Read: 2, Ingested: 1, Duplicates: 1}) || cb != (Counts{Read: 2, Ingested: 1, Duplicates: 1}) {
		t.Fatalf("counts = %+v, %+v", ca, cb)
	}
	if n := countEvents(t, s); n != 2 {
		t.Errorf("stored %d, want 2", n)
	}
}

func TestIngestCopyTruncate(t *testing.T) {
	ctx := context.Background()
	s := mustOpenStore(t)
	in := newIngester(t, s)
	path := filepath.Join(t.TempDir(), "events.jsonl")
	appendFile(t, path, event(1)+"\n"+event(2)+"\n"+event(3)+"\n")
	if _, err := in.IngestFile(ctx, path, "events", nil); err != nil {
		t.Fatal(err)
	}
	if err := os.Truncate(path, 0); err != nil {
		t.Fatal(err)
	}
	appendFile(t, path, event(4)+"\n")
	c, err := in.IngestFile(ctx, path, "events", nil)
	if err != nil || c != (Counts{Read: 1, Ingested: 1}) {
		t.Fatalf("after copytruncate = %+v, %v; want the new line read from the start", c, err)
	}
	if n := countEvents(t, s); n != 4 {
		t.Errorf("stored %d, want 4", n)
	}
}

func TestIngestRewrittenSameSize(t *testing.T) {
	// A file truncated and refilled past the old offset: the fingerprint
	// of its first bytes tells it is new content.
	ctx := context.Background()
	s := mustOpenStore(t)
	in := newIngester(t, s)
	path := filepath.Join(t.TempDir(), "events.jsonl")
	appendFile(t, path, event(1)+"\n")
	if _, err := in.IngestFile(ctx, path, "events", nil); err != nil {
		t.Fatal(err)
	}
	if err := os.Truncate(path, 0); err != nil {
		t.Fatal(err)
	}
	appendFile(t, path, event(7)+"\n"+event(8)+"\n")
	c, err := in.IngestFile(ctx, path, "events", nil)
	if err != nil || c.Ingested != 2 {
		t.Fatalf("rewritten file = %+v, %v; want both new lines", c, err)
	}
}

func TestIngestConcurrentIngestersStoreOnce(t *testing.T) {
	ctx := context.Background()
	s := mustOpenStore(t)
	path := filepath.Join(t.TempDir(), "events.jsonl")
	var b strings.Builder
	for i := 0; i < 3000; i++ {
		b.WriteString(event(i) + "\n")
		if i%500 == 0 {
			b.WriteString("{broken\n")
		}
	}
	appendFile(t, path, b.String())
	var wg sync.WaitGroup
	var mu sync.Mutex
	var total Counts
	errLog := filepath.Join(t.TempDir(), "errors.jsonl")
	for w := 0; w < 3; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			in := newIngester(t, s)
			in.ErrorLog = errLog
			in.BatchLines = 100
			c, err := in.IngestFile(ctx, path, "events", nil)
			if err != nil {
				t.Error(err)
			}
			mu.Lock()
			total.Add(c)
			mu.Unlock()
		}()
	}
	wg.Wait()
	if total.Ingested != 3000 || total.Errors != 6 {
		t.Fatalf("three ingesters together = %+v, want 3000 stored and 6 errors", total)
	}
	if n := len(readErrors(t, errLog)); n != 6 {
		t.Errorf("parse-errors.jsonl has %d lines, want 6 (each bad line once)", n)
	}
}

func TestIngestReaderTakesLastLineWithoutNewline(t *testing.T) {
	s := mustOpenStore(t)
	in := newIngester(t, s)
	c, err := in.IngestReader(context.Background(), strings.NewReader(event(1)+"\n"+event(2)), "stdin", nil)
	if err != nil || c != (Counts{Read: 2, Ingested: 2}) {
		t.Fatalf("stdin = %+v, %v; want both lines", c, err)
	}
}

func TestIngestMapper(t *testing.T) {
	s := mustOpenStore(t)
	in := newIngester(t, s)
	path := filepath.Join(t.TempDir(), "other.jsonl")
	appendFile(t, path, "keep\nskip\nbad\n")
	mapper := func(line []byte) ([]byte, bool, error) {
		switch string(line) {
		case "keep":
			return []byte(event(1)), false, nil
		case "skip":
			return nil, true, nil
		}
		return nil, false, fmt.Errorf("not a record")
	}
	c, err := in.IngestFile(context.Background(), path, "custom", mapper)
	if err != nil || c != (Counts{Read: 3, Ingested: 1, Errors: 1, Skipped: 1}) {
		t.Fatalf("mapped ingest = %+v, %v", c, err)
	}
}
