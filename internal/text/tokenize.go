package text

import (
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/kljensen/snowball/english"
)

// Token classes that lexicon terms may name in angle brackets.
const (
	ClassShortOption = "<short-option>"
	ClassLongOption  = "<long-option>"
	ClassPath        = "<path>"
	ClassURL         = "<url>"
	ClassNumber      = "<number>"
	ClassAddress     = "<at-address>"
	ClassMode        = "<mode>"
	ClassAssign      = "<assign>"
	ClassPipe        = "<pipe>"
	ClassFile        = "<file>"
	// ClassSource is a file of program source ("main.go", "src/app.ts"):
	// its extension says it is code, as "source file" does.
	ClassSource  = "<source-file>"
	ClassMoney   = "<money>"
	ClassDomain  = "<domain>"
	ClassMention = "<mention>"
	// ClassChannel is a chat channel named with "#" where a place goes
	// ("post in #ops", "to #general"): elsewhere "#ad" is a hashtag.
	ClassChannel = "<channel>"
	// ClassHome is a path in the user's home ("~/notes", "~"): a
	// lexicon term "~" would read as every path.
	ClassHome = "<home-path>"
	// ClassRedirect and ClassAppend are a shell's "> file" and ">> file".
	ClassRedirect = "<redirect>"
	ClassAppend   = "<append-to>"
	// ClassWildcard is a lone "*".
	ClassWildcard = "<wildcard>"
	// ClassVersion is a version number: "1.40", "4.2.13", "v2.0.0" (also
	// a number when it is one).
	ClassVersion = "<version>"
	// ClassHere is a lone "." or "./", the current directory ("git
	// checkout .", "chmod -R 777 ."): without it "git checkout ." would
	// read as a bare "git checkout".
	ClassHere = "<here>"
	// ClassRoot is a lone "/" or "/*", the root of the file system ("rm
	// -rf /"): a token for phrases, never a feature.
	ClassRoot = "<root>"
	// ClassColonRef is a ref after a lone colon in a push, which deletes
	// it ("git push origin :feature-x").
	ClassColonRef = "<colon-ref>"
)

// token is one position of the analyzed stream.
type token struct {
	text     string   // normalized form: a stem, a flag, a number, key=value
	alts     []string // other forms that lexicon terms may match (classes, split flags)
	seg      int      // command segment, split by ; | && || and sentence ends
	off      int      // byte offset in the text of the chunk the token came from
	verb     bool     // sits where an imperative verb would
	particle bool     // up, down, off, in...: matched in phrases, never a feature
	word     bool     // an alphabetic word (may become a word feature)
	num      bool     // a number
	noAct    bool     // part of a path, URL, address or key=value: never an act
	lightObj bool     // in the object of a light verb ("run a migration"): an act noun counts
	adverb   bool     // an -ly adverb: it leaves the verb slot to the next word
	afterDet bool     // follows a determiner or a possessive ("Sam's open PR"): a noun's place
	softVerb bool     // a verb slot after "to", where a noun is as likely
	readCmd  bool     // names the tool or resource of a read-only subcommand: no act that changes
}

// wordKind tells the tokenizer how to treat a plain lower-case word.
type wordKind uint8

const (
	kindContent wordKind = iota
	kindStop
	kindParticle
	kindBoundary   // a stop word after which a verb may start a clause
	kindDeterminer // a stop word after which a noun follows (the, my, a)
)

// vocab is the read-only word knowledge the tokenizer consults.
type vocab struct {
	kinds map[string]wordKind
	// stemIn and stemOut are a sorted table of known words and their
	// stems: looking a word up is much cheaper than stemming it.
	stemIn, stemOut []string
	// record, while a lexicon is parsed, collects every word stemmed.
	record map[string]string
}

func (v *vocab) kind(w string) wordKind {
	if k, ok := v.kinds[w]; ok {
		return k
	}
	return kindContent
}

// gerundCue lists words after which an -ing form starts a new clause
// ("by cleaning up", "before writing").
func gerundCue(w string) bool {
	switch w {
	case "by", "without", "before", "after", "when", "while", "for", "of",
		"from", "instead", "about", "than", "over", "avoid", "stop", "start", "keep", "try",
		"begin", "finish", "continue", "resume", "quit", "prefer", "consider", "recommend", "mind", "risk":
		return true
	}
	return false
}

// contractions expands the few contractions that carry meaning.
func contraction(w string) (string, bool) {
	switch w {
	case "don't", "dont", "doesn't", "didn't", "isn't", "aren't", "wasn't", "can't",
		"cannot", "won't", "shouldn't", "mustn't", "never":
		return "not", true
	}
	return "", false
}

// tokenize splits s into the analyzed stream.
func (v *vocab) tokenize(s string) []token { return v.tokenizeClauses(s, nil) }

