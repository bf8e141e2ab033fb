package formats

import (
	"slices"
	"strings"
	"testing"
	"unicode/utf8"
)

func TestVisibleLines(t *testing.T) {
	cases := []struct {
		name, in string
		want     []string
	}{
		{"colors", "\x1b[31mERROR:\x1b[0m build \x1b[1;33mfailed\x1b[m", []string{"ERROR: build failed"}},
		{"osc title", "\x1b]0;npm install\x07added 3 packages", []string{"added 3 packages"}},
		{"osc st", "\x1b]8;;https://x.io\x1b\\link\x1b]8;;\x1b\\ text", []string{"link text"}},
		{"charset", "\x1b(Bplain", []string{"plain"}},
		{"c1 csi", "a\u009b2Kb", []string{"ab"}},
		{"crlf", "one\r\ntwo\r\n", []string{"one", "two", ""}},
		{"overwrite", "Downloading 10%\rDownloading 80%\rDone   \r", []string{"Done"}},
		{"backspace", "abx\bc", []string{"abc"}},
		{"tabs and spaces", "\tkey:\t  value  ", []string{"key: value"}},
		{"controls", "a\x00b\x07c\x7fd", []string{"abcd"}},
		{"lone esc", "end\x1b", []string{"end"}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			if got := visibleLines(tc.in); !slices.Equal(got, tc.want) {
				t.Fatalf("visibleLines(%q) = %q, want %q", tc.in, got, tc.want)
			}
		})
	}
}

func TestMeaningful(t *testing.T) {
	cases := []struct {
		line string
		want bool
	}{
		{"Error: disk 100% full", true},
		{"ERROR: Could not find a version that satisfies the requirement foo", true},
		{"", false},
		{"^~~~~", false},
		{"42", false},
		{"⠋⠙⠹", false},
		{"[=====>          ] 45%", false},
		{"Downloading [##########          ]", false},
		{"45%|████▌     | 450/1000 [00:03<00:04, 130.2it/s]", false},
		{"Receiving objects: 100% (1000/1000), done.", false},
		{"━━━━━━━━━━━━━━━━━━━━ 880.4/880.4 MB 4.0 MB/s eta 0:00:00", false},
		{"##########", false},
		{`File "/app/x.py", line 3, in <module>`, false},
		{"at Server.listen (node:net:1953:7)", false},
		{"at Object.<anonymous> (/app/server.js:41:8)", false},
		{"at com.acme.Main.run(Main.java:12)", false},
		{"... 12 more", false},
		{"goroutine 1 [running]:", false},
		{"/home/agent/app/main.go:12 +0x1d", false},
		{"main.(*Server).Run(0xc0000a6000, {0x5f2b40, 0xc0000b2000})", false},
		{"main.main()", false},
		{"exit status 2", false},
		{"/app/server.js:12", false},
		{"Node.js v20.11.0", false},
		{"A complete log of this run can be found in:", false},
		{"/home/agent/.npm/_logs/2024-12-18T14_11_25_123Z-debug-0.log", false},
		{"Traceback (most recent call last):", false},
		{"WARN deprecated inflight@1.0.6", false},
		{"at least one item is required", true},
		{"panic: runtime error: index out of range [3] with length 3", true},
		{"FAIL: TestLogin (0.01s)", true},
	}
	for _, tc := range cases {
		if got := meaningful(tc.line); got != tc.want {
			t.Errorf("meaningful(%q) = %v, want %v", tc.line, got, tc.want)
		}
	}
}

