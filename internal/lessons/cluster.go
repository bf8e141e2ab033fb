// Package lessons turns events into lessons. This file and compose.go hold
// its clustering core: grouping mistake, debug_session, feedback and
// discovery events by meaning (Clusterer, State) and writing a lesson's text
// from its events (Compose). They know nothing of the store; the learn
// pipeline persists State and the lessons it describes.
package lessons

import (
	"cmp"
	"errors"
	"fmt"
	"math"
	"runtime"
	"slices"
	"strings"
	"sync"

	"github.com/kljensen/snowball/english"

	"github.com/loopd-dev/loopd/internal/model"
	"github.com/loopd-dev/loopd/internal/text"
	"github.com/loopd-dev/loopd/internal/wordnet"
)

// NoCluster is the Cluster of an Assignment for an event that was not
// clustered (a success or an unknown type).
const NoCluster = -1

// ErrNotClusterable is returned by AddChecked for events that never join a
// lesson: successes (they are validation evidence) and unknown types.
var ErrNotClusterable = errors.New("event type is not clustered into lessons")

// stateVersion is the layout version of State's JSON.
const stateVersion = 1

// ClusterConfig holds the clustering thresholds and weights. The zero value
// is not useful; start from DefaultClusterConfig.
type ClusterConfig struct {
	// JoinThreshold is the lowest similarity (0..1, see Clusterer) at which
	// an event joins an existing lesson instead of starting a new one.
	JoinThreshold float64 `json:"join_threshold"`
	// FailureBoost multiplies failure concepts ("#fail-…"): naming the same
	// failure is the strongest sign of the same lesson.
	FailureBoost float64 `json:"failure_boost"`
	// FixBoost multiplies fix concepts ("#fix-…") and failure concepts
	// named only in the solution (there they describe the remedy).
	FixBoost float64 `json:"fix_boost"`
	// ConceptBoost multiplies other (non-implied) lexicon concepts.
	ConceptBoost float64 `json:"concept_boost"`
	// LookWeight scales read-only acts and qualifiers (check, verify, list,
	// all, again...): every remedy says "check", so they say little about
	// which lesson an event belongs to.
	LookWeight float64 `json:"look_weight"`
	// SolutionWeight scales features found only in the solution text
	// (the problem and the human's feedback weigh 1).
	SolutionWeight float64 `json:"solution_weight"`
	// TagWeight scales features of the event's tags (a weak signal).
	TagWeight float64 `json:"tag_weight"`
	// CategoryWeight is the weight of the event's category (a weak signal).
	CategoryWeight float64 `json:"category_weight"`
	// PriorDocs smooths inverse document frequencies while few events have
	// been seen: idf = ln((docs+PriorDocs) / (df+1)).
	PriorDocs float64 `json:"prior_docs"`
	// IDFPower sharpens (>1) or flattens (<1) the idf factor.
	IDFPower float64 `json:"idf_power"`
	// MinIDF is the floor of a feature's idf factor.
	MinIDF float64 `json:"min_idf"`
	// MaxPostings bounds how many lessons one feature proposes as
	// candidates (the most recent ones plus the heaviest ones), which keeps
	// a learn run linear in the number of events.
	MaxPostings int `json:"max_postings"`
	// MaxCandidates is how many proposed lessons are scored exactly.
	MaxCandidates int `json:"max_candidates"`
	// EvidenceTerms is how many shared features an Assignment explains.
	EvidenceTerms int `json:"evidence_terms"`
	// RemedyWeight (0..1) is how much a solution unlike the cluster's
	// solutions lowers the similarity; RemedyFull is the solution cosine
	// from which there is no penalty.
	RemedyWeight float64 `json:"remedy_weight"`
	RemedyFull   float64 `json:"remedy_full"`
	// GroupAverage (β in 0..1) moves the similarity from the cosine to the
	// cluster's centroid (0) towards the average cosine to its members (1);
	// in between it is cos·(cohesion)^β, where cohesion = |Σ members| /
	// members is 1 for identical members and small for a mixed bag.
	GroupAverage float64 `json:"group_average"`
	// ConflictPenalty multiplies the similarity to a cluster whose usual
	// failures ("#fail-…" concepts in at least a third of its events) are
	// all different from the event's: the same object failing differently
	// is a different lesson. 1 disables it.
	ConflictPenalty float64 `json:"conflict_penalty"`
	// WordNetWeight scales what WordNet adds to the similarity. Content
	// words that no lexicon concept covers get WordNet features ("~lemma"
	// keys: the word's own lemmas, the other lemmas of its most frequent
	// senses, its derivational relatives and its senses' hypernyms), so
	// that "throttled" meets "rate limit" and "summary" meets "summarize"
	// where the curated vocabulary is silent. They are weighted like the
	// event's other features but kept out of its length, so they add
	// evidence without diluting the concepts; an event described mostly
	// by concepts gets little from them. WordNet reads words in their
	// everyday senses and never proposes candidates on its own. 0
	// disables it.
	WordNetWeight float64 `json:"wordnet_weight"`
	// SynonymWeight, RelatedWeight and HypernymWeight scale, within a
	// word's WordNet features, the other members of its senses, its
	// derivational relatives and its senses' hypernyms (its own lemma
	// weighs 1).
	SynonymWeight  float64 `json:"synonym_weight"`
	RelatedWeight  float64 `json:"related_weight"`
	HypernymWeight float64 `json:"hypernym_weight"`
}

