package guard

import (
	"slices"
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
		// a bare number is no time: the trigger stays
		{model.RuleMust, "Always lock the account after 3 failed login attempts",
			"", "lock the account", "3 failed login attempts"},
		{model.RuleCheck, "Check with the owner before 2FA resets",
			"", "with the owner", "2fa resets"},
		{model.RuleNever, "Never restart the primary database during business hours",
			"restart the primary database during business hours", "", ""},
		// A trailing "; Y instead" is what to do: compliance.
		{model.RuleNever, "Never share the brand account login with freelancers; add them as managers instead",
			"share the brand account login with freelancers", "add them as managers", ""},
		{model.RuleNever, "Never delete contacts from the CRM, mark them inactive instead.",
			"delete contacts from the crm", "mark them inactive", ""},
		{model.RuleNever, "Never push to main; open a PR, get a review, then merge instead",
			"push to main", "open a pr, get a review, then merge", ""},
		{model.RuleNever, "Never delete, archive instead",
			"delete", "archive", ""},
		// A subject first is when the rule applies; the whole rule stays
		// the primary clause.
		{model.RuleMust, "Every purchase order must carry a cost center",
			"every purchase order must carry a cost center", "", "every purchase order"},
		{model.RuleMust, "Anything sent to the press gets reviewed by legal",
			"anything sent to the press gets reviewed by legal", "", "anything sent to the press"},
		// "go" ends a subject, but "go test" is the Go tool
		{model.RuleMust, "New payment integrations go behind a feature flag",
			"new payment integrations go behind a feature flag", "", "new payment integrations"},
		{model.RuleMust, "Run go test -race before opening a PR",
			"", "run go test -race", "opening a pr"},
		// What follows "for" is the occasion, unless it says whom, how
		// long or why, or is what a verb asks for.
		{model.RuleMust, "Always enable checkpointing to object storage for training runs longer than a few hours",
			"", "enable checkpointing to object storage", "training runs longer than a few hours"},
		{model.RulePrefer, "Prefer spot instances for batch inference jobs",
			"", "spot instances", "batch inference jobs"},
		{model.RuleMust, "Always get approval for purchases over $500",
			"", "get approval", "purchases over $500"},
		{model.RulePrefer, "Prefer aisle seats for the owner",
			"aisle seats for the owner", "", ""},
		{model.RulePrefer, "Prefer silencing an alert for a fixed time over disabling it",
			"", "silencing an alert for a fixed time", ""},
		{model.RuleMust, "Always keep receipts for two years",
			"keep receipts for two years", "", ""},
		{model.RuleMust, "Always look for duplicates in the tracker",
			"look for duplicates in the tracker", "", ""},
		// "X; avoid Y": Y is what to warn about
		{model.RulePrefer, "Prefer short meetings; avoid hour-long status calls",
			"", "short meetings", ""},
		// "when possible" is a hedge, not a trigger
		{model.RulePrefer, "Schedule team meetings in the late morning when possible; several people teach in the afternoons",
			"schedule team meetings in the late morning", "", ""},
		// a thousands comma ends no clause
		{model.RuleMust, "Invoices over $10,000 need a second approver",
			"invoices over $10,000 need a second approver", "", "invoices over $10,000"},
		// no subject: a NEVER rule's subject is what its act is done to,
		// a verb comes first, or the modal follows a pronoun or "and"
		{model.RuleNever, "Customer data never leaves the EU",
			"customer data never leaves the eu", "", ""},
		{model.RuleMust, "Send the draft and get approved copy back",
			"send the draft and get approved copy back", "", ""},
		{model.RuleMust, "Tell the client what you need from them",
			"tell the client what you need from them", "", ""},
		// "X, not Y": Y is the alternative to avoid; "not just Y" asks
		// for both.
		{model.RuleMust, "Ship parcels with tracking, not by plain letter post",
			"", "ship parcels with tracking", ""},
		{model.RuleCheck, "Test layouts in Safari, not just Chrome",
			"layouts in safari, not just chrome", "", ""},
		// a "not Y" followed by more: the rest is still read for a trigger
		{model.RuleCheck, "Make sure you use the test keys, not live ones, before charging a card",
			"", "you use the test keys, not live ones", "charging a card"},
		// "you do not" / "we never" lead like "never"
		{model.RuleNever, "You do not sign anything for the owner",
			"sign anything for the owner", "", ""},
		{model.RuleMust, "We always copy the bookkeeper on invoices",
			"copy the bookkeeper on invoices", "", ""},
		// a leading "If X," is the trigger
		{model.RuleMust, "If a refund is over $200, ask the owner first",
			"", "ask the owner first", "a refund is over $200"},
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

func TestActiveVoice(t *testing.T) {
	cases := []struct{ in, want string }{
		{"A shared proposal was deleted for everyone", "deleted shared proposal for everyone"},
		{"The invoices were paid twice", "paid invoices twice"},
		{"A column was dropped from the orders table in production", "dropped column from the orders table in production"},
		// not passive, or not a participle: unchanged
		{"A draft newsletter went to 40,000 customers", "A draft newsletter went to 40,000 customers"},
		{"Deleting a namespace removed every service in it", "Deleting a namespace removed every service in it"},
		{"The door was open all night", "The door was open all night"},
		// punctuation stays where the clause ends; a particle goes with
		// its verb
		{"The orders table was dropped, and checkout broke", "dropped orders table, and checkout broke"},
		{"The orders table was dropped.", "dropped orders table."},
		{"The firewall was turned off for an hour", "turned off firewall for an hour"},
		{"The firewall, it seems, was turned off", "The firewall, it seems, was turned off"},
		{"", ""},
	}
	for _, c := range cases {
		if got := activeVoice(c.in); got != c.want {
			t.Errorf("activeVoice(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

// TestReasonWarnsNeverBlocks checks that a rule's reason (the incident it
// was learned from) lets an action that repeats the incident match, at
// most just under the block threshold whatever the rule's violations, so that it warns
// and never blocks; and that the rule's settings still hold.
func TestReasonWarnsNeverBlocks(t *testing.T) {
	a := mustAnalyzer(t)
	rule := model.Rule{ID: "R", Type: model.RuleNever, Status: model.StatusActive, Violations: 5,
		Rule:   "Never touch the production database by hand",
		Reason: "A column was dropped from the orders table in production"}
	bare := rule
	bare.Reason = ""
	const action = "drop the discount column from the orders table"
	if got := NewMatcher(a, []model.Rule{bare}, MatchOptions{}).Match(action); len(got) != 0 {
		t.Fatalf("without its reason the rule matched %q: %v", action, got)
	}
	m := NewMatcher(a, []model.Rule{rule}, MatchOptions{})
	got := m.Match(action)
	if len(got) != 1 {
		t.Fatalf("Match(%q) = %v, want the rule, by its reason", action, got)
	}
	if got[0].Score >= DefaultBlockThreshold {
		t.Errorf("a match on the reason scored %v, want less than the block threshold %v", got[0].Score, DefaultBlockThreshold)
	}
	if got := m.Match(action + " on staging"); len(got) != 0 {
		t.Errorf("the reason matched on staging though the rule is about production: %v", got)
	}
	// A block threshold set lower still leaves a reason match a warning.
	low := NewMatcher(a, []model.Rule{rule}, MatchOptions{BlockThreshold: 0.4})
	if got := low.Match(action); len(got) != 1 || got[0].Score >= 0.4 {
		t.Errorf("with block threshold 0.4, Match(%q) = %v, want one match under 0.4", action, got)
	}
}

func TestAttributive(t *testing.T) {
	cases := []struct {
		in   string
		want bool
	}{
		{"pinned image tags over :latest", true},
		{"structured logging over print statements", true},
		{"pinned", false},             // no noun after it
		{"pinning image tags", false}, // a gerund does something
		{"used, then", false},
		{"red wine", false}, // too short to be a participle
	}
	for _, c := range cases {
		if got := attributive(c.in); got != c.want {
			t.Errorf("attributive(%q) = %v, want %v", c.in, got, c.want)
		}
	}
}

// TestTriggerReadInItsRule checks that the trigger of an "Always X
// before Y" rule, analyzed without the compliance clause, still reads its
// words as the whole rule gives them: "committing" is a commit only next
// to code, and the test suite before it is that code.
func TestTriggerReadInItsRule(t *testing.T) {
	a := mustAnalyzer(t)
	cr := compileRule(a, model.Rule{Type: model.RuleMust, Rule: "Always run the test suite before committing"}, "", false)
	var trigger *clause
	for i := range cr.clauses {
		if cr.clauses[i].kind == clauseTrigger {
			trigger = &cr.clauses[i]
		}
	}
	if trigger == nil {
		t.Fatalf("no trigger clause in %+v", cr.clauses)
	}
	if !slices.ContainsFunc(trigger.acts, func(f feat) bool { return f.key == "#commit" }) {
		t.Errorf("trigger acts = %v, want #commit", trigger.acts)
	}
	m := NewMatcher(a, []model.Rule{{ID: "R", Type: model.RuleMust, Status: model.StatusActive, Rule: "Always run the test suite before committing"}}, MatchOptions{})
	if got := m.Match("commit the changes to the parser"); len(got) != 1 {
		t.Errorf("Match(commit the changes) = %v, want the rule", got)
	}
}
