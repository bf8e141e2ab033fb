package metrics

import (
	"fmt"
	"io"
	"strings"
)

// Chart colours: a light, professional palette that stays distinct for
// the common forms of colour blindness (no red/green pair is the only cue:
// every chart is also labelled).
const (
	colorMistakes     = "#d1495b"
	colorSuccesses    = "#2a9d8f"
	colorRegressions  = "#e9a23b"
	colorRules        = "#3d5a80"
	colorConfidence   = "#7b5ea7"
	colorSatisfaction = "#2f80c0"
)

// pageCSS is the page's only style sheet, inlined.
const pageCSS = `
*{box-sizing:border-box}
body{margin:0;background:#f4f6f8;color:#1f2933;font:15px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif}
main{max-width:1120px;margin:0 auto;padding:28px 24px 40px}
header h1{margin:0;font-size:26px;font-weight:650;letter-spacing:-.01em}
header p{margin:4px 0 0;color:#61707f}
h2{margin:0 0 2px;font-size:16px;font-weight:620}
.note{margin:0 0 10px;color:#61707f;font-size:13px}
.card{background:#fff;border:1px solid #e2e7ec;border-radius:10px;padding:16px 18px;margin-top:16px;box-shadow:0 1px 2px rgba(16,24,40,.04)}
.grid2{display:grid;grid-template-columns:1fr 1fr;gap:16px;margin-top:16px}
.grid2 .card{margin-top:0}
.kpis{display:grid;grid-template-columns:repeat(6,1fr);gap:12px;margin-top:20px}
.kpi{background:#fff;border:1px solid #e2e7ec;border-radius:10px;padding:12px 14px;border-top:4px solid var(--c)}
.kpi .label{color:#61707f;font-size:12px;text-transform:uppercase;letter-spacing:.04em}
.kpi .value{font-size:26px;font-weight:650;margin-top:2px}
.kpi .delta{font-size:12.5px;color:#61707f}
.good{color:#1b7f4b!important}.bad{color:#b42318!important}
svg.chart{width:100%;height:auto;display:block}
svg .grid{stroke:#e6eaee;stroke-width:1}
svg .axis{stroke:#9aa5b1;stroke-width:1}
svg text{font-family:inherit;fill:#52606d}
svg .ylab{font-size:12px;text-anchor:end}
svg .xlab{font-size:12px;text-anchor:middle}
svg .xyear{font-size:11px;text-anchor:middle;fill:#8a96a3}
svg .val{font-size:11px;text-anchor:middle;fill:#3e4c59}
svg .legend{font-size:13px;fill:#3e4c59}
svg .thr{stroke:#b42318;stroke-width:1.5;stroke-dasharray:6 4}
svg .thrlab{font-size:12px;text-anchor:end;fill:#b42318}
table{width:100%;border-collapse:collapse;font-size:13.5px}
th{text-align:left;color:#61707f;font-weight:600;border-bottom:2px solid #e2e7ec;padding:6px 8px}
td{border-bottom:1px solid #eef1f4;padding:7px 8px;vertical-align:top}
td.num,th.num{text-align:right;font-variant-numeric:tabular-nums}
.tag{display:inline-block;font-size:11px;font-weight:650;padding:1px 6px;border-radius:4px;background:#eef1f4;color:#3e4c59}
.tag.NEVER{background:#fde8e8;color:#9b1c1c}.tag.MUST{background:#e1effe;color:#1e429f}
.tag.CHECK{background:#fdf6b2;color:#723b13}.tag.PREFER{background:#def7ec;color:#03543f}
.low{color:#b42318;font-weight:600}
code{font:12.5px ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;background:#f1f3f5;padding:1px 5px;border-radius:4px;white-space:nowrap}
.empty{color:#61707f;padding:18px 0;text-align:center}
details summary{cursor:pointer;font-weight:620}
footer{margin-top:18px;color:#8a96a3;font-size:12.5px;text-align:center}
@media (max-width:800px){.grid2{grid-template-columns:1fr}.kpis{grid-template-columns:repeat(3,1fr)}}
`