// DefaultClusterConfig returns the tuned defaults.
func DefaultClusterConfig() ClusterConfig {
	return ClusterConfig{
		JoinThreshold:   0.15,
		FailureBoost:    2.5,
		FixBoost:        1.5,
		ConceptBoost:    1.2,
		LookWeight:      0.4,
		SolutionWeight:  0.8,
		TagWeight:       0.8,
		CategoryWeight:  0.3,
		PriorDocs:       20,
		MinIDF:          0.5,
		IDFPower:        1,
		MaxPostings:     128,
		MaxCandidates:   12,
		EvidenceTerms:   5,
		ConflictPenalty: 0.6,
		GroupAverage:    0.5,
		RemedyWeight:    0.7,
		RemedyFull:      0.25,
		WordNetWeight:   2,
		SynonymWeight:   0.6,
		RelatedWeight:   0.5,
		HypernymWeight:  0.3,
	}
}

// Validate reports a configuration that cannot cluster sensibly.
func (c ClusterConfig) Validate() error {
	switch {
	case c.JoinThreshold <= 0 || c.JoinThreshold > 1:
		return fmt.Errorf("cluster config: join_threshold %v not in (0, 1]", c.JoinThreshold)
	case c.FailureBoost <= 0 || c.FixBoost <= 0 || c.ConceptBoost <= 0:
		return fmt.Errorf("cluster config: concept boosts must be positive")
	case c.SolutionWeight < 0 || c.TagWeight < 0 || c.CategoryWeight < 0 || c.LookWeight < 0:
		return fmt.Errorf("cluster config: field weights must not be negative")
	case c.IDFPower <= 0 || c.IDFPower > 4:
		return fmt.Errorf("cluster config: idf_power %v not in (0, 4]", c.IDFPower)
	case c.PriorDocs < 1:
		return fmt.Errorf("cluster config: prior_docs %v < 1", c.PriorDocs)
	case c.RemedyWeight < 0 || c.RemedyWeight > 1 || c.RemedyFull <= 0:
		return fmt.Errorf("cluster config: remedy_weight %v not in [0, 1] or remedy_full %v not positive", c.RemedyWeight, c.RemedyFull)
	case c.GroupAverage < 0 || c.GroupAverage > 1:
		return fmt.Errorf("cluster config: group_average %v not in [0, 1]", c.GroupAverage)
	case c.ConflictPenalty <= 0 || c.ConflictPenalty > 1:
		return fmt.Errorf("cluster config: conflict_penalty %v not in (0, 1]", c.ConflictPenalty)
	case c.WordNetWeight < 0 || c.SynonymWeight < 0 || c.RelatedWeight < 0 || c.HypernymWeight < 0:
		return fmt.Errorf("cluster config: wordnet weights must not be negative")
	case c.MaxPostings < 1 || c.MaxCandidates < 1:
		return fmt.Errorf("cluster config: max_postings and max_candidates must be positive")
	}
	return nil
}

// ClusterState is one lesson's share of State: the sum of its members'
// unit-length feature vectors (each weighted with the idf of the moment it
// joined).
type ClusterState struct {
	// ID is the cluster's index in State.Clusters.
	ID int `json:"id"`
	// Count is the number of member events.
	Count int `json:"count"`
	// Sums maps feature keys to summed weights.
	Sums map[string]float64 `json:"sums"`
	// Norm2 is the squared length of Sums, kept incrementally.
	Norm2 float64 `json:"norm2"`
	// Types counts member events by type.
	Types map[string]int `json:"types,omitempty"`
	// Categories counts member events by category.
	Categories map[string]int `json:"categories,omitempty"`
	// SolSums and SolNorm2 are Sums and Norm2 of the members' solutions.
	SolSums  map[string]float64 `json:"sol_sums,omitempty"`
	SolNorm2 float64            `json:"sol_norm2,omitempty"`
	// Failures counts member events by failure concept ("#fail-…").
	Failures map[string]int `json:"failures,omitempty"`
	// WnSums sums the members' WordNet features ("~lemma", see
	// ClusterConfig.WordNetWeight), scaled like their Sums.
	WnSums map[string]float64 `json:"wn_sums,omitempty"`
}

// State is everything clustering needs between learn runs: global document
// frequencies and every cluster's feature sums. It is JSON-serializable;
// Changed tells which clusters a run touched so that a store rewrites only
// those.
type State struct {
	Version int `json:"version"`
	// Docs is the number of events clustered so far.
	Docs int `json:"docs"`
	// DF maps a feature key to the number of events that had it.
	DF map[string]int `json:"df"`
	// Clusters are indexed by their ID.
	Clusters []*ClusterState `json:"clusters"`

	changed map[int]bool
}

// NewState returns an empty state.
func NewState() *State {
	return &State{Version: stateVersion, DF: map[string]int{}}
}

