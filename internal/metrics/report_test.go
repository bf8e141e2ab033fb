package metrics

import (
	"bytes"
	"context"
	"flag"
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/loopd-dev/loopd/internal/model"
	"github.com/loopd-dev/loopd/internal/rules"
)

var pngCopy = flag.String("png", "", "also save the Chromium screenshot of the report page to this file")

// twelveWeeks is a made-up quarter spanning New Year: mistakes fall,
// successes rise, the holiday week 2025-W52 has no events at all.
func twelveWeeks() []WeekRow {
	type w struct {
		week                       string
		ev, mi, su, re, ru, ls, lp int
		viol                       int
		conf                       float64
	}
	data := []w{
		{"2025-W45", 14, 7, 3, 0, 2, 4, 2, 1, 0.90},
		{"2025-W46", 17, 6, 5, 1, 3, 6, 3, 3, 0.86},
		{"2025-W47", 15, 5, 6, 2, 5, 7, 5, 5, 0.83},
		{"2025-W48", 16, 5, 8, 1, 6, 8, 6, 6, 0.80},
		{"2025-W49", 18, 4, 10, 0, 6, 9, 6, 6, 0.74},
		{"2025-W50", 15, 3, 9, 1, 7, 9, 7, 7, 0.77},
		{"2025-W51", 12, 2, 8, 0, 8, 10, 8, 7, 0.75},
		{"2025-W52", 0, 0, 0, 0, 8, 10, 8, 7, 0.66},
		{"2026-W01", 13, 3, 8, 1, 8, 11, 8, 8, 0.61},
		{"2026-W02", 16, 2, 11, 0, 9, 11, 9, 8, 0.68},
		{"2026-W03", 15, 1, 12, 0, 10, 12, 10, 8, 0.72},
		{"2026-W04", 17, 1, 14, 0, 11, 13, 11, 8, 0.74},
	}
	var out []WeekRow
	for _, d := range data {
		conf := d.conf
		out = append(out, WeekRow{
			Week: d.week, Events: d.ev, Mistakes: d.mi, Successes: d.su, Regressions: d.re, RulesActive: d.ru,
			LessonsTotal: d.ls, LessonsPromoted: d.lp, TotalViolations: d.viol,
			Satisfaction: satisfaction(d.su, d.mi), MeanConfidence: &conf,
		})
	}
	return out
}

var reportNow = time.Date(2026, 1, 24, 18, 30, 0, 0, time.UTC)

func reviewRules() []model.Rule {
	return []model.Rule{
		{ID: "R-003", Type: "CHECK", Category: "social", Rule: "Check every link in a post before sharing it on twitter",
			Created: "2025-10-20", LastValidated: "2025-11-17", ConfidenceScore: 0.2765, ReviewFlagged: true},
		{ID: "R-007", Type: "NEVER", Category: "security", Rule: "Never turn off TLS certificate verification (curl -k, verify=False)",
			Created: "2025-12-10", ConfidenceScore: 0.4287, ReviewFlagged: true},
		{ID: "R-011", Type: "PREFER", Category: "shell", Rule: "Prefer a dry run before deleting files",
			Created: "2025-12-01", LastValidated: "2026-01-20", ConfidenceScore: 0.8195},
		{ID: "R-012", Type: "MUST", Category: "config", Rule: "Validate <config> & restart only after it passes",
			Created: "2025-12-01", LastValidated: "2025-12-15", ConfidenceScore: 0.4899, ReviewFlagged: true},
		{ID: "R-002", Type: "MUST", Category: "auth", Rule: "Retired rule", Created: "2025-09-01",
			ConfidenceScore: 0.1, ReviewFlagged: true, Status: model.StatusRetired},
	}
}

func twelveWeekReport() Report {
	cfg := rules.DefaultDecayConfig()
	return Report{
		Title:           "loopd report",
		Workspace:       "/home/agent/workspace",
		Generated:       reportNow,
		Location:        time.UTC,
		Weeks:           twelveWeeks(),
		Review:          ReviewItems(reviewRules(), reportNow, cfg),
		ReviewThreshold: cfg.ReviewThreshold,
		Totals:          model.MetricsTotals{Events: 168, Lessons: 13, Rules: 12, TotalViolations: 8, TotalSaves: 21, TotalApplied: 57, Promoted: 11},
	}
}

