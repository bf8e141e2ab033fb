package config

import (
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"time"
)

func env(m map[string]string) func(string) string { return func(k string) string { return m[k] } }

func TestDefaults(t *testing.T) {
	ws := t.TempDir()
	c, err := Load(Overrides{Workspace: ws}, env(nil))
	if err != nil {
		t.Fatal(err)
	}
	if c.Workspace != ws || c.Timezone != "UTC" || c.Location != time.UTC {
		t.Errorf("workspace/timezone = %q %q", c.Workspace, c.Timezone)
	}
	if len(c.Sources) != 1 || c.Sources[0].Path != "memory/learning/events.jsonl" || c.Sources[0].Format != "events" {
		t.Errorf("default sources = %+v", c.Sources)
	}
	if c.Guard.BlockThreshold != 0.55 || c.Decay.HalfLifeDays != 30 || c.Learn.ProvenEvents != 3 || c.Export.ImportConfidence != 0.7 {
		t.Errorf("defaults = %+v", c)
	}
	if c.HalfLife() != 30*24*time.Hour {
		t.Errorf("HalfLife() = %v", c.HalfLife())
	}
}

func TestEnvironmentAndFile(t *testing.T) {
	ws := t.TempDir()
	file := filepath.Join(ws, "loopd.yaml")
	os.WriteFile(file, []byte("timezone: Europe/Lisbon\nguard:\n  block_threshold: 0.7\nsources:\n  - path: logs/*.jsonl\n    format: elmo\n"), 0o644)
	c, err := Load(Overrides{Workspace: ws}, env(map[string]string{"LOOPD_GUARD_BLOCK_THRESHOLD": "0.8"}))
	if err != nil {
		t.Fatal(err)
	}
	if c.File != file {
		t.Errorf("file = %q, want the workspace's loopd.yaml", c.File)
	}
	if c.Guard.BlockThreshold != 0.8 {
		t.Errorf("LOOPD_GUARD_BLOCK_THRESHOLD did not win over the file: %v", c.Guard.BlockThreshold)
	}
	if c.Location.String() != "Europe/Lisbon" || len(c.Sources) != 1 || c.Sources[0].Format != "elmo" {
		t.Errorf("file values not read: %v %+v", c.Location, c.Sources)
	}
}

func TestWorkspaceResolution(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "cfg.yaml")
	os.WriteFile(file, []byte("workspace: agent\n"), 0o644)
	c, err := Load(Overrides{ConfigFile: file}, env(nil))
	if err != nil {
		t.Fatal(err)
	}
	if c.Workspace != filepath.Join(dir, "agent") {
		t.Errorf("relative workspace in a file = %q, want it relative to the file", c.Workspace)
	}
	c, err = Load(Overrides{ConfigFile: file}, env(map[string]string{"LOOPD_WORKSPACE": "/srv/x"}))
	if err != nil || c.Workspace != "/srv/x" {
		t.Errorf("LOOPD_WORKSPACE = %q, %v; want it over the file", c.Workspace, err)
	}
	c, err = Load(Overrides{ConfigFile: file, Workspace: "/srv/flag"}, env(map[string]string{"LOOPD_WORKSPACE": "/srv/x"}))
	if err != nil || c.Workspace != "/srv/flag" {
		t.Errorf("--workspace = %q, %v; want it over everything", c.Workspace, err)
	}
}

func TestUnknownKeyWarns(t *testing.T) {
	ws := t.TempDir()
	os.WriteFile(filepath.Join(ws, "loopd.yaml"), []byte("guard:\n  blok_threshold: 0.5\nextra: 1\n"), 0o644)
	c, err := Load(Overrides{Workspace: ws}, env(nil))
	if err != nil {
		t.Fatal(err)
	}
	got := strings.Join(c.Warnings, "\n")
	if !strings.Contains(got, `"guard.blok_threshold"`) || !strings.Contains(got, `"extra"`) {
		t.Errorf("warnings = %q, want both unknown keys named", got)
	}
}

func TestInvalidValues(t *testing.T) {
	tests := []struct {
		yaml string
		want string // key and value named in the error
	}{
		{"guard:\n  block_threshold: 3\n", "guard.block_threshold = 3"},
		{"timezone: Mars/Olympus\n", "timezone = Mars/Olympus"},
		{"decay:\n  half_life_days: -2\n", "decay.half_life_days = -2"},
		{"learn:\n  schedule: \"every tuesday\"\n", "learn.schedule"},
		{"sources:\n  - path: x.log\n    format: syslog\n", "sources[0].format = syslog"},
		{"daemon:\n  tcp: 0.0.0.0:8080\n", "daemon.tcp = 0.0.0.0:8080"},
		{"log:\n  level: loud\n", "log.level = loud"},
	}
	for _, tt := range tests {
		ws := t.TempDir()
		os.WriteFile(filepath.Join(ws, "loopd.yaml"), []byte(tt.yaml), 0o644)
		_, err := Load(Overrides{Workspace: ws}, env(nil))
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("config %q: error %v, want it to name %q", tt.yaml, err, tt.want)
		}
	}
}

// Load skips viper when there is nothing to read; its defaults must be
// exactly what viper decodes from defaults().
func TestDefaultConfigMatchesViper(t *testing.T) {
	viaViper, warnings, err := readViper("", nil)
	if err != nil || len(warnings) > 0 {
		t.Fatalf("readViper: %v %v", err, warnings)
	}
	if got := defaultConfig(); !reflect.DeepEqual(got, viaViper) {
		t.Errorf("defaultConfig() = %+v\nviper decodes  %+v", got, viaViper)
	}
	if got := envValues(env(map[string]string{"LOOPD_GUARD_MAX_MATCHES": "4", "LOOPD_WORKSPACE": "/x"})); len(got) != 1 || got["guard.max_matches"] != "4" {
		t.Errorf("envValues = %v, want only guard.max_matches", got)
	}
}
