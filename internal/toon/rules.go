package toon

import "github.com/loopd-dev/loopd/internal/model"

// ruleFields are the columns loopd prints rules with in prompts.
var ruleFields = []string{"id", "type", "category", "rule"}

// Rules encodes rules as the tabular array loopd puts in prompts:
// `rules[N]{id,type,category,rule}:` and one row per rule, in the order
// given. The reference decoder reads it back as
// {"rules":[{"id":...,"type":...,"category":...,"rule":...}, ...]}, the
// same data `--format json` prints for those four fields.
func Rules(rules []model.Rule, opt Options) (string, error) {
	rows := make([][]any, len(rules))
	for i, r := range rules {
		rows[i] = []any{r.ID, r.Type, r.Category, r.Rule}
	}
	return Table("rules", ruleFields, rows, opt)
}