// tokenizeClauses tokenizes s; a chunk at or after each offset of starts
// (ascending) begins a new clause: a new segment with a verb slot.
func (v *vocab) tokenizeClauses(s string, starts []int) []token {
	s = quotedSedReplacements(s)
	out := make([]token, 0, len(s)/5+2)
	seg := 0
	verbNext := true  // the start of the text is a verb slot
	softNext := false // the verb slot follows "to": a noun is as likely
	lightLeft := 0    // content tokens left in a light verb's object
	noAct := false    // emitting the parts of a path, URL or address
	detNext := false  // the last word was a determiner or a possessive
	howTo := false    // after "how to": what follows is asked about, not done
	prevWord := ""
	chunkOff := 0
	segOff := 0 // where the current segment's text starts
	rest := s   // the text after the current chunk
	emit := func(t token) {
		t.seg = seg
		t.off = chunkOff
		t.noAct = t.noAct || noAct || howTo
		if !t.particle {
			t.afterDet, detNext = detNext, false
			if lightLeft > 0 {
				t.lightObj = true
				lightLeft--
			}
			if verbNext && !t.noAct && !t.adverb {
				t.verb = true
				t.softVerb = softNext
				verbNext, softNext = false, false
				if t.word && lightVerb(t.text) {
					lightLeft = 3
				}
			}
		}
		out = append(out, t)
	}
	boundary := func() {
		seg++
		segOff = len(s) - len(rest)
		verbNext, softNext, detNext, howTo = true, false, false, false
		lightLeft = 0
	}
	for {
		start := indexNonSpace(rest)
		if start < 0 {
			break
		}
		end := indexSpace(rest[start:])
		if end < 0 {
			end = len(rest) - start
		}
		chunk := rest[start : start+end]
		chunkOff = len(s) - len(rest) + start
		rest = rest[start+end:]
		if len(starts) > 0 && chunkOff >= starts[0] {
			for len(starts) > 0 && chunkOff >= starts[0] {
				starts = starts[1:]
			}
			boundary()
			segOff = chunkOff
			prevWord = ""
		}
		if isSeparator(chunk) {
			boundary()
			prevWord = ""
			if chunk == "|" {
				// A pipe is a token of its own ("curl URL | bash"), but
				// neither a feature nor a verb.
				emit(token{text: ClassPipe, alts: []string{ClassPipe}, particle: true})
			}
			continue
		}
		if chunk == "--" {
			// The end of a command's options ("git checkout -- file"):
			// a token for phrases, never a feature.
			emit(token{text: chunk, particle: true})
			continue
		}
		if chunk == ">" || chunk == ">>" {
			// A shell redirection replaces (">") or extends (">>") the
			// file after it: a token for phrases, never a feature.
			cls := ClassRedirect
			if chunk == ">>" {
				cls = ClassAppend
			}
			emit(token{text: cls, alts: []string{cls}, particle: true})
			continue
		}
		if len(chunk) > 1 && chunk[0] == ':' && refName(chunk[1:]) && !strings.HasPrefix(chunk[1:], "refs/tags") && strings.Contains(s[:chunkOff], "push") {
			emit(token{text: ClassColonRef, alts: []string{ClassColonRef}, particle: true})
			continue
		}
		switch strings.Trim(chunk, `"'`+"`") {
		case "/", "/*":
			emit(token{text: ClassRoot, alts: []string{ClassRoot}, particle: true})
			continue
		case ".", "./":
			// The current directory: a token for phrases, never a
			// feature, and no end of a clause.
			emit(token{text: ClassHere, alts: []string{ClassHere}, particle: true})
			continue
		}
		endsClause := false
		raw := chunk
		if strings.ContainsRune(`"'`+"`", rune(raw[0])) && segOff >= 0 && segOff <= chunkOff && commandOption(firstChunk(s[segOff:chunkOff]), lastChunk(s[:chunkOff])) {
			// "psql -c 'VACUUM FULL ...'", "bash -c \"rm -rf ...\"": the
			// quoted argument is a command of its own, its first word a
			// verb.
			boundary()
			segOff = chunkOff
			prevWord = ""
		}
		chunk, endsClause = trimChunk(chunk)
		if strings.HasPrefix(strings.TrimLeft(raw, `"'(`), "$") && chunk != "" && chunk[0] >= '0' && chunk[0] <= '9' {
			chunk = "$" + chunk // keep the currency sign of "$400"
		}
		if chunk == "" {
			if strings.Trim(raw, `"'`+"`,;:()[]{}") == "*" {
				// A lone "*" is a wildcard ("origin: '*'", "Principal:
				// *"): a token for phrases, never a feature.
				emit(token{text: ClassWildcard, alts: []string{ClassWildcard}, particle: true})
				// "origin: '*'": the key's colon does not part it from
				// its value.
				if n := len(out); n > 1 && strings.HasSuffix(strings.TrimSpace(s[out[n-2].off:chunkOff]), ":") {
					out[n-1].seg = out[n-2].seg
				}
			}
			if endsClause {
				boundary()
			}
			continue
		}
		if repl, ok := sedReplacement(chunk); ok {
			// "sed -i 's/SELINUX=enforcing/SELINUX=disabled/' ...": the
			// command writes the replacement; read it for what it sets.
			if endsClause {
				repl += " ;"
			}
			rest = repl + " " + rest
			continue
		}
		lower := strings.ToLower(chunk)
		if money := moneyAmount(chunk); money != "" {
			emit(token{text: money, alts: []string{ClassNumber, ClassMoney}, num: true})
			if endsClause {
				boundary()
			}
			continue
		}
		if chunk[0] >= 'A' && chunk[0] <= 'Z' && sqlKeyword(chunk, v.kind(lower)) {
			// An upper-case stop word in a command line is SQL: keep it,
			// with its class (<sql-from>: what follows is a table).
			alts := sqlAlt(chunk)
			if alts == nil {
				alts = []string{"<sql-" + lower + ">"}
			}
			emit(token{text: lower, word: true, alts: alts})
			prevWord = ""
			if endsClause {
				boundary()
			}
			continue
		}
		noAct = false
		switch {
		case strings.HasPrefix(lower, "--") && len(lower) > 2:
			name, val, hasVal := strings.Cut(lower, "=")
			emit(token{text: name, alts: []string{ClassLongOption}})
			if hasVal {
				v.words(val, emitWords(emit))
			}
		case lower[0] == '-' && len(lower) >= 2 && isAlnum(lower[1]) && !isNumber(lower[1:]):
			t := token{text: lower, alts: []string{ClassShortOption}}
			if len(lower) > 2 && isLetters(lower[1:]) {
				for i := 1; i < len(lower); i++ {
					t.alts = append(t.alts, "-"+lower[i:i+1])
				}
			}
			emit(t)
		case strings.Contains(lower, "://"):
			noAct = true
			scheme, rest, _ := strings.Cut(lower, "://")
			if scheme == "" {
				scheme = ClassURL
			}
			emit(token{text: scheme, alts: []string{ClassURL}})
			host, path, _ := strings.Cut(rest, "/")
			if i := strings.LastIndexByte(host, '@'); i >= 0 {
				host = host[i+1:]
			}
			host, _, _ = strings.Cut(host, ":")
			if parts := strings.Split(host, "."); len(parts) > 1 {
				host = strings.Join(parts[:len(parts)-1], ".")
			}
			v.words(host, emitWords(emit))
			v.words(path, emitWords(emit))
		case isCIDR(lower):
			// "0.0.0.0/0", "::/0" are address ranges, not paths: as a
			// path their words would be "0", which every count names.
			noAct = true
			emit(token{text: lower})
		case isMode(lower):
			emit(token{text: lower, alts: []string{ClassMode}})
		case isNumber(lower):
			alts := []string{ClassNumber}
			if isVersion(lower) {
				alts = append(alts, ClassVersion)
			}
			emit(token{text: strings.TrimLeft(lower, "+"), alts: alts, num: true})
		case isVersion(lower):
			emit(token{text: lower, alts: []string{ClassVersion}, num: true})
		case strings.Contains(lower, "=") && lower[0] != '=':
			key, val, _ := strings.Cut(lower, "=")
			t := token{text: normAssign(key) + "=" + strings.Trim(val, `"'`), alts: []string{ClassAssign}}
			emit(t)
			noAct = true
			v.words(key, emitWords(emit))
			v.words(val, emitWords(emit))
		case isMention(lower):
			// "@dana", "@here": a chat mention, kept whole so that the
			// lexicon can tell a person from the whole channel.
			t := token{text: lower, alts: []string{ClassMention}}
			name := lower[1:]
			if isPlainWord(name) && v.kind(name) == kindContent {
				t.alts = append(t.alts, v.stem(name)) // "post @channel in #eng" still posts in a channel
			}
			emit(t)
			if strings.ContainsAny(name, "_-") {
				// "@csrf_exempt" may be a decorator: its words count too.
				v.words(name, emitWords(emit))
			}
		case strings.IndexByte(lower, '@') > 0:
			noAct = true
			user, host, _ := strings.Cut(lower, "@")
			emit(token{text: ClassAddress, alts: []string{ClassAddress}})
			v.words(user, emitWords(emit))
			if parts := strings.Split(host, "."); len(parts) > 1 {
				host = strings.Join(parts[:len(parts)-1], ".")
			}
			v.words(host, emitWords(emit))
		case isDomain(lower):
			noAct = true
			first := len(out)
			v.words(lower[:strings.LastIndexByte(lower, '.')], emitWords(emit))
			if len(out) > first {
				out[first].alts = append(out[first].alts, ClassDomain)
			}
		case strings.Contains(lower, "/") && segOff >= 0 && segOff <= chunkOff && chunkOff <= len(s) && gitRef(s[segOff:chunkOff], lower):
			// "git push origin feature/login": a branch, not a path. (A
			// sed replacement put back into the text is never longer than
			// its chunk, so the offsets stay in order; the bounds only
			// guard the slice.)
			noAct = true
			v.words(lower, emitWords(emit))
		case strings.ContainsAny(lower, "/\\") || lower[0] == '~' || (lower[0] == '.' && len(lower) > 1) || isFilename(lower):
			// Run: an interpreter's script, or a path to one as the
			// segment's first word ("./deploy.sh"; a bare "settings.py"
			// there is not run).
			run := chunkOff <= len(s) && (verbNext && segOff <= chunkOff && strings.TrimSpace(s[segOff:chunkOff]) == "" && runPath(lower) ||
				interpreter[strings.Trim(strings.ToLower(lastChunk(s[:chunkOff])), "'\"`")])
			noAct = true
			first := len(out)
			v.words(lower, emitWords(emit))
			if len(out) > first {
				out[first].alts = append(out[first].alts, ClassPath)
				if base := lower[strings.LastIndexAny(lower, "/\\")+1:]; isFilename(base) {
					out[first].alts = append(out[first].alts, ClassFile)
					if sourceExt[base[strings.LastIndexByte(base, '.')+1:]] {
						out[first].alts = append(out[first].alts, ClassSource)
					}
				}
				if lower[0] == '~' {
					out[first].alts = append(out[first].alts, ClassHome)
				}
			} else if lower[0] == '~' {
				emit(token{text: ClassPath, alts: []string{ClassPath, ClassHome}})
			} else {
				emit(token{text: ClassPath, alts: []string{ClassPath}})
			}
			if name := scriptName(lower); run && name != "" {
				// "./deploy.sh prod", "bash scripts/backup_db.sh": a
				// script is named for what it does.
				noAct, verbNext = false, true
				v.words(name, emitWords(emit))
			}
		default:
			if lower == "never" || lower == "cannot" || lower == "dont" || strings.ContainsAny(lower, "'’") {
				if w, ok := contraction(strings.ReplaceAll(lower, "’", "'")); ok {
					lower = w
				}
			}
			possessive := false
			if strings.HasSuffix(lower, "'s") || strings.HasSuffix(lower, "’s") {
				lower = strings.TrimSuffix(strings.TrimSuffix(lower, "'s"), "’s")
				possessive = true
			}
			if isPlainWord(lower) {
				if gerundCue(prevWord) && strings.HasSuffix(lower, "ing") {
					verbNext = true
				}
				if alt := upperSQLAlt(chunk); alt != nil {
					emit(token{text: v.stem(lower), word: true, alts: alt})
					prevWord = lower
					if endsClause {
						boundary()
					}
					continue
				}
				if lower == "to" {
					softNext = true
					howTo = howTo || prevWord == "how"
				} else if v.kind(lower) == kindBoundary {
					softNext = false
				}
				if lower == "tell" {
					if next, _ := trimChunk(firstChunk(rest)); strings.EqualFold(next, "me") || next == "us" || next == "Us" {
						// "tell me the deductible" asks; "tell Jake
						// the payout" sends word.
						lower = "ask"
					}
				}
				n := len(out)
				v.word(lower, emit, &verbNext, &lightLeft)
				if len(out) > n && channelName(raw, prevWord) {
					out[len(out)-1].alts = append(out[len(out)-1].alts, ClassChannel)
				}
				if len(out) > n && !endsClause && sqlClauseWord(lower, rest) && sqlText(s) {
					// "order by", "group by" in a query: no ordering (buying).
					out[len(out)-1].noAct = true
					out[len(out)-1].verb = false
				}
				detNext = possessive || v.kind(lower) == kindDeterminer
				prevWord = lower
				if endsClause {
					boundary()
				}
				continue
			}
			n := len(out)
			v.words(lower, emitWords(emit))
			if len(out) > n && channelName(raw, prevWord) {
				out[n].alts = append(out[n].alts, ClassChannel) // "#dev-ops"
			}
		}
		noAct = false
		prevWord = ""
		if endsClause {
			boundary()
		}
	}
	return out
}

