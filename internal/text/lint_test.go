package text

import (
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
		if len(e.toks) != 1 || e.group != groupCore || len(e.concepts) < 2 || e.verbOnly {
			continue
		}
		act, thing := false, false
		for _, c := range e.concepts {
			switch a.lx.concepts[c].role {
			case RoleAct, RoleRead:
				act = true
			case RoleThing:
				thing = true
			}
		}
		f := e.toks[0].form
		if act && thing && !allowed[f] && !strings.HasPrefix(f, "-") && !strings.HasPrefix(f, "<sql-") && !strings.Contains(f, "=") {
			bad = append(bad, e.toks[0].form)
		}
	}
	sort.Strings(bad)
	if len(bad) > 0 {
		t.Errorf("single-word idiom terms meaning an act and a thing at once: %v", bad)
	}
}
