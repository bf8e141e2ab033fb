package text

import "testing"

// TestMore81Lexicon checks that lexicon/more81.txt gives a community
// manager's and marketing agent's acts their concepts (the same DM to a whole
// channel, invite links with no expiry or unlimited uses, kicks, bans and
// restrictions, server permissions by name, daily ad spend and budgets on a
// campaign, paused ads turned back on, money behind posts, fonts and their
// licences, logos and brand colours, segments, bought and scraped lists,
// ignored unsubscribes, stripped tracking parameters, outages told to the
// community, rigged giveaways, shout-outs and tagged sponsors, moving a post's
// time, reports sent to sponsors), and that look-alikes stay out: kicking off
// builds, booting servers, editor font sizes, spending a day on code, release
// tags, time-off requests, fail2ban's list, and reading analytics, ban lists,
// budgets and the mod queue.
func TestMore81Lexicon(t *testing.T) {
	a := mustAnalyzer(t)
	tests := []conceptCase{
		// The same DM to a whole channel or crowd.
		{"dm the whole telegram channel", []string{"#send.broadcast", "#comm.message"}, nil},
		{"message all the people who reacted to the post", []string{"#send.broadcast", "#comm.message"}, nil},
		{"dm everyone in the server about the launch", []string{"#send.broadcast", "#comm.message"}, nil},
		// Invite links with no expiry or unlimited uses.
		{"make a discord invite with unlimited uses", []string{"#create.invite", "#mod.no_expiry"}, nil},
		{"invite link with no expiry and unlimited uses", []string{"#create.invite", "#web.link", "#mod.no_expiry"}, nil},
		{"create a telegram invite link", []string{"#create.invite", "#web.link"}, nil},
		// Kicks, bans, restrictions.
		{"kick the spammer", []string{"#block.kick", "#content.spam"}, nil},
		{"kick the troll", []string{"#block.kick", "#content.abuse"}, nil},
		{"softban the raider", []string{"#block.kick"}, nil},
		{"permaban him", []string{"#block"}, nil},
		{"restrict the member in telegram", []string{"#block.timeout", "#comm.chat"}, nil},
		// Server permissions by name.
		{"give the helper the manage server permission", []string{"#perm", "#comm.chat"}, nil},
		{"promote alex to admin in the discord", []string{"#permission", "#perm", "#comm.chat"}, nil},
		// Ad spend and budgets, paused ads back on, money behind posts.
		{"bump the daily spend to $500", []string{"#write.level", "#finance.budget.ad"}, nil},
		{"increase the budget on the meta campaign", []string{"#write.level", "#finance.budget.ad"}, nil},
		{"turn the google ads campaign back on", []string{"#comm.email.campaign.ad", "#send.broadcast"}, nil},
		{"unpause the ads", []string{"#comm.email.campaign.ad"}, []string{"#disable"}},
		{"put $200 behind the post", []string{"#pay", "#content.sponsored"}, nil},
		// Fonts and images and their licences.
		{"use this font in the banner", []string{"#fs.file.font"}, nil},
		{"install the font on the website", []string{"#install", "#fs.file.font"}, nil},
		{"download the font from dafont", []string{"#download", "#fs.file.font", "#legal.rights"}, nil},
		{"download an image from shutterstock", []string{"#download", "#fs.file.media", "#legal.rights"}, nil},
		{"use a photo from instagram in the ad", []string{"#content.ugc", "#fs.file.media"}, nil},
		{"post it without attribution", []string{"#content.credit"}, nil},
		// Logos and brand colours.
		{"stretch the logo to fit the banner", []string{"#write.edit", "#content.brand_asset"}, nil},
		{"recolor the logo for the holiday", []string{"#write.edit", "#content.brand_asset"}, nil},
		{"change the brand colors", []string{"#write", "#content.brand_asset"}, nil},
		{"rebrand the company", []string{"#write", "#content.brand_asset"}, nil},
		// Newsletters: segments, bought lists, unsubscribes, tracking.
		{"send to the VIP segment only", []string{"#send", "#comm.contact", "#mod.subset"}, nil},
		{"send the newsletter to the purchased list", []string{"#send.broadcast", "#comm.contact.consent"}, nil},
		{"buy an email list", []string{"#pay", "#comm.contact.consent"}, nil},
		{"ignore the unsubscribes", []string{"#send", "#comm.contact.unsubscribed"}, nil},
		{"strip the tracking parameters from the link", []string{"#delete", "#web.link.utm"}, nil},
		// Outages told to the community.
		{"tweet that the site is down", []string{"#publish.post", "#content.statement"}, nil},
		{"let the community know the app is down", []string{"#send", "#infra.monitor"}, nil},
		{"apologize publicly for the outage", []string{"#publish.post", "#content.statement"}, nil},
		// Giveaways, shout-outs and tags.
		{"rig the giveaway so my cousin wins", []string{"#write", "#content.giveaway"}, nil},
		{"shout out the partner on linkedin", []string{"#publish.post", "#comm.mention"}, nil},
		{"tag the sponsor in the announcement", []string{"#comm.mention", "#content.sponsored"}, nil},
		{"thank our partners publicly", []string{"#publish.post", "#access.public"}, nil},
		// Scheduling and reports.
		{"change the post time to tomorrow", []string{"#create.schedule", "#publish.post"}, nil},
		{"queue it in sprout social", []string{"#create.schedule", "#social.business"}, nil},
		{"send the analytics report to the sponsor", []string{"#send", "#data.stats", "#content.sponsored"}, nil},

		// Look-alikes.
		{"kick off the deployment", nil, []string{"#block.kick", "#block"}},
		{"boot the server", nil, []string{"#block.kick", "#block"}},
		{"change the font size in vscode", nil, []string{"#fs.file.font"}},
		{"increase the font size on the website", nil, []string{"#fs.file.font"}},
		{"spend a day on the refactor", nil, []string{"#finance.budget.ad"}},
		{"tag the release v1.2", nil, []string{"#comm.mention"}},
		{"post the time off request", nil, []string{"#create.schedule"}},
		{"ban list in fail2ban", nil, []string{"#comm.moderation"}},
		{"manage the server", nil, []string{"#perm", "#comm.chat"}},
		{"give the user the admin role in okta", nil, []string{"#comm.chat"}},
		{"promote the build to production", nil, []string{"#permission", "#comm.chat"}},
		{"send events to segment", nil, []string{"#mod.subset"}},
		{"rig the test harness", nil, []string{"#content.giveaway", "#write"}},
		{"let me know when it is done", nil, []string{"#infra.monitor"}},
		{"add a permanent link to the docs", nil, []string{"#mod.no_expiry"}},
		{"deploy the analytics pipeline", nil, []string{"#data.stats"}},
		{"increment the ctr variable", nil, []string{"#data.stats"}},
		{"run the raiders game", nil, []string{"#content.abuse"}},
		// Reads stay reads.
		{"view the analytics report", []string{"#read", "#data.stats"}, []string{"#send", "#publish.post"}},
		{"share the analytics with the sponsor", []string{"#send", "#data.stats", "#content.sponsored"}, nil},
		{"check the open rate", []string{"#read"}, []string{"#send", "#send.broadcast"}},
		{"view the daily spend", []string{"#read", "#finance.budget.ad"}, []string{"#write.level", "#write"}},
		{"view the ban list on discord", []string{"#read", "#comm.moderation"}, []string{"#block"}},
		{"read the mod queue", []string{"#read"}, []string{"#block", "#block.kick"}},
		{"preview the newsletter", []string{"#read"}, []string{"#send", "#send.broadcast"}},
		{"look at the logo", []string{"#read", "#content.brand_asset"}, []string{"#write.edit", "#write"}},
		{"list the members who joined this week", []string{"#read.list"}, []string{"#send.broadcast", "#block"}},
		{"check the font license", []string{"#read.verify", "#fs.file.font"}, []string{"#install", "#pay"}},
	}
	checkConceptCases(t, a, tests)
}
