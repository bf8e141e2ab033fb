package lessons

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/loopd-dev/loopd/internal/model"
)

func ev(i int, typ, problem, solution string, tags ...string) model.Event {
	t := time.Date(2026, 9, 1, 9, 0, 0, 0, time.UTC).Add(time.Duration(i) * time.Hour)
	e := model.Event{ID: int64(i + 1), TS: t.Format(time.RFC3339), Time: t, Type: typ, Category: "dev",
		Tags: tags, Problem: problem, Solution: solution}
	if typ == model.TypeFeedback {
		e.Feedback = stripSpeaker(problem)
	}
	return e
}

func TestCompose(t *testing.T) {
	tests := []struct {
		name   string
		events []model.Event
		want   Summary // empty fields are not checked
		// lessonHas lists words the lesson must contain
		lessonHas []string
		// actionOneOf, when set, lists the acceptable actions
		actionOneOf []string
	}{
		{
			name: "imperative solution beats a report",
			events: []model.Event{
				ev(0, model.TypeDebugSession, "Publishing the package errored with EPUBLISHCONFLICT", "The version was not incremented; bump it first", "npm"),
				ev(1, model.TypeMistake, "npm publish failed: cannot publish over the previously published version", "Bump the version in package.json before publishing", "npm", "publish"),
				ev(2, model.TypeMistake, "Tried to publish the same version twice", "Increment the package version before each publish", "publish"),
			},
			want:        Summary{Subcategory: "npm"},
			actionOneOf: []string{"Bump the version in package.json before publishing", "Increment the package version before each publish"},
		},
		{
			name: "the human's correction wins",
			events: []model.Event{
				ev(0, model.TypeMistake, "docker system prune -a on prod deleted the postgres volume", "Remove specific images only", "docker"),
				ev(1, model.TypeFeedback, "Greg: the production database is gone after your cleanup", "Never run docker system prune on production servers", "docker"),
				ev(2, model.TypeMistake, "Cleaning up docker removed volumes with live data", "Do not run prune with volumes on the production host", "docker", "volumes"),
			},
			want:      Summary{Action: "Never run docker system prune on production servers", Subcategory: "docker"},
			lessonHas: []string{"never", "prune", "production"},
		},
		{
			name: "trigger is the agent's account, speaker prefix dropped",
			events: []model.Event{
				ev(0, model.TypeFeedback, "Greg: you put two meetings at 3pm on Thursday", "Look for overlapping events before scheduling"),
				ev(1, model.TypeMistake, "Accepted a vendor meeting that clashed with the school pickup", "Verify the slot is free before confirming a meeting", "meeting"),
			},
			want: Summary{Trigger: "Accepted a vendor meeting that clashed with the school pickup", Subcategory: "meeting"},
		},
		{
			name: "pronoun action gets its situation",
			events: []model.Event{
				ev(0, model.TypeMistake, "Release job rejected, version 1.4.2 already exists", "Bump it first"),
			},
			want:      Summary{Action: "Bump it first"},
			lessonHas: []string{"bump it first", "when:", "already exists"},
		},
		{
			name: "context counts types and dates",
			events: []model.Event{
				ev(30, model.TypeMistake, "Container exceeded its RAM limit and restarted", "Stream the data rather than reading it whole into memory"),
				ev(0, model.TypeMistake, "The indexing process was killed by the OOM killer", "Process the files in batches instead of loading all at once"),
				ev(2, model.TypeDebugSession, "The box froze swapping while building the search index", "Build the index incrementally with bounded memory"),
			},
			want: Summary{Context: "3 events (2 mistake, 1 debug_session) from 2026-09-01 to 2026-09-02: The indexing process was killed by the OOM killer; The box froze swapping while building the search index; Container exceeded its RAM limit and restarted"},
		},
		{
			name: "subcategory falls back on problem words",
			events: []model.Event{
				ev(0, model.TypeMistake, "Weekly summary left out the outage", "Read all the daily notes before writing the weekly summary"),
				ev(1, model.TypeMistake, "The weekly recap missed a meeting", "Base the weekly summary on the daily notes"),
			},
			want: Summary{Subcategory: "weekly"},
		},
		{
			name:   "no events",
			events: nil,
			want:   Summary{},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := Compose(tt.events)
			check := func(field, got, want string) {
				if want != "" && got != want {
					t.Errorf("Compose().%s = %q, want %q", field, got, want)
				}
			}
			check("Lesson", got.Lesson, tt.want.Lesson)
			check("Action", got.Action, tt.want.Action)
			check("Trigger", got.Trigger, tt.want.Trigger)
			check("Context", got.Context, tt.want.Context)
			check("Subcategory", got.Subcategory, tt.want.Subcategory)
			if tt.actionOneOf != nil && !slices.Contains(tt.actionOneOf, got.Action) {
				t.Errorf("Compose().Action = %q, want one of %q", got.Action, tt.actionOneOf)
			}
			for _, w := range tt.lessonHas {
				if !strings.Contains(strings.ToLower(got.Lesson), w) {
					t.Errorf("Compose().Lesson = %q, want it to contain %q", got.Lesson, w)
				}
			}
			if len(tt.events) > 0 && (got.Lesson == "" || got.Trigger == "" || got.Action == "" || got.Context == "") {
				t.Errorf("Compose() = %+v, want every text field set", got)
			}
			if len(got.Context) > maxContext+len("…") {
				t.Errorf("len(Context) = %d, want <= %d", len(got.Context), maxContext)
			}
			// Order of the input does not matter.
			rev := slices.Clone(tt.events)
			slices.Reverse(rev)
			if again := Compose(rev); again != got {
				t.Errorf("Compose(reversed) = %+v, want %+v", again, got)
			}
		})
	}
}

// TestComposeDevLessons composes every lesson the clusterer finds in the
// labeled sets: each must have all its fields, and with -v they print for
// review.
func TestComposeDevLessons(t *testing.T) {
	for _, dir := range []string{"../../../shared/testdata/cluster-dev", "testdata/cluster-ops", "testdata/cluster-assistant", "testdata/cluster-holdout", "testdata/cluster-fresh", "testdata/cluster-fresh2"} {
		path := filepath.Join(dir, "events.jsonl")
		if _, err := os.Stat(path); err != nil {
			continue
		}
		events := readEvents(t, path)
		pred, _ := clusterAll(t, events, DefaultClusterConfig())
		groups := map[int][]model.Event{}
		for _, e := range events {
			if id := pred[e.TS]; id != NoCluster {
				groups[id] = append(groups[id], e)
			}
		}
		for id := 0; id < len(groups); id++ {
			g := groups[id]
			s := Compose(g)
			if s.Lesson == "" || s.Trigger == "" || s.Action == "" || s.Context == "" {
				t.Errorf("%s cluster %d: Compose = %+v, want every text field set", filepath.Base(dir), id, s)
			}
			if len(g) > 1 {
				t.Logf("%s #%d [%s] lesson=%q | trigger=%q", filepath.Base(dir), id, s.Subcategory, s.Lesson, s.Trigger)
			}
		}
	}
}
