// Package config owns loopd's configuration: it reads the YAML file,
// LOOPD_* environment variables and flags through viper, applies
// defaults, validates every value, and hands the rest of the program one
// plain Config struct. No other package imports viper.
package config

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"time"

	"github.com/robfig/cron/v3"
	"github.com/spf13/viper"
)

// Source is one input file pattern the daemon tails.
type Source struct {
	Path   string `mapstructure:"path"`
	Format string `mapstructure:"format"`
}

// Config is the whole configuration, with defaults applied and validated.
type Config struct {
	// Workspace is the agent's home; loopd keeps its files under
	// Workspace/memory/learning.
	Workspace string `mapstructure:"workspace"`
	Timezone  string `mapstructure:"timezone"`
	// Location is Timezone loaded.
	Location *time.Location `mapstructure:"-"`
	Sources  []Source       `mapstructure:"sources"`

	Ingest struct {
		BatchLines int `mapstructure:"batch_lines"`
	} `mapstructure:"ingest"`

	Learn struct {
		Schedule      string        `mapstructure:"schedule"`
		Debounce      time.Duration `mapstructure:"debounce"`
		ProvenEvents  int           `mapstructure:"proven_events"`
		JoinThreshold float64       `mapstructure:"join_threshold"`
		// ViolationThreshold is the guard score at which a new mistake
		// counts as violating a rule it was not clustered with.
		ViolationThreshold  float64 `mapstructure:"violation_threshold"`
		ValidationThreshold float64 `mapstructure:"validation_threshold"`
	} `mapstructure:"learn"`

	Rules struct {
		InitialConfidence float64 `mapstructure:"initial_confidence"`
	} `mapstructure:"rules"`

	Decay struct {
		Schedule        string  `mapstructure:"schedule"`
		HalfLifeDays    float64 `mapstructure:"half_life_days"`
		ReviewThreshold float64 `mapstructure:"review_threshold"`
	} `mapstructure:"decay"`

	Guard struct {
		Threshold      float64 `mapstructure:"threshold"`
		BlockThreshold float64 `mapstructure:"block_threshold"`
		FailOpen       bool    `mapstructure:"fail_open"`
		MaxMatches     int     `mapstructure:"max_matches"`
	} `mapstructure:"guard"`

	Metrics struct {
		Schedule string `mapstructure:"schedule"`
		Weeks    int    `mapstructure:"weeks"`
	} `mapstructure:"metrics"`

	Export struct {
		Schedule         string  `mapstructure:"schedule"`
		Dir              string  `mapstructure:"dir"`
		AgentHandle      string  `mapstructure:"agent_handle"`
		MinConfidence    float64 `mapstructure:"min_confidence"`
		ImportConfidence float64 `mapstructure:"import_confidence"`
	} `mapstructure:"export"`

	Daemon struct {
		Socket        string        `mapstructure:"socket"`
		TCP           string        `mapstructure:"tcp"`
		PollInterval  time.Duration `mapstructure:"poll_interval"`
		ShutdownGrace time.Duration `mapstructure:"shutdown_grace"`
	} `mapstructure:"daemon"`

	Log struct {
		Level  string `mapstructure:"level"`
		Format string `mapstructure:"format"`
	} `mapstructure:"log"`

	// File is the configuration file that was read, if any.
	File string `mapstructure:"-"`
	// Warnings are non-fatal findings (unknown keys).
	Warnings []string `mapstructure:"-"`
}

