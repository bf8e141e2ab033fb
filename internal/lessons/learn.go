package lessons

import (
	"context"
	"encoding/json"
	"fmt"
	"log/slog"
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"github.com/loopd-dev/loopd/internal/events"
	"github.com/loopd-dev/loopd/internal/guard"
	"github.com/loopd-dev/loopd/internal/model"
	"github.com/loopd-dev/loopd/internal/rules"
	"github.com/loopd-dev/loopd/internal/store"
	"github.com/loopd-dev/loopd/internal/text"
)

// Keys under which learn keeps its progress in the store.
const (
	kvLastEvent = "learn.last_event_id"
	kvCluster   = "learn.cluster_state"
)

// composeEvents bounds how many of a lesson's most recent events its
// text is composed from.
const composeEvents = 40

// LearnConfig holds learn's thresholds.
type LearnConfig struct {
	Cluster ClusterConfig
	// ProvenEvents is how many events make a lesson proven.
	ProvenEvents int
	// ViolationThreshold is the guard score at which a mistake counts as
	// violating a rule it was not clustered with.
	ViolationThreshold float64
	// ValidationThreshold is the guard score at which a success event
	// validates a rule.
	ValidationThreshold float64
	// SameRuleThreshold is the similarity (rules.Similarity) from which a
	// proven lesson says what an existing active rule says: it reinforces
	// that rule instead of creating a duplicate.
	SameRuleThreshold float64
}

// DefaultLearnConfig returns the defaults.
func DefaultLearnConfig() LearnConfig {
	return LearnConfig{
		Cluster: DefaultClusterConfig(), ProvenEvents: 3,
		ViolationThreshold: 0.6, ValidationThreshold: 0.6, SameRuleThreshold: 0.5,
	}
}

// Learner runs the learning step: clusters new events into lessons,
// promotes proven lessons to rules, and records violations and
// validations — all in one transaction, so a crash leaves the previous
// state and running it twice changes nothing the second time.
type Learner struct {
	Store    *store.Store
	Analyzer *text.Analyzer
	Config   LearnConfig
	Now      func() time.Time
	Log      *slog.Logger
	// ChunkEvents bounds the events one transaction learns from
	// (0 = DefaultChunkEvents).
	ChunkEvents int
}

// Report says what one learn run did.
type Report struct {
	Events      int      `json:"events"`
	Clustered   int      `json:"clustered"`
	NewLessons  int      `json:"new_lessons"`
	Lessons     int      `json:"lessons_changed"`
	NewRules    []string `json:"new_rules"`
	Reinforced  []string `json:"reinforced_rules"`
	Violations  int      `json:"violations"`
	Validations int      `json:"validations"`
	TookMS      int64    `json:"took_ms"`
}

// Changed reports whether the run changed anything.
func (r Report) Changed() bool {
	return r.Events > 0 || len(r.NewRules) > 0 || len(r.Reinforced) > 0 || r.Lessons > 0
}

type learnRun struct {
	l        *Learner
	ctx      context.Context
	tx       *store.Tx
	now      time.Time
	rep      *Report
	limit    int
	lessons  map[string]*model.Lesson
	order    []string
	byClust  map[int]string
	changed  map[string]bool
	fresh    map[string][]model.Event // events added to each lesson in this run
	rules    map[string]*model.Rule
	ruleList []string
	created  map[string]time.Time
	matcher  *guard.Matcher
	// actionable marks lessons with a remedy (some event says what to
	// do); only those become rules.
	actionable map[string]bool
	nextL      int
	nextR      int
	dirtyR     map[string]bool
}

// DefaultChunkEvents is how many events one learn transaction takes: a
// backlog is learned in several short transactions, so the store's single
// writer (guard checks, ingest) never waits long.
const DefaultChunkEvents = 10000

