package text

import "testing"

// TestMore25Lexicon checks lexicon/more25.txt: commit messages are a thing
// of their own, and "sign" is cryptographic signing only next to code,
// packages, keys or certificates.
func TestMore25Lexicon(t *testing.T) {
	a := mustAnalyzer(t)
	tests := []conceptCase{
		{"git commit -m 'updated stuff'", []string{"#commit", "#vcs.commit.message"}, nil},
		{"commit w/ msg 'wip'", []string{"#commit", "#vcs.commit.message"}, nil},
		{"write commit messages in the conventional commit format", []string{"#vcs.commit.message"}, nil},
		{"amend the last commit message", []string{"#vcs.commit.message"}, nil},
		{"sign the release tag with gpg", []string{"#encrypt", "#vcs.tag"}, nil},
		{"sign the package before publishing it to the registry", []string{"#encrypt"}, nil},
		// must not
		{"post a message in the commit channel", nil, []string{"#vcs.commit.message"}},
		{"sign the lease renewal", []string{"#approve.sign"}, []string{"#encrypt"}},
		{"signs of a stroke", nil, []string{"#encrypt"}},
		{"sign the owner up for a free trial", nil, []string{"#encrypt"}},
		// Terms that once collapsed to a common word: "30, 000 mile
		// service" made bare numbers a car service, "fly.io" made "fly"
		// a cloud, "box.com" made "box" a shared drive, "notion" and
		// "medium" alone were a notes app and a blog.
		{"*/5 * * * * /opt/backup.sh", nil, []string{"#vehicle.service"}},
		{"run 30 replicas", nil, []string{"#vehicle.service"}},
		{"book the 30000 mile service for the car", []string{"#vehicle.service"}, nil},
		{"fly to quebec on friday", nil, []string{"#infra.cloud"}},
		{"resize the box to 4 cpus", nil, []string{"#doc.shared"}},
		{"I have no notion of what went wrong", nil, []string{"#notes"}},
		{"a medium sized instance", nil, []string{"#social", "#social.other"}},
		{"import the csv into the budget sheet", nil, []string{"#browse.scrape"}},
		{"archive the old slack channel", nil, []string{"#web.paywall"}},
		{"frame the photo for grandma", nil, []string{"#payment.subscription"}},
		// "document" in a verb's place writes documentation.
		{"document the new flag in the README", []string{"#write.draft", "#code.docs"}, nil},
		{"update the document", []string{"#fs.file.document"}, []string{"#code.docs"}},
		// A count of replicas or instances set to zero.
		{"helm upgrade api ./chart -n production --set replicaCount=0", []string{"#scale.down"}, nil},
		{"aws ecs update-service --cluster prod --service api --desired-count 0", []string{"#scale.down"}, nil},
		{"set replicas: 3 in values.yaml", nil, []string{"#scale.down"}},
		// Command lines that say more than their words.
		{"kubectl set image deploy/web web=nginx:latest", []string{"#container.image.latest"}, nil},
		{"read the latest report", nil, []string{"#container.image.latest"}},
		{"ufw reset on the bastion", []string{"#delete.purge", "#net.firewall"}, nil},
		{"aws ec2 authorize-security-group-ingress --group-id sg-1 --protocol tcp --port 22 --cidr 0.0.0.0/0", []string{"#expose.port", "#net.port", "#access.public"}, nil},
		{"docker run --cap-add=ALL --security-opt apparmor=unconfined -it dbg", []string{"#account.admin", "#container"}, nil},
		// An amount after a money app's verb is money.
		{"zelle the plumber 350", []string{"#pay.transfer", "#payment"}, nil},
		{"zelle me the file", nil, []string{"#payment"}},
		{"DocuSign the lease renewal", []string{"#approve.sign", "#legal.contract"}, nil},
		{"the docusign envelope", []string{"#legal.esign"}, []string{"#approve.sign"}},
		{"get him on the Eurostar to Paris next week", []string{"#pay", "#travel"}, nil},
		{"crontab mycron.txt", []string{"#install", "#sched.cron"}, nil},
		{"crontab -l", nil, []string{"#install"}},
		// Narrowed older terms: a rule accepting one port does not turn
		// the firewall off; TRUNCATE of the orders table empties a table.
		{"iptables -A INPUT -p tcp --dport 443 -j ACCEPT", []string{"#expose.port"}, []string{"#disable"}},
		{"iptables -P INPUT ACCEPT", []string{"#disable", "#net.firewall"}, nil},
		{"TRUNCATE orders", []string{"#db.table"}, nil},
		// The root of the file system is a token class of its own.
		{"rm -rf /", []string{"#delete", "#fs.system"}, nil},
		{"sudo rm -rf /*", []string{"#delete", "#fs.system"}, nil},
		{"rm -rf ./build", []string{"#delete"}, []string{"#fs.system"}},
		{"chmod -R 777 /", []string{"#fs.system"}, nil},
		{"ls /", nil, []string{"#delete", "#fs.system"}},
		{"terminate the staging VMs", []string{"#delete", "#infra.server"}, nil},
		{"stop the build VMs", []string{"#kill"}, []string{"#delete"}},
		{"gh pr merge 412 --admin --squash", []string{"#merge", "#disable", "#ci"}, nil},
		{"gh pr merge 412 --squash", []string{"#merge"}, []string{"#disable"}},
		// Pushing nothing to a ref deletes it.
		{"git push origin :feature-x", []string{"#delete", "#vcs.branch"}, nil},
		{"git push origin feature-x", []string{"#push"}, []string{"#delete"}},
		{"ssh host :22", nil, []string{"#delete"}},
		// Narrowed: asking about new mail sends nothing; pushing meeting
		// notes moves no meeting.
		{"any new emails from the ceo?", nil, []string{"#send"}},
		{"push the meeting notes to the repo", []string{"#push"}, []string{"#create.schedule"}},
		{"push back the meeting to 3pm", []string{"#create.schedule", "#cal.meeting"}, nil},
		// A ticket is an issue only next to code, trackers or support.
		{"buy two concert tickets", nil, []string{"#vcs.issue"}},
		{"close the ticket for the login bug", []string{"#vcs.issue"}, nil},
		{"reply to the support ticket", []string{"#vcs.issue"}, nil},
		// A crate is a Rust package only next to code and packages.
		{"bump the crate version", []string{"#pkg.other"}, nil},
		{"put the dog in the crate", nil, []string{"#pkg.other", "#pkg"}},
	}
	checkConceptCases(t, a, tests)
}
