package guard

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/loopd-dev/loopd/internal/model"
)

func TestParseHookInput(t *testing.T) {
	tests := []struct {
		name    string
		in      string
		want    string // substring of the action
		wantErr string
	}{
		{"bash", `{"session_id":"s","hook_event_name":"PreToolUse","tool_name":"Bash","tool_input":{"command":"curl -k https://x","description":"fetch"}}`, "curl -k https://x", ""},
		{"write", `{"tool_name":"Write","tool_input":{"file_path":"/srv/deploy.sh","content":"rsync -av src dst"}}`, "write file /srv/deploy.sh\nrsync -av src dst", ""},
		{"edit", `{"tool_name":"Edit","tool_input":{"file_path":"a.go","old_string":"x","new_string":"os.Chmod(p, 0777)"}}`, "edit file a.go\nos.Chmod(p, 0777)", ""},
		{"multiedit", `{"tool_name":"MultiEdit","tool_input":{"file_path":"a.sql","edits":[{"old_string":"a","new_string":"DROP TABLE users"}]}}`, "DROP TABLE users", ""},
		{"webfetch", `{"tool_name":"WebFetch","tool_input":{"url":"https://moltbook.com/post","prompt":"post it"}}`, "fetch https://moltbook.com/post post it", ""},
		{"mcp", `{"tool_name":"mcp__twitter__create_tweet","tool_input":{"text":"launch day!"}}`, "create tweet on twitter launch day!", ""},
		{"unknown tool", `{"tool_name":"Deploy","tool_input":{"target":"prod","force":true}}`, "Deploy prod", ""},
		{"unknown fields ignored", `{"tool_name":"Bash","tool_input":{"command":"ls"},"extra":{"a":[1,2]},"permission_mode":"default"}`, "ls", ""},
		{"not json", `{"tool_name":`, "", "not the PreToolUse JSON"},
		{"no tool", `{"tool_input":{"command":"ls"}}`, "", "no tool_name"},
		{"tool_input not object", `{"tool_name":"Bash","tool_input":"rm -rf /"}`, "", "not an object"},
		{"empty command", `{"tool_name":"Bash","tool_input":{}}`, "", "nothing to check"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, action, err := ParseHookInput(strings.NewReader(tt.in))
			if tt.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
					t.Fatalf("ParseHookInput error = %v, want %q", err, tt.wantErr)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if !strings.Contains(action, tt.want) {
				t.Errorf("action = %q, want it to contain %q", action, tt.want)
			}
		})
	}
}

func TestWarnOutputShape(t *testing.T) {
	res := model.GuardResult{ID: "g-1", Decision: model.DecisionWarn, Matched: []model.GuardMatch{{ID: "R-1", Type: "CHECK", Rule: "Check links", Score: 0.5}}}
	data, err := json.Marshal(WarnOutput(res))
	if err != nil {
		t.Fatal(err)
	}
	var got map[string]map[string]string
	if err := json.Unmarshal(data, &got); err != nil {
		t.Fatal(err)
	}
	h := got["hookSpecificOutput"]
	if h["hookEventName"] != "PreToolUse" || !strings.Contains(h["additionalContext"], "R-1") {
		t.Errorf("warn output = %s", data)
	}
}

func FuzzHookInput(f *testing.F) {
	for _, s := range []string{
		`{"tool_name":"Bash","tool_input":{"command":"ls"}}`,
		`{"tool_name":"Write","tool_input":{"file_path":"x","content":"y"}}`,
		`{"tool_name":"mcp__a__b","tool_input":{"k":"v"}}`,
		`{"tool_name":"MultiEdit","tool_input":{"edits":[{"new_string":"z"},7]}}`,
		`{}`, `[]`, `null`, `{"tool_name":5}`,
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		_, action, err := ParseHookInput(strings.NewReader(string(data)))
		if err == nil && strings.TrimSpace(action) == "" {
			t.Fatalf("no error but an empty action for %q", data)
		}
	})
}
