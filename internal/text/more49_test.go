package text

import "testing"

// TestMore49Lexicon checks the fourth polysemy audit (lexicon/more49.txt):
// each word keeps its risky reading in its own sense and loses it in the
// everyday or developer one.
func TestMore49Lexicon(t *testing.T) {
	a := mustAnalyzer(t)
	tests := []conceptCase{
		// transaction: money vs a database's.
		{"refund the transaction", []string{"#refund", "#payment"}, nil},
		{"dispute the transaction on my credit card", []string{"#payment.dispute", "#payment.card"}, nil},
		{"categorize my bank transactions", []string{"#payment"}, nil},
		{"wrap the inserts in a database transaction", []string{"#db"}, nil},
		// balance: money vs load balancers and work-life balance.
		{"what's the balance on my card", []string{"#payment.card"}, nil},
		{"what is my account balance", []string{"#payment"}, nil},
		{"transfer the balance to my savings account", []string{"#pay.transfer", "#payment"}, nil},
		{"configure the load balancer", []string{"#infra.load"}, []string{"#payment"}},
		{"work-life balance tips", nil, []string{"#payment"}},
		{"review the balance sheet", []string{"#finance.ledger"}, nil},
		// hold, elevated.
		{"hold 100 shares of aapl", []string{"#finance.investment"}, nil},
		{"put the call on hold", []string{"#cal.meeting"}, []string{"#finance.investment", "#finance"}},
		{"hold the elevator", nil, []string{"#finance.investment", "#account.admin"}},
		{"run with elevated privileges", []string{"#account.admin"}, nil},
		{"my blood pressure is elevated", nil, []string{"#account.admin"}},
		// brands and abbreviations that stem to common words.
		{"send money with wise", []string{"#pay.transfer", "#payment"}, nil},
		{"the wise choice", nil, []string{"#payment"}},
		{"move my savings to chime", []string{"#pay.transfer", "#finance.account"}, nil},
		{"chime in on the thread", nil, []string{"#finance.account", "#finance"}},
		{"stack sats every week with bitcoin", []string{"#finance.investment.crypto"}, nil},
		{"sat down with the team", nil, []string{"#finance.investment.crypto", "#finance"}},
		{"rotate the github pats", []string{"#rotate", "#secret.token"}, nil},
		{"pat on the back", nil, []string{"#secret.token", "#secret"}},
		{"paste the card pan into the log", []string{"#payment.card"}, nil},
		{"pan the camera left", nil, []string{"#payment.card", "#payment"}},
		{"roll out the flag with optimizely", []string{"#deploy.feature_flag"}, nil},
		{"optimize the slow query", []string{"#db"}, []string{"#deploy.feature_flag", "#deploy"}},
		{"the regex has a redos vulnerability", []string{"#sec.advisory"}, nil},
		{"we need to redo the slides", nil, []string{"#sec.advisory", "#sec"}},
		// attack.
		{"investigate the attack on the login endpoint", []string{"#sec.incident"}, nil},
		{"attack the problem from another angle", nil, []string{"#sec.incident", "#sec"}},
		{"the heart attack risk article", []string{"#health"}, []string{"#sec.incident"}},
		// forget, ignore.
		{"forget my saved card", []string{"#delete.forget", "#payment.card"}, nil},
		{"forget this wifi network", []string{"#delete.forget", "#net.wifi"}, nil},
		{"don't forget to update the changelog", []string{"#write"}, []string{"#delete.forget", "#delete"}},
		{"ignore the failing tests", []string{"#disable", "#code.test"}, nil},
		{"ignore the ssl certificate errors", []string{"#disable", "#net.tls"}, nil},
		{"ignore this email", []string{"#comm.email"}, []string{"#disable"}},
		// cycle, refresh.
		{"cycle the pods in the cluster", []string{"#restart", "#k8s.pod"}, nil},
		{"power cycle the router", []string{"#restart", "#net.router"}, nil},
		{"the billing cycle ends friday", []string{"#payment"}, []string{"#restart"}},
		{"life cycle of the component", nil, []string{"#restart"}},
		{"refresh the api token", []string{"#rotate", "#secret.token"}, nil},
		{"refresh the oauth credentials", []string{"#rotate", "#secret"}, nil},
		{"refresh the page", nil, []string{"#rotate"}},
		{"refresh the dashboard data", []string{"#web.dashboard"}, []string{"#rotate"}},
		// prune, scrub, shred.
		{"prune old docker images", []string{"#delete.purge", "#container.image"}, nil},
		{"prune the rose bushes", []string{"#house"}, []string{"#delete.purge", "#delete"}},
		{"scrub pii from the logs", []string{"#delete.purge", "#data.personal"}, nil},
		{"shred the tax documents", []string{"#delete.purge", "#fs.file.document"}, nil},
		{"shred secrets.txt", []string{"#delete", "#fs.file"}, nil},
		{"shredded cheese on top", []string{"#food"}, []string{"#delete.purge", "#delete"}},
		// sold, bond.
		{"sold my tesla shares", []string{"#pay.trade", "#finance.investment"}, nil},
		{"sell 10 shares of aapl", []string{"#pay.trade", "#finance.investment"}, nil},
		{"sold out concert", []string{"#shop.inventory"}, []string{"#pay.trade", "#pay"}},
		{"buy treasury bonds", []string{"#pay", "#finance.investment"}, nil},
		{"bond with the new team", nil, []string{"#finance.investment", "#finance"}},
		// touch, pin, join.
		{"touch notes.txt", []string{"#create", "#fs.file"}, nil},
		{"touch base with the team", []string{"#comm"}, []string{"#create"}},
		{"keep in touch", []string{"#comm"}, []string{"#create"}},
		{"pin lodash to 4.17.21", []string{"#install"}, nil},
		{"pin the react version", []string{"#install", "#pkg.version"}, nil},
		{"pin the github action to a sha", []string{"#install", "#ci.action"}, nil},
		{"pin the message in slack", []string{"#label.pin"}, []string{"#install"}},
		{"join the discord server", []string{"#create.signup", "#comm.chat.server"}, nil},
		{"join the gym", []string{"#create.signup"}, nil},
		{"join the waitlist for the beta", []string{"#create.signup"}, nil},
		{"join the two tables on user_id", nil, []string{"#create.signup", "#create"}},
		{"join the meeting", []string{"#cal.meeting"}, []string{"#create.signup"}},
		// squash, ramp, dump.
		{"squash the last three commits", []string{"#merge", "#vcs.commit"}, nil},
		{"squash and merge the pr", []string{"#merge", "#vcs.pr"}, nil},
		{"squash soup recipe", []string{"#food"}, []string{"#merge"}},
		{"ramp the canary to 50 percent", []string{"#deploy.feature_flag"}, nil},
		{"ramp up the rollout to all users", []string{"#deploy.feature_flag"}, nil},
		{"dump the production database", []string{"#copy.backup", "#db"}, nil},
		{"pg_dump the orders table", []string{"#copy.backup", "#db.table"}, nil},
		{"dump the old couch", nil, []string{"#copy.backup", "#copy"}},
		// register, subscribe: signing up vs handlers and observables.
		{"register a new account", []string{"#create.signup", "#account"}, nil},
		{"register for the conference", []string{"#create.signup", "#cal.meeting"}, nil},
		{"register to vote", []string{"#create.signup"}, nil},
		{"register Noah for the after-school chess club", []string{"#create.signup", "#cal.activity"}, nil},
		{"register the service worker", []string{"#infra.service"}, []string{"#create.signup"}},
		{"subscribe to the newsletter", []string{"#create.signup", "#comm.email"}, nil},
		{"subscribe to netflix premium", []string{"#create.signup", "#payment.subscription"}, nil},
		{"subscribe to the observable", nil, []string{"#create.signup"}},
		// broadcast: a message vs numpy.
		{"broadcast a message to all customers", []string{"#send.broadcast", "#customer"}, nil},
		{"broadcast the announcement in #general", []string{"#send.broadcast"}, nil},
		{"broadcast the arrays in numpy", nil, []string{"#send.broadcast", "#publish.post"}},
		// grant: permissions vs wishes.
		{"grant bob access to the repo", []string{"#permission"}, nil},
		{"grant her admin rights", []string{"#permission", "#account.admin"}, nil},
		{"grant read permission on the bucket", []string{"#permission", "#storage.bucket"}, nil},
		{"write the grant proposal", []string{"#finance.grant"}, []string{"#permission"}},
		{"grant the wish", nil, []string{"#permission"}},
		// invest, sell: money vs time and ideas.
		{"invest $500 in vti", []string{"#pay.trade", "#finance.investment"}, nil},
		{"invest in index funds", []string{"#pay.trade", "#finance.investment"}, nil},
		{"invest time in tests", []string{"#code.test"}, []string{"#pay.trade", "#pay"}},
		{"sell my car", []string{"#pay.trade", "#vehicle"}, nil},
		{"sell my data", []string{"#pay.trade", "#data.personal"}, nil},
		{"sell the idea to the team", nil, []string{"#pay.trade", "#pay"}},
		// post: hooks, post-mortems and notes.
		{"post the update to slack", []string{"#publish.post"}, []string{"#vcs.hook"}},
		{"add a post-merge hook", []string{"#vcs.hook"}, []string{"#content.post", "#publish.post"}},
		{"schedule the postmortem meeting", []string{"#content.statement"}, []string{"#publish.post"}},
		{"leave a post-it note", []string{"#notes"}, []string{"#content.post", "#publish.post"}},
		// phrases in the other sense.
		{"make the repo public to everyone", []string{"#access.public"}, nil},
		{"ask everyone on the team for feedback", []string{"#mod.all"}, []string{"#access.public"}},
		{"the office is closed for the public holiday", []string{"#time"}, []string{"#access.public"}},
		{"take public transport to the venue", []string{"#travel"}, []string{"#access.public"}},
		{"fine-tune with transfer learning", []string{"#ml.training"}, nil},
		{"transfer $500 to savings", []string{"#pay.transfer"}, nil},
		{"tune the reward function", []string{"#ml.training"}, []string{"#payment.payout.affiliate", "#payment"}},
		{"set the discount factor to 0.99", []string{"#ml.training"}, []string{"#payment.discount"}},
		{"apply the 20% discount code", []string{"#payment.discount"}, nil},
		{"add a graphql subscription resolver", []string{"#net"}, []string{"#payment.subscription", "#payment"}},
		{"cancel my netflix subscription", []string{"#cancel", "#payment.subscription"}, nil},
		{"use the crypto library for hashing", []string{"#sec"}, []string{"#finance.investment.crypto", "#payment"}},
		{"buy crypto on coinbase", []string{"#pay", "#finance.investment.crypto"}, nil},
		{"this is a forward compatible schema change", []string{"#code.api"}, nil},
		{"grab some scrap paper", []string{"#writing"}, []string{"#delete"}},
	}
	checkConceptCases(t, a, tests)
}
