package logging

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"
)

func TestSetChangesLevelAndFormatOfDerivedLoggers(t *testing.T) {
	var buf bytes.Buffer
	log, sw := New(&buf, "info", "text")
	sub := log.With("job", "learn").WithGroup("run")
	log.Debug("hidden")
	sub.Info("started", "n", 1)
	if out := buf.String(); strings.Contains(out, "hidden") || !strings.Contains(out, "job=learn run.n=1") {
		t.Fatalf("text at info: %q", out)
	}
	buf.Reset()
	sw.Set("debug", "json")
	sub.Debug("shown", "n", 2)
	var rec map[string]any
	if err := json.Unmarshal(buf.Bytes(), &rec); err != nil {
		t.Fatalf("after Set json, not JSON: %q (%v)", buf.String(), err)
	}
	run, _ := rec["run"].(map[string]any)
	if rec["msg"] != "shown" || rec["job"] != "learn" || run["n"] != 2.0 || rec["level"] != "DEBUG" {
		t.Errorf("json record = %v", rec)
	}
	buf.Reset()
	sw.Set("error", "json")
	sub.Warn("quiet")
	if buf.Len() != 0 {
		t.Errorf("warn logged at level error: %q", buf.String())
	}
}

func TestParseLevel(t *testing.T) {
	for in, want := range map[string]string{"debug": "DEBUG", "WARN": "WARN", "error": "ERROR", "": "INFO", "loud": "INFO"} {
		if got := ParseLevel(in).String(); got != want {
			t.Errorf("ParseLevel(%q) = %s, want %s", in, got, want)
		}
	}
}
