// Package text owns loopd's language layer: it turns a free-form string (a
// rule, a proposed action, an agent's event) into weighted features that the
// guard matcher and the lesson clusterer compare. It knows nothing about rules,
// events or the store.
//
// Analysis runs in four steps:
//
//  1. Tokenizing keeps command lines meaningful: long options (--insecure),
//     short option clusters (-xzf, also split into -x -z -f), key=value pairs
//     (verify=false), numbers and modes (777, o+w), paths, URLs and
//     user@host addresses survive as tokens, tagged with classes such as
//     <short-option>, <path> or <url> that lexicon terms can name. Command
//     separators (; | && ||) split a line into segments.
//  2. Words are lower-cased and stemmed with the Snowball English stemmer;
//     stop words are dropped, particles (up, off, in, out...) are kept so
//     that phrasal verbs such as "clean up" or "log in" can be matched.
//  3. The embedded concept lexicon (lexicon/*.txt, format in
//     lexicon/README.md) maps terms, multi-word phrases and command idioms
//     onto concept ids. Each concept has a role: an act (what the text does:
//     delete, publish, write), a read-only act (list, show, read: it looks
//     without changing anything) or a thing (what it touches: a table, a
//     password, a docker container).
//  4. Every content word and every concept becomes a Feature with a prior
//     weight. Concept ids may be dotted ("delete.drop"); the parent ("delete")
//     is emitted too, marked Implied, so that near concepts meet.
//
// The API: NewAnalyzer; Analyze (whole lexicon, for the lesson clusterer);
// AnalyzeCore (without the clusterer's events_*.txt vocabulary, for the
// guard); AnalyzeCoreParts (one analysis cut at byte offsets, so a rule's
// clauses are analyzed in context); SurfaceKeys, ConceptSurfaceKeys,
// IsActKey, IsWeakKey (cheap keys for indexing texts without analyzing
// them); ConceptParent, ConceptRole, ConceptWeight, Contrast (the concept
// hierarchy and opposites).
//
// An Analyzer is immutable once built and safe for concurrent use. The
// lexicon is compiled ahead of time into lexicon_gen.go (see gen.go and
// lexicon/README.md): regenerate it after editing lexicon/*.txt with
// go test ./internal/text -run TestCompiledLexicon -update.
package text
