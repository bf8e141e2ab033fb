#!/usr/bin/env bash
# Prints the SPEC's speed figures (section 12) on this machine:
#   ingest events/s for 200k and 1M generated events, with peak RSS;
#   learn time for 10k and 100k events;
#   cold `loopd guard` median over 30 runs with 1,000 rules.
# Data comes from ../shared/bench/gen_events.py. Needs Go and python3.
# Usage: scripts/bench.sh [ingest|learn|guard]...   (default: all)
set -euo pipefail
cd "$(dirname "$0")/.."
GEN=${GEN:-../shared/bench/gen_events.py}
[ -f "$GEN" ] || { echo "bench: $GEN not found (set GEN=path/to/gen_events.py)"; exit 1; }
mkdir -p bin
CGO_ENABLED=0 go build -o bin/loopd ./cmd/loopd   # static: loopd is pure Go, and a static binary starts ~1 ms sooner
BIN=$PWD/bin/loopd
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
what=${*:-ingest learn guard}

# run CMD... : prints "seconds peak_rss_kib" for one child process.
run() {
	python3 - "$@" <<'PY'
import resource, subprocess, sys, time
t = time.perf_counter()
p = subprocess.run(sys.argv[1:], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
dt = time.perf_counter() - t
if p.returncode not in (0, 2):
    sys.exit("failed: %s\n%s" % (" ".join(sys.argv[1:]), p.stderr.decode()[-500:]))
print("%.3f %d" % (dt, resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss))
PY
}

if [[ $what == *ingest* ]]; then
	for n in 200000 1000000; do
		python3 "$GEN" "$n" > "$TMP/ev.jsonl"
		ws="$TMP/ws-$n"; mkdir -p "$ws"
		"$BIN" --workspace "$ws" init >/dev/null
		read -r secs rss < <(run "$BIN" --workspace "$ws" ingest "$TMP/ev.jsonl")
		size=$(du -m "$TMP/ev.jsonl" | cut -f1)
		python3 -c "print('ingest %7d events (%4d MB): %6.2f s  %8.0f events/s  peak RSS %4d MB' % ($n, $size, $secs, $n/$secs, $rss/1024))"
		rm -rf "$ws" "$TMP/ev.jsonl"
	done
fi

if [[ $what == *learn* ]]; then
	for n in 10000 100000; do
		python3 "$GEN" "$n" > "$TMP/ev.jsonl"
		ws="$TMP/wl-$n"; mkdir -p "$ws"
		"$BIN" --workspace "$ws" init >/dev/null
		"$BIN" --workspace "$ws" ingest "$TMP/ev.jsonl" >/dev/null
		read -r secs rss < <(run "$BIN" --workspace "$ws" learn)
		lessons=$("$BIN" --workspace "$ws" --json status | python3 -c 'import json,sys; d=json.load(sys.stdin); print(d["lessons"], d["rules"])')
		python3 -c "print('learn  %7d events: %6.2f s  peak RSS %4d MB  (lessons, rules: %s)' % ($n, $secs, $rss/1024, '$lessons'))"
		rm -rf "$ws"
	done
fi

if [[ $what == *guard* ]]; then
	ws="$TMP/wg"; mkdir -p "$ws"
	"$BIN" --workspace "$ws" init >/dev/null
	python3 - "$BIN" "$ws" <<'PY'
import random, subprocess, sys, statistics, time, os
binary, ws = sys.argv[1:3]
rng = random.Random(7)
verbs = ["run", "delete", "publish", "send", "push", "drop", "restart", "deploy", "edit", "post", "rotate", "share"]
things = ["docker volumes", "the prod database", "npm package", "tweet", "git branch", "crontab entry", "api key",
          "backup", "invoice email", "calendar invite", "nginx config", "s3 bucket", "ssh key", "log files"]
places = ["on production", "to main", "without a backup", "in the team channel", "before review", "at night", ""]
participle = {"run": "run", "delete": "deleted", "publish": "published", "send": "sent", "push": "pushed", "drop": "dropped",
              "restart": "restarted", "deploy": "deployed", "edit": "edited", "post": "posted", "rotate": "rotated", "share": "shared"}
env = dict(os.environ, LOOPD_WORKSPACE=ws)
# 1,000 rules straight into the views' source of truth through the CLI is slow; use one transaction via sqlite3? No: loopd only.
import json
lines = []
for i in range(1000):
    t = rng.choice(["NEVER", "MUST", "CHECK", "PREFER"])
    text = "%s %s %s %s #%d" % ({"NEVER": "Never", "MUST": "Always", "CHECK": "Check before you", "PREFER": "Prefer to"}[t],
                                rng.choice(verbs), rng.choice(things), rng.choice(places), i)
    # Rules learned from lessons carry the incident as their reason.
    reason = "The %s was %s %s by an agent" % (rng.choice(things), participle[rng.choice(verbs)], rng.choice(places))
    subprocess.run([binary, "rules", "add", "--type", t, "--category", "bench", "--reason", reason, text], env=env, check=True, capture_output=True)
times = []
actions = ["docker system prune -a on the prod server", "post the launch tweet", "git push --force origin main",
           "what is the capital of Peru", "delete the old invoices", "restart nginx"]
for i in range(30):
    t = time.perf_counter()
    p = subprocess.run([binary, "guard", "--json", actions[i % len(actions)]], env=env, capture_output=True)
    times.append((time.perf_counter() - t) * 1000)
    if p.returncode not in (0, 2):
        sys.exit(p.stderr.decode())
print("guard  cold process, 1000 rules: median %.1f ms  (min %.1f, max %.1f over 30 runs)" % (statistics.median(times), min(times), max(times)))
PY
fi