// Learn processes every event stored since the last run, in chunks of
// ChunkEvents events; each chunk commits its lessons, rules and progress
// together, so a crash leaves a consistent state and the next run goes on
// from there.
func (l *Learner) Learn(ctx context.Context) (Report, error) {
	start := time.Now()
	now := time.Now()
	if l.Now != nil {
		now = l.Now()
	}
	chunk := l.ChunkEvents
	if chunk <= 0 {
		chunk = DefaultChunkEvents
	}
	var total Report
	for {
		var rep Report
		err := l.Store.Update(ctx, func(tx *store.Tx) error {
			rep = Report{}
			run := &learnRun{l: l, ctx: ctx, tx: tx, now: now, rep: &rep, limit: chunk,
				lessons: map[string]*model.Lesson{}, byClust: map[int]string{}, changed: map[string]bool{},
				fresh: map[string][]model.Event{}, rules: map[string]*model.Rule{}, dirtyR: map[string]bool{},
				actionable: map[string]bool{}}
			return run.run()
		})
		if err != nil {
			total.TookMS = time.Since(start).Milliseconds()
			return total, fmt.Errorf("learn: %w", err)
		}
		total.add(rep)
		if rep.Events < chunk {
			break
		}
	}
	total.TookMS = time.Since(start).Milliseconds()
	return total, nil
}

// add folds one chunk's report into r.
func (r *Report) add(o Report) {
	r.Events += o.Events
	r.Clustered += o.Clustered
	r.NewLessons += o.NewLessons
	r.Lessons += o.Lessons
	r.NewRules = append(r.NewRules, o.NewRules...)
	for _, id := range o.Reinforced {
		if !slices.Contains(r.Reinforced, id) {
			r.Reinforced = append(r.Reinforced, id)
		}
	}
	r.Violations += o.Violations
	r.Validations += o.Validations
}

func (r *learnRun) run() error {
	ctx, tx := r.ctx, r.tx
	lastStr, _, err := tx.KV(ctx, kvLastEvent)
	if err != nil {
		return err
	}
	last, _ := strconv.ParseInt(lastStr, 10, 64)
	if err := r.loadLessonsAndRules(); err != nil {
		return err
	}
	clusterer, err := r.loadClusterer()
	if err != nil {
		return err
	}
	members, err := tx.MemberEventIDs(ctx, last)
	if err != nil {
		return err
	}
	rows, err := tx.EventsAfter(ctx, last, r.limit)
	if err != nil {
		return err
	}
	evs := make([]model.Event, 0, len(rows))
	// Stored events are valid by construction; the event parser reads
	// them several times faster than encoding/json and fills the same
	// defaults (category, human_feedback) as ingest did.
	parser := events.NewParser(time.UTC)
	for _, row := range rows {
		p, err := parser.Parse(row.Raw)
		if err != nil {
			return fmt.Errorf("event %d: %w", row.ID, err)
		}
		ev := p.Event
		ev.ID, ev.Time, ev.Raw = row.ID, row.Time, row.Raw
		evs = append(evs, ev)
		if row.ID > last {
			last = row.ID
		}
	}
	// The clusterer wants (time, id) order; ids alone follow arrival.
	slices.SortStableFunc(evs, func(a, b model.Event) int {
		if c := a.Time.Compare(b.Time); c != 0 {
			return c
		}
		return int(a.ID - b.ID)
	})
	r.rep.Events = len(evs)
	var successes, clusterable []model.Event
	for _, ev := range evs {
		switch {
		case members[ev.ID]:
			// adopted with its lesson
		case ev.Type == model.TypeSuccess:
			successes = append(successes, ev)
		case Clusterable(ev.Type):
			clusterable = append(clusterable, ev)
		}
	}
	// AddAll analyzes the texts on every core, then assigns in order,
	// exactly as one Add per event would.
	assignments := clusterer.AddAll(clusterable)
	var ms []store.Member
	for i, ev := range clusterable {
		a := assignments[i]
		if a.Cluster == NoCluster {
			continue
		}
		r.rep.Clustered++
		id, ok := r.byClust[a.Cluster]
		if !ok {
			id = fmt.Sprintf("L-%03d", r.nextL)
			r.nextL++
			r.lessons[id] = &model.Lesson{
				ID: id, Created: ev.Time.Format(model.DateLayout), Category: ev.Category,
				Confidence: "testing", ConfidenceScore: rules.DefaultConfidence,
				LastValidated: ev.Time.Format(model.DateLayout), SourceEvents: []string{},
			}
			r.order = append(r.order, id)
			r.byClust[a.Cluster] = id
			r.rep.NewLessons++
		}
		ls := r.lessons[id]
		// A lesson already promoted: this mistake repeats what its rule
		// forbids.
		if ev.Type == model.TypeMistake && ls.PromotedToRule != "" {
			if err := r.violate(ls.PromotedToRule, ev); err != nil {
				return err
			}
		} else if ev.Type == model.TypeMistake {
			if err := r.matchViolations(ev); err != nil {
				return err
			}
		}
		ls.SourceEvents = append(ls.SourceEvents, ev.TS)
		// A lesson whose problem recurs is still relevant: it decays from
		// its latest event, not its first.
		if day := ev.Time.Format(model.DateLayout); day > ls.LastValidated {
			ls.LastValidated = day
		}
		if ev.Confidence == "proven" || ev.Feedback != "" || ev.Type == model.TypeFeedback {
			ls.Confidence = "proven"
		}
		r.fresh[id] = append(r.fresh[id], ev)
		r.changed[id] = true
		ms = append(ms, store.Member{EventID: ev.ID, LessonID: id, Similarity: a.Similarity, Evidence: a.Evidence})
	}
	if err := tx.AddMembers(ctx, ms); err != nil {
		return err
	}
	if err := r.composeChanged(); err != nil {
		return err
	}
	if err := r.promote(); err != nil {
		return err
	}
	for _, ev := range successes {
		if err := r.validateBySuccess(ev); err != nil {
			return err
		}
	}
	return r.save(clusterer, last)
}

