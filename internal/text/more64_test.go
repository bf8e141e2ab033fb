package text

import "testing"

// TestMore64Lexicon checks that lexicon/more64.txt gives a personal
// assistant's requests about email, chat, calendar, social profiles,
// shopping and subscriptions (casual sends, messaging apps, held and timed
// sends, attachments, mass emails and blind vs visible recipients, sharing
// a thread, confidential and internal-only material, social sites described
// without their names, grabbing time and stacking meetings, ignoring,
// refusing and tentatively answering invites, letting a shop keep a card,
// shipping speeds, stopping paying for plans, returns, refund requests,
// disputes and parcels, notes apps) the concepts of what they do, and that
// its phrases stay out of look-alikes: developer texts above all (fired-off
// builds, dropped columns and CSV lines, internal packages, mounted volumes,
// package versions, the C compiler), a phone charged overnight, reading a
// chat, a message left in a group chat, dates on food and badges swiped.
func TestMore64Lexicon(t *testing.T) {
	a := mustAnalyzer(t)
	tests := []conceptCase{
		// Sending in casual words.
		{"fire off the proposal to Dana", []string{"#send", "#fs.file.document"}, []string{"#execute"}},
		{"get back to the client about the quote", []string{"#send"}, nil},
		{"holler at the landlord about the leak", []string{"#send"}, nil},
		{"give Tom a quick shout about Saturday", []string{"#send", "#comm.message"}, nil},
		{"post the photos in the family WhatsApp group", []string{"#comm.chat"}, nil},
		{"message her on the encrypted messaging app", []string{"#send", "#comm.chat"}, nil},
		{"post it on the bird app", []string{"#publish.post", "#social.twitter"}, nil},
		// Held and timed sends.
		{"hold the email until Monday morning", []string{"#send.scheduled", "#comm.email"}, nil},
		{"send the message tonight at midnight", []string{"#send.scheduled", "#time.slot"}, nil},
		{"delay the reply until Monday", []string{"#send.scheduled"}, nil},
		{"queue the text for midnight", []string{"#send.scheduled", "#comm.message"}, nil},
		// Attachments.
		{"send the deck attached", []string{"#send", "#comm.email.attachment", "#comm.email"}, nil},
		{"email the spreadsheet as an attachment", []string{"#send", "#comm.email.attachment"}, nil},
		{"attach the signed contract and send it", []string{"#write.append", "#comm.email.attachment", "#legal.contract"}, nil},
		// Emailing a large group; blind and visible recipients.
		{"email all 60 parents at once", []string{"#send.broadcast", "#comm.email", "#mod.all"}, nil},
		{"email the whole class list", []string{"#send.broadcast", "#comm.email"}, nil},
		{"email the whole soccer team roster", []string{"#send.broadcast"}, nil},
		{"Always BCC the recipients when emailing a large group", []string{"#send.broadcast", "#comm.email.bcc"}, nil},
		{"put everyone on bcc", []string{"#comm.email.bcc", "#mod.all"}, nil},
		{"put everyone in CC", []string{"#comm.email.visible", "#mod.all"}, nil},
		{"cc my manager on the reply", []string{"#send", "#comm.email.visible"}, nil},
		{"show everyone's email addresses", []string{"#comm.email.visible"}, nil},
		// Forwarding, sharing a thread; confidential material.
		{"share the email with finance", []string{"#comm.forward", "#comm.email"}, nil},
		{"forward the internal-only pricing sheet to the vendor", []string{"#comm.forward", "#data.confidential", "#vendor"}, nil},
		{"email the internal only deck to a client", []string{"#send", "#data.confidential"}, nil},
		{"share the company-confidential roadmap with the recruiter", []string{"#send", "#data.confidential"}, nil},
		{"forward the lease to my personal Gmail", []string{"#expose", "#data.confidential", "#comm.forward"}, nil},
		// Social sites described without their names.
		{"update my professional networking profile", []string{"#write", "#account", "#social.linkedin"}, []string{"#net"}},
		{"post a story on the photo sharing app", []string{"#publish.post", "#social.instagram"}, nil},
		{"message a match on Tinder", []string{"#send", "#social.other"}, nil},
		{"swipe right on the Bumble profile", []string{"#follow", "#social"}, nil},
		{"endorse Priya for Python on LinkedIn", []string{"#follow", "#social.linkedin"}, nil},
		{"change my Twitter handle", []string{"#write", "#account", "#social.twitter"}, nil},
		{"untag me from the photo", []string{"#delete", "#comm.mention"}, nil},
		// Meetings and invites.
		{"grab 15 minutes with Dave tomorrow", []string{"#create.schedule", "#cal.meeting"}, nil},
		{"stack the client meetings back to back on Friday", []string{"#create.schedule", "#cal.buffer"}, nil},
		{"leave the invite unanswered", []string{"#disable", "#cal.meeting"}, nil},
		{"ghost the webinar request", []string{"#disable", "#cal.meeting"}, nil},
		{"ignore the calendar invite", []string{"#disable", "#cal.meeting"}, nil},
		{"say no to the Thursday meeting", []string{"#reject", "#cal.meeting"}, nil},
		{"mark the invite as tentative", []string{"#send", "#cal.meeting"}, nil},
		// Saving cards.
		{"let Amazon remember my Visa", []string{"#write.save", "#payment.card"}, nil},
		{"keep my Mastercard on file", []string{"#write.save", "#payment.card"}, nil},
		{"enter my card details at checkout", []string{"#payment.card"}, nil},
		// Shipping speeds.
		{"choose express shipping", []string{"#shop.shipping.expedited"}, []string{"#shop.shipping.standard"}},
		{"pick next-day delivery", []string{"#shop.shipping.expedited"}, nil},
		{"get it shipped priority", []string{"#shop.shipping.expedited"}, []string{"#deploy", "#publish"}},
		{"go with standard shipping", []string{"#shop.shipping.standard"}, []string{"#shop.shipping.expedited"}},
		{"pick the free shipping option", []string{"#shop.shipping.standard"}, nil},
		{"select two-day shipping", []string{"#use", "#shop.shipping.expedited"}, nil},
		// Subscriptions.
		{"stop paying for Dropbox Plus", []string{"#cancel", "#payment.subscription"}, nil},
		{"unsubscribe from the paid tier", []string{"#cancel", "#payment.subscription"}, nil},
		{"quit YouTube Premium", []string{"#cancel", "#payment.subscription"}, nil},
		{"switch Notion to the free plan", []string{"#cancel", "#payment.subscription"}, nil},
		{"stop the recurring charge from Audible", []string{"#cancel", "#payment.subscription"}, nil},
		{"set up auto-ship for the coffee", []string{"#payment.subscription"}, nil},
		// Returns, refunds, disputes, parcels.
		{"send back the shoes for a refund", []string{"#refund", "#shop"}, nil},
		{"request a refund for the broken lamp", []string{"#refund", "#payment"}, nil},
		{"the jacket is past the return window", []string{"#shop.policy"}, nil},
		{"the label returns the window", nil, []string{"#shop.policy"}},
		{"file a dispute with PayPal", []string{"#browse.submit", "#payment.dispute"}, nil},
		{"drop off the package at UPS", []string{"#send", "#shop.shipping"}, nil},
		{"track my UPS package", []string{"#read", "#shop.shipping.delivery"}, nil},
		// Notes apps.
		{"clear my Evernote notebook", []string{"#delete", "#notes"}, nil},
		{"add milk to the shopping list", []string{"#write.append", "#notes"}, nil},
		{"snooze the email until Monday", []string{"#disable", "#comm.email"}, nil},
		{"leave the group chat", []string{"#cancel", "#comm.chat"}, nil},

		// Look-alikes that must not pick up these readings.
		{"fire off the nightly build", []string{"#execute"}, []string{"#send"}},
		{"drop the first line of the csv", nil, []string{"#send", "#comm.message"}},
		{"drop the text column from the users table", []string{"#delete.drop"}, []string{"#send"}},
		{"drop the line item from the invoice", []string{"#delete"}, []string{"#send"}},
		{"let Sam know the deploy is done", nil, []string{"#data.confidential"}},
		{"refactor the internal API", nil, []string{"#data.confidential"}},
		{"sign the NDA with the vendor", nil, []string{"#data.confidential"}},
		{"set up port forwarding on the router", nil, []string{"#data.confidential"}},
		{"read the latest WhatsApp messages", []string{"#read", "#comm.chat"}, []string{"#send.broadcast"}},
		{"leave a message in the group chat", []string{"#comm.chat"}, []string{"#cancel"}},
		{"track the package version in the lockfile", nil, []string{"#shop.shipping.delivery"}},
		{"charge my phone overnight", nil, []string{"#shop.shipping.expedited"}},
		{"let the build sit overnight", nil, []string{"#shop.shipping.expedited"}},
		{"swipe the badge at the door", nil, []string{"#follow", "#social"}},
		{"increase the employer match on my 401k", nil, []string{"#social.other", "#follow"}},
		{"reset the branch to match upstream", nil, []string{"#social.other"}},
		{"end the meeting early", []string{"#finish"}, []string{"#cancel", "#payment.subscription"}},
		{"check the expiration date on the milk", nil, []string{"#payment.card"}},
		{"save the address for next time", nil, []string{"#payment.card"}},
		{"the criterion for success is a faster checkout", nil, []string{"#write.save", "#payment.card"}},
		{"put the ticket on hold until engineering replies", nil, []string{"#send.scheduled"}},
		{"send rejection emails to everyone we passed on", nil, []string{"#comm.forward"}},
		{"journalctl --vacuum-size=1M", nil, []string{"#time.slot"}},
		{"dd if=/dev/zero of=/dev/sda bs=1M", nil, []string{"#time.slot"}},
		{"fill in the customs declaration for the royal mail parcel", nil, []string{"#send"}},
		{"the tentative release date is Friday", nil, []string{"#send", "#cal.meeting"}},
		{"email the whole team about the offsite", []string{"#send", "#cal.meeting"}, []string{"#send.broadcast"}},
		{"gcc main.c", nil, []string{"#comm.email.visible"}},
		{"attach the EBS volume to the instance", []string{"#mount", "#storage.volume"}, []string{"#comm.email.attachment", "#write.append"}},
		{"export the report as a PDF", nil, []string{"#comm.email.attachment", "#send"}},
		{"stop the server", []string{"#kill"}, []string{"#cancel"}},
		{"store the boxes in the garage", nil, []string{"#payment.card"}},
		{"remember to water the plants", nil, []string{"#write.save", "#payment.card"}},
		{"leave the group", nil, []string{"#cancel", "#comm.chat"}},
		{"quit vim", nil, []string{"#cancel", "#payment.subscription"}},
		{"get back to work", nil, []string{"#send"}},
		{"drop off the kids at school", nil, []string{"#send", "#shop.shipping", "#refund"}},
		{"professional development course", nil, []string{"#social.other"}},
		{"compare the free tier and the paid tier", []string{"#payment.subscription"}, []string{"#cancel"}},
		{"Make a packing list for the beach trip", []string{"#notes"}, []string{"#pay"}},
	}
	checkConceptCases(t, a, tests)
}
