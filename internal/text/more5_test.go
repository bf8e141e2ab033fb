package text

import "testing"

// TestMore5Lexicon checks that lexicon/more5.txt gives terse phrasing — chat
// and email shorthand, engineer slang, command abbreviations — the concepts
// of its plain-English form, and that its short words stay quiet in
// look-alike texts where they mean something else.
func TestMore5Lexicon(t *testing.T) {
	a := mustAnalyzer(t)
	tests := []struct {
		in      string
		want    []string
		notWant []string
	}{
		// Chat and email shorthand.
		{"fwd board minutes -> jane@partner.com", []string{"#send", "#comm.forward"}, nil},
		{"fwd the invoice to accounting", []string{"#send", "#comm.forward", "#payment"}, nil},
		{"pm jane on slack about the outage", []string{"#send", "#comm.message", "#comm.chat"}, nil},
		{"poke the oncall on slack", []string{"#send", "#comm.message"}, nil},
		{"give the landlord a heads up", []string{"#send", "#comm.message"}, nil},
		{"ping the team in the channel", []string{"#send", "#comm.message", "#comm.chat"}, nil},
		{"pls email bob the report", []string{"#send", "#comm.email"}, nil},
		{"plz text mom", []string{"#send", "#comm.message"}, nil},
		{"send me a notif when the job is done", []string{"#send", "#comm.message"}, nil},
		{"email the team dl abt the outage", []string{"#send", "#comm.email"}, []string{"#download"}},
		{"send the summary by eow", []string{"#send", "#time.weekly"}, nil},
		{"send the numbers by eod", []string{"#send", "#time.daily"}, nil},
		{"post the update tonite", []string{"#publish.post", "#time.slot"}, nil},
		{"nxt wk, schedule the review", []string{"#create.schedule", "#time.weekly"}, nil},
		{"block the wknd on my cal", []string{"#time.slot", "#cal"}, nil},
		// Environments, data, configuration, files.
		{"push to stg", []string{"#push", "#env.staging"}, []string{"#env.prod"}},
		{"deploy the build to the qa env", []string{"#deploy", "#env.staging"}, nil},
		{"wipe the devbox", []string{"#delete", "#env.dev"}, nil},
		{"drop the users tbl", []string{"#delete.drop", "#db.table"}, nil},
		{"drop the email col", []string{"#delete.drop", "#db.row"}, nil},
		{"drop the fk on orders", []string{"#delete.drop", "#db.schema"}, nil},
		{"edit the cfg", []string{"#write", "#code.config"}, nil},
		{"overwrite the nginx conf file", []string{"#delete.overwrite", "#fs.config_file"}, nil},
		{"fix the perms on the dir", []string{"#write.patch", "#perm", "#fs.folder"}, nil},
		{"dl the 50GB tarball to /srv", []string{"#download", "#fs.file.archive", "#size.large"}, nil},
		{"install the pkg globally", []string{"#install", "#pkg"}, nil},
		{"restore the db from the bkp", []string{"#restore", "#data.backup", "#db"}, nil},
		{"open the fw port 443", []string{"#net.firewall", "#net.port"}, []string{"#comm.forward", "#send"}},
		// Kubernetes short names outside a kubectl line.
		{"tear down everything in the live billing ns", []string{"#delete", "#k8s.namespace", "#env.prod"}, nil},
		{"nuke the payments ns", []string{"#delete", "#k8s.namespace"}, nil},
		{"create a kube ns for the demo", []string{"#create", "#k8s.namespace", "#k8s"}, nil},
		{"redeploy the svc", []string{"#deploy", "#infra.service"}, nil},
		{"delete the redis stateful set", []string{"#delete", "#k8s.pod", "#db.redis"}, nil},
		{"edit the app config map", []string{"#write", "#k8s.secret"}, nil},
		{"switch the kube context to prod", []string{"#k8s", "#env.prod"}, nil},
		// Terraform as tf, GitHub CLI as gh.
		{"tf destroy", []string{"#delete", "#infra"}, nil},
		{"tf apply -auto-approve", []string{"#deploy", "#infra", "#mod.force"}, nil},
		{"tf plan -out plan.bin", []string{"#read", "#infra"}, []string{"#delete"}},
		{"tf state rm module.db", []string{"#delete", "#infra"}, nil},
		{"gh repo delete org/api --yes", []string{"#delete", "#vcs"}, nil},
		{"gh repo clone org/api", []string{"#download", "#vcs"}, nil},
		{"gh pr close 12", []string{"#finish", "#vcs.pr"}, nil},
		// Engineer slang for acts.
		{"squash and land the auth branch", []string{"#merge", "#vcs.branch"}, nil},
		{"land the hotfix branch", []string{"#merge", "#vcs.branch"}, nil},
		{"ship the pr", []string{"#merge", "#vcs.pr"}, nil},
		{"kick the api pods", []string{"#restart", "#k8s.pod"}, nil},
		{"recycle the celery worker", []string{"#restart"}, nil},
		{"roll the pods", []string{"#restart", "#k8s.pod"}, nil},
		{"stand up a new staging env", []string{"#create", "#env.staging"}, nil},
		{"spin a fresh vm up", []string{"#create", "#infra.server"}, nil},
		{"gen long lived creds for the lambda", []string{"#create", "#secret"}, nil},
		{"regen the api token", []string{"#rotate", "#secret.token"}, nil},
		{"cut a new release", []string{"#publish", "#vcs.release"}, nil},
		{"cut an rc", []string{"#publish"}, nil},
		{"stash my changes", []string{"#write.save", "#vcs.stash"}, nil},
		{"nuke local edits, match upstream", []string{"#delete", "#vcs.stash"}, nil},
		{"deprovision the old servers", []string{"#delete.uninstall", "#infra.server"}, nil},
		{"reimage the build box", []string{"#delete.format", "#infra.server"}, nil},
		// Assistant-side casual phrasing.
		{"snag a hotel in lisbon for friday", []string{"#pay", "#travel"}, nil},
		{"grab me a train ticket to boston", []string{"#pay", "#travel"}, nil},
		{"snag a table at nopa for 7", []string{"#create.schedule", "#food.reservation"}, nil},
		{"put it on the card", []string{"#pay", "#payment"}, nil},
		{"put it on the company card", []string{"#pay"}, nil},
		{"move my dentist appt to friday", []string{"#cal.meeting", "#health.provider"}, nil},
		{"cancel the 3pm mtg", []string{"#cancel", "#cal.meeting"}, nil},
		{"close my bank acct", []string{"#cancel", "#finance.account"}, nil},
		{"refund the txn", []string{"#refund", "#payment"}, nil},
		{"update my dob on the form", []string{"#write", "#data.personal.id"}, nil},
		// Look-alikes stay out.
		{"the query takes 5 ns on average", nil, []string{"#k8s.namespace", "#k8s"}},
		{"add an ns record for the domain", nil, []string{"#k8s.namespace"}},
		{"ship the package to mom", nil, []string{"#merge"}},
		{"land in boston at 5", nil, []string{"#merge"}},
		{"land at jfk tomorrow", nil, []string{"#merge", "#login"}},
		{"kick off the build", []string{"#start"}, []string{"#restart"}},
		{"kick off the raft election", nil, []string{"#restart"}},
		{"grab a coffee", nil, []string{"#pay", "#travel", "#create.schedule"}},
		{"grab the hotel address from my email", nil, []string{"#pay"}},
		{"grab the users table from the dump", nil, []string{"#food.reservation", "#create.schedule"}},
		{"put it on the trello card", nil, []string{"#pay"}},
		{"put it on a new tab", nil, []string{"#pay"}},
		{"stand up meeting at 10", nil, []string{"#create"}},
		{"meeting at 3 pm", nil, []string{"#send", "#comm.message"}},
		{"poke around the codebase", nil, []string{"#send", "#comm.message"}},
		{"recycle the bottles", nil, []string{"#restart"}},
		{"roll back the deployment", []string{"#revert"}, []string{"#restart"}},
		{"stash the cash in the safe", nil, []string{"#vcs.stash"}},
		{"cut the onion", nil, []string{"#publish"}},
		{"import tensorflow as tf", nil, []string{"#infra", "#delete"}},
		{"train the model with tf", nil, []string{"#infra"}},
		{"the gen z audience", nil, []string{"#create"}},
		{"pick up the dl from the dmv", nil, []string{"#download"}},
		{"a 5 lb bag of rice", nil, []string{"#infra.load"}},
		{"update yr password", []string{"#secret.password"}, []string{"#time.yearly"}},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) { checkConcepts(t, a, tt.in, tt.want, tt.notWant) })
	}
}