// Changed returns the IDs of clusters created or modified since the state
// was created or loaded (or since the last ResetChanged), ascending.
func (s *State) Changed() []int {
	out := make([]int, 0, len(s.changed))
	for id := range s.changed {
		out = append(out, id)
	}
	slices.Sort(out)
	return out
}

// ResetChanged forgets which clusters changed, after a store saved them.
func (s *State) ResetChanged() { s.changed = nil }

func (s *State) markChanged(id int) {
	if s.changed == nil {
		s.changed = map[int]bool{}
	}
	s.changed[id] = true
}

// check verifies a loaded state before use.
func (s *State) check() error {
	if s.Version != 0 && s.Version != stateVersion {
		return fmt.Errorf("cluster state version %d, want %d", s.Version, stateVersion)
	}
	for i, c := range s.Clusters {
		if c == nil || c.ID != i {
			return fmt.Errorf("cluster state: cluster %d missing or misnumbered", i)
		}
	}
	return nil
}

// Assignment says where an event went and why.
type Assignment struct {
	// Cluster is the lesson's cluster ID, or NoCluster.
	Cluster int `json:"cluster"`
	// New is true when the event started the cluster.
	New bool `json:"new"`
	// Similarity is the event's similarity to the cluster it joined (1 for
	// a new cluster).
	Similarity float64 `json:"similarity"`
	// Evidence names the shared features (concept ids without "#", word
	// stems) that contributed most to the similarity, strongest first.
	Evidence []string `json:"evidence,omitempty"`
	// Nearest and NearestSimilarity describe the best existing cluster
	// when the event started a new one (Nearest is NoCluster if there was
	// no candidate at all).
	Nearest           int     `json:"nearest"`
	NearestSimilarity float64 `json:"nearest_similarity,omitempty"`
}

// Clusterer assigns events to lessons incrementally: each event joins the
// most similar existing cluster above the threshold or starts a new one;
// nothing is ever re-clustered. Candidates come from an inverted index
// (feature -> clusters), so the cost per event does not grow with the
// number of events. It is deterministic: the same events in the same order
// give the same clusters, whether added in one run or several. A Clusterer
// is not safe for concurrent use.
//
// An event is a unit vector of text.Analyzer features (word stems and
// lexicon concepts) from its problem, feedback, solution, tags and
// category, weighted by prior weight × role × idf; failure concepts
// ("#fail-…", lexicon/events_failures.txt) named in the problem weigh most.
// Content words no concept covers also get WordNet features ("~lemma",
// see ClusterConfig.WordNetWeight), scaled like the rest but outside the
// vector's length. Its similarity to a cluster is
//
//	min(1, (cos(event, Σ members) + WordNetWeight · wordnet(event, Σ members))
//	         · cohesion^GroupAverage)
//	  · failure agreement (ConflictPenalty when the cluster's usual
//	    failures are all different ones)
//	  · remedy agreement (down to 1-RemedyWeight when the solutions share
//	    nothing)
//
// and Assignment.Evidence names the shared features behind it.
type Clusterer struct {
	an  *text.Analyzer
	cfg ClusterConfig
	st  *State
	// wn is nil when WordNet is disabled or failed to load.
	wn *wordnet.WordNet
	// links caches each word's WordNet features (see wordLinks); it is
	// shared by AddAll's analysis workers.
	linksMu sync.RWMutex
	links   map[string]wnWord

	// postings maps a feature to the clusters that have it, ascending ID.
	postings map[string][]int32
	// heavy maps a feature to up to heavyPostings clusters with the largest
	// sum for it, heaviest first (ties: lower ID first).
	heavy map[string][]int32

	// scratch, reused across Add calls
	acc     []float64
	stamp   []uint32
	epoch   uint32
	touched []int32
	top     []int32
}

// minSeedPrior is the prior weight below which a feature does not propose
// candidate clusters (it still counts in their similarity).
const minSeedPrior = 0.35

// heavyPostings is how many heaviest clusters per feature are always
// candidates, however long the feature's posting list.
const heavyPostings = 16

// NewClusterer returns a clusterer that continues from st (a fresh state if
// st is nil). It rebuilds the inverted index from st. A configuration that
// fails Validate is replaced by DefaultClusterConfig.
func NewClusterer(a *text.Analyzer, cfg ClusterConfig, st *State) *Clusterer {
	if st == nil {
		st = NewState()
	}
	if st.DF == nil {
		st.DF = map[string]int{}
	}
	if st.Version == 0 {
		st.Version = stateVersion
	}
	if cfg.Validate() != nil {
		cfg = DefaultClusterConfig()
	}
	c := &Clusterer{an: a, cfg: cfg, st: st, postings: map[string][]int32{}, heavy: map[string][]int32{}}
	if cfg.WordNetWeight > 0 {
		if wn, err := wordnet.Load(); err == nil {
			c.wn, c.links = wn, map[string]wnWord{}
		}
	}
	for _, cl := range st.Clusters {
		if cl == nil {
			continue
		}
		for _, k := range sortedKeys(cl.Sums) {
			c.postings[k] = append(c.postings[k], int32(cl.ID))
			c.updateHeavy(k, int32(cl.ID))
		}
	}
	return c
}

