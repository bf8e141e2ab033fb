package e2e

import (
	"bufio"
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/loopd-dev/loopd/internal/daemon"
	"github.com/loopd-dev/loopd/internal/guard/guardbench"
	"github.com/loopd-dev/loopd/internal/store"
)

// BenchmarkAppendToStoredProcess measures, against a real `loopd run`
// process, the time from appending one event to the tailed file to
// seeing it committed (read-only store connection polled every 0.5 ms).
// Target: median ≤ 250 ms.
func BenchmarkAppendToStoredProcess(b *testing.B) {
	lay := workspaceFor(b, quietJobs)
	p := startDaemon(b, lay.Workspace)
	p.waitReady(b, lay.Workspace)
	defer p.stop(b)
	st, err := store.Open(context.Background(), lay.DB, store.Options{ReadOnly: true})
	if err != nil {
		b.Fatal(err)
	}
	defer st.Close()
	f, err := os.OpenFile(lay.Events, os.O_WRONLY|os.O_APPEND|os.O_CREATE, 0o644)
	if err != nil {
		b.Fatal(err)
	}
	defer f.Close()
	ctx := context.Background()
	var ds []time.Duration
	n := 0
	for b.Loop() {
		t0 := time.Now()
		if _, err := f.WriteString(eventLine(n)); err != nil {
			b.Fatal(err)
		}
		n++
		for {
			c, err := st.Counts(ctx)
			if err != nil {
				b.Fatal(err)
			}
			if c.Events == n {
				break
			}
			if time.Since(t0) > 10*time.Second {
				b.Fatalf("event %d not stored after 10s", n)
			}
			time.Sleep(500 * time.Microsecond)
		}
		ds = append(ds, time.Since(t0))
	}
	slices.Sort(ds)
	b.ReportMetric(float64(ds[len(ds)/2])/1e6, "p50-ms")
	b.ReportMetric(float64(ds[len(ds)*99/100])/1e6, "p99-ms")
}

// BenchmarkIdleRSS starts `loopd run` on a workspace holding 100,000
// events (from shared/bench/gen_events.py) and reports its resident
// memory once it is idle: "learned" has them learned before the start,
// "learn-in-daemon" lets the daemon's own learn job do it first (the
// heap it used is then what stays resident). Target: ≤ 40 MB. Linux only.
func BenchmarkIdleRSS(b *testing.B) {
	gen := findGenerator(b)
	data, err := exec.Command("python3", gen, "100000").Output()
	if err != nil {
		b.Fatalf("gen_events.py: %v", err)
	}
	for _, learnFirst := range []bool{true, false} {
		name := "learned"
		if !learnFirst {
			name = "learn-in-daemon"
		}
		b.Run(name, func(b *testing.B) {
			for b.Loop() {
				b.StopTimer()
				lay := workspaceFor(b, "daemon:\n  poll_interval: 1s\nlearn:\n  debounce: 100ms\n  schedule: \"0 0 1 1 *\"\n")
				if err := os.WriteFile(lay.Events, data, 0o644); err != nil {
					b.Fatal(err)
				}
				steps := [][]string{{"ingest", lay.Events}}
				if learnFirst {
					steps = append(steps, []string{"learn"})
				}
				for _, args := range steps {
					if _, stderr, code := cli(lay.Workspace, args...); code != 0 {
						b.Fatalf("loopd %v: exit %d: %s", args, code, stderr)
					}
				}
				b.StartTimer()
				p := startDaemon(b, lay.Workspace)
				p.waitReady(b, lay.Workspace)
				waitIdle(b, lay.Workspace, learnFirst)
				time.Sleep(3 * time.Second) // settle
				rss, hwm := procMemory(b, p.cmd.Process.Pid)
				p.stop(b)
				b.ReportMetric(rss, "MB-RSS-idle")
				b.ReportMetric(hwm, "MB-RSS-peak")
			}
		})
	}
}

// waitIdle waits until nothing is left to learn (a learn run recorded
// unless the events were learned before the start).
func waitIdle(b *testing.B, ws string, learned bool) {
	deadline := time.Now().Add(2 * time.Minute)
	for !learned {
		st, err := store.Open(context.Background(), filepath.Join(ws, "memory", "learning", "loopd.db"), store.Options{ReadOnly: true})
		if err != nil {
			b.Fatal(err)
		}
		_, err = st.LastJobRun(context.Background(), "learn")
		st.Close()
		if err == nil {
			return
		}
		if time.Now().After(deadline) {
			b.Fatal("the daemon did not learn within 2 minutes")
		}
		time.Sleep(100 * time.Millisecond)
	}
}

func findGenerator(b *testing.B) string {
	root, err := moduleRoot()
	if err != nil {
		b.Fatal(err)
	}
	for _, p := range []string{filepath.Join(root, "..", "shared", "bench", "gen_events.py"), "/work/shared/bench/gen_events.py"} {
		if _, err := os.Stat(p); err == nil {
			return p
		}
	}
	b.Skip("shared/bench/gen_events.py not found")
	return ""
}

// procMemory reads VmRSS and VmHWM of a process, in MB.
func procMemory(b *testing.B, pid int) (rss, hwm float64) {
	f, err := os.Open("/proc/" + strconv.Itoa(pid) + "/status")
	if err != nil {
		b.Skip("no /proc:", err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		fields := strings.Fields(sc.Text())
		if len(fields) < 2 {
			continue
		}
		kb, _ := strconv.ParseFloat(fields[1], 64)
		switch fields[0] {
		case "VmRSS:":
			rss = kb / 1024
		case "VmHWM:":
			hwm = kb / 1024
		}
	}
	return rss, hwm
}

// BenchmarkGuardSocketProcess measures POST /v1/guard round trips, as a
// client process sees them, against a real `loopd run` process holding
// 10,000 rules (guardbench.Rules, the dense set). Target: p99 ≤ 1 ms.
func BenchmarkGuardSocketProcess(b *testing.B) {
	lay := workspaceFor(b, quietJobs)
	st, err := store.Open(context.Background(), lay.DB, store.Options{})
	if err != nil {
		b.Fatal(err)
	}
	ctx := context.Background()
	err = st.Update(ctx, func(tx *store.Tx) error {
		for _, r := range guardbench.Rules(10000) {
			if err := tx.PutRule(ctx, r); err != nil {
				return err
			}
		}
		return nil
	})
	st.Close()
	if err != nil {
		b.Fatal(err)
	}
	p := startDaemon(b, lay.Workspace)
	p.waitReady(b, lay.Workspace)
	defer p.stop(b)
	c := daemon.NewClient(lay.Dir+"/loopd.sock", 5*time.Second)
	defer c.Close()
	for _, a := range guardbench.Actions { // the connection and the first checks
		if _, err := c.Guard(ctx, a); err != nil {
			b.Fatal(err)
		}
	}
	var ds, took []time.Duration
	i := 0
	for b.Loop() {
		t0 := time.Now()
		res, err := c.Guard(ctx, guardbench.Actions[i%len(guardbench.Actions)])
		if err != nil {
			b.Fatal(err)
		}
		ds = append(ds, time.Since(t0))
		took = append(took, time.Duration(res.TookUS)*time.Microsecond)
		i++
	}
	for name, d := range map[string][]time.Duration{"": ds, "server-": took} {
		slices.Sort(d)
		b.ReportMetric(float64(d[len(d)/2])/1e6, name+"p50-ms")
		b.ReportMetric(float64(d[len(d)*99/100])/1e6, name+"p99-ms")
	}
}
