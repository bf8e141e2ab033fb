package daemon

import (
	"time"

	sd "github.com/coreos/go-systemd/v22/daemon"
)

// notify sends a state to systemd; without NOTIFY_SOCKET it does
// nothing.
func (d *Daemon) notify(state string) {
	if _, err := sd.SdNotify(false, state); err != nil {
		d.log.Debug("systemd notify failed", "state", state, "err", err)
	}
}

// watchdogInterval is the WatchdogSec systemd asked for, 0 without one.
func watchdogInterval() time.Duration {
	iv, err := sd.SdWatchdogEnabled(false)
	if err != nil {
		return 0
	}
	return iv
}