// LoadClusterer is NewClusterer for a state read from storage: it reports a
// state that is inconsistent instead of clustering on top of it.
func LoadClusterer(a *text.Analyzer, cfg ClusterConfig, st *State) (*Clusterer, error) {
	if err := cfg.Validate(); err != nil {
		return nil, err
	}
	if st != nil {
		if err := st.check(); err != nil {
			return nil, err
		}
	}
	return NewClusterer(a, cfg, st), nil
}

// State returns the clusterer's state (the same pointer it was given).
func (c *Clusterer) State() *State { return c.st }

// Clusterable reports whether events of this type are grouped into lessons.
func Clusterable(eventType string) bool {
	switch eventType {
	case model.TypeMistake, model.TypeDebugSession, model.TypeFeedback, model.TypeDiscovery:
		return true
	}
	return false
}

// Add clusters one event. Events must come in (time, id) order. Successes
// and unknown types are not clustered: Add returns an Assignment with
// Cluster == NoCluster for them and changes nothing (AddChecked returns an
// error instead).
func (c *Clusterer) Add(ev model.Event) Assignment {
	a, err := c.AddChecked(ev)
	if err != nil {
		return Assignment{Cluster: NoCluster, Nearest: NoCluster}
	}
	return a
}

// AddChecked is Add with an error for events that are not clustered.
func (c *Clusterer) AddChecked(ev model.Event) (Assignment, error) {
	if !Clusterable(ev.Type) {
		return Assignment{Cluster: NoCluster, Nearest: NoCluster},
			fmt.Errorf("cluster event %s (%q): %w", ev.TS, ev.Type, ErrNotClusterable)
	}
	all, sol, wn := c.rawFeatures(ev)
	return c.assign(ev, all, sol, wn), nil
}

// AddAll clusters events in order, as repeated Add calls would, with the
// same result; the text analysis of the events runs on all CPUs first.
func (c *Clusterer) AddAll(events []model.Event) []Assignment {
	out := make([]Assignment, len(events))
	const chunk = 512
	type raw struct{ all, sol, wn []feat }
	buf := make([]raw, chunk)
	workers := max(1, min(runtime.GOMAXPROCS(0), 8))
	for start := 0; start < len(events); start += chunk {
		part := events[start:min(start+chunk, len(events))]
		var wg sync.WaitGroup
		for w := range workers {
			wg.Add(1)
			go func() {
				defer wg.Done()
				for i := w; i < len(part); i += workers {
					if Clusterable(part[i].Type) {
						buf[i].all, buf[i].sol, buf[i].wn = c.rawFeatures(part[i])
					}
				}
			}()
		}
		wg.Wait()
		for i, ev := range part {
			if !Clusterable(ev.Type) {
				out[start+i] = Assignment{Cluster: NoCluster, Nearest: NoCluster}
				continue
			}
			out[start+i] = c.assign(ev, buf[i].all, buf[i].sol, buf[i].wn)
			buf[i] = raw{}
		}
	}
	return out
}

// assign places one clusterable event given its raw features.
func (c *Clusterer) assign(ev model.Event, all, sol, wn []feat) Assignment {
	vec := eventVec{all: all, sol: c.weigh(sol), wn: wn}
	c.weigh(all, wn)
	best, bestSim := c.nearest(vec)
	cfg := c.cfg
	var a Assignment
	if best >= 0 && bestSim >= cfg.JoinThreshold {
		a = Assignment{Cluster: best, Similarity: round4(bestSim), Evidence: c.evidence(vec, best), Nearest: best, NearestSimilarity: round4(bestSim)}
	} else {
		id := len(c.st.Clusters)
		c.st.Clusters = append(c.st.Clusters, &ClusterState{ID: id, Sums: map[string]float64{}})
		a = Assignment{Cluster: id, New: true, Similarity: 1, Nearest: best}
		if best >= 0 {
			a.NearestSimilarity = round4(bestSim)
		}
	}
	c.join(a.Cluster, vec, ev)
	return a
}

// feat is one weighted feature of an event vector.
type feat struct {
	key string
	w   float64
	// prior is the weight before idf and normalization.
	prior float64
	// failure marks a failure concept named where the event says what went
	// wrong (problem, feedback, tags); in the solution it is a remedy.
	failure bool
}

