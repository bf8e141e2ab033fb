#!/usr/bin/env python3
"""Labeled clustering set (infra/dev agent work): events.jsonl + gold.json (ts -> theme).
Written before the clusterer was tuned; do not edit it to fit the clusterer. Run: python3 make.py"""
import json, datetime, os, random

T = {
 "cron_env": [
  ("mistake","cron",["cron","backup"],"Nightly backup cron job did nothing, but the script works fine when I run it by hand","Use absolute paths in scripts run from cron; cron has a minimal PATH"),
  ("debug_session","cron",["crontab"],"crontab entry failed with /bin/sh: pg_dump: command not found","Set PATH at the top of the crontab or call /usr/bin/pg_dump directly"),
  ("mistake","shell",["scheduler"],"Scheduled report script could not find its config file when triggered by the scheduler","Reference files by full path; scheduled jobs start in the home directory"),
  ("feedback","cron",["cron"],"Greg: the 2am export hasn't run all week","Make sure scheduled jobs get the environment they need (PATH, working directory)"),
 ],
 "cron_timezone": [
  ("mistake","cron",["cron","timezone"],"The daily digest job fired at 3am instead of 9am","The server clock is UTC; convert the schedule from the owner's local time"),
  ("mistake","cron",["reminder"],"Reminder went out five hours early","Set CRON_TZ or convert the time to UTC before adding the crontab line"),
  ("feedback","communication",["schedule"],"Greg: why did I get the morning summary at midnight?","Schedule in the user's time zone, not the server's"),
 ],
 "pod_oom": [
  ("debug_session","infra",["k8s","pod"],"Worker pod keeps restarting with reason OOMKilled","Lower the batch size so the worker fits its memory limit"),
  ("mistake","infra",["etl"],"ETL container exited with code 137 halfway through the import","Stream rows from the table instead of loading the whole result set"),
  ("mistake","dev",["java"],"Report service crashed with java.lang.OutOfMemoryError: Java heap space","Page through the records instead of keeping them all in a list"),
  ("mistake","infra",["images"],"Thumbnail job ate all the RAM on the node and the kernel killed it","Resize images one at a time rather than holding every file in memory"),
 ],
 "image_pull": [
  ("mistake","infra",["k8s","deploy"],"Pods stuck in ImagePullBackOff after the deploy","Push the image to the registry before updating the deployment"),
  ("debug_session","infra",["kubectl"],"kubectl rollout hung: failed to pull image, manifest for tag v2.3.1 not found","Check the image tag exists in the registry before rolling out"),
  ("mistake","infra",["k8s"],"New release never started because the cluster could not fetch the container image","Verify the image was built and pushed before changing the deployment"),
 ],
 "rate_limit": [
  ("mistake","api",["github","sync"],"GitHub API answered 403 rate limit exceeded while syncing issues","Back off until the reset time and use conditional requests"),
  ("debug_session","api",["openai"],"Got HTTP 429 Too Many Requests from the completion endpoint in the batch run","Add exponential backoff and retry instead of hammering the API"),
  ("mistake","api",["scraper"],"The scraper got throttled after about a hundred calls","Respect Retry-After and slow down the request rate"),
  ("discovery","api",["slack"],"Slack sends a Retry-After header when it throttles us","Sleep for the Retry-After seconds before retrying a throttled call"),
 ],
 "force_push": [
  ("mistake","dev",["git","push"],"Force pushed to the shared develop branch and wiped a colleague's commits","Use --force-with-lease, never plain --force on shared branches"),
  ("feedback","dev",["git"],"Greg: my commits from yesterday vanished from develop","Never rewrite history on a branch other people use"),
  ("mistake","dev",["git","rebase"],"Rebased and pushed -f over teammates' work on the release branch","Fetch first and only force-push your own branches"),
 ],
 "git_secret": [
  ("mistake","dev",["git","secrets"],"Committed the .env file with the Stripe key to the repo","Add .env to .gitignore and rotate the leaked key"),
  ("mistake","security",["git"],"An API token ended up in the git history of the public repo","Keep secrets in environment variables and scan commits before pushing"),
  ("debug_session","security",["aws"],"AWS sent an alert: our access keys were found on GitHub in config.yaml","Revoke the exposed credentials at once and load them from a secrets manager"),
 ],
 "migration_lock": [
  ("mistake","data",["postgres","migration"],"Running the migration on the orders table locked it and the site went down","Create indexes concurrently and run heavy migrations off-peak"),
  ("mistake","data",["postgres"],"ALTER TABLE blocked every write for twenty minutes","Split schema changes into small non-blocking steps"),
  ("debug_session","data",["database"],"Checkout requests hung while the schema change was running on production","Test migrations on a copy of production to see how long they hold locks"),
 ],
 "backup_empty": [
  ("mistake","data",["postgres","backup"],"Restore failed because the nightly dump files were empty","Verify backups by restoring them on a schedule"),
  ("discovery","data",["backup"],"Found out our database backups had been zero bytes for two weeks","Check the backup size and do a test restore after each run"),
 ],
 "wrong_recipient": [
  ("mistake","email",["email"],"Sent the draft contract to the wrong client","Double-check the recipient before sending"),
  ("mistake","email",["email","reply"],"Hit reply-all and the customer got our internal notes","Look at who is on the thread before replying"),
  ("feedback","email",["email"],"Greg: you emailed my private notes to the whole team","Confirm who will receive a message before you send it"),
 ],
 "double_charge": [
  ("mistake","payments",["stripe"],"Stripe charge was created twice when the request was retried","Send an idempotency key with every payment request"),
  ("mistake","payments",["billing"],"Customer was billed two times after a timeout","Make payment calls idempotent before adding retries"),
  ("debug_session","payments",["webhook"],"Duplicate invoices appeared after the provider redelivered the webhook","Deduplicate webhook events by their event id"),
 ],
 "disk_full": [
  ("mistake","infra",["logs","postgres"],"Log partition reached 100% and postgres stopped accepting writes","Rotate logs and alert when disk usage passes 80%"),
  ("debug_session","infra",["docker","build"],"docker build failed: no space left on device","Clean old build cache and check free space before building"),
  ("mistake","infra",["server"],"The server volume filled up with old core dumps and the API crashed","Cap and clean up dump files; monitor free storage"),
 ],
}
S = [
 ("mistake","shell",["jq"],"jq filter returned null because the key contains a dash","Quote keys with dashes in jq filters like .[\"my-key\"]"),
 ("discovery","shell",["ripgrep"],"ripgrep is far faster than grep on the monorepo","Use rg for code search"),
 ("mistake","dev",["python"],"pip installed packages into the system python instead of the venv","Activate the virtualenv before pip install"),
 ("mistake","infra",["dns"],"Changed the DNS record and expected it to apply instantly","Lower the TTL a day before changing DNS records"),
 ("mistake","email",["email"],"Newsletter images did not show up in Outlook","Inline images as attachments with content ids for Outlook"),
 ("mistake","data",["csv"],"Imported the CSV with the wrong delimiter and every row landed in one column","Detect the delimiter before importing"),
]
SUCC = [
 ("success","cron",["cron"],"Backup cron ran fine with absolute paths","Used full paths in the script"),
 ("success","api",["github"],"Full issue sync finished without hitting the limit","Backed off on 403 and used ETags"),
 ("success","payments",["stripe"],"Retried payment went through once","Idempotency key on the request"),
 ("success","dev",["git"],"Pushed the rebased branch safely","Used --force-with-lease on my own branch"),
]

def main():
    d = os.path.dirname(os.path.abspath(__file__))
    order = [(k, e) for k, v in T.items() for e in v] + [(f"single_{i}", e) for i, e in enumerate(S)] + [(f"success_{i}", e) for i, e in enumerate(SUCC)]
    random.Random(7).shuffle(order)
    t0 = datetime.datetime(2026, 10, 5, 8, 0, tzinfo=datetime.timezone.utc)
    gold = {}
    with open(os.path.join(d, "events.jsonl"), "w") as f:
        for i, (k, (typ, cat, tags, p, s)) in enumerate(order):
            ts = (t0 + datetime.timedelta(minutes=47 * i)).strftime("%Y-%m-%dT%H:%M:%SZ")
            ev = {"ts": ts, "type": typ, "category": cat, "tags": tags, "problem": p, "solution": s, "confidence": "testing", "source": "session"}
            if typ == "feedback": ev["greg_feedback"] = p.split(": ", 1)[-1]
            f.write(json.dumps(ev) + "\n"); gold[ts] = k
    json.dump(gold, open(os.path.join(d, "gold.json"), "w"), indent=1)
    print(len(gold), "events")

main()
