package guard

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"maps"
	"slices"
	"strings"

	"github.com/loopd-dev/loopd/internal/model"
)

// MaxHookInput bounds how much of a hook's stdin is read.
const MaxHookInput = 8 << 20

// maxContent bounds how much of a written file's content is checked.
const maxContent = 4096

// HookInput is the part of Claude Code's PreToolUse JSON loopd reads;
// other fields are ignored.
type HookInput struct {
	HookEventName string          `json:"hook_event_name"`
	ToolName      string          `json:"tool_name"`
	ToolInput     json.RawMessage `json:"tool_input"`
	Cwd           string          `json:"cwd"`
}

// ParseHookInput reads the hook JSON and builds the action text to
// check: the Bash command, the file path (and content) of Write/Edit, the
// URL of WebFetch, the server and tool of an MCP call, and for any other
// tool its name and string inputs.
func ParseHookInput(r io.Reader) (HookInput, string, error) {
	data, err := io.ReadAll(io.LimitReader(r, MaxHookInput+1))
	if err != nil {
		return HookInput{}, "", fmt.Errorf("read hook input: %w", err)
	}
	if len(data) > MaxHookInput {
		return HookInput{}, "", fmt.Errorf("hook input is over %d bytes", MaxHookInput)
	}
	var in HookInput
	dec := json.NewDecoder(bytes.NewReader(data))
	if err := dec.Decode(&in); err != nil {
		return HookInput{}, "", fmt.Errorf("hook input is not the PreToolUse JSON: %w", err)
	}
	if in.ToolName == "" {
		return in, "", errors.New("hook input has no tool_name")
	}
	fields := map[string]any{}
	if len(in.ToolInput) > 0 && string(in.ToolInput) != "null" {
		if err := json.Unmarshal(in.ToolInput, &fields); err != nil {
			return in, "", fmt.Errorf("hook input: tool_input is not an object: %w", err)
		}
	}
	action := hookAction(in.ToolName, fields)
	if strings.TrimSpace(action) == "" {
		return in, "", fmt.Errorf("hook input for %s has nothing to check", in.ToolName)
	}
	return in, action, nil
}

func str(fields map[string]any, key string) string {
	s, _ := fields[key].(string)
	return s
}

func clipContent(s string) string {
	if len(s) <= maxContent {
		return s
	}
	return s[:maxContent]
}

func hookAction(tool string, f map[string]any) string {
	switch tool {
	case "Bash":
		return str(f, "command")
	case "Write":
		return strings.TrimSpace("write file " + str(f, "file_path") + "\n" + clipContent(str(f, "content")))
	case "Edit":
		return strings.TrimSpace("edit file " + str(f, "file_path") + "\n" + clipContent(str(f, "new_string")))
	case "MultiEdit":
		var b strings.Builder
		b.WriteString("edit file " + str(f, "file_path"))
		if edits, ok := f["edits"].([]any); ok {
			for _, e := range edits {
				if m, ok := e.(map[string]any); ok {
					b.WriteString("\n" + str(m, "new_string"))
				}
			}
		}
		return clipContent(b.String())
	case "NotebookEdit":
		return strings.TrimSpace("edit notebook " + str(f, "notebook_path") + "\n" + clipContent(str(f, "new_source")))
	case "WebFetch":
		return strings.TrimSpace("fetch " + str(f, "url") + " " + str(f, "prompt"))
	case "WebSearch":
		return "search the web for " + str(f, "query")
	case "Read":
		return "read file " + str(f, "file_path")
	}
	if server, name, ok := mcpTool(tool); ok {
		return strings.TrimSpace(name + " on " + server + " " + stringValues(f))
	}
	return strings.TrimSpace(tool + " " + stringValues(f))
}

// mcpTool splits mcp__server__tool into readable words.
func mcpTool(tool string) (server, name string, ok bool) {
	rest, ok := strings.CutPrefix(tool, "mcp__")
	if !ok {
		return "", "", false
	}
	server, name, found := strings.Cut(rest, "__")
	if !found {
		return "", "", false
	}
	words := func(s string) string { return strings.NewReplacer("_", " ", "-", " ").Replace(s) }
	return words(server), words(name), true
}

// stringValues joins the string inputs in key order.
func stringValues(f map[string]any) string {
	var parts []string
	for _, k := range slices.Sorted(maps.Keys(f)) {
		if s, ok := f[k].(string); ok && s != "" {
			parts = append(parts, clipContent(s))
		}
	}
	return strings.Join(parts, " ")
}

// HookOutput is what --hook claude prints on stdout for a warning.
type HookOutput struct {
	HookSpecificOutput struct {
		HookEventName     string `json:"hookEventName"`
		AdditionalContext string `json:"additionalContext"`
	} `json:"hookSpecificOutput"`
}

// HookReason is the text shown to the agent: the decision and each
// matched rule on its own line.
func HookReason(res model.GuardResult) string {
	var b strings.Builder
	switch res.Decision {
	case model.DecisionBlock:
		b.WriteString("loopd blocked this action; it breaks a rule learned from past mistakes:\n")
	default:
		b.WriteString("loopd: rules learned from past mistakes apply to this action:\n")
	}
	for _, m := range res.Matched {
		fmt.Fprintf(&b, "- %s %s (%s, score %.2f): %s\n", m.ID, m.Type, m.Category, m.Score, m.Rule)
	}
	fmt.Fprintf(&b, "(guard check %s; report with `loopd guard outcome %s success|failure|skipped`)", res.ID, res.ID)
	return b.String()
}

// WarnOutput builds the stdout JSON for a warning.
func WarnOutput(res model.GuardResult) HookOutput {
	var o HookOutput
	o.HookSpecificOutput.HookEventName = "PreToolUse"
	o.HookSpecificOutput.AdditionalContext = HookReason(res)
	return o
}
