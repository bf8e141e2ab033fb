package text

import "testing"

// TestMore24Lexicon checks that lexicon/more24.txt gives the members of
// everyday and technical classes (appliances, medication, identity
// documents, vehicles, insurance policies, financial accounts, personal
// devices, cloud VMs, databases, message channels, documents, payment
// methods, utilities) the concept of their class, and that look-alike
// texts, developer and ops texts above all, stay out.
func TestMore24Lexicon(t *testing.T) {
	a := mustAnalyzer(t)
	tests := []conceptCase{
		// Appliances.
		{"run the Bosch tonight", []string{"#house.appliance", "#house"}, nil},
		{"schedule the samsung washer repair", []string{"#house.appliance"}, nil},
		{"turn off the ninja air fryer", []string{"#house.appliance"}, nil},
		{"start the roomba vacuum in the kitchen", []string{"#house.appliance"}, nil},
		{"reset the nest hub in the living room", []string{"#house.appliance"}, nil},
		{"the sub-zero fridge is leaking", []string{"#house.appliance"}, nil},
		{"set up the generac standby generator", []string{"#house.appliance"}, nil},
		// Medication.
		{"take famotidine before dinner", []string{"#health.medication", "#health"}, nil},
		{"refill my concerta", []string{"#health.medication"}, nil},
		{"order more flonase and zyrtec", []string{"#health.medication"}, nil},
		{"give her the narcan", []string{"#health.medication"}, nil},
		{"double the buspirone dose", []string{"#health.medication", "#health.medication.dose"}, nil},
		{"stop the nicotine patch", []string{"#health.medication"}, nil},
		// Identity documents.
		{"upload a photo of my real id", []string{"#data.personal.id", "#data.personal"}, nil},
		{"send them a copy of the aadhaar card", []string{"#send", "#data.personal.id"}, nil},
		{"renew my permanent resident card", []string{"#data.personal.id"}, nil},
		{"scan the learner's permit", []string{"#data.personal.id"}, nil},
		{"fill in the esta form for the trip", []string{"#travel.document", "#travel"}, nil},
		{"book the h-1b visa appointment", []string{"#travel.document"}, nil},
		// Vehicles.
		{"sell my Tesla Model 3", []string{"#vehicle"}, nil},
		{"trade in the jeep", []string{"#vehicle"}, nil},
		{"list my F-150 on craigslist", []string{"#vehicle"}, nil},
		{"book a service for the honda cr-v", []string{"#vehicle"}, nil},
		{"lend the subaru outback to jim", []string{"#vehicle"}, nil},
		{"register the new e-bike", []string{"#vehicle"}, nil},
		// Insurance policies.
		{"cancel the travel insurance", []string{"#legal.contract.insurance", "#legal.contract"}, nil},
		{"switch the renters policy to lemonade insurance", []string{"#legal.contract.insurance"}, nil},
		{"let the term life insurance lapse", []string{"#legal.contract.insurance"}, nil},
		{"file a claim with farmers insurance", []string{"#legal.contract.insurance"}, nil},
		// Financial accounts.
		{"close the joint checking", []string{"#finance.account", "#finance"}, nil},
		{"move the savings to the money market account", []string{"#finance.account"}, nil},
		{"open a cd account at navy federal", []string{"#finance.account"}, nil},
		{"transfer $500 from pnc to the td bank account", []string{"#finance.account"}, nil},
		{"roll the old pension into the ira", []string{"#finance.account.brokerage", "#finance.account"}, nil},
		{"sell everything in the merrill lynch account", []string{"#finance.account.brokerage"}, nil},
		{"move my coins off bitget", []string{"#finance.account.exchange", "#finance.account"}, nil},
		// Personal devices.
		{"factory reset the Pixel 8", []string{"#sys.device"}, nil},
		{"wipe the galaxy s24", []string{"#sys.device"}, nil},
		{"update the thinkpad bios", []string{"#sys.device"}, nil},
		{"give the old kindle to the kids", []string{"#sys.device"}, nil},
		{"pair the airpods pro with my phone", []string{"#sys.device"}, nil},
		{"sell the steam deck", []string{"#sys.device"}, nil},
		// Cloud VMs.
		{"launch an r5.large", []string{"#infra.server", "#infra.vm_size"}, nil},
		{"resize the box to an m5.2xlarge", []string{"#infra.server", "#infra.vm_size"}, nil},
		{"spin up a t3.micro for the demo", []string{"#create", "#infra.server"}, nil},
		{"move the api to an e2-standard-4", []string{"#infra.server", "#infra.vm_size"}, nil},
		{"stop the Standard_D4s_v3 in westeurope", []string{"#infra.server"}, nil},
		{"terminate the bastion host", []string{"#infra.server"}, nil},
		{"reboot the raspberry pi", []string{"#infra.server"}, nil},
		// Databases.
		{"fail over Aurora", []string{"#failover", "#db"}, nil},
		{"take a snapshot of the aurora cluster", []string{"#db"}, nil},
		{"drop the cockroachdb database", []string{"#db"}, nil},
		{"restore the cosmos db account", []string{"#db"}, nil},
		{"delete the pinecone index", []string{"#db"}, nil},
		{"flush the elasticache cluster", []string{"#db.redis", "#db"}, nil},
		{"connect to the sql server instance", []string{"#db"}, nil},
		{"truncate the collection in mongodb atlas", []string{"#db"}, nil},
		// Message channels and messages.
		{"post it in a slack huddle", []string{"#comm.chat", "#comm"}, nil},
		{"send it as a slack dm", []string{"#comm.chat"}, nil},
		{"reply in the kakaotalk group", []string{"#comm.chat"}, nil},
		{"message her on instagram dm", []string{"#comm.chat"}, nil},
		{"leave him a voicemail", []string{"#comm.message", "#comm"}, nil},
		{"send a push notification to all users", []string{"#comm.message"}, nil},
		// Documents.
		{"export the notion doc as pdf", []string{"#fs.file.document"}, nil},
		{"share the pitch deck with the investors", []string{"#fs.file.document"}, nil},
		{"send the signed copy to the lawyer", []string{"#fs.file.document"}, nil},
		{"convert the excel spreadsheet to csv", []string{"#fs.file.document"}, nil},
		// Payment methods.
		{"pay with my Venmo balance", []string{"#payment"}, nil},
		{"split it into four payments with klarna", []string{"#payment"}, nil},
		{"charge it to the mastercard", []string{"#payment.card", "#payment"}, nil},
		{"use the card ending in 4242", []string{"#payment.card"}, nil},
		{"mail a cashier's check to the landlord", []string{"#payment"}, nil},
		// Utilities.
		{"call the gas company", []string{"#payment.bill"}, nil},
		{"pay the SoCal Gas bill", []string{"#payment.bill"}, nil},
		{"set up autopay with commonwealth edison", []string{"#payment.bill"}, nil},
		{"cancel the trash service", []string{"#payment.bill"}, nil},
		{"switch the electricity supplier to octopus energy", []string{"#payment.bill"}, nil},

		// Look-alikes stay out: developer and ops texts above all.
		{"set the image to 1 pixel 2 wide", nil, []string{"#sys.device"}},
		{"the pixel shader is slow", nil, []string{"#sys.device"}},
		{"check the mac address of the nic", nil, []string{"#sys.device"}},
		{"render the scene in blender", nil, []string{"#house.appliance"}},
		{"run ninja to build the project", nil, []string{"#house.appliance"}},
		{"vacuum the events table", nil, []string{"#house.appliance"}},
		{"write a code generator for the api client", nil, []string{"#house.appliance"}},
		{"dodge the question in the standup", nil, []string{"#vehicle"}},
		{"the model y values look off", nil, []string{"#vehicle"}},
		{"train the model 3 times with different seeds", nil, []string{"#vehicle"}},
		{"increase the ram on the build box", nil, []string{"#vehicle"}},
		{"mustache templates for the emails", nil, []string{"#vehicle"}},
		{"we saw the aurora borealis last night", nil, []string{"#db"}},
		{"use standard output for logs", nil, []string{"#infra.server", "#infra.vm_size"}},
		{"pick a medium sized batch", nil, []string{"#infra.server"}},
		{"add an index on the student_id column", nil, []string{"#data.personal.id"}},
		{"the voter_id field is null", nil, []string{"#data.personal.id"}},
		{"apply for a visa to travel", nil, []string{"#payment.card"}},
		{"discover the services with consul", nil, []string{"#payment.card", "#payment"}},
		{"affirm the decision in the doc", nil, []string{"#payment"}},
		{"check the ci logs", nil, []string{"#payment"}},
		{"move the helpers into a shared utilities module", nil, []string{"#payment.bill"}},
		{"embed the chunks with bge-large", nil, []string{"#payment.bill"}},
		{"reply publicly to the complaint", nil, []string{"#finance.account.brokerage"}},
		{"check in the rcs file", nil, []string{"#comm.chat", "#comm.message"}},
		{"start a new thread pool", nil, []string{"#comm.chat"}},
		{"keynote speaker at the conference", nil, []string{"#fs.file.document"}},
		{"the deck is on the agenda", nil, []string{"#fs.file.document"}},
		{"pension off the old build scripts", nil, nil},
		{"take vitamins", []string{"#health.medication"}, []string{"#sys.device"}},
		{"a tablet of ibuprofen", []string{"#health.medication"}, []string{"#sys.device"}},
		{"sub-zero temperatures tonight", nil, []string{"#house.appliance"}},
		{"compile the spanner tests", nil, []string{"#db"}},
		{"bump the gemini model version", nil, []string{"#finance.account.exchange"}},
		{"go to tacoma for the weekend", nil, []string{"#vehicle"}},
		{"dinner at outback steakhouse", nil, []string{"#vehicle"}},
		{"the esta es la casa", nil, []string{"#travel.document"}},
		{"add a quality gate to ci", nil, []string{"#finance.account.exchange"}},
		{"use the crypto library for hashing", nil, []string{"#finance.account.exchange"}},
		{"come back to it later", nil, []string{"#payment.bill"}},
		{"an infinity loop in the worker", nil, []string{"#vehicle"}},
		{"add my frequent flyer number", nil, []string{"#fs.file.document"}},
		{"call the v3 api", nil, []string{"#infra.server"}},
	}
	checkConceptCases(t, a, tests)
}
