package text

import (
	"reflect"
	"strings"
	"sync"
	"testing"
	"testing/fstest"
)

func mustAnalyzer(tb testing.TB) *Analyzer {
	tb.Helper()
	a, err := NewAnalyzer()
	if err != nil {
		tb.Fatalf("NewAnalyzer: %v", err)
	}
	return a
}

// featureOf returns the feature of d with this key.
func featureOf(d Doc, key string) (Feature, bool) {
	for _, f := range d.Features {
		if f.Key == key {
			return f, true
		}
	}
	return Feature{}, false
}

func roleOf(d Doc, key string) (Role, bool) {
	f, ok := featureOf(d, key)
	return f.Role, ok
}

func TestAnalyzeConcepts(t *testing.T) {
	a := mustAnalyzer(t)
	tests := []conceptCase{
		{"curl -k https://internal.example/api", []string{"#disable", "#net.tls_verify", "#download"}, nil},
		{"curl -s -k -o out.json https://x.example", []string{"#disable", "#net.tls_verify"}, nil},
		{"add --insecure to the download command", []string{"#disable", "#net.tls_verify", "#cli.option.long"}, nil},
		{"requests.get(url, verify=False)", []string{"#disable", "#net.tls_verify"}, nil},
		{"tar -xzf release.tgz", []string{"#extract", "#cli.option.short"}, []string{"#cli.option.long"}},
		{"chmod -R 777 /var/www", []string{"#permission", "#perm.world", "#mod.recursive", "#fs.web_root"}, nil},
		{"chmod o+w notes.txt", []string{"#permission", "#perm.world"}, nil},
		{"make the uploads folder writable by everyone", []string{"#permission", "#perm.world", "#fs.folder"}, nil},
		{"rm -rf build/", []string{"#delete", "#mod.recursive", "#mod.force"}, nil},
		{"rm ~/Documents/old-invoice.pdf", []string{"#delete", "#fs.file", "#fs.file.document"}, nil},
		{"DROP TABLE orders;", []string{"#delete.drop", "#db.table"}, nil},
		{"git push --force origin main", []string{"#push", "#mod.force", "#vcs.remote", "#vcs.branch"}, nil},
		{"docker system prune -a", []string{"#delete.purge", "#container"}, nil},
		{"npm publish", []string{"#publish", "#pkg.npm", "#pkg.registry"}, nil},
		{"ssh deploy@10.0.0.5", []string{"#login", "#net.remote_access", "#infra.server"}, nil},
		{"list the running docker containers", []string{"#read.list", "#container"}, []string{"#delete"}},
		{"show the schema of the orders table", []string{"#read", "#db.schema", "#db.table"}, []string{"#delete"}},
		{"share my blog post on twitter", []string{"#publish.post", "#content.post", "#social.twitter"}, nil},
		{"read the twitter timeline", []string{"#read", "#social.twitter"}, []string{"#publish.post"}},
		{"schedule a call with the design team", []string{"#create.schedule", "#cal.meeting"}, nil},
		{"log in to the VPS using password authentication", []string{"#login", "#infra.server", "#secret.password"}, nil},
		{"free disk space on production", []string{"#delete.purge", "#storage", "#env.prod"}, nil},
		// Publishing packages and images, deploy commands and phrasing.
		{"twine upload dist/*", []string{"#publish", "#pkg.registry"}, nil},
		{"docker push ghcr.io/acme/app:1.2", []string{"#publish", "#push", "#container.image", "#pkg.registry"}, nil},
		{"helm push chart.tgz oci://registry.example/charts", []string{"#publish", "#k8s.deployment"}, nil},
		{"argocd app sync payments", []string{"#deploy", "#k8s"}, nil},
		{"gcloud app deploy", []string{"#deploy", "#infra.cloud"}, []string{"#k8s.deployment"}},
		{"vercel --prod", []string{"#deploy", "#env.prod"}, nil},
		{"push the new build live", []string{"#deploy", "#env.prod"}, nil},
		{"kubectl rollout restart deploy/web", []string{"#restart", "#k8s"}, nil},
		// kubectl aliases and short resource names.
		{"k delete ns prod", []string{"#delete", "#k8s", "#k8s.namespace", "#env.prod"}, nil},
		{"k get po -n kube-system", []string{"#read", "#k8s.pod", "#k8s.namespace"}, []string{"#delete"}},
		{"kubectl delete svc web", []string{"#delete", "#k8s", "#infra.service"}, nil},
		{"kubectl edit cm app-config", []string{"#write", "#k8s"}, nil},
		// Cloud machines.
		{"delete the compute instance", []string{"#delete", "#infra.server"}, []string{"#read.count"}},
		{"aws ec2 terminate-instances --instance-ids i-123", []string{"#delete", "#infra.server"}, nil},
		// Payments.
		{"settle the invoice", []string{"#pay", "#payment"}, nil},
		{"remit payment to the vendor", []string{"#pay", "#payment", "#vendor"}, nil},
		// Messages and meetings.
		{"@mention the owner in the channel", []string{"#send", "#comm.message"}, nil},
		{"send '@here CI is red' to #dev", []string{"#send", "#comm.mention_all"}, nil},
		{"post @channel: office closed friday", []string{"#comm.mention_all", "#comm.chat"}, nil},
		{"import @pytest.mark.skip", nil, []string{"#comm.mention_all"}},
		{"truncate the products table", []string{"#db.table"}, []string{"#env.prod"}},
		{"deploy the api to production", []string{"#deploy", "#env.prod"}, nil},
		{"develop the login feature", nil, []string{"#env.dev"}},
		{"run it in the development environment", []string{"#env.dev"}, nil},
		{"set up a 1:1 with my manager", []string{"#create.schedule", "#cal.meeting"}, nil},
		{"put a catch-up on the calendar", []string{"#create.schedule", "#cal.meeting"}, nil},
		// Shell writes that overwrite, crontab replacement.
		{"tee /etc/hosts", []string{"#delete.overwrite", "#sys.hosts"}, nil},
		{"tee -a notes.log", []string{"#write.append"}, []string{"#delete.overwrite"}},
		// A bill is a bill to pay (and a payment); billing is how a
		// service charges.
		{"check each bill before paying it", []string{"#payment.bill"}, nil},
		{"switch the plan to monthly billing", []string{"#payment"}, []string{"#payment.bill"}},
		{"venmo the painter $300", []string{"#payment"}, []string{"#payment.bill"}},
		{"cp -f new.conf app.conf", []string{"#copy", "#delete.overwrite", "#mod.force"}, nil},
		{"dd if=/dev/zero of=/dev/sda", []string{"#delete.overwrite", "#storage.volume"}, []string{"#env.dev"}},
		{"crontab jobs.txt", []string{"#delete.overwrite", "#sched.cron"}, nil},
		// Schema changes and migration commands.
		{"python manage.py migrate", []string{"#migrate", "#db.migration"}, nil},
		// A draft is written, not sent (until something sends it).
		{"draft an email to the landlord about the heating", []string{"#write.draft", "#comm.email"}, []string{"#send"}},
		{"draft a message to the team and leave it for review", []string{"#write.draft"}, []string{"#send"}},
		{"draft an email to the landlord and send it", []string{"#write.draft", "#send"}, nil},
		{"write an email to the landlord about the heating", []string{"#send", "#comm.email"}, nil},
		// A script run by its path, or by an interpreter, is named for
		// what it does; a script only edited, read or mentioned is not.
		{"./deploy.sh prod", []string{"#deploy"}, nil},
		{"scripts/deploy.sh --env production", []string{"#deploy"}, nil},
		{"bash scripts/release.sh", []string{"#publish"}, nil},
		{"python3 ./backup_db.py", []string{"#copy.backup"}, nil},
		{"sh ./bin/restart-api", []string{"#restart"}, nil},
		{"cat notes/deploy.md", nil, []string{"#deploy"}},
		{"vim ~/deploy.sh", nil, []string{"#deploy"}},
		{"chmod +x deploy.sh", nil, []string{"#deploy"}},
		{"deploy.sh prod", nil, []string{"#deploy"}},             // a bare name is not run
		{"transcripts/deploy.sh prod", nil, []string{"#deploy"}}, // "scripts/" is a whole directory
		{"source venv/bin/activate && pytest tests/test_accounts.py", nil, []string{"#enable"}},
		{"prisma migrate reset", []string{"#delete.drop", "#db"}, nil},
		{"drop the legacy column from users", []string{"#migrate", "#db.schema"}, nil},
		// Discarding local git work.
		{"git clean -fdx", []string{"#revert", "#vcs.commit", "#mod.force"}, nil},
		{"git restore src/main.go", []string{"#revert", "#vcs.commit"}, nil},
		{"reset the branch to match upstream", []string{"#revert", "#vcs.remote"}, nil},
		// Reading secret values.
		{"kubectl get secret db-creds -o yaml", []string{"#read", "#expose", "#secret", "#k8s.secret"}, nil},
		{"vault kv get secret/db", []string{"#read", "#expose", "#secret"}, nil},
		{"aws secretsmanager get-secret-value --secret-id prod", []string{"#read", "#secret"}, nil},
		{"base64 -d token.txt", []string{"#decrypt"}, nil},
		// Personal assistant: health and medication.
		{"refill my prescription at the pharmacy", []string{"#order.refill", "#order", "#health.medication", "#health.pharmacy"}, nil},
		{"remind me to take my pills at 8pm", []string{"#remind", "#medicate", "#health.medication"}, nil},
		{"double my insulin dose", []string{"#write", "#health.medication.dose", "#health.medication"}, nil},
		{"book a dentist appointment", []string{"#create.schedule", "#cal.meeting", "#health.provider"}, nil},
		{"is the clinic in my insurance network", []string{"#health.provider", "#health.insurance"}, nil},
		{"take over the counter in redis", []string{"#db.redis"}, []string{"#health.medication", "#medicate"}},
		// Money: investments, brokerages and exchanges, bills, subscriptions, contracts.
		{"sell my index funds and keep it as cash", []string{"#pay.trade", "#finance.investment", "#payment"}, nil},
		{"buy 10 shares of VOO on Robinhood", []string{"#pay.trade", "#finance.investment", "#finance.account.brokerage", "#finance.account"}, nil},
		{"cash out my bitcoin on Coinbase", []string{"#pay.trade", "#finance.investment.crypto", "#finance.account.exchange"}, nil},
		{"pay the electricity bill", []string{"#pay", "#payment.bill", "#payment"}, nil},
		{"cancel my gym membership", []string{"#cancel", "#payment.subscription"}, nil},
		{"terminate the phone contract", []string{"#cancel", "#legal.contract"}, nil},
		{"close my Robinhood account", []string{"#cancel", "#finance.account.brokerage"}, []string{"#finance.tax"}},
		{"reply publicly to the complaint", []string{"#access.public"}, []string{"#finance.account.brokerage"}},
		{"use a stock photo for the banner", []string{"#fs.file.media"}, []string{"#finance.investment"}},
		// Taxes.
		{"file my tax return with TurboTax", []string{"#browse.submit", "#finance.tax"}, nil},
		{"upload my W-2 and the 1099", []string{"#push", "#finance.tax"}, nil},
		// Home.
		{"unlock the front door for the courier", []string{"#unlock", "#house.door"}, []string{"#lock"}},
		{"set the thermostat to 68", []string{"#write.config", "#house.climate"}, nil},
		{"start the dishwasher", []string{"#start", "#house.appliance"}, nil},
		{"file a warranty claim for the washing machine", []string{"#browse.submit", "#house.warranty", "#house.appliance"}, nil},
		// Identity, location, legal.
		{"send my SSN to the landlord", []string{"#send", "#data.personal.id", "#data.personal"}, nil},
		{"share my live location with Sam", []string{"#send", "#data.personal.location"}, []string{"#env.prod"}},
		{"sign the lease on DocuSign", []string{"#approve.sign", "#approve", "#legal.contract", "#legal.esign"}, nil},
		{"accept the terms of service", []string{"#approve", "#legal.contract"}, nil},
		// Travel details.
		{"pick an aisle seat, no basic economy", []string{"#travel.seat", "#travel.fare", "#travel"}, nil},
		{"book a non-refundable fare on Expedia", []string{"#travel.fare", "#mod.danger", "#travel"}, nil},
		{"add a checked bag to the booking", []string{"#pay", "#travel.baggage"}, nil},
		// Food.
		{"order pizza on DoorDash", []string{"#order", "#pay", "#food", "#food.delivery"}, nil},
		{"book a table at the restaurant on OpenTable", []string{"#create.schedule", "#food.reservation", "#food.restaurant"}, nil},
		// Writing, research and applications.
		{"quote the interview and add a citation", []string{"#writing.quote", "#write.cite", "#writing.citation"}, nil},
		{"quote the path in the shell script", []string{"#code.script"}, []string{"#writing.quote"}},
		{"proofread someone's essay with track changes on", []string{"#write.proofread", "#mod.others", "#writing.draft", "#writing.track_changes"}, nil},
		{"submit the application with the abstract under the word limit", []string{"#browse.submit", "#application", "#writing.limit"}, nil},
		{"keep the abstract under 250 words", []string{"#writing.limit"}, nil},
		{"purchase 20 shares of VTI", []string{"#pay.trade", "#finance.investment"}, nil},
		{"turn on live location sharing", []string{"#send", "#data.personal.location"}, nil},
		{"book the basic economy fare", []string{"#pay", "#travel.fare"}, nil},
		{"make up a quotation from the CEO", []string{"#write.cite", "#writing.quote"}, nil},
		// Prepositions are not things; "programs" is not an act.
		{"add the paths to programs inside the config", []string{"#create"}, []string{"#develop"}},
		{"look inside the folder", []string{"#read", "#fs.folder"}, []string{"insid"}},
		{"upon request, move the files towards the archive among others", []string{"#move"}, []string{"upon", "toward", "among"}},
		// A path in the home folder is the user's files; any other path is not.
		{"rm -rf ~/old-photos", []string{"#fs.user_data"}, nil},
		{"edit notes.txt", []string{"#fs.file"}, []string{"#fs.user_data"}},
		{"add an index on products.name", nil, []string{"#fs.user_data"}},
		// A name.ext is a file only with a file's extension: code names
		// have the same shape.
		{"open deploy.yaml", []string{"#fs.file"}, nil},
		{"switch os.path to pathlib", nil, []string{"#fs.file"}},
		{"add an index on products.name", nil, []string{"#fs.file"}},
		// A lone "*" is a wildcard a phrase can name, even after a key's
		// colon; an origin without one is a git remote.
		{"app.use(cors({ origin: '*', credentials: true }))", []string{"#sec.cors", "#access.public"}, nil},
		{`set "Principal": "*" in the bucket policy`, []string{"#access.public"}, nil},
		{"git push origin main", []string{"#vcs.remote"}, []string{"#sec.cors", "#access.public"}},
		// An address range is one token: "0.0.0.0/0" is public access,
		// a bare 0 is only a number.
		{"allow ssh from 0.0.0.0/0", []string{"#access.public"}, nil},
		{"open ssh to 10.0.0.0/8", nil, []string{"#access.public"}},
		{"scale the deployment to 0", []string{"#scale"}, []string{"#access.public"}},
		{"allow fd00::/8 through the firewall", nil, []string{"#fs"}},
		{"cat keystore.jks", []string{"#fs.file"}, nil},
		// "+x" is a mode, "2x" no permission and no twitter; a .sh file
		// is a script, not a web domain.
		{"chmod +x deploy.sh", []string{"#perm.executable", "#code.script"}, []string{"#web"}},
		{"doordash 2x pad thai", []string{"#food"}, []string{"#perm.executable", "#social.twitter"}},
		// A card is a way to pay, money is what is paid.
		{"pay the electricity bill with the debit card", []string{"#payment.card", "#payment"}, nil},
		{"send $50 to the babysitter", []string{"#payment"}, []string{"#payment.card"}},
		// "long-lived" is no live environment.
		{"create long-lived access keys for the bot", nil, []string{"#env.prod"}},
		// A redirection into the home folder replaces or extends a file
		// there; one into a scratch file leaves a read a read.
		{"cat new.txt > ~/Documents/todo.txt", []string{"#delete.overwrite", "#fs.user_data"}, nil},
		{"echo 'call mom' >> ~/notes.md", []string{"#write.append", "#fs.user_data"}, []string{"#delete.overwrite"}},
		{"kubectl get pods > pods.txt", []string{"#read"}, []string{"#write", "#delete.overwrite"}},
		// A lone "." is the current directory and "--" ends the options:
		// "git checkout ." and "git checkout -- file" throw changes away,
		// "git checkout main" only switches branches.
		{"git checkout .", []string{"#revert", "#mod.force"}, nil},
		{"git checkout -- src/app.py", []string{"#revert", "#mod.force"}, nil},
		{"git checkout main", []string{"#switch", "#vcs.branch"}, []string{"#revert", "#mod.force"}},
		{"git checkout hotfix/login-timeout", []string{"#switch", "#vcs.branch"}, []string{"#revert", "#mod.force"}},
		{"switch branches", []string{"#switch", "#vcs.branch"}, nil},
		// A version is its own token class: bumping a name to a version
		// upgrades a package, bumping prices by a number does not.
		{"bump tokio to 1.40", []string{"#install.upgrade", "#pkg"}, nil},
		{"bump serde to v1.0.210", []string{"#install.upgrade", "#pkg"}, nil},
		{"bump all prices 10%", nil, []string{"#install.upgrade", "#pkg"}},
		{"update the retry count to 5", nil, []string{"#install.upgrade"}},
		{"update the A record to 203.0.113.5", nil, []string{"#install.upgrade"}},
		{"update the price to 19.99", nil, []string{"#install.upgrade"}},
		{"update the folder to 2024.05.01", nil, []string{"#install.upgrade"}},
		{"git checkout ./", []string{"#revert"}, []string{"#switch"}},
		// Words that need a context give it to each other only when they
		// mean different things, and only one that keeps its own
		// reading can lend one.
		{"commit directly to main", []string{"#commit", "#vcs.branch"}, nil},
		{"the main hall and the master bedroom", nil, []string{"#vcs.branch"}},
		{"pill and capsule buttons in the design system", nil, []string{"#health.medication"}},
		{"commit to buying local produce", nil, []string{"#commit", "#env.dev"}},
		{"add a --verbose switch to the CLI", []string{"#cli.option"}, []string{"#switch"}},
		// A word whose reading needs its domain keeps it only there
		// (!context): "main" is a branch next to a push, not a card.
		{"push to main", []string{"#vcs.branch"}, nil},
		{"pay with my main credit card", []string{"#payment.card"}, []string{"#vcs.branch", "#vcs"}},
		{"unlock the front door remotely", nil, []string{"#vcs.remote"}},
		{"build the image and push it to the registry", []string{"#container.image"}, nil},
		{"use WebP images on the landing page", nil, []string{"#container.image"}},
	}
	checkConceptCases(t, a, tests)
}