func TestTail(t *testing.T) {
	long := strings.Repeat("word ", 100)
	cases := []struct {
		name, in string
		max      int
		want     string
	}{
		{"empty", "", 300, ""},
		{"only noise", "\n\n   \n[=====>   ] 50%\n\x1b[0m\n", 300, ""},
		{"keeps the end", "step one ok\nstep two ok\nfatal: repository not found\n", 300,
			"step one ok; step two ok; fatal: repository not found"},
		{"budget at a line boundary", "aaaa aaaa\nbbbb bbbb\ncccc cccc\n", 21, "bbbb bbbb; cccc cccc"},
		{"one long line is cut at a word", long, 40, strings.TrimSpace(strings.Repeat("word ", 7)) + "…"},
		{"repeats keep the last", "retry 1 failed: timeout\nretry 2 failed: timeout\nretry 3 failed: timeout\ngave up", 300,
			"retry 3 failed: timeout; gave up"},
		{"leading timestamps", "2024-12-18T15:12:00Z curl: (7) refused\n[12:00:01] curl: (7) refused\n", 300, "curl: (7) refused"},
		{"npm marker once", "npm ERR! code E404\nnpm ERR! 404 Not Found - GET https://r.example/x\nnpm ERR! 404\nnpm ERR! A complete log of this run can be found in:\nnpm ERR!     /root/.npm/_logs/x-debug-0.log\n", 300,
			"npm ERR! code E404; Not Found - GET https://r.example/x"},
		{"marker only from kept lines", "npm ERR! A complete log of this run can be found in:\nsh: 1: tsc: not found\n", 300, "sh: 1: tsc: not found"},
		{"python traceback", "Traceback (most recent call last):\n  File \"/a.py\", line 1, in <module>\n    import yaml\nModuleNotFoundError: No module named 'yaml'\n", 300,
			"import yaml; ModuleNotFoundError: No module named 'yaml'"},
		{"go panic", "panic: boom\n\ngoroutine 1 [running]:\nmain.main()\n\t/src/main.go:5 +0x25\nexit status 2\n", 300, "panic: boom"},
		{"progress overwritten then error", "Fetching 1%\rFetching 50%\rFetching 100%\nerror: checksum mismatch\n", 300,
			"error: checksum mismatch"},
		{"error after an overwrite", "Fetching 50%\rerror: connection reset by peer\n", 300, "error: connection reset by peer"},
		{"decoration", "==== 3 failed, 1 passed in 0.2s ====", 300, "3 failed, 1 passed in 0.2s"},
		{"punctuation joins with a space", "Build failed.\nSee log:\nmissing semicolon", 300, "Build failed. See log: missing semicolon"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			got := tail(tc.in, tc.max)
			if got != tc.want {
				t.Fatalf("tail(%q, %d) = %q, want %q", tc.in, tc.max, got, tc.want)
			}
			if n := utf8.RuneCountInString(got); n > tc.max {
				t.Errorf("tail length %d > max %d", n, tc.max)
			}
		})
	}
}

func TestCut(t *testing.T) {
	cases := []struct {
		in   string
		max  int
		want string
	}{
		{"short", 10, "short"},
		{"exactly ten", 11, "exactly ten"},
		{"one two three four", 10, "one two…"},
		{"abcdefghijklmnop", 6, "abcde…"},
		{"ééééééééé", 4, "ééé…"},
	}
	for _, tc := range cases {
		if got := cut(tc.in, tc.max); got != tc.want {
			t.Errorf("cut(%q, %d) = %q, want %q", tc.in, tc.max, got, tc.want)
		}
	}
}

func TestJoinList(t *testing.T) {
	items := []string{"Missing required field: price", "Missing required field: currency", "Invalid format for field: date"}
	if got, want := joinList(items, 300), strings.Join(items, "; "); got != want {
		t.Errorf("joinList(300) = %q, want %q", got, want)
	}
	if got, want := joinList(items, 40), "Missing required field: price (+2 more)"; got != want {
		t.Errorf("joinList(40) = %q, want %q", got, want)
	}
}

func TestErrorCodes(t *testing.T) {
	cases := []struct {
		in   string
		want []string
	}{
		{"Error: listen EADDRINUSE: address already in use", []string{"eaddrinuse"}},
		{"npm ERR! code E404; ENOENT and ENOENT again", []string{"e404", "enoent"}},
		{"getaddrinfo EAI_AGAIN registry.npmjs.org", []string{"eai_again"}},
		{"ERROR: EXPECTED an EMPTY list", nil},
		{"ModuleNotFoundError: No module named 'x'; TypeError", []string{"modulenotfounderror", "typeerror"}},
		{"numpy.core._exceptions._ArrayMemoryError: Unable", []string{"arraymemoryerror"}},
		{"java.lang.NullPointerException at x", []string{"nullpointerexception"}},
		{"plain Error and Exception", nil},
		{"EACCES EPERM ENOSPC EMFILE", []string{"eacces", "eperm", "enospc"}},
	}
	for _, tc := range cases {
		if got := errorCodes(tc.in, 3); !slices.Equal(got, tc.want) {
			t.Errorf("errorCodes(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}

func TestTagAndHumanize(t *testing.T) {
	if got := tag("  Slow Path\t"); got != "slow-path" {
		t.Errorf("tag = %q, want slow-path", got)
	}
	if got := tag(strings.Repeat("x", 50)); utf8.RuneCountInString(got) != 40 {
		t.Errorf("tag of 50 runes has %d, want 40", utf8.RuneCountInString(got))
	}
	if got := appendTag([]string{"fetch"}, "FETCH"); !slices.Equal(got, []string{"fetch"}) {
		t.Errorf("appendTag duplicate = %q, want [fetch]", got)
	}
	if got := humanize("setup_web-server"); got != "setup web server" {
		t.Errorf("humanize = %q, want %q", got, "setup web server")
	}
}
