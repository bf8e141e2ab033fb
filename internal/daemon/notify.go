package daemon

import (
	"context"
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

// watchdog pings systemd at half the WatchdogSec interval it asked for,
// until ctx ends; without a watchdog it returns at once.
func (d *Daemon) watchdog(ctx context.Context) {
	interval, err := sd.SdWatchdogEnabled(false)
	if err != nil || interval <= 0 {
		return
	}
	t := time.NewTicker(interval / 2)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
			d.notify(sd.SdNotifyWatchdog)
		}
	}
}
