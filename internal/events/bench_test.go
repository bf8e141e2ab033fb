package events

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// benchLines returns n event lines shaped like gen_events.py's output.
func benchLines(n int) []string {
	out := make([]string, n)
	t := time.Date(2026, 1, 5, 0, 0, 0, 0, time.UTC)
	for i := range out {
		t = t.Add(time.Duration(1+i%600) * time.Second)
		out[i] = fmt.Sprintf(`{"ts": "%s", "type": "mistake", "category": "cron", "tags": ["git", "prod"], "problem": "the docker config file failed silently %d", "solution": "Use absolute paths for the docker config file", "confidence": "testing", "source": "bench"}`,
			t.Format(time.RFC3339), i)
	}
	return out
}

func BenchmarkParse(b *testing.B) {
	lines := benchLines(1000)
	p := NewParser(time.UTC)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := p.Parse([]byte(lines[i%len(lines)])); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkIngest stores 50,000 events per iteration into a fresh store
// and reports events/s.
func BenchmarkIngest(b *testing.B) {
	const n = 50000
	path := filepath.Join(b.TempDir(), "events.jsonl")
	if err := os.WriteFile(path, []byte(strings.Join(benchLines(n), "\n")+"\n"), 0o644); err != nil {
		b.Fatal(err)
	}
	b.ResetTimer()
	var total time.Duration
	for i := 0; i < b.N; i++ {
		b.StopTimer()
		s := mustOpenStore(b)
		in := newIngester(b, s)
		b.StartTimer()
		start := time.Now()
		c, err := in.IngestFile(context.Background(), path, "events", nil)
		total += time.Since(start)
		if err != nil || c.Ingested != n {
			b.Fatalf("ingest = %+v, %v", c, err)
		}
	}
	b.ReportMetric(float64(n*b.N)/total.Seconds(), "events/s")
}
