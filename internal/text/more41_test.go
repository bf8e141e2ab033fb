package text

import "testing"

// TestMore41Lexicon checks that lexicon/more41.txt reads a busy person's casual
// requests to a personal assistant (signing off on charges, bouncing mail over,
// sliding and bumping calls, grabbing hotels and rental cars, cashing in points,
// carts, covering the sitter, lining up help, pets, packages, appointments,
// small cards and passes) for what they ask, and that its phrases stay out of
// look-alike texts, developer texts above all.
func TestMore41Lexicon(t *testing.T) {
	a := mustAnalyzer(t)
	tests := []conceptCase{
		// Signing off on money and invites.
		{"sign off on the $300 charge", []string{"#approve", "#payment"}, nil},
		{"greenlight the payment to the contractor", []string{"#approve", "#payment"}, nil},
		{"thumbs up the invite from Kim", []string{"#approve", "#cal.meeting"}, nil},
		// Mail handed on.
		{"bounce this email over to my accountant", []string{"#send", "#comm.forward", "#comm.email"}, nil},
		{"bounce the thread over to Sam", []string{"#send", "#comm.forward"}, nil},
		{"pass the email along to Dana", []string{"#send", "#comm.forward"}, nil},
		// Moving calls, meals and appointments.
		{"slide the call with Kim to tomorrow", []string{"#create.schedule", "#cal.meeting"}, nil},
		{"bump the dentist to next week", []string{"#create.schedule", "#cal.meeting", "#health.provider"}, nil},
		{"bump the call with Dan", []string{"#create.schedule", "#cal.meeting"}, nil},
		{"push back the dinner with Sarah", []string{"#create.schedule", "#cal.meeting"}, nil},
		{"push the lunch back an hour", []string{"#create.schedule", "#cal.meeting"}, nil},
		{"move up my haircut", []string{"#create.schedule", "#cal.meeting"}, nil},
		{"book a massage", []string{"#create.schedule", "#cal.meeting"}, nil},
		{"book a covid test", []string{"#create.schedule", "#health"}, nil},
		{"rsvp to the bday party", []string{"#approve", "#cal.meeting"}, nil},
		// Travel, casually.
		{"grab a hotel near the venue on booking.com", []string{"#pay", "#travel"}, nil},
		{"grab a rental car at LAX", []string{"#pay", "#travel", "#vehicle"}, nil},
		{"snag a flight to Denver", []string{"#pay", "#travel"}, nil},
		{"extend my hotel stay by a night", []string{"#pay", "#travel"}, nil},
		{"extend the rental car", []string{"#pay", "#travel"}, nil},
		{"upgrade my seat to business class", []string{"#pay", "#travel.seat"}, nil},
		{"return the rental car at 5", []string{"#travel", "#vehicle"}, nil},
		{"claim the delayed bag", []string{"#travel.baggage"}, nil},
		// Points and miles.
		{"cash in my marriott points", []string{"#pay", "#payment.discount"}, nil},
		{"burn points on the flight", []string{"#pay", "#payment.discount", "#travel"}, nil},
		{"use my amex points for the hotel", []string{"#pay", "#payment.discount"}, nil},
		{"transfer chase points to united", []string{"#payment.discount"}, nil},
		// Carts, covering people, small cards.
		{"throw milk in the instacart cart", []string{"#write.append", "#shop"}, []string{"#pay"}},
		{"toss paper towels in my amazon cart", []string{"#write.append", "#shop"}, nil},
		{"cover the cleaners this week", []string{"#pay"}, nil},
		{"cover the sitter tonight", []string{"#pay"}, nil},
		{"pick up the tab", []string{"#pay"}, nil},
		{"reload the transit card", []string{"#pay", "#payment.card"}, nil},
		{"expense the uber", []string{"#finance.expense", "#travel.ride"}, nil},
		{"put the dinner on my expense report", []string{"#finance.expense"}, nil},
		// Lining up help, pets, packages.
		{"line up a babysitter for friday", []string{"#create.schedule", "#person.caregiver"}, nil},
		{"line up a plumber for monday", []string{"#create.schedule", "#house.repair"}, nil},
		{"feed the cat", []string{"#person.pet"}, nil},
		{"scoop the litter box", []string{"#person.pet"}, nil},
		{"reschedule the delivery", []string{"#create.schedule", "#shop.shipping.delivery"}, nil},
		{"pick up the package from the locker", []string{"#shop.shipping.delivery"}, nil},
		{"return the package at ups", []string{"#refund", "#shop"}, nil},
		{"schedule a ups pickup for the return", []string{"#create.schedule", "#shop.shipping"}, nil},
		// Reaching people, health.
		{"shoot Dana the itinerary", []string{"#send", "#travel"}, nil},
		{"hit up the landlord about the leak", []string{"#send", "#comm.message"}, nil},
		{"ring the pharmacy", []string{"#send.call", "#health.pharmacy"}, nil},
		{"order contacts from 1-800 contacts", []string{"#health.medication"}, nil},
		{"carpool with the Smiths on monday", []string{"#travel.ride"}, nil},

		// Look-alikes: developer texts and other senses of the same verbs.
		{"bump the version to 1.2", nil, []string{"#create.schedule", "#cal.meeting"}},
		{"bounce the server", nil, []string{"#send", "#comm.forward"}},
		{"bounce the nginx pod over to the new node", nil, []string{"#send", "#comm.forward"}},
		{"grab a table lock in postgres", nil, []string{"#pay", "#food.reservation"}},
		{"throw an error when the cart is empty", nil, []string{"#write.append"}},
		{"upgrade to the first class api", nil, []string{"#pay", "#travel.seat"}},
		{"extend the class with a new method", nil, []string{"#pay", "#travel"}},
		{"feed the model more data", nil, []string{"#person.pet"}},
		{"cover the edge cases in tests", nil, []string{"#pay"}},
		{"line up the columns in the table", nil, []string{"#create.schedule"}},
		{"push back on the design in the review", nil, []string{"#create.schedule", "#cal.meeting"}},
		{"slide the panel in from the left", nil, []string{"#create.schedule", "#cal.meeting"}},
		{"move up the import statement", nil, []string{"#create.schedule", "#cal.meeting"}},
		{"switch the flight recorder on", nil, []string{"#pay"}},
		{"expense tracking app schema", nil, []string{"#finance.expense"}},
		{"grab a hotel photo for the landing page", nil, []string{"#pay"}},
		{"return the rental list from the api", nil, []string{"#travel"}},
		{"fill the script template with values", nil, []string{"#order.refill", "#health.medication"}},
		{"return label from function", nil, []string{"#refund"}},
		{"ring buffer overflow", nil, []string{"#send.call"}},
		{"reload the page", nil, []string{"#pay", "#payment.card"}},
		{"book a test run", nil, []string{"#health"}},
		{"pass the props along to the child component", nil, []string{"#send"}},
		{"shoot the product photos", nil, []string{"#send"}},
	}
	checkConceptCases(t, a, tests)
}
