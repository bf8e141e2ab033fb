package text

import "testing"

// TestMore43Lexicon checks the second polysemy audit (lexicon/more43.txt and
// the terms it moved out of things.txt, idioms.txt and more19.txt): each
// word keeps its risky reading in its own sense and loses it in the other.
func TestMore43Lexicon(t *testing.T) {
	a := mustAnalyzer(t)
	tests := []conceptCase{
		// replica: pods vs a database replica.
		{"scale the api to 3 replicas", []string{"#scale", "#k8s.pod"}, nil},
		{"kubectl scale deployment web --replicas=3", []string{"#scale", "#k8s"}, nil},
		{"promote replica-2 to primary", []string{"#db.replica", "#failover"}, []string{"#k8s.pod", "#k8s"}},
		{"promote the replica to primary", []string{"#db.replica"}, []string{"#k8s.pod"}},
		// swap: swap space vs swapping things.
		{"add more swap space", []string{"#storage.memory"}, nil},
		{"disable swap on the server", []string{"#disable", "#storage.memory"}, nil},
		{"swap the cname", []string{"#infra.dns"}, []string{"#storage.memory", "#storage"}},
		{"swap the tires on the car", nil, []string{"#storage.memory"}},
		// rm: files vs terraform state and containers.
		{"rm notes.txt", []string{"#delete", "#fs.file"}, nil},
		{"rm -rf build/", []string{"#delete", "#fs"}, nil},
		{"terraform state rm aws_instance.web", []string{"#delete", "#infra.state"}, []string{"#fs.file", "#fs"}},
		{"docker rm web", []string{"#delete", "#container"}, []string{"#fs.file"}},
		// sql: statements vs Cloud SQL.
		{"run the sql query against prod", []string{"#execute", "#db.statement"}, nil},
		{"gcloud sql instances delete prod-db", []string{"#delete", "#db"}, []string{"#db.statement"}},
		{"SELECT * FROM users ORDER BY created_at DESC", []string{"#db.statement"}, []string{"#pay"}},
		// retry-after vs retrying.
		{"honor the retry-after header", []string{"#net.rate_limit"}, nil},
		{"retry the request", nil, []string{"#net.rate_limit", "#net"}},
		// config vs browser.
		{"open about:config in firefox", []string{"#web.browser"}, nil},
		{"update the config", []string{"#code.config"}, []string{"#web.browser", "#web"}},
		// review.
		{"review the pr", []string{"#read.verify", "#vcs.pr"}, nil},
		{"write a review of the restaurant", nil, []string{"#cli.readability", "#summary"}},
		{"post the weekly review", []string{"#summary"}, nil},
		{"improve the readability of the parser", []string{"#cli.readability"}, nil},
		// slide.
		{"send me the slides", []string{"#send", "#fs.file.document"}, nil},
		{"update the slide deck", []string{"#fs.file.document"}, nil},
		{"slide the 3pm to 4pm", nil, []string{"#fs.file.document", "#fs"}},
		// bounce, reload.
		{"bounce the web server", []string{"#restart", "#infra.server"}, nil},
		{"reload nginx", []string{"#restart", "#infra.load"}, nil},
		{"bounce this email over to Sam", []string{"#comm.forward"}, []string{"#restart"}},
		{"reload the transit card", []string{"#payment.card"}, []string{"#restart"}},
		// feed.
		{"update the rss feed", []string{"#social"}, nil},
		{"post it to my instagram feed", []string{"#social"}, nil},
		{"feed the cat", []string{"#person.pet"}, []string{"#social"}},
		// switch.
		{"switch to the main branch", []string{"#vcs.branch"}, []string{"#cli.option", "#cli"}},
		{"flip the switch on the feature flag", []string{"#deploy.feature_flag"}, nil},
		{"pass the compiler switches", []string{"#cli.option"}, nil},
		// lessons.
		{"save these lessons to the memory file", []string{"#write.save", "#memory"}, nil},
		{"write down the lessons learned", []string{"#memory"}, nil},
		{"book piano lessons for Sam", []string{"#cal.activity"}, []string{"#memory"}},
		// script.
		{"run the deploy script", []string{"#execute", "#code.script"}, nil},
		{"pick up the script from the pharmacy", []string{"#health.pharmacy"}, []string{"#code.script", "#code"}},
		// reserve.
		{"book a hotel reservation", []string{"#travel"}, nil},
		{"reserve memory for the cache", []string{"#storage.memory"}, []string{"#travel"}},
		{"buy reserved instances for the db fleet", []string{"#infra.cloud.resource"}, []string{"#travel"}},
		// cancelled.
		{"cancel the flight", []string{"#cancel", "#travel"}, nil},
		{"rebook the cancelled flight", []string{"#travel"}, []string{"#cancel"}},
		{"reschedule the cancelled meeting", []string{"#cal.meeting"}, []string{"#cancel"}},
		// plan.
		{"plan a trip to rome", []string{"#create.schedule", "#travel"}, nil},
		// revise.
		{"revise the essay", []string{"#write.edit", "#writing.draft"}, nil},
		{"the Alembic revision", []string{"#db.migration"}, []string{"#write.edit", "#write"}},
		// tech debt.
		{"pay the invoice", []string{"#pay", "#payment"}, nil},
		{"pay down tech debt", []string{"#develop"}, []string{"#payment"}},
		// sweep.
		{"sweep the old snapshots from the bucket", []string{"#delete.purge"}, nil},
		{"run a wandb sweep over the learning rate", []string{"#ml.training.sweep"}, []string{"#delete.purge", "#delete"}},
		{"sweep the kitchen floor", nil, []string{"#delete.purge"}},
		// empty.
		{"empty the trash", []string{"#delete.purge", "#fs.trash"}, nil},
		{"empty the s3 bucket", []string{"#delete.purge"}, nil},
		{"the list is empty", nil, []string{"#delete.purge", "#delete"}},
		// skip.
		{"skip the tests", []string{"#disable", "#code.test"}, nil},
		{"skip the pre-commit hooks", []string{"#disable"}, nil},
		{"skip lunch today", nil, []string{"#disable"}},
		{"skip the line at the dmv", nil, []string{"#disable"}},
		// paste.
		{"paste the api key into slack", []string{"#expose", "#secret"}, nil},
		{"add tomato paste to the sauce", nil, []string{"#expose"}},
		// promote.
		{"promote the build to prod", []string{"#deploy", "#env.prod"}, nil},
		{"promote the model to production", []string{"#deploy"}, nil},
		{"promote Sam to team lead", nil, []string{"#deploy"}},
	}
	checkConceptCases(t, a, tests)
}