// defaults lists every key with its default; it is also the set of known
// keys, so an unknown key in a file can be named.
func defaults() map[string]any {
	return map[string]any{
		"workspace":                  "",
		"timezone":                   "UTC",
		"sources":                    []map[string]any{{"path": "memory/learning/events.jsonl", "format": "events"}},
		"ingest.batch_lines":         4096,
		"learn.schedule":             "*/5 * * * *",
		"learn.debounce":             "5s",
		"learn.proven_events":        3,
		"learn.join_threshold":       0.0,
		"learn.violation_threshold":  0.6,
		"learn.validation_threshold": 0.6,
		"rules.initial_confidence":   0.9,
		"decay.schedule":             "15 3 * * *",
		"decay.half_life_days":       30.0,
		"decay.review_threshold":     0.5,
		"guard.threshold":            0.0,
		"guard.block_threshold":      0.55,
		"guard.fail_open":            false,
		"guard.max_matches":          2,
		"metrics.schedule":           "30 6 * * 1",
		"metrics.weeks":              12,
		"export.schedule":            "",
		"export.dir":                 "memory/learning/exports",
		"export.agent_handle":        "",
		"export.min_confidence":      0.0,
		"export.import_confidence":   0.7,
		"daemon.socket":              "memory/learning/loopd.sock",
		"daemon.tcp":                 "",
		"daemon.poll_interval":       "1s",
		"daemon.shutdown_grace":      "4s",
		"log.level":                  "info",
		"log.format":                 "text",
	}
}

// Overrides are values given on the command line; they win over the
// environment and the file.
type Overrides struct {
	Workspace  string
	ConfigFile string
	LogLevel   string
	LogFormat  string
}

// Load resolves and validates the configuration. getenv is os.Getenv in
// production. The workspace is --workspace, then LOOPD_WORKSPACE, then
// the file's `workspace`, then the current directory; the file is
// --config, then LOOPD_CONFIG, then <workspace>/loopd.yaml if present.
func Load(o Overrides, getenv func(string) string) (*Config, error) {
	ws := o.Workspace
	if ws == "" {
		ws = getenv("LOOPD_WORKSPACE")
	}
	file := o.ConfigFile
	if file == "" {
		file = getenv("LOOPD_CONFIG")
	}
	if file == "" {
		dir := ws
		if dir == "" {
			dir = "."
		}
		if p := filepath.Join(dir, "loopd.yaml"); fileExists(p) {
			file = p
		}
	}
	var c Config
	var warnings []string
	env := envValues(getenv)
	if file == "" && len(env) == 0 {
		// Nothing to read: the defaults as a struct. Going through viper
		// costs a cold guard check a third of a millisecond of its 10;
		// TestDefaultConfigMatchesViper keeps the two the same.
		c = defaultConfig()
	} else {
		var err error
		if c, warnings, err = readViper(file, env); err != nil {
			return nil, err
		}
	}
	c.File = file
	c.Warnings = warnings
	if ws != "" {
		c.Workspace = ws
	}
	if c.Workspace == "" {
		wd, err := os.Getwd()
		if err != nil {
			return nil, fmt.Errorf("find workspace: %w", err)
		}
		c.Workspace = wd
	} else if file != "" && o.Workspace == "" && getenv("LOOPD_WORKSPACE") == "" && !filepath.IsAbs(c.Workspace) {
		// A relative workspace in a file is relative to the file.
		c.Workspace = filepath.Join(filepath.Dir(file), c.Workspace)
	}
	if abs, err := filepath.Abs(c.Workspace); err == nil {
		c.Workspace = abs
	}
	if o.LogLevel != "" {
		c.Log.Level = o.LogLevel
	}
	if o.LogFormat != "" {
		c.Log.Format = o.LogFormat
	}
	if err := c.validate(); err != nil {
		return nil, err
	}
	return &c, nil
}

// readViper reads the file (if any) over the defaults, then env (the
// LOOPD_* values, envValues) over both.
func readViper(file string, env map[string]string) (Config, []string, error) {
	v := viper.New()
	for k, d := range defaults() {
		v.SetDefault(k, d)
	}
	var warnings []string
	if file != "" {
		v.SetConfigFile(file)
		v.SetConfigType("yaml")
		if err := v.ReadInConfig(); err != nil {
			return Config{}, nil, fmt.Errorf("read config %s: %w", file, err)
		}
		warnings = append(warnings, unknownKeys(v, file)...)
	}
	// LOOPD_<SECTION>_<KEY> overrides the file (read through getenv, so
	// tests can pass their own environment).
	for key, val := range env {
		v.Set(key, val)
	}
	var c Config
	if err := v.Unmarshal(&c); err != nil {
		return Config{}, nil, fmt.Errorf("config %s: %w", describe(file), err)
	}
	return c, warnings, nil
}