func (r *learnRun) loadLessonsAndRules() error {
	ctx, tx := r.ctx, r.tx
	ls, err := tx.Lessons(ctx)
	if err != nil {
		return err
	}
	r.nextL = 1
	for i := range ls {
		l := ls[i]
		r.lessons[l.ID] = &l
		r.order = append(r.order, l.ID)
		if n, ok := idNum(l.ID, "L-"); ok && n >= r.nextL {
			r.nextL = n + 1
		}
	}
	rs, err := tx.Rules(ctx)
	if err != nil {
		return err
	}
	r.nextR = 1
	for i := range rs {
		rule := rs[i]
		r.rules[rule.ID] = &rule
		r.ruleList = append(r.ruleList, rule.ID)
		if n, ok := idNum(rule.ID, "R-"); ok && n >= r.nextR {
			r.nextR = n + 1
		}
	}
	if r.created, err = tx.RuleCreatedAt(ctx); err != nil {
		return err
	}
	r.rebuildMatcher()
	return nil
}

// idNum reads the number of an id like L-007.
func idNum(id, prefix string) (int, bool) {
	if len(id) <= len(prefix) || id[:len(prefix)] != prefix {
		return 0, false
	}
	n, err := strconv.Atoi(id[len(prefix):])
	return n, err == nil
}

func (r *learnRun) rebuildMatcher() {
	list := make([]model.Rule, 0, len(r.ruleList))
	for _, id := range r.ruleList {
		list = append(list, *r.rules[id])
	}
	r.matcher = guard.NewMatcher(r.l.Analyzer, list, guard.MatchOptions{Threshold: min(r.l.Config.ViolationThreshold, r.l.Config.ValidationThreshold)})
}

func (r *learnRun) loadClusterer() (*Clusterer, error) {
	ctx, tx := r.ctx, r.tx
	st := NewState()
	if raw, ok, err := tx.KV(ctx, kvCluster); err != nil {
		return nil, err
	} else if ok {
		if err := json.Unmarshal([]byte(raw), st); err != nil {
			return nil, fmt.Errorf("cluster state: %w", err)
		}
	}
	lcs, err := tx.LessonClusters(ctx)
	if err != nil {
		return nil, err
	}
	for _, lc := range lcs {
		var cs ClusterState
		if err := json.Unmarshal(lc.Features, &cs); err != nil {
			return nil, fmt.Errorf("lesson %s cluster state: %w", lc.LessonID, err)
		}
		for len(st.Clusters) <= lc.Cluster {
			st.Clusters = append(st.Clusters, nil)
		}
		st.Clusters[lc.Cluster] = &cs
		r.byClust[lc.Cluster] = lc.LessonID
	}
	// Clusters whose lesson row is gone (never expected) are kept empty
	// so numbering stays stable.
	for i, c := range st.Clusters {
		if c == nil {
			st.Clusters[i] = &ClusterState{ID: i, Sums: map[string]float64{}}
		}
	}
	return LoadClusterer(r.l.Analyzer, r.l.Config.Cluster, st)
}