// rawFeatures returns the event's features before idf weighting, sorted by
// key: the strongest reading of each feature over problem, feedback,
// solution, tags and category (all), those of the solution alone (sol),
// and the WordNet features of their uncovered words (wn).
func (c *Clusterer) rawFeatures(ev model.Event) (all, sol, wn []feat) {
	cfg := c.cfg
	m := map[string]float64{}
	wnM := map[string]float64{}
	named := map[string]bool{}
	var solM map[string]float64
	put := func(k string, w float64) {
		if w > m[k] {
			m[k] = w
		}
		if solM != nil && w > solM[k] {
			solM[k] = w
		}
	}
	addDoc := func(s string, scale float64, failureSide bool) {
		if strings.TrimSpace(s) == "" || scale <= 0 {
			return
		}
		doc := c.an.Analyze(s)
		c.wordNetFeatures(s, doc, func(k string, w float64) {
			if w *= scale; w > wnM[k] {
				wnM[k] = w
			}
		})
		for _, f := range doc.Features {
			w := f.Weight
			if f.Concept {
				switch {
				case f.Implied:
					w *= 0.5
				case isFailure(f.Key) && failureSide:
					w *= cfg.FailureBoost
					named[f.Key] = true
				case isFailure(f.Key) || strings.HasPrefix(f.Key, "#fix-"):
					w *= cfg.FixBoost
				case f.Role == text.RoleRead || f.Role == text.RoleMod:
					w *= cfg.LookWeight
				default:
					w *= cfg.ConceptBoost
				}
			} else if f.Role == text.RoleRead || f.Role == text.RoleMod {
				w *= cfg.LookWeight
			}
			put(f.Key, w*scale)
		}
	}
	addDoc(ev.Problem, 1, true)
	if ev.Feedback != "" && !strings.Contains(ev.Problem, ev.Feedback) {
		addDoc(ev.Feedback, 1, true)
	}
	solM = map[string]float64{}
	addDoc(ev.Solution, cfg.SolutionWeight, ev.Problem == "" && ev.Feedback == "")
	for k, w := range solM {
		solM[k] = w / max(cfg.SolutionWeight, 1e-9)
	}
	saved := solM
	solM = nil
	if len(ev.Tags) > 0 {
		addDoc(strings.Join(ev.Tags, " ; "), cfg.TagWeight, true)
	}
	if cat := strings.ToLower(strings.TrimSpace(ev.Category)); cat != "" && cfg.CategoryWeight > 0 {
		put("@"+cat, cfg.CategoryWeight)
	}
	all = make([]feat, 0, len(m))
	for _, k := range sortedKeys(m) {
		all = append(all, feat{key: k, w: m[k], prior: m[k], failure: named[k]})
	}
	for _, k := range sortedKeys(saved) {
		sol = append(sol, feat{key: k, w: saved[k], prior: saved[k]})
	}
	for _, k := range sortedKeys(wnM) {
		wn = append(wn, feat{key: k, w: wnM[k], prior: wnM[k]})
	}
	return all, sol, wn
}

// wnLink is one WordNet feature of a word: a "~lemma" key and its weight.
type wnLink struct {
	key string
	w   float64
}

// wnWord is what the clusterer caches about a lower-case word: its stem
// (to find the analyzer's reading of it) and its WordNet features.
type wnWord struct {
	stem  string
	links []wnLink
}

// maxLinkCache bounds the per-clusterer cache of words' WordNet features;
// maxWordLinks bounds how many features one word contributes; words whose
// prior weight is below minWordNetPrior (generic words, numbers, very
// short tokens) get none.
const (
	maxLinkCache    = 1 << 17
	minWordNetPrior = 0.9
	maxWordLinks    = 8
)

// wordNetFeatures calls put with the WordNet features of the content words
// of s that doc (its analysis) leaves uncovered by lexicon concepts, each
// scaled by the word's prior weight.
func (c *Clusterer) wordNetFeatures(s string, doc text.Doc, put func(key string, w float64)) {
	if c.wn == nil {
		return
	}
	var words map[string]float64 // stem -> prior weight of uncovered words
	for _, f := range doc.Features {
		if f.Concept || f.Covered {
			continue
		}
		if words == nil {
			words = make(map[string]float64, len(doc.Features))
		}
		words[f.Key] = f.Weight
	}
	if words == nil {
		return
	}
	var buf [32]byte
	for i := 0; i < len(s); {
		if !isLetter(s[i]) {
			i++
			continue
		}
		j := i
		for j < len(s) && isLetter(s[j]) {
			j++
		}
		if j < len(s) && s[j] >= 0x80 || i > 0 && s[i-1] >= 0x80 || j-i < 3 || j-i > len(buf) {
			i = j // part of a non-ASCII word, too short or too long
			continue
		}
		w := buf[:0]
		for k := i; k < j; k++ {
			w = append(w, s[k]|0x20)
		}
		i = j
		ww := c.wordLinks(w)
		prior, ok := words[ww.stem]
		if !ok || prior < minWordNetPrior {
			continue // a stop word, a covered or a generic one
		}
		for _, l := range ww.links {
			put(l.key, prior*l.w)
		}
	}
}

func isLetter(b byte) bool { return b|0x20 >= 'a' && b|0x20 <= 'z' }

