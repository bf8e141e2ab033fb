package metrics

import (
	"fmt"
	"io"
	"strings"
)

// RenderMarkdown writes the weekly report file (weekly/2026-W47.md) for the
// last week of r.Weeks: that week against the one before, the trend of all
// r.Weeks, and the rules needing review.
func RenderMarkdown(w io.Writer, r Report) error {
	var b strings.Builder
	if len(r.Weeks) == 0 {
		fmt.Fprintf(&b, "# %s\n\n", mdEscape(r.title()))
		b.WriteString(generatedLine(r))
		b.WriteString("No weeks to report yet: loopd has no events, lessons or rules.\n")
		_, err := io.WriteString(w, b.String())
		return err
	}
	cur := r.Weeks[len(r.Weeks)-1]
	var prev *WeekRow
	if len(r.Weeks) > 1 {
		prev = &r.Weeks[len(r.Weeks)-2]
	}
	fmt.Fprintf(&b, "# %s: %s\n\n", mdEscape(r.title()), cur.Week)
	b.WriteString(generatedLine(r))

	b.WriteString("## This week\n\n")
	if prev != nil {
		fmt.Fprintf(&b, "| measure | %s | %s | change |\n|---|--:|--:|--:|\n", prev.Week, cur.Week)
	} else {
		fmt.Fprintf(&b, "| measure | %s |\n|---|--:|\n", cur.Week)
	}
	row := func(name, p, c, change string) {
		if prev != nil {
			fmt.Fprintf(&b, "| %s | %s | %s | %s |\n", name, p, c, change)
		} else {
			fmt.Fprintf(&b, "| %s | %s |\n", name, c)
		}
	}
	var p WeekRow
	if prev != nil {
		p = *prev
	}
	row("events", fmt.Sprint(p.Events), fmt.Sprint(cur.Events), diffInt(p.Events, cur.Events))
	for _, m := range measures {
		_, change, _ := m.change(m.get(p), m.get(cur))
		row(m.name, m.format(m.get(p)), m.format(m.get(cur)), change)
	}
	row("lessons (promoted)", fmt.Sprintf("%d (%d)", p.LessonsTotal, p.LessonsPromoted),
		fmt.Sprintf("%d (%d)", cur.LessonsTotal, cur.LessonsPromoted), diffInt(p.LessonsTotal, cur.LessonsTotal))
	row("violations, all time", fmt.Sprint(p.TotalViolations), fmt.Sprint(cur.TotalViolations), diffInt(p.TotalViolations, cur.TotalViolations))

	if len(r.Weeks) > 1 {
		fmt.Fprintf(&b, "\n## Trend, last %d weeks\n\n", len(r.Weeks))
		b.WriteString("| week | events | mistakes | successes | regressions | rules active | mean confidence | satisfaction |\n")
		b.WriteString("|---|--:|--:|--:|--:|--:|--:|--:|\n")
		for _, x := range r.Weeks {
			fmt.Fprintf(&b, "| %s | %d | %d | %d | %d | %d | %s | %s |\n", x.Week, x.Events, x.Mistakes, x.Successes,
				x.Regressions, x.RulesActive, fmtRatio(x.MeanConfidence), fmtPercent(x.Satisfaction))
		}
	}

	b.WriteString("\n## Rules needing review\n\n")
	if len(r.Review) == 0 {
		b.WriteString("No rule needs review.\n")
	} else {
		b.WriteString("| id | type | rule | confidence | why | to clear |\n|---|---|---|--:|---|---|\n")
		for _, it := range r.Review {
			fmt.Fprintf(&b, "| %s | %s | %s | %.2f | %s | %s |\n", mdEscape(it.ID), mdEscape(it.Type),
				mdEscape(it.Rule), it.Confidence, mdEscape(it.Why), mdCode(it.Clear))
		}
	}
	if r.Totals != (Report{}).Totals {
		t := r.Totals
		fmt.Fprintf(&b, "\nAll time: %d events, %d lessons (%d promoted), %d rules, %d violations, %d saves, %d applications.\n",
			t.Events, t.Lessons, t.Promoted, t.Rules, t.TotalViolations, t.TotalSaves, t.TotalApplied)
	}
	_, err := io.WriteString(w, b.String())
	return err
}

func generatedLine(r Report) string {
	s := "Generated " + r.Generated.In(orUTC(r.Location)).Format("2006-01-02 15:04 MST")
	if r.Workspace != "" {
		s += " for `" + strings.ReplaceAll(r.Workspace, "`", "'") + "`"
	}
	return s + ".\n\n"
}

func diffInt(a, b int) string {
	if a == b {
		return "0"
	}
	return fmt.Sprintf("%+d", b-a)
}

// mdEscape makes text safe inside a Markdown table cell.
func mdEscape(s string) string {
	r := strings.NewReplacer("|", `\|`, "\n", " ", "\r", " ", "<", "&lt;", ">", "&gt;", "*", `\*`, "_", `\_`, "`", "'", "[", `\[`)
	return r.Replace(s)
}

// mdCode keeps `code` spans of a cell and escapes the rest.
func mdCode(s string) string {
	parts := strings.Split(s, "`")
	for i := range parts {
		if i%2 == 0 {
			parts[i] = mdEscape(parts[i])
		} else {
			parts[i] = "`" + strings.ReplaceAll(parts[i], "|", `\|`) + "`"
		}
	}
	return strings.Join(parts, "")
}
