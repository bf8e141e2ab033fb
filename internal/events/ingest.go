package events

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"os"
	"time"
	"unicode/utf8"

	"golang.org/x/sync/errgroup"

	"github.com/loopd-dev/loopd/internal/model"
	"github.com/loopd-dev/loopd/internal/store"
)

// Mapper turns one line of another runtime's log into the JSON of one
// loopd event. skip reports a valid record with nothing to learn.
type Mapper func(line []byte) (event []byte, skip bool, err error)

// Counts are what one ingest did. JSON names follow `ingest --json`.
type Counts struct {
	Read       int `json:"read"`
	Ingested   int `json:"ingested"`
	Duplicates int `json:"duplicates"`
	Errors     int `json:"errors"`
	// Skipped counts records of other formats with nothing to learn.
	Skipped int `json:"skipped,omitempty"`
}

// Add accumulates o into c.
func (c *Counts) Add(o Counts) {
	c.Read += o.Read
	c.Ingested += o.Ingested
	c.Duplicates += o.Duplicates
	c.Errors += o.Errors
	c.Skipped += o.Skipped
}

// Ingester stores events from files and streams. It is safe to run
// several (processes or goroutines) on the same file: each batch commits
// only if the file's committed offset is still where the batch started.
type Ingester struct {
	Store  *store.Store
	Parser *Parser
	// ErrorLog is the parse-errors.jsonl path; empty disables the file
	// (errors are still recorded in the store).
	ErrorLog string
	// Script names the writer in parse-error lines.
	Script string
	Now    func() time.Time
	Logger *slog.Logger
	// BatchLines bounds how many lines one transaction holds.
	BatchLines int
}

const errLineBytes = 1000

// errConflict means another ingester advanced the offset first.
var errConflict = errors.New("offset moved by another ingester")

type batch struct {
	rows   []store.EventRow
	perrs  []model.ParseError
	counts Counts
	start  int64 // file offset where the batch's first line starts
	end    int64 // offset after the batch's last whole line
}

func (in *Ingester) now() time.Time {
	if in.Now != nil {
		return in.Now()
	}
	return time.Now()
}

func (in *Ingester) batchLines() int {
	if in.BatchLines > 0 {
		return in.BatchLines
	}
	return 4096
}

// IngestFile reads path from its committed offset to the last whole
// line, storing events and the new offset together. A partial last line
// is left for a later call.
func (in *Ingester) IngestFile(ctx context.Context, path, format string, mapper Mapper) (Counts, error) {
	var total Counts
	for attempt := 0; ; attempt++ {
		c, err := in.ingestFileOnce(ctx, path, format, mapper)
		total.Add(c)
		if errors.Is(err, errConflict) && attempt < 20 {
			continue
		}
		if err != nil {
			return total, fmt.Errorf("ingest %s: %w", path, err)
		}
		return total, nil
	}
}

func (in *Ingester) ingestFileOnce(ctx context.Context, path, format string, mapper Mapper) (Counts, error) {
	f, err := os.Open(path)
	if err != nil {
		return Counts{}, err
	}
	defer f.Close()
	fi, err := f.Stat()
	if err != nil {
		return Counts{}, err
	}
	if fi.IsDir() {
		return Counts{}, errors.New("is a directory")
	}
	dev, ino := fileIdentity(fi)
	head := make([]byte, store.FingerprintBytes)
	n, err := f.ReadAt(head, 0)
	if err != nil && !errors.Is(err, io.EOF) {
		return Counts{}, err
	}
	head = head[:n]
	offset := int64(0)
	src, err := in.Store.SourceByIdentity(ctx, dev, ino)
	// expect is the committed state this read is based on; a batch
	// commits only if the store still holds exactly that.
	expect := expectation{found: err == nil, offset: src.Offset}
	switch {
	case errors.Is(err, store.ErrNotFound):
	case err != nil:
		return Counts{}, err
	case fi.Size() < src.Offset:
		in.logger().Info("file shrank; reading it from the start", "path", path, "offset", src.Offset, "size", fi.Size())
	case !bytes.HasPrefix(head, src.FP):
		in.logger().Info("file content changed at the same inode; reading it from the start", "path", path)
	default:
		offset = src.Offset
	}
	if offset == fi.Size() && offset != 0 && src.Path == path {
		return Counts{}, nil
	}
	if _, err := f.Seek(offset, io.SeekStart); err != nil {
		return Counts{}, err
	}
	commit := func(b *batch) (Counts, error) {
		fp := head
		if int64(len(fp)) > b.end {
			fp = fp[:b.end]
		}
		save := store.Source{Dev: dev, Ino: ino, Path: path, Format: format, FP: fp, Offset: b.end,
			Updated: in.now().UTC().Format(time.RFC3339Nano)}
		c, err := in.commit(ctx, b, &save, expect)
		if err == nil {
			expect = expectation{found: true, offset: b.end}
		}
		return c, err
	}
	return in.run(ctx, f, path, offset, false, mapper, commit)
}

