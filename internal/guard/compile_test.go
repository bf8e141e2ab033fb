package guard

import (
	"testing"

	"github.com/loopd-dev/loopd/internal/model"
)

func TestRuleShape(t *testing.T) {
	cases := []struct {
		typ, rule                string
		primary, comply, trigger string
	}{
		{model.RulePrefer, "Prefer aisle seats when choosing seats on flights",
			"", "aisle seats", "choosing seats on flights"},
		// A time of day is when the preferred act is done, not the event
		// the rule applies to; a state ("when X is Y") is left out.
		{model.RulePrefer, "Prefer running the dishwasher after 10pm when electricity is cheapest",
			"running the dishwasher after 10pm", "", ""},
		{model.RuleMust, "Always book appointments after 3:30pm on school days",
			"book appointments after 3:30pm on school days", "", ""},
		{model.RuleMust, "Always run the linter before committing",
			"", "run the linter", "committing"},
		{model.RulePrefer, "Prefer paying by card when there is no card fee",
			"paying by card", "", ""},
		{model.RuleMust, "Always thank the client when the invoice is paid",
			"", "thank the client", "the invoice is paid"},
		{model.RuleNever, "Never restart the primary database during business hours",
			"restart the primary database during business hours", "", ""},
	}
	for _, c := range cases {
		t.Run(c.rule, func(t *testing.T) {
			sh := shapeRule(c.rule, c.typ)
			get := func(r span) string {
				if !r.ok() {
					return ""
				}
				return sh.s[r.a:r.b]
			}
			if got := get(sh.primary); got != c.primary {
				t.Errorf("primary = %q, want %q", got, c.primary)
			}
			if got := get(sh.comply); got != c.comply {
				t.Errorf("comply = %q, want %q", got, c.comply)
			}
			if got := get(sh.trigger); got != c.trigger {
				t.Errorf("trigger = %q, want %q", got, c.trigger)
			}
		})
	}
}
