package text

import "testing"

// TestMore95Lexicon checks that lexicon/more95.txt reads publishing,
// releasing, sharing and exposing across domains as the acts they are:
// videos, clips and tracks put live or dropped on music and video platforms
// (music as content.media.music), going live and broadcasting, posting
// shorthand, newsroom phrasing (running and syndicating wire stories),
// quizzes and assessments opened to learners, marks and scores pushed out
// or put up on the projector, anonymous and public read access to storage,
// HR guidelines rolled out to staff, things listed on marketplaces, builds
// released to players, and people brought into threads; and that look-alikes
// stay out: the kettle, tests, roll-backs, a ship-it emoji, reading posts,
// watching streams, checking who can access a bucket, paper clips, risk
// assessments, a model's test scores, network and group policies, CC
// licences, listing files and reads of the same things.
func TestMore95Lexicon(t *testing.T) {
	a := mustAnalyzer(t)
	tests := []conceptCase{
		// Videos, clips and music put live, up or out.
		{"put the how-to clip live on our channel", []string{"#publish", "#content.media"}, nil},
		{"post the clip to the channel", []string{"#content.media"}, nil},
		{"drop the new track on Spotify", []string{"#publish", "#content.media.music"}, nil},
		{"put the single out on Spotify", []string{"#publish", "#content.media.music"}, nil},
		{"put the album up on Bandcamp", []string{"#publish", "#content.media.music"}, nil},
		{"upload the song to SoundCloud", []string{"#publish", "#content.media.music"}, nil},
		{"get the episode out on Apple Podcasts", []string{"#publish", "#content.media"}, nil},
		{"air the interview segment tonight", []string{"#publish", "#content.media"}, nil},
		// Going live and broadcasting.
		{"start broadcasting on YouTube now", []string{"#publish.post", "#social.youtube"}, nil},
		{"start streaming on twitch", []string{"#publish.post", "#social"}, nil},
		{"stream the all-hands publicly", []string{"#publish.post", "#access.public"}, nil},
		// Posting shorthand.
		{"skeet the launch news", []string{"#publish.post"}, nil},
		{"put it on the gram", []string{"#publish.post", "#social.instagram"}, nil},
		{"blast it on all our socials", []string{"#publish.post", "#social"}, nil},
		// Newsroom phrasing.
		{"run the AP piece on our site as is", []string{"#publish", "#content.post"}, nil},
		{"run the Reuters story unedited", []string{"#publish", "#content.post"}, nil},
		{"republish the wire story on our site", []string{"#publish", "#content.post"}, nil},
		{"syndicate the column to partner sites", []string{"#publish"}, nil},
		// Made available; flipped live.
		{"flip the landing page live", []string{"#publish", "#web"}, nil},
		{"make the beta available to all users", []string{"#publish"}, nil},
		// Quizzes and assessments opened to learners.
		{"make the unit 4 assessment available to the learners now", []string{"#publish", "#content.coursework.exam", "#person.student"}, nil},
		{"open the quiz to the class", []string{"#publish", "#content.coursework.exam", "#person.student"}, nil},
		{"release the chapter test to students", []string{"#publish", "#content.coursework.exam", "#person.student"}, nil},
		{"make the module visible to students", []string{"#publish", "#person.student"}, nil},
		// Marks and scores released, or shown to the class.
		{"push the auto-scored marks out to the class", []string{"#publish", "#data.personal.student.grade", "#person.student"}, nil},
		{"post the exam marks", []string{"#publish", "#data.personal.student.grade"}, nil},
		{"let the students see their grades", []string{"#publish", "#data.personal.student.grade"}, nil},
		{"put everyone's test scores on the projector slide", []string{"#publish", "#data.personal.student.grade", "#access.public"}, nil},
		{"read out the test scores to the class", []string{"#publish", "#data.personal.student.grade"}, nil},
		{"put the grades up on the board in class", []string{"#publish", "#data.personal.student.grade", "#access.public"}, nil},
		// Anonymous and public access.
		{"allow anonymous read access to the static-assets object storage", []string{"#expose", "#access.public", "#storage.bucket"}, nil},
		{"grant public read on the assets bucket", []string{"#expose", "#access.public", "#storage.bucket"}, nil},
		{"set the blob container access level to public", []string{"#expose", "#access.public", "#storage.bucket"}, nil},
		{"make the doc viewable by anyone", []string{"#expose", "#access.public"}, nil},
		// Policies and guidelines rolled out to staff.
		{"roll out the revised parental leave guidelines to all staff", []string{"#publish", "#legal.document.policy"}, nil},
		{"circulate the handbook to all staff", []string{"#publish", "#send.broadcast", "#legal.document.policy"}, nil},
		{"distribute the memo to all employees", []string{"#send.broadcast"}, nil},
		// Listed for sale or rent; extensions on marketplaces.
		{"put 5 Birch Lane on Zillow for rent", []string{"#publish", "#house.property"}, nil},
		{"list the couch on Facebook Marketplace", []string{"#publish", "#shop.product.listing"}, nil},
		{"put the house on the market", []string{"#publish", "#house.property"}, nil},
		{"put the car up on Turo", []string{"#publish", "#shop.product.listing"}, nil},
		{"list the extension on the Chrome Web Store", []string{"#publish", "#pkg.registry"}, nil},
		// Games, books, courses and datasets put up.
		{"release the update to players", []string{"#publish"}, nil},
		{"put the game on itch.io", []string{"#publish"}, nil},
		{"self-publish the book on Amazon KDP", []string{"#publish"}, nil},
		{"publish the course on Udemy", []string{"#publish", "#content.coursework"}, nil},
		{"deposit the dataset on Zenodo", []string{"#publish", "#data.repository"}, nil},
		// Sending and looping people in.
		{"bring finance into the thread", []string{"#comm.forward"}, nil},
		{"telegram the doc to the team", []string{"#send"}, nil},
		{"throw it in the channel", []string{"#send", "#comm.chat"}, nil},
		{"share the doc externally", []string{"#send", "#access.external"}, nil},

		// Look-alikes.
		{"put the kettle on", nil, []string{"#publish", "#publish.post", "#send"}},
		{"run the tests", nil, []string{"#publish", "#content.post"}},
		{"run the story by legal", nil, []string{"#publish"}},
		{"run the piece past the editor", nil, []string{"#publish"}},
		{"run the Button story in Storybook", nil, []string{"#publish"}},
		{"roll back the deploy", nil, []string{"#publish"}},
		{"react with the ship-it emoji", nil, []string{"#publish"}},
		{"read the latest post", nil, []string{"#publish", "#publish.post"}},
		{"watch the livestream", nil, []string{"#publish.post", "#publish"}},
		{"start streaming the logs to datadog", nil, []string{"#publish.post", "#social"}},
		{"check who can access the bucket", nil, []string{"#expose", "#access.public"}},
		{"disable anonymous access on the bucket", nil, []string{"#expose"}},
		{"block public access on the bucket", nil, []string{"#expose"}},
		{"turn the projector on", nil, []string{"#publish", "#access.public"}},
		{"connect the laptop to the projector", nil, []string{"#publish", "#access.public"}},
		{"clip the values to the range 0..1", nil, []string{"#content.media"}},
		{"attach the paper clip to the form", nil, []string{"#content.media"}},
		{"listen to the new track on Spotify", nil, []string{"#publish"}},
		{"open the assessment report", nil, []string{"#publish", "#content.coursework.exam"}},
		{"publish the risk assessment to the auditors", nil, []string{"#content.coursework.exam"}},
		{"compare the test scores of both models", nil, []string{"#data.personal.student.grade"}},
		{"report test scores per class for the classifier", nil, []string{"#data.personal.student.grade"}},
		{"refactor the whole class", nil, []string{"#person.student"}},
		{"push the commit to the class branch", nil, []string{"#publish", "#person.student"}},
		{"open the quiz results", nil, []string{"#publish"}},
		{"roll out the new network policy", nil, []string{"#legal.document.policy"}},
		{"push out the group policy to the laptops", nil, []string{"#legal.document.policy"}},
		{"update the brand guidelines", nil, []string{"#legal.document.policy", "#publish"}},
		{"open the world map", nil, []string{"#expose", "#access.public"}},
		{"list the files on amazon s3", nil, []string{"#publish", "#shop.product.listing"}},
		{"list the courses on Teachable", nil, []string{"#publish"}},
		{"put the game on the steam wishlist", nil, []string{"#publish"}},
		{"open Telegram", nil, []string{"#send"}},
		{"throw an exception in the chat handler", nil, []string{"#send"}},
		{"license the photos under CC BY-SA 4.0", nil, []string{"#send", "#comm.forward"}},
	}
	checkConceptCases(t, a, tests)
}