func keys(d Doc) []string {
	var out []string
	for _, f := range d.Features {
		out = append(out, f.Key)
	}
	return out
}

func TestAnalyzeRoles(t *testing.T) {
	a := mustAnalyzer(t)
	tests := []struct {
		in   string
		key  string
		want Role
	}{
		{"post the announcement", "#publish.post", RoleAct},
		{"edit the post", "#content.post", RoleThing},
		{"list the files", "#read.list", RoleRead},
		{"delete the files", "#delete", RoleAct},
		{"tag the release", "#label", RoleAct},
		{"tag the release", "#vcs.release", RoleThing},
		{"docker system prune -a", "#mod.all", RoleMod},
	}
	for _, tt := range tests {
		t.Run(tt.in+"/"+tt.key, func(t *testing.T) {
			got, ok := roleOf(a.AnalyzeCore(tt.in), tt.key)
			if !ok {
				t.Fatalf("AnalyzeCore(%q) lacks %s", tt.in, tt.key)
			}
			if got != tt.want {
				t.Errorf("AnalyzeCore(%q) role of %s = %v, want %v", tt.in, tt.key, got, tt.want)
			}
		})
	}
	// "post" in a noun slot must not read as publishing.
	if d := a.AnalyzeCore("edit the post"); d.Has("#publish.post") {
		t.Errorf("AnalyzeCore(edit the post) has #publish.post")
	}
}

