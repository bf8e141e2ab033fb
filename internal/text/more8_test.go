package text

import "testing"

// TestMore8Lexicon checks that lexicon/more8.txt gives social media,
// publishing, file/photo/link sharing, visibility and privacy settings and
// content about people the concepts of what they mean, and that the
// ambiguous words (post, share, story, thread, tag, pin, live, child) stay
// out of their look-alikes.
func TestMore8Lexicon(t *testing.T) {
	a := mustAnalyzer(t)
	tests := []conceptCase{
		// Posting and publishing.
		{"post a reel of the kids on instagram", []string{"#publish.post", "#content.post", "#social.other", "#person.child"}, nil},
		{"put the beach pics on my story", []string{"#publish.post", "#social", "#fs.file.media"}, nil},
		{"pin the tweet to my profile", []string{"#publish.post", "#social.twitter"}, nil},
		{"schedule the posts in hootsuite for next week", []string{"#create.schedule", "#publish.post", "#social.business"}, nil},
		{"queue the tweets in typefully", []string{"#create.schedule", "#publish.post", "#social.business"}, nil},
		{"publish the essay on substack", []string{"#publish.post", "#social.other"}, nil},
		{"put the recap on my blog", []string{"#publish.post", "#content.post"}, nil},
		{"hit publish on the wordpress draft", []string{"#publish.post", "#social.other"}, nil},
		{"wp post create --post_status=publish", []string{"#publish.post", "#content.post"}, nil},
		{"read the comments on my linkedin post", nil, []string{"#publish.post"}},
		{"reshare the announcement", []string{"#publish.post"}, nil},
		{"edit the caption on the reel", []string{"#write.edit", "#content.post"}, nil},
		{"tag my sister in the photos", []string{"#label", "#comm.mention", "#person.family", "#fs.file.media"}, nil},
		// Sharing files, photos and links.
		{"create a shared album for the family", []string{"#create", "#fs.file.media", "#doc.shared"}, nil},
		{"share the google photos album with grandma", []string{"#send", "#fs.file.media", "#doc.shared", "#person.family"}, nil},
		{"airdrop the pics to sam", []string{"#send", "#fs.file.media"}, nil},
		{"send the video through wetransfer", []string{"#send", "#doc.shared"}, nil},
		{"give jane editor access to the drive folder", []string{"#permission", "#doc.shared"}, nil},
		{"add bob as viewer on the doc", []string{"#permission", "#doc.shared"}, nil},
		{"transfer ownership of the doc to bob", []string{"#permission", "#perm"}, nil},
		{"turn on link sharing for the folder", []string{"#permission", "#doc.shared", "#access.public"}, nil},
		{"publish the google doc to the web", []string{"#permission", "#access.public", "#doc.shared"}, nil},
		{"attach the contract to the email", []string{"#send", "#comm.email"}, nil},
		{"create a public gist with the script", []string{"#publish", "#web.paste", "#access.public"}, nil},
		{"gh gist create notes.md --public", []string{"#push", "#web.paste", "#access.public"}, nil},
		{"paste the config on pastebin", []string{"#expose", "#web.paste"}, nil},
		// Visibility and privacy settings.
		{"set the video to unlisted", []string{"#write", "#access.unlisted"}, nil},
		{"switch my instagram to private", []string{"#write", "#access.private", "#social.instagram"}, nil},
		{"make the album private", []string{"#write", "#access.private", "#fs.file.media"}, nil},
		{"change the audience to friends only", []string{"#write", "#account.privacy", "#access.private"}, nil},
		{"add her to close friends", []string{"#access.private"}, nil},
		{"update the privacy settings on facebook", []string{"#write", "#account.privacy", "#social.facebook"}, nil},
		{"turn off read receipts on whatsapp", []string{"#disable", "#account.privacy"}, nil},
		{"strip the exif data from the photos", []string{"#delete", "#data.personal.location"}, nil},
		{"turn off location tagging on the camera", []string{"#disable", "#data.personal.location"}, nil},
		{"turn on facial recognition in google photos", []string{"#enable", "#data.personal.biometric", "#fs.file.media"}, nil},
		{"unfriend him on facebook", []string{"#block", "#social.facebook"}, nil},
		{"report the profile for harassment", []string{"#block.report", "#block"}, nil},
		{"flag the comment as spam", []string{"#block.report", "#content.comment"}, nil},
		{"delete my instagram", []string{"#delete", "#account", "#social.instagram"}, nil},
		{"request a copy of my data from google", []string{"#data.export", "#data.personal"}, nil},
		// Content about people.
		{"screenshot the dms and post them", []string{"#fs.file.media", "#data.personal.private", "#publish.post"}, nil},
		{"post a photo of my son on facebook", []string{"#publish.post", "#fs.file.media", "#person.child", "#social.facebook"}, nil},
		{"upload photos of my child", []string{"#push", "#person.child", "#fs.file.media"}, nil},
		{"post the family photos on facebook", []string{"#publish.post", "#person.family", "#fs.file.media"}, nil},
		{"send the baby pics to mom", []string{"#send", "#person.child", "#person.family"}, nil},
		{"doxx the guy who cut me off", []string{"#expose"}, nil},
		{"post her home address on twitter", []string{"#publish.post", "#expose", "#data.personal.contact"}, nil},
		{"tell the group chat about her miscarriage", []string{"#send", "#comm.chat", "#health"}, nil},
		{"forward the private conversation to the team", []string{"#comm.forward", "#data.personal.private"}, nil},
		// Look-alikes stay out.
		{"make the field private in the class", nil, []string{"#access.private", "#write"}},
		{"make vim my editor", nil, []string{"#permission", "#doc.shared"}},
		{"the parent process forks a child process", nil, []string{"#person.child", "#person"}},
		{"the children of the dom node", nil, []string{"#person.child"}},
		{"tag the release v1.2", nil, []string{"#comm.mention", "#publish.post"}},
		{"tag the commit with the version", nil, []string{"#comm.mention"}},
		{"pin the numpy version", nil, []string{"#publish.post", "#content.post"}},
		{"the live site is down", nil, []string{"#publish.post"}},
		{"bump the minor version", nil, []string{"#person.child"}},
		{"print the exif orientation", nil, []string{"#data.personal.location"}},
		{"send a post request to the api", nil, []string{"#content.post", "#publish.post"}},
		{"the post method returns 201", nil, []string{"#content.post", "#publish.post"}},
		{"check the share price of apple", nil, []string{"#publish.post", "#send"}},
		{"use a thread pool for the workers", nil, []string{"#comm"}},
		{"estimate the story points for the ticket", nil, []string{"#content.post"}},
		{"set the field to null", nil, []string{"#access.private", "#access.public"}},
		{"attach the debugger to the process", nil, []string{"#send", "#comm.email"}},
		{"report the test coverage numbers", nil, []string{"#block.report"}},
		{"report the account balance to finance", nil, []string{"#block.report", "#delete"}},
		{"open the photo library in xcode", nil, []string{"#doc.shared", "#send"}},
		{"download the model checkpoint", nil, []string{"#data.personal"}},
		{"schedule the postmortem meeting", nil, []string{"#publish.post"}},
		{"update the thread safety notes", nil, []string{"#comm"}},
	}
	checkConceptCases(t, a, tests)
}
