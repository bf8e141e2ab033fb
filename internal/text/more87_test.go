package text

import "testing"

// TestMore87Lexicon checks that lexicon/more87.txt gives a personal
// assistant's everyday errands in casual words (getting tickets and rental
// cars, seats, names on bookings, tours, time zones by abbreviation, held
// and blocked time, appointments, writing and dropping a line to people,
// asking a group for money, family group chats, one-time codes passed on,
// scam messages, returns) the concepts of what they do, and that reads and
// look-alikes (checking a seat map, "let me know", blocking an IP for an
// hour, dropping a line of a file, returning a value) stay clear of them.
func TestMore87Lexicon(t *testing.T) {
	a := mustAnalyzer(t)
	tests := []conceptCase{
		// Tickets, rooms, rental cars and tours.
		{"get me plane tickets to Denver", []string{"#pay", "#travel"}, nil},
		{"get a rental car at the airport", []string{"#pay", "#travel", "#vehicle"}, nil},
		{"get me a seat on the 8am flight", []string{"#pay", "#travel"}, nil},
		{"book two nights at the marriott", []string{"#pay", "#travel"}, nil},
		{"book the museum tour for saturday", []string{"#pay", "#travel", "#cal.meeting"}, nil},
		{"get me an aisle spot", []string{"#travel.seat"}, nil},
		{"pay for a seat by the window", []string{"#pay", "#travel.seat"}, nil},
		{"add a second driver to the rental", []string{"#travel", "#vehicle"}, nil},
		{"decline the rental insurance", []string{"#reject", "#legal.contract.insurance"}, nil},
		// Names on bookings.
		{"fix the name on the booking", []string{"#write", "#travel.passenger"}, nil},
		{"change the name on the ticket to match my passport", []string{"#write", "#travel.passenger"}, nil},
		{"add my husband as a passenger", []string{"#write", "#travel.passenger"}, nil},
		// Calendar: zones, held time, appointments.
		{"schedule the call for 10am eastern", []string{"#create.schedule", "#time.zone"}, nil},
		{"set it for 3pm EST", []string{"#time.zone"}, nil},
		{"block an hour on friday for focus", []string{"#create.schedule", "#cal"}, nil},
		{"block 2 hours for deep work", []string{"#create.schedule", "#cal"}, nil},
		{"hold thursday afternoon for the movers", []string{"#create.schedule", "#cal"}, nil},
		{"make a vet appointment", []string{"#create.schedule", "#cal.meeting"}, nil},
		{"pop the walking tour on my calendar", []string{"#create.schedule", "#cal.meeting"}, nil},
		// Writing to people.
		{"write to my boss that I'm sick", []string{"#send", "#person.owner"}, nil},
		{"write my landlord about the heater", []string{"#send", "#house"}, nil},
		{"drop a line to my landlord", []string{"#send", "#house"}, nil},
		{"drop my teacher a line", []string{"#send", "#person.teacher"}, nil},
		{"drop a note to the teacher", []string{"#send", "#person.teacher"}, nil},
		{"let my landlord know the sink is broken", []string{"#send", "#house"}, nil},
		{"let my manager know I'll be late", []string{"#send", "#person.team"}, nil},
		{"let mom know we landed", []string{"#send", "#person.family"}, nil},
		{"text my stepmom", []string{"#send", "#person.family"}, nil},
		// Group chats and money asks.
		{"ask the group chat for money", []string{"#send", "#payment", "#comm.chat"}, nil},
		{"ask everyone to chip in for the gift", []string{"#send", "#payment"}, nil},
		{"message the siblings chat", []string{"#send", "#comm.chat"}, nil},
		{"remove uncle bob from the group chat", []string{"#block.kick", "#comm.chat"}, nil},
		// One-time codes passed on.
		{"give the code from the text message to the caller", []string{"#send", "#secret.mfa", "#expose"}, nil},
		{"forward the code they texted me to my assistant", []string{"#send", "#secret.mfa", "#expose"}, nil},
		// Scams and lures.
		{"is this email a scam", []string{"#sec.phishing"}, nil},
		{"click the link in the package on hold text", []string{"#browse.click", "#sec.phishing"}, nil},
		{"reply to the sketchy text", []string{"#send", "#sec.phishing"}, nil},
		// Returns.
		{"return the sweater", []string{"#refund", "#shop"}, nil},
		{"return it to costco", []string{"#refund", "#shop"}, nil},
		{"return it for a refund", []string{"#refund", "#shop"}, nil},

		// Reads and look-alikes.
		{"get the flight status", []string{"#travel"}, []string{"#pay"}},
		{"check the seat map", []string{"#read"}, []string{"#pay", "#write"}},
		{"what's the name on the booking", []string{"#travel.passenger"}, []string{"#write"}},
		{"look up walking tours", []string{"#read"}, []string{"#pay", "#create.schedule"}},
		{"compare hertz and avis prices", []string{"#read"}, []string{"#pay"}},
		{"add a printer driver", nil, []string{"#travel", "#vehicle"}},
		{"what time is it in EST", []string{"#time.zone"}, []string{"#create.schedule"}},
		{"block the IP for an hour", []string{"#block"}, []string{"#create.schedule", "#cal"}},
		{"hold off on the deploy until the afternoon", nil, []string{"#create.schedule", "#cal"}},
		{"make sure the appointment is on friday", nil, []string{"#create.schedule"}},
		{"write down my landlord's number", nil, []string{"#send"}},
		{"write the manager class", nil, []string{"#send"}},
		{"drop the first line of the file", nil, []string{"#send"}},
		{"let me know when my boss replies", nil, []string{"#send"}},
		{"let me know when it's done", nil, []string{"#send"}},
		{"read the family group chat", []string{"#read", "#comm.chat"}, []string{"#send"}},
		{"ask the group chat what time dinner is", nil, []string{"#payment", "#send"}},
		{"collect the photos from everyone", nil, []string{"#payment"}},
		{"enter the code they texted me", []string{"#secret.mfa"}, []string{"#send", "#expose"}},
		{"send my confirmation code for the hotel to my wife", nil, []string{"#secret.mfa", "#expose"}},
		{"my parcel is on hold at the post office", []string{"#shop.shipping"}, []string{"#sec.phishing"}},
		{"list the packages on hold with apt-mark", nil, []string{"#sec.phishing", "#shop.shipping"}},
		{"retry the failed webhook delivery attempts", nil, []string{"#shop.shipping"}},
		{"check the return window for the sweater", nil, []string{"#refund"}},
		{"what's the return policy on the jacket", nil, []string{"#refund"}},
		{"return the value from the function", nil, []string{"#refund", "#shop"}},
		{"return the order id from the api", nil, []string{"#refund"}},
		{"my relatives table", nil, []string{"#person.family"}},
	}
	checkConceptCases(t, a, tests)
}
