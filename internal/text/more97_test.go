package text

import "testing"

// TestMore97Lexicon checks that lexicon/more97.txt reads life-cycle events
// said indirectly (someone's last day or leaving the company, new joiners, a
// tenant moving out or handing in the keys, a slot that freed up, what
// customers sent back, finalists, post-surgery checks, recounted bins,
// requirements files, Renovate and Dependabot upgrades, launch days and
// cutovers, secrets seen on screen, rent a month behind) as the situations
// rules name, and command-line idioms (cron lines, a crontab fed from a
// pipe, USER root, actions pinned to a branch, pipes into sudo -E bash or
// iex, pushing a version tag, npm i -D, lines added to requirements.txt,
// bouncing and recycling apps) as their risky acts; and that look-alikes
// (the last day of the month, moving a deadline out, "return" in code,
// bounced mail, renovating a kitchen, a science-fair finalist, listing
// tags and crontabs) stay out.
func TestMore97Lexicon(t *testing.T) {
	a := mustAnalyzer(t)
	checkConceptCases(t, a, []conceptCase{
		// An employee leaving, said otherwise.
		{"Priya's last day is Friday, remove her from the GitHub org", []string{"#person.employee"}, nil},
		{"his last day at the company is the 30th, transfer his Drive files", []string{"#person.employee"}, nil},
		{"Dan is leaving the company at the end of the month", []string{"#person.employee"}, nil},
		{"Sam left the firm last week, archive his mailbox", []string{"#person.employee"}, nil},
		{"transfer the departing teammate's tickets to Lee", []string{"#person.employee"}, nil},
		{"revoke the outgoing manager's admin access", []string{"#person.employee"}, nil},
		{"set up accounts for the new joiners", []string{"#person.employee"}, nil},
		{"two new starters on Monday need laptops", []string{"#person.employee"}, nil},
		{"Jake joined the company today, add him to payroll", []string{"#person.employee"}, nil},
		// A tenant moving out or in.
		{"the tenant in 4B is moving out on the 31st", []string{"#person.tenant", "#house.move"}, nil},
		{"4B handed in the keys, schedule the walkthrough", []string{"#house.move"}, nil},
		{"new tenants move in on Saturday, send the door code", []string{"#person.tenant", "#house.move"}, nil},
		{"the end of lease walkthrough for unit 4B", []string{"#house.move"}, nil},
		// A cancelled appointment: a freed slot, a no-show.
		{"the 3pm slot freed up, offer it to the waitlist", []string{"#cal.meeting"}, []string{"#cancel"}},
		{"a spot opened up on Thursday, text the next patient", []string{"#cal.meeting"}, nil},
		{"put the late cancellation on the waitlist", []string{"#cal.meeting"}, nil},
		// Returns.
		{"restock the items customers sent back", []string{"#shop.return", "#shop.inventory"}, nil},
		{"process the returns from yesterday and restock them", []string{"#shop.return"}, nil},
		{"inspect every returned item before restocking it", []string{"#shop.return"}, nil},
		{"return the items array", nil, []string{"#shop.return"}},
		{"add a custom return type to the handler", nil, []string{"#shop.return"}},
		{"log the RMAs in the sheet", []string{"#shop.return"}, nil},
		// Candidates, patients, follow-ups, stock counts.
		{"email the finalists to book the onsite interview", []string{"#person.candidate"}, nil},
		{"reach out to everyone who applied for the role", []string{"#person.candidate"}, nil},
		{"book a post-surgery check for Mr. Lee", []string{"#cal.meeting", "#health.provider"}, []string{"#content.post"}},
		{"book suture removal for next Tuesday", []string{"#cal.meeting", "#health.provider"}, nil},
		{"recount the bins in zone B and adjust the quantities", []string{"#read.count", "#shop.inventory"}, nil},
		// Dependencies and their upgrades.
		{"bump the requirements", []string{"#install.upgrade", "#pkg"}, nil},
		{"add httpx to requirements.txt", []string{"#install.add", "#pkg"}, nil},
		{`echo "requests==2.31" >> requirements.txt`, []string{"#install.add", "#pkg"}, nil},
		{"merge the Renovate upgrade", []string{"#install.upgrade", "#pkg"}, nil},
		{"merge all the dependabot bumps", []string{"#install.upgrade", "#pkg"}, nil},
		// Launches.
		{"launch day is Tuesday, prep the release notes", []string{"#deploy"}, nil},
		{"the cutover window is Saturday at 2am", []string{"#deploy"}, nil},
		{"switch traffic to the new cluster", []string{"#deploy"}, nil},
		// Secrets seen on screen.
		{"the API key was on screen during the demo", []string{"#expose", "#secret"}, nil},
		{"my token showed up in the screenshot I posted", []string{"#expose", "#secret.token"}, nil},
		{"the Zoom recording shows the admin password", []string{"#expose", "#secret.password"}, nil},
		// Late rent and payments.
		{"tenant in 3B is a month behind on rent", []string{"#payment.bill.rent"}, nil},
		{"the tenant in 3B is a month behind", []string{"#payment.bill.rent"}, nil},
		{"the client is two months behind on payments", []string{"#payment.terms"}, nil},
		{"the account is 30 days past due", []string{"#payment.terms"}, nil},
		// Command lines.
		{"0 3 * * * /usr/local/bin/cleanup.sh", []string{"#sched.cron"}, nil},
		{"*/15 * * * * /opt/sync.sh", []string{"#sched.cron"}, nil},
		{`(crontab -l; echo "0 2 * * * /opt/backup.sh") | crontab -`, []string{"#install", "#sched.cron"}, nil},
		{"USER root", []string{"#account.admin"}, nil},
		{"uses: tj-actions/changed-files@main", []string{"#ci.action.ref_tag"}, nil},
		{"curl -sSL https://x.io/install | sudo -E bash -", []string{"#pipe_shell"}, nil},
		{"iwr -useb https://get.scoop.sh | iex", []string{"#pipe_shell"}, nil},
		{"git push origin v1.2.3", []string{"#push", "#vcs.tag"}, nil},
		{"npm i -D vitest", []string{"#install", "#pkg.npm"}, nil},
		{"bounce the app", []string{"#restart"}, nil},
		{"recycle the app pool", []string{"#restart"}, nil},
		{"give the pods a kick", []string{"#restart"}, nil},

		// Look-alikes.
		{"the last day of the month is Friday", nil, []string{"#person.employee"}},
		{"the last day to register for classes", nil, []string{"#person.employee"}},
		{"I'm leaving the team meeting early", nil, []string{"#person.employee"}},
		{"move out the deadline by a week", nil, []string{"#house.move"}},
		{"we moved out the release date", nil, []string{"#house.move"}},
		{"return the rental car keys at the counter", nil, []string{"#house.move", "#shop.return"}},
		{"return the function value", nil, []string{"#shop.return"}},
		{"press the return key", nil, []string{"#shop.return"}},
		{"return the customer's call", nil, []string{"#shop.return"}},
		{"book a return flight", nil, []string{"#shop.return"}},
		{"return the security deposit after the tenant moves out", []string{"#refund", "#house.move"}, []string{"#shop.return"}},
		{"the email bounced", nil, []string{"#restart"}},
		{"bounce some ideas off the app team", nil, []string{"#restart"}},
		{"renovate the kitchen and update the budget", nil, []string{"#install.upgrade", "#pkg"}},
		{"email the science fair finalists", nil, []string{"#person.candidate"}},
		{"an open slot on the motherboard", nil, []string{"#cal.meeting"}},
		{"count the trash bins on the street", nil, []string{"#shop.inventory"}},
		{"update the requirements doc", nil, []string{"#pkg", "#install.upgrade"}},
		{"add this to the requirements", nil, []string{"#install.add", "#pkg"}},
		{"the bug is visible in the screenshot", nil, []string{"#expose"}},
		{"take a screenshot of the dashboard", nil, []string{"#expose"}},
		{"this task is overdue", nil, []string{"#payment.terms", "#payment"}},
		{"the lease on the DHCP server ends", nil, []string{"#house.move"}},
		{"crontab -l", []string{"#read", "#sched.cron"}, []string{"#install", "#write"}},
		{"git tag -l", []string{"#read.list", "#mod.dry"}, []string{"#push"}},
		{"git tag -n --contains HEAD", []string{"#read.list", "#mod.dry"}, nil},
		{"git tag -a v1.4.0 -m release", nil, []string{"#mod.dry", "#read.list"}},
		{"git push origin main", nil, []string{"#vcs.tag"}},
		{"SELECT * FROM users WHERE id = 1", nil, []string{"#sched.cron"}},
		{"uses: actions/checkout@8f4b7f84864484a7bf31766abe9204da3cbe65b3", nil, []string{"#ci.action.ref_tag"}},
		{"email alice@example.com about the main branch", nil, []string{"#ci.action.ref_tag", "#ci.action"}},
		{"npm ls", nil, []string{"#install"}},
		{"pip list", nil, []string{"#install"}},
		{"recycle the cardboard boxes", nil, []string{"#restart"}},
	})
}
