package text

import "testing"

// TestMoreLexicon checks that lexicon/more.txt gives concrete tools,
// services and casual phrasings the concepts of what they do, and that its
// phrases stay out of look-alike texts.
func TestMoreLexicon(t *testing.T) {
	a := mustAnalyzer(t)
	tests := []conceptCase{
		// Developer and ops tools.
		{"k6 run --vus 500 loadtest.js", []string{"#execute", "#infra.loadtest"}, nil},
		{"patronictl failover", []string{"#failover", "#db.replica", "#db"}, nil},
		{"pg_ctl promote -D /var/lib/postgresql/data", []string{"#failover", "#db.replica"}, nil},
		{"bounce the sidekiq pods", []string{"#restart", "#infra.queue", "#infra.service"}, nil},
		{"celery -A app purge", []string{"#delete.purge", "#infra.queue"}, nil},
		{"setenforce 0", []string{"#disable", "#sys.security"}, nil},
		{"nmap -sV host", []string{"#read.scan", "#net.port"}, []string{"#delete"}},
		{"vault kv delete secret/payments", []string{"#delete", "#secret"}, nil},
		{"gh workflow disable ci.yml", []string{"#disable", "#ci"}, nil},
		{"silence the pagerduty alerts for the db", []string{"#disable", "#infra.monitor"}, nil},
		{"aws cloudfront create-invalidation --paths '/*'", []string{"#delete.purge", "#storage.cache"}, nil},
		{"torchrun --nproc_per_node 8 train.py", []string{"#execute.train", "#execute"}, nil},
		{"huggingface-cli upload org/model ./ckpt", []string{"#push", "#ml.model", "#pkg.registry"}, nil},
		{"eksctl delete cluster --name prod", []string{"#delete", "#k8s.cluster", "#env.prod"}, nil},
		// Personal assistant phrasing and services.
		{"pto next week, block it on cal", []string{"#create.schedule", "#cal.timeoff", "#cal"}, nil},
		{"decline the 1:1 invite", []string{"#reject", "#cal.meeting"}, nil},
		{"venmo $80 to mike", []string{"#pay.transfer", "#payment"}, nil},
		{"doordash me a burrito", []string{"#order", "#food"}, nil},
		{"call me an uber to the airport", []string{"#pay", "#travel.ride"}, nil},
		{"dump the ETH on Coinbase", []string{"#pay.trade", "#finance.investment.crypto", "#finance.account.exchange"}, nil},
		{"run the dishwasher", []string{"#start", "#house.appliance"}, nil},
		{"pop two advil", []string{"#medicate", "#health.medication"}, nil},
		// Lab results are a kind of record, not health as a whole: a
		// clinic's opening hours are no lab result.
		{"lab results never go to the owner unreviewed", []string{"#health.record.lab", "#health"}, nil},
		{"get Dad's blood work from the portal", []string{"#health.record.lab"}, nil},
		{"update the clinic's holiday hours", nil, []string{"#health.record.lab", "#health.record"}},
		// Support, sales, campaigns, privacy.
		{"issue a $50 store credit to the customer", []string{"#refund.credit", "#refund", "#payment.discount"}, nil},
		{"escalate the ticket to tier 2", []string{"#assign.escalate", "#support.ticket"}, nil},
		{"merge the duplicate contacts in salesforce", []string{"#merge", "#crm"}, nil},
		{"push the spring campaign to all subscribers in mailchimp", []string{"#send.broadcast", "#comm.email.campaign", "#comm.email"}, nil},
		{"erase the user's personal data per the GDPR request", []string{"#delete", "#data.personal"}, nil},
		{"record the sales call", []string{"#write.save", "#comm.recording"}, nil},
		// Paraphrases of risky acts.
		{"spin down the staging cluster", []string{"#kill", "#scale.down", "#k8s.cluster"}, nil},
		{"fire off an email to the team", []string{"#send", "#comm.email"}, nil},
		// Web application security settings.
		{"slap @csrf_exempt on the profile view", []string{"#disable", "#sec.csrf"}, nil},
		{"set Access-Control-Allow-Origin: * on the api", []string{"#enable", "#access.public", "#sec.cors"}, nil},
		{"set NSAllowsArbitraryLoads true in Info.plist", []string{"#enable", "#sec.cleartext"}, nil},
		{"add https://app.example.com to the CORS allowlist", []string{"#sec.cors"}, []string{"#access.public"}},
		// Look-alikes stay out.
		{"take the train to boston", nil, []string{"#execute.train"}},
		{"review Sam's open pull request and leave comments", nil, []string{"#cal.timeoff", "#create.schedule"}},
		{"find time to refactor the parser", nil, []string{"#create.schedule", "#cal.meeting"}},
		{"add logging to the function call", nil, []string{"#create.invite", "#cal.attendee"}},
		{"set the temperature of the model to 0.2", nil, []string{"#house.climate"}},
		{"read the replies to our last tweet", []string{"#read"}, []string{"#publish.post"}},
		{"fire off the nightly build", nil, []string{"#send"}},
	}
	checkConceptCases(t, a, tests)
}