func TestAnalyzeTokens(t *testing.T) {
	a := mustAnalyzer(t)
	tests := []struct {
		in   string
		want []string
	}{
		{"Deleting the old files", []string{"delet", "old", "file"}},
		{"tar -xzf x.tgz && ls -la", []string{"tar", "-xzf", "x", "tgz", "ls", "-la"}},
		{"export API_TOKEN=abc", []string{"export", "api_token=abc", "api", "token", "abc"}},
		{"--dry-run", []string{"--dry-run"}},
		{"", nil},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			got := a.Analyze(tt.in).Tokens
			if !(len(got) == 0 && len(tt.want) == 0) && !reflect.DeepEqual(got, tt.want) {
				t.Errorf("Analyze(%q).Tokens = %q, want %q", tt.in, got, tt.want)
			}
		})
	}
}

func TestAnalyzeDeterministicAndConcurrent(t *testing.T) {
	a := mustAnalyzer(t)
	in := "docker system prune -a on the prod server, then email the owner"
	want := a.Analyze(in)
	var wg sync.WaitGroup
	for i := 0; i < 8; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for j := 0; j < 50; j++ {
				if got := a.Analyze(in); !reflect.DeepEqual(got, want) {
					t.Errorf("Analyze not deterministic: %v vs %v", got, want)
					return
				}
			}
		}()
	}
	wg.Wait()
	seen := map[string]bool{}
	for _, f := range want.Features {
		if seen[f.Key] {
			t.Errorf("feature %s repeated", f.Key)
		}
		seen[f.Key] = true
		if f.Weight <= 0 || f.Weight > 1 {
			t.Errorf("feature %s weight %v outside (0,1]", f.Key, f.Weight)
		}
	}
}