// channelName reports whether the raw chunk, after the word prev, names
// a chat channel: "#" and a letter, where a place goes ("in #ops", "to
// #general", "on #eng"). A hashtag ("tweet it with #ad") is not one.
func channelName(raw, prev string) bool {
	raw = strings.TrimLeft(raw, `"'(`)
	if len(raw) < 2 || raw[0] != '#' || !(raw[1] >= 'a' && raw[1] <= 'z' || raw[1] >= 'A' && raw[1] <= 'Z') {
		return false
	}
	switch strings.ToLower(strings.TrimRight(raw[1:], `"'),.;:!?`)) {
	case "include", "ifdef", "ifndef", "define", "undef", "endif", "if", "else", "elif", "pragma", "region", "endregion":
		return false // a preprocessor line
	}
	switch prev {
	case "in", "into", "to", "on", "onto", "at", "via", "from":
		return true
	}
	return false
}

// isMention reports whether s is a chat mention: "@" and a name of
// letters, digits, "-" and "_" ("@here", "@mike-torres"; not "@pytest.mark").
func isMention(s string) bool {
	if len(s) < 2 || s[0] != '@' {
		return false
	}
	for i := 1; i < len(s); i++ {
		c := s[i]
		if !(c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '-' || c == '_') {
			return false
		}
	}
	return true
}

