package text

import "testing"

// TestMore44Lexicon checks that lexicon/more44.txt gives a small business
// owner's admin (no-shows and deposits, comps, collections, POs, payroll
// slang, tax forms, the website and reviews, promos and SMS blasts, POS
// readers and pins, alarm codes and shared logins, business insurance and
// licences, bank transfers and payouts) the concepts of what it does, and
// that its phrases stay out of look-alike texts, developer texts above all
// (cutting releases, gettext .po files, pos variables, test coverage, code
// reviews, promotion jobs, firing up servers).
func TestMore44Lexicon(t *testing.T) {
	a := mustAnalyzer(t)
	tests := []conceptCase{
		// No-shows, deposits, booking apps.
		{"charge the no show", []string{"#pay", "#payment.fee"}, nil},
		{"bill her for the no-show", []string{"#pay", "#payment.fee"}, nil},
		{"hit him with the no-show fee", []string{"#pay", "#payment.fee"}, nil},
		{"let the no-show fee slide", []string{"#refund.credit", "#payment.fee"}, nil},
		{"take a deposit for the cake order", []string{"#pay", "#payment.deposit"}, nil},
		{"keep the deposit", []string{"#write", "#payment.deposit"}, nil},
		{"turn off online booking", []string{"#disable", "#cal"}, nil},
		{"open up saturday slots on the booking page", []string{"#cal"}, nil},
		{"block off friday afternoon in vagaro", []string{"#block", "#cal"}, nil},
		// Comps and knocking money off.
		{"take it off the bill", []string{"#refund.credit", "#payment.discount"}, nil},
		{"eat the cost of the delivery", []string{"#refund.credit", "#payment.discount"}, nil},
		{"round down the bill", []string{"#refund.credit", "#payment.bill"}, nil},
		{"knock off the service charge", []string{"#refund.credit", "#payment.discount"}, nil},
		{"create a 15% off code in shopify", []string{"#create", "#payment.discount"}, nil},
		{"pull the promo", []string{"#cancel", "#payment.discount"}, nil},
		{"kill the promo code", []string{"#cancel", "#payment.discount"}, nil},
		// Collections, reminders, books.
		{"hand the debt to collections", []string{"#send", "#payment.invoice"}, nil},
		{"send the overdue reminder", []string{"#send", "#payment.invoice"}, nil},
		{"bill the client for the overage", []string{"#send", "#payment.invoice"}, nil},
		{"catch up on the bookkeeping", []string{"#write", "#finance.ledger"}, nil},
		// POs and suppliers.
		{"place a po with the flour supplier", []string{"#pay", "#vendor.order"}, nil},
		{"cancel the po with sysco", []string{"#cancel", "#vendor.order"}, nil},
		{"raise a po for the produce order", []string{"#create", "#vendor.order"}, nil},
		// Payroll slang, staff, tax forms.
		{"cut a check for the plumber", []string{"#pay", "#payment"}, nil},
		{"cut jen a check for $400", []string{"#pay", "#payment"}, nil},
		{"cut the weekly paychecks", []string{"#pay", "#payment.payroll"}, nil},
		{"let go of the weekend barista", []string{"#cancel", "#person.employee"}, nil},
		{"give mike saturday off", []string{"#approve", "#cal.timeoff"}, nil},
		{"edit jen's hours in homebase", []string{"#write", "#cal.shift"}, nil},
		{"issue a 1099 to the cleaner", []string{"#send", "#finance.tax"}, nil},
		{"file the 941", []string{"#browse.submit", "#finance.tax"}, nil},
		{"get the resale certificate from the supplier", []string{"#finance.tax"}, nil},
		// Website, reviews, mailings.
		{"take the website down for maintenance", []string{"#disable", "#web"}, nil},
		{"put the site in maintenance mode", []string{"#disable", "#web"}, nil},
		{"report the review to yelp", []string{"#block.report", "#content.review"}, nil},
		{"get the 1-star review taken down", []string{"#delete", "#content.review"}, nil},
		{"send a mailchimp blast", []string{"#send", "#comm.email.campaign"}, nil},
		{"send a text blast to all clients", []string{"#send", "#comm.email.campaign"}, nil},
		{"blast the promo to the whole list", []string{"#send.broadcast", "#comm.email.campaign"}, nil},
		// POS, readers, pins, alarm codes, shared logins.
		{"void the last transaction on the square reader", []string{"#cancel", "#shop.pos"}, nil},
		{"log out of the pos", []string{"#logout", "#shop.pos"}, nil},
		{"reset the shared login for the pos", []string{"#secret.password", "#shop.pos"}, nil},
		{"change the pos passcode", []string{"#write", "#secret.password"}, nil},
		{"text the alarm code to the cleaner", []string{"#send", "#house.door"}, []string{"#cal.reminder"}},
		{"revoke jen's access to the pos", []string{"#permission"}, nil},
		{"give the accountant access to quickbooks", []string{"#permission", "#finance.ledger"}, nil},
		// Insurance and licences.
		{"renew the general liability policy", []string{"#legal.contract.insurance"}, nil},
		{"get a certificate of insurance for the landlord", []string{"#legal.contract.insurance"}, []string{"#net.tls"}},
		{"renew the business license", []string{"#write", "#legal.government.permit"}, nil},
		{"renew the food handler permit", []string{"#legal.government.permit"}, nil},
		{"let the liability insurance lapse", []string{"#write", "#legal.contract.insurance"}, nil},
		// Banking, payouts.
		{"pay the supplier by ach", []string{"#pay.transfer", "#vendor"}, nil},
		{"cash out square to the bank", []string{"#pay.transfer", "#payment.payout"}, nil},
		// Look-alikes that must not get these concepts.
		{"cut the release and check the logs", []string{"#vcs.release"}, []string{"#pay", "#payment"}},
		{"cut a new branch then check ci", []string{"#vcs.branch"}, []string{"#pay", "#payment"}},
		{"fire up the dev server", nil, []string{"#cancel", "#person.employee"}},
		{"let go of the mutex", nil, []string{"#cancel", "#person.employee"}},
		{"pull the promotion job logs", nil, []string{"#cancel", "#payment.discount"}},
		{"drop the test coverage threshold", nil, []string{"#legal.contract.insurance"}},
		{"report the code review findings", nil, []string{"#block.report"}},
		{"increment pos by one", nil, []string{"#shop.pos"}},
		{"pos = pos + 1", nil, []string{"#shop.pos"}},
		{"edit the .po translation file", nil, []string{"#vendor.order"}},
		{"update the po file for german", nil, []string{"#vendor.order"}},
		{"pin the dependency to 1.2", nil, []string{"#secret.password"}},
		{"send the book to the editor", nil, []string{"#finance.ledger"}},
		{"close the book and turn off the light", nil, []string{"#finance.ledger"}},
		{"eat lunch with the team", nil, []string{"#refund.credit", "#payment.discount"}},
		{"take a screenshot off the page", nil, []string{"#refund.credit"}},
		{"take the old docker image down", nil, []string{"#web"}},
		{"renew the tls certificate", []string{"#net.tls"}, []string{"#legal.contract.insurance"}},
		{"blast radius of the change", nil, []string{"#comm.email.campaign"}},
		{"squeeze the images in the bundle", nil, []string{"#cal.meeting"}},
	}
	checkConceptCases(t, a, tests)
}
