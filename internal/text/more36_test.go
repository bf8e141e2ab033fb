package text

import "testing"

// TestMore36Lexicon checks that lexicon/more36.txt gives a company's privacy,
// compliance and corporate-finance work the concepts of what it does, and
// that its phrases stay out of look-alike texts, developer texts above all
// (request objects, PR reviews, the systemd journal, controller reconcile
// loops, file handles, IAM policies, audit-log tables, portable code,
// reducers, CPU processors, CI check runs, error budgets, the weather).
func TestMore36Lexicon(t *testing.T) {
	a := mustAnalyzer(t)
	tests := []conceptCase{
		// Data subject requests, identity checks.
		{"fulfill the DSAR for jane@example.com", []string{"#data.personal.request", "#data.personal"}, nil},
		{"close the DSR ticket once the export is sent", []string{"#data.personal.request"}, nil},
		{"log the rectification request from the customer", []string{"#data.personal.request"}, nil},
		{"rectify the customer data in the CRM", []string{"#write", "#data.personal"}, nil},
		{"fulfill the portability request with a csv", []string{"#data.export", "#data.personal"}, nil},
		{"verify the requester's identity before sending the export", []string{"#account.verification", "#send"}, nil},
		{"ask for proof of identity from the authorized agent", []string{"#account.verification"}, nil},
		// Privacy program.
		{"update the records of processing", []string{"#write", "#data.personal.ropa", "#data.personal"}, nil},
		{"skip the DPIA for the new vendor", []string{"#data.personal.dpia", "#vendor"}, nil},
		{"run a privacy impact assessment on the feature", []string{"#data.personal.dpia"}, nil},
		{"sign the DPA with the subprocessor", []string{"#legal.contract.dpa", "#legal.contract", "#vendor.subprocessor", "#vendor"}, nil},
		{"add acme to the subprocessor list", []string{"#vendor.subprocessor"}, nil},
		{"set up SCCs for the transfer to the US", []string{"#data.personal.transfer", "#data.personal"}, nil},
		{"move EU customer data to a US region without standard contractual clauses", []string{"#data.personal.transfer"}, nil},
		{"email the data protection officer", []string{"#send", "#person.team"}, nil},
		// Consent, cookies, notices, opt-outs, children, health.
		{"turn off consent mode for analytics cookies", []string{"#disable", "#comm.contact.consent", "#web.cookie"}, nil},
		{"change the cookiebot banner to opt-out by default", []string{"#comm.contact.consent"}, nil},
		{"publish the new privacy notice", []string{"#publish", "#legal.contract"}, nil},
		{"honor the global privacy control signal", []string{"#data.personal.opt_out", "#data.personal"}, nil},
		{"add the sell or share my personal information link", []string{"#data.personal.opt_out"}, nil},
		{"collect birthdays from users under 13", []string{"#data.personal.child", "#person.child", "#data.personal"}, nil},
		{"add an age gate to signup", []string{"#data.personal.child"}, nil},
		{"sign the BAA before sharing PHI with the vendor", []string{"#legal.contract.dpa", "#health.record"}, nil},
		// Breach notification.
		{"notify the supervisory authority within 72 hours", []string{"#send", "#sec.incident.disclosure"}, nil},
		{"log the personal data breach", []string{"#sec.incident"}, nil},
		// Compliance: audits, evidence, access reviews, policies, exceptions, training, vendors, retention.
		{"collect SOC 2 evidence for the auditor", []string{"#legal.compliance.audit", "#legal.compliance"}, nil},
		{"upload the screenshots to vanta", []string{"#send", "#legal.compliance.audit"}, nil},
		{"send the soc 2 report to the prospect", []string{"#send", "#legal.compliance.audit"}, nil},
		{"answer the PBC request from the auditors", []string{"#send", "#legal.compliance.audit"}, nil},
		{"prep for the iso 27001 surveillance audit", []string{"#legal.compliance.audit", "#legal.compliance"}, nil},
		{"complete the user access review for Q3", []string{"#iam.access_review", "#iam"}, nil},
		{"recertify access for the finance group", []string{"#approve", "#iam.access_review"}, nil},
		{"remind everyone to acknowledge the information security policy", []string{"#write.ack", "#legal.document.policy"}, nil},
		{"approve a control exception for the legacy server", []string{"#approve", "#sec.risk_acceptance"}, nil},
		{"mark everyone's security training as complete", []string{"#write", "#legal.compliance.training"}, nil},
		{"fill out the vendor security questionnaire", []string{"#write", "#vendor.risk_review", "#vendor"}, nil},
		{"onboard the new vendor before the risk review", []string{"#approve", "#vendor.risk_review"}, nil},
		{"apply the records retention schedule to old files", []string{"#data.retention"}, nil},
		{"send the legal hold notice to the custodians", []string{"#send", "#legal.hold"}, nil},
		// Corporate finance: close, entries, reconciliations, accruals.
		{"post a manual journal entry to fix the accrual", []string{"#write", "#finance.ledger.journal_entry", "#finance.ledger", "#finance.ledger.accrual"}, nil},
		{"reverse the journal entry from last month", []string{"#write", "#finance.ledger.journal_entry"}, nil},
		{"reopen the closed period to post a correction", []string{"#write", "#finance.ledger.period", "#finance.ledger"}, nil},
		{"book the month-end accruals", []string{"#write", "#finance.ledger.accrual"}, nil},
		{"reconcile the intercompany accounts", []string{"#write", "#finance.ledger"}, nil},
		{"book the audit adjustments", []string{"#write", "#finance.ledger", "#legal.compliance.audit"}, nil},
		// AP, payment runs, bank details, callbacks.
		{"release the ach batch for today's payment run", []string{"#pay", "#payment.batch", "#payment"}, nil},
		{"approve the payment run for friday", []string{"#approve", "#payment.batch"}, nil},
		{"update the vendor master with the new remit-to address", []string{"#write", "#finance.account.details", "#vendor"}, nil},
		{"call back the supplier on the number on file", []string{"#read.verify", "#account.verification.callback", "#account.verification"}, nil},
		{"pay the duplicate invoice", []string{"#pay", "#payment.invoice"}, nil},
		// Approvals, POs, expenses, cards.
		{"approve the invoice above my approval limit", []string{"#approve", "#finance.approval", "#payment.invoice"}, nil},
		{"split the purchase order to stay under the approval limit", []string{"#write", "#finance.approval", "#vendor.order"}, nil},
		{"approve my own expense report", []string{"#approve", "#finance.approval", "#finance.expense"}, nil},
		{"raise a PO for the laptops", []string{"#create", "#vendor.order"}, nil},
		{"reject the out-of-policy expense", []string{"#reject", "#finance.expense"}, nil},
		{"issue a p-card to the office manager", []string{"#finance.expense"}, nil},
		// Revenue, budgets, forecasts, board, MNPI.
		{"recognize the full contract revenue this quarter", []string{"#write", "#finance.revenue", "#finance"}, nil},
		{"move deferred revenue into this month", []string{"#finance.revenue"}, nil},
		{"compare budget vs actuals", []string{"#finance.budget"}, nil},
		{"reallocate the marketing budget to sales", []string{"#write", "#finance.budget"}, nil},
		{"update the revenue forecast for the board deck", []string{"#write", "#finance.forecast"}, nil},
		{"share preliminary results before the earnings release", []string{"#send", "#finance.mnpi"}, nil},
		// Must-not: developer and other look-alikes.
		{"delete the request object", nil, []string{"#data.personal.request"}},
		{"do an access review of the PR", nil, []string{"#iam.access_review", "#iam"}},
		{"check journal entries in the systemd journal", nil, []string{"#finance.ledger.journal_entry", "#finance.ledger", "#finance"}},
		{"delete the old journal entries with journalctl", nil, []string{"#finance.ledger.journal_entry", "#finance"}},
		{"reconcile the kubernetes state", nil, []string{"#finance.ledger", "#finance"}},
		{"close the file handle", nil, []string{"#finance.ledger.period", "#finance"}},
		{"close the modal after a period of inactivity", nil, []string{"#finance.ledger.period", "#finance"}},
		{"edit the policy in the IAM JSON", nil, []string{"#legal.document.policy", "#legal.compliance"}},
		{"query the audit log table", nil, []string{"#legal.compliance.audit", "#legal.compliance"}},
		{"improve portability of the C code", nil, []string{"#data.personal.request", "#data.personal"}},
		{"accrue in the reducer", nil, []string{"#finance.ledger.accrual", "#finance"}},
		{"the data processor service crashed", nil, []string{"#vendor.subprocessor", "#vendor"}},
		{"run the check run in github actions", nil, []string{"#payment.batch", "#payment"}},
		{"increase the error budget burn rate alert", nil, []string{"#finance.budget", "#finance.forecast", "#finance"}},
		{"forecast the weather for tomorrow", nil, []string{"#finance.forecast"}},
		{"approve the vendor invoice", []string{"#approve"}, []string{"#vendor.risk_review"}},
		{"whitelist the vendor directory in golangci", nil, []string{"#vendor.risk_review"}},
		{"fix the opengl gl code in the shader", nil, []string{"#finance.ledger"}},
		{"load the discord cogs", nil, []string{"#finance.revenue"}},
		{"training completion took 3 hours on the gpu", nil, []string{"#legal.compliance.training"}},
		{"skip the approval step in the deploy pipeline", nil, []string{"#finance.approval"}},
		{"add a callback to verify the token", nil, []string{"#account.verification.callback"}},
		{"raise the exception on a bad request", nil, []string{"#sec.risk_acceptance", "#data.personal.request"}},
	}
	checkConceptCases(t, a, tests)
}
