package export

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"slices"
	"strconv"
	"strings"

	"aead.dev/minisign"
	"github.com/loopd-dev/loopd/internal/model"
)

// Sentinel errors Verify's errors match with errors.Is. Each error Verify
// returns reads as one sentence naming what is wrong.
var (
	// ErrUnsigned: the file has no signature and unsigned files were not
	// allowed.
	ErrUnsigned = errors.New("export file is unsigned, and unsigned files are refused unless explicitly allowed")
	// ErrUntrustedKey: the signature is by a key not among the trusted ones.
	ErrUntrustedKey = errors.New("export file is signed by a key that is not trusted")
	// ErrBadSignature: the signature is malformed or does not match the file.
	ErrBadSignature = errors.New("export file's signature is invalid")
	// ErrHashMismatch: a rule's _hash or the manifest_hash does not match
	// the content.
	ErrHashMismatch = errors.New("export file's hashes do not match its content")
	// ErrMalformed: the file is not an export in the seed's shape.
	ErrMalformed = errors.New("export file is malformed")
)

// UntrustedKeyError names the key that signed a file nobody trusts.
type UntrustedKeyError struct {
	KeyID   string
	Trusted int
}

func (e *UntrustedKeyError) Error() string {
	return fmt.Sprintf("export file is signed by key %s, which is not among the %d trusted keys", e.KeyID, e.Trusted)
}

// Is makes errors.Is(err, ErrUntrustedKey) true.
func (e *UntrustedKeyError) Is(target error) bool { return target == ErrUntrustedKey }

// BadSignatureError says why a signature was refused.
type BadSignatureError struct {
	KeyID  string
	Reason string
}

func (e *BadSignatureError) Error() string {
	if e.KeyID == "" {
		return "export file's signature is invalid: " + e.Reason
	}
	return fmt.Sprintf("export file's signature by key %s is invalid: %s", e.KeyID, e.Reason)
}

// Is makes errors.Is(err, ErrBadSignature) true.
func (e *BadSignatureError) Is(target error) bool { return target == ErrBadSignature }

// HashMismatchError names the rule (or the manifest, when RuleID is
// empty) whose hash does not match.
type HashMismatchError struct {
	// RuleID is the rule's id in the file; empty for the manifest_hash.
	RuleID string
	// InFile is the hash the file carries, Computed the one its content
	// gives.
	InFile, Computed string
}

func (e *HashMismatchError) Error() string {
	if e.RuleID == "" {
		return fmt.Sprintf("export file's manifest_hash %s does not match its rules, which hash to %s", e.InFile, e.Computed)
	}
	return fmt.Sprintf("export file's rule %s has _hash %s, but its content hashes to %s", e.RuleID, e.InFile, e.Computed)
}

// Is makes errors.Is(err, ErrHashMismatch) true.
func (e *HashMismatchError) Is(target error) bool { return target == ErrHashMismatch }

// MalformedError says what is wrong with the file's shape.
type MalformedError struct{ Reason string }

func (e *MalformedError) Error() string { return "export file is malformed: " + e.Reason }

// Is makes errors.Is(err, ErrMalformed) true.
func (e *MalformedError) Is(target error) bool { return target == ErrMalformed }

func malformed(format string, args ...any) error {
	return &MalformedError{Reason: fmt.Sprintf(format, args...)}
}

// Sign returns a detached minisign signature of file (the FILE.minisig
// content), made with key over the file's BLAKE2b-512 pre-hash (minisign's
// default "ED" algorithm, which `minisign -V` verifies). Its trusted
// comment, covered by the signature, names the export format, version and
// manifest hash read from file, e.g.
// "format:learning-loop-rules\tversion:1.4.0\tmanifest_hash:9f86…".
func Sign(file []byte, key PrivateKey) ([]byte, error) {
	if key.key.ID() == 0 {
		return nil, errors.New("sign export: no private key loaded")
	}
	var head struct {
		Metadata struct {
			ExportFormat  string `json:"export_format"`
			ExportVersion string `json:"export_version"`
			ManifestHash  string `json:"manifest_hash"`
		} `json:"metadata"`
	}
	if err := json.Unmarshal(file, &head); err != nil {
		return nil, fmt.Errorf("sign export: read metadata: %w", err)
	}
	m := head.Metadata
	trusted := fmt.Sprintf("format:%s\tversion:%s\tmanifest_hash:%s",
		commentSafe(m.ExportFormat), commentSafe(m.ExportVersion), commentSafe(m.ManifestHash))
	r := minisign.NewReader(bytes.NewReader(file))
	if _, err := io.Copy(io.Discard, r); err != nil {
		return nil, fmt.Errorf("sign export: %w", err)
	}
	return r.SignWithComments(key.key, trusted, "signature from loopd secret key "+key.ID()), nil
}