func TestParseLexiconErrors(t *testing.T) {
	tests := []struct {
		name, file, wantErr string
	}{
		{"fields", "a | act\n", "want 3 fields"},
		{"role", "a | verb | x\n", "bad role"},
		{"weight", "a | act:9 | x\n", "bad weight"},
		{"id", "A B | act | x\n", "bad concept id"},
		{"empty", "a | act | , \n", "no terms"},
		{"stop", "!stop | - | the\na | act | the\n", "only stop words"},
		{"gap", "a | act | ... x\n", "cannot start"},
		{"directive", "!nope | - | x\n", "unknown directive"},
		{"context form", "a | thing | x\n!context | - | x\n", "want word/concept"},
		{"context words", "a | thing | x\n!context | - | x y/a\n", "is not one word"},
		{"context concept", "a | thing | x\n!context | - | x/b\n", "unknown concept"},
		{"light unknown", "a | act | x\n!light | - | b\n", "no act of the lexicon"},
		{"light thing", "a | thing | x\n!light | - | a\n", "no act of the lexicon"},
		{"light id", "a | act | x\n!light | - | A B\n", "want a concept id"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := NewAnalyzerFS(fstest.MapFS{"x.txt": {Data: []byte(tt.file)}})
			if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
				t.Fatalf("NewAnalyzerFS(%q) error = %v, want one containing %q", tt.file, err, tt.wantErr)
			}
			if !strings.Contains(err.Error(), "x.txt") {
				t.Errorf("error %q does not name the file", err)
			}
		})
	}
}