func TestReviewItems(t *testing.T) {
	items := ReviewItems(reviewRules(), reportNow, rules.DefaultDecayConfig())
	var ids []string
	for _, it := range items {
		ids = append(ids, it.ID)
	}
	if got, want := strings.Join(ids, ","), "R-003,R-007,R-012"; got != want {
		t.Fatalf("ReviewItems ids = %s, want %s (lowest confidence first, active only)", got, want)
	}
	tests := []struct{ got, want string }{
		{items[0].Why, "confidence 0.28 is below 0.50: last validated 2025-11-17, 68 days ago"},
		{items[1].Why, "confidence 0.43 is below 0.50: never validated; created 2025-12-10, 45 days ago"},
		{items[0].Clear, "validate with `loopd rules validate R-003`"},
	}
	for _, tt := range tests {
		if tt.got != tt.want {
			t.Errorf("got %q, want %q", tt.got, tt.want)
		}
	}
}

func TestSparkline(t *testing.T) {
	tests := []struct {
		vals []*float64
		unit bool
		want string
	}{
		{[]*float64{fp(0), fp(1), fp(2), fp(7)}, false, "▁▂▃█"},
		{[]*float64{fp(0), fp(0)}, false, "▁▁"},
		{[]*float64{fp(0.1), nil, fp(1)}, false, "▂·█"},
		{[]*float64{fp(0), fp(0.5), fp(1)}, true, "▁▅█"},
		{nil, false, ""},
	}
	for _, tt := range tests {
		if got := sparkline(tt.vals, tt.unit); got != tt.want {
			t.Errorf("sparkline(%v) = %q, want %q", tt.vals, got, tt.want)
		}
	}
}

func TestNiceScale(t *testing.T) {
	tests := []struct {
		max     float64
		wantTop float64
	}{
		{0, 4}, {3, 4}, {4, 5}, {7, 8}, {11, 12}, {14, 20}, {37, 40}, {180, 200}, {1234, 1500},
	}
	for _, tt := range tests {
		c := chart{unit: kindCount, series: []series{{vals: []*float64{fp(tt.max)}}}}
		if top, _ := c.scale(); top != tt.wantTop {
			t.Errorf("scale(max %v) top = %v, want %v", tt.max, top, tt.wantTop)
		}
	}
}

// renderers runs every renderer on a report and checks the goldens.
func TestRenderGolden(t *testing.T) {
	one := twelveWeekReport()
	one.Weeks = one.Weeks[len(one.Weeks)-1:]
	one.Review = nil
	empty := Report{Generated: reportNow}
	tests := []struct {
		name string
		r    Report
	}{
		{"12w", twelveWeekReport()},
		{"1w", one},
		{"0w", empty},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var term, md, page bytes.Buffer
			if err := RenderTerminal(&term, tt.r.Weeks, TerminalOptions{Weeks: 12}); err != nil {
				t.Fatal(err)
			}
			if err := RenderMarkdown(&md, tt.r); err != nil {
				t.Fatal(err)
			}
			if err := RenderHTML(&page, tt.r); err != nil {
				t.Fatal(err)
			}
			golden(t, "report_"+tt.name+".txt", term.Bytes())
			golden(t, "report_"+tt.name+".md", md.Bytes())
			golden(t, "report_"+tt.name+".html", page.Bytes())
			for i, line := range strings.Split(term.String(), "\n") {
				if n := len([]rune(line)); n > 80 {
					t.Errorf("terminal line %d is %d columns wide, want ≤ 80: %q", i+1, n, line)
				}
			}
			assertSelfContained(t, page.String())
		})
	}
}

func assertSelfContained(t *testing.T, page string) {
	t.Helper()
	lower := strings.ToLower(page)
	for _, bad := range []string{"<script", "http://", "https://", "src=", "url(", "@import", "<link", "<iframe"} {
		if strings.Contains(lower, bad) {
			t.Errorf("page contains %q: not self-contained", bad)
		}
	}
}