// commentSafe keeps a value on the one line a minisign comment has.
func commentSafe(s string) string {
	return strings.Map(func(r rune) rune {
		if r < 0x20 || r == 0x7f {
			return '?'
		}
		return r
	}, s)
}

// Verify checks an export file and returns its bundle. The whole file is
// refused, with an error matching one of the Err* sentinels, when:
//   - sig is empty and allowUnsigned is false (ErrUnsigned);
//   - sig is by no key in trusted (ErrUntrustedKey), or malformed, or does
//     not match file (ErrBadSignature) — a signature, when given, is
//     always checked, even with allowUnsigned;
//   - the file is not the seed's export shape (ErrMalformed);
//   - any rule's _hash or the manifest_hash does not match (ErrHashMismatch,
//     naming the rule).
//
// Hashes of 64 hex characters are checked with loopd's scheme (RuleHash,
// ManifestHash). Hashes of 16 are the skill's export-rules.sh scheme:
// a rule's _hash is the first 16 hex characters of SHA-256 over Python's
// json.dumps(rule, sort_keys=True) of the rule as it appears in the file
// without _hash and _original_id; the manifest_hash is the first 16 of
// SHA-256 over json.dumps(metadata without manifest_hash, sort_keys=True)
// followed directly by json.dumps(rules, sort_keys=True), where rules is
// the rules array as exported, _hash and _original_id included. (Our
// reading of SPEC 8: the script computes the manifest last, over the list
// it writes; either way every rule field is covered by some hash.)
// Mixed lengths are malformed.
func Verify(file, sig []byte, trusted []PublicKey, allowUnsigned bool) (Bundle, error) {
	signedBy, comment := "", ""
	if len(bytes.TrimSpace(sig)) == 0 {
		if !allowUnsigned {
			return Bundle{}, ErrUnsigned
		}
	} else {
		id, c, err := checkSignature(file, sig, trusted)
		if err != nil {
			return Bundle{}, err
		}
		signedBy, comment = id, c
	}
	b, raw, err := parseBundle(file)
	if err != nil {
		return Bundle{}, err
	}
	// loopd's trusted comment names the manifest it signed; a stock
	// minisign comment (timestamp, file name) has no such field.
	if want, ok := commentField(comment, "manifest_hash"); ok && want != b.Metadata.ManifestHash {
		return Bundle{}, &BadSignatureError{KeyID: signedBy, Reason: fmt.Sprintf("its trusted comment names manifest_hash %s but the file carries %s", want, b.Metadata.ManifestHash)}
	}
	if err := checkHashes(&b, raw); err != nil {
		return Bundle{}, err
	}
	b.SignedBy = signedBy
	return b, nil
}

// checkSignature verifies sig over file with the trusted key it names and
// returns that key's id and the signature's trusted comment.
func checkSignature(file, sig []byte, trusted []PublicKey) (string, string, error) {
	var s minisign.Signature
	if err := s.UnmarshalText(sig); err != nil {
		return "", "", &BadSignatureError{Reason: "it is not a minisign signature (" + err.Error() + ")"}
	}
	id := keyID(s.KeyID)
	matched := false
	for _, k := range trusted {
		if k.key.ID() != s.KeyID {
			continue
		}
		matched = true
		if minisign.Verify(k.key, file, sig) {
			return id, s.TrustedComment, nil
		}
	}
	if !matched {
		return "", "", &UntrustedKeyError{KeyID: id, Trusted: len(trusted)}
	}
	return "", "", &BadSignatureError{KeyID: id, Reason: "it does not match the file's content or its trusted comment was altered"}
}

// commentField finds "name:value" among a trusted comment's tab-separated
// fields.
func commentField(comment, name string) (string, bool) {
	for _, f := range strings.Split(comment, "\t") {
		if v, ok := strings.CutPrefix(f, name+":"); ok {
			return v, true
		}
	}
	return "", false
}

// rawBundle keeps the generic JSON the legacy hashes are computed over.
type rawBundle struct {
	metadata map[string]any
	rules    []any
}

