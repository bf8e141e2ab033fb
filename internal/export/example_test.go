package export_test

import (
	"fmt"
	"os"
	"path/filepath"
	"time"

	"github.com/loopd-dev/loopd/internal/export"
	"github.com/loopd-dev/loopd/internal/model"
)

// Example shows the flow the store-backed wiring follows: export, sign,
// verify against trusted keys, plan the import, apply and record it.
func Example() {
	keys, _ := os.MkdirTemp("", "keys")
	defer os.RemoveAll(keys)
	if err := export.GenerateKeys(keys); err != nil {
		panic(err)
	}
	priv, _ := export.LoadPrivateKey(filepath.Join(keys, export.PrivateKeyFile))
	pub, _ := export.LoadPublicKey(filepath.Join(keys, export.PublicKeyFile))

	// Export side.
	rules := []model.Rule{{ID: "R-001", Type: "NEVER", Category: "social", Rule: "Never post without approval", Created: "2026-02-01", ConfidenceScore: 0.9}}
	b := export.Build(rules, export.BuildMeta{AgentHandle: "moltbot", ExportedAt: time.Date(2026, 2, 11, 10, 30, 0, 0, time.UTC)})
	file, _ := export.Marshal(b)
	sig, _ := export.Sign(file, priv) // written as FILE.minisig

	// Import side: verify, then plan against the local rules.
	got, err := export.Verify(file, sig, []export.PublicKey{pub}, false)
	if err != nil {
		fmt.Println(err)
		return
	}
	plan := export.PlanImport(got, nil, export.PlanOptions{Today: "2026-02-12"})
	fmt.Println(plan.Summary())
	var ledger []export.Imported
	for _, it := range plan.Items {
		// The store inserts it.Rule for new/flagged items, gets its id,
		// and records the ledger entry in the same transaction.
		rec := it.Record(plan.SourceAgent)
		rec.LocalID = "R-042"
		ledger = append(ledger, rec)
	}
	again := export.PlanImport(got, nil, export.PlanOptions{Ledger: ledger})
	fmt.Println(again.Summary(), again.Empty())
	// Output:
	// 1 new, 0 merged, 0 flagged for review, 0 already imported
	// 0 new, 0 merged, 0 flagged for review, 1 already imported true
}