// expectation is the committed source state a batch was read against.
type expectation struct {
	found  bool
	offset int64
}

// IngestReader reads a stream (stdin) to its end; the last line counts
// even without a newline. No offsets are kept: duplicates are still
// stored once.
func (in *Ingester) IngestReader(ctx context.Context, r io.Reader, name string, mapper Mapper) (Counts, error) {
	commit := func(b *batch) (Counts, error) { return in.commit(ctx, b, nil, expectation{}) }
	c, err := in.run(ctx, r, name, 0, true, mapper, commit)
	if err != nil {
		return c, fmt.Errorf("ingest %s: %w", name, err)
	}
	return c, nil
}

// commit stores one batch. With a source, the transaction first checks
// that the committed offset is still the one the batch was read against,
// so two ingesters of one file never store a line twice.
func (in *Ingester) commit(ctx context.Context, b *batch, src *store.Source, expect expectation) (Counts, error) {
	c := b.counts
	err := in.Store.Update(ctx, func(tx *store.Tx) error {
		if src != nil {
			cur, err := tx.SourceByIdentity(ctx, src.Dev, src.Ino)
			found := err == nil
			if err != nil && !errors.Is(err, store.ErrNotFound) {
				return err
			}
			if found != expect.found || (found && cur.Offset != expect.offset) {
				return errConflict
			}
		}
		n, err := tx.InsertEvents(ctx, b.rows)
		if err != nil {
			return err
		}
		c.Ingested = n
		c.Duplicates = len(b.rows) - n
		if err := tx.InsertParseErrors(ctx, b.perrs); err != nil {
			return err
		}
		if src != nil {
			return tx.SaveSource(ctx, *src)
		}
		return nil
	})
	if err != nil {
		return Counts{}, err
	}
	if err := in.appendErrors(b.perrs); err != nil {
		in.logger().Warn("could not append to the parse-error log", "path", in.ErrorLog, "err", err)
	}
	return c, nil
}

func (in *Ingester) logger() *slog.Logger {
	if in.Logger != nil {
		return in.Logger
	}
	return slog.New(slog.DiscardHandler)
}

