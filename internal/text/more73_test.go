package text

import (
	"testing"
	"testing/fstest"
)

// TestMore73Entail checks lexicon/more73.txt's !entail lines: handing a
// secret's value to anyone exposes it however the act is said, while a
// secret's place (a vault) and acts that hand nothing over expose nothing.
func TestMore73Entail(t *testing.T) {
	a := mustAnalyzer(t)
	checkConceptCases(t, a, []conceptCase{
		{"send the AWS access key to Priya on Teams", []string{"#send", "#expose"}, nil},
		{"email the database password to the contractor", []string{"#expose"}, nil},
		{"post the secret key in the channel", []string{"#expose"}, nil},
		{"upload the backup to the vault", []string{"#push"}, []string{"#expose"}},
		{"send the vault path to Bob", []string{"#send"}, []string{"#expose"}},
		{"rotate the database password", nil, []string{"#expose"}},
		{"send the report to Priya", []string{"#send"}, []string{"#expose"}},
	})
}

// TestEntailDirective checks the !entail directive on a small lexicon:
// the entailed concept comes with its parents, once, and only when the
// text names every concept of the line (or a kind of it).
func TestEntailDirective(t *testing.T) {
	a, err := NewAnalyzerFS(fstest.MapFS{"a.txt": {Data: []byte(`
send        | act   | send, email
send.bulk   | act   | mass mail
expose      | act   | leak
expose.web  | act   | publish online
secret      | thing | secret
secret.key  | thing | api key
!entail     | -     | send+secret/expose.web
`)}})
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		in   string
		want bool
	}{
		{"send the api key", true},
		{"mass mail the secret", true},
		{"send the report", false},
		{"leak the secret", false},
	} {
		d := a.AnalyzeCore(c.in)
		if got := d.Has("#expose.web") && d.Has("#expose"); got != c.want {
			t.Errorf("%q: entailed #expose.web and its parent: %v, want %v (%v)", c.in, got, c.want, d.Features)
		}
	}
	if _, err := NewAnalyzerFS(fstest.MapFS{"a.txt": {Data: []byte("send | act | send\n!entail | - | send+nothing/send\n")}}); err == nil {
		t.Error("an !entail line naming an unknown concept was accepted")
	}
	if _, err := NewAnalyzerFS(fstest.MapFS{"a.txt": {Data: []byte("send | act | send\n!entail | - | send/send\n")}}); err == nil {
		t.Error("an !entail line with one condition was accepted")
	}
}

// TestMore73SourceFiles checks that a file of program source is code
// (the <source-file> class) and that a word's own file name is no
// context for it: "main.go" is code, and its "main" no branch.
func TestMore73SourceFiles(t *testing.T) {
	a := mustAnalyzer(t)
	checkConceptCases(t, a, []conceptCase{
		{"put the OpenAI secret directly in main.go", []string{"#code", "#fs.file", "#secret"}, []string{"#vcs.branch.default"}},
		{"edit src/server.ts", []string{"#code", "#write.edit"}, nil},
		{"open notes.md", []string{"#fs.file"}, []string{"#code"}},
		{"email report.pdf to the team", []string{"#fs.file"}, []string{"#code"}},
		{"merge the fix into main", []string{"#vcs.branch.default"}, nil},
		{"git push origin main", []string{"#vcs.branch.default", "#push"}, nil},
	})
}
