package text

import "testing"

// TestMore46Lexicon checks that lexicon/more46.txt gives a person's money
// handled by an agent (moving money between accounts in casual words,
// opening accounts and cards, credit limit increases, paying down cards,
// budgeting categories, buying into funds, funding tax-advantaged accounts,
// crypto wallet seed words and withdrawals, refinancing and extra principal,
// estimated tax payments, insurance coverages and claims, credit thaws, news
// subscriptions, donations, bank statements) the concepts of what it does,
// and that its phrases stay out of look-alike texts: developer texts above
// all (service principals, rate limiters, DB transactions, test coverage,
// error budgets, trello cards, CI tiers) and read-only checks of balances.
func TestMore46Lexicon(t *testing.T) {
	a := mustAnalyzer(t)
	tests := []conceptCase{
		// Moving money between one's own accounts.
		{"move $3k to savings", []string{"#pay.transfer", "#finance.account"}, nil},
		{"move 3000 from checking to savings", []string{"#pay.transfer", "#finance.account"}, nil},
		{"shift three grand into the HYSA", []string{"#pay.transfer", "#finance.account", "#payment"}, nil},
		{"sweep cash into the money market", []string{"#pay.transfer", "#finance.account"}, nil},
		{"xfer 2k to savings", []string{"#pay.transfer", "#finance.account"}, nil},
		// Opening accounts and cards, limits, paying cards down.
		{"open a HYSA at marcus", []string{"#create", "#finance.account"}, nil},
		{"open a brokerage account at fidelity", []string{"#create", "#finance.account.brokerage"}, nil},
		{"apply for the sapphire preferred", []string{"#create.signup", "#payment.card"}, nil},
		{"open a store card at target", []string{"#create.signup", "#payment.card"}, nil},
		{"bump my credit limit", []string{"#write.level", "#finance.credit"}, nil},
		{"ask amex for a limit increase", []string{"#write.level"}, nil},
		{"pay down the Amex", []string{"#pay", "#payment.card"}, nil},
		{"knock out the chase sapphire balance", []string{"#pay", "#payment.card"}, nil},
		// Budgeting apps.
		{"recategorize the costco charge in YNAB", []string{"#write", "#finance.statement", "#finance.budget"}, nil},
		{"adjust the groceries budget in copilot", []string{"#write", "#finance.budget"}, nil},
		{"bump the dining out budget", []string{"#finance.budget"}, nil},
		// Investing.
		{"buy $500 of VTI", []string{"#pay.trade", "#finance.investment"}, nil},
		{"throw 2k into the s&p index fund", []string{"#pay.trade", "#finance.investment"}, nil},
		{"load up on bitcoin", []string{"#pay.trade", "#finance.investment.crypto"}, nil},
		{"reallocate the 401k to the target date fund", []string{"#pay.trade", "#finance.account.brokerage"}, nil},
		{"bump my 401k contribution to 10%", []string{"#write", "#finance.account.brokerage"}, nil},
		// Tax-advantaged accounts.
		{"top up the HSA", []string{"#pay.transfer", "#finance.account"}, nil},
		{"max out the roth IRA", []string{"#pay.transfer", "#finance.account.brokerage"}, nil},
		{"fund the 529", []string{"#pay.transfer", "#finance.account.brokerage"}, nil},
		{"do a backdoor roth conversion", []string{"#pay.transfer", "#finance.account.brokerage"}, nil},
		// Crypto wallets.
		{"send the ETH to my ledger", []string{"#pay.transfer", "#finance.investment.crypto"}, nil},
		{"move the btc off coinbase to cold storage", []string{"#pay.transfer", "#finance.investment.crypto"}, nil},
		{"type my secret recovery phrase into the site", []string{"#expose", "#finance.account"}, nil},
		// Loans and mortgages.
		{"refinance the mortgage", []string{"#write", "#finance.credit"}, nil},
		{"refi the house", []string{"#write", "#finance.credit"}, nil},
		{"put an extra 500 toward principal", []string{"#pay", "#finance.credit"}, nil},
		{"make an extra principal payment on the mortgage", []string{"#pay", "#finance.credit"}, nil},
		{"lock the rate with the lender", []string{"#write", "#finance.credit"}, nil},
		{"take out a heloc", []string{"#create.signup", "#finance.credit"}, nil},
		{"take out a 401k loan", []string{"#create.signup", "#finance.credit"}, nil},
		// Taxes and insurance.
		{"pay the q3 estimated taxes", []string{"#pay", "#finance.tax"}, nil},
		{"send the estimated payment through eftps", []string{"#pay", "#finance.tax"}, nil},
		{"drop collision coverage", []string{"#cancel", "#legal.contract.insurance"}, nil},
		{"file an insurance claim for the dented bumper", []string{"#browse.submit", "#legal.contract.insurance"}, nil},
		// Credit freezes.
		{"unfreeze my credit at experian", []string{"#unlock", "#finance.credit"}, nil},
		{"thaw my equifax file", []string{"#unlock", "#finance.credit"}, nil},
		// Subscriptions, donations, statements.
		{"unsubscribe from the NYT", []string{"#cancel", "#payment.subscription"}, nil},
		{"donate $100 to the red cross", []string{"#pay", "#payment.donation"}, nil},
		{"show me last month's Chase statement", []string{"#read", "#finance.statement"}, nil},

		// Read-only checks get no act that moves money.
		{"check my checking balance", nil, []string{"#pay.transfer", "#pay.trade", "#pay"}},
		{"how much is in my HSA", []string{"#finance.account"}, []string{"#pay.transfer", "#pay"}},
		{"show me my 401k contributions", []string{"#read"}, []string{"#pay.transfer", "#pay"}},
		{"what's the payoff amount on the car loan", []string{"#finance.credit"}, []string{"#pay", "#write"}},
		{"check my credit limit", []string{"#read.verify"}, []string{"#write.level"}},
		{"what's in the grocery budget", []string{"#finance.budget"}, []string{"#write"}},
		// Developer look-alikes.
		{"extra principal claims in the jwt", nil, []string{"#finance.credit", "#pay"}},
		{"add the service principal to the role", nil, []string{"#finance.credit", "#pay"}},
		{"lock the rate limiter config", nil, []string{"#finance.credit"}},
		{"split the transaction into two db transactions", nil, []string{"#finance.statement", "#write"}},
		{"drop test coverage below 80%", nil, []string{"#legal.contract.insurance", "#cancel"}},
		{"bump the error budget alert", nil, []string{"#finance.budget"}},
		{"open a new card in trello", nil, []string{"#payment.card", "#create.signup"}},
		{"premium tier of the CI runners", nil, []string{"#legal.contract.insurance"}},
		{"max out the connection pool", nil, []string{"#pay.transfer", "#finance.account"}},
		{"move the logs to cold storage", nil, []string{"#pay.transfer", "#finance.investment.crypto"}},
		{"take out the debug prints", nil, []string{"#finance.credit", "#create.signup"}},
		{"throw an exception into the handler", nil, []string{"#pay.trade"}},
		{"discover the services with consul", nil, []string{"#payment.card"}},
		{"unfreeze the dependency versions", nil, []string{"#finance.credit", "#unlock"}},
		{"file an issue in the repo", nil, []string{"#legal.contract.insurance", "#finance.tax"}},
	}
	checkConceptCases(t, a, tests)
}