// wordLinks returns the stem of a lower-case word and its WordNet
// features: "~lemma" for each lemma it may be (weight 1) and for the other
// single-word members of those lemmas' stored senses (SynonymWeight, less
// for rarer senses), for their derivational relatives (RelatedWeight) and
// for the first members of their most frequent senses' hypernyms
// (HypernymWeight). It keeps the maxWordLinks heaviest (ties by key),
// scaled to unit length so that an ambiguous word weighs no more than a
// precise one, sorted by key. A word WordNet does not know gets "~stem";
// an outcome word (outcomeWords) gets nothing.
func (c *Clusterer) wordLinks(word []byte) wnWord {
	c.linksMu.RLock()
	ww, ok := c.links[string(word)]
	c.linksMu.RUnlock()
	if ok {
		return ww
	}
	cfg := c.cfg
	m := map[string]float64{}
	add := func(lemma string, w float64) {
		if w <= 0 || !plainLemma(lemma) {
			return
		}
		if k := "~" + lemma; w > m[k] {
			m[k] = w
		}
	}
	lemmas := c.wn.Lemmas(string(word))
	outcome := slices.ContainsFunc(lemmas, func(l wordnet.Lemma) bool { return outcomeWords[l.Word] })
	if outcome {
		lemmas = nil // says that something went wrong, not what
	}
	for _, l := range lemmas {
		add(l.Word, 1)
		for rank, s := range c.wn.Senses(l.Word, l.POS) {
			rw := 1 / float64(rank+1)
			for _, mem := range c.wn.Members(s) {
				add(mem, cfg.SynonymWeight*rw)
			}
			if rank == 0 {
				for _, h := range c.wn.Hypernyms(s) {
					if mems := c.wn.Members(h); len(mems) > 0 {
						add(mems[0], cfg.HypernymWeight)
					}
				}
			}
		}
		for _, r := range c.wn.Related(l.Word, l.POS) {
			add(r.Word, cfg.RelatedWeight)
		}
	}
	ls := make([]wnLink, 0, len(m))
	for k, w := range m {
		ls = append(ls, wnLink{k, w})
	}
	slices.SortFunc(ls, func(a, b wnLink) int {
		if d := cmp.Compare(b.w, a.w); d != 0 {
			return d
		}
		return strings.Compare(a.key, b.key)
	})
	ls = ls[:min(len(ls), maxWordLinks)]
	n2 := 0.0
	for _, l := range ls {
		n2 += l.w * l.w
	}
	for i := range ls {
		ls[i].w /= math.Sqrt(n2)
	}
	slices.SortFunc(ls, func(a, b wnLink) int { return strings.Compare(a.key, b.key) })
	ww = wnWord{stem: english.Stem(string(word), true), links: ls}
	if len(lemmas) == 0 && !outcome {
		// Jargon WordNet does not know ("cors", "mojibake") keeps its own
		// identity, so that it weighs no less than everyday words.
		ww.links = []wnLink{{"~" + ww.stem, 1}}
	}
	c.linksMu.Lock()
	if len(c.links) < maxLinkCache {
		c.links[string(word)] = ww
	}
	c.linksMu.Unlock()
	return ww
}

// outcomeWords are lemmas that say that something went wrong (or right)
// without saying what: two events sharing one are no more alike for their
// everyday synonyms ("fail" ~ "neglect", "betray"), so they get no WordNet
// features (the word itself still counts). Read-only.
var outcomeWords = map[string]bool{
	"fail": true, "failure": true, "error": true, "wrong": true, "break": true, "broken": true,
	"problem": true, "issue": true, "bug": true, "mistake": true, "succeed": true, "success": true,
	"work": true, "happen": true,
}

// plainLemma reports whether a WordNet lemma is one lower-case ASCII word,
// the only kind an event's words can be read as.
func plainLemma(s string) bool {
	if len(s) < 3 {
		return false
	}
	for i := 0; i < len(s); i++ {
		if s[i] < 'a' || s[i] > 'z' {
			return false
		}
	}
	return true
}

// eventVec is an event's unit-length feature vector, and separately that
// of its solution (what was done about it).
type eventVec struct {
	all, sol, wn []feat
}

// weigh applies the current idf to fs and scales it to unit length; the
// WordNet features in extra, if any, get the same idf and scale (they
// count in the similarity but not in the event's length, so that they add
// to what the words and concepts say without diluting it).
func (c *Clusterer) weigh(fs []feat, extra ...[]feat) []feat {
	n := float64(c.st.Docs) + c.cfg.PriorDocs
	idf := func(fs []feat) {
		for i := range fs {
			x := math.Log(n / float64(c.st.DF[fs[i].key]+1))
			if x < c.cfg.MinIDF {
				x = c.cfg.MinIDF
			}
			fs[i].w *= math.Pow(x, c.cfg.IDFPower)
		}
	}
	idf(fs)
	l := norm(fs)
	for _, e := range extra {
		idf(e)
		if l > 0 {
			for i := range e {
				e[i].w /= l
			}
		}
	}
	if l > 0 {
		for i := range fs {
			fs[i].w /= l
		}
	}
	return fs
}

