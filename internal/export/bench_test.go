package export

import (
	"fmt"
	"testing"

	"github.com/loopd-dev/loopd/internal/model"
)

func benchRules(n int, prefix string) []model.Rule {
	verbs := []string{"post", "deploy", "delete", "quote", "sign", "check", "rotate", "back up", "merge", "restart"}
	objs := []string{"database", "tokens", "tags", "links", "config", "service", "branch", "cache", "logs", "keys", "files", "jobs"}
	types := model.RuleTypes
	out := make([]model.Rule, n)
	for i := range out {
		out[i] = model.Rule{
			ID: fmt.Sprintf("%s-%05d", prefix, i), Type: types[i%len(types)], Category: "general",
			Rule:    fmt.Sprintf("%s the %s %s before step %d of %s", verbs[i%len(verbs)], objs[i/len(verbs)%len(objs)], prefix, i%97, objs[i%len(objs)]),
			Created: "2026-01-01", ConfidenceScore: 0.9,
		}
	}
	return out
}

func BenchmarkVerify1000(b *testing.B) {
	_, priv, pub := mustKeys(b, 4)
	file := buildFile(b, benchRules(1000, "R"))
	sig := mustSign(b, file, priv)
	b.SetBytes(int64(len(file)))
	b.ResetTimer()
	for b.Loop() {
		if _, err := Verify(file, sig, []PublicKey{pub}, false); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkPlanImport1000x10000(b *testing.B) {
	bundle := Build(benchRules(1000, "X"), BuildMeta{AgentHandle: "other"})
	local := benchRules(10000, "R")
	b.ResetTimer()
	for b.Loop() {
		PlanImport(bundle, local, PlanOptions{})
	}
}
