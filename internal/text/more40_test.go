package text

import "testing"

// TestMore40Lexicon checks the polysemy audit of lexicon/more40.txt: common
// English words that name a risky thing or act keep that reading next to
// the vocabulary of its domain (rotate the token, drain the node, delete the
// bucket) and lose it in their everyday sense (tokens of a prompt, a node of
// a graph, a bucket list, a bank branch, wiping the counter).
func TestMore40Lexicon(t *testing.T) {
	a := mustAnalyzer(t)
	tests := []conceptCase{
		// token: credentials vs tokens of a text.
		{"rotate the github token", []string{"#rotate", "#secret.token", "#secret"}, nil},
		{"never paste tokens in chat", []string{"#expose", "#secret.token"}, nil},
		{"the token leaked in the logs", []string{"#expose", "#secret.token"}, nil},
		{"count the tokens in the prompt", []string{"#agent.model"}, []string{"#secret.token", "#secret"}},
		{"split the text into tokens", nil, []string{"#secret.token", "#secret"}},
		{"set max tokens to 4096", []string{"#agent.model"}, []string{"#secret.token"}},
		// key: secret keys vs door keys, key points, key lime pie.
		{"rotate the api key", []string{"#rotate", "#secret.key"}, nil},
		{"never commit the key to the repo", []string{"#secret.key"}, nil},
		{"paste the key into slack", []string{"#expose", "#secret.key"}, nil},
		{"key lime pie recipe", nil, []string{"#secret.key", "#secret"}},
		{"summarize the key points of the article", nil, []string{"#secret.key", "#secret"}},
		// cookie.
		{"clear the browser cookies", []string{"#delete.purge", "#web.cookie"}, nil},
		{"delete the session cookies", []string{"#delete", "#web.cookie"}, nil},
		{"bake chocolate chip cookies", nil, []string{"#web.cookie", "#web"}},
		// node.
		{"reboot the node", []string{"#restart", "#infra.server"}, nil},
		{"drain the node before the upgrade", []string{"#infra.server"}, nil},
		{"add a node to the kubernetes cluster", []string{"#k8s.cluster", "#infra.server"}, nil},
		{"add a node to the graph", nil, []string{"#k8s.cluster", "#infra.server"}},
		{"each node in the linked list has a next pointer", nil, []string{"#k8s.cluster", "#infra.server", "#infra"}},
		// driver.
		{"update the nvidia driver", []string{"#sys.kernel"}, nil},
		{"install the printer drivers", []string{"#install", "#sys.kernel"}, nil},
		{"book a driver to the airport", []string{"#create.schedule", "#travel"}, []string{"#sys.kernel", "#sys"}},
		{"hire a driver for the wedding", nil, []string{"#sys.kernel"}},
		// monitor.
		{"disable the datadog monitor", []string{"#disable", "#infra.monitor"}, nil},
		{"turn off monitoring on prod", []string{"#disable", "#infra.monitor", "#env.prod"}, nil},
		{"buy a new monitor for my desk", []string{"#pay"}, []string{"#infra.monitor", "#infra"}},
		{"order a 27 inch monitor", []string{"#pay"}, []string{"#infra.monitor"}},
		// digest.
		{"subscribe to the weekly digest", []string{"#create.signup", "#comm.consolidated", "#summary"}, nil},
		{"send the daily digest email", []string{"#send", "#comm.consolidated"}, nil},
		{"compute the sha256 digest of the file", nil, []string{"#comm.consolidated", "#summary"}},
		// vacuum.
		{"vacuum the postgres database", []string{"#delete.purge", "#db"}, nil},
		{"vacuum the living room", nil, []string{"#delete.purge", "#delete"}},
		{"order a new vacuum cleaner", []string{"#pay", "#house.appliance"}, []string{"#delete.purge", "#delete"}},
		// live, stage: environments vs living and theatre.
		{"push the fix live", []string{"#push", "#env.prod"}, nil},
		{"the site is live", []string{"#env.prod"}, nil},
		{"i live in boston", nil, []string{"#env.prod", "#env"}},
		{"listen to live music tonight", nil, []string{"#env.prod"}},
		{"push to staging", []string{"#push", "#env.staging"}, nil},
		{"deploy to stage", []string{"#deploy", "#env.staging"}, nil},
		{"check staging", []string{"#read.verify", "#env.staging"}, nil},
		{"stage a play at school", nil, []string{"#env.staging", "#env"}},
		// host, instance.
		{"reboot the host", []string{"#restart", "#infra.server"}, nil},
		{"ssh into the host", []string{"#login", "#infra.server"}, nil},
		{"terminate the instance", []string{"#kill", "#infra.server"}, nil},
		{"host a dinner party saturday", []string{"#cal.meeting"}, []string{"#infra.server", "#infra"}},
		{"for instance, the cat sleeps all day", nil, []string{"#infra.server"}},
		{"create a class instance in python", nil, []string{"#infra.server"}},
		// pod.
		{"delete the pod", []string{"#delete", "#k8s.pod"}, nil},
		{"restart the pods in the payments namespace", []string{"#restart", "#k8s.pod"}, nil},
		{"order coffee pods", []string{"#pay"}, []string{"#k8s.pod", "#k8s"}},
		{"a pod of whales", nil, []string{"#k8s.pod"}},
		// bucket.
		{"delete the s3 bucket", []string{"#delete", "#storage.bucket"}, nil},
		{"make the bucket public", []string{"#expose", "#storage.bucket"}, nil},
		{"write my bucket list", nil, []string{"#storage.bucket", "#storage"}},
		{"fill the ice bucket", nil, []string{"#storage.bucket"}},
		// branch.
		{"delete the branch", []string{"#delete", "#vcs.branch"}, nil},
		{"push to the feature branch", []string{"#push", "#vcs.branch"}, nil},
		{"go to the bank branch downtown", nil, []string{"#vcs.branch", "#vcs"}},
		// cluster.
		{"delete the staging cluster", []string{"#delete", "#k8s.cluster"}, nil},
		{"upgrade the eks cluster", []string{"#k8s.cluster"}, nil},
		{"cluster the embeddings with kmeans", nil, []string{"#k8s.cluster", "#k8s"}},
		{"the cluster of grapes", nil, []string{"#k8s.cluster"}},
		// wipe, clear, flush.
		{"wipe the disk", []string{"#delete.purge"}, nil},
		{"clear the cache", []string{"#delete.purge", "#storage.cache"}, nil},
		{"clear the redis cache", []string{"#delete.purge"}, nil},
		{"clear the logs", []string{"#delete.purge", "#code.log"}, nil},
		{"clear my calendar for friday", []string{"#delete.purge", "#cal.meeting"}, nil},
		{"flush the dns cache", []string{"#delete.purge"}, nil},
		{"flush the redis db", []string{"#delete.purge", "#db"}, nil},
		{"wipe the kitchen counter", nil, []string{"#delete.purge", "#delete"}},
		{"clear the dinner table", nil, []string{"#delete.purge", "#db.table"}},
		{"flush the toilet", nil, []string{"#delete.purge", "#delete"}},
		// export: shell variables vs data.
		{"export the database", []string{"#copy.backup", "#db"}, nil},
		{"export my contacts to a csv", []string{"#copy.backup", "#data.export"}, nil},
		{"export all customer data", []string{"#copy.backup", "#data.personal"}, nil},
		{"export AWS_PROFILE=prod", []string{"#code.env"}, []string{"#copy.backup", "#copy"}},
		{"export FOO=bar", []string{"#code.env"}, []string{"#copy.backup"}},
		// table.
		{"drop the users table", []string{"#delete.drop", "#db.table"}, nil},
		{"truncate the orders table", []string{"#delete.purge", "#db.table"}, nil},
		{"add a column to the table", []string{"#db.table"}, nil},
		{"set the table for dinner", nil, []string{"#db.table", "#db"}},
		{"write a table of contents", []string{"#writing"}, []string{"#db.table"}},
		{"book a table for four at the restaurant", []string{"#food.reservation"}, []string{"#db.table"}},
		// root.
		{"run the container as root", []string{"#account.admin"}, nil},
		{"never log in as root", []string{"#login", "#account.admin"}, nil},
		{"compute the square root", nil, []string{"#account.admin"}},
		{"find the root cause of the bug", nil, []string{"#account.admin"}},
		{"root vegetables for the soup", nil, []string{"#account.admin", "#account"}},
		// wire.
		{"wire $500 to john", []string{"#pay.transfer", "#payment"}, nil},
		{"wire up the click handler", nil, []string{"#pay.transfer", "#pay"}},
		// drop.
		{"drop the column", []string{"#delete.drop", "#db"}, nil},
		{"drop the last commit", []string{"#delete.drop", "#vcs.commit"}, nil},
		{"drop support for python 3.8", []string{"#delete.drop", "#pkg"}, nil},
		{"drop off the kids at school", nil, []string{"#delete.drop", "#delete"}},
		{"drop me a line next week", nil, []string{"#delete.drop", "#delete"}},
		// stock, card, trade.
		{"sell my tesla stock", []string{"#pay.trade", "#finance.investment"}, nil},
		{"make chicken stock", nil, []string{"#finance.investment", "#finance"}},
		{"the store has it in stock", nil, []string{"#finance.investment"}},
		{"charge the customer's card", []string{"#pay", "#payment.card"}, nil},
		{"freeze my credit card", []string{"#lock", "#payment.card"}, nil},
		{"cancel the card", []string{"#cancel", "#payment.card"}, nil},
		{"what's the balance on my card", []string{"#payment.card"}, nil},
		{"move the trello card to done", nil, []string{"#payment.card", "#payment"}},
		{"trade my apple shares for an index fund", []string{"#pay.trade"}, nil},
		{"discuss the trade-offs of the design", nil, []string{"#pay.trade", "#pay"}},
		// leak.
		{"never leak customer data", []string{"#expose", "#data.personal"}, nil},
		{"the api key leaked to github", []string{"#expose", "#secret"}, nil},
		{"fix the memory leak in the worker", []string{"#write.patch", "#memory"}, []string{"#expose"}},
		{"fix the leak under the sink", nil, []string{"#expose"}},
		// page.
		{"page the on-call engineer", []string{"#send"}, nil},
		{"update the landing page", []string{"#write", "#web"}, nil},
		{"page through the results", nil, []string{"#send"}},
		// truncate.
		{"truncate the log file", []string{"#delete.purge", "#fs.file"}, nil},
		{"truncate the string to 80 chars", nil, []string{"#delete.purge", "#delete"}},
		// timer.
		{"disable the systemd timer", []string{"#disable", "#sched.cron"}, nil},
		{"set a timer for 10 minutes", nil, []string{"#sched.cron"}},
		// boot.
		{"boot the vm from the iso", []string{"#fs.system", "#infra.server"}, nil},
		{"buy hiking boots", []string{"#pay"}, []string{"#fs.system", "#fs"}},
		// apply.
		{"terraform apply", []string{"#deploy.apply"}, nil},
		{"apply the kubernetes manifest", []string{"#deploy.apply", "#k8s"}, nil},
		{"apply the patch", []string{"#deploy.apply", "#write.patch"}, nil},
		{"apply for a mortgage", []string{"#finance.credit"}, []string{"#deploy.apply", "#deploy"}},
		{"apply for the research grant", []string{"#finance.grant"}, []string{"#deploy.apply", "#deploy"}},
		// patch.
		{"patch the servers", []string{"#write.patch", "#infra.server"}, nil},
		{"sew a patch on my jeans", nil, []string{"#sys.update", "#write.patch"}},
		// log in vs logging in a journal.
		{"log in to the admin console", []string{"#login"}, nil},
		{"log this in my journal", []string{"#write.save", "#notes"}, []string{"#login", "#account"}},
	}
	checkConceptCases(t, a, tests)
}
