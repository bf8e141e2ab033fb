package daemon

import (
	"net"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// TestSystemdNotify listens where systemd would (NOTIFY_SOCKET) and
// checks readiness, watchdog pings and the stop notice.
func TestSystemdNotify(t *testing.T) {
	e := newEnv(t)
	sock := filepath.Join(t.TempDir(), "notify")
	conn, err := net.ListenUnixgram("unixgram", &net.UnixAddr{Name: sock, Net: "unixgram"})
	if err != nil {
		t.Skip("no unixgram sockets:", err)
	}
	defer conn.Close()
	t.Setenv("NOTIFY_SOCKET", sock)
	t.Setenv("WATCHDOG_USEC", "100000")
	t.Setenv("WATCHDOG_PID", "")
	e.start()
	got := map[string]bool{}
	buf := make([]byte, 4096)
	read := func(want string) {
		t.Helper()
		for !got[want] {
			if err := conn.SetReadDeadline(time.Now().Add(10 * time.Second)); err != nil {
				t.Fatal(err)
			}
			n, err := conn.Read(buf)
			if err != nil {
				t.Fatalf("waiting for %s from the daemon: %v (got %v)", want, err, got)
			}
			for _, line := range strings.Split(string(buf[:n]), "\n") {
				got[line] = true
			}
		}
	}
	read("READY=1")
	read("WATCHDOG=1")
	if err := e.stop(); err != nil {
		t.Fatalf("Run = %v", err)
	}
	read("STOPPING=1")
}
