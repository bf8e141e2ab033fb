package text

import "testing"

// TestMore18Lexicon checks that lexicon/more18.txt gives the work of a sales
// and customer-support agent (CRM deals, leads and owners, sequences and
// cadences, sending limits and warm-up, opt-outs and consent, demos and call
// recording consent, quotes, discounts and pricing approvals, ticket notes,
// macros, SLAs and help-centre articles, identity checks, other customers'
// data, churn and downgrades) the concepts of what it does, and that its
// phrases stay out of look-alike texts, developer texts above all (CI
// pipeline stages, sequences of migrations, code churn, editor and Rust
// macros, cache warm-up, rate limits, uptime SLAs, storage tiers).
func TestMore18Lexicon(t *testing.T) {
	a := mustAnalyzer(t)
	tests := []conceptCase{
		// CRM: deals, stages, owners, merges, bulk edits, imports.
		{"bump the deal to closed-won", []string{"#write", "#crm.deal", "#crm"}, nil},
		{"move the acme opp to closed lost", []string{"#write", "#crm.deal", "#crm"}, nil},
		{"push the close date on the globex deal to next quarter", []string{"#write", "#crm.deal"}, nil},
		{"change the deal owner to Sarah", []string{"#assign", "#crm"}, nil},
		{"round-robin the new leads to the sdrs", []string{"#assign", "#crm", "#crm.lead"}, nil},
		{"merge the duplicate records in salesforce", []string{"#merge", "#crm"}, nil},
		{"bulk delete the contacts tagged old-import", []string{"#delete", "#crm", "#mod.all"}, nil},
		{"sf data delete bulk --sobject Lead --file leads.csv", []string{"#delete", "#crm"}, nil},
		{"import the purchased lead list into hubspot", []string{"#write.insert", "#crm.lead", "#comm.contact"}, nil},
		{"upload the zoominfo list to pipedrive", []string{"#crm.lead", "#crm"}, nil},
		{"sf data query -q 'SELECT Id FROM Opportunity'", []string{"#read", "#crm"}, []string{"#delete", "#write"}},
		// Outreach: sequences, cadences, mail merge, InMail, follow-ups.
		{"blast the sequence to the new list", []string{"#send.broadcast", "#comm.email.campaign.sequence", "#comm.email.campaign"}, nil},
		{"add the webinar leads to the outbound sequence", []string{"#send.broadcast", "#comm.email.campaign.sequence"}, nil},
		{"run a mail merge to the trade show contacts", []string{"#send.broadcast", "#comm.email.campaign.sequence"}, nil},
		{"pause the sequence for acme", []string{"#cancel", "#comm.email.campaign.sequence"}, nil},
		{"unenroll jane from the sequence", []string{"#cancel", "#comm.email.campaign.sequence"}, nil},
		{"send a LinkedIn InMail to the VP of sales", []string{"#send", "#comm.message", "#social.linkedin"}, nil},
		{"follow up with the prospect from tuesday's demo", []string{"#send", "#comm.email", "#crm.lead"}, nil},
		// Deliverability: warm-up and sending limits.
		{"warm up the new sending domain", []string{"#write.config", "#comm.email.deliverability", "#comm.email"}, nil},
		{"raise the daily sending limit to 500", []string{"#write.config", "#comm.email.deliverability"}, nil},
		{"skip the warm-up and send 2000 emails from the new domain", []string{"#comm.email.deliverability"}, nil},
		{"check the bounce rate in google postmaster", []string{"#read.verify", "#comm.email.deliverability"}, nil},
		// Opt-outs, consent, purchased lists.
		{"remove the unsubscribe link from the template", []string{"#delete", "#comm.contact.unsubscribed"}, nil},
		{"re-enroll the prospects who unsubscribed", []string{"#comm.contact.unsubscribed"}, nil},
		{"check the dnc list before calling", []string{"#read.verify", "#comm.contact.unsubscribed"}, nil},
		{"do we have a lawful basis to email these leads", []string{"#comm.contact.consent"}, nil},
		// Demos, calls, notes, recording consent.
		{"book a demo with the prospect for thursday", []string{"#create.schedule", "#cal.meeting", "#crm.lead"}, nil},
		{"schedule a discovery call with globex", []string{"#create.schedule", "#cal.meeting"}, nil},
		{"record the sales call with acme", []string{"#write.save", "#comm.recording", "#cal.meeting"}, nil},
		{"tell them the call is being recorded", []string{"#comm.recording", "#comm.contact.consent"}, nil},
		{"get two-party consent before recording", []string{"#comm.recording", "#comm.contact.consent"}, nil},
		{"log the call notes in salesforce", []string{"#write.save", "#crm", "#notes"}, nil},
		// Quotes, discounts, approvals, contracts.
		{"give them 30% off list for a two-year deal", []string{"#refund.credit", "#payment.discount"}, nil},
		{"approve a 35% discount for acme", []string{"#approve", "#payment.discount"}, nil},
		{"get deal desk approval for the custom pricing", []string{"#approve", "#payment.discount"}, nil},
		{"throw in a free month to sweeten the deal", []string{"#refund.credit", "#payment.discount"}, nil},
		{"send the order form to the customer", []string{"#send", "#payment.quote"}, nil},
		{"send the contract for signature via DocuSign", []string{"#send", "#legal.esign", "#legal.contract"}, nil},
		{"redline the msa and remove the auto-renewal clause", []string{"#write", "#legal.contract"}, nil},
		// Support: replies, internal notes, macros, escalations, SLAs, KB.
		{"macro the refund reply", []string{"#send", "#support.ticket"}, nil},
		{"add an internal note to the ticket with the stack trace", []string{"#notes", "#support.ticket", "#access.private"}, nil},
		{"reply publicly on the ticket with the workaround", []string{"#send", "#support.ticket", "#access.public"}, nil},
		{"update the zendesk macro for password resets", []string{"#write", "#support.ticket"}, nil},
		{"escalate the ticket to tier 2", []string{"#assign.escalate", "#support.ticket"}, nil},
		{"loop in engineering on the ticket", []string{"#assign.escalate", "#support.ticket"}, nil},
		{"merge the ticket into the original", []string{"#merge", "#support.ticket"}, nil},
		{"snooze the conversation until monday", []string{"#write", "#support.ticket"}, nil},
		{"check the first response time on open tickets", []string{"#read.verify", "#support.ticket.sla", "#support.ticket"}, nil},
		{"publish the help center article on refunds", []string{"#publish", "#content.post.kb", "#content.post"}, nil},
		{"send the customer the kb article on exports", []string{"#send", "#content.post.kb"}, nil},
		{"comp them a month", []string{"#refund.credit", "#payment.discount"}, nil},
		// Account verification and other customers' data.
		{"verify the account holder before changing the login email", []string{"#read.verify", "#account.verification", "#write", "#account"}, nil},
		{"ask the security questions before resetting their 2fa", []string{"#account.verification"}, nil},
		{"transfer account ownership to the new admin", []string{"#write", "#account"}, nil},
		{"send them the wrong customer's invoice", []string{"#expose", "#data.personal", "#mod.others"}, nil},
		{"share a screenshot of someone else's account", []string{"#data.personal", "#mod.others"}, nil},
		// Churn, cancellations, retention, downgrades, upsells.
		{"offer a retention discount before canceling", []string{"#refund.credit", "#payment.discount", "#customer.churn"}, nil},
		{"process the cancellation request for globex", []string{"#cancel", "#payment.subscription", "#customer.churn"}, nil},
		{"downgrade them to the starter plan", []string{"#revert", "#payment.subscription"}, nil},
		{"upgrade the account to the enterprise plan", []string{"#write", "#payment.subscription"}, nil},
		{"list the at-risk accounts for this quarter", []string{"#read.list", "#customer.churn"}, nil},

		// Look-alikes that must not get these concepts.
		{"the build pipeline stage failed", nil, []string{"#crm.deal"}},
		{"run the sequence of migrations", nil, []string{"#comm.email.campaign.sequence", "#send.broadcast"}},
		{"measure code churn in the repo", nil, []string{"#customer.churn"}},
		{"write a rust macro for the parser", nil, []string{"#support.ticket", "#send"}},
		{"record a macro in vim", nil, []string{"#support.ticket", "#comm.recording"}},
		{"warm up the cache before the load test", nil, []string{"#comm.email.deliverability"}},
		{"raise the rate limit on the api", nil, []string{"#comm.email.deliverability"}},
		{"set the sla for the uptime monitor", nil, []string{"#support.ticket.sla", "#support.ticket"}},
		{"the tier 2 storage is slow", nil, []string{"#support.ticket"}},
		{"close the loop with the team", nil, []string{"#crm.deal", "#finish"}},
		{"git merge the feature branch into main", nil, []string{"#crm", "#support.ticket"}},
		{"merge the duplicate rows in the users table", nil, []string{"#crm"}},
		{"add a note to the README", nil, []string{"#support.ticket", "#access.private"}},
		{"reply to the review comment on the PR", nil, []string{"#support.ticket"}},
		{"verify the gpg signature on the release", nil, []string{"#account.verification"}},
		{"downgrade node to v18", nil, []string{"#payment.subscription"}},
		{"the opportunity to refactor the parser", nil, []string{"#crm.deal", "#crm"}},
		{"lead the migration effort", nil, []string{"#crm.lead"}},
		{"publish the api reference docs", nil, []string{"#content.post.kb"}},
		{"import the csv into postgres", nil, []string{"#crm", "#crm.lead"}},
		{"cancel the request if it times out", nil, []string{"#customer.churn"}},
		{"start the boot sequence", nil, []string{"#send.broadcast", "#comm.email.campaign.sequence"}},
		{"remove the element from the sequence", nil, []string{"#cancel", "#comm.email.campaign.sequence"}},
		{"add a where clause to the query", nil, []string{"#legal.contract"}},
		{"bulk delete the stale records from the events table", nil, []string{"#crm"}},
		{"merge fields from the default config", nil, []string{"#comm.email.campaign.sequence"}},
		{"fix the validation on the order form", nil, []string{"#payment.quote"}},
		{"add this to the knowledge base", nil, []string{"#content.post.kb", "#publish"}},
		{"ramp up the traffic volume on the load test", nil, []string{"#comm.email.deliverability"}},
		{"set the order status to pending", nil, []string{"#support.ticket"}},
	}
	checkConceptCases(t, a, tests)
}
