package text

import "testing"

// TestMore38Lexicon checks that lexicon/more38.txt reads code an agent
// writes or edits for what it does (SQL built from strings vs placeholders,
// eval and deserialization, shell commands from strings, unescaped HTML, TLS
// checks off, weak hashes and randomness, cookie flags, JWTs, prints vs
// loggers, local time, swallowed errors, lint suppressions, floats for
// money, host-sharing pods, Terraform exposure), and that the safe forms
// and plain texts stay out of the risky concepts.
func TestMore38Lexicon(t *testing.T) {
	a := mustAnalyzer(t)
	tests := []conceptCase{
		// SQL built from strings vs parameterized.
		{`write the search as f"SELECT * FROM products WHERE name LIKE '%{q}%'"`, []string{"#db.statement.dynamic"}, []string{"#db.statement.parameterized"}},
		{`cursor.execute(f"DELETE FROM sessions WHERE user_id = {uid}")`, []string{"#db.statement.dynamic", "#write"}, nil},
		{`cursor.execute("SELECT * FROM users WHERE name = '{}'".format(name))`, []string{"#db.statement.dynamic"}, nil},
		{`db.Exec(fmt.Sprintf("UPDATE accounts SET plan = '%s' WHERE id = %d", plan, id))`, []string{"#db.statement.dynamic"}, nil},
		{`stmt.executeQuery("SELECT * FROM users WHERE id = " + id)`, []string{"#db.statement.dynamic"}, nil},
		{"await prisma.$queryRawUnsafe(sql)", []string{"#db.statement.dynamic"}, nil},
		{"switch the report queries to parameterized queries", []string{"#db.statement.parameterized", "#db.statement"}, []string{"#db.statement.dynamic"}},
		{`conn.prepareStatement("SELECT * FROM users WHERE id = ?")`, []string{"#db.statement.parameterized"}, []string{"#db.statement.dynamic"}},
		{`cursor.execute("SELECT * FROM users WHERE id = %s", (user_id,))`, nil, []string{"#db.statement.dynamic"}},
		{`db.Query("SELECT name FROM users WHERE id = $1", id)`, nil, []string{"#db.statement.dynamic"}},
		{"use bind variables in the oracle queries", []string{"#db.statement.parameterized"}, nil},
		{"format the date column in the report", nil, []string{"#db.statement.dynamic"}},
		// Eval, templates and unsafe deserialization.
		{"obj = pickle.loads(request.data)", []string{"#sec.eval.deserialize", "#sec.eval"}, nil},
		{"config = yaml.load(open(path))", []string{"#sec.eval.deserialize"}, nil},
		{"config = yaml.safe_load(open(path))", nil, []string{"#sec.eval.deserialize", "#sec.eval"}},
		{"data = json.loads(body)", nil, []string{"#sec.eval.deserialize", "#sec.eval"}},
		{"$prefs = unserialize($_COOKIE['prefs']);", []string{"#sec.eval.deserialize"}, nil},
		{"new ObjectInputStream(socket.getInputStream()).readObject()", []string{"#sec.eval.deserialize"}, nil},
		{"never unpickle files users upload", []string{"#sec.eval.deserialize"}, nil},
		{"return render_template_string(request.args['tpl'])", []string{"#sec.eval"}, nil},
		{"load the pickle of the trained model", nil, []string{"#sec.eval.deserialize"}},
		// Shell commands from strings.
		{`os.system("convert " + filename + " out.png")`, []string{"#sec.eval.shell", "#sec.eval"}, nil},
		{"subprocess.run(cmd, shell=True)", []string{"#sec.eval.shell"}, nil},
		{"child_process.exec(`git log ${branch}`)", []string{"#sec.eval.shell"}, nil},
		{"Runtime.getRuntime().exec(cmd)", []string{"#sec.eval.shell"}, nil},
		{`shell_exec("ping " . $_GET['host'])`, []string{"#sec.eval.shell"}, nil},
		{`subprocess.run(["ls", "-l", path])`, nil, []string{"#sec.eval.shell", "#sec.eval"}},
		{"guard the form against command injection", []string{"#sec.eval.shell"}, nil},
		// Unescaped HTML vs escaping.
		{"el.innerHTML = `<b>${name}</b>`", []string{"#sec.xss"}, []string{"#sec.escape"}},
		{"<div dangerouslySetInnerHTML={{ __html: bio }} />", []string{"#sec.xss"}, nil},
		{`<div v-html="comment.body"></div>`, []string{"#sec.xss"}, nil},
		{"return mark_safe(user_bio)", []string{"#sec.xss"}, nil},
		{"@comment.body.html_safe", []string{"#sec.xss"}, nil},
		{"el.textContent = userInput", []string{"#sec.escape"}, []string{"#sec.xss"}},
		{"clean = DOMPurify.sanitize(dirty)", []string{"#sec.escape"}, []string{"#sec.xss"}},
		{"echo htmlspecialchars($name);", []string{"#sec.escape"}, []string{"#sec.xss"}},
		{"fix the stored XSS in comments", []string{"#sec.xss"}, nil},
		{"render the html email template", nil, []string{"#sec.xss"}},
		// TLS verification off in code.
		{"rejectUnauthorized: false", []string{"#net.tls_verify", "#net.insecure"}, nil},
		{"tls.Config{InsecureSkipVerify: true}", []string{"#net.tls_verify"}, nil},
		{"process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0'", []string{"#disable", "#net.tls_verify"}, nil},
		{"ctx.verify_mode = ssl.CERT_NONE", []string{"#disable", "#net.tls_verify"}, nil},
		{"ctx = ssl._create_unverified_context()", []string{"#disable", "#net.tls_verify"}, nil},
		{"curl_setopt($ch, CURLOPT_SSL_VERIFYPEER, false);", []string{"#disable", "#net.tls_verify"}, nil},
		{"requests.get(url, timeout=10)", nil, []string{"#net.tls_verify", "#disable"}},
		// Password hashes.
		{"hashlib.md5(password.encode()).hexdigest()", []string{"#sec.hash.weak", "#secret.password"}, []string{"#sec.hash.strong"}},
		{"crypto.createHash('sha1').update(password).digest('hex')", []string{"#sec.hash.weak"}, nil},
		{"store passwords with bcrypt", []string{"#sec.hash.strong", "#secret.password"}, []string{"#sec.hash.weak"}},
		{"bcrypt.hashpw(password, bcrypt.gensalt())", []string{"#sec.hash.strong"}, []string{"#sec.hash.weak"}},
		{"md5sum ubuntu.iso", nil, []string{"#sec.hash.weak", "#secret.password"}},
		// Randomness for tokens.
		{"token = Math.random().toString(36).slice(2)", []string{"#sec.random.weak", "#secret.token"}, []string{"#sec.random.secure"}},
		{"code = random.randint(100000, 999999)", []string{"#sec.random.weak"}, nil},
		{"token = secrets.token_hex(32)", []string{"#sec.random.secure", "#secret.token"}, []string{"#sec.random.weak"}},
		{"crypto.randomBytes(32).toString('hex')", []string{"#sec.random.secure"}, []string{"#sec.random.weak", "#finance.investment.crypto"}},
		{"shuffle the playlist in random order", nil, []string{"#sec.random.weak"}},
		// Hardcoded secrets.
		{"hardcode the api key in config.js for now", []string{"#expose", "#secret.token"}, nil},
		{"remove the hardcoded credentials from settings.py", []string{"#secret"}, nil},
		// Cookies and flags.
		{"res.cookie('sid', token, { maxAge: 86400000 })", []string{"#web.cookie", "#secret.token"}, []string{"#web.cookie.flag"}},
		{`response.set_cookie("session", token, httponly=True, secure=True, samesite="Strict")`, []string{"#web.cookie", "#web.cookie.flag"}, []string{"#disable"}},
		{"set SESSION_COOKIE_SECURE = False", []string{"#disable", "#web.cookie.flag"}, nil},
		{"make the session cookie httponly", []string{"#web.cookie.flag"}, nil},
		{"accept the cookie banner", nil, []string{"#web.cookie.flag"}},
		// JWTs.
		{`jwt.decode(token, options={"verify_signature": False})`, []string{"#secret.token.jwt"}, nil}, // the colon ends the clause: only the JWT is read
		{"decode the jwt without verifying the signature", []string{"#secret.token.jwt", "#disable", "#read.verify"}, nil},
		{`jwt.decode(token, algorithms=["HS256"], verify=False)`, []string{"#secret.token.jwt", "#disable"}, nil},
		{"jwt.ParseUnverified(tokenString, claims)", []string{"#secret.token.jwt", "#net.insecure"}, nil},
		{"accept tokens with alg none", []string{"#disable", "#secret.token.jwt"}, nil},
		{"jwt.verify(token, secret)", []string{"#secret.token.jwt"}, []string{"#disable"}},
		// Prints vs structured logging.
		{`print(f"user {user_id} logged in")`, []string{"#code.print"}, []string{"#code.log.structured"}},
		{"e.printStackTrace()", []string{"#code.print"}, nil},
		{`logger.info("user logged in", extra={"user_id": user_id})`, []string{"#code.log.structured"}, []string{"#code.print"}},
		{"switch to structured logging with zerolog", []string{"#code.log.structured"}, []string{"#code.print"}},
		{"print the shipping label", nil, []string{"#code.print"}},
		// Local time vs UTC.
		{"stamp = datetime.now().isoformat()", []string{"#time.zone.local"}, []string{"#time.zone.utc"}},
		{"created_at TIMESTAMP WITHOUT TIME ZONE", []string{"#time.zone.local"}, []string{"#time.zone.utc"}},
		{"stamp = datetime.now(timezone.utc).isoformat()", []string{"#time.zone.utc"}, []string{"#time.zone.local"}},
		{"const hour = new Date().getUTCHours()", []string{"#time.zone.utc"}, []string{"#time.zone.local"}},
		{"what is the date today", nil, []string{"#time.zone.local"}},
		// Swallowed exceptions.
		{"wrap the call and swallow the exception", []string{"#code.error.ignored", "#code.error"}, nil},
		{"user.save rescue nil", []string{"#code.error.ignored"}, nil},
		{"add a bare except around the parser", []string{"#code.error.ignored"}, nil},
		{"log and re-raise in the except block", []string{"#code.error"}, []string{"#code.error.ignored"}},
		{"all tests except the flaky one pass", nil, []string{"#code.error.ignored"}},
		// Lint and type-check suppressions.
		{"// eslint-disable-next-line no-unused-vars", []string{"#disable", "#ci.lint"}, nil},
		{"add # noqa: E501 to the long line", []string{"#ci.lint.suppression", "#ci.lint"}, nil},
		{"//nolint:errcheck", []string{"#ci.lint.suppression"}, nil},
		{"// @ts-ignore", []string{"#disable", "#ci.lint"}, nil},
		{"fix the mypy errors in utils.py", []string{"#ci.lint"}, []string{"#disable"}},
		{"/* istanbul ignore next */", []string{"#disable", "#ci"}, nil},
		// Floats vs decimals for money.
		{`price = float(request.form["price"])`, []string{"#code.float", "#payment"}, []string{"#code.decimal"}},
		{"store prices as floats in the orders table", []string{"#code.float", "#payment"}, nil},
		{"amount DECIMAL(10,2) NOT NULL", []string{"#code.decimal"}, []string{"#code.float"}},
		{"keep money in cents as integers", []string{"#code.decimal"}, []string{"#code.float"}},
		{"float the idea with the team", nil, []string{"#code.float"}},
		// Containers and pods.
		{"hostNetwork: true", []string{"#account.admin", "#container"}, nil},
		{"allowPrivilegeEscalation: true", []string{"#account.admin", "#container"}, nil},
		{"mount the docker socket with hostPath", []string{"#account.admin", "#container"}, nil},
		{"ADD https://example.com/app.tar.gz /app/", []string{"#download", "#container"}, nil},
		{"add https://example.com to the allowlist", nil, []string{"#download"}},
		{"create the worker deployment, skip the memory limits for now", []string{"#disable", "#infra.vm_size"}, nil},
		{"ask the sys admin for access", nil, []string{"#container"}},
		// Workflows.
		{`run: echo "${{ github.event.pull_request.title }}"`, []string{"#ci.untrusted"}, nil},
		{"pin all actions by sha", []string{"#ci.action.ref_sha"}, nil},
		// Terraform.
		{"block_public_acls = false", []string{"#expose", "#access.public", "#storage.bucket"}, nil},
		{"publicly_accessible = true", []string{"#expose", "#access.public", "#db"}, nil},
		{`ingress { from_port = 443 to_port = 443 cidr_blocks = ["0.0.0.0/0"] }`, []string{"#expose.port", "#net.firewall", "#access.public"}, nil},
		{"lifecycle { prevent_destroy = false }", []string{"#disable", "#data.backup"}, nil},
		{"deletion_protection = false", []string{"#disable", "#data.backup"}, nil},
	}
	checkConceptCases(t, a, tests)
}