func TestRenderHTMLContent(t *testing.T) {
	var page bytes.Buffer
	if err := RenderHTML(&page, twelveWeekReport()); err != nil {
		t.Fatal(err)
	}
	s := page.String()
	checks := []struct {
		what string
		n    int
		sub  string
	}{
		{"charts", 5, "<svg "},
		{"chart titles", 1, "Mistakes vs successes per week"},
		{"bars: 12 weeks × (mistakes, successes, regressions) + 2 legend keys", 38, "<rect x="},
		{"review rows", 3, "<tr><td><code>R-"},
		{"escaped rule text", 1, "Validate &lt;config&gt; &amp; restart"},
		{"clear hint", 1, "<code>loopd rules validate R-007</code>"},
		{"threshold line", 1, `class="thr"`},
		{"year labels (2025, 2026) × 5 charts", 10, `class="xyear"`},
		{"kpi cards", 6, `class="kpi"`},
	}
	for _, c := range checks {
		if got := strings.Count(s, c.sub); got != c.n {
			t.Errorf("%s: %q occurs %d times, want %d", c.what, c.sub, got, c.n)
		}
	}
	if strings.Contains(s, "<config>") {
		t.Error("rule text is not escaped")
	}
}

func TestRenderTerminalFixture(t *testing.T) {
	ny := mustLoc(t, "America/New_York")
	now := time.Date(2026, 1, 10, 12, 0, 0, 0, ny)
	rows, err := Rows(loadFixture(t, ny), "2026-W02", 12, ny, now, rules.DefaultHalfLife)
	if err != nil {
		t.Fatal(err)
	}
	var b bytes.Buffer
	if err := RenderTerminal(&b, rows, TerminalOptions{Weeks: 3}); err != nil {
		t.Fatal(err)
	}
	golden(t, "terminal_fixture.txt", b.Bytes())
	if strings.Contains(b.String(), "2025-W51") {
		t.Error("TerminalOptions.Weeks = 3 still shows 2025-W51")
	}
}

// TestRenderHTMLChromium renders the page in headless Chromium and checks
// the screenshot is a real picture. Run with -png FILE to keep it.
func TestRenderHTMLChromium(t *testing.T) {
	bin, err := exec.LookPath("chromium")
	if err != nil {
		t.Skip("chromium is not on PATH: install it (apt-get install chromium) to screenshot the HTML report")
	}
	dir := t.TempDir()
	page := filepath.Join(dir, "report.html")
	shot := filepath.Join(dir, "report.png")
	var b bytes.Buffer
	if err := RenderHTML(&b, twelveWeekReport()); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(page, b.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, bin, "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
		"--disable-background-networking", "--disable-component-update", "--disable-sync", "--hide-scrollbars",
		"--user-data-dir="+filepath.Join(dir, "profile"), "--screenshot="+shot, "--window-size=1200,1600", "file://"+page)
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("chromium: %v\n%s", err, out)
	}
	f, err := os.Open(shot)
	if err != nil {
		t.Fatalf("no screenshot: %v", err)
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil {
		t.Fatalf("screenshot is not a PNG: %v", err)
	}
	if bb := img.Bounds(); bb.Dx() != 1200 || bb.Dy() != 1600 {
		t.Errorf("screenshot is %dx%d, want 1200x1600", bb.Dx(), bb.Dy())
	}
	colors := map[[3]uint32]bool{}
	for y := img.Bounds().Min.Y; y < img.Bounds().Max.Y; y += 4 {
		for x := img.Bounds().Min.X; x < img.Bounds().Max.X; x += 4 {
			r, g, bl, _ := img.At(x, y).RGBA()
			colors[[3]uint32{r >> 8, g >> 8, bl >> 8}] = true
		}
	}
	if len(colors) < 50 {
		t.Errorf("screenshot has %d distinct colours, want a drawn page (≥ 50)", len(colors))
	}
	if *pngCopy != "" {
		data, err := os.ReadFile(shot)
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(*pngCopy, data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
}
