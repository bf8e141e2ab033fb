#!/usr/bin/env bash
# Runs loopd's main job on the bundled example workspace: adopt/create the
# workspace, ingest its logs (loopd events plus three other runtimes'
# formats), learn lessons and rules, and check two proposed actions.
# Needs only Go. Safe to run again: nothing is stored twice.
set -euo pipefail
cd "$(dirname "$0")/.."
mkdir -p bin
CGO_ENABLED=0 go build -o bin/loopd ./cmd/loopd   # static: loopd is pure Go, and a static binary starts ~1 ms sooner
loopd() { bin/loopd --workspace workspace-example "$@"; }
step() { printf '\n\033[1m$ loopd %s\033[0m\n' "$*"; }

step init;                 loopd init
step ingest;               loopd ingest
step learn;                loopd learn
step lessons list;         loopd lessons list
step rules list;           loopd rules list
step guard '"git push -f origin main"'
loopd guard "git push -f origin main" || echo "(exit $? = blocked)"
step guard '"schedule the reminder for 9am"'
loopd guard "schedule the reminder for 9am" || true
step status;               loopd status
