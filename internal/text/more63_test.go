package text

import "testing"

// TestMore63Lexicon checks that lexicon/more63.txt gives a developer's
// coding agent's work with git, GitHub/GitLab and package registries, said in
// words, the concepts of what it does: rebasing and rewriting history
// (replaying, squashing, reordering commits), overwriting the remote (force
// pushes in words), committing (putting files under version control, checking
// in secrets), filing issues upstream (and "file" as no file on disk),
// cutting and tagging releases, publishing to PyPI/npm/RubyGems/crates.io,
// draft vs ready pull requests, GitHub Actions steps, printing the
// environment and secrets in CI logs, undoing commits, stashing and cleaning
// the working tree, cherry-picks and backports, amending, deleting branches
// and loosening branch protection. And that its phrases stay out of
// look-alikes: reading and listing, participles used as states ("the pushed
// commits", "merged branches", "the published crate"), quantities after
// "cut", bug counts, reviews of contracts, gem code pushed to GitHub,
// gardening branches, CORS origins and hotel check-ins.
func TestMore63Lexicon(t *testing.T) {
	a := mustAnalyzer(t)
	tests := []conceptCase{
		// Rebasing and rewriting history in words.
		{"replay my commits on top of upstream", []string{"#merge", "#vcs.commit"}, nil},
		{"combine the last three commits into one", []string{"#merge", "#vcs.commit"}, nil},
		{"reorder the commits", []string{"#merge", "#vcs.commit"}, nil},
		{"split the commit into two", []string{"#merge", "#vcs.commit"}, nil},
		{"fixup the commit", []string{"#merge", "#vcs.commit"}, nil},
		{"git pull --rebase", []string{"#merge", "#download"}, nil},
		{"sync my fork with upstream", []string{"#merge", "#vcs.remote"}, nil},
		{"change the author of the commits", []string{"#merge", "#vcs.commit"}, nil},
		// Force pushes in words.
		{"clobber origin", []string{"#push", "#vcs.remote", "#mod.force"}, nil},
		{"make origin match my local branch", []string{"#push", "#vcs.remote", "#mod.force"}, nil},
		{"push with lease", []string{"#push", "#mod.force"}, nil},
		{"push the rebased branch", []string{"#push", "#mod.force"}, nil},
		{"nuke the remote history", []string{"#push", "#vcs.remote", "#mod.force"}, nil},
		{"git push --force-if-includes", []string{"#push", "#mod.force"}, nil},
		// Committing in words.
		{"put the config under version control", []string{"#commit", "#vcs"}, nil},
		{"add the file to the repo", []string{"#commit", "#vcs"}, nil},
		{"track the file in git", []string{"#commit", "#vcs"}, nil},
		{"check in the API key", []string{"#commit", "#secret"}, nil},
		{"add .env to the repo", []string{"#commit", "#code.env"}, nil},
		// Filing issues.
		{"report the bug upstream", []string{"#create", "#vcs.issue"}, nil},
		{"file a bug", []string{"#create", "#vcs.issue"}, []string{"#fs.file"}},
		{"file an issue on GitHub", []string{"#create", "#vcs.issue"}, []string{"#fs.file"}},
		{"open a ticket on their bug tracker", []string{"#create", "#vcs.issue"}, nil},
		{"submit a bug report", []string{"#create", "#vcs.issue"}, nil},
		// Releases.
		{"cut v3.0", []string{"#publish", "#vcs.release"}, nil},
		{"cut a new minor", []string{"#publish", "#vcs.release"}, nil},
		{"tag v1.2.3", []string{"#label", "#vcs.tag"}, nil},
		{"promote the rc to final", []string{"#publish", "#vcs.release"}, nil},
		// Publishing to registries in words.
		{"make it pip-installable for everyone", []string{"#publish", "#pkg.registry", "#pkg.python"}, nil},
		{"push the gem", []string{"#publish", "#pkg.registry"}, nil},
		{"put it on crates.io", []string{"#publish", "#pkg.registry"}, nil},
		{"make the package available on npm", []string{"#publish", "#pkg.registry", "#pkg.npm"}, nil},
		{"submit the package to packagist", []string{"#publish", "#pkg.registry"}, nil},
		// Draft and ready pull requests.
		{"open a draft PR", []string{"#create", "#vcs.pr", "#vcs.pr.draft"}, []string{"#writing.draft"}},
		{"open a WIP pull request", []string{"#create", "#vcs.pr.draft"}, []string{"#vcs.stash"}},
		{"gh pr create --draft", []string{"#create", "#vcs.pr.draft"}, nil},
		{"mark the PR ready for review", []string{"#label", "#vcs.pr.ready"}, nil},
		{"take the PR out of draft", []string{"#label", "#vcs.pr.ready"}, nil},
		{"gh pr ready 123", []string{"#label", "#vcs.pr.ready"}, nil},
		{"convert the PR to draft", []string{"#label", "#vcs.pr.draft"}, nil},
		{"raise a merge request", []string{"#create", "#vcs.pr"}, nil},
		// GitHub Actions.
		{"add the codecov action to the workflow", []string{"#ci.action"}, nil},
		// Printing the environment and secrets in CI.
		{"run env in the job", []string{"#expose", "#code.env", "#secret"}, nil},
		{"set -x with secrets", []string{"#expose", "#secret", "#sec.debug"}, nil},
		{"print the environment in the CI step", []string{"#expose", "#secret"}, nil},
		{"dump env vars to the log", []string{"#expose", "#secret"}, nil},
		{"cat the .npmrc in CI", []string{"#expose", "#secret.token"}, nil},
		{"turn on debug logging in actions", []string{"#enable", "#sec.debug", "#ci"}, []string{"#login"}},
		// Undoing commits.
		{"undo the last pushed commit", []string{"#revert", "#vcs.commit", "#vcs.remote"}, []string{"#push"}},
		{"roll back the merge everyone pulled", []string{"#revert", "#vcs.remote"}, nil},
		{"uncommit the last change", []string{"#revert", "#vcs.commit"}, nil},
		{"git revert -m 1 abc123", []string{"#revert", "#vcs.commit"}, nil},
		{"git branch -f main abc123", []string{"#revert", "#vcs.branch", "#mod.force"}, nil},
		// Stashing and cleaning.
		{"pop the stash", []string{"#restore", "#vcs.stash"}, nil},
		{"shelve the changes", []string{"#vcs.stash"}, nil},
		{"clean the working tree", []string{"#revert", "#mod.force"}, nil},
		{"wipe untracked files", []string{"#revert", "#mod.force"}, nil},
		{"start fresh from origin", []string{"#revert", "#mod.force"}, nil},
		// Cherry-picks, backports, amends.
		{"backport the fix to 1.x", []string{"#merge", "#vcs.commit"}, nil},
		{"pick the commit into the release branch", []string{"#merge", "#vcs.commit"}, nil},
		{"amend the last commit and push", []string{"#merge", "#vcs.commit", "#push"}, nil},
		// Branches and protection.
		{"prune stale branches", []string{"#delete", "#vcs.branch"}, nil},
		{"clean up merged branches", []string{"#delete", "#vcs.branch"}, []string{"#merge"}},
		{"unprotect main", []string{"#disable", "#ci", "#vcs.branch"}, nil},
		// More: stacks, conflicts, local commits, history, registries, URLs.
		{"restack my branches", []string{"#merge", "#vcs.branch"}, nil},
		{"pull main into the feature branch", []string{"#merge", "#vcs.branch"}, nil},
		{"resolve the conflicts by taking theirs", []string{"#merge", "#vcs.commit"}, nil},
		{"overwrite the shared branch", []string{"#push", "#mod.force"}, nil},
		{"hard reset to origin", []string{"#revert", "#vcs.remote", "#mod.force"}, nil},
		{"throw away my local commits", []string{"#revert", "#vcs.commit", "#mod.force"}, nil},
		{"remove the big file from history", []string{"#delete", "#vcs.commit"}, nil},
		{"open-source the repo", []string{"#publish", "#access.public", "#vcs"}, nil},
		{"pin the issue", []string{"#label.pin", "#vcs.issue"}, nil},
		{"deprecate the old version on npm", []string{"#delete", "#pkg.registry"}, nil},
		{"push to crates.io", []string{"#publish", "#pkg.registry"}, nil},
		{"get it into the npm registry", []string{"#publish", "#pkg.registry"}, nil},
		{"put the token in the remote url", []string{"#expose", "#secret.token"}, nil},
		{"tag and push", []string{"#label", "#vcs.tag", "#push"}, nil},

		// Participles as states: no act.
		{"list the merged branches", []string{"#read.list", "#vcs.branch"}, []string{"#merge"}},
		{"show the rebased commits", []string{"#read", "#vcs.commit"}, []string{"#merge"}},
		{"find the reverted commit", []string{"#vcs.commit"}, []string{"#revert"}},
		{"the published crate is broken", []string{"#pkg"}, []string{"#publish"}},
		{"view the merged PRs", []string{"#read", "#vcs.pr"}, []string{"#merge"}},
		{"restore the deleted branch", []string{"#restore", "#vcs.branch"}, []string{"#delete"}},
		// Look-alikes.
		{"cut 1.5 hours from the invoice", nil, []string{"#publish", "#vcs.release"}},
		{"cut 2.5 cm off the board", nil, []string{"#publish", "#vcs.release"}},
		{"report the bug count to the team", nil, []string{"#create"}},
		{"request a review of the contract", nil, []string{"#assign", "#vcs.pr"}},
		{"push the gem changes to github", []string{"#push"}, []string{"#publish", "#pkg.registry"}},
		{"is the doc ready for review", nil, []string{"#vcs.pr.ready", "#label"}},
		{"convert the draft to PDF", nil, []string{"#vcs.pr.draft"}},
		{"mark the order ready for pickup", nil, []string{"#vcs.pr.ready", "#vcs.pr"}},
		{"read the release notes for the new version", []string{"#read"}, []string{"#publish"}},
		{"read the file upstream", nil, []string{"#vcs.issue", "#create"}},
		{"raise the issue at standup", nil, []string{"#create"}},
		{"move the main meeting back an hour", nil, []string{"#revert", "#vcs.branch"}},
		{"reset the main password", nil, []string{"#mod.force"}},
		{"loosen the WAF ruleset", nil, []string{"#vcs.branch"}},
		{"overwrite the Origin header", nil, []string{"#push", "#vcs.remote"}},
		{"rewrite the author bio", nil, []string{"#merge", "#vcs.commit"}},
		{"print the environment name", nil, []string{"#expose", "#secret"}},
		{"check in at the hotel", nil, []string{"#commit"}},
		{"check in the key at the front desk", nil, []string{"#commit", "#secret"}},
		{"stash the keys in the drawer", nil, []string{"#vcs.stash"}},
		{"logging in to the job portal", []string{"#login"}, []string{"#ci"}},
		{"git fetch --prune", nil, []string{"#delete"}},
		{"git push origin main", []string{"#push"}, []string{"#mod.force"}},
		{"git push origin +main", []string{"#push"}, nil},
		{"npm pack", []string{"#build"}, []string{"#publish"}},
		{"list the packages on pypi", []string{"#read.list"}, []string{"#publish"}},
		{"search pypi for a yaml parser", nil, []string{"#publish"}},
		{"gh pr list", []string{"#read.list"}, []string{"#create", "#vcs.pr.draft"}},
		{"git log --oneline", []string{"#read"}, []string{"#merge", "#revert", "#commit"}},
		{"apply the stain to the deck", nil, []string{"#vcs.stash", "#restore"}},
		{"split the commit message into lines", nil, []string{"#merge"}},
		{"accept incoming calls from the office", nil, []string{"#merge", "#vcs.commit"}},
		{"put up with the issue on my laptop", nil, []string{"#create"}},
		{"take theirs home after the party", nil, []string{"#merge"}},
		{"open the source file in the repo", nil, []string{"#publish", "#access.public"}},
		{"the open source repo has a bug", nil, []string{"#publish"}},
		{"restack the boxes in the garage", nil, []string{"#merge", "#vcs.branch"}},
		{"remove the meeting from history", nil, []string{"#vcs.commit"}},
		{"deprecate the old endpoint", nil, []string{"#pkg.registry", "#pkg"}},
	}
	checkConceptCases(t, a, tests)
}