// lightVerb reports whether a verb stem carries little meaning of its own,
// so that its object names the act: "run a migration", "take a backup".
func lightVerb(stem string) bool {
	switch stem {
	case "run", "ran", "do", "perform", "execut", "make", "take", "use", "tri", "issu", "trigger", "kick", "start", "begin", "let", "get", "have", "give", "go", "carri", "conduct", "appli":
		return true
	}
	return false
}

// sqlStatements are the SQL verbs that, written in capitals, tag their token
// with a <sql-verb> class for the lexicon.
var sqlStatements = map[string]bool{"SELECT": true, "INSERT": true, "UPDATE": true, "DELETE": true, "DROP": true, "TRUNCATE": true,
	"ALTER": true, "CREATE": true, "UPSERT": true, "MERGE": true, "SHOW": true, "DESCRIBE": true, "EXPLAIN": true}

// sqlAlt returns the <sql-verb> class of an upper-case SQL verb, or nil.
func sqlAlt(chunk string) []string {
	if sqlStatements[chunk] {
		return []string{"<sql-" + strings.ToLower(chunk) + ">"}
	}
	return nil
}

// sqlKeyword reports whether chunk is an upper-case stop word, as SQL
// keywords are written (DELETE FROM, WHERE, INSERT INTO).
func sqlKeyword(chunk string, k wordKind) bool {
	if k == kindContent || len(chunk) < 2 {
		return false
	}
	for i := 0; i < len(chunk); i++ {
		if chunk[i] < 'A' || chunk[i] > 'Z' {
			return false
		}
	}
	return true
}

func emitWords(emit func(token)) func(token) { return emit }

// word handles one plain alphabetic word.
func (v *vocab) word(w string, emit func(token), verbNext *bool, lightLeft *int) {
	switch v.kind(w) {
	case kindStop:
		return
	case kindBoundary:
		*verbNext = true
		*lightLeft = 0
		return
	case kindDeterminer:
		*verbNext = false
		return
	case kindParticle:
		emit(token{text: w, particle: true, word: true})
		return
	}
	emit(token{text: v.stem(w), word: true, adverb: isAdverb(w)})
}

// words splits a compound chunk (a path, a host, snake_case, app:latest)
// into word tokens; the joined form is kept as an alternative of the first.
func (v *vocab) words(s string, emit func(token)) {
	parts := strings.FieldsFunc(s, func(r rune) bool {
		return !(unicode.IsLetter(r) || unicode.IsDigit(r))
	})
	var joined string
	ident := len(parts) > 1 && strings.Contains(s, "_")
	if len(parts) > 1 {
		joined = strings.Join(parts, "")
	}
	for i, p := range parts {
		if n, unit := splitUnit(p); n != "" {
			emit(token{text: n, alts: []string{ClassNumber}, num: true})
			emit(token{text: unit, word: true})
			continue
		}
		if isNumber(p) {
			emit(token{text: p, alts: []string{ClassNumber}, num: true})
			continue
		}
		if k := v.kind(p); k == kindStop || k == kindBoundary || k == kindDeterminer {
			continue
		}
		t := token{text: v.stem(p), word: true}
		if ident && isParticiple(p) {
			t.noAct = true // "deleted_at", "is_published": a state, not an act
		}
		if i == 0 && joined != "" && isPlainWord(joined) {
			t.alts = append(t.alts, v.stem(joined))
		}
		emit(t)
	}
}

// isParticiple reports whether w looks like a past participle ("deleted",
// "published"; not "seed" or "need"). Inside a snake_case name it names a
// record's state (a deleted_at column), so it reads as no act.
func isParticiple(w string) bool {
	return len(w) > 4 && strings.HasSuffix(w, "ed") && !strings.HasSuffix(w, "eed")
}

// stem returns the Snowball English stem of a lower-case word.
func (v *vocab) stem(w string) string {
	if i, ok := slices.BinarySearch(v.stemIn, w); ok {
		return v.stemOut[i]
	}
	s := stem(w)
	if v.record != nil {
		v.record[w] = s
	}
	return s
}

