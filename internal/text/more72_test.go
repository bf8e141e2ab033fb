package text

import "testing"

// TestMore72Lexicon checks that lexicon/more72.txt gives a freelancer's and
// small online shop's agent the concepts of what it does in casual words
// (invoices cut, reissued and credited, due dates pushed out, late fees
// slapped on, currencies switched, SOW scope changes, hours rounded up or
// padded, Toggl timers, home-office deductions and VAT, Wise transfers and
// cash-outs, price drops and hikes, returns accepted, reviews hidden or
// flagged, customer lists sold, client logos shown on a portfolio), and
// that its phrases stay out of look-alikes: git pushes, process kills,
// OAuth scopes, sowing seeds, feature toggles, code that pads or returns,
// software packages, reports about code reviews and reviewer columns.
func TestMore72Lexicon(t *testing.T) {
	a := mustAnalyzer(t)
	tests := []conceptCase{
		// Invoices.
		{"cut an invoice for Acme", []string{"#create", "#payment.invoice"}, nil},
		{"scrap the draft invoice and start over", []string{"#cancel", "#payment.invoice"}, nil},
		{"re-issue the invoice with the right amount", []string{"#send", "#payment.invoice"}, nil},
		{"issue a credit note to the client", []string{"#refund.credit", "#payment.invoice"}, nil},
		{"credit the client's account with $50", []string{"#refund.credit", "#payment"}, nil},
		// Due dates, late fees, currencies.
		{"push the due date out two weeks", []string{"#write", "#payment.terms"}, nil},
		{"give them extra days to pay", []string{"#write", "#payment.terms"}, nil},
		{"slap a late fee on the invoice", []string{"#write", "#payment.terms"}, nil},
		{"tack on a late fee", []string{"#write", "#payment.terms"}, nil},
		{"switch the invoice currency to GBP", []string{"#write", "#payment"}, nil},
		// Contracts, SOWs and scope.
		{"expand the scope of the SOW", []string{"#write", "#payment.quote.change_order", "#legal.contract"}, nil},
		{"send the SOW to the client", []string{"#send", "#legal.contract"}, nil},
		{"agree to the scope change", []string{"#write", "#payment.quote.change_order"}, nil},
		{"amend the statement of work", []string{"#write", "#payment.quote.change_order"}, nil},
		{"renew the retainer", []string{"#approve.sign", "#legal.contract"}, nil},
		// Time tracking.
		{"round up my hours to the nearest half hour", []string{"#write", "#payment.invoice.time_entry"}, nil},
		{"pad the timesheet", []string{"#write", "#payment.invoice.time_entry"}, nil},
		{"start the Toggl timer", []string{"#start", "#payment.invoice.time_entry"}, []string{"#deploy.feature_flag"}},
		{"bump my hours on the timesheet", []string{"#write", "#payment.invoice.time_entry"}, nil},
		// Taxes.
		{"deduct the home office", []string{"#write", "#finance.tax"}, nil},
		{"pay the VAT", []string{"#pay", "#finance.tax"}, nil},
		{"register for VAT", []string{"#create.signup", "#finance.tax"}, nil},
		{"file the 1099-NEC forms", []string{"#finance.tax"}, nil},
		// Payment platforms.
		{"transfer 2000 to the supplier with Wise", []string{"#pay.transfer", "#payment"}, nil},
		{"cash out the Stripe balance", []string{"#pay.transfer", "#payment.payout"}, nil},
		{"pay out the Stripe balance to my bank", []string{"#pay.transfer", "#payment.payout"}, nil},
		// Prices and coupons.
		{"drop the price to $25", []string{"#write", "#shop.pricing"}, nil},
		{"jack up the prices", []string{"#write.level", "#shop.pricing"}, nil},
		{"hike the subscription price", []string{"#write.level", "#shop.pricing"}, nil},
		{"mark down the price of the mugs", []string{"#write", "#shop.pricing"}, nil},
		{"make a discount code for BFCM", []string{"#create", "#payment.discount"}, nil},
		// Returns, stock, parcels, suppliers.
		{"accept the return request", []string{"#approve", "#refund"}, nil},
		{"refund the return", []string{"#refund", "#shop"}, nil},
		{"restock the blue hoodie", []string{"#write", "#shop.inventory"}, nil},
		{"track the parcel", []string{"#read", "#shop.shipping"}, nil},
		{"send the PO to the manufacturer", []string{"#send", "#vendor"}, nil},
		// Reviews and customer data.
		{"hide the negative reviews", []string{"#disable", "#content.review"}, nil},
		{"flag the review for removal", []string{"#block.report", "#content.review"}, nil},
		{"report the review to Etsy", []string{"#block.report", "#content.review"}, nil},
		{"sell the email list", []string{"#expose", "#data.personal"}, nil},
		// Portfolio.
		{"show the client logo on my website", []string{"#publish", "#content.portfolio"}, nil},
		{"publish the case study on my site", []string{"#publish", "#content.portfolio"}, nil},

		// Look-alikes.
		{"push the branch to origin", []string{"#push"}, []string{"#payment.terms"}},
		{"drop the users table", []string{"#delete.drop"}, []string{"#shop.pricing"}},
		{"kill the invoice service pod", []string{"#kill"}, []string{"#cancel"}},
		{"toggle the feature flag", []string{"#deploy.feature_flag"}, []string{"#payment.invoice.time_entry"}},
		{"sow the tomato seeds", nil, []string{"#legal.contract"}},
		{"when should I sow the lettuce", nil, []string{"#legal.contract"}},
		{"expand the scope of the OAuth token", nil, []string{"#payment.quote.change_order"}},
		{"approve the OAuth scope change", nil, []string{"#payment.quote.change_order"}},
		{"pad the hours column with zeros", nil, []string{"#payment.invoice.time_entry"}},
		{"accept the return value of the function", nil, []string{"#refund"}},
		{"track the package version in the lockfile", nil, []string{"#shop.shipping"}},
		{"write a report about the code review", nil, []string{"#block.report"}},
		{"report the review findings to the team", nil, []string{"#block.report"}},
		{"hide the reviewer column in the sheet", nil, []string{"#disable", "#content.review"}},
		{"mark down what the client said", nil, []string{"#shop.pricing"}},
		{"credit the photographer in the caption", nil, []string{"#refund.credit"}},
		{"look up the price of the monitor", nil, []string{"#write.level", "#shop.pricing"}},
		{"read the reviews on Etsy", []string{"#read"}, []string{"#delete", "#disable", "#block.report"}},
		{"check the restock date", nil, []string{"#write"}},
		{"the restock arrived", nil, []string{"#write"}},
		{"check the Stripe balance", nil, []string{"#pay.transfer"}},
		{"look at the invoice for the client", nil, []string{"#cancel", "#refund.credit"}},
		{"sell the old laptop", nil, []string{"#expose", "#data.personal"}},
		{"move the due date of the Jira ticket", nil, []string{"#payment.invoice"}},
		{"widen the variable scope", nil, []string{"#payment.quote.change_order"}},
	}
	checkConceptCases(t, a, tests)
}
