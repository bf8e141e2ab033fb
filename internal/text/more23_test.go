package text

import "testing"

// TestMore23Lexicon checks that lexicon/more23.txt gives casual, slang and
// phrasal-verb phrasing of everyday acts (buying, booking, cancelling,
// committing, merging, starting machines, adding dependencies, storing,
// deleting, sending, releasing, repointing DNS) the concepts of the plain
// verb, and that the ambiguous verbs it uses stay out of look-alike texts
// (grabbing logs, landing on a page, pointing out a typo, checking in on a
// build, shooting photos, installing PyTorch).
func TestMore23Lexicon(t *testing.T) {
	a := mustAnalyzer(t)
	tests := []conceptCase{
		// Buying and paying.
		{"snag two tickets to the show", []string{"#pay"}, nil},
		{"grab a couple of concert tickets for saturday", []string{"#pay", "#cal.meeting"}, nil},
		{"nab us a hotel near the venue", []string{"#pay", "#travel"}, nil},
		{"lock in the fare before it goes up", []string{"#pay", "#travel"}, nil},
		{"foot the bill for the team dinner", []string{"#pay"}, nil},
		{"pony up for the pro plan", []string{"#pay"}, nil},
		{"splurge on the new macbook", []string{"#pay"}, nil},
		{"cover the bill at the restaurant", []string{"#pay", "#payment"}, nil},
		// Scheduling, cancelling, travel.
		{"pencil in lunch with sam", []string{"#create.schedule"}, nil},
		{"slot in a call with the vendor", []string{"#create.schedule", "#cal.meeting"}, nil},
		{"punt the 1:1 to next week", []string{"#create.schedule", "#cal.meeting"}, nil},
		{"nix the meeting with legal", []string{"#cancel", "#cal.meeting"}, nil},
		{"ditch the meeting", []string{"#cancel", "#cal.meeting"}, nil},
		{"scrap the trip to lisbon", []string{"#cancel", "#travel"}, nil},
		{"ditch the gym membership", []string{"#cancel", "#payment.subscription"}, nil},
		{"back out of the deal", []string{"#cancel"}, nil},
		{"pull out of the contract", []string{"#cancel", "#legal.contract"}, nil},
		{"fly out to boston friday", []string{"#travel"}, []string{"#infra.cloud"}},
		// Version control.
		{"check the weights into the repo", []string{"#commit", "#vcs"}, nil},
		{"check the model into git", []string{"#commit"}, nil},
		{"fold the hotfix into the release branch", []string{"#merge"}, nil},
		{"roll the fix into main", []string{"#merge"}, nil},
		{"get the pr merged", []string{"#merge", "#vcs.pr"}, nil},
		{"shove the branch to origin", []string{"#push", "#vcs.remote"}, nil},
		{"toss my local changes", []string{"#revert", "#vcs.commit"}, nil},
		{"ditch the uncommitted changes", []string{"#revert"}, nil},
		// Machines and services.
		{"stand up a box", []string{"#create", "#infra.server"}, []string{"#cal.meeting"}},
		{"stand up a new box for the worker", []string{"#create", "#infra.server"}, []string{"#cal.meeting"}},
		{"fire up a vm", []string{"#create", "#infra.server"}, nil},
		{"fire up a droplet", []string{"#create", "#infra.server"}, nil},
		{"spin up a redis instance", []string{"#create", "#infra.cloud.resource"}, nil},
		{"spin up a notebook", []string{"#create", "#ml.notebook"}, nil},
		{"fire up the dev server", []string{"#start", "#infra.server"}, nil},
		{"boot up the server", []string{"#start"}, nil},
		// Dependencies.
		{"pull in a library for pdf parsing", []string{"#install.add", "#pkg"}, nil},
		{"bring in a new library for dates", []string{"#install.add", "#pkg"}, nil},
		{"add zod as a dep", []string{"#install.add", "#pkg"}, nil},
		{"drop in a logging library", []string{"#install.add", "#pkg"}, []string{"#delete.uninstall"}},
		{"rip out the old auth library", []string{"#delete.uninstall", "#pkg"}, nil},
		{"ditch the lodash dependency", []string{"#delete.uninstall", "#pkg"}, nil},
		{"pip install torch torchvision", []string{"#pkg.python"}, []string{"#delete"}},
		// Storing.
		{"stick the token in localstorage", []string{"#write.save", "#secret.token"}, nil},
		{"squirrel away the recovery codes", []string{"#write.save"}, nil},
		// Deleting.
		{"torch the staging db", []string{"#delete", "#db", "#env.staging"}, nil},
		{"torch the old bucket", []string{"#delete", "#storage.bucket"}, nil},
		{"ditch the old backups", []string{"#delete", "#data.backup"}, nil},
		// Sending.
		{"shoot Kim the contract", []string{"#send", "#legal.contract"}, nil},
		{"shoot the vendor the signed quote", []string{"#send"}, nil},
		{"fire over the deck to sam", []string{"#send"}, nil},
		{"drop the screenshot in the channel", []string{"#send"}, nil},
		{"hit kim up on slack", []string{"#send"}, nil},
		// Releasing.
		{"cut a patch release", []string{"#publish", "#pkg.version"}, nil},
		{"cut a new version of the sdk", []string{"#publish", "#pkg.version"}, nil},
		{"push out the release", []string{"#publish"}, nil},
		{"get the hotfix out the door", []string{"#publish"}, nil},
		// DNS.
		{"point www at the new distro", []string{"#write", "#infra.dns"}, nil},
		{"point the apex to the load balancer", []string{"#write", "#infra.dns"}, nil},
		{"repoint the cname to cloudfront", []string{"#write", "#infra.dns"}, nil},
		{"swing the cname over to the new lb", []string{"#write", "#infra.dns"}, nil},
		{"flip the dns to the new cluster", []string{"#write", "#infra.dns"}, nil},
		// Look-alikes stay out.
		{"grab the logs from the pod", nil, []string{"#pay"}},
		{"grab a coffee", nil, []string{"#pay"}},
		{"grab the tab url", nil, []string{"#pay"}},
		{"land on the homepage", nil, []string{"#merge"}},
		{"point out the typo in the readme", nil, []string{"#infra.dns", "#write"}},
		{"point the client at the staging api", nil, []string{"#infra.dns"}},
		{"check in on the deploy", []string{"#read.verify"}, []string{"#commit"}},
		{"check into the hotel at 3", nil, []string{"#commit"}},
		{"shoot the product photos", nil, []string{"#send"}},
		{"sign the shoot contract", nil, []string{"#send"}},
		{"import torch and train the model", nil, []string{"#delete"}},
		{"torch.save the model", nil, []string{"#delete"}},
		{"torch.compile the model", nil, []string{"#delete"}},
		{"hop on a call with the vendor", nil, []string{"#pay", "#travel"}},
		{"roll back the release", nil, []string{"#publish"}},
		{"throw an error on github actions", nil, []string{"#push"}},
		{"pull out the key terms from the contract", nil, []string{"#cancel"}},
		{"pull in the latest changes from main", nil, []string{"#install.add"}},
		{"bring in the new hire for an interview", nil, []string{"#install.add", "#install"}},
		{"square up the image", nil, []string{"#pay"}},
		{"drop the price by $5", nil, []string{"#pay"}},
		{"fire the event handler", nil, []string{"#start"}},
		{"fire the intern", nil, []string{"#send", "#start"}},
		{"settle the dispute with the vendor", nil, []string{"#pay"}},
		{"stand up meeting at 9", nil, []string{"#infra.server"}},
		{"kill the graphql subscription", nil, []string{"#cancel"}},
		{"cut the string at the version prefix", nil, []string{"#infra.dns"}},
		{"bump the api call limit", nil, []string{"#create.schedule"}},
	}
	checkConceptCases(t, a, tests)
}
