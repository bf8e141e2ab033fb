package text

import "testing"

// TestMore45Lexicon checks the third polysemy audit (lexicon/more45.txt and
// the discount idiom narrowed in more18.txt): each word keeps its risky
// reading in its own sense and loses it in the everyday one.
func TestMore45Lexicon(t *testing.T) {
	a := mustAnalyzer(t)
	tests := []conceptCase{
		// order: buying vs "in order to".
		{"order a pizza", []string{"#pay", "#food"}, nil},
		{"place an order with the supplier", []string{"#pay", "#vendor.order"}, nil},
		{"order a 27 inch monitor", []string{"#pay"}, nil},
		{"order more printer paper", []string{"#pay", "#shop.product"}, nil},
		{"in order to fix the bug we need a lock", []string{"#mod.purpose", "#lock"}, nil},
		{"truncate the orders table", []string{"#delete.purge", "#db.table"}, nil},
		// charge: paying vs a battery.
		{"charge my card $50", []string{"#pay", "#payment.card"}, nil},
		{"charge the customer", []string{"#pay", "#customer"}, nil},
		{"charge a late fee", []string{"#pay", "#payment"}, nil},
		{"charge them $40 for the extra hour", []string{"#pay"}, nil},
		{"charge it to the company card", []string{"#pay", "#payment.card"}, nil},
		{"charge my phone", nil, []string{"#pay"}},
		{"charge my laptop overnight", nil, []string{"#pay"}},
		{"buy a new phone charger", []string{"#sys.device"}, nil},
		{"who is in charge of the project", []string{"#person.owner"}, []string{"#pay"}},
		// ship: a parcel to a person vs a package to a registry.
		{"ship the package to npm", []string{"#publish", "#pkg.npm"}, nil},
		{"ship it", []string{"#deploy"}, nil},
		{"what are the shipping costs", []string{"#shop.shipping"}, []string{"#deploy", "#publish"}},
		// stop: killing vs stopping by.
		{"stop the server", []string{"#kill", "#infra.server"}, nil},
		{"stop the db", []string{"#kill", "#db"}, nil},
		{"stop the training run", []string{"#kill", "#ml"}, nil},
		{"stop by the office", []string{"#cal"}, []string{"#kill"}},
		{"stop by the pharmacy on the way home", nil, []string{"#kill"}},
		// give ... off: a discount vs a day off.
		{"give them 20% off", []string{"#payment.discount"}, nil},
		{"give her 15 percent off", []string{"#payment.discount"}, nil},
		{"give mike saturday off", []string{"#cal.timeoff"}, []string{"#payment.discount", "#refund"}},
		// books: a booking vs the ledger.
		{"book a flight", []string{"#create.schedule", "#travel"}, nil},
		{"send the books to the accountant", []string{"#send", "#finance.ledger"}, []string{"#create.schedule"}},
		// start date, creation date.
		{"start the server", []string{"#start", "#infra.server"}, nil},
		{"confirm the start date for the new hire", []string{"#time"}, []string{"#start"}},
		{"sort by creation date", []string{"#time"}, []string{"#create"}},
		// PR: pull requests vs public relations.
		{"open a PR", []string{"#vcs.pr"}, nil},
		{"our PR team wrote a statement", []string{"#content"}, []string{"#vcs.pr", "#vcs"}},
		// copy editors.
		{"copy the file to the server", []string{"#copy", "#fs.file"}, nil},
		{"ask the copy editor to review it", []string{"#writing"}, []string{"#copy"}},
		// block party, push-ups.
		{"block the user", []string{"#block"}, nil},
		{"invite them to the block party", []string{"#cal.meeting"}, []string{"#block"}},
		{"push to main", []string{"#push", "#vcs.branch"}, nil},
		{"do 20 push-ups", []string{"#health"}, []string{"#push"}},
		// secret recipes.
		{"store the secret in vault", []string{"#secret"}, nil},
		{"the secret recipe for bread", []string{"#food"}, []string{"#secret"}},
		// production company vs production.
		{"deploy to production", []string{"#deploy", "#env.prod"}, nil},
		{"the production company sent a contract", []string{"#content.media"}, []string{"#env.prod", "#env"}},
		// terminal.
		{"open a terminal", []string{"#cli.command"}, nil},
		{"meet me at terminal 3", []string{"#travel"}, []string{"#cli.command", "#cli"}},
		// proxy.
		{"configure the proxy", []string{"#infra.load"}, nil},
		{"send the proxy statement to shareholders", []string{"#legal.government.voting"}, []string{"#infra.load", "#infra"}},
		// admin assistant.
		{"grant admin access", []string{"#permission", "#account.admin"}, nil},
		{"ask the admin assistant to book the room", []string{"#person.employee"}, []string{"#account.admin"}},
		// shell company.
		{"run the shell script", []string{"#execute", "#code.script"}, nil},
		{"a shell company in delaware", []string{"#legal"}, []string{"#code.script", "#code"}},
		// pipeline: CI vs sales.
		{"rerun the pipeline", []string{"#execute", "#ci"}, nil},
		{"the ci pipeline is red", []string{"#ci"}, nil},
		{"review the sales pipeline with the team", []string{"#crm.deal"}, []string{"#ci"}},
		// certificate: TLS vs gift, birth.
		{"renew the tls certificate", []string{"#rotate", "#net.tls"}, nil},
		{"rotate the certificate on the load balancer", []string{"#rotate", "#net.tls"}, nil},
		{"buy a gift certificate for mom", []string{"#payment.gift_card"}, []string{"#net.tls", "#net"}},
		{"find my birth certificate", nil, []string{"#net.tls", "#net"}},
		// mirror.
		{"mirror the repo to gitlab", []string{"#copy", "#vcs"}, nil},
		{"hang the bathroom mirror", nil, []string{"#copy", "#download"}},
		// head: git HEAD vs the head of a team.
		{"git reset --hard HEAD", []string{"#revert", "#vcs.branch"}, nil},
		{"reset to head", []string{"#revert", "#vcs.branch"}, nil},
		{"email the head of sales", nil, []string{"#vcs.branch", "#vcs"}},
	}
	checkConceptCases(t, a, tests)
}
