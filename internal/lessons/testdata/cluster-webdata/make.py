#!/usr/bin/env python3
"""Fifth held-out labeled clustering set: web front-end and data-pipeline work (CORS, cached
assets, CSV encodings and quoting, pagination, missing fields, integer division, flaky tests,
N+1 queries, greedy regexes, alt text, column renames), a domain no other set covers. Written
before the WordNet/recall work on the clusterer and before looking at which words the lexicon
covers, committed unscored. Same object with different failures: CSV encoding vs CSV quoting.
events.jsonl + gold.json. Run: python3 make.py"""
import json, datetime, os, random

T = {
 "cors_blocked": [
  ("mistake","dev",["frontend","api"],"The dashboard's fetch calls failed with 'No Access-Control-Allow-Origin header' after the API moved to its own subdomain","Add the dashboard origin to the API's allowed origins"),
  ("debug_session","dev",["browser"],"Browser console showed the preflight OPTIONS request rejected, so the form never submitted","Configure the server to answer preflight requests for the app's domain"),
  ("mistake","dev",["api"],"Frontend on localhost:3000 could not call the backend on :8080, blocked by cross-origin policy","Whitelist the dev origin in the CORS middleware instead of disabling browser security"),
  ("feedback","dev",["widget"],"Greg: the widget on the partner site can't load our data, the console says CORS","Allow their domain in the API response headers"),
 ],
 "stale_assets": [
  ("feedback","dev",["deploy"],"Greg: users still see the old checkout page after the release","Fingerprint asset filenames so each build gets new URLs"),
  ("mistake","dev",["cdn"],"Shipped the fix but the CDN kept serving yesterday's bundle.js for hours","Purge the CDN cache as part of every deploy"),
  ("debug_session","dev",["frontend"],"Half the customers ran the previous JavaScript because their browsers had it cached","Add a content hash to bundle names for cache busting"),
 ],
 "csv_encoding": [
  ("mistake","data",["csv"],"Customer names with accents came out as garbage like 'JosÃ©' in the import","Open the file as UTF-8 explicitly"),
  ("mistake","data",["excel"],"The export opened in Excel showed mojibake for every umlaut","Write the CSV with a UTF-8 BOM so Excel detects the encoding"),
  ("debug_session","data",["python"],"UnicodeDecodeError: 'utf-8' codec can't decode byte 0xe9 while reading the supplier file","Detect the file's charset (it was Latin-1) before decoding"),
 ],
 "csv_quoting": [
  ("mistake","data",["csv"],"Addresses containing commas were split across extra columns when loading the CSV","Use the csv module instead of splitting lines on commas"),
  ("mistake","data",["import"],"Row 212 had 14 fields instead of 9 because a description included a quoted comma","Parse with a proper CSV reader that honors quotes"),
 ],
 "pagination": [
  ("mistake","data",["api"],"The sync only imported the first 100 orders; the rest were on later pages","Keep requesting pages until the next cursor is empty"),
  ("debug_session","data",["api","github"],"Only got 30 issues back from the GitHub API although the repo has hundreds","Follow the Link header to fetch every page"),
  ("feedback","data",["report"],"Greg: the contact list you pulled is missing most of our customers","The API paginates results; loop over all pages"),
  ("mistake","data",["backfill"],"Backfill stopped at 1,000 rows because the endpoint caps each response","Page through with offset until fewer than the limit come back"),
 ],
 "missing_field": [
  ("mistake","data",["python"],"Script died with KeyError: 'email' on a record without an email address","Use .get() with a default for optional fields"),
  ("debug_session","dev",["javascript"],"TypeError: Cannot read properties of undefined (reading 'name') when a user had no profile","Guard optional properties with optional chaining"),
  ("mistake","data",["etl"],"Pipeline crashed when one row came in with a null price","Handle absent values explicitly instead of assuming every field is set"),
 ],
 "integer_division": [
  ("mistake","data",["sql"],"Conversion rate showed 0% everywhere because both counts were integers","Cast to decimal before dividing"),
  ("mistake","data",["report"],"Average order size was truncated to whole numbers in the weekly stats","Use floating point division for ratios and averages"),
 ],
 "flaky_tests": [
  ("mistake","dev",["tests"],"Tests pass one by one but fail when the whole suite runs","Reset the database fixtures between tests"),
  ("debug_session","dev",["ci"],"The CI build fails randomly on test_checkout, then passes on rerun","Remove the shared state the tests leak into each other"),
  ("feedback","dev",["tests"],"Greg: stop hitting retry on the red pipeline, the test order is the problem","Make each test independent and isolated"),
 ],
 "n_plus_one": [
  ("mistake","dev",["orm"],"The orders page made 400 SQL queries to render one table","Eager-load the related customers in one query"),
  ("debug_session","dev",["django"],"Listing view took 9 seconds; the ORM fetched each author separately in a loop","Use select_related to join authors up front"),
 ],
 "greedy_regex": [
  ("mistake","dev",["regex"],"The pattern <.*> swallowed the whole line instead of a single tag","Use a non-greedy quantifier"),
  ("debug_session","data",["regex"],"Email extraction grabbed everything up to the last @ in the paragraph","Make the match lazy and anchor it on word boundaries"),
 ],
 "missing_alt_text": [
  ("feedback","dev",["a11y"],"Greg: the screen reader just says 'image' for every product photo","Write alt text for each image"),
  ("mistake","dev",["html"],"Accessibility audit flagged 40 pictures without alternative descriptions","Add descriptive alt attributes when inserting images"),
 ],
 "column_rename": [
  ("mistake","data",["migration"],"Renaming the column in the migration dropped all its values","Add the new column, copy the data, then drop the old one"),
  ("debug_session","data",["postgres"],"After the deploy the phone_number field was empty for every user; the ORM recreated the column instead of renaming it","Review generated migrations for drop-and-create before applying"),
 ],
}
S = [
 ("mistake","dev",["css"],"The modal sat behind the sticky header on mobile","Raise the modal's z-index above the header"),
 ("discovery","data",["jq"],"jq can stream huge JSON arrays with --stream","Use it for files that don't fit in memory"),
 ("mistake","dev",["images"],"Uploaded product photos appeared rotated sideways","Apply the EXIF orientation before saving"),
 ("discovery","dev",["git"],"git bisect run finds the breaking commit automatically","Script the test and let bisect drive it"),
 ("mistake","data",["dates"],"Parsed 03/04 as March 4 for a UK client","Ask which date format the file uses"),
 ("mistake","dev",["seo"],"Left noindex on the production site after launch","Remove the staging robots meta tag before going live"),
]
SUCC = [
 ("success","dev",["deploy"],"Release went out and everyone got the new bundle immediately","Hashed filenames worked"),
 ("success","data",["api"],"Imported all 2,431 contacts","Followed the next cursor to the end"),
 ("success","data",["csv"],"Supplier file imported with all accents intact","Decoded it as Latin-1"),
]

def main():
    d = os.path.dirname(os.path.abspath(__file__))
    order = [(k, e) for k, v in T.items() for e in v] + [(f"single_{i}", e) for i, e in enumerate(S)] + [(f"success_{i}", e) for i, e in enumerate(SUCC)]
    random.Random(23).shuffle(order)
    t0 = datetime.datetime(2027, 4, 5, 7, 15, tzinfo=datetime.timezone.utc)
    gold = {}
    with open(os.path.join(d, "events.jsonl"), "w") as f:
        for i, (k, (typ, cat, tags, p, s)) in enumerate(order):
            ts = (t0 + datetime.timedelta(minutes=41 * i)).strftime("%Y-%m-%dT%H:%M:%SZ")
            ev = {"ts": ts, "type": typ, "category": cat, "tags": tags, "problem": p, "solution": s, "confidence": "testing", "source": "session"}
            if typ == "feedback": ev["greg_feedback"] = p.split(": ", 1)[-1]
            f.write(json.dumps(ev) + "\n"); gold[ts] = k
    json.dump(gold, open(os.path.join(d, "gold.json"), "w"), indent=1)
    print(len(gold), "events")

main()
