package metrics

import (
	"fmt"
	"html"
	"math"
	"strings"
)

// This file draws the report's charts as inline SVG: bar charts and line
// charts over weeks, with gridlines, a labelled y axis, week labels (the
// ISO year under the first week and where the year changes), a legend when
// there are several series, native tooltips (<title>) and an optional
// dashed threshold line. No scripts, no external resources.

// chartKind is how a chart draws its series.
type chartKind int

const (
	barChart chartKind = iota
	lineChart
)

// series is one named, coloured run of values, one per week; nil is a week
// without a value.
type series struct {
	name  string
	color string
	vals  []*float64
}

// chart describes one SVG chart.
type chart struct {
	title     string // accessible name
	kind      chartKind
	unit      measureKind // kindCount: axis 0..nice max; else 0..1
	width     int
	height    int
	weeks     []string
	series    []series
	threshold float64 // drawn when > 0
	thrLabel  string
	area      bool // line charts: fill under the line
}

const (
	chartPadL = 46
	chartPadR = 18
	chartPadT = 30
	chartPadB = 42
)

// svg renders the chart.
func (c chart) svg() string {
	var b strings.Builder
	fmt.Fprintf(&b, `<svg class="chart" viewBox="0 0 %d %d" role="img" aria-label="%s">`, c.width, c.height, esc(c.title))
	b.WriteByte('\n')
	plotW := float64(c.width - chartPadL - chartPadR)
	plotH := float64(c.height - chartPadT - chartPadB)
	x0, y0 := float64(chartPadL), float64(chartPadT)+plotH // origin, bottom left

	ymax, ticks := c.scale()
	yOf := func(v float64) float64 { return y0 - v/ymax*plotH }

	// gridlines and y labels
	for _, t := range ticks {
		y := yOf(t)
		fmt.Fprintf(&b, `<line class="grid" x1="%s" y1="%s" x2="%s" y2="%s"/>`, f1(x0), f1(y), f1(x0+plotW), f1(y))
		fmt.Fprintf(&b, `<text class="ylab" x="%s" y="%s">%s</text>`+"\n", f1(x0-8), f1(y+4), esc(c.tickLabel(t)))
	}
	fmt.Fprintf(&b, `<line class="axis" x1="%s" y1="%s" x2="%s" y2="%s"/>`+"\n", f1(x0), f1(y0), f1(x0+plotW), f1(y0))

	n := len(c.weeks)
	slot := plotW / float64(max(n, 1))
	xOf := func(i int) float64 { return x0 + slot*(float64(i)+0.5) }

	// x labels, thinned so they do not collide (the last week always shows)
	every := int(math.Ceil(float64(n) * 36 / plotW))
	every = max(every, 1)
	prevYear := ""
	for i, w := range c.weeks {
		year, wk := w, w
		if j := strings.IndexByte(w, '-'); j >= 0 {
			year, wk = w[:j], w[j+1:]
		}
		if (n-1-i)%every != 0 {
			continue
		}
		fmt.Fprintf(&b, `<text class="xlab" x="%s" y="%s">%s</text>`, f1(xOf(i)), f1(y0+17), esc(wk))
		if year != prevYear {
			fmt.Fprintf(&b, `<text class="xyear" x="%s" y="%s">%s</text>`, f1(xOf(i)), f1(y0+32), esc(year))
			prevYear = year
		}
	}
	b.WriteByte('\n')

	showValues := n <= 14
	switch c.kind {
	case barChart:
		k := float64(len(c.series))
		groupW := slot * 0.72
		barW := math.Min(groupW/k, 30)
		for si, s := range c.series {
			for i, v := range s.vals {
				if v == nil {
					continue
				}
				x := xOf(i) - barW*k/2 + barW*float64(si)
				h := *v / ymax * plotH
				fmt.Fprintf(&b, `<rect x="%s" y="%s" width="%s" height="%s" rx="2" fill="%s"><title>%s: %s %s</title></rect>`,
					f1(x+1), f1(y0-h), f1(math.Max(barW-2, 1)), f1(h), s.color, esc(c.weeks[i]), esc(c.valueLabel(*v)), esc(s.name))
				if showValues {
					fmt.Fprintf(&b, `<text class="val" x="%s" y="%s">%s</text>`, f1(x+barW/2), f1(y0-h-5), esc(c.valueLabel(*v)))
				}
			}
			b.WriteByte('\n')
		}
	case lineChart:
		for _, s := range c.series {
			for _, run := range runs(s.vals) {
				var pts []string
				for _, i := range run {
					pts = append(pts, f1(xOf(i))+","+f1(yOf(*s.vals[i])))
				}
				if c.area && len(run) > 1 {
					first, last := run[0], run[len(run)-1]
					fmt.Fprintf(&b, `<polygon points="%s,%s %s %s,%s" fill="%s" fill-opacity="0.12"/>`,
						f1(xOf(first)), f1(y0), strings.Join(pts, " "), f1(xOf(last)), f1(y0), s.color)
				}
				if len(run) > 1 {
					fmt.Fprintf(&b, `<polyline points="%s" fill="none" stroke="%s" stroke-width="2.5" stroke-linejoin="round"/>`,
						strings.Join(pts, " "), s.color)
				}
			}
			for i, v := range s.vals {
				if v == nil {
					continue
				}
				if n <= 20 { // hollow markers while there is room, small dots after
					fmt.Fprintf(&b, `<circle cx="%s" cy="%s" r="4" fill="#fff" stroke="%s" stroke-width="2.5">`, f1(xOf(i)), f1(yOf(*v)), s.color)
				} else {
					fmt.Fprintf(&b, `<circle cx="%s" cy="%s" r="2" fill="%s">`, f1(xOf(i)), f1(yOf(*v)), s.color)
				}
				fmt.Fprintf(&b, `<title>%s: %s %s</title></circle>`, esc(c.weeks[i]), esc(c.valueLabel(*v)), esc(s.name))
				if showValues {
					fmt.Fprintf(&b, `<text class="val" x="%s" y="%s">%s</text>`, f1(xOf(i)), f1(yOf(*v)-10), esc(c.valueLabel(*v)))
				}
			}
			b.WriteByte('\n')
		}
	}

	if c.threshold > 0 && c.threshold <= ymax {
		y := yOf(c.threshold)
		fmt.Fprintf(&b, `<line class="thr" x1="%s" y1="%s" x2="%s" y2="%s"/>`, f1(x0), f1(y), f1(x0+plotW), f1(y))
		fmt.Fprintf(&b, `<text class="thrlab" x="%s" y="%s">%s</text>`+"\n", f1(x0+plotW-4), f1(y+15), esc(c.thrLabel))
	}

	if len(c.series) > 1 {
		x := x0
		for _, s := range c.series {
			fmt.Fprintf(&b, `<rect x="%s" y="8" width="12" height="12" rx="2" fill="%s"/><text class="legend" x="%s" y="18">%s</text>`,
				f1(x), s.color, f1(x+17), esc(s.name))
			x += 17 + 7.5*float64(len(s.name)) + 22
		}
		b.WriteByte('\n')
	}
	b.WriteString("</svg>")
	return b.String()
}

