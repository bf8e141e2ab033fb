package text

import "testing"

// TestMore60Lexicon checks that lexicon/more60.txt gives casual, slang and
// phrasal-verb phrasing of common acts (ripping media off a site, dialing
// and buzzing people, dashing off messages, cranking out drafts, handing out
// pills, inking deals, pulling the plug, swapping out keys, coughing up
// money) the acts they mean, and that the same verbs stay out of look-alike
// texts, developer texts above all (ripping out code, dialing down logs,
// ring buffers, shelling out to a command, swapping out a parser, handing
// out flyers).
func TestMore60Lexicon(t *testing.T) {
	a := mustAnalyzer(t)
	tests := []conceptCase{
		// Downloading.
		{"rip the video off youtube", []string{"#download", "#fs.file.media"}, nil},
		{"rip that song from soundcloud for the party", []string{"#download", "#fs.file.media"}, nil},
		{"snag the installer off the vendor's site", []string{"#download"}, nil},
		{"save the pictures off the website", []string{"#download"}, nil},
		// Calling.
		{"dial the pharmacy about the refill", []string{"#send.call", "#send"}, nil},
		{"dial mom's phone number", []string{"#send.call"}, nil},
		{"give the landlord a buzz about the leak", []string{"#send.call"}, nil},
		{"hop on the phone with the bank", []string{"#send.call"}, nil},
		// Sending and posting.
		{"dash off a quick email to bob", []string{"#send", "#comm.email"}, nil},
		{"dash off a text to the sitter", []string{"#send", "#comm.message"}, nil},
		{"toss the photo on twitter", []string{"#publish.post", "#publish"}, nil},
		{"slap the screenshot on linkedin", []string{"#publish.post"}, nil},
		{"fire off a tweet about the launch", []string{"#publish.post"}, nil},
		{"throw the old couch on craigslist", []string{"#publish", "#shop.product.listing"}, nil},
		{"slap the vintage lamp on ebay", []string{"#publish", "#shop.product.listing"}, nil},
		{"spill the beans about the merger to the press", []string{"#expose"}, nil},
		// Writing and finishing.
		{"crank out the blog post for friday", []string{"#write.draft"}, nil},
		{"whip up a cover letter for the job", []string{"#write.draft"}, nil},
		{"bang out a draft of the proposal", []string{"#write.draft"}, nil},
		{"knock out the chores this afternoon", []string{"#finish"}, nil},
		{"knock out the tasks on my list", []string{"#finish"}, nil},
		// Deleting.
		{"chuck the old receipts in the bin", []string{"#delete"}, nil},
		// Medication.
		{"hand out the pills to grandma at 8", []string{"#medicate", "#health.medication"}, nil},
		{"dole out the meds for the week", []string{"#medicate", "#health.medication"}, nil},
		// Signing.
		{"ink the deal with the supplier", []string{"#approve.sign", "#legal.contract"}, nil},
		{"ink the lease for the new office", []string{"#approve.sign", "#legal.contract"}, nil},
		// Cancelling.
		{"pull the plug on the gym membership", []string{"#cancel"}, nil},
		{"pull the plug on the trip to denver", []string{"#cancel"}, nil},
		{"bow out of the party on saturday", []string{"#cancel"}, nil},
		{"take the dentist off my calendar", []string{"#cancel", "#cal.meeting"}, nil},
		// Rotating credentials.
		{"swap out the api key in the prod config", []string{"#rotate"}, nil},
		// Paying.
		{"cough up the late fee", []string{"#pay"}, nil},
		{"shell out the cash for the tickets", []string{"#pay"}, nil},
		{"load money onto the starbucks card", []string{"#pay.transfer", "#payment.card"}, nil},
		{"add money to my transit card", []string{"#pay.transfer"}, nil},
		{"put $50 on the starbucks card", []string{"#pay.transfer"}, nil},

		// Must not: the same verbs in other senses.
		{"rip out the old auth code", nil, []string{"#download"}},
		{"rip out the audio module", nil, []string{"#download"}},
		{"rip and replace the legacy billing system", nil, []string{"#download"}},
		{"embed the youtube video on the landing page", nil, []string{"#download"}},
		{"dial down the logging in prod", nil, []string{"#send.call"}},
		{"dial in the settings for the camera", nil, []string{"#send.call"}},
		{"dial back the number of retries", nil, []string{"#send.call"}},
		{"the dial-up modem fallback", nil, []string{"#send.call"}},
		{"the ring buffer overflowed", nil, []string{"#send.call"}},
		{"ring the doorbell chime", nil, []string{"#send.call"}},
		{"the buzz about the release on hacker news", nil, []string{"#send.call"}},
		{"toss the build artifacts", nil, []string{"#publish.post", "#publish"}},
		{"slap a label on the issue", nil, []string{"#publish.post", "#publish"}},
		{"stick the config on the shared drive", nil, []string{"#publish.post", "#publish"}},
		{"crank up the worker count", nil, []string{"#write.draft"}},
		{"whip up a quick script to parse the logs", nil, []string{"#write.draft"}},
		{"knock out the flaky test", nil, []string{"#finish"}},
		{"the knockout round of the tournament", nil, []string{"#finish"}},
		{"ask chuck for the files", nil, []string{"#delete"}},
		{"chuck norris jokes api", nil, []string{"#delete"}},
		{"hand out flyers at the farmers market", nil, []string{"#medicate", "#health.medication"}},
		{"hand out the tasks to the team", nil, []string{"#medicate", "#health.medication"}},
		{"dole out the api keys to contractors", nil, []string{"#medicate", "#health.medication"}},
		{"the soap dispenser is empty", nil, []string{"#medicate"}},
		{"administer the database server", nil, []string{"#medicate"}},
		{"print the deal memo in color ink", nil, []string{"#approve.sign"}},
		{"pull the latest changes from main", nil, []string{"#cancel"}},
		{"cut the release branch for 2.3", nil, []string{"#cancel"}},
		{"back out the last commit", nil, []string{"#cancel"}},
		{"take a look at my calendar for next week", nil, []string{"#cancel"}},
		{"scrap the order of the columns", nil, []string{"#cancel"}},
		{"swap out the token parser for the new lexer", nil, []string{"#rotate"}},
		{"swap out the logo in the header", nil, []string{"#rotate"}},
		{"he has a bad cough and a fever", nil, []string{"#pay"}},
		{"shell out to ffmpeg from the script", nil, []string{"#pay"}},
		{"load the config onto the card reader", nil, []string{"#pay.transfer"}},
		{"spill the coffee on the laptop", nil, []string{"#expose"}},
		// A reviewer's look-alikes: releases, libraries and templates.
		{"cut a new release of the subscription api", nil, []string{"#cancel"}},
		{"swap out the password hashing library in production", nil, []string{"#rotate"}},
		{"flick the feature flag and update the customer message template", nil, []string{"#send"}},
	}
	checkConceptCases(t, a, tests)
}
