#!/usr/bin/env python3
"""Third held-out labeled clustering set, written after the second one was used for vocabulary;
committed unscored, scored once. events.jsonl + gold.json. Run: python3 make.py"""
import json, datetime, os, random

T = {
 "rebase_lost_work": [
  ("mistake","dev",["git","rebase"],"Lost a day of work after a bad interactive rebase","Create a backup branch before rebasing"),
  ("debug_session","dev",["git"],"The rebase dropped two commits I still needed","Tag the current HEAD before any risky rebase so it can be recovered"),
 ],
 "wrong_interpreter": [
  ("mistake","dev",["python"],"Script failed on the server with ModuleNotFoundError: No module named requests","Install dependencies inside the project's virtualenv"),
  ("debug_session","cron",["python","cron"],"The scheduled job ran with the system Python and every import broke","Call the venv's python binary explicitly in the job"),
 ],
 "brittle_selectors": [
  ("mistake","web",["browser"],"Browser automation clicked the wrong button after the site redesign","Select elements by stable ids, not by their position"),
  ("debug_session","web",["playwright"],"The Playwright script broke as soon as the page layout changed","Use data-testid selectors in automation"),
 ],
 "export_clobbered": [
  ("mistake","data",["export"],"The exported report replaced last month's file","Put the date in export file names"),
  ("mistake","data",["csv"],"Saving the CSV clobbered yesterday's export","Never reuse output file names; timestamp them"),
 ],
 "all_day_events": [
  ("mistake","calendar",["calendar"],"Created the holiday as a 9-5 event instead of an all-day one","Mark vacations as all-day events"),
  ("feedback","calendar",["calendar"],"Greg: my day off shows up as a one-hour meeting","Use all-day events for days off"),
 ],
 "secrets_in_logs": [
  ("mistake","security",["logging"],"The debug log printed the full Authorization header","Mask tokens before logging requests"),
  ("mistake","security",["stripe"],"The Stripe secret key showed up in an error report","Scrub secrets from error messages before they are sent"),
  ("debug_session","security",["logs"],"Found customer passwords in plain text in the application logs","Never log request bodies of login endpoints"),
 ],
 "shopping_prefs": [
  ("mistake","shopping",["groceries"],"Ordered oat milk when Greg wanted almond","Check Greg's saved preferences before ordering"),
  ("feedback","shopping",["groceries"],"Greg: why is there decaf in the delivery?","Ask before accepting substitutions on grocery orders"),
 ],
 "webhook_retries": [
  ("mistake","api",["webhook"],"Our webhook endpoint returned 500 and the provider retried thousands of times","Return 200 quickly and process the payload asynchronously"),
  ("debug_session","api",["webhook"],"A slow webhook handler caused a retry storm from the provider","Acknowledge webhooks immediately and queue the work"),
 ],
 "no_start_on_boot": [
  ("mistake","infra",["systemd"],"After the server rebooted the bot did not come back","Enable the systemd unit so it starts on boot"),
  ("debug_session","infra",["power"],"A power outage restart left the backup daemon stopped","Make services start automatically at boot"),
  ("mistake","infra",["docker"],"Containers stayed down after the host restarted","Set restart: unless-stopped on long-running containers"),
 ],
 "passport": [
  ("mistake","travel",["passport"],"Booked an international flight without checking Greg's passport validity","Check document expiry dates before booking travel abroad"),
  ("feedback","travel",["passport"],"Greg: my passport runs out next month, why didn't you notice?","Track passport and visa expiry and remind six months ahead"),
 ],
 "money_floats": [
  ("mistake","finance",["invoice"],"Invoice totals were off by a cent because of float math","Use integer cents or a decimal type for money"),
  ("debug_session","finance",["python"],"The sum of the line items did not match the total due to floating point rounding","Never store currency amounts as floats"),
 ],
 "wrong_reply_language": [
  ("mistake","communication",["email"],"Answered a Spanish customer's email in English","Reply in the language the customer wrote in"),
  ("feedback","communication",["email"],"Greg: the supplier writes to us in French, answer in French","Match the language of the incoming message"),
 ],
}
S = [
 ("mistake","design",["logo"],"Used the old logo colors in the pitch deck","Take brand colors from the current style guide"),
 ("discovery","shell",["jq"],"jq -r prints raw strings without quotes","Use jq -r when piping values to other commands"),
 ("mistake","communication",["names"],"Misspelled the new hire's surname in the welcome post","Copy names from the HR record"),
 ("mistake","home",["thermostat"],"Set the thermostat schedule an hour off after the DST change","Re-check device schedules after clock changes"),
 ("mistake","research",["sources"],"Quoted a statistic from a 2015 blog post as current","Prefer primary sources from the last two years"),
]
SUCC = [
 ("success","dev",["git"],"Rebase went fine with a backup branch","Backup branch first"),
 ("success","infra",["systemd"],"Bot came back after the reboot","Unit was enabled"),
 ("success","security",["logging"],"Logs stay clean of tokens","Masking filter"),
]

def main():
    d = os.path.dirname(os.path.abspath(__file__))
    order = [(k, e) for k, v in T.items() for e in v] + [(f"single_{i}", e) for i, e in enumerate(S)] + [(f"success_{i}", e) for i, e in enumerate(SUCC)]
    random.Random(13).shuffle(order)
    t0 = datetime.datetime(2027, 2, 1, 7, 0, tzinfo=datetime.timezone.utc)
    gold = {}
    with open(os.path.join(d, "events.jsonl"), "w") as f:
        for i, (k, (typ, cat, tags, p, s)) in enumerate(order):
            ts = (t0 + datetime.timedelta(minutes=43 * i)).strftime("%Y-%m-%dT%H:%M:%SZ")
            ev = {"ts": ts, "type": typ, "category": cat, "tags": tags, "problem": p, "solution": s, "confidence": "testing", "source": "session"}
            if typ == "feedback": ev["greg_feedback"] = p.split(": ", 1)[-1]
            f.write(json.dumps(ev) + "\n"); gold[ts] = k
    json.dump(gold, open(os.path.join(d, "gold.json"), "w"), indent=1)
    print(len(gold), "events")

main()
