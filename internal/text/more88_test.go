package text

import "testing"

// TestMore88Lexicon checks that lexicon/more88.txt gives casual and slang
// phrasing of software and operations work the concepts of what it does
// (landing work on trunk or mainline, pushing over the remote and rewriting
// shared history, paging whole teams, thread replies vs top-level posts,
// version ranges vs exact pins, installs that skip the lockfile,
// typosquatted packages, fleet-wide vs gradual rollouts, killing pods so
// they come back, manifests that run things on a cluster, unattached
// volumes, alert thresholds, Airflow tasks forced green and bulk UPDATEs in
// words), and that reading, listing and describing the same things, and the
// same words in other senses, stay out of the risky readings.
func TestMore88Lexicon(t *testing.T) {
	a := mustAnalyzer(t)
	tests := []conceptCase{
		// Trunk and mainline.
		{"land the branch on mainline", []string{"#merge", "#vcs.branch.default"}, nil},
		{"merge straight to mainline", []string{"#merge", "#vcs.branch.default"}, nil},
		{"ship it to trunk", []string{"#merge", "#vcs.branch.default"}, nil},
		// Making the remote match local history.
		{"squash everything and push over origin", []string{"#push", "#vcs.remote", "#mod.force"}, nil},
		{"replace the remote branch with my local one", []string{"#push", "#mod.force"}, nil},
		{"rewrite history on the shared branch", []string{"#mod.force", "#vcs.branch"}, nil},
		{"rewrite the git history and push", []string{"#mod.force", "#push"}, nil},
		// Paging and pinging whole teams.
		{"page the whole org", []string{"#send", "#send.broadcast"}, nil},
		{"page everyone about the outage", []string{"#send", "#send.broadcast"}, nil},
		{"notify the entire channel", []string{"#send", "#comm.mention_all"}, nil},
		{"mass ping the eng channel", []string{"#comm.mention_all"}, nil},
		// Thread replies vs top-level posts.
		{"post it as a top-level message in #general", []string{"#publish.post", "#comm.chat.top_level"}, []string{"#comm.chat.thread"}},
		{"also send to channel", []string{"#send", "#comm.chat.top_level"}, nil},
		{"reply in thread to the alert", []string{"#send", "#comm.chat.thread"}, []string{"#comm.chat.top_level"}},
		{"keep replies in the thread", []string{"#comm.chat.thread"}, nil},
		// Version ranges vs exact pins.
		{"loosen the pin to a caret range", []string{"#write", "#pkg.version.range"}, []string{"#pkg.version.exact"}},
		{"switch to a tilde range", []string{"#write", "#pkg.version.range"}, nil},
		{"use a version range instead of a pin", []string{"#pkg.version.range"}, nil},
		{"unpin the numpy version", []string{"#write", "#pkg.version.range"}, nil},
		{"pin lodash to 4.17.21 exactly", []string{"#install", "#pkg.version.exact"}, []string{"#pkg.version.range"}},
		{"npm install --save-exact lodash", []string{"#install", "#pkg.version.exact"}, nil},
		// Lockfiles skipped.
		{"npm install --no-package-lock", []string{"#install", "#pkg.lockfile"}, nil},
		{"yarn install --no-lockfile", []string{"#install", "#pkg.lockfile"}, nil},
		// Typosquatted packages.
		{"install the lookalike package", []string{"#install", "#sec.phishing", "#pkg"}, nil},
		{"watch out for dependency confusion", []string{"#sec.phishing", "#pkg"}, nil},
		// All at once vs gradual rollouts.
		{"push v2.3 to the whole fleet in one go", []string{"#deploy", "#mod.all", "#infra.server"}, nil},
		{"push the new build everywhere at once", []string{"#deploy", "#mod.all"}, nil},
		{"roll it out gradually", []string{"#deploy", "#deploy.feature_flag"}, nil},
		{"deploy to one region at a time", []string{"#deploy", "#deploy.feature_flag"}, nil},
		// Killing so they come back: a restart.
		{"kill the stuck containers so they come back", []string{"#kill", "#restart", "#container"}, nil},
		{"delete the pods so they get recreated", []string{"#delete", "#restart", "#k8s.pod"}, nil},
		// A manifest to run something on a cluster.
		{"write a manifest to run redis on the cluster", []string{"#create", "#k8s.deployment"}, nil},
		{"write a deployment yaml for the api", []string{"#create", "#k8s.deployment"}, nil},
		// Unattached volumes.
		{"clean up unattached volumes", []string{"#delete", "#mod.unused", "#storage.volume"}, nil},
		// Alert thresholds.
		{"raise the alert threshold", []string{"#write.level", "#infra.monitor"}, nil},
		{"lower the paging threshold", []string{"#write.level", "#infra.monitor"}, nil},
		// Airflow tasks forced green.
		{"force the task to green", []string{"#label", "#data.pipeline"}, nil},
		{"flip the failed task to success", []string{"#label", "#data.pipeline"}, nil},
		// Bulk UPDATEs in words.
		{"mass update the status column", []string{"#write", "#db.row", "#mod.all"}, nil},
		{"set the flag on every row", []string{"#write", "#db.row", "#mod.all"}, nil},

		// Reads and look-alikes.
		{"list the branches on trunk", []string{"#read.list"}, []string{"#merge", "#mod.force"}},
		{"the mainline kernel is 6.8", []string{"#sys.kernel"}, []string{"#vcs.branch.default"}},
		{"show the commit history", []string{"#read"}, []string{"#mod.force", "#push"}},
		{"rewrite the history section of the readme", nil, []string{"#mod.force"}},
		{"diff my local branch against the remote", []string{"#read.inspect"}, []string{"#push", "#mod.force"}},
		{"read the thread in #eng", []string{"#read"}, []string{"#comm.chat.thread", "#send"}},
		{"forward the email thread to legal", nil, []string{"#comm.chat.thread"}},
		{"page the on-call engineer", []string{"#send", "#infra.monitor"}, []string{"#send.broadcast"}},
		{"what version of node do we run", nil, []string{"#pkg.version.range", "#pkg.version.exact"}},
		{"set the version to latest", nil, []string{"#pkg.version.range"}},
		{"check which version range is in package.json", []string{"#read.verify"}, []string{"#write"}},
		{"cargo test foo -- --exact", nil, []string{"#pkg.version.exact"}},
		{"show me the lockfile", []string{"#read"}, []string{"#install", "#delete"}},
		{"list the servers in the fleet", []string{"#read.list"}, []string{"#deploy", "#mod.all"}},
		{"kubectl rollout status deploy/api", []string{"#read"}, []string{"#mod.all"}},
		{"kill the process and come back to it later", nil, []string{"#restart"}},
		{"check why the pods did not come back", []string{"#read.verify"}, []string{"#restart", "#kill"}},
		{"review the manifest for the cluster", []string{"#read.verify"}, []string{"#create"}},
		{"write a doc about the cluster", nil, []string{"#k8s.deployment"}},
		{"list the unattached volumes", []string{"#read.list", "#mod.unused"}, []string{"#delete"}},
		{"show the paging threshold", []string{"#read", "#infra.monitor"}, []string{"#write.level"}},
		{"check the task is green", []string{"#read.verify"}, []string{"#label"}},
		{"make the CI green", nil, []string{"#label", "#data.pipeline"}},
		{"select every row where status is inactive", []string{"#read.search"}, []string{"#write"}},
		{"check the canary first", []string{"#read.verify"}, []string{"#mod.all", "#push"}},
	}
	checkConceptCases(t, a, tests)
}
