package text

import "testing"

// TestMore32Lexicon checks lexicon/more32.txt: everyday verbs that change a
// value, move or hold a booking, pause something, rent it or void a charge
// are acts, and their look-alikes are not.
func TestMore32Lexicon(t *testing.T) {
	a := mustAnalyzer(t)
	tests := []conceptCase{
		{"increase the spending limit on the card", []string{"#write.level", "#write"}, nil},
		{"raise the price of the large mugs", []string{"#write.level"}, nil},
		{"raise an error when the price is negative", nil, []string{"#write.level"}},
		{"increase the request timeout to 60s", []string{"#write.level"}, nil},
		{"reduce the replicas of the api", []string{"#write.level"}, nil},
		{"dial down the thermostat tonight", []string{"#write.level"}, nil},
		{"postpone the dentist appointment to next week", []string{"#create.schedule"}, nil},
		{"reserve five nights at the kennel", []string{"#create.schedule"}, nil},
		{"pencil in a call with the accountant", []string{"#create.schedule"}, nil},
		{"pause the nightly cron job", []string{"#disable"}, nil},
		{"rent a van for the move", []string{"#pay"}, nil},
		{"void the $40 charge at the register", []string{"#cancel"}, nil},
		{"void the check and reissue it", []string{"#cancel"}, nil},
		// A "#" name where a place goes is a chat channel; a hashtag is not.
		{"post the update in #general", []string{"#comm.chat", "#publish.post"}, nil},
		{"ping everyone in #general abt the outage", []string{"#comm.chat"}, nil},
		{"reply in #dev-ops with the fix", []string{"#comm.chat"}, nil},
		{"add the header at #include <stdio.h>", nil, []string{"#comm.chat"}},
		{"tweet the launch with #ad", []string{"#publish.post"}, []string{"#comm.chat"}},
		{"fix issue #42 in the parser", nil, []string{"#comm.chat"}},
		// Reserving a place to stay books it; saying yes to a meeting accepts it.
		{"reserve the beach house on the Outer Banks for all four of us", []string{"#create.schedule"}, nil},
		{"reserve a table for four at Nobu", []string{"#create.schedule"}, nil},
		{"reserve judgment until the tests pass", nil, []string{"#create.schedule"}},
		{"say yes to Greg's sync on Tuesday at 4", []string{"#approve", "#cal.meeting"}, nil},
		{"say yes to the new logo direction", nil, []string{"#cal.meeting"}},
		// Moving an amount moves money.
		{"move $3,000 from Emma's 529 account to checking", []string{"#pay.transfer"}, nil},
		{"move the 500 error page to the new template", nil, []string{"#pay.transfer"}},
		// An accountant is a person, not an account (tokenize.go's stem exceptions).
		{"send the tax folder to the accountant", []string{"#send"}, []string{"#account"}},
		{"delete my account", []string{"#delete", "#account"}, nil},
		// Pausing a subscription holds it.
		{"pause Tom's Stripe subscription until September", []string{"#disable", "#payment.subscription"}, []string{"#cancel"}},
		{"cancel Tom's Stripe subscription", []string{"#cancel"}, nil},
		// Applying a migration runs it.
		{"apply the new Alembic revision to the prod database", []string{"#migrate", "#db.migration"}, nil},
		{"apply the migrations to staging", []string{"#migrate"}, nil},
		{"apply the coupon to the order", nil, []string{"#migrate"}},
		// An inbound rule is a thing; adding one opens a port.
		{"describe the inbound rules of the bastion security group", []string{"#net.firewall"}, []string{"#expose.port"}},
		{"add an inbound rule for port 22 from anywhere", []string{"#expose.port"}, nil},
		// "checkout" pays only at a shop (more39.txt's !context).
		{"checkout the cart on amazon", []string{"#pay"}, nil},
		{"proceed to checkout", []string{"#pay"}, nil},
		{"git checkout main", []string{"#vcs.branch"}, []string{"#pay"}},
		{"git checkout -b fix/typo", []string{"#create"}, []string{"#pay"}},
		{"anonymize the user table", []string{"#delete.overwrite"}, nil},
		// must not
		{"double-check the invoice", []string{"#read.verify"}, []string{"#write.level"}},
		{"the lower environments are fine", nil, []string{"#write.level"}},
		{"lowercase the header names", nil, []string{"#write.level"}},
		{"the rent is due on the first", []string{"#payment.bill.rent"}, []string{"#pay"}},
		{"sign the lease renewal", []string{"#approve.sign"}, []string{"#pay"}},
		{"reservations for friday", nil, []string{"#create.schedule"}},
		{"the reserve fund balance", nil, []string{"#create.schedule"}},
		// Renewing a certificate or key rotates it; renewing a passport
		// does not, nor is a promise a donation.
		{"renew the tls certificate", []string{"#rotate"}, nil},
		{"renew my passport before the trip", nil, []string{"#rotate"}},
		{"pledge to review PRs faster", nil, []string{"#payment.donation"}},
		// A request object is no data subject's deletion request.
		{"delete the request object", []string{"#delete"}, []string{"#data.personal"}},
		{"process the customer's data deletion request", []string{"#data.personal"}, nil},
		// "authorize" is approving, not authoring.
		{"authorize the payment to the contractor", []string{"#approve"}, []string{"#write.draft"}},
		{"send the authorization header", nil, []string{"#write.draft"}},
		{"update the resume handler", nil, []string{"#writing.draft"}},
		// "void" in code, "anonymous" as a kind of function or a review.
		{"void pointer in C", nil, []string{"#cancel"}},
		{"public static void main", nil, []string{"#cancel"}},
		{"an anonymous function in the handler", nil, []string{"#delete.overwrite"}},
		{"keep the submission anonymous", nil, []string{"#delete.overwrite"}},
	}
	checkConceptCases(t, a, tests)
}