func (in *Ingester) appendErrors(perrs []model.ParseError) error {
	if in.ErrorLog == "" || len(perrs) == 0 {
		return nil
	}
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	for _, pe := range perrs {
		if err := enc.Encode(pe); err != nil {
			return err
		}
	}
	f, err := os.OpenFile(in.ErrorLog, os.O_WRONLY|os.O_APPEND|os.O_CREATE, 0o644)
	if err != nil {
		return err
	}
	if _, err := f.Write(buf.Bytes()); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

// run reads lines from r (positioned at offset), parses them on one
// goroutine and commits batches on another, so parsing and SQLite writes
// overlap.
func (in *Ingester) run(ctx context.Context, r io.Reader, name string, offset int64, final bool, mapper Mapper,
	commit func(*batch) (Counts, error)) (Counts, error) {
	batches := make(chan *batch, 2)
	g, gctx := errgroup.WithContext(ctx)
	g.Go(func() error {
		defer close(batches)
		return in.read(gctx, r, name, offset, final, mapper, batches)
	})
	var total Counts
	g.Go(func() error {
		for b := range batches {
			c, err := commit(b)
			if err != nil {
				// Drain so the reader can finish.
				for range batches {
				}
				return err
			}
			total.Add(c)
		}
		return nil
	})
	err := g.Wait()
	return total, err
}

func (in *Ingester) read(ctx context.Context, r io.Reader, name string, offset int64, final bool, mapper Mapper, out chan<- *batch) error {
	br := bufio.NewReaderSize(r, MaxLineBytes+1)
	pos := offset
	limit := in.batchLines()
	cur := &batch{start: pos, end: pos}
	flush := func() error {
		if cur.end == cur.start && len(cur.rows) == 0 && len(cur.perrs) == 0 {
			return nil
		}
		select {
		case out <- cur:
		case <-ctx.Done():
			return ctx.Err()
		}
		cur = &batch{start: pos, end: pos}
		return nil
	}
	lines := 0
	for {
		line, err := br.ReadSlice('\n')
		switch {
		case err == nil:
			lineStart := pos
			pos += int64(len(line))
			in.handle(cur, bytes.TrimRight(line[:len(line)-1], "\r"), name, lineStart, mapper)
			cur.end = pos
		case errors.Is(err, bufio.ErrBufferFull):
			// A line over the limit: record it and skip to its end.
			lineStart := pos
			head := append([]byte(nil), line[:errLineBytes]...)
			skipped := int64(len(line))
			complete := false
			for {
				more, err := br.ReadSlice('\n')
				skipped += int64(len(more))
				if err == nil {
					complete = true
					break
				}
				if errors.Is(err, bufio.ErrBufferFull) {
					continue
				}
				if errors.Is(err, io.EOF) {
					break
				}
				return err
			}
			if !complete && !final {
				// The over-long line is not finished yet: stop before it.
				return flush()
			}
			pos += skipped
			cur.counts.Read++
			cur.counts.Errors++
			cur.perrs = append(cur.perrs, in.parseError(name, lineStart, head,
				fmt.Errorf("line is over the %d byte limit", MaxLineBytes)))
			cur.end = pos
		case errors.Is(err, io.EOF):
			if final && len(line) > 0 {
				lineStart := pos
				pos += int64(len(line))
				in.handle(cur, bytes.TrimRight(line, "\r"), name, lineStart, mapper)
				cur.end = pos
			}
			return flush()
		default:
			return err
		}
		lines++
		if lines%limit == 0 {
			if err := flush(); err != nil {
				return err
			}
		}
	}
}

// handle parses one whole line into the batch.
func (in *Ingester) handle(b *batch, line []byte, name string, at int64, mapper Mapper) {
	if len(bytes.TrimSpace(line)) == 0 {
		return
	}
	b.counts.Read++
	input := line
	if mapper != nil {
		mapped, skip, err := mapper(line)
		if err != nil {
			b.counts.Errors++
			b.perrs = append(b.perrs, in.parseError(name, at, line, err))
			return
		}
		if skip {
			b.counts.Skipped++
			return
		}
		input = mapped
	}
	p, err := in.Parser.Parse(input)
	if err != nil {
		b.counts.Errors++
		b.perrs = append(b.perrs, in.parseError(name, at, line, err))
		return
	}
	b.rows = append(b.rows, store.EventRow{
		Hash: p.Hash[:], TS: p.Event.TS, Time: p.Event.Time, Type: p.Event.Type,
		Category: p.Event.Category, Raw: p.Event.Raw,
	})
}

func (in *Ingester) parseError(name string, at int64, line []byte, err error) model.ParseError {
	text := line
	if len(text) > errLineBytes {
		text = text[:errLineBytes]
	}
	s := string(bytes.ToValidUTF8(text, []byte("\uFFFD")))
	for len(s) > 0 && !utf8.ValidString(s) {
		s = s[:len(s)-1]
	}
	script := in.Script
	if script == "" {
		script = "loopd"
	}
	return model.ParseError{
		TS: in.now().UTC().Format(time.RFC3339), Error: err.Error(), Line: s,
		Script: script, File: name, Offset: at,
	}
}