func stem(w string) string {
	if !isPlainWord(w) || len(w) <= 2 {
		return w
	}
	if s, ok := stemExceptions[w]; ok {
		return s
	}
	if l, ok := irregular[w]; ok {
		w = l // "rewrote" is "rewrite"
	}
	return english.Stem(w, true)
}

// stemExceptions keeps apart words whose Snowball stems collide although
// their meanings do not: "production" and "products" both stem to
// "product", which made every products table a production environment;
// "development" and "develop" ("develop the feature" is no dev
// environment); "living", "lived" ("long-lived keys") and "live";
// "united" (the airline) and "unit"; "securities" (stocks and bonds) and
// "security"; "identity" and "identical" (reusing the same password);
// "deposition" (a court paper) and "deposit"; "proposal" (a document) and
// "propose"; "readable" (who may read a file) and "readability" (of code);
// "recording" (audio, video) and "record" (a row, a file); "container"
// and "contain"; "liquidate" (selling) and "liquid"; "apartment" and
// "apart" ("an hour apart"); "tokenizer" and "token" (a credential).
var stemExceptions = map[string]string{
	"lived":          "lived",
	"united":         "united",
	"production":     "production",
	"productions":    "production",
	"development":    "development",
	"developments":   "development",
	"living":         "living",
	"lives":          "lives",
	"securities":     "securities",
	"identity":       "identity",
	"identities":     "identity",
	"deposition":     "deposition",
	"depositions":    "deposition",
	"proposal":       "proposal",
	"proposals":      "proposal",
	"readable":       "readable",
	"recording":      "recording",
	"recordings":     "recording",
	"container":      "container",
	"containers":     "container",
	"liquidate":      "liquidat",
	"liquidates":     "liquidat",
	"liquidated":     "liquidat",
	"liquidating":    "liquidat",
	"apartment":      "apartment",
	"apartments":     "apartment",
	"liquidation":    "liquidat",
	"settings":       "setting",
	"billing":        "billing",
	"anonymous":      "anonymous",
	"anonymously":    "anonymous",
	"anonymity":      "anonymity",
	"authorize":      "authoriz",
	"authorizes":     "authoriz",
	"authorized":     "authoriz",
	"authorizing":    "authoriz",
	"authorise":      "authoriz",
	"authorised":     "authoriz",
	"authorising":    "authoriz",
	"authorization":  "authorization",
	"authorisation":  "authorization",
	"authorizations": "authorization",
	"accountant":     "accountant",
	"accountants":    "accountant",
	// A tokenizer splits text; a token is a credential.
	"tokenize":     "tokeniz",
	"tokenizes":    "tokeniz",
	"tokenized":    "tokeniz",
	"tokenizing":   "tokeniz",
	"tokenizer":    "tokeniz",
	"tokenizers":   "tokeniz",
	"tokenization": "tokeniz",
	"tokenise":     "tokeniz",
	"tokenised":    "tokeniz",
	"tokeniser":    "tokeniz",
	"tokenisation": "tokeniz",
	// Brand names a suffix rule would cut down to a common word:
	// Contentful is no "content", CodeSignal no "codesign".
	"contentful": "contentful",
	"codesignal": "codesignal",
	"typefully":  "typefully",
	"textedly":   "textedly",
	"remitly":    "remitly",
	"paye":       "paye",
}

// quotedSedReplacements replaces each quoted sed-style substitution in s
// whose parts hold spaces ("sed -i 's/PasswordAuthentication no/
// PasswordAuthentication yes/' ...") by its replacement, padded with
// spaces to the same length so that every offset into s still holds.
// Substitutions without spaces are read chunk by chunk (sedReplacement).
func quotedSedReplacements(s string) string {
	if !strings.Contains(s, "s/") && !strings.Contains(s, "s|") && !strings.Contains(s, "s#") {
		return s
	}
	var b []byte
	for i := 0; i+3 < len(s); i++ {
		q := s[i]
		if (q != '\'' && q != '"') || s[i+1] != 's' {
			continue
		}
		j := strings.IndexByte(s[i+1:], q)
		if j < 0 {
			break
		}
		inner := s[i+1 : i+1+j]
		if !strings.Contains(inner, " ") {
			continue
		}
		repl, ok := sedSubstitution(inner)
		if !ok || strings.Contains(repl, "\t") {
			continue
		}
		if b == nil {
			b = []byte(s)
		}
		span := b[i : i+j+2] // the quotes too
		n := copy(span, repl)
		for k := n; k < len(span); k++ {
			span[k] = ' '
		}
		i += j + 1
	}
	if b == nil {
		return s
	}
	return string(b)
}

// refName reports whether s may be a git ref name ("feature-x",
// "refs/tags/v1.2").
func refName(s string) bool {
	if s == "" || s[0] == '/' || s[0] == '-' {
		return false
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !(isAlnum(c) || c >= 'A' && c <= 'Z' || c == '/' || c == '-' || c == '_' || c == '.') {
			return false
		}
	}
	return true
}

// gitRef reports whether chunk, after the text before of its command
// segment, is a git ref rather than a path: the segment runs a git
// subcommand that names refs ("git push origin feature/login", "git
// rebase origin/main"), before any "--", and chunk has a ref's shape and
// no file's.
func gitRef(before, chunk string) bool {
	if !refName(chunk) || chunk[0] == '.' || strings.HasSuffix(chunk, "/") || isFilename(chunk[strings.LastIndexByte(chunk, '/')+1:]) {
		return false
	}
	// One pass over the words, without allocating: this runs for every
	// slashed chunk of a command line.
	sudo, git, skip := false, false, false
	refs := 0 // 1: the subcommand names refs; 2: refs or paths
	for w := range strings.FieldsSeq(before) {
		switch {
		case w == "--":
			return false
		case refs > 0:
			// The subcommand is found; only a later "--" matters.
		case !git:
			switch {
			case !sudo && strings.EqualFold(w, "sudo"):
				sudo = true
			case sudo && w[0] == '-':
				// sudo's options ("sudo -u deploy git pull"): their values
				// are plain words, skipped below.
			case strings.EqualFold(w, "git"):
				git = true
			case sudo:
				// an option's value
			default:
				return false
			}
		case skip:
			skip = false // a global option's value
		case strings.EqualFold(w, "-c"):
			skip = true
		case w[0] == '-':
		default:
			if refs = gitRefSubcommand(w); refs == 0 {
				return false
			}
		}
	}
	// A subcommand that takes paths as well ("git checkout src/app",
	// "git log src/utils") names a ref only by a ref's usual prefix.
	return refs == 1 || refs == 2 && refPrefix(chunk)
}

