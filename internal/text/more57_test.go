package text

import "testing"

// TestMore57Lexicon checks that lexicon/more57.txt gives a nonprofit's
// operations and fundraising the concepts of what it does, and that its
// phrases stay out of look-alike texts, developer texts above all (gift
// cards, ad appeals, index funds, Trello boards, HTTP clients, release
// candidates, ad auctions, podcast sponsors, raft quorums).
func TestMore57Lexicon(t *testing.T) {
	a := mustAnalyzer(t)
	tests := []conceptCase{
		// Donor databases.
		{"merge the duplicate donor records in bloomerang", []string{"#write", "#person.donor"}, nil},
		{"export constituent records from raiser's edge nxt", []string{"#person.donor", "#crm"}, nil},
		{"run the lybunt report in salesforce npsp", []string{"#read", "#person.donor"}, []string{"#write"}},
		{"delete the lapsed donor records from donorperfect", []string{"#delete", "#person.donor"}, nil},
		// Gifts, recurring gifts, pledges.
		{"post the gift batch from the weekend", []string{"#payment.donation"}, nil},
		{"recode the gift to the building fund", []string{"#write", "#payment.donation", "#finance.fund.restricted"}, nil},
		{"return the donor's gift", []string{"#refund", "#payment.donation"}, nil},
		{"acknowledge every gift within 48 hours", []string{"#send", "#payment.donation.receipt", "#payment.donation"}, nil},
		{"cancel Maria's recurring gift", []string{"#cancel", "#payment.donation.recurring", "#payment.donation"}, nil},
		{"upgrade the monthly donors to $25", []string{"#write", "#payment.donation.recurring"}, nil},
		{"retry the failed recurring gifts in givebutter", []string{"#pay", "#payment.donation.recurring"}, nil},
		{"write off the unpaid pledges from 2023", []string{"#write", "#payment.donation.pledge", "#payment.donation"}, nil},
		{"send pledge reminders to the capital campaign donors", []string{"#send", "#payment.donation.pledge"}, nil},
		// Receipts and acknowledgments.
		{"email tax receipts to everyone who gave on giving tuesday", []string{"#send", "#payment.donation.receipt"}, nil},
		{"backdate the receipt so it counts for last year", []string{"#write", "#payment.donation.receipt"}, nil},
		{"change the amount on the donor's tax receipt", []string{"#write", "#payment.donation.receipt"}, nil},
		{"add the quid pro quo disclosure to the gala receipts", []string{"#payment.donation.receipt", "#cal.meeting.fundraiser"}, nil},
		// Restricted money.
		{"use the restricted grant money for payroll this month", []string{"#pay.transfer", "#finance.fund.restricted", "#finance.fund"}, nil},
		{"cover rent with the building fund", []string{"#finance.fund.restricted"}, nil},
		{"borrow from the endowment to make payroll", []string{"#pay.transfer", "#finance.fund.restricted"}, nil},
		{"reclassify the gift to unrestricted", []string{"#pay.transfer", "#finance.fund"}, nil},
		// Grants.
		{"submit the letter of inquiry to the Ford Foundation", []string{"#browse.submit", "#application", "#finance.grant"}, nil},
		{"send the final report to the funder by friday", []string{"#send", "#finance.grant.report", "#finance.grant"}, nil},
		{"round up the number of people served in the grant report", []string{"#write", "#finance.grant.report"}, nil},
		{"update the grant deliverables for the Hewlett report", []string{"#write", "#finance.grant.report"}, nil},
		// Major donors and privacy.
		{"run a wealth screening on our top donors", []string{"#read", "#person.donor.major", "#person.donor"}, nil},
		{"sell the donor list to another nonprofit", []string{"#expose", "#person.donor", "#data.personal"}, nil},
		{"swap donor lists with the food bank", []string{"#expose", "#person.donor"}, nil},
		{"share donor emails with our event partner", []string{"#expose", "#person.donor", "#data.personal"}, nil},
		{"publish the donor names in the annual report", []string{"#expose", "#person.donor"}, nil},
		{"thank the anonymous donor by name on instagram", []string{"#person.donor", "#access.anonymous"}, nil},
		{"email the donors flagged do not solicit", []string{"#comm.contact.unsubscribed", "#person.donor"}, nil},
		// Appeals and donor email.
		{"send the spring appeal to lapsed donors", []string{"#send", "#comm.email.campaign", "#payment.donation"}, nil},
		{"blast the donor list about the match", []string{"#send.broadcast", "#comm.email.campaign"}, nil},
		// Events, auctions, sponsorships.
		{"close the silent auction at 9pm", []string{"#write", "#cal.meeting.fundraiser.auction", "#cal.meeting.fundraiser"}, nil},
		{"charge the winning bidders' cards on file", []string{"#pay", "#cal.meeting.fundraiser.auction"}, nil},
		{"comp two gala tickets for the mayor", []string{"#cal.meeting.fundraiser"}, nil},
		{"send the sponsorship package to Acme", []string{"#send", "#payment.donation.sponsorship", "#payment.donation"}, nil},
		{"put the title sponsor's logo on the gala invitation", []string{"#payment.donation.sponsorship", "#cal.meeting.fundraiser"}, nil},
		// Volunteers.
		{"run background checks on the new youth mentors", []string{"#read.verify", "#data.personal.hr.background"}, nil},
		{"skip the volunteer background check for the parents", []string{"#data.personal.hr.background", "#person.volunteer"}, nil},
		{"let the teen volunteers work the kids' camp alone", []string{"#person.volunteer", "#person.child"}, nil},
		{"have every volunteer sign the liability waiver", []string{"#approve.sign", "#legal.contract"}, nil},
		// Board.
		{"put the budget to a board vote", []string{"#approve", "#person.board"}, nil},
		{"approve it by email vote of the board", []string{"#approve", "#person.board"}, nil},
		{"elect the new board officers at the annual meeting", []string{"#write", "#person.board"}, nil},
		// 501(c)(3), political activity, 990.
		{"post an endorsement of Jane Doe for mayor on the org's page", []string{"#publish", "#legal.government.political"}, nil},
		{"donate $500 of org money to the mayor's re-election campaign", []string{"#pay", "#legal.government.political"}, nil},
		{"lobby city council members about the shelter budget", []string{"#legal.government.political"}, nil},
		{"file the 990-ez before may 15", []string{"#browse.submit", "#finance.tax"}, nil},
		{"attach the schedule b donor list to the public inspection copy", []string{"#finance.tax", "#person.donor"}, nil},
		// Program participants' data.
		{"share the client case notes with the funder", []string{"#send", "#data.personal.beneficiary", "#data.personal"}, nil},
		{"use the client's story in the year-end appeal", []string{"#publish", "#data.personal.beneficiary", "#comm.email.campaign"}, nil},
		{"export the HMIS records for the county", []string{"#data.personal.beneficiary"}, nil},
		// Fiscal sponsors.
		{"submit the expense to open collective", []string{"#pay", "#finance.fund.fiscal_sponsor", "#finance.fund"}, nil},
		{"take donations through our fiscal sponsor", []string{"#payment.donation", "#finance.fund.fiscal_sponsor"}, nil},

		// Look-alikes that must not get these concepts.
		{"buy a gift card for mom's birthday", nil, []string{"#payment.donation"}},
		{"wrap the gifts for the kids", nil, []string{"#payment.donation"}},
		{"apply the gift card to the order", nil, []string{"#payment.donation", "#write"}},
		{"appeal the disapproved ad campaign", nil, []string{"#payment.donation"}},
		{"buy more of the index fund", nil, []string{"#finance.fund", "#finance.fund.restricted"}},
		{"move the card to the done column on the trello board", nil, []string{"#person.board"}},
		{"add the ticket to the sprint board", nil, []string{"#person.board"}},
		{"the etcd cluster lost quorum", nil, []string{"#person.board", "#approve"}},
		{"tag the release candidate v2.0.0-rc1", nil, []string{"#legal.government.political"}},
		{"schedule interviews with the candidates", nil, []string{"#legal.government.political"}},
		{"update the http client timeout", nil, []string{"#data.personal.beneficiary"}},
		{"rotate the client secret for the oauth app", nil, []string{"#data.personal.beneficiary"}},
		{"raise the bid cap on the google ads campaign", nil, []string{"#cal.meeting.fundraiser.auction"}},
		{"read the sponsor segment at the top of the podcast", nil, []string{"#payment.donation.sponsorship"}},
		{"print the store receipt for the return", nil, []string{"#payment.donation.receipt"}},
		{"push the pledge to production", nil, []string{"#payment.donation.pledge"}},
		{"email the marketing campaign to subscribers", nil, []string{"#payment.donation"}},
		{"merge the duplicate customer records in hubspot", nil, []string{"#person.donor"}},
		{"grant the ci role read access", nil, []string{"#finance.grant", "#finance.grant.report"}},
		{"write the evaluation report for the model", nil, []string{"#finance.grant.report"}},
		{"close the bidding on the ebay listing", nil, []string{"#cal.meeting.fundraiser"}},
		{"update the case notes in the support ticket", nil, []string{"#data.personal.beneficiary"}},
		{"attach the logic model diagram to the design doc", nil, []string{"#finance.grant.report"}},
		{"lobby the product team for more headcount", nil, []string{"#legal.government.political"}},
		{"run the kafka consumer for the donor events topic", nil, []string{"#cal.meeting.fundraiser"}},
		{"set the minimum bid for the ad auction", nil, []string{"#cal.meeting.fundraiser.auction"}},
		{"post the job description for a development committee lead", nil, []string{"#person.board"}},
		{"the pledge algorithm in openbsd", nil, []string{"#payment.donation.pledge"}},
		{"gift the user a free month of premium", nil, []string{"#payment.donation"}},
		{"enter the gift card code at checkout", nil, []string{"#payment.donation"}},
		{"the clients we serve via the api gateway", nil, []string{"#data.personal.beneficiary"}},
		{"share the participant list for the webinar", nil, []string{"#data.personal.beneficiary"}},
		{"vote by email on the rfc", nil, []string{"#person.board"}},
		{"check out the bidders page in the auction app", nil, []string{"#cal.meeting.fundraiser.auction"}},
		{"increase the employer match on my 401k", nil, []string{"#payment.donation"}},
	}
	checkConceptCases(t, a, tests)
}
