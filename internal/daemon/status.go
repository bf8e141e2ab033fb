package daemon

import (
	"context"
	"os"
	"time"

	"github.com/loopd-dev/loopd/internal/config"
	"github.com/loopd-dev/loopd/internal/store"
)

// SourceStatus is one committed read position in `loopd status`.
type SourceStatus struct {
	Path    string `json:"path"`
	Offset  int64  `json:"offset"`
	Size    int64  `json:"size"` // -1 when the file is gone
	Format  string `json:"format"`
	Updated string `json:"updated"`
}

// Status is what `loopd --json status` prints and GET /v1/status
// answers: the same struct from both, so the two agree field for field.
type Status struct {
	Workspace   string         `json:"workspace"`
	Daemon      bool           `json:"daemon"`
	Events      int            `json:"events"`
	Unlearned   int            `json:"unlearned"`
	Lessons     int            `json:"lessons"`
	Rules       int            `json:"rules"`
	ActiveRules int            `json:"active_rules"`
	ParseErrors int            `json:"parse_errors"`
	GuardChecks int            `json:"guard_checks"`
	Sources     []SourceStatus `json:"sources"`
	Jobs        []JobStatus    `json:"jobs,omitempty"`
}

// CollectStatus reads the status from the store. Daemon is left false:
// the daemon sets it when it answers, the CLI when a daemon answers its
// socket.
func CollectStatus(ctx context.Context, st *store.Store, cfg *config.Config, now time.Time) (Status, error) {
	c, err := st.Counts(ctx)
	if err != nil {
		return Status{}, err
	}
	srcs, err := st.Sources(ctx)
	if err != nil {
		return Status{}, err
	}
	rep := Status{
		Workspace: cfg.Workspace,
		Events:    c.Events, Unlearned: c.Unlearned, Lessons: c.Lessons, Rules: c.Rules, ActiveRules: c.ActiveRules,
		ParseErrors: c.ParseErrors, GuardChecks: c.GuardChecks, Sources: []SourceStatus{},
	}
	for _, src := range srcs {
		s := SourceStatus{Path: src.Path, Offset: src.Offset, Format: src.Format, Updated: src.Updated, Size: -1}
		if fi, err := os.Stat(src.Path); err == nil {
			s.Size = fi.Size()
		}
		rep.Sources = append(rep.Sources, s)
	}
	if rep.Jobs, err = JobStatuses(ctx, st, cfg, now); err != nil {
		return Status{}, err
	}
	return rep, nil
}
