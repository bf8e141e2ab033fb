package text

import "testing"

// TestMore33Lexicon checks that lexicon/more33.txt gives a small company's IT
// administration (Google Workspace and Microsoft 365 consoles, GAM and
// PowerShell, offboarding, licence seats, admin roles, groups, external
// sharing, mail forwarding and routing, identity providers, MFA, MDM, VPN,
// printers, SaaS audits, eDiscovery) the concepts of what it does, and that
// its phrases stay out of look-alike developer texts (User models, GROUP BY,
// port forwarding, licence keys, local caches, Django admin panels,
// suspended goroutines).
func TestMore33Lexicon(t *testing.T) {
	a := mustAnalyzer(t)
	tests := []conceptCase{
		// Directory user accounts.
		{"gam create user jdoe@acme.com firstname Jane lastname Doe", []string{"#create", "#account"}, nil},
		{"New-MgUser -DisplayName 'Jane Doe' -UserPrincipalName jane@acme.com", []string{"#create", "#account"}, nil},
		{"gam delete user bob@acme.com", []string{"#delete", "#account"}, nil},
		{"Remove-MsolUser -UserPrincipalName bob@acme.com -Force", []string{"#delete", "#account"}, nil},
		{"delete Bob's workspace account now that he's gone", []string{"#delete", "#account"}, nil},
		{"gam update user bob@acme.com suspended on", []string{"#disable", "#account"}, nil},
		{"Set-MsolUser -UserPrincipalName bob@acme.com -BlockCredential $true", []string{"#disable", "#account"}, nil},
		{"suspend the m365 account for the contractor", []string{"#disable", "#account"}, nil},
		{"gam undelete user bob@acme.com", []string{"#restore", "#account"}, nil},
		{"gam print users > users.csv", []string{"#read.list", "#account"}, []string{"#delete"}},
		// Passwords, MFA, sessions.
		{"Set-MsolUserPassword -UserPrincipalName amy@acme.com -NewPassword x", []string{"#revert", "#secret.password"}, nil},
		{"gam update user amy@acme.com password random changepassword on", []string{"#revert", "#secret.password"}, nil},
		{"enforce MFA for all staff", []string{"#enable", "#secret.mfa"}, nil},
		{"turn on 2SV enforcement for the sales OU", []string{"#enable", "#secret.mfa"}, nil},
		{"exclude the CEO from MFA", []string{"#disable", "#secret.mfa"}, nil},
		{"reset MFA for Priya, she got a new phone", []string{"#revert", "#secret.mfa"}, nil},
		{"revoke app passwords for the departing employee", []string{"#delete", "#account.session"}, nil},
		// Admin roles.
		{"make Dave a super admin", []string{"#permission", "#account.admin"}, nil},
		{"assign the global admin role to the new IT contractor", []string{"#permission", "#account.admin"}, nil},
		{"Add-MsolRoleMember -RoleName 'Company Administrator' -RoleMemberEmailAddress x@acme.com", []string{"#permission", "#account.admin"}, nil},
		{"give Sam local admin on his laptop", []string{"#permission", "#account.admin"}, nil},
		{"remove local admin rights from all laptops", []string{"#cancel", "#permission", "#account.admin"}, nil},
		// Licence seats.
		{"assign an E3 license to the new hire", []string{"#assign", "#payment.subscription.seat", "#payment.subscription"}, nil},
		{"Set-MgUserLicense -UserId x -AddLicenses @{SkuId=$sku} -RemoveLicenses @()", []string{"#assign", "#payment.subscription.seat"}, nil},
		{"reclaim the licenses from people who left", []string{"#cancel", "#payment.subscription.seat"}, nil},
		{"run a SaaS seat audit and list unused seats", []string{"#payment.subscription.seat"}, nil},
		// Groups and distribution lists.
		{"add the contractor to the all-staff google group", []string{"#write", "#account.group"}, nil},
		{"Add-DistributionGroupMember -Identity sales -Member bob", []string{"#write", "#account.group"}, nil},
		{"gam create group it-team@acme.com", []string{"#create", "#account.group"}, nil},
		{"delete the old distribution list", []string{"#delete", "#account.group"}, nil},
		{"allow external members in the support google group", []string{"#permission", "#account.group", "#access.external"}, nil},
		// Shared drives and external sharing.
		{"turn on external sharing for the finance shared drive", []string{"#permission", "#doc.shared", "#access.external"}, nil},
		{"Set-SPOTenant -SharingCapability ExternalUserAndGuestSharing", []string{"#permission", "#doc.shared", "#access.external"}, nil},
		{"share the drive folder with his personal gmail", []string{"#doc.shared", "#access.external"}, nil},
		{"transfer Bob's drive files to his manager", []string{"#permission", "#doc.shared"}, nil},
		{"gam user bob@acme.com transfer drive alice@acme.com", []string{"#permission", "#doc.shared"}, nil},
		// Mailboxes, forwarding, routing, quarantine.
		{"convert Bob's mailbox to a shared mailbox", []string{"#write", "#comm.email.mailbox", "#comm.email"}, nil},
		{"Set-Mailbox bob -Type Shared", []string{"#write", "#comm.email.mailbox"}, nil},
		{"give his manager full access to the mailbox", []string{"#permission", "#comm.email.mailbox"}, nil},
		{"Set-Mailbox bob -ForwardingSmtpAddress bob@gmail.com -DeliverToMailboxAndForward $true", []string{"#enable", "#comm.email.forwarding", "#comm.email"}, nil},
		{"set up auto-forwarding of her mail to her personal address", []string{"#enable", "#comm.email.forwarding"}, nil},
		{"forward the departing employee's email to his manager", []string{"#enable", "#comm.email.forwarding"}, nil},
		{"block auto-forwarding to external domains", []string{"#disable", "#comm.email.forwarding", "#access.external"}, nil},
		{"New-InboxRule -Name fw -ForwardTo x@gmail.com", []string{"#enable", "#comm.email.forwarding"}, nil},
		{"New-TransportRule -Name 'Block exe' -AttachmentExtensionMatchesWords exe", []string{"#write.config", "#comm.email.routing"}, nil},
		{"add a mail flow rule to route invoices to finance", []string{"#write.config", "#comm.email.routing"}, nil},
		{"release the quarantined messages for the CFO", []string{"#enable", "#comm.email"}, nil},
		{"Release-QuarantineMessage -Identity abc", []string{"#enable", "#comm.email"}, nil},
		// Identity providers and conditional access.
		{"set up SCIM provisioning from Okta to Slack", []string{"#iam"}, nil},
		{"add JumpCloud as the identity provider", []string{"#iam"}, nil},
		{"edit the conditional access policy to allow the new office IP", []string{"#write.config", "#iam.conditional_access", "#iam"}, nil},
		{"turn off conditional access for the service account", []string{"#disable", "#iam.conditional_access"}, nil},
		// MDM.
		{"enroll the new macbook in jamf", []string{"#create", "#sys.device.mdm", "#sys.device"}, nil},
		{"remove the laptop from intune", []string{"#delete", "#sys.device.mdm"}, nil},
		{"wipe Bob's laptop in intune", []string{"#delete.purge", "#sys.device"}, nil},
		{"send a remote lock command to the lost iphone", []string{"#lock", "#sys.device"}, nil},
		{"mark the device as compliant so she can sign in", []string{"#write.config", "#sys.device.mdm"}, nil},
		{"push the zoom update to all laptops via intune", []string{"#install", "#sys.device.mdm"}, nil},
		{"check the compliance policy in kandji", []string{"#sys.device.mdm"}, nil},
		// VPN, Wi-Fi, printers.
		{"create a VPN account for the new contractor", []string{"#create", "#net.remote_access"}, nil},
		{"revoke Bob's vpn access", []string{"#cancel", "#net.remote_access"}, nil},
		{"change the office wifi password", []string{"#net.wifi"}, nil},
		{"add the network printer on floor 2 to everyone's laptop", []string{"#install", "#sys.device.printer", "#sys.device"}, nil},
		// SaaS audits and unsanctioned apps.
		{"block the unsanctioned apps found in cloud app discovery", []string{"#block", "#sec.shadow_it"}, nil},
		{"grant admin consent for the new saas app", []string{"#enable", "#sec.shadow_it"}, nil},
		// Audit logs, retention, eDiscovery.
		{"put Bob's mailbox on litigation hold before deleting him", []string{"#create", "#legal.hold"}, nil},
		{"export his mail from google vault", []string{"#data.export", "#legal.hold"}, nil},
		{"delete the vault matter for the old lawsuit", []string{"#delete", "#legal.hold"}, nil},
		{"shorten the gmail retention rule to 90 days", []string{"#data.retention"}, nil},
		{"Search-UnifiedAuditLog -StartDate 1/1 -EndDate 1/31", []string{"#code.log"}, nil},
		{"check the entra sign-in logs for bob", []string{"#read", "#code.log"}, nil},
		// Look-alikes stay out.
		{"delete the user row in the test fixture", nil, []string{"#account.group", "#payment.subscription.seat", "#legal.hold", "#sys.device.mdm"}},
		{"add an email field to the User model", nil, []string{"#account.group", "#comm.email.mailbox", "#comm.email.forwarding"}},
		{"group by user_id in the SQL query", nil, []string{"#account.group"}},
		{"add the instance to the security group for port 443", nil, []string{"#account.group"}},
		{"forward the port 8080 to the container", nil, []string{"#comm.email.forwarding", "#comm.email"}},
		{"ssh -L 5432:localhost:5432 to forward the database port", nil, []string{"#comm.email.forwarding"}},
		{"put the license key in the code", nil, []string{"#payment.subscription.seat"}},
		{"add the MIT license to the repo", nil, []string{"#payment.subscription.seat", "#assign"}},
		{"release the library under the apache license", nil, []string{"#payment.subscription.seat", "#cancel"}},
		{"wipe the local cache", nil, []string{"#sys.device", "#sys.device.mdm"}},
		{"open the admin panel of my Django app", nil, []string{"#account.group", "#iam.conditional_access"}},
		{"suspend the goroutine until the channel is ready", nil, []string{"#account", "#secret.mfa"}},
		{"set up a catch-all route in express", nil, []string{"#comm.email.routing"}},
		{"add a routing rule to the nginx config", nil, []string{"#comm.email.routing"}},
		{"enroll the student in algebra", nil, []string{"#sys.device.mdm"}},
		{"print the queue length to the log", nil, []string{"#sys.device.printer"}},
		{"the pretty printer adds indentation", nil, []string{"#sys.device.printer"}},
		{"create an s3 access point for the bucket", nil, []string{"#net.wifi"}},
		{"store the token in vault", nil, []string{"#legal.hold"}},
		{"create a new tenant in the multi-tenant app", nil, []string{"#account.group", "#access.external"}},
		{"product skus in the shop catalog", nil, []string{"#payment.subscription.seat"}},
		{"the number matching regex fails", nil, []string{"#secret.mfa"}},
		{"mark the PR as compliant with the style guide", nil, []string{"#sys.device.mdm"}},
		{"add an external user id column to the table", nil, []string{"#comm.email.forwarding", "#account.group"}},
		{"refactor the retry policy", nil, []string{"#iam.conditional_access"}},
		{"chgrp the group owner of the folder", nil, []string{"#account.group"}},
	}
	checkConceptCases(t, a, tests)
}
