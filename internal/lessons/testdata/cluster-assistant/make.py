#!/usr/bin/env python3
"""Labeled clustering set (personal-assistant agent work): events.jsonl + gold.json (ts -> theme).
Written before the clusterer was tuned; do not edit it to fit the clusterer. Run: python3 make.py"""
import json, datetime, os, random

T = {
 "oauth_expired": [
  ("debug_session","auth",["google","calendar"],"Calendar sync failed with invalid_grant","The refresh token was revoked; re-authorize the account and store the new token"),
  ("mistake","auth",["gmail"],"Gmail API started answering 401 Unauthorized this morning","Refresh the access token before calling the API"),
  ("mistake","auth",["oauth"],"The inbox integration quietly stopped working because its credentials had lapsed","Check token expiry on every run and renew it automatically"),
 ],
 "attachment_too_big": [
  ("mistake","email",["gmail","attachment"],"Email bounced: message exceeds the 25 MB size limit","Share big files as a Drive link instead of attaching them"),
  ("mistake","email",["email"],"Could not send the photo archive, the attachment was too large","Upload large files to cloud storage and send the link"),
 ],
 "meeting_timezone": [
  ("mistake","calendar",["calendar","meeting"],"Proposed a call with the Tokyo team at 3am their time","Check every attendee's time zone before proposing a slot"),
  ("mistake","calendar",["invite"],"The invite showed the wrong hour for the people in Berlin","Create events with an explicit time zone, not a floating local time"),
  ("feedback","calendar",["calendar"],"Greg: the meeting you set is at 6am for me!","Convert to my local time when you schedule things"),
 ],
 "path_spaces": [
  ("mistake","shell",["rm","files"],"rm failed on My Documents/old because the path had a space in it","Quote file paths in shell commands"),
  ("debug_session","shell",["bash"],"The script split 'Client Files/2026' into two arguments","Wrap every variable expansion in double quotes"),
  ("mistake","files",["cp"],"cp copied the folder to the wrong place because of an unquoted directory name with a blank","Always put quotes around paths that may contain spaces"),
 ],
 "config_json": [
  ("mistake","config",["json"],"Edited settings.json by hand, left a trailing comma and the app wouldn't start","Validate the JSON after editing it, for example with jq"),
  ("debug_session","config",["bot"],"Bot crashed at startup: unexpected token in config","Run a JSON linter on the config before restarting the service"),
  ("mistake","config",["sed"],"A sed one-liner mangled the quotes in config.json","Edit JSON with jq instead of sed"),
 ],
 "post_spam": [
  ("mistake","social",["moltbook"],"Moltbook rejected my post: you are posting too fast","Wait at least 30 minutes between posts"),
  ("mistake","social",["twitter"],"The account was temporarily suspended after twelve posts in an hour","Space posts out through the day"),
  ("feedback","social",["social"],"Greg: stop flooding the feed","Post at most once an hour"),
 ],
 "duplicate_send": [
  ("mistake","communication",["reminder"],"Sent the same reminder to the client twice","Record what was sent and check the log before sending"),
  ("debug_session","communication",["digest"],"The daily digest went out two times because two scheduler instances were running","Take a lock so only one instance sends"),
  ("mistake","communication",["telegram"],"After restarting the bot every pending notification was delivered again","Keep a sent-log and skip messages already delivered"),
 ],
 "permission_denied": [
  ("mistake","files",["logs"],"Could not write /var/log/assistant.log: permission denied","Run the service as the user who owns the log directory"),
  ("debug_session","files",["export"],"EACCES when saving the export into the shared folder","Fix the folder ownership instead of reaching for sudo"),
  ("mistake","files",["backup"],"Backup script could not create files in /srv/backups, access refused","Give the backup user write access to the target folder"),
 ],
 "memory_overwrite": [
  ("mistake","memory",["memory"],"Overwrote MEMORY.md with only today's notes and lost the history","Append to memory files, never overwrite them"),
  ("mistake","memory",["notes"],"Wrote the notes file with > instead of >> and erased everything in it","Use append mode when adding notes"),
  ("feedback","memory",["preferences"],"Greg: where did all my saved preferences go?","Never replace the memory file; add to it"),
 ],
 "currency": [
  ("mistake","finance",["invoice"],"Invoice total was shown in USD but the client pays in EUR","Use the client's billing currency on invoices"),
  ("mistake","finance",["quote"],"Quoted the price in dollars to a customer in France","Check which currency the customer uses before quoting"),
 ],
 "stale_data": [
  ("mistake","travel",["flight"],"Told Greg the flight was on time from a status that was hours old","Fetch fresh data before reporting a status"),
  ("mistake","research",["weather"],"The morning briefing used yesterday's forecast","Check the timestamp of cached data before using it"),
  ("feedback","research",["prices"],"Greg: these prices are from last month","Always pull current numbers instead of reusing old results"),
 ],
}
S = [
 ("mistake","documents",["ocr"],"OCR read the 1s in the scanned receipt as 7s","Double-check totals extracted by OCR against the image"),
 ("mistake","communication",["telegram"],"Telegram showed raw asterisks because the markdown was not escaped","Escape special characters for Telegram MarkdownV2"),
 ("discovery","shell",["fd"],"fd finds files much faster than find","Use fd for file searches"),
 ("mistake","email",["cc"],"Forgot to CC the accountant on the tax email","Check the CC list against the request"),
 ("mistake","travel",["hotel"],"Booked the hotel for the wrong month","Read the dates back to Greg before paying"),
 ("feedback","research",["sources"],"Greg: I need links to where you found this","Cite sources with links in research answers"),
]
SUCC = [
 ("success","auth",["gmail"],"Gmail sync ran all week","Token refreshed automatically"),
 ("success","calendar",["calendar"],"Scheduled the Tokyo call at a sane hour for everyone","Checked time zones first"),
 ("success","memory",["memory"],"Memory file kept its history","Appended instead of overwriting"),
]

def main():
    d = os.path.dirname(os.path.abspath(__file__))
    order = [(k, e) for k, v in T.items() for e in v] + [(f"single_{i}", e) for i, e in enumerate(S)] + [(f"success_{i}", e) for i, e in enumerate(SUCC)]
    random.Random(11).shuffle(order)
    t0 = datetime.datetime(2026, 11, 2, 7, 30, tzinfo=datetime.timezone.utc)
    gold = {}
    with open(os.path.join(d, "events.jsonl"), "w") as f:
        for i, (k, (typ, cat, tags, p, s)) in enumerate(order):
            ts = (t0 + datetime.timedelta(minutes=61 * i)).strftime("%Y-%m-%dT%H:%M:%SZ")
            ev = {"ts": ts, "type": typ, "category": cat, "tags": tags, "problem": p, "solution": s, "confidence": "testing", "source": "session"}
            if typ == "feedback": ev["greg_feedback"] = p.split(": ", 1)[-1]
            f.write(json.dumps(ev) + "\n"); gold[ts] = k
    json.dump(gold, open(os.path.join(d, "gold.json"), "w"), indent=1)
    print(len(gold), "events")

main()