// gitRefSubcommand returns 1 when w is a git subcommand that names refs,
// 2 when it names refs or paths, 0 otherwise.
func gitRefSubcommand(w string) int {
	for _, c := range [...]string{"push", "pull", "fetch", "switch", "merge", "rebase", "branch", "tag", "cherry-pick", "revert"} {
		if strings.EqualFold(w, c) {
			return 1
		}
	}
	for _, c := range [...]string{"checkout", "reset", "log", "show", "diff"} {
		if strings.EqualFold(w, c) {
			return 2
		}
	}
	return 0
}

// refPrefix reports whether a slashed name starts the way branch names
// and remote refs usually do.
func refPrefix(chunk string) bool {
	for _, p := range [...]string{"origin/", "upstream/", "feature/", "feat/", "fix/", "bugfix/", "hotfix/", "release/", "dev/", "chore/", "refs/"} {
		if len(chunk) > len(p) && strings.EqualFold(chunk[:len(p)], p) {
			return true
		}
	}
	return false
}

// sedReplacement returns the replacement of a sed-style substitution
// ("s/old/new/g", "s|old|new|"), and whether c is one.
func sedReplacement(c string) (string, bool) {
	repl, ok := sedSubstitution(c)
	return repl, ok && !strings.ContainsAny(repl, " \t")
}

// sedSubstitution returns the replacement of the sed-style substitution
// c, spaces and all, and whether c is one that writes something.
func sedSubstitution(c string) (string, bool) {
	if len(c) < 5 || c[0] != 's' || (c[1] != '/' && c[1] != '|' && c[1] != '#') {
		return "", false
	}
	parts := strings.Split(c[2:], c[1:2])
	if len(parts) != 3 {
		return "", false
	}
	for _, r := range parts[2] { // flags
		if !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9') {
			return "", false
		}
	}
	repl := strings.TrimSpace(parts[1])
	return repl, repl != ""
}

func isSeparator(c string) bool {
	switch c {
	case ";", "|", "&&", "||", "&", "->", "=>", "—", "–":
		return true
	}
	return false
}

// trimChunk strips quotes and punctuation around a chunk and reports whether
// it closed a clause (a trailing period, comma, semicolon...).
func trimChunk(c string) (string, bool) {
	end := false
	for len(c) > 0 {
		r, size := utf8.DecodeLastRuneInString(c)
		switch r {
		case '.', ',', ';', ':', '!', '?':
			if r == '.' && (c == "." || c == "..") {
				return "", false
			}
			end = true
			c = c[:len(c)-size]
			continue
		case '"', '\'', ')', ']', '}', '`', '’', '”', '>':
			c = c[:len(c)-size]
			continue
		}
		break
	}
	for len(c) > 0 {
		r, size := utf8.DecodeRuneInString(c)
		switch r {
		case '"', '\'', '(', '[', '{', '`', '‘', '“', '<', '#', '$', '*':
			c = c[size:]
			continue
		}
		break
	}
	return c, end
}

func isAlnum(b byte) bool {
	return b >= 'a' && b <= 'z' || b >= '0' && b <= '9'
}

func isLetters(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < 'a' || s[i] > 'z' {
			return false
		}
	}
	return s != ""
}

func isPlainWord(s string) bool {
	if s == "" {
		return false
	}
	for _, r := range s {
		if !unicode.IsLetter(r) {
			return false
		}
	}
	return true
}

func isNumber(s string) bool {
	s = strings.TrimLeft(s, "+")
	if s == "" {
		return false
	}
	digits := 0
	for i := 0; i < len(s); i++ {
		switch {
		case s[i] >= '0' && s[i] <= '9':
			digits++
		case s[i] == '.' || s[i] == ',' || s[i] == '%':
		default:
			return false
		}
	}
	return digits > 0
}

// isVersion recognizes version numbers: digits with at least one dot
// between digits ("1.40", "4.2.13"), optionally after a "v" and with a
// pre-release or build suffix ("v2.0.0-rc1").
//
// What reads too much like something else is not one: an IPv4 address
// (four parts), a date ("2024.05.01": a first part over 999) or a price
// ("19.99": two parts without a "v", unless the first is a single digit).
func isVersion(s string) bool {
	v := strings.HasPrefix(s, "v")
	if v {
		s = s[1:]
	}
	if s == "" || s[0] < '0' || s[0] > '9' {
		return false
	}
	if i := strings.IndexAny(s, "-+"); i > 0 {
		s = s[:i]
	}
	parts, first, digits := 1, 0, 0
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case c >= '0' && c <= '9':
			digits++
			if parts == 1 {
				first = first*10 + int(c-'0')
				if first > 999 {
					return false
				}
			}
		case c == '.' && digits > 0:
			parts++
			digits = 0
		default:
			return false
		}
	}
	switch {
	case digits == 0 || parts < 2 || parts > 3:
		return false
	case parts == 2:
		return v || first < 10
	}
	return true
}

// isMode recognizes symbolic file modes such as o+w, a+rwx, ugo-w, g=rx.
func isMode(s string) bool {
	i := 0
	for i < len(s) && strings.IndexByte("ugoa", s[i]) >= 0 {
		i++
	}
	// "+x" leaves out whom it is for (chmod +x); "-x" would be an option.
	if i >= len(s) || strings.IndexByte("+-=", s[i]) < 0 || i == 0 && s[0] != '+' {
		return false
	}
	i++
	if i >= len(s) {
		return false
	}
	for ; i < len(s); i++ {
		if strings.IndexByte("rwxXst", s[i]) < 0 {
			return false
		}
	}
	return true
}

