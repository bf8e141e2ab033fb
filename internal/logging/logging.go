// Package logging owns loopd's log output: log/slog in text or JSON at a
// level, both of which a running daemon changes when SIGHUP reloads its
// configuration.
package logging

import (
	"context"
	"io"
	"log/slog"
	"strings"
	"sync/atomic"
)

// Switch holds the level and format of the loggers New returns; Set
// changes them for every logger derived from them, at once.
type Switch struct {
	w     io.Writer
	level slog.LevelVar
	base  atomic.Pointer[slog.Handler]
}

// New returns a logger writing to w at level ("debug", "info", "warn",
// "error"; other values mean info) in format ("json", else text), and the
// Switch that changes them.
func New(w io.Writer, level, format string) (*slog.Logger, *Switch) {
	s := &Switch{w: w}
	s.Set(level, format)
	return slog.New(&handler{sw: s}), s
}

// Set changes the level and format.
func (s *Switch) Set(level, format string) {
	s.level.Set(ParseLevel(level))
	opts := &slog.HandlerOptions{Level: &s.level}
	var h slog.Handler
	if strings.EqualFold(format, "json") {
		h = slog.NewJSONHandler(s.w, opts)
	} else {
		h = slog.NewTextHandler(s.w, opts)
	}
	s.base.Store(&h)
}

// ParseLevel reads a level name; unknown names are info.
func ParseLevel(level string) slog.Level {
	switch strings.ToLower(level) {
	case "debug":
		return slog.LevelDebug
	case "warn":
		return slog.LevelWarn
	case "error":
		return slog.LevelError
	}
	return slog.LevelInfo
}

// handler renders through the switch's current base handler, replaying
// the attributes and groups of With and WithGroup on it.
type handler struct {
	sw  *Switch
	ops []op
}

// op is one With (attrs) or WithGroup (group) call.
type op struct {
	attrs []slog.Attr
	group string
}

func (h *handler) Enabled(_ context.Context, l slog.Level) bool { return l >= h.sw.level.Level() }

func (h *handler) Handle(ctx context.Context, r slog.Record) error {
	b := *h.sw.base.Load()
	for _, o := range h.ops {
		if o.attrs != nil {
			b = b.WithAttrs(o.attrs)
		} else {
			b = b.WithGroup(o.group)
		}
	}
	return b.Handle(ctx, r)
}

func (h *handler) with(o op) *handler {
	ops := make([]op, len(h.ops), len(h.ops)+1)
	copy(ops, h.ops)
	return &handler{sw: h.sw, ops: append(ops, o)}
}

func (h *handler) WithAttrs(attrs []slog.Attr) slog.Handler {
	if len(attrs) == 0 {
		return h
	}
	return h.with(op{attrs: attrs})
}

func (h *handler) WithGroup(name string) slog.Handler {
	if name == "" {
		return h
	}
	return h.with(op{group: name})
}
