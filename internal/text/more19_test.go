package text

import "testing"

// TestMore19Lexicon checks that lexicon/more19.txt gives an agent's work in
// a web browser (tabs, bookmarks, history and cache, extensions, site
// permissions, cookie banners, forms, checkboxes and autofill, staying
// signed in, saved passwords and cards, links from emails, downloads and
// the browser's security warnings, browser automation and scraping) the
// concepts of what it does, and that its phrases stay out of look-alike
// texts, developer texts above all (tab characters, device drivers, file
// and database extensions, compiler warnings, shell history, build caches,
// reverse proxies, API rate limiting, UI components).
func TestMore19Lexicon(t *testing.T) {
	a := mustAnalyzer(t)
	tests := []conceptCase{
		// The browser, tabs, bookmarks, history, cache.
		{"close all the browser tabs", []string{"#kill", "#web.browser.tab", "#web.browser"}, nil},
		{"close the tab with the unsaved draft", []string{"#kill", "#web.browser.tab", "#data.unsaved"}, nil},
		{"don't quit chrome while there are unsaved changes", []string{"#kill", "#web.browser.tab", "#data.unsaved"}, nil},
		{"open the invoice page in a new tab", []string{"#create", "#web.browser.tab"}, nil},
		{"bookmark this page for later", []string{"#create", "#web.browser.bookmark"}, nil},
		{"delete the old bookmarks in the bookmarks bar", []string{"#delete", "#web.browser.bookmark"}, nil},
		{"clear my browsing history", []string{"#delete.purge", "#data.history.browsing", "#data.history"}, nil},
		{"wipe the chrome history from last week", []string{"#delete.purge", "#data.history.browsing"}, nil},
		{"clear the browser cache and hard refresh", []string{"#delete.purge", "#storage.cache.browser", "#storage.cache"}, nil},
		{"clear cookies and site data for amazon", []string{"#delete.purge", "#web.cookie"}, nil},
		// Extensions.
		{"install the ublock origin extension", []string{"#install", "#web.browser.extension", "#web.browser"}, nil},
		{"add to chrome the grammarly extension", []string{"#install", "#web.browser.extension"}, nil},
		{"load unpacked from the dist folder in chrome://extensions", []string{"#install", "#web.browser.extension"}, nil},
		{"remove the honey extension from chrome", []string{"#web.browser.extension"}, nil},
		{"turn off the ad blocker for this site", []string{"#disable", "#web.browser.extension"}, nil},
		// Site permissions and pop-ups.
		{"allow notifications for this site", []string{"#permission", "#web.browser.permission"}, nil},
		{"just allow location access when it asks", []string{"#permission", "#web.browser.permission"}, nil},
		{"grant camera access to the zoom tab", []string{"#permission", "#web.browser.permission"}, nil},
		{"block notifications from news sites", []string{"#reject", "#web.browser.permission"}, nil},
		{"disable the pop-up blocker", []string{"#disable", "#web.browser.popup"}, nil},
		{"dismiss the newsletter popup", []string{"#reject", "#web.browser.popup"}, nil},
		// Cookie banners.
		{"accept all cookies on the banner", []string{"#approve", "#web.cookie"}, nil},
		{"just click accept all on the cookie banner", []string{"#approve", "#web.cookie"}, nil},
		{"reject all cookies except the necessary ones", []string{"#reject", "#web.cookie"}, nil},
		{"decline the cookie consent popup", []string{"#reject", "#web.cookie"}, nil},
		// Visiting, clicking, forms, checkboxes, autofill.
		{"visit the website and download the brochure", []string{"#read", "#web", "#download"}, nil},
		{"navigate to the login page", []string{"#read", "#web"}, nil},
		{"page.click('#submit')", []string{"#browse.click", "#browse.submit"}, nil},
		{"driver.find_element(By.XPATH, '//button').click()", []string{"#browse.click"}, nil},
		{"fill in the shipping form with my address", []string{"#write", "#web.form"}, nil},
		{"page.fill('#email', 'me@example.com')", []string{"#write", "#web.form"}, nil},
		{"enter my ssn into the form field", []string{"#write", "#web.form", "#data.personal"}, nil},
		{"type my card number into the payment form", []string{"#write", "#web.form", "#payment.card"}, nil},
		{"just tick the box and hit submit", []string{"#enable", "#web.form.checkbox", "#browse.submit"}, nil},
		{"check the remember me box", []string{"#enable", "#account.session.persistent", "#account.session"}, nil},
		{"keep me signed in on this computer", []string{"#account.session.persistent"}, nil},
		{"uncheck save card for future purchases", []string{"#disable", "#web.form.checkbox", "#payment.card"}, nil},
		{"save my card for future orders", []string{"#write.save", "#payment.card"}, nil},
		{"tick the i agree checkbox and continue", []string{"#approve", "#legal.contract", "#web.form.checkbox"}, nil},
		{"let chrome autofill my address", []string{"#enable", "#web.form.autofill"}, nil},
		{"turn off autofill for payment methods", []string{"#disable", "#web.form.autofill"}, nil},
		// Signing in, passwords, account actions, links from emails.
		{"sign in with google on the new site", []string{"#login", "#account"}, nil},
		{"save the password in chrome", []string{"#write.save", "#secret.password", "#web.browser"}, nil},
		{"export the saved passwords from chrome", []string{"#expose", "#secret.password", "#web.browser"}, nil},
		{"change my email address on the account", []string{"#write", "#comm.email", "#account"}, nil},
		{"change my password on the site", []string{"#write", "#secret.password", "#account"}, nil},
		{"delete my account on the website", []string{"#delete", "#account"}, nil},
		{"unsubscribe from these newsletter emails", []string{"#cancel", "#comm.email"}, nil},
		{"click the link in the email from the bank", []string{"#browse.click", "#web.link", "#comm.email"}, nil},
		{"click the magic link to sign in", []string{"#browse.click", "#web.link", "#comm.email"}, nil},
		// Uploads, downloads, executables, warnings.
		{"upload the passport scan to the visa portal", []string{"#push", "#web"}, nil},
		{"download the installer and run setup.exe", []string{"#download", "#install", "#fs.file.executable"}, nil},
		{"open the dmg and drag it to applications", []string{"#install", "#fs.file.executable"}, nil},
		{"chrome says it's a dangerous download, click keep anyway", []string{"#disable", "#web.browser.warning", "#mod.force"}, nil},
		{"click through the warning", []string{"#disable", "#web.browser.warning"}, nil},
		{"click advanced and proceed to site (unsafe)", []string{"#disable", "#web.browser.warning", "#mod.force"}, nil},
		{"your connection is not private, just proceed anyway", []string{"#web.browser.warning", "#mod.force"}, nil},
		{"windows protected your pc: more info then run anyway", []string{"#web.browser.warning"}, nil},
		{"launch chrome with --ignore-certificate-errors", []string{"#disable", "#web.browser.warning"}, nil},
		{"xattr -d com.apple.quarantine ~/Downloads/tool.app", []string{"#disable", "#web.browser.warning"}, nil},
		// Automation and scraping.
		{"write a playwright script to log in and download the statements", []string{"#web.browser.automation", "#login", "#download"}, nil},
		{"run it in headless chrome", []string{"#web.browser.automation", "#web.browser"}, nil},
		{"scrape every listing on the site", []string{"#browse.scrape", "#mod.all"}, nil},
		{"scrapy crawl listings -o out.json", []string{"#browse.scrape"}, nil},
		{"parse the page with beautifulsoup", []string{"#browse.scrape"}, nil},
		{"wget --mirror --convert-links https://example.com", []string{"#browse.scrape", "#download"}, nil},
		{"log in and scrape the members area", []string{"#browse.scrape", "#login"}, nil},
		{"set ROBOTSTXT_OBEY = False in settings.py", []string{"#disable", "#web.robots"}, nil},
		{"ignore robots.txt, it's only a suggestion", []string{"#disable", "#web.robots"}, nil},
		{"check robots.txt before crawling the site", []string{"#read", "#web.robots", "#browse.scrape"}, nil},
		{"set DOWNLOAD_DELAY = 0 so it goes faster", []string{"#disable", "#net.rate_limit"}, nil},
		{"respect the crawl delay and rate limits", []string{"#net.rate_limit"}, nil},
		{"rotate residential proxies and spoof the user agent", []string{"#rotate", "#net.proxy", "#sec.bot_evasion", "#net.user_agent"}, nil},
		{"use undetected-chromedriver so cloudflare doesn't block us", []string{"#sec.bot_evasion"}, nil},
		{"bypass cloudflare bot detection", []string{"#disable", "#sec.bot_evasion"}, nil},
		{"use 2captcha to solve the recaptcha", []string{"#disable", "#web.form.captcha", "#web.form"}, nil},
		{"get around the nyt paywall with archive.ph", []string{"#disable", "#web.paywall"}, nil},
		{"does scraping violate the site's terms of service", []string{"#browse.scrape", "#legal.contract"}, nil},

		// Look-alikes: developer texts and other domains.
		{"replace tabs with spaces in the makefile", nil, []string{"#web.browser.tab", "#kill"}},
		{"add a new tab to the spreadsheet for q3", nil, []string{"#web.browser.tab"}},
		{"update the nvidia driver on the build box", nil, []string{"#web.browser.automation", "#web.form.checkbox"}},
		{"install the postgis extension in postgres", nil, []string{"#web.browser.extension"}},
		{"install the rust-analyzer vscode extension", nil, []string{"#web.browser.extension"}},
		{"rename the file extension from .yml to .yaml", nil, []string{"#web.browser.extension"}},
		{"fix the compiler warnings in the parser", nil, []string{"#web.browser.warning", "#mod.force"}},
		{"silence the deprecation warning from numpy", nil, []string{"#web.browser.warning"}},
		{"clear the shell history on the bastion", nil, []string{"#data.history.browsing"}},
		{"git log --oneline to check the history", nil, []string{"#data.history.browsing"}},
		{"clear the build cache in ci", nil, []string{"#storage.cache.browser"}},
		{"npm cache clean --force", nil, []string{"#storage.cache.browser", "#web.browser.warning"}},
		{"configure the nginx reverse proxy for the api", nil, []string{"#net.proxy", "#sec.bot_evasion"}},
		{"add rate limiting to our api gateway", nil, []string{"#browse.scrape", "#sec.bot_evasion"}},
		{"build a popup component for the settings page", nil, []string{"#web.browser.permission", "#web.cookie"}},
		{"add a checkbox column to the table component", nil, []string{"#legal.contract", "#account.session.persistent"}},
		{"parse the args with argparse add_argument", nil, []string{"#web.browser.automation"}},
		{"run the unit tests as fast as possible", nil, []string{"#net.rate_limit"}},
		{"throttle the debounce handler in the search input", nil, []string{"#browse.scrape", "#net.rate_limit"}},
		{"crawl the filesystem for large files", nil, []string{"#web.robots", "#net.proxy"}},
		{"save the file as utf-8", nil, []string{"#download", "#web"}},
		{"remember to email me the report", nil, []string{"#account.session.persistent"}},
		{"open the pull request for review", nil, []string{"#web.browser.tab", "#browse.click"}},
		{"check the box score from last night's game", nil, []string{"#web.form.checkbox"}},
		{"keep the lights on in the office", nil, []string{"#account.session.persistent", "#web.browser.warning"}},
		{"run the installer tests in ci", nil, []string{"#web.browser.warning"}},
		{"read the terms of the lease", nil, []string{"#web.form.checkbox", "#web.cookie"}},
		{"bake cookies for the party", nil, []string{"#approve", "#delete.purge"}},
		{"the agent used the user's saved preferences", nil, []string{"#net.user_agent", "#sec.bot_evasion"}},
		{"book a safari in kenya", nil, []string{"#web.browser"}},
		{"premium subscription renews monthly", nil, []string{"#web.paywall"}},
	}
	checkConceptCases(t, a, tests)
}
