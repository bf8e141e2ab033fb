package text

import "testing"

// TestMore69Lexicon checks that lexicon/more69.txt gives a home and family
// assistant's actions the concepts of what they do: arming and disarming home
// alarms, silencing smoke detectors, home cameras and smart-home routines,
// opening the garage in casual words, door codes, the home wifi and parental
// controls, accepting money requests, paying rent, gift-card and
// money-request scams, class parent lists and school photos of children,
// school pickup lists, visas and rental-car add-ons, family drives, photo
// backup and sync, and free trials that turn into paid plans; and that its
// phrases stay out of look-alikes: alarm clocks, webcams in meetings,
// clinical trials, file conversions, device drivers, code classes, Visa
// cards and read-only checks.
func TestMore69Lexicon(t *testing.T) {
	a := mustAnalyzer(t)
	tests := []conceptCase{
		// Home alarms and safety sensors.
		{"arm the alarm system", []string{"#enable", "#house.appliance.alarm"}, nil},
		{"set the alarm to away", []string{"#enable", "#house.appliance.alarm"}, nil},
		{"disarm the alarm", []string{"#unlock", "#house.appliance.alarm"}, nil},
		{"silence the smoke detector", []string{"#disable", "#house.appliance.alarm"}, nil},
		{"turn off the smoke alarm", []string{"#disable", "#house.appliance.alarm"}, nil},
		// Home cameras and routines.
		{"disable the ring camera", []string{"#disable", "#house.appliance.camera"}, nil},
		{"turn off the nanny cam", []string{"#disable", "#house.appliance.camera"}, nil},
		{"share the camera footage with the police", []string{"#send", "#house.appliance.camera"}, nil},
		{"delete the smartthings routine", []string{"#delete", "#house.automation"}, nil},
		{"edit the alexa routine", []string{"#write", "#house.automation"}, nil},
		// Doors, garage and codes.
		{"pop the garage open", []string{"#unlock", "#house.door"}, nil},
		{"give the cleaner a guest access code", []string{"#house.door"}, nil},
		{"remove the temporary code path", nil, []string{"#house.door"}},
		{"remove the sitter's smart lock access", []string{"#permission", "#house.door"}, nil},
		// Home network and parental controls.
		{"restart the wifi", []string{"#restart", "#net.wifi"}, nil},
		{"turn off parental controls", []string{"#disable", "#sys.device.parental_control"}, nil},
		{"change the screen time passcode", []string{"#write", "#sys.device.parental_control"}, nil},
		// Money requests, rent, scams.
		{"accept the venmo request", []string{"#pay", "#payment"}, nil},
		{"approve the zelle request", []string{"#pay", "#payment"}, nil},
		{"send rent to the landlord", []string{"#pay", "#payment.bill.rent"}, nil},
		{"buy gift cards to pay the utility company", []string{"#pay", "#payment.gift_card"}, nil},
		{"pay the power company with gift cards", []string{"#pay", "#payment.gift_card"}, nil},
		{"is this a zelle scam", []string{"#sec.phishing"}, nil},
		// School.
		{"reply all to the class parents list", []string{"#send.broadcast", "#comm.contact"}, []string{"#code"}},
		{"email the class parents", []string{"#send.broadcast", "#comm.contact"}, nil},
		{"share the class photo on instagram", []string{"#publish", "#fs.file.media", "#person.child"}, []string{"#code"}},
		{"post the first day of school pic", []string{"#publish", "#fs.file.media", "#person.child"}, []string{"#time.daily"}},
		{"add grandma to the pickup list", []string{"#permission", "#person.child.pickup"}, nil},
		{"authorize my neighbor to pick up the kids", []string{"#permission", "#person.child.pickup"}, nil},
		// Travel.
		{"apply for a tourist visa", []string{"#application", "#travel.document"}, nil},
		{"get a visa for the trip", []string{"#travel.document"}, nil},
		{"prepay for gas on the rental", []string{"#pay", "#vehicle"}, nil},
		// Family drives, photo backup.
		{"give the babysitter access to the family drive", []string{"#permission", "#doc.shared"}, nil},
		{"turn off icloud photo sync", []string{"#disable", "#data.backup"}, nil},
		{"turn off google photos backup", []string{"#disable", "#data.backup"}, nil},
		// Free trials.
		{"the trial converts to paid on friday", []string{"#pay", "#payment.subscription"}, []string{"#translate"}},
		{"the free trial rolls into a paid plan", []string{"#pay", "#payment.subscription"}, nil},

		// Look-alikes.
		{"set an alarm for 6am", nil, []string{"#house.appliance.alarm", "#enable"}},
		{"snooze the alarm", nil, []string{"#house.appliance.alarm"}},
		{"turn off the alarm clock", nil, []string{"#house.appliance.alarm"}},
		{"turn off your camera during the call", nil, []string{"#house.appliance.camera"}},
		{"share the camera roll", nil, []string{"#house.appliance.camera"}},
		{"the security team reviewed the system", nil, []string{"#house.appliance.alarm"}},
		{"arm the release", nil, []string{"#house.appliance.alarm", "#enable"}},
		{"the clinical trial ends in march", nil, []string{"#payment.subscription", "#pay"}},
		{"convert the csv to json", nil, []string{"#pay", "#payment.subscription"}},
		{"install the nvidia driver", nil, []string{"#vehicle"}},
		{"refactor the class", nil, []string{"#comm.contact", "#person.child", "#fs.file.media"}},
		{"read the class docs", nil, []string{"#comm.contact", "#send.broadcast"}},
		{"check the wifi speed", []string{"#net.wifi"}, []string{"#write", "#restart"}},
		{"list the alexa routines", []string{"#house.automation"}, []string{"#delete", "#write"}},
		{"check the pickup time", nil, []string{"#person.child.pickup", "#permission"}},
		{"lock access to the admin panel", nil, []string{"#house.door"}},
		{"look at the school photos", nil, []string{"#publish", "#send"}},
		{"apply for a visa card", nil, []string{"#travel.document"}},
		{"view the camera footage", []string{"#house.appliance.camera"}, []string{"#send", "#publish"}},
		{"check whether the alarm is armed", nil, []string{"#house.appliance.alarm", "#enable"}},
		{"review the zelle request", nil, []string{"#pay"}},
		{"read about venmo scams", []string{"#sec.phishing"}, []string{"#pay"}},
		{"check the screen time settings", []string{"#sys.device.parental_control"}, []string{"#disable", "#write"}},
	}
	checkConceptCases(t, a, tests)
}
