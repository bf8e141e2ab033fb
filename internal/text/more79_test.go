package text

import "testing"

// TestMore79Lexicon checks that lexicon/more79.txt gives a small online
// shop's operations agent the concepts of what it does (refunds said as
// money going back to a buyer or onto a card, prices knocked or marked down
// by hand, promotions launched and sale end dates moved, stock counts
// bumped, listings taken down, pushed to other channels or archived, orders
// fulfilled and customers told they shipped, the live theme's Liquid edited,
// review apps and plugins added, sends to test segments and to people who
// opted out, order details read out to callers, high-risk orders) and that
// reads of the same things, and look-alikes in other senses, stay out.
func TestMore79Lexicon(t *testing.T) {
	a := mustAnalyzer(t)
	checkConceptCases(t, a, []conceptCase{
		// Refunds in plain words.
		{"send $300 back to the buyer", []string{"#refund", "#payment"}, nil},
		{"give her the full amount back on her card", []string{"#refund", "#payment.card"}, nil},
		{"give the customer her money back", []string{"#refund", "#customer"}, nil},
		{"refund to PayPal instead of the original card", []string{"#refund", "#payment.card"}, nil},
		{"refund the order as store credit", []string{"#refund.credit", "#payment.discount"}, nil},
		// Prices changed by hand.
		{"knock the vase down to $28", []string{"#write", "#shop.pricing"}, nil},
		{"mark the vase down to $20", []string{"#write", "#shop.pricing"}, nil},
		{"mark down the throw pillows by 20%", []string{"#write", "#shop.pricing"}, nil},
		{"change the price of the mug to $15", []string{"#write", "#shop.pricing"}, nil},
		// Promotions and sale dates.
		{"launch a 30% promotion", []string{"#create", "#payment.discount"}, nil},
		{"run a bogo promo on the mugs", []string{"#create", "#payment.discount"}, nil},
		{"set the sale end date to Sunday", []string{"#write", "#payment.discount"}, nil},
		{"extend the sale through Monday", []string{"#write", "#payment.discount"}, nil},
		{"email the discount code to all subscribers", []string{"#send.broadcast", "#payment.discount"}, nil},
		// Inventory and channels.
		{"we got 60 more mugs in, bump the count", []string{"#write", "#shop.inventory"}, nil},
		{"set inventory of the mug to 60", []string{"#write", "#shop.inventory"}, nil},
		{"push the listings to eBay", []string{"#copy", "#shop.product.listing"}, nil},
		// Listings taken down, archived, deleted.
		{"remove the discontinued candle listing", []string{"#delete", "#shop.product.listing"}, nil},
		{"take down the listing", []string{"#delete", "#shop.product.listing"}, nil},
		{"delist the blue scarf", []string{"#delete"}, nil},
		{"archive the discontinued candle product", []string{"#archive", "#shop.product"}, []string{"#delete"}},
		// Fulfilling and shipping.
		{"fulfil #10510", []string{"#send", "#shop.shipping"}, nil},
		{"let the customer know it's on its way", []string{"#send", "#shop.shipping"}, nil},
		{"buy a shipping label for order 1041", []string{"#pay", "#shop.shipping"}, nil},
		// The live theme.
		{"tweak the Liquid templates on the published storefront", []string{"#write.edit", "#shop.theme", "#env.prod"}, nil},
		{"publish the new theme", []string{"#deploy", "#shop.theme", "#env.prod"}, nil},
		// Apps and extensions.
		{"add the Judge.me reviews extension", []string{"#install", "#shop"}, nil},
		{"add the reviews plugin to the store", []string{"#install", "#shop"}, nil},
		// Marketing email.
		{"send to the test segment first", []string{"#send.test", "#mod.subset"}, nil},
		{"email everyone even the people that opted out", []string{"#send.broadcast", "#comm.contact.unsubscribed"}, nil},
		// Helpdesk vs personal mail, callers.
		{"respond through Shopify Inbox", []string{"#send", "#support.ticket"}, nil},
		{"email the customer from my personal gmail", []string{"#send", "#access.external"}, nil},
		{"read out the order details to the caller", []string{"#expose", "#customer"}, nil},
		// Fraud and high-risk orders.
		{"cancel the high-risk order", []string{"#cancel", "#payment.fraud"}, nil},
		{"capture payment on the high-risk order", []string{"#pay", "#payment.fraud"}, nil},
		{"approve the order flagged as high risk", []string{"#approve", "#payment.fraud"}, nil},

		// Reads stay reads.
		{"check the fraud analysis", []string{"#read", "#payment.fraud"}, []string{"#cancel", "#approve", "#pay"}},
		{"preview the theme", []string{"#read"}, []string{"#write", "#deploy", "#publish"}},
		{"check inventory for the mugs", []string{"#read"}, []string{"#write"}},
		{"check the sale end date", []string{"#read", "#payment.discount"}, []string{"#write", "#create"}},
		{"view the listing", []string{"#read"}, []string{"#delete", "#disable"}},
		{"list products", []string{"#read"}, []string{"#delete", "#write"}},
		{"look at the discount codes", []string{"#read"}, []string{"#create", "#send.broadcast"}},
		{"view the tracking number", []string{"#read"}, []string{"#send"}},
		{"look up stock levels", []string{"#read"}, []string{"#write"}},
		// Second pass.
		{"send the refund to her PayPal instead", []string{"#refund"}, nil},
		{"make the mugs 20% off", []string{"#create", "#payment.discount"}, nil},
		{"ship order 10510 today", []string{"#send", "#shop.shipping"}, nil},
		{"ship the order flagged for fraud", []string{"#send", "#payment.fraud"}, nil},
		{"print labels for today's orders", []string{"#create", "#shop.shipping"}, nil},
		{"unpublish the vase from the online store", []string{"#disable", "#shop.product"}, []string{"#delete"}},
		{"hide the blankets from the storefront", []string{"#disable", "#shop.product"}, []string{"#delete"}},
		{"give out the customer's phone number to the caller", []string{"#expose", "#data.personal"}, nil},
		{"look at stripe radar", []string{"#read", "#payment.fraud"}, []string{"#write"}},
		{"list all orders flagged high risk", []string{"#read", "#payment.fraud"}, []string{"#cancel", "#send"}},
		// Look-alikes in other senses.
		{"ship the sort order fix", nil, []string{"#shop.shipping"}},
		{"take the cake off the shelf at the store", nil, []string{"#disable"}},
		{"pull the directory listing from s3", nil, []string{"#shop.product.listing"}},
		{"raise an error when the price is negative", nil, []string{"#shop.pricing"}},
		{"mark down the date in my calendar", nil, []string{"#shop.pricing"}},
		{"fulfill the requirements", nil, []string{"#send"}},
		{"fulfill my promise to call", nil, []string{"#send.broadcast"}},
		{"ship out the release", nil, []string{"#shop.shipping"}},
		{"change the quantity in the recipe", nil, []string{"#shop.inventory"}},
		{"give the customer a call back", nil, []string{"#refund"}},
		{"adjust the quantity of the ingredient", nil, []string{"#shop.inventory"}},
		{"check the theme in vs code", nil, []string{"#shop.theme"}},
		{"edit the email template", nil, []string{"#shop.theme"}},
		{"add the file extension to the filename", nil, []string{"#install"}},
		{"add tracking to the website", nil, []string{"#shop.shipping"}},
		{"promote the replica", nil, []string{"#payment.discount"}},
	})
}
