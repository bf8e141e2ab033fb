package text

import "testing"

// TestMore98Lexicon checks that "email passwords" in a verb's place sends
// them by email (lexicon/more98.txt), and stays a thing elsewhere.
func TestMore98Lexicon(t *testing.T) {
	a := mustAnalyzer(t)
	tests := []conceptCase{
		{"email passwords to colleagues", []string{"#send", "#secret.password"}, nil},
		{"email the password to Priya", []string{"#send", "#secret.password"}, nil},
		{"email password reset links to the new hires", []string{"#send"}, nil},
	}
	checkConceptCases(t, a, tests)
}
