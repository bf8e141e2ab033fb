package text

import "testing"

// TestMore56Lexicon checks that lexicon/more56.txt reads the events an app
// tracks or a queue carries as data, not meetings, and SELECT * as a query
// of its own kind; calendar events and queries that name their columns
// stay as they were.
func TestMore56Lexicon(t *testing.T) {
	checkConceptCases(t, mustAnalyzer(t), []conceptCase{
		{"backfill the events table from the raw clickstream", []string{"#data.event"}, nil},
		{"consume the kafka events from the payments topic", []string{"#data.event"}, nil},
		{"add a property to the analytics events", []string{"#data.event"}, nil},
		{"schedule the team event for friday", []string{"#cal.meeting"}, []string{"#data.event"}},
		{"SELECT * FROM events WHERE ts > now() - interval '1 day'", []string{"#data.event", "#db.statement.select_star"}, nil},
		{"SELECT * FROM orders LIMIT 10", []string{"#db.statement.select_star", "#mod.subset"}, nil},
		{"select * from users where id = 4", []string{"#db.statement.select_star"}, nil},
		{"SELECT id, email FROM users", nil, []string{"#db.statement.select_star"}},
		{"ls * in the downloads folder", nil, []string{"#db.statement.select_star"}},
		{"DELETE FROM users WHERE id = 4", []string{"#db.statement.where"}, nil},
		{"DELETE FROM users", nil, []string{"#db.statement.where"}},
		{"add any filters to the chart title", nil, []string{"#db.statement.where"}},
	})
}

// The default branch and a feature branch are apart: a rule about one
// is not about an action on the other (!exclusive).
func TestBranchConcepts(t *testing.T) {
	checkConceptCases(t, mustAnalyzer(t), []conceptCase{
		{"git push -f origin main", []string{"#vcs.branch.default"}, []string{"#vcs.branch.feature"}},
		{"merge it into master", []string{"#vcs.branch.default"}, nil},
		{"git push --force origin feature/login", []string{"#vcs.branch.feature"}, []string{"#vcs.branch.default"}},
		{"force push my feature branch", []string{"#vcs.branch.feature"}, []string{"#vcs.branch.default"}},
		{"rewrite the history of a shared branch", []string{"#vcs.branch"}, []string{"#vcs.branch.feature", "#vcs.branch.default"}},
	})
}

// A home directory is the user's own data, not any folder.
func TestHomeDirectory(t *testing.T) {
	checkConceptCases(t, mustAnalyzer(t), []conceptCase{
		{"never use rm -rf on the home directory", []string{"#fs.user_data"}, nil},
		{"rm -rf ~/", []string{"#fs.user_data"}, nil},
		{"delete the old project folders", []string{"#fs.folder"}, []string{"#fs.user_data"}},
	})
}

// Applying a configuration is its own kind of deploy: "kubectl apply",
// "terraform apply" and "tf apply" name it, as "applying manifests" does.
func TestApplyIdioms(t *testing.T) {
	checkConceptCases(t, mustAnalyzer(t), []conceptCase{
		{"kubectl apply -f deploy.yaml", []string{"#deploy.apply", "#k8s"}, nil},
		{"k apply -f svc.yaml", []string{"#deploy.apply"}, nil},
		{"terraform apply -auto-approve", []string{"#deploy.apply", "#infra"}, nil},
		{"tf apply in infra/prod", []string{"#deploy.apply"}, nil},
		{"kubectl rollout restart deployment/api", []string{"#deploy"}, []string{"#deploy.apply"}},
	})
}

// Putting something in a place that keeps it stores it there.
func TestPutInIdioms(t *testing.T) {
	checkConceptCases(t, mustAnalyzer(t), []conceptCase{
		{"put the database credentials in a ConfigMap", []string{"#write.save"}, nil},
		{"add the API token to the config map", []string{"#write.save"}, nil},
		{"put the keys into the .env", []string{"#write.save"}, nil},
		{"put the kettle on", nil, []string{"#write.save"}},
	})
}

// A login a browser keeps is a kept password.
func TestSavedLogins(t *testing.T) {
	checkConceptCases(t, mustAnalyzer(t), []conceptCase{
		{"let the browser autofill store the bank login", []string{"#write.save", "#secret.password"}, nil},
		{"click 'remember this password' when Firefox asks", []string{"#write.save", "#secret.password"}, nil},
		{"log in to the bank website", nil, []string{"#secret.password"}},
	})
}

// Taking someone off a mailing list unsubscribes them.
func TestUnsubscribeIdioms(t *testing.T) {
	checkConceptCases(t, mustAnalyzer(t), []conceptCase{
		{"click the opt-out link in the weekly digest email", []string{"#cancel", "#comm.email"}, nil},
		{"remove the owner from the marketing mailing list", []string{"#cancel", "#comm.email"}, nil},
		{"read the weekly digest email", nil, []string{"#cancel"}},
	})
}

// Rolling data back to a snapshot restores it.
func TestRollBackToBackup(t *testing.T) {
	checkConceptCases(t, mustAnalyzer(t), []conceptCase{
		{"roll the live database back to yesterday's snapshot", []string{"#restore", "#data.backup"}, nil},
		{"git revert the last commit", nil, []string{"#restore"}},
	})
}

// Uploading to a shared place stores the file there; uploading a backup
// to a bucket is not storing in a shared folder.
func TestUploadToShared(t *testing.T) {
	checkConceptCases(t, mustAnalyzer(t), []conceptCase{
		{"upload the bank statements to the shared Dropbox folder", []string{"#write.save"}, nil},
		{"upload the contract to Google Drive", []string{"#write.save"}, nil},
		{"pg_dump the production database and upload it to S3", nil, []string{"#write.save"}},
	})
}

// Handing text to eval runs it as code.
func TestEvalIdioms(t *testing.T) {
	checkConceptCases(t, mustAnalyzer(t), []conceptCase{
		{"use eval on the formula the user types", []string{"#execute", "#sec.eval"}, nil},
		{"pass the request body to eval", []string{"#execute", "#sec.eval"}, nil},
	})
}
