// Package export owns loopd's rule bundles: the seed-003 export shape, its
// integrity hashes (loopd's SHA-256 scheme and the learning-loop skill's
// legacy one), detached minisign signatures with the workspace's Ed25519
// key, verification of incoming bundles against trusted keys, and the pure
// planning of an import against the local rules (merge, new, flagged,
// skip).
//
// It holds no SQL and does no applying: the store-backed wiring reads the
// rules, calls Build/Marshal/Sign to export, calls Verify and PlanImport to
// import, then applies the Plan in one transaction and records each item's
// Imported entry so the next import of the same file plans nothing.
package export

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"math"
	"strings"
	"time"

	"github.com/loopd-dev/loopd/internal/model"
)

// Export format identifiers written in metadata.
const (
	// ExportFormat is metadata.export_format of every bundle.
	ExportFormat = "learning-loop-rules"
	// ExportVersion is metadata.export_version loopd writes: the shape is
	// the skill's v1.4.0 one. Which hash scheme a file uses is told by the
	// length of its hashes (64 hex characters: loopd, 16: the skill).
	ExportVersion = "1.4.0"
)

// Bundle is one export file in the seed's shape.
type Bundle struct {
	Metadata   Metadata     `json:"metadata"`
	Statistics Statistics   `json:"statistics"`
	Rules      []BundleRule `json:"rules"`

	// Legacy is set by Verify when the file carries the skill's truncated
	// hashes rather than loopd's.
	Legacy bool `json:"-"`
	// SignedBy is the id of the trusted key whose signature Verify
	// checked; empty for an unsigned file read with allowUnsigned.
	SignedBy string `json:"-"`
}

// Metadata is a bundle's metadata object.
type Metadata struct {
	ExportVersion      string  `json:"export_version"`
	ExportFormat       string  `json:"export_format"`
	AgentHandle        string  `json:"agent_handle"`
	ExportedAt         string  `json:"exported_at"`
	SourceWorkspace    string  `json:"source_workspace"`
	FilterApplied      bool    `json:"filter_applied"`
	FilterCategory     *string `json:"filter_category"`
	TotalRulesInSource int     `json:"total_rules_in_source"`
	ExportedRulesCount int     `json:"exported_rules_count"`
	ManifestHash       string  `json:"manifest_hash"`
}

// Statistics summarises the exported rules.
type Statistics struct {
	Categories    map[string]int `json:"categories"`
	RuleTypes     map[string]int `json:"rule_types"`
	AvgConfidence float64        `json:"avg_confidence"`
}

// BundleRule is one exported rule: the hashed fields, its _hash and its
// id in the exporting agent.
type BundleRule struct {
	ID              string  `json:"id"`
	Type            string  `json:"type"`
	Category        string  `json:"category"`
	Rule            string  `json:"rule"`
	Reason          string  `json:"reason"`
	Created         string  `json:"created"`
	SourceLesson    string  `json:"source_lesson"`
	ConfidenceScore float64 `json:"confidence_score"`
	LastValidated   string  `json:"last_validated"`
	ValidationCount int     `json:"validation_count"`
	Hash            string  `json:"_hash"`
	OriginalID      string  `json:"_original_id"`
}

// ModelRule returns the exported fields as a model.Rule.
func (r BundleRule) ModelRule() model.Rule {
	return model.Rule{
		ID: r.ID, Type: r.Type, Category: r.Category, Rule: r.Rule, Reason: r.Reason,
		Created: r.Created, SourceLesson: r.SourceLesson, ConfidenceScore: r.ConfidenceScore,
		LastValidated: r.LastValidated, ValidationCount: r.ValidationCount,
	}
}

// hashedRule lists the fields RuleHash covers, declared in sorted key
// order so encoding/json writes canonical (sorted) JSON.
type hashedRule struct {
	Category        string  `json:"category"`
	ConfidenceScore float64 `json:"confidence_score"`
	Created         string  `json:"created"`
	ID              string  `json:"id"`
	LastValidated   string  `json:"last_validated"`
	Reason          string  `json:"reason"`
	Rule            string  `json:"rule"`
	SourceLesson    string  `json:"source_lesson"`
	Type            string  `json:"type"`
	ValidationCount int     `json:"validation_count"`
}

