package text

import "testing"

// TestMore54Lexicon checks that lexicon/more54.txt gives an executive
// assistant's work for a CEO or founder the concepts of what it does (acting
// in the executive's name, board materials, deals and counsel, investors,
// focus blocks, buffers, recurring and in-person meetings, travel loyalty and
// rates, expense tools and cards, the press, summaries and gifts), and that
// its phrases stay out of look-alike texts, developer texts above all (ring
// buffers, pandas series, test reporters, time-series events, merges, takeovers
// of subdomains, acquirer banks, "think time" in load tests).
func TestMore54Lexicon(t *testing.T) {
	a := mustAnalyzer(t)
	tests := []conceptCase{
		// Acting in the executive's name.
		{"reply to the investor in Dana's name", []string{"#send", "#mod.others", "#person.investor"}, nil},
		{"reply in her name to the recruiter", []string{"#send", "#mod.others"}, nil},
		{"accept the invite on her behalf", []string{"#approve", "#cal.meeting", "#mod.others"}, nil},
		{"accept the meeting request from Acme", []string{"#approve", "#cal.meeting"}, nil},
		{"send it from the CEO's inbox", []string{"#send", "#comm.email.mailbox", "#mod.others"}, nil},
		{"put it on the CEO's calendar for tuesday", []string{"#cal", "#mod.others"}, nil},
		{"sign her name on the vendor form", []string{"#approve.sign", "#mod.others"}, nil},
		{"use the signature stamp on the checks", []string{"#approve.sign", "#mod.others"}, nil},
		{"ghostwrite a linkedin post for the founder", []string{"#mod.others"}, nil},
		{"grant sendas permission on the exec mailbox", []string{"#comm.email.mailbox", "#mod.others"}, nil},
		{"route the offer letter for signature", []string{"#send", "#legal.esign"}, nil},
		{"void the envelope in docusign", []string{"#cancel", "#legal.esign"}, nil},
		{"change the signing order on the envelope", []string{"#legal.esign"}, nil},
		// Board materials and portals.
		{"email the board deck to the new hire", []string{"#send", "#person.board.materials", "#person.board"}, nil},
		{"upload the board materials to Diligent", []string{"#push", "#person.board.materials"}, nil},
		{"post the board book to the board portal", []string{"#person.board.materials"}, nil},
		{"share the board pre-read with the audit committee", []string{"#send", "#person.board.materials"}, nil},
		{"add the new board observer to the distribution list", []string{"#person.board"}, []string{"#person.board.materials"}},
		// Deals, counsel and investors.
		{"share the term sheet with the bankers", []string{"#send", "#finance.deal", "#finance"}, nil},
		{"forward the banker notes on Project Falcon to the CFO", []string{"#send", "#finance.deal"}, nil},
		{"invite the acquirer's team to the data room", []string{"#finance.deal"}, nil},
		{"sign the letter of intent", []string{"#approve.sign", "#finance.deal"}, nil},
		{"email the deal terms to the founder's brother", []string{"#send", "#finance.deal"}, nil},
		{"send the cap table to a prospective investor", []string{"#send", "#finance.deal", "#person.investor"}, nil},
		{"run the draft by general counsel first", []string{"#approve", "#legal"}, nil},
		{"forward the privileged and confidential thread to the COO", []string{"#comm.forward", "#legal", "#data.personal.private"}, nil},
		{"send the investor update to all LPs", []string{"#send", "#person.investor"}, nil},
		// Calendar craft.
		{"block two hours of deep work every morning", []string{"#create.schedule", "#cal.meeting.focus"}, nil},
		{"book the vendor call over her focus block", []string{"#create.schedule", "#cal.meeting.focus"}, nil},
		{"add a 15 minute buffer after the dentist", []string{"#create.schedule", "#cal.buffer"}, nil},
		{"add travel time before the lunch downtown", []string{"#create.schedule", "#cal.buffer"}, nil},
		{"she has back-to-back meetings all afternoon", []string{"#cal.buffer"}, nil},
		{"delete the recurring 1:1 with Sam", []string{"#delete", "#cal.meeting.recurring", "#cal.meeting"}, nil},
		{"move the weekly 1:1 to fridays", []string{"#cal.meeting.recurring"}, nil},
		{"set up an in-person meeting at their office", []string{"#cal.meeting.in_person", "#cal.meeting"}, nil},
		{"meet face-to-face with the partners in SF", []string{"#cal.meeting.in_person"}, nil},
		{"make it a zoom meeting instead", []string{"#cal.video"}, []string{"#cal.meeting.in_person"}},
		{"book an intro meeting with a cold outreach sender", []string{"#create.schedule", "#comm.contact.new"}, nil},
		{"accept the invite from the unknown sender", []string{"#approve", "#comm.contact.new"}, nil},
		{"convert the times to her home time zone", []string{"#time.zone"}, nil},
		// Travel.
		{"add her skymiles number to the delta booking", []string{"#write", "#travel.loyalty", "#travel"}, nil},
		{"book the prepaid hotel rate in Austin", []string{"#travel.fare", "#mod.danger"}, nil},
		{"book a refundable hotel rate", []string{"#travel.fare"}, []string{"#mod.danger"}},
		{"fly him business class to London", []string{"#pay", "#travel.seat"}, nil},
		{"put her passport number in the travel profile", []string{"#travel.document", "#travel"}, nil},
		// Expenses and cards.
		{"submit the dinner receipts in Concur", []string{"#finance.expense"}, nil},
		{"upload the receipt to Ramp and add a business purpose", []string{"#finance.expense"}, nil},
		{"code the Brex receipts", []string{"#finance.expense"}, nil},
		{"put the flowers on the company amex", []string{"#pay", "#payment.card.company", "#payment.card"}, nil},
		{"pay for it with her personal card", []string{"#pay", "#payment.card.personal", "#payment.card"}, nil},
		{"expense his personal errands", []string{"#finance.expense.personal", "#finance.expense"}, nil},
		// Press.
		{"tell the journalist at techcrunch where she'll be thursday", []string{"#send", "#content.statement"}, nil},
		{"reply to the reporter from Bloomberg", []string{"#send", "#content.statement"}, nil},
		{"confirm the meeting to the fact checker", []string{"#content.statement"}, nil},
		// Summaries and forwards, gifts and dinners.
		{"summarize the legal thread instead of forwarding it", []string{"#summary", "#legal", "#comm.forward"}, nil},
		{"forward the entire thread to the new VP", []string{"#comm.forward", "#mod.all"}, nil},
		{"write an exec summary of the board call", []string{"#summary"}, nil},
		{"send a gift basket to the investors", []string{"#pay", "#shop.gift", "#person.investor"}, nil},
		{"order a bottle of champagne for the closing dinner", []string{"#shop.gift"}, nil},
		{"book the investor dinner for thursday", []string{"#create.schedule", "#cal.meeting", "#person.investor"}, nil},

		// Look-alikes that must not get this file's concepts.
		{"add a ring buffer to the channel", []string{"#write"}, []string{"#cal.buffer", "#create.schedule"}},
		{"increase the min buffer size for the socket", nil, []string{"#cal.buffer"}},
		{"run the tests back to back", nil, []string{"#cal.buffer"}},
		{"book the flight back to boston", []string{"#travel"}, []string{"#cal.buffer"}},
		{"drop the whole series from the dataframe", nil, []string{"#cal.meeting.recurring"}},
		{"replace all occurrences of foo with bar", nil, []string{"#cal.meeting.recurring"}},
		{"emit all events in the time series", nil, []string{"#cal.meeting.recurring"}},
		{"configure the jest html reporter", nil, []string{"#content.statement"}},
		{"email the weekly report to the team", []string{"#send"}, []string{"#content.statement"}},
		{"tell me about the report", nil, []string{"#content.statement"}},
		{"merge the feature branch into main", []string{"#merge"}, []string{"#finance.deal"}},
		{"check the subdomain takeover findings", nil, []string{"#finance.deal"}},
		{"the acquirer bank declined the card payment", nil, []string{"#finance.deal"}},
		{"set think time to 2s in the jmeter plan", nil, []string{"#cal.meeting.focus"}},
		{"read block devices with lsblk", nil, []string{"#cal.meeting.focus"}},
		{"draw the kanban board update", nil, []string{"#person.board.materials"}},
		{"be diligent about code review", nil, []string{"#person.board.materials"}},
		{"ramp the feature flag to 50%", nil, []string{"#finance.expense", "#payment.card.company"}},
		{"run the tests concurrently", nil, []string{"#finance.expense"}},
		{"send the email signature template to marketing", nil, []string{"#mod.others", "#approve.sign"}},
		{"log in with my name and password", nil, []string{"#mod.others"}},
		{"rename the file name in the config", nil, []string{"#mod.others"}},
		{"update my personal account password", nil, []string{"#payment.card.personal"}},
		{"pay the hotel bill at checkout", []string{"#pay"}, []string{"#travel.fare"}},
		{"the package is in transit between warehouses", nil, []string{"#cal.buffer"}},
		{"write a function that converts local time to utc", nil, []string{"#cal.meeting.in_person", "#comm.contact.new"}},
		{"send a new contact form submission to the CRM", nil, []string{"#mod.others"}},
	}
	checkConceptCases(t, a, tests)
}