// parseBundle reads the file with exact (case-sensitive) keys and strict
// types into a Bundle, keeping the generic values for hashing.
func parseBundle(file []byte) (Bundle, rawBundle, error) {
	v, err := decodeGeneric(file)
	if err != nil {
		return Bundle{}, rawBundle{}, malformed("it is not one JSON document (%v)", err)
	}
	top, ok := v.(map[string]any)
	if !ok {
		return Bundle{}, rawBundle{}, malformed("its top level is not a JSON object")
	}
	meta, ok := top["metadata"].(map[string]any)
	if !ok {
		return Bundle{}, rawBundle{}, malformed("it has no metadata object")
	}
	rules, ok := top["rules"].([]any)
	if !ok {
		return Bundle{}, rawBundle{}, malformed("it has no rules array")
	}
	var b Bundle
	f := fields{obj: meta, where: "metadata"}
	b.Metadata = Metadata{
		ExportVersion:      f.str("export_version", false),
		ExportFormat:       f.str("export_format", true),
		AgentHandle:        f.str("agent_handle", false),
		ExportedAt:         f.str("exported_at", false),
		SourceWorkspace:    f.str("source_workspace", false),
		FilterApplied:      f.boolean("filter_applied"),
		TotalRulesInSource: f.integer("total_rules_in_source"),
		ExportedRulesCount: f.integer("exported_rules_count"),
		ManifestHash:       f.str("manifest_hash", true),
	}
	if c, ok := meta["filter_category"].(string); ok {
		b.Metadata.FilterCategory = &c
	} else if x, present := meta["filter_category"]; present && x != nil {
		f.fail("filter_category is not a string or null")
	}
	if f.err != nil {
		return Bundle{}, rawBundle{}, f.err
	}
	if b.Metadata.ExportFormat != ExportFormat {
		return Bundle{}, rawBundle{}, malformed("metadata.export_format is %q, want %q", b.Metadata.ExportFormat, ExportFormat)
	}
	if b.Metadata.ExportedRulesCount != len(rules) {
		return Bundle{}, rawBundle{}, malformed("metadata.exported_rules_count is %d but it holds %d rules", b.Metadata.ExportedRulesCount, len(rules))
	}
	b.Statistics = parseStatistics(top["statistics"])
	seen := map[string]bool{}
	b.Rules = make([]BundleRule, 0, len(rules))
	for i, x := range rules {
		obj, ok := x.(map[string]any)
		if !ok {
			return Bundle{}, rawBundle{}, malformed("rules[%d] is not an object", i)
		}
		f := fields{obj: obj, where: fmt.Sprintf("rules[%d]", i)}
		r := BundleRule{
			ID:              f.str("id", true),
			Type:            f.str("type", true),
			Category:        f.str("category", false),
			Rule:            f.str("rule", true),
			Reason:          f.str("reason", false),
			Created:         f.str("created", false),
			SourceLesson:    f.str("source_lesson", false),
			ConfidenceScore: f.number("confidence_score"),
			LastValidated:   f.str("last_validated", false),
			ValidationCount: f.integer("validation_count"),
			Hash:            f.str("_hash", true),
			OriginalID:      f.str("_original_id", false),
		}
		if f.err != nil {
			return Bundle{}, rawBundle{}, f.err
		}
		if !slices.Contains(model.RuleTypes, r.Type) {
			return Bundle{}, rawBundle{}, malformed("rule %s has type %q, want one of %s", r.ID, r.Type, strings.Join(model.RuleTypes, ", "))
		}
		if seen[r.ID] {
			return Bundle{}, rawBundle{}, malformed("rule id %s appears twice", r.ID)
		}
		seen[r.ID] = true
		if r.OriginalID == "" {
			r.OriginalID = r.ID
		}
		b.Rules = append(b.Rules, r)
	}
	return b, rawBundle{metadata: meta, rules: rules}, nil
}

func parseStatistics(v any) Statistics {
	s := Statistics{Categories: map[string]int{}, RuleTypes: map[string]int{}}
	m, ok := v.(map[string]any)
	if !ok {
		return s
	}
	for key, dst := range map[string]map[string]int{"categories": s.Categories, "rule_types": s.RuleTypes} {
		if cm, ok := m[key].(map[string]any); ok {
			for k, n := range cm {
				if i, ok := intOf(n); ok {
					dst[k] = i
				}
			}
		}
	}
	if n, ok := m["avg_confidence"].(json.Number); ok {
		s.AvgConfidence, _ = n.Float64()
	}
	return s
}

// fields reads typed values out of a generic object, recording the first
// problem.
type fields struct {
	obj   map[string]any
	where string
	err   error
}

func (f *fields) fail(format string, args ...any) {
	if f.err == nil {
		f.err = malformed(f.where+"."+format, args...)
	}
}

// str reads a string; null or absent is "" unless required.
func (f *fields) str(key string, required bool) string {
	v, ok := f.obj[key]
	if !ok || v == nil {
		if required {
			f.fail("%s is missing", key)
		}
		return ""
	}
	s, ok := v.(string)
	if !ok {
		f.fail("%s is not a string", key)
		return ""
	}
	if required && s == "" {
		f.fail("%s is empty", key)
	}
	return s
}

func (f *fields) boolean(key string) bool {
	v, ok := f.obj[key]
	if !ok || v == nil {
		return false
	}
	b, ok := v.(bool)
	if !ok {
		f.fail("%s is not a boolean", key)
	}
	return b
}