func TestEventsVocabularyIsolated(t *testing.T) {
	fsys := fstest.MapFS{
		"core.txt":     {Data: []byte("!stop | - | the\ndelete | act | delete, remove\nfile | thing | file\n")},
		"events_x.txt": {Data: []byte("fail-x | thing | delete file\n")},
	}
	a, err := NewAnalyzerFS(fsys)
	if err != nil {
		t.Fatal(err)
	}
	full, core := a.Analyze("delete the file"), a.AnalyzeCore("delete the file")
	if !full.Has("#fail-x") || !full.Has("#delete") {
		t.Errorf("Analyze = %v, want #fail-x and #delete", keys(full))
	}
	if core.Has("#fail-x") || !core.Has("#delete") || !core.Has("#file") {
		t.Errorf("AnalyzeCore = %v, want #delete and #file without #fail-x", keys(core))
	}
}

func FuzzAnalyze(f *testing.F) {
	for _, s := range []string{"rm -rf /", "curl -k https://a.b/c?d=e", "chmod o+w x", "--x=y", "-", "--", "a@b", "'\"", "é ü 日本", "x=", "=x", "...", "a -- b",
		"@here", "@", "@@x", "'@channel: hi", "~", "the ~ of x", "~/a b", "Sam's open pull request",
		"psql -c 'DROP TABLE x'", "bash -c \"", "-c '", "tell me", "TELL ME what", "tell", "<sql-delete> x", "<sql->", "update t set a=1"} {
		f.Add(s)
	}
	a := mustAnalyzer(f)
	f.Fuzz(func(t *testing.T, s string) {
		d1, d2 := a.Analyze(s), a.Analyze(s)
		if !reflect.DeepEqual(d1, d2) {
			t.Fatalf("Analyze(%q) not deterministic", s)
		}
		a.SurfaceKeysAt(s, func(k string, off int) {
			if k == "" || off < 0 || off >= len(s) {
				t.Fatalf("SurfaceKeysAt(%q) gave key %q at %d", s, k, off)
			}
		})
		for _, ft := range d1.Features {
			if ft.Key == "" || ft.Weight <= 0 || ft.Weight > 1 {
				t.Fatalf("Analyze(%q) bad feature %+v", s, ft)
			}
		}
	})
}

func TestAnalyzeCoreParts(t *testing.T) {
	a := mustAnalyzer(t)
	s := "log in to servers with ssh keys instead of passwords"
	cut1 := strings.Index(s, " with ")
	cut2 := strings.Index(s, " instead ")
	parts := a.AnalyzeCoreParts(s, []Cut{{Off: cut1}, {Off: cut2, Clause: true}})
	if len(parts) != 3 {
		t.Fatalf("AnalyzeCoreParts gave %d parts, want 3", len(parts))
	}
	for i, want := range []string{"#login", "#secret.key", "#secret.password"} {
		if !parts[i].Has(want) {
			t.Errorf("part %d = %v, want %s", i, keys(parts[i]), want)
		}
	}
	if parts[0].Has("#secret.key") || parts[2].Has("#login") {
		t.Errorf("features leaked across parts: %v / %v", keys(parts[0]), keys(parts[2]))
	}
	whole := a.AnalyzeCore(s)
	n := 0
	for _, p := range parts {
		n += len(p.Tokens)
	}
	if n != len(whole.Tokens) {
		t.Errorf("parts hold %d tokens, whole text %d", n, len(whole.Tokens))
	}
}

// FuzzParseLexicon feeds arbitrary lexicon files to the parser: it returns
// an error or an analyzer that analyzes without panicking.
func FuzzParseLexicon(f *testing.F) {
	for _, s := range []string{
		"delete | act | delete, remove, rm ... -rf\nfile | thing | file, <path>\n",
		"!stop | - | the\n!contrast | - | a/b\na | act:0.5 | x\nb | thing | y\n",
		"a.b.c | - | x ... y, <short-option>\n# comment\n",
		"x+y | - | z\n", "| | |", "a | act | ...", "!generic | -:0.3 | run",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, file string) {
		a, err := NewAnalyzerFS(fstest.MapFS{"core.txt": {Data: []byte(file)}, "events_x.txt": {Data: []byte(file)}})
		if err != nil {
			return
		}
		a.Analyze("rm -rf the x file, then delete y")
		a.AnalyzeCoreParts("rm -rf the x file, then delete y", []Cut{{Off: 5}, {Off: 12, Clause: true}})
	})
}