// RenderHTML writes the report as one self-contained HTML page: inline CSS
// and SVG only, no scripts and no network. It shows the last week's key
// figures against the week before, charts of mistakes vs successes,
// regressions, satisfaction, rules active and mean rule confidence (with
// the review threshold), the rules needing review and the weekly figures.
// With no weeks it says so instead of drawing empty charts.
func RenderHTML(w io.Writer, r Report) error {
	var b strings.Builder
	b.WriteString("<!doctype html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n")
	b.WriteString(`<meta name="viewport" content="width=device-width, initial-scale=1">` + "\n")
	fmt.Fprintf(&b, "<title>%s</title>\n<style>%s</style>\n</head>\n<body>\n<main>\n", esc(r.title()), pageCSS)

	b.WriteString("<header>\n")
	fmt.Fprintf(&b, "<h1>%s</h1>\n", esc(r.title()))
	var sub []string
	if n := len(r.Weeks); n > 0 {
		span := r.Weeks[0].Week
		if n > 1 {
			span += " – " + r.Weeks[n-1].Week
		}
		sub = append(sub, fmt.Sprintf("%s · %d %s", span, n, plural(n, "week", "weeks")))
	}
	sub = append(sub, "generated "+r.Generated.In(orUTC(r.Location)).Format("2006-01-02 15:04 MST"))
	if r.Workspace != "" {
		sub = append(sub, r.Workspace)
	}
	fmt.Fprintf(&b, "<p>%s</p>\n</header>\n", esc(strings.Join(sub, " · ")))

	if len(r.Weeks) == 0 {
		b.WriteString(`<section class="card"><p class="empty">No weeks to report yet. Once the agent logs events, ` +
			"<code>loopd metrics</code> fills in the weekly figures and this page shows their trend.</p></section>\n")
	} else {
		writeKPIs(&b, r.Weeks)
		writeCharts(&b, r)
	}
	writeReview(&b, r.Review)
	if len(r.Weeks) > 0 {
		writeWeekTable(&b, r.Weeks)
	}
	if t := r.Totals; t != (Report{}).Totals {
		fmt.Fprintf(&b, "<footer>All time: %d events · %d lessons (%d promoted) · %d rules · %d violations · %d saves · %d applications</footer>\n",
			t.Events, t.Lessons, t.Promoted, t.Rules, t.TotalViolations, t.TotalSaves, t.TotalApplied)
	}
	b.WriteString("</main>\n</body>\n</html>\n")
	_, err := io.WriteString(w, b.String())
	return err
}

// writeKPIs writes one card per measure: the last week's value and its
// change from the week before, coloured good or bad.
func writeKPIs(b *strings.Builder, weeks []WeekRow) {
	colors := map[string]string{
		"mistakes": colorMistakes, "successes": colorSuccesses, "regressions": colorRegressions,
		"rules active": colorRules, "mean confidence": colorConfidence, "satisfaction": colorSatisfaction,
	}
	last := weeks[len(weeks)-1]
	b.WriteString(`<section class="kpis">` + "\n")
	for _, m := range measures {
		delta := "first week"
		class := ""
		if len(weeks) > 1 {
			d, text, ok := m.change(m.get(weeks[len(weeks)-2]), m.get(last))
			delta = text + " vs " + weekShort(weeks[len(weeks)-2].Week)
			if !ok {
				delta = "no value in " + weekShort(weeks[len(weeks)-2].Week)
				if m.get(last) == nil {
					delta = "no value this week"
				}
			}
			switch m.tone(d) {
			case 1:
				class = " good"
			case -1:
				class = " bad"
			}
		}
		fmt.Fprintf(b, `<div class="kpi" style="--c:%s"><div class="label">%s</div><div class="value">%s</div><div class="delta%s">%s</div></div>`+"\n",
			colors[m.name], esc(m.name), esc(m.format(m.get(last))), class, esc(delta))
	}
	b.WriteString("</section>\n")
}

// writeCharts writes the five charts.
func writeCharts(b *strings.Builder, r Report) {
	weeks := make([]string, len(r.Weeks))
	pick := func(get func(WeekRow) *float64) []*float64 {
		out := make([]*float64, len(r.Weeks))
		for i, x := range r.Weeks {
			out[i] = get(x)
		}
		return out
	}
	for i, x := range r.Weeks {
		weeks[i] = x.Week
	}
	card := func(title, note string, c chart) {
		fmt.Fprintf(b, "<section class=\"card\">\n<h2>%s</h2>\n<p class=\"note\">%s</p>\n%s\n</section>\n", esc(title), esc(note), c.svg())
	}

	card("Mistakes vs successes per week", "Events the agent logged, by ISO week. Fewer mistakes and more successes is better.", chart{
		title: "Mistakes and successes per week", kind: barChart, unit: kindCount, width: 1060, height: 260, weeks: weeks,
		series: []series{
			{"mistakes", colorMistakes, pick(func(x WeekRow) *float64 { return count(x.Mistakes) })},
			{"successes", colorSuccesses, pick(func(x WeekRow) *float64 { return count(x.Successes) })},
		},
	})

	b.WriteString("<div class=\"grid2\">\n")
	card("Regressions per week", "Mistakes that broke a rule which already existed.", chart{
		title: "Regressions per week", kind: barChart, unit: kindCount, width: 520, height: 220, weeks: weeks,
		series: []series{{"regressions", colorRegressions, pick(func(x WeekRow) *float64 { return count(x.Regressions) })}},
	})
	card("Satisfaction", "Successes ÷ (successes + mistakes); a gap is a week with neither.", chart{
		title: "Satisfaction per week", kind: lineChart, unit: kindPercent, width: 520, height: 220, weeks: weeks,
		series: []series{{"satisfaction", colorSatisfaction, pick(func(x WeekRow) *float64 { return x.Satisfaction })}},
	})
	card("Rules active", "Rules in force at the end of each week.", chart{
		title: "Rules active per week", kind: lineChart, unit: kindCount, width: 520, height: 220, weeks: weeks, area: true,
		series: []series{{"rules active", colorRules, pick(func(x WeekRow) *float64 { return count(x.RulesActive) })}},
	})
	thr := ""
	if r.ReviewThreshold > 0 {
		thr = fmt.Sprintf("review below %.2f", r.ReviewThreshold)
	}
	card("Mean rule confidence", "Decayed confidence of the active rules, averaged.", chart{
		title: "Mean rule confidence per week", kind: lineChart, unit: kindRatio, width: 520, height: 220, weeks: weeks,
		threshold: r.ReviewThreshold, thrLabel: thr,
		series: []series{{"mean confidence", colorConfidence, pick(func(x WeekRow) *float64 { return x.MeanConfidence })}},
	})
	b.WriteString("</div>\n")
}

