// Command loopd is the learning loop for AI agents: it ingests what an
// agent logs, learns lessons and rules, guards risky actions, and runs as
// a daemon. This package only wires flags to the internal packages.
package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/signal"
	"strings"
	"syscall"
)

func main() {
	// The relay is never stopped: the process ends with run, and stopping
	// it would cost a cold guard check a scheduling round trip.
	ctx, _ := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	os.Exit(run(ctx, os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}

// exitError carries a specific exit code (2 for a guard block).
type exitError struct {
	code int
	msg  string
}

func (e *exitError) Error() string { return e.msg }

// run runs one command line; ctx ends on SIGINT or SIGTERM in main.
func run(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	a := &app{stdin: stdin, stdout: stdout, stderr: stderr, getenv: os.Getenv}
	root := a.rootFor(args)
	root.SetArgs(args)
	root.SetIn(stdin)
	root.SetOut(stdout)
	root.SetErr(stderr)
	err := root.ExecuteContext(ctx)
	a.close()
	if err == nil {
		return 0
	}
	var ee *exitError
	if errors.As(err, &ee) {
		if ee.msg != "" {
			fmt.Fprintln(stderr, "loopd: "+ee.msg)
		}
		return ee.code
	}
	fmt.Fprintln(stderr, "loopd: "+oneSentence(err))
	return 1
}

// oneSentence keeps an error on one line for people.
func oneSentence(err error) string {
	s := strings.TrimSpace(err.Error())
	s = strings.ReplaceAll(s, "\n", "; ")
	return s
}