// TestProseVerbSlots checks that in rule text a noun in a verb slot is a
// thing (a plural noun, a word WordNet does not know as a verb), while a
// verb there stays the act; in an action a command's first word stays its
// act.
func TestProseVerbSlots(t *testing.T) {
	a, err := NewAnalyzer()
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		rule, key string
		want      Role
	}{
		{"prefer trains over flights", "train", RoleThing},
		{"lock files or protobuf output", "protobuf", RoleThing},
		{"never yodel loudly", "yodel", RoleAct},
	} {
		d := a.AnalyzeCoreParts(c.rule, nil)[0]
		if got, ok := roleOf(d, c.key); !ok || got != c.want {
			t.Errorf("rule %q: %s has role %v (found %v), want %v", c.rule, c.key, got, ok, c.want)
		}
	}
	if got, ok := roleOf(a.AnalyzeCore("protobuf the schema"), "protobuf"); !ok || got != RoleAct {
		t.Errorf("action: the first word's role = %v (found %v), want act", got, ok)
	}
}

// checkConcepts asserts that AnalyzeCore(in) has every key of want and
// none of notWant.
func checkConcepts(t *testing.T, a *Analyzer, in string, want, notWant []string) {
	t.Helper()
	d := a.AnalyzeCore(in)
	for _, k := range want {
		if !d.Has(k) {
			t.Errorf("AnalyzeCore(%q) lacks %s; features %v", in, k, keys(d))
		}
	}
	for _, k := range notWant {
		if d.Has(k) {
			t.Errorf("AnalyzeCore(%q) has %s, want it absent; features %v", in, k, keys(d))
		}
	}
}

// conceptCase is a text and the concept keys its analysis must have (want)
// and must not have (notWant).
type conceptCase struct {
	in      string
	want    []string
	notWant []string
}

// checkConceptCases runs checkConcepts on each case, as a subtest named by
// its text.
func checkConceptCases(t *testing.T, a *Analyzer, cases []conceptCase) {
	t.Helper()
	for _, tt := range cases {
		t.Run(tt.in, func(t *testing.T) { checkConcepts(t, a, tt.in, tt.want, tt.notWant) })
	}
}

func TestSedReplacement(t *testing.T) {
	cases := []struct {
		in, want string
		ok       bool
	}{
		{"s/^SELINUX=enforcing/SELINUX=disabled/", "SELINUX=disabled", true},
		{"s/verify=true/verify=false/g", "verify=false", true},
		{"s|http:|https:|", "https:", true},
		{"s/a/b", "", false},        // unterminated
		{"s/a/b/c/d", "", false},    // too many parts
		{"s/a/b/;rm", "", false},    // not flags after the last delimiter
		{"s/a//", "", false},        // deletes, writes nothing
		{"src/main/go/", "", false}, // a path
		{"sudo", "", false},
	}
	for _, c := range cases {
		got, ok := sedReplacement(c.in)
		if got != c.want || ok != c.ok {
			t.Errorf("sedReplacement(%q) = %q, %v; want %q, %v", c.in, got, ok, c.want, c.ok)
		}
	}
	// The replacement is read for what it sets.
	a := mustAnalyzer(t)
	checkConceptCases(t, a, []conceptCase{
		{"sed -i 's/^SELINUX=enforcing/SELINUX=disabled/' /etc/selinux/config", []string{"#disable", "#sys.security"}, nil},
		{"sed -i 's/verify=true/verify=false/' app.conf", []string{"#disable", "#net.tls_verify"}, nil},
		// quoted, with spaces
		{"sed -i 's/PasswordAuthentication no/PasswordAuthentication yes/' /etc/ssh/sshd_config", []string{"#enable", "#secret.password"}, nil},
		{`sed -i "s/DEBUG = False/DEBUG = True/" settings.py`, []string{"#enable", "#sec.debug"}, nil},
	})
	for _, c := range []struct{ in, want string }{
		{"sed -i 's/a b/c d/' f", "sed -i c d          f"},
		{"say 'so what' now", "say 'so what' now"},
		{"echo \"s/x\"", "echo \"s/x\""},
	} {
		if got := quotedSedReplacements(c.in); got != c.want || len(got) != len(c.in) {
			t.Errorf("quotedSedReplacements(%q) = %q, want %q (same length)", c.in, got, c.want)
		}
	}
}

// TestGlobalOptions checks that a command's global options, with their
// values, do not keep a term naming the command and its subcommand from
// matching, and that only a subcommand's place is skipped to.
func TestGlobalOptions(t *testing.T) {
	a := mustAnalyzer(t)
	for _, c := range []struct {
		text, key string
		term      bool // the command term matches: the act weighs 1
	}{
		{"kubectl delete ns checkout", "#delete", true},
		{"kubectl --context prod-eu delete ns checkout", "#delete", true},
		{"kubectl -n payments --context=prod delete pod api-0", "#delete", true},
		{"helm --kube-context prod uninstall api", "#delete", true},
		{"git -C ~/src/app push origin main", "#push", true},
		{"git --no-pager push origin main", "#push", true},
		// The word after options that are not the command's is no subcommand.
		{"kubectl get deploy delete-me", "#delete", false},
		{"kubectl get pods -l app=api delete", "#delete", false},
	} {
		f, _ := featureOf(a.AnalyzeCore(c.text), c.key) // absent: weight 0
		if got := f.Weight; (got >= 0.99) != c.term {
			t.Errorf("AnalyzeCore(%q): %s weighs %.2f; want the command term matched: %v", c.text, c.key, got, c.term)
		}
	}
}

