package text

import "testing"

// TestMore92Lexicon checks that lexicon/more92.txt gives an open-source
// maintainer's and CI/CD agent's work (closing pull requests, hiding
// comments and dismissing reviews, GitHub Discussions, admin and forced
// merges, squash vs merge commit vs rebase, auto-merge by bots and config,
// security disclosure and embargoes, release reads and drafts, Maven
// Central and container registries, publish rights, repository and org
// secrets, OIDC vs long-lived tokens, self-hosted runners, fork workflows,
// relicensing, CLAs and DCO, repository visibility, interaction limits,
// funding platforms) the concepts of what it does, and that its phrases stay
// out of look-alikes: reads of releases, runs, secrets and runners, local
// squashes, reverted merge commits, "full disclosure" as an idiom, nursing
// CNAs, heated pools and test runners.
func TestMore92Lexicon(t *testing.T) {
	a := mustAnalyzer(t)
	tests := []conceptCase{
		// Closing pull requests, comments, reviews, discussions.
		{"close the PR for the dependency bump", []string{"#reject", "#vcs.pr"}, nil},
		{"gh pr close 45", []string{"#reject", "#vcs.pr"}, nil},
		{"close dependabot PRs", []string{"#reject", "#vcs.pr", "#pkg"}, nil},
		{"minimize the off-topic comment", []string{"#disable", "#content.comment"}, nil},
		{"dismiss the approving review", []string{"#disable", "#vcs.pr"}, nil},
		{"gh pr review 12 --dismiss", []string{"#disable", "#vcs.pr"}, nil},
		{"convert the issue to a discussion", []string{"#move", "#vcs.issue"}, nil},
		{"lock the heated discussion", []string{"#lock", "#comm"}, []string{"#house.climate"}},
		{"pin the discussion", []string{"#label.pin", "#vcs.issue"}, nil},
		// Merging past protection.
		{"merge as admin bypassing the required reviews", []string{"#merge", "#disable", "#vcs.branch"}, nil},
		{"override branch protection to merge", []string{"#disable", "#ci", "#vcs.branch"}, nil},
		{"force-merge the PR despite the red CI", []string{"#disable", "#vcs.branch", "#ci.failing"}, nil},
		// Merge methods.
		{"gh pr merge 12 --squash --delete-branch", []string{"#merge", "#vcs.merge_method.squash"}, []string{"#vcs.merge_method.commit"}},
		{"merge the PR with a merge commit", []string{"#merge", "#vcs.merge_method.commit"}, []string{"#vcs.merge_method.squash"}},
		{"use rebase and merge for this PR", []string{"#vcs.merge_method.rebase"}, []string{"#vcs.merge_method.squash"}},
		{"squash and merge the contributor's PR", []string{"#merge", "#vcs.merge_method.squash", "#person.contributor"}, nil},
		// Auto-merge.
		{"turn on auto-merge for the PR", []string{"#merge.auto", "#vcs.pr"}, nil},
		{"configure renovate to automerge patch updates", []string{"#merge.auto", "#pkg"}, nil},
		{"set automerge true in renovate.json", []string{"#merge.auto", "#pkg"}, nil},
		{"@dependabot squash and merge", []string{"#merge.auto", "#pkg"}, nil},
		// Security disclosure.
		{"leak the vulnerability details to a journalist", []string{"#expose", "#sec.advisory"}, nil},
		{"go public with the vulnerability", []string{"#expose", "#sec.advisory"}, nil},
		{"email the advisory to oss-security", []string{"#send", "#sec.advisory", "#access.public"}, nil},
		{"notify the linux-distros list privately", []string{"#sec.advisory", "#access.private"}, []string{"#access.public"}},
		{"lift the embargo and publish the advisory", []string{"#publish", "#sec.advisory"}, nil},
		// Lifting an embargo publishes, whatever was embargoed.
		{"lift the embargo on the election story", []string{"#publish"}, nil},
		// "approve ... own pr" lost "own" as a stop word (more42) and
		// made every approval skip review.
		{"approve the PR", nil, []string{"#disable"}},
		{"reserve a CVE ID", []string{"#create", "#sec.advisory"}, nil},
		// Releases and registries.
		{"gh release create v2.0.0 --draft", []string{"#write.draft", "#vcs.release"}, nil},
		{"./gradlew publishToMavenCentral", []string{"#publish", "#pkg.registry"}, nil},
		{"drop the staging repository on sonatype", []string{"#delete", "#pkg.registry"}, nil},
		{"crane delete ghcr.io/org/app:1.0", []string{"#delete", "#container.image", "#pkg.registry"}, nil},
		{"give bob publish rights on PyPI", []string{"#permission", "#pkg.registry"}, nil},
		// Secrets and tokens.
		{"gh secret delete NPM_TOKEN", []string{"#delete", "#secret", "#ci"}, nil},
		{"make the org secret available to all repositories", []string{"#secret", "#ci", "#mod.all"}, nil},
		{"add PYPI_API_TOKEN to the repo secrets", []string{"#secret.token.long_lived", "#secret", "#ci"}, nil},
		{"create a fine-grained PAT with no expiration", []string{"#create", "#secret.token.long_lived"}, nil},
		{"replace the long-lived npm token with trusted publishing", []string{"#secret.token.long_lived", "#iam.oidc"}, nil},
		{"npm publish --provenance", []string{"#publish", "#iam.oidc"}, []string{"#expose"}},
		{"switch publishing to OIDC", []string{"#iam.oidc"}, []string{"#expose"}},
		{"add ::add-mask:: for the token", []string{"#sec.masking", "#secret"}, nil},
		// Runners and fork workflows.
		{"register a self-hosted runner on my laptop", []string{"#create", "#ci.runner.self_hosted"}, nil},
		{"the release job runs on self-hosted", []string{"#ci.runner.self_hosted"}, nil},
		{"approve and run workflows for the first-time contributor", []string{"#approve", "#ci.untrusted"}, nil},
		// Licences, CLAs.
		{"relicense the project to MIT", []string{"#write", "#legal.license"}, nil},
		{"switch the license to BSL 1.1", []string{"#write", "#legal.license"}, nil},
		{"strip the license headers", []string{"#delete", "#legal.license"}, nil},
		{"remove the copyright headers from the vendored files", []string{"#delete", "#legal.license"}, nil},
		{"sign the CLA on behalf of the contributor", []string{"#approve.sign", "#legal.license.cla"}, nil},
		{"merge a PR without a signed CLA", []string{"#merge", "#legal.license.cla"}, []string{"#encrypt"}},
		{"add an incompatible dependency", []string{"#pkg"}, []string{"#lab.chemical.storage"}},
		// Visibility, moderation, funding.
		{"make the repository private", []string{"#write", "#access.private", "#vcs"}, nil},
		{"set the repo visibility to public", []string{"#expose", "#access.public", "#vcs"}, nil},
		{"set interaction limits for 24 hours", []string{"#block.timeout", "#comm.moderation"}, nil},
		{"report the spammer to GitHub", []string{"#block.report"}, nil},
		{"sponsor the maintainer on GitHub", []string{"#pay", "#payment.donation.sponsorship"}, nil},
		{"cancel my GitHub sponsorship", []string{"#cancel", "#payment.donation.sponsorship"}, nil},
		{"add a Ko-fi link to the README", []string{"#payment.donation.sponsorship"}, nil},

		// Reads stay reads.
		{"gh release view v1.2.0", []string{"#read", "#vcs.release"}, []string{"#publish", "#delete"}},
		{"gh secret list", []string{"#read.list", "#secret"}, []string{"#delete", "#expose", "#create"}},
		{"list the self-hosted runners", []string{"#read.list", "#ci.runner.self_hosted"}, []string{"#create"}},
		{"pip index versions mypkg", []string{"#read.list", "#pkg.version"}, []string{"#delete", "#publish"}},
		{"npm view mypkg versions", []string{"#read"}, []string{"#publish", "#delete.yank"}},
		{"read the renovate config", []string{"#read"}, []string{"#merge", "#merge.auto"}},
		{"check the CLA status on the PR", []string{"#read.verify", "#legal.license.cla"}, []string{"#merge", "#approve.sign"}},
		{"check whether the dependency's license is compatible", []string{"#read.verify", "#legal.license"}, []string{"#write", "#delete"}},
		{"read the discussion", []string{"#read"}, []string{"#lock", "#delete"}},
		// Look-alikes.
		{"revert the merge commit", []string{"#revert"}, []string{"#vcs.merge_method.commit", "#vcs.merge_method"}},
		{"squash the commits locally", nil, []string{"#vcs.merge_method.squash", "#merge.auto"}},
		{"in the interest of full disclosure, I broke the build", nil, []string{"#expose", "#sec.advisory"}},
		{"send the VPN security details to the new hire", nil, []string{"#sec.advisory"}},
		{"the nursing CNA schedule", nil, []string{"#sec.advisory"}},
		{"restart the test runner", nil, []string{"#ci.runner.self_hosted", "#ci.runner"}},
		{"the runner ran out of disk", nil, []string{"#ci.runner.self_hosted"}},
		{"report on the release progress", nil, []string{"#block.report"}},
		{"close the browser tab", nil, []string{"#reject", "#vcs.pr"}},
		{"lift the heavy boxes", nil, []string{"#publish", "#sec.advisory"}},
		{"renovate the kitchen", nil, []string{"#merge.auto", "#pkg"}},
		{"read the license of the dependency", []string{"#read"}, []string{"#write", "#delete"}},
		{"merge the two spreadsheets", nil, []string{"#vcs.merge_method.squash", "#vcs.merge_method.commit", "#merge.auto"}},
		{"the squash soup recipe", nil, []string{"#vcs.merge_method.squash"}},
	}
	checkConceptCases(t, a, tests)
}