// composeChanged rewrites the text of every lesson that gained events.
func (r *learnRun) composeChanged() error {
	for id := range r.changed {
		ls := r.lessons[id]
		evs := r.fresh[id]
		if len(ls.SourceEvents) > len(evs) && len(evs) < composeEvents {
			rows, err := r.tx.LessonEvents(r.ctx, id, composeEvents)
			if err != nil {
				return err
			}
			evs = evs[:0:0]
			for _, row := range rows {
				var ev model.Event
				if err := json.Unmarshal(row.Raw, &ev); err != nil {
					return fmt.Errorf("event %d: %w", row.ID, err)
				}
				ev.ID, ev.Time = row.ID, row.Time
				evs = append(evs, ev)
			}
		}
		if len(evs) > composeEvents {
			evs = evs[len(evs)-composeEvents:]
		}
		for _, ev := range evs {
			if strings.TrimSpace(ev.Solution) != "" {
				r.actionable[id] = true
			}
		}
		sum := Compose(evs)
		ls.Lesson, ls.Context, ls.Trigger, ls.Action = sentence(sum.Lesson), sum.Context, sum.Trigger, sentence(sum.Action)
		if sum.Subcategory != "" {
			ls.Subcategory = sum.Subcategory
		}
		ls.Category = majorityCategory(evs, ls.Category)
		if len(ls.SourceEvents) >= r.l.Config.ProvenEvents {
			ls.Confidence = "proven"
		}
		r.rep.Lessons++
	}
	return nil
}

