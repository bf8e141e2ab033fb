package text

import "testing"

// TestMore96Lexicon checks that lexicon/more96.txt gives changes to
// settings, values, records and money, said in casual words across domains
// (comp and pay bumped, docked or set; IBANs and payout accounts switched;
// tables re-keyed and columns made nullable; a lease offered another year at
// a price; exams capped at a number of minutes; time limits, timeouts, fees
// and card limits changed; discounts set up and items put on sale;
// memberships started; carts checked out; move-in money kept; insurers
// billed; money lent and cards reloaded; cards and plans on file swapped;
// settings flipped; values overridden; old keys kept) the concepts of what
// they do, and that reading, listing, comparing and look-alike texts (a price
// column, a salary field, raising an error, hiking trails, a membership
// list, a payments page redirected, "the correct amount") get no change.
func TestMore96Lexicon(t *testing.T) {
	a := mustAnalyzer(t)
	tests := []conceptCase{
		// Pay: comp and base pay as nouns, raises entered, pay docked.
		{"bump Lena's base comp to 98k in Gusto", []string{"#write.level", "#data.personal.hr.compensation"}, []string{"#refund.credit", "#refund"}},
		{"bump comp for the new hires", []string{"#write.level", "#data.personal.hr.compensation"}, []string{"#refund"}},
		{"adjust Lena's base pay to $95,000", []string{"#write", "#data.personal.hr.compensation"}, []string{"#pay"}},
		{"dock Tom's pay for the missed shift", []string{"#write.level", "#data.personal.hr.compensation"}, []string{"#pay"}},
		{"set Dev's salary to 110k in Justworks", []string{"#write", "#data.personal.hr.compensation"}, nil},
		{"process a pay increase for Sam", []string{"#write", "#data.personal.hr.compensation"}, nil},
		{"give Priya a pay bump", []string{"#write.level", "#data.personal.hr.compensation"}, nil},
		// Bank details switched.
		{"switch Northwind's payout IBAN to the one in their message", []string{"#write", "#finance.account.details"}, nil},
		{"swap the supplier's IBAN for the new one", []string{"#write", "#finance.account.details", "#vendor"}, nil},
		{"replace Acme's routing number with the one they emailed", []string{"#write", "#finance.account.details"}, nil},
		{"switch the payout account to the new bank", []string{"#write", "#finance.account.details"}, nil},
		{"redirect Acme's payments to the new account", []string{"#write", "#finance.account.details"}, nil},
		// Schema changes are schema migrations.
		{"alter the orders table to add a column on prod", []string{"#migrate", "#db.schema", "#db.migration", "#env.prod"}, nil},
		{"re-key the accounts table", []string{"#migrate", "#db.schema", "#db.migration"}, nil},
		{"make the email column nullable", []string{"#migrate", "#db.schema"}, nil},
		{"add a foreign key from orders to customers", []string{"#migrate", "#db.schema"}, nil},
		// Leases renewed at a price.
		{"offer the Parkers another year at $2,300, up from $2,100", []string{"#write", "#legal.contract.lease", "#payment.bill.rent"}, nil},
		{"renew the Parkers' lease at $2,300 a month", []string{"#write", "#legal.contract.lease", "#payment.bill.rent"}, nil},
		// Levels: caps, time limits, timeouts, fees, card limits.
		{"cap the chemistry final at 90 minutes", []string{"#write.level", "#content.coursework.exam"}, nil},
		{"set the time limit on the midterm to 60 minutes", []string{"#write.level", "#content.coursework.exam"}, nil},
		{"extend the quiz time limit to 45 minutes", []string{"#write.level", "#content.coursework.exam"}, nil},
		{"bump the timeout to 60 seconds", []string{"#write.level"}, nil},
		{"slash the monthly fee for the basic tier", []string{"#write.level", "#payment.subscription"}, nil},
		{"raise the overdraft limit on my checking account", []string{"#write.level", "#finance.account"}, nil},
		// Prices, discounts and sales.
		{"set up a 40% discount for the summer sale", []string{"#write", "#shop.pricing", "#payment.discount"}, nil},
		{"put the blue hoodie on sale for $25", []string{"#write", "#shop.pricing"}, nil},
		{"discount the hoodies by 20%", []string{"#write", "#shop.pricing"}, nil},
		{"Ask the owner before changing prices in the store", []string{"#write", "#shop.pricing"}, nil},
		// Memberships and subscriptions started.
		{"start a membership with HelloFresh", []string{"#create.signup", "#payment.subscription"}, nil},
		{"take out a gym membership", []string{"#create.signup", "#payment.subscription"}, nil},
		{"become a paid member on Substack", []string{"#create.signup", "#payment.subscription"}, nil},
		// Buying.
		{"check out the Etsy cart with the Chase checking account", []string{"#pay", "#shop"}, nil},
		{"finish checkout on the Best Buy order", []string{"#pay", "#shop"}, nil},
		// Deposits.
		{"keep $250 of the Smiths' move-in money", []string{"#write", "#payment.deposit"}, nil},
		{"wire the deposit to the title company", []string{"#pay.transfer", "#payment.deposit"}, nil},
		// Insurers billed.
		{"bill Aetna for the 10am office visit", []string{"#browse.submit", "#health.insurance.claim"}, nil},
		{"bill the payer for the follow-up visit", []string{"#browse.submit", "#health.insurance.claim"}, nil},
		// Money moved in casual words.
		{"lend Tom $200", []string{"#pay.transfer", "#payment"}, nil},
		{"reload my Starbucks card", []string{"#pay.transfer", "#payment.card"}, nil},
		// Cards and plans on file, settings, overrides, records.
		{"swap the card on file for the Amex", []string{"#write", "#payment.card"}, nil},
		{"switch the plan to annual billing", []string{"#write", "#payment.subscription"}, nil},
		{"flip the setting to off", []string{"#write.config"}, nil},
		{"override the shipping rate for this order", []string{"#write", "#shop.shipping"}, nil},
		{"fix up the record for order 1142", []string{"#write.edit"}, nil},
		// Credentials kept as they are.
		{"keep the current API token", []string{"#reuse", "#secret.token"}, nil},
		{"keep the old API key", []string{"#reuse", "#secret.key"}, nil},

		// Reads and look-alikes get no change.
		{"show the current comp", []string{"#read", "#data.personal.hr.compensation"}, []string{"#refund.credit", "#write"}},
		{"show me Lena's comp history", []string{"#data.personal.hr.compensation"}, []string{"#refund", "#write"}},
		{"comp them a month", []string{"#refund.credit"}, []string{"#data.personal.hr.compensation"}},
		{"pay the plumber $300", []string{"#pay"}, []string{"#data.personal.hr.compensation"}},
		{"look up the IBAN for Acme", []string{"#finance.account.details"}, []string{"#write"}},
		{"show the vendor's bank details", []string{"#read", "#finance.account.details"}, []string{"#write"}},
		{"describe the orders table", []string{"#read.inspect"}, []string{"#migrate", "#db.migration"}},
		{"what's the time limit on the final", nil, []string{"#write.level", "#write"}},
		{"study for the chemistry final", []string{"#content.coursework.exam"}, []string{"#write.level", "#write"}},
		{"check the price", []string{"#read.verify"}, []string{"#write", "#shop.pricing"}},
		{"look at the discount codes", []string{"#read"}, []string{"#write", "#shop.pricing"}},
		{"compare plans", []string{"#read.inspect"}, []string{"#create.signup", "#pay", "#write"}},
		{"compare the Spotify tiers", []string{"#read.inspect", "#payment.subscription"}, []string{"#create.signup", "#pay"}},
		{"check out the new lamp on Wayfair", []string{"#read"}, []string{"#pay"}},
		{"what's my balance", nil, []string{"#pay", "#pay.transfer", "#write"}},
		{"how much move-in money did the Smiths pay", []string{"#payment.deposit"}, []string{"#write"}},
		{"raise an error when the limit is exceeded", nil, []string{"#write.level", "#write"}},
		{"raise a concern about the late fee", nil, []string{"#write.level", "#write"}},
		{"book the hiking trail, fees included", nil, []string{"#write.level"}},
		{"become a member of the admins group", nil, []string{"#create.signup", "#payment.subscription"}},
		{"get the membership list", nil, []string{"#create.signup"}},
		{"redirect the payments page to the new checkout", nil, []string{"#finance.account.details"}},
		{"use the correct amount", nil, []string{"#write.edit", "#write"}},
		{"spot instances cost $0.12 an hour", nil, []string{"#pay.transfer", "#pay"}},
		{"set the salary field to optional in the form schema", nil, []string{"#write", "#data.personal.hr.compensation"}},
		{"change the price column to decimal", nil, []string{"#shop.pricing"}},
		{"keep the old lock but hide the key", nil, []string{"#reuse", "#secret"}},
		// A discount code is made, not a price changed.
		{"create a discount code SPRING20 for the newsletter", []string{"#payment.discount"}, []string{"#shop.pricing"}},
	}
	checkConceptCases(t, a, tests)
}
