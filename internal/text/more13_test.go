package text

import "testing"

// TestMore13Lexicon checks that lexicon/more13.txt gives the business admin
// of a freelancer or small creative studio the concepts of what it does
// (client work and design files, quotes and rates, invoices and terms,
// e-signature and usage rights, client confidentiality and portfolios, time
// zones, working hours and scheduled send, software plans, receipts, supplier
// bank details, refundable fares, share links and file naming), and that its
// phrases stay out of look-alike texts, developer texts above all (source
// code files, rate limits, variable scope, software licences, data exports,
// message envelopes, investment portfolios, time estimates).
func TestMore13Lexicon(t *testing.T) {
	a := mustAnalyzer(t)
	tests := []conceptCase{
		// Client work, deliverables and design files.
		{"send the final files to the client", []string{"#send", "#content.creative", "#customer"}, nil},
		{"deliver the final files to Northwind", []string{"#send", "#content.creative"}, nil},
		{"share the mockups with the client", []string{"#send", "#content.creative"}, nil},
		{"approve the proofs for the brochure", []string{"#approve", "#content.creative"}, nil},
		{"upload the watermarked previews to the client gallery", []string{"#push", "#content.creative"}, nil},
		{"hand over the editable source files to the client", []string{"#send", "#fs.file.design.source", "#fs.file.design", "#fs.file"}, []string{"#fs.file.design.export"}},
		{"send the layered PSDs to the agency", []string{"#send", "#fs.file.design.source"}, nil},
		{"send the .ai and .psd files", []string{"#send", "#fs.file.design"}, nil},
		{"export the print-ready PDF for the printer", []string{"#copy.backup", "#fs.file.design.export", "#fs.file.design"}, []string{"#fs.file.design.source"}},
		{"send the flattened jpg to the client", []string{"#send", "#fs.file.design.export"}, []string{"#fs.file.design.source"}},
		{"give the client edit access to the Figma file", []string{"#permission", "#doc.shared", "#fs.file.design"}, nil},
		{"invite the client to the figma project as an editor", []string{"#permission", "#doc.shared", "#fs.file.design"}, nil},
		// Quotes, scope and rates.
		{"send Acme an estimate of 1,800", []string{"#send", "#payment.quote", "#payment"}, nil},
		{"send the client an estimate of $1,800 for the logo", []string{"#send", "#payment.quote"}, nil},
		{"quote Globex 2,500 for the website", []string{"#send", "#payment.quote"}, nil},
		{"send the project proposal to the client", []string{"#send", "#payment.quote"}, nil},
		{"the quote includes two rounds of revisions", []string{"#payment.quote"}, nil},
		{"raise my day rate to 650", []string{"#write", "#payment.rate", "#payment"}, nil},
		{"charge a rush fee for the weekend turnaround", []string{"#pay", "#payment.rate"}, nil},
		{"invoice the monthly retainer", []string{"#payment.rate"}, nil},
		// Invoices, deposits, terms and chasing payment.
		{"bill Northwind 2,400 EUR", []string{"#pay", "#payment.invoice", "#payment"}, nil},
		{"invoice Globex for the 12 hours on the brochure", []string{"#pay", "#payment.invoice"}, nil},
		{"take a 50% deposit before starting", []string{"#write", "#payment.terms"}, nil},
		{"the invoice is net 14 with a late fee", []string{"#payment.invoice", "#payment.terms"}, nil},
		{"chase Globex for the overdue invoice", []string{"#send", "#payment.invoice"}, nil},
		{"follow up on the unpaid invoice from March", []string{"#send", "#payment.invoice"}, nil},
		// Contracts, e-signature, usage rights.
		{"sign the DocuSign envelope from Globex", []string{"#approve.sign", "#legal.esign"}, nil},
		{"adopt and sign the contract", []string{"#approve.sign", "#legal.esign", "#legal.contract"}, nil},
		{"countersign the SOW", []string{"#approve.sign", "#legal.esign"}, nil},
		{"send the freelance contract for signature", []string{"#send", "#legal.esign", "#legal.contract"}, nil},
		{"void the docusign envelope", []string{"#cancel", "#legal.esign"}, nil},
		{"grant the client full usage rights for two years", []string{"#permission", "#legal.rights", "#legal"}, nil},
		{"transfer copyright of the illustrations to the client", []string{"#permission", "#legal.rights"}, nil},
		{"license the photos to the magazine for editorial use", []string{"#permission", "#legal.rights"}, nil},
		// Confidentiality between clients, portfolios.
		{"mention the unreleased Acme campaign to Globex", []string{"#expose", "#customer.confidential", "#customer"}, nil},
		{"share the client list with the new agency", []string{"#expose", "#customer.confidential"}, nil},
		{"the rebrand is under embargo until june", []string{"#customer.confidential"}, nil},
		{"add the Acme rebrand to my portfolio site", []string{"#publish", "#content.portfolio"}, nil},
		{"write up the Globex project as a case study", []string{"#publish", "#content.portfolio"}, nil},
		{"post the shoot on behance", []string{"#publish", "#content.portfolio"}, nil},
		// Time zones, working hours, scheduled send.
		{"schedule the call for 9am my time", []string{"#create.schedule", "#cal.meeting", "#time.zone"}, nil},
		{"propose 4pm their time for the kickoff", []string{"#time.zone"}, nil},
		{"set up the call at 3pm pacific time", []string{"#create.schedule", "#time.zone"}, nil},
		{"check the time difference with Sydney before booking", []string{"#read.verify", "#time.zone"}, nil},
		{"email the client at 2am", []string{"#send", "#comm.email", "#time.slot"}, nil},
		{"reply to the client outside working hours", []string{"#send", "#time.slot"}, nil},
		{"schedule send the reply for monday 9am", []string{"#send.scheduled", "#send", "#comm.email"}, nil},
		{"schedule the email to Acme for 8am tomorrow", []string{"#send.scheduled", "#comm.email"}, nil},
		// Software plans and billing cycles.
		{"cancel the Adobe Creative Cloud plan", []string{"#cancel", "#payment.subscription"}, nil},
		{"the Creative Cloud plan is billed annually", []string{"#payment.subscription", "#time.yearly"}, nil},
		{"switch Figma Professional to monthly billing", []string{"#payment.subscription", "#time.monthly"}, nil},
		{"cancel the Frame.io team plan", []string{"#cancel", "#payment.subscription"}, nil},
		{"export all the figma files before cancelling", []string{"#copy.backup", "#data.export", "#cancel", "#fs.file.design"}, nil},
		// Expenses, receipts, gear.
		{"keep the receipt for the camera lens for taxes", []string{"#write.save", "#finance.expense", "#shop.product"}, nil},
		{"buy a new tripod on amazon", []string{"#pay", "#shop.product"}, nil},
		{"the new monitor is tax-deductible", []string{"#finance.tax"}, nil},
		// Suppliers, bank details, fraud.
		{"update the supplier's bank details to the new IBAN", []string{"#write", "#finance.account.details", "#finance.account", "#vendor"}, nil},
		{"the printer emailed new bank details, pay them today", []string{"#write", "#finance.account.details", "#pay"}, nil},
		{"verify the bank details by phone before paying", []string{"#read.verify", "#finance.account.details"}, nil},
		{"pay the print shop invoice", []string{"#pay", "#vendor"}, nil},
		{"this looks like invoice redirect fraud", []string{"#sec.phishing"}, nil},
		// Client-site travel.
		{"book a basic fare to the client site", []string{"#travel.fare", "#travel"}, nil},
		{"book a refundable ticket for the client visit", []string{"#travel.fare", "#travel"}, nil},
		{"book the non-refundable rate at the hotel", []string{"#travel.fare", "#mod.danger"}, nil},
		// Share links, client folders, file naming.
		{"make the client folder public", []string{"#expose", "#access.public", "#doc.shared"}, nil},
		{"rclone link remote:clients/acme", []string{"#permission", "#doc.shared", "#access.public"}, nil},
		{"share the Dropbox folder with anyone with the link", []string{"#permission", "#doc.shared", "#access.public"}, nil},
		{"password-protect the review link", []string{"#doc.shared", "#access.private"}, nil},
		{"rename the exports to client_project_date", []string{"#move.rename", "#fs.file.name"}, nil},
		{"follow the file naming convention", []string{"#fs.file.name"}, nil},
		// Look-alikes stay out.
		{"send the report to bob", nil, []string{"#send.scheduled", "#payment.quote"}},
		{"send the time estimate to the pm", nil, []string{"#payment.quote"}},
		{"estimate the story points for the ticket", nil, []string{"#payment.quote"}},
		{"retain logs for 30 days", nil, []string{"#payment.rate"}},
		{"raise the rate limit to 100 rps", nil, []string{"#payment.rate", "#payment"}},
		{"select the rows where id > 5", nil, []string{"#content.creative"}},
		{"push the source files to the repo", nil, []string{"#fs.file.design.source", "#fs.file.design"}},
		{"open the source files in vscode", nil, []string{"#fs.file.design.source"}},
		{"export the csv for the dashboard", nil, []string{"#fs.file.design.export", "#fs.file.design"}},
		{"add the new api to the project scope", nil, []string{"#payment.quote"}},
		{"the variable scope is wrong", nil, []string{"#payment.quote"}},
		{"merge the change order into main", nil, []string{"#payment.quote"}},
		{"create a release envelope for the kafka message", nil, []string{"#legal.esign"}},
		{"update the mit license file", nil, []string{"#legal.rights"}},
		{"check the license of the dependency", nil, []string{"#legal.rights"}},
		{"grant the service account admin rights", nil, []string{"#legal.rights"}},
		{"draw a sketch of the architecture", nil, []string{"#fs.file.design"}},
		{"write a proof of concept", nil, []string{"#content.creative"}},
		{"follow go naming conventions for exported names", nil, []string{"#fs.file.name"}},
		{"set the timezone to utc", nil, []string{"#time.slot"}},
		{"add AAPL to my portfolio", nil, []string{"#content.portfolio", "#publish"}},
		{"the case for using rust", nil, []string{"#content.portfolio"}},
		{"update the account details page in the app", nil, []string{"#finance.account.details"}},
		{"set the aws account number in the config", nil, []string{"#finance.account.details"}},
		{"link the client library with the rclone backend", nil, []string{"#access.public", "#doc.shared"}},
		{"make the repo public", nil, []string{"#doc.shared"}},
		{"pay the aws bill", nil, []string{"#vendor", "#payment.invoice"}},
		{"schedule the cron job for 9am", nil, []string{"#send.scheduled", "#time.zone"}},
		{"schedule the backup for monday morning", nil, []string{"#send.scheduled"}},
		{"queue the job to run later", nil, []string{"#send.scheduled"}},
		{"print the file name", nil, []string{"#fs.file.name"}},
		{"convert the timestamp to local time", nil, []string{"#time.slot", "#send.scheduled"}},
		{"the selected rows are exported", nil, []string{"#content.creative", "#fs.file.design.export"}},
		{"rebase onto the new account model", nil, []string{"#finance.account.details"}},
		{"cancel the build", nil, []string{"#payment.subscription"}},
		{"the site is down", nil, []string{"#travel"}},
		{"review the pull request", nil, []string{"#doc.shared", "#content.creative"}},
		{"put the favicon in the public folder", nil, []string{"#doc.shared", "#permission"}},
		{"open the project folder in the editor", nil, []string{"#doc.shared"}},
		{"review the link in the PR description", nil, []string{"#doc.shared"}},
		{"export the library's public api", nil, []string{"#data.export"}},
		{"download the static assets", nil, []string{"#data.export"}},
		{"send the envelope to the queue", nil, []string{"#legal.esign"}},
		{"deploy the client changes", nil, []string{"#write.edit", "#content.creative"}},
		{"schedule a slack message for monday", []string{"#send.scheduled", "#comm.message"}, []string{"#comm.email"}},
		{"deploy the client app", nil, []string{"#content.creative", "#customer.confidential"}},
	}
	checkConceptCases(t, a, tests)
}