func majorityCategory(evs []model.Event, fallback string) string {
	count := map[string]int{}
	best, bestN := fallback, 0
	for _, ev := range evs {
		count[ev.Category]++
	}
	keys := make([]string, 0, len(count))
	for k := range count {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	for _, k := range keys {
		if count[k] > bestN {
			best, bestN = k, count[k]
		}
	}
	return best
}

// promote turns every proven, unpromoted lesson into a rule, or ties it
// to an active rule that already says the same.
func (r *learnRun) promote() error {
	for _, id := range r.order {
		ls := r.lessons[id]
		if ls.PromotedToRule != "" || ls.Confidence != "proven" || ls.Lesson == "" || !r.actionable[id] {
			continue
		}
		if same := r.sameRule(ls); same != "" {
			ls.PromotedToRule = same
			r.changed[id] = true
			if !slices.Contains(r.rep.Reinforced, same) {
				r.rep.Reinforced = append(r.rep.Reinforced, same)
			}
			if _, err := r.validate(same, "lesson:"+id, r.now); err != nil {
				return err
			}
			continue
		}
		rid := fmt.Sprintf("R-%03d", r.nextR)
		r.nextR++
		day := r.now.Format(model.DateLayout)
		rule := &model.Rule{
			ID: rid, Type: rules.InferType(ls.Lesson), Category: ls.Category, Rule: ls.Lesson,
			Reason: ls.Context, Created: day, SourceLesson: id, LastChecked: day, LastValidated: day,
			ConfidenceScore: rules.DefaultConfidence, Status: model.StatusActive,
		}
		r.rules[rid] = rule
		r.ruleList = append(r.ruleList, rid)
		r.created[rid] = r.now
		r.dirtyR[rid] = true
		ls.PromotedToRule = rid
		r.changed[id] = true
		r.rep.NewRules = append(r.rep.NewRules, rid)
		if err := r.tx.PutRule(r.ctx, *rule); err != nil {
			return err
		}
		if err := r.tx.SetRuleCreatedAt(r.ctx, rid, r.now); err != nil {
			return err
		}
		r.rebuildMatcher()
	}
	return nil
}

// sameRule finds an active rule that says what the lesson says: the
// same normalized text, or the most similar rule text at or above the
// threshold with the same polarity (a prohibition never reinforces an
// obligation or the other way round).
func (r *learnRun) sameRule(ls *model.Lesson) string {
	norm := rules.Normalize(ls.Lesson)
	never := rules.InferType(ls.Lesson) == model.RuleNever
	best, bestSim := "", r.l.Config.SameRuleThreshold
	for _, id := range r.ruleList {
		rule := r.rules[id]
		if !rule.Active() {
			continue
		}
		if rules.Normalize(rule.Rule) == norm {
			return id
		}
		if (rule.Type == model.RuleNever) != never {
			continue
		}
		if sim := rules.Similarity(r.l.Analyzer, ls.Lesson, rule.Rule); sim >= bestSim {
			best, bestSim = id, sim
		}
	}
	return best
}

// matchViolations records a mistake against every active rule the guard
// matcher says it breaks.
func (r *learnRun) matchViolations(ev model.Event) error {
	for _, m := range r.matcher.Match(ev.Problem) {
		if m.Score < r.l.Config.ViolationThreshold || !m.Rule.Active() {
			continue
		}
		if err := r.violate(m.Rule.ID, ev); err != nil {
			return err
		}
	}
	return nil
}

// violate counts ev against the rule once, if the rule was in force
// when ev happened; a mistake before a rule existed is its evidence, not
// a violation.
func (r *learnRun) violate(ruleID string, ev model.Event) error {
	rule := r.rules[ruleID]
	if rule == nil || !rule.Active() {
		return nil
	}
	created, ok := r.created[ruleID]
	if !ok || !ev.Time.After(created) {
		return nil
	}
	added, err := r.tx.AddViolation(r.ctx, ruleID, ev.ID, ev.TS, true)
	if err != nil || !added {
		return err
	}
	rule.Violations++
	rule.LastChecked = ev.Time.Format(model.DateLayout)
	r.dirtyR[ruleID] = true
	r.rep.Violations++
	return nil
}

// validateBySuccess validates the rules a success event matches.
func (r *learnRun) validateBySuccess(ev model.Event) error {
	for _, m := range r.matcher.Match(ev.Text()) {
		if m.Score < r.l.Config.ValidationThreshold || !m.Rule.Active() {
			continue
		}
		if _, err := r.validate(m.Rule.ID, "event:"+strconv.FormatInt(ev.ID, 10), ev.Time); err != nil {
			return err
		}
	}
	return nil
}

func (r *learnRun) validate(ruleID, source string, when time.Time) (bool, error) {
	rule := r.rules[ruleID]
	if rule == nil {
		return false, nil
	}
	added, err := r.tx.AddValidation(r.ctx, ruleID, source, when.UTC().Format(time.RFC3339))
	if err != nil || !added {
		return false, err
	}
	rules.ApplyValidation(rule, when)
	r.dirtyR[ruleID] = true
	r.rep.Validations++
	if ls := r.lessons[rule.SourceLesson]; ls != nil {
		day := when.Format(model.DateLayout)
		if ls.LastValidated < day {
			ls.LastValidated = day
		}
		ls.ValidationCount++
		ls.ConfidenceScore = rules.DefaultConfidence
		ls.ReviewFlagged = false
		r.changed[ls.ID] = true
	}
	return true, nil
}

func (r *learnRun) save(c *Clusterer, last int64) error {
	ctx, tx := r.ctx, r.tx
	ids := make([]string, 0, len(r.changed))
	for id := range r.changed {
		ids = append(ids, id)
	}
	slices.Sort(ids)
	for _, id := range ids {
		if err := tx.PutLesson(ctx, *r.lessons[id]); err != nil {
			return err
		}
	}
	st := c.State()
	for _, cid := range st.Changed() {
		lid, ok := r.byClust[cid]
		if !ok {
			continue
		}
		data, err := json.Marshal(st.Clusters[cid])
		if err != nil {
			return fmt.Errorf("cluster %d: %w", cid, err)
		}
		if err := tx.SetLessonCluster(ctx, lid, cid, data); err != nil {
			return err
		}
	}
	st.ResetChanged()
	global := *st
	global.Clusters = nil
	data, err := json.Marshal(&global)
	if err != nil {
		return fmt.Errorf("cluster state: %w", err)
	}
	if r.rep.Events > 0 {
		if err := tx.SetKV(ctx, kvCluster, string(data)); err != nil {
			return err
		}
		if err := tx.SetKV(ctx, kvLastEvent, strconv.FormatInt(last, 10)); err != nil {
			return err
		}
	}
	rids := make([]string, 0, len(r.dirtyR))
	for id := range r.dirtyR {
		rids = append(rids, id)
	}
	slices.Sort(rids)
	for _, id := range rids {
		if err := tx.PutRule(ctx, *r.rules[id]); err != nil {
			return err
		}
	}
	return nil
}

// sentence starts a statement with a capital letter: a lesson taken from
// a human's words ("rotate any leaked key at once") reads as a rule.
func sentence(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	if n == 0 || !unicode.IsLower(r) {
		return s
	}
	return string(unicode.ToUpper(r)) + s[n:]
}