// scale returns the top of the y axis and the tick values.
func (c chart) scale() (float64, []float64) {
	if c.unit != kindCount {
		return 1, []float64{0, 0.25, 0.5, 0.75, 1}
	}
	hi := 0.0
	for _, s := range c.series {
		for _, v := range s.vals {
			if v != nil && *v > hi {
				hi = *v
			}
		}
	}
	// the smallest 1-2-5 step that covers hi (plus room for value labels)
	// in at most 6 intervals
	step := 1.0
	for math.Ceil(hi*1.08/step) > 6 {
		step = nextStep(step)
	}
	top := math.Max(step*math.Ceil(hi*1.08/step), 4) // counts: at least 0..4
	var ticks []float64
	for t := 0.0; t <= top+step/2; t += step {
		ticks = append(ticks, t)
	}
	return top, ticks
}

// nextStep returns the 1-2-5 step after step: 1, 2, 5, 10, 20, 50, …
func nextStep(step float64) float64 {
	p := math.Pow(10, math.Floor(math.Log10(step)+1e-9))
	switch m := math.Round(step / p); {
	case m < 2:
		return 2 * p
	case m < 5:
		return 5 * p
	}
	return 10 * p
}

func (c chart) tickLabel(v float64) string {
	switch c.unit {
	case kindPercent:
		return fmt.Sprintf("%.0f%%", v*100)
	case kindRatio:
		return strings.TrimRight(strings.TrimRight(fmt.Sprintf("%.2f", v), "0"), ".")
	}
	return fmt.Sprintf("%.0f", v)
}

func (c chart) valueLabel(v float64) string {
	switch c.unit {
	case kindPercent:
		return fmt.Sprintf("%.0f%%", v*100)
	case kindRatio:
		return fmt.Sprintf("%.2f", v)
	}
	return fmt.Sprintf("%.0f", v)
}

// runs splits the indexes of non-nil values into consecutive runs, so a
// line breaks at a missing week.
func runs(vals []*float64) [][]int {
	var out [][]int
	var cur []int
	for i, v := range vals {
		if v == nil {
			if len(cur) > 0 {
				out = append(out, cur)
				cur = nil
			}
			continue
		}
		cur = append(cur, i)
	}
	if len(cur) > 0 {
		out = append(out, cur)
	}
	return out
}

// f1 formats a coordinate with one decimal, without a trailing ".0".
func f1(v float64) string {
	s := fmt.Sprintf("%.1f", v)
	return strings.TrimSuffix(s, ".0")
}

func esc(s string) string { return html.EscapeString(s) }
