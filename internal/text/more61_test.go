package text

import "testing"

// TestMore61Lexicon checks that lexicon/more61.txt reads casual everyday
// verbs by their object in office, commerce, travel, front-desk, retail,
// bookkeeping, publishing and HR work (grabbing a fare books it, pulling a
// listing or a job posting takes it down, zeroing out a balance forgives it,
// putting a dinner on the Amex charges it, bumping pay raises it, letting an
// email sit ignores it), and that the same verbs keep their developer and
// sysadmin senses: grabbing logs, git pull, pulling an image, zeroing out a
// disk, putting a file on a server, bumping a version, parking a branch.
func TestMore61Lexicon(t *testing.T) {
	a := mustAnalyzer(t)
	tests := []conceptCase{
		// Booking by grabbing, snagging, scoring.
		{"grab the cheapest fare to denver", []string{"#pay", "#travel.fare"}, nil},
		{"snag the saver fare before it goes up", []string{"#pay", "#travel.fare"}, nil},
		{"grab a seat on the 6pm flight to boston", []string{"#pay", "#travel"}, nil},
		{"grab the next flight home", []string{"#pay", "#travel"}, nil},
		{"grab a hotel room near the venue", []string{"#pay", "#travel"}, nil},
		{"score an airbnb in lisbon for the offsite", []string{"#pay", "#travel"}, nil},
		{"grab a table for 4 at nobu", []string{"#create.schedule", "#food.reservation"}, nil},
		{"hold a table for six at 8", []string{"#create.schedule", "#food.reservation"}, nil},
		// Booking someone into a slot.
		{"put her in for a cleaning next tuesday", []string{"#create.schedule", "#cal.meeting", "#health.provider"}, nil},
		{"squeeze the patient in at 3pm", []string{"#create.schedule", "#cal.meeting"}, nil},
		{"squeeze in a walk-in before lunch", []string{"#create.schedule", "#cal.meeting"}, nil},
		{"call in sick tomorrow", []string{"#create.schedule", "#cal.timeoff"}, nil},
		// "put ... in ... appointment" is too loose to be booking.
		{"put the procedure or diagnosis in appointment reminder texts", nil, []string{"#create.schedule"}},
		{"put the notes in the appointment record", nil, []string{"#create.schedule"}},
		// Taking things down.
		{"pull the listing from etsy", []string{"#delete", "#shop.product.listing"}, nil},
		{"pull the listing off ebay until the restock", []string{"#delete", "#shop.product.listing"}, nil},
		{"delist the discontinued items", []string{"#delete", "#shop.product.listing"}, nil},
		{"pull the product off the store", []string{"#delete", "#shop.product"}, nil},
		{"take the blue mugs off sale", []string{"#delete", "#shop.product"}, nil},
		{"pull the book off amazon", []string{"#delete", "#shop.product"}, nil},
		{"take the house off the market", []string{"#delete", "#house.property"}, nil},
		{"pull the job posting", []string{"#cancel", "#content.post.job"}, nil},
		{"kill the job ad on indeed", []string{"#cancel", "#content.post.job"}, nil},
		{"pull the facebook ad off", []string{"#cancel", "#comm.email.campaign.ad"}, nil},
		{"pause the google ads for the weekend", []string{"#cancel", "#comm.email.campaign.ad"}, nil},
		{"pull the post off instagram", []string{"#delete", "#content.post"}, nil},
		{"spike the op-ed", []string{"#delete", "#content.post"}, nil},
		{"pull the episode from the feed", []string{"#delete", "#content.media"}, nil},
		{"push back the pub date to march", []string{"#create.schedule", "#publish"}, nil},
		// Forgiving what someone owes.
		{"zero out the balance on her account", []string{"#refund.credit", "#payment"}, []string{"#delete.format"}},
		{"zero out what he owes", []string{"#refund.credit"}, []string{"#delete.format"}},
		{"zero out the invoice", []string{"#refund.credit", "#payment.invoice"}, []string{"#delete.format"}},
		{"zero out the late fee", []string{"#refund.credit"}, nil},
		{"wipe out the customer's debt", []string{"#refund.credit"}, nil},
		{"forgive the balance on the account", []string{"#refund.credit"}, nil},
		// Collections.
		{"send the account to collections", []string{"#send", "#payment.invoice"}, nil},
		{"hand it off to a debt recovery agency", []string{"#send", "#payment.invoice"}, nil},
		{"turn the debt over to a collection agency", []string{"#send", "#payment.invoice"}, nil},
		// Charging.
		{"put the hotel on my amex", []string{"#pay", "#payment.card"}, nil},
		{"put it on my credit card", []string{"#pay", "#payment.card"}, nil},
		{"run her card for $40", []string{"#pay", "#payment.card"}, nil},
		{"put the dinner on expenses", []string{"#pay", "#finance.expense"}, nil},
		{"put the offsite on the marketing budget", []string{"#pay", "#finance.budget"}, nil},
		{"charge the printer to the cost center", []string{"#pay", "#finance.budget"}, nil},
		{"cut him a check for $500", []string{"#pay", "#payment"}, nil},
		{"front the cost of the tickets", []string{"#pay", "#payment"}, nil},
		// Putting things up on a site.
		{"put the listing up on zillow", []string{"#publish", "#house.property"}, nil},
		{"put the couch up for sale", []string{"#publish", "#shop.product.listing"}, nil},
		{"put the job posting up on indeed", []string{"#publish", "#content.post.job"}, nil},
		{"put the menu up on the website", []string{"#publish"}, nil},
		// Bumping pay, rent, budgets, prices.
		{"bump her hours to 30", []string{"#write", "#payment.payroll"}, nil},
		{"bump his pay to 25 an hour", []string{"#write", "#payment.payroll"}, nil},
		{"bump him to senior", []string{"#write", "#payment.payroll"}, nil},
		{"bump the rent to 1800", []string{"#write", "#payment.bill.rent"}, nil},
		{"bump the marketing budget to 5k", []string{"#write", "#finance.budget"}, nil},
		{"knock the price down to 50", []string{"#write", "#shop.pricing"}, nil},
		// Doing paperwork fast.
		{"bang out the invoices before friday", []string{"#create", "#payment.invoice"}, nil},
		{"knock out the expense report", []string{"#write", "#finance.expense"}, nil},
		{"knock out the timesheets", []string{"#write", "#payment.payroll"}, nil},
		{"knock out the reconciliation tonight", []string{"#write", "#finance.ledger"}, nil},
		{"whip up a quote for the kitchen job", []string{"#create", "#payment.quote"}, nil},
		// Holding and ignoring.
		{"park the support ticket until monday", []string{"#write", "#support.ticket.on_hold"}, nil},
		{"let the email sit", []string{"#disable"}, nil},
		{"let the complaint sit for a week", []string{"#disable"}, nil},
		{"sit on the refund", []string{"#disable"}, nil},
		{"leave the customer on read", []string{"#disable"}, nil},
		// Refunding.
		{"put the money back on her card", []string{"#refund"}, nil},
		{"send the money back to the customer", []string{"#refund"}, nil},
		// HR.
		{"let the employee go", []string{"#cancel", "#person.employee"}, nil},
		{"bring her on as a contractor", []string{"#create.signup", "#person.employee"}, nil},
		// Approving and copying people on.
		{"okayed the expense report", []string{"#approve"}, nil},
		{"sign off on the invoice", []string{"#approve"}, nil},
		{"give the budget a nod", []string{"#approve"}, nil},
		{"looped in finance on the thread", []string{"#comm.forward"}, nil},

		// Must not: the same verbs in developer, sysadmin and other texts.
		{"grab the logs from the server", nil, []string{"#pay", "#travel"}},
		{"grab the hotel address from my email", nil, []string{"#pay"}},
		{"grab the table schema from the db", nil, []string{"#food.reservation", "#create.schedule"}},
		{"hold the table lock for 5 seconds", nil, []string{"#food.reservation"}},
		{"git pull", nil, []string{"#delete", "#cancel"}},
		{"pull the latest image", nil, []string{"#delete", "#cancel"}},
		{"pull the repo and rebuild", nil, []string{"#delete", "#cancel"}},
		{"pull the report for q3", nil, []string{"#delete", "#cancel"}},
		{"pull the sales report from the warehouse", nil, []string{"#delete", "#shop.product"}},
		{"pull the message off the queue", nil, []string{"#delete", "#content.post"}},
		{"pull the directory listing from s3", nil, []string{"#delete", "#shop.product.listing"}},
		{"pull the AD groups from azure", nil, []string{"#cancel", "#comm.email.campaign.ad"}},
		{"pull the user story into the sprint", nil, []string{"#delete"}},
		{"zero out the disk before recycling it", nil, []string{"#refund.credit", "#payment"}},
		{"zero out the buffer", nil, []string{"#refund.credit"}},
		{"dd if=/dev/zero of=/dev/sdb", nil, []string{"#refund.credit"}},
		{"put the file on the server", nil, []string{"#pay", "#publish"}},
		{"put the button on the settings tab", nil, []string{"#pay"}},
		{"put the config up on the server", nil, []string{"#publish"}},
		{"cut the lint check from ci", nil, []string{"#pay"}},
		{"spot instances cost $0.12 an hour", nil, []string{"#pay"}},
		{"float the div to the left", nil, []string{"#pay"}},
		{"bump the version to 2.1", nil, []string{"#payment.payroll", "#write"}},
		{"bump the cache ttl to 24 hours", nil, []string{"#payment.payroll"}},
		{"bump the rate limit to 100", nil, []string{"#payment.rate", "#payment.payroll"}},
		{"bump the error budget", nil, []string{"#finance.budget"}},
		{"bump the package manager to 9", nil, []string{"#payment.payroll"}},
		{"knock out the flaky test", nil, []string{"#payment.invoice", "#write"}},
		{"park the branch", nil, []string{"#support.ticket.on_hold", "#disable"}},
		{"let the build sit overnight", nil, []string{"#disable"}},
		{"let go of the lock", nil, []string{"#cancel", "#person.employee"}},
		{"return the payment object from the handler", nil, []string{"#refund"}},
		{"change the handler to return the deposit amount as JSON", nil, []string{"#refund"}},
		{"pull the blog post down from the CMS API to a local markdown file", nil, []string{"#delete"}},
		{"pull the video down from s3", nil, []string{"#delete"}},
		{"take down the AD server for patching tonight", nil, []string{"#cancel"}},
		{"deploy the app to okd", nil, []string{"#approve"}},
		{"loop over the items in the array", nil, []string{"#approve"}},
		{"take the node off the load balancer", nil, []string{"#delete", "#shop.product"}},
		{"put the server in the physical rack", nil, []string{"#cal.meeting", "#create.schedule"}},
		{"put the fix in a follow-up pr", nil, []string{"#cal.meeting"}},
		{"go to the collections page in compass", nil, []string{"#payment.invoice"}},
		{"put the documents into collections", nil, []string{"#payment.invoice"}},
		{"run the credit card validation tests", nil, []string{"#pay"}},
		{"let the request sit in the queue", nil, []string{"#disable"}},
		{"the proxy sits on the application layer", nil, []string{"#disable"}},
		{"let the worker go idle", nil, []string{"#cancel", "#person.employee"}},
		{"hold the table for 5 seconds", nil, []string{"#food.reservation"}},
		{"put the shadow back on the card component", nil, []string{"#refund"}},
	}
	checkConceptCases(t, a, tests)
}
