package text

import "testing"

// TestMore3Lexicon checks that lexicon/more3.txt gives everyday wording
// about food, outdoor plans, invitations, shopping and travel the concepts
// of what it means, and that its words stay out of look-alike texts,
// developer and operations texts above all.
func TestMore3Lexicon(t *testing.T) {
	a := mustAnalyzer(t)
	tests := []struct {
		in      string
		want    []string
		notWant []string
	}{
		// Food: dishes, allergens, delivery and grocery apps, ordering.
		{"doordash 2x pad thai from Thai Basil", []string{"#order", "#pay", "#food"}, nil},
		{"order chicken biryani and garlic naan", []string{"#order", "#pay", "#food"}, nil},
		{"get dim sum from uber eats", []string{"#order", "#pay", "#food.delivery"}, nil},
		{"grab a shawarma wrap on doordash", []string{"#order", "#food.delivery"}, nil},
		{"get the pizza delivered to the office", []string{"#order", "#pay", "#food.delivery"}, nil},
		{"order poke and banh mi for lunch", []string{"#order", "#food"}, nil},
		{"pick up the takeout from the taqueria", []string{"#order", "#food"}, nil},
		{"order a peanut butter smoothie", []string{"#food.allergen", "#food"}, nil},
		{"add almond milk and cheddar to the instacart order", []string{"#food.allergen", "#food.grocery"}, nil},
		{"order shrimp tempura and miso soup", []string{"#food.allergen", "#food"}, nil},
		{"is the pesto nut-free", []string{"#food.allergen"}, nil},
		{"order eggs and bread from instacart", []string{"#order", "#food.grocery", "#food.allergen"}, nil},
		{"book a hellofresh meal kit", []string{"#food.grocery"}, nil},
		// Outdoor plans.
		{"book a campsite at the state park", []string{"#create.schedule", "#cal.outdoor"}, nil},
		{"reserve a kayak tour for two", []string{"#create.schedule", "#cal.outdoor"}, nil},
		{"plan a picnic for sunday", []string{"#create.schedule", "#cal.outdoor"}, nil},
		{"book a tee time for saturday morning", []string{"#cal.outdoor"}, nil},
		{"go hiking with the kids", []string{"#cal.outdoor"}, nil},
		{"host a backyard bbq on the 4th", []string{"#cal.outdoor"}, nil},
		{"tickets for the outdoor concert", []string{"#cal.outdoor"}, nil},
		{"beach day with the family", []string{"#cal.outdoor"}, nil},
		// Invitations and replies.
		{"RSVP yes to Sunday brunch", []string{"#approve", "#cal.meeting"}, nil},
		{"say yes to the barbecue", []string{"#approve", "#cal.meeting", "#cal.outdoor"}, nil},
		{"confirm our attendance at the gala", []string{"#approve", "#cal.meeting"}, nil},
		{"send my regrets for the wedding reception", []string{"#reject", "#cal.meeting"}, nil},
		{"decline the birthday party", []string{"#reject", "#cal.meeting"}, nil},
		{"take a rain check on the dinner party", []string{"#reject", "#cal.meeting"}, nil},
		{"count me out for trivia night", []string{"#reject", "#cal.meeting"}, nil},
		{"rsvp no to the baby shower", []string{"#reject", "#cal.meeting"}, nil},
		// Shopping.
		{"check out the cart on amazon", []string{"#pay", "#shop"}, nil},
		{"proceed to checkout", []string{"#pay", "#shop"}, nil},
		{"hit buy on the stroller", []string{"#pay", "#shop", "#shop.product"}, nil},
		{"grab a couch from ikea", []string{"#pay", "#shop", "#shop.product"}, nil},
		{"pick up diapers from costco", []string{"#pay", "#shop", "#shop.product"}, nil},
		{"buy the bike off facebook marketplace", []string{"#pay", "#shop"}, nil},
		{"order a crib and a car seat", []string{"#pay", "#shop.product"}, nil},
		{"buy noise-cancelling headphones", []string{"#pay", "#shop.product"}, nil},
		{"add the lego set to the shopping cart", []string{"#pay", "#shop", "#shop.product"}, nil},
		// Travel.
		{"get me on the 7am flight to denver", []string{"#pay", "#travel"}, nil},
		{"hop on a plane to boston", []string{"#pay", "#travel"}, nil},
		{"grab a seat on the next train to philly", []string{"#pay", "#travel"}, nil},
		{"fly southwest to austin", []string{"#pay", "#travel"}, nil},
		{"book the tgv to lyon", []string{"#pay", "#travel"}, nil},
		{"switch to a saver fare", []string{"#travel.fare"}, nil},
		{"book a room at the holiday inn", []string{"#travel"}, nil},
		{"book an international flight", []string{"#travel.international", "#travel"}, nil},
		{"plan a trip abroad", []string{"#travel.international"}, nil},
		{"apply for a tourist visa", []string{"#travel.document"}, nil},
		{"check the passport expiry date", []string{"#travel.document", "#data.personal.id"}, nil},
		{"add the known traveler number to the booking", []string{"#travel.document"}, nil},
		// Look-alikes stay out.
		{"fix the sort order of the list", nil, []string{"#food", "#shop"}},
		{"git checkout main", nil, []string{"#shop"}},
		{"refactor the cart service", nil, []string{"#pay", "#shop.product"}},
		{"deploy the checkout microservice", nil, []string{"#shop"}},
		{"write unit tests for the product model", nil, []string{"#shop.product", "#travel"}},
		{"add a custom form field", nil, []string{"#travel.international", "#travel.document"}},
		{"park the branch for now", nil, []string{"#cal.outdoor"}},
		{"kick off the raft election", nil, []string{"#cal.outdoor"}},
		{"run the bootcamp exercises", nil, []string{"#cal.outdoor"}},
		{"search kayak for cheap flights", nil, []string{"#cal.outdoor"}},
		{"install fish shell", nil, []string{"#cal.outdoor", "#food.allergen"}},
		{"upgrade the control plane", nil, []string{"#travel"}},
		{"round trip time is high", nil, []string{"#travel.fare"}},
		{"first class support for generics", nil, []string{"#travel.fare"}},
		{"refund the order in full", nil, []string{"#travel.fare"}},
		{"add breadcrumbs to the page", nil, []string{"#food.allergen"}},
		{"the hamburger menu is broken", nil, []string{"#food"}},
		{"clean up the spaghetti code", nil, []string{"#food"}},
		{"return the items array", nil, []string{"#refund", "#shop"}},
		{"the label returns the window", nil, []string{"#refund", "#shop"}},
		{"configure the squid proxy", nil, []string{"#food.allergen"}},
		{"restart the flink job", nil, []string{"#food.grocery"}},
		{"render it in blender", nil, []string{"#house.appliance"}},
		{"route it through the socks proxy", nil, []string{"#shop.product"}},
		{"the third party library", nil, []string{"#cal.meeting"}},
		{"add an easter egg to the app", nil, []string{"#food.allergen"}},
		{"build target for release", nil, []string{"#shop"}},
		{"rows counted in the total", nil, []string{"#approve", "#cal.meeting"}},
		{"used in concert with the test runner", nil, []string{"#cal.meeting"}},
		{"the deadline is Wed at 10", nil, []string{"#cal.meeting"}},
		{"use a toy example", nil, []string{"#shop.product"}},
		{"add plus one to the offset", nil, []string{"#cal.attendee"}},
		{"set the tv_sec field", nil, []string{"#shop.product"}},
		{"upgrade electron to v30", nil, []string{"#shop.product"}},
		{"the score is too low", nil, []string{"#shop"}},
		{"json.Marshal the map", nil, []string{"#shop"}},
		{"a global entry point", nil, []string{"#travel.document"}},
		{"ship it on Fri", nil, []string{"#food"}},
		{"the booking flow", nil, []string{"#travel"}},
		{"configure passport jwt strategy", nil, []string{"#travel.document", "#travel"}},
		{"pay with visa or mastercard", nil, []string{"#travel.document"}},
		{"in order to deploy faster", nil, []string{"#food.delivery"}},
		{"add a new phone number field", nil, []string{"#shop.product"}},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) { checkConcepts(t, a, tt.in, tt.want, tt.notWant) })
	}
}
