package guard

import (
	"fmt"
	"math"
	"testing"

	"github.com/loopd-dev/loopd/internal/model"
)

func TestRuleLimit(t *testing.T) {
	for _, c := range []struct {
		rule   string
		prefer bool
		want   limit
	}{
		{"Never make a payment over 100 dollars without the owner's confirmation", false, limit{"money", true, 100}},
		{"Ask before spending more than $50", false, limit{"money", true, 50}},
		{"Never upload files larger than 100MB to the chat", false, limit{"bytes", true, 100e6}},
		{"Check with the owner before sending more than 5 emails at once", false, limit{"count:email", true, 5}},
		{"Never schedule meetings shorter than 15 minutes", false, limit{"seconds", false, 900}},
		{"Prefer 25-minute meetings over 30-minute ones", true, limit{}},
		{"Never force push to main", false, limit{}},
		{"Never run more than three deploys a day", false, limit{"count:deploy", true, 3}},
		{"Never create a discount code bigger than 40% off without asking me first", false, limit{"percent", true, 40}},
		{"Never refund a return before the package is back, except for orders under $25", false, limit{"money", true, 25}},
		{"Never approve expenses unless they are below $50 per person", false, limit{"money", true, 50}},
		{"Never delete log files older than 30 days without archiving them", false, limit{"seconds", true, 30 * 86400}},
		{"Check with the owner before any purchase in excess of $500", false, limit{"money", true, 500}},
		{"Use Ground Advantage rather than Priority Mail for packages under 1 lb", false, limit{"grams", false, 453.6}},
		{"Never delete customer records less than 7 years old", false, limit{"seconds", false, 7 * 365 * 86400}},
		{"Always put recipients in BCC when emailing more than ten external people", false, limit{"count:person", true, 10}},
		{"Ask before inviting more than 20 guests", false, limit{"count:person", true, 20}},
	} {
		if got, _ := ruleLimitSpan(c.rule, c.prefer); got != c.want {
			t.Errorf("ruleLimitSpan(%q) = %+v, want %+v", c.rule, got, c.want)
		}
	}
}

func TestQuantities(t *testing.T) {
	for in, want := range map[string]string{
		"pay the $12 parking fee":                  "[{money 12}]",
		"settle the $1,200 hosting invoice":        "[{money 1200}]",
		"wire 2,500 EUR to the supplier":           "[{money 2500}]",
		"copy the 40 GB video folder":              "[{bytes 4e+10}]",
		"upload backup.tar (3.5gb)":                "[{bytes 3.5e+09}]",
		"send the owner five quick messages":       "[{count:message 5}]",
		"send 12 emails to the list":               "[{count:email 12}]",
		"create a 15% off welcome code":            "[{percent 15}]",
		"ship the 8 oz candles":                    "[{grams 226.8}]",
		"archive invoices older than 18 months":    "[{seconds 4.6656e+07}]",
		"docker run -m 4g app":                     "[]",
		"code for the 5% of customers who left":    "[]",
		"a 5 percent discount":                     "[{percent 5}]",
		"book a half-hour sync at 4pm":             "[{seconds 1800}]",
		"git tag v2.3.0 && git push origin v2.3.0": "[]",
		"listen on port 8080":                      "[]",
		"a $12k order":                             "[{money 12000}]",
		"email the 60 conference attendees":        "[{count:person 60}]",
		"mail all 40 parents of the team":          "[{count:person 40}]",
		"delete 5 of the files":                    "[]",
	} {
		if got := fmt.Sprint(quantities(in)); got != want {
			t.Errorf("quantities(%q) = %s, want %s", in, got, want)
		}
	}
}

// TestLimitDecides checks that an amount on the wrong side of a rule's
// limit takes the rule out, and one past it or none at all keeps it.
func TestLimitDecides(t *testing.T) {
	m := NewMatcher(mustAnalyzer(t), []model.Rule{
		{ID: "L-pay", Type: model.RuleNever, Category: "payments", Rule: "Never make a payment over 100 dollars without the owner's confirmation"},
	}, MatchOptions{})
	for action, want := range map[string]bool{
		"pay the $12 parking fee":             false,
		"pay the $1,200 invoice":              true,
		"pay the hosting invoice":             true,
		"make a payment of 250 euros to Acme": true,
	} {
		if got := len(m.Match(action)) > 0; got != want {
			t.Errorf("%q matched = %v, want %v (%v)", action, got, want, brief(m.Match(action)))
		}
	}
	m = NewMatcher(mustAnalyzer(t), []model.Rule{
		{ID: "L-discount", Type: model.RuleNever, Category: "store", Rule: "Never create a discount code bigger than 40% off without asking me first"},
	}, MatchOptions{})
	for action, want := range map[string]bool{
		"create a 15% off discount code for newsletter signups": false,
		"create a 60% off discount code for the weekend sale":   true,
		"create a discount code for the weekend sale":           true,
	} {
		if got := len(m.Match(action)) > 0; got != want {
			t.Errorf("%q matched = %v, want %v (%v)", action, got, want, brief(m.Match(action)))
		}
	}
}

// An unstated sum keeps a money rule able to block, below one past the
// limit; an unstated count is judged as met.
func TestUnstatedSum(t *testing.T) {
	a := mustAnalyzer(t)
	score := func(rule, action string) float64 {
		t.Helper()
		m := NewMatcher(a, []model.Rule{{ID: "L", Type: model.RuleNever, Category: "x", Rule: rule}}, MatchOptions{})
		got := m.Match(action)
		if len(got) == 0 {
			t.Fatalf("%q did not match %q", action, rule)
		}
		return got[0].Score
	}
	pay := "Never make a payment over 100 dollars without the owner's confirmation"
	stated, unstated := score(pay, "pay the $1,200 invoice"), score(pay, "pay the hosting invoice")
	if unstated >= stated || unstated < DefaultBlockThreshold {
		t.Errorf("unstated sum scored %v, stated %v: want under the stated one and at least %v", unstated, stated, DefaultBlockThreshold)
	}
	// An everyday sum is what an "under" rule is about: not lowered.
	small := "Never pay invoices under $50 by wire transfer"
	if u, s := score(small, "pay the cleaning invoice by wire transfer"), score(small, "pay the $20 cleaning invoice by wire transfer"); u < s {
		t.Errorf("unstated sum under an 'under' limit scored %v, stated %v: want the same", u, s)
	}
	bulk := "Never send bulk emails to more than 50 recipients at once"
	if many, n := score(bulk, "email the whole customer list in one go"), score(bulk, "email all 400 customers in one go"); many < n {
		t.Errorf("unstated count scored %v, stated %v: want the same", many, n)
	}
}

// FuzzQuantities reads arbitrary text as an action's amounts and a rule's
// limit: nothing panics, amounts are finite, and a limit's own amount
// never falls on its allowed side.
func FuzzQuantities(f *testing.F) {
	for _, s := range []string{"pay the $1,200 invoice", "Never upload files larger than 100MB", "half-hour sync", "send 5 emails", "$12k", "1e309 gb", "-5 dollars", "over $", "$.,"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		for _, q := range quantities(s) {
			if math.IsNaN(q.value) || math.IsInf(q.value, 0) || q.kind == "" {
				t.Fatalf("quantities(%q) gave %+v", s, q)
			}
		}
		l, _ := ruleLimitSpan(s, false)
		if l.set() && l.allows([]quantity{{l.kind, l.value}}) {
			t.Fatalf("limit %+v of %q allows its own amount", l, s)
		}
	})
}