// normAssign normalizes the key of key=value: lower case, no quotes or
// leading dashes, underscores and hyphens kept.
func normAssign(k string) string {
	k = strings.Trim(k, `"'-`)
	// An XML attribute's namespace says nothing of the setting:
	// android:usesCleartextTraffic is usesCleartextTraffic.
	if i := strings.LastIndexByte(k, ':'); i >= 0 && i < len(k)-1 {
		k = k[i+1:]
	}
	return k
}

// isCIDR reports whether s is an IP address range: an IPv4 or IPv6
// address, "/" and a prefix length ("10.0.0.0/8", "0.0.0.0/0", "::/0").
func isCIDR(s string) bool {
	addr, bits, ok := strings.Cut(s, "/")
	if !ok || addr == "" || bits == "" || len(bits) > 3 || !isNumber(bits) {
		return false
	}
	if strings.IndexByte(addr, ':') >= 0 {
		// IPv6: hex groups and colons ("fd00::", "2001:db8::").
		for i := 0; i < len(addr); i++ {
			c := addr[i]
			if !(c == ':' || c >= '0' && c <= '9' || c >= 'a' && c <= 'f') {
				return false
			}
		}
		return strings.Count(addr, ":") >= 2
	}
	// IPv4: four groups of digits.
	parts := strings.Split(addr, ".")
	if len(parts) != 4 {
		return false
	}
	for _, p := range parts {
		if p == "" || len(p) > 3 || !isNumber(p) {
			return false
		}
	}
	return true
}

// isFilename recognizes name.ext chunks (deploy.yaml, main.go, notes.md).
func isFilename(s string) bool {
	dot := strings.LastIndexByte(s, '.')
	if dot <= 0 || dot == len(s)-1 || len(s)-dot-1 > 5 {
		return false
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !(c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '-' || c == '_' || c == '.') {
			return false
		}
	}
	return fileExt[s[dot+1:]]
}

// sourceExt are the extensions of program source files (a subset of
// fileExt; not shell scripts, config or data, which the lexicon names).
var sourceExt = func() map[string]bool {
	m := map[string]bool{}
	for _, e := range strings.Fields(`go py pyi js mjs cjs jsx ts tsx vue svelte rb php java kt kts scala swift m mm c h cc cpp hpp cs fs rs zig
		dart lua pl pm jl ex exs erl hs clj`) {
		m[e] = true
	}
	return m
}()

// fileExt are the extensions a name.ext chunk must end with to be a file:
// code names have the same shape ("os.path", "products.name",
// "user.email") and are not files.
var fileExt = func() map[string]bool {
	m := map[string]bool{}
	for _, e := range strings.Fields(`txt md markdown rst org tex pdf doc docx odt rtf pages xls xlsx ods csv tsv numbers ppt pptx odp key
		json jsonl ndjson yaml yml toml ini cfg conf config env properties xml plist lock sum mod gradle pom
		go py pyc pyi ipynb js mjs cjs jsx ts tsx vue svelte rb php java kt kts scala swift m mm c h cc cpp hpp cs fs rs zig
		dart lua pl pm r jl ex exs erl hs ml clj sql sh bash zsh fish ps1 bat cmd
		html htm css scss sass less svg png jpg jpeg gif webp avif bmp ico tif tiff heic raw psd ai fig sketch
		mp3 wav flac m4a ogg aac mp4 mov avi mkv webm
		zip tar gz tgz bz2 xz 7z rar zst jar war whl gem deb rpm apk aab ipa dmg iso img exe msi bin so dll dylib o a wasm
		log out err pid sock db sqlite sqlite3 dump bak bk old tmp swp parquet avro orc pkl pt pth onnx h5 ckpt npy npz
		pem crt cer der key pub p8 p12 pfx csr jks keystore gpg asc sig kdbx ovpn tfstate
		patch diff proto prisma graphql csproj sln nix vmdk qcow2 json5
		ics vcf eml msg mbox tf tfvars hcl nomad service timer socket mount
		yarnrc npmrc nvmrc gitignore dockerignore editorconfig`) {
		m[e] = true
	}
	return m
}()

// interpreter holds the commands that run the script named after them
// ("bash deploy.sh").
var interpreter = map[string]bool{"bash": true, "sh": true, "zsh": true, "source": true, "python": true, "python3": true,
	"node": true, "ruby": true, "perl": true, "pwsh": true, "deno": true, "bun": true, "tsx": true, "uv": true}

// scriptName returns the name of the script a run path names, without
// directory or extension ("./scripts/deploy.sh" gives "deploy"), or ""
// when the path names no script: a script has a script's extension, or
// none and a directory ("./release", "bin/deploy").
func scriptName(path string) string {
	i := strings.LastIndexAny(path, "/\\")
	base := path[i+1:]
	if dot := strings.LastIndexByte(base, '.'); dot > 0 {
		switch base[dot+1:] {
		case "sh", "bash", "zsh", "py", "rb", "js", "mjs", "ts", "pl", "ps1":
			if !genericScript[base[:dot]] {
				return base[:dot]
			}
		}
		return ""
	}
	if base == "" || genericScript[base] || !runPath(path) {
		return "" // "train/test split": a path, not a command
	}
	return base
}

// runPath reports whether path has the shape of a command run by its
// path: in the current or parent directory, or in a bin or scripts one.
func runPath(path string) bool {
	return strings.HasPrefix(path, "./") || strings.HasPrefix(path, "../") || strings.HasPrefix(path, "bin/") || strings.HasPrefix(path, "scripts/") ||
		strings.Contains(path, "/bin/") || strings.Contains(path, "/scripts/")
}