// envValues returns the keys set by LOOPD_<SECTION>_<KEY> variables.
func envValues(getenv func(string) string) map[string]string {
	var out map[string]string
	for key := range defaults() {
		if key == "workspace" || key == "sources" {
			continue // LOOPD_WORKSPACE is handled in Load; sources are a list
		}
		name := "LOOPD_" + strings.ToUpper(strings.ReplaceAll(key, ".", "_"))
		if val := getenv(name); val != "" {
			if out == nil {
				out = map[string]string{}
			}
			out[key] = val
		}
	}
	return out
}

// defaultConfig is defaults() as a Config, the way viper would decode it.
func defaultConfig() Config {
	var c Config
	c.Timezone = "UTC"
	c.Sources = []Source{{Path: "memory/learning/events.jsonl", Format: "events"}}
	c.Ingest.BatchLines = 4096
	c.Learn.Schedule = "*/5 * * * *"
	c.Learn.Debounce = 5 * time.Second
	c.Learn.ProvenEvents = 3
	c.Learn.ViolationThreshold = 0.6
	c.Learn.ValidationThreshold = 0.6
	c.Rules.InitialConfidence = 0.9
	c.Decay.Schedule = "15 3 * * *"
	c.Decay.HalfLifeDays = 30
	c.Decay.ReviewThreshold = 0.5
	c.Guard.BlockThreshold = 0.55
	c.Guard.MaxMatches = 2
	c.Metrics.Schedule = "30 6 * * 1"
	c.Metrics.Weeks = 12
	c.Export.Dir = "memory/learning/exports"
	c.Export.ImportConfidence = 0.7
	c.Daemon.Socket = "memory/learning/loopd.sock"
	c.Daemon.PollInterval = time.Second
	c.Daemon.ShutdownGrace = 4 * time.Second
	c.Log.Level = "info"
	c.Log.Format = "text"
	return c
}

func describe(file string) string {
	if file == "" {
		return "(defaults)"
	}
	return file
}

func fileExists(p string) bool {
	fi, err := os.Stat(p)
	return err == nil && !fi.IsDir()
}

// unknownKeys names the keys in the file loopd does not know.
func unknownKeys(v *viper.Viper, file string) []string {
	known := defaults()
	var out []string
	for _, k := range v.AllKeys() {
		if _, ok := known[k]; ok {
			continue
		}
		if strings.HasPrefix(k, "sources") {
			continue
		}
		out = append(out, fmt.Sprintf("config %s: unknown key %q (ignored)", file, k))
	}
	sort.Strings(out)
	return out
}

var cronParser = cron.NewParser(cron.Minute | cron.Hour | cron.Dom | cron.Month | cron.Dow | cron.Descriptor)

// ParseSchedule parses a cron schedule the way the daemon does.
func ParseSchedule(spec string) (cron.Schedule, error) { return cronParser.Parse(spec) }

