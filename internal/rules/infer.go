// Package rules owns rules: inferring a rule's type from its wording,
// promoting proven lessons, validating, retiring, searching, and
// confidence decay (decay.go). It decides what changes; the store
// persists it.
package rules

import (
	"regexp"
	"strings"
	"sync"

	"github.com/loopd-dev/loopd/internal/model"
)

// typeWords are the wordings that set a rule's type, compiled on first
// use (a guard check never needs them). Prohibition is checked first, so
// a lesson that says both "never … always …" becomes NEVER.
var typeWords = sync.OnceValue(func() (w struct{ never, must, check *regexp.Regexp }) {
	w.never = regexp.MustCompile(`(?i)\b(never|don'?t|do not|does not need|avoid|must not|mustn'?t|should not|shouldn'?t|stop|refrain from|no more|not allowed|forbidden|under no circumstances)\b|\bno\s+(?:force|more|longer)\b`)
	w.must = regexp.MustCompile(`(?i)\b(always|must|every time|each time|required|mandatory|need to|have to)\b`)
	w.check = regexp.MustCompile(`(?i)\b(check|verify|confirm|validate|make sure|ensure|double-check|test|look for|before)\b`)
	return w
})

// InferType returns the rule type a text's wording implies:
// never/don't/avoid → NEVER; always/must → MUST; check/verify/before →
// CHECK; otherwise PREFER. Prohibition wins over obligation.
func InferType(text string) string {
	w := typeWords()
	switch {
	case w.never.MatchString(text):
		return model.RuleNever
	case w.must.MatchString(text):
		return model.RuleMust
	case w.check.MatchString(text):
		return model.RuleCheck
	}
	return model.RulePrefer
}

// ValidType reports whether t is one of MUST, NEVER, PREFER, CHECK
// (any case).
func ValidType(t string) bool {
	switch strings.ToUpper(t) {
	case model.RuleMust, model.RuleNever, model.RulePrefer, model.RuleCheck:
		return true
	}
	return false
}
