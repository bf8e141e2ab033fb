package metrics

import (
	"fmt"
	"io"
	"math"
	"sort"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/loopd-dev/loopd/internal/model"
	"github.com/loopd-dev/loopd/internal/rules"
)

// Report is what the HTML page and the weekly Markdown file show.
type Report struct {
	// Title heads the page; empty means "loopd report".
	Title string
	// Workspace, when set, is shown under the title.
	Workspace string
	// Generated is when the report was made; it is shown in Location
	// (nil means UTC).
	Generated time.Time
	Location  *time.Location
	// Weeks are the rows to chart, oldest first (Rows builds them). The
	// last row is the week the Markdown file reports on.
	Weeks []WeekRow
	// Review lists the rules needing review (ReviewItems builds it).
	Review []ReviewItem
	// ReviewThreshold is drawn on the confidence chart; 0 hides it.
	ReviewThreshold float64
	// Totals, when not zero, are shown in a footer line.
	Totals model.MetricsTotals
}

func (r Report) title() string {
	if r.Title == "" {
		return "loopd report"
	}
	return r.Title
}

// ReviewItem is one rule needing review, with why and what clears it.
type ReviewItem struct {
	ID         string
	Type       string
	Category   string
	Rule       string
	Confidence float64
	// Why says why the rule is flagged, e.g. "confidence 0.41 is below
	// 0.50: last validated 2026-09-01, 81 days ago".
	Why string
	// Clear says what clears the flag: "validate with `loopd rules
	// validate R-003`".
	Clear string
}

// ReviewItems lists the active rules that are review_flagged or whose
// stored confidence is below cfg.ReviewThreshold, lowest confidence first.
// Days are counted in cfg.Location up to now.
func ReviewItems(rs []model.Rule, now time.Time, cfg rules.DecayConfig) []ReviewItem {
	today := rules.DayOf(now, cfg.Location)
	var out []ReviewItem
	for _, r := range rs {
		if !r.Active() || (!r.ReviewFlagged && r.ConfidenceScore >= cfg.ReviewThreshold) {
			continue
		}
		why := fmt.Sprintf("confidence %.2f is below %.2f", r.ConfidenceScore, cfg.ReviewThreshold)
		if r.ConfidenceScore >= cfg.ReviewThreshold {
			why = fmt.Sprintf("flagged for review (confidence %.2f)", r.ConfidenceScore)
		}
		what, date := "last validated", r.LastValidated
		if date == "" {
			what, date = "never validated; created", r.Created
		}
		if d, err := rules.ParseDay(date, cfg.Location); err == nil {
			why += fmt.Sprintf(": %s %s, %s", what, d.Format(model.DateLayout), daysAgo(int(today.Sub(d)/(24*time.Hour))))
		}
		out = append(out, ReviewItem{
			ID: r.ID, Type: r.Type, Category: r.Category, Rule: r.Rule, Confidence: r.ConfidenceScore,
			Why: why, Clear: fmt.Sprintf("validate with `loopd rules validate %s`", r.ID),
		})
	}
	sort.SliceStable(out, func(i, j int) bool {
		if out[i].Confidence != out[j].Confidence {
			return out[i].Confidence < out[j].Confidence
		}
		return out[i].ID < out[j].ID
	})
	return out
}

func daysAgo(n int) string {
	switch {
	case n <= 0:
		return "today"
	case n == 1:
		return "1 day ago"
	}
	return fmt.Sprintf("%d days ago", n)
}

// TerminalOptions tunes RenderTerminal.
type TerminalOptions struct {
	// Weeks is how many of the last rows to show; 0 shows all.
	Weeks int
}

// sparkWidth caps the sparkline so a line fits 80 columns.
const sparkWidth = 36

// RenderTerminal writes the trend over the last weeks for an 80-column
// terminal: one sparkline per measure (mistakes, successes, regressions,
// rules active, mean confidence, satisfaction) with the previous and last
// week's values, then one line per week. Counts scale from 0 to their
// maximum, confidence and satisfaction from 0 to 1; "·" marks a week
// without a value.
func RenderTerminal(w io.Writer, weeks []WeekRow, opt TerminalOptions) error {
	if opt.Weeks > 0 && len(weeks) > opt.Weeks {
		weeks = weeks[len(weeks)-opt.Weeks:]
	}
	var b strings.Builder
	if len(weeks) == 0 {
		b.WriteString("No weeks to report yet: loopd has no events, lessons or rules.\n")
		_, err := io.WriteString(w, b.String())
		return err
	}
	first, last := weeks[0], weeks[len(weeks)-1]
	span := first.Week
	if len(weeks) > 1 {
		span += " … " + last.Week
	}
	fmt.Fprintf(&b, "loopd trend, %s (%d %s)\n\n", span, len(weeks), plural(len(weeks), "week", "weeks"))

	spark := weeks
	if len(spark) > sparkWidth {
		spark = spark[len(spark)-sparkWidth:]
	}
	trend := "trend"
	if len(spark) < len(weeks) {
		trend = fmt.Sprintf("trend, last %d weeks", len(spark))
	}
	sw := max(len(spark), len(trend))
	prevLabel, lastLabel := "", weekShort(last.Week)
	if len(weeks) > 1 {
		prevLabel = weekShort(weeks[len(weeks)-2].Week)
	}
	fmt.Fprintf(&b, "%-16s %-*s %8s %8s %8s\n", "", sw, trend, prevLabel, lastLabel, "change")
	for _, m := range measures {
		vals := make([]*float64, len(spark))
		for i, r := range spark {
			vals[i] = m.get(r)
		}
		line := sparkline(vals, m.kind != kindCount)
		prev, cur := "", m.format(m.get(last))
		change := ""
		if len(weeks) > 1 {
			p := m.get(weeks[len(weeks)-2])
			prev = m.format(p)
			_, change, _ = m.change(p, m.get(last))
		}
		fmt.Fprintf(&b, "%-16s %s %s %s %s\n", m.name, padRight(line, sw), padLeft(prev, 8), padLeft(cur, 8), padLeft(change, 8))
	}

	b.WriteString("\nweek      events mistakes successes regress. rules  confid. satisf.\n")
	for _, r := range weeks {
		fmt.Fprintf(&b, "%-9s %6d %8d %9d %8d %5d %s %s\n", r.Week, r.Events, r.Mistakes, r.Successes,
			r.Regressions, r.RulesActive, padLeft(fmtRatio(r.MeanConfidence), 8), padLeft(fmtPercent(r.Satisfaction), 7))
	}
	_, err := io.WriteString(w, trimLines(b.String()))
	return err
}

