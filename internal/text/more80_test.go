package text

import "testing"

// TestMore80Lexicon checks that lexicon/more80.txt gives a security and IT
// admin agent's risky acts their concepts: MFA turned off, waived or
// bypassed for someone (two-step, exclusion and bypass groups, exceptions,
// sign-in methods), passwords read out and temporary access passes,
// secrets left in tickets and wikis, owner and admin roles granted in
// casual words, PIM elevation and break-glass accounts, people signed out
// everywhere, OAuth and third-party apps given consent or access, tokens
// minted and rolled, lost and stolen devices, compliance exemptions,
// containment lifted, evidence preserved, auditing turned off and lockouts
// cleared; and that reading, listing and checking the same things, and
// look-alikes (a two-step process, an issue about a key, preserving
// whitespace, rolling out a format, a pinned version), do not pick them up.
func TestMore80Lexicon(t *testing.T) {
	a := mustAnalyzer(t)
	checkConceptCases(t, a, []conceptCase{
		// MFA turned off, waived or bypassed for one person.
		{"turn off two-step for Dana", []string{"#disable", "#secret.mfa"}, nil},
		{"turn off 2-step for the shared mailbox user", []string{"#disable", "#secret.mfa"}, nil},
		{"waive 2FA for the board members", []string{"#disable", "#secret.mfa"}, nil},
		{"add Dana to the MFA exclusion group", []string{"#disable", "#secret.mfa"}, nil},
		{"put Dana in the MFA bypass group", []string{"#disable", "#secret.mfa"}, nil},
		{"carve out an exception to the MFA policy for the CFO", []string{"#disable", "#secret.mfa"}, nil},
		{"whitelist his IP from MFA", []string{"#disable", "#secret.mfa"}, nil},
		{"let Dana log in without MFA", []string{"#disable", "#secret.mfa"}, nil},
		{"let him in without the second factor", []string{"#disable", "#secret.mfa"}, nil},
		{"drop the MFA requirement for the warehouse staff", []string{"#disable", "#secret.mfa"}, nil},
		{"disable number matching", []string{"#disable", "#secret.mfa"}, nil},
		{"remove his phone as a sign-in method", []string{"#disable", "#secret.mfa"}, nil},
		{"add him to the conditional access exclusion", []string{"#disable", "#iam.conditional_access"}, nil},
		{"register a new YubiKey for Dana", []string{"#create", "#secret.mfa"}, nil},
		// Passwords read out, temporary access passes, lockouts.
		{"read the password back to him over the phone", []string{"#send", "#expose", "#secret.password"}, nil},
		{"generate a temporary access pass for Dana", []string{"#create", "#secret.password"}, nil},
		{"reset Dana's lockout", []string{"#unlock", "#account"}, nil},
		{"lock Bob out of everything", []string{"#lock", "#account"}, nil},
		// Secrets left in tickets, issue trackers and wikis.
		{"put the password in the Zendesk ticket", []string{"#expose", "#secret.password"}, nil},
		{"attach the credentials to the Zendesk ticket", []string{"#expose", "#secret"}, nil},
		{"add the root password to the wiki", []string{"#expose", "#secret.password"}, nil},
		{"store the admin password in the wiki page", []string{"#expose", "#secret.password"}, nil},
		{"drop the API key in the Jira comment", []string{"#expose", "#secret.token"}, nil},
		{"put the creds in the ticket so the vendor can log in", []string{"#expose", "#secret"}, nil},
		// Admin and owner roles, elevation, break-glass accounts.
		{"give Dana owner permissions on the workspace", []string{"#permission", "#account.admin"}, nil},
		{"give him superuser", []string{"#permission", "#account.admin"}, nil},
		{"bump her to admin", []string{"#permission", "#account.admin"}, nil},
		{"elevate her access to admin", []string{"#permission", "#account.admin"}, nil},
		{"promote Bob to org owner", []string{"#permission", "#account.admin"}, nil},
		{"add Bob as an org owner on GitHub", []string{"#permission", "#account.admin"}, nil},
		{"grant owner role on the GitHub org", []string{"#permission", "#account.admin"}, nil},
		{"activate the PIM role", []string{"#permission", "#account.admin"}, nil},
		{"use the break-glass account", []string{"#login", "#account.admin"}, nil},
		{"log in with the emergency access account", []string{"#login", "#account.admin"}, nil},
		// Signed out everywhere; impersonation.
		{"sign Dana out everywhere", []string{"#logout", "#account.session", "#mod.all"}, nil},
		{"boot Dana from every device", []string{"#logout", "#account.session"}, nil},
		{"impersonate the user", []string{"#login", "#mod.others"}, nil},
		// OAuth and third-party apps given access or consent.
		{"approve the app's access to everyone's mail", []string{"#permission", "#iam.oauth_app", "#mod.all"}, nil},
		{"consent to the app for the whole tenant", []string{"#permission", "#iam.oauth_app"}, nil},
		{"authorize the third-party app for all users", []string{"#permission", "#iam.oauth_app"}, nil},
		{"give the third-party app Mail.ReadWrite for all users", []string{"#permission", "#iam.oauth_app"}, nil},
		{"let the Slack app read everyone's DMs", []string{"#permission", "#iam.oauth_app"}, nil},
		{"approve the OAuth request for the CRM integration", []string{"#permission", "#iam.oauth_app"}, nil},
		// Tokens minted and rolled.
		{"mint a new PAT with admin scope", []string{"#create", "#secret.token"}, nil},
		{"roll the Okta API token", []string{"#rotate", "#secret.token"}, nil},
		// Lost and stolen devices, compliance.
		{"the CEO lost her laptop", []string{"#sys.device.lost"}, nil},
		{"report the laptop as stolen", []string{"#lock", "#sys.device.lost"}, nil},
		{"exempt the laptop from the compliance policy", []string{"#disable", "#sys.device.mdm"}, nil},
		{"mark the laptop as compliant", []string{"#write.config", "#sys.device.mdm"}, nil},
		// Containment lifted, evidence kept, auditing off.
		{"unisolate the host", []string{"#enable"}, nil},
		{"lift the network containment on the laptop", []string{"#enable", "#net"}, nil},
		{"pull the laptop off the network", []string{"#block.isolate"}, nil},
		{"preserve the audit logs before wiping", []string{"#copy.backup", "#sec.forensics"}, nil},
		{"turn off auditing", []string{"#disable", "#code.log"}, nil},
		{"unblock the sender", []string{"#enable", "#sec.phishing"}, nil},

		// Second round: commands, handing credentials over, weaker factors,
		// roles by flag, apps for everyone, tenant-wide, encryption enforced.
		{"gam user bob turn2sv off", []string{"#disable", "#secret.mfa"}, nil},
		{"gam update user bob@acme.com is2svenforced false", []string{"#disable", "#secret.mfa"}, nil},
		{"okta factors reset for bob", []string{"#revert", "#secret.mfa"}, nil},
		{"downgrade her MFA to SMS", []string{"#disable", "#secret.mfa.weak"}, nil},
		{"switch him from the security key to text codes", []string{"#write.config", "#secret.mfa.weak"}, nil},
		{"allow SMS as a second factor", []string{"#enable", "#secret.mfa.weak"}, nil},
		{"hand over the admin creds to the MSP", []string{"#expose", "#secret"}, nil},
		{"put the root password in the onboarding doc", []string{"#expose", "#secret.password"}, nil},
		{"stick the creds in the runbook", []string{"#expose", "#secret"}, nil},
		{"add the wifi password to the public wiki", []string{"#expose", "#secret.password"}, nil},
		{"leave the API key in the Zendesk macro", []string{"#expose", "#secret.token"}, nil},
		{"gh api orgs/acme/memberships/bob -f role=admin", []string{"#permission", "#account.admin"}, nil},
		{"approve the Salesforce app for everyone", []string{"#permission", "#iam.oauth_app"}, nil},
		{"let users install any Slack app", []string{"#permission", "#iam.oauth_app"}, nil},
		{"remove the app's access to Google Drive", []string{"#cancel", "#iam.oauth_app"}, nil},
		{"nuke the phish tenant-wide", []string{"#delete", "#mod.all"}, nil},
		{"create an org-wide API key", []string{"#create", "#secret.token", "#mod.all"}, nil},
		{"send a wipe command to the lost iPad", []string{"#delete.purge", "#sys.device.lost"}, nil},
		{"enforce BitLocker through Intune", []string{"#enable", "#sys.security.encryption"}, nil},
		{"pause Defender for an hour", []string{"#disable", "#sys.security"}, nil},
		{"capture a memory image before shutting down", []string{"#copy.backup", "#sec.forensics"}, nil},
		{"keep the logs for the investigation", []string{"#copy.backup", "#sec.forensics"}, nil},

		// Reads, lists and checks of the same things stay reads.
		{"check Dana's MFA status", []string{"#read.verify", "#secret.mfa"}, []string{"#disable", "#delete"}},
		{"list users without MFA", []string{"#read.list", "#secret.mfa"}, []string{"#disable"}},
		{"how many users have MFA exclusions", []string{"#secret.mfa"}, []string{"#disable"}},
		{"show the MFA exclusion group members", []string{"#read", "#secret.mfa"}, []string{"#disable", "#create"}},
		{"show me the conditional access policies", []string{"#read"}, []string{"#disable", "#write.config"}},
		{"list the domain admins", []string{"#read.list", "#account.admin"}, []string{"#permission"}},
		{"who are the org owners", []string{"#account.admin"}, []string{"#permission"}},
		{"show the PIM role assignments", []string{"#read"}, []string{"#permission"}},
		{"look up the break-glass account's last sign-in", []string{"#read.search"}, []string{"#permission"}},
		{"list the third-party apps", []string{"#read.list", "#iam.oauth_app"}, []string{"#permission"}},
		{"review the app's permissions", []string{"#read.verify", "#iam.oauth_app"}, []string{"#permission"}},
		{"show the API token's scopes", []string{"#read", "#secret.token"}, []string{"#create", "#rotate"}},
		{"list the API keys", []string{"#read.list", "#secret.token"}, []string{"#create", "#rotate", "#cancel"}},
		{"check the lost laptop's last location", []string{"#read.verify", "#sys.device.lost"}, []string{"#lock", "#delete"}},
		{"view the compliance status of the laptops", []string{"#read", "#sys.device.mdm"}, []string{"#write.config", "#disable"}},
		{"read the Jira ticket about the password reset", []string{"#read"}, []string{"#expose"}},
		{"summarize the Zendesk ticket", nil, []string{"#expose"}},
		{"show Bob's active sessions", []string{"#read", "#account.session"}, []string{"#logout"}},
		{"check whether the host is contained", []string{"#read.verify"}, []string{"#block.isolate"}},
		{"show the audit log", []string{"#read", "#code.log"}, []string{"#disable", "#delete"}},
		{"add a note about the password reset to the ticket", nil, []string{"#expose"}},
		{"add the password reset steps to the wiki", nil, []string{"#expose"}},
		{"the org chart", nil, []string{"#mod.all"}},
		{"the tenant id", nil, []string{"#mod.all"}},
		{"check the MFA method on her account", []string{"#read.verify", "#secret.mfa"}, []string{"#disable", "#write.config"}},
		{"how many users still use SMS codes", []string{"#secret.mfa.weak"}, []string{"#enable", "#write.config"}},
		{"list the lost devices in Intune", []string{"#read.list", "#sys.device.lost"}, []string{"#lock", "#delete.purge"}},
		{"show which apps have admin consent", []string{"#read", "#iam.oauth_app"}, []string{"#permission"}},
		{"check whether BitLocker is enforced", []string{"#read.verify", "#sys.security.encryption"}, []string{"#disable"}},
		{"look up the YubiKey serial for Dana", []string{"#read.search", "#secret.mfa"}, []string{"#create", "#delete"}},
		// Look-alikes in other senses.
		{"it is a two-step process", nil, []string{"#secret.mfa", "#disable"}},
		{"turn off the lights in two steps", nil, []string{"#secret.mfa"}},
		{"check that the inventory contains the host", nil, []string{"#block.isolate"}},
		{"there is an issue with the API key", nil, []string{"#create"}},
		{"roll out the new token format", nil, []string{"#rotate"}},
		{"preserve whitespace in the logs", nil, []string{"#sec.forensics", "#copy.backup"}},
		{"reset the pinned versions", nil, []string{"#secret.password"}},
		{"allow the app to read the config file", nil, []string{"#iam.oauth_app", "#permission"}},
		{"let the app read env vars", nil, []string{"#iam.oauth_app", "#permission"}},
		{"the Slack password policy", nil, []string{"#expose", "#send"}},
		{"kill the tmux sessions", nil, []string{"#logout", "#account.session"}},
	})
}
