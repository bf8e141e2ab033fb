package main

import (
	"context"
	"os"
	"time"

	"github.com/loopd-dev/loopd/internal/daemon"
	"github.com/loopd-dev/loopd/internal/model"
)

// daemonTimeout bounds one request to the daemon; past it the command
// does the work itself.
const daemonTimeout = 2 * time.Second

// daemonClient reaches the workspace's daemon over its socket.
func (a *app) daemonClient() *daemon.Client {
	return daemon.NewClient(a.cfg.Path(a.cfg.Daemon.Socket), daemonTimeout)
}

// guardViaDaemon asks a running daemon to check an action; ok is false
// when no daemon answers or it failed, and the caller checks locally.
func (a *app) guardViaDaemon(ctx context.Context, action string) (model.GuardResult, bool) {
	// No socket file, no daemon: skip building a client on the cold path.
	if _, err := os.Stat(a.cfg.Path(a.cfg.Daemon.Socket)); err != nil {
		return model.GuardResult{}, false
	}
	c := a.daemonClient()
	defer c.Close()
	res, err := c.Guard(ctx, action)
	if err != nil {
		a.log.Debug("guard through the daemon failed; checking locally", "err", err)
		return model.GuardResult{}, false
	}
	return res, true
}

// statusViaDaemon asks a running daemon for the status and reads it from
// the store when none answers; both give the same daemon.Status.
func (a *app) statusViaDaemon(ctx context.Context) (daemon.Status, error) {
	c := a.daemonClient()
	defer c.Close()
	if st, err := c.Status(ctx); err == nil {
		return st, nil
	}
	s, err := a.store(ctx)
	if err != nil {
		return daemon.Status{}, err
	}
	st, err := daemon.CollectStatus(ctx, s, a.cfg, a.now())
	if err != nil {
		return daemon.Status{}, err
	}
	st.Daemon = a.daemonUp()
	return st, nil
}
