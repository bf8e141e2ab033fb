package daemon

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"time"

	"github.com/loopd-dev/loopd/internal/model"
)

// ErrUnavailable means no daemon answered on the socket: the caller
// should do the work itself from the store.
var ErrUnavailable = errors.New("no loopd daemon answers")

// Client talks to a running daemon over its unix socket.
type Client struct {
	socket string
	hc     *http.Client
}

// NewClient returns a client for the daemon listening on socket. timeout
// bounds each request (0 = 5 s); connecting gives up after a quarter of
// it, so a dead socket falls back quickly.
func NewClient(socket string, timeout time.Duration) *Client {
	if timeout <= 0 {
		timeout = 5 * time.Second
	}
	dialer := &net.Dialer{Timeout: timeout / 4}
	tr := &http.Transport{
		DialContext: func(ctx context.Context, _, _ string) (net.Conn, error) {
			return dialer.DialContext(ctx, "unix", socket)
		},
		MaxIdleConns:      1,
		DisableKeepAlives: false,
	}
	return &Client{socket: socket, hc: &http.Client{Transport: tr, Timeout: timeout}}
}

// Close releases idle connections.
func (c *Client) Close() { c.hc.CloseIdleConnections() }

// Guard asks the daemon to check an action; the answer is what
// `loopd guard --json` prints.
func (c *Client) Guard(ctx context.Context, action string) (model.GuardResult, error) {
	var res model.GuardResult
	body, err := json.Marshal(GuardRequest{Action: action})
	if err != nil {
		return res, err
	}
	err = c.do(ctx, http.MethodPost, "/v1/guard", body, &res)
	return res, err
}

// Status asks the daemon for `loopd status`.
func (c *Client) Status(ctx context.Context) (Status, error) {
	var st Status
	err := c.do(ctx, http.MethodGet, "/v1/status", nil, &st)
	return st, err
}

// Health reports whether the daemon answers.
func (c *Client) Health(ctx context.Context) error {
	var v map[string]any
	return c.do(ctx, http.MethodGet, "/healthz", nil, &v)
}

func (c *Client) do(ctx context.Context, method, path string, body []byte, out any) error {
	var rd io.Reader
	if body != nil {
		rd = bytes.NewReader(body)
	}
	req, err := http.NewRequestWithContext(ctx, method, "http://loopd"+path, rd)
	if err != nil {
		return err
	}
	if body != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	resp, err := c.hc.Do(req)
	if err != nil {
		var opErr *net.OpError
		if errors.As(err, &opErr) && opErr.Op == "dial" {
			return fmt.Errorf("%w on %s: %v", ErrUnavailable, c.socket, err)
		}
		return fmt.Errorf("daemon %s %s: %w", method, path, err)
	}
	defer resp.Body.Close()
	data, err := io.ReadAll(io.LimitReader(resp.Body, 64<<20))
	if err != nil {
		return fmt.Errorf("daemon %s %s: %w", method, path, err)
	}
	if resp.StatusCode != http.StatusOK {
		var ae apiError
		if json.Unmarshal(data, &ae) == nil && ae.Error != "" {
			return fmt.Errorf("daemon %s %s: %s", method, path, ae.Error)
		}
		return fmt.Errorf("daemon %s %s: %s", method, path, resp.Status)
	}
	if err := json.Unmarshal(data, out); err != nil {
		return fmt.Errorf("daemon %s %s: bad answer: %w", method, path, err)
	}
	return nil
}