// genericScript holds script names that say nothing of what is done
// ("python manage.py migrate": the subcommand does).
var genericScript = map[string]bool{"manage": true, "main": true, "app": true, "index": true, "server": true, "setup": true,
	"cli": true, "run": true, "script": true, "tool": true, "tools": true, "util": true, "utils": true, "wsgi": true,
	"asgi": true, "__main__": true, "entrypoint": true, "do": true, "make": true, "task": true, "tasks": true,
	"activate": true, "env": true, "venv": true, "profile": true, "bashrc": true, "zshrc": true}

// isAdverb reports whether w is an -ly adverb ("recursively", "quickly").
func isAdverb(w string) bool {
	if len(w) < 5 || !strings.HasSuffix(w, "ly") {
		return false
	}
	switch w {
	case "apply", "reply", "supply", "multiply", "comply", "imply", "rely", "ally", "rally", "assembly", "family", "daily", "weekly", "monthly", "yearly", "hourly", "nightly", "early", "only", "holy", "jelly", "belly", "bully":
		return false
	}
	return true
}

// moneyAmount returns the number of an amount written with a currency sign
// ("$400", "€1,200", "£5"), or "".
func moneyAmount(chunk string) string {
	if chunk == "" || (chunk[0] != '$' && chunk[0] < 0x80 && chunk[len(chunk)-1] < 0x80 && chunk[len(chunk)-1] != '$') {
		return ""
	}
	for _, sign := range []string{"$", "€", "£", "¥"} {
		if rest, ok := strings.CutPrefix(chunk, sign); ok && (isNumber(rest) || isScaledNumber(rest)) {
			return strings.ToLower(rest)
		}
		if rest, ok := strings.CutSuffix(chunk, sign); ok && isNumber(rest) {
			return rest
		}
	}
	return ""
}

// sqlClauseWord reports whether word, before the text rest, starts a SQL
// clause written in lower case ("order by created_at", "group by 1").
func sqlClauseWord(word, rest string) bool {
	if word != "order" && word != "group" && word != "partition" {
		return false
	}
	next, _, _ := strings.Cut(strings.TrimLeft(rest, " \t"), " ")
	return strings.EqualFold(strings.TrimRight(next, ",;)"), "by")
}

// sqlText reports whether s reads as a query: it has a word only SQL
// uses that way ("order by noon so it ships" is no query).
func sqlText(s string) bool {
	for w := range strings.FieldsSeq(s) {
		switch strings.ToLower(strings.Trim(w, `"'(),;`)) {
		case "select", "desc", "asc", "limit", "having", "join":
			return true
		}
	}
	return false
}

// isScaledNumber reports whether s is a number with a thousands or
// millions suffix, as amounts are written ("2k", "3.5K", "1.2m").
func isScaledNumber(s string) bool {
	if len(s) < 2 {
		return false
	}
	switch s[len(s)-1] {
	case 'k', 'K', 'm', 'M':
		return isNumber(s[:len(s)-1])
	}
	return false
}

// indexNonSpace returns the index of the first non-space in s, or -1.
func indexNonSpace(s string) int {
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c >= 0x80 {
			if j := strings.IndexFunc(s[i:], func(r rune) bool { return !unicode.IsSpace(r) }); j >= 0 {
				return i + j
			}
			return -1
		}
		if c != ' ' && c != '\t' && c != '\n' && c != '\r' && c != '\v' && c != '\f' {
			return i
		}
	}
	return -1
}

// indexSpace returns the index of the first space in s, or -1.
func indexSpace(s string) int {
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c >= 0x80 {
			if j := strings.IndexFunc(s[i:], unicode.IsSpace); j >= 0 {
				return i + j
			}
			return -1
		}
		if c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f' {
			return i
		}
	}
	return -1
}

// upperSQLAlt is sqlAlt for chunks that start with a capital, nil otherwise.
func upperSQLAlt(chunk string) []string {
	if chunk == "" || chunk[0] < 'A' || chunk[0] > 'Z' {
		return nil
	}
	return sqlAlt(chunk)
}

// splitUnit splits a number glued to a short unit ("20gb", "500ms",
// "4k") into the number and the unit; "" when s is not one.
func splitUnit(s string) (string, string) {
	i := 0
	for i < len(s) && s[i] >= '0' && s[i] <= '9' {
		i++
	}
	if i == 0 || i == len(s) || len(s)-i > 3 || !isLetters(s[i:]) {
		return "", ""
	}
	return s[:i], s[i:]
}

// isDomain recognizes bare domain names (example.com, api.github.io).
func isDomain(s string) bool {
	dot := strings.LastIndexByte(s, '.')
	if dot <= 0 || strings.ContainsAny(s, "/\\@:") {
		return false
	}
	switch s[dot+1:] {
	case "com", "org", "net", "io", "dev", "app", "ai", "co", "uk", "de", "fr", "eu", "us", "me", "info", "biz", "cloud", "xyz", "tech", "site":
		return true
	}
	return false
}

// commandOption reports whether opt, typed after tool, takes a command or
// a query to run: sh -c, psql -c, mysql -e, snowsql -q, sqlcmd -Q. (grep
// -e and the like take a pattern.)
func commandOption(tool, opt string) bool {
	switch strings.ToLower(opt) {
	case "-c", "--command", "--execute", "--query", "-command":
		return true
	case "-e", "-q":
		switch strings.ToLower(tool) {
		case "mysql", "mariadb", "snowsql", "clickhouse-client", "sqlcmd", "duckdb", "perl", "ruby", "node":
			return true
		}
	}
	return false
}

// firstChunk returns the first chunk of s, split as the tokenizer splits
// chunks (without allocating: it runs on every "tell" and quoted chunk).
func firstChunk(s string) string {
	i := indexNonSpace(s)
	if i < 0 {
		return ""
	}
	s = s[i:]
	if j := indexSpace(s); j >= 0 {
		return s[:j]
	}
	return s
}

// lastChunk returns the last chunk of s, split as the tokenizer splits
// chunks.
func lastChunk(s string) string {
	s = strings.TrimRightFunc(s, unicode.IsSpace)
	return s[strings.LastIndexFunc(s, unicode.IsSpace)+1:]
}