// CanonicalRuleJSON is the text RuleHash hashes: the fields id, type,
// category, rule, reason, created, source_lesson, confidence_score,
// last_validated and validation_count (all present, an unset date as "")
// as one JSON object with keys sorted, no spaces, UTF-8 text (no HTML
// escaping of < > &), numbers as Go's encoding/json writes float64 and
// int (shortest round-trip form: 0.9, 1, 1e-7).
func CanonicalRuleJSON(r model.Rule) []byte {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	score := r.ConfidenceScore
	if math.IsNaN(score) || math.IsInf(score, 0) {
		score = 0 // JSON cannot carry them; a bundle never holds them
	}
	_ = enc.Encode(hashedRule{
		Category: r.Category, ConfidenceScore: score, Created: r.Created, ID: r.ID,
		LastValidated: r.LastValidated, Reason: r.Reason, Rule: r.Rule,
		SourceLesson: r.SourceLesson, Type: r.Type, ValidationCount: r.ValidationCount,
	}) // cannot fail: plain strings and numbers
	return bytes.TrimSuffix(buf.Bytes(), []byte{'\n'})
}

// RuleHash is a rule's _hash: the lowercase hex SHA-256 of
// CanonicalRuleJSON(r) (SPEC section 8).
func RuleHash(r model.Rule) string {
	sum := sha256.Sum256(CanonicalRuleJSON(r))
	return hex.EncodeToString(sum[:])
}

// ManifestHash is a bundle's manifest_hash: the lowercase hex SHA-256 of
// the rules' _hash values, in file order, joined by "\n" (no trailing
// newline; zero rules hash the empty string).
func ManifestHash(hashes []string) string {
	sum := sha256.Sum256([]byte(strings.Join(hashes, "\n")))
	return hex.EncodeToString(sum[:])
}

// BuildMeta describes an export.
type BuildMeta struct {
	// AgentHandle names the exporting agent (metadata.agent_handle).
	AgentHandle string
	// ExportedAt is the export time, written in UTC RFC 3339.
	ExportedAt time.Time
	// SourceWorkspace is the exporting workspace's path.
	SourceWorkspace string
	// Category, when set, exports only rules of that category
	// (filter_applied true, filter_category set).
	Category string
}

// Build makes the bundle for rules: the active rules among them (retired
// ones are left out), of meta.Category when set, in the order given, each
// with its _hash and _original_id (its local id), the statistics and the
// manifest hash. total_rules_in_source counts the active rules given.
func Build(rules []model.Rule, meta BuildMeta) Bundle {
	b := Bundle{
		Metadata: Metadata{
			ExportVersion:   ExportVersion,
			ExportFormat:    ExportFormat,
			AgentHandle:     meta.AgentHandle,
			ExportedAt:      meta.ExportedAt.UTC().Format(time.RFC3339),
			SourceWorkspace: meta.SourceWorkspace,
		},
		Statistics: Statistics{Categories: map[string]int{}, RuleTypes: map[string]int{}},
		Rules:      []BundleRule{},
	}
	if meta.Category != "" {
		c := meta.Category
		b.Metadata.FilterApplied = true
		b.Metadata.FilterCategory = &c
	}
	hashes := []string{}
	sum := 0.0
	for _, r := range rules {
		if !r.Active() {
			continue
		}
		b.Metadata.TotalRulesInSource++
		if meta.Category != "" && r.Category != meta.Category {
			continue
		}
		h := RuleHash(r)
		b.Rules = append(b.Rules, BundleRule{
			ID: r.ID, Type: r.Type, Category: r.Category, Rule: r.Rule, Reason: r.Reason,
			Created: r.Created, SourceLesson: r.SourceLesson, ConfidenceScore: r.ConfidenceScore,
			LastValidated: r.LastValidated, ValidationCount: r.ValidationCount,
			Hash: h, OriginalID: r.ID,
		})
		hashes = append(hashes, h)
		b.Statistics.Categories[r.Category]++
		b.Statistics.RuleTypes[r.Type]++
		sum += r.ConfidenceScore
	}
	b.Metadata.ExportedRulesCount = len(b.Rules)
	if n := len(b.Rules); n > 0 {
		b.Statistics.AvgConfidence = math.Round(sum/float64(n)*1000) / 1000
	}
	b.Metadata.ManifestHash = ManifestHash(hashes)
	return b
}

// Marshal writes b as the export file: indented JSON (two spaces), keys in
// the seed's order (statistics maps sorted), no HTML escaping, a final
// newline. The same bundle always gives the same bytes.
func Marshal(b Bundle) ([]byte, error) {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	if b.Rules == nil {
		b.Rules = []BundleRule{}
	}
	if err := enc.Encode(b); err != nil {
		return nil, fmt.Errorf("marshal export of %s: %w", b.Metadata.AgentHandle, err)
	}
	return buf.Bytes(), nil
}
