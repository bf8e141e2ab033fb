package rules

import "testing"

func TestInferType(t *testing.T) {
	tests := []struct {
		text string
		want string
	}{
		{"Never run docker system prune on production servers", "NEVER"},
		{"Don't paste secrets in chat", "NEVER"},
		{"Do not force push shared branches", "NEVER"},
		{"Avoid chmod 777; give group write instead", "NEVER"},
		{"Always add the video call link to invites", "MUST"},
		{"You must take a backup before a migration", "MUST"},
		{"Check the calendar for conflicts before accepting anything", "CHECK"},
		{"Verify the slot is free", "CHECK"},
		{"Bump the version in package.json before publishing", "CHECK"},
		{"Use ISO 8601 dates in exported CSV files", "PREFER"},
		{"Prefer one consolidated message over several short ones", "PREFER"},
		// Mixed wording: prohibition wins.
		{"Never pipe curl to sh. Always download and read the script first", "NEVER"},
		{"Always branch first and never commit to main", "NEVER"},
		{"Always check the token before the release job", "MUST"},
	}
	for _, tt := range tests {
		if got := InferType(tt.text); got != tt.want {
			t.Errorf("InferType(%q) = %s, want %s", tt.text, got, tt.want)
		}
	}
}
