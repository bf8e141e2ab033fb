package text

import "testing"

// TestMore35Lexicon checks that lexicon/more35.txt gives paid advertising and
// marketing work (ad platforms, campaigns and ad sets, budgets and bids,
// creatives and policy, audiences, tracking pixels and tags, keywords,
// placements, competitor trademarks, claims, affiliate payouts, SEO and
// redirects) the concepts of what it does, and that its phrases stay out of
// look-alike texts, developer texts above all (campaign tables, auction bids,
// CSS pixels, JWT audiences and claims, release tags, budget variables,
// keyword arguments, broad exceptions, build targets, Active Directory, ad hoc
// queries, type conversions).
func TestMore35Lexicon(t *testing.T) {
	a := mustAnalyzer(t)
	ad := "#comm.email.campaign.ad"
	tests := []conceptCase{
		// Platforms, campaigns, ad sets: launching, pausing, deleting.
		{"pause the meta ad set", []string{"#disable", ad, "#comm.email.campaign"}, nil},
		{"pause all ads on facebook", []string{"#disable", ad}, nil},
		{"turn off the facebook ads", []string{"#disable", ad}, nil},
		{"launch the new ads on tiktok", []string{"#send.broadcast", ad}, nil},
		{"unpause the google ads campaign", []string{"#send.broadcast", ad}, nil},
		{"delete the old ad campaigns", []string{"#delete", ad}, nil},
		{"duplicate the winning ad set", []string{"#create", ad}, nil},
		{"boost the instagram post with $50", []string{"#send.broadcast", ad, "#pay"}, nil},
		{"set up a performance max campaign", []string{ad}, nil},
		// Budgets, spend caps, billing thresholds, bids.
		{"double the daily budget on the google ads campaign", []string{"#write.level", "#finance.budget.ad", "#finance.budget", ad}, nil},
		{"scale the ad set to 500 a day", []string{"#write.level", "#finance.budget.ad", ad}, nil},
		{"cut ad spend by half", []string{"#write.level", "#finance.budget.ad"}, nil},
		{"raise the account spending limit in google ads", []string{"#write.level", "#finance.budget.ad"}, nil},
		{"set a lifetime budget of $2000", []string{"#write", "#finance.budget.ad"}, nil},
		{"remove the spend cap on the ad account", []string{"#write.level", "#finance.budget.ad"}, nil},
		{"raise the billing threshold on meta", []string{"#write.level", "#finance.budget.ad"}, nil},
		{"switch the campaign to target cpa", []string{"#write", "#finance.budget.ad.bid", "#finance.budget.ad"}, nil},
		{"change the bid strategy to maximize clicks", []string{"#write", "#finance.budget.ad.bid"}, nil},
		{"raise the max cpc bids on brand keywords", []string{"#write.level", "#finance.budget.ad.bid"}, nil},
		// Creatives, ad copy, policy and claims.
		{"rewrite the ad copy for the spring sale", []string{"#write", "#content.creative.ad", "#content.creative"}, nil},
		{"swap the ad creatives on the retargeting campaign", []string{"#write", "#content.creative.ad", ad}, nil},
		{"appeal the disapproval on the ad", []string{"#browse.submit", "#comm.email.campaign.ad.policy", ad}, nil},
		{"resubmit the disapproved ads", []string{"#comm.email.campaign.ad.policy"}, nil},
		{"get the ad past the ad review by rewording it", []string{"#disable", "#comm.email.campaign.ad.policy"}, nil},
		{"say clinically proven in the ad copy", []string{"#content.claim", "#content.creative.ad"}, nil},
		{"promise guaranteed returns in the ad", []string{"#content.claim"}, nil},
		{"add weight loss claims to the facebook ad", []string{"#content.claim", ad}, nil},
		// Audiences and targeting built from customer lists.
		{"upload the customer list to facebook as a custom audience", []string{"#expose", "#data.personal", "#comm.contact.ad_audience", "#comm.contact"}, nil},
		{"upload our customer emails to meta for a lookalike audience", []string{"#expose", "#data.personal", "#comm.contact.ad_audience"}, nil},
		{"make a lookalike from our customer list", []string{"#expose", "#data.personal", "#comm.contact.ad_audience"}, nil},
		{"expand the targeting to broad", []string{"#write", "#comm.contact.ad_audience"}, nil},
		{"retarget everyone who visited the pricing page", []string{"#write", "#comm.contact.ad_audience"}, nil},
		{"turn on customer match in google ads", []string{"#comm.contact.ad_audience", ad}, nil},
		// Conversion tracking, pixels, CAPI, tag managers.
		{"install the meta pixel on the checkout page", []string{"#install", "#web.tracking", "#web"}, nil},
		{"add the tiktok pixel to the site", []string{"#install", "#web.tracking"}, nil},
		{"publish the gtm container", []string{"#publish", "#web.tracking"}, nil},
		{"set up conversions api for shopify", []string{"#install", "#web.tracking"}, nil},
		{"remove google analytics from the site", []string{"#disable", "#web.tracking"}, nil},
		{"change the attribution window to 7 days", []string{"#write", "#web.tracking"}, nil},
		// Keywords, match types, placements, brand safety, competitors.
		{"add a negative keyword list to the search campaign", []string{"#write", "#comm.email.campaign.ad.keyword", ad}, nil},
		{"switch keywords to broad match", []string{"#write", "#comm.email.campaign.ad.keyword"}, nil},
		{"pull the search terms report", []string{"#comm.email.campaign.ad.keyword"}, []string{"#write"}},
		{"enable search partners on the google campaign", []string{"#write", "#comm.email.campaign.ad.placement", ad}, nil},
		{"turn off brand safety filters on youtube placements", []string{"#write", "#comm.email.campaign.ad.placement"}, nil},
		{"bid on our competitor's brand name in google ads", []string{"#send.broadcast", "#legal.rights.trademark", ad}, nil},
		{"use the competitor name in the ad headline", []string{"#legal.rights.trademark", "#content.creative.ad"}, nil},
		// Landing pages, promo codes, affiliate and influencer payouts.
		{"point the final url at the new sales page", []string{"#web.link", "#web"}, nil},
		{"put an influencer code in the tiktok ads", []string{"#payment.discount", ad}, nil},
		{"pay the influencers for march", []string{"#pay", "#payment.payout.affiliate", "#payment.payout"}, nil},
		{"approve the affiliate payouts in impact.com", []string{"#approve", "#payment.payout.affiliate"}, nil},
		{"raise the commission rate for affiliates", []string{"#write", "#payment.payout.affiliate"}, nil},
		// SEO and redirects.
		{"submit the sitemap to google search console", []string{"#browse.submit", "#web.seo", "#web"}, nil},
		{"disavow the spammy backlinks", []string{"#reject", "#web.seo"}, nil},
		{"buy backlinks from a link farm", []string{"#pay", "#web.seo"}, nil},
		{"change the meta titles on the blog", []string{"#write", "#web.seo"}, nil},
		{"noindex the whole site", []string{"#disable", "#web.seo"}, nil},
		{"add 301 redirects from the old blog urls", []string{"#create", "#web.redirect", "#web"}, nil},
		{"delete the redirect rules in the cms", []string{"#delete", "#web.redirect"}, nil},

		// Must-not: developer and other look-alike texts.
		{"the campaign table in the DB", nil, []string{ad, "#finance.budget.ad"}},
		{"bid in the auction algorithm", nil, []string{"#finance.budget.ad.bid", ad}},
		{"the bid table schema", nil, []string{"#finance.budget.ad.bid"}},
		{"fix the pixel ratio in CSS", nil, []string{"#web.tracking"}},
		{"refactor the pixel buffer", nil, []string{"#web.tracking"}},
		{"add an audience field to the JWT", nil, []string{"#comm.contact.ad_audience"}},
		{"audience claim in the token", nil, []string{"#comm.contact.ad_audience", "#content.claim"}},
		{"the JWT claims in azure AD", nil, []string{"#content.claim", ad}},
		{"tag the release v1.2", nil, []string{"#web.tracking"}},
		{"the budget variable overflows", nil, []string{"#finance.budget.ad", "#finance.budget"}},
		{"set the error budget for the SLO", nil, []string{"#finance.budget.ad"}},
		{"pass keyword arguments in python", nil, []string{"#comm.email.campaign.ad.keyword"}},
		{"negative numbers in the keyword map", nil, []string{"#comm.email.campaign.ad.keyword"}},
		{"catch a broad exception", nil, []string{"#comm.email.campaign.ad.keyword", "#comm.contact.ad_audience"}},
		{"target the build for arm64", nil, []string{"#comm.contact.ad_audience"}},
		{"retarget the build for arm64", nil, []string{"#comm.contact.ad_audience"}},
		{"add a redirect in nginx", nil, []string{"#web.seo"}},
		{"redirect stdout to a log file", nil, []string{"#web.redirect", "#web.seo"}},
		{"delete the AD user for bob", nil, []string{ad}},
		{"disable the AD account and remove from the AD group", nil, []string{ad}},
		{"run an ad hoc query on the warehouse", nil, []string{ad}},
		{"write unit tests for the ads service", nil, []string{"#finance.budget.ad"}},
		{"fix the type conversion bug", nil, []string{"#web.tracking"}},
		{"the conversion rate of the ETL job is low", nil, []string{"#web.tracking"}},
		{"split the test suite", nil, []string{"#deploy.feature_flag"}},
		{"tracking code for the shipment", nil, []string{"#web.tracking"}},
		{"lookalike domain phishing alert", nil, []string{"#comm.contact.ad_audience"}},
		{"the placement of the modal in the layout", nil, []string{"#comm.email.campaign.ad.placement"}},
		{"match type of the regex", nil, []string{"#comm.email.campaign.ad.keyword"}},
		{"epoxy cures in a day", nil, []string{"#content.claim"}},
		{"a daily budget of $40 for food on the trip", nil, []string{ad}},
		{"update the canonical import path", nil, []string{"#web.seo"}},
	}
	checkConceptCases(t, a, tests)
}
