// Package wordnet owns loopd's general English synonym resource: a compact,
// embedded extract of Princeton WordNet 3.0 (license in LICENSE-WordNet). It
// answers which lemmas a word form may be (morphy), which senses a lemma has,
// which lemmas share a sense, one level of hypernyms, and derivational links
// between parts of speech ("summary" ~ "summarize", "deletion" ~ "delete").
//
// It knows nothing about loopd's concept lexicon (internal/text), rules or
// events: it is a dictionary that other packages may consult.
//
// Only what helps matching is kept (see gen/main.go, which builds
// wordnet.bin from /usr/share/wordnet through `go generate`):
//
//   - every single-word lemma, and multi-word lemmas that are verbs
//     ("take away") or have a tagged sense; untagged proper nouns and
//     untagged animal and plant names are left out;
//   - per lemma and part of speech, its most frequent senses: those with a
//     tag count above zero in WordNet's sense-tagged corpora, at most 3; a
//     lemma with no tagged sense keeps its first 2 senses if it is a verb and
//     its first sense otherwise;
//   - per kept sense, the synset's member lemmas (those that are themselves
//     kept) and, for nouns and verbs, its direct hypernyms (whose own
//     hypernyms are not stored unless they are kept senses too);
//   - per kept lemma, its derivational ("+") links from its kept senses to
//     lemmas of other parts of speech;
//   - the exception lists (verb.exc, noun.exc, adj.exc, adv.exc).
//
// Word forms are looked up lower-cased, with runs of spaces, tabs and
// underscores read as one space, so "Take_Away" and "take away" are the same
// lemma. Results are deterministic.
//
// Load wraps the embedded data without decoding it (it checks the header
// only, in well under a microsecond); every lookup binary-searches a
// front-coded string table and decodes the few bytes it needs. A *WordNet
// is immutable and safe for concurrent use. WordNet's senses are general
// English: tech words are often missing ("kubectl", "repo", "config") or
// read in their everyday sense ("git", "docker", "commit" = perpetrate), so
// callers should weigh its links below the concept lexicon's.
package wordnet

//go:generate go run ./gen -dict /usr/share/wordnet -out wordnet.bin
