package e2e

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/loopd-dev/loopd/internal/daemon"
	"github.com/loopd-dev/loopd/internal/model"
	"github.com/loopd-dev/loopd/internal/store"
)

// TestCLIWhileDaemonWrites runs ingest (of the file the daemon tails and
// of another), status and guard over and over while the daemon stores a
// stream of events and learns from it: every command must succeed and
// none may report a locked database.
func TestCLIWhileDaemonWrites(t *testing.T) {
	const total = 12000
	lay := workspaceFor(t, "daemon:\n  poll_interval: 200ms\nlearn:\n  debounce: 300ms\n")
	if _, stderr, code := cli(lay.Workspace, "rules", "add", "--type", "NEVER", "--category", "social", "Never post to moltbook without approval"); code != 0 {
		t.Fatalf("rules add: exit %d: %s", code, stderr)
	}
	p := startDaemon(t, lay.Workspace)
	p.waitReady(t, lay.Workspace)

	other := filepath.Join(lay.Workspace, "other.jsonl")
	appendFile(t, other, lines(total, total+500))
	rng := rand.New(rand.NewPCG(seed(t), 3))
	var done atomic.Bool
	werr := make(chan error, 1)
	go func() {
		f, err := os.OpenFile(lay.Events, os.O_WRONLY|os.O_APPEND|os.O_CREATE, 0o644)
		if err == nil {
			err = writeInPieces(f, lines(0, total), rng)
			f.Close()
		}
		werr <- err
		done.Store(true)
	}()
	commands := [][]string{
		{"ingest", lay.Events},
		{"ingest", other},
		{"--json", "status"},
		{"--json", "guard", "post the release notes to moltbook"},
	}
	var mu sync.Mutex
	runs := map[string]int{}
	var wg sync.WaitGroup
	for _, args := range commands {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for !done.Load() {
				stdout, stderr, code := cli(lay.Workspace, args...)
				name := strings.Join(args, " ")
				low := strings.ToLower(stderr + stdout)
				if code != 0 && !(args[1] == "guard" && code == 2) || strings.Contains(low, "locked") || strings.Contains(low, "busy") {
					t.Errorf("loopd %s: exit %d\nstderr: %s", name, code, stderr)
					return
				}
				mu.Lock()
				runs[name]++
				mu.Unlock()
			}
		}()
	}
	wg.Wait()
	if err := <-werr; err != nil {
		t.Fatalf("writer: %v", err)
	}
	// ingest of the tailed file ran concurrently with the daemon: still
	// every event once.
	waitEvents(t, lay, total+500, 30*time.Second)
	// learn ran (after new events) in the daemon while all this went on.
	deadline := time.Now().Add(30 * time.Second)
	for {
		st, err := store.Open(t.Context(), lay.DB, store.Options{ReadOnly: true})
		if err != nil {
			t.Fatal(err)
		}
		run, err := st.LastJobRun(t.Context(), daemon.JobLearn)
		st.Close()
		if err == nil {
			if run.Outcome != daemon.OutcomeOK {
				t.Fatalf("learn in the daemon: %+v", run)
			}
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("no learn run recorded: %v", err)
		}
		time.Sleep(100 * time.Millisecond)
	}
	p.stop(t)
	t.Logf("commands run while the daemon wrote: %v", runs)
}

// TestGuardAndStatusAgreeWithAndWithoutDaemon compares the answers the
// CLI gets through the socket with the ones it computes itself.
func TestGuardAndStatusAgreeWithAndWithoutDaemon(t *testing.T) {
	lay := workspaceFor(t, quietJobs)
	for _, r := range [][]string{
		{"--type", "NEVER", "--category", "social", "Never post to moltbook without approval"},
		{"--type", "CHECK", "--category", "security", "Check TLS certificate verification stays on when calling APIs"},
	} {
		if _, stderr, code := cli(lay.Workspace, append([]string{"rules", "add"}, r...)...); code != 0 {
			t.Fatalf("rules add: exit %d: %s", code, stderr)
		}
	}
	appendFile(t, lay.Events, lines(0, 20))
	if _, stderr, code := cli(lay.Workspace, "ingest", lay.Events); code != 0 {
		t.Fatalf("ingest: exit %d: %s", code, stderr)
	}
	actions := []string{"post the announcement to moltbook", "curl -k https://api.example.com", "read the README"}
	type answer struct {
		code   int
		result model.GuardResult
	}
	ask := func() ([]answer, daemon.Status) {
		var out []answer
		for _, a := range actions {
			stdout, stderr, code := cli(lay.Workspace, "--json", "guard", a)
			var res model.GuardResult
			if err := json.Unmarshal([]byte(stdout), &res); err != nil {
				t.Fatalf("guard %q: exit %d, bad JSON %q: %v\n%s", a, code, stdout, err, stderr)
			}
			res.ID, res.TookUS = "", 0 // differ per check by design
			out = append(out, answer{code, res})
		}
		stdout, stderr, code := cli(lay.Workspace, "--json", "status")
		var st daemon.Status
		if err := json.Unmarshal([]byte(stdout), &st); code != 0 || err != nil {
			t.Fatalf("status: exit %d, %v\n%s", code, err, stderr)
		}
		st.Daemon = false
		st.GuardChecks = 0 // each guard call above adds one
		return out, st
	}
	offGuard, offStatus := ask()
	p := startDaemon(t, lay.Workspace)
	p.waitReady(t, lay.Workspace)
	onGuard, onStatus := ask()
	if !reflect.DeepEqual(onGuard, offGuard) {
		t.Errorf("guard through the daemon = %+v\nwithout it = %+v", onGuard, offGuard)
	}
	if !reflect.DeepEqual(onStatus, offStatus) {
		t.Errorf("status through the daemon = %+v\nwithout it = %+v", onStatus, offStatus)
	}
	if offGuard[0].result.Decision == model.DecisionAllow {
		t.Errorf("guard %q = allow; the test needs a rule that matches", actions[0])
	}
	// A rule added while the daemon runs reaches its in-memory guard.
	if _, stderr, code := cli(lay.Workspace, "rules", "add", "--type", "NEVER", "--category", "ops", "Never restart the production database during business hours"); code != 0 {
		t.Fatalf("rules add: exit %d: %s", code, stderr)
	}
	c := daemon.NewClient(lay.Dir+"/loopd.sock", 2*time.Second)
	defer c.Close()
	deadline := time.Now().Add(10 * time.Second)
	for {
		res, err := c.Guard(t.Context(), "restart the production database now")
		if err != nil {
			t.Fatal(err)
		}
		if len(res.Matched) > 0 {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("the daemon's guard did not see a rule added 10s ago: %+v", res)
		}
		time.Sleep(50 * time.Millisecond)
	}
	p.stop(t)
}

