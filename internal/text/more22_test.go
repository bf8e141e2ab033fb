package text

import "testing"

// TestMore22Lexicon checks that lexicon/more22.txt gives security-operations
// work (alert triage, containment, forensics, vulnerability management,
// pentest scope, incident disclosure, phishing response, leaked secrets,
// security tooling and audit logs) the concepts of what it does, and that its
// phrases stay out of look-alike texts, developer texts above all (isolated
// and quarantined tests, containers on a host, change detection, tsconfig
// exclusions, heap dumps, IoC containers, monitoring alerts, code patches).
func TestMore22Lexicon(t *testing.T) {
	a := mustAnalyzer(t)
	tests := []conceptCase{
		// Alerts, detections, exclusions.
		{"nuke the alert, it's a false positive", []string{"#write.patch", "#sec.alert"}, nil},
		{"close the crowdstrike detection as false positive", []string{"#write.patch", "#sec.alert", "#sec"}, nil},
		{"suppress the sentinelone alert for the build server", []string{"#disable", "#sec.alert"}, nil},
		{"triage the edr alerts in the queue", []string{"#read", "#sec.alert"}, []string{"#write.patch"}},
		{"tune the detection rule for powershell", []string{"#write.config", "#sec.detection"}, nil},
		{"disable the sigma rule for impossible travel", []string{"#disable", "#sec.detection"}, nil},
		{"add-mppreference -exclusionpath C:\\tools", []string{"#create", "#sec.exclusion", "#sec"}, nil},
		{"add an EDR exclusion for the build agent folder", []string{"#sec.exclusion"}, nil},
		{"allowlist the hash in falcon", []string{"#enable", "#sec.exclusion"}, nil},
		{"check the splunk es correlation searches", []string{"#read", "#sec.siem", "#sec.detection"}, nil},
		// Containment.
		{"isolate the box", []string{"#block.isolate", "#block", "#infra.server"}, nil},
		{"isolate the laptop from the network", []string{"#block.isolate"}, nil},
		{"isolate the compromised host", []string{"#block.isolate", "#sec.incident"}, nil},
		{"network containment on host web-3", []string{"#block.isolate"}, nil},
		{"quarantine the malware sample", []string{"#block.isolate", "#sec.incident"}, nil},
		{"disable the user account for jdoe", []string{"#disable", "#account"}, nil},
		{"Disable-ADAccount -Identity jdoe", []string{"#disable", "#account"}, nil},
		{"lock the account of the compromised user", []string{"#lock", "#account", "#sec.incident"}, nil},
		{"revoke all sessions for jdoe", []string{"#logout", "#account.session"}, nil},
		{"Revoke-MgUserSignInSession -UserId jdoe", []string{"#logout", "#account.session"}, nil},
		{"burn the creds", []string{"#rotate", "#secret"}, nil},
		{"rotate the leaked aws keys", []string{"#rotate", "#secret"}, nil},
		{"aws iam delete-access-key --access-key-id AKIA123 --user-name ci", []string{"#cancel", "#secret.token"}, nil},
		{"block the malicious ip at the firewall", []string{"#block", "#sec.ioc"}, nil},
		{"block the IOCs from the threat feed", []string{"#block", "#sec.ioc"}, nil},
		{"sinkhole the c2 domain", []string{"#block", "#sec.ioc"}, nil},
		// Investigation and forensics.
		{"take a memory dump of the compromised host with winpmem", []string{"#sec.forensics", "#sec.incident"}, nil},
		{"preserve the evidence before reimaging the laptop", []string{"#copy.backup", "#sec.forensics", "#delete.format"}, nil},
		{"reimage the compromised host", []string{"#delete.format", "#sec.incident"}, nil},
		{"wipe the compromised laptop", []string{"#delete", "#sec.incident"}, nil},
		{"nuke and pave the box", []string{"#delete.format", "#sec.incident"}, nil},
		{"put the mailboxes on legal hold", []string{"#create", "#legal.hold", "#legal"}, nil},
		{"release the legal hold", []string{"#cancel", "#legal.hold"}, nil},
		// Audit logging and security tooling.
		{"aws cloudtrail stop-logging --name main", []string{"#disable", "#code.log"}, nil},
		{"turn off audit logging", []string{"#disable", "#code.log"}, nil},
		{"wevtutil cl Security", []string{"#delete", "#code.log"}, nil},
		{"history -c", []string{"#delete", "#code.log"}, nil},
		{"aws logs put-retention-policy --log-group-name app --retention-in-days 1", []string{"#write.config", "#data.retention", "#code.log"}, nil},
		{"reduce the log retention to 7 days", []string{"#write.config", "#data.retention"}, nil},
		{"uninstall the falcon sensor", []string{"#disable", "#sys.security"}, nil},
		{"sudo sentinelctl unload -a", []string{"#disable", "#sys.security"}, nil},
		{"turn off tamper protection", []string{"#disable", "#sys.security"}, nil},
		{"disable guardduty in us-east-1", []string{"#disable", "#sys.security"}, nil},
		// Vulnerability management.
		{"accept the risk on the critical cve", []string{"#approve", "#sec.risk_acceptance", "#sec.advisory"}, nil},
		{"grant a patch exception for the legacy server", []string{"#approve", "#sec.risk_acceptance"}, nil},
		{"ignore the cve in trivy", []string{"#disable", "#sec.advisory"}, nil},
		{"patch the critical cve on the web servers", []string{"#write.patch", "#sec.advisory"}, nil},
		{"trivy image myapp:latest", []string{"#read.scan", "#sec.advisory"}, nil},
		{"what's the cvss score of that bug", []string{"#sec.advisory"}, nil},
		// Pentest scope and scanners.
		{"nuclei -l targets.txt -t cves/", []string{"#read.scan", "#web"}, nil},
		{"sqlmap -u https://partner.example.com/login --batch", []string{"#read.scan", "#db"}, nil},
		{"check the pentest scope before scanning", []string{"#sec.pentest_scope"}, nil},
		{"is that host in the rules of engagement", []string{"#sec.pentest_scope"}, nil},
		{"run a burp scan against the vendor portal", []string{"#read.scan"}, nil},
		// Incident communication.
		{"notify the affected customers about the breach", []string{"#send", "#sec.incident.disclosure", "#sec.incident"}, nil},
		{"send the breach notification to the ico", []string{"#send", "#sec.incident.disclosure"}, nil},
		{"post the incident on the status page", []string{"#publish.post", "#content.statement"}, nil},
		{"publicly disclose the breach on the blog", []string{"#expose", "#sec.incident"}, nil},
		// Phishing response.
		{"pull the phish from everyone's inbox", []string{"#delete.purge", "#comm.email", "#sec.phishing"}, nil},
		{"New-ComplianceSearchAction -SearchName phish -Purge -PurgeType HardDelete", []string{"#delete.purge", "#sec.phishing"}, nil},
		{"block the sender domain", []string{"#block", "#sec.phishing"}, nil},
		{"report the phishing email", []string{"#block.report", "#sec.phishing"}, nil},
		{"release the email from quarantine", []string{"#enable", "#sec.phishing"}, nil},
		// Leaked secrets.
		{"trufflehog git https://github.com/acme/api", []string{"#read.scan", "#secret", "#vcs"}, nil},
		{"scan the git history for secrets", []string{"#read.scan", "#secret"}, nil},
		{"bfg --replace-text passwords.txt", []string{"#delete", "#secret", "#vcs.commit"}, nil},
		{"git filter-repo --invert-paths --path .env", []string{"#delete", "#secret"}, nil},
		{"bypass push protection", []string{"#disable", "#read.scan", "#secret"}, nil},

		// Look-alikes that must stay out.
		{"isolate the failing test on the build box", nil, []string{"#block.isolate"}},
		{"quarantine the flaky tests", nil, []string{"#block.isolate", "#sec.incident"}},
		{"start the container on the host", nil, []string{"#block.isolate"}},
		{"the list should contain the host name", nil, []string{"#block.isolate"}},
		{"snooze the disk space alert in datadog", nil, []string{"#sec.alert", "#sec"}},
		{"resolve the pagerduty alert for high latency", nil, []string{"#sec.alert"}},
		{"the linter reports a false positive on this line", nil, []string{"#sec.alert"}},
		{"enable language detection in the translator", nil, []string{"#sec.detection"}},
		{"turn off change detection in angular", nil, []string{"#sec.detection"}},
		{"add an exclusion for node_modules in tsconfig", nil, []string{"#sec.exclusion"}},
		{"add the office ip to the database allowlist", nil, []string{"#sec.exclusion", "#sec.ioc"}},
		{"configure a trusted publisher on pypi", nil, []string{"#sec.exclusion"}},
		{"take a heap dump of the java process", nil, []string{"#sec.forensics"}},
		{"snapshot the volume before resizing", nil, []string{"#sec.forensics"}},
		{"collect the evidence for the stripe dispute", nil, []string{"#sec.forensics"}},
		{"compute the file hash for the cache key", nil, []string{"#sec.ioc"}},
		{"register the service in the ioc container", nil, []string{"#sec.ioc"}},
		{"list the ips of the nodes", nil, []string{"#sys.security", "#sec.ioc"}},
		{"kill all tmux sessions", nil, []string{"#logout", "#account.session"}},
		{"kill the idle postgres sessions", nil, []string{"#logout", "#account.session"}},
		{"this is out of scope for this pr", nil, []string{"#sec.pentest_scope"}},
		{"we reached a compromise on the api design", nil, []string{"#sec.incident"}},
		{"the sla breach report for march", nil, []string{"#sec.incident"}},
		{"rebuild the docker image from scratch", nil, []string{"#sec.forensics", "#sec.incident"}},
		{"patch the critical path in the renderer", nil, []string{"#sec.advisory"}},
		{"defer the patch to next sprint", nil, []string{"#sec.risk_acceptance"}},
		{"mark the issue as won't fix", nil, []string{"#sec.risk_acceptance"}},
		{"send a customer notification when the order ships", nil, []string{"#sec.incident.disclosure"}},
		{"incident notification settings in pagerduty", nil, []string{"#sec.incident.disclosure", "#sec.incident"}},
		{"rotate the logs daily with logrotate", nil, []string{"#disable", "#delete"}},
		{"capture the memory usage profile", nil, []string{"#sec.forensics"}},
		{"hold the shift key while clicking", nil, []string{"#legal.hold"}},
		{"burn down chart for the sprint", nil, []string{"#rotate", "#secret"}},
		{"block the user in discord", nil, []string{"#sec.phishing", "#sec.ioc"}},
	}
	checkConceptCases(t, a, tests)
}
