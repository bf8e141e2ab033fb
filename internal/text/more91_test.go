package text

import "testing"

// TestMore91Lexicon checks that lexicon/more91.txt gives a property
// manager's work (relisting and listing sites, units back on the market,
// rent cut or collected, late fees assessed and reversed, ledger charges,
// leases renewed, countersigned and ended, notices served, applicants
// screened, deposits retained or sent back, work orders, vendors dispatched,
// access codes made, sent, changed and revoked, owner distributions and
// statements) and an events and nonprofit agent's work (ticket refunds and
// comps, ticket caps and overselling, registration and ticket sales opened
// and closed, attendee lists shared, pledges charged, gifts imported, grant
// extensions and drawdowns, volunteers' contact details shared, sponsor
// packages, venues and ballrooms) the concepts of what it does, and that
// look-alikes (DHCP and etcd leases, cluster capacity, registration modals,
// venues as schema fields or journals, job applicants, support tickets) and
// reads stay out.
func TestMore91Lexicon(t *testing.T) {
	a := mustAnalyzer(t)
	tests := []conceptCase{
		// Listings.
		{"relist the 2BR on Zillow", []string{"#publish", "#house.property"}, nil},
		{"relist the sweater on etsy", []string{"#publish"}, []string{"#house.property"}},
		{"put the apartment back on the market", []string{"#publish", "#house.property"}, nil},
		{"mark the unit as rented", []string{"#label", "#house.property"}, nil},
		{"knock $100 off the rent for unit 3", []string{"#write", "#payment.bill.rent"}, nil},
		// Applicants.
		{"run credit on the applicant", []string{"#read.verify", "#data.personal.hr.background"}, nil},
		{"screen the prospective tenant", []string{"#read.verify", "#data.personal.hr.background", "#person.tenant"}, nil},
		// Leases and notices.
		{"renew the lease for unit 5", []string{"#write", "#legal.contract.lease"}, nil},
		{"extend the lease by six months", []string{"#write", "#legal.contract.lease"}, nil},
		{"countersign the lease", []string{"#approve.sign", "#legal.contract.lease"}, nil},
		{"end the tenancy early", []string{"#cancel", "#legal.contract.lease"}, nil},
		{"send the lease via docusign", []string{"#send", "#legal.contract.lease"}, nil},
		{"issue an eviction notice", []string{"#send", "#legal.eviction"}, []string{"#vcs.issue"}},
		{"serve a 3-day pay or quit", []string{"#send", "#legal.eviction"}, nil},
		{"tape the notice to vacate to the door", []string{"#send", "#legal.eviction"}, nil},
		// Rent, fees, ledger, deposits.
		{"collect rent via ACH", []string{"#pay", "#payment.bill.rent"}, nil},
		{"mark the rent as paid", []string{"#write", "#payment.bill.rent"}, []string{"#house.property"}},
		{"assess late fees on all overdue accounts", []string{"#write", "#payment.terms"}, nil},
		{"reverse the late fee", []string{"#refund.credit", "#payment.terms"}, nil},
		{"post a charge to the tenant ledger", []string{"#write", "#finance.ledger"}, nil},
		{"forfeit the holding deposit", []string{"#write", "#payment.deposit"}, nil},
		{"send back the deposit", []string{"#refund", "#payment.deposit"}, nil},
		// Maintenance.
		{"close the work order", []string{"#finish", "#house.repair"}, nil},
		{"create a work order for the leak under the sink", []string{"#create", "#house.repair"}, []string{"#expose"}},
		{"dispatch a vendor to unit 4", []string{"#create.schedule", "#house.repair"}, nil},
		// Access codes.
		{"generate an access code for the plumber", []string{"#unlock", "#house.door"}, nil},
		{"text the gate code to the mover", []string{"#unlock", "#house.door"}, nil},
		{"program a code for the cleaner into the lock", []string{"#unlock", "#house.door"}, nil},
		{"revoke the old tenant's access code", []string{"#cancel", "#permission", "#house.door"}, nil},
		{"change the lock code for unit 7", []string{"#write", "#house.door"}, nil},
		// Owners.
		{"send the owner distributions", []string{"#pay", "#payment.payout"}, nil},
		{"disburse march proceeds to the owners", []string{"#pay.transfer", "#payment.payout"}, nil},
		{"send the owner statements", []string{"#send", "#finance.statement"}, nil},
		// Ticketing and capacity.
		{"issue refunds to attendees", []string{"#refund", "#cal.meeting.ticket"}, nil},
		{"refund everyone's tickets for the cancelled workshop", []string{"#refund", "#cal.meeting.ticket"}, nil},
		{"comp two tickets for the sponsor", []string{"#refund.credit", "#cal.meeting.ticket"}, nil},
		{"issue comp tickets to the speakers", []string{"#refund.credit", "#cal.meeting.ticket"}, []string{"#vcs.issue"}},
		{"increase the ticket limit to 300", []string{"#write.level", "#cal.meeting.capacity"}, nil},
		{"oversell the gala", []string{"#write.level", "#cal.meeting.capacity"}, nil},
		{"bump the capacity on the event to 300", []string{"#write.level", "#cal.meeting.capacity"}, nil},
		{"release 50 more tickets", []string{"#write.level", "#cal.meeting.capacity"}, nil},
		{"open up registration for the fall workshop", []string{"#publish", "#cal.meeting.ticket"}, nil},
		{"close registration for the gala", []string{"#disable", "#cal.meeting.ticket"}, nil},
		{"stop ticket sales for the gala", []string{"#disable", "#cal.meeting.ticket"}, nil},
		{"unpublish the event", []string{"#delete", "#cal.meeting"}, nil},
		{"cancel the Eventbrite order for John", []string{"#cancel", "#cal.meeting.ticket"}, nil},
		{"change the ticket price to $45", []string{"#write", "#shop.pricing", "#cal.meeting.ticket"}, nil},
		{"share the attendee list with the sponsor", []string{"#expose", "#cal.attendee", "#data.personal"}, nil},
		{"share the registrant list with the caterer", []string{"#expose", "#cal.attendee"}, nil},
		// Donations, grants, volunteers, sponsors, venues.
		{"charge the pledge", []string{"#pay", "#payment.donation"}, nil},
		{"run the recurring gifts for this month", []string{"#pay", "#payment.donation.recurring"}, nil},
		{"import donations into Bloomerang", []string{"#write.insert", "#payment.donation", "#crm"}, nil},
		{"request a no-cost extension", []string{"#browse.submit", "#finance.grant"}, nil},
		{"submit a drawdown request", []string{"#pay.transfer", "#finance.grant"}, nil},
		{"give the volunteer emails to the partner org", []string{"#expose", "#person.volunteer", "#data.personal"}, nil},
		{"approve the sponsor package", []string{"#approve", "#payment.donation.sponsorship"}, nil},
		{"wire the deposit to the venue", []string{"#pay", "#cal.meeting.venue"}, nil},
		{"release the hold on the ballroom", []string{"#cancel", "#cal.meeting.venue"}, nil},
		{"put a hold on the ballroom for june 12", []string{"#create.schedule", "#cal.meeting.venue"}, nil},

		// Look-alikes.
		{"renew the dhcp lease", []string{"#net.dhcp"}, []string{"#legal.contract.lease"}},
		{"renew the vault lease", nil, []string{"#legal.contract.lease"}},
		{"extend the etcd lease", nil, []string{"#legal.contract.lease"}},
		{"rent a car at the airport", nil, []string{"#payment.bill.rent", "#house.property"}},
		{"increase the cluster capacity", []string{"#write.level"}, []string{"#cal.meeting.capacity"}},
		{"raise an issue about the capacity", nil, []string{"#cal.meeting.capacity"}},
		{"close the registration modal", nil, []string{"#cal.meeting.ticket", "#disable"}},
		{"open the registration page", nil, []string{"#cal.meeting.ticket", "#publish"}},
		{"close the support ticket", []string{"#support.ticket"}, []string{"#cal.meeting.ticket"}},
		{"which venue should we submit the paper to", nil, []string{"#cal.meeting.venue"}},
		{"add a venue column to the schema", nil, []string{"#cal.meeting.venue"}},
		{"turn down the job applicant", []string{"#reject"}, []string{"#person.tenant"}},
		{"process the gift card refund", nil, []string{"#payment.donation"}},
		{"change the handler to return the deposit amount as JSON", nil, []string{"#refund"}},
		{"review the lock code in the mutex", nil, []string{"#house.door"}},
		{"kubectl get leases -n kube-system", []string{"#read"}, []string{"#legal.contract.lease", "#write"}},
		// Reads.
		{"check ticket sales on eventbrite", []string{"#read.verify"}, []string{"#refund", "#publish", "#disable"}},
		{"view the attendee list", []string{"#read"}, []string{"#expose"}},
		{"list the access codes", []string{"#read.list"}, []string{"#unlock", "#cancel"}},
		{"check the gate code", []string{"#read.verify"}, []string{"#unlock", "#write"}},
		{"preview the owner statements", []string{"#read"}, []string{"#send", "#pay"}},
		{"show me the owner distributions", []string{"#read"}, []string{"#pay"}},
		{"check the work order status", []string{"#read.verify", "#house.repair"}, []string{"#finish", "#create"}},
		{"check the event capacity", []string{"#read.verify", "#cal.meeting.capacity"}, []string{"#write.level"}},
		{"view the ticket tiers on eventbrite", []string{"#read"}, []string{"#write"}},
		{"check the pledge balances", []string{"#read.verify"}, []string{"#pay"}},
		{"list the recurring gifts", []string{"#read.list"}, []string{"#pay"}},
		{"read the notice to vacate", []string{"#read", "#legal.eviction"}, []string{"#send"}},
		{"check the listing on zillow", []string{"#read.verify", "#house.property"}, []string{"#publish"}},
		{"look at the work orders", []string{"#read"}, []string{"#create", "#finish"}},
	}
	checkConceptCases(t, a, tests)
}
