package text

import "testing"

// TestMore59Lexicon checks that SQL statements that change or remove rows,
// tables or schemas read as destructive statements, upper-case or
// lower-case, and that plain English with the same verbs does not.
func TestMore59Lexicon(t *testing.T) {
	a := mustAnalyzer(t)
	danger := []string{"#db.statement", "#mod.danger"}
	checkConceptCases(t, a, []conceptCase{
		{"UPDATE users SET plan='free'", append([]string{"#write", "#db.row"}, danger...), nil},
		// Lower-case, an update that sets something is as often a config
		// edit: only the upper-case statement is read as SQL.
		{"update the config and set timeout=30", nil, danger},
		{"DELETE FROM sessions", append([]string{"#delete", "#db.row"}, danger...), nil},
		{"TRUNCATE orders", append([]string{"#delete", "#db.row"}, danger...), nil},
		{"DROP TABLE audit_tmp", append([]string{"#delete.drop", "#db"}, danger...), nil},
		{"drop table audit_tmp", danger, nil},
		{"alter table orders drop column note", danger, nil},
		// Not SQL, not a statement.
		{"update the website settings", nil, danger},
		{"set the thermostat to 68 and update the app", nil, danger},
		{"drop the kids at school", nil, danger},
		{"INSERT INTO orders VALUES (1)", []string{"#write.insert", "#db.row"}, []string{"#mod.danger"}},
	})
}

// TestTruncateEmpties checks that truncating a table empties it (purge,
// as emptying and wiping it do) and is no dropping of it.
func TestTruncateEmpties(t *testing.T) {
	checkConceptCases(t, mustAnalyzer(t), []conceptCase{
		{"truncate the sessions table", []string{"#delete.purge.empty", "#db.table"}, []string{"#delete.drop"}},
		{"TRUNCATE sessions", []string{"#delete.purge.empty", "#db.table"}, []string{"#delete.drop"}},
		{"empty the sessions table in the live database", []string{"#delete.purge", "#db.table"}, nil},
		{"render an empty table placeholder", nil, []string{"#delete.purge.empty"}},
		{"drop the sessions table", []string{"#delete.drop", "#db.table"}, []string{"#delete.purge"}},
	})
}

// TestGrantEveryone checks that granting everyone access to a bucket is
// exposing it, and granting a team is not.
func TestGrantEveryone(t *testing.T) {
	checkConceptCases(t, mustAnalyzer(t), []conceptCase{
		{"grant allUsers read access on the GCS backups bucket", []string{"#expose", "#storage.bucket", "#access.public"}, nil},
		{"give allAuthenticatedUsers access to the bucket", []string{"#expose", "#access.public"}, nil},
		{"grant the analytics team read access on the bucket", nil, []string{"#expose", "#access.public"}},
	})
}

// TestDropIsNoMessage checks that dropping a line, a note or an email
// column of data sends nothing: "drop ... a line" and "drop ... an email"
// idioms matched these (a helper's audit found them), and data work drops
// lines and columns far more often than an agent drops someone a line.
func TestDropIsNoMessage(t *testing.T) {
	checkConceptCases(t, mustAnalyzer(t), []conceptCase{
		{"drop the first line of the csv", nil, []string{"#send"}},
		{"drop the email column from the users table", []string{"#delete.drop"}, []string{"#send"}},
		{"drop the note field from the form", nil, []string{"#send"}},
		{"drop a message in slack about the outage", []string{"#send"}, nil},
	})
}

// TestFileModes checks that a mode keeping others from writing is read as
// such, and is no world-writable mode, while bare numbers stay numbers.
func TestFileModes(t *testing.T) {
	checkConceptCases(t, mustAnalyzer(t), []conceptCase{
		{"chmod 644 README.md", []string{"#permission", "#perm.owner"}, []string{"#perm.world"}},
		{"chmod -R 600 ~/.ssh", []string{"#perm.owner"}, []string{"#perm.world"}},
		{"set the permissions to 640", []string{"#perm.owner"}, nil},
		{"chmod 666 notes.txt", []string{"#perm.world"}, []string{"#perm.owner"}},
		{"order 644 units of the blue mug", nil, []string{"#perm.owner"}},
		{"open port 600 on the firewall", nil, []string{"#perm.owner"}},
	})
}
