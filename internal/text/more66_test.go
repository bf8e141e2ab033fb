package text

import "testing"

// TestMore66Lexicon checks that lexicon/more66.txt gives a social-media and
// community manager's actions the concepts of what they do (mass DMs,
// going live on a client's or brand's account, story highlights, Spaces,
// pinned comments, permanent bans, boots and timeouts, newsletter sends in
// Mailchimp-like tools, posting private chats and DM screenshots, lifting
// other people's photos, trends, giveaway mechanics, server ranks, tracked
// links, answering complaints in DMs or in public, hiding posts after
// backlash, adding people to lists, recipients exposed in CC, fake
// engagement) and that its phrases and its !context lines keep look-alikes
// out: a bare "member", "friend" or "thread", a BIOS, a request timeout,
// the same message received twice, a sales trend, a shipment's tracking
// link, a photo from one's own album, replies to a DM.
func TestMore66Lexicon(t *testing.T) {
	a := mustAnalyzer(t)
	tests := []conceptCase{
		// Mass DMs.
		{"DM all new members the same message", []string{"#send.broadcast", "#comm.message"}, []string{"#access.private"}},
		{"send the same DM to every new follower", []string{"#send.broadcast", "#comm.message"}, nil},
		{"auto-DM new followers with the discount code", []string{"#send.broadcast", "#comm.message"}, nil},
		{"send a welcome message to every new member", []string{"#send.broadcast", "#comm.message"}, nil},
		{"bulk message the whole community", []string{"#send.broadcast", "#comm.message"}, nil},
		{"cold DM fifty influencers", []string{"#send", "#comm.message", "#comm.contact.new"}, nil},
		{"copy-paste the same reply to every comment", []string{"#send.broadcast", "#content.comment"}, nil},
		{"post the same thing in 20 subreddits", []string{"#send.broadcast", "#publish.post"}, nil},
		{"pitch 50 journalists with the same email", []string{"#send.broadcast", "#content.statement"}, nil},
		// Going live on a client's or brand's account; platform parts.
		{"put the reel live on Northwind's TikTok", []string{"#publish.post", "#social.other"}, nil},
		{"push the post live", []string{"#publish.post", "#content.post"}, nil},
		{"post it on the client's Instagram", []string{"#publish.post", "#social.business", "#customer"}, nil},
		{"drop the teaser on TikTok", []string{"#publish.post", "#social.tiktok"}, nil},
		{"host a twitter space", []string{"#publish.post", "#social.twitter"}, nil},
		{"add the story to highlights", []string{"#publish.post", "#content.post"}, nil},
		{"pin the comment", []string{"#label.pin", "#content.comment"}, nil},
		{"feature the post on the explore tab", []string{"#social"}, nil},
		{"post the thread on X", []string{"#publish.post", "#social.twitter"}, []string{"#comm"}},
		// Bans, boots, timeouts, ranks.
		{"permaban the troll", []string{"#block", "#mod.danger"}, nil},
		{"boot him from the Discord", []string{"#block.kick"}, nil},
		{"time out the spammer for a week", []string{"#block.timeout"}, nil},
		{"strip her roles", []string{"#permission", "#perm"}, nil},
		{"make a new helper rank and assign it", []string{"#create", "#perm", "#comm.chat"}, nil},
		{"give the helper role manage messages", []string{"#permission", "#perm", "#comm.chat"}, nil},
		{"approve pending member requests in the Facebook group", []string{"#approve", "#comm.moderation"}, nil},
		// Newsletters.
		{"hit send on the digest in Mailchimp", []string{"#send.broadcast", "#comm.email.campaign"}, nil},
		{"push the digest out in Substack", []string{"#send.broadcast", "#comm.email.campaign"}, nil},
		{"resend to non-openers", []string{"#send.broadcast", "#comm.email.campaign"}, nil},
		{"text all subscribers about the sale", []string{"#send.broadcast"}, nil},
		// Private conversations made public.
		{"post the chat where X insulted us on our story", []string{"#expose", "#data.personal.private"}, nil},
		{"screenshot the DMs and post them", []string{"#expose", "#data.personal.private"}, nil},
		{"quote his DM in a tweet", []string{"#expose", "#data.personal.private"}, nil},
		{"leak the group chat", []string{"#expose", "#data.personal.private"}, nil},
		// Other people's photos and credit.
		{"use the photographer's shot from Pinterest", []string{"#content.ugc", "#fs.file.media"}, nil},
		{"grab a photo from Google Images", []string{"#content.ugc", "#fs.file.media"}, nil},
		{"lift a picture from someone's Instagram", []string{"#copy", "#content.ugc"}, nil},
		{"crop out the photo credit", []string{"#delete", "#content.credit"}, nil},
		{"use copyrighted music in the video", []string{"#legal.rights", "#fs.file.media"}, nil},
		{"add #ad to the caption", []string{"#label", "#content.sponsored"}, nil},
		// Trends and giveaways.
		{"hop on the trend", []string{"#publish.post", "#content.trend"}, nil},
		{"use whatever is number one on the explore tab", []string{"#content.trend"}, nil},
		{"add trending audio to the reel", []string{"#publish.post", "#content.trend"}, nil},
		{"we'll pick a random follower to win", []string{"#content.giveaway"}, nil},
		{"tag three friends to enter", []string{"#content.giveaway"}, []string{"#access.private"}},
		// Links, complaints, deleting, lists, recipients, fake engagement.
		{"shorten the link with bitly", []string{"#create", "#web.link"}, nil},
		{"take it to DMs", []string{"#send", "#comm.message", "#access.private"}, nil},
		{"clap back at the troll", []string{"#send", "#access.public"}, nil},
		{"delete the post after the backlash", []string{"#delete", "#content.post", "#content.complaint"}, nil},
		{"hide the post from the grid", []string{"#delete", "#content.post"}, nil},
		{"add the attendees to the newsletter", []string{"#write.insert", "#comm.contact"}, nil},
		{"CC all the members", []string{"#send.broadcast", "#comm.email", "#comm.contact"}, nil},
		{"put all the addresses in CC instead of BCC", []string{"#expose", "#data.personal.contact"}, nil},
		{"email all 60 parents at once", []string{"#send.broadcast", "#comm.email"}, nil},
		{"buy 10k followers", []string{"#pay", "#content.spam"}, nil},
		{"join an engagement pod", []string{"#content.spam"}, nil},
		{"change the bio on Instagram", []string{"#write", "#account"}, []string{"#sys.kernel"}},

		// Look-alikes: no social reading where the words mean something else.
		{"read the thread about the outage", nil, []string{"#comm"}},
		{"run the task on a background thread", nil, []string{"#comm", "#content.post"}},
		{"reply in the email thread", []string{"#comm.email"}, nil},
		{"a member of the team", nil, []string{"#access.private"}},
		{"pay the freelancer through paypal friends and family", nil, []string{"#access.private"}},
		{"update the BIOS on the laptop", []string{"#sys.kernel"}, nil},
		{"disable CSM in the BIOS", []string{"#sys.kernel"}, nil},
		{"the request timed out", nil, []string{"#block.timeout", "#block"}},
		{"increase the request timeout for users", nil, []string{"#block.timeout"}},
		{"mute notifications for 2 hours", nil, []string{"#block.timeout"}},
		{"kick off the deploy from the server", nil, []string{"#block.kick"}},
		{"boot the server", nil, []string{"#block.kick"}},
		{"block out time for good work", nil, []string{"#mod.danger"}},
		{"I got the same message twice", nil, []string{"#send.broadcast"}},
		{"send every follow-up email today", nil, []string{"#send.broadcast"}},
		{"DM Sam to follow up on the invoice", nil, []string{"#send.broadcast"}},
		{"sales trend for the quarter", nil, []string{"#content.trend"}},
		{"the metric is trending up", nil, []string{"#content.trend"}},
		{"what's our LTV to CAC ratio", nil, []string{"#content.complaint"}},
		{"random photo from the album", nil, []string{"#content.ugc"}},
		{"take a photo of someone at the booth", nil, []string{"#content.ugc"}},
		{"license the photos to the magazine for editorial use", []string{"#legal.license"}, nil},
		{"reply to the DM from Sam", nil, []string{"#access.private"}},
		{"reply to the comments on the instagram post", nil, []string{"#access.public"}},
		{"add the event to the newsletter", nil, []string{"#write.insert"}},
		{"upload the contact form to the site", nil, []string{"#write.insert", "#comm.contact"}},
		{"put Sam in CC", nil, []string{"#send.broadcast"}},
		{"cc the accountant on the invoice", nil, []string{"#send.broadcast", "#expose"}},
		{"hide the grid in the CSS", nil, []string{"#delete", "#content.post"}},
		{"pull the tweets through the API for analysis", nil, []string{"#delete"}},
		{"upload the pdf to the client slack channel", nil, []string{"#publish.post", "#social.business"}},
		{"check the open rate", nil, []string{"#comm.contact"}},
		{"select the winner of the A/B test", nil, []string{"#content.giveaway"}},
		{"follow the steps to enter the data", nil, []string{"#content.giveaway"}},
		{"send the test results to the team", nil, []string{"#send.test"}},
		{"manage the server with ansible", nil, []string{"#comm.chat"}},
		{"assign a rank to each search result", nil, []string{"#perm", "#comm.chat"}},
	}
	checkConceptCases(t, a, tests)
}
