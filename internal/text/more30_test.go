package text

import "testing"

// TestMore30Lexicon checks that lexicon/more30.txt gives the work of
// shipping and operating mobile, desktop, game and embedded/IoT products
// the concepts of what it does (store submissions and tracks, staged
// rollouts, signing material and notarization, update feeds, crash
// reporting, push notifications, in-app purchases, privacy declarations,
// save files, flashing, fuses, OTA fleets, serial consoles, device
// certificates, MQTT and PLCs), and that its phrases stay out of look-alike
// texts, web-developer texts above all (release notes, Rails flash
// messages, phased plans, docker builds, git pushes and topic branches,
// the device pixel ratio).
func TestMore30Lexicon(t *testing.T) {
	a := mustAnalyzer(t)
	tests := []conceptCase{
		// Builds, installers, identifiers and versions.
		{"xcodebuild -exportArchive -archivePath build/App.xcarchive", []string{"#build", "#pkg.app_build", "#pkg"}, nil},
		{"flutter build appbundle --release", []string{"#build", "#pkg.app_build"}, nil},
		{"./gradlew bundleRelease", []string{"#pkg.app_build"}, nil},
		{"upload the aab to the play console internal track", []string{"#push", "#pkg.app_build", "#pkg.registry.app_store", "#env.staging"}, []string{"#env.prod"}},
		{"build the msi and the dmg installers", []string{"#build", "#pkg.installer", "#pkg"}, nil},
		{"change the bundle id to com.acme.app2", []string{"#write", "#pkg.app_id", "#pkg"}, nil},
		{"bump the build number before archiving", []string{"#bump", "#pkg.version"}, nil},
		{"fastlane run increment_version_code", []string{"#bump", "#pkg.version"}, nil},
		// Signing material, code signing and notarization.
		{"revoke the distribution certificate", []string{"#cancel", "#secret.key.signing", "#secret.key", "#secret"}, nil},
		{"fastlane match nuke distribution", []string{"#cancel", "#secret.key.signing"}, nil},
		{"rotate the play upload key", []string{"#rotate", "#secret.key.signing"}, nil},
		{"commit the release keystore to the repo", []string{"#commit", "#secret.key.signing", "#secret"}, nil},
		{"keytool -genkeypair -v -keystore release.jks -alias upload", []string{"#create", "#secret.key.signing"}, nil},
		{"regenerate the provisioning profiles", []string{"#rotate", "#secret.key.signing"}, nil},
		{"keytool -list -v -keystore release.jks", []string{"#read.inspect", "#secret.key.signing"}, []string{"#create"}},
		{"codesign --deep --force --sign 'Developer ID Application: Acme' App.app", []string{"#encrypt", "#sec.code_signing", "#sec"}, nil},
		{"signtool sign /fd sha256 /a setup.exe", []string{"#encrypt", "#sec.code_signing", "#pkg.installer"}, nil},
		{"xcrun notarytool submit App.zip --wait", []string{"#encrypt", "#sec.code_signing"}, nil},
		{"xcrun stapler staple App.dmg", []string{"#encrypt", "#sec.code_signing", "#pkg.installer"}, nil},
		{"spctl --assess -vv App.app", []string{"#read.verify", "#sec.code_signing"}, []string{"#encrypt"}},
		{"build with CODE_SIGNING_ALLOWED=NO", []string{"#disable", "#sec.code_signing"}, nil},
		{"put the .p8 apns key in the repo", []string{"#secret.key", "#secret"}, nil},
		// Stores, tracks, review and staged rollouts.
		{"submit version 2.4 for app review", []string{"#publish", "#pkg.registry.app_store"}, nil},
		{"promote the build from internal testing to the production track", []string{"#publish", "#pkg.registry.app_store", "#env.prod"}, nil},
		{"fastlane supply --track production --rollout 0.1", []string{"#publish", "#pkg.registry.app_store", "#env.prod", "#deploy.feature_flag"}, nil},
		{"halt the staged rollout on google play", []string{"#kill", "#deploy", "#deploy.feature_flag", "#pkg.registry.app_store"}, nil},
		{"pause the phased release in app store connect", []string{"#kill", "#deploy.feature_flag", "#pkg.registry.app_store"}, nil},
		{"increase the rollout to 50%", []string{"#enable", "#deploy", "#deploy.feature_flag"}, nil},
		{"remove the app from sale", []string{"#delete.yank", "#delete", "#pkg.registry.app_store"}, nil},
		{"expire the old testflight builds", []string{"#delete.yank", "#pkg.registry.app_store", "#pkg.app_build"}, nil},
		{"butler push build/ acme/game:windows-beta", []string{"#publish", "#pkg.registry.app_store"}, nil},
		{"steamcmd +login builder +run_app_build app_build_1000.vdf +quit", []string{"#publish", "#pkg.registry.app_store"}, nil},
		{"set the build live on the default branch in steamworks", []string{"#publish", "#pkg.registry.app_store", "#env.prod"}, nil},
		// Remote config and forced updates.
		{"publish the remote config template", []string{"#write", "#deploy.feature_flag"}, nil},
		{"raise the minimum app version so old clients get the update wall", []string{"#write", "#deploy.feature_flag.force_update", "#deploy.feature_flag"}, nil},
		{"force all users to update to 3.0", []string{"#write", "#deploy.feature_flag.force_update"}, nil},
		// Desktop update feeds.
		{"generate_appcast ./updates", []string{"#publish", "#pkg.registry.update_feed", "#pkg.registry"}, nil},
		{"electron-builder --publish always", []string{"#publish", "#pkg.registry.update_feed"}, nil},
		{"add the 2.1 build to the sparkle appcast", []string{"#publish", "#pkg.registry.update_feed"}, nil},
		// Crash reporting.
		{"upload dSYMs to crashlytics", []string{"#push", "#infra.monitor.crash", "#infra.monitor"}, nil},
		{"check the crash-free users in crashlytics", []string{"#read", "#infra.monitor.crash"}, nil},
		{"sentry-cli debug-files upload --include-sources", []string{"#push", "#infra.monitor.crash"}, nil},
		// Push notifications.
		{"send a push notification to all users", []string{"#send", "#comm.message.push", "#comm.message"}, nil},
		{"switch apns from sandbox apns to production apns", []string{"#comm.message.push", "#env.prod"}, nil},
		// In-app purchases, subscriptions and privacy declarations.
		{"raise the subscription price for annual subscribers", []string{"#write", "#shop.pricing", "#payment.subscription"}, nil},
		{"create a new in-app purchase for the gem pack", []string{"#create", "#payment.in_app", "#payment"}, nil},
		{"update the data safety form for the new sdk", []string{"#write", "#data.personal.disclosure", "#data.personal"}, nil},
		{"update the privacy nutrition labels", []string{"#write", "#data.personal.disclosure"}, nil},
		// Games: save files and mods.
		{"wipe the player saves on the server", []string{"#delete", "#fs.user_data.save_game", "#fs.user_data"}, nil},
		{"keep savegame compatibility with 1.2", []string{"#fs.user_data.save_game"}, nil},
		{"add mod support via the steam workshop", []string{"#content.ugc"}, nil},
		// Embedded: flashing, erasing, fuses, bricking.
		{"esptool.py --port /dev/ttyUSB0 write_flash 0x0 fw.bin", []string{"#install.upgrade", "#sys.kernel", "#sys.device.embedded", "#sys.device"}, nil},
		{"avrdude -c usbasp -p m328p -U flash:w:main.hex", []string{"#install.upgrade", "#sys.kernel", "#sys.device.embedded"}, nil},
		{"st-flash write fw.bin 0x8000000", []string{"#install.upgrade", "#sys.kernel"}, nil},
		{"nrfjprog --program fw.hex --chiperase --verify", []string{"#install.upgrade", "#sys.kernel"}, nil},
		{"pio run -t upload", []string{"#install.upgrade", "#sys.device.embedded"}, nil},
		{"flash the new firmware to all production devices", []string{"#install.upgrade", "#sys.kernel", "#sys.device.fleet", "#env.prod"}, nil},
		{"flash the dev kit on my bench", []string{"#install.upgrade", "#sys.device.embedded"}, []string{"#env.prod"}},
		{"nrfjprog --eraseall", []string{"#delete.purge", "#sys.kernel"}, nil},
		{"esptool.py --chip esp32 read_flash 0 0x400000 dump.bin", []string{"#read.inspect", "#sys.kernel"}, []string{"#install.upgrade"}},
		{"espefuse.py burn_efuse FLASH_CRYPT_CNT", []string{"#write.config", "#sys.security.fuse", "#sys.security", "#mod.danger"}, nil},
		{"burn the efuses on the production boards", []string{"#write.config", "#sys.security.fuse", "#env.prod"}, nil},
		{"avrdude -c usbasp -p m328p -U lfuse:w:0xFF:m", []string{"#sys.security.fuse", "#mod.danger"}, nil},
		{"set the readout protection to level 2", []string{"#write.config", "#sys.security.fuse"}, nil},
		{"this update could brick the devices in the field", []string{"#sys.device", "#mod.danger", "#sys.device.fleet"}, nil},
		// OTA fleets.
		{"roll out firmware 2.3 to the canary cohort", []string{"#deploy", "#sys.update.ota", "#deploy.feature_flag"}, nil},
		{"aws iot create-job --job-id fw-230 --targets arn:aws:iot:thinggroup/all", []string{"#deploy", "#sys.update.ota"}, nil},
		{"aws iot cancel-job --job-id fw-230", []string{"#kill", "#sys.update.ota"}, nil},
		{"balena push fleet-prod", []string{"#deploy", "#sys.update.ota"}, nil},
		{"roll back the firmware on the pilot devices", []string{"#revert", "#sys.update.ota"}, nil},
		// Serial consoles.
		{"screen /dev/ttyUSB0 115200", []string{"#login", "#sys.device.serial", "#sys.device"}, nil},
		{"minicom -D /dev/ttyUSB0 -b 115200", []string{"#login", "#sys.device.serial"}, nil},
		{"pio device monitor --baud 115200", []string{"#read", "#sys.device.serial"}, nil},
		// Device certificates and fleets.
		{"revoke the device certificate for thing-42", []string{"#cancel", "#secret.key", "#net.tls", "#sys.device"}, nil},
		{"aws iot create-keys-and-certificate --set-as-active", []string{"#create", "#secret.key", "#sys.device"}, nil},
		{"aws iot delete-certificate --certificate-id abc", []string{"#delete", "#secret.key", "#sys.device"}, nil},
		{"deregister the devices from the fleet", []string{"#delete", "#sys.device.fleet"}, nil},
		// MQTT.
		{"mosquitto_pub -t devices/cfg -m '{}' -r", []string{"#send", "#infra.queue.mqtt", "#infra.queue.mqtt.retained", "#infra.queue"}, nil},
		{"clear the retained messages on the config topic", []string{"#delete", "#infra.queue.mqtt.retained"}, nil},
		{"mosquitto_sub -t 'devices/#' -v", []string{"#read", "#infra.queue.mqtt"}, nil},
		{"update the device shadow desired state", []string{"#write", "#infra.queue.mqtt"}, nil},
		// PLCs and industrial controllers.
		{"download the ladder logic to the PLC", []string{"#deploy", "#sys.device.industrial", "#sys.device"}, nil},
		{"force the outputs on the plc", []string{"#write", "#sys.device.industrial"}, nil},
		{"write holding register 40001 via modbus", []string{"#write", "#sys.device.industrial"}, nil},
		{"put the plc in program mode", []string{"#kill", "#sys.device.industrial"}, nil},

		// Must not: look-alikes from web development and everyday life.
		{"write the release notes for 2.4", nil, []string{"#pkg.registry.app_store", "#pkg.app_build", "#env.prod"}},
		{"show a flash message in Rails after login", nil, []string{"#sys.kernel", "#sys.device.embedded", "#install.upgrade"}},
		{"clear the flash messages in the controller", nil, []string{"#sys.kernel", "#sys.device.embedded", "#sys.device.industrial"}},
		{"we need a phased plan for the migration", nil, []string{"#deploy.feature_flag", "#pkg.registry.app_store"}},
		{"build the docker image", nil, []string{"#pkg.app_build", "#pkg.installer"}},
		{"push to main", nil, []string{"#sys.update.ota", "#comm.message.push", "#pkg.registry.app_store"}},
		{"push the messages to the queue", nil, []string{"#comm.message.push"}},
		{"rebase my topic branch on main", nil, []string{"#infra.queue.mqtt", "#pkg.registry.app_store", "#env.prod"}},
		{"fix the device pixel ratio in the CSS", nil, []string{"#sys.device", "#sys.device.embedded"}},
		{"save the file and push", nil, []string{"#fs.user_data.save_game"}},
		{"save the migration file", nil, []string{"#fs.user_data.save_game"}},
		{"upload the key to the server", []string{"#push"}, []string{"#secret.key.signing"}},
		{"sign up for the app", nil, []string{"#sec.code_signing", "#encrypt"}},
		{"sign off on the build", nil, []string{"#sec.code_signing"}},
		{"submit the PR for review", nil, []string{"#pkg.registry.app_store", "#publish"}},
		{"upload the build to s3", nil, []string{"#pkg.registry.app_store"}},
		{"keep track of production issues", nil, []string{"#pkg.registry.app_store"}},
		{"pay the invoice from Barclays PLC", nil, []string{"#sys.device.industrial"}},
		{"update my last will and testament", nil, []string{"#infra.queue.mqtt"}},
		{"grab an IPA at the bar", nil, []string{"#pkg.app_build"}},
		{"buy a stapler and a steam iron", nil, []string{"#sec.code_signing", "#pkg.registry.app_store"}},
		{"add a sparkle emoji to the post", nil, []string{"#pkg.registry.update_feed"}},
		{"enable IAP on the load balancer", nil, []string{"#payment.in_app"}},
		{"upload the mapping file to the etl pipeline", nil, []string{"#infra.monitor.crash"}},
		{"force the output to be json", nil, []string{"#sys.device.industrial"}},
		{"download the program to my laptop", nil, []string{"#sys.device.industrial", "#deploy"}},
		{"move the card on the dev board in trello", nil, []string{"#sys.device.embedded"}},
		{"watch the next mcu movie", nil, []string{"#sys.device.embedded"}},
		{"restart the entire fleet of servers", nil, []string{"#sys.device.fleet", "#sys.device"}},
		{"cargo build --release", nil, []string{"#pkg.app_build"}},
		{"set the min_version of tls to 1.2", nil, []string{"#deploy.feature_flag.force_update"}},
		{"steam the broccoli for dinner", nil, []string{"#pkg.registry.app_store"}},
		{"don't be pushy in the follow-up email", nil, []string{"#comm.message.push"}},
		{"read the code review guidelines", nil, []string{"#pkg.registry.app_store"}},
		{"the internal testers found a bug in the api", nil, []string{"#pkg.registry.app_store", "#env.staging"}},
		{"get the notarization of the deed done", nil, []string{"#sec.code_signing"}},
		{"send the offer code to the newsletter subscribers", nil, []string{"#payment.in_app"}},
		{"run the integration tests in the simulator", []string{"#env.dev"}, []string{"#env.prod"}},
	}
	checkConceptCases(t, a, tests)
}
