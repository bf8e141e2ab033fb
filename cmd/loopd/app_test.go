package main

import (
	"bytes"
	"context"
	"strings"
	"testing"
)

// rootFor finds a subcommand by the name in its table, so each name must
// be the command's own.
func TestSubcommandNames(t *testing.T) {
	a := &app{getenv: func(string) string { return "" }}
	for _, s := range a.subcommands() {
		if got := s.build().Name(); got != s.name {
			t.Errorf("subcommand listed as %q builds %q", s.name, got)
		}
	}
}

// A command line that starts with a subcommand builds only that one; the
// help, flags and suggestions of the rest must still work.
func TestRootFor(t *testing.T) {
	cases := []struct {
		args []string
		want int // subcommands built (0: all of them)
	}{
		{[]string{"guard", "--json", "rm -rf /"}, 1},
		{[]string{"rules", "list"}, 1},
		{[]string{"--workspace", "/tmp", "guard", "x"}, 0},
		{[]string{"help", "guard"}, 0},
		{[]string{"gaurd", "x"}, 0},
		{nil, 0},
	}
	a := &app{getenv: func(string) string { return "" }}
	all := len(a.subcommands())
	for _, c := range cases {
		want := c.want
		if want == 0 {
			want = all
		}
		if got := len(a.rootFor(c.args).Commands()); got != want {
			t.Errorf("rootFor(%q) built %d subcommands, want %d", c.args, got, want)
		}
	}
	var out, errb bytes.Buffer
	if code := run(context.Background(), []string{"gaurd", "x"}, strings.NewReader(""), &out, &errb); code != 1 || !strings.Contains(errb.String(), "guard") {
		t.Errorf("a misspelt command: exit %d, stderr %q; want 1 and a suggestion of guard", code, errb.String())
	}
	out.Reset()
	if code := run(context.Background(), []string{"guard", "--help"}, strings.NewReader(""), &out, &errb); code != 0 || !strings.Contains(out.String(), "--hook") || !strings.Contains(out.String(), "--workspace") {
		t.Errorf("guard --help: exit %d, output %q; want guard's flags and the global ones", code, out.String())
	}
}