// nearest returns the most similar cluster to vec and its cosine, or -1.
func (c *Clusterer) nearest(ev eventVec) (int, float64) {
	vec := ev.all
	if len(c.st.Clusters) == 0 || len(vec) == 0 {
		return -1, 0
	}
	n := len(c.st.Clusters)
	if len(c.acc) < n {
		grow := max(n, 2*len(c.acc))
		c.acc = append(c.acc, make([]float64, grow-len(c.acc))...)
		c.stamp = append(c.stamp, make([]uint32, grow-len(c.stamp))...)
	}
	c.epoch++
	if c.epoch == 0 {
		clear(c.stamp)
		c.epoch = 1
	}
	c.touched = c.touched[:0]
	visit := func(id int32, w float64) {
		if c.stamp[id] != c.epoch {
			c.stamp[id] = c.epoch
			c.acc[id] = 0
			c.touched = append(c.touched, id)
		}
		c.acc[id] += w
	}
	// Phase 1: every cluster sharing a feature collects the event's weight
	// for it (bounded per feature).
	for _, f := range vec {
		if f.prior < minSeedPrior {
			continue // too weak to propose candidates (category, numbers, implied parents)
		}
		p := c.postings[f.key]
		if len(p) <= c.cfg.MaxPostings {
			for _, id := range p {
				visit(id, f.w)
			}
			continue
		}
		for _, id := range p[len(p)-c.cfg.MaxPostings:] {
			visit(id, f.w)
		}
		// the heaviest clusters may sit before the recent window
		cut := p[len(p)-c.cfg.MaxPostings]
		for _, id := range c.heavy[f.key] {
			if id < cut {
				visit(id, f.w)
			}
		}
	}
	if len(c.touched) == 0 {
		return -1, 0
	}
	// Phase 2: exact cosine for the best-covered candidates.
	cands := c.touched
	if len(cands) > c.cfg.MaxCandidates {
		cands = c.topCandidates(cands, c.cfg.MaxCandidates)
	}
	en := norm(vec)
	best, bestSim := -1, 0.0
	for _, id := range cands {
		s := c.similarity(ev, en, int(id))
		if s > bestSim || (s == bestSim && best >= 0 && int(id) < best) {
			best, bestSim = int(id), s
		}
	}
	return best, bestSim
}

// topCandidates returns the k touched clusters with the largest
// accumulated weight (ties: lower ID), in one pass.
func (c *Clusterer) topCandidates(touched []int32, k int) []int32 {
	better := func(a, b int32) bool {
		if c.acc[a] != c.acc[b] {
			return c.acc[a] > c.acc[b]
		}
		return a < b
	}
	top := c.top[:0]
	for _, id := range touched {
		if len(top) == k && !better(id, top[k-1]) {
			continue
		}
		i := len(top)
		if i == k {
			i--
		} else {
			top = append(top, 0)
		}
		for i > 0 && better(id, top[i-1]) {
			top[i] = top[i-1]
			i--
		}
		top[i] = id
	}
	c.top = top
	return top
}

// similarity scores an event (whose full vector has length en) against
// cluster id.
func (c *Clusterer) similarity(ev eventVec, en float64, id int) float64 {
	vec := ev.all
	cl := c.st.Clusters[id]
	if cl.Norm2 <= 0 || en == 0 {
		return 0
	}
	dot := 0.0
	for _, f := range vec {
		dot += f.w * cl.Sums[f.key]
	}
	// cos(e, S) scaled by (|S|/Count)^β: a cluster whose members disagree
	// (|S| much shorter than Count) attracts less than its centroid's
	// direction alone would say, so no cluster becomes a sink.
	sn := math.Sqrt(cl.Norm2)
	sim := dot / (en * math.Pow(sn, 1-c.cfg.GroupAverage) * math.Pow(float64(cl.Count), c.cfg.GroupAverage))
	if len(ev.wn) > 0 && len(cl.WnSums) > 0 && c.cfg.WordNetWeight > 0 {
		wdot := 0.0
		for _, f := range ev.wn {
			wdot += f.w * cl.WnSums[f.key]
		}
		sim = math.Min(1, sim+c.cfg.WordNetWeight*wdot/(en*math.Pow(sn, 1-c.cfg.GroupAverage)*math.Pow(float64(cl.Count), c.cfg.GroupAverage)))
	}
	return sim * c.failurePenalty(vec, cl) * c.remedyAgreement(ev.sol, cl)
}

// remedyAgreement is 1 when the event's solution resembles the cluster's
// solutions (cosine at least RemedyFull) and falls linearly to
// 1-RemedyWeight when they share nothing: a lesson is a failure and its
// fix, and the same failure fixed differently is often another lesson.
// Without a solution on either side it is 1.
func (c *Clusterer) remedyAgreement(sol []feat, cl *ClusterState) float64 {
	if len(sol) == 0 || cl.SolNorm2 <= 0 || c.cfg.RemedyWeight == 0 {
		return 1
	}
	dot := 0.0
	for _, f := range sol {
		dot += f.w * cl.SolSums[f.key]
	}
	agree := math.Min(1, dot/math.Sqrt(cl.SolNorm2)/c.cfg.RemedyFull)
	return 1 - c.cfg.RemedyWeight*(1-agree)
}