// writeReview writes the table of rules needing review.
func writeReview(b *strings.Builder, items []ReviewItem) {
	b.WriteString("<section class=\"card\">\n<h2>Rules needing review</h2>\n")
	if len(items) == 0 {
		b.WriteString("<p class=\"empty\">No rule needs review: every active rule is above the review threshold.</p>\n</section>\n")
		return
	}
	fmt.Fprintf(b, "<p class=\"note\">%d %s whose confidence decayed below the threshold. A flagged rule still warns in guard checks but cannot block.</p>\n",
		len(items), plural(len(items), "rule", "rules"))
	b.WriteString("<table>\n<thead><tr><th>ID</th><th>Type</th><th>Rule</th><th class=\"num\">Confidence</th><th>Why flagged</th><th>What clears it</th></tr></thead>\n<tbody>\n")
	for _, it := range items {
		fmt.Fprintf(b, "<tr><td><code>%s</code></td><td><span class=\"tag %s\">%s</span></td><td>%s</td><td class=\"num low\">%.2f</td><td>%s</td><td>%s</td></tr>\n",
			esc(it.ID), esc(it.Type), esc(it.Type), esc(it.Rule), it.Confidence, esc(it.Why), codeSpans(it.Clear))
	}
	b.WriteString("</tbody>\n</table>\n</section>\n")
}

// writeWeekTable writes the weekly figures behind the charts.
func writeWeekTable(b *strings.Builder, weeks []WeekRow) {
	b.WriteString("<section class=\"card\">\n<details>\n<summary>Weekly figures</summary>\n<table>\n")
	b.WriteString("<thead><tr><th>Week</th><th class=\"num\">Events</th><th class=\"num\">Mistakes</th><th class=\"num\">Successes</th>" +
		"<th class=\"num\">Regressions</th><th class=\"num\">Rules active</th><th class=\"num\">Mean confidence</th><th class=\"num\">Satisfaction</th>" +
		"<th class=\"num\">Lessons (promoted)</th><th class=\"num\">Violations, all time</th></tr></thead>\n<tbody>\n")
	for i := len(weeks) - 1; i >= 0; i-- {
		x := weeks[i]
		fmt.Fprintf(b, "<tr><td>%s</td><td class=\"num\">%d</td><td class=\"num\">%d</td><td class=\"num\">%d</td><td class=\"num\">%d</td>"+
			"<td class=\"num\">%d</td><td class=\"num\">%s</td><td class=\"num\">%s</td><td class=\"num\">%d (%d)</td><td class=\"num\">%d</td></tr>\n",
			esc(x.Week), x.Events, x.Mistakes, x.Successes, x.Regressions, x.RulesActive,
			esc(fmtRatio(x.MeanConfidence)), esc(fmtPercent(x.Satisfaction)), x.LessonsTotal, x.LessonsPromoted, x.TotalViolations)
	}
	b.WriteString("</tbody>\n</table>\n</details>\n</section>\n")
}

// codeSpans escapes s and turns `quoted` parts into <code>.
func codeSpans(s string) string {
	parts := strings.Split(s, "`")
	var b strings.Builder
	for i, p := range parts {
		if i%2 == 1 && i < len(parts)-1 {
			b.WriteString("<code>" + esc(p) + "</code>")
		} else {
			if i%2 == 1 {
				b.WriteString("`")
			}
			b.WriteString(esc(p))
		}
	}
	return b.String()
}
