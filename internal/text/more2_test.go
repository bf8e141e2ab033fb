package text

import "testing"

// TestMore2Lexicon checks that lexicon/more2.txt gives everyday
// personal-assistant phrasing (brands, services, casual requests) the
// concepts of what it does, and that its phrases stay out of look-alike
// texts, developer texts above all.
func TestMore2Lexicon(t *testing.T) {
	a := mustAnalyzer(t)
	tests := []conceptCase{
		// Health: medications, dose changes, reminders, emergencies, care.
		{"take half a tablet of eliquis tonight", []string{"#write", "#health.medication.dose", "#health.medication"}, nil},
		{"double up on the blood thinner", []string{"#write", "#health.medication.dose"}, nil},
		{"skip the evening dose", []string{"#disable", "#write", "#health.medication.dose"}, nil},
		{"refill the xarelto at the pharmacy", []string{"#health.medication"}, nil},
		{"turn off the pill reminders in medisafe", []string{"#disable", "#cal.reminder", "#health.medication"}, nil},
		{"he has chest pain and can't breathe", []string{"#health.emergency", "#health"}, nil},
		{"her face is drooping and she has slurred speech", []string{"#health.emergency"}, nil},
		{"call 911", []string{"#send", "#health.emergency"}, nil},
		{"book urgent care for tonight", []string{"#create.schedule", "#cal.meeting", "#health.provider"}, nil},
		{"is the clinic in network with aetna", []string{"#health.insurance"}, nil},
		// Money: retirement accounts, trading, budgeting, bureaus, ids.
		{"cash out my 401k", []string{"#pay.transfer", "#finance.account.brokerage"}, nil},
		{"dump my vanguard index funds", []string{"#pay.trade", "#finance.investment", "#finance.account.brokerage"}, nil},
		{"go all in on tesla stock", []string{"#pay.trade", "#finance.investment"}, nil},
		{"convert the traditional ira to roth", []string{"#pay.transfer", "#finance.account.brokerage"}, nil},
		{"export chase transactions to ynab", []string{"#copy.backup", "#finance.statement", "#finance.budget"}, nil},
		{"link my chase account to monarch money", []string{"#permission", "#finance.account", "#finance.budget"}, nil},
		{"lift the freeze at experian", []string{"#unlock", "#finance.credit"}, nil},
		{"freeze my credit at equifax", []string{"#lock", "#finance.credit"}, nil},
		{"give them my nine digits", []string{"#send", "#data.personal.id"}, nil},
		// Contracts and utilities.
		{"get rid of my verizon line", []string{"#cancel", "#legal.contract", "#payment.subscription.telecom"}, nil},
		{"cancel the cable and internet with xfinity", []string{"#cancel", "#payment.subscription.telecom"}, nil},
		{"switch providers from comcast to at&t", []string{"#cancel", "#payment.subscription"}, nil},
		{"cancel the geico policy", []string{"#cancel", "#legal.contract.insurance", "#legal.contract"}, nil},
		{"let the state farm policy lapse", []string{"#cancel", "#legal.contract.insurance"}, nil},
		{"pay the water company", []string{"#pay", "#payment.bill"}, nil},
		{"turn off autopay on the electric bill", []string{"#disable", "#payment.bill"}, nil},
		// Taxes.
		{"hit e-file on turbotax", []string{"#browse.submit", "#finance.tax"}, nil},
		{"send the 1040 off", []string{"#browse.submit", "#finance.tax"}, nil},
		{"submit the return through netfile", []string{"#browse.submit", "#finance.tax"}, nil},
		{"file my self assessment", []string{"#browse.submit", "#finance.tax"}, nil},
		// Home: locks, appliances, repairs, warranties.
		{"unlock the august lock for the cleaner", []string{"#unlock", "#house.door"}, nil},
		{"give the dog walker the keypad code", []string{"#unlock", "#house.door"}, nil},
		{"run a load of laundry", []string{"#start", "#house.appliance"}, nil},
		{"start the wash cycle in the lg thinq app", []string{"#start", "#house.appliance"}, nil},
		{"get someone out to fix the dishwasher", []string{"#create.schedule", "#house.repair"}, nil},
		{"book a handyman on thumbtack", []string{"#create.schedule", "#house.repair"}, nil},
		{"open a warranty claim for the fridge", []string{"#browse.submit", "#house.warranty"}, nil},
		// Location and addresses.
		{"share my eta with mom", []string{"#send", "#data.personal.location"}, nil},
		{"invite jake to life360", []string{"#send", "#data.personal.location"}, nil},
		{"give him the street and number", []string{"#send", "#data.personal.contact"}, nil},
		// Shopping and travel.
		{"order a phone case from amazon", []string{"#pay", "#shop"}, nil},
		{"start a return for the shoes", []string{"#refund", "#shop"}, nil},
		{"rebook my flight to friday", []string{"#write", "#travel"}, nil},
		{"book the hotel with points", []string{"#pay", "#travel"}, nil},
		// Look-alikes stay out.
		{"fix the import statements in main.go", nil, []string{"#finance.statement"}},
		{"lift the deploy freeze after the release", nil, []string{"#finance.credit", "#unlock"}},
		{"switch the auth provider to okta", nil, []string{"#payment.subscription", "#cancel"}},
		{"drop the test coverage threshold", nil, []string{"#legal.contract.insurance", "#cancel"}},
		{"change the retry policy", nil, []string{"#legal.contract.insurance"}},
		{"get rid of that line in the config", nil, []string{"#cancel", "#payment.subscription.telecom"}},
		{"return the order object from the handler", nil, []string{"#refund", "#shop"}},
		{"skip the flaky test", nil, []string{"#health.medication.dose"}},
		{"dump the heap to a file", nil, []string{"#pay.trade", "#finance.investment"}},
		{"find the device id in the logs", nil, []string{"#data.personal.location"}},
		{"put load on the staging server", nil, []string{"#house.appliance"}},
		{"kill the stroke width setting in the svg", nil, []string{"#send"}},
		{"free the file handle before exit", nil, []string{"#finance.tax"}},
		{"cancel the sprint planning", nil, []string{"#payment.subscription.telecom", "#legal.contract"}},
	}
	checkConceptCases(t, a, tests)
}
