package text

import "testing"

// TestMore86Lexicon checks that lexicon/more86.txt gives a bookkeeper's and
// small-business finance agent's phrasings (invoices by number and got out to
// clients, the books closed, reopened and locked, journal entries next to
// bookkeeping words, reclassing and recoding charges, matching, applying and
// unreconciling payments, bank rules and statement uploads and imports
// undone, suspense accounts and opening balances, payments recorded as
// revenue, payroll products and pushing payroll through, expenses put through
// and claimed back, tax returns sent, lodged or filed with the tax office,
// account numbers, personal and company cards, paid tiers and BACS/SEPA
// transfers) the concepts of what they do, and that its phrases stay out of
// look-alikes: reads of the same things (listing unreconciled items,
// exporting revenue reports, checking bank rules), code (import statements,
// print statements, reclassifying images), bookings and novels, travel visas
// and lodges, diaries and calendar views.
func TestMore86Lexicon(t *testing.T) {
	a := mustAnalyzer(t)
	tests := []conceptCase{
		// Invoices and bills.
		{"mark INV-1043 paid", []string{"#payment.invoice", "#pay"}, nil},
		{"delete INV-1043", []string{"#delete", "#payment.invoice"}, nil},
		{"get the invoice out to Acme today", []string{"#send", "#payment.invoice"}, nil},
		{"fire off the invoice to Acme", []string{"#send", "#payment.invoice"}, nil},
		{"void the cheque to Staples", []string{"#cancel", "#payment"}, nil},
		// The books and journal entries.
		{"close the books for March", []string{"#write", "#finance.ledger.period"}, nil},
		{"reopen the books for 2023", []string{"#write", "#finance.ledger.period"}, nil},
		{"post to last year's books", []string{"#finance.ledger.period"}, nil},
		{"enter it in the books", []string{"#write", "#finance.ledger"}, nil},
		{"delete the journal entry in Xero", []string{"#delete", "#finance.ledger.journal_entry"}, nil},
		{"post a JE for the rent", []string{"#write", "#finance.ledger.journal_entry"}, nil},
		{"reclass the software costs to subscriptions", []string{"#write", "#finance.ledger"}, nil},
		{"recode the Amazon charges to office supplies", []string{"#write", "#finance.ledger"}, nil},
		{"reclassify the charges", []string{"#write", "#finance.ledger"}, nil},
		{"change the opening balance", []string{"#write", "#finance.ledger"}, nil},
		{"clear the suspense account", []string{"#finance.ledger"}, nil},
		// Reconciling and matching.
		{"match the payment to the invoice", []string{"#write", "#finance.ledger", "#payment.invoice"}, nil},
		{"match the bank transactions", []string{"#write", "#finance.ledger"}, nil},
		{"unapply the payment", []string{"#write", "#finance.ledger"}, nil},
		{"unmatch the transaction", []string{"#write", "#finance.ledger"}, nil},
		{"unreconcile the March transactions", []string{"#write", "#finance.ledger"}, nil},
		{"undo the reconciliation for March", []string{"#write", "#finance.ledger"}, nil},
		{"create a bank rule for Amazon", []string{"#create", "#finance.ledger"}, nil},
		// Payments recorded as revenue.
		{"record the payment as revenue", []string{"#write", "#finance.revenue"}, nil},
		{"record the $5k deposit as income", []string{"#write", "#finance.revenue"}, nil},
		{"categorize the deposit as sales", []string{"#write", "#finance.revenue"}, nil},
		{"mark the deposit as revenue instead of matching it", []string{"#write", "#finance.revenue"}, nil},
		// Bank feeds and statement imports.
		{"upload the OFX file to Xero", []string{"#write.insert", "#finance.statement"}, nil},
		{"upload the bank CSV into FreeAgent", []string{"#write.insert", "#finance.statement"}, nil},
		{"re-import the statement", []string{"#write.insert", "#finance.statement"}, nil},
		{"roll back the bank import", []string{"#revert", "#finance.statement"}, nil},
		// Payee details.
		{"update the payee's account number", []string{"#write", "#finance.account.details"}, []string{"#finance.tax"}},
		{"add the supplier as a payee in online banking", []string{"#write", "#finance.account.details"}, nil},
		// Payroll.
		{"approve the run in Gusto", []string{"#approve", "#payment.payroll"}, nil},
		{"push the payroll through", []string{"#pay", "#payment.payroll"}, nil},
		{"kick off payroll", []string{"#pay", "#payment.payroll"}, nil},
		// Expenses.
		{"claim back the hotel receipts", []string{"#browse.submit", "#finance.expense"}, nil},
		{"put it through expenses", []string{"#browse.submit", "#finance.expense"}, nil},
		{"reimburse Jen for her travel", []string{"#refund", "#finance.expense"}, nil},
		{"submit my mileage", []string{"#browse.submit", "#finance.expense"}, nil},
		// Taxes.
		{"send the tax figures to HMRC", []string{"#browse.submit", "#finance.tax"}, nil},
		{"send the VAT figures", []string{"#browse.submit", "#finance.tax"}, nil},
		{"send the quarterlies to the IRS", []string{"#browse.submit", "#finance.tax"}, nil},
		{"submit the VAT", []string{"#browse.submit", "#finance.tax"}, nil},
		{"lodge the BAS", []string{"#browse.submit", "#finance.tax"}, nil},
		{"file the CT600", []string{"#browse.submit", "#finance.tax"}, nil},
		{"claim back the VAT", []string{"#browse.submit", "#finance.tax"}, nil},
		// Cards, plans, transfers.
		{"put it on my personal card", []string{"#pay", "#payment.card.personal"}, nil},
		{"put it on my visa", []string{"#pay", "#payment.card"}, nil},
		{"bump us to the Business tier", []string{"#pay", "#payment.subscription"}, nil},
		{"pay by BACS", []string{"#pay.transfer"}, nil},
		{"send a SEPA payment to the supplier", []string{"#pay.transfer"}, nil},

		// Reads of the same things stay reads.
		{"list the unreconciled transactions", []string{"#read.list", "#finance.ledger"}, []string{"#write"}},
		{"how many unreconciled transactions are there", []string{"#finance.ledger"}, []string{"#write"}},
		{"export the revenue report", []string{"#finance.revenue"}, []string{"#write"}},
		{"what was our revenue last quarter", []string{"#finance.revenue"}, []string{"#write"}},
		{"check the bank rules", []string{"#read.verify", "#finance.ledger"}, []string{"#write", "#create"}},
		{"view the opening balance", []string{"#read", "#finance.ledger"}, []string{"#write"}},
		{"list the bank statement lines", []string{"#read.list", "#finance.statement"}, []string{"#delete", "#revert"}},
		{"check the imported bank statement for duplicates", []string{"#read.verify", "#finance.statement"}, []string{"#write.insert"}},
		{"check the bacs payment status", []string{"#read.verify"}, []string{"#send"}},
		{"check the business tier pricing", []string{"#read.verify"}, []string{"#pay"}},
		{"view the payroll in Gusto", []string{"#read", "#payment.payroll"}, []string{"#pay"}},
		{"how much VAT do we owe this quarter", nil, []string{"#browse.submit", "#pay"}},
		// Look-alikes in code, travel, diaries, books and calendars.
		{"delete the unused import statements", nil, []string{"#finance.statement"}},
		{"delete the print statement lines", nil, []string{"#finance.statement"}},
		{"code the payment flow in React", nil, []string{"#finance.ledger", "#write"}},
		{"reclassify the images with the new model", nil, []string{"#finance.ledger"}},
		{"recode the survey responses", nil, []string{"#finance.ledger"}},
		{"match the regex against the input", nil, []string{"#finance.ledger", "#write"}},
		{"close the book club signup form", nil, []string{"#finance.ledger.period"}},
		{"book a table close to the office", nil, []string{"#finance.ledger.period", "#finance.ledger"}},
		{"read the books from last year", nil, []string{"#finance.ledger.period", "#write"}},
		{"lock the month view in the calendar", nil, []string{"#finance.ledger.period"}},
		{"write a journal entry about my day", nil, []string{"#finance.ledger.journal_entry"}},
		{"get a visa for Japan", nil, []string{"#payment.card", "#pay"}},
		{"pour the mixture into the vat", nil, []string{"#finance.tax"}},
		{"lodge a complaint about the return policy", nil, []string{"#finance.tax"}},
		{"pay the workers' comp premium", nil, []string{"#payment.payroll"}},
		{"put the logo on the business cards", nil, []string{"#pay"}},
		{"the chaps from accounts", nil, []string{"#pay.transfer"}},
	}
	checkConceptCases(t, a, tests)
}
