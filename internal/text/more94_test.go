package text

import "testing"

// TestMore94Lexicon checks that lexicon/more94.txt gives removing,
// destroying, resetting, withdrawing and ending things, in whatever domain
// and words, the acts and things they mean: stacks and cloud projects torn
// down, IPs released, servers and sites retired or sunset, Windows deletes,
// things tossed, disposed of, culled and disbanded, stock written off by
// units, a game's player progress wiped and reset, games taken off Steam,
// package versions unpublished, unlisted and retracted, vendors and
// agencies dropped, engagements and retainers ended, notice given to a
// landlord, access and admin rights taken away, people removed from an org,
// everyone signed out, keys and coupons expired, mailing lists cleaned,
// wires and mandates cancelled, companies dissolved and shops closed for
// good. Look-alikes stay out: cleaning up code, a test's teardown, stack
// traces, retirement money, access logs, progress bars, dry runs and
// listings.
func TestMore94Lexicon(t *testing.T) {
	a := mustAnalyzer(t)
	tests := []conceptCase{
		// Cloud stacks, projects and resources.
		{"tear down the old staging VPC and its instances", []string{"#delete", "#infra.cloud.resource", "#infra.server"}, nil},
		{"tear down the staging stack", []string{"#delete", "#infra", "#env.staging"}, nil},
		{"delete the prod stack", []string{"#delete", "#infra"}, nil},
		{"sam delete --stack-name api", []string{"#delete", "#infra"}, nil},
		{"serverless remove --stage dev", []string{"#delete", "#infra"}, nil},
		{"terraform apply -destroy -auto-approve", []string{"#delete", "#infra"}, nil},
		{"shut down the GCP project", []string{"#delete", "#infra.cloud"}, nil},
		{"release the elastic IP", []string{"#delete", "#infra.cloud.resource"}, nil},
		{"aws s3 rb s3://old-logs --force", []string{"#delete", "#storage.bucket", "#mod.force"}, nil},
		{"vagrant destroy -f", []string{"#delete", "#infra.server"}, nil},
		{"retire the old jenkins box", []string{"#delete.uninstall", "#infra.server"}, nil},
		{"sunset the game servers", []string{"#delete.uninstall", "#infra.server"}, nil},
		// Shells and everyday words for throwing things out.
		{`rd /s /q C:\old`, []string{"#delete", "#fs.folder", "#mod.recursive"}, nil},
		{`ri -r -fo .\dist`, []string{"#delete", "#fs.folder", "#mod.recursive"}, nil},
		{"toss the old photos", []string{"#delete", "#fs.file.media"}, nil},
		{"chuck away the receipts", []string{"#delete"}, nil},
		{"dispose of the patient records", []string{"#delete", "#health.record"}, nil},
		{"cull the duplicate photos", []string{"#delete.purge", "#fs.file.media"}, nil},
		{"disband the guild", []string{"#delete"}, nil},
		{"purge the HR folders of people who left the company", []string{"#delete.purge", "#data.personal.hr", "#person.employee"}, nil},
		// Stock written off.
		{"write off all 120 units of item 4471", []string{"#write", "#shop.inventory"}, nil},
		{"zero out the on-hand quantity", []string{"#write", "#shop.inventory"}, nil},
		// Games.
		{"reset everyone's progression on the EU shard", []string{"#delete", "#fs.user_data.save_game"}, nil},
		{"wipe player inventories", []string{"#delete", "#fs.user_data.save_game"}, nil},
		{"delete the player's character", []string{"#delete", "#fs.user_data.save_game"}, nil},
		{"wipe the leaderboard", []string{"#delete", "#data"}, nil},
		{"reset the season leaderboard", []string{"#delete", "#data"}, nil},
		{"kick the player from the server", []string{"#block.kick"}, nil},
		{"take the game off steam", []string{"#delete.yank", "#pkg.registry.app_store"}, nil},
		// Package versions.
		{"unpublish lodash-utils 4.0.2 from npm", []string{"#delete.yank", "#pkg.registry", "#pkg.version"}, nil},
		{"unlist the nuget package", []string{"#delete.yank", "#pkg.registry"}, nil},
		{"go mod retract v1.2.3", []string{"#delete.yank", "#pkg.version"}, nil},
		{"unpublish the vscode extension", []string{"#delete.yank", "#pkg.registry"}, nil},
		// Vendors, contracts, leases, companies, shops.
		{"cancel our agreement with the payroll software provider", []string{"#cancel", "#legal.contract", "#vendor"}, nil},
		{"fire the payroll vendor", []string{"#cancel", "#vendor"}, nil},
		{"stop working with the agency", []string{"#cancel", "#vendor"}, nil},
		{"cancel the retainer", []string{"#cancel", "#legal.contract"}, nil},
		{"let the contract lapse", []string{"#cancel", "#legal.contract"}, nil},
		{"give 30 days notice to the landlord", []string{"#cancel", "#legal.contract.lease"}, nil},
		{"dissolve the LLC", []string{"#delete", "#legal.entity"}, nil},
		{"close the Etsy shop", []string{"#delete", "#shop"}, nil},
		{"unlist the video", []string{"#disable", "#content.media"}, nil},
		// Access, membership, sessions, keys.
		{"take away Bob's admin", []string{"#cancel", "#permission", "#account.admin"}, nil},
		{"strip permissions from the contractor", []string{"#cancel", "#permission"}, nil},
		{"remove bob from the github org", []string{"#cancel", "#permission", "#vcs"}, nil},
		{"pull his badge access", []string{"#cancel", "#permission"}, nil},
		{"unshare the folder", []string{"#cancel", "#permission", "#doc.shared"}, nil},
		{"sign everyone out", []string{"#logout", "#account.session"}, nil},
		{"expire the API key", []string{"#cancel", "#secret.key"}, nil},
		{"uninvite him", []string{"#cancel"}, nil},
		// Lists, money.
		{"purge inactive users", []string{"#delete.purge", "#account"}, nil},
		{"clean the mailing list", []string{"#delete", "#comm.contact"}, nil},
		{"cancel the wire", []string{"#cancel", "#payment"}, nil},
		{"revoke the mandate", []string{"#cancel", "#payment"}, nil},
		{"schtasks /delete /tn backup", []string{"#delete", "#sched.cron"}, nil},

		// Look-alikes: tidying, tests, traces, money words, logs, UI.
		{"clean up the code", []string{"#write.edit"}, []string{"#delete.purge", "#delete"}},
		{"clean up the README", []string{"#write.edit"}, []string{"#delete.purge"}},
		{"add a teardown step to the test", []string{"#code.test"}, []string{"#delete"}},
		{"remove the stack trace from the error", nil, []string{"#infra"}},
		{"contribute to my retirement plan", nil, []string{"#delete.uninstall"}},
		{"photos of the sunset", nil, []string{"#delete.uninstall", "#delete"}},
		{"pull the latest changes", nil, []string{"#delete", "#cancel", "#permission"}},
		{"pull the access logs", nil, []string{"#cancel", "#permission"}},
		{"drop me a note", nil, []string{"#delete.drop", "#delete", "#cancel"}},
		{"toss a coin", nil, []string{"#delete"}},
		{"release the new version", []string{"#publish"}, []string{"#delete", "#infra.cloud.resource"}},
		{"sign the form and send it out", nil, []string{"#logout"}},
		{"log the error out to the console", nil, []string{"#logout"}},
		{"kick off the new player onboarding flow", nil, []string{"#block.kick"}},
		{"reset the leaderboard filters", nil, []string{"#fs.user_data.save_game", "#delete"}},
		{"write off the edge cases", nil, []string{"#shop.inventory"}},
		{"add a void check() method", nil, []string{"#cancel", "#payment"}},
		{"the people who left comments", nil, []string{"#person.employee"}},
		{"read the termination notice", []string{"#read"}, []string{"#delete"}},
		{"show the vendor contract", []string{"#read", "#vendor"}, []string{"#cancel"}},
		{"compare payroll providers", []string{"#vendor"}, []string{"#cancel", "#delete"}},
		{"close the store at 9pm", nil, []string{"#delete"}},
		{"dissolve the sugar in water", nil, []string{"#delete", "#legal.entity"}},
		{"list the inactive users", []string{"#read.list", "#account"}, []string{"#delete", "#delete.purge"}},
		{"terraform plan -destroy", []string{"#read"}, []string{"#delete"}},
		{"archive the repo instead of deleting it", []string{"#archive"}, nil},
		{"retract the statement", nil, []string{"#delete.yank", "#pkg.version"}},
		{"expire the cache", nil, []string{"#cancel"}},
	}
	checkConceptCases(t, a, tests)
}