func TestRunLifecycle(t *testing.T) {
	lay := workspaceFor(t, quietJobs)
	p := startDaemon(t, lay.Workspace)
	p.waitReady(t, lay.Workspace)
	// The socket may answer before the summary's last line is written:
	// wait for that line (on a busy machine it lagged the first).
	deadline := time.Now().Add(10 * time.Second)
	for !strings.Contains(p.stdout.String(), "Ctrl-C") && time.Now().Before(deadline) {
		time.Sleep(20 * time.Millisecond)
	}
	out := p.stdout.String()
	for _, want := range []string{lay.Workspace, "memory/learning/events.jsonl", "loopd.sock", "learn", "Ctrl-C"} {
		if !strings.Contains(out, want) {
			t.Errorf("loopd run's first output lacks %q:\n%s", want, out)
		}
	}
	fi, err := os.Stat(lay.Dir + "/loopd.sock")
	if err != nil || fi.Mode().Perm() != 0o600 {
		t.Errorf("socket: %v, mode %v; want mode 0600", err, fi.Mode().Perm())
	}

	// A second daemon for the same workspace refuses.
	_, stderr, code := cli(lay.Workspace, "run")
	want := fmt.Sprintf("loopd is already running for %s (pid %d)", lay.Workspace, p.cmd.Process.Pid)
	if code != 1 || !strings.Contains(stderr, want) {
		t.Errorf("second loopd run: exit %d, stderr %q; want exit 1 and %q", code, stderr, want)
	}

	// SIGHUP reloads the sources and the log settings.
	extra := filepath.Join(lay.Workspace, "extra")
	if err := os.MkdirAll(extra, 0o755); err != nil {
		t.Fatal(err)
	}
	appendFile(t, filepath.Join(extra, "a.jsonl"), lines(0, 3))
	yaml := quietJobs + "sources:\n  - path: memory/learning/events.jsonl\n  - path: extra/*.jsonl\n    format: events\nlog:\n  format: json\n"
	if err := os.WriteFile(filepath.Join(lay.Workspace, "loopd.yaml"), []byte(yaml), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := p.cmd.Process.Signal(sigHUP); err != nil {
		t.Fatal(err)
	}
	waitEvents(t, lay, 3, 10*time.Second)

	// SIGTERM: what was written is committed, the socket goes away.
	appendFile(t, lay.Events, lines(10, 15))
	// The daemon bounds its own shutdown by daemon.shutdown_grace (4 s,
	// under SPEC's 5 s); what is checked is that it finished within it
	// rather than a wall-clock time, which a loaded machine would skew.
	p.stop(t)
	if out := p.stderr.String(); !strings.Contains(out, `"msg":"stopped"`) || strings.Contains(out, "did not stop in time") {
		t.Errorf("shutdown did not finish within the grace period:\n%s", out)
	}
	if _, err := os.Stat(lay.Dir + "/loopd.sock"); !os.IsNotExist(err) {
		t.Errorf("socket after stop: %v, want it removed", err)
	}
	if !strings.Contains(p.stderr.String(), `"msg":"configuration reloaded"`) {
		t.Errorf("no reload in the log, or the log did not switch to JSON on reload:\n%s", p.stderr.String())
	}
	waitEvents(t, lay, 8, time.Second)
}

// TestFilesComeAndGo: copytruncate, deletion and re-creation, a file
// that appears later, each with the daemon running.
func TestFilesComeAndGo(t *testing.T) {
	lay := workspaceFor(t, quietJobs+"sources:\n  - path: memory/learning/events.jsonl\n  - path: late/*/log.jsonl\n")
	p := startDaemon(t, lay.Workspace)
	p.waitReady(t, lay.Workspace)
	ev := lay.Events

	appendFile(t, ev, lines(0, 100))
	waitEvents(t, lay, 100, 10*time.Second)
	// copytruncate
	data, err := os.ReadFile(ev)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(ev+".1", data, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Truncate(ev, 0); err != nil {
		t.Fatal(err)
	}
	appendFile(t, ev, lines(100, 130))
	waitEvents(t, lay, 130, 10*time.Second)
	// deletion, then the file comes back
	if err := os.Remove(ev); err != nil {
		t.Fatal(err)
	}
	appendFile(t, ev, lines(130, 140))
	waitEvents(t, lay, 140, 10*time.Second)
	// a directory and file that did not exist at start
	dir := filepath.Join(lay.Workspace, "late", "tuesday")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	appendFile(t, filepath.Join(dir, "log.jsonl"), lines(140, 150))
	c := waitEvents(t, lay, 150, 10*time.Second)
	if c.ParseErrors != 0 {
		t.Errorf("parse errors = %d, want 0", c.ParseErrors)
	}
	p.stop(t)
}
