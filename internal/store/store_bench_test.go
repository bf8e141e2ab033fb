package store

import (
	"context"
	"crypto/sha256"
	"fmt"
	"path/filepath"
	"testing"
	"time"
)

// BenchmarkInsertEvents measures the store side of ingest alone:
// 4096-row transactions of ~250-byte events.
func BenchmarkInsertEvents(b *testing.B) {
	ctx := context.Background()
	s, err := Open(ctx, filepath.Join(b.TempDir(), "loopd.db"), Options{})
	if err != nil {
		b.Fatal(err)
	}
	defer s.Close()
	const batch = 4096
	t0 := time.Date(2026, 1, 5, 0, 0, 0, 0, time.UTC)
	rows := make([]EventRow, batch)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		for j := range rows {
			k := i*batch + j
			raw := fmt.Sprintf(`{"category":"cron","confidence":"testing","problem":"the docker config file failed silently %d","solution":"Use absolute paths for the docker config file","source":"bench","tags":["git","prod"],"ts":"2026-01-05T00:00:00Z","type":"mistake"}`, k)
			h := sha256.Sum256([]byte(raw))
			rows[j] = EventRow{Hash: h[:16], TS: "2026-01-05T00:00:00Z", Time: t0.Add(time.Duration(k) * time.Second), Type: "mistake", Category: "cron", Raw: []byte(raw)}
		}
		if err := s.Update(ctx, func(tx *Tx) error {
			_, err := tx.InsertEvents(ctx, rows)
			return err
		}); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(batch*b.N)/b.Elapsed().Seconds(), "events/s")
}
