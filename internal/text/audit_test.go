package text

import "testing"

// TestLexiconAudit checks the lexicon for precision: ordinary sentences from
// code comments, documentation and everyday requests must not pick up a
// risky concept through a frequent word that rarely means it there (a stem
// shared with another word: "important"/"import", "original"/"origin",
// "provides"/"provider", "several"/"severance"; or a common word with a
// rare risky sense: "world", "mode", "hard", "transfer"),
// while the intended readings of those words still hold.
func TestLexiconAudit(t *testing.T) {
	a := mustAnalyzer(t)
	tests := []conceptCase{
		// "initial each page" had read as "initial page".
		{"the initial page load is slow", nil, []string{"#approve.sign"}},
		// Stems shared with a risky term.
		{"tag this note as important", nil, []string{"#write.insert"}},
		{"it's important that the ABI stays stable", nil, []string{"#write.insert"}},
		{"interpretation of an import path may depend on the directory", nil, []string{"#write.insert"}},
		{"look up the population of Canada", nil, []string{"#write.insert"}},
		{"restore the original value of Dir", nil, []string{"#vcs.remote"}},
		{"the origin of the word salary", nil, []string{"#vcs.remote"}},
		{"this package provides a simple interface", nil, []string{"#vendor"}},
		{"the loop may be run several times", nil, []string{"#payment.payroll"}},
		{"this type should be considered identical to TxOptions", nil, []string{"#account"}},
		{"each goroutine handles one request at a time", nil, []string{"#account"}},
		{"it would be better to clean out stores first", nil, []string{"#finance.account.brokerage"}},
		{"iterate over all ELF test files", nil, []string{"#comm.email"}},
		{"do the following steps in order", nil, []string{"#comm.contact"}},
		{"the read is short", nil, []string{"#social.other"}},
		{"any invalid UTF-8 is replaced with RuneError", nil, []string{"#cancel"}},
		{"the distribution of scheduling latencies", nil, []string{"#publish"}},
		{"they join at the roots of the graph", nil, []string{"#infra.monitor"}},
		{"how many players are on a soccer team", nil, []string{"#comm.chat"}},
		{"machine learning basics for beginners", nil, []string{"#memory"}},
		// Common words with a rare risky sense.
		{"who won the world cup in 2018", nil, []string{"#access.public"}},
		{"hello world program in Go", nil, []string{"#access.public"}},
		{"I can't find my keys anywhere", nil, []string{"#access.public"}},
		{"switch the editor to dark mode", nil, []string{"#perm"}},
		{"this code is hard to read", nil, []string{"#mod.force"}},
		{"explain transfer learning", nil, []string{"#pay.transfer"}},
		{"the data transfer rate of the disk", nil, []string{"#pay.transfer"}},
		{"transfer the files to the build server", []string{"#move"}, []string{"#pay.transfer"}},
		{"the wire format of the message", nil, []string{"#pay", "#pay.transfer"}},
		{"how much time did I spend on this task", nil, []string{"#pay"}},
		{"time spent in the garbage collector", nil, []string{"#pay"}},
		{"this looks like a bug in the parser", nil, []string{"#follow"}},
		{"what's my favorite color", nil, []string{"#follow"}},
		{"render the React component", nil, []string{"#follow"}},
		{"the return type of the function", nil, []string{"#write"}},
		{"the mutex is pinned by the cache", nil, []string{"#secret.password"}},
		{"pin the message in the channel", nil, []string{"#secret.password"}},
		{"read the document and list the key points", nil, []string{"#secret.key"}},
		{"highlight the key takeaways of the talk", nil, []string{"#secret.key"}},
		{"load the shared library at startup", nil, []string{"#publish.post", "#send"}},
		{"unmap the shared memory segment", nil, []string{"#publish.post", "#send"}},
		{"return an empty string on error", nil, []string{"#delete.purge"}},
		{"print a human-readable name", nil, []string{"#person.owner"}},
		{"list the files in the repo root directory", nil, []string{"#account.admin"}},
		// The intended readings still hold.
		{"import the CSV into the orders table", []string{"#write.insert", "#db.table"}, nil},
		{"populate the users table with test data", []string{"#write.insert", "#db.table"}, nil},
		{"paste the API token into the pastebin", []string{"#expose"}, nil},
		{"git push origin main", []string{"#push", "#vcs.remote"}, nil},
		{"fetch origin and rebase", []string{"#vcs.remote"}, nil},
		{"deploy the hotfix to the live site", []string{"#env.prod"}, nil},
		{"tear down everything in the live billing ns", []string{"#env.prod"}, nil},
		{"make the bucket world-readable", []string{"#access.public"}, nil},
		{"open port 22 to anywhere", []string{"#access.public"}, nil},
		{"transfer $500 to my savings account", []string{"#pay.transfer"}, nil},
		{"wire the deposit to the contractor", []string{"#pay.transfer"}, nil},
		{"spend $80 on the new jacket", []string{"#pay"}, nil},
		{"like the post on instagram", []string{"#follow"}, nil},
		{"book a flight to Paris", []string{"#create.schedule"}, nil},
		{"plan a trip to Rome next month", []string{"#create.schedule"}, nil},
		{"type the password into the login form", []string{"#write", "#secret.password"}, nil},
		{"share my PIN number with the bank clerk", []string{"#secret.password"}, nil},
		{"rotate the API key", []string{"#secret.key"}, nil},
		{"git reset --hard origin/main", []string{"#mod.force"}, nil},
		{"hard delete the user rows", []string{"#mod.force", "#delete"}, nil},
		{"chmod the file mode to 600", []string{"#perm"}, nil},
		{"invalidate all sessions for the user", []string{"#cancel"}, nil},
		{"distribute the build to beta testers", []string{"#publish"}, nil},
		{"empty the trash", []string{"#delete.purge"}, nil},
		{"share the doc with the whole team", []string{"#send"}, nil},
		{"post it on ms teams", []string{"#comm.chat"}, nil},
		{"switch to a cheaper cloud provider", []string{"#vendor"}, nil},
		// Common words with a narrow sense elsewhere: a request is no
		// network, security no stock, Acme a company name, a client no
		// one else's.
		{"merge the pull request", []string{"#vcs.pr"}, []string{"#net"}},
		{"send the POST request to the API", []string{"#net"}, nil},
		{"open a security advisory for the vulnerability report", nil, []string{"#finance.investment"}},
		{"sell the securities in the brokerage account", []string{"#finance.investment"}, nil},
		{"send the invoice to acme corp", nil, []string{"#net.tls"}},
		{"renew the certificate with certbot", []string{"#net.tls"}, nil},
		{"send a client the files", []string{"#customer"}, []string{"#mod.others"}},
		{"read someone else's messages", []string{"#mod.others"}, nil},
		{"verify the owner's identity before the call", nil, []string{"#reuse"}},
		{"use the identical password on both sites", []string{"#reuse"}, nil},
		{"download the bank statement", []string{"#finance.statement"}, []string{"#db.statement"}},
		{"run DELETE statements without a WHERE", []string{"#db.statement"}, nil},
		{"run VACUUM FULL on the orders table", []string{"#delete.purge", "#db.table"}, []string{"#house.appliance"}},
		{"start the robot vacuum in the kitchen", []string{"#house.appliance"}, nil},
		{"copy prod data into dev", []string{"#env.dev"}, []string{"#social.other"}},
	}
	checkConceptCases(t, a, tests)
}
