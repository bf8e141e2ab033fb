#!/usr/bin/env python3
"""Sixth held-out labeled clustering set: a household assistant's travel, bills, subscriptions,
deliveries, research writing, smart home, food and school chores, a domain no other set covers.
Written before the WordNet/recall work on the clusterer and before looking at which words the
lexicon covers, committed unscored. Same object with different failures: delivery address vs
missed delivery slot, restaurant allergens vs party size, heating left on vs lights at night.
events.jsonl + gold.json. Run: python3 make.py"""
import json, datetime, os, random

T = {
 "tight_connection": [
  ("mistake","travel",["flights"],"Booked a 35-minute layover in Frankfurt and Greg missed the second flight","Leave at least 90 minutes between connecting flights at big airports"),
  ("feedback","travel",["flights"],"Greg: I had to sprint across Heathrow, the transfer time you picked was way too short","Pick itineraries with a comfortable connection time"),
  ("mistake","travel",["trains"],"The train change in Lyon gave only 6 minutes and the first train was late","Choose connections with a buffer for delays"),
 ],
 "late_bill": [
  ("mistake","finance",["bills"],"The electricity bill was paid two days after the due date and we got a late fee","Schedule payments a few days before they are due"),
  ("feedback","finance",["bills"],"Greg: the internet company charged a penalty, why wasn't the invoice paid in time?","Set a reminder a week ahead of each deadline"),
  ("mistake","finance",["rent"],"Rent transfer started on the 1st but landed on the 3rd, past the deadline","Bank transfers take days; send them early"),
 ],
 "trial_renewal": [
  ("mistake","finance",["subscriptions"],"The free trial of the meal kit turned into a paid plan and charged $79","Cancel trials a day before they convert"),
  ("feedback","finance",["subscriptions"],"Greg: why am I paying for a streaming service I only wanted for a week?","Note the end date of every trial and cancel in time"),
  ("mistake","finance",["apps"],"Forgot to stop the photo editor trial; the annual subscription auto-renewed","Turn off auto-renew right after starting a trial"),
  ("feedback","finance",["vpn"],"Greg: there's a charge from that VPN app we tested in March","Cancel test subscriptions as soon as we decide against them"),
 ],
 "wrong_address": [
  ("mistake","shopping",["delivery"],"Ordered the new desk to the old apartment","Confirm the current shipping address before checkout"),
  ("mistake","shopping",["gifts"],"The birthday gift was shipped to Greg's office instead of his mother's house","Double-check the recipient address on gift orders"),
  ("feedback","shopping",["orders"],"Greg: the package went to our previous place again","Update the default address in every shop account after a move"),
 ],
 "delivery_missed": [
  ("mistake","shopping",["delivery"],"Nobody was home when the fridge arrived, so it went back to the depot","Pick a delivery slot when someone is at home"),
  ("mistake","shopping",["groceries"],"Groceries were left outside for hours because I chose a slot during Greg's commute","Book delivery windows when Greg is home"),
 ],
 "fake_citation": [
  ("feedback","research",["essay"],"Greg: two of the papers in the bibliography don't exist","Verify every reference in a library database before citing it"),
  ("mistake","research",["writing"],"Cited a 2019 study I could not actually find anywhere","Only cite sources you have opened and read"),
  ("mistake","research",["report"],"The DOI in footnote 4 pointed to an unrelated article","Check each citation link resolves to the right paper"),
  ("mistake","research",["quotes"],"Attributed a quote to Einstein that he never said","Trace every quote to an original source"),
 ],
 "outdated_figures": [
  ("mistake","research",["report"],"Used 2018 population numbers in the briefing although 2023 data was out","Look for the latest release of a statistic before quoting it"),
  ("feedback","research",["slides"],"Greg: those market share figures are five years old","Check the date of any figure and prefer current data"),
 ],
 "lights_at_night": [
  ("mistake","home",["automation"],"The hallway lights switched on at 3 am because the motion rule had no time condition","Limit motion automations to waking hours"),
  ("feedback","home",["lights"],"Greg: the bedroom lamp turned on in the middle of the night again","Add quiet hours to every lighting scene"),
  ("debug_session","home",["automation"],"Found the porch light flashing all night because the sensor kept re-triggering it","Add a cooldown and a night-time condition to the rule"),
 ],
 "heating_empty_house": [
  ("mistake","home",["heating"],"Heating ran at 22°C the whole week we were on holiday","Switch the thermostat to away mode before trips"),
  ("mistake","home",["thermostat"],"The house was heated all weekend while it was empty","Set the heating to eco when everyone leaves"),
 ],
 "allergens": [
  ("mistake","food",["restaurants"],"Booked a Thai place for Greg's brother, who is allergic to peanuts, without checking the menu","Check the menu for allergens before booking for guests"),
  ("feedback","food",["recipes"],"Greg: the meal plan had shrimp twice and Leo can't eat shellfish","Keep the family's allergies in memory and filter recipes"),
 ],
 "party_size": [
  ("mistake","food",["restaurants"],"Reserved a table for 4 but 7 people were coming","Confirm the headcount before booking"),
  ("mistake","food",["reservations"],"The booking was for two although Greg said the whole team would join","Ask how many guests before reserving"),
 ],
 "school_forms": [
  ("feedback","family",["school"],"Greg: Leo couldn't go on the museum trip because the consent form never got signed","Track school forms and get them signed the day they arrive"),
  ("mistake","family",["school"],"The field-trip permission slip stayed in the backpack past the return date","Check Leo's school bag every evening for letters"),
 ],
}
S = [
 ("mistake","home",["plants"],"Watered the cactus every day and it rotted","Look up care instructions for each plant"),
 ("discovery","travel",["maps"],"Offline maps can be downloaded per region in the maps app","Download them before trips abroad"),
 ("mistake","communication",["phone"],"Called the pharmacy after it had closed","Check opening hours first"),
 ("mistake","finance",["tax"],"Filed the receipt under groceries instead of business expenses","Categorize receipts by purpose"),
 ("discovery","research",["search"],"Google Scholar shows who cited a paper","Use 'cited by' to find newer work"),
 ("mistake","communication",["email"],"Signed the email to the landlord with my own assistant name instead of Greg's","Sign letters on Greg's behalf with his name"),
]
SUCC = [
 ("success","travel",["flights"],"Greg made his connection in Munich with time to spare","Booked a two-hour layover"),
 ("success","finance",["bills"],"All bills paid on time this month","Paid each one five days early"),
 ("success","research",["essay"],"Every reference in the literature review checked out","Looked each one up before citing"),
]

def main():
    d = os.path.dirname(os.path.abspath(__file__))
    order = [(k, e) for k, v in T.items() for e in v] + [(f"single_{i}", e) for i, e in enumerate(S)] + [(f"success_{i}", e) for i, e in enumerate(SUCC)]
    random.Random(29).shuffle(order)
    t0 = datetime.datetime(2027, 5, 10, 6, 45, tzinfo=datetime.timezone.utc)
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