// failurePenalty compares the failures an event names with its cluster's:
// 1 when they share one (or the event names none), ConflictPenalty when
// the cluster's usual failures ("#fail-…" concepts in at least a third of
// its events) are all different ones, and the square root of it when the
// cluster names no failure at all.
func (c *Clusterer) failurePenalty(vec []feat, cl *ClusterState) float64 {
	named := false
	for _, f := range vec {
		if !f.failure {
			continue
		}
		named = true
		if cl.Failures[f.key] > 0 {
			return 1 // shares a failure, even a minor one
		}
	}
	if !named {
		return 1
	}
	if len(cl.Failures) == 0 {
		return math.Sqrt(c.cfg.ConflictPenalty)
	}
	for _, n := range cl.Failures {
		if 3*n >= cl.Count {
			return c.cfg.ConflictPenalty
		}
	}
	return 1
}

func isFailure(key string) bool { return strings.HasPrefix(key, "#fail-") }

// evidence lists the shared features that contribute most to vec·cluster.
func (c *Clusterer) evidence(ev eventVec, id int) []string {
	cl := c.st.Clusters[id]
	type contrib struct {
		key string
		v   float64
	}
	var cs []contrib
	for _, f := range ev.all {
		if s := cl.Sums[f.key]; s > 0 {
			cs = append(cs, contrib{f.key, f.w * s / math.Sqrt(cl.Norm2)})
		}
	}
	for _, f := range ev.wn {
		if s := cl.WnSums[f.key]; s > 0 {
			cs = append(cs, contrib{f.key, c.cfg.WordNetWeight * f.w * s / math.Sqrt(cl.Norm2)})
		}
	}
	slices.SortFunc(cs, func(a, b contrib) int {
		if d := cmp.Compare(b.v, a.v); d != 0 {
			return d
		}
		return strings.Compare(a.key, b.key)
	})
	var out []string
	for _, x := range cs {
		if len(out) == c.cfg.EvidenceTerms {
			break
		}
		out = append(out, strings.TrimPrefix(x.key, "#"))
	}
	return out
}

// join adds vec to cluster id and counts the event's features.
func (c *Clusterer) join(id int, v eventVec, ev model.Event) {
	cl := c.st.Clusters[id]
	vec := v.all
	if len(v.sol) > 0 && cl.SolSums == nil {
		cl.SolSums = map[string]float64{}
	}
	for _, f := range v.sol {
		old := cl.SolSums[f.key]
		cl.SolNorm2 += 2*old*f.w + f.w*f.w
		cl.SolSums[f.key] = old + f.w
	}
	if len(v.wn) > 0 && cl.WnSums == nil {
		cl.WnSums = map[string]float64{}
	}
	for _, f := range v.wn {
		cl.WnSums[f.key] += f.w
		c.st.DF[f.key]++
	}
	for _, f := range vec {
		old, had := cl.Sums[f.key]
		cl.Norm2 += 2*old*f.w + f.w*f.w
		cl.Sums[f.key] = old + f.w
		if !had {
			c.insertPosting(f.key, int32(id))
		}
		c.updateHeavy(f.key, int32(id))
		c.st.DF[f.key]++
		if f.failure {
			if cl.Failures == nil {
				cl.Failures = map[string]int{}
			}
			cl.Failures[f.key]++
		}
	}
	cl.Count++
	if cl.Types == nil {
		cl.Types = map[string]int{}
	}
	cl.Types[ev.Type]++
	if cat := strings.TrimSpace(ev.Category); cat != "" {
		if cl.Categories == nil {
			cl.Categories = map[string]int{}
		}
		cl.Categories[cat]++
	}
	c.st.Docs++
	c.st.markChanged(id)
}

// insertPosting adds id to key's posting list, keeping it ascending.
func (c *Clusterer) insertPosting(key string, id int32) {
	p := c.postings[key]
	if n := len(p); n == 0 || p[n-1] < id {
		c.postings[key] = append(p, id)
		return
	}
	i, found := slices.BinarySearch(p, id)
	if !found {
		c.postings[key] = slices.Insert(p, i, id)
	}
}

// updateHeavy keeps key's heavy list: the clusters with the largest sums
// for key. Sums only grow, so a cluster can only move up.
func (c *Clusterer) updateHeavy(key string, id int32) {
	h := c.heavy[key]
	w := c.st.Clusters[id].Sums[key]
	heavier := func(a int32, wa float64, b int32) bool {
		wb := c.st.Clusters[b].Sums[key]
		if wa != wb {
			return wa > wb
		}
		return a < b
	}
	if i := slices.Index(h, id); i >= 0 {
		h = slices.Delete(h, i, i+1)
	} else if len(h) == heavyPostings && !heavier(id, w, h[len(h)-1]) {
		return
	}
	pos := len(h)
	for j, other := range h {
		if heavier(id, w, other) {
			pos = j
			break
		}
	}
	h = slices.Insert(h, pos, id)
	if len(h) > heavyPostings {
		h = h[:heavyPostings]
	}
	c.heavy[key] = h
}

func norm(vec []feat) float64 {
	s := 0.0
	for _, f := range vec {
		s += f.w * f.w
	}
	return math.Sqrt(s)
}

func round4(x float64) float64 { return math.Round(x*1e4) / 1e4 }

func sortedKeys[V any](m map[string]V) []string {
	ks := make([]string, 0, len(m))
	for k := range m {
		ks = append(ks, k)
	}
	slices.Sort(ks)
	return ks
}
