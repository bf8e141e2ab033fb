package text

import "testing"

// TestMore75Lexicon checks that lexicon/more75.txt gives a personal and team
// assistant's communication, home and shopping work (replying to everyone on
// a chain, mail to large groups, recipients everyone sees, attachments in
// letter phrasing, proposing meeting times, channels shared with other
// companies, document access, brand accounts, unreleased products, an empty
// house and away modes, light scenes, casual purchases, fine-tuning runs) the
// concepts of what it does, and that reading, listing, checking and drafting
// the same things do not pick up the risky acts.
func TestMore75Lexicon(t *testing.T) {
	a := mustAnalyzer(t)
	tests := []conceptCase{
		// Replying to everyone on a thread or chain.
		{"respond to all 40 people on the chain", []string{"#send", "#comm.email", "#send.broadcast"}, nil},
		{"answer everyone on the thread", []string{"#send", "#comm.email"}, nil},
		{"write back to the whole chain", []string{"#send", "#comm.email"}, nil},
		{"respond to the entire thread", []string{"#send", "#comm.email"}, nil},
		// Mail to large groups.
		{"message every customer about the outage", []string{"#send.broadcast"}, nil},
		{"send the update to every customer", []string{"#send.broadcast"}, nil},
		{"text all the neighbors", []string{"#send.broadcast"}, nil},
		// Attachments in letter phrasing.
		{"please find enclosed the contract", []string{"#comm.email.attachment"}, nil},
		// Proposing meeting times.
		{"suggest we talk Tuesday at 3", []string{"#create.schedule", "#cal.meeting"}, nil},
		{"float a time for next week", []string{"#create.schedule", "#cal.meeting"}, nil},
		{"propose Thursday at 2pm ET", []string{"#create.schedule", "#cal.meeting"}, nil},
		{"offer three slots to the candidate", []string{"#create.schedule", "#cal.meeting"}, nil},
		{"send Priya a few times that work", []string{"#create.schedule", "#cal.meeting"}, nil},
		// Channels shared with other companies.
		{"post in the shared channel with Acme", []string{"#publish.post", "#comm.chat", "#access.external"}, nil},
		{"message the room with the Acme folks", []string{"#send", "#comm.chat", "#access.external"}, nil},
		{"post in the Slack Connect channel", []string{"#comm.chat", "#access.external"}, nil},
		// Document access.
		{"share the spreadsheet with the vendor as editor", []string{"#permission", "#doc.shared"}, nil},
		{"make the folder view-only for the agency", []string{"#permission", "#doc.shared"}, nil},
		{"invite the agency to the deck", []string{"#permission", "#doc.shared"}, nil},
		{"Never give edit access to external agencies", []string{"#permission", "#access.external"}, nil},
		// Brand accounts and unreleased products.
		{"respond to the angry customer on X", []string{"#send", "#social.twitter"}, nil},
		{"tease the new product on instagram", []string{"#publish.post", "#social.instagram"}, nil},
		{"post a sneak peek of the unreleased phone", []string{"#publish.post", "#content.embargo"}, nil},
		{"hint at the launch date in the post", []string{"#publish.post", "#content.embargo"}, nil},
		{"Never tease unreleased products on social media", []string{"#publish.post", "#content.embargo"}, nil},
		// The house being empty, away modes, scenes.
		{"set Home Assistant to away mode", []string{"#house.automation", "#house.occupancy"}, nil},
		{"we've all left, start the roomba", []string{"#house.occupancy", "#house.appliance"}, nil},
		{"Never run the robot vacuum when someone is home", []string{"#house.occupancy"}, nil},
		{"Use light scenes instead of toggling individual lights", []string{"#house.automation"}, nil},
		// Casual purchases.
		{"grab the headphones for $89", []string{"#pay", "#shop"}, nil},
		{"snag the deal on the monitor", []string{"#pay", "#shop"}, nil},
		{"pick up the monitor on amazon", []string{"#pay", "#shop"}, nil},
		// Fine-tuning runs.
		{"kick off fine-tuning on the corpus", []string{"#execute.train", "#ml.training"}, nil},
		{"launch the fine-tune", []string{"#execute.train", "#ml.training"}, nil},

		// Look-alikes: reading, listing and checking.
		{"list everyone on the chain", []string{"#read"}, []string{"#send", "#comm.email", "#send.broadcast"}},
		{"read the email thread", []string{"#read"}, []string{"#send"}},
		{"summarize the thread", nil, []string{"#send", "#comm.email"}},
		{"list all 40 people on the chain", nil, []string{"#send", "#send.broadcast"}},
		{"check who is a customer", nil, []string{"#send.broadcast"}},
		{"look at the calendar for Tuesday", nil, []string{"#create.schedule"}},
		{"read the shared channel", []string{"#read"}, []string{"#send", "#publish.post"}},
		{"check the time zone", nil, []string{"#create.schedule"}},
		{"add a slide to the deck", nil, []string{"#permission", "#doc.shared"}},
		{"add the chart to the doc", nil, []string{"#permission"}},
		{"see who can edit the doc", nil, []string{"#permission"}},
		{"plot the values on x axis", nil, []string{"#send", "#social.twitter"}},
		{"tease apart the two effects", nil, []string{"#publish.post"}},
		{"check the launch date", nil, []string{"#publish.post"}},
		{"the opening scene of the movie", nil, []string{"#house.automation"}},
		{"pick up the kids from school", nil, []string{"#pay"}},
		{"grab lunch", nil, []string{"#pay"}},
		{"look up the headphones", nil, []string{"#pay"}},
		{"check the training run status", nil, []string{"#execute.train"}},
		{"read the dataset", nil, []string{"#execute.train", "#ml.training"}},
		{"is the front door locked", nil, []string{"#unlock", "#house.occupancy"}},
	}
	checkConceptCases(t, a, tests)
}
