package text

import "testing"

// TestMore55Lexicon checks that lexicon/more55.txt gives a law firm's
// paralegal and legal-operations work the concepts of what it does, and that
// its phrases stay out of look-alike texts, developer texts above all (front
// matter, service discovery, production deploys, Kafka producers, brief
// summaries, motion blur, zero trust, privileged containers, sealed secrets,
// merge conflicts, client secrets, test cases).
func TestMore55Lexicon(t *testing.T) {
	a := mustAnalyzer(t)
	tests := []conceptCase{
		// Matters, clients, conflict checks, engagement letters.
		{"open a new matter in clio for Acme Corp", []string{"#create", "#legal.matter", "#legal"}, nil},
		{"bill 2 hours to the Jones matter", []string{"#payment.invoice.time_entry", "#legal.matter"}, nil},
		{"close the Smith matter and archive the file", []string{"#cancel", "#legal.matter"}, nil},
		{"run conflicts on the new client before we take the case", []string{"#read.verify", "#legal.matter.conflict_check", "#legal.matter", "#customer"}, nil},
		{"clear conflicts before opening the matter", []string{"#read.verify", "#legal.matter.conflict_check"}, nil},
		{"send the engagement letter to the new client", []string{"#send", "#legal.contract.engagement", "#legal.contract", "#customer"}, nil},
		{"get the fee agreement signed before starting work", []string{"#approve.sign", "#legal.contract.engagement"}, nil},
		// Court filings, e-filing portals, attorney signatures, sealing.
		{"e-file the opposition brief on ECF tonight", []string{"#browse.submit", "#legal.document.filing", "#legal.document"}, nil},
		{"file the motion to dismiss in the district court", []string{"#browse.submit", "#legal.document.filing", "#legal"}, nil},
		{"file the notice of appearance in PACER", []string{"#browse.submit", "#legal.document.filing"}, nil},
		{"sign the motion with the partner's name", []string{"#approve.sign", "#legal.document.filing"}, nil},
		{"use the attorney's ECF login to file it", []string{"#legal.document.filing", "#secret.password"}, nil},
		{"file the exhibit under seal", []string{"#browse.submit", "#legal.document.filing.sealed", "#access.private", "#legal.document.exhibit"}, nil},
		{"file the unredacted exhibit on the public docket", []string{"#legal.document.filing.sealed", "#legal.document.filing", "#access.public"}, nil},
		{"redact the SSNs before filing the exhibit", []string{"#delete.overwrite", "#data.personal", "#legal.document.exhibit"}, nil},
		// Dockets, deadlines, statutes of limitation.
		{"docket the hearing date on the firm calendar", []string{"#create.schedule", "#cal", "#legal.docket"}, nil},
		{"calendar the response deadline for the interrogatories", []string{"#create.schedule", "#legal.docket", "#legal.discovery"}, nil},
		{"the statute of limitations runs next month", []string{"#legal.docket.limitations", "#legal.docket"}, nil},
		{"calendar the SOL for the Baker matter", []string{"#create.schedule", "#legal.docket.limitations"}, nil},
		{"reschedule the hearing with the court clerk", []string{"#write", "#legal.docket"}, nil},
		// Service of process.
		{"serve the summons on the defendant by mail", []string{"#send", "#legal.service", "#person.party"}, nil},
		{"hire a process server for the complaint", []string{"#legal.service"}, nil},
		// Discovery, productions, Bates numbers, protective orders.
		{"respond to the interrogatories by friday", []string{"#write", "#legal.discovery"}, nil},
		{"serve the discovery requests on opposing counsel", []string{"#send", "#legal.discovery", "#person.counsel.opposing"}, nil},
		{"bates stamp the documents before production", []string{"#write", "#legal.discovery.production", "#legal.discovery"}, nil},
		{"produce the documents to opposing counsel by friday", []string{"#send", "#legal.discovery.production", "#person.counsel.opposing", "#person.counsel"}, nil},
		{"send the AEO documents to the client", []string{"#send", "#legal.discovery.confidential", "#customer"}, nil},
		{"mark the production as attorneys' eyes only", []string{"#write", "#legal.discovery.confidential"}, nil},
		{"the protective order covers the payroll records", []string{"#legal.discovery.confidential"}, nil},
		// Privilege and work product.
		{"add the withheld emails to the privilege log", []string{"#write", "#legal.privilege"}, nil},
		{"review the documents for privilege before producing them", []string{"#read.inspect", "#legal.privilege"}, nil},
		{"forward the privileged email to the vendor", []string{"#send", "#legal.privilege", "#vendor"}, nil},
		{"this memo is attorney work product", []string{"#legal.privilege"}, nil},
		{"send a clawback letter for the inadvertent production", []string{"#send", "#legal.privilege", "#legal.discovery.production"}, nil},
		// Depositions and exhibits.
		{"schedule the deposition of the CFO and book a court reporter", []string{"#create.schedule", "#legal.document.deposition", "#legal.document"}, nil},
		{"prepare the exhibit binders for trial", []string{"#legal.document.exhibit"}, nil},
		{"attach the contract as exhibit b to the motion", []string{"#legal.document.exhibit"}, nil},
		// Client trust accounts, retainers, commingling.
		{"deposit the retainer into the operating account", []string{"#pay.transfer", "#payment.deposit.retainer", "#finance.account.operating", "#finance.account"}, []string{"#finance.account.trust"}},
		{"pay the westlaw bill from the IOLTA account", []string{"#pay", "#finance.account.trust", "#legal.research"}, nil},
		{"transfer the earned fees from trust to operating", []string{"#pay.transfer", "#finance.account.trust", "#finance.account.operating"}, nil},
		{"disburse the settlement proceeds from trust to the client", []string{"#pay", "#finance.account.trust", "#payment.deposit.retainer"}, nil},
		{"commingle client funds with firm money", []string{"#pay.transfer", "#finance.account.trust", "#finance.account.operating"}, nil},
		{"do the three-way reconciliation for the trust account", []string{"#finance.account.trust"}, nil},
		// Time entries, prebills, write-offs, e-billing.
		{"write off 3 hours on the Smith prebill", []string{"#refund.credit", "#payment.invoice.time_entry", "#payment.invoice"}, nil},
		{"log 2.5 hours to the Jones matter", []string{"#write", "#payment.invoice.time_entry"}, nil},
		{"submit the LEDES invoice to the e-billing portal", []string{"#browse.submit", "#payment.invoice.time_entry"}, nil},
		// Parties and counsel.
		{"email the defendant directly about settlement", []string{"#send", "#person.party"}, nil},
		{"the plaintiff is a represented party so go through counsel", []string{"#person.party.represented", "#person.party"}, nil},
		{"call opposing counsel about the extension", []string{"#send.call", "#person.counsel.opposing"}, nil},
		// Research tools and citations.
		{"shepardize the cases in the brief", []string{"#read.verify", "#legal.research"}, nil},
		{"pull case law on westlaw about non-competes", []string{"#read.search", "#legal.research"}, nil},
		{"do a cite check on the reply brief", []string{"#read.verify", "#legal.research", "#legal.document.filing"}, nil},
		{"fix the pin cites in the table of authorities", []string{"#writing.citation"}, nil},
		// Document management and client confidences.
		{"save the draft to iManage in the matter workspace", []string{"#write.save", "#fs.file.document", "#legal.matter"}, nil},
		{"never discuss client confidences outside the firm", []string{"#customer.confidential"}, nil},

		// Look-alikes that must not get the firm's concepts.
		{"update the front matter in the markdown post", []string{"#code.config"}, []string{"#legal.matter", "#legal"}},
		{"no matter what, run the tests before merging", nil, []string{"#legal.matter"}},
		{"it doesn't matter which license we pick", nil, []string{"#legal.matter"}},
		{"set up service discovery with consul", nil, []string{"#legal.discovery"}},
		{"add a discovery endpoint for the OIDC provider", nil, []string{"#legal.discovery"}},
		{"deploy the build to production tonight", nil, []string{"#legal.discovery.production", "#legal.discovery"}},
		{"upload the production build to the server", nil, []string{"#legal.discovery.production"}},
		{"produce events to the kafka topic", nil, []string{"#legal.discovery.production"}},
		{"produce the records to the partition", nil, []string{"#legal.discovery.production"}},
		{"write a brief summary of the PR", nil, []string{"#legal.document.filing", "#legal"}},
		{"add a motion blur animation with framer-motion", nil, []string{"#legal.document.filing"}},
		{"file a bug about the flaky test", nil, []string{"#legal.document.filing", "#browse.submit"}},
		{"the file is publicly readable", nil, []string{"#legal.document.filing"}},
		{"zero trust network access for the VPN", nil, []string{"#finance.account.trust"}},
		{"trust the self-signed certificate in the keystore", nil, []string{"#finance.account.trust"}},
		{"update the IAM trust policy for the role", nil, []string{"#finance.account.trust"}},
		{"the operating system needs an update", nil, []string{"#finance.account.operating"}},
		{"serve the static files with nginx", nil, []string{"#legal.service"}},
		{"the client secret is in the vault", nil, []string{"#customer.confidential"}},
		{"check for merge conflicts before you push", nil, []string{"#legal.matter.conflict_check"}},
		{"review the roles for privilege escalation", nil, []string{"#legal.privilege"}},
		{"run the container in privileged mode", nil, []string{"#legal.privilege"}},
		{"forward the privileged port to the host", nil, []string{"#legal.privilege"}},
		{"log the privileged operations to the audit trail", nil, []string{"#legal.privilege"}},
		{"seal the kubernetes secret with kubeseal", nil, []string{"#legal.document.filing.sealed"}},
		{"add an exhibit to the museum tour", nil, []string{"#legal.document.exhibit"}},
		{"write down the time of the meeting", nil, []string{"#payment.invoice.time_entry"}},
		{"enter the start time in the form", nil, []string{"#payment.invoice.time_entry"}},
		{"log the time it took to build", nil, []string{"#payment.invoice.time_entry"}},
		{"the case number for the support ticket is 4412", nil, []string{"#legal.docket"}},
		{"calendar the team offsite for next week", nil, []string{"#legal.docket"}},
		{"take on the edge case in the parser", nil, []string{"#legal.matter"}},
		{"my orthodontist says I need a new retainer", nil, []string{"#payment.deposit.retainer"}},
		{"the settlement funds from card payments take two days", nil, []string{"#payment.deposit.retainer"}},
		{"the free trial ends on friday", nil, []string{"#legal"}},
		{"use your best judgment on the refactor", nil, []string{"#legal"}},
		{"the judge model scores the answers", nil, []string{"#legal"}},
		{"use the mediator pattern for the event bus", nil, []string{"#legal"}},
		{"transfer the funds to my savings account", nil, []string{"#finance.account.trust"}},
		{"the sol price dropped today", nil, []string{"#legal.docket.limitations"}},
		{"the aeo sale ends sunday", nil, []string{"#legal.discovery.confidential"}},
		{"load the dat file into pandas", nil, []string{"#legal.discovery.production"}},
		{"object to the pull request", nil, []string{"#legal.discovery"}},
		{"mark the layout as responsive", nil, []string{"#legal.discovery"}},
		{"check out the design document", nil, []string{"#legal"}},
		{"the clawback of the bonus is in the offer letter", nil, []string{"#legal.privilege"}},
		{"the contractor owns the work product until paid", nil, []string{"#legal.privilege"}},
		{"record the call with the api client", nil, []string{"#payment.invoice.time_entry", "#customer.confidential"}},
	}
	checkConceptCases(t, a, tests)
}
