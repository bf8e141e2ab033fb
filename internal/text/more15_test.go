package text

import "testing"

// TestMore15Lexicon checks that lexicon/more15.txt gives the ops work of a
// small online shop (themes, catalog, prices, Stripe and PayPal, webhooks,
// orders, customer data, the shop's database and backups, the VPS, DNS and
// stock sync) the concepts of what it does, and that its phrases stay out
// of look-alike texts, developer texts above all (editor themes, product
// teams, enum variants, Ansible inventories, "test the checkout flow", JWT
// signing secrets, Redis TTLs, load balancers).
func TestMore15Lexicon(t *testing.T) {
	a := mustAnalyzer(t)
	tests := []conceptCase{
		// Storefront themes.
		{"push the new theme live", []string{"#deploy", "#shop.theme", "#shop", "#env.prod"}, nil},
		{"shopify theme publish --theme 1234", []string{"#deploy", "#publish", "#shop.theme", "#env.prod"}, nil},
		{"shopify theme push --live", []string{"#deploy", "#shop.theme", "#env.prod"}, nil},
		{"shopify theme push", []string{"#push", "#delete.overwrite", "#shop.theme"}, []string{"#env.prod"}},
		{"shopify theme pull", []string{"#download", "#shop.theme"}, []string{"#deploy"}},
		{"shopify theme dev", []string{"#env.dev", "#shop.theme"}, []string{"#env.prod"}},
		{"duplicate the live theme before editing", []string{"#copy", "#shop.theme", "#env.prod"}, nil},
		{"edit the theme.liquid file on the store", []string{"#write.edit", "#shop.theme"}, nil},
		{"delete the old themes from the shopify store", []string{"#delete", "#shop.theme"}, nil},
		{"wp theme activate storefront-child", []string{"#deploy", "#shop.theme", "#env.prod"}, nil},
		// Catalog: products, variants, collections, CSV, bulk edits.
		{"import the product csv", []string{"#write.insert", "#shop.product"}, nil},
		{"upload the new product csv and overwrite existing products", []string{"#delete.overwrite", "#shop.product"}, nil},
		{"export the products to csv from shopify", []string{"#copy.backup", "#data.export", "#shop.product"}, nil},
		{"bulk edit the variants to change the weight", []string{"#write", "#shop.product", "#mod.all"}, nil},
		{"delete all products from the store", []string{"#delete", "#shop.product", "#mod.all"}, nil},
		{"add the new mugs to the summer smart collection", []string{"#shop.product"}, nil},
		{"wp wc product delete 42 --force=true", []string{"#delete", "#shop.product"}, nil},
		// Prices and sales.
		{"bump all prices 10%", []string{"#write", "#shop.pricing"}, nil},
		{"update the variant prices for the large size", []string{"#write", "#shop.pricing"}, nil},
		{"end the flash sale tonight", []string{"#cancel", "#payment.discount"}, nil},
		{"schedule the summer sale for monday", []string{"#create", "#payment.discount"}, nil},
		{"stripe prices update price_123 --active=false", []string{"#write", "#shop.pricing"}, nil},
		// Refunds, disputes, payouts.
		{"refund her the $40", []string{"#refund", "#payment"}, nil},
		{"refund the shipping on order 1042", []string{"#refund", "#payment", "#customer"}, nil},
		{"submit evidence for the dispute on order 1042", []string{"#browse.submit", "#payment.dispute", "#payment"}, nil},
		{"accept the chargeback", []string{"#refund", "#payment.dispute"}, nil},
		{"stripe disputes close dp_123", []string{"#refund", "#payment.dispute"}, nil},
		{"check the open paypal disputes", []string{"#payment.dispute"}, nil},
		{"stripe payouts create --amount 5000 --currency usd", []string{"#pay.transfer", "#payment.payout", "#payment"}, nil},
		{"pause payouts", []string{"#cancel", "#payment.payout"}, nil},
		{"change the payout bank account", []string{"#write", "#payment.payout", "#finance.account.details"}, nil},
		// Keys and test vs live mode.
		{"swap sk_test for sk_live in production", []string{"#secret.token", "#env.dev", "#env.prod"}, nil},
		{"switch stripe to live mode", []string{"#env.prod", "#payment"}, nil},
		{"use the stripe test card in test mode", []string{"#env.dev", "#payment"}, []string{"#env.prod"}},
		{"roll the stripe secret key", []string{"#rotate", "#secret.token"}, nil},
		{"paste the shopify access token into the env file", []string{"#secret.token"}, nil},
		{"nuke the test orders", []string{"#delete", "#customer", "#env.dev"}, nil},
		{"cancel the test orders from the bogus gateway", []string{"#cancel", "#customer", "#env.dev"}, nil},
		// Payment methods.
		{"detach the payment method from the customer", []string{"#delete", "#payment.card", "#customer"}, nil},
		{"charge her saved card for the balance", []string{"#pay", "#payment.card"}, nil},
		// Webhooks.
		{"rotate the webhook signing secret in stripe", []string{"#rotate", "#secret.token", "#net.webhook"}, nil},
		{"stripe listen --forward-to localhost:3000/api/webhooks", []string{"#net.webhook", "#env.dev"}, nil},
		{"stripe trigger payment_intent.succeeded", []string{"#send", "#net.webhook", "#env.dev"}, nil},
		{"skip the webhook signature check for now", []string{"#disable", "#net.webhook"}, nil},
		{"resend the failed webhooks from last night", []string{"#send", "#net.webhook"}, nil},
		{"delete the old webhook endpoint", []string{"#delete", "#net.webhook"}, nil},
		// Orders and fulfilment.
		{"cancel order #1042 and restock the items", []string{"#cancel", "#customer", "#write", "#shop.inventory"}, nil},
		{"hold fulfillment on order 1099", []string{"#disable", "#shop.shipping"}, nil},
		{"send the abandoned checkouts a reminder", []string{"#send", "#customer"}, nil},
		// Stock sync across channels.
		{"sync inventory from shopify to amazon", []string{"#copy", "#shop.inventory", "#shop"}, nil},
		{"push stock levels to etsy and ebay", []string{"#write", "#shop.inventory"}, nil},
		{"set stock to 0 on etsy for the blue mug", []string{"#write", "#shop.inventory"}, nil},
		{"check the fba inventory in seller central", []string{"#read.verify", "#shop.inventory", "#shop"}, nil},
		// Apps and plugins.
		{"install the shopify app for reviews", []string{"#install", "#shop"}, nil},
		{"wp plugin update woocommerce", []string{"#install.upgrade", "#shop"}, nil},
		// Customer data and email lists.
		{"export customer emails to klaviyo", []string{"#copy.backup", "#data.export", "#data.personal", "#customer"}, nil},
		{"sync customers to klaviyo", []string{"#copy", "#comm.contact", "#data.personal"}, nil},
		{"stripe customers delete cus_123", []string{"#delete", "#data.personal"}, nil},
		{"handle the GDPR deletion request for jane@example.com", []string{"#delete", "#data.personal"}, nil},
		// Database and backups.
		{"psql shopdb < backup.sql", []string{"#restore", "#data.backup", "#db"}, nil},
		{"pg_restore --clean -d shop backup.dump", []string{"#restore", "#delete.overwrite", "#db"}, nil},
		{"restore last night's dump into prod", []string{"#restore", "#delete.overwrite", "#env.prod"}, nil},
		{"restic forget --prune --keep-daily 7", []string{"#delete", "#data.backup"}, nil},
		{"wp db export backup.sql", []string{"#copy.backup", "#data.backup", "#db"}, nil},
		{"wp search-replace http://old.shop https://new.shop", []string{"#write", "#db", "#mod.all"}, nil},
		{"truncate the orders table", []string{"#delete", "#customer", "#db.table"}, nil},
		// The VPS: nginx and certbot.
		{"nginx -t", []string{"#read.verify", "#infra.load", "#code.config"}, []string{"#restart"}},
		{"nginx -s reload", []string{"#restart", "#infra.load"}, nil},
		{"edit the server block in sites-enabled", []string{"#write.edit", "#code.config", "#infra.load"}, nil},
		{"certbot certonly --nginx -d shop.example.com", []string{"#create", "#net.tls"}, nil},
		{"certbot renew --force-renewal", []string{"#rotate", "#net.tls"}, nil},
		{"certbot revoke --cert-path /etc/letsencrypt/live/shop/cert.pem", []string{"#cancel", "#net.tls"}, nil},
		// DNS and email authentication.
		{"point the A record at the new VPS", []string{"#write", "#infra.dns"}, nil},
		{"set DMARC to p=reject", []string{"#write", "#infra.dns"}, nil},
		{"add the DKIM record for klaviyo", []string{"#infra.dns"}, nil},
		{"get the EPP code and transfer the domain to cloudflare", []string{"#secret.token", "#move", "#infra.dns"}, nil},
		{"unlock the domain at godaddy", []string{"#unlock", "#infra.dns"}, nil},
		{"let the old domain expire", []string{"#cancel", "#infra.dns"}, nil},
		// Look-alikes stay out.
		{"switch vscode to the dark theme", nil, []string{"#shop.theme", "#deploy"}},
		{"update the theme colors in tailwind config", nil, []string{"#shop.theme"}},
		{"the product team wants a new dashboard", nil, []string{"#shop.product", "#shop"}},
		{"write the product requirements doc", nil, []string{"#shop.product"}},
		{"add a variant to the Result enum", nil, []string{"#shop.product", "#shop"}},
		{"drop the users collection in mongo", nil, []string{"#shop.product"}},
		{"update the ansible inventory for the new hosts", nil, []string{"#shop.inventory", "#shop"}},
		{"we had a dispute about the api design", nil, []string{"#payment.dispute", "#payment"}},
		{"test the checkout flow end to end", []string{"#read.verify"}, []string{"#env.dev"}},
		{"test the orders endpoint", []string{"#read.verify"}, []string{"#env.dev"}},
		{"run the test suite", nil, []string{"#env.dev", "#customer"}},
		{"publish the key to the keyserver", []string{"#publish"}, []string{"#secret.token", "#shop.theme"}},
		{"order the results by id", nil, []string{"#customer"}},
		{"store emails in the outbox table", []string{"#write.save"}, nil},
		{"the signing secret for jwt", nil, []string{"#net.webhook"}},
		{"verify the hmac of the jwt", nil, []string{"#net.webhook"}},
		{"configure the load balancer backup pool", nil, []string{"#restore"}},
		{"the payout of the lottery is huge", nil, []string{"#pay.transfer"}},
		{"transfer the lock to the new owner", nil, []string{"#infra.dns"}},
		{"add markup to the html page", nil, []string{"#shop.pricing"}},
		{"raise an error when the price is negative", nil, []string{"#shop.pricing", "#write"}},
		{"dump the sql schema", nil, []string{"#restore"}},
		{"listen on port 8080", nil, []string{"#net.webhook"}},
		{"trigger the CI pipeline", nil, []string{"#net.webhook"}},
		{"cancel the sort order change", nil, []string{"#env.dev"}},
		{"preview the dark theme in the editor", nil, []string{"#shop.theme"}},
	}
	checkConceptCases(t, a, tests)
}
