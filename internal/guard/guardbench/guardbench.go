// Package guardbench owns the rule sets and actions the guard's speed is
// measured on, so that the in-process and the real-process benchmarks
// measure the same thing.
package guardbench

import (
	"fmt"
	"strings"

	"github.com/loopd-dev/loopd/internal/model"
)

// Actions are the actions a guard benchmark checks in turn: a force push,
// a post, a destructive command, a TLS bypass, a read and a restart.
var Actions = []string{"git push --force to main", "post the release notes to moltbook", "rm -rf the postgres backup job",
	"curl -k https://api.example.com", "read the README", "restart nginx after editing the config file"}

// Rules builds n distinct rules from 8 templates over 26 tools and 16
// objects, numbered "(case N)" past the first 3,328: a dense set in which
// one action may touch over a thousand rules ("rm -rf the postgres backup
// job" reaches every "Never delete … without a backup").
func Rules(n int) []model.Rule {
	tools := []string{"cron", "git", "docker", "postgres", "nginx", "redis", "systemd", "ssh", "curl", "moltbook",
		"discord", "telegram", "gmail", "s3", "kubectl", "npm", "pip", "terraform", "ansible", "sqlite", "stripe",
		"github", "slack", "notion", "ffmpeg", "rsync"}
	objects := []string{"config file", "token", "backup job", "deploy script", "webhook", "migration", "cache",
		"log file", "crontab entry", "API key", "database", "branch", "container", "certificate", "queue", "index"}
	acts := []struct{ typ, text string }{
		{"NEVER", "Never delete the %s %s without a backup"},
		{"NEVER", "Never push the %s %s to a public place"},
		{"MUST", "Always validate the %s %s before restarting"},
		{"CHECK", "Check the %s %s before sharing it"},
		{"PREFER", "Prefer editing the %s %s atomically via rename"},
		{"NEVER", "Never overwrite the %s %s by hand"},
		{"MUST", "Always take a lock before touching the %s %s"},
		{"CHECK", "Verify the %s %s permissions after every deploy"},
	}
	out := make([]model.Rule, 0, n)
	for i := 0; len(out) < n; i++ {
		a := acts[i%len(acts)]
		tool := tools[(i/len(acts))%len(tools)]
		obj := objects[(i/(len(acts)*len(tools)))%len(objects)]
		round := i / (len(acts) * len(tools) * len(objects))
		txt := fmt.Sprintf(a.text, tool, obj)
		if round > 0 {
			txt += fmt.Sprintf(" (case %d)", round)
		}
		out = append(out, model.Rule{ID: fmt.Sprintf("R-%05d", len(out)+1), Type: a.typ, Category: "bench", Rule: txt,
			Created: "2026-01-01", ConfidenceScore: 0.9, Status: model.StatusActive})
	}
	return out
}

// LexiconTerms returns the plain terms (no classes, ids or dotted names)
// of the concepts of role in a lexicon file's text (internal/text/lexicon),
// for building rules out of real vocabulary.
func LexiconTerms(data, role string) []string {
	var out []string
	for _, line := range strings.Split(data, "\n") {
		f := strings.Split(line, "|")
		if len(f) != 3 || strings.HasPrefix(strings.TrimSpace(f[0]), "#") || !strings.HasPrefix(strings.TrimSpace(f[1]), role) {
			continue
		}
		for _, t := range strings.Split(f[2], ",") {
			if t = strings.TrimSpace(t); t != "" && !strings.ContainsAny(t, "<.#") {
				out = append(out, t)
			}
		}
	}
	return out
}
