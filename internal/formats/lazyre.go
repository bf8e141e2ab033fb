package formats

import (
	"regexp"
	"sync"
)

// lazyRE is a regular expression compiled on first use, so that a loopd
// process that never reads another runtime's log (a guard check, on
// every risky action's path) does not pay for compiling these at start.
type lazyRE struct {
	expr string
	once sync.Once
	re   *regexp.Regexp
}

func lazyRegexp(expr string) *lazyRE { return &lazyRE{expr: expr} }

func (l *lazyRE) get() *regexp.Regexp {
	l.once.Do(func() { l.re = regexp.MustCompile(l.expr) })
	return l.re
}

func (l *lazyRE) MatchString(s string) bool              { return l.get().MatchString(s) }
func (l *lazyRE) ReplaceAllString(s, repl string) string { return l.get().ReplaceAllString(s, repl) }
func (l *lazyRE) FindString(s string) string             { return l.get().FindString(s) }
func (l *lazyRE) FindAllString(s string, n int) []string { return l.get().FindAllString(s, n) }
