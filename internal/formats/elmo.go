package formats

import (
	"encoding/json"
	"fmt"
	"strconv"
	"strings"

	"github.com/loopd-dev/loopd/internal/model"
)

// mapELMO maps one seed-001 Feedback record. A non-zero exit_code is a
// mistake whose problem is the end of stderr cleaned of terminal noise (or
// of stdout when stderr says nothing) with the exit code; zero is a success
// whose solution is a brief end of stdout. Tags: "exit:<code>", the signal
// that killed the process, and error codes found in the text (enoent,
// modulenotfounderror).
func mapELMO(o object) (*outEvent, error) {
	rawID, err := o.requiredStr("execution_id")
	if err != nil {
		return nil, fmt.Errorf("feedback: %w", err)
	}
	id := label(rawID)
	code, err := exitCode(o)
	if err != nil {
		return nil, fmt.Errorf("feedback %s: %w", id, err)
	}
	ts, err := o.requiredStr("created_at")
	if err != nil {
		return nil, fmt.Errorf("feedback %s: %w", id, err)
	}
	stdout, _, err := o.str("stdout")
	if err != nil {
		return nil, fmt.Errorf("feedback %s: %w", id, err)
	}
	stderr, _, err := o.str("stderr")
	if err != nil {
		return nil, fmt.Errorf("feedback %s: %w", id, err)
	}

	source := ELMO + ":" + singleLine(rawID)
	codeText := strconv.FormatInt(code, 10)
	if code == 0 {
		ev := newEvent(ts, model.TypeSuccess, "shell", source)
		ev.Tags = []string{"exit:0"}
		ev.Problem = "Command succeeded (exit code 0)"
		ev.Solution = tail(stdout, maxBrief)
		return ev, nil
	}

	ev := newEvent(ts, model.TypeMistake, "shell", source)
	ev.Tags = []string{"exit:" + codeText}
	signal, meaning := exitMeaning(code)
	if signal != "" {
		ev.Tags = appendTag(ev.Tags, signal)
	}
	suffix := "(exit code " + codeText
	if meaning != "" {
		suffix += ", " + meaning
	}
	suffix += ")"
	text := tail(stderr, maxTail)
	if text == "" {
		text = tail(stdout, maxTail)
	}
	if text == "" {
		text = "Command failed with no output"
	}
	ev.Problem = text + " " + suffix
	for _, c := range errorCodes(text, 3) {
		ev.Tags = appendTag(ev.Tags, c)
	}
	return ev, nil
}

// exitCode reads exit_code. The seed types it "integer"; a string of digits
// ("1", "-9") is read too, since some writers quote every value, but a
// fraction, a word or a missing code is an error: without it the record
// cannot say whether the command failed.
func exitCode(o object) (int64, error) {
	raw, ok := o.lookup("exit_code")
	if !ok {
		return 0, fmt.Errorf("field exit_code is missing")
	}
	var text string
	switch kindOf(raw) {
	case "number":
		text = strings.TrimSpace(string(raw))
	case "string":
		if err := json.Unmarshal(raw, &text); err != nil {
			return 0, fmt.Errorf("field exit_code: %v", err)
		}
		text = strings.TrimSpace(text)
	default:
		return 0, o.typeError("exit_code", raw, "an integer")
	}
	n, err := strconv.ParseInt(text, 10, 64)
	if err != nil {
		return 0, fmt.Errorf("field exit_code is %s, want an integer", strconv.Quote(cut(text, 40)))
	}
	return n, nil
}

// signalName names the signals whose deaths shells report as 128+n (and
// Python's subprocess as -n); "" for the others.
func signalName(n int64) string {
	switch n {
	case 1:
		return "SIGHUP"
	case 2:
		return "SIGINT"
	case 3:
		return "SIGQUIT"
	case 6:
		return "SIGABRT"
	case 9:
		return "SIGKILL"
	case 11:
		return "SIGSEGV"
	case 13:
		return "SIGPIPE"
	case 14:
		return "SIGALRM"
	case 15:
		return "SIGTERM"
	}
	return ""
}

// exitMeaning explains the exit codes that mean the same thing everywhere:
// the signal's tag ("sigkill") and a few words, or "" for ordinary codes.
func exitMeaning(code int64) (signal, meaning string) {
	switch code {
	case 126:
		return "", "command not executable"
	case 127:
		return "", "command not found"
	}
	n := code - 128
	if code < 0 {
		n = -code
	}
	name := signalName(n)
	if name == "" || (code > 0 && code <= 128) {
		return "", ""
	}
	meaning = "killed by " + name
	if n == 9 {
		meaning += ", often out of memory"
	}
	return strings.ToLower(name), meaning
}
