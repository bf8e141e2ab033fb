package text

import "testing"

// TestMore85Lexicon checks that lexicon/more85.txt gives a web and mobile
// product team's work (builds submitted for review and sent to testers,
// store listings, releases to 100% of users, web images and their formats,
// accessibility in front-end words, CSS vs JavaScript animation and
// requestAnimationFrame vs timers, third-party vs self-hosted fonts, page
// slugs and redirects by status code, crawlers, Cloudflare's proxy, TLS
// certificates for a domain, pages launched, analytics SDKs and their calls,
// flags ramped) the concepts of what it does, and that its phrases stay out
// of look-alikes: shell redirects, disk and container images, a signal's
// amplitude, customer segments, code reviews, launching programs, and reads
// (checking, listing, previewing).
func TestMore85Lexicon(t *testing.T) {
	a := mustAnalyzer(t)
	tests := []conceptCase{
		// App review, testers and tracks.
		{"submit the build for review", []string{"#publish", "#pkg.registry.app_store"}, nil},
		{"send the build to Apple for review", []string{"#publish", "#pkg.registry.app_store"}, nil},
		{"resubmit the build after the rejection", []string{"#publish", "#pkg.registry.app_store"}, nil},
		{"ship it to internal testers", []string{"#pkg.registry.app_store", "#env.staging"}, []string{"#env.prod"}},
		{"send the build to external testers on TestFlight", []string{"#pkg.registry.app_store", "#env.staging"}, nil},
		{"edit the app description on the play store", []string{"#write", "#pkg.registry.app_store"}, []string{"#vendor.transcription", "#access.external"}},
		{"update the what's new text", []string{"#write", "#pkg.registry.app_store"}, nil},
		{"roll out to 100% of users", []string{"#deploy.feature_flag", "#mod.all"}, nil},
		{"release the update to 100% of users at once", []string{"#publish", "#mod.all"}, nil},
		// Web images.
		{"convert the PNGs to WebP", []string{"#compress", "#fs.file.media"}, nil},
		{"optimize the images with squoosh", []string{"#compress", "#fs.file.media"}, nil},
		{"resize the product images", []string{"#scale", "#fs.file.media"}, nil},
		{"lazy-load the images", []string{"#write", "#fs.file.media"}, nil},
		// Accessibility.
		{"remove the focus outlines", []string{"#disable", "#content.accessibility"}, nil},
		{"ignore prefers-reduced-motion", []string{"#disable", "#content.accessibility"}, nil},
		{"add aria-labels to the icon buttons", []string{"#content.accessibility"}, nil},
		{"autoplay the hero video with sound", []string{"#enable", "#content.media.autoplay"}, nil},
		// Animation.
		{"animate the menu with JavaScript instead of CSS", []string{"#code.animation.js", "#code.animation.css"}, nil},
		{"use requestAnimationFrame for the scroll animation", []string{"#code.animation.js.frame"}, []string{"#code.timer"}},
		{"use setInterval for the animation", []string{"#code.timer", "#code.animation"}, []string{"#code.animation.js.frame"}},
		{"add a CSS keyframe animation to the button", []string{"#code.animation.css"}, []string{"#code.animation.js"}},
		{"use GSAP for the hero animation", []string{"#code.animation.js"}, nil},
		// Fonts.
		{"load Google Fonts from their CDN", []string{"#install", "#fs.file.font.thirdparty"}, nil},
		{"link the Google Fonts stylesheet in the head", []string{"#fs.file.font.thirdparty"}, nil},
		{"self-host the fonts", []string{"#install", "#fs.file.font"}, []string{"#fs.file.font.thirdparty"}},
		// Slugs and redirects.
		{"change the slug of the pricing page", []string{"#write", "#web.link"}, nil},
		{"change the permalink structure", []string{"#write", "#web.link"}, nil},
		{"set up a 301 from /old to /new", []string{"#create", "#web.redirect.permanent"}, nil},
		{"add a 302 redirect to the new page", []string{"#web.redirect.temporary"}, []string{"#web.redirect.permanent"}},
		{"redirect /pricing to /plans", []string{"#create", "#web.redirect"}, nil},
		// Crawlers and search engines.
		{"block crawlers from the staging site", []string{"#disable", "#web.seo"}, nil},
		{"hide the staging site from search engines", []string{"#disable", "#web.seo"}, nil},
		{"block Googlebot", []string{"#web.seo"}, nil},
		// CDN proxy and certificates.
		{"orange-cloud the record", []string{"#enable", "#infra.load", "#infra.dns"}, nil},
		{"put the site behind Cloudflare", []string{"#enable", "#infra.load"}, nil},
		{"issue a cert for the new subdomain", []string{"#create", "#net.tls"}, nil},
		{"add the www subdomain to the cert", []string{"#create", "#net.tls"}, nil},
		{"set SSL mode to Flexible on Cloudflare", []string{"#net.tls", "#net.insecure"}, nil},
		{"turn on HSTS with preload", []string{"#enable", "#net.tls"}, nil},
		// Launching pages.
		{"launch the landing page", []string{"#publish", "#web"}, nil},
		{"launch the new website", []string{"#publish", "#web"}, nil},
		{"put up the coming soon page", []string{"#publish", "#web"}, nil},
		{"unpublish the page", []string{"#delete", "#web"}, nil},
		{"hit publish on the post", []string{"#publish"}, nil},
		// Analytics.
		{"identify users by email in Amplitude", []string{"#web.tracking", "#data.personal"}, nil},
		{"pass the email in the dataLayer", []string{"#send", "#web.tracking"}, nil},
		{"add a new Segment destination", []string{"#install", "#web.tracking"}, nil},
		{"enable session replay in FullStory", []string{"#enable", "#web.tracking"}, nil},
		{"push the tag live", []string{"#publish", "#web.tracking"}, nil},
		// Flags.
		{"ramp the flag to 100%", []string{"#enable", "#deploy.feature_flag"}, nil},
		{"roll the feature out to all users", []string{"#enable", "#deploy.feature_flag", "#mod.all"}, nil},
		{"gate the feature behind a flag", []string{"#deploy.feature_flag"}, nil},
		{"hit the kill switch on the new checkout", []string{"#deploy.feature_flag"}, nil},

		// Look-alikes: other senses of the same words.
		{"redirect stderr to /dev/null", nil, []string{"#web.redirect"}},
		{"redirect the output to a file", nil, []string{"#web.redirect"}},
		{"add 301 users to the group", nil, []string{"#web.redirect", "#web.redirect.permanent"}},
		{"resize the disk image", nil, []string{"#fs.file.media"}},
		{"compress the VM image", nil, []string{"#fs.file.media"}},
		{"the amplitude of the signal", nil, []string{"#web.tracking"}},
		{"plot the amplitude over time", nil, []string{"#web.tracking"}},
		{"segment the customers by spend", nil, []string{"#web.tracking"}},
		{"submit the PR for review", nil, []string{"#pkg.registry.app_store"}},
		{"launch the app on the simulator", nil, []string{"#publish"}},
		{"launch chrome", nil, []string{"#publish"}},
		{"publish the container to the registry", nil, []string{"#web.tracking"}},
		{"open the feature branch", nil, []string{"#deploy.feature_flag", "#enable"}},
		{"play the animated movie", nil, []string{"#code.animation"}},
		{"transition the ticket to done", nil, []string{"#code.animation"}},
		{"set the DNS server on the router", nil, []string{"#disable", "#infra.load"}},
		{"grant accessibility permissions to the app", nil, []string{"#content.accessibility"}},
		{"upload the interview to Descript", []string{"#vendor.transcription"}, nil},
		// Look-alikes: reads stay reads.
		{"check the app review status", []string{"#read"}, []string{"#publish", "#write"}},
		{"list the redirects", []string{"#read.list", "#web.redirect"}, []string{"#create"}},
		{"check the redirect chain", []string{"#read"}, []string{"#create"}},
		{"preview the landing page", []string{"#read"}, []string{"#publish", "#delete"}},
		{"look at the GTM preview mode", []string{"#read", "#web.tracking"}, []string{"#publish"}},
		{"check the rollout percentage", []string{"#read"}, []string{"#enable", "#kill"}},
		{"list the feature flags in LaunchDarkly", []string{"#read.list"}, []string{"#delete", "#enable"}},
		{"check the cert expiry", []string{"#read", "#net.tls"}, []string{"#create"}},
		{"check color contrast", []string{"#read", "#content.accessibility"}, []string{"#disable"}},
		{"run lighthouse on the homepage", []string{"#read.inspect"}, []string{"#publish"}},
		{"check index coverage in search console", []string{"#read", "#web.seo"}, []string{"#disable"}},
		{"check the events in Amplitude", []string{"#read", "#web.tracking"}, []string{"#send"}},
		// "will-change" lost "will" as a stop word and made every "change"
		// a CSS animation.
		{"manual price changes", []string{"#shop.pricing"}, []string{"#code.animation.css", "#code.animation"}},
	}
	checkConceptCases(t, a, tests)
}