func (f *fields) integer(key string) int {
	v, ok := f.obj[key]
	if !ok || v == nil {
		return 0
	}
	i, ok := intOf(v)
	if !ok {
		f.fail("%s is not an integer", key)
	}
	return i
}

func (f *fields) number(key string) float64 {
	v, ok := f.obj[key]
	if !ok || v == nil {
		return 0
	}
	n, ok := v.(json.Number)
	if !ok {
		f.fail("%s is not a number", key)
		return 0
	}
	x, err := strconv.ParseFloat(string(n), 64)
	if err != nil || math.IsInf(x, 0) {
		f.fail("%s is out of range", key)
		return 0
	}
	return x
}

// intOf accepts an integral JSON number that fits an int.
func intOf(v any) (int, bool) {
	n, ok := v.(json.Number)
	if !ok {
		return 0, false
	}
	if i, err := strconv.ParseInt(string(n), 10, strconv.IntSize); err == nil {
		return int(i), true
	}
	x, err := strconv.ParseFloat(string(n), 64)
	if err != nil || x != math.Trunc(x) || math.Abs(x) > 1<<53 {
		return 0, false
	}
	return int(x), true
}

// Hash lengths of the two schemes, in hex characters.
const (
	loopdHashLen  = 64
	legacyHashLen = 16
)

func checkHashes(b *Bundle, raw rawBundle) error {
	n := len(b.Metadata.ManifestHash)
	if n != loopdHashLen && n != legacyHashLen {
		return malformed("metadata.manifest_hash has %d characters, want %d (loopd) or %d (learning-loop skill)", n, loopdHashLen, legacyHashLen)
	}
	for _, r := range b.Rules {
		if len(r.Hash) != n {
			return malformed("rule %s's _hash has %d characters but manifest_hash has %d", r.ID, len(r.Hash), n)
		}
	}
	b.Legacy = n == legacyHashLen
	if b.Legacy {
		return checkLegacyHashes(b, raw)
	}
	hashes := make([]string, len(b.Rules))
	for i, r := range b.Rules {
		if got := RuleHash(r.ModelRule()); got != r.Hash {
			return &HashMismatchError{RuleID: r.ID, InFile: r.Hash, Computed: got}
		}
		hashes[i] = r.Hash
	}
	if got := ManifestHash(hashes); got != b.Metadata.ManifestHash {
		return &HashMismatchError{InFile: b.Metadata.ManifestHash, Computed: got}
	}
	return nil
}

func checkLegacyHashes(b *Bundle, raw rawBundle) error {
	for i, x := range raw.rules {
		rule := maps(x.(map[string]any))
		delete(rule, "_hash")
		delete(rule, "_original_id")
		got, err := LegacyHash(rule)
		if err != nil {
			return malformed("rule %s cannot be hashed: %v", b.Rules[i].ID, err)
		}
		if got != b.Rules[i].Hash {
			return &HashMismatchError{RuleID: b.Rules[i].ID, InFile: b.Rules[i].Hash, Computed: got}
		}
	}
	got, err := LegacyManifestHash(raw.metadata, raw.rules)
	if err != nil {
		return malformed("its manifest cannot be hashed: %v", err)
	}
	if got != b.Metadata.ManifestHash {
		return &HashMismatchError{InFile: b.Metadata.ManifestHash, Computed: got}
	}
	return nil
}

func maps(m map[string]any) map[string]any {
	out := make(map[string]any, len(m))
	for k, v := range m {
		out[k] = v
	}
	return out
}

// LegacyHash is the skill's _hash of a rule given as generic JSON (as read
// with json.Decoder.UseNumber), without its _hash and _original_id: the
// first 16 hex characters of SHA-256 over Python's
// json.dumps(rule, sort_keys=True, ensure_ascii=True).
func LegacyHash(rule map[string]any) (string, error) {
	text, err := pyDumps(rule)
	if err != nil {
		return "", err
	}
	return shortSHA(text), nil
}

// LegacyManifestHash is the skill's manifest_hash: the first 16 hex
// characters of SHA-256 over json.dumps(metadata, sort_keys=True) (the
// metadata without manifest_hash, which is dropped here if present)
// followed directly by json.dumps(rules, sort_keys=True).
func LegacyManifestHash(metadata map[string]any, rules []any) (string, error) {
	meta := maps(metadata)
	delete(meta, "manifest_hash")
	m, err := pyDumps(meta)
	if err != nil {
		return "", err
	}
	r, err := pyDumps(rules)
	if err != nil {
		return "", err
	}
	return shortSHA(m + r), nil
}

func shortSHA(s string) string {
	sum := sha256.Sum256([]byte(s))
	return hex.EncodeToString(sum[:])[:legacyHashLen]
}