// TestGitRefs checks that a git subcommand's ref with a slash is a branch,
// not a path, and that paths elsewhere (git add, after "--", other
// commands) stay paths.
func TestGitRefs(t *testing.T) {
	a := mustAnalyzer(t)
	checkConceptCases(t, a, []conceptCase{
		{"git push origin feature/login", []string{"#push", "#vcs.remote"}, []string{"#fs"}},
		{"git rebase origin/main", []string{"#merge", "#vcs.branch"}, []string{"#fs"}},
		{"git -C ~/src/app merge release/2.4", []string{"#merge"}, nil},
		{"sudo git checkout hotfix/login-crash", nil, []string{"#fs"}},
		// Paths stay paths.
		{"git add src/main", []string{"#fs"}, nil},
		{"git checkout -- src/app", []string{"#fs"}, nil},
		{"git push origin fix/readme.md", []string{"#fs"}, nil},
		{"cp feature/login /tmp", []string{"#fs"}, nil},
		// A subcommand that takes paths too names a ref only by its prefix.
		{"git checkout src/components", []string{"#fs"}, nil},
		{"git log src/utils", []string{"#fs"}, nil},
		{"git checkout feature/login", nil, []string{"#fs"}},
		{"sudo -u deploy git pull origin release/3", nil, []string{"#fs"}},
		{"git diff main feature/x", nil, []string{"#fs"}},
		// A sed replacement put back into the text shifts the offsets.
		{"sed 's/main/trunk-for-the-long-name/' x && git push origin feature/login", []string{"#push"}, nil},
	})
}

// TestReadSubcommands checks that a command line naming its resource
// before a read-only subcommand reads, and changes nothing, while the
// lexicon's own commands, hyphenated subcommands, prose and commands that
// change keep their readings.
func TestReadSubcommands(t *testing.T) {
	a := mustAnalyzer(t)
	checkConceptCases(t, a, []conceptCase{
		{"stripe refunds list --limit 10", []string{"#read.list", "#payment"}, []string{"#refund"}},
		{"fly apps list", []string{"#read.list"}, nil},
		{"stripe customers list --limit 3", []string{"#read.list", "#customer"}, nil},
		// Commands that change keep their acts.
		{"stripe refunds create --charge ch_1", []string{"#refund", "#create"}, []string{"#read.list"}},
		{"aws cloudtrail stop-logging --name main", []string{"#disable"}, nil},
		// The lexicon's reading of a command it knows stands.
		{"vault kv get secret/db", []string{"#read", "#expose"}, nil},
		// A noun after an act is its object.
		{"bot deletes logs", []string{"#delete"}, nil},
		{"cron purges old logs", []string{"#delete.purge"}, nil},
		{"systemctl restart nginx status", []string{"#restart"}, nil},
		// Prose is no command line.
		{"email the refunds list to Sam", []string{"#send"}, []string{"#read.list"}},
		{"set every customer's status to inactive in the live db", []string{"#write"}, nil},
	})
}

// TestReadVerbTopic checks that, in plain language, an act phrase that a
// reading verb looks at is a topic (weak, as an act word out of a verb's
// place), while a command line and a clause of its own keep their acts.
func TestReadVerbTopic(t *testing.T) {
	a := mustAnalyzer(t)
	for _, c := range []struct {
		in, act string
		strong  bool
	}{
		{"show the force push policy for main", "#push", false},
		{"explain the docker system prune command to me", "#delete.purge", false},
		{"list the pods then delete the stale ones", "#delete", true},
		{"cat new.txt > ~/Documents/todo.txt", "#delete.overwrite", true},
		{"cat new.txt > ~/Documents/todo.txt # the new list", "#delete.overwrite", true},
		{"force push the branch", "#push", true},
	} {
		f, ok := featureOf(a.AnalyzeCore(c.in), c.act)
		if !ok {
			t.Errorf("%q: no %s", c.in, c.act)
		} else if (f.Weight >= 0.5) != c.strong {
			t.Errorf("%q: %s weighs %.2f, want strong=%v", c.in, c.act, f.Weight, c.strong)
		}
	}
}

// TestToolOfCommandPhrase checks that the tool a command phrase starts
// with keeps its own reading beside the phrase's ("cargo yank" is a yank,
// of a Rust crate), while an act word that starts a phrase gives way.
func TestToolOfCommandPhrase(t *testing.T) {
	a := mustAnalyzer(t)
	checkConceptCases(t, a, []conceptCase{
		{"cargo yank --version 0.4.2 fastbuf", []string{"#delete.yank", "#pkg.other"}, nil},
		{"npm unpublish left-pad", []string{"#delete.yank", "#pkg.npm"}, nil},
		{"drop table users", []string{"#delete.drop", "#db.table"}, nil},
	})
}

// TestBrandStems checks that brand names a suffix rule would cut down to a
// common word keep their own stems, so the word does not take the brand's
// concept ("update the content" is no CMS because of Contentful).
func TestBrandStems(t *testing.T) {
	for _, w := range []string{"contentful", "codesignal", "typefully", "textedly", "remitly", "paye"} {
		if s := stem(w); s != w {
			t.Errorf("stem(%q) = %q, want the brand kept whole", w, s)
		}
	}
	checkConceptCases(t, mustAnalyzer(t), []conceptCase{
		{"update the content on the homepage", []string{"#write"}, []string{"#web.cms"}},
		{"publish the post in Contentful", []string{"#web.cms"}, nil},
		{"codesign the app", []string{"#sec.code_signing"}, []string{"#cal.meeting.interview"}},
	})
}

