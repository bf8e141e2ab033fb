package text

import "testing"

// TestMore6Lexicon checks that lexicon/more6.txt gives the everyday admin
// work of a small business (invoices, payroll, bookkeeping, suppliers and
// inventory, storefront prices, shipping, reviews and customer mailings) the
// concepts of what it does, and that its phrases stay out of look-alike
// texts: developer texts above all, where "order", "stock", "label",
// "close", "review", "return", "issue" and "price" mean something else.
func TestMore6Lexicon(t *testing.T) {
	a := mustAnalyzer(t)
	tests := []conceptCase{
		// Invoicing and receivables.
		{"send Acme the March invoice with net-15 terms", []string{"#send", "#payment.invoice", "#payment.terms"}, nil},
		{"issue an invoice to Acme for the website work", []string{"#send", "#payment.invoice"}, nil},
		{"raise an invoice for the consulting work", []string{"#create", "#payment.invoice"}, nil},
		{"chase the unpaid invoice from Globex", []string{"#send", "#payment.invoice"}, nil},
		{"void the invoice in quickbooks", []string{"#cancel", "#payment.invoice", "#finance.ledger"}, nil},
		{"write off the bad debt from last year", []string{"#refund", "#payment.invoice"}, nil},
		{"send the estimate to the client", []string{"#send", "#payment.quote"}, nil},
		{"change the payment terms to net 30", []string{"#write", "#payment.terms"}, nil},
		{"make the invoice due on receipt", []string{"#payment.terms", "#payment.invoice"}, nil},
		{"turn on payment reminders in freshbooks", []string{"#enable", "#payment.invoice", "#finance.ledger"}, nil},
		{"add a late fee to overdue invoices", []string{"#write", "#payment.terms", "#payment.invoice"}, nil},
		// Payroll, staff and contractors.
		{"run payroll early for the contractors", []string{"#pay", "#payment.payroll", "#vendor"}, nil},
		{"check the bank balance before running payroll", []string{"#read.verify", "#pay", "#payment.payroll"}, nil},
		{"pay the staff bonuses on friday", []string{"#pay", "#payment.payroll", "#person.employee"}, nil},
		{"give Maria a raise", []string{"#write", "#payment.payroll"}, nil},
		{"approve the timesheets in gusto", []string{"#approve", "#payment.payroll"}, nil},
		{"download my pay stubs from adp", []string{"#payment.payroll"}, nil},
		{"collect a w-9 from the new contractor", []string{"#read.ask", "#finance.tax", "#vendor"}, nil},
		{"file the 1099s before january 31", []string{"#browse.submit", "#finance.tax"}, nil},
		{"enroll the new hire in benefits", []string{"#create.signup", "#person.employee"}, nil},
		{"terminate the employee and revoke access", []string{"#cancel", "#person.employee"}, nil},
		{"offboard the contractor", []string{"#cancel", "#person.employee", "#vendor"}, nil},
		// Bookkeeping, tax and expenses.
		{"reconcile the bank account in xero", []string{"#write", "#finance.ledger", "#finance.account"}, nil},
		{"categorize last month's transactions", []string{"#write", "#finance.ledger"}, nil},
		{"close out the books for the quarter", []string{"#write", "#finance.ledger"}, nil},
		{"do the month-end close", []string{"#finance.ledger"}, nil},
		{"post an adjusting entry for depreciation", []string{"#finance.ledger"}, nil},
		{"submit my expense report in expensify", []string{"#browse.submit", "#finance.expense"}, nil},
		{"reimburse Sam for the client dinner", []string{"#refund"}, nil},
		{"raise the card limit on the corporate card", []string{"#write", "#finance.expense"}, nil},
		{"file the vat return for q2", []string{"#browse.submit", "#finance.tax"}, nil},
		// Suppliers and inventory.
		{"place a purchase order with the supplier", []string{"#pay", "#vendor.order", "#vendor"}, nil},
		{"reorder the stock from the supplier", []string{"#pay", "#vendor.order"}, nil},
		{"email the purchase order to the wholesaler", []string{"#send", "#vendor.order", "#vendor"}, nil},
		{"mark the blue mug as out of stock", []string{"#write", "#shop.inventory"}, nil},
		{"update the stock count for sku 1142", []string{"#write", "#shop.inventory"}, nil},
		// Storefront: prices, sales, listings.
		{"raise prices on shopify by 10%", []string{"#write", "#shop.pricing", "#shop"}, nil},
		{"raise the price of the mug to $20", []string{"#write", "#shop.pricing"}, nil},
		{"change the prices on the website", []string{"#write", "#shop.pricing"}, nil},
		{"run a flash sale this weekend", []string{"#create", "#payment.discount"}, nil},
		{"put the winter coats on sale", []string{"#create", "#payment.discount"}, nil},
		{"create a promo code for 20% off", []string{"#create", "#payment.discount"}, nil},
		{"publish the new products to the etsy shop", []string{"#publish", "#shop"}, nil},
		{"unpublish the product in woocommerce", []string{"#disable", "#shop"}, nil},
		{"cancel order 1234 and issue a refund", []string{"#cancel", "#refund", "#customer"}, nil},
		// Shipping and fulfilment.
		{"print a shipping label for order 1042", []string{"#create", "#shop.shipping"}, nil},
		{"ship out the orders today", []string{"#send", "#shop.shipping"}, nil},
		{"send the customer the tracking number", []string{"#send", "#shop.shipping", "#customer"}, nil},
		{"approve the return request", []string{"#approve", "#refund", "#shop.shipping"}, nil},
		{"schedule a ups pickup for tomorrow", []string{"#create.schedule", "#shop.shipping"}, nil},
		{"fill in the customs declaration for the royal mail parcel", []string{"#write", "#shop.shipping"}, nil},
		// Reviews, business pages, customer mailings.
		{"reply to the google review from yesterday", []string{"#send", "#content.review"}, nil},
		{"respond to the one-star yelp review", []string{"#send", "#content.review"}, nil},
		{"post the announcement on our linkedin company page", []string{"#publish.post", "#social.business", "#social"}, nil},
		{"update the hours on our google business profile", []string{"#write", "#social.business"}, nil},
		{"send the newsletter to the customer list in mailchimp", []string{"#send.broadcast", "#comm.email.campaign"}, nil},
		{"announce the price increase to all customers", []string{"#send.broadcast", "#shop.pricing"}, nil},
		{"schedule the klaviyo flow for the sale announcement", []string{"#comm.email.campaign"}, nil},
		// Look-alikes stay out: developer texts.
		{"close the PR", nil, []string{"#finance.ledger", "#finish"}},
		{"label the issue", nil, []string{"#shop.shipping", "#payment.invoice"}},
		{"review the pull request", nil, []string{"#content.review"}},
		{"reply to the code review comments", nil, []string{"#content.review"}},
		{"ask for a review on the PR", nil, []string{"#content.review", "#send"}},
		{"return the value from the handler", nil, []string{"#refund", "#shop.shipping"}},
		{"process the return value", nil, []string{"#refund", "#shop.shipping"}},
		{"fix the sort order in the table", nil, []string{"#vendor.order", "#shop.shipping"}},
		{"ship the sort order fix", nil, []string{"#shop.shipping", "#send"}},
		{"use a stock photo for the hero image", nil, []string{"#shop.inventory"}},
		{"change the price column to decimal", nil, []string{"#shop.pricing"}},
		{"raise an error when the price is negative", nil, []string{"#shop.pricing", "#write"}},
		{"raise an exception if the invoice id is missing", nil, []string{"#create"}},
		{"run the sales report", nil, []string{"#payment.discount", "#create"}},
		{"put the sales data in a csv", nil, []string{"#payment.discount"}},
		{"update the ansible inventory file", nil, []string{"#shop.inventory"}},
		{"print the labels on the chart", nil, []string{"#shop.shipping"}},
		{"issue a new release", nil, []string{"#payment.invoice", "#send"}},
		{"send the time estimate to the team", nil, []string{"#payment.quote"}},
		{"offboard the old cluster", nil, []string{"#person.employee", "#cancel"}},
		{"fire the event handler", nil, []string{"#person.employee", "#cancel"}},
		{"the operator runs a reconciliation loop with compensating transactions", nil, []string{"#finance.ledger", "#payment.payroll"}},
		{"set up the parcel bundler config", nil, []string{"#shop.shipping"}},
		{"follow-ups from the meeting", nil, []string{"#shop.shipping"}},
		{"git push to the remote", nil, []string{"#payment.payroll"}},
		{"drop the prices table", nil, []string{"#shop.pricing"}},
		// Household texts.
		{"close the book and turn off the light", nil, []string{"#finance.ledger"}},
		{"return the library books", nil, []string{"#shop.shipping", "#finance.ledger"}},
		{"order a pizza for dinner", nil, []string{"#vendor.order", "#shop.shipping"}},
		{"the dog got a bad review at the groomer", nil, []string{"#content.review"}},
	}
	checkConceptCases(t, a, tests)
}