func (c *Config) validate() error {
	var errs []error
	bad := func(key string, val any, why string) {
		errs = append(errs, fmt.Errorf("config: %s = %v is invalid: %s", key, val, why))
	}
	loc, err := time.LoadLocation(c.Timezone)
	if err != nil {
		bad("timezone", c.Timezone, "not a known time zone")
	} else {
		c.Location = loc
	}
	for i, s := range c.Sources {
		if s.Path == "" {
			bad(fmt.Sprintf("sources[%d].path", i), `""`, "a source needs a path")
		}
		if s.Format == "" {
			c.Sources[i].Format = "events"
		} else if !validFormat(s.Format) {
			bad(fmt.Sprintf("sources[%d].format", i), s.Format, "want events, neurotiny, elmo or gotn")
		}
	}
	if c.Ingest.BatchLines < 1 || c.Ingest.BatchLines > 1_000_000 {
		bad("ingest.batch_lines", c.Ingest.BatchLines, "want 1 to 1000000")
	}
	unit := func(key string, x float64) {
		if x < 0 || x > 1 {
			bad(key, x, "want a number from 0 to 1")
		}
	}
	unit("learn.join_threshold", c.Learn.JoinThreshold)
	unit("learn.violation_threshold", c.Learn.ViolationThreshold)
	unit("learn.validation_threshold", c.Learn.ValidationThreshold)
	unit("rules.initial_confidence", c.Rules.InitialConfidence)
	unit("decay.review_threshold", c.Decay.ReviewThreshold)
	unit("guard.threshold", c.Guard.Threshold)
	unit("guard.block_threshold", c.Guard.BlockThreshold)
	unit("export.min_confidence", c.Export.MinConfidence)
	unit("export.import_confidence", c.Export.ImportConfidence)
	if c.Learn.ProvenEvents < 1 {
		bad("learn.proven_events", c.Learn.ProvenEvents, "want at least 1")
	}
	if c.Learn.Debounce < 0 {
		bad("learn.debounce", c.Learn.Debounce, "want a positive duration")
	}
	if c.Decay.HalfLifeDays <= 0 {
		bad("decay.half_life_days", c.Decay.HalfLifeDays, "want a positive number of days")
	}
	if c.Guard.MaxMatches < 1 {
		bad("guard.max_matches", c.Guard.MaxMatches, "want at least 1")
	}
	if c.Metrics.Weeks < 1 {
		bad("metrics.weeks", c.Metrics.Weeks, "want at least 1")
	}
	for key, spec := range map[string]string{
		"learn.schedule": c.Learn.Schedule, "decay.schedule": c.Decay.Schedule,
		"metrics.schedule": c.Metrics.Schedule, "export.schedule": c.Export.Schedule,
	} {
		if spec == "" && key != "learn.schedule" {
			continue // disabled
		}
		if _, err := ParseSchedule(spec); err != nil {
			bad(key, fmt.Sprintf("%q", spec), err.Error())
		}
	}
	if c.Daemon.PollInterval < 100*time.Millisecond || c.Daemon.PollInterval > time.Minute {
		bad("daemon.poll_interval", c.Daemon.PollInterval, "want 100ms to 1m")
	}
	if c.Daemon.ShutdownGrace <= 0 || c.Daemon.ShutdownGrace > time.Minute {
		bad("daemon.shutdown_grace", c.Daemon.ShutdownGrace, "want up to 1m")
	}
	if t := c.Daemon.TCP; t != "" && !strings.HasPrefix(t, "127.0.0.1:") && !strings.HasPrefix(t, "localhost:") {
		bad("daemon.tcp", t, "only 127.0.0.1:PORT is allowed")
	}
	switch strings.ToLower(c.Log.Level) {
	case "debug", "info", "warn", "error":
	default:
		bad("log.level", c.Log.Level, "want debug, info, warn or error")
	}
	switch c.Log.Format {
	case "text", "json":
	default:
		bad("log.format", c.Log.Format, "want text or json")
	}
	return errors.Join(errs...)
}

func validFormat(f string) bool {
	switch f {
	case "events", "neurotiny", "elmo", "gotn":
		return true
	}
	return false
}

// LearningDir is Workspace/memory/learning.
func (c *Config) LearningDir() string { return filepath.Join(c.Workspace, "memory", "learning") }

// Path resolves p against the workspace unless it is absolute.
func (c *Config) Path(p string) string {
	if filepath.IsAbs(p) {
		return p
	}
	return filepath.Join(c.Workspace, p)
}

// HalfLife is the decay half life as a duration.
func (c *Config) HalfLife() time.Duration {
	return time.Duration(c.Decay.HalfLifeDays * float64(24*time.Hour))
}