// TestScaledMoney checks that amounts written with a thousands or
// millions suffix are money ("send $2k to the landlord").
func TestScaledMoney(t *testing.T) {
	checkConceptCases(t, mustAnalyzer(t), []conceptCase{
		{"send $2k to the landlord", []string{"#send", "#payment"}, nil},
		{"venmo Sam $1.5K for the trip", []string{"#pay.transfer", "#payment"}, nil},
		{"pay $300 rent", []string{"#pay", "#payment"}, nil},
		{"grep -m 2k file", nil, []string{"#payment"}},
	})
	for _, c := range []struct {
		in   string
		want bool
	}{{"2k", true}, {"3.5K", true}, {"1.2m", true}, {"k", false}, {"2km", false}, {"ok", false}} {
		if got := isScaledNumber(c.in); got != c.want {
			t.Errorf("isScaledNumber(%q) = %v, want %v", c.in, got, c.want)
		}
	}
}

// TestSQLOrderBy checks that "order by" in a lower-case query orders rows
// and buys nothing, while ordering something still pays.
func TestSQLOrderBy(t *testing.T) {
	checkConceptCases(t, mustAnalyzer(t), []conceptCase{
		{"select * from events order by ts desc limit 10", nil, []string{"#pay"}},
		{"group by user_id, order by count desc", nil, []string{"#pay"}},
		{"order a pizza for the team", []string{"#pay"}, nil},
		{"order by noon so it ships today", []string{"#pay"}, nil},
		{"order by friday from amazon", []string{"#pay"}, nil},
	})
}

// A past participle inside a snake_case name is a record's state: setting
// deleted_at deletes nothing, while calling delete_user still deletes.
func TestIdentifierParticiple(t *testing.T) {
	checkConceptCases(t, mustAnalyzer(t), []conceptCase{
		{"set deleted_at on the user row", []string{"#db.row"}, []string{"#delete"}},
		{"UPDATE posts SET is_published = true WHERE id = 4", nil, []string{"#publish"}},
		{"call delete_user(5)", []string{"#delete"}, nil},
	})
}

// TestNounCut checks that a noun phrase has no verb slot: "estimate"
// after "or" is a thing there, and an act only weakly.
func TestNounCut(t *testing.T) {
	a := mustAnalyzer(t)
	const s = "every bid or estimate must list the exclusions"
	weight := func(nouns ...Span) float64 {
		for _, d := range a.AnalyzeCoreParts(s, []Cut{{Off: 0, Clause: true}}, nouns...) {
			for _, f := range d.Features {
				if f.Key == "#read.count" {
					return f.Weight
				}
			}
		}
		return 0
	}
	if w := weight(); w < 0.9 {
		t.Fatalf("without a noun phrase, estimate weighs %.2f as a count; the test needs it read as a verb", w)
	}
	if w := weight(Span{0, len("every bid or estimate")}); w >= 0.5 {
		t.Errorf("in a noun phrase, estimate weighs %.2f as a count, want < 0.5", w)
	}
}

// TestQuotedCommand checks that the quoted argument of an option that
// takes a command (psql -c, bash -c, mysql -e) is read as a command, its
// first word in a verb's place, and that a tool whose -e takes a pattern
// (grep) is not read so.
func TestQuotedCommand(t *testing.T) {
	a := mustAnalyzer(t)
	for _, c := range []struct {
		text, key string
		verb      bool // the act weighs in full, as a verb's
	}{
		{"psql -h db-prod -c 'VACUUM (FULL, ANALYZE) public.sessions'", "#delete.purge", true},
		{`mysql -u admin -e "DROP DATABASE shop"`, "#delete.drop", true},
		{"ssh box bash -c 'rm -rf /tmp/build'", "#delete", true},
		{"psql -h db-prod vacuum", "#delete.purge", false},
	} {
		var w float64
		for _, f := range a.Analyze(c.text).Features {
			if f.Key == c.key {
				w = f.Weight
			}
		}
		if w == 0 {
			t.Errorf("%q: no %s", c.text, c.key)
			continue
		}
		if got := w == 1; got != c.verb {
			t.Errorf("%q: %s weighs %.2f, want a verb's act: %v", c.text, c.key, w, c.verb)
		}
	}
	for _, c := range []struct {
		tool, opt string
		want      bool
	}{
		{"psql", "-c", true}, {"bash", "-c", true}, {"mysql", "-e", true}, {"snowsql", "-q", true},
		{"grep", "-e", false}, {"sed", "-e", false}, {"git", "-m", false},
	} {
		if got := commandOption(c.tool, c.opt); got != c.want {
			t.Errorf("commandOption(%q, %q) = %v, want %v", c.tool, c.opt, got, c.want)
		}
	}
}

// TestTellSendsOrAsks checks that "tell" sends word to someone, and asks
// only when the agent is told to tell its user ("tell me", "tell us").
func TestTellSendsOrAsks(t *testing.T) {
	checkConceptCases(t, mustAnalyzer(t), []conceptCase{
		{"tell Jake what our payout was last month", []string{"#send"}, []string{"#read.ask"}},
		{"tell the customer the fix ships friday", []string{"#send"}, []string{"#read.ask"}},
		{"tell me the deductible on the home policy", []string{"#read.ask"}, []string{"#send"}},
		{"TELL ME the deductible", []string{"#read.ask"}, []string{"#send"}},
		{"open the dashboard and tell us this week's revenue", []string{"#read.ask"}, []string{"#send"}},
	})
}

// TestLightActs checks the light acts the lexicon names.
func TestLightActs(t *testing.T) {
	a := mustAnalyzer(t)
	for key, want := range map[string]bool{"#send": true, "#write": true, "#read": true, "#delete": false, "#send.broadcast": false, "send": false} {
		if got := a.LightAct(key); got != want {
			t.Errorf("LightAct(%q) = %v, want %v", key, got, want)
		}
	}
}
