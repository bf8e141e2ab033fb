#!/usr/bin/env python3
"""Held-out labeled clustering set: written after the lexicon's first draft and scored once,
before any tuning against it, to estimate quality on unseen wording. events.jsonl + gold.json.
Run: python3 make.py"""
import json, datetime, os, random

T = {
 "ssh_host_key": [
  ("mistake","infra",["ssh"],"ssh to the new server failed: REMOTE HOST IDENTIFICATION HAS CHANGED","Remove the old entry with ssh-keygen -R after confirming the machine was rebuilt"),
  ("debug_session","infra",["deploy"],"Deploy script aborted with Host key verification failed","Update known_hosts when a server is reinstalled"),
  ("mistake","infra",["ssh"],"Couldn't connect to the rebuilt box because its fingerprint no longer matched","Refresh the known_hosts line for hosts that were recreated"),
 ],
 "ssh_key_mode": [
  ("mistake","infra",["ssh","keys"],"ssh ignored my key: UNPROTECTED PRIVATE KEY FILE","chmod 600 the private key"),
  ("debug_session","infra",["ssh"],"Key-based login was refused because id_ed25519 was readable by other users","Restrict the key file so only its owner can read it"),
 ],
 "unit_flapping": [
  ("mistake","infra",["systemd"],"The sync service kept restarting every few seconds","Read journalctl -u for the unit before touching its settings"),
  ("debug_session","infra",["systemd"],"systemd gave up: start request repeated too quickly","Find the crash reason in the service logs and fix it before raising StartLimitBurst"),
  ("mistake","infra",["service"],"The unit flapped all night after the config change","Look at the journal first when a daemon restarts in a loop"),
 ],
 "sheet_refs": [
  ("mistake","data",["sheets"],"Copied the formula down the column and every reference shifted","Use absolute references like $A$1 for fixed cells"),
  ("mistake","data",["excel"],"Totals were wrong after filling the sum formula across rows","Anchor the rate cell with dollar signs before dragging formulas"),
 ],
 "scrape_blocked": [
  ("mistake","web",["scraping"],"The site started returning a captcha page after a few hundred fetches","Crawl slower and cache pages you already have"),
  ("mistake","web",["cloudflare"],"Got banned by Cloudflare while pulling the listings","Space out requests and send an honest user agent"),
  ("debug_session","web",["crawler"],"Our IP was blocked by the target website mid-crawl","Keep the crawl rate low and stop at the first 403"),
 ],
 "ci_cache": [
  ("mistake","ci",["ci","cache"],"Tests passed locally but CI kept using a stale dependency cache","Key the CI cache on the lockfile hash"),
  ("debug_session","ci",["pipeline"],"Pipeline installed the old version of the library from its cache","Invalidate the cache whenever dependencies change"),
 ],
 "ci_fork_secret": [
  ("mistake","ci",["ci","secrets"],"Deploy step failed because DEPLOY_KEY was empty on a pull request from a fork","Skip secret-dependent steps on PRs from forks"),
  ("debug_session","ci",["github-actions"],"Workflow run from a contributor's fork could not read the repository secret","Guard steps that need secrets with a check on the event source"),
 ],
 "formal_register": [
  ("mistake","communication",["translation"],"Translated the customer reply into German using the informal du","Use Sie in German business correspondence"),
  ("feedback","communication",["email"],"Greg: that French email sounded way too casual","Write to clients in a formal register in every language"),
  ("mistake","communication",["spanish"],"Addressed the Madrid supplier with tu in the first email","Default to the polite form (usted) with business contacts"),
 ],
 "dns_ttl": [
  ("mistake","infra",["dns"],"Pointed the domain at the new server and half the users still reached the old one","Lower the TTL ahead of DNS changes"),
  ("mistake","infra",["migration"],"Moved the site but traffic kept going to the old IP for hours","Reduce the record TTL a day before migrating"),
 ],
 "units": [
  ("mistake","communication",["units"],"Gave the hiking distance in miles to a user in Germany","Use metric units for European users"),
  ("feedback","communication",["recipe"],"Greg: my oven is in Celsius, not Fahrenheit","Ask which units the person uses and stick to them"),
 ],
 "big_data_memory": [
  ("mistake","data",["pandas"],"pandas died reading the 20 GB CSV","Read the CSV with chunksize and aggregate per chunk"),
  ("mistake","data",["dataset"],"The laptop became unresponsive while loading the whole dataset","Load the data lazily instead of materializing it"),
  ("debug_session","data",["export"],"The export worker was terminated for using too much RAM","Write rows out as you go instead of collecting them"),
 ],
 "cert_expiry": [
  ("mistake","infra",["tls"],"Website showed NET::ERR_CERT_DATE_INVALID this morning","Automate certificate renewal with a certbot timer"),
  ("mistake","infra",["letsencrypt"],"The Let's Encrypt certificate lapsed and API clients refused to connect","Monitor certificate expiry dates and alert two weeks ahead"),
  ("feedback","infra",["website"],"Greg: the site says not secure!","Renew certificates before they run out"),
 ],
}
S = [
 ("mistake","docs",["markdown"],"A markdown link broke because the URL contained parentheses","Percent-encode parentheses in link targets"),
 ("mistake","security",["screenshot"],"Shared a screenshot that showed a password field","Crop screenshots before sending"),
 ("discovery","shell",["tmux"],"tmux keeps sessions alive across dropped ssh connections","Run long jobs inside tmux"),
 ("mistake","dev",["regex"],"Greedy regex swallowed two fields at once","Use non-greedy quantifiers for delimited fields"),
 ("mistake","communication",["slack"],"Posted the outage update in the wrong channel","Pin the incident channel name in the runbook"),
]
SUCC = [
 ("success","infra",["ssh"],"Connected to the rebuilt host cleanly","Cleared the old known_hosts entry first"),
 ("success","data",["pandas"],"Processed the 20 GB file","Used chunksize"),
 ("success","infra",["tls"],"Certificate renewed automatically","certbot timer"),
]

def main():
    d = os.path.dirname(os.path.abspath(__file__))
    order = [(k, e) for k, v in T.items() for e in v] + [(f"single_{i}", e) for i, e in enumerate(S)] + [(f"success_{i}", e) for i, e in enumerate(SUCC)]
    random.Random(3).shuffle(order)
    t0 = datetime.datetime(2026, 12, 1, 6, 0, tzinfo=datetime.timezone.utc)
    gold = {}
    with open(os.path.join(d, "events.jsonl"), "w") as f:
        for i, (k, (typ, cat, tags, p, s)) in enumerate(order):
            ts = (t0 + datetime.timedelta(minutes=37 * i)).strftime("%Y-%m-%dT%H:%M:%SZ")
            ev = {"ts": ts, "type": typ, "category": cat, "tags": tags, "problem": p, "solution": s, "confidence": "testing", "source": "session"}
            if typ == "feedback": ev["greg_feedback"] = p.split(": ", 1)[-1]
            f.write(json.dumps(ev) + "\n"); gold[ts] = k
    json.dump(gold, open(os.path.join(d, "gold.json"), "w"), indent=1)
    print(len(gold), "events")

main()
