package text

import "testing"

// TestMore52Lexicon checks that lexicon/more52.txt gives a marketplace
// seller's work (listings, custom orders and proofs, print on demand,
// sales, shipping insurance, customs values, cases, feedback, seller
// standing, fees and off-platform payments) and a SaaS support agent's work
// (ticket states, Jira links, CSMs and enterprise accounts, SLA credits,
// owner transfers, incident updates, promised dates and security reports)
// their concepts, and that its phrases stay out of look-alike texts,
// developer texts above all (git tags, switch cases, vim macros, SQL views,
// listing files, privilege escalation, proofs of concept, commits).
func TestMore52Lexicon(t *testing.T) {
	a := mustAnalyzer(t)
	tests := []conceptCase{
		// kept apart at the merge: on hold is a state of its own, and
		// PayPal Friends and Family is no off-platform payment by itself
		{"put the ticket on hold until engineering replies", []string{"#support.ticket.on_hold"}, nil},
		{"update my zendesk signature", nil, []string{"#support.ticket.on_hold"}},
		{"pay the freelancer through paypal friends and family", nil, []string{"#payment.off_platform"}},
		// Marketplace listings.
		{"renew the expired listings on etsy", []string{"#publish", "#shop.product.listing", "#shop.product"}, nil},
		{"deactivate the etsy listings that sold out", []string{"#disable", "#shop.product.listing"}, nil},
		{"update the tags on all my etsy listings", []string{"#write", "#shop.product.listing", "#mod.all"}, nil},
		{"bulk edit the listings to add the new tags", []string{"#write", "#shop.product.listing", "#mod.all"}, nil},
		{"fix the asin on the amazon listing", []string{"#write", "#shop.product.listing"}, nil},
		{"revise the ebay listing item specifics", []string{"#write", "#shop.product.listing"}, nil},
		{"end the ebay listing early", []string{"#disable", "#shop.product.listing"}, nil},
		{"put the etsy shop on vacation mode", []string{"#disable", "#shop.product.listing"}, nil},
		// Custom and personalized orders, proofs.
		{"send the proof to the customer for approval", []string{"#send", "#shop.product.custom"}, nil},
		{"approve the design proof for order 1234", []string{"#approve", "#shop.product.custom"}, nil},
		{"start production on the custom order before the buyer approves the proof", []string{"#shop.product.custom", "#approve"}, nil},
		{"fix the engraving text typo on order 88", []string{"#write", "#shop.product.custom"}, nil},
		{"create a reserved listing for the custom request", []string{"#create", "#shop.product.custom"}, nil},
		// Print on demand.
		{"push the order to printful", []string{"#send", "#shop.shipping.print_on_demand", "#shop.shipping"}, nil},
		{"sync the products to printify", []string{"#copy", "#shop.product", "#shop.shipping.print_on_demand"}, nil},
		{"confirm the printify order so it gets printed", []string{"#pay", "#shop.shipping.print_on_demand"}, nil},
		{"cancel the gelato order", []string{"#cancel", "#shop.shipping.print_on_demand"}, nil},
		// Sales, coupons, bulk prices, stock.
		{"put the whole shop on 20% off", []string{"#create", "#payment.discount", "#shop"}, nil},
		{"run a 25% off etsy sale this weekend", []string{"#create", "#payment.discount"}, []string{"#payment.off_platform"}},
		{"set up a lightning deal for prime day", []string{"#create", "#payment.discount"}, nil},
		{"send an offer to watchers on the ebay item", []string{"#create", "#payment.discount"}, nil},
		{"bulk edit prices on all listings", []string{"#write", "#shop.pricing", "#mod.all"}, nil},
		{"raise prices across all channels by 10%", []string{"#write", "#shop.pricing", "#mod.all"}, nil},
		{"update the quantity on etsy and ebay", []string{"#write", "#shop.inventory"}, nil},
		// Shipping: marking shipped, labels, signatures, insurance.
		{"upload tracking numbers for today's orders", []string{"#send", "#shop.shipping"}, nil},
		{"mark the etsy order as dispatched", []string{"#send", "#shop.shipping"}, nil},
		{"void the postage label for order 55", []string{"#refund", "#shop.shipping"}, nil},
		{"skip signature confirmation on the necklace", []string{"#write", "#shop.shipping"}, nil},
		{"require an adult signature on the knife order", []string{"#write", "#shop.shipping"}, nil},
		{"add insurance to the shipment", []string{"#write", "#shop.shipping.insurance", "#shop.shipping"}, []string{"#health.insurance"}},
		{"file a claim with usps for the lost package", []string{"#browse.submit", "#shop.shipping.insurance"}, nil},
		{"extend the handling time to 5 days", []string{"#write", "#shop.shipping"}, nil},
		// Customs forms.
		{"declare the value on the customs form as $10", []string{"#write", "#shop.shipping.customs"}, nil},
		{"mark the parcel as gift on the customs form", []string{"#shop.shipping.customs"}, nil},
		{"enter the hs code for the mugs", []string{"#write", "#shop.shipping.customs"}, nil},
		// Marketplace cases and claims.
		{"respond to the ebay case", []string{"#browse.submit", "#payment.dispute"}, nil},
		{"the buyer opened an item not received case", []string{"#payment.dispute"}, nil},
		{"accept the a-to-z claim", []string{"#refund", "#payment.dispute"}, nil},
		{"ask ebay to step in on the snad case", []string{"#assign.escalate", "#payment.dispute"}, nil},
		{"open a case with amazon seller support", []string{"#support.ticket", "#shop"}, nil},
		// Feedback, seller standing.
		{"reply to the 1 star etsy review", []string{"#send", "#content.review"}, nil},
		{"ask the buyer to revise their review for a partial refund", []string{"#write", "#content.review", "#refund"}, nil},
		{"offer a refund to remove the review", []string{"#refund", "#content.review"}, nil},
		{"send a feedback revision request", []string{"#content.review"}, nil},
		{"check my star seller status", []string{"#read", "#shop.seller_standing", "#shop"}, []string{"#write"}},
		{"appeal the etsy shop suspension", []string{"#browse.submit", "#shop.seller_standing"}, nil},
		{"our order defect rate is too high", []string{"#shop.seller_standing"}, nil},
		// Fees and off-platform payments.
		{"etsy transaction fees went up", []string{"#payment.fee", "#payment"}, nil},
		{"estimate the ebay final value fee", []string{"#payment.fee"}, nil},
		{"ask the buyer to pay outside etsy", []string{"#pay", "#payment.off_platform", "#payment"}, nil},
		{"send a paypal invoice to the etsy buyer", []string{"#pay", "#payment.off_platform"}, nil},
		{"take payment through paypal friends and family", []string{"#pay", "#payment.off_platform"}, nil},
		// Support tickets: states, views, Jira.
		{"put the ticket on hold", []string{"#write", "#support.ticket"}, nil},
		{"set the ticket to pending", []string{"#write", "#support.ticket"}, nil},
		{"mark the ticket as solved", []string{"#finish", "#support.ticket"}, nil},
		{"reopen the solved ticket", []string{"#write", "#support.ticket"}, nil},
		{"edit the zendesk view for billing", []string{"#write", "#support.ticket"}, nil},
		{"tag the ticket as billing", []string{"#write", "#support.ticket"}, nil},
		{"create a jira issue from the ticket", []string{"#write", "#support.ticket", "#vcs.issue"}, nil},
		{"link the jira issue to the zendesk ticket", []string{"#write", "#support.ticket", "#vcs.issue"}, nil},
		{"escalate to tier 3", []string{"#assign.escalate", "#support.ticket"}, nil},
		// CSMs and enterprise accounts.
		{"loop in the csm for the enterprise account", []string{"#send", "#person.csm", "#customer.enterprise", "#customer"}, nil},
		{"give the account manager a heads up", []string{"#send", "#person.csm"}, nil},
		{"reply to the vip customer", []string{"#customer.enterprise"}, nil},
		// Service credits vs refunds.
		{"issue an sla credit instead of a refund", []string{"#refund.credit", "#payment.discount"}, nil},
		{"credit the account for the outage", []string{"#refund.credit", "#payment.discount"}, nil},
		// Account changes.
		{"transfer workspace ownership to the new admin", []string{"#write", "#account", "#person.owner"}, nil},
		{"change the admin email on the workspace", []string{"#write", "#account"}, nil},
		{"merge the two user accounts", []string{"#merge", "#account"}, nil},
		{"get confirmation from the account owner first", []string{"#account.verification"}, nil},
		// Status pages and incidents.
		{"open a status page incident", []string{"#publish.post", "#infra.monitor"}, nil},
		{"tell customers about the outage", []string{"#send", "#infra.monitor"}, nil},
		{"send the rca to the customer", []string{"#send", "#infra.monitor"}, nil},
		// Promises of dates.
		{"promise the customer a release date", []string{"#send", "#customer.commitment"}, nil},
		{"promise the customer the fix by friday", []string{"#send", "#customer.commitment"}, nil},
		{"tell the customer the fix ships next week", []string{"#send", "#customer.commitment"}, nil},
		{"give the customer an eta on the fix", []string{"#send", "#customer.commitment"}, nil},
		{"share the internal roadmap with the customer", []string{"#send", "#customer.commitment"}, nil},
		// Security reports.
		{"forward the customer's security report to the security team", []string{"#send", "#sec.advisory.report", "#sec.advisory"}, nil},
		{"triage the bug bounty report", []string{"#read.verify", "#sec.advisory.report"}, nil},
		{"pay the bounty for the xss report", []string{"#pay", "#sec.advisory.report"}, nil},
		{"close the hackerone report as informative", []string{"#reject", "#sec.advisory.report"}, nil},
		{"paste the vulnerability details in the ticket", []string{"#expose", "#sec.advisory.report"}, nil},

		// Look-alikes that must not get these concepts.
		{"hold the merge until CI passes", nil, []string{"#support.ticket"}},
		{"put the deploy on hold until monday", nil, []string{"#support.ticket"}},
		{"add a test case for the empty input", nil, []string{"#payment.dispute", "#support.ticket"}},
		{"handle the default case in the switch", nil, []string{"#payment.dispute", "#support.ticket"}},
		{"this case is closed", nil, []string{"#payment.dispute"}},
		{"record a vim macro to rename the fields", nil, []string{"#support.ticket"}},
		{"expand the C macro", nil, []string{"#support.ticket"}},
		{"tag the release v1.2", nil, []string{"#support.ticket", "#shop.product.listing"}},
		{"list the tags in the repo", nil, []string{"#shop.product.listing", "#write"}},
		{"list photos in the album", nil, []string{"#shop.product.listing"}},
		{"list the titles of all open PRs", nil, []string{"#shop.product.listing"}},
		{"list the files on amazon s3", nil, []string{"#shop.product.listing", "#publish"}},
		{"delete the list of users", nil, []string{"#shop.product.listing"}},
		{"create a SQL view for the report", nil, []string{"#support.ticket"}},
		{"escalate privileges to root", nil, []string{"#support.ticket"}},
		{"solve the equation for x", nil, []string{"#support.ticket"}},
		{"approve the proof of concept", nil, []string{"#shop.product.custom"}},
		{"the proof of the lemma is wrong", nil, []string{"#shop.product.custom"}},
		{"start production deploy", nil, []string{"#shop.product.custom"}},
		{"scale the pod to three replicas", nil, []string{"#shop.shipping.print_on_demand"}},
		{"get gelato after work", nil, []string{"#shop.shipping.print_on_demand"}},
		{"disable CSM in the BIOS", nil, []string{"#person.csm"}},
		{"give feedback on the pull request", nil, []string{"#content.review"}},
		{"negative feedback loop in the controller", nil, []string{"#content.review"}},
		{"declare the value as a constant", nil, []string{"#shop.shipping.customs"}},
		{"set the content type to json", nil, []string{"#shop.shipping.customs"}},
		{"raise an error if the value is negative", nil, []string{"#shop.pricing"}},
		{"send the report to the team", nil, []string{"#sec.advisory.report"}},
		{"each person orders a dish", nil, []string{"#shop.product.custom"}},
		{"change the person's address", nil, []string{"#shop.product.custom"}},
		{"check the account health score in gainsight", nil, []string{"#shop.seller_standing"}},
		{"promise to call mom back", nil, []string{"#customer.commitment"}},
		{"commit the date parser fix", nil, []string{"#customer.commitment"}},
		{"ship the fix to production", nil, []string{"#customer.commitment"}},
		{"the requester pays bucket", nil, []string{"#support.ticket"}},
		{"set the order status to pending", nil, []string{"#support.ticket"}},
		{"take 20% off the price", nil, []string{"#payment.off_platform"}},
		{"pay off the credit card", nil, []string{"#payment.off_platform"}},
		{"add a signature to my email", nil, []string{"#shop.shipping"}},
		{"require signed commits on main", nil, []string{"#shop.shipping"}},
		{"pay the research participants", nil, []string{"#sec.advisory.report"}},
		{"renew the health insurance", nil, []string{"#shop.shipping.insurance"}},
		{"return a promise that resolves to the date", nil, []string{"#customer.commitment"}},
		{"wrap the fetch in a promise and fix the race", nil, []string{"#customer.commitment"}},
		{"the promise rejects before the feature flag loads", nil, []string{"#customer.commitment"}},
		{"set the minimum price in the config", nil, []string{"#shop.pricing"}},
		{"mark the build order complete", nil, []string{"#shop.shipping"}},
		{"escalate the priority of the bug", nil, []string{"#support.ticket"}},
	}
	checkConceptCases(t, a, tests)
}
