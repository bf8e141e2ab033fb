package text

import (
	"fmt"
	"io/fs"
	"path"
	"sort"
	"strings"
	"testing"
)

// TestLexiconMixedSingleTokenTerms guards against idiom terms that collapse
// to one word after stop words are dropped ("email the" -> "email") and
// then read as an act and a thing at once everywhere. Command names are the
// only single words allowed to mean an act and a thing together.
func TestLexiconMixedSingleTokenTerms(t *testing.T) {
	a := mustAnalyzer(t)
	allowed := map[string]bool{}
	for _, w := range strings.Fields("rm unlink shred rmdir rimraf mv cp rsync scp chmod chown chgrp setfacl icacls mkfs wipefs lsblk ncdu unzip gunzip ssh mosh curl wget aria2c httpie pg_dump pg_dumpall mysqldump mongodump pg_restor mongorestor dropdb flushal flushdb upsert ssh-keygen sshpass ssh-copy-id ssh-add crontab openssl certbot goreleas k9s kaniko buildah poweroff halt sudo toot tweet summar summaris recap rsvp sigkil azcopi bump2version deletemani icacl journalctl makemigr pytest wipef passwordauthent reboot shutdown printenv addus allus delus unpublish useradd userdel emac nano vi vim pkill killal taskkil executemani insertmani updatemani mongoimport mysqlimport setoninsert skiptest xit xcontext xdescrib xtest @disabled @ignore publishtosonatyp") {
		allowed[w] = true
	}
	var bad []string
	for _, e := range a.lx.entries {
		if e.tokN != 1 || e.group != groupCore || e.conN < 2 || e.verbOnly {
			continue
		}
		act, thing := false, false
		for _, c := range a.lx.conceptsOf(&e) {
			switch a.lx.concepts[c].role {
			case RoleAct, RoleRead:
				act = true
			case RoleThing:
				thing = true
			}
		}
		f := a.lx.firstForm(&e)
		if act && thing && !allowed[f] && !strings.HasPrefix(f, "-") && !strings.HasPrefix(f, "<sql-") && !strings.Contains(f, "=") {
			bad = append(bad, a.lx.firstForm(&e))
		}
	}
	sort.Strings(bad)
	if len(bad) > 0 {
		t.Errorf("single-word idiom terms meaning an act and a thing at once: %v", bad)
	}
}

// TestLexiconTermsKeepTheirWords guards against terms that collapse to one
// word once stop words and punctuation are dropped: "one after another" became "one",
// "across the board" "board", "origin: '*'" "origin", so every "one",
// "board" or "git push origin" took the phrase's meaning. A phrase that
// collapses is allowed only when its word alone is already a term of the
// same concepts. (The clusterer's events_*.txt vocabulary is read only
// for events and is left to its owner.)
func TestLexiconTermsKeepTheirWords(t *testing.T) {
	a := mustAnalyzer(t)
	files, err := fs.Glob(lexiconFS, "lexicon/*.txt")
	if err != nil {
		t.Fatal(err)
	}
	type term struct{ file, ids, text string }
	single := map[string]bool{} // concept id + " " + the form of a one-word term
	var phrases, singles []term
	for _, name := range files {
		if strings.Contains(name, "events_") {
			continue
		}
		b, err := fs.ReadFile(lexiconFS, name)
		if err != nil {
			t.Fatal(err)
		}
		for _, line := range strings.Split(string(b), "\n") {
			line = strings.TrimSpace(line)
			if line == "" || strings.HasPrefix(line, "#") || strings.HasPrefix(line, "!") {
				continue
			}
			parts := strings.SplitN(line, "|", 3)
			if len(parts) < 3 {
				continue
			}
			ids := strings.TrimSpace(parts[0])
			for _, tx := range splitTerms(parts[2]) {
				if len(strings.Fields(tx)) >= 2 && !strings.Contains(tx, "...") {
					phrases = append(phrases, term{path.Base(name), ids, tx})
					continue
				}
				singles = append(singles, term{path.Base(name), ids, tx})
				if toks, err := a.lx.parseTerm(tx); err == nil && len(toks) == 1 && (!domainLike(tx) || strings.Contains(toks[0].form, ".")) && !hyphenLoses(tx, toks[0].form) {
					for _, id := range strings.Split(ids, "+") {
						single[id+" "+toks[0].form] = true
					}
				}
			}
		}
	}
	var bad []string
	for _, p := range singles {
		// "a/c" had read as "c", "x.com" as "x", "::/0" as "0": one letter or a
		// bare number stands for far more than the term.
		if toks, err := a.lx.parseTerm(p.text); err == nil && len(toks) == 1 {
			if f := toks[0].form; f != p.text && (len(f) == 1 || isNumber(f)) {
				bad = append(bad, fmt.Sprintf("%s: %s %q reads as %q", p.file, p.ids, p.text, f))
			} else if hyphenLoses(p.text, f) || !strings.HasPrefix(p.text, "-") && domainLike(p.text) && !strings.Contains(f, ".") {
				// "fly.io" had read as "fly", "box.com" as "box",
				// "import.io" as "import": a domain that loses its dot
				// is its first word. (A dotfile, ".bashrc", is its name.)
				// "a-roll" had read as "roll": a hyphenated word that
				// loses a part to the stop words is its other part.
				for _, id := range strings.Split(p.ids, "+") {
					if !single[id+" "+f] {
						bad = append(bad, fmt.Sprintf("%s: %s %q reads as %q", p.file, p.ids, p.text, f))
						break
					}
				}
			}
		}
	}
	for _, p := range phrases {
		toks, err := a.lx.parseTerm(p.text)
		if err != nil || len(toks) != 1 {
			continue
		}
		for _, id := range strings.Split(p.ids, "+") {
			if !single[id+" "+toks[0].form] {
				bad = append(bad, fmt.Sprintf("%s: %s %q reads as %q", p.file, p.ids, p.text, toks[0].form))
				break
			}
		}
	}
	if len(bad) > 0 {
		t.Errorf("%d phrases collapse to a single word they do not mean alone:\n%s", len(bad), strings.Join(bad, "\n"))
	}
}

// domainLike reports whether a term has a dot inside it ("fly.io"), not
// only at its ends (".bashrc", "inc.").
func domainLike(term string) bool { return strings.Contains(strings.Trim(term, "."), ".") }

// hyphenLoses reports whether a hyphenated term reads as one of its parts
// alone: the other part was a stop word ("a-roll" as "roll").
func hyphenLoses(text, form string) bool {
	if strings.HasPrefix(text, "-") || !strings.Contains(text, "-") {
		return false
	}
	for _, part := range strings.Split(strings.ToLower(text), "-") {
		if part == form {
			return true
		}
	}
	return false
}