// trimLines drops trailing spaces from every line.
func trimLines(s string) string {
	lines := strings.Split(s, "\n")
	for i, l := range lines {
		lines[i] = strings.TrimRight(l, " ")
	}
	return strings.Join(lines, "\n")
}

// measure is one charted quantity of a WeekRow.
type measure struct {
	name string
	kind measureKind
	get  func(WeekRow) *float64
	// better is +1 when a rise is good, -1 when a fall is good, 0 neutral.
	better int
}

type measureKind int

const (
	kindCount   measureKind = iota // 0..max, whole numbers
	kindRatio                      // 0..1, two decimals
	kindPercent                    // 0..1, shown as a percentage
)

func count(n int) *float64 { f := float64(n); return &f }

var measures = []measure{
	{"mistakes", kindCount, func(r WeekRow) *float64 { return count(r.Mistakes) }, -1},
	{"successes", kindCount, func(r WeekRow) *float64 { return count(r.Successes) }, +1},
	{"regressions", kindCount, func(r WeekRow) *float64 { return count(r.Regressions) }, -1},
	{"rules active", kindCount, func(r WeekRow) *float64 { return count(r.RulesActive) }, 0},
	{"mean confidence", kindRatio, func(r WeekRow) *float64 { return r.MeanConfidence }, +1},
	{"satisfaction", kindPercent, func(r WeekRow) *float64 { return r.Satisfaction }, +1},
}

// format prints a value in the measure's unit; nil is "–".
func (m measure) format(p *float64) string {
	switch m.kind {
	case kindRatio:
		return fmtRatio(p)
	case kindPercent:
		return fmtPercent(p)
	}
	return fmtCount(p)
}

// change returns b−a in display units (percentage points for
// percentages) and its text, "+3", "-0.05", "+12 pt"; ok is false when a
// value is missing.
func (m measure) change(a, b *float64) (d float64, text string, ok bool) {
	if a == nil || b == nil {
		return 0, "–", false
	}
	d = *b - *a
	switch m.kind {
	case kindPercent: // the change between the shown (rounded) values
		d = math.Round(*b*100) - math.Round(*a*100)
		text = fmt.Sprintf("%+.0f pt", d)
	case kindRatio:
		d = (math.Round(*b*100) - math.Round(*a*100)) / 100
		text = fmt.Sprintf("%+.2f", d)
	default:
		text = fmt.Sprintf("%+.0f", d)
	}
	if d == 0 {
		text = strings.TrimLeft(text, "+-")
	}
	return d, text, true
}

// tone says whether a change is good (+1), bad (-1) or neither (0).
func (m measure) tone(d float64) int {
	switch {
	case d == 0 || m.better == 0:
		return 0
	case (d > 0) == (m.better > 0):
		return 1
	}
	return -1
}

func fmtCount(p *float64) string {
	if p == nil {
		return "–"
	}
	return fmt.Sprintf("%.0f", *p)
}

func fmtRatio(p *float64) string {
	if p == nil {
		return "–"
	}
	return fmt.Sprintf("%.2f", *p)
}

func fmtPercent(p *float64) string {
	if p == nil {
		return "–"
	}
	return fmt.Sprintf("%.0f%%", *p*100)
}

// padLeft right-aligns s in n columns (counting runes, not bytes).
func padLeft(s string, n int) string {
	return strings.Repeat(" ", max(n-utf8.RuneCountInString(s), 0)) + s
}

// padRight left-aligns s in n columns.
func padRight(s string, n int) string {
	return s + strings.Repeat(" ", max(n-utf8.RuneCountInString(s), 0))
}

func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}

// weekShort turns "2026-W47" into "W47".
func weekShort(week string) string {
	if i := strings.IndexByte(week, '-'); i >= 0 {
		return week[i+1:]
	}
	return week
}

var sparkRunes = []rune("▁▂▃▄▅▆▇█")

// sparkline draws one rune per value: unit values on [0, 1], counts on
// [0, max]; nil is "·".
func sparkline(vals []*float64, unit bool) string {
	hi := 1.0
	if !unit {
		hi = 0
		for _, v := range vals {
			if v != nil && *v > hi {
				hi = *v
			}
		}
	}
	var b strings.Builder
	for _, v := range vals {
		if v == nil {
			b.WriteRune('·')
			continue
		}
		i := 0
		if hi > 0 {
			i = int(math.Round(*v / hi * float64(len(sparkRunes)-1)))
			if *v > 0 && i == 0 {
				i = 1 // a small non-zero value stays visible
			}
		}
		i = min(max(i, 0), len(sparkRunes)-1)
		b.WriteRune(sparkRunes[i])
	}
	return b.String()
}
