package daemon

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"time"

	"github.com/loopd-dev/loopd/internal/model"
)

// Guard answers guard checks from rules it keeps in memory.
// *guard.Checker satisfies it.
type Guard interface {
	Check(ctx context.Context, action string) (model.GuardResult, error)
	// Refresh reloads the rules after they changed.
	Refresh(ctx context.Context) error
}

// GuardRequest is the body of POST /v1/guard.
type GuardRequest struct {
	Action string `json:"action"`
}

// apiError is the body of every non-2xx answer.
type apiError struct {
	Error string `json:"error"`
}

// maxRequestBytes bounds a request body.
const maxRequestBytes = 1 << 20

func (d *Daemon) handler() http.Handler {
	mux := http.NewServeMux()
	mux.HandleFunc("GET /healthz", func(w http.ResponseWriter, r *http.Request) {
		writeJSON(w, http.StatusOK, map[string]any{"status": "ok", "pid": os.Getpid(), "workspace": d.config().Workspace})
	})
	mux.HandleFunc("GET /v1/status", func(w http.ResponseWriter, r *http.Request) {
		st, err := CollectStatus(r.Context(), d.opts.Store, d.config(), d.now())
		if err != nil {
			writeJSON(w, http.StatusInternalServerError, apiError{Error: err.Error()})
			return
		}
		st.Daemon = true
		writeJSON(w, http.StatusOK, st)
	})
	mux.HandleFunc("POST /v1/guard", func(w http.ResponseWriter, r *http.Request) {
		var req GuardRequest
		dec := json.NewDecoder(io.LimitReader(r.Body, maxRequestBytes))
		if err := dec.Decode(&req); err != nil {
			writeJSON(w, http.StatusBadRequest, apiError{Error: fmt.Sprintf("guard request: %v", err)})
			return
		}
		if req.Action == "" {
			writeJSON(w, http.StatusBadRequest, apiError{Error: `guard request: "action" is empty`})
			return
		}
		if d.opts.Guard == nil {
			writeJSON(w, http.StatusServiceUnavailable, apiError{Error: "this daemon has no guard"})
			return
		}
		res, err := d.opts.Guard.Check(r.Context(), req.Action)
		if err != nil {
			writeJSON(w, http.StatusInternalServerError, apiError{Error: err.Error()})
			return
		}
		writeJSON(w, http.StatusOK, res)
	})
	return mux
}

func writeJSON(w http.ResponseWriter, code int, v any) {
	data, err := json.Marshal(v)
	if err != nil {
		code = http.StatusInternalServerError
		data, _ = json.Marshal(apiError{Error: err.Error()})
	}
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(code)
	_, _ = w.Write(append(data, '\n'))
}

// maxSocketPath is the portable limit of a unix socket path (macOS 104,
// Linux 108 bytes including the terminating NUL).
const maxSocketPath = 103

// listenUnix listens on path with mode 0600. The caller holds the
// workspace lock, so a socket file already there is a dead daemon's.
func listenUnix(path string) (net.Listener, error) {
	if len(path) > maxSocketPath {
		return nil, fmt.Errorf("socket path %s is %d bytes, over the %d the OS allows: set daemon.socket to a shorter path", path, len(path), maxSocketPath)
	}
	if fi, err := os.Lstat(path); err == nil {
		if fi.Mode().Type() != os.ModeSocket {
			return nil, fmt.Errorf("socket %s: a file that is not a socket is in the way", path)
		}
		if err := os.Remove(path); err != nil {
			return nil, fmt.Errorf("remove stale socket %s: %w", path, err)
		}
	}
	ln, err := net.Listen("unix", path)
	if err != nil {
		return nil, fmt.Errorf("listen on %s: %w", path, err)
	}
	if err := os.Chmod(path, 0o600); err != nil {
		ln.Close()
		return nil, fmt.Errorf("listen on %s: %w", path, err)
	}
	return ln, nil
}

// listenTCP listens on a loopback address only.
func listenTCP(addr string) (net.Listener, error) {
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return nil, fmt.Errorf("listen on %s: %w", addr, err)
	}
	if ta, ok := ln.Addr().(*net.TCPAddr); !ok || !ta.IP.IsLoopback() {
		ln.Close()
		return nil, fmt.Errorf("listen on %s: not a loopback address; daemon.tcp must be 127.0.0.1:PORT", addr)
	}
	return ln, nil
}

func serve(srv *http.Server, ln net.Listener, errs chan<- error) {
	if err := srv.Serve(ln); err != nil && !errors.Is(err, http.ErrServerClosed) {
		errs <- fmt.Errorf("serve %s: %w", ln.Addr(), err)
	}
}

func newServer(h http.Handler) *http.Server {
	return &http.Server{Handler: h, ReadHeaderTimeout: 5 * time.Second, IdleTimeout: 2 * time.Minute}
}
