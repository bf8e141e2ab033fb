#!/usr/bin/env python3
"""Fourth held-out labeled clustering set: the kinds of lessons of the shared dev set, worded
anew (as unseen sets of the same behaviour would be), plus one-offs and successes. Written after
all tuning, committed unscored, scored once. events.jsonl + gold.json. Run: python3 make.py"""
import json, datetime, os, random

T = {
 "version_taken": [
  ("mistake","dev",["npm"],"Registry refused the upload because 2.0.1 was already taken","Raise the package version number before releasing"),
  ("debug_session","dev",["release"],"Release failed: You cannot publish over the previously published versions: 3.1.0","Run npm version minor first"),
  ("mistake","dev",["ci","npm"],"CI publish step errored, that version already exists on npm","Always increment the version in package.json before the publish job"),
 ],
 "registry_token": [
  ("mistake","dev",["npm","ci"],"npm ERR! code E401 during the release","Replace the expired automation token in the CI settings"),
  ("mistake","dev",["release"],"The publish token stopped working after 30 days","Renew the registry token before it lapses"),
 ],
 "volume_wipe": [
  ("mistake","infra",["docker"],"Ran docker volume prune and lost the redis data","Never prune volumes on servers with live data"),
  ("feedback","infra",["docker"],"Greg: the cleanup script removed the database volume in production","Exclude production volumes from cleanup scripts"),
 ],
 "cert_checks_off": [
  ("mistake","dev",["python","ssl"],"Disabled SSL checks in the python client to make the error go away","Install the corporate root CA instead of disabling verification"),
  ("mistake","infra",["wget"],"wget --no-check-certificate ended up in the deploy script","Keep certificate checks on and fix the trust chain"),
 ],
 "memory_blowup": [
  ("mistake","data",["pandas"],"Worker got SIGKILL after loading the whole CSV into a dataframe","Load the CSV in chunks"),
  ("debug_session","dev",["node"],"Node process crashed: JavaScript heap out of memory","Process the records as a stream"),
  ("mistake","infra",["images"],"The VM ran out of RAM while resizing photos","Resize the photos one by one"),
 ],
 "calendar_clash": [
  ("mistake","calendar",["calendar"],"Scheduled the plumber at the same time as Greg's dentist appointment","Check Greg's calendar for conflicts before confirming"),
  ("mistake","calendar",["meetings"],"Two calls ended up in the same slot on Monday","Look for overlaps before adding events"),
 ],
 "no_video_link": [
  ("feedback","calendar",["meeting"],"Greg: there was no zoom link in the invite","Every meeting invite needs a video link"),
  ("mistake","calendar",["invite"],"The invite for the client call went out without a Meet URL","Attach the conference link when creating the event"),
 ],
 "work_on_main": [
  ("mistake","dev",["git"],"Pushed an experimental change straight to main","Use a feature branch for experiments"),
  ("feedback","dev",["git"],"Greg: don't work on main directly","Always create a branch first"),
 ],
 "incomplete_report": [
  ("mistake","memory",["report"],"The monthly report skipped two incidents","Go through all daily notes before writing the report"),
  ("feedback","memory",["recap"],"Greg: the recap is missing Friday","Read every day's notes before summarizing"),
 ],
 "open_permissions": [
  ("mistake","infra",["permissions"],"Made the uploads folder 777 to fix a write error","Give the web server user ownership instead of 777"),
  ("mistake","shell",["chmod"],"Set world-writable permissions on the config directory","Use 755 and correct ownership"),
 ],
}
S = [
 ("mistake","email",["newsletter"],"The newsletter went out with a broken unsubscribe link","Test every link in a campaign before sending"),
 ("discovery","shell",["tmux"],"tmux can log a whole pane to a file","Use pipe-pane to capture long sessions"),
 ("mistake","data",["json"],"Dates in the JSON export lost their time zone","Write timestamps in RFC 3339 with an offset"),
 ("mistake","communication",["chat"],"Used a thumbs-up emoji to answer a condolence message","Write a proper sentence for personal news"),
]
SUCC = [
 ("success","dev",["npm"],"Released 2.0.2 without errors","Bumped the version first"),
 ("success","infra",["docker"],"Freed 20 GB without touching volumes","Removed dangling images only"),
]

def main():
    d = os.path.dirname(os.path.abspath(__file__))
    order = [(k, e) for k, v in T.items() for e in v] + [(f"single_{i}", e) for i, e in enumerate(S)] + [(f"success_{i}", e) for i, e in enumerate(SUCC)]
    random.Random(17).shuffle(order)
    t0 = datetime.datetime(2027, 3, 1, 6, 30, tzinfo=datetime.timezone.utc)
    gold = {}
    with open(os.path.join(d, "events.jsonl"), "w") as f:
        for i, (k, (typ, cat, tags, p, s)) in enumerate(order):
            ts = (t0 + datetime.timedelta(minutes=39 * i)).strftime("%Y-%m-%dT%H:%M:%SZ")
            ev = {"ts": ts, "type": typ, "category": cat, "tags": tags, "problem": p, "solution": s, "confidence": "testing", "source": "session"}
            if typ == "feedback": ev["greg_feedback"] = p.split(": ", 1)[-1]
            f.write(json.dumps(ev) + "\n"); gold[ts] = k
    json.dump(gold, open(os.path.join(d, "gold.json"), "w"), indent=1)
    print(len(gold), "events")

main()
