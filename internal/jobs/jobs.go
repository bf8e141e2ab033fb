// Package jobs runs loopd's periodic, store-backed work — confidence decay,
// weekly metrics, the weekly report files — for both the CLI commands
// (decay, metrics, report) and the daemon's scheduled jobs, so that a job
// and the command of the same name do exactly the same thing. The logic
// lives in internal/rules (decay) and internal/metrics (figures, reports);
// this package loads their inputs from the store, writes the results back
// in one transaction, and rewrites the workspace files derived from them.
//
// Every function takes the instant it runs at; none reads the clock.
package jobs

import (
	"time"

	"github.com/loopd-dev/loopd/internal/config"
	"github.com/loopd-dev/loopd/internal/rules"
)

// DefaultWeeks is how many weeks a report shows when Config.Weeks is 0.
const DefaultWeeks = 12

// Config holds the settings the jobs read.
type Config struct {
	// Location decides where days and ISO weeks begin (nil means UTC).
	Location *time.Location
	// Decay is the half life and review threshold; its Location should be
	// Location.
	Decay rules.DecayConfig
	// Weeks is how many weeks reports show (0 means DefaultWeeks).
	Weeks int
}

// FromConfig builds a Config from loopd's configuration.
func FromConfig(c *config.Config) Config {
	return Config{
		Location: c.Location,
		Decay: rules.DecayConfig{
			HalfLife:        c.HalfLife(),
			ReviewThreshold: c.Decay.ReviewThreshold,
			Location:        c.Location,
		},
		Weeks: c.Metrics.Weeks,
	}
}

func (c Config) loc() *time.Location {
	if c.Location == nil {
		return time.UTC
	}
	return c.Location
}

func (c Config) weeks() int {
	if c.Weeks <= 0 {
		return DefaultWeeks
	}
	return c.Weeks
}

func (c Config) decay() rules.DecayConfig {
	d := c.Decay
	if d.Location == nil {
		d.Location = c.loc()
	}
	return d
}
