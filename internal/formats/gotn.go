package formats

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strconv"
	"strings"

	"github.com/loopd-dev/loopd/internal/model"
)

// GoTN step statuses (seed 002).
const (
	stepCompleted = "completed"
	stepFailed    = "failed"
	stepSkipped   = "skipped"
)

// mapGoTN maps one seed-002 Journal entry. Only execute_step entries carry
// an outcome: a failed step is a mistake ("<node summary> failed:
// <error>"), a completed one a success (solution: its success criteria); a
// skipped step and every other journal event, known or not, is skipped.
// Category is the node's first tag (a seed-003 category among the tags
// wins), else "gotn"; tags are the node's tags and error codes from the
// error.
func mapGoTN(o object) (*outEvent, error) {
	event, err := o.requiredStr("event")
	if err != nil {
		return nil, fmt.Errorf("journal entry: %w", err)
	}
	ts, err := o.requiredStr("timestamp")
	if err != nil {
		return nil, fmt.Errorf("journal entry %s: %w", label(event), err)
	}
	if event != "execute_step" {
		// workspace_initialized, add_node, update_node, add_edge,
		// start_run, and events newer GoTN versions may add.
		return nil, nil
	}
	data, ok, err := o.obj("data")
	if err != nil {
		return nil, fmt.Errorf("execute_step: %w", err)
	}
	if !ok {
		return nil, fmt.Errorf("execute_step: field data is missing")
	}
	rawNodeID, err := data.requiredStr("node_id")
	if err != nil {
		return nil, fmt.Errorf("execute_step: %w", err)
	}
	nodeID := label(rawNodeID)
	status, err := data.requiredStr("status")
	if err != nil {
		return nil, fmt.Errorf("execute_step %s: %w", nodeID, err)
	}
	switch status {
	case stepCompleted, stepFailed:
	case stepSkipped:
		return nil, nil
	default:
		return nil, fmt.Errorf("execute_step %s: field data.status is %s, want completed, failed or skipped",
			nodeID, strconv.Quote(cut(status, 40)))
	}
	runID, _, err := data.str("run_id")
	if err != nil {
		return nil, fmt.Errorf("execute_step %s: %w", nodeID, err)
	}
	node, _, err := data.obj("node")
	if err != nil {
		return nil, fmt.Errorf("execute_step %s: %w", nodeID, err)
	}
	n, err := readNode(node, rawNodeID)
	if err != nil {
		return nil, fmt.Errorf("execute_step %s: %w", nodeID, err)
	}

	source := GoTN + ":" + singleLine(rawNodeID)
	if r := singleLine(runID); r != "" {
		source = GoTN + ":" + r + "/" + singleLine(rawNodeID)
	}
	if status == stepCompleted {
		ev := newEvent(ts, model.TypeSuccess, n.category(), source)
		ev.Tags = n.tags
		ev.Problem = n.subject
		ev.Solution = "Completed"
		if len(n.criteria) > 0 {
			ev.Solution += ": " + joinList(n.criteria, maxList)
		}
		return ev, nil
	}

	msg, err := stepError(data)
	if err != nil {
		return nil, fmt.Errorf("execute_step %s: %w", nodeID, err)
	}
	ev := newEvent(ts, model.TypeMistake, n.category(), source)
	ev.Problem = n.subject + " failed"
	if msg != "" {
		ev.Problem += ": " + msg
	}
	ev.Tags = n.tags
	for _, c := range errorCodes(msg, 3) {
		ev.Tags = appendTag(ev.Tags, c)
	}
	return ev, nil
}

// stepNode is what an event needs from a GoTN node.
type stepNode struct {
	subject  string   // summary, else the prompt's start, else the id in words
	tags     []string // normalised, deduped
	criteria []string // success_criteria, cleaned
}

// category is the node's first tag that names a seed-003 category, else
// its first tag, else "gotn".
func (n stepNode) category() string {
	for _, t := range n.tags {
		if seedCategory(t) {
			return t
		}
	}
	if len(n.tags) > 0 {
		return n.tags[0]
	}
	return GoTN
}

// seedCategory reports whether t is one of the categories seed 003 lists.
func seedCategory(t string) bool {
	switch t {
	case "shell", "auth", "memory", "cron", "social", "communication", "config":
		return true
	}
	return false
}

// readNode reads the optional data.node (a zero object when absent).
func readNode(node object, nodeID string) (stepNode, error) {
	var n stepNode
	summary, _, err := node.str("summary")
	if err != nil {
		return n, err
	}
	prompt, _, err := node.str("prompt_text")
	if err != nil {
		return n, err
	}
	switch {
	case singleLine(summary) != "":
		n.subject = cut(singleLine(summary), maxSubject)
	case singleLine(prompt) != "":
		n.subject = cut(singleLine(prompt), maxSubject)
	default:
		n.subject = cut(humanize(singleLine(nodeID)), maxSubject)
	}
	tags, err := node.strings("tags")
	if err != nil {
		return n, err
	}
	n.tags = []string{}
	for _, t := range tags {
		n.tags = appendTag(n.tags, t)
	}
	criteria, err := node.strings("success_criteria")
	if err != nil {
		return n, err
	}
	for _, c := range criteria {
		if c = singleLine(c); c != "" {
			n.criteria = append(n.criteria, c)
		}
	}
	return n, nil
}

// stepError renders data.error: a string (its last meaningful lines, as for
// stderr), an object's "message", or any other value as compact JSON.
func stepError(data object) (string, error) {
	raw, ok := data.lookup("error")
	if !ok {
		return "", nil
	}
	var text string
	switch kindOf(raw) {
	case "string":
		if err := json.Unmarshal(raw, &text); err != nil {
			return "", fmt.Errorf("field data.error: %v", err)
		}
	case "object":
		e, _, err := data.obj("error")
		if err != nil {
			return "", err
		}
		if text, _, err = e.str("message"); err != nil {
			return "", err
		}
		if strings.TrimSpace(text) == "" {
			text = compact(raw)
		}
	default:
		text = compact(raw)
	}
	t := tail(text, maxTail)
	if t == "" {
		t = cut(singleLine(text), maxTail)
	}
	// "<summary> failed: Error: listen …" says "error" once too often.
	return strings.TrimSpace(errorWord.ReplaceAllString(t, "")), nil
}

// errorWord is a bare "Error:" in front of a message.
var errorWord = lazyRegexp(`^(?i:error):\s*`)

// compact is a raw JSON value on one line.
func compact(raw json.RawMessage) string {
	var buf bytes.Buffer
	if json.Compact(&buf, raw) != nil {
		return string(raw)
	}
	return buf.String()
}
